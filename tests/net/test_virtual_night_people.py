"""A Series 7 night with people in it, hosted to its end in virtual time (issue 36): six players
at the night's own pace (15-second bet windows, 30-second decisions, the default levels and
breaks), one of whom leaves for minutes and comes back, another whose Wi-Fi drops for a
moment, and a director who pauses the clock for a coffee and resumes it. Seconds of wall time
for an hour and more of a night; what a player and a director expect is read from the stored
record."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from app.client.remote_bot import Thinker, play_as_bot
from app.client.seat_session import SeatSession
from app.core.game import Game
from app.engine.bots import make_bot
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.floods import AWAY_GRACE
from app.net.host import Host
from app.net.night import HostedNight, NightPlan
from app.net.transport import Connection
from app.timebase import LoopTime
from tests.support.hosts import play_to_the_end
from tests.support.lines import Line
from tests.support.virtual_time import run_in_virtual_time, thinking
from tests.support.waiting import throughout, until

# A whole night, some 200,000 steps of the loop: debug mode's traceback kept for every future
# and handle makes it about four times slower (tests/net/test_virtual_night.py).
pytestmark = pytest.mark.no_asyncio_debug("a whole night: debug mode's cost, not its checks")

SEED = 7
CODE, DIRECTOR_CODE = "4321", "9999"
THINKING = 2.0  # virtual seconds a bot takes over each bet and decision
START_STACK = 4000  # S7-4
WANDERER = "Wanda"  # leaves for minutes, and comes back with her seat's token
FLICKER = "Flick"  # his Wi-Fi drops, and he is back at once
PLAYERS = ["Ada", "Ben", "Cleo", "Dev", FLICKER, WANDERER]
# What each person does, in virtual minutes after the start: the level is 15 minutes, so the
# pause and the wanderer's time away fall in level 1 and the level after runs 5 minutes late.
FLICKER_DROPS = 4.0
WANDERER_LEAVES = 8.0
PAUSED_AT = 11.0
PAUSED_MINUTES = 5.0
WANDERER_RETURNS = 18.0


@dataclass(frozen=True)
class Command:
    seq: int
    kind: str
    payload: dict[str, Any]
    at: float
    events: list[dict[str, Any]]


def stored_commands(database: Path) -> list[Command]:
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        events: dict[int, list[dict[str, Any]]] = {}
        for command, payload in db.execute("SELECT command, payload FROM events ORDER BY seq"):
            events.setdefault(command, []).append(json.loads(payload))
        return [Command(seq, kind, json.loads(payload), at, events.get(seq, []))
                for seq, kind, payload, at in db.execute(
                    "SELECT seq, kind, payload, at FROM commands ORDER BY seq")]


def stored_results(database: Path) -> list[tuple[int, str, int]]:
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        status = db.execute("SELECT status FROM tournaments").fetchall()
        assert status == [("finished",)]
        return list(db.execute("SELECT place, name, chips FROM results ORDER BY position"))


def chips_of(game: Game, name: str) -> int:
    return next(row.chips for number in game.table_numbers() for row in game.seats(number)
                if row.name == name)


def asked(host: Host, name: str) -> bool:
    """The host waits for `name`'s bet or decision."""
    schedule = host.scheduler
    return any(name in window.expected and name not in window.bets
               for window in schedule.windows.values()) or \
        any(open_.decision.seat == name for open_ in schedule.decisions.values())


