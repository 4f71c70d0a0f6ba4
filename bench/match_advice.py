"""How much the 10-hand match advisor wins (issue 7: the tournament-sense bot wins more matches
against the basic bot over 10,000 simulated 10-hand matches; print the rate).

Each match is T10's: two players of 1,000 chips, ten hands each against their own dealer from
their own six-deck shoe, both hands of a round played at once (T10-2 to T10-5). Player A is the
tournament bot, B the basic bot (minimum bets, the chart). The same seeded shoes are played
twice: by the bot with the match advisor, and by the same bot with its earlier rules of thumb,
the baseline of this run. Two processes share the matches.
"""

from __future__ import annotations

import argparse
import random
import time
from concurrent.futures import ProcessPoolExecutor

from app.engine.bots import BasicBot, TournamentBot
from app.engine.policy import Policy, SeatContext, play_hand
from app.engine.rules import TenHandRules
from app.engine.shoe import SecureShoe
from app.engine.tenhand import TenHandRound

MATCHES = 10_000


def match(seed: int, advisor: bool) -> int:
    """+1 if A won, -1 if B won, 0 for a draw."""
    rules = TenHandRules()
    bots: dict[str, Policy] = {
        "A": TournamentBot(random.Random(seed), match_advisor=advisor),
        "B": BasicBot(random.Random(seed)),
    }
    shoes = {name: SecureShoe(rules.decks, random.Random(seed * 2 + index))
             for index, name in enumerate(bots)}
    chips = dict.fromkeys(bots, rules.start_stack)
    for hand in range(rules.hands):
        before = dict(chips)
        for name, bot in bots.items():
            if before[name] < rules.min_bet:
                continue  # T10-4
            round_ = TenHandRound(rules, shoes[name], player=(name, before[name]))
            context = SeatContext(name, rivals={o: c for o, c in before.items() if o != name},
                                  hands_left=rules.hands - hand, players_left=2, heads_up=True)
            play_hand(round_, lambda _, bot=bot: bot, lambda _, context=context: context)
            chips[name] = round_.stacks()[name]
    return (chips["A"] > chips["B"]) - (chips["A"] < chips["B"])


def tally(seeds: range, advisor: bool) -> tuple[int, int, int]:
    results = [match(seed, advisor) for seed in seeds]
    return results.count(1), results.count(-1), results.count(0)


def run(matches: int, advisor: bool) -> tuple[int, int, int, float]:
    start = time.perf_counter()
    half = matches // 2
    with ProcessPoolExecutor(2) as pool:
        parts = list(pool.map(tally, (range(half), range(half, matches)), (advisor, advisor)))
    won, lost, drawn = (sum(part[index] for part in parts) for index in range(3))
    return won, lost, drawn, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=MATCHES)
    matches = parser.parse_args().matches
    rates = {}
    for name, advisor in (("match advisor", True), ("rules of thumb", False)):
        won, lost, drawn, seconds = run(matches, advisor)
        rates[name] = won / matches
        print(f"tournament bot ({name}) v basic bot, {matches} matches: won {won} "
              f"({100 * won / matches:.1f}%), lost {lost}, drawn {drawn} ({seconds:.0f} s)")
    ratio = rates["match advisor"] / rates["rules of thumb"]
    print(f"wins with the advisor: {ratio:.2f}x the rules of thumb; goal: the tournament bot wins "
          f"more than the basic bot: {'met' if rates['match advisor'] > 0.5 else 'not met'}")


if __name__ == "__main__":
    main()
