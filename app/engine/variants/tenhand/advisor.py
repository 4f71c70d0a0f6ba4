"""The advisor's rules for a 10-hand hand (RULES.md T10): the variant's advisor hook."""

from __future__ import annotations

from app.engine.advisor.rules import AdvisorRules
from app.engine.variants.tenhand.rules import TenHandRules


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
