"""The kiosk's TV page follows a hosted 10-hand final from the frames a display receives on a
real loopback socket (issue 23), and those frames hold no face-down card (C-11): the host's own
`Views.deliveries`, run again on every command's events with each face-down card changed,
gives the display the same bytes, so the chances worked out from them cannot depend on one."""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field
from pathlib import Path

import msgspec

from app.client.remote_bot import play_as_bot
from app.client.seat_session import SeatSession
from app.client.tv import TvBoard, TvLook, hands_left, tv_look
from app.core.game import Game
from app.core.told import Told
from app.engine.bots import make_bot
from app.engine.cards import Card, Rank
from app.engine.events import CardDealt, Event
from app.engine.variants.rule_sets import Rules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules
from app.net import protocol as p
from app.net.client import Client, tcp_connector
from app.net.host import Host
from app.net.night import HostedNight
from app.net.sessions import Session
from app.net.transport import Connection
from tests.support.loop import run
from tests.support.nights import loopback_plan
from tests.support.waiting import until

FINALISTS = ["Ann", "Bob"]


def other_card(card: Card) -> Card:
    """A different card of another rank: what the hole card might have been."""
    ranks = list(Rank)
    return Card(ranks[(ranks.index(card.rank) + 5) % len(ranks)], card.suit)


def hidden_changed(told: list[Told]) -> tuple[list[Told], int]:
    """The same events with every face-down card another; how many were changed."""
    changed: list[Told] = []
    count = 0
    for item in told:
        event: Event = item.event
        if isinstance(event, CardDealt) and event.visible_to is not None and \
                event.card is not None:
            event = msgspec.structs.replace(event, card=other_card(event.card))
            count += 1
        changed.append(Told(item.table, event))
    return changed, count


def display_frames(deliveries: list[tuple[Session, bytes]]) -> list[bytes]:
    """The hands' frames a display is given (not the snapshot, which says the time now)."""
    return [frame for session, frame in deliveries if session.role == "display"
            and isinstance(p.decode_host(frame[p.HEADER.size:]), p.Events)]


class Recorder:
    """What the display is told, as it is told, and the TV page after each message."""

    def __init__(self) -> None:
        self.board = TvBoard()
        self.messages: list[p.HostMessage] = []
        self.looks: list[TvLook] = []

    def on_event_changed(self, message: p.HostMessage | None) -> None:
        if message is None:
            return
        self.messages.append(message)
        self.board.apply(message)
        self.looks.append(tv_look(self.board))


@dataclass
class Recording:
    """A final followed by a display on a loopback socket: what it was told, and for every
    command the host's frames for it from the real events and from the same with every
    face-down card changed."""

    display: Recorder = field(default_factory=Recorder)
    compared: list[tuple[list[bytes], list[bytes]]] = field(default_factory=list)
    hidden: int = 0  # face-down cards changed


def follow_a_final(database: Path, rules: Rules) -> Recording:
    """Two basic bots play a night of `rules` to its end, hosted on 127.0.0.1; a display
    follows the hands over TCP from before the first deal."""
    recording = Recording()
    night_box: list[HostedNight] = []

    def observe(told: list[Told]) -> None:
        host = night_box[0].host
        if host is None or not any("hands" in s.follows for s in host.sessions):
            return
        changed, count = hidden_changed(told)
        recording.hidden += count
        recording.compared.append((display_frames(host.views.deliveries(told)),
                                   display_frames(host.views.deliveries(changed))))

    async def test() -> None:
        night = HostedNight(loopback_plan(
            database, rules=rules, start_when=2, bet_seconds=0.3, decision_seconds=0.3,
            speedup=3000.0, observer=observe))
        night_box.append(night)
        host = await night.start()
        try:
            display = SeatSession(tcp_connector("127.0.0.1", night.port), name="",
                                  code="4321", role="display")
            display.add_listener(recording.display)
            display.follow("hands")
            night.run_beside(display.run())
            await until(lambda: any("hands" in s.follows for s in host.sessions),
                        "the display following the hands", 120.0)
            for index, name in enumerate(FINALISTS):
                night.run_beside(play_as_bot(
                    night.connect, name=name, code="4321", retry_seconds=0.05,
                    policy=make_bot("basic", random.Random(index))))
            await host.done.wait()
            sent = sum(len(real) for real, _ in recording.compared)
            await until(lambda: sum(isinstance(m, p.Events)
                                    for m in recording.display.messages) >= sent
                        and len(recording.display.board.still_in()) <= 1,
                        "the last frames and the end's standings received", 60.0)
            display.stop()  # for good: close() alone lets it reconnect
        finally:
            await night.stop()

    run(test, 120.0)
    return recording


