"""Whom the host waits for, told to the table (issue 19: a shot clock "on the seat that is
acting"): every bet window with the seats asked to bet (S7-8), every decision with its seat,
each with the deadline the asked seat was given, to everyone at that table."""

from __future__ import annotations

import asyncio
import itertools
import random
from typing import Any

from app.client.remote_bot import play_as_bot
from app.core.game import Game
from app.engine.bots import make_bot
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.host import Host
from tests.support.loop import run
from tests.support.waiting import until

NAMES = ["Ann", "Bob", "Cid"]


def test_the_table_hears_whom_the_host_waits_for_and_until_when() -> None:
    """Each request to a seat is matched, at every other seat of its table, by a `waiting`
    naming that seat with the same deadline (S7-8 bets, S7-18/19 decisions); a bet given
    takes its seat off the next `waiting` of its window."""
    seen: dict[str, list[p.HostMessage]] = {name: [] for name in NAMES}

    def asked() -> int:
        return sum(isinstance(m, p.DecisionRequest) for ms in seen.values() for m in ms)

    def requests() -> list[tuple[str, p.BetRequest | p.DecisionRequest]]:
        return [(name, message) for name, messages in seen.items() for message in messages
                if isinstance(message, p.BetRequest | p.DecisionRequest)]

    def told(other: str, name: str, request: p.BetRequest | p.DecisionRequest) -> list[p.Waiting]:
        return [m for m in seen[other] if isinstance(m, p.Waiting)
                and m.table == request.table and name in m.seats
                and abs(m.deadline - request.deadline) < 0.05]

    checked: list[tuple[str, p.BetRequest | p.DecisionRequest]] = []

    async def test() -> None:
        host = Host(Game(Series7Rules()), join_code="4321", bet_seconds=5.0,
                    decision_seconds=5.0, start_when=len(NAMES))

        async def connect() -> Any:
            return host.connect_local()

        runner = asyncio.create_task(host.run())
        bots = [asyncio.create_task(play_as_bot(
            connect, name=name, code="4321", policy=make_bot("basic", random.Random(index)),
            on_message=seen[name].append)) for index, name in enumerate(NAMES)]
        try:
            await until(lambda: asked() >= 6, "six decisions asked", 60.0)
            # What was asked so far is told to the other seats in the same step of the host's,
            # but each seat reads it in its own turn: wait for them to have read it.
            checked.extend(requests())
            await until(lambda: all(told(other, name, request) for name, request in checked
                                    for other in NAMES if other != name),
                        "every request's waiting read at the other seats", 10.0)
        finally:
            for task in [runner, *bots]:
                task.cancel()
            await asyncio.gather(runner, *bots, return_exceptions=True)

    run(test, timeout=60)
    assert any(isinstance(m, p.BetRequest) for _, m in checked)
    assert any(isinstance(m, p.DecisionRequest) for _, m in checked)
    for name, request in checked:
        for other in (n for n in NAMES if n != name):
            waits = told(other, name, request)
            assert waits, f"{other} was not told that the host waits for {name}"
            if isinstance(request, p.DecisionRequest):
                assert any(m.seats == [name] for m in waits)
    # Once a seat has bet, the window's next `waiting` no longer names it.
    waits = [m for m in seen["Ann"] if isinstance(m, p.Waiting)]
    assert any(len(a.seats) > len(b.seats) and set(b.seats) < set(a.seats)
               and abs(a.deadline - b.deadline) < 0.05 for a, b in itertools.pairwise(waits))
