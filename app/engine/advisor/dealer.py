"""The dealer's final totals, exactly, for a given up card and shoe composition.

The dealer draws by fixed rules (T10-7), so the probability of each final total is a sum over
every sequence of cards the dealer can draw. The chance of a sequence depends only on how many
of each rank it holds, not on their order: drawing m_r cards of each rank r, L cards in all,
from a shoe of N cards with S_r of rank r has the chance

    prod_r S_r (S_r - 1) ... (S_r - m_r + 1)  /  N (N - 1) ... (N - L + 1).

So each up card's draws are gathered once, shoe-free, into a table of the multisets of cards
a dealer can end with: for each, the number of orders in which a dealer really draws it (every
shorter part of the order must have been a hand that draws on) and the outcome it ends in. That
table holds some 200 to 2,100 multisets and takes a few milliseconds to build; a shoe's odds
are then a handful of vector operations over it (numpy), whatever the shoe, which is what lets
a decision whose play visits two thousand shoes meet issue 7's time goal.

The hole card is the first card drawn; where the dealer peeks, orders starting with the rank
that would make a natural are left out, so the chances add up to the chance of no natural
(see `dealer_outcomes`).

Outcomes are indexed 0-4 for final 17-21, 5 for bust and 6 for a dealer natural.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from app.engine.advisor.composition import ACE, TEN, Composition

Outcomes = tuple[float, float, float, float, float, float, float]
BUST = 5
NATURAL = 6
OUTCOME_NAMES = ("17", "18", "19", "20", "21", "bust", "natural")

# The most cards of one rank a dealer draws is 11 (aces, under an ace: A + 10 aces + ...), and
# the most cards in all is 12; falling factorials are tabled for 0 to _DRAWS cards.
_DRAWS = 13
_CACHE_LIMIT = 200_000  # outcomes by up card and shoe: seven floats each
_cache: dict[tuple[int, Composition, bool, bool], Outcomes] = {}
_tables: dict[tuple[int, bool, bool], _DrawTable] = {}
# _falling[a, k] = a (a - 1) ... (a - k + 1): the ways to draw k cards in order from a; rows
# are added as larger counts are met (a shoe of 8 decks holds 128 ten-values).
_falling: npt.NDArray[np.float64] = np.ones((1, _DRAWS))


@dataclass(frozen=True)
class _DrawTable:
    """Every multiset a dealer can end with, for one up card and set of rules."""

    factors: npt.NDArray[np.intp]  # per multiset, its ranks' places in a shoe's (10, _DRAWS) table
    starts: npt.NDArray[np.intp]  # where each multiset's run of `factors` begins
    orders: npt.NDArray[np.float64]  # the number of orders a dealer draws it in
    slots: npt.NDArray[np.intp]  # its outcome * _DRAWS + its number of cards


def natural_rank(up: int) -> int | None:
    """The hole card's rank that would give the dealer a natural, if any."""
    if up == ACE:
        return TEN
    if up == TEN:
        return ACE
    return None


def dealer_outcomes(up: int, shoe: Composition, h17: bool, peek: bool) -> Outcomes:
    """Joint probabilities of each final outcome, the hole card drawn from `shoe`.

    `shoe` excludes the up card. With `peek` the dealer has checked and has no natural, so
    the hole card's natural rank is left out: the probabilities then sum to the chance of no
    natural (not to 1), which lets callers condition once, at the decision, exactly (see
    `expected.py`). Without the peek a natural is outcome 6.
    """
    key = (up, shoe, h17, peek)
    found = _cache.get(key)
    if found is None:
        if len(_cache) >= _CACHE_LIMIT:
            _cache.clear()
        found = _cache[key] = _compute(_table(up, h17, peek), shoe)
    return found


def dealer_probabilities(up: int, shoe: Composition, h17: bool, peek: bool) -> Outcomes:
    """Probabilities of each final outcome, given no natural when the dealer peeks."""
    joint = dealer_outcomes(up, shoe, h17, peek)
    total = sum(joint)
    a, b, c, d, e, f, g = (value / total for value in joint)
    return (a, b, c, d, e, f, g)


