"""Basic-strategy charts for the three variants, as data, and the lookup that reads them.

Each chart has three tables (hard totals, soft totals, pairs) with one column per dealer up
card, 2 to 9, ten-value, ace. A cell is a `Move`: what to do when it is allowed and what to do
when it is not ("D" doubles where it may and hits otherwise, "Rh" surrenders or hits).

Sources: the standard composition-independent (total-based) charts for each rule set, as
published by the Wizard of Odds (the 4-to-8-deck chart with its H17 changes, and the
single-deck chart with its double-after-split changes), cross-checked cell by cell against
other published copies of the same charts. Where one-deck composition matters (16 v T with
three or more cards), the total-based answer is kept. See `SERIES7`, `TENHAND` and `BJX` for
the rules each chart assumes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from app.engine.actions import Action
from app.engine.cards import Card
from app.engine.hand import HandValue
from app.i18n import Context, translatable

if TYPE_CHECKING:
    from app.engine.advisor.rules import AdvisorRules

# The charts' names as a person reads them (`chart_name`), and the rules a worked-out chart
# is named by (app/engine/advisor/strategy.py, `describe`).
chart_names = Context("chart_names")


class Move(Enum):
    HIT = "H"
    STAND = "S"
    DOUBLE = "D"  # double down where allowed, otherwise hit
    DOUBLE_STAND = "Ds"  # double down where allowed, otherwise stand
    SPLIT = "P"
    SURRENDER_HIT = "Rh"  # surrender where allowed, otherwise hit
    SURRENDER_STAND = "Rs"  # surrender where allowed, otherwise stand
    SURRENDER_SPLIT = "Rp"  # surrender where allowed, otherwise split

    # Enum hashes by name in Python; identity hashing keeps lookups cheap (as in actions.py).
    __hash__ = object.__hash__


# The actions a move prefers, best first; the first one offered is taken. A split that is not
# offered (four hands already, too few chips) is looked up again as a hard or soft total.
PREFERENCES: Mapping[Move, tuple[Action, ...]] = {
    Move.HIT: (Action.HIT, Action.STAND),  # split aces in S7-19 may not hit: they stand
    Move.STAND: (Action.STAND, Action.HIT),  # a doubled-up BJX hand must draw first (BJX-5)
    Move.DOUBLE: (Action.DOUBLE, Action.HIT, Action.STAND),
    Move.DOUBLE_STAND: (Action.DOUBLE, Action.STAND, Action.HIT),
    Move.SPLIT: (Action.SPLIT,),
    Move.SURRENDER_HIT: (Action.SURRENDER, Action.HIT, Action.STAND),
    Move.SURRENDER_STAND: (Action.SURRENDER, Action.STAND, Action.HIT),
    Move.SURRENDER_SPLIT: (Action.SURRENDER, Action.SPLIT),
}

Row = tuple[Move, ...]
UP_CARDS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "A")


def column(up: Card) -> int:
    """The chart column of a dealer up card: 0 for a two ... 8 for a ten-value, 9 for an ace."""
    return 9 if up.is_ace else up.points - 2


def _rows(text: str) -> dict[int, Row]:
    """Parse rows like `13-16  S S S S S H H H H H` (a total or a range of totals)."""
    rows: dict[int, Row] = {}
    for line in text.strip().splitlines():
        label, *cells = line.split()
        if len(cells) != len(UP_CARDS):
            raise ValueError(f"Chart row {label!r} has {len(cells)} cells, not {len(UP_CARDS)}")
        low, _, high = label.partition("-")
        for total in range(int(low), int(high or low) + 1):
            rows[total] = tuple(Move(cell) for cell in cells)
    return rows


def _pairs(text: str) -> dict[int, Row]:
    """Parse rows like `8,8  P P P ...`; keyed by the card's points (1 for aces, 10 for tens)."""
    rows: dict[int, Row] = {}
    for line in text.strip().splitlines():
        label, *cells = line.split()
        rank = label.split(",")[0]
        points = 1 if rank == "A" else 10 if rank == "T" else int(rank)
        if len(cells) != len(UP_CARDS):
            raise ValueError(f"Chart row {label!r} has {len(cells)} cells, not {len(UP_CARDS)}")
        rows[points] = tuple(Move(cell) for cell in cells)
    return rows


