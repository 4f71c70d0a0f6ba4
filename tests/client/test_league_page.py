"""The League page's words, without Qt (app/client/league_page.py): a member's status as
`pitboss league` says it, the formula chosen (a preset, or JSON checked by app/league), the
standings and a member's history as rows (issue 21; C-12 for a shared place)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from app.client.league_page import (
    TYPED,
    assignable,
    chosen_formula,
    history_cells,
    member_cells,
    season_words,
    standing_cells,
    status_words,
    tournament_words,
)
from app.engine.rules import Variant
from app.league.points import PRESETS, FormulaError, Hundredths
from app.league.standings import HistoryEntry, Standing
from app.store import EventStore, League, Member, MemberStatus, Season, TournamentRecord

ANN = Member(number=7, name="Ann", adult_confirmed_on=date(2026, 1, 15),
             joined_on=date(2026, 2, 1), status=MemberStatus.ACTIVE, status_reason=None,
             status_by=None, status_on=None)


def test_a_members_row_says_the_status_with_its_reason_as_the_cli_does() -> None:
    assert member_cells(ANN) == ("7", "Ann", "active", "2026-02-01", "2026-01-15")
    revoked = Member(7, "Ann", date(2026, 1, 15), date(2026, 2, 1), MemberStatus.REVOKED,
                     "Marked cards", "Dana", date(2026, 12, 5))
    assert status_words(revoked) == "revoked since 2026-12-05, by Dana: Marked cards"
    # Reinstated: active again, and why and by whom is still told.
    back = Member(7, "Ann", date(2026, 1, 15), date(2026, 2, 1), MemberStatus.ACTIVE,
                  "Appeal upheld", "Dana", date(2026, 12, 6))
    assert status_words(back) == "active since 2026-12-06, by Dana: Appeal upheld"


def test_a_preset_is_its_own_formula_and_typed_json_is_checked() -> None:
    assert chosen_formula("linear", "ignored") == PRESETS["linear"].to_dict()
    assert chosen_formula(TYPED, '{"places": [10, 6], "playing": 1}') == {
        "places": [10, 6], "playing": 1}
    with pytest.raises(FormulaError, match="not valid JSON"):
        chosen_formula(TYPED, "")
    with pytest.raises(FormulaError, match="cannot be negative"):
        chosen_formula(TYPED, '{"places": [10, -1]}')
    with pytest.raises(FormulaError, match="exactly one of"):
        chosen_formula(TYPED, '{"playing": 3}')


def test_standings_rows_put_points_and_averages_as_people_write_them() -> None:
    rows = [Standing("Bob", Hundredths(2000), 2, 1, 1, 1.5, -40),
            Standing("Dee", Hundredths(650), 1, 0, 2, 2.0, 1250),
            Standing("Cal", Hundredths(8167), 3, 0, 2, 10 / 3, 0)]
    assert standing_cells(rows) == [
        ("1", "Bob", "20", "2", "1", "1", "1.5", "-40"),
        ("2", "Dee", "6.5", "1", "0", "2", "2", "1,250"),
        ("3", "Cal", "81.67", "3", "0", "2", "3.33", "0")]


def test_a_members_history_names_each_tournament_and_a_shared_place() -> None:
    entries = [HistoryEntry(3, date(2026, 12, 4), Variant.SERIES7, 9, 2, 2, Hundredths(450), 0),
               HistoryEntry(5, date(2026, 12, 11), Variant.TENHAND, 2, 1, 1, Hundredths(1000),
                            0)]
    assert history_cells(entries, {3: "Friday night"}) == [
        ("3. Friday night", "2026-12-04", "Series 7", "9", "2 (tied, 2 players)", "4.5"),
        ("5", "2026-12-11", "10-hand", "2", "1", "10")]


def test_only_finished_tournaments_not_yet_counted_may_be_assigned(tmp_path: Path) -> None:
    with EventStore.open(tmp_path / "league.sqlite3") as store:
        league = League(store)
        league.create_season("Winter", starts_on=date(2026, 12, 1), ends_on=date(2027, 2, 28),
                             formula=PRESETS["linear"].to_dict())
        ids = []
        for status in ("finished", "finished", "cancelled", "running"):
            tournament = store.create_tournament(name=f"T{len(ids)}", variant="bjx",
                                                 settings={}, at=1.8e9)
            if status != "running":
                store.finish(tournament, status=status, standings=[], at=1.8e9)
            ids.append(tournament)
        league.assign("Winter", ids[0])
        assert [record.id for record in assignable(store, league, "Winter")] == [ids[1]]
        season = league.season("Winter")
    assert season_words(season, 1) == "Winter: 2026-12-01 to 2027-02-28, 1 tournament"
    assert isinstance(season, Season)


def test_a_tournament_of_a_game_this_version_does_not_know_keeps_its_own_word() -> None:
    record = TournamentRecord(id=4, name="Pai gow night", variant="paigow", settings={},
                              status="finished", created_at=1.8e9, finished_at=None)
    when = date.fromtimestamp(1.8e9)
    assert tournament_words(record) == f"4. Pai gow night · paigow · {when}"
