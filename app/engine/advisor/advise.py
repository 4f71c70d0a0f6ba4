"""One decision: every legal action's expected value for a hand against an up card."""

from __future__ import annotations

from collections.abc import Sequence

from app.engine.actions import Action
from app.engine.advisor.composition import (
    ACE,
    TEN,
    Composition,
    rank_index,
    shoe_without,
    total_of,
)
from app.engine.advisor.expected import Evaluator, insurance_value, no_natural_chance
from app.engine.advisor.rules import AdvisorRules
from app.engine.cards import Card, Rank
from app.engine.errors import IllegalAction

ACTIONS = (Action.STAND, Action.HIT, Action.DOUBLE, Action.SPLIT, Action.SURRENDER,
           Action.INSURANCE, Action.EVEN_MONEY)
SIDE_BETS = frozenset({Action.INSURANCE, Action.EVEN_MONEY})  # decided before the play


def advise(
    hand: Sequence[Card | Rank],
    up: Card | Rank,
    rules: AdvisorRules,
    removed: Sequence[Card | Rank] = (),
) -> dict[Action, float]:
    """Each legal action's expected value, in units of the initial bet, best first.

    `removed` are other cards known to have left the shoe. Where the dealer peeks (ace or
    ten-value up) values are given no dealer natural; `insurance` (the side bet's own value,
    staked at half the bet) and `even_money` (a natural against an ace) come before the peek.
    A two-card hand may double, surrender and split (a pair of the same rank, or any two
    ten-values with `split_tens_by_value`); a longer hand may only stand or hit.
    """
    if len(hand) < 2:
        raise IllegalAction("A hand has at least two cards")
    up_index = rank_index(up)
    shoe = shoe_without(rules.decks, [*hand, up, *removed])
    indexes = [rank_index(card) for card in hand]
    hard = sum(index + 1 for index in indexes)
    has_ace = ACE in indexes
    if hard > 21:
        raise IllegalAction(f"The hand is over 21 ({hard}): there is nothing to decide")
    evaluator = Evaluator(up_index, rules.h17, rules.peek, rules.dealer_splits_aces)
    # Every value below is joint with "no dealer natural"; this divides it out (expected.py).
    no_natural = no_natural_chance(up_index, shoe, rules.peek)
    values: dict[Action, float] = {}
    two_cards = len(hand) == 2
    if two_cards and total_of(hard, has_ace) == 21:
        values.update(_natural(up_index, shoe, rules))
        return _best_first(values)
    pair = indexes[0] if (two_cards and _is_pair(hand, rules)
                          and rules.resplit_hands >= 2) else None
    evaluator.prepare(hard, has_ace, shoe, pair, rules, two_cards and rules.double_down)
    values[Action.STAND] = evaluator.stand(total_of(hard, has_ace), shoe) / no_natural
    values[Action.HIT] = evaluator.hit(hard, has_ace, shoe) / no_natural
    if two_cards:
        if rules.double_down:
            values[Action.DOUBLE] = evaluator.double(hard, has_ace, shoe) / no_natural
        if _is_pair(hand, rules) and rules.resplit_hands >= 2:
            values[Action.SPLIT] = evaluator.split(indexes[0], shoe, rules) / no_natural
        if rules.surrender == "late":
            # Half the bet back, whatever the shoe (T10-10). Without the peek the dealer's
            # natural is not yet known either, so surrender still costs exactly half.
            values[Action.SURRENDER] = -0.5
        if up_index == ACE and rules.insurance:
            values[Action.INSURANCE] = insurance_value(shoe)
    return _best_first(values)


def _natural(up: int, shoe: Composition, rules: AdvisorRules) -> dict[Action, float]:
    """A natural has no play; it is paid 3:2 unless the dealer also has one (T10-6)."""
    values = {Action.STAND: 1.5}
    if not rules.peek and up in (ACE, TEN):
        dealer_natural = shoe[TEN if up == ACE else ACE] / sum(shoe)
        values[Action.STAND] = 1.5 * (1.0 - dealer_natural)
    if up == ACE and rules.insurance:
        values[Action.INSURANCE] = insurance_value(shoe)
        values[Action.EVEN_MONEY] = 1.0  # T10-8: paid 1:1 at once, before the peek
    return values


def _is_pair(hand: Sequence[Card | Rank], rules: AdvisorRules) -> bool:
    first, second = (card.rank if isinstance(card, Card) else card for card in hand)
    if first is second:
        return True
    return rules.split_tens_by_value and first.points == 10 and second.points == 10


def _best_first(values: dict[Action, float]) -> dict[Action, float]:
    return dict(sorted(values.items(), key=lambda item: -item[1]))
