"""A bet in flight at a level change (issue 19 "Controls are exactly the request in front of
you"; S7-7, S7-8): the host asks the bets at one level and the clock reaches the next before
the cards are dealt. S7-8 fixes a bet when the cards are dealt ("a player who has not chosen
when the cards are dealt bets the minimum"), and the hand is dealt at the level in force then
(S7-7), so the host asks again at the new level: every player still asked gets the new range,
a bet already made for the old level is asked again, and an answer to the old request that
crosses the new one on the wire is no refusal. Before, such a bet was refused ("Bet 50 or 100,
not 25") and a bet already made was silently dealt as the new minimum.

On a real loopback host (TCP on 127.0.0.1) whose clock runs a minute's level in three
seconds, in virtual time (tests/support/virtual_time.py)."""

from __future__ import annotations

import asyncio

from app.core.game import Game
from app.engine.rules import Variant
from app.engine.schedule import Level, Schedule
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client, tcp_connector
from app.net.host import Host
from app.timebase import LoopTime
from tests.support.virtual_time import run_in_virtual_time
from tests.support.waiting import until

NAMES = ["Ann", "Bob", "Cid"]
SPEEDUP = 20.0  # a level of one minute lasts three seconds


class Seat:
    """A player's connection and every message it got, in order."""

    def __init__(self, name: str, client: Client) -> None:
        self.name = name
        self.client = client
        self.got: list[p.HostMessage] = []
        self.pump = asyncio.create_task(self._read())

    async def _read(self) -> None:
        async for message in self.client.messages():
            self.got.append(message)

    def requests(self) -> list[p.BetRequest]:
        return [m for m in self.got if isinstance(m, p.BetRequest) and m.seat == self.name]

    def notices(self) -> list[str]:
        return [m.text for m in self.got if isinstance(m, p.Notice)]

    def errors(self) -> list[str]:
        return [m.message for m in self.got if isinstance(m, p.Error)]

    def bets_placed(self) -> list[int]:
        return [event["amount"] for m in self.got if isinstance(m, p.Events)
                for event in m.events
                if event["type"] == "BetPlaced" and event["seat"] == self.name]


def test_bets_asked_before_a_level_change_are_asked_again_at_the_new_level() -> None:
    async def test(timebase: LoopTime) -> None:
        schedule = Schedule(Variant.SERIES7, (Level(1, 25, 50, 1), Level(2, 50, 100, 1),
                                              Level(3, 100, 200, 1)), 1)
        host = Host(Game(Series7Rules(), schedule=schedule), join_code="4321",
                    bet_seconds=60.0, decision_seconds=60.0, speedup=SPEEDUP,
                    start_when=len(NAMES), timebase=timebase)
        server = await host.serve("127.0.0.1", 0)
        connect = tcp_connector("127.0.0.1", server.sockets[0].getsockname()[1])
        runner = asyncio.create_task(host.run())
        seats: dict[str, Seat] = {}
        try:
            for name in NAMES:
                client = Client(await connect())
                await client.hello("player", name=name, code="4321")
                seats[name] = Seat(name, client)
            await until(lambda: sum(len(s.requests()) for s in seats.values()) == 2,
                        "two bets asked", 20.0)
            early, late = (s for s in seats.values() if s.requests())
            assert [(r.low, r.high) for r in early.requests() + late.requests()] == [
                (25, 50), (25, 50)]
            # One bets the maximum at once; the other answers only once level 2 has begun.
            await early.client.send(p.Bet(table=1, hand=1, amount=50))
            await until(lambda: host.game.level(host.time.now()).minimum == 50, "level 2", 20.0)
            await late.client.send(p.Bet(table=1, hand=1, amount=25))  # legal when asked
            # Both are asked again, at the new level; neither is refused.
            await until(lambda: all(len(s.requests()) == 2 for s in (early, late)),
                        "both asked again", 20.0)
            assert [(r.low, r.high) for r in early.requests()[1:] + late.requests()[1:]] == [
                (50, 100), (50, 100)]
            # An answer the host would refuse has had time to come: each seat's ping, sent
            # after its bet, is answered once the host has handled that bet.
            for seat in (early, late):
                await seat.client.send(p.Ping(sent=1.0))
            await until(lambda: all(any(isinstance(m, p.Pong) for m in s.got)
                                    for s in (early, late)), "both pings answered", 20.0)
            assert early.errors() == [] and late.errors() == []
            assert not host.game.tournament.rounds  # nothing dealt on the old level's bets
            assert len(early.requests()) == len(late.requests()) == 2  # asked once more
            assert early.notices() == ["Level 2 began before the cards were dealt, so your "
                                       "bet of 50 is asked again: bet 50 or 100"]
            assert late.notices() == ["Level 2 began before the cards were dealt: bet 50 or "
                                      "100"]
            await early.client.send(p.Bet(table=1, hand=1, amount=100))
            await late.client.send(p.Bet(table=1, hand=1, amount=50))
            await until(lambda: early.bets_placed() and late.bets_placed(), "the hand dealt", 20.0)
            assert (early.bets_placed(), late.bets_placed()) == ([100], [50])
            assert early.errors() == [] and late.errors() == []
        finally:
            for seat in seats.values():
                seat.client.close()
                seat.pump.cancel()
            runner.cancel()
            await asyncio.gather(runner, *(s.pump for s in seats.values()),
                                 return_exceptions=True)
            await host.stop()
            server.close()
            await server.wait_closed()

    run_in_virtual_time(test, end=600.0)
