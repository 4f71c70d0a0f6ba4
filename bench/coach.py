"""The coach's report of a 64-player Series 7 night (issue 23's goal: under 2 s), against the
baseline of this run: the same night's commands run again as a resumed host runs them
(`Game.replay_stored`), which the report does too before it asks the advisor anything.

The night is played here by tournament-sense bots through the host's own `Game` into a SQLite
file (no sockets: what is timed is the report, not the night), each seat betting the minimum.
The report timed is the winner's, who made the most decisions; the advisor's caches are
cleared before each run, so every decision is worked out cold.
"""

from __future__ import annotations

import random
import tempfile
import time
from pathlib import Path

from app.client.review import review
from app.engine.advisor import clear_caches
from app.engine.bots import make_bot
from app.engine.policy import Policy
from app.engine.rules import Series7Rules
from app.net.game import Game
from app.store import EventStore

PLAYERS = 64
GOAL_SECONDS = 2.0
SEED = 5
HAND_SECONDS = 60.0  # tournament time a hand takes at a table, so the levels rise


def play_night(path: Path) -> str:
    """A night of PLAYERS bots stored at `path`; the winner's name."""
    store = EventStore.open(path)
    number = store.create_tournament(name="Bench night", variant="series7", settings={}, at=0)
    rules = Series7Rules()
    game = Game(rules, name="Bench night", store=store, tournament_id=number,
                randomness=random.Random(SEED))
    master = random.Random(SEED)
    bots: dict[str, Policy] = {}
    for index in range(PLAYERS):
        name = f"Player {index + 1:02}"
        bots[name] = make_bot("tournament", random.Random(master.randrange(2**32)))
        game.register(name, 0.0)
    game.start(0.0)
    at = 0.0
    while not game.tournament.over:
        at += HAND_SECONDS
        if game.dealing_waits(at) is not None:
            continue  # a break: the clock runs on
        for table in game.tournament.playable_tables():
            if game.tournament.over or table not in game.tournament.playable_tables():
                continue  # broken, or its players moved, by the hand before
            level = game.level(at)
            bets = {name: game.bet_options(table, name, level).low
                    for name in game.bettors(table)}
            game.deal(table, bets, at)
            while (decision := game.decision_at(table)) is not None:
                round_ = game.round_at(table)
                assert round_ is not None
                action, amount = bots[decision.seat].act(
                    round_, decision, game.tournament.context(decision.seat))
                game.act(table, decision.seat, action.value, amount, at)
    winner = game.tournament.winner
    store.close()
    assert winner is not None
    return winner


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "night.sqlite3"
        winner = play_night(path)
        with EventStore.open(path, readonly=True) as store:
            hands = len(store.hands(1))
            started = time.perf_counter()
            Game(Series7Rules()).replay_stored(store, 1)
            baseline = time.perf_counter() - started
            clear_caches()
            started = time.perf_counter()
            report = review(store, 1, winner)
            seconds = time.perf_counter() - started
    total = report.total()
    print(f"a {PLAYERS}-player Series 7 night: {hands:,} hands; the winner's report: "
          f"{total.decisions:,} decisions ({total.mistakes:,} costly)")
    print(f"baseline, the night's commands run again: {baseline:.2f} s")
    print(f"the report: {seconds:.2f} s, {seconds / baseline:.1f}x the baseline")
    verdict = "met" if seconds < GOAL_SECONDS else "not met"
    print(f"goal: the report under {GOAL_SECONDS:.0f} s: {verdict}")


if __name__ == "__main__":
    main()
