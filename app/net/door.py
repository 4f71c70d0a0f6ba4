"""Who may hold a connection to the host: caps per address and in total, and room kept for the
one who says hello.

600 connections that never said hello were all still held after 45 s, and at a 1,024-file
limit 1,100 of them locked every new client out (issue 20). Now a connection must say hello
within `HELLO_SECONDS` (app/net/sessions.py); one not yet joined is "waiting", and the
waiting are capped per address and in total by closing the longest-waiting to make room (the
newcomer, who says hello at once, gets in); every connection is capped per address and in
total by refusing the newcomer, the total below the process's file limit, which the host first
raises as far as the system allows. In-memory connections (local play) are not counted.
"""

from __future__ import annotations

import sys
from collections import OrderedDict
from typing import Protocol

from app.phrases import Phrase

HELLO_SECONDS = 5.0  # to say hello after connecting
WAITING_PER_ADDRESS = 128  # not yet joined, from one address (64 bots connect at once)
WAITING = 512  # not yet joined, in all
PER_ADDRESS = 256  # connections from one address, joined or not
MOST = 4096  # connections in all, at most
FILES_KEPT = 128  # files the host keeps for itself: its database, the web page's plain HTTP
# connections (64 at most, app/net/web_clock.py), the LAN. A browser's WebSocket (/ws) is a
# game connection: counted and capped here, as a TCP one is.
IN_MEMORY = "memory"


class Guest(Protocol):
    """What the door needs of a session: its connection's address, and a way to drop it."""

    @property
    def address(self) -> str: ...

    def turn_away(self, reason: str) -> None: ...


class Door:
    def __init__(self, most: int = MOST) -> None:
        self.most = most  # set by `Host.serve` from the file limit
        self._waiting: OrderedDict[Guest, None] = OrderedDict()  # oldest first
        self._inside: set[Guest] = set()
        self._count: dict[str, int] = {}  # connections by address

    def enter(self, guest: Guest) -> str:
        """Let `guest` in as waiting for its hello; the refusal's reason, or ""."""
        address = guest.address
        if address == IN_MEMORY:
            return ""
        if self._count.get(address, 0) - self._waiting_from(address) >= PER_ADDRESS:
            return Phrase("too_many_connections", address, PER_ADDRESS)
        while self._count.get(address, 0) >= PER_ADDRESS or \
                self._waiting_from(address) >= WAITING_PER_ADDRESS:
            self._make_room(address)
        while len(self._inside) >= self.most or len(self._waiting) >= WAITING:
            if not self._waiting:
                return Phrase("host_full")
            self._make_room(None)
        self._waiting[guest] = None
        self._inside.add(guest)
        self._count[address] = self._count.get(address, 0) + 1
        return ""

    def joined(self, guest: Guest) -> None:
        """`guest` has said hello: it waits no more."""
        self._waiting.pop(guest, None)

    def left(self, guest: Guest) -> None:
        """`guest`'s connection is closed (said again, it changes nothing)."""
        if guest not in self._inside:
            return
        self._inside.discard(guest)
        self._waiting.pop(guest, None)
        address = guest.address
        self._count[address] -= 1
        if not self._count[address]:
            del self._count[address]

    def __len__(self) -> int:
        return len(self._inside)

    def waiting(self) -> int:
        return len(self._waiting)

    def _waiting_from(self, address: str) -> int:
        return sum(1 for guest in self._waiting if guest.address == address)

    def _make_room(self, address: str | None) -> None:
        """Close the longest-waiting connection (from `address`, if given)."""
        oldest = next(guest for guest in self._waiting
                      if address is None or guest.address == address)
        self.left(oldest)
        oldest.turn_away("Too many connections waiting to say hello: closed to make room")


def raise_file_limit() -> int:
    """Raise this process's soft limit of open files to its hard limit where the system
    allows; the soft limit now (a large number where there is no such limit)."""
    if sys.platform == "win32":
        return 1 << 16  # sockets are not counted against a file limit there
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 16)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass  # macOS caps it lower than it says: keep what we have
    return soft if soft != resource.RLIM_INFINITY else 1 << 16


def connection_cap(file_limit: int) -> int:
    """How many connections the host holds at most with `file_limit` files."""
    return max(16, min(MOST, file_limit - FILES_KEPT))
