"""The felt: a QGraphicsView (promoted in ui/table_view.ui) that draws a TableState.

Seats sit round an oval; each shows its name, chips, bet chip, cards and the last result. Cards
and chips are the theme's SVGs, drawn by QSvgRenderer at whatever size the view has, so they stay
crisp at any scale and on high-DPI screens. New cards slide in from the shoe; the animation's
pace comes from the settings and 0 means none. The view never holds the game up: it only ever
draws the state it is given.
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TypeVar, cast

from PySide6.QtCore import QEasingCurve, QPointF, QRect, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPixmap, QResizeEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from app.client.table_state import TableSeat, TableState
from app.client.wording import hand_result
from app.engine.cards import Card
from app.resources import theme_dir

SCENE_W, SCENE_H = 1600.0, 1000.0  # the scene's own units; the view scales it to fit
CARD_ASPECT = 3.5 / 2.5  # a card's height to its width: a poker card, as the theme draws it
CARD_W = 96.0  # a card's width in scene units
CARD_H = CARD_W * CARD_ASPECT
CHIP = 44.0
SLIDE_MS = 260  # a card's slide at normal speed
SHOE = QPointF(SCENE_W / 2 + 250, SCENE_H / 2 - 170)  # where cards come from: inside the seats
ItemT = TypeVar("ItemT", bound="QGraphicsItem")
INK = QColor("#f5f0e1")
GOLD = QColor("#e9c46a")
# The felt of a theme whose manifest names none, or no colour Qt knows: the classic green.
# (The classic theme's own manifest names it too: tools/make_art.py writes it there.)
FALLBACK_FELT = "#0b5d3b"


def felt_colour(manifest: Mapping[str, object]) -> QColor:
    """The felt a theme's manifest names (its "felt"), else the fallback."""
    colour = QColor(str(manifest.get("felt", FALLBACK_FELT)))
    return colour if colour.isValid() else QColor(FALLBACK_FELT)


class Theme:
    """A theme folder's art, each SVG parsed once and shared by every item that shows it."""

    def __init__(self, folder: Path, four_colour: bool = False) -> None:
        self.folder = folder
        self.manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
        self.four_colour = four_colour
        self.felt = felt_colour(self.manifest)
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


class ArtItem(QGraphicsPixmapItem):
    """A card or a chip: the theme's picture rendered for the pixels it takes, scaled down
    to its size in scene units. Qt paints it (no Python runs per repaint)."""

    def __init__(self, pixmap: QPixmap, width: float) -> None:
        super().__init__(pixmap)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setScale(width / max(pixmap.width(), 1))


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


Key = tuple[object, ...]  # names one drawn thing: ("name", "Ann"), ("card", "Ann", 0, 1) ...


