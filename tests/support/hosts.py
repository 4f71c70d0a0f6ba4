"""A host in this process with bots as its clients, played to the end."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from app.client.remote_bot import Thinker, play_as_bot
from app.engine.bots import make_bot
from app.engine.policy import Policy
from app.net import protocol as p
from app.net.client import tcp_connector
from app.net.host import Host
from app.net.transport import Connection
from app.timebase import SYSTEM, Timebase
from tests.support.waiting import until


async def play_to_the_end(host: Host, names: list[str],
                          recorder: Callable[[str, p.HostMessage], None] | None = None,
                          *, code: str = "4321", level: str = "basic",
                          policy_for: Callable[[str], Policy] | None = None,
                          loopback: bool = False, late: Sequence[str] = (),
                          timebase: Timebase = SYSTEM, think: Thinker = asyncio.to_thread,
                          connect_as: Mapping[str, Callable[[], Awaitable[Connection]]]
                          | None = None) -> None:
    """Bots for `names` (of `level`, each seeded by its place, unless `policy_for` gives each
    its own) and the host's schedule until the tournament is over; `recorder` sees every
    message each bot gets. Bots for `late` join once the tournament has started (late
    entries, S7-3). `loopback`: the host listens on a port of 127.0.0.1 the kernel picks and
    the bots connect to it over TCP (else in memory). `timebase` and `think`: the bots' clock
    and how their policies run (virtual time: the loop's, `at_once`). `connect_as`: a bot's
    own way to the host, by name (a line the test cuts: tests/support/lines.py)."""
    async def in_memory() -> Any:
        return host.connect_local()

    def policy(index: int, name: str) -> Policy:
        return policy_for(name) if policy_for else make_bot(level, random.Random(index))

    server = await host.serve("127.0.0.1", 0) if loopback else None
    connect = in_memory if server is None else \
        tcp_connector("127.0.0.1", server.sockets[0].getsockname()[1])

    def bot(index: int, name: str) -> asyncio.Task[Any]:
        return asyncio.create_task(play_as_bot(
            (connect_as or {}).get(name, connect), name=name, code=code,
            policy=policy(index, name), retry_seconds=0.05,
            on_message=(lambda m, n=name: recorder(n, m)) if recorder else None,
            timebase=timebase, think=think))

    runner = asyncio.create_task(host.run())
    bots = [bot(index, name) for index, name in enumerate(names)]
    try:
        if late:  # the test's own bound is the real one (an hour of either clock)
            await until(lambda: host.game.started or host.done.is_set(),
                        "the tournament started", 3600.0)
            bots += [bot(len(names) + index, name) for index, name in enumerate(late)]
        await host.done.wait()
    finally:
        for task in [runner, *bots]:
            task.cancel()
        await asyncio.gather(runner, *bots, return_exceptions=True)
        if server is not None:
            await host.stop()
            server.close()
            await server.wait_closed()


async def stop_served(host: Host, server: asyncio.Server,
                      tasks: list[asyncio.Task[Any]]) -> None:
    """A test's host on a real socket put away: its tasks cancelled and awaited, its
    connections closed, its listener closed."""
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await host.stop()
    server.close()
    await server.wait_closed()
