"""The window's look: one style sheet whose sizes follow the system's font and the window.

Sizes are written in `em` (the system font's size, so a person who set a larger font gets
larger text) and `px`; both are multiplied by the window's scale, so text and controls grow
with the window: at 1280x800 the scale is 1, at 1920x1080 1.4, on a 4K screen up to 2.5.
The scale moves in steps of 0.1, so a window being dragged larger is restyled a few times,
not at every pixel. `apply_style` sets the sheet on a window: the sheet is Qt's, and so is
this module.
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import QApplication, QWidget

BASE_WIDTH, BASE_HEIGHT = 1280, 800  # the size at which the scale is 1
SMALLEST, LARGEST = 0.8, 2.5

STYLE = """
QWidget { font-size: 1em; }
QMainWindow, QDialog, QWidget#lobby_view, QWidget#table_view, QWidget#history_view {
    background-color: #0e3b27; }
QWidget#side_panel { background-color: #0a2c1d; min-width: 260px; max-width: 380px; }
QLabel { color: #f5f0e1; }
QLabel#title_label { font-size: 4.4em; font-weight: bold; color: #e9c46a; }
QWidget#settings_view QLabel#title_label { font-size: 1.6em; }
QLabel#subtitle_label { font-size: 1.45em; color: #d9cfa8; }
QLabel#message_label { color: #ffb4a2; font-weight: bold; }
QLabel#banner_label { background-color: #9b2226; color: white; padding: 6px; font-weight: bold; }
QLabel#prompt_label { font-size: 1.55em; color: #e9c46a; padding: 4px; }
QLabel#clock_label { font-size: 3.3em; font-weight: bold; color: #f5f0e1; }
QLabel#level_label, QLabel#advice_label { font-size: 1.2em; }
QLabel#standings_title_label, QLabel#log_title_label, QLabel#chat_title_label {
    color: #e9c46a; font-weight: bold; }
QLabel#history_title_label { color: #e9c46a; font-size: 1.6em; font-weight: bold; }
QLabel#step_label { color: #e9c46a; font-size: 1.2em; font-weight: bold; }
QGroupBox { color: #e9c46a; font-weight: bold; font-size: 1.45em; border: 1px solid #2d6a4f;
    border-radius: 8px; margin-top: 14px; padding: 14px 10px 10px 10px;
    background-color: #0b3221; }
QGroupBox::title { subcontrol-origin: margin; left: 12px; padding: 0 6px; }
QListWidget, QTreeWidget, QTableWidget { background-color: #06241a; color: #f5f0e1;
    border: 1px solid #1b4332; }
QListWidget::item:selected, QTreeWidget::item:selected { background-color: #2d6a4f;
    color: #ffffff; }
QScrollBar:vertical { background: #06241a; width: 12px; }
QScrollBar::handle:vertical { background: #2d6a4f; border-radius: 5px; min-height: 24px; }
QHeaderView::section { background-color: #0b3221; color: #e9c46a; border: none;
    padding: 4px; font-weight: bold; }
QPushButton { background-color: #e9c46a; color: #1b1b1b; border-radius: 6px;
    padding: 8px 16px; font-weight: bold; font-size: 1.35em; min-width: 64px; }
QPushButton:hover { background-color: #f4d58d; }
QPushButton:focus { border: 3px solid #ffffff; }
QPushButton:disabled { background-color: #52796f; color: #cad2c5; }
QLineEdit, QSpinBox, QComboBox { padding: 4px; font-size: 1.35em; }
"""

_SIZE = re.compile(r"(\d+(?:\.\d+)?)(em|px)\b")


def text_scale(width: int, height: int) -> float:
    """How much larger than at 1280x800 text and controls are in a window this size."""
    scale = min(width / BASE_WIDTH, height / BASE_HEIGHT)
    return round(min(max(scale, SMALLEST), LARGEST), 1)


def style_sheet(font_points: float, scale: float) -> str:
    """STYLE with its sizes worked out for a system font of `font_points` and `scale`."""

    def size(match: re.Match[str]) -> str:
        value = float(match[1])
        if match[2] == "em":
            return f"{value * font_points * scale:.1f}pt"
        return f"{max(1, round(value * scale))}px"

    return _SIZE.sub(size, STYLE)


def apply_style(window: QWidget, scale: float) -> None:
    """The window styled at `scale` for the system's font (9 points where it has no size)."""
    points = QApplication.font().pointSizeF()
    window.setStyleSheet(style_sheet(points if points > 0 else 9.0, scale))
