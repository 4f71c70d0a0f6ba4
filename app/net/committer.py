"""The host's writes to the store, committed together at the end of each turn of the event loop.

Every command the loop runs in one turn (requests that arrived together, timers due together)
is stored in one transaction (group commit), in the order the commands ran. The host tells
nobody anything before the commands it follows from are committed (DESIGN.md): the committer is
its commit gate (`CommitGate` in app/net/outbox.py), whose `mark()` a message notes when it is
built and goes out once `committed` reaches it. A host killed before a commit loses only
commands nobody has heard of.

A commit does not wait for the disk: a committed transaction survives the process being killed
(SQLite's WAL), and a thread makes it survive a power cut too within `SYNC_SECONDS`. Waiting
for an fsync at every commit held every client up by the disk's slowest moments (ten
milliseconds and more on a shared machine) and missed issue 4's latency goal; a writer thread
was tried as well, and waited behind the busy loop for the interpreter's lock.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from app.store import EventStore, PreparedCommand

SYNC_SECONDS = 1.0  # at most this much of what was committed may be lost to a power cut


class Committer:
    """`append` as the store has it, committed once per loop turn; `stored()` to wait. The
    host's commit gate (app/net/outbox.py): `mark`, `committed`, `listeners`, `failure`."""

    def __init__(self, store: EventStore) -> None:
        self.store = store
        self.failure: Exception | None = None  # what the store could not keep
        self._queue: list[PreparedCommand] = []
        self._appended = 0  # commands queued since the start
        self._committed = 0  # of those, committed
        self._flushing: asyncio.Handle | None = None
        self._flushed: asyncio.Event | None = None  # set by the commit under way
        self._closed = False
        # Called after each commit, or once it has failed: whoever holds messages back until
        # the store has what they follow from (the host's outboxes) lets them go.
        self.listeners: list[Callable[[], None]] = []
        store.sync_each_commit(False)
        self._synced = 0  # commands made safe from a power cut
        self._stop_syncing = threading.Event()
        self._syncer = threading.Thread(target=self._sync_every, name="pitboss-sync",
                                        daemon=True)
        self._syncer.start()

    def append(self, tournament: int, *, kind: str, payload: Mapping[str, Any], at: float,
               draws: Sequence[int] | None = None, events: Sequence[Mapping[str, Any]] = (),
               table: int | None = None) -> int:
        """Check the command and queue it for this turn's commit; its number (1, 2, 3...).
        Raises at once for what cannot be stored, or once a commit has failed."""
        if self.failure is not None:
            raise self.failure
        if self._closed:
            raise RuntimeError("The store's committer has been closed")
        self._queue.append(self.store.prepare(tournament, kind=kind, payload=payload, at=at,
                                              draws=draws, events=events, table=table))
        self._appended += 1
        if self._flushing is None:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:  # no loop (a script): commit at once
                self.flush()
            else:
                self._flushing = loop.call_soon(self.flush)
        return self._appended

    def mark(self) -> int:
        """The number of commands run so far: what a message built now follows from."""
        return self._appended

    @property
    def pending(self) -> int:
        """Commands queued and not yet committed."""
        return self._appended - self._committed

    @property
    def committed(self) -> int:
        """The number of commands committed: messages marked up to it may go out."""
        return self._committed

    async def stored(self, mark: int | None = None) -> None:
        """Return once the first `mark` commands (all so far by default) are committed;
        raise what the store met."""
        target = self._appended if mark is None else mark
        while self.failure is None and self._committed < target:
            if self._flushed is None:
                self._flushed = asyncio.Event()
            await self._flushed.wait()
        if self.failure is not None:
            raise self.failure

    def flush(self) -> None:
        """Commit what is queued now (the loop calls this at the end of the turn)."""
        self._flushing = None
        batch, self._queue = self._queue, []
        try:
            if batch:
                self.store.write(batch)
                self._committed += len(batch)
        except Exception as error:
            self.failure = error
        finally:
            flushed, self._flushed = self._flushed, None
            if flushed is not None:
                flushed.set()
            if batch or self.failure is not None:
                for listener in self.listeners:
                    listener()

    def close(self) -> None:
        """Commit what is queued and make it all durable, then refuse more."""
        if self._flushing is not None:
            self._flushing.cancel()
        self.flush()
        self._closed = True
        self._stop_syncing.set()
        self._syncer.join()
        self._sync()

    def _sync_every(self) -> None:
        """On its own thread: a checkpoint each SYNC_SECONDS while there is something new."""
        while not self._stop_syncing.wait(SYNC_SECONDS):
            if not self._sync():
                return

    def _sync(self) -> bool:
        committed = self._committed
        if committed == self._synced or self.failure is not None:
            return self.failure is None
        try:
            self.store.sync()
        except Exception as error:  # the next append or wait raises it; the host stops
            self.failure = error
            return False
        self._synced = committed
        return True
