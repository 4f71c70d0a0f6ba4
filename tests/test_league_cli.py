"""`pitboss league` (app/cli/league.py): a league of 20 members and a season made from the CLI,
a revoked member shown with the reason, CSV in and out, backup and restore; a wrong option or a
refused request is one line in words with exit status 2, no traceback, and nothing changed
(issue 21).

Where each runs: the commands run through `app.cli.main` in this process (`pitboss_here`), the
same code a process of its own runs after its imports, which took ten times the CPU. On a
real process (`python -m app league`), so that the command as typed stays proved end to end:
the revocation and the reinstatement of a member (each its line, exit status 0), the list
that makes no database (a refusal: one line, exit status 2, and no file), and the usage error
with no command (argparse's exit, through the process's status)."""

from __future__ import annotations

import csv
import json
import os
import shutil
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from app.store import SCHEMA_VERSION
from tests.support.processes import pitboss, pitboss_here

NAMES = ["Ann", "Bob", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou",
         "Max", "Ned", "Oli", "Pat", "Quinn", "Ray", "Sue", "Tom"]


def league(db: Path, *arguments: str, process: bool = False) -> tuple[int, str, str]:
    """`pitboss league --db DB ARGUMENTS`: in this process, or (`process`) in its own."""
    command = ("league", "--db", str(db), *arguments)
    done = pitboss(*command, seconds=30) if process else pitboss_here(*command)
    return done.returncode, done.stdout, done.stderr


def ok(db: Path, *arguments: str, process: bool = False) -> str:
    code, out, err = league(db, *arguments, process=process)
    assert code == 0 and err == "", err
    return out


def refused(db: Path, *arguments: str, process: bool = False) -> str:
    """The one line a refused command says; asserts exit status 2, one line, no traceback."""
    code, out, err = league(db, *arguments, process=process)
    assert code == 2, (code, out, err)
    assert out == "" and "Traceback" not in err
    assert len(err.splitlines()) == 1 and err.endswith("\n"), err
    return err.strip()


def test_a_league_of_20_members_and_a_season_is_made_from_the_cli(tmp_path: Path) -> None:
    db = tmp_path / "league.sqlite3"
    for number, name in enumerate(NAMES, start=1):
        said = ok(db, "members", "add", name, "--adult-confirmed", "2026-01-15")
        assert said.startswith(f"Added member {number}: {name} (confirmed 21 or older on "
                               "2026-01-15, joined ")
    ok(db, "seasons", "create", "Winter 2027", "--from", "2027-01-01", "--to", "2027-03-31",
       "--formula", '{"playing": 2, "places": [10, 6, 3]}')
    members = json.loads(ok(db, "members", "list", "--json"))
    assert [(m["number"], m["name"], m["status"]) for m in members] == [
        (number, name, "active") for number, name in enumerate(NAMES, start=1)]
    assert {m["adult_confirmed_on"] for m in members} == {"2026-01-15"}
    assert "date_of_birth" not in members[0]  # the league keeps no birth date
    seasons = json.loads(ok(db, "seasons", "list", "--json"))
    assert seasons == [{"id": 1, "name": "Winter 2027", "starts_on": "2027-01-01",
                        "ends_on": "2027-03-31", "tournaments": [],
                        "formula": {"playing": 2, "places": [10, 6, 3]}}]
    listing = ok(db, "members", "list").splitlines()
    assert listing[-1] == "20 members" and listing[0].split()[:2] == ["1", "Ann"]


def test_a_revoked_member_is_shown_with_status_and_reason(tmp_path: Path) -> None:
    db = tmp_path / "league.sqlite3"
    ok(db, "members", "add", "Ann", "--adult-confirmed", "2026-01-15")
    ok(db, "members", "add", "Bob", "--adult-confirmed", "2026-01-15")
    said = ok(db, "members", "revoke", "ANN", "--reason", "Marked cards", "--by", "Dee",
              process=True)
    today = date.today().isoformat()
    assert said == f"Member 1 Ann: revoked since {today}, by Dee: Marked cards\n"
    shown = json.loads(ok(db, "members", "show", "ann", "--json"))
    assert (shown["status"], shown["status_reason"], shown["status_by"], shown["status_on"]) == (
        "revoked", "Marked cards", "Dee", today)
    assert ok(db, "members", "show", "Bob").startswith("Member 2 Bob: active; confirmed")
    assert refused(db, "members", "revoke", "Ann", "--reason", "again", "--by", "Dee") == (
        "pitboss league: Cannot revoke Ann (member 1): the membership is revoked already")
    back = ok(db, "members", "reinstate", "Ann", "--reason", "Appeal upheld", "--by", "Eve",
              process=True)
    assert back == f"Member 1 Ann: active since {today}, by Eve: Appeal upheld\n"


