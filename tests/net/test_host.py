"""The host over in-memory connections: who may join, what each client sees, what is refused."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.client.remote_bot import play_as_bot
from app.core.director_acts import ACTS
from app.core.game import Game
from app.engine.bots import make_bot
from app.engine.errors import IllegalAction
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client, Refused
from app.net.floods import AWAY_GRACE
from app.net.host import Host
from app.net.table_waits import BetWindow
from app.net.transport import memory_pair
from app.store import EventStore
from app.timebase import LoopTime
from tests.support.hosts import play_to_the_end
from tests.support.loop import run
from tests.support.virtual_time import run_in_virtual_time, thinking
from tests.support.waiting import throughout, until

VIRTUAL_END = 600.0  # a virtual test that has not ended by then fails (a hang)


def new_host(**options: Any) -> Host:
    settings_: dict[str, Any] = {"join_code": "4321", "director_code": "9999",
                                 "bet_seconds": 0.5, "decision_seconds": 0.5, "speedup": 3000.0}
    settings_.update(options)
    return Host(Game(Series7Rules()), **settings_)


async def joined(host: Host, name: str, role: p.Role = "player",
                 code: str = "4321") -> tuple[Client, p.Welcome]:
    client = Client(host.connect_local())
    welcome = await client.hello(role, name=name, code=code)
    return client, welcome


def test_a_tournament_of_bots_runs_to_the_end_and_no_hidden_card_leaks() -> None:
    """C-11 over a whole event: every frame each client got is recorded; a face-down card
    reaches only its holder (a player-dealer's own hole card) and never a spectator."""
    seen: dict[str, list[p.HostMessage]] = {}

    def record(name: str, message: p.HostMessage) -> None:
        seen.setdefault(name, []).append(message)

    async def test() -> None:
        host = new_host(start_when=4)
        spectator, _ = await joined(host, "", role="spectator")

        async def watch() -> None:
            async for message in spectator.messages():
                record("(spectator)", message)

        watcher = asyncio.create_task(watch())
        await play_to_the_end(host, ["Ann", "Bob", "Cid", "Dee"], record)
        watcher.cancel()
        tournament = host.game.tournament
        assert tournament.over and tournament.chips_in_play() == 4 * 4000  # C-6

    run(test, timeout=120)
    face_down = 0
    for name, messages in seen.items():
        for message in messages:
            if not isinstance(message, p.Events):
                continue
            for event in message.events:
                if event["type"] == "CardDealt" and not event["face_up"]:
                    face_down += 1
                    if event["seat"] != name:
                        assert event["card"] is None, f"{name} saw {event}"
    assert face_down > 50  # the check looked at many hole cards
    assert any(isinstance(m, p.Events) for m in seen["(spectator)"])


def test_wrong_version_code_or_name_is_refused_with_a_reason() -> None:
    async def test() -> None:
        host = new_host()
        client = Client(host.connect_local())
        await client.send(p.Hello(protocol=99, role="player", name="Ann", code="4321"))
        reply = await client.receive()
        assert isinstance(reply, p.Refused) and f"protocol {p.PROTOCOL_VERSION})" in reply.reason
        with pytest.raises(Refused, match="Wrong join code"):
            await joined(host, "Ann", code="0000")
        with pytest.raises(Refused, match="Wrong director code"):
            await joined(host, "", role="director", code="4321")
        with pytest.raises(Refused, match="name of 1 to 24"):
            await joined(host, "x" * 40)
        with pytest.raises(Refused, match="Wrong join code"):
            await joined(host, "Ann", code="\u00e9\u00e9\u00e9")  # not ASCII: still a refusal
        await joined(host, "Ann")
        with pytest.raises(Refused, match="already playing"):
            await joined(host, "Ann")
        client = Client(host.connect_local())
        with pytest.raises(Refused, match="already playing"):
            await client.hello("player", name="Ann", code="4321", token="\u2603")
        assert host.game.tournament.field == ["Ann"]

    run(test)


def test_forged_replayed_and_malformed_requests_change_nothing() -> None:
    """A request for another seat, a stale decision, a replay, garbage: an error each."""
    async def test() -> None:
        host = new_host(start_when=2, decision_seconds=30, bet_seconds=30)
        ann, _ = await joined(host, "Ann")
        bob, _ = await joined(host, "Bob")
        runner = asyncio.create_task(host.run())
        client, decision = await asyncio.wait_for(first_decision({"Ann": ann, "Bob": bob}), 30)
        other = bob if client is ann else ann
        before = host.game.commands_applied
        await other.send(p.Act(decision=decision.decision, action="stand"))  # not theirs
        await client.send(p.Act(decision=decision.decision + 1, action="stand"))  # stale id
        await client.send(p.Act(decision=decision.decision, action="surrender"))  # illegal
        await client.conn.send(p.HEADER.pack(9) + b"not json!")  # malformed
        await client.conn.send(p.HEADER.pack(20) + b'{"type": "hello!!!"}')  # unknown type
        errors = [await _error(other), *[await _error(client) for _ in range(4)]]
        assert "not yours" in errors[0] and "not yours" in errors[1]
        assert "no surrender" in errors[2] and "Malformed" in errors[3] + errors[4]
        assert host.game.commands_applied == before  # nothing changed
        await client.send(p.Act(decision=decision.decision, action="stand"))
        await client.send(p.Act(decision=decision.decision, action="stand"))  # a replay
        assert "not yours" in await _error(client)
        runner.cancel()

    run(test)


async def first_decision(clients: dict[str, Client]) -> tuple[Client, p.DecisionRequest]:
    """Bet the minimum whenever asked, until some seat is asked for a decision (a hand may end
    at once on a natural, and the deal passes: whoever is asked first)."""
    queue: asyncio.Queue[tuple[str, p.HostMessage]] = asyncio.Queue()

    async def pump(name: str, client: Client) -> None:
        while (message := await client.receive()) is not None:
            queue.put_nowait((name, message))

    pumps = [asyncio.create_task(pump(name, client)) for name, client in clients.items()]
    try:
        while True:
            name, message = await queue.get()
            if isinstance(message, p.BetRequest) and message.seat == name:
                await clients[name].send(p.Bet(table=message.table, hand=message.hand,
                                               amount=message.low))
            elif isinstance(message, p.DecisionRequest) and message.seat == name:
                return clients[name], message
    finally:
        for task in pumps:
            task.cancel()
        await asyncio.gather(*pumps, return_exceptions=True)


async def _error(client: Client) -> str:
    while True:
        message = await client.receive()
        assert message is not None
        if isinstance(message, p.Error):
            return message.message


def test_an_oversized_frame_is_refused_and_the_connection_closed() -> None:
    async def test() -> None:
        host = new_host()
        client, _ = await joined(host, "Ann")
        await client.conn.send(p.HEADER.pack(p.MAX_CLIENT_FRAME + 1) + b"x" * 10)
        assert "too large" in await _error(client)
        assert await _drain(client) is None

    run(test)


async def _drain(client: Client) -> None:
    while (message := await client.receive()) is not None:
        del message


def test_a_flooding_client_is_cut_off() -> None:
    async def test() -> None:
        host = new_host()
        client, _ = await joined(host, "Ann")
        for _ in range(200):
            await client.send(p.Ping(sent=0.0))
        messages = []
        while (message := await client.receive()) is not None:
            messages.append(message)
        assert any(isinstance(m, p.Error) and "Too many" in m.message for m in messages)
        assert not host.sessions

    run(test)


def test_chat_is_limited_and_reaches_the_table() -> None:
    """S7-25: advice may be given at any time: short messages, one a second."""
    async def test() -> None:
        host = new_host()
        ann, _ = await joined(host, "Ann")
        bob, _ = await joined(host, "Bob")
        await ann.send(p.Say(text="hit on twelve against a two"))
        await ann.send(p.Say(text="again"))
        await ann.send(p.Say(text="x" * 500))
        heard = None
        while heard is None:
            message = await bob.receive()
            if isinstance(message, p.Chat):
                heard = message
        assert heard.name == "Ann" and heard.text == "hit on twelve against a two"
        assert "a second" in await _error(ann)

    run(test)


def test_chat_is_kept_with_the_hand_history_through_the_game(tmp_path: Path) -> None:
    """S7-25: a chat line is stored (by `Game.chat`) with the tournament's commands; a resume
    reads past it and changes nothing."""
    store = EventStore.open(tmp_path / "night.sqlite3")
    tournament = store.create_tournament(name="Night", variant="series7", settings={}, at=0.0)

    async def test() -> None:
        host = Host(Game(Series7Rules(), store=store, tournament_id=tournament),
                    join_code="4321")
        ann, _ = await joined(host, "Ann")
        bob, _ = await joined(host, "Bob")
        await ann.send(p.Say(text="good  luck"))
        while not isinstance(await bob.receive(), p.Chat):
            pass

    run(test)
    commands = list(store.commands(tournament))
    assert [c.kind for c in commands] == ["register", "register", "chat"]
    said = [dict(e.payload) for e in store.events(tournament) if e.command == commands[2].seq]
    assert said == [{"type": "Chat", "table": None, "name": "Ann", "text": "good luck"}]
    again = Game(Series7Rules(), store=store, tournament_id=tournament)
    assert len(again.replay_stored(store, tournament)) == 3
    assert again.tournament.field == ["Ann", "Bob"] and again.commands_applied == 2
    store.close()


def test_a_player_who_does_not_act_gets_the_default() -> None:
    """S7-8: a bet not made is the minimum; a decision not made is stand. In virtual time:
    the windows' timeouts are the loop's."""
    async def test(timebase: LoopTime) -> None:
        host = new_host(start_when=2, bet_seconds=0.05, decision_seconds=0.05,
                        timebase=timebase)
        await joined(host, "Ann")
        await joined(host, "Bob")
        runner = asyncio.create_task(host.run())
        try:
            await until(lambda: host.game.tournament.hands_played >= 3,
                        "three hands played by the defaults", 30.0)
        finally:
            runner.cancel()
            await asyncio.gather(runner, return_exceptions=True)
            await host.stop()
        rounds = host.game.tournament
        assert rounds.hands_played >= 3 and rounds.chips_in_play() == 8000

    run_in_virtual_time(test, end=VIRTUAL_END)


def test_a_dropped_player_keeps_the_seat_and_comes_back_with_the_token() -> None:
    """S7-9 while away (once gone AWAY_GRACE seconds, app/net/floods.py); the token takes the
    seat back. In virtual time: the grace is the loop's."""
    async def test(timebase: LoopTime) -> None:
        host = new_host(start_when=2, timebase=timebase)
        ann, welcome = await joined(host, "Ann")
        await joined(host, "Bob")
        runner = asyncio.create_task(host.run())
        try:
            await until(lambda: host.game.started, "the tournament started", 5.0)
            ann.close()
            tournament = host.game.tournament
            await until(lambda: "Ann" in tournament.away, "Ann away", AWAY_GRACE + 0.2)
            again = Client(host.connect_local())
            await again.hello("player", name="Ann", code="4321", token=welcome.token)
            await until(lambda: "Ann" not in tournament.away, "Ann back", 0.1)
        finally:
            runner.cancel()
            await asyncio.gather(runner, return_exceptions=True)
            await host.stop()

    run_in_virtual_time(test, end=VIRTUAL_END)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes_never_hurt_the_host(data: bytes) -> None:
    """Fuzz: any frame body is a valid message or a clean error; the host stays up."""
    async def test() -> None:
        host = new_host()
        client, _ = await joined(host, "Ann")
        await client.conn.send(p.HEADER.pack(len(data)) + data)
        await client.send(p.Ping(sent=1.0))
        while True:
            message = await client.receive()
            assert message is not None, "the host hung up"
            if isinstance(message, p.Pong):
                break
        assert host.game.tournament.field == ["Ann"]

    run(test, timeout=10)


MESSAGES = st.one_of(
    st.builds(p.Hello, protocol=st.integers(-2, 3),
              role=st.sampled_from(["player", "director", "display", "spectator"]),
              name=st.text(max_size=30), code=st.text(max_size=8), token=st.text(max_size=8)),
    st.builds(p.Bet, table=st.integers(-1, 3), hand=st.integers(-1, 3),
              amount=st.integers(-10**6, 10**6)),
    st.builds(p.Act, decision=st.integers(-1, 2**31), action=st.text(max_size=12),
              amount=st.none() | st.integers(-10**6, 10**6)),
    st.builds(p.Say, text=st.text(max_size=300)),
    st.builds(p.Direct, act=st.sampled_from(sorted(ACTS)) | st.from_regex(r"[a-z][a-z_]{0,11}",
                                                                       fullmatch=True),
              arguments=st.dictionaries(st.sampled_from(["table", "seconds", "level", "player",
                                                         "text", "x"]),
                                        st.none() | st.integers(-1, 3) | st.text(max_size=4)
                                        | st.floats(allow_nan=True), max_size=3)),
)


# 60 host runs a run, each of up to 8 messages twice (each run draws others; 150 took 8 s).
@settings(max_examples=60, deadline=None)
@given(st.lists(MESSAGES, max_size=8))
def test_well_formed_messages_with_any_values_never_hurt_the_host(
        messages: list[p.Message]) -> None:
    """Fuzz the request handler: typed messages with arbitrary values, as a player and as a
    director; the host answers and keeps its state (a tournament with chips conserved)."""
    async def test() -> None:
        host = new_host(start_when=2)
        await joined(host, "Ann")
        await joined(host, "Bob")
        director, _ = await joined(host, "", role="director", code="9999")
        runner = asyncio.create_task(host.run())
        await until(lambda: host.game.started, "the tournament started", 10.0)
        for message in messages:
            for client in (director, Client(host.connect_local())):
                await client.send(message)
        await director.send(p.Ping(sent=2.0))
        while not isinstance(await director.receive(), p.Pong):
            pass
        runner.cancel()
        tournament = host.game.tournament
        assert tournament.chips_in_play() + tournament.removed_chips == 8000

    run(test, timeout=20)


def test_director_acts_through_the_protocol() -> None:
    """S7-24: the director pauses, resumes, adds time, jumps a level, voids a hand; a player
    may not; a display gets snapshots, the clock and the tournament's news, but no card (of a
    hand only its end, for its standings; none has been played here)."""
    async def test() -> None:
        host = new_host(start_when=2, bet_seconds=30, decision_seconds=30, speedup=1.0)
        await joined(host, "Ann")
        bob, _ = await joined(host, "Bob")
        director, _ = await joined(host, "", role="director", code="9999")
        display, _ = await joined(host, "", role="display")
        runner = asyncio.create_task(host.run())
        await until(lambda: host.game.tournament.started_at is not None,
                    "the tournament started", 10.0)
        clock = host.game.clock
        assert clock is not None
        await bob.send(p.Direct(act="pause"))
        assert "Only the director" in await _error(bob)
        await director.send(p.Direct(act="pause"))
        await director.send(p.Direct(act="add_time", arguments={"seconds": 120.0}))
        await director.send(p.Direct(act="jump", arguments={"level": 3}))
        await director.send(p.Ping(sent=0.0))
        while not isinstance(await director.receive(), p.Pong):
            pass
        state = clock.state(host.now())
        assert state.paused and state.level.number == 3 and state.level.minimum == 100
        # An act the protocol does not know is refused as it arrives, and changes nothing.
        acts = clock.acts
        await director.send(p.Direct(act="explode", arguments={"level": 1}))  # as any client may
        assert "There is no act 'explode'" in await _error(director)
        assert clock.acts == acts
        # An act without what it takes is refused in words; the host goes on.
        for act, needs in (("jump", "which level"),
                           ("add_time", "how many seconds"),
                           ("void", "which table")):
            await director.send(p.Direct(act=act))
            assert needs in await _error(director)
        assert clock.acts == acts and not host.ending.done.is_set()
        await director.send(p.Direct(act="pause"))
        assert "pause" in (await _error(director)).lower()  # already paused: refused
        await director.send(p.Direct(act="resume"))
        await director.send(p.Direct(act="void", arguments={"table": 1}))  # no hand in play yet
        assert "No hand is in play" in await _error(director)
        kinds = set()
        display.conn.close()  # what it got so far
        while (message := await display.receive()) is not None:
            kinds.add(type(message).__name__)
            # The tournament's news (S7-23 moves, the director's acts); no hand has ended.
            assert not isinstance(message, p.Events) or message.table is None, message
        assert "Snapshot" in kinds
        runner.cancel()
        assert not clock.paused

    run(test)


def test_every_director_is_told_which_acts_may_be_done_now_and_why_not() -> None:
    """Issue 37, S7-24: each snapshot says which acts the host refuses now, each with its
    reason as a phrase; the host refuses such an act with that phrase, and changes
    nothing."""
    async def test() -> None:
        host = new_host(start_when=3, bet_seconds=30, decision_seconds=30, speedup=1.0)
        for name in ("Ann", "Bob", "Cid"):  # three: not yet heads-up (S7-22)
            await joined(host, name)
        director, _ = await joined(host, "", role="director", code="9999")
        runner = asyncio.create_task(host.run())

        async def refused_now() -> dict[str, str]:
            while not isinstance(message := await director.receive(), p.Snapshot):
                pass
            return {act: words.code for act, words in message.acts.items()}

        await until(lambda: host.game.started, "the tournament started", 10.0)
        while (acts := await refused_now()).get("start") != "started_already":
            pass
        assert acts == {"start": "started_already", "resume": "not_paused",
                        "sudden_death": "not_heads_up", "next_tournament": "one_tournament",
                        "move": "one_table"}
        await director.send(p.Direct(act="pause"))
        while "pause" not in (acts := await refused_now()):
            pass
        assert acts["pause"] == "paused_already" and "resume" not in acts
        clock = host.game.clock
        assert clock is not None
        done = clock.acts
        await director.send(p.Direct(act="pause"))
        assert await _error(director) == "The clock is already paused"
        await director.send(p.Direct(act="sudden_death"))
        assert "with two players left (S7-22)" in await _error(director)
        assert clock.acts == done and not host.game.tournament.sudden_death
        # The game's own refusal comes as a phrase too: each director words it.
        await director.send(p.Direct(act="void", arguments={"table": 1}))  # paused: none dealt
        while not isinstance(message := await director.receive(), p.Error):
            pass
        assert message.words is not None and message.words.code == "no_hand_in_play"
        assert message.message == "No hand is in play at table 1"
        runner.cancel()
        await asyncio.gather(runner, return_exceptions=True)

    run(test)


def test_the_director_edits_the_levels_to_come_and_a_resume_keeps_them(
        tmp_path: Path) -> None:
    """S7-24: the director sends a new schedule; the levels to come follow it, the snapshot
    shows it, a started level cannot change, and the stored commands rebuild it."""
    async def test() -> None:
        store = EventStore.open(tmp_path / "night.sqlite3")
        tournament_id = store.create_tournament(name="Night", variant="series7", settings={},
                                                at=0.0)
        game = Game(Series7Rules(), name="Night", store=store, tournament_id=tournament_id)
        host = Host(game, join_code="4321", director_code="9999", bet_seconds=30,
                    decision_seconds=30, speedup=1.0, start_when=2)
        await joined(host, "Ann")
        await joined(host, "Bob")
        director, _ = await joined(host, "", role="director", code="9999")
        runner = asyncio.create_task(host.run())
        await until(lambda: host.game.tournament.started_at is not None,
                    "the tournament started", 10.0)
        clock = host.game.clock
        assert clock is not None
        edited = clock.schedule.with_level(2, minimum=75, maximum=150, minutes=5)
        asked = {key: value for key, value in edited.to_dict().items() if key != "variant"}
        await director.send(p.Direct(act="schedule", arguments={
            "schedule": msgspec.convert(asked, p.Schedule)}))
        while True:
            message = await director.receive()
            if isinstance(message, p.Snapshot) and message.schedule is not None and \
                    msgspec.to_builtins(message.schedule) == edited.to_dict():
                break
        assert clock.schedule == edited
        assert clock.state(host.now()).next_level.minimum == 75
        started = edited.with_level(1, minutes=30)
        await director.send(p.Direct(act="schedule", arguments={
            "schedule": msgspec.convert(started.to_dict(), p.Schedule)}))
        assert "Level 1 has already started" in await _error(director)
        # The engine's Schedule.from_dict still judges the levels, in its words.
        falling = dict(asked, levels=[dict(level) for level in asked["levels"]])
        falling["levels"][2]["min"] = 50
        await director.send(p.Direct(act="schedule", arguments={
            "schedule": msgspec.convert(falling, p.Schedule)}))
        assert "Level 3: the minimum bet (50) must be higher than level 2's (75)" in \
            await _error(director)
        # A structure that is not one is refused as it arrives, naming what is wrong.
        await director.send(p.Direct(act="schedule", arguments={"schedule": {"levels": "many"}}))
        assert "Expected `array`, got `str` - at `$.schedule.levels`" in await _error(director)
        assert clock.schedule == edited  # nothing refused changed anything
        runner.cancel()
        await asyncio.gather(runner, return_exceptions=True)
        await host.stop()
        again = Game(Series7Rules(), name="Night")
        again.replay_stored(store, tournament_id)
        assert again.clock is not None and again.clock.schedule == edited
        store.close()

    run(test)


def test_the_snapshot_lists_the_waiting_list_in_order() -> None:
    """S7-2: players turned away from a full tournament are listed for the director."""
    async def test() -> None:
        host = Host(Game(Series7Rules(field_max=2)), join_code="4321",
                    director_code="9999")
        await joined(host, "Ann")
        await joined(host, "Bob")
        for name in ("Cid", "Dee"):
            client = Client(host.connect_local())
            with pytest.raises(Refused, match="waiting list"):
                await client.hello("player", name=name, code="4321")
        director, _ = await joined(host, "", role="director", code="9999")
        snapshot = await director.receive()
        assert isinstance(snapshot, p.Snapshot)
        assert snapshot.players == ["Ann", "Bob"] and snapshot.waitlist == ["Cid", "Dee"]

    run(test)


def test_a_pause_lets_the_hand_in_play_finish_and_deals_no_other() -> None:
    """S7-7, S7-24 ruling: a pause stops the clock and the dealing; the hands in play are
    played to their end (their players are still asked), so the director can then move
    players between hands."""
    async def test(timebase: LoopTime) -> None:  # the pause's half second is the loop's
        host = new_host(start_when=3, bet_seconds=5, decision_seconds=5, speedup=1.0,
                        timebase=timebase)
        director, _ = await joined(host, "", role="director", code="9999")

        async def connect() -> Any:
            return host.connect_local()

        bots = [asyncio.create_task(play_as_bot(
            connect, name=name, code="4321", policy=make_bot("basic", random.Random(index)),
            retry_seconds=0.05, timebase=timebase, think=thinking(0.05)))
            for index, name in enumerate(["Ann", "Bob", "Cat"])]
        runner = asyncio.create_task(host.run())
        tournament = host.game.tournament
        try:
            await until(lambda: tournament.rounds, "a hand being played", 10.0)
            await director.send(p.Direct(act="pause"))
            await until(lambda: not tournament.rounds,
                        "the hand in play finished during the pause", 5.0)
            played = tournament.hands_played
            await throughout(lambda: tournament.hands_played == played and not tournament.rounds,
                             "no hand dealt while paused", 0.5)
            await director.send(p.Direct(act="resume"))
            await until(lambda: tournament.hands_played > played, "a hand played once resumed",
                        5.0)
        finally:
            for task in [runner, *bots]:
                task.cancel()
            await asyncio.gather(runner, *bots, return_exceptions=True)
            await host.stop()

    run_in_virtual_time(test, end=VIRTUAL_END)


def test_late_entries_wait_for_the_director_who_sees_the_penalty() -> None:
    """S7-3, S7-24: on a host where the director admits late entries, a late player waits;
    the director's snapshot shows the table and penalty; admitted, the player is seated with
    the starting stack less the penalty; refused, the player is told so in words; gone
    while waiting, the entry is withdrawn."""
    async def test() -> None:
        host = new_host(start_when=2, bet_seconds=30, decision_seconds=30, speedup=1.0,
                        entries_by_director=True)
        await joined(host, "Ann")
        await joined(host, "Bob")
        director, _ = await joined(host, "", role="director", code="9999")
        runner = asyncio.create_task(host.run())
        tournament = host.game.tournament
        await until(lambda: tournament.started_at is not None, "the tournament started", 10.0)
        late = asyncio.create_task(joined(host, "Cat"))
        shown: list[p.LateEntry] = []
        while not shown:
            message = await director.receive()
            if isinstance(message, p.Snapshot):
                shown = message.entries
        assert shown[0].name == "Cat" and shown[0].penalty > 0
        assert not late.done() and "Cat" not in tournament.field  # waits for the word
        await director.send(p.Direct(act="admit", arguments={"player": "Cat"}))
        _, welcome = await asyncio.wait_for(late, 5.0)
        assert welcome.name == "Cat" and "Cat" in tournament.field
        seat = next(s for s in tournament.tables[shown[0].table].seats if s.name == "Cat")
        assert seat.chips == tournament.rules.start_stack - shown[0].penalty
        refused = asyncio.create_task(joined(host, "Dan"))
        await until(lambda: "Dan" in host.admission.entries, "Dan's entry waiting", 10.0)
        await director.send(p.Direct(act="refuse", arguments={"player": "Dan"}))
        with pytest.raises(Refused, match="refused your late entry"):
            await asyncio.wait_for(refused, 5.0)
        assert "Dan" not in tournament.field
        # One who leaves while waiting is withdrawn: no seat is made that nobody can take.
        eve = Client(host.connect_local())
        await eve.send(p.Hello(protocol=p.PROTOCOL_VERSION, role="player", name="Eve",
                               code="4321"))
        await until(lambda: "Eve" in host.admission.entries, "Eve's entry waiting", 10.0)
        eve.close()
        await until(lambda: "Eve" not in host.admission.entries, "Eve's entry withdrawn", 10.0)
        await director.send(p.Direct(act="admit", arguments={"player": "Eve"}))
        assert "No late entry" in await _error(director)
        assert "Eve" not in tournament.field and "Eve" not in host.admission.tokens
        runner.cancel()

    run(test)


def test_the_director_moves_a_player_between_hands() -> None:
    """S7-24: the director moves a player to another table between hands; a move that does
    not say where to is refused in words."""
    async def test() -> None:
        host = new_host(start_when=10, bet_seconds=30, decision_seconds=30, speedup=1.0)
        for index in range(10):
            await joined(host, f"P{index}")
        director, _ = await joined(host, "", role="director", code="9999")
        await director.send(p.Direct(act="start"))
        tournament = host.game.tournament
        await until(lambda: tournament.started_at is not None, "the tournament started", 10.0)
        assert len(tournament.tables) == 2
        mover = next(name for name, table in tournament.table_of.items()
                     if table == 1 and tournament.tables[1].dealer != name)
        await director.send(p.Direct(act="move", arguments={"player": mover}))
        assert "which player" in await _error(director)
        await director.send(p.Direct(act="move", arguments={"player": mover, "table": 2}))
        await director.send(p.Ping(sent=0.0))
        while not isinstance(await director.receive(), p.Pong):
            pass
        assert tournament.table_of[mover] == 2

    run(test)


def test_twelve_bots_on_two_tables_play_down_to_the_final_table(
        caplog: pytest.LogCaptureFixture) -> None:
    """S7-23 through the host: tables broken and balanced while bots play; no internal error."""
    async def test() -> None:
        host = new_host(start_when=12)
        await play_to_the_end(host, [f"Bot {index:02d}" for index in range(12)])
        tournament = host.game.tournament
        assert tournament.over and tournament.chips_in_play() == 12 * 4000
        assert len(tournament.tables) == 1

    with caplog.at_level("ERROR", logger="pitboss.host"):
        run(test, timeout=180)
    assert not [record for record in caplog.records if "internal error" in record.message]


def test_requests_for_broken_tables_and_moved_players_are_forgotten() -> None:
    """S7-23: a bet window at a table that was broken up, or awaiting a player who moved, must
    not outlive the command that changed the tables (a stale one once broke the handler)."""
    async def test() -> None:
        host = new_host(start_when=10, bet_seconds=30)
        for index in range(10):
            await joined(host, f"P{index}")
        runner = asyncio.create_task(host.run())
        await until(lambda: len(host.scheduler.windows) >= 2, "both tables' bet windows",
                    10.0)
        runner.cancel()
        tables = host.game.table_numbers()
        assert sorted(host.scheduler.windows) == tables == [1, 2]
        host.scheduler.windows[9] = BetWindow(1, 0.0, {"P0"})  # a table broken up meanwhile
        host.scheduler.windows[1].expected.add("Somebody moved away")
        await host.runner.run(lambda at: [])  # any command prunes
        assert sorted(host.scheduler.windows) == [1, 2]
        assert host.scheduler.windows[1].expected <= set(host.game.bettors(1))

    run(test)


class FailingStore:
    """Keeps commands until the disk is "full" at the `fail_at`-th one."""

    def __init__(self, fail_at: int) -> None:
        self.fail_at = fail_at
        self.kept: list[str] = []

    def append(self, tournament: int, *, kind: str, payload: dict[str, Any], at: float,
               draws: list[int] | None = None, events: Any = (), table: int | None = None
               ) -> int:
        if len(self.kept) + 1 >= self.fail_at:
            raise OSError("No space left on device")
        self.kept.append(kind)
        return len(self.kept)


def test_a_command_the_store_cannot_keep_stops_the_host_before_anyone_hears_of_it() -> None:
    """DESIGN.md: stored before told. When storing fails the host stops (to be resumed from
    what was stored) and the failed command's events reach nobody."""
    store = FailingStore(fail_at=12)
    seen: list[p.HostMessage] = []

    async def test() -> None:
        host = Host(Game(Series7Rules(), store=store), join_code="4321", bet_seconds=0.2,
                    decision_seconds=0.2, speedup=3000.0, start_when=2)
        await play_to_the_end(host, ["Ann", "Bob"], lambda _, m: seen.append(m))
        assert isinstance(host.failure, OSError)

    run(test)
    told = sum(1 for m in seen if isinstance(m, p.Events))
    assert len(store.kept) == 11 and told <= 2 * 11  # nothing after the last kept command


class RefusingOnce(Game):
    """A game whose first scheduled deal is refused, as when a break begins while the host is
    serving other tables."""

    refused = False

    def deal(self, table: int, bets: dict[str, int], at: float, shuffle: Any = None) -> Any:
        if not self.refused:
            self.refused = True
            raise IllegalAction("The clock is stopped: no hand is dealt now")
        return super().deal(table, bets, at, shuffle)


def test_a_scheduled_command_that_is_refused_does_not_stop_the_tables() -> None:
    """Found under load: a refused deal ended the host's schedule and the event hung."""
    async def test() -> None:
        game = RefusingOnce(Series7Rules())
        host = Host(game, join_code="4321", bet_seconds=0.2, decision_seconds=0.2,
                    speedup=3000.0, start_when=2)
        await play_to_the_end(host, ["Ann", "Bob"])
        assert game.refused and host.failure is None and game.tournament.over

    run(test)


class StuckAfterWelcome:
    """The host's end of a client that stops reading after its welcome: what is written
    to it later piles up, as on a TCP connection whose buffers are full."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.peer = "stuck"
        self.sent = 0
        self.unread = 0

    async def send(self, frame: bytes) -> None:
        self.write(frame)

    def write(self, frame: bytes) -> None:
        self.sent += 1
        if self.sent > 3:
            self.unread += len(frame)
        else:
            self.inner.write(frame)

    def write_all(self, frames: Sequence[bytes]) -> None:
        for frame in frames:
            self.write(frame)

    def backlog(self) -> int:
        return self.unread

    async def receive(self) -> bytes | None:
        return await self.inner.receive()  # type: ignore[no-any-return]

    def close(self) -> None:
        self.inner.close()


def test_a_client_that_stops_reading_holds_up_nobody_and_is_cut_off(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each client has its own outbox: Bob's full pipe does not stop Ann's messages or the
    tables; once BACKLOG_MAX bytes wait for him he is cut off and played as absent (S7-9)."""
    monkeypatch.setattr("app.net.sessions.BACKLOG_MAX", 4000)

    async def test() -> None:
        host = new_host(bet_seconds=0.2, decision_seconds=0.2, start_when=2)
        runner = asyncio.create_task(host.run())
        host_end, client_end = memory_pair(p.MAX_CLIENT_FRAME, p.MAX_HOST_FRAME)
        stuck = StuckAfterWelcome(host_end)
        asyncio.get_running_loop().create_task(host.attend(stuck))
        bob = Client(client_end)
        await bob.hello("player", name="Bob", code="4321")

        async def connect() -> Any:
            return host.connect_local()

        ann = asyncio.create_task(play_as_bot(connect, name="Ann", code="4321",
                                              policy=make_bot("basic", random.Random(1)),
                                              retry_seconds=0.05))
        await host.done.wait()
        for task in (runner, ann):
            task.cancel()
        await asyncio.gather(runner, ann, return_exceptions=True)
        assert host.game.tournament.over and host.failure is None
        assert not any(s.name == "Bob" for s in host.sessions)  # cut off

    run(test)
