"""Connections that carry frames: an in-memory pair for local play and tests, and TCP.

Both split the byte stream with the same `FrameReader`, so the size limit and the framing are
exercised the same way in a window's local game and at a game night.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Protocol

from app.net.protocol import FrameReader, ProtocolError


class Connection(Protocol):
    peer: str

    async def send(self, frame: bytes) -> None:
        """Send one encoded frame (length prefix included), waiting while the peer is behind."""
        ...

    def write(self, frame: bytes) -> None:
        """Send one encoded frame without waiting; `backlog` tells how far behind the peer is.
        Raises ConnectionError once closed."""
        ...

    def write_all(self, frames: Sequence[bytes]) -> None:
        """`write` each frame, in order, as one write where the connection can: the host
        releases a client's frames together after each commit, and one system call for them
        instead of one each was part of what lowered the p99 of bench/host_load.py."""
        ...

    def backlog(self) -> int:
        """Bytes written and not yet taken by the other side."""
        ...

    async def receive(self) -> bytes | None:
        """The next frame's body; None once the other side has closed."""
        ...

    def close(self) -> None: ...


class MemoryConnection:
    """One end of an in-memory pair; bytes go through a queue, frames through a FrameReader."""

    def __init__(self, peer: str, limit: int) -> None:
        self.peer = peer
        self._inbox: asyncio.Queue[bytes | None] = asyncio.Queue()
        self._reader = FrameReader(limit)
        self._ready: list[bytes] = []
        self.other: MemoryConnection | None = None
        self.closed = False
        self._unread = 0  # bytes in the inbox

    async def send(self, frame: bytes) -> None:
        self.write(frame)

    def write(self, frame: bytes) -> None:
        if self.closed or self.other is None or self.other.closed:
            raise ConnectionError("The connection is closed")
        self.other._inbox.put_nowait(frame)
        self.other._unread += len(frame)

    def write_all(self, frames: Sequence[bytes]) -> None:
        self.write(b"".join(frames))

    def backlog(self) -> int:
        return 0 if self.other is None else self.other._unread

    async def receive(self) -> bytes | None:
        while not self._ready:
            data = await self._inbox.get()
            if data is None:
                return None
            self._unread -= len(data)
            self._ready.extend(self._reader.feed(data))
        return self._ready.pop(0)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self._inbox.put_nowait(None)
            if self.other is not None and not self.other.closed:
                self.other._inbox.put_nowait(None)


def memory_pair(host_limit: int, client_limit: int) -> tuple[MemoryConnection, MemoryConnection]:
    """(the host's end, the client's end); each end's limit is for the frames it receives."""
    host_end = MemoryConnection("memory", host_limit)
    client_end = MemoryConnection("host", client_limit)
    host_end.other, client_end.other = client_end, host_end
    return host_end, client_end


class StreamConnection:
    """A TCP connection with asyncio streams."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                 limit: int) -> None:
        self._stream = reader
        self._writer = writer
        self._reader = FrameReader(limit)
        self._ready: list[bytes] = []
        peer = writer.get_extra_info("peername")
        self.peer = f"{peer[0]}:{peer[1]}" if isinstance(peer, tuple) else str(peer)

    async def send(self, frame: bytes) -> None:
        self.write(frame)
        await self._writer.drain()

    def write(self, frame: bytes) -> None:
        if self._writer.is_closing():
            raise ConnectionError("The connection is closed")
        self._writer.write(frame)

    def write_all(self, frames: Sequence[bytes]) -> None:
        self.write(b"".join(frames))

    def backlog(self) -> int:
        return self._writer.transport.get_write_buffer_size()

    async def receive(self) -> bytes | None:
        while not self._ready:
            data = await self._stream.read(65536)
            if not data:
                return None
            self._ready.extend(self._reader.feed(data))
        return self._ready.pop(0)

    def close(self) -> None:
        if not self._writer.is_closing():
            self._writer.close()


async def open_tcp(host: str, port: int, limit: int, timeout: float = 5.0) -> StreamConnection:
    reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
    return StreamConnection(reader, writer, limit)


__all__ = ["Connection", "MemoryConnection", "ProtocolError", "StreamConnection", "memory_pair",
           "open_tcp"]
