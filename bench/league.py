"""Season standings over 500 members and 200 tournaments (issue 21's goal: under 100 ms).

A season of 200 nights, each a field of 40 to 80 drawn from 500 members with some ties
(C-12), is scored under the square-root formula and under a table of points. The baseline,
measured in the same run, is the least any standings must do: one dictionary update per finish,
adding a number looked up by place. The ratio says what the formula, the ties, the histories
and the ordering cost on top of that; the figure in milliseconds is checked against the goal.

Each formula object is new for each run, so its first run pays for every lookup it caches
(a fresh season table); the best of the runs and the first are both shown.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from datetime import date, timedelta

from app.engine.rules import Variant
from app.league.points import Formula, formula_from_dict
from app.league.standings import Finish, TournamentResult, season_standings

MEMBERS = 500
TOURNAMENTS = 200
RUNS = 15
GOAL_MS = 100.0


def make_season(seed: int) -> list[TournamentResult]:
    rng = random.Random(seed)
    members = [f"Member {number:03}" for number in range(1, MEMBERS + 1)]
    variants = list(Variant)
    results = []
    for tournament_id in range(1, TOURNAMENTS + 1):
        field = rng.sample(members, rng.randint(40, 80))
        finishes, place = [], 1
        while len(finishes) < len(field):
            tied = 2 if rng.random() < 0.05 and len(field) - len(finishes) >= 2 else 1
            finishes += [Finish(name, place, rng.randrange(-2000, 4000, 25))
                         for name in field[len(finishes):len(finishes) + tied]]
            place += tied
        results.append(TournamentResult(tournament_id, date(2026, 1, 1) + timedelta(
            days=tournament_id), rng.choice(variants), len(field), tuple(finishes)))
    return results


def baseline(results: list[TournamentResult]) -> dict[str, int]:
    points_by_place = [0, *range(100, 0, -1)]
    totals: dict[str, int] = {}
    for result in results:
        for finish in result.finishes:
            totals[finish.member] = totals.get(finish.member, 0) + points_by_place[finish.place]
    return totals


def timed(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return (time.perf_counter() - start) * 1000


FORMULAS: dict[str, Callable[[], Formula]] = {
    "square root": lambda: formula_from_dict({"formula": "10 * sqrt(n) / sqrt(p)",
                                              "playing": 5}),
    "table": lambda: formula_from_dict({"places": [100, 80, 65, 55, 45, 36, 28, 21, 15, 10],
                                        "past_table": 2, "playing": 5}),
}


def main() -> None:
    results = make_season(21)
    finishes = sum(len(result.finishes) for result in results)
    print(f"{MEMBERS} members, {TOURNAMENTS} tournaments, {finishes} finishes; "
          f"best and first of {RUNS} runs")
    base = min(timed(lambda: baseline(results)) for _ in range(RUNS))
    print(f"{'baseline':>12} {base:8.2f} ms")
    worst = 0.0
    for name, make in FORMULAS.items():
        runs = []
        for _ in range(RUNS):
            formula = make()  # fresh, so each run builds its caches as a new season would
            runs.append(timed(lambda formula=formula: season_standings(results, formula)))
        best, first = min(runs), runs[0]
        worst = max(worst, statistics.median(runs))
        print(f"{name:>12} {best:8.2f} ms (first {first:.2f}, median "
              f"{statistics.median(runs):.2f})  {best / base:5.1f}x baseline")
    verdict = "met" if worst < GOAL_MS else "not met"
    print(f"goal: season standings under {GOAL_MS:.0f} ms (worst median): {verdict}")


if __name__ == "__main__":
    main()
