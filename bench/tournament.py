"""Seconds for a whole Series 7 tournament of tournament-sense bots, and how the time grows with
the field (issue 3's goal: a 64-player event in under 10 s). The growth is reported as a ratio
to the 8-player event measured in the same run."""

from __future__ import annotations

import random
import time

from app.engine.bots import make_bot
from app.engine.policy import Policy
from app.engine.simulation import simulate
from app.engine.variants.series7.rules import Series7Rules

GOAL_SECONDS = 10.0
SEEDS = (1, 2, 3)


def run(players: int, seed: int) -> tuple[float, int]:
    bots: dict[str, Policy] = {}
    master = random.Random(seed)

    def policy_for(seat: str) -> Policy:
        if seat not in bots:
            bots[seat] = make_bot("tournament", random.Random(master.randrange(2**32)))
        return bots[seat]

    start = time.perf_counter()
    result = simulate(Series7Rules(), players, policy_for, seed=seed)
    return time.perf_counter() - start, result.hands


def main() -> None:
    print(f"{'players':>7} {'hands':>7} {'seconds':>8} {'vs 8 players':>13}")
    base = 0.0
    for players in (8, 16, 32, 64):
        timings = [run(players, seed) for seed in SEEDS]
        seconds = sum(t for t, _ in timings) / len(timings)
        hands = sum(h for _, h in timings) // len(timings)
        base = base or seconds
        print(f"{players:>7} {hands:>7} {seconds:>8.2f} {seconds / base:>12.1f}x")
    verdict = "met" if seconds < GOAL_SECONDS else "not met"
    print(f"goal: a 64-player event under {GOAL_SECONDS:.0f} s (mean of {len(SEEDS)} seeds): "
          f"{verdict}")


if __name__ == "__main__":
    main()
