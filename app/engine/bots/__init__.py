"""Bots: policies that play a seat (`app.engine.policy.Policy`) at three levels.

- "random": random legal play (`RandomPolicy`), the baseline.
- "basic": basic strategy for each variant's rules, minimum bets (`BasicBot`).
- "tournament": basic strategy with bets sized to win the tournament (`TournamentBot`).

Every bot reads only what its seat may see (C-11, `app.engine.seat_view.observe`) and
randomises, if at all, only with the `random.Random` it is given, so a seeded run repeats exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from app.engine.bots.basic import BasicBot
from app.engine.bots.tournament import TournamentBot
from app.engine.policy import Policy, RandomPolicy

LEVELS = ("random", "basic", "tournament")


def make_bot(level: str, rng: random.Random) -> Policy:
    """The bot of a level by name; an unknown level is a ValueError naming the levels."""
    if level == "random":
        return RandomPolicy(rng)
    if level == "basic":
        return BasicBot(rng)
    if level == "tournament":
        return TournamentBot(rng)
    raise ValueError(f"Unknown bot level {level!r}; the levels are: {', '.join(LEVELS)}")


def bots_for(level: str, seed: int) -> Callable[[str], Policy]:
    """One bot of `level` per seat name, each with a generator seeded from `seed` and its name:
    the same names and seed give the same bots, whichever seat is asked first (a simulation and
    a hosted night of the same bots play alike)."""
    bots: dict[str, Policy] = {}

    def policy_for(seat: str) -> Policy:
        bot = bots.get(seat)
        if bot is None:
            bot = bots[seat] = make_bot(level, random.Random(f"{seed}/{seat}"))
        return bot

    return policy_for


__all__ = ["LEVELS", "BasicBot", "TournamentBot", "bots_for", "make_bot"]
