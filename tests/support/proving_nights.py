"""A stored night played by bots whose seats check every shuffle proof (issue 20): the host in
this process on the in-memory transport, each bot a `SeatSession` (the window's client), and
the sessions handed back so a test reads what each seat checked."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from app.client.remote_bot import BotSeat
from app.client.seat_session import SeatSession
from app.engine.bots import make_bot
from app.engine.rules import Rules
from app.net.client import Client
from app.net.game import Game
from app.net.host import Host
from app.store import EventStore
from tests.support.loop import run


def proving_night(path: Path, rules: Rules, names: Sequence[str],
                  stop: Callable[[Game], bool], *, silent: str = "", settle: float = 0.0,
                  timeout: float = 60.0) -> tuple[int, list[SeatSession], Host]:
    """Bots named `names` (and `silent`, a raw client that joins and never says another word)
    play a night stored at `path` until it ends or `stop(game)`; `settle`: seconds left for
    the last messages to reach the seats. The host is then left as a crash would leave it."""
    store = EventStore.open(path)
    number = store.create_tournament(name="Night", variant=rules.variant.value, settings={},
                                     at=0.0)
    game = Game(rules, store=store, tournament_id=number)
    host = Host(game, join_code="4321", bet_seconds=0.3, decision_seconds=0.3,
                speedup=20.0, start_when=len(names) + (1 if silent else 0))
    sessions: list[SeatSession] = []

    async def night() -> None:
        async def connect() -> Any:
            return host.connect_local()

        tasks = [asyncio.create_task(host.run())]
        for index, name in enumerate(names):
            session = SeatSession(connect, name=name, code="4321", retry_seconds=0.05)
            session.add_listener(BotSeat(session, make_bot("basic", random.Random(index))))
            sessions.append(session)
            tasks.append(asyncio.create_task(session.run()))
        if silent:
            quiet = Client(host.connect_local())
            await quiet.hello("player", name=silent, code="4321")
        while not host.done.is_set() and not stop(game):
            await asyncio.sleep(0.01)
        await asyncio.sleep(settle)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    run(night, timeout=timeout)
    store.close()
    return number, sessions, host
