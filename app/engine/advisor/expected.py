"""Expected values of the player's actions, exact for the shoe's composition.

Units are the initial bet. Where the dealer peeks (ten-value or ace up) every value is given
no dealer natural, the convention of the published tables; insurance and even money are the
exception, being decided before the peek.

How the peek is handled exactly: the hole card is dealt before the player draws, but the
shoe's order is exchangeable, so the joint probability of the player's cards and the dealer's
cards is the same if the hole card is drawn after the player's. Every value inside the
recursion is therefore a joint expectation "result and no dealer natural", with the hole card
drawn from what the player left; the one division by P(no natural) happens at the decision.
Comparing stand with hit at a node compares two joint values with the same divisor, so the
choice is the optimal one given that the dealer has no natural.

Play after the decision is optimal and composition-dependent: every card the player draws is
removed before the next choice (hit or stand; double only as the first action).

Splits, the strategy assumed (the published tables' own, Wizard of Odds appendix 9: "for
splitting values the program only considered how many hands the player had already split, but
not the other cards drawn in those hands"). The hands are played in turn; each takes its
second card, and a card of the pair's rank splits again while there are fewer hands than
`resplit_hands` (aces only with `resplit_aces`), if that is worth more than keeping the pair.
Each hand is valued as played optimally for the shoe less the up card, the pair cards split
so far and its own cards, doubling as its first action only with `das`; split aces take one
card each and stand (`split_aces_one_card`). The chance that a second card is of the pair's
rank is likewise taken from the shoe less the pair cards split so far.

So the value is exact when the pair cannot split again (`resplit_hands` 2, or aces without
`resplit_aces`): a hand whose play ignores the other hand's cards has, by exchangeability, the
same expectation whether those cards were drawn or not. It is exact on an infinite deck
(`decks` 0) for any number of hands, where cards drawn change nothing. With re-splits from a
finite shoe it is the published approximation: the other hands' drawn cards, which it leaves
in the shoe, tilt which cards come later. On the published game values that leaves a
difference of a few millionths (tests/engine/test_advisor.py).
A split ace with a ten-value is 21, not a natural (C-2).
"""

from __future__ import annotations

from operator import mul

from app.engine.advisor import draws
from app.engine.advisor.composition import ACE, TEN, Composition, total_of
from app.engine.advisor.dealer import DealerOdds, DealerRules, HoleWeights, Outcomes, natural_rank
from app.engine.advisor.rules import AdvisorRules

_CACHE_LIMIT = 200_000
# By dealer rules, (shoe, hard, has_ace) -> best joint value of standing or hitting on, and
# of hitting.
_best_cache: dict[DealerRules, dict[tuple[Composition, int, bool], float]] = {}
_hit_cache: dict[DealerRules, dict[tuple[Composition, int, bool], float]] = {}


def clear_cache() -> None:
    _best_cache.clear()
    _hit_cache.clear()
    draws.clear_cache()


def without(shoe: Composition, index: int) -> Composition:
    counts = list(shoe)
    counts[index] -= 1
    return (counts[0], counts[1], counts[2], counts[3], counts[4],
            counts[5], counts[6], counts[7], counts[8], counts[9])


def no_natural_chance(up: int, shoe: Composition, peek: bool,
                      hole_weights: HoleWeights = None) -> float:
    """P(the hole card gives no natural) when the dealer peeks, else 1 (nothing conditioned);
    with `hole_weights`, in their weighted measure (dealer.HoleWeights)."""
    rank = natural_rank(up) if peek else None
    if hole_weights is None:
        return 1.0 if rank is None else 1.0 - shoe[rank] / sum(shoe)
    natural = 0 if rank is None else hole_weights[rank] * shoe[rank]
    return hole_weight(shoe, hole_weights) - natural / sum(shoe)


def hole_weight(shoe: Composition, hole_weights: tuple[int, ...]) -> float:
    """The hole card's mean weight over `shoe` (dealer.HoleWeights): how likely, up to a
    factor, the dealer was to show what it showed, had the hole card been drawn from it."""
    return int(sum(map(mul, hole_weights, shoe))) / sum(shoe)


