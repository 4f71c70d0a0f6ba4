"""A player's hand drawn on from one or more shoes, every shoe it can reach worked out at once.

Hitting on optimally from a shoe visits every multiset of cards the hand can draw before it
stands or busts: some 100 to 1,000 shoes a decision, each needing the dealer's odds. Worked out
a shoe at a time (a recursion, as `expected.py` had it) that was thousands of small numpy calls
a decision, each costing more in Python than its arithmetic (issue 35). Here the shoes are
rows of arrays instead:

- Which multisets a hand can draw, and what each is (its points, whether it holds an ace, the
  multisets one card more), does not depend on the shoe: it is tabled once for each starting
  hard total and ace (`_Drawing`).
- A shoe's dealer ways (dealer.DealerOdds) come from those of the shoe before its last card
  by one product, so the shoes are taken by number of cards drawn, each row from a row of the number
  before, and their outcomes summed in one call per number. A shoe two starting hands reach
  (a split's 2 then 3, and 3 then 2) is worked out once.
- The values are then worked from the highest hard total down: a hand's cards only add points,
  so every hand one card more is known before the hand itself.

The values are the recursion's (`Evaluator.hit`, `Evaluator.best`), the same sums in another
order: they agree to the last few bits.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from app.engine.advisor.composition import ACE, Composition
from app.engine.advisor.dealer import DealerOdds

Ints = npt.NDArray[np.int64]
Bools = npt.NDArray[np.bool_]
Floats = npt.NDArray[np.float64]
_MOST = 19  # the most points a hand draws: from two aces (hard 2) to 21
_RANKS = np.arange(10)


@dataclass(frozen=True)
class _Multisets:
    """Every multiset of cards worth at most _MOST points, by number of cards."""

    drawn: Ints  # (multisets, 10): how many of each rank
    cards: Ints
    points: Ints
    more: Ints  # (multisets, 10): the multiset one card of that rank more, or -1
    less: Ints  # (multisets, 10): one card of that rank fewer, or -1


@dataclass(frozen=True)
class _Drawing:
    """The multisets a hand of one hard total and ace can draw (the one it starts from first),
    sorted by number of cards, and what each is."""

    drawn: Ints
    cards: Ints
    hard: Ints
    total: Ints  # its best total (composition.total_of)
    playing: Bools  # it may draw on: not 21 (the hand it starts from always may)
    stands: Bools  # its standing value is wanted: at 21, or where standing may be best
    child: Ints  # (hands, 10): the hand after a card of that rank, -1 if it busts
    bust: Bools  # (hands, 10): a card of that rank busts it (hard 12 or more only)
    parent: Ints  # a hand one card short of it, -1 for the first
    rank: Ints  # the rank of that card


_multisets: list[_Multisets] = []
_drawings: dict[tuple[int, bool], _Drawing] = {}


def clear_cache() -> None:
    _drawings.clear()


def _all_multisets() -> _Multisets:
    if not _multisets:
        found: list[tuple[int, ...]] = [(0,) * 10]
        layer = found
        while layer:  # each multiset once, its ranks added in ascending order
            following = []
            for held in layer:
                points = sum((rank + 1) * count for rank, count in enumerate(held))
                lowest = max((rank for rank in range(10) if held[rank]), default=0)
                for rank in range(lowest, min(10, _MOST - points)):
                    following.append((*held[:rank], held[rank] + 1, *held[rank + 1:]))
            found.extend(following)
            layer = following
        where = {held: index for index, held in enumerate(found)}
        drawn = np.array(found, dtype=np.int64)
        more = np.full((len(found), 10), -1, dtype=np.int64)
        less = np.full((len(found), 10), -1, dtype=np.int64)
        for index, held in enumerate(found):
            for rank in range(10):
                bigger = where.get((*held[:rank], held[rank] + 1, *held[rank + 1:]))
                if bigger is not None:
                    more[index, rank] = bigger
                    less[bigger, rank] = index
        _multisets.append(_Multisets(drawn, drawn.sum(axis=1), drawn @ (_RANKS + 1), more,
                                     less))
    return _multisets[0]


def _drawing(hard: int, has_ace: bool) -> _Drawing:
    key = (hard, has_ace)
    found = _drawings.get(key)
    if found is None:
        found = _drawings[key] = _build_drawing(hard, has_ace)
    return found


def _build_drawing(start: int, start_ace: bool) -> _Drawing:
    every = _all_multisets()
    within = np.flatnonzero(every.points <= 21 - start)  # sorted by cards: the first is none
    hard = start + every.points[within]
    ace = start_ace | (every.drawn[within, ACE] > 0)
    soft = ace & (hard <= 11)
    total = np.where(soft, hard + 10, hard)
    playing = total != 21
    playing[0] = True
    # Keep only the hands that can be reached: some are drawn only through a 21.
    place = np.full(len(every.drawn) + 1, -1, dtype=np.int64)  # -1 maps -1 to -1
    place[within] = np.arange(len(within))
    child = place[every.more[within]]
    reached = np.zeros(len(within), dtype=np.bool_)
    reached[0] = True
    cards = every.cards[within]
    for number in range(int(cards.max()) + 1):
        layer = np.flatnonzero((cards == number) & reached & playing)
        following = child[layer].ravel()
        reached[following[following >= 0]] = True
    kept = np.flatnonzero(reached)
    renumber = np.full(len(within) + 1, -1, dtype=np.int64)
    renumber[kept] = np.arange(len(kept))
    child = renumber[child[kept]]
    child[~playing[kept]] = -1
    less = renumber[place[every.less[within[kept]]]]
    # A hand one card short that may draw on: there is one, the hand before its last card.
    from_playing = (less >= 0) & playing[kept][np.maximum(less, 0)]
    rank = from_playing.argmax(axis=1)
    parent = np.where(from_playing.any(axis=1), less[np.arange(len(kept)), rank], -1)
    hard, total, playing = hard[kept], total[kept], playing[kept]
    bust = playing[:, None] & (_RANKS[None, :] >= 21 - hard[:, None])
    stands = ~playing | (total >= 17) | (hard >= 12)
    return _Drawing(every.drawn[within[kept]], cards[kept], hard, total, playing, stands,
                    child, bust, parent, rank)


@dataclass(frozen=True)
class Forest:
    """The hands of `solve`'s starting points, side by side (one array of each)."""

    shoes: Ints  # (hands, 10)
    cards: Ints
    hard: Ints
    total: Ints
    playing: Bools
    stands: Bools
    child: Ints  # as _Drawing's, numbered across the forest; len(shoes) where none
    bust: Bools
    parent: Ints
    rank: Ints
    starts: Ints  # where each starting hand is


