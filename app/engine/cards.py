"""Cards (RULES.md C-1): ranks, suits, points, and the two-character notation `AS`, `TD`."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from app.engine.errors import CardError


class Rank(Enum):
    ACE = "A"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "T"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"

    # Enum hashes by name in Python; identity hashing in C keeps the hot paths fast.
    __hash__ = object.__hash__

    @property
    def points(self) -> int:
        """Points with the ace counted as 1 (C-1)."""
        return _POINTS[self]

    @property
    def high_card_order(self) -> int:
        """Order for the high-card draw of S7-6: ace high, then king down to two."""
        return 14 if self is Rank.ACE else list(Rank).index(self) + 1


_POINTS = {rank: min(index + 1, 10) for index, rank in enumerate(Rank)}
TEN_VALUES = frozenset({Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING})


class Suit(Enum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"


@dataclass(frozen=True, slots=True)
class Card:
    rank: Rank
    suit: Suit
    # Derived once per card (there are 52 Card objects), read on every total.
    points: int = field(init=False, compare=False, repr=False)
    is_ace: bool = field(init=False, compare=False, repr=False)
    is_ten_value: bool = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "points", _POINTS[self.rank])
        object.__setattr__(self, "is_ace", self.rank is Rank.ACE)
        object.__setattr__(self, "is_ten_value", self.rank in TEN_VALUES)

    def __str__(self) -> str:
        return self.rank.value + self.suit.value

    def __repr__(self) -> str:
        return f"Card({self})"

    @staticmethod
    def parse(text: str) -> Card:
        """`AS`, `td`, `10H` -> a card; anything else raises CardError."""
        if not isinstance(text, str):
            raise CardError(f"A card must be written as text like 'AS', not {text!r}")
        key = text.strip().upper().replace("10", "T")
        try:
            return _BY_TEXT[key]
        except KeyError:
            raise CardError(
                f"{text!r} is not a card: write the rank (A23456789TJQK) then the suit (SHDC)"
            ) from None


_BY_TEXT = {r.value + s.value: Card(r, s) for s in Suit for r in Rank}
DECK: tuple[Card, ...] = tuple(_BY_TEXT.values())


def parse_cards(texts: list[str], decks: int) -> list[Card]:
    """Parse a stacked deck, refusing more copies of a card than `decks` decks hold."""
    cards = [Card.parse(text) for text in texts]
    seen: dict[Card, int] = {}
    for card in cards:
        seen[card] = seen.get(card, 0) + 1
        if seen[card] > decks:
            plural = "deck holds" if decks == 1 else f"{decks} decks hold"
            raise CardError(f"{card} appears {seen[card]} times, but the {plural} only {decks}")
    return cards


def same_rank_or_ten_values(first: Card, second: Card) -> bool:
    return first.rank is second.rank or (first.is_ten_value and second.is_ten_value)
