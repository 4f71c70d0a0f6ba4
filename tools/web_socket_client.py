"""A Python client's WebSocket to a host's web page (`GET /ws`), with aiohttp's own client: the
same connection a phone's browser opens, carrying the host's protocol (app/net/web_socket.py).
The bots of `make screenshots`' web pages connect so, and the tests' (tests/support/)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable, Sequence

import aiohttp

from app.client.remote_bot import play_as_bot
from app.engine.bots import make_bot
from app.net import protocol as p
from app.net.secure_channel import TAG, SecureConnection
from app.net.transport import Connection
from app.net.web_socket import WebSocketConnection

HOST_LIMIT = p.MAX_HOST_FRAME + TAG  # a sealed frame of the host's


async def open_socket(session: aiohttp.ClientSession, port: int) -> WebSocketConnection:
    """A plain WebSocket to /ws on 127.0.0.1:`port` (its handshake not done)."""
    socket = await session.ws_connect(f"http://127.0.0.1:{port}/ws", max_msg_size=HOST_LIMIT,
                                      autoping=False, compress=0)
    return WebSocketConnection(socket, None, HOST_LIMIT, peer=f"127.0.0.1:{port}")


def socket_connector(session: aiohttp.ClientSession, port: int
                     ) -> Callable[[], Awaitable[Connection]]:
    """What a seat session (app/client) or a bot connects with: sealed, keyed by the code at
    hello, as a phone's."""
    async def connect() -> Connection:
        return SecureConnection(await open_socket(session, port))
    return connect


def seat_bots(session: aiohttp.ClientSession, port: int, names: Sequence[str],
              code: str) -> list[asyncio.Task[object]]:
    """A basic bot for each of `names` (seeded by its place there) playing at the host's web
    page as a phone would; the caller cancels the tasks."""
    return [asyncio.create_task(play_as_bot(socket_connector(session, port), name=name,
                                            code=code,
                                            policy=make_bot("basic", random.Random(index))))
            for index, name in enumerate(names)]
