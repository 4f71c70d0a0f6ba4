"""One tournament interface, two drivers: the host (over its protocol, bots as its clients) and
`pitboss simulate` give the same standings for the same seed and the same bots (issue 17).

A field that fits one table (Series 7, BJX) or plays rooms of two with their own shoes (the
10-hand knockout, T10-14) deals the same cards whichever driver runs it: the tables' order of
play, which differs between the host's timers and the simulation's clock, then draws nothing
from the shared generator. The level in force stays the first one in both. The bots play for
the tournament, reading the table's chips and their rivals', except in the 10-hand knockout,
where a rival's chips mid-match depend on how far the two rounds have got, which the host's
timers and the simulation's clock order differently: there the bots play basic strategy.
Random bettors (issue 18) play every format: random legal bets and plays, which read nothing
of the rivals' chips. A bot is asked for a bet only where it has a choice, by both drivers.
"""

from __future__ import annotations

import random

import pytest

from app.core.game import Game
from app.engine.bots import bots_for
from app.engine.clock import Clock
from app.engine.rules import Variant
from app.engine.schedule import Level, Schedule
from app.engine.simulation import player_names, run
from app.engine.tournament.formats import tournament_for
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules
from app.net.host import Host
from tests.support.hosts import play_to_the_end
from tests.support.loop import run as run_bounded

SEED = 20261203
LONG = 600  # minutes: the first level outlasts either run

CASES: dict[Variant, tuple[Series7Rules | BjxRules | TenHandRules, Schedule | None, int]] = {
    Variant.SERIES7: (Series7Rules(), Schedule(Variant.SERIES7, (Level(1, 500, 1000, LONG),),
                                               LONG), 4),
    Variant.BJX: (BjxRules(), Schedule(Variant.BJX, (Level(1, 400, None, LONG),), LONG), 4),
    Variant.TENHAND: (TenHandRules(), None, 5),
}


def simulated(variant: Variant, bots: str) -> list[tuple[str, int | None, int]]:
    rules, schedule, players = CASES[variant]
    tournament = tournament_for(rules, name="Simulation", rng=random.Random(SEED))
    clock = Clock(schedule) if schedule is not None else None
    result = run(tournament, player_names(players), bots_for(bots, SEED), clock=clock,
                 hand_seconds=0.001)
    return [(row.name, row.place, row.chips) for row in result.standings]


def hosted(variant: Variant, bots: str) -> list[tuple[str, int | None, int]]:
    rules, schedule, players = CASES[variant]
    game = Game(rules, name="Hosted", schedule=schedule, randomness=random.Random(SEED))
    names = player_names(players)
    policy_for = bots_for(bots, SEED)

    # Timers far longer than a bot takes: every bet and play is the bot's own.
    host = Host(game, join_code="1", bet_seconds=60, decision_seconds=60, start_when=players)
    run_bounded(lambda: play_to_the_end(host, names, code="1", policy_for=policy_for), 120)
    rows = sorted(game.tournament.standings(),
                  key=lambda row: (row.place or players + 1, row.name))
    return [(row.name, row.place, row.chips) for row in rows]


@pytest.mark.parametrize(("variant", "bots"), [
    (Variant.SERIES7, "tournament"), (Variant.BJX, "tournament"), (Variant.TENHAND, "basic"),
    *((variant, "random") for variant in Variant)])
def test_the_host_and_the_simulation_give_the_same_standings(variant: Variant,
                                                             bots: str) -> None:
    """S7-5, BJX-17, T10-14 (and C-12 places) through the one interface, by both drivers.
    Random bettors too (random legal bets and plays, seeded per seat): each driver asks a bot
    for a bet only where it has a choice, so each bot draws alike under both."""
    expected = simulated(variant, bots)
    assert expected[0][1] == 1 and all(place is not None for _, place, _ in expected)
    assert hosted(variant, bots) == expected
