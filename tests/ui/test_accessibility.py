"""Every control of every view has an accessible name, so a screen reader can say it and
keyboard-only play can be checked by name (issue 5: look and feel)."""

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.ui.announce import show_text
from app.ui.chart_dialog import ChartDialog
from app.ui.director_view import DirectorView
from app.ui.history_view import HistoryView
from app.ui.kiosk_view import KioskView
from app.ui.lobby_view import LobbyView
from app.ui.rules_dialog import RulesDialog
from app.ui.settings_view import SettingsView
from app.ui.table_view import TableView

CONTROLS = (QAbstractButton, QAbstractItemView, QAbstractSlider, QAbstractSpinBox, QComboBox,
            QGraphicsView, QLineEdit)


@pytest.mark.parametrize("view_class", [LobbyView, TableView, SettingsView,
                                        DirectorView, HistoryView, KioskView, RulesDialog,
                                        ChartDialog])
def test_every_control_has_an_accessible_name(qtbot: QtBot, view_class: type[QWidget]) -> None:
    view = view_class()
    qtbot.addWidget(view)
    controls = [w for w in view.findChildren(QWidget) if isinstance(w, CONTROLS)
                # the viewport and scroll bars Qt builds inside a view are not ours
                and w.objectName() and not w.objectName().startswith("qt_")]
    assert controls
    unnamed = [w.objectName() for w in controls if not w.accessibleName()]
    assert not unnamed, f"{view_class.__name__}: no accessible name for {unnamed}"


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