def check_face_up_only(recording: Recording, hands: int) -> list[dict[str, float]]:
    """C-11, with the recorded frames: (a) what came over the socket is what the host made
    for a display, frame for frame, and the host makes the same bytes with every face-down
    card changed, so none reaches it, nor does any face-down card's value; (b) the TV page
    worked out again from the frames made with the other cards is the same, look for look.
    The chances seen, each adding up to one."""
    messages = recording.display.messages
    received = [p.encode(m) for m in messages if isinstance(m, p.Events)]
    made = [frame for real, _ in recording.compared for frame in real]
    assert received[-len(made):] == made and len(made) >= 2 * hands
    assert recording.hidden >= hands  # a hole card a hand (T10-9, S7-12)
    assert all(real == other for real, other in recording.compared)
    faces = [data for m in messages if isinstance(m, p.Events) for data in m.events
             if data.get("type") == "CardDealt"]
    assert faces and all(d["card"] is None for d in faces if not d["face_up"])
    assert sum(1 for d in faces if not d["face_up"]) >= recording.hidden
    # (b) The display's messages, its hands' frames those made with the other cards.
    others = iter(frame for _, other in recording.compared for frame in other)
    first_made = len(received) - len(made)
    replay, events_seen = Recorder(), 0
    for message in messages:
        if isinstance(message, p.Events):
            if events_seen >= first_made:
                message = p.decode_host(next(others)[p.HEADER.size:])
            events_seen += 1
        replay.on_event_changed(message)
    assert replay.looks == recording.display.looks
    live = [look.chances for look in recording.display.looks if look.chances]
    assert all(abs(sum(chances.values()) - 1.0) < 1e-9 for chances in live)
    print("frames", len(made), "hidden cards", recording.hidden, "looks with chances",
          len(live), "first", live[:1], "last", live[-1:])
    return live


def test_a_display_follows_a_10_hand_final_from_face_up_cards_only(tmp_path: Path) -> None:
    """C-11, T10-5: the frames hold no face-down card (`check_face_up_only`); the chances
    after every card move with the cards and end at the match's result; the page then says
    who won by how much."""
    recording = follow_a_final(tmp_path / "final.sqlite3", TenHandRules())
    live = check_face_up_only(recording, hands=20)
    assert len(live) > 40 and live[0] == {"Ann": 0.5, "Bob": 0.5}
    assert len({round(c["Ann"], 6) for c in live}) > 10  # they move with the cards
    final = recording.display.looks[-1]
    assert final.caption == "Tournament over" and not final.chances
    chips = [int(row[2].replace(",", "")) for row in final.rows]
    winner, margin = final.rows[0][1], chips[0] - chips[1]
    assert live[-1][winner] == 1.0 and margin > 0, (live[-1], final)
    assert final.words == f"{winner} wins by {margin:,}"


def test_a_display_follows_a_series7_heads_up_from_face_up_cards_only(
        tmp_path: Path) -> None:
    """C-11, S7-5, S7-12: the dealer's hole card never reaches the display; the heads-up
    model's chances move as the bettor's cards come, until one player holds every chip."""
    recording = follow_a_final(tmp_path / "heads-up.sqlite3", Series7Rules())
    hands = sum(1 for m in recording.display.messages if isinstance(m, p.Events)
                for d in m.events if d.get("type") == "HandEnded")
    live = check_face_up_only(recording, hands=hands)
    assert hands >= 1 and len(live) >= hands
    assert any(look.caption == "Chances of winning from the Series 7 heads-up model"
               for look in recording.display.looks)
    final = recording.display.looks[-1]
    assert final.caption == "Tournament over"
    assert final.words == f"{final.rows[0][1]} wins" and final.rows[1][2] == "0"


def test_only_a_display_follows_every_tables_hands() -> None:
    """A player (who follows its own table's hand) and a director (who hears every hand)
    asking for "hands" are refused in words and sent nothing more (C-11 for the player: no
    other table's hand through this door)."""
    async def test() -> None:
        host = Host(Game(Series7Rules(), name="Friday"), join_code="4321",
                    director_code="9999")
        for role, name, code in (("player", "Ann", "4321"), ("director", "", "9999")):
            client = Client(host.connect_local())
            await client.hello(role, name=name, code=code)
            assert isinstance(await client.receive(), p.Snapshot)
            await client.send(p.Follow(topic="hands"))
            answer = await client.receive()
            assert answer == p.Error(message="Only a display follows every table's hands",
                                     words=p.Words("display_follows_hands"))
            client.close()
        assert not any("hands" in session.follows for session in host.sessions)
        await host.stop()

    run(test)


def test_a_display_that_comes_in_mid_match_knows_the_hands_left() -> None:
    """Issue 23: the TV page of a display that missed MatchStarted counts from the snapshot's
    hands played (protocol 2), not from 10."""
    async def test() -> None:
        host = Host(Game(TenHandRules()), join_code="4321", bet_seconds=0.5,
                    decision_seconds=0.5, speedup=3000.0, start_when=2)
        runner = asyncio.create_task(host.run())

        async def local() -> Connection:
            return host.connect_local()

        bots = [asyncio.create_task(play_as_bot(
            local, name=name, code="4321", policy=make_bot("basic", random.Random(seed)),
            retry_seconds=0.1)) for seed, name in enumerate(["Ann", "Bob"])]
        tournament = host.game.tournament
        await until(lambda: tournament.hands_played >= 4, "four hands played", 60.0)
        display = Client(host.connect_local())
        await display.hello("display", code="4321")
        board = TvBoard()
        while not isinstance(message := await display.receive(), p.Snapshot):
            pass
        board.apply(message)
        for task in [*bots, runner]:
            task.cancel()
        await asyncio.gather(*bots, runner, return_exceptions=True)
        await host.stop()
        played = message.match_played
        assert set(played) == {"Ann", "Bob"} and all(1 <= n < 10 for n in played.values())
        assert {name: hands_left(board, name) for name in played} == \
            {name: 10 - n for name, n in played.items()}

    run(test, timeout=60.0)
