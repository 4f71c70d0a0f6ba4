"""Who decides for a seat: the protocol every bot follows, what a seat may know, and the loop
that plays a hand by asking each seat's policy. Random legal play is the simplest policy.

A policy sees only public facts and its own cards: the round it is handed is the engine's, but a
policy must read no face-down card but its own (C-11); bots are written against that promise
and the host enforces it for remote players.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Protocol

import msgspec

from app.engine.actions import ACTIONS_WITH_AMOUNT, Action, Decision
from app.engine.events import Event
from app.engine.round_base import Round


class RoundView(Protocol):
    """What a policy may use of a hand: the engine's round, or a remote client's copy of it
    rebuilt from the events the host sent that seat."""

    @property
    def variant(self) -> str: ...

    @property
    def log(self) -> list[Event]: ...

    def decision(self) -> Decision | None: ...

    def bet_range(self, seat: str) -> tuple[int, int, int]: ...

    def amount_range(self, seat: str, action: Action) -> tuple[int, int, int] | None: ...

    def stacks(self) -> dict[str, int]: ...


class SeatContext(msgspec.Struct, frozen=True, gc=False):
    """The tournament around a seat, as far as a bot playing to win needs it."""

    seat: str
    # Chips of the others this seat competes against (a 10-hand opponent, the tournament's
    # field); the table's stacks are on the round itself.
    rivals: Mapping[str, int] = {}  # msgspec gives each context its own empty dict
    hands_left: int | None = None  # tenhand: hands left in the match, this one included
    players_left: int | None = None  # in the whole tournament
    heads_up: bool = False  # two players left (S7-22, BJX-15)


class Policy(Protocol):
    def bet(self, round_: RoundView, seat: str, context: SeatContext) -> int:
        """The bet (S7), blind (BJX) or amount (tenhand) before the deal, within `bet_range`."""
        ...

    def act(self, round_: RoundView, decision: Decision, context: SeatContext) -> tuple[Action,
                                                                                    int | None]:
        """One of `decision.actions`, with an amount within `amount_range` where it takes one."""
        ...


# A fixed order, so that a seeded generator repeats a run whatever the sets' iteration order.
_ORDER = {action: index for index, action in enumerate(Action)}


_ORDERED: dict[frozenset[Action], tuple[Action, ...]] = {}


def ordered(actions: frozenset[Action]) -> tuple[Action, ...]:
    found = _ORDERED.get(actions)
    if found is None:  # a handful of combinations occur; sort each once
        found = _ORDERED[actions] = tuple(sorted(actions, key=_ORDER.__getitem__))
    return found


def pick(rng: random.Random, low: int, high: int, step: int) -> int:
    """A uniform choice of low, low + step, ... up to high. One `random()` call rather than
    `randint`, whose three Python frames cost more than the engine's work on a bet."""
    return low + step * int(rng.random() * ((high - low) // step + 1))


class RandomPolicy:
    """Random legal play: the baseline for property tests, benchmarks and soak runs."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def bet(self, round_: RoundView, seat: str, context: SeatContext) -> int:
        return pick(self.rng, *round_.bet_range(seat))

    def act(self, round_: RoundView, decision: Decision, context: SeatContext) -> tuple[Action,
                                                                                    int | None]:
        actions = ordered(decision.actions)
        action = actions[int(self.rng.random() * len(actions))]
        if action not in ACTIONS_WITH_AMOUNT:  # spares the round a call on most moves
            return action, None
        span = round_.amount_range(decision.seat, action)
        return action, None if span is None else pick(self.rng, *span)


@lru_cache(maxsize=256)
def plain_context(seat: str) -> SeatContext:
    """A seat's context outside a tournament. It never changes, so one per name is kept
    rather than built for every hand."""
    return SeatContext(seat)


def play_hand(
    round_: Round,
    policy_for: Callable[[str], Policy],
    context_for: Callable[[str], SeatContext] | None = None,
) -> list[Event]:
    """Start the round with each seat's bet and play it to the end, each seat by its policy."""
    context = plain_context if context_for is None else context_for

    bets = {seat.name: policy_for(seat.name).bet(round_, seat.name, context(seat.name))
            for seat in round_.players}
    events = list(round_.start(bets))
    while (decision := round_.decision()) is not None:
        action, amount = policy_for(decision.seat).act(round_, decision, context(decision.seat))
        events += round_.act(decision.seat, action, amount)
    return events


def play_randomly(round_: Round, rng: random.Random) -> list[Event]:
    """Play a whole hand with random legal bets and moves for every seat, the dealer's too."""
    policy = RandomPolicy(rng)
    return play_hand(round_, lambda _: policy)


def random_bets(round_: Round, rng: random.Random) -> dict[str, int]:
    return {seat.name: pick(rng, *round_.bet_range(seat.name)) for seat in round_.players}


__all__ = ["Policy", "RandomPolicy", "RoundView", "SeatContext", "pick", "play_hand",
           "play_randomly", "random_bets"]
