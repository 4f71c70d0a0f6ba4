"""The host's time base: tournament time (the wall clock, run faster with `--speedup`, carried
on after a resume), the wall time of a deadline kept in the event loop's time, and the clock
everything under the host reads (`timebase`, app/timebase.py: the system's, or a test's virtual
time moving with a virtual event loop)."""

from __future__ import annotations

from typing import Final

from app.timebase import SYSTEM, Timebase

# How far the wall clock must move against the loop's clock before a deadline's wall time
# follows it: a person or NTP setting the clock, not the gap between reading the two clocks.
WALL_CLOCK_SET: Final = 1.0


class TournamentTime:
    def __init__(self, speedup: float = 1.0, timebase: Timebase = SYSTEM) -> None:
        self.speedup = speedup  # host seconds per real second
        self.timebase = timebase
        self._epoch = timebase.wall()
        self._offset = 0.0
        self._wall_offset = timebase.wall() - timebase.monotonic()

    def now(self) -> float:
        """Tournament time: the wall clock, run `speedup` times faster from the host's start."""
        return self._offset + self._epoch + (self.timebase.wall() - self._epoch) * self.speedup

    def continue_from(self, at: float) -> None:
        """After a resume: tournament time goes on from the last stored command's time."""
        self._offset = max(0.0, at - self.now())

    def monotonic(self) -> float:
        """The timebase's monotonic time: the event loop's own (`loop.time()`)."""
        return self.timebase.monotonic()

    def wall(self, loop_time: float) -> float:
        """The wall time of a moment in the loop's time (a request's deadline): the same for
        every message that tells it (a seat's request and its table's `waiting`), even when
        the host's process was paused between reading the two clocks; a clock set since
        moves it."""
        offset = self.timebase.wall() - self.timebase.monotonic()
        if abs(offset - self._wall_offset) > WALL_CLOCK_SET:
            self._wall_offset = offset
        return self._wall_offset + loop_time
