"""Text and controls grow with the window and follow the system's font (issue: text scales
with the window)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QSpinBox, QStyle, QStyleOptionSpinBox, QWidget
from pytestqt.qtbot import QtBot

from app.ui.main_window import MainWindow
from app.ui.style import LOOKS, style_sheet, text_scale


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


@pytest.mark.parametrize("look", list(LOOKS))
def test_spin_box_arrows_are_drawn_in_every_look(qtbot: QtBot, look: str) -> None:
    """A styled spin box draws its arrows only from images: without them its buttons were two
    empty slivers (seen in the lobby under Xvfb). Each arrow is drawn in the field's text tone."""
    holder = QWidget()
    qtbot.addWidget(holder)
    holder.setStyleSheet(style_sheet(9.0, 1.0, look))
    spin = QSpinBox(holder)
    spin.setRange(0, 10)
    spin.setValue(5)  # both arrows live
    spin.resize(200, 40)
    holder.resize(220, 60)
    holder.show()
    qtbot.waitExposed(holder)
    image = spin.grab().toImage()
    ink = QColor(LOOKS[look]["field_text"])
    option = QStyleOptionSpinBox()
    spin.initStyleOption(option)
    for control in (QStyle.SubControl.SC_SpinBoxUp, QStyle.SubControl.SC_SpinBoxDown):
        area = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, control,
                                           spin)
        assert area.width() >= 16, (look, control, area)
        inked = sum(
            1 for x in range(area.left(), area.right()) for y in range(area.top(), area.bottom())
            if abs(QColor(image.pixel(x, y)).lightness() - ink.lightness()) < 60)
        assert inked >= 8, (look, control, inked)


def _luminance(colour: str) -> float:
    """WCAG 2's relative luminance of a #rrggbb colour."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)


@pytest.mark.parametrize("look", sorted(LOOKS))
def test_a_chosen_row_is_readable_in_every_look(look: str) -> None:
    """A chosen item of a list or table (the League page's standings, a season) is written in
    `selected_text` on `line`: at least WCAG's 4.5:1 (high contrast once had cyan on white)."""
    colours = LOOKS[look]
    lighter, darker = sorted((_luminance(colours["selected_text"]),
                              _luminance(colours["line"])), reverse=True)
    assert (lighter + 0.05) / (darker + 0.05) >= 4.5, look


@pytest.mark.parametrize("look", list(LOOKS))
def test_the_menus_are_in_the_look(qtbot: QtBot, tmp_path: Path, look: str) -> None:
    """The menu bar and its menus wear the look's colours, not the platform's light grey (a
    light strip across the top of the dark look, seen in its screenshots), and a menu's items
    have room (their padding is in px: Qt ignores a menu item's padding given in pt)."""
    from app.ui.style import apply_style

    window = MainWindow(stored=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    apply_style(window, 1.0, look)
    bar = window.menuBar()
    strip = bar.grab().toImage()
    assert strip.pixelColor(strip.width() - 5, strip.height() // 2) == QColor(LOOKS[look]["panel"])
    menu = bar.actions()[0].menu()
    assert menu is not None
    menu.popup(window.mapToGlobal(window.rect().topLeft()))
    qtbot.waitUntil(menu.isVisible)
    drawn = menu.grab().toImage()
    assert drawn.pixelColor(drawn.width() - 3, drawn.height() // 2) == QColor(LOOKS[look]["panel"])
    line = menu.fontMetrics().height()
    assert menu.actionGeometry(menu.actions()[0]).height() >= line + 8
    menu.hide()
