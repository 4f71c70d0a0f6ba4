"""The director's level schedule editor (S7-7, S7-24, BJX-2): the host's schedule as a table of
levels, the levels to come editable, sent back whole as a structure file's levels and breaks.

The host is the judge: it refuses a schedule that breaks a rule (bets that do not rise, a bet
off the chip unit, a started level changed) and says why; the editor only keeps the numbers
whole and in range. Levels already started are shown but cannot be edited.
"""

from __future__ import annotations

from collections.abc import Callable

import msgspec
from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QHeaderView, QSpinBox, QTableWidgetItem

from app.engine.errors import EngineError
from app.engine.schedule import MAX_MINUTES, Schedule
from app.i18n import arg
from app.net import protocol as p
from app.ui.forms.ui_director_view import Ui_director_view

MAX_BET = 1_000_000_000
LEVEL, MINIMUM, MAXIMUM, MINUTES = range(4)
ROWS_SHOWN = 8  # levels seen without scrolling: the default schedules' eight


class LevelEditor(QObject):
    def __init__(self, ui: Ui_director_view, send: Callable[[p.Schedule], None]) -> None:
        super().__init__(ui.levels_table)
        self.ui = ui
        self._send = send
        self.edited = False  # the director changed something not yet sent
        self._shown: tuple[object, ...] | None = None  # the host's schedule and level shown
        self._started_level = 0  # levels up to this one have started: not editable
        self._has_maximum = True  # Series 7 levels have a maximum; BJX ones only a minimum
        self._default_minutes = 15
        self._unit = 1  # the variant's chip (C-7): bets step by it
        table = ui.levels_table
        header = table.horizontalHeader()
        header.setSectionResizeMode(LEVEL, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        ui.add_level_button.clicked.connect(self._add_level)
        ui.remove_level_button.clicked.connect(self._remove_level)
        ui.apply_schedule_button.clicked.connect(self.apply)
        for spin in (ui.break_every_spin, ui.break_minutes_spin):
            spin.valueChanged.connect(self._changed)
        self._update_buttons()

    # ---- from the host ---------------------------------------------------------------------

    def show_schedule(self, schedule: p.Schedule | None, started_level: int) -> None:
        """Show the host's `schedule` (None: the variant has no levels), with levels up to
        `started_level` locked; the director's unsent edits are kept until applied."""
        ui = self.ui
        # The levels have a tab of their own beside the tables (the director edits them
        # rarely): it is hidden where there are no levels (10-hand, T10-2).
        ui.middle_tabs.setTabVisible(ui.middle_tabs.indexOf(ui.levels_page),
                                     schedule is not None)
        shown = (schedule, started_level)
        if schedule is None or (shown == self._shown) or self.edited:
            if started_level != self._started_level:  # a level starts as the director edits
                self._started_level = started_level
                self._lock_started()
            return
        self._shown = shown
        self._started_level = started_level
        levels = schedule.levels
        try:
            self._unit = Schedule.from_dict(msgspec.to_builtins(schedule)).chip_unit
        except EngineError:
            self._unit = 1  # shown as sent; the host judges what comes back
        self._has_maximum = any(level.maximum is not None for level in levels)
        self._default_minutes = schedule.level_minutes
        ui.levels_table.setColumnHidden(MAXIMUM, not self._has_maximum)
        ui.levels_table.setRowCount(0)
        for level in levels:
            self._append_row(level.minimum, level.maximum, level.minutes)
        for spin, value in ((ui.break_every_spin, schedule.break_every),
                            (ui.break_minutes_spin, schedule.break_minutes)):
            spin.blockSignals(True)
            spin.setValue(max(value, spin.minimum()))
            spin.blockSignals(False)
        self._lock_started()
        self.edited = False
        self._update_buttons()
        self.fit()

    def fit(self) -> None:
        """Every bet and minute readable whole, and at least `ROWS_SHOWN` levels in view:
        each column as wide as its widest number needs, the table as tall as eight rows."""
        table = self.ui.levels_table
        if not table.rowCount():
            return
        for column in (MINIMUM, MAXIMUM, MINUTES):
            spins = [table.cellWidget(row, column) for row in range(table.rowCount())]
            table.setColumnWidth(column, max(_width_needed(spin) for spin in spins
                                             if isinstance(spin, QSpinBox)))
        table.resizeColumnToContents(LEVEL)
        row_height = max(table.rowHeight(0), table.cellWidget(0, MINIMUM).sizeHint().height())
        table.verticalHeader().setDefaultSectionSize(row_height)
        for row in range(table.rowCount()):
            table.setRowHeight(row, row_height)
        frame = 2 * table.frameWidth()
        table.setMinimumHeight(table.horizontalHeader().sizeHint().height() +
                               ROWS_SHOWN * row_height + frame)
        width = sum(table.columnWidth(c) for c in range(table.columnCount())
                    if not table.isColumnHidden(c))
        table.setMinimumWidth(width + table.verticalScrollBar().sizeHint().width() + frame)

    # ---- to the host -----------------------------------------------------------------------

    def schedule(self) -> p.Schedule:
        """The levels and breaks as shown, as a structure file writes them (the host knows
        the variant)."""
        table = self.ui.levels_table
        levels = [p.Level(number=row + 1, minimum=self._value(row, MINIMUM),
                          maximum=self._value(row, MAXIMUM) if self._has_maximum else None,
                          minutes=self._value(row, MINUTES))
                  for row in range(table.rowCount())]
        return p.Schedule(level_minutes=self._default_minutes,
                          break_every=self.ui.break_every_spin.value(),
                          break_minutes=self.ui.break_minutes_spin.value(), levels=levels)

    def apply(self) -> None:
        self._send(self.schedule())
        self.edited = False  # the host's answer (a snapshot, or an error) is shown next
        self._shown = None
        self._update_buttons()

    # ---- inside ----------------------------------------------------------------------------

    def _append_row(self, minimum: int, maximum: int | None, minutes: int) -> None:
        table = self.ui.levels_table
        row = table.rowCount()
        table.insertRow(row)
        number = QTableWidgetItem(str(row + 1))
        number.setFlags(number.flags() & ~Qt.ItemFlag.ItemIsEditable)
        number.setData(Qt.ItemDataRole.AccessibleTextRole, arg(self.tr("Level %1"), row + 1))
        table.setItem(row, LEVEL, number)
        for column, value, low, high, step in (
                (MINIMUM, minimum, self._unit, MAX_BET, self._unit),
                (MAXIMUM, maximum or minimum * 2, self._unit, MAX_BET, self._unit),
                (MINUTES, minutes, 1, MAX_MINUTES, 1)):
            spin = QSpinBox()
            spin.setRange(low, high)
            spin.setSingleStep(step)
            spin.setValue(value)
            spin.setGroupSeparatorShown(True)
            what = arg((self.tr("Level %1: minimum bet"), self.tr("Level %1: maximum bet"),
                        self.tr("Level %1: minutes"))[column - 1], row + 1)
            spin.setAccessibleName(what)
            # A screen reader walks the table's cells, not the boxes over them: each cell is
            # named for its box and says its number, as the box changes.
            cell = QTableWidgetItem()
            cell.setFlags(Qt.ItemFlag.ItemIsEnabled)
            table.setItem(row, column, cell)
            spin.valueChanged.connect(lambda number, cell=cell, what=what: _name_cell(
                cell, what, number))
            _name_cell(cell, what, value)
            spin.valueChanged.connect(self._changed)
            table.setCellWidget(row, column, spin)

    def _value(self, row: int, column: int) -> int:
        spin = self.ui.levels_table.cellWidget(row, column)
        assert isinstance(spin, QSpinBox)
        return spin.value()

    def _lock_started(self) -> None:
        table = self.ui.levels_table
        for row in range(table.rowCount()):
            for column in (MINIMUM, MAXIMUM, MINUTES):
                widget = table.cellWidget(row, column)
                if widget is not None:
                    widget.setEnabled(row + 1 > self._started_level)
        self._update_buttons()

    def _add_level(self) -> None:
        table = self.ui.levels_table
        rows = table.rowCount()
        if rows:  # the next level as the clock would play it: the last one doubled
            minimum = self._value(rows - 1, MINIMUM) * 2
            maximum = self._value(rows - 1, MAXIMUM) * 2 if self._has_maximum else None
            minutes = self._value(rows - 1, MINUTES)
        else:
            minimum, maximum, minutes = self._unit, self._unit * 2, self._default_minutes
        self._append_row(min(minimum, MAX_BET), maximum and min(maximum, MAX_BET), minutes)
        self.fit()
        table.scrollToBottom()
        self._changed()

    def _remove_level(self) -> None:
        table = self.ui.levels_table
        if table.rowCount() > max(1, self._started_level):
            table.removeRow(table.rowCount() - 1)
            self._changed()

    def _changed(self) -> None:
        self.edited = True
        self._update_buttons()

    def _update_buttons(self) -> None:
        ui = self.ui
        ui.apply_schedule_button.setEnabled(self.edited)
        ui.remove_level_button.setEnabled(
            ui.levels_table.rowCount() > max(1, self._started_level))
        ui.break_minutes_spin.setEnabled(ui.break_every_spin.value() > 0)


def _name_cell(cell: QTableWidgetItem, what: str, number: int) -> None:
    cell.setData(Qt.ItemDataRole.AccessibleTextRole, arg("%1, %L2", what, number))


def _width_needed(spin: QSpinBox) -> int:
    """A spin box's width with room for its value and one more digit (an edit that grows),
    its frame and its arrows: not the width of `MAX_BET`, which no level reaches."""
    metrics = spin.fontMetrics()
    widest = spin.textFromValue(spin.maximum())
    chrome = spin.sizeHint().width() - metrics.horizontalAdvance(widest)
    return metrics.horizontalAdvance(spin.textFromValue(spin.value()) + "0") + max(chrome, 24)
