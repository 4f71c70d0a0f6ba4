"""A Python client's WebSocket to a host's web page (`GET /ws`), with aiohttp's own client: the
same connection a browser opens, carrying the host's protocol (app/net/web_socket.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

import aiohttp

from app.net import protocol as p
from app.net.host import Host
from app.net.secure_channel import TAG, Kind, SecureConnection, open_as_client
from app.net.transport import Connection
from app.net.web_clock import WebClock
from app.net.web_socket import WebSocketConnection

HOST_LIMIT = p.MAX_HOST_FRAME + TAG  # a sealed frame of the host's


@asynccontextmanager
async def web_page(host: Host) -> AsyncIterator[WebClock]:
    """`host`'s web side (pages and /ws) served on 127.0.0.1 as a hosted night serves it. On
    leaving, the host stops, then the page closes: its sockets' sessions are the host's, and
    closing the page under a running host waits on them (what else runs with the host, its
    bots, its loop task, is stopped inside the `async with`)."""
    web = WebClock(host.views.clock_page_state, attend=host.attend_sealed)
    await web.start("127.0.0.1", 0)
    try:
        yield web
    finally:
        host.stop()
        await web.close()


async def open_socket(session: aiohttp.ClientSession, port: int) -> WebSocketConnection:
    """A plain WebSocket to /ws on 127.0.0.1:`port` (its handshake not done)."""
    socket = await session.ws_connect(f"http://127.0.0.1:{port}/ws", max_msg_size=HOST_LIMIT,
                                      autoping=False, compress=0)
    return WebSocketConnection(socket, None, HOST_LIMIT, peer=f"127.0.0.1:{port}")


async def keyed_socket(session: aiohttp.ClientSession, port: int, code: str,
                       kind: Kind = "join") -> SecureConnection:
    """A WebSocket keyed by `code` (ChannelRefused if the host refuses the handshake)."""
    channel = SecureConnection(await open_socket(session, port))
    try:
        await open_as_client(channel, kind, code)
    except BaseException:
        await closed(channel)  # a refused socket is closed here, not left to the collector
        raise
    return channel


async def closed(conn: Connection) -> None:
    """Close a socket of `open_socket`'s, keyed or not, and wait for its closing handshake:
    a response left open is reported by aiohttp (and failed in asyncio's debug mode)."""
    stream = conn.stream if isinstance(conn, SecureConnection) else conn
    assert isinstance(stream, WebSocketConnection)
    await stream.closed()


def socket_connector(session: aiohttp.ClientSession, port: int
                     ) -> Callable[[], Awaitable[Connection]]:
    """What a seat session (app/client) connects with: sealed, keyed by the code at hello."""
    async def connect() -> Connection:
        return SecureConnection(await open_socket(session, port))
    return connect