class FeltView(QGraphicsView):
    """Draws a TableState into a scene whose items persist: each drawn thing is kept under a
    key with the look it was made for, made again only when that look changes, moved when only
    its place does, and removed when no longer drawn. Qt then repaints only the regions that
    changed, not the whole felt for every card dealt."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(0, 0, SCENE_W, SCENE_H, self))
        # The scene never needs a spatial index: it holds a few dozen items, most of them
        # replaced or moved as a hand plays, and a BSP tree would be rebuilt for each.
        self.scene().setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
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
        self._items: dict[Key, tuple[object, QGraphicsItem]] = {}  # key: (look, item)
        self._drawn: set[Key] = set()  # keys drawn in the pass under way
        # Bets on the felt at the last drawing, by (seat, hand): where and how much, so a new
        # bet slides out from its player and a settled one slides away to whoever took it.
        self._bets: dict[tuple[str, int], tuple[QPointF, int]] = {}
        self._plates: dict[str, QPointF] = {}  # each seat's name plate, where its chips live
        self._animations: list[QVariantAnimation] = []
        self._sliding_away: list[ArtItem] = []  # settled bets on their way: gone when there
        self._state: TableState | None = None  # the last state drawn
        self._looks: tuple[object, ...] | None = None  # what it looked like
        self.setBackgroundBrush(QBrush(QColor("#062a1b")))
        # The rail, the felt and the shoe never change within a theme: drawn once and kept.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.skip_animations()
        self.scene().clear()
        self._items.clear()
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
        for animation in list(self._animations):
            animation.setCurrentTime(animation.duration())
        self._animations.clear()
        for chip in self._sliding_away:
            if chip.scene() is not None:
                self.scene().removeItem(chip)
        self._sliding_away.clear()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self._state is not None:
            self.show_state(self._state, force=True)  # the art again for its size in pixels

    @property
    def animating(self) -> bool:
        return bool(self._animations)

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
        self._drawn = set()
        self._draw_table(state)
        seats = self._ordered(state)
        before, self._bets = self._bets, {}
        points = seat_positions(len(seats))
        self._plates = {seat.name: QPointF(point.x(), point.y() + CARD_H / 2 + 40)
                        for seat, point in zip(seats, points, strict=True)}
        for seat, point in zip(seats, points, strict=True):
            self._draw_seat(state, seat, point, before)
        for key in [key for key in self._items if key not in self._drawn]:
            self.scene().removeItem(self._items.pop(key)[1])
        if self.speed > 0:
            self._settle_chips(state, before)

    def _keep(self, key: Key, look: object, make: Callable[[], ItemT]) -> tuple[ItemT, object]:
        """The item drawn under `key`, made by `make` only if `look` differs from the look it
        was made for; with the look it had before this pass (None if it is new)."""
        self._drawn.add(key)
        held = self._items.get(key)
        if held is not None and held[0] == look:
            return cast(ItemT, held[1]), look
        if held is not None:
            self.scene().removeItem(held[1])
        item = make()
        self.scene().addItem(item)
        self._items[key] = (look, item)
        return item, held[0] if held is not None else None

    def _text(self, key: Key, text: str, size: int, colour: QColor, top_left: QPointF, *,
              bold: bool = False, z: float = 0) -> QGraphicsSimpleTextItem:
        def make() -> QGraphicsSimpleTextItem:
            item = QGraphicsSimpleTextItem(text)
            item.setFont(_font(size, bold))
            item.setBrush(colour)
            item.setZValue(z)
            # Kept as pixels: a card sliding over a name must not lay its text out again.
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            return item

        item, _ = self._keep(key, (text, size, bold, colour.rgba(), z), make)
        item.setPos(top_left)
        return item

    def _art(self, key: Key, relative: str, width: float, top_left: QPointF,
             z: float) -> tuple[ArtItem, object]:
        """A theme's picture `width` scene units wide, drawn for the pixels it takes now."""
        pixels = self._pixels(width)

        def make() -> ArtItem:
            item = ArtItem(self.theme.pixmap(relative, pixels), width)
            item.setZValue(z)
            return item

        item, before = self._keep(key, (relative, width, pixels, z), make)
        item.setPos(top_left)
        return item, before

    def _pixels(self, width: float) -> int:
        """The device pixels `width` scene units take at the view's present scale."""
        return max(8, round(width * self.transform().m11() * self.devicePixelRatioF()))

    def _settle_chips(self, state: TableState,
                      before: dict[tuple[str, int], tuple[QPointF, int]]) -> None:
        """Bets gone since the last drawing slide to the player who won them, else to the
        dealer who collected them."""
        for (name, index), (spot, amount) in before.items():
            if (name, index) in self._bets:
                continue
            seat = state.seat(name)
            hand = seat.hands[index] if seat is not None and index < len(seat.hands) else None
            if hand is None or hand.paid is None:
                continue  # a new hand began: nothing to show moving
            target = self._plates.get(name if hand.paid else state.dealer)
            if target is not None:
                chip = ArtItem(self.theme.pixmap(self.theme.chip(amount), self._pixels(CHIP)),
                               CHIP)
                chip.setZValue(25)
                self.scene().addItem(chip)
                self._sliding_away.append(chip)
                self._move(chip, spot, QPointF(target.x() - CHIP / 2, target.y() - CHIP / 2),
                           then=functools.partial(self._landed, chip))

    def _landed(self, chip: ArtItem) -> None:
        if chip in self._sliding_away:
            self._sliding_away.remove(chip)
            self.scene().removeItem(chip)

    def _ordered(self, state: TableState) -> list[TableSeat]:
        """Seats in table order, turned so that you sit at the bottom."""
        seats = list(state.seats)
        names = [seat.name for seat in seats]
        if state.me in names:
            start = names.index(state.me)
            seats = seats[start:] + seats[:start]
        return seats

    def _draw_table(self, state: TableState) -> None:
        title = state.variant.label.upper()
        faint = QColor(255, 255, 255, 60)
        text = self._text(("title",), title, 30, faint, QPointF(), bold=True)
        text.setPos(SCENE_W / 2 - text.boundingRect().width() / 2, SCENE_H / 2 - 70)
        if state.table is not None:
            label = self._text(("table",), f"Table {state.table}", 18, QColor(255, 255, 255, 70),
                               QPointF())
            label.setPos(SCENE_W / 2 - label.boundingRect().width() / 2, SCENE_H / 2 - 20)
        self._art(("shoe",), self.theme.card(None), CARD_W, SHOE, 2)

    def _draw_seat(self, state: TableState, seat: TableSeat, point: QPointF,
                   before: dict[tuple[str, int], tuple[QPointF, int]]) -> None:
        name = seat.name
        mine = name == state.me
        turn = state.decision is not None and mine
        plate = QRectF(point.x() - 110, point.y() + CARD_H / 2 + 8, 220, 66)
        border = GOLD if (turn or seat.dealer) else QColor(0, 0, 0, 0)

        def make_plate() -> QGraphicsRectItem:
            item = QGraphicsRectItem()
            item.setPen(QPen(border, 4))
            item.setBrush(QBrush(QColor(0, 0, 0, 150)))
            item.setZValue(-1)  # made again when its border changes: still under its text
            return item

        frame, _ = self._keep(("plate", name), border.rgba(), make_plate)
        frame.setRect(plate)
        house = seat.dealer and name not in state.player_names()
        self._text(("name", name), "House dealer" if house else name, 20,
                   GOLD if mine else INK, QPointF(plate.x() + 12, plate.y() + 4), bold=True)
        self._text(("chips", name), "covers every bet" if house else f"{seat.chips:,} chips",
                   18, INK, QPointF(plate.x() + 12, plate.y() + 34))
        if seat.dealer:
            def make_button() -> QGraphicsEllipseItem:
                item = QGraphicsEllipseItem(QRectF(0, 0, 38, 38))
                item.setPen(QPen(QColor("#333"), 2))
                item.setBrush(QBrush(QColor("#fafafa")))
                item.setZValue(3)
                return item

            button, _ = self._keep(("button", name), None, make_button)
            button.setPos(plate.right() - 44, plate.y() + 12)
            self._text(("button-letter", name), "D", 18, QColor("#222"),
                       QPointF(plate.right() - 32, plate.y() + 18), bold=True, z=4)
        hands = [hand for hand in seat.hands if hand.cards or hand.riding or hand.settled]
        width = len(hands) * (CARD_W + 60)
        for index, hand in enumerate(seat.hands):
            if hand not in hands:
                continue
            left = point.x() - width / 2 + hands.index(hand) * (CARD_W + 60)
            for position, card in enumerate(hand.cards):
                target = QPointF(left + position * 26, point.y() - CARD_H / 2 - position * 6)
                face = self.theme.card(card)
                item, was = self._art(("card", name, index, position), face, CARD_W, target,
                                      10 + position)
                # A card slides in from the shoe when it is new here; one turned face up, or
                # drawn again for a new size, stays where it lies.
                dealt = was is None or cast(tuple[str, ...], was)[0] not in (
                    face, self.theme.card(None))
                if dealt and self.speed > 0:
                    self._move(item, SHOE, target)
            if bet := hand.riding:  # settled, it slides away (`_settle_chips`)
                spot = QPointF(left + CARD_W / 2, point.y() - CARD_H / 2 - 60)
                top_left = QPointF(spot.x() - CHIP / 2, spot.y() - CHIP / 2)
                chip, _ = self._art(("bet", name, index), self.theme.chip(bet), CHIP,
                                    top_left, 25)
                self._text(("bet-amount", name, index), f"{bet:,}", 16, INK,
                           QPointF(spot.x() + CHIP / 2 + 6, spot.y() - 11), bold=True, z=20)
                old = before.get((name, index))
                self._bets[(name, index)] = (top_left, bet)
                if self.speed > 0 and (old is None or old[1] < bet):
                    home = self._plates.get(name, spot)
                    self._move(chip, QPointF(home.x() - CHIP / 2, home.y() - CHIP / 2),
                               top_left)
            if result := hand_result(hand):
                self._text(("result", name, index), result, 16, GOLD,
                           QPointF(left, point.y() - CARD_H / 2 - 34), bold=True, z=30)

    def _move(self, item: ArtItem, start: QPointF, target: QPointF,
              then: Callable[[], None] | None = None) -> None:
        animation = QVariantAnimation(self)
        animation.setStartValue(start)
        animation.setEndValue(target)
        animation.setDuration(int(SLIDE_MS * self.speed))
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(item.setPos)
        item.setPos(start)

        def finished() -> None:
            if animation in self._animations:
                self._animations.remove(animation)
            if then is not None:
                then()

        animation.finished.connect(finished)
        self._animations.append(animation)
        animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)


def _looks(state: TableState) -> tuple[object, ...]:
    """Everything the felt draws of a state, to tell whether a new one looks any different."""
    return (state.variant, state.table, state.me, state.dealer, state.decision is not None,
            tuple((seat.name, seat.chips, seat.dealer,
                   tuple((tuple(hand.cards), hand.riding, hand.outcome, hand.won)
                         for hand in seat.hands))
                  for seat in state.seats),
            tuple(row.name for row in state.standings))


@functools.cache
def _font(points: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(points)  # scene units: the view's scaling makes them follow the window
    font.setBold(bold)
    return font
