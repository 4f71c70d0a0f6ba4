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

A full disk does not stop the night (issue 20). Chat is refused while the database's file
system has less than `chat_reserve` free, so the game's own commands keep that room; the
director is warned below `low_space`. Should the disk fill all the same (another program), a
commit that fails for want of room is held, not lost: `held` says why, nothing more goes
out, the host runs no new command (app/net/commands.py), and the commit is tried again every
`RETRY_SECONDS` until there is room, when the night goes on by itself.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from app.phrases import Phrase
from app.store import EventStore, PreparedCommand, StoreFull

log = logging.getLogger("pitboss.host")

SYNC_SECONDS = 1.0  # at most this much of what was committed may be lost to a power cut
MIB = 1 << 20
CHAT_RESERVE = 64 * MIB  # chat stops with less than this free: the game's commands keep it
LOW_SPACE = 256 * MIB  # the director is warned with less than this free
SPACE_SECONDS = 1.0  # free space is looked at no more often than this
RETRY_SECONDS = 1.0  # a commit held for want of room is tried again this often


class Committer:
    """`append` as the store has it, committed once per loop turn; `stored()` to wait. The
    host's commit gate (app/net/outbox.py): `mark`, `committed`, `listeners`, `failure`."""

    def __init__(self, store: EventStore, *, chat_reserve: int = CHAT_RESERVE,
                 low_space: int = LOW_SPACE,
                 clock: Callable[[], float] = time.monotonic) -> None:
        """`clock`: the host's monotonic time (app/timebase.py), how often the disk is looked
        at."""
        self.store = store
        self._clock = clock
        self.failure: Exception | None = None  # what the store could not keep
        self.held = ""  # why commits are held (the disk is full), "" while they are not
        self.chat_reserve = chat_reserve
        self.low_space = max(low_space, chat_reserve)
        # Told, in words for the director, when free space runs low, chat closes, the disk is
        # full, or there is room again (app/net/disk_room.py).
        self.space_listeners: list[Callable[[str], None]] = []
        self._free: int | None = None  # bytes free when last looked at
        self._looked = -SPACE_SECONDS  # when (`clock`)
        self._space = "room"  # "room", "low", "no chat": what the director was last told
        self._retry: asyncio.TimerHandle | None = None
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
        if self._flushing is None and not self.held:  # held: the retry commits it
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

    def chat_refusal(self) -> str:
        """Why a chat line may not be stored now ("" if it may): the disk is full, or down
        to the chat reserve, kept for the game's own commands."""
        if self.held:
            return self.held
        free = self.free_space()
        if free is not None and free < self.chat_reserve:
            return Phrase("chat_disk")
        return ""

    def free_space(self) -> int | None:
        """Bytes free on the database's disk, looked at once a `SPACE_SECONDS` at most; the
        listeners are told when it crosses `low_space` or the chat reserve."""
        now = self._clock()
        if now - self._looked >= SPACE_SECONDS:
            self._looked = now
            self._free = self.store.free_space()
            self._tell_space(self._free)
        return self._free

    def flush(self, *, retrying: bool = False) -> None:
        """Commit what is queued now (the loop calls this at the end of the turn). Held for
        want of room, the queue waits for the retry."""
        self._flushing = None
        if self.held and not retrying:
            return
        batch, self._queue = self._queue, []
        try:
            if batch:
                self.store.write(batch)
                self._committed += len(batch)
                self.free_space()  # the director warned as the disk fills
            if self.held:
                self._room_again()
        except StoreFull as error:
            self._queue = batch + self._queue
            self._hold(error)
        except Exception as error:
            self.failure = error
        finally:
            flushed, self._flushed = self._flushed, None
            if flushed is not None:
                flushed.set()
            if batch or self.failure is not None:
                for listener in self.listeners:
                    listener()

    def _hold(self, error: StoreFull) -> None:
        """The disk is full: keep the batch and try it again until there is room; without a
        loop to try again on (a script, or closing), that is the store's failure."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None or self._closed:
            self.failure = error
            return
        self._retry = loop.call_later(RETRY_SECONDS, self._try_again)
        if self.held:
            return
        # Clients hear it too: the words name no file of the host's.
        self.held = ("The disk of the night's database is full: the night is paused, nothing "
                     "is lost; make room on it and it goes on by itself")
        log.warning("%s (%s)", self.held, error)
        self._tell(self.held)

    def _try_again(self) -> None:
        self._retry = None
        if self.held and not self._closed:
            self.flush(retrying=True)

    def _room_again(self) -> None:
        self.held = ""
        self._looked = -SPACE_SECONDS
        text = "There is room on the disk again: the night goes on"
        log.warning("%s", text)
        self._tell(text)

    def _tell_space(self, free: int | None) -> None:
        """Tell the director when free space crosses a threshold (each time, not each look)."""
        if free is None:
            return
        space = "room" if free >= self.low_space else \
            "low" if free >= self.chat_reserve else "no chat"
        if space == self._space:
            return
        # From room straight to no chat (the disk filled between two looks): the director
        # still hears that it is running out before hearing that chat is closed.
        told = ["low", space] if space == "no chat" and self._space in (None, "room") \
            else [space]
        self._space = space
        left = f"{free / MIB:,.1f} MiB are left on the disk of {self.store.path}"
        reserve = f"{self.chat_reserve / MIB:,.0f} MiB"
        for step in told:
            text = {"room": f"There is room on the disk again: {left}; chat is open",
                    "low": f"The disk is running out of room: {left}; chat stops below "
                           f"{reserve}",
                    "no chat": f"Chat is closed: {left}, kept for the game's own moves"}[step]
            log.warning("%s", text)
            self._tell(text)

    def _tell(self, text: str) -> None:
        for listener in self.space_listeners:
            listener(text)

    def close(self) -> None:
        """Commit what is queued and make it all durable, then refuse more. Still held for
        want of room, what is queued is lost (nobody was told of it): the store's failure."""
        if self._flushing is not None:
            self._flushing.cancel()
        if self._retry is not None:
            self._retry.cancel()
            self._retry = None
        self._closed = True
        self.flush(retrying=True)
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
        except StoreFull:  # the WAL holds it all: tried again next time, once there is room
            return True
        except Exception as error:  # the next append or wait raises it; the host stops
            self.failure = error
            return False
        self._synced = committed
        return True
