"""The play rules: which play actions a hand may take now, and why not, written once as data.

A rule refuses one action while a hand shows any of some facts, for a reason a player can
read. The facts are bits (one int per hand, worked out by `Round._facts`); the legal set for a
decision and the reason for a refusal are both read off the same rules: the legal set once per
combination of facts and then looked up (the hot path), the reason only when someone asks.
"""

from __future__ import annotations

from typing import NamedTuple

from app.engine.actions import Action

PLAY_ACTIONS = (Action.HIT, Action.STAND, Action.DOUBLE, Action.SPLIT, Action.SURRENDER)

# What a play rule may ask of a hand, one bit each.
ALWAYS = 1  # every hand: a rule on it refuses an action the variant does not have
SPLIT_ACES = 2  # a hand of split aces
FROM_SPLIT = 4  # a hand made by a split
MUST_DRAW = 8  # a doubled-up hand still owes its card (BJX-5, BJX-8)
NOT_TWO_CARDS = 16
NOT_A_PAIR = 32  # not two cards that split (same rank, or two ten-values where they pair)
# Asked only of a two-card hand: every action they could refuse is refused on any other hand
# by NOT_TWO_CARDS or NOT_A_PAIR, which come first among its rules.
HANDS_FULL = 64  # the seat has as many hands as a split may make
SHORT_TO_DOUBLE = 128  # the stack does not cover a double down (or it would stake nothing)
SHORT_TO_SPLIT = 256  # the stack does not cover a second bet


class PlayRule(NamedTuple):
    """`action` is refused on a hand with any of the facts `when`, for `reason`; the reason
    may name {double_need}, {split_need} and {max_hands}, filled in when it is given."""

    action: Action
    when: int
    reason: str


# The rules every variant plays by (C-10, S7-18 to S7-20, T10-10 to T10-12, BJX-9, BJX-10);
# each variant's own rules are read first.
COMMON_PLAY_RULES = (
    PlayRule(Action.STAND, MUST_DRAW, "A doubled-up hand must take at least one more card"),
    PlayRule(Action.DOUBLE, NOT_TWO_CARDS, "You can double down only on your first two cards"),
    PlayRule(Action.DOUBLE, SHORT_TO_DOUBLE,
             "You do not have enough chips to double down (you need {double_need})"),
    PlayRule(Action.SPLIT, NOT_A_PAIR, "You can split only a pair"),
    PlayRule(Action.SPLIT, HANDS_FULL, "You can split to {max_hands} hands at most"),
    PlayRule(Action.SPLIT, SHORT_TO_SPLIT,
             "You do not have enough chips to split (you need {split_need})"),
    # A two-card hand not made by a split has had no play decision: each one ends the hand,
    # adds a card or splits it (T10-10).
    PlayRule(Action.SURRENDER, FROM_SPLIT | NOT_TWO_CARDS,
             "You can surrender only as your first decision on a hand"),
)


class PlayRules:
    """One variant's play rules: its own (an action it lacks is refused on ALWAYS), then the
    common ones."""

    def __init__(self, *own: PlayRule) -> None:
        rules = own + COMMON_PLAY_RULES
        self._by_action = {action: tuple(rule for rule in rules if rule.action is action)
                           for action in Action}
        self._legal: dict[int, frozenset[Action]] = {}  # by the facts met so far

    def legal(self, facts: int) -> frozenset[Action]:
        """The play actions no rule refuses on a hand with these facts."""
        found = self._legal.get(facts)
        if found is None:
            found = self._legal[facts] = frozenset(
                action for action in PLAY_ACTIONS if self.refusal(action, facts) is None)
        return found

    def refusal(self, action: Action, facts: int) -> PlayRule | None:
        """The first rule that refuses `action` on a hand with these facts."""
        for rule in self._by_action[action]:
            if rule.when & facts:
                return rule
        return None
