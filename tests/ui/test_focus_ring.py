"""Keyboard (issue 19): a visible focus ring on every kind of control, in every look.

Each control is drawn unfocused and focused; the middle of its left edge and of its bottom
edge, a pixel in, are the look's focus colour (a field's: "focus_field", which stands out from
the field) when it has the focus and not before. Screenshots of
a focused button in each look are saved to /tmp/focus-ring-<look>.png to be looked at."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from app.ui.director_view import DirectorView
from app.ui.lobby_view import LobbyView
from app.ui.settings_view import SettingsView
from app.ui.style import LOOKS, apply_style

CONTROLS = {  # one of each kind that takes the focus
    LobbyView: ["play_button", "name_edit", "variant_combo", "bots_spin", "hosts_list"],
    SettingsView: ["sound_check", "volume_slider"],
    DirectorView: ["levels_table", "tables_tree"],
}


def edges(image: QImage, view: QWidget, control: QWidget) -> list[QColor]:
    """The colours a pixel inside the middle of `control`'s left and bottom edges (a table's
    top edge is its header's)."""
    points = (QPoint(1, control.height() // 2), QPoint(control.width() // 2,
                                                       control.height() - 2))
    return [image.pixelColor(control.mapTo(view, point)) for point in points]


def near(colour: QColor, other: QColor) -> bool:
    return all(abs(a - b) <= 40 for a, b in zip(colour.getRgb()[:3], other.getRgb()[:3],
                                                   strict=True))


@pytest.mark.parametrize("look", list(LOOKS))
@pytest.mark.parametrize("view_class", list(CONTROLS))
def test_every_control_shows_the_focus_with_a_ring(qtbot: QtBot, look: str,
                                                   view_class: type[QWidget]) -> None:
    view = view_class()
    qtbot.addWidget(view)
    apply_style(view, 1.0, look)
    view.resize(1280, 800)
    view.show()
    view.activateWindow()
    unringed = []
    for name in CONTROLS[view_class]:
        control = getattr(view.ui, name)
        tabs = getattr(view.ui, "middle_tabs", None)
        if tabs is not None:  # the console's levels and tables are pages of one tab widget
            tabs.setCurrentIndex(tabs.indexOf(control.parentWidget()))
        field = isinstance(control, QLineEdit | QAbstractSpinBox | QComboBox)
        ring = QColor(LOOKS[look]["focus_field" if field else "focus"])
        view.setFocus()
        QApplication.processEvents()
        before = edges(view.grab().toImage(), view, control)
        control.setFocus()
        qtbot.waitUntil(control.hasFocus, timeout=1000)
        after = edges(view.grab().toImage(), view, control)
        if not all(near(colour, ring) for colour in after) or \
                any(near(colour, ring) for colour in before):
            unringed.append((name, [c.name() for c in before], [c.name() for c in after]))
        if name == "play_button":
            view.grab().save(f"/tmp/focus-ring-{look}.png")
    assert not unringed, f"{look}: no focus ring on {unringed}"
