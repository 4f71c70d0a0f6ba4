"""Text and controls grow with the window and follow the system's font (issue: text scales
with the window)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.ui.main_window import MainWindow
from app.ui.style import style_sheet, text_scale


def test_the_scale_follows_the_smaller_side_in_steps() -> None:
    assert text_scale(1280, 800) == 1.0
    assert text_scale(1920, 1080) == 1.4  # 1.35 rounds to a step of 0.1
    assert text_scale(3840, 2160) == 2.5  # at most
    assert text_scale(3840, 800) == 1.0  # a wide, short window: the height decides
    assert text_scale(640, 480) == 0.8  # at least


def test_sizes_are_the_system_font_times_the_scale() -> None:
    sheet = style_sheet(10.0, 2.0)
    assert "QLabel#clock_label { font-size: 66.0pt;" in sheet  # 3.3em
    assert "padding: 10px 26px;" in sheet  # the buttons' 5px 13px (inside their 3px ring)
    assert "em;" not in sheet and "em}" not in sheet


def test_text_grows_with_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(stored=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    title = window.lobby.ui.title_label
    small = title.font().pointSizeF()
    assert small == round(4.4 * QApplication.font().pointSizeF(), 1)
    window.resize(2560, 1600)
    qtbot.waitUntil(lambda: title.font().pointSizeF() > small)
    assert title.font().pointSizeF() == round(2 * small, 1)
