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

Split, assumed strategy: the pair is split once, into two hands (no re-split, whatever
`resplit_hands` says; re-splitting is optional, so this is a lower bound where it is
allowed). Each hand is played optimally for the composition less its own cards (the other
hand's drawn cards are unseen by it), doubling as its first action only with `das`; split
aces take one card each and stand. Under that strategy the value is exact: a hand whose play
ignores the other hand's cards has, by exchangeability, the same expectation whether those
cards were drawn or not, so the split is worth twice one hand started from the pair card.
A split ace with a ten-value is 21, not a natural (C-2).
"""

from __future__ import annotations

from app.engine.advisor.composition import ACE, TEN, Composition, total_of
from app.engine.advisor.dealer import HoleWeights, dealer_outcomes, natural_rank
from app.engine.advisor.rules import AdvisorRules

_CACHE_LIMIT = 200_000
# (up, h17, peek, dealer splits aces, hole weights, shoe, hard, has_ace) -> best joint value
# of standing or hitting on.
_best_cache: dict[tuple[int, bool, bool, bool, HoleWeights, Composition, int, bool],
                  float] = {}


def clear_cache() -> None:
    _best_cache.clear()


def without(shoe: Composition, index: int) -> Composition:
    counts = list(shoe)
    counts[index] -= 1
    return (counts[0], counts[1], counts[2], counts[3], counts[4],
            counts[5], counts[6], counts[7], counts[8], counts[9])


def no_natural_chance(up: int, shoe: Composition, peek: bool,
                      hole_weights: HoleWeights = None) -> float:
    """P(the hole card gives no natural) when the dealer peeks, else 1 (nothing conditioned)."""
    rank = natural_rank(up)
    if not peek or rank is None:
        return 1.0
    if hole_weights is None:
        return 1.0 - shoe[rank] / sum(shoe)
    weighted = sum(w * count for w, count in zip(hole_weights, shoe, strict=True))
    return 1.0 - hole_weights[rank] * shoe[rank] / weighted


class Evaluator:
    """Expected values for one up card and set of dealer rules, sharing one memo."""

    def __init__(self, up: int, h17: bool, peek: bool, splits_aces: bool = False,
                 hole_weights: HoleWeights = None) -> None:
        self.up = up
        self.h17 = h17
        self.peek = peek
        self.splits_aces = splits_aces  # the dealer splits a pair of aces (S7-17)
        self.hole_weights = hole_weights  # what a card the dealer chose to show says (BJX-4)

    def stand(self, total: int, shoe: Composition) -> float:
        """Joint value of standing on `total` (at most 21), the dealer drawing from `shoe`."""
        o17, o18, o19, o20, o21, bust, natural = dealer_outcomes(
            self.up, shoe, self.h17, self.peek, self.splits_aces, self.hole_weights
        )
        if total < 17:
            return bust - (o17 + o18 + o19 + o20 + o21 + natural)
        finals = (o17, o18, o19, o20, o21)
        beaten = bust + sum(finals[: total - 17])
        beating = sum(finals[total - 16:]) + natural
        return beaten - beating

    def busted(self, shoe: Composition, stake: float = 1.0) -> float:
        """A bust loses the stake whatever the dealer holds (C-3), but only if no natural."""
        return -stake * no_natural_chance(self.up, shoe, self.peek, self.hole_weights)

    def best(self, hard: int, has_ace: bool, shoe: Composition) -> float:
        """Joint value of the better of standing and hitting on, optimally, from here."""
        key = (self.up, self.h17, self.peek, self.splits_aces, self.hole_weights, shoe, hard,
               has_ace)
        found = _best_cache.get(key)
        if found is not None:
            return found
        total = total_of(hard, has_ace)
        hit = self.hit(hard, has_ace, shoe)
        # Below 17 standing wins only on a dealer bust, and a card that cannot bust the hand
        # (hard 11 or less, any soft hand) leaves that chance the same on average, so hitting
        # is at least as good there and the dealer's odds for this shoe are not needed.
        if total >= 17 or hard >= 12:
            hit = max(hit, self.stand(total, shoe))
        if len(_best_cache) >= _CACHE_LIMIT:
            _best_cache.clear()
        _best_cache[key] = hit
        return hit

    def hit(self, hard: int, has_ace: bool, shoe: Composition) -> float:
        """Joint value of taking one card, then playing optimally."""
        left = sum(shoe)
        value = 0.0
        for index in range(10):
            count = shoe[index]
            if not count:
                continue
            rest = without(shoe, index)
            new_hard = hard + index + 1
            if new_hard > 21:
                value += count * self.busted(rest)
            elif total_of(new_hard, has_ace or index == ACE) == 21:
                value += count * self.stand(21, rest)  # hitting 21 can only lose
            else:
                value += count * self.best(new_hard, has_ace or index == ACE, rest)
        return value / left

    def double(self, hard: int, has_ace: bool, shoe: Composition) -> float:
        """Joint value of doubling: twice the stake, exactly one card."""
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

    def split(self, pair: int, shoe: Composition, rules: AdvisorRules) -> float:
        """Joint value of splitting a pair of `pair` once (see the module's docstring).

        `shoe` has both pair cards and the up card removed.
        """
        left = sum(shoe)
        hand_value = 0.0
        for index in range(10):
            count = shoe[index]
            if not count:
                continue
            rest = without(shoe, index)
            hard = pair + 1 + index + 1
            has_ace = pair == ACE or index == ACE
            total = total_of(hard, has_ace)
            if total == 21 and has_ace and rules.split_natural_wins:
                # BJX-10: an ace and a ten on a split hand wins 1:1 whatever the dealer has
                # (but not against a dealer natural: values are joint with none).
                value = no_natural_chance(self.up, rest, self.peek, self.hole_weights)
            elif pair == ACE and rules.split_aces_one_card:
                value = self.stand(total, rest)  # one card each, no more
                if rules.double_split_aces:  # S7-19: then doubled (one more card), never hit
                    value = max(value, self.double(hard, has_ace, rest))
            else:
                # Hitting 21 can only lose on average; doubling it is allowed but never right.
                value = self.stand(21, rest) if total == 21 else self.best(hard, has_ace, rest)
                if rules.double_down and rules.das:
                    value = max(value, self.double(hard, has_ace, rest))
            hand_value += count * value
        return 2.0 * hand_value / left


def insurance_value(shoe: Composition) -> float:
    """The insurance side bet (half the bet, paid 2:1) in units of the initial bet (T10-8).

    Decided before the peek: the hole card is any card of `shoe`.
    """
    tens = shoe[TEN] / sum(shoe)
    return 0.5 * (2.0 * tens - (1.0 - tens))
