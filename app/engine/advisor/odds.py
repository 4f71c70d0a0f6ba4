"""A variant's tournament model, asked one way wherever a chance of winning is weighed: the
report after a tournament (app/client/review_values.py), the advice panel
(app/client/advice.py), the TV (app/client/tv.py) and the tournament bot
(app/engine/bots/tournament.py).

Three models weigh a seat's chance of winning, each where its rules reach: a 10-hand match
(T10-5, `match.py`), a Series 7 heads-up (S7-8, S7-22, `heads_up.py`) and a BJX heads-up
(BJX-15, `bjx_heads_up.py`). Each variant names its own (`GameVariant.odds`): a function
that, given a seat's spot, answers with that spot's `Chances`, or None where the model does
not reach (more than two players, stacks off its grid, a level it was not solved for).

Cards are given as the models count them (`hand_model.model_rank`: the ten-values one rank);
`stack` is always the seat's chips before the hand, its bet among them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from app.engine.actions import Action
from app.engine.cards import Rank
from app.engine.policy import SeatContext
from app.engine.rules import BetLevel
from app.i18n import translatable

if TYPE_CHECKING:
    from app.engine.advisor.bjx_heads_up import BjxHeadsUpAdvice
    from app.engine.advisor.heads_up import HeadsUpAdvice
    from app.engine.advisor.match import MatchAdvice

Choice = tuple[Action, int | None]  # a betting round's choice, a raise with its new total


class Chances(Protocol):
    """One spot as its model weighs it."""

    # How the advice panel says the best bet, in "advice_words" (%L1 the bet, %2 its chance
    # in percent): a whole sentence of the catalogue, as each model words it.
    bet_words: str

    def bets(self) -> tuple[int, dict[int, float]]:
        """(the bet with the best chance, each bet the model weighs with its chance)."""
        ...

    def plays(self, cards: Sequence[Rank], up: Rank, offered: frozenset[Action], bet: int,
              aces_low: bool = False) -> dict[Action, float]:
        """Each offered play the model weighs and its chance, for a hand of `cards` with
        `bet` on it against `up` (`aces_low`: a BJX natural raised, its aces counting one,
        BJX-8)."""
        ...

    def betting(self, cards: Sequence[Rank], up: Rank, bet: int) -> dict[Choice, float]:
        """BJX-5's second betting round: each choice's chance, best first; empty elsewhere."""
        ...

    def win(self, dealing: bool) -> float:
        """The chance of winning from the spot before the hand is dealt, dealing it or not
        (a match has no dealer of its own: `dealing` is not weighed there)."""
        ...


class Odds(Protocol):
    """A variant's model: the spot's `Chances`, or None where the model does not reach.
    `in_play`: the chips of the table's hand (a heads-up's whole, S7-22, BJX-15)."""

    def __call__(self, context: SeatContext, stack: int, level: BetLevel,
                 in_play: int) -> Chances | None: ...


@dataclass(frozen=True, slots=True)
class _Match:
    """T10-5: a 10-hand match against the rival with the most chips."""

    model: MatchAdvice
    stack: int
    rival: int
    hands_left: int
    bet_words: str = translatable("advice_words", "To win the match: bet %L1 (%2% to win it).")

    def bets(self) -> tuple[int, dict[int, float]]:
        return self.model.bet(self.stack, self.rival, self.hands_left)

    def plays(self, cards: Sequence[Rank], up: Rank, offered: frozenset[Action], bet: int,
              aces_low: bool = False) -> dict[Action, float]:
        return self.model.play(cards, up, offered, bet, self.stack, self.rival,
                               self.hands_left)

    def betting(self, cards: Sequence[Rank], up: Rank, bet: int) -> dict[Choice, float]:
        return {}

    def win(self, dealing: bool) -> float:
        return self.model.win_chance(self.stack, self.rival, self.hands_left)


def match_odds(context: SeatContext, stack: int, level: BetLevel,
               in_play: int) -> _Match | None:
    """T10-5: the match's model, while a rival and the hands left are known."""
    from app.engine.advisor.match import advice_for_match

    rival = max(context.rivals.values(), default=None)
    if rival is None or context.hands_left is None:
        return None
    model = advice_for_match(level.minimum, rival, context.hands_left)
    return None if model is None else _Match(model, stack, rival, context.hands_left)


@dataclass(frozen=True, slots=True)
class _Series7HeadsUp:
    """S7-8, S7-22: the last two of the tournament, betting and dealing in turn."""

    model: HeadsUpAdvice
    stack: int
    bet_words: str = translatable("advice_words",
                                  "To win the heads-up: bet %L1 (%2% to win it).")

    def bets(self) -> tuple[int, dict[int, float]]:
        return self.model.bet(self.stack)

    def plays(self, cards: Sequence[Rank], up: Rank, offered: frozenset[Action], bet: int,
              aces_low: bool = False) -> dict[Action, float]:
        return self.model.play(cards, up, offered, bet, self.stack)

    def betting(self, cards: Sequence[Rank], up: Rank, bet: int) -> dict[Choice, float]:
        return {}

    def win(self, dealing: bool) -> float:
        return self.model.win_chance(self.stack, dealing)


def series7_odds(context: SeatContext, stack: int, level: BetLevel,
                 in_play: int) -> _Series7HeadsUp | None:
    """S7-22: the heads-up's model, with the level's two bets (S7-8)."""
    from app.engine.advisor.heads_up import advice_for_heads_up

    if not context.heads_up or level.maximum is None:
        return None
    model = advice_for_heads_up(level.minimum, level.maximum, in_play)
    return None if model is None else _Series7HeadsUp(model, stack)


@dataclass(frozen=True, slots=True)
class _BjxHeadsUp:
    """BJX-15: one player and the dealer, the blind, the betting round and the play."""

    model: BjxHeadsUpAdvice
    stack: int
    bet_words: str = translatable("advice_words",
                                  "To win the heads-up: a blind of %L1 (%2% to win it).")

    def bets(self) -> tuple[int, dict[int, float]]:
        return self.model.blind(self.stack)

    def plays(self, cards: Sequence[Rank], up: Rank, offered: frozenset[Action], bet: int,
              aces_low: bool = False) -> dict[Action, float]:
        hard = sum(rank.points for rank in cards)
        return self.model.play(hard, Rank.ACE in cards, up, offered, bet, self.stack, aces_low)

    def betting(self, cards: Sequence[Rank], up: Rank, bet: int) -> dict[Choice, float]:
        return self.model.betting(cards, up, bet, self.stack)

    def win(self, dealing: bool) -> float:
        return self.model.win_chance(self.stack, dealing)


def bjx_odds(context: SeatContext, stack: int, level: BetLevel,
             in_play: int) -> _BjxHeadsUp | None:
    """BJX-15: the level's heads-up model. Its grid holds short stacks too (one posts what it
    has, BJX-3): a model per short stack's own "minimum" would be solved for one value each."""
    from app.engine.advisor.bjx_heads_up import advice_for_bjx_heads_up

    if not context.heads_up:
        return None
    model = advice_for_bjx_heads_up(level.minimum, in_play)
    return None if model is None else _BjxHeadsUp(model, stack)
