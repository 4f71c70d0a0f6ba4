"""The closed set of things a seat can do, and the decision the round is waiting for."""

from __future__ import annotations

from enum import Enum

import msgspec


class Action(Enum):
    # Playing a hand (all variants).
    HIT = "hit"
    STAND = "stand"
    DOUBLE = "double"
    SPLIT = "split"
    SURRENDER = "surrender"
    # Insurance in tenhand (T10-8).
    INSURANCE = "insurance"
    EVEN_MONEY = "even_money"
    NO_INSURANCE = "no_insurance"
    # BJX betting (BJX-5, BJX-13).
    RAISE = "raise"
    CHECK = "check"
    FOLD = "fold"
    SIT_OUT = "sit_out"
    STAY_IN = "stay_in"
    # BJX dealer choices (BJX-4, BJX-6, BJX-11, BJX-15).
    TURN_UP = "turn_up"
    DEALER_FOLD = "dealer_fold"
    DEALER_PLAY = "dealer_play"
    DEALER_HIT = "dealer_hit"
    DEALER_STAND = "dealer_stand"

    # Enum hashes by name in Python; identity hashing in C keeps the hot paths fast.
    __hash__ = object.__hash__

    @staticmethod
    def parse(verb: object) -> Action:
        try:
            return Action(verb)
        except ValueError:
            verbs = ", ".join(a.value for a in Action)
            raise ValueError(f"Unknown action {verb!r}; the actions are: {verbs}") from None


# An action with its amount, as `Round.act` takes it (a bot's answer, an advisor's option).
Choice = tuple[Action, int | None]

# Actions that carry an amount: the new total for a raise, the stake for insurance,
# the card index for turn_up.
ACTIONS_WITH_AMOUNT = frozenset({Action.RAISE, Action.INSURANCE, Action.TURN_UP})


class DecisionKind(Enum):
    SIT_OUT = "sit_out"  # BJX-13: an uncovered position may sit the hand out
    TURN_UP = "turn_up"  # BJX-4: the dealer chooses which card to show
    INSURANCE = "insurance"  # T10-8
    BET_ROUND = "bet_round"  # BJX-5: raise, check or fold
    DEALER_FOLD = "dealer_fold"  # BJX-6
    PLAY = "play"  # a player's hand
    DEALER_PLAY = "dealer_play"  # BJX-11, BJX-15: the dealer's choices while drawing


class Decision(msgspec.Struct, frozen=True, gc=False):
    """Who the round is waiting for, on which hand, and what they may do.

    `default` is what happens when an optional choice is not made (a dealer's choice, declining
    insurance, staying in); a decision without one must be made by the seat.
    A msgspec struct rather than a dataclass: one is made for every decision, and it is built
    several times faster. It holds no reference cycles (names, an enum, a frozenset), so the
    cycle collector may ignore it (gc=False).
    """

    seat: str
    kind: DecisionKind
    actions: frozenset[Action]
    hand: int = 0
    default: Action | None = None


# Every verb that answers a kind of decision, legal now or not: a scripted verb of the kind
# is an answer (and an error if illegal), any other verb leaves an optional choice at its default.
KIND_ACTIONS: dict[DecisionKind, frozenset[Action]] = {
    DecisionKind.SIT_OUT: frozenset({Action.SIT_OUT, Action.STAY_IN}),
    DecisionKind.TURN_UP: frozenset({Action.TURN_UP}),
    DecisionKind.INSURANCE: frozenset({Action.INSURANCE, Action.EVEN_MONEY, Action.NO_INSURANCE}),
    DecisionKind.BET_ROUND: frozenset({Action.RAISE, Action.CHECK, Action.FOLD}),
    DecisionKind.DEALER_FOLD: frozenset({Action.DEALER_FOLD, Action.DEALER_PLAY}),
    DecisionKind.PLAY: frozenset(
        {Action.HIT, Action.STAND, Action.DOUBLE, Action.SPLIT, Action.SURRENDER}),
    DecisionKind.DEALER_PLAY: frozenset({Action.DEALER_HIT, Action.DEALER_STAND}),
}
