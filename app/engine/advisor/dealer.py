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
are then a handful of vector operations over it (numpy), whatever the shoe, and fewer still
for a shoe one card short of one already worked out (`DealerOdds`). The many shoes of one
decision are rows of one array (`draws.py`), worked out a number of cards at a time.

The hole card is the first card drawn; where the dealer peeks, orders starting with the rank
that would make a natural are left out, so the chances add up to the chance of no natural
(see `dealer_outcomes`).

Outcomes are indexed 0-4 for final 17-21, 5 for bust and 6 for a dealer natural.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from app.engine.advisor.composition import ACE, TEN, Composition, total_of

Outcomes = tuple[float, float, float, float, float, float, float]
# How much more likely the hole card is, by rank, than its count alone says (0: impossible):
# what a card the dealer chose to show tells of the other (BJX-4). None: the count alone.
# With weights, outcomes and values are in the weighted measure: each way the hole card can be
# counts its weight, so a shoe's outcomes sum to its mean hole weight (expected.hole_weight),
# not to 1. The caller divides once, at the decision, by that shoe's mean weight: exact, as
# the player's cards leave the shoe the hole card was already taken from. (Dividing at each
# shoe a player's hand reaches instead treats the hole card as drawn after the player's cards,
# and a hand that drew every card the hole could be would divide by nothing.)
HoleWeights = tuple[int, ...] | None
BUST = 5
NATURAL = 6
OUTCOME_NAMES = ("17", "18", "19", "20", "21", "bust", "natural")

# The most cards of one rank a dealer draws is 11 (aces, under an ace: A + 10 aces + ...), and
# the most cards in all is 12; falling factorials are tabled for 0 to _DRAWS cards.
_DRAWS = 13
_CACHE_LIMIT = 200_000  # outcomes by up card and shoe: seven floats each
DealerRules = tuple[int, bool, bool, bool, HoleWeights]  # up, h17, peek, splits aces, weights
_cache: dict[DealerRules, dict[Composition, Outcomes]] = {}  # by rules, then shoe
_tables: dict[DealerRules, _DrawTable] = {}
_factors: dict[DealerRules, dict[int, Ways]] = {}  # see DealerOdds.factors
# _falling[a, k] = a (a - 1) ... (a - k + 1): the ways to draw k cards in order from a; rows
# are added as larger shoes are met (8 decks are 416 cards), up to _TABLED.
_TABLED = 100_000
_falling: npt.NDArray[np.float64] = np.ones((1, _DRAWS))


@dataclass(frozen=True)
class _DrawTable:
    """Every multiset a dealer can end with, for one up card and set of rules."""

    # (ranks, multisets): each multiset's ranks' places in a shoe's (10, _DRAWS) table of
    # falling factorials, one row per rank it holds; a multiset of fewer ranks is padded with
    # place 0 (no aces drawn: one way).
    places: npt.NDArray[np.intp]
    held: npt.NDArray[np.float64]  # (10, multisets): how many of each rank each holds
    orders: npt.NDArray[np.float64]  # the number of orders a dealer draws it in
    # The multisets are sorted by outcome, then by number of cards: each (outcome, cards)
    # group is one run of columns, so many shoes' ways are summed by group in one call.
    starts: npt.NDArray[np.intp]  # where each group's run begins
    lengths: npt.NDArray[np.intp]  # its number of cards
    outcomes: npt.NDArray[np.intp]  # the outcomes that have any group, ascending
    outcome_starts: npt.NDArray[np.intp]  # where each of those outcomes' groups begin


def natural_rank(up: int) -> int | None:
    """The hole card's rank that would give the dealer a natural, if any."""
    if up == ACE:
        return TEN
    if up == TEN:
        return ACE
    return None


