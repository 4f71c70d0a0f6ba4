"""The one clock a part of Pitboss reads time from, handed to it (DESIGN.md "Time is a
parameter", issue 36): production hands in `SYSTEM`; tests hand in time they move themselves,
so what they check never depends on how fast the machine is.

- `monotonic()` is for durations and deadlines (it never goes back), `wall()` for what a
  person's clock says and what is stored. They move together.
- Code that also waits on time (asyncio's sleep, call_later, wait_for) waits on its event
  loop's clock: `LoopTime` reads that clock, so a test's loop whose time is virtual (looptime's,
  docs/decisions/virtual-time.md) moves both at once. `SYSTEM` is that clock for the loops
  Pitboss runs on (asyncio's and qasync's `time()` are `time.monotonic()`).
- Code that only reads time (a view's state, a rate limit) takes `ManualTime` in tests, moved
  by `advance`.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # a window's first frame comes before asyncio is loaded (bench/ui.py)
    import asyncio

# Where virtual wall time starts: a fixed moment (2027-01-15 08:00 UTC), so a night played in
# virtual time stores the same times on every run.
VIRTUAL_EPOCH: Final = 1_800_000_000.0


class Timebase:
    """The system's clocks."""

    def monotonic(self) -> float:
        return time.monotonic()

    def wall(self) -> float:
        return time.time()


SYSTEM: Final = Timebase()


class ManualTime(Timebase):
    """Time that moves only when told to."""

    def __init__(self, start: float = 0.0, *, wall_start: float = VIRTUAL_EPOCH) -> None:
        self._now = start
        self._wall_offset = wall_start - start

    def monotonic(self) -> float:
        return self._now

    def wall(self) -> float:
        return self._wall_offset + self._now

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("Time does not go back")
        self._now += seconds

    def set(self, now: float) -> None:
        """Move to `now` (monotonic), never back."""
        self.advance(now - self._now)


class LoopTime(Timebase):
    """An event loop's own time, and a wall clock that moves with it."""

    def __init__(self, loop: asyncio.AbstractEventLoop, *,
                 wall_start: float = VIRTUAL_EPOCH) -> None:
        self._loop = loop
        self._wall_offset = wall_start - loop.time()

    def monotonic(self) -> float:
        return self._loop.time()

    def wall(self) -> float:
        return self._wall_offset + self._loop.time()
