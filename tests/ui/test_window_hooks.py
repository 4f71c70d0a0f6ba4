"""The main window's hooks into the pages of issue 19: F1 shows the rules of the game at hand
(the lobby's choice here), a look chosen in Settings restyles the window at once, and History
marks the night hosted here as in play."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.rules import Variant
from app.ui.main_window import MainWindow
from app.ui.rules_dialog import HelpDialog
from app.ui.style import SYSTEM, choose_look


def window_in(tmp_path: Path, qtbot: QtBot) -> MainWindow:
    window = MainWindow(stored=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    return window


def test_f1_shows_how_to_play_the_game_chosen(qtbot: QtBot, tmp_path: Path) -> None:
    window = window_in(tmp_path, qtbot)
    combo = window.lobby.ui.variant_combo
    combo.setCurrentIndex(combo.findData(Variant.BJX.value))
    assert window.ui.how_to_play_action.shortcut().toString() == "F1"
    window.ui.how_to_play_action.trigger()
    dialogs = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, HelpDialog) and w.isVisible()]
    assert [d.windowTitle() for d in dialogs] == ["How to play BlackJack eXtreme"]
    dialogs[0].close()


def test_a_look_chosen_in_settings_restyles_the_window_at_once(
        qtbot: QtBot, tmp_path: Path) -> None:
    window = window_in(tmp_path, qtbot)
    window.resize(1280, 800)
    try:
        before = window.styleSheet()
        window.apply_settings(replace(window.settings, look="high_contrast"))
        assert window.styleSheet() != before  # not only at the next resize
        window.apply_settings(replace(window.settings, look=SYSTEM))
        assert window.styleSheet() == before
    finally:
        choose_look(SYSTEM)
