"""The director's acts the console draws from what they take (protocol 5, `p.OfferedAct`): a
row for each, a field for each argument it takes and a button with its words. An act added to
app/core/director_acts.py with a `label` appears here without a change to the console; whether
it may be done now, and why not, is the host's word, as for every other act."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from app.client.table_state import TableState
from app.net import protocol as p

MAX_TEXT = 200  # characters a text argument takes: a line on every screen
# The spin boxes' bounds for the arguments that are numbers; the host judges the value.
NUMBERS = {"table": (1, 1000), "level": (1, 1000), "seconds": (-86400, 86400)}

Send = Callable[..., None]  # an act's name, then what it takes by name


class OfferedActs:
    """The "More" page of the console: its rows are redrawn when the acts offered change,
    and their fields keep what the director typed while only the game moves on."""

    def __init__(self, tabs: QTabWidget, page: QWidget, layout: QFormLayout, send: Send) -> None:
        self.tabs, self.page, self.layout, self.send = tabs, page, layout, send
        self._drawn: list[p.OfferedAct] = []
        self._rows: dict[str, tuple[QPushButton, dict[str, QWidget]]] = {}
        self.tabs.setTabVisible(self.tabs.indexOf(page), False)

    def show(self, state: TableState) -> None:
        offered = state.acts_offered
        if offered != self._drawn:
            self._draw(offered)
        refused = state.acts_refused or {}
        players = [seat.name for seats in state.tables.values() for seat in seats]
        for name, (button, fields) in self._rows.items():
            why = refused.get(name)
            button.setEnabled(state.acts_refused is not None and why is None)
            button.setToolTip(why or "")
            combo = fields.get("player")
            if isinstance(combo, QComboBox):
                _fill(combo, players)

    def _draw(self, offered: Sequence[p.OfferedAct]) -> None:
        while self.layout.rowCount():
            self.layout.removeRow(0)
        self._rows.clear()
        for act in offered:
            label = p.said(act.act, act.label)
            fields = {name: _field(name, label) for name in act.takes}
            button = QPushButton(label, self.page)
            button.setAccessibleName(label)
            button.clicked.connect(lambda _=False, name=act.act: self._act(name))
            row = QHBoxLayout()
            for field in fields.values():
                row.addWidget(field, 1)
            row.addWidget(button)
            self.layout.addRow(row)
            self._rows[act.act] = (button, fields)
        self._drawn = list(offered)
        self.tabs.setTabVisible(self.tabs.indexOf(self.page), bool(offered))

    def _act(self, name: str) -> None:
        _, fields = self._rows[name]
        arguments: dict[str, object] = {}
        for argument, field in fields.items():
            if isinstance(field, QSpinBox):
                arguments[argument] = field.value()
            elif isinstance(field, QComboBox):
                arguments[argument] = field.currentText()
            elif isinstance(field, QLineEdit):
                arguments[argument] = field.text().strip()
        self.send(name, **arguments)
        for field in fields.values():
            if isinstance(field, QLineEdit):
                field.clear()  # said: the next one starts empty


def _field(argument: str, label: str) -> QWidget:
    """How an argument is asked: a number in a spin box, a player from a list, else text."""
    field: QWidget
    if argument in NUMBERS:
        field = QSpinBox()
        field.setRange(*NUMBERS[argument])
    elif argument == "player":
        field = QComboBox()
    else:
        field = QLineEdit()
        field.setMaxLength(MAX_TEXT)
    field.setAccessibleName(label)
    return field


def _fill(combo: QComboBox, names: list[str]) -> None:
    if [combo.itemText(index) for index in range(combo.count())] == names:
        return
    chosen = combo.currentText()
    combo.clear()
    combo.addItems(names)
    if chosen in names:
        combo.setCurrentText(chosen)
