"""The rules the advisor needs, and how to read them off a variant's rules object."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from app.engine.errors import RulesError
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.rule_sets import Rules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules

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


def rules_for_tenhand(rules: TenHandRules) -> AdvisorRules:
    """A 10-hand game's hand under these rules (RULES.md T10)."""
    return AdvisorRules(
        decks=rules.decks,  # T10-2: a 6-deck shoe by default
        h17=True,  # T10-7: the dealer hits soft 17
        das=False,  # T10-11: no double after a split
        resplit_hands=rules.max_hands_per_seat,  # T10-12: up to four hands, aces not re-split
        surrender="late",  # T10-10
        peek=True,  # T10-9: the dealer checks with an ace or a ten-value up
        split_tens_by_value=rules.split_tens_by_value,
    )


def rules_for_series7(rules: Series7Rules) -> AdvisorRules:
    """A Series 7 player's hand against the player-dealer (RULES.md S7), as far as the values
    of its plays go: the dealer covers every bet (S7-13), so the house-dealer model holds."""
    return AdvisorRules(
        decks=1,  # S7-11: one deck, shuffled before every hand
        h17=False,  # S7-16: the dealer stands on every 17
        das=True,  # S7-19: double after a split
        resplit_hands=rules.max_hands_per_seat,  # S7-18
        resplit_aces=True,  # S7-18: any pair, aces too
        surrender="none",  # S7-20
        peek=True,  # S7-14: the dealer checks with an ace or a ten-value up
        split_tens_by_value=True,  # S7-18: any two ten-values split
        dealer_splits_aces=True,  # S7-17
        double_split_aces=True,  # S7-19
        insurance=False,  # S7-20
    )


def rules_for_bjx(rules: BjxRules) -> AdvisorRules:
    """A BlackJack eXtreme hand once the betting is over (BJX-8 to BJX-12), as far as the
    values of its plays go. The dealer's choice on soft hands (BJX-11) is taken as hitting
    soft 17 or less and standing on soft 18 or more, as the basic bot's dealer does; a dealer
    natural has been shown by then (BJX-7), so values are given none, as with a peek."""
    return AdvisorRules(
        decks=1,  # BJX-1: one deck, as S7-11
        h17=True,  # BJX-11, as above
        das=False,
        resplit_hands=rules.max_hands_per_seat,  # BJX-10
        resplit_aces=True,  # BJX-10: any pair, aces too
        surrender="none",  # the fold belongs to the betting round (BJX-5)
        peek=True,  # BJX-7
        insurance=False,
        double_down=False,  # the double up is the raise of the betting round (BJX-5)
        split_aces_one_card=False,  # BJX-10
        split_natural_wins=True,  # BJX-10
    )


def rules_for_variant(rules: Rules) -> AdvisorRules:
    """The advisor's rules for a hand under any variant's rules object."""
    if isinstance(rules, TenHandRules):
        return rules_for_tenhand(rules)
    if isinstance(rules, Series7Rules):
        return rules_for_series7(rules)
    return rules_for_bjx(rules)
