"""Labels on the felt that are not a seat's cards or chips: a label on a plate of its own (a
hand's total or result, in its colour; the banner), and the shot clock of each seat the host
waits for.

The clocks tick twice a second without the felt being drawn again: each is one small item,
made again only when its seconds or its colour change, so Qt repaints a few pixels, not the
table (the frame budget of bench/ui.py).
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

from app.client.felt_text import shot_clock_colour, shot_clock_text
from app.client.table_state import TableState
from app.engine.events import Outcome
from app.engine.seat_view import HandView
from app.ui.felt_layout import clock_box

CLOCK_INK = QColor("#f5f0e1")
CLOCK_FILL = QColor(0, 0, 0, 210)
CLOCK_SIZE = 22
CLOCK_Z = 45  # over cards and bets: a clock is read at a glance


@functools.cache
def font(points: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(points)  # scene units: the view's scaling makes them follow the window
    font.setBold(bold)
    return font


def badge_item(words: str, size: int, fill: QColor, ink: QColor, height: float,
               z: float) -> QGraphicsRectItem:
    """`words` on a plate as wide as they are, `height` high, their text centred on it."""
    plate = QGraphicsRectItem()
    plate.setPen(QPen(Qt.PenStyle.NoPen))
    plate.setBrush(QBrush(fill))
    plate.setZValue(z)
    text = QGraphicsSimpleTextItem(words, plate)
    text.setFont(font(size, bold=True))
    text.setBrush(ink)
    plate.setRect(QRectF(0, 0, text.boundingRect().width() + 16, height))
    text.setPos(8, (height - text.boundingRect().height()) / 2)
    return plate


@functools.cache  # the same few labels at the same few widths, hand after hand
def label_size(words: str, size: int, width: float, smallest: int = 14) -> int:
    """The largest text size up to `size` (down to `smallest`) at which `words` on their
    plate (badge_item: 8 on each side) are no wider than `width`."""
    while size > smallest and \
            QFontMetricsF(font(size, bold=True)).horizontalAdvance(words) + 16 > width:
        size -= 1
    return size


def label_fill(hand: HandView) -> QColor:
    """A hand's label's colour at a glance: dark while it plays (red once bust); settled,
    green won, gold a natural, grey a push, red lost."""
    outcome = hand.outcome
    if outcome is None:
        return QColor(160, 30, 30, 230) if hand.known and hand.value.bust \
            else QColor(0, 0, 0, 200)
    if outcome is Outcome.NATURAL:
        return QColor(180, 130, 20, 235)
    if hand.won:
        return QColor(30, 120, 60, 235)
    if outcome in (Outcome.PUSH, Outcome.RETURNED, Outcome.VOID, Outcome.SAT_OUT):
        return QColor(90, 90, 90, 235)
    return QColor(160, 30, 30, 235)


class SeatClocks:
    """The shot clock beside the name plate of each seat the host waits for (its bet, or its
    turn to act: `TableState.seconds_waited`), in the colours of your own clock."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self._items: dict[str, tuple[tuple[str, str], QGraphicsRectItem]] = {}

    def show(self, state: TableState, plates: dict[str, QRectF], now: float) -> None:
        """The clocks at our wall time `now`, by the seats' plates; those not waited for, gone."""
        shown: set[str] = set()
        for name, plate in plates.items():
            left = state.seconds_waited(name, now)
            if left is None:
                continue
            shown.add(name)
            colour = shot_clock_colour(left)
            look = (shot_clock_text(left), colour)
            held = self._items.get(name)
            if held is None or held[0] != look:
                if held is not None:
                    self.scene.removeItem(held[1])
                fill = QColor(colour) if colour else CLOCK_FILL
                ink = QColor("#111") if colour else CLOCK_INK
                item = badge_item(look[0], CLOCK_SIZE, fill, ink, 34, CLOCK_Z)
                item.setData(0, look[0])  # its words, for tests and the screenshot tool
                self.scene.addItem(item)
                self._items[name] = (look, item)
                held = self._items[name]
            box = clock_box(plate, held[1].rect().width())
            held[1].setPos(QPointF(box.x(), box.y()))
        for name in [name for name in self._items if name not in shown]:
            self.scene.removeItem(self._items.pop(name)[1])

    def text(self, name: str) -> str:
        """The words of `name`'s clock on the felt; '' when it shows none."""
        held = self._items.get(name)
        return held[0][0] if held is not None else ""

    def clear(self) -> None:
        self._items.clear()  # the scene's items went with the scene's clear()