@dataclass(frozen=True, slots=True)
class Chart:
    name: str
    hard: Mapping[int, Row]  # totals 4 to 21
    soft: Mapping[int, Row]  # totals 12 (two aces) to 21
    pairs: Mapping[int, Row]  # by card points, 1 (aces) to 10 (ten-values)
    # A worked-out chart's rules (app/engine/advisor/strategy.py), which name it in words.
    rules: AdvisorRules | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        missing = ([f"hard {t}" for t in range(4, 22) if t not in self.hard]
                   + [f"soft {t}" for t in range(12, 22) if t not in self.soft]
                   + [f"pair {p}" for p in range(1, 11) if p not in self.pairs])
        if missing:
            raise ValueError(f"Chart {self.name!r} lacks rows: {', '.join(missing)}")

    def total_move(self, value: HandValue, up: Card) -> Move:
        """The move for a total, pairs aside."""
        rows = self.soft if value.soft else self.hard
        return rows[min(max(value.total, 12 if value.soft else 4), 21)][column(up)]

    def pair_move(self, cards: Sequence[Card], up: Card) -> Move | None:
        """The move for a two-card pair (ten-values pair by value), or None for other hands."""
        if len(cards) != 2:
            return None
        first, second = cards
        if first.rank is not second.rank and not (first.is_ten_value and second.is_ten_value):
            return None
        return self.pairs[first.points][column(up)]

    def move(self, cards: Sequence[Card], value: HandValue, up: Card) -> Move:
        pair = self.pair_move(cards, up)
        return pair if pair is not None else self.total_move(value, up)

    def choose(self, cards: Sequence[Card], value: HandValue, up: Card,
               offered: frozenset[Action]) -> Action:
        """The chart's action among those `offered` (never one that is not offered)."""
        pair = self.pair_move(cards, up)
        moves = [pair] if pair is not None else []
        moves.append(self.total_move(value, up))
        for move in moves:
            for action in PREFERENCES[move]:
                if action in offered:
                    return action
        for action in (Action.STAND, Action.HIT):  # a hand always has one of these
            if action in offered:
                return action
        raise ValueError(f"No play action among {sorted(a.value for a in offered)}")


# S7-16, S7-18, S7-19, S7-20: one deck, dealer stands on soft 17, peeks (S7-14), double any
# two cards, double after split, resplit to four, no surrender. Composition-independent
# one-deck S17 DAS chart. 16 v T hits (the total-based answer; only a 3+ card 16 stands).
SERIES7 = Chart(
    name=translatable("chart_names", "1 deck, S17, DAS, no surrender"),
    hard=_rows("""
        4-7    H  H  H  H  H  H  H  H  H  H
        8      H  H  H  D  D  H  H  H  H  H
        9      D  D  D  D  D  H  H  H  H  H
        10     D  D  D  D  D  D  D  D  H  H
        11     D  D  D  D  D  D  D  D  D  D
        12     H  H  S  S  S  H  H  H  H  H
        13-16  S  S  S  S  S  H  H  H  H  H
        17-21  S  S  S  S  S  S  S  S  S  S
    """),
    soft=_rows("""
        12     H  H  H  H  H  H  H  H  H  H
        13-16  H  H  D  D  D  H  H  H  H  H
        17     D  D  D  D  D  H  H  H  H  H
        18     S  Ds Ds Ds Ds S  S  H  H  S
        19     S  S  S  S  Ds S  S  S  S  S
        20-21  S  S  S  S  S  S  S  S  S  S
    """),
    pairs=_pairs("""
        A,A    P  P  P  P  P  P  P  P  P  P
        T,T    S  S  S  S  S  S  S  S  S  S
        9,9    P  P  P  P  P  S  P  P  S  S
        8,8    P  P  P  P  P  P  P  P  P  P
        7,7    P  P  P  P  P  P  P  H  S  H
        6,6    P  P  P  P  P  P  H  H  H  H
        5,5    D  D  D  D  D  D  D  D  H  H
        4,4    H  H  P  P  P  H  H  H  H  H
        3,3    P  P  P  P  P  P  H  H  H  H
        2,2    P  P  P  P  P  P  H  H  H  H
    """),
)

