"""A connection to a host at the protocol's level: hello, messages, heartbeats. What a seat
makes of it (its view of the table, its reconnect policy, a bot's play) is app/client's."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable

from app import __version__
from app.net import protocol as p
from app.net.secure_channel import TAG, ChannelRefused, SecureConnection, open_as_client
from app.net.transport import Connection, open_tcp
from app.timebase import SYSTEM, Timebase

HEARTBEAT_SECONDS = 5.0  # well inside the host's idle limit (app.net.host.IDLE_SECONDS)


class Refused(ConnectionError):
    """The host refused to let us in; `reason` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Client:
    def __init__(self, conn: Connection) -> None:
        self.conn = conn

    async def send(self, message: p.Message) -> None:
        await self.conn.send(p.encode(message))

    async def receive(self) -> p.HostMessage | None:
        body = await self.conn.receive()
        return None if body is None else p.decode_host(body)

    async def hello(self, role: p.Role, *, name: str = "", code: str = "",
                    token: str = "", person: bool = False) -> p.Welcome:
        if isinstance(self.conn, SecureConnection) and self.conn.kind is None:
            # A TCP connection is keyed by the code first: a director's by the director's
            # code, everyone else's by the join code (docs/protocol.md).
            try:
                await open_as_client(self.conn, "director" if role == "director" else "join",
                                     code)
            except ChannelRefused as refusal:
                raise Refused(refusal.reason) from None
        await self.send(p.Hello(protocol=p.PROTOCOL_VERSION, role=role, name=name, code=code,
                                token=token, pitboss=__version__, person=person))
        while True:
            message = await self.receive()
            if message is None:
                raise ConnectionError("The host closed the connection")
            if isinstance(message, p.Refused):
                raise Refused(message.said())
            if isinstance(message, p.Welcome):
                return message

    async def keep_alive(self, every: float = HEARTBEAT_SECONDS,
                         timebase: Timebase = SYSTEM) -> None:
        """Ping the host now and then, so a quiet client is not taken for a dead one; each
        ping says when it was sent by `timebase`'s wall clock (its pong gives the host's)."""
        while True:
            await asyncio.sleep(every)
            try:
                await self.send(p.Ping(sent=timebase.wall()))
            except (ConnectionError, OSError):
                return

    async def messages(self) -> AsyncIterator[p.HostMessage]:
        while (message := await self.receive()) is not None:
            yield message

    def close(self) -> None:
        self.conn.close()


def tcp_connector(address: str, port: int) -> Callable[[], Awaitable[Connection]]:
    """Connections to a host on the network: sealed, keyed by the code at hello."""
    async def connect() -> Connection:
        # The host's sealed frames are a tag longer than its plain ones.
        return SecureConnection(await open_tcp(address, port, p.MAX_HOST_FRAME + TAG))
    return connect
