"""A pause while a table's bets are asked (S7-7, S7-24: paused, no hand is dealt): the time to
bet stands still with the clock. Failed before: the window's deadline ran on through the pause,
so at the resume the hand was dealt at once, a player who had waited for the game to go on bet
the minimum for it (S7-8) and was played as away (C-14)."""

from __future__ import annotations

import asyncio
from typing import Any

from app.client.seat_session import SeatSession
from app.core.game import Game
from app.engine.variants.series7.rules import Series7Rules
from app.net.host import Host
from app.net.transport import Connection
from app.timebase import LoopTime
from tests.support.virtual_time import run_in_virtual_time
from tests.support.waiting import throughout, until

BET_SECONDS = 15.0
PAUSED_SECONDS = 300.0


def test_a_pause_holds_the_time_to_bet_and_gives_it_back() -> None:
    async def night(timebase: LoopTime) -> None:
        host = Host(Game(Series7Rules()), join_code="4321", director_code="9999",
                    bet_seconds=BET_SECONDS, decision_seconds=30.0, start_when=3,
                    timebase=timebase)

        async def connect() -> Connection:
            return host.connect_local()

        def session(name: str, **more: Any) -> SeatSession:
            return SeatSession(connect, name=name, code=more.pop("code", "4321"),
                               timebase=timebase, **more)

        players = [session(name) for name in ("Ann", "Bob", "Cid")]
        director = session("", code="9999", role="director")
        tasks = [asyncio.create_task(host.run()),
                 *(asyncio.create_task(s.run()) for s in (*players, director))]

        def betting() -> list[SeatSession]:
            return [s for s in players if s.state.bet_request is not None]

        try:
            # S7-8: the dealer bets nothing; the other two are asked.
            await until(lambda: len(betting()) == 2 and director.connected,
                        "two asked their first bet", 60.0)
            first = {s.name: s.state.bet_request for s in betting()}
            await asyncio.sleep(BET_SECONDS / 3)  # not a wait for anything: they think
            await director.direct("pause")
            await until(lambda: host.game.clock is not None and host.game.clock.paused,
                        "paused", 5.0)
            # Through the pause, longer than the whole time to bet: nothing dealt, nobody
            # played as away, and the shot clocks of those asked standing still at the time
            # they had left (issue 38: they were shown waited for by nobody, then ran out).
            def held(seat: SeatSession) -> bool:
                left = seat.state.held_for(seat.name)
                return left is not None and abs(left - BET_SECONDS * 2 / 3) < 1.0 and \
                    seat.state.seconds_to_answer(timebase.wall()) == left

            await until(lambda: all(held(s) for s in players if s.name in first),
                        "their clocks held", 5.0)
            await throughout(lambda: not host.game.hand_numbers
                             and not host.game.tournament.away
                             and all(held(s) for s in players if s.name in first),
                             "nothing dealt, nobody away, the clocks standing still",
                             PAUSED_SECONDS, every=1.0)
            await director.direct("resume")
            # Asked again, with the time left when the pause began: two thirds of it.
            await until(lambda: all(s.state.bet_request not in (None, first[s.name])
                                    for s in players if s.name in first),
                        "asked again", 5.0)
            for seat in (s for s in players if s.name in first):
                again = seat.state.bet_request
                assert again is not None
                left = again.deadline - timebase.wall()
                assert abs(left - BET_SECONDS * 2 / 3) < 1.0, (seat.name, left)
                await seat.bet(again.low)
            # Dealt (and maybe played out already: a dealer's natural ends it at once).
            await until(lambda: host.game.hand_numbers.get(1, 0) >= 1, "the hand dealt", 5.0)
            assert not host.game.tournament.away  # their bets were their own, in time
        finally:
            for seat in (*players, director):
                seat.stop()
            await host.stop()
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

    run_in_virtual_time(night, end=3600.0)
