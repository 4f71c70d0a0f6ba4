"""Qt tests that run games: an asyncio loop on Qt's own (qasync), as the app has."""

import asyncio
import gc
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from qasync import QEventLoop

from app.ui.collector import collect_on_gui_thread
from app.ui.main_window import MainWindow


@pytest.fixture(scope="session", autouse=True)
def gui_thread_gc(qapp: QApplication) -> Iterator[None]:
    """Cycles are collected on the GUI thread only, as in the app (app/ui/collector.py);
    Python's own collection again once the Qt tests are done."""
    collector = collect_on_gui_thread(qapp)
    yield
    collector.deleteLater()
    gc.enable()


@pytest.fixture
def qt_loop(qapp: QApplication) -> Iterator[asyncio.AbstractEventLoop]:
    loop = QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    yield loop
    loop.close()
    asyncio.set_event_loop(None)


@pytest.fixture(autouse=True)
def own_folders(tmp_path_factory: pytest.TempPathFactory,
                monkeypatch: pytest.MonkeyPatch) -> None:
    """Games a test plays are kept, and settings saved, in folders of its own, never in the
    user's (platformdirs and Qt both follow the XDG variables on Linux)."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    """The app's window, shown, its table drawing without animation: the tests click as fast
    as the host asks."""
    shown = MainWindow()
    qtbot.addWidget(shown)
    shown.show()
    shown.table.speed = 0.0
    return shown
