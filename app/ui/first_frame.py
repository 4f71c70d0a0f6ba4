"""The first-frame probe: `pitboss --first-frame` (left out of --help) opens the app as `pitboss`
does, prints the seconds from the process's start to the lobby's first painted frame, and exits
0. bench/ui.py times it from source (`python -m app.ui.first_frame`), bench/dist.py in the frozen
app, each beside a bare PySide6 window timed by this very code (they copy its source).

It ships inside the app, so the frozen app can be timed, but it is none of the app's start-up:
app/ui/main.py only offers it the application and the window before the window is shown.
"""

# ruff: noqa: E402  (the clock below must start before the heavy imports it is there to time)
from __future__ import annotations

import time

# Fallback where /proc is missing (not Linux): the moment this module began to run. It misses
# the interpreter's own start-up and the imports before it, so it reads low.
_MODULE_STARTED = time.monotonic()

import os
import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

FIRST_FRAME_TIMEOUT_MS = 60_000  # gives up (exit 1) if nothing is painted by then


def seconds_since_process_start() -> float:
    """Seconds since this process was started, by the kernel's own record of it.

    Linux keeps a process's start in /proc/self/stat (field 22, `starttime`) in clock ticks since
    boot, on the CLOCK_BOOTTIME clock; the age is that clock now minus the start. It counts the
    interpreter's start-up and every import, which a timestamp taken in Python cannot. (The boot
    time in /proc/stat, `btime`, is whole seconds only, too coarse to turn `starttime` into a
    wall-clock time; reading CLOCK_BOOTTIME needs no boot time at all.) The start is rounded
    down to a tick (1/100 s on Linux), so the age may read up to a tick high. Where /proc is
    missing, or reads implausibly, the age is taken from this module's first line instead.
    """
    fallback = time.monotonic() - _MODULE_STARTED
    try:
        with open("/proc/self/stat", "rb") as stat:
            text = stat.read()
        # The command name (field 2) may hold spaces and brackets: count fields after its ")".
        start_ticks = int(text[text.rindex(b")") + 2:].split()[19])
        ticks_per_second = os.sysconf("SC_CLK_TCK")
        age = time.clock_gettime(time.CLOCK_BOOTTIME) - start_ticks / ticks_per_second
    except (OSError, ValueError, IndexError, AttributeError):
        return fallback
    # The process began before this module did: an age below the module's (less a tick of
    # rounding) means a clock that cannot be trusted (a container's odd /proc, say).
    return age if age >= fallback - 2 / ticks_per_second else fallback


class FirstFrame(QObject):
    """Watches the application's events for the first paint of `window` (or of any widget in
    it); once that frame is done, prints the process's age and quits the application. Made
    before the window is shown: nothing paints before that.

    The frame is done when control is back in the event loop: the paint event of the window
    comes first, its children's (the lobby) follow in the same pass and the backing store is
    flushed at its end, so a zero timer started at the first paint fires just after all that.
    """

    def __init__(self, app: QApplication, window: QWidget) -> None:
        super().__init__()
        self.app = app
        self.window = window
        self.code = 1  # until the frame is seen
        app.installEventFilter(self)
        QTimer.singleShot(FIRST_FRAME_TIMEOUT_MS, self._give_up)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.Paint and isinstance(watched, QWidget)
                and watched.window() is self.window):
            self.app.removeEventFilter(self)
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        print(f"{seconds_since_process_start():.6f}", flush=True)
        self.code = 0
        self.app.quit()

    def _give_up(self) -> None:
        if self.code:
            print(f"no frame painted in {FIRST_FRAME_TIMEOUT_MS / 1000:.0f} s", file=sys.stderr)
            self.app.quit()


def main() -> int:
    """The app's start-up with the probe watching; exit 0 once the frame is reported."""
    from app.ui.main import run_lobby

    return run_lobby(probe=FirstFrame)


if __name__ == "__main__":
    sys.exit(main())
