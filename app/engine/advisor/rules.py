"""The rules the advisor needs, and how to read them off a variant's rules object."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from app.engine.errors import RulesError

Surrender = Literal["late", "none"]


@dataclass(frozen=True, slots=True)
class AdvisorRules:
    """A house-dealer game's rules as far as expected values depend on them.

    Blackjack pays 3:2 and split aces take one card each, always (T10-6, T10-12).
    """

    decks: int = 6  # 0: an infinite deck (composition.INFINITE)
    h17: bool = True  # the dealer hits soft 17
    das: bool = False  # double after split
    resplit_hands: int = 4  # a pair splits to at most this many hands (1: it does not split)
    resplit_aces: bool = False  # split aces that draw an ace may split again
    surrender: Surrender = "late"
    peek: bool = True  # the dealer checks for a natural with an ace or ten-value up
    split_tens_by_value: bool = False  # any two ten-values are a pair (T10-12's option)
    dealer_splits_aces: bool = False  # a dealer dealt two aces splits them (S7-17)
    double_split_aces: bool = False  # a split ace, once it has its card, may double (S7-19)
    insurance: bool = True  # offered against an ace (T10-8; S7-20 has none)
    double_down: bool = True  # BJX has none once the cards are played (its raise comes before)
    split_aces_one_card: bool = True  # split aces take one card each (BJX-10: they may hit)
    split_natural_wins: bool = False  # an ace and a ten on a split hand wins 1:1 (BJX-10)

    def __post_init__(self) -> None:
        decks = self.decks
        if isinstance(decks, bool) or not isinstance(decks, int) or not 0 <= decks <= 8:
            raise RulesError(
                f"The number of decks must be a whole number from 1 to 8 (or 0 for an "
                f"infinite deck), not {self.decks!r}"
            )
        if (
            isinstance(self.resplit_hands, bool)
            or not isinstance(self.resplit_hands, int)
            or not 1 <= self.resplit_hands <= 8
        ):
            raise RulesError(
                f"Re-split hands must be a whole number from 1 to 8, not {self.resplit_hands!r}"
            )
        if self.surrender not in ("late", "none"):
            raise RulesError(f"Surrender must be 'late' or 'none', not {self.surrender!r}")
        for name in ("h17", "das", "resplit_aces", "peek", "split_tens_by_value",
                     "dealer_splits_aces", "double_split_aces", "insurance", "double_down",
                     "split_aces_one_card", "split_natural_wins"):
            if not isinstance(getattr(self, name), bool):
                raise RulesError(f"Option {name} must be true or false")
