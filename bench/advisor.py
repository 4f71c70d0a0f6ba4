"""Time per decision of the exact advisor (issue 7's goal: worst under 200 ms, median under
20 ms in Python), over every two-card hand against every up card from a fresh 6-deck shoe,
under the tenhand rules (H17, no DAS, late surrender, peek).

Two passes, both printed beside the goal:
- cold: every memo is cleared before each decision, so each is computed from nothing;
- session: the memos are kept across decisions, as they are in a running app (a decision
  reuses the dealer odds and sub-trees that earlier decisions already computed).
"""

from __future__ import annotations

import statistics
import time
from itertools import combinations_with_replacement

from app.engine.advisor import advise, clear_caches
from app.engine.cards import Rank
from app.engine.variants.tenhand.advisor import rules_for_tenhand
from app.engine.variants.tenhand.rules import TenHandRules

GOAL_WORST_MS = 200.0
GOAL_MEDIAN_MS = 20.0
RANKS = [rank for rank in Rank if rank not in (Rank.JACK, Rank.QUEEN, Rank.KING)]


def timings(cold: bool) -> tuple[list[float], str]:
    rules = rules_for_tenhand(TenHandRules())
    clear_caches()
    times: list[float] = []
    slowest = ""
    for up in RANKS:
        for first, second in combinations_with_replacement(RANKS, 2):
            if cold:
                clear_caches()
            start = time.perf_counter()
            advise([first, second], up, rules)
            elapsed = (time.perf_counter() - start) * 1000
            if not times or elapsed > max(times):
                slowest = f"{first.value},{second.value} vs {up.value}"
            times.append(elapsed)
    return times, slowest


def report(name: str, times: list[float], slowest: str) -> bool:
    median = statistics.median(times)
    worst = max(times)
    print(f"{name:<8} {len(times)} decisions: "
          f"median {median:7.1f} ms (goal < {GOAL_MEDIAN_MS:.0f}), "
          f"worst {worst:7.1f} ms (goal < {GOAL_WORST_MS:.0f}; {slowest}), "
          f"total {sum(times) / 1000:.1f} s")
    return median < GOAL_MEDIAN_MS and worst < GOAL_WORST_MS


def main() -> None:
    cold_ok = report("cold", *timings(cold=True))
    session_ok = report("session", *timings(cold=False))
    print(f"goal met: cold {'yes' if cold_ok else 'no'}, session {'yes' if session_ok else 'no'}")


if __name__ == "__main__":
    main()
