"""The tests' side of a host's web page: the page served as a night serves it, and WebSockets to
its /ws, plain or keyed (tools/web_socket_client.py opens them)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import aiohttp

from app.net.host import Host
from app.net.secure_channel import Kind, SecureConnection, open_as_client
from app.net.transport import Connection
from app.net.web_clock import WebClock
from app.net.web_socket import WebSocketConnection
from tools.web_socket_client import open_socket, socket_connector

__all__ = ["closed", "keyed_socket", "open_socket", "socket_connector", "web_page"]


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
        await host.stop()
        await web.close()


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
