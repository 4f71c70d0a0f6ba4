"""A table and a director's console in real windows, for tests/ui/test_announce_atspi.py to
listen to through AT-SPI.

Run under Xvfb in a session bus of its own; prints "ready" once both are shown; on reading
"probe" announces PROBE (is a reader listening yet?); on reading "go" the table (Tess's
10-hand seat of tests/conftest.py) is asked its decision, with a new log line and fewer
players left, its advice is asked for, and the console logs an act; then runs until it is
ended."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path[:0] = [str(HERE.parents[1]), str(HERE)]

from PySide6.QtCore import QSocketNotifier, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.ui.announce import announce  # noqa: E402
from app.ui.director_view import DirectorView  # noqa: E402
from app.ui.table_view import TableView  # noqa: E402
from tests.conftest import _tenhand_state  # noqa: E402
from tests.support.atspi import PROBE  # noqa: E402

LOG_LINE = "Rob hits: 5♣, total 15"
DIRECTOR_LINE = "Ann moved to table 2"


def main() -> None:
    app = QApplication(sys.argv)
    app.setApplicationName("pitboss-announce-check")
    table = TableView()
    table.speed = 0.0
    table.resize(1280, 800)
    table.show()
    table.shown = _tenhand_state(985, 985, 5)
    decision, table.shown.decision = table.shown.decision, None
    table.shown.players_left = 2
    table.redraw()
    console = DirectorView()
    console.show()

    def go() -> None:
        line = sys.stdin.readline().strip()
        if line == "probe":  # is the reader heard yet? (tests/support/atspi.py)
            announce(table, PROBE)
        if line != "go":
            return
        state = table.shown
        state.decision = decision
        state.log.append(LOG_LINE)
        state.players_left = 1
        table.redraw()
        table.ui.advice_button.click()
        console._log(DIRECTOR_LINE)

    stdin = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    stdin.activated.connect(go)
    QTimer.singleShot(300, lambda: print("ready", flush=True))
    app.exec()


if __name__ == "__main__":
    main()
