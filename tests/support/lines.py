"""A client's line to a host in this process that a test cuts and restores: a person's Wi-Fi
that drops for a moment, or a laptop closed for a while and opened again (issue 36). The
client (a seat session, a bot) keeps its own reconnect policy: while the line is down its
next connection waits for the line, as a client's tries fail until the network is back."""

from __future__ import annotations

import asyncio

from app.net.host import Host
from app.net.transport import Connection


class Line:
    def __init__(self, host: Host) -> None:
        self.host = host
        self.connections = 0  # made so far: 1 for a client that never lost its line
        self._up = asyncio.Event()
        self._up.set()
        self._conn: Connection | None = None

    async def connect(self) -> Connection:
        """The client's way to the host (a seat session's `connect`): an in-memory connection
        once the line is up."""
        await self._up.wait()
        self._conn = self.host.connect_local()
        self.connections += 1
        return self._conn

    def drop(self) -> None:
        """The connection in use is lost; the line stays up, so the client is back as soon
        as its reconnect policy tries again."""
        if self._conn is not None:
            self._conn.close()

    def cut(self) -> None:
        """The connection is lost and no other gets through until `restore`."""
        self._up.clear()
        self.drop()

    def restore(self) -> None:
        self._up.set()