# T10-7 to T10-12: six decks, dealer hits soft 17, peeks (T10-9), double on two cards, no
# double after split, late surrender, split aces one card. Four-to-eight-deck H17 no-DAS chart.
TENHAND = Chart(
    name=translatable("chart_names", "6 decks, H17, no DAS, late surrender"),
    hard=_rows("""
        4-8    H  H  H  H  H  H  H  H  H  H
        9      H  D  D  D  D  H  H  H  H  H
        10     D  D  D  D  D  D  D  D  H  H
        11     D  D  D  D  D  D  D  D  D  D
        12     H  H  S  S  S  H  H  H  H  H
        13-14  S  S  S  S  S  H  H  H  H  H
        15     S  S  S  S  S  H  H  H  Rh Rh
        16     S  S  S  S  S  H  H  Rh Rh Rh
        17     S  S  S  S  S  S  S  S  S  Rs
        18-21  S  S  S  S  S  S  S  S  S  S
    """),
    soft=_rows("""
        12     H  H  H  H  H  H  H  H  H  H
        13-14  H  H  H  D  D  H  H  H  H  H
        15-16  H  H  D  D  D  H  H  H  H  H
        17     H  D  D  D  D  H  H  H  H  H
        18     Ds Ds Ds Ds Ds S  S  H  H  H
        19     S  S  S  S  Ds S  S  S  S  S
        20-21  S  S  S  S  S  S  S  S  S  S
    """),
    pairs=_pairs("""
        A,A    P  P  P  P  P  P  P  P  P  P
        T,T    S  S  S  S  S  S  S  S  S  S
        9,9    P  P  P  P  P  S  P  P  S  S
        8,8    P  P  P  P  P  P  P  P  P  Rp
        7,7    P  P  P  P  P  P  H  H  H  H
        6,6    H  P  P  P  P  H  H  H  H  H
        5,5    D  D  D  D  D  D  D  D  H  H
        4,4    H  H  H  H  H  H  H  H  H  H
        3,3    H  H  P  P  P  P  H  H  H  H
        2,2    H  H  P  P  P  P  H  H  H  H
    """),
)

# BJX-9 to BJX-11: one deck; the play after the second betting round has no double down (the
# double up was the raise, BJX-5) and no surrender, so "D" reads as hit and "Ds" as stand. The
# totals are the one-deck S17 chart; the pairs are the one-deck no-DAS chart, since a split
# hand can never double. Also the chart the raise reads: it raises where this chart doubles.
BJX = Chart(
    name=translatable("chart_names", "1 deck, S17, no DAS (doubles are the BJX raise)"),
    hard=SERIES7.hard,
    soft=SERIES7.soft,
    pairs=_pairs("""
        A,A    P  P  P  P  P  P  P  P  P  P
        T,T    S  S  S  S  S  S  S  S  S  S
        9,9    P  P  P  P  P  S  P  P  S  S
        8,8    P  P  P  P  P  P  P  P  P  P
        7,7    P  P  P  P  P  P  H  H  S  H
        6,6    P  P  P  P  P  H  H  H  H  H
        5,5    D  D  D  D  D  D  D  D  H  H
        4,4    H  H  H  D  D  H  H  H  H  H
        3,3    H  H  P  P  P  P  H  H  H  H
        2,2    H  P  P  P  P  P  H  H  H  H
    """),
)

# BJX-5 fold: the hand's expected value is below -0.5 of the blind. Folding comes before the
# dealer's natural is known (BJX-7 takes every unraised non-natural bet), like early surrender,
# so these are the one-deck early-surrender totals: hard 14-16 against a ten-value, hard 5-7
# and 12-17 against an ace. Pairs of aces and eights are never folded (they split).
BJX_FOLD: Mapping[int, frozenset[int]] = {
    column(Card.parse("TS")): frozenset({14, 15, 16}),
    column(Card.parse("AS")): frozenset({5, 6, 7, 12, 13, 14, 15, 16, 17}),
}


def bjx_folds(cards: Sequence[Card], value: HandValue, up: Card) -> bool:
    """BJX-5: fold a hard hand that loses more than half the blind on average."""
    if value.soft or (len(cards) == 2 and cards[0].rank is cards[1].rank
                      and cards[0].points in (1, 8)):
        return False
    return value.total in BJX_FOLD.get(column(up), frozenset())


def bjx_raises(cards: Sequence[Card], value: HandValue, up: Card) -> bool:
    """BJX-5, BJX-8: raise on 10 and 11 and wherever the chart doubles; never a natural."""
    if len(cards) == 2 and value.total == 21:
        return False  # a raised natural would be played as eleven (BJX-8)
    move = BJX.move(cards, value, up)
    if move is Move.SPLIT:
        return False
    return (not value.soft and value.total in (10, 11)) or move in (Move.DOUBLE,
                                                                    Move.DOUBLE_STAND)


# The names of this module's charts, each a text of `chart_names` (app/engine/advisor/
# strategy.py `chart_name` words every chart, a worked-out one's by its rules). Each variant's
# own is its `chart` in the registry (app/engine/variants).
NAMED = frozenset(chart.name for chart in (SERIES7, TENHAND, BJX))
