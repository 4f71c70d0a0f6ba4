"""A WebSocket as a connection of the host's protocol (app/net/transport.py's `Connection`), for
a browser at `GET /ws` of the web page (app/net/web_clock.py).

Each binary WebSocket message is one frame's body: the WebSocket does the framing the length
prefix does on TCP, so the prefix is not sent, and everything above it is the same (the
secure channel's handshake and sealed frames, app/net/secure_channel.py; then the messages of
docs/protocol.md). The host gets it as it gets a TCP connection and applies the same limits:
the door's caps, the hello deadline, the message rate, the idle time, the backlog cut-off.

What only a WebSocket can send is refused here in the protocol's own way, as a `ProtocolError`
the host tells in words before closing (as for an oversized TCP frame):
- a message over `limit` bytes (the same limit as a TCP frame's); one so large that buffering
  it would cost memory (over `hard_limit`) is refused by aiohttp at its header, closing with
  the WebSocket's own code 1009 ("message too big");
- a text message: the protocol is binary frames;
- pings faster than `PINGS_PER_SECOND` (after a burst of `PING_BURST`): answering them is
  work the message rate would not count.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import Sequence

from aiohttp import ClientWebSocketResponse, WSMsgType, web

from app.net import protocol as p

PINGS_PER_SECOND = 1.0
PING_BURST = 10.0


class WebSocketConnection:
    """A WebSocket of aiohttp's, open, as a `Connection`: the server's side (prepared), or a
    client's (`ClientSession.ws_connect`, for Python clients and the tests). What is written
    goes out in order through one task, so `write` never waits; `backlog` is what that task has
    not handed to the socket yet, plus what `transport` (the socket's, if given) has not sent.
    Frames received are of up to `limit` bytes."""

    def __init__(self, socket: web.WebSocketResponse | ClientWebSocketResponse,
                 transport: asyncio.BaseTransport | None, limit: int,
                 peer: str = "") -> None:
        self.socket = socket
        self._transport = transport if isinstance(transport, asyncio.WriteTransport) else None
        self.limit = limit
        address = transport.get_extra_info("peername") if transport is not None else None
        self.peer = peer or (f"{address[0]}:{address[1]}" if isinstance(address, tuple)
                             else str(address))
        self._queue: deque[bytes] = deque()  # bodies not yet handed to the socket
        self._queued = 0  # their bytes
        self._more = asyncio.Event()
        self._empty = asyncio.Event()
        self._empty.set()
        self._closing = False
        self._lost = False  # the socket broke with frames still to send
        loop = asyncio.get_running_loop()
        self._pings = PING_BURST
        self._pinged = loop.time()
        self._sender = loop.create_task(self._sending())

    async def send(self, frame: bytes) -> None:
        self.write(frame)
        await self._empty.wait()
        if self._lost:
            raise ConnectionError("The connection is closed")

    def write(self, frame: bytes) -> None:
        if self._closing or self.socket.closed:
            raise ConnectionError("The connection is closed")
        body = frame[p.HEADER.size:]
        self._queue.append(body)
        self._queued += len(body)
        self._empty.clear()
        self._more.set()

    def write_all(self, frames: Sequence[bytes]) -> None:
        for frame in frames:  # each frame is a message of its own
            self.write(frame)

    def backlog(self) -> int:
        buffered = self._transport.get_write_buffer_size() if self._transport else 0
        return self._queued + buffered

    async def receive(self) -> bytes | None:
        while True:
            message = await self.socket.receive()
            if message.type is WSMsgType.BINARY:
                body: bytes = message.data
                if len(body) > self.limit:
                    raise p.ProtocolError(f"Frame too large ({len(body)} bytes; the limit is "
                                          f"{self.limit})")
                return body
            if message.type is WSMsgType.TEXT:
                raise p.ProtocolError("Text messages are not taken: each message is one binary "
                                      "frame of the host's protocol (docs/protocol.md)")
            if message.type is WSMsgType.PING:
                self._count_ping()
                with contextlib.suppress(ConnectionError, RuntimeError):
                    await self.socket.pong(message.data)
                continue
            if message.type is WSMsgType.PONG:
                continue
            return None  # closed, closing, or broken (aiohttp has closed it)

    def close(self) -> None:
        """Close once what was written has gone out."""
        if not self._closing:
            self._closing = True
            self._more.set()

    async def closed(self) -> None:
        """Until the closing handshake is done (or has timed out: the socket's own timeout)."""
        self.close()
        await asyncio.shield(self._sender)

    def _count_ping(self) -> None:
        now = asyncio.get_running_loop().time()
        self._pings = min(PING_BURST, self._pings + (now - self._pinged) * PINGS_PER_SECOND)
        self._pinged = now
        self._pings -= 1
        if self._pings < 0:
            raise p.ProtocolError("Too many pings: disconnected")

    async def _sending(self) -> None:
        try:
            while True:
                while self._queue:
                    body = self._queue[0]
                    await self.socket.send_bytes(body)
                    self._queue.popleft()
                    self._queued -= len(body)
                self._empty.set()
                if self._closing:
                    break
                self._more.clear()
                await self._more.wait()
        except (ConnectionError, RuntimeError):
            self._lost = True  # gone: its reader finds out
        finally:
            self._closing = True
            self._queue.clear()
            self._queued = 0
            self._empty.set()
        with contextlib.suppress(ConnectionError, RuntimeError):
            await self.socket.close()


__all__ = ["WebSocketConnection"]
