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
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TypeVar, cast

from PySide6.QtCore import QEasingCurve, QPointF, QRect, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPixmap, QResizeEvent
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

from app import i18n
from app.client.felt_text import (
    active_hand,
    banner,
    chip_stack,
    hand_label,
    house_dealer,
    shown_dealer_card,
)
from app.client.table_state import TableSeat, TableState
from app.engine.cards import Card
from app.engine.variants import variant_of
from app.i18n import arg
from app.resources import theme_dir
from app.timebase import SYSTEM
from app.ui.felt_access import SeatAccess, felt_words
from app.ui.felt_layout import (
    BANNER_BOX,
    CARD_ASPECT,
    CARD_H,
    CARD_W,
    CHIP,
    CHIP_STEP,
    COLUMN,
    MARGIN,
    SCENE_H,
    SCENE_W,
    SHOE,
    SHOE_BOX,
    STACK_MOST,
    HandSpot,
    mark_box,
    seat_positions,
    stack_width,
    table_spots,
)
from app.ui.felt_marks import SeatClocks, badge_item, label_fill, label_size
from app.ui.felt_marks import font as _font

__all__ = ["CARD_ASPECT", "FeltView", "Theme", "felt_colour", "seat_positions"]

SLIDE_MS = 260  # a card's slide at normal speed
LABEL_SIZE = 22  # a hand's label's text, at full size
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


    def stack(self, chips: tuple[tuple[int, int], ...], chip_pixels: int) -> QPixmap:
        """Chips in columns, one per value, largest on the left, each chip a little above the
        one below it (at most STACK_MOST a column: the amount is written beside the stack)."""
        key = (repr(chips), chip_pixels)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            step = chip_pixels * CHIP_STEP / CHIP
            tallest = max((min(count, STACK_MOST) for _, count in chips), default=1)
            height = round(chip_pixels + (tallest - 1) * step)
            column_step = chip_pixels * COLUMN
            width = round(chip_pixels + column_step * (len(chips) - 1))
            pixmap = QPixmap(max(1, width), max(1, height))
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            for column, (value, count) in enumerate(chips):
                chip = self.pixmap(self.chip(value), chip_pixels)
                for level in range(min(count, STACK_MOST)):
                    painter.drawPixmap(round(column * column_step),
                                       round(height - chip.height() - level * step), chip)
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
        self.setAccessibleName(self.tr("Table"))
        self.access = SeatAccess(self)  # each seat as a screen reader reads it
        self.theme = Theme(theme_dir())
        self.speed = 1.0  # the settings' animation pace; 0 draws at once
        self._items: dict[Key, tuple[object, QGraphicsItem]] = {}  # key: (look, item)
        self._drawn: set[Key] = set()  # keys drawn in the pass under way
        # Bets on the felt at the last drawing, by (seat, hand): where and how much, so a new
        # bet slides out from its player and a settled one slides away to whoever took it.
        self._bets: dict[tuple[str, int], tuple[QPointF, int]] = {}
        self._plates: dict[str, QPointF] = {}  # each seat's name plate, where its chips live
        self._plate_rects: dict[str, QRectF] = {}  # the plates themselves, for the clocks
        self.clocks = SeatClocks(self.scene())  # the shot clock of each seat waited for
        # Our wall time, for those clocks: the table's (TableView hands in its clock's, so
        # that a test's time is the felt's too); the system's for a felt on its own.
        self.wall: Callable[[], float] = SYSTEM.wall
        self._seated: tuple[list[TableSeat], list[QRectF]] = ([], [])  # as last drawn
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
        self.clocks.clear()
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
        painter.drawRect(SHOE_BOX)

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
            self.show_clocks(state)  # whom the host waits for may have changed all the same
            return
        self._looks = looks
        self._state = state
        self.skip_animations()
        self._drawn = set()
        self._draw_table(state)
        seats = self._ordered(state)
        before, self._bets = self._bets, {}
        spots = table_spots(len(seats), tuple(
            (len(_shown_hands(seat)), max((len(hand.cards) for hand in seat.hands), default=2))
            for seat in seats))
        self._plate_rects = {seat.name: spot.plate for seat, spot in zip(seats, spots,
                                                                          strict=True)}
        self._plates = {name: plate.center() for name, plate in self._plate_rects.items()}
        for seat, spot in zip(seats, spots, strict=True):
            self._draw_seat(state, seat, spot.plate, spot.hands, before)
        for key in [key for key in self._items if key not in self._drawn]:
            self.scene().removeItem(self._items.pop(key)[1])
        self._seated = (seats, [spot.bounds() for spot in spots])
        self.access.show(state, *self._seated)
        self.show_clocks(state)
        if self.speed > 0:
            self._settle_chips(state, before)

    def show_waiting(self, state: TableState) -> None:
        """Whom the host waits for has changed, and nothing else: the seats' clocks, and what
        a screen reader hears each seat doing, without drawing the table again."""
        self.show_clocks(state)
        if self._state is not None:
            self.access.show(state, *self._seated)

    def show_clocks(self, state: TableState, now: float | None = None) -> None:
        """The shot clocks of the seats the host waits for, at our wall time `now` (by
        default `wall()`'s): ticked by the table twice a second, with no other redrawing."""
        self.clocks.show(state, self._plate_rects, self.wall() if now is None else now)

    def seat_rects(self) -> dict[str, QRectF]:
        """Each seat's drawn items' bounds in scene units (its plate, cards, totals, bets)."""
        rects: dict[str, QRectF] = {}
        for key, (_, item) in self._items.items():
            if len(key) > 1 and isinstance(key[1], str) and key[0] != "active":
                rect = item.sceneBoundingRect()
                name = key[1]
                rects[name] = rects[name].united(rect) if name in rects else rect
        return rects

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
                chip = self._stack_item(state, amount)
                chip.setZValue(25)
                self.scene().addItem(chip)
                self._sliding_away.append(chip)
                self._move(chip, spot, QPointF(target.x() - CHIP / 2, target.y() - CHIP / 2),
                           then=functools.partial(self._landed, chip))

    def _stack_item(self, state: TableState, amount: int, scale: float = 1.0) -> ArtItem:
        """`amount` as a stack of the variant's chips (S7-4: 25, 100, 500, 1,000), at `scale`
        (a split's smaller hands)."""
        chips = tuple(chip_stack(amount, state.variant)) or ((min(1, amount), 1),)
        return ArtItem(self.theme.stack(chips, self._pixels(CHIP * scale)),
                       stack_width(len(chips)) * scale)

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
        title = variant_of(state.variant).label.upper()
        faint = QColor(255, 255, 255, 60)
        # As large as fits left of the shoe (the shoe sits right of the middle).
        size = label_size(title, 30, 2 * (SHOE_BOX.left() - SCENE_W / 2) - 8, 18)
        text = self._text(("title",), title, size, faint, QPointF(), bold=True)
        text.setPos(SCENE_W / 2 - text.boundingRect().width() / 2, SCENE_H / 2 - 70)
        if state.table is not None:
            label = self._text(("table",), arg(self.tr("Table %1"), state.table), 18,
                               QColor(255, 255, 255, 70), QPointF())
            label.setPos(SCENE_W / 2 - label.boundingRect().width() / 2, SCENE_H / 2 - 20)
        if words := banner(state):  # the director's pause, or that you deal
            self._badge(("banner",), words, 30, QColor(0, 0, 0, 190), GOLD,
                        BANNER_BOX, z=40)
        self._art(("shoe",), self.theme.card(None), CARD_W, SHOE, 2)

    def _badge(self, key: Key, words: str, size: int, fill: QColor, ink: QColor,
               box: QRectF, z: float = 30, *, within: QRectF | None = None) -> None:
        """A label on a plate of its own, readable over cards and felt alike: a hand's label,
        the banner. As wide as its words, centred across `box`, and kept inside the scene (a
        long result on a seat at an end of the oval ran off the felt); kept `within` a hand's
        room, its text made smaller as far as needed (a split's hands side by side)."""
        if within is not None:
            size = label_size(words, size, within.width())

        def make() -> QGraphicsRectItem:
            return badge_item(words, size, fill, ink, box.height(), z)

        plate, _ = self._keep(key, (words, size, fill.rgba(), ink.rgba(), box.height(), z), make)
        width = plate.rect().width()
        left, right = (MARGIN, SCENE_W - MARGIN) if within is None else \
            (within.left(), within.right())
        plate.setPos(min(max(box.center().x() - width / 2, left), right - width), box.y())

    def _draw_seat(self, state: TableState, seat: TableSeat, plate: QRectF,
                   spots: list[HandSpot],
                   before: dict[tuple[str, int], tuple[QPointF, int]]) -> None:
        name = seat.name
        mine = name == state.me
        turn = state.decision is not None and mine
        border = GOLD if (turn or seat.dealer) else QColor(0, 0, 0, 0)

        def make_plate() -> QGraphicsRectItem:
            item = QGraphicsRectItem()
            item.setPen(QPen(border, 4))
            item.setBrush(QBrush(QColor(0, 0, 0, 150)))
            item.setZValue(-1)  # made again when its border changes: still under its text
            return item

        frame, _ = self._keep(("plate", name), border.rgba(), make_plate)
        frame.setRect(plate)
        house = house_dealer(state, seat)
        self._text(("name", name), self.tr("House dealer") if house else name, 20,
                   GOLD if mine else INK, QPointF(plate.x() + 12, plate.y() + 4), bold=True)
        self._text(("chips", name), felt_words.tr("covers every bet") if house
                   else felt_words.tr("%Ln chip(s)", None, seat.chips),
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
            self._text(("button-letter", name), self.tr("D", "the dealer button's letter"), 18,
                       QColor("#222"),
                       QPointF(plate.right() - 32, plate.y() + 18), bold=True, z=4)
        active = active_hand(state, seat)
        up = shown_dealer_card(state) if seat.dealer else None
        # By position, not by equality: two split hands alike (a shoe of several decks) are
        # two hands, and each has its own place.
        shown = _shown_hands(seat)
        for index, hand in enumerate(seat.hands):
            if index not in shown:
                continue
            spot = spots[shown.index(index)]
            if index == active and len(shown) > 1:  # which split hand is being played
                self._highlight(("active", name), spot)
            for position, card in enumerate(hand.cards):
                target = spot.card_at(position)
                face = self.theme.card(card)
                item, was = self._art(("card", name, index, position), face,
                                      CARD_W * spot.scale, target, 10 + position)
                # A card slides in from the shoe when it is new here; one turned face up, or
                # drawn again for a new size, stays where it lies.
                dealt = was is None or cast(tuple[str, ...], was)[0] not in (
                    face, self.theme.card(None))
                if dealt and self.speed > 0:
                    self._move(item, SHOE, target)
                if (index, position) == (0, up):
                    self._mark_shown(name, target, position, below=plate.y() < spot.cards.y())
            if label := hand_label(hand):  # one: the total, or once settled the result
                self._badge(("total", name, index), label, LABEL_SIZE, label_fill(hand), INK,
                            spot.total, within=spot.room)
            if bet := hand.riding:  # settled, it slides away (`_settle_chips`)
                self._draw_bet(state, name, index, bet, spot, before)

    def _mark_shown(self, name: str, card: QPointF, position: int, *, below: bool) -> None:
        """BJX-4: the card the dealer turned up for the table, framed in gold under the cards
        that lie over it, and tagged "shown" on the side away from the dealer's plate."""
        def make_frame() -> QGraphicsRectItem:
            item = QGraphicsRectItem(QRectF(-4, -4, CARD_W + 8, CARD_H + 8))
            item.setPen(QPen(GOLD, 6))
            item.setZValue(10 + position + 0.5)  # over its card, under the next one
            return item

        frame, _ = self._keep(("shown-frame", name), position, make_frame)
        frame.setPos(card)
        self._badge(("shown", name), self.tr("\u25bc shown") if not below
                    else self.tr("\u25b2 shown"), 20,
                    GOLD, QColor("#111"), mark_box(card, below=below), z=41)

    def _highlight(self, key: Key, spot: HandSpot) -> None:
        def make() -> QGraphicsRectItem:
            item = QGraphicsRectItem()
            item.setPen(QPen(GOLD, 5))
            item.setBrush(QBrush(QColor(233, 196, 106, 50)))
            item.setZValue(5)  # under the cards, over the felt
            return item

        frame, _ = self._keep(key, None, make)
        frame.setRect(spot.cards.united(spot.total).adjusted(-10, -10, 10, 10))

    def _draw_bet(self, state: TableState, name: str, index: int, bet: int, spot: HandSpot,
                  before: dict[tuple[str, int], tuple[QPointF, int]]) -> None:
        """The hand's bet as a stack of the variant's chips, its amount written beside it."""
        chips = tuple(chip_stack(bet, state.variant))
        scale = spot.scale
        pixels = self._pixels(CHIP * scale)

        def make() -> ArtItem:
            item = self._stack_item(state, bet, scale)
            item.setZValue(25)
            return item

        stack, _ = self._keep(("bet", name, index), (chips, pixels, scale), make)
        height = stack.pixmap().height() * stack.scale()
        top_left = QPointF(spot.bet.x(), spot.bet.bottom() - height)
        stack.setPos(top_left)
        width = stack_width(len(chips)) * scale
        amount = i18n.number(bet)  # as large as fits beside the stack in the bet's box
        size = label_size(amount, max(14, round(18 * scale)), spot.bet.width() - width + 12, 12)
        self._text(("bet-amount", name, index), amount, size, INK,
                   QPointF(spot.bet.x() + width + 4, spot.bet.bottom() - size - 6), bold=True,
                   z=20)
        old = before.get((name, index))
        self._bets[(name, index)] = (top_left, bet)
        if self.speed > 0 and (old is None or old[1] < bet):
            home = self._plates.get(name, spot.bet.center())
            self._move(stack, QPointF(home.x() - CHIP / 2, home.y() - CHIP / 2), top_left)

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


def _shown_hands(seat: TableSeat) -> list[int]:
    """The hands drawn, by their index: those with cards, a bet, or a result."""
    return [index for index, hand in enumerate(seat.hands)
            if hand.cards or hand.riding or hand.settled]


def _looks(state: TableState) -> tuple[object, ...]:
    """Everything the felt draws of a state, to tell whether a new one looks any different."""
    clock = state.clock
    return (state.variant, state.table, state.me, state.dealer,
            None if state.decision is None else (state.decision.seat, state.decision.hand),
            shown_dealer_card(state),
            clock is not None and clock.paused, clock is not None and clock.on_break,
            tuple((seat.name, seat.chips, seat.dealer,
                   tuple((tuple(hand.cards), hand.riding, hand.outcome, hand.won)
                         for hand in seat.hands))
                  for seat in state.seats),
            tuple(row.name for row in state.standings))

