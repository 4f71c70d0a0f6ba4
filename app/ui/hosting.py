"""A game night hosted from the window: the same host as `pitboss host` (a real socket, the
store in the user's data folder, group commits, announced on the LAN), run on the window's loop.
The window then joins it as the director, over an in-memory connection."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time

from app.client.options import VARIANTS, HostOptions
from app.engine.rules import parse_variant, rules_from_options
from app.net.announce import advertise, clock_page_url, reachable_address
from app.net.committer import Committer
from app.net.discovery import Advertiser
from app.net.game import Game
from app.net.host import Host
from app.net.transport import Connection
from app.net.web_clock import WebClock
from app.store import EventStore, StoreError, default_database_path


class HostedNight:
    def __init__(self, options: HostOptions) -> None:
        self.options = options
        self.director_code = options.director_code or secrets.token_hex(3)
        self.host: Host | None = None
        self._store: EventStore | None = None
        self._committer: Committer | None = None
        self._server: asyncio.Server | None = None
        self._advertiser: Advertiser | None = None
        self._runner: asyncio.Task[None] | None = None
        self._clock_page: WebClock | None = None

    async def start(self) -> None:
        """Open the store, listen and announce; raises StoreError or OSError (a port in use)
        with a message for the person, leaving nothing open."""
        options = self.options
        name = f"{VARIANTS.get(options.variant, options.variant)} game night"
        store = EventStore.open(options.database or default_database_path())
        try:
            tournament = store.create_tournament(name=name, variant=options.variant,
                                                 settings={"code": options.code},
                                                 at=time.time())
            game = Game(rules_from_options(parse_variant(options.variant)), name=name, store=store,
                        tournament_id=tournament)
            host = Host(game, join_code=options.code, director_code=self.director_code,
                        entries_by_director=True)
            self._server = await host.serve(options.address, options.port)
        except BaseException:
            store.close()
            raise
        self._store, self.host = store, host
        self._committer = Committer(store)
        host.commit_in_groups(self._committer)
        self._runner = asyncio.create_task(host.run())
        self._advertiser = await advertise(host, options.address, options.port)
        if options.clock_port:
            page = WebClock(host.clock_page_state)
            try:
                await page.start(options.address, options.clock_port)
            except OSError as error:
                await self.stop()
                raise OSError(f"the clock page's port {options.clock_port} cannot be used "
                              f"({error.strerror or error}); choose another or off") from None
            self._clock_page = page

    def clock_url(self) -> str:
        """The clock's web page, for a TV or a phone; "" when none is served."""
        if self._clock_page is None:
            return ""
        return clock_page_url(self.options.address, self._clock_page.port)

    async def connect(self) -> Connection:
        """The director's own in-memory connection (start() first)."""
        assert self.host is not None, "start() first"
        return self.host.connect_local()

    def where(self) -> str:
        """What the lobby shows: the address others type, the codes."""
        address = reachable_address(self.options.address) or self.options.address
        return (f"{address}:{self.options.port} · join code {self.options.code} · "
                f"director code {self.director_code}")

    async def stop(self) -> None:
        if self._clock_page is not None:
            page, self._clock_page = self._clock_page, None
            await page.close()
        if self.host is not None:
            self.host.stop()
        if self._runner is not None:
            self._runner.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._runner
        if self._server is not None:
            self._server.close()
        if self._advertiser is not None:
            await self._advertiser.stop()
        if self._committer is not None:
            self._committer.close()
        if self._store is not None and self.host is not None:
            tournament = self.host.game.tournament
            if tournament.over:
                with contextlib.suppress(StoreError):
                    self._store.finish(self.host.game.tournament_id, status="finished",
                                       standings=tournament.results(), at=self.host.now())
            self._store.close()
        self._store = self._committer = self._server = self._runner = None
        self._advertiser = None


__all__ = ["HostOptions", "HostedNight", "StoreError"]
