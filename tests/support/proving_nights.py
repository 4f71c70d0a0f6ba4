"""A stored night played by bots whose seats check every shuffle proof (issue 20): the host in
this process on the in-memory transport, each bot a `SeatSession` (the window's client), and
the sessions handed back so a test reads what each seat checked."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path

from app.client.remote_bot import BotSeat
from app.client.seat_session import SeatSession
from app.core.game import Game
from app.engine.bots import make_bot
from app.engine.variants.rule_sets import Rules
from app.net.client import Client
from app.net.host import Host
from app.net.transport import Connection, MemoryConnection
from app.store import EventStore
from tests.support.loop import run
from tests.support.waiting import until


def proving_night(path: Path, rules: Rules, names: Sequence[str],
                  stop: Callable[[Game], bool], *, silent: str = "", settle: float = 0.0,
                  timeout: float = 60.0) -> tuple[int, list[SeatSession], Host]:
    """Bots named `names` (and `silent`, a raw client that joins and never says another word)
    play a night stored at `path` until it ends or `stop(game)`; `settle`: seconds left for
    the last messages to reach the seats (each seat has read all the host wrote it, or has
    finished: heard the end; failing after that long). The host is then left as a crash would
    leave it."""
    store = EventStore.open(path)
    number = store.create_tournament(name="Night", variant=rules.variant.value, settings={},
                                     at=0.0)
    game = Game(rules, store=store, tournament_id=number)
    host = Host(game, join_code="4321", bet_seconds=0.3, decision_seconds=0.3,
                speedup=20.0, start_when=len(names) + (1 if silent else 0))
    sessions: list[SeatSession] = []

    async def night() -> None:
        ends: dict[int, MemoryConnection] = {}  # each seat's end of its last connection

        def connecting(index: int) -> Callable[[], Awaitable[Connection]]:
            async def connect() -> Connection:
                ends[index] = end = host.connect_local()  # type: ignore[assignment]
                return end
            return connect

        tasks = [asyncio.create_task(host.run())]
        for index, name in enumerate(names):
            session = SeatSession(connecting(index), name=name, code="4321",
                                  retry_seconds=0.05)
            session.add_listener(BotSeat(session, make_bot("basic", random.Random(index))))
            sessions.append(session)
            tasks.append(asyncio.create_task(session.run()))
        if silent:
            quiet = Client(host.connect_local())
            await quiet.hello("player", name=silent, code="4321")
        await until(lambda: host.done.is_set() or stop(game), "the end or the stop", timeout)

        def settled(index: int) -> bool:  # the end heard, or all it was sent taken in
            end = ends.get(index)
            return tasks[1 + index].done() or (
                end is not None and end.other is not None and end.other.backlog() == 0
                and not end._ready)  # no frame unread, none read and not yet taken

        if settle:
            await until(lambda: all(settled(index) for index in range(len(names))),
                        "the last messages at the seats", settle)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    run(night, timeout=timeout)
    store.close()
    return number, sessions, host