def dealer_outcomes(up: int, shoe: Composition, h17: bool, peek: bool,
                    splits_aces: bool = False, hole_weights: HoleWeights = None) -> Outcomes:
    """Joint probabilities of each final outcome, the hole card drawn from `shoe`.

    `shoe` excludes the up card. With `peek` the dealer has checked and has no natural, so
    the hole card's natural rank is left out: the probabilities then sum to the chance of no
    natural (not to 1), which lets callers condition once, at the decision, exactly (see
    `expected.py`). Without the peek a natural is outcome 6. `splits_aces`: a dealer dealt
    two aces splits them and plays the better hand (S7-17). `hole_weights`: see HoleWeights.
    """
    return DealerOdds(up, h17, peek, splits_aces, hole_weights).outcomes(shoe)


Ways = npt.NDArray[np.float64]


class DealerOdds:
    """`dealer_outcomes` for one set of rules, with a shortcut for a player's draws.

    A shoe's odds rest on each multiset's ways (see the module's docstring). The ways from a
    shoe less one card of rank c are the shoe's times (S_c - k_c) / S_c, with S_c the shoe's
    cards of that rank and k_c the multiset's: a falling factorial from S_c - 1 is one from
    S_c with its first factor, S_c, traded for S_c - k_c. So a player's hand, drawing a card
    at a time, carries its shoe's ways down and each shoe after a card costs one product
    (`factors`; draws.py takes a row of shoes at once).
    """

    def __init__(self, up: int, h17: bool, peek: bool, splits_aces: bool = False,
                 hole_weights: HoleWeights = None) -> None:
        # The memo of `dealer_outcomes` for these rules, by shoe.
        rules = (up, h17, peek, splits_aces, hole_weights)
        self.known = _cache.setdefault(rules, {})
        self._table = _table(up, h17, peek, splits_aces, hole_weights)
        self._after = _factors.setdefault(rules, {})  # (rank, its count) -> the factors
        self.size = len(self._table.orders)  # how many multisets a row of ways holds
        self.groups = len(self._table.starts)  # how many (outcome, cards) sums

    def ways(self, shoe: Composition) -> Ways:
        """Each multiset's ways to be drawn from `shoe`, in every order the dealer draws it:
        the product of its ranks' falling factorials from the shoe."""
        ways: Ways = self.ways_of(np.array([shoe], dtype=np.int64))[0]
        return ways

    def ways_of(self, shoes: npt.NDArray[np.int64]) -> Ways:
        """`ways` of each shoe, a row of counts each: one row of ways per shoe."""
        by_rank = _falling_of(shoes.ravel()).reshape(len(shoes), 10 * _DRAWS)
        places = self._table.places
        ways: Ways = by_rank[:, places[0]]
        for row in places[1:]:  # multiplied in turn, as a product along the rows is
            ways *= by_rank[:, row]
        ways *= self._table.orders
        return ways

    def factors(self, keys: npt.NDArray[np.int64]) -> Ways:
        """For each key, count * 10 + rank: what turns a shoe's ways into those of the shoe
        less one card of `rank`, the shoe holding `count` of them (the class's docstring)."""
        rows = []
        for key in keys.tolist():
            found = self._after.get(key)
            if found is None:
                count, rank = divmod(key, 10)
                found = self._after[key] = (count - self._table.held[rank]) / count
            rows.append(found)
        return np.array(rows)

    def outcomes_of(self, ways: Ways, cards: npt.NDArray[np.int64]) -> npt.NDArray[np.float64]:
        """The outcomes (a row of seven each) of the shoes whose rows of `ways` these are,
        holding `cards` cards each."""
        by_group = np.empty((len(ways), self.groups))
        self.group_sums(ways, by_group)
        return self.outcomes_of_groups(by_group, cards)

    def group_sums(self, ways: Ways, out: npt.NDArray[np.float64]) -> None:
        """`ways` summed by outcome and number of cards (_DrawTable), into `out`."""
        np.add.reduceat(ways, self._table.starts, axis=1, out=out)

    def outcomes_of_groups(self, by_group: npt.NDArray[np.float64],
                           cards: npt.NDArray[np.int64]) -> npt.NDArray[np.float64]:
        """`outcomes_of`, from `group_sums` of the ways (divided here, in place)."""
        table = self._table
        # Each number of cards L divided by N (N - 1) ... (N - L + 1).
        by_group /= _falling_of(cards)[:, table.lengths]  # weighted: see HoleWeights
        odds = np.zeros((len(by_group), 7))
        odds[:, table.outcomes] = np.add.reduceat(by_group, table.outcome_starts, axis=1)
        return odds

    def outcomes(self, shoe: Composition) -> Outcomes:
        """`dealer_outcomes` for `shoe`."""
        found = self.known.get(shoe)
        if found is None:
            found = self.many([shoe])[0]
        return found

    def many(self, shoes: list[Composition]) -> list[Outcomes]:
        """`outcomes` of each shoe, those not known yet worked out together."""
        known = self.known
        missing = [shoe for shoe in dict.fromkeys(shoes) if shoe not in known]
        if missing:
            if len(known) + len(missing) > _CACHE_LIMIT:
                known.clear()
            rows = np.array(missing, dtype=np.int64)
            odds = self.outcomes_of(self.ways_of(rows), rows.sum(axis=1))
            for shoe, row in zip(missing, odds.tolist(), strict=True):
                known[shoe] = _as_outcomes(row)
        return [known[shoe] for shoe in shoes]

    def remember(self, shoe: Composition, odds: list[float]) -> None:
        """Keep `odds`, worked out elsewhere (`draws.py`), as `shoe`'s outcomes."""
        if len(self.known) >= _CACHE_LIMIT:
            self.known.clear()
        self.known[shoe] = _as_outcomes(odds)


