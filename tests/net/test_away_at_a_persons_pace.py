"""A player away for a drink is not out of the tournament (issue 38), in virtual time: Pat lets
her shot clock run out once and is played as away (S7-9: dealt in, the minimum forfeited each
hand, nothing waited for). The bots beside her answer at once, yet her table deals at a
person's pace while she is away, and each hand asks her to bet, which brings her back.

A program's seat that stops answering (issue 20's ghost) does not slow its table so: only a
seat whose hello said it is a person's (a window, a page) is waited for at a person's pace.

Failed before: the table dealt as fast as the bots answered (881 hands in two minutes), and Pat
was out in 47 seconds without ever being shown a way back."""

from __future__ import annotations

import asyncio
from pathlib import Path

from app.client.seat_session import SeatSession
from app.engine.variants.series7.rules import Series7Rules
from app.net.host import Host
from app.net.night import NightPlan
from app.net.scheduler import AWAY_PERSON_SECONDS
from app.timebase import LoopTime
from tests.support.virtual_time import hosted_beside_bots
from tests.support.waiting import until

CODE, DIRECTOR_CODE = "4321", "9999"
PERSON = "Pat"
BOTS = ["Ada", "Ben", "Cid"]
AWAY_SECONDS = 120.0  # two minutes away: the night had dealt 881 hands by then


def hands_at(host: Host, name: str) -> int:
    table = host.game.tournament.table_of.get(name)
    return 0 if table is None else host.game.hand_numbers.get(table, 0)


async def away_and_back(host: Host, timebase: LoopTime) -> tuple[int, int, bool]:
    """Pat's night: asked her first bet, she lets it run out (away); two minutes later she
    bets when next asked. The hands her table dealt meanwhile, the bets she was asked, and
    whether she is back in play at the end."""
    async def in_memory():  # type: ignore[no-untyped-def]
        return host.connect_local()

    pat = SeatSession(in_memory, name=PERSON, code=CODE, timebase=timebase, person=True)
    asked: list[object] = []
    pat.add_listener(type("Seen", (), {"on_event_changed": lambda _, message: asked.append(
        message) if pat.state.bet_request is not None else None})())
    running = asyncio.create_task(pat.run())
    try:
        tournament = host.game.tournament
        await until(lambda: PERSON in tournament.away, "Pat away, her time run out", 600.0)
        first = hands_at(host, PERSON)
        asked.clear()
        await asyncio.sleep(AWAY_SECONDS)  # not a wait for anything: she is away this long
        dealt = hands_at(host, PERSON) - first
        await until(lambda: pat.state.bet_request is not None, "Pat asked to bet", 60.0)
        request = pat.state.bet_request
        assert request is not None
        await pat.bet(request.low)
        await until(lambda: PERSON not in tournament.away, "Pat back in play", 60.0)
        return dealt, len(asked), PERSON in tournament.field
    finally:
        running.cancel()
        await asyncio.gather(running, return_exceptions=True)


def test_a_player_away_is_dealt_in_at_a_persons_pace_and_comes_back(tmp_path: Path) -> None:
    plan = NightPlan(name="Away", rules=Series7Rules(), join_code=CODE,
                     director_code=DIRECTOR_CODE, database=tmp_path / "away.sqlite3",
                     start_when=len(BOTS) + 1, shuffle_seed=4)

    dealt, asked, still_in = hosted_beside_bots(plan, BOTS, away_and_back, think_seconds=0.01)
    assert 0 < dealt <= AWAY_SECONDS / AWAY_PERSON_SECONDS + 1, dealt
    assert asked >= dealt // 2  # a bet asked of her most hands: a way back each time
    assert still_in


def away_at(console: SeatSession) -> dict[str, int]:
    """Who a console shows away, with the hands dealt to each since (the host's snapshot)."""
    return {seat.name: seat.away for seats in console.state.tables.values() for seat in seats
            if seat.away is not None}


async def watched_away_and_back(host: Host, timebase: LoopTime
                                ) -> tuple[list[str], list[int], dict[str, int]]:
    """Pat goes away and comes back as above, a director's console connected throughout:
    the lines its log was told, the hands it showed her away each time its view changed, and
    its view of who is away at the end."""
    async def in_memory():  # type: ignore[no-untyped-def]
        return host.connect_local()

    console = SeatSession(in_memory, name="", code=DIRECTOR_CODE, role="director",
                          timebase=timebase)
    told: list[str] = []
    shown: list[int] = []

    class Console:
        def on_event_notice(self, message: object) -> None:
            told.append(str(getattr(message, "text", "")))

        def on_event_changed(self, _message: object) -> None:
            hands = away_at(console)
            if PERSON in hands and (not shown or shown[-1] != hands[PERSON]):
                shown.append(hands[PERSON])

    console.add_listener(Console())
    watching = asyncio.create_task(console.run())
    try:
        await away_and_back(host, timebase)
        await until(lambda: any(line.startswith(f"{PERSON} is back") for line in told),
                    "the console told Pat is back", 60.0)
        return told, shown, away_at(console)
    finally:
        watching.cancel()
        await asyncio.gather(watching, return_exceptions=True)


def test_the_directors_console_shows_who_is_away_and_the_hands_dealt_them(
        tmp_path: Path) -> None:
    """S7-9, issue 38: the director sees Pat go away, the hands dealt to her while away count
    up one by one in the console's view, and her return with their number; nobody is shown
    away once she is back. Failed before: the console was told nothing of it."""
    plan = NightPlan(name="Away", rules=Series7Rules(), join_code=CODE,
                     director_code=DIRECTOR_CODE, database=tmp_path / "watched.sqlite3",
                     start_when=len(BOTS) + 1, shuffle_seed=4)

    told, shown, away_at_the_end = hosted_beside_bots(plan, BOTS, watched_away_and_back,
                                                      think_seconds=0.01)
    assert f"{PERSON} is away: the rules bet and play for them until they come back" in told
    assert shown[0] == 0 and shown == list(range(len(shown))), shown  # each hand, in turn
    assert f"{PERSON} is back (hands dealt while away: {shown[-1]})" in told, told
    assert shown[-1] >= 2 and away_at_the_end == {}
