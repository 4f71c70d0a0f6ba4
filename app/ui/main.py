"""Start-up of the desktop app: the lobby, painted before the asyncio loop loads, then the loop
until the last window closes (`pitboss`, `pitboss run`); `--smoke-test` checks an installation."""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Callable
from typing import Protocol

from PySide6.QtWidgets import QApplication, QWidget

from app.ui.application import make_application, start_loop

EXIT_INCOMPLETE = 3  # a module the app needs is missing (a broken installation)


class StartProbe(Protocol):
    """Watches the start-up for a bench (app/ui/first_frame.py): made with the application and
    its window before the window is shown. `code` is 1 until it has seen what it watches for
    and 0 after; the app then exits with it instead of running on."""

    code: int


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pitboss run", description="Open the Pitboss window.")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="check an installed build: start offscreen, check its plugins, modules and "
             "theme, play one hand against a bot over TCP on 127.0.0.1, exit 0 (else 1, "
             "saying what is missing)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the app until its last window closes; `argv` excludes the program name."""
    options = _parser().parse_args(sys.argv[1:] if argv is None else argv)
    if options.smoke_test:
        gc.enable()  # (`pitboss` paused it, for the lobby's first frame)
        from app.ui.smoke import run_smoke_test

        return run_smoke_test()
    return run_lobby()


def run_lobby(probe: Callable[[QApplication, QWidget], StartProbe] | None = None) -> int:
    """The main window until it closes; `probe` (the first-frame probe) watches the start."""
    # Until the first frame the app allocates and keeps (Qt's types and enums, the forms, the
    # widgets) and makes no garbage worth a pass of the cyclic collector, which would walk it
    # all some 70 times; it starts once the window is painted, with what is there frozen.
    gc.disable()
    try:
        return _run_lobby(probe)
    finally:
        gc.enable()  # (if it returned or failed before the first frame)


def _run_lobby(probe: Callable[[QApplication, QWidget], StartProbe] | None) -> int:
    try:
        from app.ui.main_window import MainWindow
    except ImportError as error:  # a compiled form or a package missing: said, not a traceback
        print(f"pitboss: cannot start, {error.name or error} is missing ({error}); from a "
              "checkout, `make forms` compiles the forms", file=sys.stderr)
        return EXIT_INCOMPLETE

    app = make_application()
    window = MainWindow()
    watching = probe(app, window) if probe is not None else None
    window.show()
    # The lobby is painted now where the platform has the window on screen at once, before
    # the asyncio loop is loaded; the games, the LAN and the timers start with the loop.
    app.processEvents()
    app.processEvents()  # (a probe's report, timed just after that paint)
    gc.freeze()  # what start-up made lives as long as the app: no collection need walk it
    gc.enable()
    if watching is not None and watching.code == 0:
        window.close()
        return 0
    loop = start_loop(app)
    if watching is None:
        loop.call_soon(lambda: window.spawn(window.browse()))  # hosts on the LAN, for Join

    with loop:
        code: int = loop.run_forever()
        # The window is closed: a game in play is stored as it stands and its host stopped,
        # and the LAN browser withdrawn, before the loop goes.
        loop.run_until_complete(window.shut_down())
    return watching.code if watching is not None else code


if __name__ == "__main__":
    sys.exit(main())
