"""Hand totals (RULES.md C-1 to C-3)."""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from app.engine.cards import Card


class HandValue(msgspec.Struct, frozen=True, gc=False):
    """A msgspec struct, built several times faster than a frozen dataclass: every card dealt
    makes one."""

    total: int
    soft: bool  # an ace counts 11 in `total`

    @property
    def bust(self) -> bool:
        return self.total > 21

    @property
    def hard(self) -> bool:
        return not self.soft


def hand_value(cards: Iterable[Card], aces_low: bool = False) -> HandValue:
    """Best total not over 21 where possible; `aces_low` forbids any ace counting 11 (BJX-8)."""
    total = 0
    has_ace = False
    for card in cards:
        total += card.points
        has_ace = has_ace or card.is_ace
    if has_ace and not aces_low and total + 10 <= 21:
        return HandValue(total + 10, True)
    return HandValue(total, False)


def is_natural_pair(cards: list[Card]) -> bool:
    """An ace and a ten-value as the only two cards (C-2; the caller checks it was not split)."""
    if len(cards) != 2:
        return False
    first, second = cards
    return (first.is_ace and second.is_ten_value) or (second.is_ace and first.is_ten_value)
