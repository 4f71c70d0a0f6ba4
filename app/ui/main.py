"""Start-up of the desktop app: the one function that builds the QApplication and the event loop."""

import argparse
import asyncio
import contextlib
import signal
import sys

from PySide6.QtWidgets import QApplication
from qasync import QEventLoop  # after PySide6: qasync binds to the Qt binding already imported

from app.ui.main_window import MainWindow


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pitboss run", description="Open the Pitboss window.")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="show the window, process events once and exit 0 (checks an installed build)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the app until its last window closes; `argv` excludes the program name."""
    options = _parser().parse_args(sys.argv[1:] if argv is None else argv)

    app = QApplication([sys.argv[0]])
    app.setApplicationName("Pitboss")
    app.setOrganizationName("Pitboss")

    loop = QEventLoop(app)
    asyncio.set_event_loop(loop)
    # Without this a SIGTERM kills the process (exit 143) instead of closing the app.
    with contextlib.suppress(NotImplementedError):  # not supported on Windows
        loop.add_signal_handler(signal.SIGTERM, app.quit)

    window = MainWindow()
    window.show()
    if options.smoke_test:
        loop.call_soon(app.quit)

    with loop:
        code: int = loop.run_forever()
    return code


if __name__ == "__main__":
    sys.exit(main())
