"""The season's standings on a night's screens (issue 21): what they cost the host.

Two figures, each against a baseline measured in the same run:
- Once per finished tournament, the host turns a season of 500 members and 200 tournaments
  into the kiosks' message and the web page's JSON (app/net/season_board.py). Baseline: scoring
  that season (`season_standings`, issue 21's goal is under 100 ms); the ratio says what
  showing it adds to working it out.
- Each request for /season.json is answered from the body encoded then, so a flood costs what
  the clock's own state does, or less. Baseline: answering /clock.json (built per request from
  the host's state). The goal: /season.json's answer, at the season's full 500 rows, costs no
  more than the clock's.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from league import make_season  # bench/, beside this script: the same season as its bench

from app.core.game import Game
from app.engine.variants.series7.rules import Series7Rules
from app.league.points import formula_from_dict
from app.league.standings import season_standings
from app.net.host import Host
from app.net.season_board import season_message, season_page
from app.net.web_clock import WebClock

RUNS = 15
REQUESTS = 2000


def timed(work: Callable[[], object], times: int = 1) -> float:
    """Milliseconds for `times` runs of `work`."""
    start = time.perf_counter()
    for _ in range(times):
        work()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    results = make_season(21)
    formula = formula_from_dict({"formula": "10 * sqrt(n) / sqrt(p)", "playing": 5})
    standings = season_standings(results, formula)
    scoring = statistics.median(timed(lambda: season_standings(results, formula))
                                for _ in range(RUNS))
    shown = statistics.median(timed(lambda: (season_message("Winter", 200, standings),
                                             season_page("Winter", 200, standings)))
                              for _ in range(RUNS))
    print(f"{len(standings.rows)} members, {len(results)} tournaments; median of {RUNS} runs")
    print(f"{'scoring':>22} {scoring:8.2f} ms  (baseline)")
    print(f"{'message and page JSON':>22} {shown:8.2f} ms  {shown / scoring:5.2f}x scoring, "
          "once per finished tournament")

    host = Host(Game(Series7Rules(), name="Friday"), join_code="4321")
    for index in range(64):
        host.game.register(f"Player {index}", host.now())
    host.game.start(host.now())
    body = season_page("Winter", 200, standings)
    web = WebClock(host.views.clock_page_state, season=lambda: body)
    # The answers as the server's handlers make them (aiohttp writes either the same way).
    clock = statistics.median(timed(web.clock_json, REQUESTS)
                              for _ in range(5)) / REQUESTS * 1000
    season = statistics.median(timed(web.season_json, REQUESTS)
                               for _ in range(5)) / REQUESTS * 1000
    print(f"{'/clock.json answer':>22} {clock:8.1f} µs  (baseline)")
    print(f"{'/season.json answer':>22} {season:8.1f} µs  {season / clock:5.2f}x the clock's, "
          f"{len(body) // 1024} KiB, no database read")
    verdict = "met" if season <= clock else "not met"
    print(f"goal: a /season.json answer costs no more than /clock.json's: {verdict}")


if __name__ == "__main__":
    main()