def dealer_probabilities(up: int, shoe: Composition, h17: bool, peek: bool,
                         splits_aces: bool = False) -> Outcomes:
    """Probabilities of each final outcome, given no natural when the dealer peeks."""
    joint = dealer_outcomes(up, shoe, h17, peek, splits_aces)
    total = sum(joint)
    a, b, c, d, e, f, g = (value / total for value in joint)
    return (a, b, c, d, e, f, g)


def clear_cache() -> None:
    """Forget every memoised result, the shoe-free tables too (the bench measures cold
    decisions this way)."""
    _cache.clear()
    _tables.clear()
    _factors.clear()


def _falling_of(counts: npt.NDArray[np.int64]) -> npt.NDArray[np.float64]:
    """Row i: the falling factorials of counts[i] (the ways to draw 0, 1, ... cards)."""
    global _falling
    largest = int(counts.max()) if len(counts) else 0
    if largest < _TABLED:
        if largest >= len(_falling):
            _falling = _falling_factorials(np.arange(largest + 1, dtype=np.float64))
        return _falling[counts]
    # An infinite deck's counts (composition.py): these rows alone, worked out here.
    return _falling_factorials(counts.astype(np.float64))


def _as_outcomes(row: list[float]) -> Outcomes:
    o17, o18, o19, o20, o21, bust, natural = row
    return (o17, o18, o19, o20, o21, bust, natural)


