"""Championship seeding from the season's top N, and a Series 7 championship field past 64
(S7-1's exception)."""

from __future__ import annotations

import random
import subprocess
import sys
from datetime import date

import pytest

from app.engine.rules import Variant
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.series7.tournament import Series7Tournament
from app.league.championship import (
    SeedingError,
    seed_championship,
    series7_championship_rules,
)
from app.league.points import formula_from_dict
from app.league.standings import Finish, TournamentResult, season_standings

TABLE = formula_from_dict({"places": [50, 40, 30, 20, 10]})


def test_the_top_n_are_seeded_best_first() -> None:
    standings = season_standings([TournamentResult(
        1, date(2026, 5, 1), Variant.SERIES7, 5,
        tuple(Finish(name, place) for place, name in enumerate("ABCDE", start=1)))], TABLE)
    seeding = seed_championship(standings, 3)
    assert seeding.seeded == ("A", "B", "C") and seeding.left_at_cut == ()


def test_a_tie_at_the_cut_is_decided_by_the_tables_order_and_shown() -> None:
    """C-12: Cy, Bo and Al share 3rd; with three seats the table's order (then the name)
    seeds Al, and the director sees who was left out only by name."""
    result = TournamentResult(1, date(2026, 5, 1), Variant.SERIES7, 5, (
        Finish("Zed", 1), Finish("Yu", 2), Finish("Cy", 3), Finish("Bo", 3), Finish("Al", 3)))
    seeding = seed_championship(season_standings([result], TABLE), 3)
    assert seeding.seeded == ("Zed", "Yu", "Al")
    assert seeding.left_at_cut == ("Bo", "Cy")


def test_fewer_members_than_seats_seeds_them_all() -> None:
    standings = season_standings([TournamentResult(
        1, date(2026, 5, 1), Variant.BJX, 2, (Finish("A", 1), Finish("B", 2)))], TABLE)
    assert seed_championship(standings, 80).seeded == ("A", "B")


@pytest.mark.parametrize(("field_size", "players", "words"), [
    (1, 5, "at least two seats"),
    (8, 1, "at least two members with a result"),
])
def test_a_championship_that_cannot_be_seeded_is_refused(field_size: int, players: int,
                                                        words: str) -> None:
    standings = season_standings([TournamentResult(
        1, date(2026, 5, 1), Variant.BJX, players,
        tuple(Finish(f"m{place}", place) for place in range(1, players + 1)))], TABLE)
    with pytest.raises(SeedingError) as raised:
        seed_championship(standings, field_size)
    assert words in str(raised.value)


def test_s7_1_a_championship_seats_more_than_64() -> None:
    """S7-1: the championship lifts field_max; the engine seats 80 at ten tables of 8."""
    results = [TournamentResult(night, date(2026, 4, night), Variant.SERIES7, 100,
                                tuple(Finish(f"member{(index + night) % 100:03}", index + 1)
                                      for index in range(100)))
               for night in range(1, 4)]
    seeding = seed_championship(season_standings(results, TABLE), 80)
    rules = series7_championship_rules(80, Series7Rules(level_minutes=12))
    assert rules.field_max == 80 and rules.level_minutes == 12
    tournament = Series7Tournament(rules, rng=random.Random(7))
    for member in seeding.seeded:
        assert not tournament.register(member).waitlisted
    tournament.start(0.0)
    assert len(tournament.tables) == 10
    assert sorted(tournament.field) == sorted(seeding.seeded)


def test_s7_1_a_championship_larger_than_a_host_takes_is_refused_in_words() -> None:
    with pytest.raises(SeedingError, match="between 2 and 256, not 300"):
        series7_championship_rules(300)


def test_the_league_imports_no_qt_and_nothing_above_the_engine() -> None:
    """DESIGN.md: below the UI nothing imports Qt; the league needs only the engine."""
    probe = ("import importlib, pkgutil, sys, app.league as p\n"
             "[importlib.import_module(m.name) for m in pkgutil.walk_packages("
             "p.__path__, 'app.league.')]\n"
             "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', "
             "'qasync', 'app.ui', 'app.net', 'app.client', 'app.store', 'app.cli'))))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
