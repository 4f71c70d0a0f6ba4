"""Season standings: the formula applied by hand equals the computed table, the order of
rows, histories, and results that cannot count."""

from __future__ import annotations

import random
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.rules import Variant
from app.league.points import SQUARE_ROOT, FormulaError, Hundredths, formula_from_dict
from app.league.standings import (
    Finish,
    ResultError,
    Standing,
    TournamentResult,
    season_standings,
    standing_order,
)

TABLE = formula_from_dict({"places": [100, 80, 65], "past_table": 10, "playing": 5})


def night(tournament_id: int, day: int, variant: Variant, field_size: int,
          *finishes: tuple[str, int] | tuple[str, int, int]) -> TournamentResult:
    return TournamentResult(tournament_id, date(2026, 3, day), variant, field_size,
                            tuple(Finish(*finish) for finish in finishes))


# Three nights, one of each variant; on the second, Cy and Di tie for 2nd (C-12).
SEASON = (
    night(1, 5, Variant.SERIES7, 4, ("Ann", 1, 1200), ("Bo", 2, -300), ("Cy", 3, 50),
          ("Di", 4)),
    night(2, 12, Variant.TENHAND, 4, ("Cy", 1), ("Di", 2), ("Bo", 2), ("Ann", 4)),
    night(3, 19, Variant.BJX, 5, ("Bo", 1), ("Ann", 2), ("Eve", 3), ("Cy", 4), ("Di", 5)),
)


def test_the_table_formula_by_hand_equals_the_standings() -> None:
    """Worked by hand, places [100, 80, 65], 10 past the table, 5 for playing:
    Ann 105 + 15 + 85 = 205; Bo 85 + 77.5 + 105 = 267.5; Cy 70 + 105 + 15 = 190;
    Di 15 + 77.5 + 15 = 107.5; Eve 70. Bo and Di tied for 2nd on night 2 share
    (80 + 65) / 2 = 72.5 each, plus 5 (C-12)."""
    standings = season_standings(SEASON, TABLE)
    assert [(row.member, row.points) for row in standings.rows] == [
        ("Bo", 26750), ("Ann", 20500), ("Cy", 19000), ("Di", 10750), ("Eve", 7000)]
    bo = standings.standing("Bo")
    assert bo == Standing("Bo", Hundredths(26750), 3, 1, 1, (2 + 2 + 1) / 3, -300)
    ann = standings.standing("Ann")
    assert ann is not None and ann.chips_won_dealing == 1200 and ann.average_finish == 7 / 3
    assert standings.position("Eve") == 5 and standings.position("Zed") is None


def test_the_square_root_formula_by_hand_equals_the_standings() -> None:
    """10 * sqrt(n) / sqrt(p): night 1 (n=4) gives 20, 14.14, 11.55, 10; night 2 gives Cy 20,
    Bo and Di (14.1421 + 11.5470) / 2 = 12.84; night 3 (n=5) 22.36, 15.81, 12.91, 11.18, 10."""
    standings = season_standings(SEASON, SQUARE_ROOT)
    by_member = {row.member: row.points for row in standings.rows}
    assert by_member == {
        "Ann": 2000 + 1000 + 1581,
        "Bo": 1414 + 1284 + 2236,
        "Cy": 1155 + 2000 + 1118,
        "Di": 1000 + 1284 + 1000,
        "Eve": 1291,
    }


def test_rows_order_by_points_then_wins_then_best_finish_then_name() -> None:
    flat = formula_from_dict({"places": [0]})  # everyone level on points
    results = [
        night(1, 1, Variant.BJX, 6, ("zoe", 1), ("Yan", 2), ("Xi", 3), ("Al", 4), ("al", 4)),
        night(2, 2, Variant.BJX, 3, ("Xi", 1)),
    ]
    rows = season_standings(results, flat).rows
    # Xi and zoe have a win each; Xi's best finish is no better, so the name decides (X < z);
    # Al and al tie on everything but the name's case.
    assert [row.member for row in rows] == ["Xi", "zoe", "Yan", "Al", "al"]
    assert rows == tuple(sorted(rows, key=standing_order))


def test_a_history_lists_the_members_tournaments_in_the_order_played() -> None:
    shuffled = list(SEASON)
    random.Random(4).shuffle(shuffled)
    standings = season_standings(shuffled, TABLE)
    history = standings.history("Di")
    assert [entry.tournament_id for entry in history] == [1, 2, 3]
    assert [(entry.place, entry.tied, entry.points) for entry in history] == [
        (4, 1, 1500), (2, 2, 7750), (5, 1, 1500)]
    assert history[1].variant is Variant.TENHAND and history[0].field_size == 4
    assert standings.history("Eve")[0].played_on == date(2026, 3, 19)
    assert standings.history("nobody") == ()