def _falling_factorials(counts: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Row i: the ways to draw 0, 1, ... _DRAWS - 1 cards in order from counts[i]."""
    counts = counts[:, None] - np.arange(_DRAWS - 1)
    np.maximum(counts, 0.0, out=counts)  # drawing more than there are: no way at all
    table = np.ones((len(counts), _DRAWS))
    np.cumprod(counts, axis=1, out=table[:, 1:])
    return table


def _table(up: int, h17: bool, peek: bool, splits_aces: bool,
           hole_weights: HoleWeights) -> _DrawTable:
    key = (up, h17, peek, splits_aces and up == ACE, hole_weights)
    found = _tables.get(key)
    if found is None:
        found = _tables[key] = _build_table(*key)
    return found


# Where a dealer hand stands in its drawing: ("draw", hard, has_ace) draws by the rules;
# with a pair of aces split (S7-17), ("first",) waits for the up-card ace's card and
# ("second", card) for the other ace's, after which the better hand draws on.
_Phase = tuple[int, ...]
_DRAW, _FIRST, _SECOND = 0, 1, 2


def _build_table(up: int, h17: bool, peek: bool, splits_aces: bool,
                 hole_weights: HoleWeights = None) -> _DrawTable:
    """Walk the dealer's draws a card at a time, counting the orders that reach each multiset
    of cards drawn and where the hand then stands. A card's chance depends only on how many of
    its rank were drawn before it, so every order of one multiset is equally likely, and the
    table needs only how many orders end each way."""
    natural = natural_rank(up)
    ends: dict[tuple[tuple[int, ...], int], int] = {}  # (multiset, outcome) -> orders
    start: _Phase = (_DRAW, up + 1, int(up == ACE))
    drawing: dict[tuple[tuple[int, ...], _Phase], int] = {((0,) * 10, start): 1}
    first = True
    while drawing:
        following: dict[tuple[tuple[int, ...], _Phase], int] = {}
        for (held, phase), orders_so_far in drawing.items():
            for rank in range(10):
                orders = orders_so_far
                if first and hole_weights is not None:
                    orders *= hole_weights[rank]
                    if not orders:
                        continue
                grown = (*held[:rank], held[rank] + 1, *held[rank + 1:])
                if first and rank == natural:
                    if not peek:  # a natural is an ending of its own; with the peek, none
                        key = (grown, NATURAL)
                        ends[key] = ends.get(key, 0) + orders
                    continue
                step = _next_phase(phase, rank, first and splits_aces and rank == ACE)
                outcome = _ending(step, h17)
                if outcome is None:
                    following[(grown, step)] = following.get((grown, step), 0) + orders
                else:
                    ends[(grown, outcome)] = ends.get((grown, outcome), 0) + orders
        drawing = following
        first = False
    # By outcome, then number of cards (see _DrawTable), else as found.
    found = sorted(ends.items(), key=lambda end: (end[0][1], sum(end[0][0])))
    places = [[rank * _DRAWS + count for rank, count in enumerate(held) if count]
              for (held, _), _ in found]
    most = max(len(ranks) for ranks in places)
    padded = [ranks + [0] * (most - len(ranks)) for ranks in places]
    slots = np.array([outcome * _DRAWS + sum(held) for (held, outcome), _ in found],
                     dtype=np.intp)
    groups, starts = np.unique(slots, return_index=True)
    outcomes, outcome_starts = np.unique(groups // _DRAWS, return_index=True)
    return _DrawTable(np.array(padded, dtype=np.intp).T.copy(),
                      np.array([held for (held, _), _ in found], dtype=np.float64).T.copy(),
                      np.array([float(orders) for _, orders in found]),
                      starts.astype(np.intp), (groups % _DRAWS).astype(np.intp),
                      outcomes.astype(np.intp), outcome_starts.astype(np.intp))


def _next_phase(phase: _Phase, rank: int, splits: bool) -> _Phase:
    """Where the hand stands once a card of `rank` is drawn; `splits`: it is the hole card, an
    ace under an ace, and the dealer splits the pair (S7-17)."""
    if splits:
        return (_FIRST,)
    if phase[0] == _FIRST:
        return (_SECOND, rank)
    if phase[0] == _SECOND:
        # Two hands, ace and phase[1], ace and rank: the higher total is kept (S7-17).
        kept = max(phase[1], rank, key=lambda card: total_of(1 + card + 1, True))
        return (_DRAW, 1 + kept + 1, 1)
    return (_DRAW, phase[1] + rank + 1, int(phase[2] or rank == ACE))


def _ending(phase: _Phase, h17: bool) -> int | None:
    """The outcome of a hand that stops here, or None while it draws on."""
    if phase[0] != _DRAW:
        return None
    hard, has_ace = phase[1], bool(phase[2])
    if hard > 21:
        return BUST
    soft = has_ace and hard <= 11
    total = hard + 10 if soft else hard
    if total >= 18 or (total == 17 and not (soft and h17)):
        return total - 17
    return None
