"""Felts in Qt tests: table states made by hand (the most seats of each variant, a hand in
the middle of its play), a felt shown at a size, and its accessible objects as Qt hands them to
a screen reader."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleInterface
from pytestqt.qtbot import QtBot

from app.client.table_state import TableSeat, TableState
from app.engine.cards import Card
from app.engine.events import Outcome
from app.engine.rules import Variant
from app.engine.seat_view import HandView
from app.net import protocol as p
from app.ui.felt import FeltView

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo"]
MOST_SEATS = {Variant.SERIES7: 8, Variant.BJX: 10, Variant.TENHAND: 2}  # S7-1, BJX-1, T10-2


def hand(*cards: str | None, bet: int = 0, **fields: object) -> HandView:
    return HandView(cards=[Card.parse(card) if card else None for card in cards], bet=bet,
                    **fields)  # type: ignore[arg-type]


def table(*seats: TableSeat, me: str = "Ann", dealer: str = "Dan",
          variant: Variant = Variant.SERIES7) -> TableState:
    state = TableState(me=me, variant=variant, seats=list(seats), dealer=dealer, table=1)
    state.standings = [p.StandingRow(name=seat.name, chips=seat.chips, place=None, table=1)
                       for seat in seats]
    return state


def felt_at(qtbot: QtBot, width: int = 1280, height: int = 800) -> FeltView:
    felt = FeltView()
    qtbot.addWidget(felt)
    felt.speed = 0.0
    felt.resize(width, height)
    felt.show()
    return felt


def mid_hand() -> TableState:
    return table(
        TableSeat("Ann", 3975, [hand("AS", "6H", bet=25)]),
        TableSeat("Bob", 4100, [hand("TS", "9D", "5C", bet=50)]),
        TableSeat("Cleo", 3850, [hand("AD", "KC", bet=50, outcome=Outcome.NATURAL, won=75,
                                      returned=50)]),
        TableSeat("Dan", 12500, [hand("9S", None)], dealer=True),
        TableSeat("Eve", 2200, [hand("8S", "8C", bet=100, outcome=Outcome.PUSH,
                                     returned=100)]))


def accessible_children(felt: FeltView) -> dict[str, QAccessibleInterface]:
    """The felt's accessible objects by name, as Qt hands them to a screen reader."""
    found: dict[str, QAccessibleInterface] = {}

    def walk(node: QAccessibleInterface) -> None:
        for index in range(node.childCount()):
            child = node.child(index)
            if child is not None:
                name = child.text(QAccessible.Text.Name)
                if name:
                    found[name] = child
                walk(child)

    root = QAccessible.queryAccessibleInterface(felt)
    assert root is not None
    walk(root)
    return found
