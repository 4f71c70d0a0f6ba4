"""Where each thing of a seat goes on the felt, in the scene's units (1600 by 1000).

Seats sit round an oval, yours at the bottom. Each hand's total and result are written on its
cards (the total along their foot, the result across their middle), so a seat is its name
plate, its cards and its bet. A seat in the lower half has its plate at the rail (below the
cards) and its bet towards the middle of the table (above them); one in the upper half is the
same turned over, so no bet is ever pushed off the top of the felt (it was: the top seats'
bets stood above the scene's edge, under the window's menu bar). A seat at either end of the
oval puts its bet beside its cards, towards the middle: two seats one above the other there
would otherwise stack their bets into each other. Hands are kept inside the scene however
many a split makes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

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
BET_W = 150.0  # a bet's stack and its amount beside it
COLUMN = 0.75  # of a chip's width: how far each column of a stack stands from the last
PLATE_W, PLATE_H = 220.0, 66.0
BADGE_H = 30.0  # a total's or a result's label
GAP = 8.0
MARGIN = 8.0  # kept clear at the scene's edges
CENTRE = QPointF(SCENE_W / 2, SCENE_H / 2)
RADIUS_X, RADIUS_Y = SCENE_W * 0.40, 345.0
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
    """One hand's places: its cards' box, its total's and result's labels (on the cards), the
    box its bet stack stands in (at the box's foot)."""

    cards: QRectF
    total: QRectF
    result: QRectF
    bet: QRectF

    def card_at(self, position: int) -> QPointF:
        return QPointF(self.cards.x() + position * CARD_FAN, self.cards.y())


@dataclass(frozen=True)
class SeatSpot:
    plate: QRectF
    hands: list[HandSpot]

    def bounds(self) -> QRectF:
        rect = QRectF(self.plate)
        for hand in self.hands:
            rect = rect.united(hand.cards).united(hand.total).united(hand.result) \
                .united(hand.bet)
        return rect


def seat_spot(point: QPointF, hands: int, cards: int = 2) -> SeatSpot:
    """The places of a seat whose cards are centred on `point`, with `hands` hands of up to
    `cards` cards each (the box of a hand widens with its cards)."""
    lower = point.y() >= CENTRE.y()
    # At an end of the oval: the bet beside the cards, towards the middle.
    side = abs(point.x() - CENTRE.x()) >= SIDE * RADIUS_X
    card_top = point.y() - CARD_H / 2
    card_bottom = card_top + CARD_H
    plate_y = card_bottom + GAP if lower else card_top - GAP - PLATE_H
    bet_y = card_top - GAP - BET_H if lower else card_bottom + GAP
    if side:
        bet_y = point.y() - BET_H / 2
    count = max(hands, 1)
    fan = CARD_W + max(cards - 1, 0) * CARD_FAN
    step = max(HAND_W, fan + GAP) + (BET_W + GAP if side else 0)
    width = count * step
    # Kept inside the scene: a far seat's hands after a split would run off its side.
    left = min(max(point.x() - width / 2, MARGIN), SCENE_W - MARGIN - width)
    on_left = point.x() < CENTRE.x()
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
        if side and not on_left:  # the bet on the cards' left, towards the middle
            bet_x, x = x, x + BET_W + GAP
        elif side:
            bet_x = x + fan + GAP
        else:
            bet_x = x
        card_box = QRectF(x, card_top, fan, CARD_H)
        spots.append(HandSpot(
            cards=card_box,
            total=QRectF(x, card_bottom - BADGE_H - 6, fan, BADGE_H),
            result=QRectF(x, card_top + (CARD_H - BADGE_H) / 2, fan, BADGE_H),
            bet=QRectF(bet_x, bet_y, BET_W, BET_H)))
    return SeatSpot(plate, spots)


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
