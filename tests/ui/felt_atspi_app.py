"""A felt mid-hand in a real window, for tests/ui/test_felt_atspi.py to read through AT-SPI.

Run under Xvfb in a session bus of its own; prints "ready" once the felt is drawn and shown,
then runs until it is ended."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path[:0] = [str(HERE.parents[1])]  # the repository, for `tests.support`

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.ui.felt import FeltView  # noqa: E402
from tests.support.felt_states import mid_hand  # noqa: E402


def main() -> None:
    app = QApplication(sys.argv)
    app.setApplicationName("pitboss-felt-check")
    felt = FeltView()
    felt.speed = 0.0
    felt.setWindowTitle("Pitboss felt")
    felt.resize(1280, 800)
    felt.show()
    felt.show_state(mid_hand())

    def ready() -> None:
        print("ready", flush=True)

    QTimer.singleShot(300, ready)  # shown and drawn: the bridge has the window by then
    app.exec()


if __name__ == "__main__":
    main()
