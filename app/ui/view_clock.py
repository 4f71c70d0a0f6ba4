"""The clock a view shows time by (DESIGN.md "Time is a parameter", issue 36): the one place a
Qt view reads the time and is ticked to show it again.

A view makes one with the clock it is handed (`Timebase`, app/timebase.py), how often it shows
the time again and what to run then. It reads `monotonic()` and `wall()` from it, never the time
module. On the system's clock (`SYSTEM`, what production hands in) a repeating QTimer ticks it.
On any other (a test's `ManualTime`, a virtual loop's `LoopTime`) nothing ticks it by itself:
the test moves time and calls `tick()`. A real timer firing between a test's steps would show
the test's moment again at a point the test did not choose; the kiosk's once played a third
sound that way on a busy machine (docs/decisions/virtual-time.md).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from app.timebase import SYSTEM, Timebase


class ViewClock(QObject):
    """Time for one view, and the ticks that show it again."""

    ticked = Signal()  # after each tick, by the timer or by `tick()`: something to wait on

    def __init__(self, parent: QObject | None, interval_ms: int, on_tick: Callable[[], None],
                 *, timebase: Timebase = SYSTEM) -> None:
        """`on_tick` every `interval_ms` on the system's clock; only at `tick()` on another.
        A child of `parent` (the view), so its timer goes with the view."""
        super().__init__(parent)
        self.timebase = timebase
        self.interval_ms = interval_ms
        self._on_tick = on_tick
        self._timer: QTimer | None = None
        if timebase is SYSTEM:
            self._timer = QTimer(self)
            self._timer.timeout.connect(self.tick)
            self._timer.start(interval_ms)

    @property
    def ticking(self) -> bool:
        """A real timer ticks this clock (only on the system's time)."""
        return self._timer is not None and self._timer.isActive()

    def monotonic(self) -> float:
        """For durations and deadlines: the timebase's, which never goes back."""
        return self.timebase.monotonic()

    def wall(self) -> float:
        """What a person's clock says, as the timebase has it."""
        return self.timebase.wall()

    def tick(self) -> None:
        """Show the time again now: the view's tick, then `ticked`."""
        self._on_tick()
        self.ticked.emit()
