"""The dealer's final totals, exactly, for a given up card and shoe composition.

The dealer draws by fixed rules (T10-7), so the probability of each final total is a sum over
every sequence of draws, each card's probability being its count over the cards left. The
recursion below visits each state (the shoe left and the dealer's hand) once: states are
memoised across calls, since a player's hits and a dealer's draws that remove the same cards
leave the same shoe, and that sharing is most of the speed.

Outcomes are indexed 0-4 for final 17-21, 5 for bust and 6 for a dealer natural.
"""

from __future__ import annotations

from app.engine.advisor.composition import ACE, TEN, Composition

Outcomes = tuple[float, float, float, float, float, float, float]
DrawOutcomes = tuple[float, float, float, float, float, float]  # no natural once drawing
BUST = 5
NATURAL = 6
OUTCOME_NAMES = ("17", "18", "19", "20", "21", "bust", "natural")

# A shoe as one integer, eight bits per rank (8 decks hold 128 ten-values, the most of any).
_RANK_STEP = tuple(1 << (8 * index) for index in range(10))
_CACHE_LIMIT = 200_000  # outcomes by up card and shoe: seven floats each
_STATE_LIMIT = 300_000  # dealer states over all memos; the worst decision needs ~250,000
_cache: dict[tuple[int, Composition, bool, bool], Outcomes] = {}
# (up, h17) -> {packed shoe and dealer hand -> outcome chances of a dealer who must draw}.
# Shared by every decision: a player's hits and a dealer's draws that leave the same shoe and
# the same dealer hand reach the same state, and that sharing is most of the speed.
_draw_memos: dict[tuple[int, bool], dict[int, DrawOutcomes]] = {}


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
        found = _cache[key] = _compute(up, shoe, h17, peek)
    return found


def dealer_probabilities(up: int, shoe: Composition, h17: bool, peek: bool) -> Outcomes:
    """Probabilities of each final outcome, given no natural when the dealer peeks."""
    joint = dealer_outcomes(up, shoe, h17, peek)
    total = sum(joint)
    a, b, c, d, e, f, g = (value / total for value in joint)
    return (a, b, c, d, e, f, g)


def clear_cache() -> None:
    """Forget every memoised result (the bench measures cold decisions this way)."""
    _cache.clear()
    _draw_memos.clear()


def _compute(up: int, shoe: Composition, h17: bool, peek: bool) -> Outcomes:
    counts = list(shoe)
    if sum(len(memo) for memo in _draw_memos.values()) >= _STATE_LIMIT:
        _draw_memos.clear()  # some 310 bytes a state: this keeps the memos near 100 MB
    # `_draw` is a module-level function, not a closure: a recursive closure is a reference
    # cycle, which would keep a cleared memo alive until the cyclic collector ran.
    memo = _draw_memos.setdefault((up, h17), {})

    # The hole card: the same draw, except for the natural it may make.
    left = sum(counts)
    packed = sum(count * step for count, step in zip(counts, _RANK_STEP, strict=True))
    natural_index = natural_rank(up)
    outcomes = [0.0] * 7
    for index in range(10):
        count = counts[index]
        if not count:
            continue
        chance = count / left
        if index == natural_index:
            if not peek:
                outcomes[NATURAL] += chance
            continue
        hard = up + 1 + index + 1
        ace = up == ACE or index == ACE
        soft = ace and hard <= 11
        total = hard + 10 if soft else hard
        if total >= 18 or (total == 17 and not (soft and h17)):
            outcomes[total - 17] += chance
            continue
        child_packed = packed - _RANK_STEP[index]
        child = memo.get((child_packed << 6) | (hard << 1) | ace)
        if child is None:
            counts[index] = count - 1
            child = _draw(hard, ace, child_packed, left - 1, counts, memo, h17)
            counts[index] = count
        for slot in range(6):
            outcomes[slot] += chance * child[slot]
    o17, o18, o19, o20, o21, bust, natural = outcomes
    return (o17, o18, o19, o20, o21, bust, natural)


def _draw(
    hard: int, has_ace: bool, packed: int, left: int,
    counts: list[int], memo: dict[int, DrawOutcomes], h17: bool,
) -> DrawOutcomes:
    """Outcome chances of a dealer hand that must draw; `hard` counts aces as 1. `counts` is
    the shoe left (changed and restored in place), `packed` the same shoe as one integer. The
    caller has looked in the memo already: a call costs more than a lookup, and most hit."""
    # Sums of counts, turned into chances by one division at the end.
    o17 = o18 = o19 = o20 = o21 = bust = 0.0
    for index in range(10):
        count = counts[index]
        if not count:
            continue
        new_hard = hard + index + 1
        if new_hard > 21:
            bust += count
            continue
        ace = has_ace or index == ACE
        soft = ace and new_hard <= 11
        total = new_hard + 10 if soft else new_hard
        if total >= 18 or (total == 17 and not (soft and h17)):
            if total == 17:
                o17 += count
            elif total == 18:
                o18 += count
            elif total == 19:
                o19 += count
            elif total == 20:
                o20 += count
            else:
                o21 += count
            continue
        child_packed = packed - _RANK_STEP[index]
        child = memo.get((child_packed << 6) | (new_hard << 1) | ace)
        if child is None:
            counts[index] = count - 1
            child = _draw(new_hard, ace, child_packed, left - 1, counts, memo, h17)
            counts[index] = count
        c17, c18, c19, c20, c21, cbust = child
        o17 += count * c17
        o18 += count * c18
        o19 += count * c19
        o20 += count * c20
        o21 += count * c21
        bust += count * cbust
    scale = 1.0 / left
    result = (o17 * scale, o18 * scale, o19 * scale, o20 * scale, o21 * scale, bust * scale)
    memo[(packed << 6) | (hard << 1) | has_ace] = result
    return result
