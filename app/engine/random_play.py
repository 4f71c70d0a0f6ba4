"""Random legal play: the baseline opponent for property tests, benchmarks and soak runs.

It only ever picks from what the round offers (`legal_actions`, `amount_range`, `bet_range`),
so it exercises the same surface a person, a bot or a remote client uses.
"""

from __future__ import annotations

import random

from app.engine.actions import Action
from app.engine.events import Event
from app.engine.round_base import Round

# A fixed order, so that a seeded generator repeats a run whatever the sets' iteration order.
_ORDER = {action: index for index, action in enumerate(Action)}


def pick(rng: random.Random, low: int, high: int, step: int) -> int:
    return low + step * rng.randint(0, (high - low) // step)


def random_bets(round_: Round, rng: random.Random) -> dict[str, int]:
    return {seat.name: pick(rng, *round_.bet_range(seat.name)) for seat in round_.players}


def play_randomly(round_: Round, rng: random.Random) -> list[Event]:
    """Start the round with random legal bets and play it to the end with random legal moves."""
    events = list(round_.start(random_bets(round_, rng)))
    while (decision := round_.decision()) is not None:
        action = rng.choice(sorted(decision.actions, key=_ORDER.__getitem__))
        span = round_.amount_range(decision.seat, action)
        amount = None if span is None else pick(rng, *span)
        events += round_.act(decision.seat, action, amount)
    return events