def clear_cache() -> None:
    """Forget every memoised result, the shoe-free tables too (the bench measures cold
    decisions this way)."""
    _cache.clear()
    _tables.clear()


def _compute(table: _DrawTable, shoe: Composition) -> Outcomes:
    global _falling
    largest = max(max(shoe), sum(shoe))
    if largest >= len(_falling):
        _falling = _falling_factorials(largest)
    # Each multiset's ways: the product of its ranks' falling factorials from this shoe.
    ways = np.multiply.reduceat(_falling[list(shoe)].ravel()[table.factors], table.starts)
    ways *= table.orders
    # Summed by outcome and length, then each length divided by N (N - 1) ... (N - L + 1).
    by_length = np.bincount(table.slots, weights=ways, minlength=7 * _DRAWS)
    odds = (by_length.reshape(7, _DRAWS) / _falling[sum(shoe)]).sum(axis=1)
    o17, o18, o19, o20, o21, bust, natural = (float(value) for value in odds)
    return (o17, o18, o19, o20, o21, bust, natural)


def _falling_factorials(largest: int) -> npt.NDArray[np.float64]:
    counts = np.arange(largest + 1, dtype=np.float64)[:, None] - np.arange(_DRAWS - 1)
    np.maximum(counts, 0.0, out=counts)  # drawing more than there are: no way at all
    table = np.ones((largest + 1, _DRAWS))
    np.cumprod(counts, axis=1, out=table[:, 1:])
    return table


def _table(up: int, h17: bool, peek: bool) -> _DrawTable:
    key = (up, h17, peek)
    found = _tables.get(key)
    if found is None:
        found = _tables[key] = _build_table(up, h17, peek)
    return found


def _build_table(up: int, h17: bool, peek: bool) -> _DrawTable:
    """Walk the dealer's draws a card at a time, counting the orders that reach each multiset
    (a multiset's total, and so whether the dealer draws on, does not depend on the order)."""
    natural = natural_rank(up)
    ends: dict[tuple[int, ...], tuple[int, int]] = {}  # multiset -> (outcome, orders)
    drawing: dict[tuple[int, ...], int] = {(0,) * 10: 1}  # multisets the dealer draws on
    first = True
    while drawing:
        following: dict[tuple[int, ...], int] = {}
        for held, orders in drawing.items():
            hard = up + 1 + sum((rank + 1) * count for rank, count in enumerate(held))
            has_ace = up == ACE or held[ACE] > 0
            for rank in range(10):
                grown = (*held[:rank], held[rank] + 1, *held[rank + 1:])
                if first and rank == natural:
                    if not peek:  # a natural is an ending of its own; with the peek, none
                        ends[grown] = (NATURAL, orders)
                    continue
                new_hard = hard + rank + 1
                soft = (has_ace or rank == ACE) and new_hard <= 11
                total = new_hard + 10 if soft else new_hard
                if new_hard > 21:
                    outcome = BUST
                elif total >= 18 or (total == 17 and not (soft and h17)):
                    outcome = total - 17
                else:
                    following[grown] = following.get(grown, 0) + orders
                    continue
                ends[grown] = (outcome, ends.get(grown, (outcome, 0))[1] + orders)
        drawing = following
        first = False
    factors: list[int] = []
    starts: list[int] = []
    orders_of: list[float] = []
    slots: list[int] = []
    for held, (outcome, orders) in ends.items():
        starts.append(len(factors))
        factors += [rank * _DRAWS + count for rank, count in enumerate(held) if count]
        orders_of.append(float(orders))
        slots.append(outcome * _DRAWS + sum(held))
    return _DrawTable(np.array(factors, dtype=np.intp), np.array(starts, dtype=np.intp),
                      np.array(orders_of), np.array(slots, dtype=np.intp))
