"""The felt: a QGraphicsView (promoted in ui/table_view.ui) that draws a TableState.

Seats sit round an oval; each shows its name, chips, bet chip, cards and the last result. Cards
and chips are the theme's SVGs, drawn by QSvgRenderer at whatever size the view has, so they stay
crisp at any scale and on high-DPI screens. New cards slide in from the shoe; the animation's
pace comes from the settings and 0 means none. The view never holds the game up: it only ever
draws the state it is given.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QResizeEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from app.engine.cards import Card
from app.ui.paths import theme_dir
from app.ui.table_state import SeatView, TableState

SCENE_W, SCENE_H = 1600.0, 1000.0  # the scene's own units; the view scales it to fit
CARD_W = 96.0  # a card's width in scene units (the SVGs are 2.5 x 3.5)
CARD_H = CARD_W * 3.5 / 2.5
CHIP = 44.0
SLIDE_MS = 260  # a card's slide at normal speed
SHOE = QPointF(SCENE_W / 2 + 250, SCENE_H / 2 - 170)  # where cards come from: inside the seats
INK = QColor("#f5f0e1")
GOLD = QColor("#e9c46a")


class Theme:
    """A theme folder's art, each SVG parsed once and shared by every item that shows it."""

    def __init__(self, folder: Path, four_colour: bool = False) -> None:
        self.folder = folder
        self.manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
        self.four_colour = four_colour
        self.felt = QColor(self.manifest.get("felt", "#0b5d3b"))
        self._renderers: dict[str, QSvgRenderer] = {}

    def card(self, card: Card | None) -> QSvgRenderer:
        if card is None:
            return self._renderer(self.manifest["back"])
        deck = self.manifest["four_colour_cards" if self.four_colour else "cards"]
        return self._renderer(f"{deck}/{card}.svg")

    def chip(self, amount: int) -> QSvgRenderer:
        """The chip of the largest denomination not above `amount` (the smallest for less)."""
        chips = self.manifest["chips"]
        fitting = [int(value) for value in chips if int(value) <= amount]
        value = max(fitting) if fitting else min(int(value) for value in chips)
        return self._renderer(chips[str(value)])

    def _renderer(self, relative: str) -> QSvgRenderer:
        renderer = self._renderers.get(relative)
        if renderer is None:
            renderer = self._renderers[relative] = QSvgRenderer(str(self.folder / relative))
        return renderer


def seat_positions(count: int) -> list[QPointF]:
    """Where `count` seats go round the table's oval: the first at the bottom (you, or the
    dealer's left), then clockwise as a player sees the table from their chair."""
    centre_x, centre_y = SCENE_W / 2, SCENE_H / 2 - 40
    radius_x, radius_y = SCENE_W * 0.40, SCENE_H * 0.36
    points = []
    for index in range(count):
        angle = math.pi / 2 + 2 * math.pi * index / max(count, 1)
        points.append(QPointF(centre_x + radius_x * math.cos(angle),
                              centre_y + radius_y * math.sin(angle)))
    return points


