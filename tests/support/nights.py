"""A night hosted through HostedNight (the lifecycle the CLI and the window use), with its
SQLite file, played to the end by bots."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

from app.engine.rules import Rules
from app.net.host import Host
from app.net.night import HostedNight, NightPlan
from tests.support.hosts import play_to_the_end


def night_plan(database: Path, rules: Rules, players: int) -> NightPlan:
    return NightPlan(name="Friday", rules=rules, join_code="4321", database=database,
                     bet_seconds=0.3, decision_seconds=0.3, speedup=3000.0,
                     start_when=players)


def host_to_the_end(database: Path, rules: Rules, names: list[str],
                    late: Sequence[str] = (), *, director: bool = False) -> None:
    """A night hosted to its end by bots (`late` join after the start); with `director`, the
    director adds a minute to the clock once the tournament has started (S7-24)."""
    async def night() -> None:
        hosted = HostedNight(night_plan(database, rules, len(names)))
        host = hosted.open()
        if director:
            hosted.run_beside(add_a_minute(host))
        await play_to_the_end(host, names, late=late)
        assert host.game.tournament.over and host.failure is None
        assert await hosted.stop() is None

    asyncio.run(asyncio.wait_for(night(), 180.0))


async def add_a_minute(host: Host) -> None:
    while not host.game.started:
        await asyncio.sleep(0.001)
    await host.runner.run(lambda at: host.game.direct("add_time", at, seconds=60.0))
