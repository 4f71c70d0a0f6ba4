"""Local play: a host in this process, bots as its other clients, and you over an in-memory
connection; the same host and protocol as a game night (DESIGN.md), with nothing on the network.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import secrets
import time
from pathlib import Path

from app.client.options import VARIANTS, LocalOptions
from app.client.remote_bot import play_as_bot
from app.engine.bots import make_bot
from app.net.committer import Committer
from app.net.game import Game
from app.net.host import Host
from app.net.transport import Connection
from app.store import EventStore, StoreError


class LocalGame:
    """`database`: where the game is kept for History (none: not kept). Raises ValueError for
    bad options and StoreError for a database it cannot use, having opened nothing."""

    def __init__(self, options: LocalOptions, database: Path | None = None) -> None:
        if options.variant not in VARIANTS:
            raise ValueError(f"Unknown variant {options.variant!r}")
        if not options.name.strip():
            raise ValueError("Give yourself a name")
        self.options = options
        self.code = secrets.token_hex(3)
        name = f"{VARIANTS[options.variant]} at home"
        self._store: EventStore | None = None
        self._committer: Committer | None = None
        tournament = 0
        if database is not None:
            self._store = EventStore.open(database)
            tournament = self._store.create_tournament(
                name=name, variant=options.variant, settings={"local": True}, at=time.time())
        game = Game(options.rules(), name=name, store=self._store, tournament_id=tournament)
        self.host = Host(game, join_code=self.code, bet_seconds=options.bet_seconds,
                         decision_seconds=options.decision_seconds, speedup=options.speedup,
                         start_when=options.bots + 1)
        if self._store is not None:
            self._committer = Committer(self._store)
            self.host.commit_in_groups(self._committer)
        self._tasks: list[asyncio.Task[object]] = []

    def start(self) -> None:
        """Run the host's schedule and seat the bots (call on the running loop)."""
        self._tasks.append(asyncio.create_task(self.host.run()))
        for name in self.options.bot_names():
            policy = make_bot(self.options.bot_level, random.Random())
            self._tasks.append(asyncio.create_task(play_as_bot(
                self.connect, name=name, code=self.code, policy=policy, retry_seconds=0.2)))

    async def connect(self) -> Connection:
        return self.host.connect_local()

    async def stop(self) -> None:
        self.host.stop()
        for task in self._tasks:
            task.cancel()
        with contextlib.suppress(Exception):
            await asyncio.gather(*self._tasks, return_exceptions=True)
        self._tasks.clear()
        if self._committer is not None:
            self._committer.close()
            self._committer = None
        if self._store is not None:
            tournament = self.host.game.tournament
            status = "finished" if tournament.over else "cancelled"  # left before the end
            with contextlib.suppress(StoreError):
                self._store.finish(self.host.game.tournament_id, status=status,
                                   standings=self.host.game.final_results(),
                                   at=self.host.now())
            self._store.close()
            self._store = None
