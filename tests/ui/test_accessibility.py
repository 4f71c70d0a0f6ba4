"""Every control of every view has an accessible name, so a screen reader can say it and
keyboard-only play can be checked by name (issue 5: look and feel)."""

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QLineEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

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