def _forest(starts: Sequence[tuple[int, bool, Composition]]) -> Forest:
    parts = []
    offset = 0
    for hard, has_ace, shoe in starts:
        drawing = _drawing(hard, has_ace)
        shoes = np.array(shoe, dtype=np.int64) - drawing.drawn
        # A shoe short of a rank it had none of is never reached (its chance is nought).
        kept = np.flatnonzero((shoes >= 0).all(axis=1))
        renumber = np.full(len(shoes) + 1, -1, dtype=np.int64)
        renumber[kept] = np.arange(offset, offset + len(kept))
        parts.append((drawing, shoes, kept, renumber))
        offset += len(kept)
    none = offset
    pieces: dict[str, list[npt.NDArray[np.generic]]] = {
        name: [] for name in ("cards", "hard", "total", "playing", "stands", "bust", "rank")}
    shoes_of, child_of, parent_of, start_of = [], [], [], []
    for drawing, shoes, kept, renumber in parts:
        shoes_of.append(shoes[kept])
        for name, values in pieces.items():
            values.append(getattr(drawing, name)[kept])
        child = renumber[drawing.child[kept]]
        child_of.append(np.where(child >= 0, child, none))
        parent_of.append(renumber[drawing.parent[kept]])
        start_of.append(renumber[0])
    joined = {name: np.concatenate(values) for name, values in pieces.items()}
    return Forest(np.concatenate(shoes_of), joined["cards"], joined["hard"], joined["total"],
                  joined["playing"], joined["stands"], np.concatenate(child_of),
                  joined["bust"], np.concatenate(parent_of), joined["rank"],
                  np.array(start_of, dtype=np.int64))


Start = tuple[int, bool, Composition]  # hard, has_ace, shoe