async def people(host: Host, timebase: LoopTime, lines: dict[str, Line]) -> None:
    """The night's people, each at their minute; what they see as it happens is checked here,
    what was stored once the night is over."""
    game, tournament = host.game, host.game.tournament

    async def in_memory() -> Connection:
        return host.connect_local()

    director = SeatSession(in_memory, name="", code=DIRECTOR_CODE, role="director",
                           timebase=timebase)
    directing = asyncio.create_task(director.run())
    try:
        await until(lambda: game.started and director.connected,
                    "the night started, its director connected", 600.0)
        start = timebase.monotonic()

        async def at_minute(minute: float) -> None:
            # Not a wait for anything: the script's pace, each person acting at their minute.
            await asyncio.sleep(start + minute * 60 - timebase.monotonic())

        await at_minute(FLICKER_DROPS)
        # Between his turns: a bot busy over a choice reads nothing until it has made it (its
        # answers go in order), so it would find its line dropped seconds later, past the
        # grace; a window reads all the time.
        await until(lambda: not asked(host, FLICKER), "Flick between his turns", 120.0)
        flick = lines[FLICKER]
        flick.drop()
        await until(lambda: flick.connections == 2, "Flick connected again", AWAY_GRACE)
        await throughout(lambda: FLICKER not in tournament.away and
                         host.sessions.connected(FLICKER), "Flick seated, never away",
                         3 * AWAY_GRACE)

        await at_minute(WANDERER_LEAVES)
        lines[WANDERER].cut()
        await until(lambda: WANDERER in tournament.away, "Wanda played as away",
                    AWAY_GRACE + 1.0)

        await at_minute(PAUSED_AT)
        clock = game.clock
        assert clock is not None and not clock.paused
        await director.direct("pause")
        # S7-24: paused, nothing moves: no hand is dealt and nobody's time runs out, not even
        # an away seat's (issue 38: Wanda's hands were played out at once); what the others
        # were asked they may still answer.

        def settled() -> bool:
            return all(decision is None or decision.seat in tournament.away
                       for decision in (round_.decision()
                                        for round_ in tournament.rounds.values()))
        await until(lambda: clock.paused and settled(), "paused, the others' answers in",
                    120.0)
        assert all(open_.held_at is not None for open_ in host.scheduler.decisions.values())
        frozen = clock.state(host.now())
        hands, chips = tournament.hands_played, chips_of(game, WANDERER)

        def standing_still() -> bool:
            """The level and its time left as they were, on the host's clock and on the
            director's console; no hand dealt, so nothing forfeited by the away seat."""
            now, shown = clock.state(host.now()), director.state.clock
            return (now.level.number, now.on_break, now.remaining) == \
                (frozen.level.number, frozen.on_break, frozen.remaining) and \
                shown is not None and shown.paused and shown.remaining == frozen.remaining \
                and tournament.hands_played == hands and chips_of(game, WANDERER) == chips
        # Looked at each second: a look is a turn of the loop, and what it watches (a hand
        # dealt, chips gone, the time left) is still there to see a second later.
        await throughout(standing_still, "the clock paused, nothing dealt", PAUSED_MINUTES * 60,
                         every=1.0)
        await director.direct("resume")
        await until(lambda: director.state.clock is not None and director.state.clock.running,
                    "the director's clock running again", 5.0)
        assert clock.state(host.now()).remaining == pytest.approx(frozen.remaining, abs=1.0)

        await at_minute(WANDERER_RETURNS)
        assert WANDERER in tournament.away and not tournament.over
        lines[WANDERER].restore()
        await until(lambda: WANDERER not in tournament.away, "Wanda back in play", 5.0)
        assert lines[WANDERER].connections == 2  # back on her seat's token, not refused
    finally:
        directing.cancel()
        await asyncio.gather(directing, return_exceptions=True)


def host_the_night(database: Path) -> Game:
    """The night hosted to its end; its game, for the clock's history."""
    plan = NightPlan(name="People", rules=Series7Rules(), join_code=CODE,
                     director_code=DIRECTOR_CODE, database=database,
                     start_when=len(PLAYERS), shuffle_seed=SEED)

    async def night(timebase: LoopTime) -> Game:
        hosted = HostedNight(plan, timebase)
        host = hosted.open()
        lines = {name: Line(host) for name in (FLICKER, WANDERER)}
        playing = asyncio.create_task(play_to_the_end(
            host, PLAYERS, level="tournament", timebase=timebase, think=thinking(THINKING),
            connect_as={name: line.connect for name, line in lines.items()}))
        try:
            await people(host, timebase, lines)
            await playing
        finally:
            playing.cancel()
            await asyncio.gather(playing, return_exceptions=True)
            failure = await hosted.stop()
        assert host.game.tournament.over and failure is None
        return host.game

    return run_in_virtual_time(night, end=7 * 24 * 3600.0)