def test_members_go_out_and_in_as_csv(tmp_path: Path) -> None:
    db, other = tmp_path / "league.sqlite3", tmp_path / "other.sqlite3"
    for name in NAMES[:5]:
        ok(db, "members", "add", name, "--adult-confirmed", "2026-01-15")
    ok(db, "members", "suspend", "Cal", "--reason", "Away, twice", "--by", "Dee")
    sheet = tmp_path / "members.csv"
    assert ok(db, "members", "export", str(sheet)) == f"Wrote 5 members to {sheet}\n"
    with sheet.open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file))
    assert [row["name"] for row in rows] == NAMES[:5]
    assert rows[2]["status"] == "suspended" and rows[2]["status_reason"] == "Away, twice"
    assert ok(other, "members", "import", str(sheet)) == f"Imported 5 members from {sheet}\n"
    assert ok(other, "members", "list", "--json") == ok(db, "members", "list", "--json")
    # All or nothing: a second import clashes on every line and adds none.
    said = refused(other, "members", "import", str(sheet))
    assert said.startswith(f"pitboss league: {sheet} was not imported, nothing was added: "
                           "line 2: the name 'Ann' is taken, by member 1 'Ann'")
    assert len(json.loads(ok(other, "members", "list", "--json"))) == 5


def test_seasons_take_a_formula_and_their_tournaments(tmp_path: Path) -> None:
    db = tmp_path / "league.sqlite3"
    said = ok(db, "seasons", "create", "Winter", "--from", "2026-12-01", "--to", "2027-02-28")
    # Without a formula, the square-root preset (app/league/points.py SQUARE_ROOT).
    assert said == ("Created the season Winter, 2026-12-01 to 2027-02-28, formula "
                    '{"formula": "10 * sqrt(n) / sqrt(p)", "playing": 0}\n')
    assert ok(db, "seasons", "formula", "winter", "--preset", "linear") == (
        'The season Winter now counts points by {"formula": "n - p + 1", "playing": 0}\n')
    assert ok(db, "seasons", "formula", "Winter", "--formula", '{"places": [3, 2, 1]}') == (
        'The season Winter now counts points by {"places": [3, 2, 1]}\n')
    assert refused(db, "seasons", "assign", "Winter", "1") == (
        f"pitboss league: There is no tournament 1 in {db}")
    store = sqlite3.connect(db)
    try:
        store.execute("INSERT INTO tournaments (name, variant, settings, created_at)"
                      " VALUES ('Night 1', 'series7', '{}', 1.0)")
        store.commit()
    finally:
        store.close()
    assert ok(db, "seasons", "assign", "Winter", "1") == (
        "Tournament 1 now counts in the season Winter\n")
    assert json.loads(ok(db, "seasons", "list", "--json"))[0]["tournaments"] == [1]


def test_a_backup_is_restored_and_a_foreign_or_newer_file_is_refused(tmp_path: Path) -> None:
    db, copy = tmp_path / "league.sqlite3", tmp_path / "backup.sqlite3"
    ok(db, "members", "add", "Ann", "--adult-confirmed", "2026-01-15")
    assert ok(db, "backup", str(copy)) == f"Backed up {db} to {copy}\n"
    ok(db, "members", "add", "Bob", "--adult-confirmed", "2026-01-15")
    said = ok(db, "restore", str(copy))
    assert said == (f"Restored {db} from {copy}: 0 tournaments, 1 member; the database it "
                    f"replaced is kept as {db}.before-restore.sqlite3\n")
    assert [m["name"] for m in json.loads(ok(db, "members", "list", "--json"))] == ["Ann"]

    text = tmp_path / "notes.sqlite3"
    text.write_text("not a database\n")
    newer = tmp_path / "newer.sqlite3"
    ok(newer, "members", "add", "Zed", "--adult-confirmed", "2026-01-15")
    raw = sqlite3.connect(newer)
    raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw.close()
    before = {name: (tmp_path / name).read_bytes() for name in os.listdir(tmp_path)}
    assert refused(db, "restore", str(text)) == (
        f"pitboss league: {text} is not a Pitboss database (it is not an SQLite database at "
        "all); it has been left as it is")
    assert refused(db, "restore", str(newer)).startswith(
        f"pitboss league: {newer} was written by a newer Pitboss (database version "
        f"{SCHEMA_VERSION + 1})")
    assert {name: (tmp_path / name).read_bytes() for name in os.listdir(tmp_path)} == before


