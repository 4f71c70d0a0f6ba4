"""Start-up of the desktop app: the one function that builds the QApplication and the event loop."""

# ruff: noqa: E402  (the clock below must start before the heavy imports it is there to time)
from __future__ import annotations

import time

# Fallback for `--first-frame` where /proc is missing (not Linux): the moment this module began
# to run. It misses the interpreter's own start-up and the imports before it, so it reads low.
_MODULE_STARTED = time.monotonic()

import argparse
import contextlib
import gc
import os
import signal
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from app.resources import resources_dir

if TYPE_CHECKING:
    from qasync import QEventLoop

EXIT_INCOMPLETE = 3  # a module the app needs is missing (a broken installation)
FIRST_FRAME_TIMEOUT_MS = 60_000  # `--first-frame` gives up (exit 1) if nothing is painted by then


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pitboss run", description="Open the Pitboss window.")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument(
        "--smoke-test",
        action="store_true",
        help="check an installed build: start offscreen, check its plugins, modules and "
             "theme, play one hand against a bot over TCP on 127.0.0.1, exit 0 (else 1, "
             "saying what is missing)",
    )
    # For bench/ui.py: print the seconds from process start to the window's first painted
    # frame, then exit 0. Left out of --help.
    mode.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    return parser


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
    it); once that frame is done, prints the process's age and quits the application.

    The frame is done when control is back in the event loop: the paint event of the window
    comes first, its children's (the lobby) follow in the same pass and the backing store is
    flushed at its end, so a zero timer started at the first paint fires just after all that.
    """

    def __init__(self, app: QApplication) -> None:
        super().__init__()
        self.app = app
        self.window: QWidget | None = None  # set once built: nothing paints before show()
        self.code = 1  # until the frame is seen
        app.installEventFilter(self)
        QTimer.singleShot(FIRST_FRAME_TIMEOUT_MS, self._give_up)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.Paint and self.window is not None
                and isinstance(watched, QWidget) and watched.window() is self.window):
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


def start_qt() -> tuple[QApplication, QEventLoop]:
    """The application and its asyncio loop on Qt's own (qasync), as every window of the app
    runs them."""
    app = make_application()
    return app, start_loop(app)


def make_application() -> QApplication:
    app = QApplication([sys.argv[0]])
    app.setApplicationName("Pitboss")
    app.setOrganizationName("Pitboss")
    app.setWindowIcon(QIcon(str(resources_dir() / "icons" / "pitboss.svg")))
    app.setDesktopFileName("pitboss")  # Wayland finds the icon through pitboss.desktop
    return app


def start_loop(app: QApplication) -> QEventLoop:
    """The asyncio loop on `app`'s (qasync). Imported here, not above: asyncio and qasync
    take some 60 ms to load, which the window's first frame need not wait for."""
    import asyncio

    from qasync import QEventLoop  # after PySide6: it binds to the Qt binding imported

    loop = QEventLoop(app)
    asyncio.set_event_loop(loop)
    # Without this a SIGTERM kills the process (exit 143) instead of closing the app.
    with contextlib.suppress(NotImplementedError):  # not supported on Windows
        loop.add_signal_handler(signal.SIGTERM, app.quit)
    return loop


def main(argv: list[str] | None = None) -> int:
    """Run the app until its last window closes; `argv` excludes the program name."""
    # Until the first frame the app allocates and keeps (Qt's types and enums, the forms, the
    # widgets) and makes no garbage worth a pass of the cyclic collector, which would walk it
    # all some 70 times; it starts once the window is painted, with what is there frozen.
    gc.disable()
    try:
        return _run(argv)
    finally:
        gc.enable()  # (if it returned or failed before the first frame)


def _run(argv: list[str] | None) -> int:
    options = _parser().parse_args(sys.argv[1:] if argv is None else argv)
    if options.smoke_test:
        gc.enable()
        from app.ui.smoke import run_smoke_test

        return run_smoke_test()

    try:
        from app.ui.main_window import MainWindow
    except ImportError as error:  # a compiled form or a package missing: said, not a traceback
        print(f"pitboss: cannot start, {error.name or error} is missing ({error}); from a "
              "checkout, `make forms` compiles the forms", file=sys.stderr)
        return EXIT_INCOMPLETE

    app = make_application()
    first_frame = FirstFrame(app) if options.first_frame else None

    window = MainWindow()
    if first_frame is not None:
        first_frame.window = window
    window.show()
    # The lobby is painted now where the platform has the window on screen at once, before
    # the asyncio loop is loaded; the games, the LAN and the timers start with the loop.
    app.processEvents()
    app.processEvents()  # (the first-frame report, timed just after that paint)
    gc.freeze()  # what start-up made lives as long as the app: no collection need walk it
    gc.enable()
    if first_frame is not None and first_frame.code == 0:
        window.close()
        return 0
    loop = start_loop(app)
    if first_frame is None:
        loop.call_soon(lambda: window.spawn(window.browse()))  # hosts on the LAN, for Join

    with loop:
        code: int = loop.run_forever()
        # The window is closed: a game in play is stored as it stands and its host stopped,
        # and the LAN browser withdrawn, before the loop goes.
        loop.run_until_complete(window.shut_down())
    return first_frame.code if first_frame is not None else code


if __name__ == "__main__":
    sys.exit(main())