def test_a_night_with_people_away_back_and_a_pause(tmp_path: Path) -> None:
    """S7-9: Wanda, gone, is dealt in and forfeits exactly the level's minimum each hand she
    does not deal (C-14, S7-8), never more, and nothing while the director's pause holds the
    clock (S7-7, S7-24: the pause and the resume are recorded; the level's time left stands
    still); back on her token she bets and plays again. Flick, back within the grace, is never
    away. Nobody's time runs out while the pause holds the tables, the away seat's too (issue
    38). C-6: the chips are conserved; S7-5: one player holds them all at the end."""
    database = tmp_path / "people.sqlite3"
    started = time.perf_counter()
    game = host_the_night(database)
    seconds = time.perf_counter() - started
    commands = stored_commands(database)
    start = next(c.at for c in commands if c.kind == "start")
    print(f"{len(PLAYERS)} players: {(commands[-1].at - start) / 60:.0f} virtual minutes "
          f"in {seconds:.1f} s")

    away = [(c.seq, c.payload["away"]) for c in commands
            if c.kind == "away" and c.payload["name"] == WANDERER]
    assert [gone for _, gone in away] == [True, False]
    (left, _), (back, _) = away
    assert not [c for c in commands if c.kind == "away" and c.payload["name"] == FLICKER]

    # S7-24: the pause and the resume are stored; between them no hand is dealt.
    acts = [c for c in commands if c.kind == "direct"]
    assert [c.payload["act"] for c in acts] == ["pause", "resume"]
    paused, resumed = acts
    assert resumed.at - paused.at >= PAUSED_MINUTES * 60
    assert left < paused.seq < resumed.seq < back
    assert not [c for c in commands if c.kind == "deal" and paused.seq < c.seq < resumed.seq]
    # Nobody's time ran out while the pause held the tables (issue 38), the away seat's too.
    assert not [c for c in commands if c.kind == "timeout" and paused.seq < c.seq < resumed.seq]
    clock = game.clock
    assert clock is not None
    assert clock.state(resumed.at).remaining == clock.state(paused.at).remaining

    # S7-9 while Wanda is away: dealt in, the minimum forfeited, nothing played.
    forfeited = 0
    for deal in (c for c in commands if c.kind == "deal" and left < c.seq < back):
        assert WANDERER not in deal.payload["bets"]
        started_hand = next(e for e in deal.events if e["type"] == "HandStarted")
        if started_hand["dealer"] == WANDERER:
            continue
        minimum = min(game.level(deal.at).minimum, started_hand["stacks"][WANDERER])
        hers = [e for e in deal.events if e.get("seat") == WANDERER]
        assert [(e["type"], e.get("amount"), e.get("outcome"), e.get("collected"))
                for e in hers if e["type"] in ("BetPlaced", "BetSettled")] == \
            [("BetPlaced", minimum, None, None), ("BetSettled", None, "forfeit", minimum)]
        forfeited += 1
    assert forfeited >= 10
    assert not [c for c in commands if c.kind == "act" and left < c.seq < back
                and c.payload["seat"] == WANDERER]
    # Back, she chooses her bets and plays her hands again; Flick plays on after his drop.
    after = [c for c in commands if c.seq > back]
    assert any(WANDERER in c.payload["bets"] for c in after if c.kind == "deal")
    assert any(c.payload["seat"] == WANDERER for c in after if c.kind == "act")
    assert any(c.payload["seat"] == FLICKER and c.at > start + FLICKER_DROPS * 60
               for c in commands if c.kind == "act")

    # C-6 and S7-5: every chip still there, all of them the winner's.
    results = stored_results(database)
    assert sum(chips for _, _, chips in results) == START_STACK * len(PLAYERS)
    assert [(place, chips) for place, _, chips in results if chips] == \
        [(1, START_STACK * len(PLAYERS))]
    assert sorted(name for _, name, _ in results) == sorted(PLAYERS)