def test_only_members_get_rows_but_guests_still_share_ties() -> None:
    """A guest tied with a member still takes the place they share (C-12)."""
    result = night(1, 1, Variant.SERIES7, 3, ("Guest", 1), ("Ann", 2), ("Bo", 2))
    standings = season_standings([result], TABLE, members={"Ann", "Bo", "Cy"})
    assert [(row.member, row.points) for row in standings.rows] == [("Ann", 7750), ("Bo", 7750)]


def test_no_results_give_an_empty_table() -> None:
    assert season_standings([], TABLE).rows == ()


@pytest.mark.parametrize(("make", "words"), [
    (lambda: night(1, 1, Variant.BJX, 0), "a field has at least one player"),
    (lambda: night(1, 1, Variant.BJX, 1, ("A", 1), ("B", 1)), "lists 2 finishes for a field"),
    (lambda: night(1, 1, Variant.BJX, 3, ("A", 1), ("A", 2)), "lists A twice"),
    (lambda: night(1, 1, Variant.BJX, 3, ("A", 4)), "place 4 is not between 1"),
    (lambda: night(1, 1, Variant.BJX, 3, ("A", 0)), "place 0 is not between 1"),
    (lambda: night(1, 1, Variant.BJX, 3, ("", 1)), "no member's name"),
    (lambda: night(1, 1, Variant.BJX, 4, ("A", 2), ("B", 2), ("C", 3)),
     "next place is 4 or later, not 3"),
    (lambda: night(1, 1, Variant.BJX, 3, ("A", 3), ("B", 3)), "past the field's 3 places"),
    (lambda: TournamentResult(1, date(2026, 1, 1), "poker", 2, ()),  # type: ignore[arg-type]
     "the variants are series7, tenhand, bjx"),
])
def test_a_result_that_cannot_count_is_refused_in_words(make: object, words: str) -> None:
    with pytest.raises(ResultError) as raised:
        make()  # type: ignore[operator]
    assert words in str(raised.value)


def test_a_tournament_counted_twice_is_refused() -> None:
    with pytest.raises(ResultError, match="Tournament 2 is in the season twice"):
        season_standings([SEASON[1], SEASON[0], SEASON[1]], TABLE)


def test_a_variant_given_as_its_name_is_taken() -> None:
    result = TournamentResult(1, date(2026, 1, 1), "series7", 2,  # type: ignore[arg-type]
                              (Finish("A", 1),))
    assert result.variant is Variant.SERIES7


@st.composite
def seasons(draw: st.DrawFn) -> list[TournamentResult]:
    names = [f"m{index}" for index in range(12)]
    results = []
    for tournament_id in range(draw(st.integers(0, 6))):
        players = draw(st.lists(st.sampled_from(names), min_size=1, max_size=12, unique=True))
        places: list[int] = []
        place = 1
        while len(places) < len(players):  # C-12 places: a share of k skips k - 1 places
            tied = draw(st.integers(1, len(players) - len(places)))
            places += [place] * tied
            place += tied
        results.append(TournamentResult(tournament_id, date(2026, 1, 1 + tournament_id),
                                        Variant.SERIES7, len(players),
                                        tuple(map(Finish, players, places))))
    return results


@settings(max_examples=100, deadline=None)
@given(seasons())
def test_standings_add_up_their_histories(results: list[TournamentResult]) -> None:
    standings = season_standings(results, SQUARE_ROOT)
    assert sum(row.events for row in standings.rows) == sum(len(r.finishes) for r in results)
    for row in standings.rows:
        history = standings.history(row.member)
        assert row.points == sum(entry.points for entry in history)
        assert row.wins == sum(entry.place == 1 for entry in history)
        assert row.best_finish == min(entry.place for entry in history)
        assert row.points >= 0
    for result in results:  # tied players got the same points in each tournament
        points: dict[int, set[int]] = {}
        for finish in result.finishes:
            entry = next(e for e in standings.history(finish.member)
                         if e.tournament_id == result.tournament_id)
            points.setdefault(finish.place, set()).add(entry.points)
        assert all(len(shared) == 1 for shared in points.values())


def test_a_formula_with_no_value_for_a_field_stops_the_standings_in_words() -> None:
    """`1 / (p - 5) ** 2` passes the corners tried when it is written but has no value for
    5th place: the standings name the field and place instead of counting a wrong total."""
    formula = formula_from_dict({"formula": "1 / (p - 5) ** 2"})
    result = night(1, 1, Variant.BJX, 6, *((f"m{place}", place) for place in range(1, 7)))
    with pytest.raises(FormulaError, match="divides by zero for place 5 of 6"):
        season_standings([result], formula)
