"""What the host sends, held back until the commands it follows from are stored (DESIGN.md:
nothing is told before it is stored), each client's frames in the order they were made.

The host does not ask what kind of store it has: it asks a `CommitGate`. The committer of
group commits (app/net/committer.py) is one: a frame marked after command n goes out once n
commands are committed. A store that commits as it appends, or no store, has the `OpenGate`:
everything run is already stored, so every frame goes out at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from app.net import protocol as p
from app.net.sessions import HostFailed, Session


class CommitGate(Protocol):
    """How far the commands run so far are stored."""

    failure: Exception | None  # what the store could not keep: nothing more may go out
    held: str  # why commits wait for room on a full disk: no new command runs ("" if not)
    listeners: list[Callable[[], None]]  # called after each commit, and once it has failed

    def mark(self) -> int:
        """The number of commands run so far: what a message built now follows from."""
        ...

    @property
    def committed(self) -> int:
        """The number of commands stored: messages marked up to it may go out."""
        ...

    async def stored(self, mark: int) -> None:
        """Return once the first `mark` commands are stored; raise what the store met."""
        ...


class OpenGate:
    """The gate of a store that commits as it appends (or of no store): always open."""

    def __init__(self) -> None:
        self.failure: Exception | None = None
        self.held = ""
        self.listeners: list[Callable[[], None]] = []

    def mark(self) -> int:
        return 0

    @property
    def committed(self) -> int:
        return 0

    async def stored(self, mark: int) -> None:
        return None


class Outbox:
    def __init__(self, gate: CommitGate, failed: Callable[[Exception], None]) -> None:
        """`failed`: told once the store could not keep what was run (the host stops)."""
        self.gate = gate
        self._failed = failed
        # Clients with frames held back, in the order they were held (not a set: its order is
        # the sessions' memory addresses, and who hears first decides who answers first).
        self._waiting: dict[Session, None] = {}
        gate.listeners.append(self.release_all)

    def mark(self) -> int:
        """How many commands a message built now follows from (see `stored`)."""
        return self.gate.mark()

    def send(self, session: Session, message: p.Message) -> None:
        self.queue(session, p.encode(message), self.gate.mark())

    def refuse(self, session: Session, message: p.Message) -> None:
        """A refusal that follows from nothing stored (a wrong code, a name refused, a flood
        bounded): it waits for no commit, only behind what was queued for the client before,
        so it goes out before the connection closes even while the store is slow (a refused
        connection is closed CLOSING_SECONDS after it was refused, sent or not)."""
        self.queue(session, p.encode(message), 0)

    def send_all(self, sessions: list[Session], message: p.Message) -> None:
        frame, mark = p.encode(message), self.gate.mark()
        for session in sessions:
            self.queue(session, frame, mark)

    def queue(self, session: Session, frame: bytes, mark: int) -> None:
        """Send a frame to a client once the first `mark` commands are stored; frames built
        later, from later states, go later: each client hears them in order."""
        if session.cut_off:
            return
        session.outbox.append((mark, frame))
        session.emptied.clear()
        if len(session.outbox) == 1:  # else it waits behind an earlier frame
            self._release(session, self.gate.committed)

    async def stored(self, mark: int) -> None:
        """Wait until the first `mark` commands are stored: nothing is told before it is
        (DESIGN.md), not a command's events, nor a request that follows from them."""
        try:
            await self.gate.stored(mark)
        except Exception as error:
            # The game in memory is ahead of the file: stop; `--resume` restarts from the file.
            self._failed(error)
            raise HostFailed(str(error)) from error

    def release_all(self) -> None:
        """After a commit: what it lets go out, to every client."""
        failure = self.gate.failure
        if failure is not None:
            # The game in memory is ahead of the file: tell nothing more; stop. `--resume`
            # restarts from the file.
            self._failed(failure)
            return
        committed = self.gate.committed
        for session in list(self._waiting):
            self._release(session, committed)

    def _release(self, session: Session, committed: int) -> None:
        outbox = session.outbox
        ready = []
        while outbox and outbox[0][0] <= committed:
            ready.append(outbox.popleft()[1])
        if ready:
            session.write_all(ready)
        if outbox:
            self._waiting[session] = None
        else:
            self._waiting.pop(session, None)
            session.emptied.set()
        session.cut_off_if_behind()