def test_a_database_of_before_the_league_is_upgraded_by_a_league_command(
        tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite3"
    shutil.copyfile(Path(__file__).parent / "store" / "fixtures" / "version1.sqlite3", db)
    assert json.loads(ok(db, "members", "list", "--json")) == []
    raw = sqlite3.connect(db)
    try:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert raw.execute("SELECT COUNT(*) FROM tournaments").fetchone()[0] == 3
    finally:
        raw.close()
    ok(db, "seasons", "create", "Old nights", "--from", "2023-11-01", "--to", "2023-11-30")
    ok(db, "seasons", "assign", "Old nights", "1")
    assert json.loads(ok(db, "seasons", "list", "--json"))[0]["tournaments"] == [1]


def test_a_list_makes_no_database(tmp_path: Path) -> None:
    assert refused(tmp_path / "none.sqlite3", "members", "list", process=True) == (
        f"pitboss league: There is no Pitboss database at {tmp_path / 'none.sqlite3'}")
    assert os.listdir(tmp_path) == []


WRONG = [
    (["members", "add", "Ann"], "the following arguments are required: --adult-confirmed"),
    (["members", "add", "Ann", "--adult-confirmed", "15/01/2026"],
     "argument --adult-confirmed: a date is written YYYY-MM-DD"),
    (["members", "add", "Ann", "--adult-confirmed", "2026-02-30"],
     "argument --adult-confirmed: a date '2026-02-30' is not a date of the calendar"),
    (["members", "revoke", "Ann", "--by", "Dee"], "required: --reason"),
    (["members", "expel", "Ann"], "argument {add,suspend,revoke,reinstate,show,list,import,"
                                  "export}: invalid choice: 'expel'"),
    (["members"], "required: {add,suspend,revoke,reinstate,show,list,import,export}"),
    ([], "required: {members,seasons,standings,championship,backup,restore}"),
    (["members", "import", "{tmp}/missing.csv"], "argument file: there is no file"),
    (["members", "export", "{tmp}/missing/members.csv"], "there is no folder"),
    (["members", "list", "--csv"], "unrecognized arguments: --csv"),
    (["seasons", "create", "S", "--from", "2027-01-01"], "required: --to"),
    (["seasons", "assign", "S", "0"], "argument TOURNAMENT_ID: give a whole number from 1"),
    (["seasons", "formula", "S"], "one of the arguments --formula --preset is required"),
    (["seasons", "formula", "S", "--preset", "golf"], "argument --preset: invalid choice"),
    (["seasons", "create", "S", "--from", "2027-01-01", "--to", "2027-02-01", "--preset",
      "linear", "--formula", "{{}}"], "argument --formula: not allowed with argument --preset"),
    (["standings"], "the following arguments are required: season"),
    (["standings", "Winter", "--json", "--csv"], "not allowed with argument"),
    (["backup", "{tmp}/missing/backup.sqlite3"], "there is no folder"),
    (["restore", "{tmp}/missing.sqlite3"], "argument file: there is no file"),
]


@pytest.mark.parametrize(("arguments", "said"), WRONG,
                         ids=[" ".join(arguments) or "nothing" for arguments, _ in WRONG])
def test_a_wrong_option_is_one_line_with_exit_status_2(tmp_path: Path, arguments: list[str],
                                                       said: str) -> None:
    line = refused(tmp_path / "league.sqlite3",
                   *[argument.format(tmp=tmp_path) for argument in arguments],
                   process=not arguments)  # no command: argparse's exit, from a process
    assert line.startswith("pitboss league") and ": error: " in line
    assert said in line, line
    assert os.listdir(tmp_path) == []  # nothing made on disk


BAD_INPUT = [
    (["members", "add", "Director", "--adult-confirmed", "2026-01-15"],
     "'Director' is a word the host uses for a role"),
    (["members", "add", "Ann", "--adult-confirmed", "2999-01-01"], "is after today"),
    (["members", "add", "ann", "--adult-confirmed", "2026-01-15"],
     "The name is taken: member 1 is 'Ann'"),
    (["members", "revoke", "Zed", "--reason", "x", "--by", "Dee"],
     "There is no member called 'Zed'"),
    (["members", "revoke", "Ann", "--reason", " ", "--by", "Dee"], "The reason must be given"),
    (["seasons", "create", "S", "--from", "2027-02-01", "--to", "2027-01-01"],
     "2027-01-01 is before 2027-02-01"),
    (["seasons", "create", "S", "--from", "2027-01-01", "--to", "2027-02-01", "--formula", "{"],
     "The points formula is not valid JSON (line 1, column 2)"),
    (["seasons", "create", "S", "--from", "2027-01-01", "--to", "2027-02-01", "--formula",
      '{"places": [10, 5], "bonus": 3}'], "The points formula has 'bonus', which it does not"),
    (["seasons", "formula", "Nope", "--preset", "linear"], "There is no season called 'Nope'"),
]


@pytest.mark.parametrize(("arguments", "said"), BAD_INPUT,
                         ids=[" ".join(arguments[:3]) for arguments, _ in BAD_INPUT])
def test_a_refused_request_is_one_line_and_changes_nothing(tmp_path: Path, arguments: list[str],
                                                           said: str) -> None:
    db = tmp_path / "league.sqlite3"
    ok(db, "members", "add", "Ann", "--adult-confirmed", "2026-01-15")
    before = ok(db, "members", "list", "--json"), ok(db, "seasons", "list", "--json")
    line = refused(db, *arguments)
    assert line.startswith("pitboss league: ") and said in line, line
    assert (ok(db, "members", "list", "--json"), ok(db, "seasons", "list", "--json")) == before


def test_standings_by_the_seasons_table_formula_as_text_json_and_csv(tmp_path: Path) -> None:
    """Two finished tournaments counted in a season whose formula is a table by place (10, 6,
    3, and 2 for playing), a third not assigned and a cancelled one that count nothing: the
    standings are those points by hand, tied places sharing (C-12); a guest gets no row."""
    from app.store import EventStore

    db = tmp_path / "league.sqlite3"
    for name in ["Ann", "Bob", "Cal", "Dee"]:
        ok(db, "members", "add", name, "--adult-confirmed", "2026-01-15")
    ok(db, "seasons", "create", "Winter", "--from", "2026-12-01", "--to", "2027-02-28",
       "--formula", '{"playing": 2, "places": [10, 6, 3]}')
    finals = [
        [("Ann", 1), ("Bob", 2), ("Guest", 3), ("Cal", 4)],
        [("Bob", 1), ("Cal", 2), ("Dee", 2), ("Ann", 4)],  # Cal and Dee share 2nd (C-12)
        [("Dee", 1), ("Ann", 2)],  # not assigned
        [("Cal", 1), ("Dee", 2)],  # cancelled
    ]
    with EventStore.open(db) as store:
        for number, final in enumerate(finals):
            tournament = store.create_tournament(name=f"T{number}", variant="series7",
                                                 settings={}, at=1.8e9)
            store.finish(tournament, status="cancelled" if number == 3 else "finished",
                         standings=[{"name": name, "place": place, "chips": 0,
                                     "eliminated_at_hand": None} for name, place in final],
                         at=1.8e9)
            if number != 2:
                ok(db, "seasons", "assign", "Winter", str(tournament))
    # By hand: playing 2 each; places 10, 6, 3, then 0; Cal and Dee share (6 + 3) / 2.
    expected = {"Ann": 2 + 10 + 2 + 0, "Bob": 2 + 6 + 2 + 10, "Cal": 2 + 0 + 2 + 4.5,
                "Dee": 2 + 4.5}
    rows = json.loads(ok(db, "standings", "Winter", "--json"))
    assert {row["member"]: row["points"] for row in rows} == expected
    assert [row["member"] for row in rows] == ["Bob", "Ann", "Cal", "Dee"]
    assert [row["place"] for row in rows] == [1, 2, 3, 4]
    assert {row["member"]: (row["events"], row["wins"]) for row in rows} == {
        "Ann": (2, 1), "Bob": (2, 1), "Cal": (2, 0), "Dee": (1, 0)}
    table = list(csv.DictReader(ok(db, "standings", "Winter", "--csv").splitlines()))
    assert [(row["member"], row["points"]) for row in table] == [
        ("Bob", "20"), ("Ann", "14"), ("Cal", "8.5"), ("Dee", "6.5")]
    text = ok(db, "standings", "Winter")
    assert text.splitlines()[0].split()[:3] == ["1", "Bob", "20"]
    assert text.rstrip().endswith("4 members")
    assert "no season" in refused(db, "standings", "Spring").lower()
    # The season's championship seats its top N (S7-1), in the table's order.
    seeding = json.loads(ok(db, "championship", "Winter", "--seats", "3", "--json"))
    assert seeding == {"seeded": ["Bob", "Ann", "Cal"], "left_at_cut": []}
    assert ok(db, "championship", "Winter", "--seats", "2").splitlines()[-1] == "2 members seated"
    assert "give a whole number from 2" in refused(db, "championship", "Winter", "--seats", "1")
    # `pitboss host --championship` seats them, Series 7's field lifted past 64 where asked.
    import argparse

    from app.cli import host

    parser = argparse.ArgumentParser()
    host.add_arguments(parser)
    plan = host._plan(parser.parse_args(["--db", str(db), "--championship", "Winter",
                                         "--seats", "80", "--code", "4321"]))
    assert plan.invited == ("Bob", "Ann", "Cal", "Dee") and plan.members_only
    assert plan.rules.field_max == 80  # type: ignore[union-attr]  # S7-1's exception
