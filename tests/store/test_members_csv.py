"""The roster as CSV (app/store/members_csv.py): an import is all or nothing and names every
wrong line; an export imported into an empty league gives the same roster (issue 21)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from app.store import EventStore
from app.store.league import League
from app.store.members import LeagueError, MemberStatus
from app.store.members_csv import export_members, import_members

TODAY = date(2026, 12, 5)


def today() -> date:
    return TODAY


@pytest.fixture
def league(tmp_path: Path) -> Iterator[League]:
    with EventStore.open(tmp_path / "league.sqlite3") as store:
        yield League(store, today=today)


def write(tmp_path: Path, text: str, name: str = "members.csv") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_an_import_adds_every_row(league: League, tmp_path: Path) -> None:
    path = write(tmp_path, "\ufeffName,Adult_Confirmed_On,joined_on\n"  # Excel's BOM and case
                           "Ann,2026-01-02,2026-01-03\n"
                           "Bob,2026-02-01,\n"
                           "\n")
    assert import_members(league, path, today) == 2
    ann, bob = league.members()
    assert (ann.number, ann.name, ann.adult_confirmed_on, ann.joined_on) == (
        1, "Ann", date(2026, 1, 2), date(2026, 1, 3))
    assert (bob.number, bob.joined_on, bob.status) == (2, TODAY, MemberStatus.ACTIVE)


def test_an_export_imports_back_to_the_same_roster(league: League, tmp_path: Path) -> None:
    league.add_member("Ann", adult_confirmed_on=date(2026, 1, 2))
    league.add_member("Bob", adult_confirmed_on=date(2026, 1, 2), number=7)
    league.add_member("Zoë O'Neil", adult_confirmed_on=date(2026, 3, 4))
    league.suspend("Bob", reason='Said "later", twice', by="Dee")
    exported = tmp_path / "out.csv"
    assert export_members(league, exported) == 3
    lines = exported.read_text(encoding="utf-8").splitlines()
    assert lines[0] == ("number,name,adult_confirmed_on,joined_on,status,status_reason,"
                        "status_by,status_on")
    assert lines[1:] == [
        "1,Ann,2026-01-02,2026-12-05,active,,,",
        '7,Bob,2026-01-02,2026-12-05,suspended,"Said ""later"", twice",Dee,2026-12-05',
        "8,Zoë O'Neil,2026-03-04,2026-12-05,active,,,"]
    with EventStore.open(tmp_path / "other.sqlite3") as store:
        other = League(store, today=today)
        assert import_members(other, exported, today) == 3
        assert other.members() == league.members()


def test_a_cell_a_spreadsheet_would_run_is_written_as_text(league: League,
                                                          tmp_path: Path) -> None:
    league.add_member("-Ann", adult_confirmed_on=date(2026, 1, 2))
    league.add_member("'Bo", adult_confirmed_on=date(2026, 1, 2))
    league.revoke("-Ann", reason='=HYPERLINK("http://example.invalid","x")', by="@Dee")
    exported = tmp_path / "out.csv"
    export_members(league, exported)
    lines = exported.read_text(encoding="utf-8").splitlines()
    assert lines[1].startswith("1,'-Ann,") and ",\"'=HYPERLINK(" in lines[1]
    assert ",'@Dee," in lines[1] and lines[2].startswith("2,''Bo,")
    with EventStore.open(tmp_path / "other.sqlite3") as store:
        other = League(store, today=today)
        import_members(other, exported, today)
        assert other.members() == league.members()


def test_an_import_names_every_wrong_line_and_adds_nothing(league: League,
                                                           tmp_path: Path) -> None:
    league.add_member("Kim", adult_confirmed_on=date(2026, 1, 1))
    path = write(tmp_path, "name,adult_confirmed_on,number,status,status_reason\n"
                           "Ann,2026-01-02,,,\n"               # 2: fine
                           "Bob,02/01/2026,,,\n"               # 3: date
                           "ANN,2026-01-02,,,\n"               # 4: Ann twice
                           "Cal,2026-01-02,x,,\n"              # 5: number
                           "Dan,2026-01-02,,banned,\n"         # 6: status
                           "Eve,2026-01-02,,revoked,\n"        # 7: revoked, no reason
                           "Fay,2026-01-02\n"                  # 8: short row
                           "kim,2026-01-02,,,\n"               # 9: on the roster
                           "Director,2026-01-02,,,\n"          # 10: a role's word
                           "Gus,2027-01-01,,,\n"               # 11: date to come
                           "Hal,,,,\n"                         # 12: no date
                           "Ivy,2026-13-01,,,\n")              # 13: no such month
    with pytest.raises(LeagueError) as caught:
        import_members(league, path, today)
    said = str(caught.value)
    assert said.startswith(f"{path} was not imported, nothing was added: line 3: ")
    for line, words in [(3, "written YYYY-MM-DD"), (4, "'ANN' is on line 2 already"),
                        (5, "the number is a whole number from 1, not 'x'"),
                        (6, "active, suspended or revoked, not 'banned'"),
                        (7, "The reason the member is revoked must be given"),
                        (8, "2 cells for 5 columns"),
                        (9, "the name 'kim' is taken, by member 1 'Kim'"),
                        (10, "a word the host uses for a role"),
                        (11, "(2027-01-01) is after today (2026-12-05)"),
                        (12, "written YYYY-MM-DD, like 2026-12-05, not ''")]:
        assert re.search(f"line {line}: [^;]*{re.escape(words)}", said), (line, said)
    assert said.endswith("; and 1 more")  # line 13: only the first ten are spelled out
    assert "line 13" not in said
    assert [member.name for member in league.members()] == ["Kim"]


@pytest.mark.parametrize(("text", "said"), [
    ("", "is empty: its first line names the columns"),
    ("name,phone\nAnn,555\n", "line 1 (the header): unknown columns 'phone'; missing columns "
                              "adult_confirmed_on"),
    ("name,name,adult_confirmed_on\n", "columns named twice name"),
])
def test_a_wrong_header_is_named(league: League, tmp_path: Path, text: str, said: str) -> None:
    with pytest.raises(LeagueError, match=re.escape(said)):
        import_members(league, write(tmp_path, text), today)
    assert league.members() == []


def test_a_file_that_is_not_utf8_or_missing_is_said(league: League, tmp_path: Path) -> None:
    path = tmp_path / "latin1.csv"
    path.write_bytes("name,adult_confirmed_on\nZoë,2026-01-01\n".encode("latin-1"))
    with pytest.raises(LeagueError, match="is not UTF-8 text: save it as CSV UTF-8"):
        import_members(league, path, today)
    with pytest.raises(LeagueError, match="Cannot read"):
        import_members(league, tmp_path / "missing.csv", today)


def test_numbers_given_are_kept_and_clashes_refused(league: League, tmp_path: Path) -> None:
    league.add_member("Kim", adult_confirmed_on=date(2026, 1, 1), number=3)
    clash = write(tmp_path, "number,name,adult_confirmed_on\n3,Ann,2026-01-02\n"
                            "5,Bob,2026-01-02\n5,Cal,2026-01-02\n")
    with pytest.raises(LeagueError) as caught:
        import_members(league, clash, today)
    assert "line 2: number 3 is taken, by 'Kim'" in str(caught.value)
    assert "line 4: number 5 is on line 3 already" in str(caught.value)
    fine = write(tmp_path, "number,name,adult_confirmed_on\n10,Ann,2026-01-02\n"
                           ",Bob,2026-01-02\n", name="fine.csv")
    assert import_members(league, fine, today) == 2
    assert [(m.number, m.name) for m in league.members()] == [(3, "Kim"), (10, "Ann"),
                                                              (11, "Bob")]
