"""One person's connection to a host, as the window sees it: a TableState kept up to date, and
the bets, actions and chat the person sends. No Qt: the window listens through `on_change`.

The same class serves local play (an in-memory connection to a host in this process) and a game
night (TCP): the window is always a client of a host (DESIGN.md). A dropped connection is
retried with the seat's token until the window gives up or the host refuses.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from app.client.table_state import TableState
from app.engine.actions import Action
from app.net import protocol as p
from app.net.client import Client, Refused
from app.net.transport import Connection

RETRY_SECONDS = 1.0
log = logging.getLogger("pitboss.ui")

# Called with each message from the host once `state` has taken it in, and with None when
# something else changed (connected, lost, refused, a request answered).
Listener = Callable[[p.HostMessage | None], None]


class SeatSession:
    def __init__(self, connect: Callable[[], Awaitable[Connection]], *, name: str, code: str,
                 role: p.Role = "player", on_change: Listener | None = None) -> None:
        self._connect = connect
        self.name, self.code, self.role = name, code, role
        self.state = TableState(me=name)
        self.on_change = on_change
        self.connected = False
        self.refused = ""  # why the host said no; the session stops
        self.token = ""
        self.host_name = ""  # the game night's name, from the host's welcome
        self._client: Client | None = None

    async def run(self) -> None:
        """Stay connected until the tournament is over, the host refuses, or cancelled."""
        while not self.state.over and not self.refused:
            try:
                client = Client(await self._connect())
            except OSError as error:
                self._lost(f"Cannot reach the host ({error}); trying again")
                await asyncio.sleep(RETRY_SECONDS)
                continue
            heartbeat = asyncio.create_task(client.keep_alive())
            try:
                welcome = await client.hello(self.role, name=self.name, code=self.code,
                                             token=self.token)
                self.token = welcome.token or self.token
                self.host_name = welcome.host
                self.state.variant = welcome.variant
                self._client, self.connected = client, True
                self.state.notice = ""
                self._changed(None)
                async for message in client.messages():
                    self.state.apply(message)
                    self._changed(message)
                    if self.state.over:
                        return
            except Refused as refusal:
                self.refused = str(refusal)
                self.state.error = self.refused
                self._changed(None)
                return
            except (ConnectionError, OSError, p.ProtocolError, ValueError) as error:
                log.info("connection to the host lost: %r", error)
            finally:
                heartbeat.cancel()
                client.close()
                self._client, self.connected = None, False
            self._lost("Connection to the host lost: reconnecting")
            await asyncio.sleep(RETRY_SECONDS)

    async def bet(self, amount: int) -> None:
        request = self.state.bet_request
        if request is None:
            return
        self.state.answered()
        await self._send(p.Bet(table=request.table, hand=request.hand, amount=amount))

    async def act(self, action: Action, amount: int | None = None) -> None:
        request = self.state.decision
        if request is None:
            return
        self.state.answered()
        await self._send(p.Act(decision=request.decision, action=action.value, amount=amount))

    async def direct(self, act: str, *, table: int | None = None, seconds: float | None = None,
                     level: int | None = None, player: str | None = None,
                     schedule: dict[str, Any] | None = None) -> None:
        """A director's act (S7-24); the host refuses it from anyone else."""
        await self._send(p.Direct(act=act, table=table, seconds=seconds, level=level,
                                  player=player, schedule=schedule))

    async def say(self, text: str) -> None:
        await self._send(p.Say(text=text))

    def close(self) -> None:
        if self._client is not None:
            self._client.close()

    async def _send(self, message: p.Message) -> None:
        client = self._client
        if client is None:
            self.state.error = "Not connected to the host"
            self._changed(None)
            return
        with contextlib.suppress(ConnectionError, OSError):
            await client.send(message)
        self._changed(None)

    def _lost(self, why: str) -> None:
        self.state.notice = why
        self._changed(None)

    def _changed(self, message: p.HostMessage | None) -> None:
        if self.on_change is not None:
            self.on_change(message)
