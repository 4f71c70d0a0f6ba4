"""Every control of every view has an accessible name, so a screen reader can say it and
keyboard-only play can be checked by name (issue 5: look and feel); inputs are named by their
labels, the level editor's cells too, and text that changes is read as itself (issue 19)."""

import itertools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QBoxLayout,
    QComboBox,
    QFormLayout,
    QGraphicsView,
    QGridLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QLineEdit,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.net import protocol as p
from app.ui.announce import show_text
from app.ui.chart_dialog import ChartDialog
from app.ui.director_view import DirectorView
from app.ui.history_view import HistoryView
from app.ui.kiosk_view import KioskView
from app.ui.league_view import LeagueView
from app.ui.lobby_view import LobbyView
from app.ui.rules_dialog import RulesDialog
from app.ui.settings_view import SettingsView
from app.ui.table_view import TableView

INPUTS = (QAbstractItemView, QAbstractSlider, QAbstractSpinBox, QComboBox, QLineEdit)
CONTROLS = (QAbstractButton, QAbstractItemView, QAbstractSlider, QAbstractSpinBox, QComboBox,
            QGraphicsView, QLineEdit)


VIEWS = [LobbyView, TableView, SettingsView, DirectorView, HistoryView, KioskView, RulesDialog,
         ChartDialog, LeagueView]


def ours(view: QWidget, kind: type[QWidget] | tuple[type[QWidget], ...]) -> list[QWidget]:
    """The widgets of `kind` in `view`: the viewport and scroll bars Qt builds inside a view,
    and the line edit inside a spin or combo box, are not ours."""
    return [w for w in view.findChildren(QWidget) if isinstance(w, kind)
            and w.objectName() and not w.objectName().startswith("qt_")]


def spoken_name(widget: QWidget) -> str:
    """What a screen reader says a control is. Qt's name for it, but for a combo box, whose
    name on Linux is its current choice: there the label it is `labelled-by` (its buddy, or
    its group's title) names it, and its own accessibleName serves Windows and macOS."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    if isinstance(widget, QComboBox):
        labels = [other.text(QAccessible.Text.Name)
                  for other, _ in interface.relations(QAccessible.RelationFlag.Label)]
        return labels[0] if labels and widget.accessibleName() else ""
    return interface.text(QAccessible.Text.Name)


@pytest.mark.parametrize("view_class", VIEWS)
def test_every_control_has_an_accessible_name(qtbot: QtBot, view_class: type[QWidget]) -> None:
    view = view_class()
    qtbot.addWidget(view)
    controls = ours(view, CONTROLS)
    assert controls
    unnamed = [w.objectName() for w in controls if not spoken_name(w)]
    assert not unnamed, f"{view_class.__name__}: no accessible name for {unnamed}"


def labels_beside_inputs(view: QWidget) -> list[tuple[QLabel, QWidget]]:
    """Each label laid out just before an input: a form's label and field, a grid's cell and
    the one to its right, a row's or column's label and the next item."""
    pairs: list[tuple[QLayoutItem | None, QLayoutItem | None]] = []
    for layout in view.findChildren(QLayout):
        if isinstance(layout, QFormLayout):
            pairs += [(layout.itemAt(row, QFormLayout.ItemRole.LabelRole),
                       layout.itemAt(row, QFormLayout.ItemRole.FieldRole))
                      for row in range(layout.rowCount())]
        elif isinstance(layout, QGridLayout):
            pairs += [(layout.itemAtPosition(row, column),
                       layout.itemAtPosition(row, column + 1))
                      for row in range(layout.rowCount())
                      for column in range(layout.columnCount() - 1)]
        elif isinstance(layout, QBoxLayout):
            items = [layout.itemAt(index) for index in range(layout.count())]
            pairs += list(itertools.pairwise(items))
    widgets = [(a.widget(), b.widget()) for a, b in pairs if a is not None and b is not None]
    return [(label, field) for label, field in widgets
            if isinstance(label, QLabel) and isinstance(field, INPUTS)]


@pytest.mark.parametrize("view_class", VIEWS)
def test_every_label_beside_an_input_is_its_buddy(qtbot: QtBot,
                                                  view_class: type[QWidget]) -> None:
    """Issue 19: an input is named by its label (Designer's buddy: AT-SPI's labelled-by, what a
    screen reader says for a combo box), and the label's shortcut key goes to it."""
    view = view_class()
    qtbot.addWidget(view)
    pairs = labels_beside_inputs(view)
    assert pairs or view_class in (HistoryView, RulesDialog)
    strays = [(label.objectName(), field.objectName()) for label, field in pairs
              if label.buddy() is not field]
    assert not strays, f"{view_class.__name__}: labels not buddies of their inputs: {strays}"


