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

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPixmap, QResizeEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QGraphicsView, QWidget

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
        self._pixmaps: dict[tuple[str, int], QPixmap] = {}

    def card(self, card: Card | None) -> str:
        """The file of a card's face (its back for None), relative to the theme."""
        if card is None:
            return str(self.manifest["back"])
        deck = self.manifest["four_colour_cards" if self.four_colour else "cards"]
        return f"{deck}/{card}.svg"

    def chip(self, amount: int) -> str:
        """The chip of the largest denomination not above `amount` (the smallest for less)."""
        chips = self.manifest["chips"]
        fitting = [int(value) for value in chips if int(value) <= amount]
        value = max(fitting) if fitting else min(int(value) for value in chips)
        return str(chips[str(value)])

    def pixmap(self, relative: str, width: int) -> QPixmap:
        """The SVG drawn `width` device pixels wide, once per size: drawing an SVG on every
        repaint cost a third of the felt's frame time."""
        key = (relative, width)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            renderer = QSvgRenderer(str(self.folder / relative))
            size = renderer.defaultSize()
            height = max(1, round(width * size.height() / max(size.width(), 1)))
            pixmap = QPixmap(width, height)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            renderer.render(painter)
            painter.end()
            self._pixmaps[key] = pixmap
        return pixmap


class ArtItem(QGraphicsObject):
    """A card or a chip: a pixmap drawn at its scene size (QGraphicsObject, so that its
    position can be animated)."""

    def __init__(self, pixmap: QPixmap, size: QSizeF) -> None:
        super().__init__()
        self._pixmap = pixmap
        self._rect = QRectF(QPointF(0, 0), size)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(self._rect, self._pixmap, QRectF(self._pixmap.rect()))


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
        self._state: TableState | None = None  # the last state drawn
        self._looks: tuple[object, ...] | None = None  # what it looked like
        self.setBackgroundBrush(QBrush(QColor("#062a1b")))
        # The rail, the felt and the shoe never change within a theme: drawn once and kept.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self._shown.clear()
        self._looks = None
        self.resetCachedContent()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, self.backgroundBrush())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rail = QRectF(40, 30, SCENE_W - 80, SCENE_H - 110)
        painter.setPen(QPen(QColor("#3b2414"), 26))
        painter.setBrush(QBrush(self.theme.felt))
        painter.drawEllipse(rail)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(rail.adjusted(30, 30, -30, -30))
        painter.setPen(QPen(QColor("#222")))
        painter.setBrush(QBrush(QColor("#2a2a2a")))
        painter.drawRect(QRectF(SHOE.x() - 10, SHOE.y() - 8, CARD_W + 20, CARD_H + 16))

    def skip_animations(self) -> None:
        """Put every moving card where it is going, now."""
        for animation in self._animations:
            animation.setCurrentTime(animation.duration())
        self._animations.clear()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self._state is not None:
            self.show_state(self._state, force=True)  # the art again for its size in pixels

    # ---- drawing ------------------------------------------------------------------------------

    def show_state(self, state: TableState, *, force: bool = False) -> None:
        """Draw `state`; nothing is redrawn when nothing drawn has changed (most messages about
        other tables or other seats' requests), unless `force` (a new size, a new theme)."""
        looks = _looks(state)
        if looks == self._looks and not force:
            return
        self._looks = looks
        self._state = state
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
        title = {"series7": "SERIES 7", "bjx": "BLACKJACK eXTREME",
                 "tenhand": "10-HAND"}.get(state.variant, state.variant.upper())
        text = scene.addSimpleText(title, _font(30, bold=True))
        text.setBrush(QColor(255, 255, 255, 60))
        text.setPos(SCENE_W / 2 - text.boundingRect().width() / 2, SCENE_H / 2 - 70)
        if state.table is not None:
            label = scene.addSimpleText(f"Table {state.table}", _font(18))
            label.setBrush(QColor(255, 255, 255, 70))
            label.setPos(SCENE_W / 2 - label.boundingRect().width() / 2, SCENE_H / 2 - 20)
        back = self._art(self.theme.card(None), CARD_W, SHOE)
        back.setZValue(2)

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
                target = QPointF(left + position * 26, point.y() - CARD_H / 2 - position * 6)
                item = self._art(self.theme.card(card), CARD_W, target)
                item.setZValue(10 + position)
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

    def _draw_bet(self, amount: int, centre: QPointF) -> ArtItem:
        chip = self._chip_item(amount, QPointF(centre.x() - CHIP / 2, centre.y() - CHIP / 2))
        label = self.scene().addSimpleText(f"{amount:,}", _font(16, bold=True))
        label.setBrush(INK)
        label.setPos(centre.x() + CHIP / 2 + 6, centre.y() - 11)
        label.setZValue(20)
        return chip

    def _chip_item(self, amount: int, top_left: QPointF) -> ArtItem:
        chip = self._art(self.theme.chip(amount), CHIP, top_left)
        chip.setZValue(25)
        return chip

    def _art(self, relative: str, width: float, top_left: QPointF) -> ArtItem:
        """A theme's picture `width` scene units wide, drawn for the pixels it takes now."""
        pixels = max(8, round(width * self.transform().m11() * self.devicePixelRatioF()))
        pixmap = self.theme.pixmap(relative, pixels)
        item = ArtItem(pixmap, QSizeF(width, width * pixmap.height() / pixmap.width()))
        item.setPos(top_left)
        self.scene().addItem(item)
        return item

    def _slide(self, item: ArtItem, target: QPointF) -> None:
        self._move(item, SHOE, target)

    def _move(self, item: ArtItem, start: QPointF, target: QPointF) -> None:
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


def _looks(state: TableState) -> tuple[object, ...]:
    """Everything the felt draws of a state, to tell whether a new one looks any different."""
    return (state.variant, state.table, state.me, state.dealer, state.decision is not None,
            tuple((seat.name, seat.chips, seat.dealer,
                   tuple((tuple(hand.cards), hand.bet, hand.result) for hand in seat.hands))
                  for seat in state.seats),
            tuple(row.get("name") for row in state.standings))


def _font(points: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(points)  # scene units: the view's scaling makes them follow the window
    font.setBold(bold)
    return font
