"""Qt objects are collected on the GUI thread only (app/ui/collector.py): a cycle holding a
QObject, dropped on the GUI thread, is not destroyed by a collection that a worker thread's
allocations set off (the host's sync thread, a bot thinking), but by the GUI thread's timer."""

from __future__ import annotations

import gc
import threading
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.ui.collector import GuiThreadCollector, collect_on_gui_thread


def dropped_cycle(destroyed_on: list[int]) -> None:
    """A QObject in a reference cycle, with no reference left from outside; its destruction
    notes the thread it happens on."""
    owner = QObject()
    owner.setProperty("cycle", None)
    holder: dict[str, Any] = {"owner": owner}
    holder["self"] = holder
    owner.holder = holder  # type: ignore[attr-defined]  # the cycle: owner -> holder -> owner
    owner.destroyed.connect(lambda: destroyed_on.append(threading.get_ident()),
                            Qt.ConnectionType.DirectConnection)


KEPT: list[list[int]] = []


def churn() -> None:
    """Allocate container objects as a busy worker does, keeping some: enough to cross the
    young generation's threshold several times over."""
    KEPT.extend([index] for index in range(5_000))


def test_a_workers_allocations_never_collect_a_qt_object(qtbot: QtBot,
                                                          qapp: QApplication) -> None:
    collector = collect_on_gui_thread(qapp)
    assert isinstance(collector, GuiThreadCollector)
    assert collect_on_gui_thread(qapp) is collector  # installed once
    assert not gc.isenabled()
    destroyed_on: list[int] = []
    gc.collect()
    dropped_cycle(destroyed_on)
    worker = threading.Thread(target=churn)
    worker.start()
    worker.join()
    assert destroyed_on == []  # not by the worker's allocations
    qtbot.waitUntil(lambda: bool(destroyed_on), timeout=5000)  # by the timer, in time
    assert destroyed_on == [threading.get_ident()]  # and on this, the GUI thread
    KEPT.clear()
