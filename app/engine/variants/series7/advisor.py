"""The advisor's rules for a Series 7 player's hand (RULES.md S7): the variant's advisor hook."""

from __future__ import annotations

from app.engine.advisor.rules import AdvisorRules
from app.engine.variants.series7.rules import Series7Rules


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
