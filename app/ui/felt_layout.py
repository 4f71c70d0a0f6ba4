"""Where each thing of a seat goes on the felt, in the scene's units (1600 by 1000).

Seats sit round an oval, yours at the bottom. A seat is its name plate, its cards and its
bet. A seat in the lower half has its plate at the rail (below the
cards) and its bet towards the middle of the table (above them); one in the upper half is the
same turned over, so no bet is ever pushed off the top of the felt (it was: the top seats'
bets stood above the scene's edge, under the window's menu bar). A seat at either end of the
oval puts its bet beside its cards, towards the middle: two seats one above the other there
would otherwise stack their bets into each other.

A hand has one label (its total, or once settled its result), across the foot of its cards so
the ranks in their corners stay in view. A split (S7-18, BJX-10, T10-12: up to four hands)
stays in its seat's own room: where its hands in a row would run into the shoe, another seat
or off the felt, they are drawn smaller, their bets above or below them, and moved a little
up or down (`table_spots`), whatever the seat's place round the table.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

SCENE_W, SCENE_H = 1600.0, 1000.0  # the scene's own units; the view scales it to fit
CARD_ASPECT = 3.5 / 2.5  # a card's height to its width: a poker card, as the theme draws it
CARD_W = 96.0  # a card's width in scene units
CARD_H = CARD_W * CARD_ASPECT
CARD_FAN = 28.0  # how far each further card of a hand lies to the right
CHIP = 36.0  # a chip's width in a stack
CHIP_STEP = 8.0  # how much higher each chip of a stack lies than the one below it
STACK_MOST = 6  # chips drawn in one column at most (the amount is written beside it)
HAND_W = CARD_W + 60  # the width one hand takes at least
BET_W = 176.0  # a bet's stack (S7-4's four chips: four columns) and its amount beside it
COLUMN = 0.75  # of a chip's width: how far each column of a stack stands from the last
PLATE_W, PLATE_H = 220.0, 66.0
BADGE_H = 30.0  # a hand's label
GAP = 8.0
# Kept clear at the scene's edges: at 8 an end seat's cards touched the window's edge (5 px at
# 1280x800).
MARGIN = 28.0
LABEL_IN = 18.0  # how far a hand's label lies over its cards' foot (the rest hangs below)
LABEL_OUT = BADGE_H - LABEL_IN
CENTRE = QPointF(SCENE_W / 2, SCENE_H / 2)
RADIUS_X, RADIUS_Y = SCENE_W * 0.40, 320.0  # the bottom plate clear of the margin
# Where cards come from: right of the title, above the banner, clear of the seats' bets; and the
# box drawn round it, which no seat's things may cover. (At 220 right of the middle it left an
# end seat's split no room: its hands ran over it.)
SHOE = QPointF(CENTRE.x() + 160, CENTRE.y() - CARD_H / 2 - 35)
SHOE_BOX = QRectF(SHOE.x() - 10, SHOE.y() - 8, CARD_W + 20, CARD_H + 16)
# The middle of the table, which no seat's things may cover either: the variant's name and the
# table's number (as wide to the left as the shoe reaches to the right), and the banner below.
TITLE_BOX = QRectF(2 * CENTRE.x() - SHOE_BOX.right(), SHOE_BOX.y(),
                   2 * (SHOE_BOX.right() - CENTRE.x()), SHOE_BOX.height())
BANNER_BOX = QRectF(CENTRE.x() - 300, CENTRE.y() + 50, 600, 52)
MIDDLE = (SHOE_BOX, TITLE_BOX, BANNER_BOX)
# The sizes a split seat's hands are tried at, largest first, and how far they may move up or
# down from their seat's place to fit.
SCALES = (1.0, 0.9, 0.8, 0.72, 0.65, 0.58, 0.52, 0.46, 0.4)
SHIFTS = (0.0, 16.0, -16.0, 32.0, -32.0, 48.0, -48.0)
SLIDES = (0.0, 40.0, -40.0, 80.0, -80.0)  # and left or right
SIDE = 0.8  # a seat this far out (of RADIUS_X) is at an end of the oval
BET_H = CHIP + (STACK_MOST - 1) * CHIP_STEP  # the tallest stack


def seat_positions(count: int) -> list[QPointF]:
    """Where `count` seats' cards go round the table's oval: the first at the bottom (you, or
    the dealer's left), then clockwise as a player sees the table from their chair."""
    points = []
    for index in range(count):
        angle = math.pi / 2 + 2 * math.pi * index / max(count, 1)
        points.append(QPointF(CENTRE.x() + RADIUS_X * math.cos(angle),
                              CENTRE.y() + RADIUS_Y * math.sin(angle)))
    return points


@dataclass(frozen=True)
class HandSpot:
    """One hand's places: its cards' box, its label's (across the cards' foot), the box its
    bet stack stands in (at the box's foot), and the size its cards and chips are drawn at (1
    but for a split that would not fit at full size)."""

    cards: QRectF
    total: QRectF  # centred on the cards; as wide as the hand's whole room (`room`)
    bet: QRectF
    scale: float = 1.0
    # The hand's cards and a bet beside them: its label stays inside.
    room: QRectF = field(default_factory=QRectF)

    def card_at(self, position: int) -> QPointF:
        return QPointF(self.cards.x() + position * CARD_FAN * self.scale, self.cards.y())

    def rects(self) -> list[QRectF]:
        return [self.cards, self.total, self.bet]


@dataclass(frozen=True)
class SeatSpot:
    plate: QRectF
    hands: list[HandSpot]

    def bounds(self) -> QRectF:
        rect = QRectF(self.plate)
        for part in self.rects():
            rect = rect.united(part)
        return rect

    def rects(self) -> list[QRectF]:
        return [self.plate, *(part for hand in self.hands for part in hand.rects())]


def seat_spot(point: QPointF, hands: int, cards: int = 2, *, scale: float = 1.0,
              shift: float = 0.0, bet_beside: bool | None = None,
              slide: float = 0.0) -> SeatSpot:
    """The places of a seat whose cards are centred on `point`, with `hands` hands of up to
    `cards` cards each (the box of a hand widens with its cards); its hands drawn at `scale`
    and moved `shift` down and `slide` right, their bets beside them (`bet_beside`; by
    default at an end of the oval) or else above or below them, towards the middle."""
    lower = point.y() >= CENTRE.y() - 1  # both ends of the oval too, whatever the rounding
    # At an end of the oval: the bet beside the cards, towards the middle.
    side = abs(point.x() - CENTRE.x()) >= SIDE * RADIUS_X
    beside = side if bet_beside is None else bet_beside
    card_h, card_w, bet_w, bet_h = CARD_H * scale, CARD_W * scale, BET_W * scale, BET_H * scale
    card_top = point.y() - card_h / 2 + shift
    card_bottom = card_top + card_h
    # The plate clear of the label hanging below the cards (or of the cards above it).
    plate_y = card_bottom + LABEL_OUT + 4 if lower else card_top - GAP - PLATE_H
    bet_y = card_top - GAP - bet_h if lower else card_bottom + LABEL_OUT + 4
    if beside:
        bet_y = card_top + (card_h - LABEL_IN - bet_h) / 2
    count = max(hands, 1)
    fan = card_w + max(cards - 1, 0) * CARD_FAN * scale
    # A hand's room: its cards, and its bet beside them or above or below them.
    step = bet_w + GAP + fan + GAP if beside else max(HAND_W * scale, fan + GAP, bet_w + GAP)
    width = count * step - GAP
    on_left = point.x() < CENTRE.x()
    # Kept inside the scene: a far seat's hands after a split would run off its side; at an
    # end of the oval they start from the rail, away from the middle.
    left = point.x() - width / 2 + slide
    if side:
        left = MARGIN if on_left else SCENE_W - MARGIN - width
    left = min(max(left, MARGIN), SCENE_W - MARGIN - width)
    plate_x = point.x() - PLATE_W / 2
    if side:
        # Under (or over) its cards, at the rail's end: centred on the seat's point it stood
        # out towards the middle, into the bet of the seat beside it (eight seats round).
        plate_x = left if on_left else left + width - PLATE_W
    plate = QRectF(min(max(plate_x, MARGIN), SCENE_W - MARGIN - PLATE_W), plate_y, PLATE_W,
                   PLATE_H)
    spots = []
    for index in range(count):
        x = left + index * step
        cell = QRectF(x, card_top, step - GAP, card_h)
        if count == 1 and cell.width() < PLATE_W:  # no hand beside it: as wide as the plate
            cell.adjust(-(PLATE_W - cell.width()) / 2, 0, (PLATE_W - cell.width()) / 2, 0)
        if beside and not on_left:  # the bet on the cards' left, towards the middle
            bet_x, x = x, x + bet_w + GAP
        elif beside:
            bet_x = x + fan + GAP
        else:
            bet_x = x
        spots.append(HandSpot(
            cards=QRectF(x, card_top, fan, card_h),
            # The label under the cards' middle, as wide as the hand's room at most.
            total=QRectF(x + fan / 2 - cell.width() / 2, card_bottom - LABEL_IN, cell.width(),
                         BADGE_H).intersected(QRectF(cell.x(), 0, cell.width(), SCENE_H)),
            bet=QRectF(bet_x, bet_y, bet_w, bet_h), scale=scale, room=cell))
    return SeatSpot(plate, spots)


def _clear(spot: SeatSpot, others: list[QRectF]) -> bool:
    """`spot` inside the scene's margins, clear of the middle (the shoe, the title, the banner)
    and of every rect in `others`."""
    inside = QRectF(MARGIN, MARGIN, SCENE_W - 2 * MARGIN, SCENE_H - 2 * MARGIN)
    parts = [part.adjusted(-4, -4, 4, 4) for part in spot.rects()]  # a plate's border too
    if not all(inside.contains(part) for part in spot.rects()):
        return False
    bounds = spot.bounds().adjusted(-4, -4, 4, 4)
    near = [other for other in (*MIDDLE, *others) if bounds.intersects(other)]  # few: fast
    return not any(part.intersects(other) for part in parts for other in near)


@functools.lru_cache(maxsize=64)
def table_spots(count: int, seats: tuple[tuple[int, int], ...]) -> list[SeatSpot]:
    """Every seat's places round a table of `count` seats (`seat_positions`): `seats` gives
    each seat's (hands, cards) in that order. A seat whose hands (a split's, most often) do
    not fit as they are tries them smaller and a little moved, bets beside or not, until they
    are clear of the middle, the other seats and the scene's edges; where none is, it keeps
    the first. Worked out once for each table's shape, not at every redraw."""
    points = seat_positions(count)
    spots = [seat_spot(point, hands, cards) for point, (hands, cards) in zip(points, seats,
                                                                             strict=True)]
    # A split makes room for itself first; then any seat still in another's way (a stack of
    # many chips beside a hand of many cards) moves; and once more, for a split that found no
    # room among seats that have moved since.
    order = sorted(range(len(seats)), key=lambda index: seats[index][0] <= 1)
    for index in order + order:
        point, (hands, cards) = points[index], seats[index]
        others = [part for other, spot in enumerate(spots) if other != index
                  for part in spot.rects()]
        if _clear(spots[index], others):
            continue
        tries = (seat_spot(point, hands, cards, scale=scale, shift=shift, bet_beside=beside,
                           slide=slide)
                 for scale in SCALES for slide in SLIDES for beside in (True, False)
                 for shift in SHIFTS)
        spots[index] = next((spot for spot in tries if _clear(spot, others)), spots[index])
    return spots


def stack_width(columns: int) -> float:
    """A stack's width in scene units, with `columns` columns of chips."""
    return CHIP * (1 + COLUMN * (max(columns, 1) - 1))


def clock_box(plate: QRectF, width: float) -> QRectF:
    """Where a seat's shot clock `width` wide goes: beside its name plate, on the right, or on
    the left where the right would run off the scene."""
    height = 34.0
    x = plate.right() + GAP
    if x + width > SCENE_W - MARGIN:
        x = plate.left() - GAP - width
    return QRectF(x, plate.center().y() - height / 2, width, height)


def mark_box(card: QPointF, *, below: bool) -> QRectF:
    """Where the tag on a card (the BJX dealer's shown card) goes: just above the card whose
    top left is `card`, or just below it (`below`) where its seat's plate is above it."""
    y = card.y() + CARD_H + GAP if below else card.y() - GAP - BADGE_H
    return QRectF(card.x(), y, CARD_W, BADGE_H)
