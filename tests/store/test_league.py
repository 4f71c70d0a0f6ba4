"""The league in the store (app/store/league.py): members with their status, found by name as
the host compares names; seasons with a formula and their tournaments (issue 21)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from app.names import name_key, normal_name
from app.store import EventStore, StoreError
from app.store.league import League
from app.store.members import LeagueError, MemberStatus, member_name, parse_day

TODAY = date(2026, 12, 5)
CONFIRMED = date(2026, 11, 1)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[EventStore]:
    with EventStore.open(tmp_path / "league.sqlite3") as opened:
        yield opened


@pytest.fixture
def league(store: EventStore) -> League:
    return League(store, today=lambda: TODAY)


def count_members(store: EventStore) -> int:
    db = store._connection
    assert db is not None
    return int(db.execute("SELECT COUNT(*) FROM members").fetchone()[0])


# -- members ------------------------------------------------------------------------------------


def test_a_member_is_added_numbered_and_found(league: League) -> None:
    ann = league.add_member("  Ann Lee ", adult_confirmed_on=CONFIRMED)
    bob = league.add_member("Bob", adult_confirmed_on=CONFIRMED, joined_on=date(2026, 12, 1))
    assert (ann.number, ann.name, ann.joined_on, ann.status) == (
        1, "Ann Lee", TODAY, MemberStatus.ACTIVE)
    assert (bob.number, bob.joined_on, bob.adult_confirmed_on) == (2, date(2026, 12, 1),
                                                                   CONFIRMED)
    assert ann.may_register and ann.refusal() == ""
    assert league.members() == [ann, bob]
    assert league.member_number(2) == bob


def test_names_are_the_same_as_the_host_compares_them(league: League) -> None:
    """A fullwidth or upper-case spelling is the same member (app/names.py `name_key`)."""
    ann = league.add_member("Ann", adult_confirmed_on=CONFIRMED)
    for spelling in ("ANN", "ann", "\uff21\uff4e\uff4e", " Ann "):
        assert league.find(spelling) == ann
        with pytest.raises(LeagueError, match="The name is taken: member 1 is 'Ann'"):
            league.add_member(spelling, adult_confirmed_on=CONFIRMED)
    assert league.find("Anne") is None
    assert len(league.members()) == 1


# Latin letters, some that fold in two ("ß"), fullwidth forms that NFKC folds, and the marks a
# name may hold: names the host takes, mostly, so that the property is tried on them.
NAME_LETTERS = st.sampled_from([*"abcxyzABCXYZéÉøØßĳ019 .'-",
                                *map(chr, range(0xFF21, 0xFF3B))])


@given(st.text(NAME_LETTERS, min_size=1, max_size=24))
def test_the_roster_keys_a_name_as_the_host_does(name: str) -> None:
    """Property: a name the roster takes is kept NFKC without outer spaces, and keyed by
    app/names.py's `name_key`, the host's comparison, so the same name in another case or
    width is the same member."""
    try:
        shown, key = member_name(name)
    except LeagueError:
        assume(False)
        return
    assert shown == normal_name(name)
    assert key == name_key(name) == name_key(shown)
    try:
        _, other_case = member_name(name.swapcase())
    except LeagueError:  # "ß" upper-cased is "SS": one letter more, maybe one too many
        return
    assert other_case == key


@pytest.mark.parametrize(("name", "said"), [
    ("", "Choose a name of 1 to 24"),
    ("A" * 25, "Choose a name of 1 to 24"),
    ("Ann;DROP", "Choose a name of 1 to 24"),
    ("Director", "a word the host uses for a role"),
    ("\u0410nn", "mixes letters of different scripts"),  # a Cyrillic A
])
def test_a_name_the_host_would_refuse_is_refused(league: League, name: str, said: str) -> None:
    with pytest.raises(LeagueError, match=said):
        league.add_member(name, adult_confirmed_on=CONFIRMED)
    assert league.members() == []


def test_dates_to_come_are_refused(league: League) -> None:
    with pytest.raises(LeagueError, match=r"21 or older \(2026-12-06\) is after today"):
        league.add_member("Ann", adult_confirmed_on=date(2026, 12, 6))
    with pytest.raises(LeagueError, match=r"date of joining \(2027-01-01\) is after today"):
        league.add_member("Ann", adult_confirmed_on=CONFIRMED, joined_on=date(2027, 1, 1))
    with pytest.raises(LeagueError, match="number is a whole number from 1"):
        league.add_member("Ann", adult_confirmed_on=CONFIRMED, number=0)
    assert league.members() == []


def test_a_revoked_member_is_found_with_status_reason_and_who(league: League) -> None:
    league.add_member("Ann", adult_confirmed_on=CONFIRMED)
    league.add_member("Cal", adult_confirmed_on=CONFIRMED)
    revoked = league.revoke("ann", reason="Marked cards on 2026-11-28", by="Dee (director)")
    found = league.find("ANN")
    assert found == revoked
    assert found is not None and found.status is MemberStatus.REVOKED
    assert (found.status_reason, found.status_by, found.status_on) == (
        "Marked cards on 2026-11-28", "Dee (director)", TODAY)
    assert not found.may_register
    # The host's words at the door (issue 21: refused with the reason's wording).
    assert found.refusal() == ("The membership of Ann (member 1) was revoked on 2026-12-05 by "
                               "Dee (director): Marked cards on 2026-11-28")
    assert league.member("Cal").may_register


def test_status_changes_follow_their_order(league: League) -> None:
    league.add_member("Ann", adult_confirmed_on=CONFIRMED)
    with pytest.raises(LeagueError, match=r"Cannot reinstate Ann \(member 1\): the membership is "
                                          "active"):
        league.reinstate("Ann", reason="x", by="Dee")
    suspended = league.suspend("Ann", reason="Missed three nights", by="Dee")
    assert suspended.status is MemberStatus.SUSPENDED
    assert "was suspended on 2026-12-05 by Dee: Missed three nights" in suspended.refusal()
    with pytest.raises(LeagueError, match="is suspended already"):
        league.suspend("Ann", reason="again", by="Dee")
    league.revoke("Ann", reason="Rude to the dealer", by="Dee")
    with pytest.raises(LeagueError, match="is revoked: reinstate them first"):
        league.suspend("Ann", reason="x", by="Dee")
    back = league.reinstate("Ann", reason="Apologised", by="Eve")
    assert back.may_register and (back.status_reason, back.status_by) == ("Apologised", "Eve")


@pytest.mark.parametrize(("reason", "by", "said"), [
    ("", "Dee", "The reason must be given"),
    ("   ", "Dee", "The reason must be given"),
    ("Fine", "", "Who decided must be given"),
    ("two\nlines", "Dee", "one line of text"),
    ("x" * 201, "Dee", "201 characters long; at most 200"),
])
def test_a_change_needs_a_reason_and_who(league: League, reason: str, by: str,
                                         said: str) -> None:
    league.add_member("Ann", adult_confirmed_on=CONFIRMED)
    with pytest.raises(LeagueError, match=said):
        league.revoke("Ann", reason=reason, by=by)
    assert league.member("Ann").may_register


def test_a_change_to_nobody_says_so(league: League) -> None:
    with pytest.raises(LeagueError, match="There is no member called 'Zed'"):
        league.revoke("Zed", reason="x", by="Dee")
    with pytest.raises(LeagueError, match="There is no member number 4"):
        league.member_number(4)


def test_the_file_refuses_what_the_checks_refuse(store: EventStore) -> None:
    """The schema's own CHECKs, for a hand-edited file: no date that is not YYYY-MM-DD, no
    revoked member without a reason."""
    db = store._connection
    assert db is not None
    insert = ("INSERT INTO members (name, name_key, adult_confirmed_on, joined_on, status,"
              " status_reason, status_by, status_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    for row in [("A", "a", "1/12/2026", "2026-12-01", "active", None, None, None),
                ("A", "a", "2026-12-01", "2026-12-01", "revoked", None, None, None),
                ("A", "a", "2026-12-01", "2026-12-01", "banned", "x", "y", "2026-12-01"),
                ("A", "a", "2026-12-01", "2026-12-01", "active", "x", None, None)]:
        with pytest.raises(sqlite3.IntegrityError):
            db.execute(insert, row)
    assert count_members(store) == 0


def test_parse_day_wants_the_iso_form() -> None:
    assert parse_day(" 2026-02-28 ", "The date") == date(2026, 2, 28)
    for text, said in [("2026-02-30", "not a date of the calendar"),
                       ("20260228", "written YYYY-MM-DD"), ("28/02/2026", "written YYYY-MM-DD"),
                       ("", "written YYYY-MM-DD")]:
        with pytest.raises(LeagueError, match=said):
            parse_day(text, "The date")


# -- seasons ------------------------------------------------------------------------------------


def test_a_season_is_made_with_its_formula(league: League) -> None:
    spring = league.create_season("Spring 2027", starts_on=date(2027, 3, 1),
                                  ends_on=date(2027, 5, 31),
                                  formula='{"preset": "sqrt", "playing": 2}')
    winter = league.create_season("Winter", starts_on=date(2026, 12, 1),
                                  ends_on=date(2027, 2, 28))
    assert spring.formula == {"preset": "sqrt", "playing": 2} and winter.formula == {}
    assert league.seasons() == [winter, spring]  # by the day they start
    changed = league.set_formula("spring 2027", {"places": [10, 6, 3]})
    assert changed.formula == {"places": [10, 6, 3]}
    assert league.season("SPRING 2027") == changed


@pytest.mark.parametrize(("formula", "said"), [
    ("[1, 2]", "must be a JSON object"),
    ("{points: 1}", "is not JSON"),
    ('"sqrt"', "must be a JSON object"),
    (7, "must be a JSON object"),
    ({"x": float("nan")}, "cannot be stored as JSON"),
])
def test_a_formula_that_is_not_a_json_object_is_refused(league: League, formula: object,
                                                        said: str) -> None:
    with pytest.raises(LeagueError, match=said):
        league.create_season("S", starts_on=TODAY, ends_on=TODAY, formula=formula)
    league.create_season("S", starts_on=TODAY, ends_on=TODAY)
    with pytest.raises(LeagueError, match=said):
        league.set_formula("S", formula)
    assert league.season("S").formula == {}


def test_season_names_and_dates_are_checked(league: League) -> None:
    with pytest.raises(LeagueError, match="2026-11-30 is before 2026-12-05"):
        league.create_season("S", starts_on=TODAY, ends_on=date(2026, 11, 30))
    league.create_season("Winter", starts_on=TODAY, ends_on=TODAY)
    with pytest.raises(LeagueError, match="There is a season called 'Winter' already"):
        league.create_season("WINTER", starts_on=TODAY, ends_on=TODAY)
    with pytest.raises(LeagueError, match="A season's name must be given"):
        league.create_season(" ", starts_on=TODAY, ends_on=TODAY)
    with pytest.raises(LeagueError, match="no season called 'Summer'"):
        league.season("Summer")
    assert len(league.seasons()) == 1


def test_a_tournament_counts_in_a_season_only_once_assigned(store: EventStore,
                                                            league: League) -> None:
    first = store.create_tournament(name="Night 1", variant="series7", settings={}, at=1.0)
    second = store.create_tournament(name="Night 2", variant="series7", settings={}, at=2.0)
    league.create_season("Winter", starts_on=TODAY, ends_on=TODAY)
    assert league.season_tournaments("Winter") == []
    league.assign("Winter", second)
    league.assign("winter", first)
    assert league.season_tournaments("Winter") == [first, second]
    with pytest.raises(LeagueError, match=r"Tournament 1 \(Night 1\) is in the season Winter "
                                          "already"):
        league.assign("Winter", first)
    with pytest.raises(LeagueError, match="There is no tournament 9"):
        league.assign("Winter", 9)
    with pytest.raises(LeagueError, match="no season called 'Summer'"):
        league.assign("Summer", first)


def test_a_league_error_is_a_store_error() -> None:
    assert issubclass(LeagueError, StoreError)


def test_a_read_only_version_1_file_has_no_league(tmp_path: Path) -> None:
    from app.store.sqlite_file import create

    path = tmp_path / "old.sqlite3"
    create(path, version=1)
    with EventStore.open(path, readonly=True) as store, \
            pytest.raises(LeagueError, match=r"before the league \(version 1\): open it for "
                                             "writing once"):
        League(store)
