"""The director's console fits the window it is in (issue 19): at 1280x800 and 1920x1080, in the
app's window and look, no two of its controls are drawn over each other, none is squeezed
below the size it needs, and the levels editor shows at least eight whole levels with every
digit readable (S7-24). The levels have a tab of their own beside the tables."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtWidgets import QApplication, QGroupBox, QSpinBox, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from app.engine.schedule import Schedule
from app.ui.director_view import DirectorView
from app.ui.main_window import MainWindow
from tests.support.console import console, receive, snapshot

SIZES = ((1280, 800), (1920, 1080))


def on_screen(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def controls(view: DirectorView) -> list[QWidget]:
    """The console's own controls in view: its form's widgets less the frames around them
    (group boxes, the tabs and their pages), plus the tabs' bar."""
    ui = view.ui
    frames = (QGroupBox, QTabWidget)
    pages = {ui.tables_page, ui.levels_page}
    shown = [widget for widget in vars(ui).values()
             if isinstance(widget, QWidget) and widget is not view and widget not in pages
             and not isinstance(widget, frames) and widget.isVisibleTo(view)]
    return [*shown, ui.middle_tabs.tabBar()]


def overlaps(view: DirectorView, window: QWidget) -> list[str]:
    """Pairs of controls drawn over each other, and controls squeezed below their minimum or
    outside the frame they are in."""
    found = []
    shown = [(widget, on_screen(widget, window)) for widget in controls(view)]
    for index, (one, where) in enumerate(shown):
        for other, there in shown[index + 1:]:
            if where.intersects(there):
                found.append(f"{one.objectName()} {where} over {other.objectName()} {there}")
        needed = one.minimumSizeHint()
        if one.height() < needed.height() or one.width() < needed.width():
            found.append(f"{one.objectName()} squeezed: {one.size()} < {needed}")
        frame = one.parentWidget()
        while frame is not None and not isinstance(frame, QGroupBox | QTabWidget | DirectorView):
            frame = frame.parentWidget()
        if frame is not None and not on_screen(frame, window).contains(where):
            found.append(f"{one.objectName()} {where} outside {frame.objectName()}")
    return found


def hosting_window(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, DirectorView]:
    window = MainWindow(stored=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    view, session = console(qtbot)
    window._director = view  # the console, fed the host's snapshots by hand
    window.ui.page_stack.addWidget(view)
    window.ui.page_stack.setCurrentWidget(view)
    window.show()
    receive(view, session, snapshot(Schedule.default("series7"), level=2,
                                    players=[f"Player {n}" for n in range(1, 21)]))
    return window, view


def test_nothing_overlaps_and_eight_levels_show_whole(qtbot: QtBot, tmp_path: Path) -> None:
    window, view = hosting_window(qtbot, tmp_path)
    ui = view.ui
    for width, height in SIZES:
        window.resize(width, height)
        for tab in (ui.tables_page, ui.levels_page):
            ui.middle_tabs.setCurrentWidget(tab)
            QApplication.processEvents()  # the tab laid out
            assert window.size().height() == height  # the console did not make it grow
            assert overlaps(view, window) == [], (width, height, tab.objectName())
        table = ui.levels_table
        assert table.rowCount() == 8
        assert table.viewport().height() >= 8 * table.rowHeight(0), (width, height)
        for row in range(table.rowCount()):
            for column in (1, 2, 3):
                spin = table.cellWidget(row, column)
                assert isinstance(spin, QSpinBox)
                shown = spin.fontMetrics().horizontalAdvance(spin.text())
                assert shown <= spin.lineEdit().width(), (width, spin.text())
        window.grab().save(f"/tmp/console_layout_{width}.png")  # looked at (issue 19)