def test_every_level_editor_cell_has_a_name_that_says_its_number(qtbot: QtBot) -> None:
    """Issue 19: a screen reader walks the levels table's cells, not the boxes over them."""
    view = DirectorView()
    qtbot.addWidget(view)
    view.levels.show_schedule(p.Schedule(level_minutes=20, break_every=0, break_minutes=10,
                                         levels=[p.Level(number=1, minimum=25, maximum=100,
                                                         minutes=20),
                                                 p.Level(number=2, minimum=50, maximum=1000,
                                                         minutes=20)]), 0)
    table = QAccessible.queryAccessibleInterface(view.ui.levels_table)
    assert table is not None
    cells = [table.child(index) for index in range(table.childCount())]
    names = [cell.text(QAccessible.Text.Name) for cell in cells
             if cell.role() == QAccessible.Role.Cell]
    assert len(names) == 8 and all(names), names
    assert "Level 2: maximum bet, 1,000" in names and "Level 1" in names
    spin = view.ui.levels_table.cellWidget(1, 2)
    assert isinstance(spin, QSpinBox)
    spin.setValue(1500)
    assert view.ui.levels_table.item(1, 2).data(Qt.ItemDataRole.AccessibleTextRole) == \
        "Level 2: maximum bet, 1,500"


def accessible_name(widget: QWidget) -> str:
    """The name a screen reader is given for `widget`, as Qt's accessibility bridge gives it."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(QAccessible.Text.Name)


@pytest.mark.parametrize(("view_class", "labels"), [
    (TableView, ["banner_label", "prompt_label", "shot_clock_label", "level_label",
                 "clock_label", "advice_label"]),
    (HistoryView, ["step_label"]),
    (DirectorView, ["clock_label", "level_label"])])
def test_text_that_changes_is_exposed_as_itself(qtbot: QtBot, view_class: type[QWidget],
                                                labels: list[str]) -> None:
    """Issue 19: the prompt, the clock, the advice and the replay's narration are read as what
    they say, not as a fixed name ("What to do now") that hides it; what they are for is
    their description. (Announced as they change: tests/ui/test_announce_atspi.py.)"""
    view = view_class()
    qtbot.addWidget(view)
    for name in labels:
        label = view.findChild(QLabel, name)
        show_text(label, f"Something new in {name}")
        assert accessible_name(label) == f"Something new in {name}"
        assert label.accessibleDescription(), name


def test_the_replay_narration_is_its_name(qtbot: QtBot) -> None:
    view = HistoryView()
    qtbot.addWidget(view)
    view.go_to(0)
    assert accessible_name(view.ui.step_label) == "Pick a tournament, then a hand to replay"


def test_the_amount_box_is_named_by_what_it_is_for(qtbot: QtBot) -> None:
    """The amount box's label says what the amount is (a bet, a raise, insurance): its name
    follows the label, not a fixed "Amount"."""
    view = TableView()
    qtbot.addWidget(view)
    view.ui.amount_label.setText("Raise &to")
    assert spoken_name(view.ui.amount_spin) == "Raise to"
