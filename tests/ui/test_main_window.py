"""The window: built from its forms, opens on the lobby, headless; the app starts and stops."""

from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from app.ui.main_window import MainWindow
from tests.support.app_process import run_app


def test_main_window_shows_its_form(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    assert window.windowTitle() == "Pitboss"
    assert window.ui.page_stack.currentWidget() is window.lobby
    assert window.lobby.ui.title_label.text() == "Pitboss"
    assert window.ui.quit_action.shortcut() == QKeySequence("Ctrl+Q")

    shot = tmp_path / "main_window.png"
    assert window.grab().save(str(shot))
    assert shot.stat().st_size > 0


def test_quit_action_closes_the_window(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.ui.quit_action.trigger()
    assert not window.isVisible()


def test_help_about_shows_the_version(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    import app
    import app.ui.about

    shown: list[str] = []
    monkeypatch.setattr(app.ui.about, "show_about",
                        lambda parent: shown.append(app.ui.about.about_text()))
    window = MainWindow()
    qtbot.addWidget(window)
    assert [action.text() for action in window.ui.help_menu.actions()] == [
        "&How to play", "&About Pitboss"]
    window.ui.about_action.trigger()
    assert len(shown) == 1 and f"Pitboss {app.__version__}" in shown[0]


def test_smoke_test_starts_and_exits_cleanly() -> None:
    result = run_app("--smoke-test")
    assert result.returncode == 0, result.stderr
