"""Exact, composition-dependent expected values for the house-dealer game (issue 7, step 1).

No Qt and no I/O. `advise` answers one decision; `dealer_probabilities` gives the dealer's
final totals. Values are in units of the initial bet and, where the dealer peeks, given no
dealer natural (insurance and even money excepted: they come before the peek).

Assumptions, argued in `expected.py`: play after the decision is optimal for the exact
composition (each drawn card removed). A split re-splits a redrawn pair up to `resplit_hands`
hands when that pays; each hand is played optimally for the shoe less the up card, the pair
cards split so far and its own cards (the published tables' convention), doubling only with
DAS, split aces one card each. That is exact without re-splits and on an infinite deck
(`decks` 0); re-splits from a finite shoe are the published approximation. Speed comes from
working out a shoe's dealer odds as vector operations over a table of the dealer's draws,
carried down a hand's draws (`dealer.py`), every shoe a decision reaches at once, as rows of
one array (`draws.py`), and from memoising each decision's values on the shoe's composition.
"""

from app.engine.advisor.advise import ACTIONS, advise
from app.engine.advisor.composition import Composition, full_shoe, parse_rank, shoe_without
from app.engine.advisor.dealer import OUTCOME_NAMES, dealer_probabilities
from app.engine.advisor.rules import (
    AdvisorRules,
)

__all__ = [
    "ACTIONS",
    "OUTCOME_NAMES",
    "AdvisorRules",
    "Composition",
    "advise",
    "clear_caches",
    "dealer_probabilities",
    "full_shoe",
    "parse_rank",
    "shoe_without",
]


def clear_caches() -> None:
    """Forget every memoised result, so the next decision is computed cold."""
    from app.engine.advisor import dealer, expected

    dealer.clear_cache()
    expected.clear_cache()