class Evaluator:
    """Expected values for one up card and set of dealer rules, sharing one memo."""

    def __init__(self, up: int, h17: bool, peek: bool, splits_aces: bool = False,
                 hole_weights: HoleWeights = None) -> None:
        self.up = up
        self.h17 = h17
        self.peek = peek
        self.splits_aces = splits_aces  # the dealer splits a pair of aces (S7-17)
        self.hole_weights = hole_weights  # what a card the dealer chose to show says (BJX-4)
        rules = (up, h17, peek, splits_aces, hole_weights)
        self._best = _best_cache.setdefault(rules, {})
        self._hit = _hit_cache.setdefault(rules, {})
        self._dealer = DealerOdds(up, h17, peek, splits_aces, hole_weights)
        self._odds = self._dealer.known
        # The hole card's rank that makes a natural, where the dealer has checked for one.
        self._natural = natural_rank(up) if peek else None

    def stand(self, total: int, shoe: Composition) -> float:
        """Joint value of standing on `total` (at most 21), the dealer drawing from `shoe`."""
        odds = self._odds.get(shoe)
        return _standing(total, self._dealer.outcomes(shoe) if odds is None else odds)

    def busted(self, shoe: Composition, stake: float = 1.0) -> float:
        """A bust loses the stake whatever the dealer holds (C-3), but only if no natural."""
        return -stake * no_natural_chance(self.up, shoe, self.peek, self.hole_weights)

    def best(self, hard: int, has_ace: bool, shoe: Composition) -> float:
        """Joint value of the better of standing and hitting on, optimally, from here.

        Below 17 standing wins only on a dealer bust, and a card that cannot bust the hand
        (hard 11 or less, any soft hand) leaves that chance the same on average, so there
        hitting is at least as good and standing is not weighed (`draws.py`)."""
        found = self._best.get((shoe, hard, has_ace))
        if found is None:
            self._solve([(hard, has_ace, shoe)])
            found = self._best[(shoe, hard, has_ace)]
        return found

    def hit(self, hard: int, has_ace: bool, shoe: Composition) -> float:
        """Joint value of taking one card, then playing optimally."""
        found = self._hit.get((shoe, hard, has_ace))
        if found is None:
            self._solve([(hard, has_ace, shoe)])
            found = self._hit[(shoe, hard, has_ace)]
        return found

    def _solve(self, starts: list[tuple[int, bool, Composition]]) -> None:
        """`hit` and `best` of each (hard, has_ace, shoe), worked out together (draws.py)."""
        wanted = list(dict.fromkeys(start for start in starts
                                    if (start[2], start[0], start[1]) not in self._best))
        if not wanted:
            return
        if len(self._best) + len(wanted) > _CACHE_LIMIT:
            self._best.clear()
            self._hit.clear()
        solved = draws.solve(self._dealer, self._natural, self.hole_weights, wanted)
        for (hard, has_ace, shoe), (hit, best) in solved.items():
            self._hit[(shoe, hard, has_ace)] = hit
            self._best[(shoe, hard, has_ace)] = best

    def double(self, hard: int, has_ace: bool, shoe: Composition) -> float:
        """Joint value of doubling: twice the stake, exactly one card."""
        self._dealer.many(_doubled(hard, shoe))  # the shoes it stands on, at once
        left = sum(shoe)
        value = 0.0
        for index in range(10):
            count = shoe[index]
            if not count:
                continue
            rest = without(shoe, index)
            new_hard = hard + index + 1
            if new_hard > 21:
                value += count * self.busted(rest, 2.0)
            else:
                value += count * 2.0 * self.stand(total_of(new_hard, has_ace or index == ACE), rest)
        return value / left

    def split(self, pair: int, shoe: Composition, rules: AdvisorRules,
              every_pair: bool = False) -> float:
        """Joint value of splitting a pair of `pair` (see the module's docstring).

        `shoe` has both pair cards and the up card removed. `every_pair`: a redrawn pair is
        split again whenever it may be, worth it or not (as Wizard of Odds appendix 1 has it).
        """
        most = rules.resplit_hands if pair != ACE or rules.resplit_aces else 2
        by_splits: list[tuple[float, float, float]] = []  # by pair cards split beyond the first
        values: dict[tuple[int, int], float] = {}

        def drawn(waiting: int, hands: int) -> float:
            """The value of `waiting` hands still to take their second card, `hands` in all."""
            if waiting == 0:
                return 0.0
            found = values.get((waiting, hands))
            if found is not None:
                return found
            while len(by_splits) <= hands - 2:
                by_splits.append(self._second_card(pair, shoe, len(by_splits), rules))
            pair_chance, other, kept = by_splits[hands - 2]
            if hands >= most:
                value = waiting * (pair_chance * kept + (1.0 - pair_chance) * other)
            else:
                value = (1.0 - pair_chance) * (other + drawn(waiting - 1, hands))
                if pair_chance:
                    again = drawn(waiting + 1, hands + 1)
                    if not every_pair:
                        again = max(again, kept + drawn(waiting - 1, hands))
                    value += pair_chance * again
            values[(waiting, hands)] = value
            return value

        return drawn(2, 2)

    def _second_card(self, pair: int, shoe: Composition, resplit: int,
                     rules: AdvisorRules) -> tuple[float, float, float]:
        """For a split hand once `resplit` more pair cards have left `shoe`: the chance its
        second card is of the pair's rank, its joint value if it draws another rank, and if it
        draws the pair's rank and keeps it."""
        shoe = _less(shoe, pair, resplit)
        self._prepare(pair, shoe, rules)
        other = kept = 0.0
        for index in range(10):
            count = shoe[index]
            if not count:
                continue
            value = self._split_hand(pair, index, without(shoe, index), rules)
            if index == pair:
                kept = value
            else:
                other += count * value
        left = sum(shoe)
        pair_count = shoe[pair]
        others = left - pair_count
        return pair_count / left, other / others if others else 0.0, kept

    def prepare(self, hard: int, has_ace: bool, shoe: Composition, pair: int | None,
                rules: AdvisorRules, doubles: bool = False) -> None:
        """Work out together what a decision from `shoe` will ask: hitting a hand of `hard`
        points (doubling it too if `doubles`), and for a `pair`, every split hand's play and
        the shoes it stands on. Their shoes are much the same, and draws.py works each out
        once a call."""
        starts: list[tuple[int, bool, Composition]] = [(hard, has_ace, shoe)]
        standing = _doubled(hard, shoe) if doubles else []
        if pair is not None:
            most = rules.resplit_hands if pair != ACE or rules.resplit_aces else 2
            for resplit in range(min(most - 1, shoe[pair] + 1)):  # as `_second_card` goes
                self._split_starts(pair, _less(shoe, pair, resplit), rules, starts, standing)
        self._solve(starts)
        self._dealer.many(standing)

    def _split_starts(self, pair: int, shoe: Composition, rules: AdvisorRules,
                      starts: list[tuple[int, bool, Composition]],
                      standing: list[Composition]) -> None:
        """What `_split_hand` will ask of each second card from `shoe`: the hands it plays on
        (to `starts`) and the shoes it stands on, doubled or not (to `standing`)."""
        for index in range(10):
            if not shoe[index]:
                continue
            rest = without(shoe, index)
            hard = pair + 1 + index + 1
            has_ace = pair == ACE or index == ACE
            total = total_of(hard, has_ace)
            if total == 21 and has_ace and rules.split_natural_wins:
                continue
            one_card = pair == ACE and rules.split_aces_one_card
            if one_card or total == 21:
                standing.append(rest)
            else:
                starts.append((hard, has_ace, rest))
            if (rules.double_split_aces if one_card else rules.double_down and rules.das):
                standing.extend(_doubled(hard, rest))

    def _prepare(self, pair: int, shoe: Composition, rules: AdvisorRules) -> None:
        """`_split_starts` of `shoe`, worked out (where `prepare` has not already)."""
        starts: list[tuple[int, bool, Composition]] = []
        standing: list[Composition] = []
        self._split_starts(pair, shoe, rules, starts, standing)
        self._solve(starts)
        self._dealer.many(standing)

    def _split_hand(self, pair: int, index: int, rest: Composition,
                    rules: AdvisorRules) -> float:
        """Joint value of a split hand of `pair` that drew `index`, played on from `rest`."""
        hard = pair + 1 + index + 1
        has_ace = pair == ACE or index == ACE
        total = total_of(hard, has_ace)
        if total == 21 and has_ace and rules.split_natural_wins:
            # BJX-10: an ace and a ten on a split hand wins 1:1 whatever the dealer has
            # (but not against a dealer natural: values are joint with none).
            return no_natural_chance(self.up, rest, self.peek, self.hole_weights)
        if pair == ACE and rules.split_aces_one_card:
            value = self.stand(total, rest)  # one card each, no more
            if rules.double_split_aces:  # S7-19: then doubled (one more card), never hit
                value = max(value, self.double(hard, has_ace, rest))
            return value
        # Hitting 21 can only lose on average; doubling it is allowed but never right.
        value = self.stand(21, rest) if total == 21 else self.best(hard, has_ace, rest)
        if rules.double_down and rules.das:
            value = max(value, self.double(hard, has_ace, rest))
        return value


def _less(shoe: Composition, pair: int, resplit: int) -> Composition:
    """`shoe` less `resplit` more cards of `pair`, as many as it has."""
    for _ in range(min(resplit, shoe[pair])):
        shoe = without(shoe, pair)
    return shoe


def _doubled(hard: int, shoe: Composition) -> list[Composition]:
    """The shoes a hand of `hard` points doubled from `shoe` stands on."""
    return [without(shoe, index) for index in range(min(10, 21 - hard)) if shoe[index]]


def _standing(total: int, odds: Outcomes) -> float:
    """The joint value of standing on `total` against the dealer's outcomes."""
    o17, o18, o19, o20, o21, bust, natural = odds
    if total < 17:
        return bust - (o17 + o18 + o19 + o20 + o21 + natural)
    finals = (o17, o18, o19, o20, o21)
    return bust + sum(finals[: total - 17]) - sum(finals[total - 16:]) - natural


def insurance_value(shoe: Composition) -> float:
    """The insurance side bet (half the bet, paid 2:1) in units of the initial bet (T10-8).

    Decided before the peek: the hole card is any card of `shoe`.
    """
    tens = shoe[TEN] / sum(shoe)
    return 0.5 * (2.0 * tens - (1.0 - tens))
