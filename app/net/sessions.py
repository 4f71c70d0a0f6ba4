"""The host's connections: each client's session, its limits (a message rate, an idle time, how
far behind in reading it may fall) and the reading of what it sends, from hello to goodbye."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.net import protocol as p
from app.net.door import HELLO_SECONDS, IN_MEMORY, Door
from app.net.secure_channel import SecureConnection
from app.net.transport import Connection
from app.timebase import SYSTEM, Timebase

log = logging.getLogger("pitboss.host")

IDLE_SECONDS = 30.0  # a client that sends nothing (not even a ping) for this long is dropped
RATE = 20.0  # messages a second a client may send on average...
BURST = 60.0  # ...and at once; more and it is cut off
CLOSING_SECONDS = 2.0  # to send a closing client what is still queued for it
BACKLOG_MAX = 1 << 20  # bytes sent to a client and not yet read; one that falls further
# behind is cut off


class HostFailed(Exception):
    """The store could not keep what the host ran; the host stops (see `Host.failure`)."""


@dataclass(eq=False)  # sessions are kept in a set, by identity
class Session:
    conn: Connection
    role: str = ""
    name: str = ""
    allowance: float = BURST
    last_seen: float = 0.0  # (monotonic) when it last sent anything
    timebase: Timebase = field(default=SYSTEM, repr=False)
    last_chat: float = float("-inf")  # (monotonic) its last line; none yet: it may speak at once
    # What is to be sent to this client, in order, each frame once the commands it follows
    # from are stored: (that many commands, frame). Frames are written without waiting for
    # the client to read them, so a slow client holds up nobody else (see `outbox`).
    outbox: deque[tuple[int, bytes]] = field(default_factory=deque)
    emptied: asyncio.Event = field(default_factory=asyncio.Event)
    cut_off: bool = False  # it read too slowly, or is gone: what was queued for it is dropped
    leaving: bool = False  # its reader has stopped and says goodbye
    attending: asyncio.Task[Any] | None = None  # the task reading from it
    follows: set[str] = field(default_factory=set)  # topics it asked for (`p.Follow`)

    @property
    def address(self) -> str:
        """The address the connection comes from (its peer without the port)."""
        peer = self.conn.peer
        return peer.rsplit(":", 1)[0] if ":" in peer else IN_MEMORY

    def turn_away(self, reason: str) -> None:
        """Refuse the connection in words and close it (its reader then says goodbye)."""
        with contextlib.suppress(ConnectionError, OSError, RuntimeError):
            self.conn.write(p.encode(p.refused(reason)))
        self.drop()

    @property
    def viewer(self) -> str | None:
        """Whose face-down cards this client may see: its own seat's, nobody else's."""
        return self.name if self.role == "player" else None

    def within_rate(self) -> bool:
        now = self.timebase.monotonic()
        # Time refills up to the burst; credits for the host's questions may stand above it.
        refilled = min(BURST, self.allowance + (now - self.last_seen) * RATE)
        self.allowance = max(self.allowance, refilled)
        self.last_seen = now
        self.allowance -= 1
        return self.allowance >= 0

    def expect_answer(self) -> None:
        """The host asks this client something: its answer is no flood. A bot answers as fast
        as the host asks, and a table of bots is asked faster than RATE; each question credits
        the allowance with the answer it calls for, above the burst if need be (a credit lost
        to the cap turned the answer into flood: bots were cut off at speed). The host's own
        rate bounds how much a client can bank this way."""
        self.allowance += 1

    def write(self, frame: bytes) -> None:
        self.write_all((frame,))

    def write_all(self, frames: Sequence[bytes]) -> None:
        try:
            self.conn.write_all(frames)
        except (ConnectionError, OSError, RuntimeError):
            self.drop()  # gone: its reader finds out and says goodbye

    def cut_off_if_behind(self) -> None:
        """A client that does not read what it is sent is cut off; its seat is played as
        absent (S7-9) meanwhile."""
        if not self.cut_off and self.conn.backlog() > BACKLOG_MAX:
            log.info("cutting off %s: it does not read what it is sent", self.conn.peer)
            self.drop()
            if self.attending is not None and not self.leaving:
                self.attending.cancel()

    def drop(self) -> None:
        self.cut_off = True
        self.outbox.clear()
        self.emptied.set()
        self.conn.close()


Handler = Callable[[Session, p.ClientMessage], Awaitable[bool]]


def _cancelling() -> bool:
    """Whether the running task has been asked to stop."""
    task = asyncio.current_task()
    return task is not None and task.cancelling() > 0


class Sessions:
    """The clients that have said hello (players, directors, displays, spectators)."""

    def __init__(self, send: Callable[[Session, p.Message], None],
                 timebase: Timebase = SYSTEM) -> None:
        """`send`: how a message reaches a client (the host's outbox); `timebase`: the clock
        of its rate limits (the event loop's, app/timebase.py)."""
        self.timebase = timebase
        # In the order they said hello (a dict's keys: a set's order is the sessions' memory
        # addresses, so broadcasts, and so who answers first, differed from run to run).
        self._all: dict[Session, None] = {}
        # Every connection's task from its first byte to its goodbye's last await.
        self._attended: set[Session] = set()
        self._send = send
        # The seats whose last hello was a person's (a window, a page), not a program's.
        self.people: set[str] = set()
        self.door = Door()
        self.stopping = False  # from now on a dropped client changes nothing
        # How a TCP connection's secure channel is opened (the host's codes and guard,
        # app/net/secure_channel.py open_as_host): False once refused.
        self.handshake: Callable[[SecureConnection, float], Awaitable[bool]] | None = None

    def seated_by(self, name: str, *, person: bool) -> None:
        """`name`'s seat is taken, by a person or by a program (`Hello.person`)."""
        if person:
            self.people.add(name)
        else:
            self.people.discard(name)

    def __iter__(self) -> Iterator[Session]:
        return iter(self._all)

    def __len__(self) -> int:
        return len(self._all)

    def add(self, session: Session) -> None:
        self._all[session] = None

    def seat(self, session: Session, name: str) -> None:
        """`session` becomes the connection of player `name`: an older one goes."""
        for other in [s for s in self._all if s.name == name and s.role == "player"]:
            other.conn.close()  # the same seat from a new connection: the old one goes
            self._all.pop(other, None)
        session.name = name

    def players(self, name: str) -> list[Session]:
        return [s for s in self._all if s.role == "player" and s.name == name]

    def directors(self) -> list[Session]:
        """Every director's console connected now (a desktop's, a phone remote's)."""
        return [s for s in self._all if s.role == "director"]

    def connected(self, name: str) -> bool:
        return any(s.name == name and s.role == "player" for s in self._all)

    async def attend(self, conn: Connection, handle: Handler,
                     gone: Callable[[Session], Awaitable[None]]) -> None:
        """One client from hello to goodbye: each message it sends to `handle` (False: close
        the connection), within the rate and idle limits; `gone` once it has left."""
        session = Session(conn, timebase=self.timebase)
        session.last_seen = self.timebase.monotonic()
        session.attending = asyncio.current_task()
        self._attended.add(session)
        refusal = self.door.enter(session)
        if refusal:
            log.info("refused a connection from %s: %s", session.address, refusal)
            session.turn_away(refusal)
            return
        loop = asyncio.get_running_loop()
        hello_by = loop.time() + HELLO_SECONDS  # pings before it do not put it off
        try:
            if isinstance(conn, SecureConnection) and (
                    self.handshake is None or not await self.handshake(conn, hello_by)):
                return  # refused in words at the handshake (a wrong code...)
            while True:
                waiting = not session.role
                deadline = hello_by if waiting else loop.time() + IDLE_SECONDS
                try:
                    # asyncio.timeout, not wait_for: no extra task for every message read.
                    async with asyncio.timeout_at(deadline):
                        body = await conn.receive()
                except TimeoutError:
                    if waiting:
                        self._refuse(session, f"Say hello within {HELLO_SECONDS:g} seconds")
                    break
                except p.ProtocolError as error:  # oversized: the stream cannot be trusted
                    self._refuse(session, str(error))
                    break
                if body is None:
                    break
                if not session.within_rate():
                    self._refuse(session, "Too many messages: disconnected")
                    break
                try:
                    message = p.decode_client(body)
                except p.ProtocolError as error:
                    if waiting and isinstance(error, p.OtherVersion):
                        # Another release's hello: `refused`, which its client shows.
                        log.info("refused %s: %s", conn.peer, error)
                        session.turn_away(str(error))
                        break
                    # Before hello no client of ours sends a malformed frame: it is closed, so
                    # a flood of them costs one frame per connection. A seated client's
                    # mistake costs only that message.
                    self._refuse(session, str(error), closing=waiting)
                    if waiting:
                        break
                    continue
                if not await handle(session, message):
                    break
                if waiting and session.role:
                    self.door.joined(session)
        except (ConnectionError, OSError, HostFailed):
            pass  # a failed host is stopping; it says why once, where it was started
        except Exception:  # a bug must cost one connection, never the host
            log.exception("closing %s after an internal error", conn.peer)
        finally:
            session.leaving = True
            self.door.left(session)
            # Cancelled without being cut off: the host is shutting down (its loop closing),
            # so nothing is waited for: neither what is queued nor a player's away grace.
            shutting_down = not session.cut_off and _cancelling()
            if session.outbox and not session.cut_off and not shutting_down:
                with contextlib.suppress(TimeoutError):  # what was said last still goes out
                    await asyncio.wait_for(session.emptied.wait(), CLOSING_SECONDS)
            conn.close()  # a TCP connection sends what it holds first
            self._all.pop(session, None)
            try:
                if not self.stopping and not shutting_down:
                    with contextlib.suppress(HostFailed):  # said once, where it was started
                        await gone(session)  # a player's away grace: closed() cuts it short
            finally:
                self._attended.discard(session)

    def _refuse(self, session: Session, reason: str, *, closing: bool = True) -> None:
        """A refusal: an `error` to the client, and one line in the log (rate-limited where
        the log is set up, app/net/log_limit.py)."""
        log.info("refused %s from %s: %s", "and closed" if closing else "a message",
                 session.conn.peer, reason)
        self._send(session, p.error(reason))

    def stop(self) -> None:
        """Close every connection, said hello or not; from now on a dropped client changes
        nothing."""
        self.stopping = True
        for session in [*self._all, *(s for s in self._attended if s not in self._all)]:
            # Dropped, not just closed: a frame still waiting for a commit that will never
            # come must not hold its connection's task open after the loop has gone.
            session.drop()
        self._all.clear()

    async def closed(self) -> None:
        """After stop(): until each connection's task has ended. They are cancelled, since
        nothing is left for them to do (their clients are cut off, a player's away grace no
        longer counts); a loop stopped with them still pending would destroy them ("Task was
        destroyed but it is pending!")."""
        current = asyncio.current_task()
        tasks = {task for s in self._attended
                 if (task := s.attending) is not None and task is not current}
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.wait(tasks)