def against_a_set(pairs: list[tuple[str, str]]) -> tuple[str, str]:
    """Two names in the order they are to come back in, which a set of them (this process's
    string hashes) gives back the other way round: the order a set put them in is seen."""
    for one, other in pairs:
        for first, second in ((one, other), (other, one)):
            names = {first}
            names.add(second)
            if names.pop() == second:
                return first, second
    raise AssertionError("no pair a set of names orders against its coming")


def held_until(release: asyncio.Future[None]) -> Thinker:
    """A person who answers nothing until `release` (their time runs out: they are played as
    away), then answers what they were asked at once, and later requests at a person's pace."""
    async def think(choose: Callable[..., Any], *arguments: Any) -> Any:
        if not release.done():
            await release
        else:
            await asyncio.sleep(THINKING)  # not a wait for anything: the person's pace
        return choose(*arguments)
    return think


def test_players_back_at_once_are_stored_in_the_order_they_came(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """S7-9: two players played as away (their time ran out) bet in the same turn of the
    host's loop; each is back, and the "away" commands that bring them back are stored in the
    order the host heard them. The names are chosen so that a set of them iterates the other
    way round in this process: the order of a set of names changes with PYTHONHASHSEED, so
    before, the same seed stored another record in another process."""
    first, second = against_a_set([("Ann", "Bob"), ("Cid", "Dot"), ("Eli", "Flo")])
    names = ["Ada", "Ben", "Cleo", first, second]
    database = tmp_path / "back.sqlite3"
    plan = NightPlan(name="Back", rules=Series7Rules(), join_code=CODE, database=database,
                     start_when=len(names), shuffle_seed=SEED)
    heard: list[str] = []  # the bets of the two while away, in the order the host took them

    async def night(timebase: LoopTime) -> None:
        hosted = HostedNight(plan, timebase)
        host = hosted.open()
        tournament = host.game.tournament
        loop = asyncio.get_running_loop()
        releases: dict[str, asyncio.Future[None]] = {
            first: loop.create_future(), second: loop.create_future()}
        bet = host.scheduler.bet

        def hearing(session: Any, message: p.Bet) -> None:
            if session.name in releases and session.name in tournament.away:
                heard.append(session.name)
            bet(session, message)
        monkeypatch.setattr(host.scheduler, "bet", hearing)

        async def in_memory() -> Connection:
            return host.connect_local()

        tasks = [asyncio.create_task(host.run())] + [asyncio.create_task(play_as_bot(
            in_memory, name=name, code=CODE, policy=make_bot("tournament", random.Random(index)),
            retry_seconds=0.05, timebase=timebase,
            think=held_until(releases[name]) if name in releases else thinking(THINKING)))
            for index, name in enumerate(names)]
        try:
            await until(lambda: {first, second} <= tournament.away, "both played as away",
                        600.0)
            # Not a wait for anything: the two come back a moment later, between their
            # clients' heartbeats (a ping queued before a bet would put that bet later).
            await asyncio.sleep(0.5)
            # In this order, in one step: their bets reach the host in one turn of its loop.
            releases[first].set_result(None)
            releases[second].set_result(None)
            await until(lambda: not {first, second} & tournament.away, "both back", 60.0)
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            assert await hosted.stop() is None

    run_in_virtual_time(night, end=24 * 3600.0)
    assert heard == [first, second]  # the set of their names gives them the other way round
    back = [c.payload["name"] for c in stored_commands(database)
            if c.kind == "away" and not c.payload["away"]]
    assert back == heard