def solve(dealer: DealerOdds, natural: int | None, hole_weights: tuple[int, ...] | None,
          starts: Sequence[Start]) -> dict[Start, tuple[float, float]]:
    """For each (hard, has_ace, shoe): the joint values (expected.py) of hitting once and
    playing on optimally, and of the better of that and standing (`Evaluator.hit`, `best`);
    `natural` is the hole card's rank the dealer has peeked for, if any.

    The same of each hand a start reaches with one card more that may draw on, worked out on
    the way: a player who hits is asked again there, from that very shoe."""
    forest = _forest(starts)
    odds = _dealer_odds(dealer, forest)
    hit, value = _values(forest, odds, natural, hole_weights)
    solved: dict[Start, tuple[float, float]] = {}
    none = len(forest.shoes)
    for (hard, has_ace, shoe), start in zip(starts, forest.starts.tolist(), strict=True):
        for rank, child in enumerate(forest.child[start].tolist()):
            if child != none and forest.playing[child]:
                after = (hard + rank + 1, has_ace or rank == ACE, _less_one(shoe, rank))
                solved[after] = (float(hit[child]), float(value[child]))
                dealer.remember(after[2], odds[child].tolist())
        # The start's own last: a start that is also another's child is its own.
        solved[(hard, has_ace, shoe)] = (float(hit[start]), float(value[start]))
        dealer.remember(shoe, odds[start].tolist())  # a caller may stand on it next
    return solved


def _less_one(shoe: Composition, rank: int) -> Composition:
    counts = list(shoe)
    counts[rank] -= 1
    return (counts[0], counts[1], counts[2], counts[3], counts[4],
            counts[5], counts[6], counts[7], counts[8], counts[9])


def _values(forest: Forest, odds: Floats, natural: int | None,
            hole_weights: tuple[int, ...] | None) -> tuple[Floats, Floats]:
    """Each hand's joint value of hitting once and playing on, and of its best play."""
    standing = _standing(odds, np.where(forest.playing, forest.total, 21))
    busting = _busting(forest, natural, hole_weights)
    counts = forest.shoes.astype(np.float64)
    left = forest.shoes.sum(axis=1)
    value = np.zeros(len(forest.shoes) + 1)  # the last: no hand (a card none is left of)
    hit = np.zeros(len(forest.shoes))
    value[: len(forest.shoes)][~forest.playing] = standing[~forest.playing]
    order = np.argsort(-forest.hard, kind="stable")
    order = order[forest.playing[order]]
    bounds = np.flatnonzero(np.diff(forest.hard[order])) + 1
    for hands in np.split(order, bounds):  # the highest hard total first
        hitting = (counts[hands] * value[forest.child[hands]]).sum(axis=1)
        hitting -= busting[hands]
        hitting /= left[hands]
        hit[hands] = hitting
        value[hands] = np.where(forest.stands[hands],
                                np.maximum(hitting, standing[hands]), hitting)
    return hit, value


def _dealer_odds(dealer: DealerOdds, forest: Forest) -> Floats:
    """The dealer's outcomes from each hand's shoe (those of the few that never stand too:
    summed in passing, they cost less than leaving them out).

    Hands from different starting points can reach one shoe (a split's hands: 2 then 3 is
    3 then 2): each shoe is worked out once, from a shoe one card fuller where there is one
    (the first hand to reach it has one, unless it is a starting hand)."""
    shoes = forest.shoes
    if len(forest.starts) == 1:  # one start's hands draw distinct multisets: distinct shoes
        first = which = np.arange(len(shoes))
        return _distinct_odds(dealer, forest, shoes, first, which)
    short = shoes.max(axis=0) - shoes  # the cards each is short of the fullest
    base = int(short.max()) + 1  # some 20 cards: a shoe's shortfall is one number
    if base**10 < 2**62:
        _, first, which = np.unique(short @ (base ** _RANKS), return_index=True,
                                    return_inverse=True)
    else:
        _, first, which = np.unique(short, axis=0, return_index=True, return_inverse=True)
        which = which.ravel()
    return _distinct_odds(dealer, forest, shoes[first], first, which)


