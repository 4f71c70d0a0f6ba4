"""A raw client's connection to a host on loopback, through the secure channel every TCP
connection now opens with (app/net/secure_channel.py): the hostile tests send their frames,
well formed or not, inside it, as a guest who knows the join code would."""

from __future__ import annotations

import asyncio

from app.net import protocol as p
from app.net.secure_channel import TAG, Kind, SecureConnection, open_as_client
from app.net.transport import StreamConnection


async def keyed(port: int, code: str, kind: Kind = "join", *, source: str | None = None,
                limit: int = p.MAX_HOST_FRAME) -> SecureConnection:
    """A connection from `source` (an address on loopback) keyed by `code`; raises
    ChannelRefused if the host refuses the handshake."""
    reader, writer = await asyncio.open_connection(
        "127.0.0.1", port, local_addr=(source, 0) if source else None)
    channel = SecureConnection(StreamConnection(reader, writer, limit + TAG))
    try:
        await open_as_client(channel, kind, code)
    except BaseException:
        channel.close()
        raise
    return channel


async def answer(conn: SecureConnection) -> p.HostMessage | None:
    """The host's next message; None once it has closed."""
    body = await conn.receive()
    return None if body is None else p.decode_host(body)
