"""Python's cyclic garbage collector, run on the GUI thread only.

CPython collects reference cycles in whichever thread happens to cross an allocation
threshold. Pitboss runs Python on other threads: the host's sync thread
(app/net/committer.py) and the bots' thinking (app/client/remote_bot.py, asyncio.to_thread).
A cycle that holds a Qt object (a closed question, a window a test dropped, a lambda connected
to a signal) collected there has its C++ object destroyed off the GUI thread while Qt may be
dispatching an event to it: the suite died now and then with a segmentation fault inside
Qt's event loop, in the hosting tests (both with the host's sync thread running).

So automatic collection is turned off and a timer on the GUI thread collects instead, each
generation when its count passes the threshold Python would have used, as desktop apps on Qt
commonly do (calibre, pyqtgraph). Memory is reclaimed as before, only on this thread.
See docs/decisions/gui-thread-gc.md.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 250  # often enough that the young generation never grows far past its threshold


class GuiThreadCollector(QObject):
    """Collects cycles on the thread it lives on (the GUI thread), `INTERVAL_MS` apart."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.setObjectName("gui_thread_collector")
        self._thresholds = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start(interval_ms)

    def collect_due(self) -> int:
        """Collect the oldest generation whose count is past its threshold, with the younger
        ones (as Python's own trigger would); how many objects were found unreachable."""
        counts = gc.get_count()
        due = -1
        for generation in range(3):
            if counts[generation] <= self._thresholds[generation]:
                break
            due = generation
        return gc.collect(due) if due >= 0 else 0


def collect_on_gui_thread(app: QObject) -> GuiThreadCollector:
    """Install the collector on `app` (once: a second call returns the first)."""
    installed = app.findChild(GuiThreadCollector, "gui_thread_collector")
    return installed if installed is not None else GuiThreadCollector(app)