class FeltView(QGraphicsView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(0, 0, SCENE_W, SCENE_H, self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing |
                            QPainter.RenderHint.SmoothPixmapTransform |
                            QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys go to the action buttons
        self.setAccessibleName("Table")
        self.theme = Theme(theme_dir())
        self.speed = 1.0  # the settings' animation pace; 0 draws at once
        self._shown: set[tuple[str, int, int, str]] = set()  # cards already on the felt
        # Bets on the felt at the last drawing, by (seat, hand): where and how much, so a new
        # bet slides out from its player and a settled one slides away to whoever took it.
        self._bets: dict[tuple[str, int], tuple[QPointF, int]] = {}
        self._previous_bets: dict[tuple[str, int], tuple[QPointF, int]] = {}
        self._plates: dict[str, QPointF] = {}  # each seat's name plate, where its chips live
        self._animations: list[QPropertyAnimation] = []
        self.setBackgroundBrush(QBrush(QColor("#062a1b")))

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self._shown.clear()

    def skip_animations(self) -> None:
        """Put every moving card where it is going, now."""
        for animation in self._animations:
            animation.setCurrentTime(animation.duration())
        self._animations.clear()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    # ---- drawing ------------------------------------------------------------------------------

    def show_state(self, state: TableState) -> None:
        self.skip_animations()
        scene = self.scene()
        scene.clear()
        self._draw_table(state)
        seats = self._ordered(state)
        shown: set[tuple[str, int, int, str]] = set()
        before, self._bets = self._bets, {}
        self._previous_bets = before
        self._plates = {seat.name: QPointF(point.x(), point.y() + CARD_H / 2 + 40)
                        for seat, point in zip(seats, seat_positions(len(seats)), strict=True)}
        for seat, point in zip(seats, seat_positions(len(seats)), strict=True):
            self._draw_seat(state, seat, point, shown)
        self._shown = shown
        if self.speed > 0:
            self._settle_chips(state, before)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def _settle_chips(self, state: TableState, before: dict[tuple[str, int],
                                                          tuple[QPointF, int]]) -> None:
        """Bets gone since the last drawing slide to the player who won them, else to the
        dealer who collected them."""
        for (name, index), (spot, amount) in before.items():
            if (name, index) in self._bets:
                continue
            seat = state.seat(name)
            hand = seat.hands[index] if seat is not None and index < len(seat.hands) else None
            if hand is None or not hand.result:
                continue  # a new hand began: nothing to show moving
            won = hand.result.startswith("won") or hand.result in ("push", "returned")
            target = self._plates.get(name if won else state.dealer)
            if target is not None:
                chip = self._chip_item(amount, spot)
                self._move(chip, spot, QPointF(target.x() - CHIP / 2, target.y() - CHIP / 2))

    def _ordered(self, state: TableState) -> list[SeatView]:
        """Seats in table order, turned so that you sit at the bottom."""
        seats = list(state.seats)
        names = [seat.name for seat in seats]
        if state.me in names:
            start = names.index(state.me)
            seats = seats[start:] + seats[:start]
        return seats

    def _draw_table(self, state: TableState) -> None:
        scene = self.scene()
        rail = QRectF(40, 30, SCENE_W - 80, SCENE_H - 110)
        scene.addEllipse(rail, QPen(QColor("#3b2414"), 26), QBrush(self.theme.felt))
        scene.addEllipse(rail.adjusted(30, 30, -30, -30), QPen(QColor(255, 255, 255, 40), 3))
        title = {"series7": "SERIES 7", "bjx": "BLACKJACK eXTREME",
                 "tenhand": "10-HAND"}.get(state.variant, state.variant.upper())
        text = scene.addSimpleText(title, _font(30, bold=True))
        text.setBrush(QColor(255, 255, 255, 60))
        text.setPos(SCENE_W / 2 - text.boundingRect().width() / 2, SCENE_H / 2 - 70)
        if state.table is not None:
            label = scene.addSimpleText(f"Table {state.table}", _font(18))
            label.setBrush(QColor(255, 255, 255, 70))
            label.setPos(SCENE_W / 2 - label.boundingRect().width() / 2, SCENE_H / 2 - 20)
        shoe = scene.addRect(QRectF(SHOE.x() - 10, SHOE.y() - 8, CARD_W + 20, CARD_H + 16),
                             QPen(QColor("#222")), QBrush(QColor("#2a2a2a")))
        shoe.setZValue(1)
        back = QGraphicsSvgItem()
        back.setSharedRenderer(self.theme.card(None))
        self._fit(back, SHOE)
        back.setZValue(2)
        scene.addItem(back)

    def _draw_seat(self, state: TableState, seat: SeatView, point: QPointF,
                   shown: set[tuple[str, int, int, str]]) -> None:
        scene = self.scene()
        mine = seat.name == state.me
        turn = state.decision is not None and mine
        plate = QRectF(point.x() - 110, point.y() + CARD_H / 2 + 8, 220, 66)
        border = QPen(GOLD if (turn or seat.dealer) else QColor(0, 0, 0, 0), 4)
        scene.addRect(plate, border, QBrush(QColor(0, 0, 0, 150)))
        house = seat.dealer and seat.name not in state.player_names()
        title = "House dealer" if house else seat.name
        name = scene.addSimpleText(title, _font(20, bold=True))  # yours in gold
        name.setBrush(GOLD if mine else INK)
        name.setPos(plate.x() + 12, plate.y() + 4)
        chips = scene.addSimpleText("covers every bet" if house else f"{seat.chips:,} chips",
                                    _font(18))
        chips.setBrush(INK)
        chips.setPos(plate.x() + 12, plate.y() + 34)
        if seat.dealer:
            button = scene.addEllipse(QRectF(plate.right() - 44, plate.y() + 12, 38, 38),
                                      QPen(QColor("#333"), 2), QBrush(QColor("#fafafa")))
            button.setZValue(3)
            letter = scene.addSimpleText("D", _font(18, bold=True))
            letter.setBrush(QColor("#222"))
            letter.setPos(plate.right() - 32, plate.y() + 18)
            letter.setZValue(4)
        hands = [hand for hand in seat.hands if hand.cards or hand.bet or hand.result]
        width = len(hands) * (CARD_W + 60)
        for index, hand in enumerate(seat.hands):
            if hand not in hands:
                continue
            left = point.x() - width / 2 + hands.index(hand) * (CARD_W + 60)
            for position, card in enumerate(hand.cards):
                item = QGraphicsSvgItem()
                item.setSharedRenderer(self.theme.card(card))
                target = QPointF(left + position * 26, point.y() - CARD_H / 2 - position * 6)
                self._fit(item, target)
                item.setZValue(10 + position)
                scene.addItem(item)
                key = (seat.name, index, position, str(card))
                shown.add(key)
                if key not in self._shown and self.speed > 0:
                    self._slide(item, target)
            if hand.bet:
                spot = QPointF(left + CARD_W / 2, point.y() - CARD_H / 2 - 60)
                chip = self._draw_bet(hand.bet, spot)
                old = self._shown_bet(seat.name, index)
                self._bets[(seat.name, index)] = (chip.pos(), hand.bet)
                if self.speed > 0 and (old is None or old < hand.bet):
                    home = self._plates.get(seat.name, spot)
                    self._move(chip, QPointF(home.x() - CHIP / 2, home.y() - CHIP / 2),
                               chip.pos())
            if hand.result:
                result = scene.addSimpleText(hand.result, _font(16, bold=True))
                result.setBrush(GOLD)
                result.setPos(left, point.y() - CARD_H / 2 - 34)
                result.setZValue(30)

    def _shown_bet(self, name: str, index: int) -> int | None:
        previous = self._previous_bets.get((name, index))
        return previous[1] if previous is not None else None

    def _draw_bet(self, amount: int, centre: QPointF) -> QGraphicsSvgItem:
        chip = self._chip_item(amount, QPointF(centre.x() - CHIP / 2, centre.y() - CHIP / 2))
        label = self.scene().addSimpleText(f"{amount:,}", _font(16, bold=True))
        label.setBrush(INK)
        label.setPos(centre.x() + CHIP / 2 + 6, centre.y() - 11)
        label.setZValue(20)
        return chip

    def _chip_item(self, amount: int, top_left: QPointF) -> QGraphicsSvgItem:
        chip = QGraphicsSvgItem()
        chip.setSharedRenderer(self.theme.chip(amount))
        chip.setScale(CHIP / max(chip.boundingRect().width(), 1))
        chip.setPos(top_left)
        chip.setZValue(25)
        self.scene().addItem(chip)
        return chip

    def _fit(self, item: QGraphicsSvgItem, top_left: QPointF) -> None:
        size = item.boundingRect()
        item.setScale(CARD_W / max(size.width(), 1))
        item.setPos(top_left)

    def _slide(self, item: QGraphicsSvgItem, target: QPointF) -> None:
        self._move(item, SHOE, target)

    def _move(self, item: QGraphicsSvgItem, start: QPointF, target: QPointF) -> None:
        animation = QPropertyAnimation(item, b"pos", self)
        animation.setStartValue(start)
        animation.setEndValue(target)
        animation.setDuration(int(SLIDE_MS * self.speed))
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        item.setPos(start)
        animation.finished.connect(lambda: self._animations.remove(animation)
                                   if animation in self._animations else None)
        self._animations.append(animation)
        animation.start()

    @property
    def animating(self) -> bool:
        return bool(self._animations)


def _font(points: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(points)  # scene units: the view's scaling makes them follow the window
    font.setBold(bold)
    return font