def _distinct_odds(dealer: DealerOdds, forest: Forest, shoes: Ints, first: Ints,
                   which: Ints) -> Floats:
    """`_dealer_odds` of the distinct `shoes`, the hands `first` reaching each first; the
    rows then given to every hand (`which`: each hand's shoe)."""
    parent = forest.parent[first]
    parent = np.where(parent >= 0, which[np.maximum(parent, 0)], -1)
    cards = shoes.sum(axis=1)
    order = np.argsort(-cards, kind="stable")
    bounds = [0, *(np.flatnonzero(np.diff(cards[order])) + 1).tolist(), len(order)]
    # What turns each shoe's fuller one's ways into its own, for the whole forest at once.
    rank = forest.rank[first]
    keys = shoes[np.maximum(parent, 0), rank] * 10 + rank
    chained = parent >= 0
    distinct, each = np.unique(keys[chained], return_inverse=True)
    factors = dealer.factors(distinct)
    factor_of = np.zeros(len(first), dtype=np.int64)
    factor_of[chained] = each
    place = np.zeros(len(first), dtype=np.int64)  # each shoe's row in its layer's ways
    by_group = np.empty((len(first), dealer.groups))  # in `order`
    ways = np.zeros((0, 0))
    for turn, (begin, end) in enumerate(itertools.pairwise(bounds)):  # fullest shoes first
        layer = order[begin:end]
        fuller = parent[layer]
        if chained[layer].all():
            # Into rows kept from call to call: fresh arrays of megabytes cost more in the
            # system's page faults than the products themselves.
            following = _rows(turn % 2, len(layer), dealer.size)
            np.take(ways, place[fuller], axis=0, out=following, mode="clip")
            scaled = _rows(2, len(layer), dealer.size)
            np.take(factors, factor_of[layer], axis=0, out=scaled, mode="clip")
            following *= scaled
        else:  # starting shoes (beside shoes of theirs: never, for the evaluator's calls)
            following = dealer.ways_of(shoes[layer])
            again = chained[layer]
            if again.any():
                following[again] = (ways[place[fuller[again]]]
                                    * factors[factor_of[layer[again]]])
        ways = following
        place[layer] = np.arange(len(layer))
        dealer.group_sums(ways, by_group[begin:end])
    odds = np.empty((len(first), 7))
    odds[order] = dealer.outcomes_of_groups(by_group, cards[order])
    return odds[which]


_scratch = threading.local()


_KEPT = 2_000_000  # the most floats a scratch buffer keeps (16 MB): larger rows are fresh


def _rows(buffer: int, rows: int, columns: int) -> Floats:
    """Scratch rows of one of three buffers, this thread's own, grown as needed."""
    size = rows * columns
    if size > _KEPT:
        return np.empty((rows, columns))
    buffers: list[Floats] | None = getattr(_scratch, "buffers", None)
    if buffers is None:
        buffers = _scratch.buffers = [np.empty(0), np.empty(0), np.empty(0)]
    if len(buffers[buffer]) < size:
        buffers[buffer] = np.empty(min(2 * size, _KEPT))
    found: Floats = buffers[buffer][:size].reshape(rows, columns)
    return found


def _standing(odds: Floats, total: Ints) -> Floats:
    """expected._standing of each row, the same sums in the same order."""
    o17, o18, o19, o20, o21, bust, natural = odds.T
    finals = (o17, o18, o19, o20, o21)
    before = [np.zeros(len(odds))]  # before[k]: the first k finals, summed in turn
    for final in finals:
        before.append(before[-1] + final)
    after = [np.zeros(len(odds))]  # after[k]: the last k, summed from the first of them
    for first in range(4, -1, -1):
        summed = finals[first].copy()
        for final in finals[first + 1:]:
            summed += final
        after.append(summed)
    below = bust - (before[5] + natural)
    over = np.clip(total - 17, 0, 4)
    made = bust + np.choose(over, before[:5]) - np.choose(4 - over, after[:5]) - natural
    standing: Floats = np.where(total < 17, below, made)
    return standing


def _busting(forest: Forest, natural: int | None,
             hole_weights: tuple[int, ...] | None) -> Floats:
    """expected.Evaluator's busting loss of each hand that may draw: what the cards that
    bust it lose, each weighed by its count (only if the hole card is no natural)."""
    shoes, bust = forest.shoes, forest.bust
    if not bust.any():
        return np.zeros(len(shoes))
    left = shoes.sum(axis=1)[:, None] - 1
    is_natural = np.equal(_RANKS, -1 if natural is None else natural)
    with np.errstate(divide="ignore", invalid="ignore"):  # shoes of one card never bust
        if hole_weights is not None:
            weights = np.array(hole_weights, dtype=np.int64)
            weighed = (shoes @ weights)[:, None]
            gone = 0 if natural is None else hole_weights[natural]
            naturals = (gone * shoes[:, natural] if natural is not None
                        else np.zeros(len(shoes), dtype=np.int64))[:, None]
            each = shoes * ((weighed - weights) / left
                            - (naturals - gone * is_natural) / left)
        elif natural is None:
            each = shoes.astype(np.float64)
        else:
            each = shoes * (1.0 - (shoes[:, natural][:, None] - is_natural) / left)
        lost: Floats = np.where(bust, each, 0.0).sum(axis=1)
    return lost
