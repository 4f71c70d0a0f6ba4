"""Backup (SQLite's online backup) and restore, which checks the file first (app/store/backup.py,
issue 21 "Store")."""

from __future__ import annotations

import os
import shutil
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from app.store import SCHEMA_VERSION, EventStore, StoreError
from app.store.backup import backup, restore
from app.store.league import League
from app.store.mark import mark_path

VERSION_1 = Path(__file__).parent / "fixtures" / "version1.sqlite3"
CONFIRMED = date(2026, 1, 2)


def filled(path: Path, members: tuple[str, ...] = ("Ann", "Bob"), hands: int = 3) -> None:
    """A database with a tournament (its log, so a mark beside it) and members."""
    with EventStore.open(path) as store:
        tournament = store.create_tournament(name=f"Night of {members[0]}", variant="series7",
                                             settings={}, at=1.0)
        for seq in range(hands):
            store.append(tournament, kind="act", payload={"seq": seq}, at=2.0,
                         events=[{"type": "X"}])
        league = League(store)
        for name in members:
            league.add_member(name, adult_confirmed_on=CONFIRMED)


def content(path: Path) -> tuple[list[str], list[str], int]:
    with EventStore.open(path, readonly=True) as store:
        names = [record.name for record in store.tournaments()]
        members = [member.name for member in League(store).members()]
        commands = sum(len(list(store.commands(record.id))) for record in store.tournaments())
    return names, members, commands


def folder(path: Path) -> dict[str, bytes]:
    return {name: (path / name).read_bytes() for name in sorted(os.listdir(path))}


def test_a_backup_of_an_open_database_is_a_whole_copy(tmp_path: Path) -> None:
    database, copy = tmp_path / "league.sqlite3", tmp_path / "backup.sqlite3"
    filled(database)
    with EventStore.open(database) as store:
        store.append(1, kind="act", payload={"late": True}, at=3.0)  # in the WAL, not the file
        assert backup(store, copy) == copy
        store.append(1, kind="act", payload={"after": True}, at=4.0)  # not in the backup
    assert content(copy) == (["Night of Ann"], ["Ann", "Bob"], 4)
    assert content(database)[2] == 5
    assert not [name for name in os.listdir(tmp_path) if ".backup" in name]  # no temporary


def test_a_backup_replaces_an_earlier_backup_but_nothing_else(tmp_path: Path) -> None:
    database, copy = tmp_path / "league.sqlite3", tmp_path / "backup.sqlite3"
    filled(database)
    with EventStore.open(database) as store:
        backup(store, copy)
        League(store).add_member("Cal", adult_confirmed_on=CONFIRMED)
        backup(store, copy)  # the earlier backup, replaced
        assert content(copy)[1] == ["Ann", "Bob", "Cal"]
        notes = tmp_path / "notes.txt"
        notes.write_text("not a database")
        with pytest.raises(StoreError, match="is not a Pitboss database"):
            backup(store, notes)
        assert notes.read_text() == "not a database"
        with pytest.raises(StoreError, match="is the database itself"):
            backup(store, database)


def test_a_restore_replaces_the_database_and_keeps_the_old_one_beside(tmp_path: Path) -> None:
    database, copy = tmp_path / "league.sqlite3", tmp_path / "backup.sqlite3"
    filled(copy, members=("Ann", "Bob", "Cal"), hands=4)
    filled(database, members=("Zed",), hands=2)
    assert mark_path(database).exists()
    before = database.read_bytes()
    done = restore(copy, database)
    assert (done.tournaments, done.members) == (1, 3)
    assert done.saved_as == tmp_path / "league.sqlite3.before-restore.sqlite3"
    assert content(database) == (["Night of Ann"], ["Ann", "Bob", "Cal"], 4)
    assert content(done.saved_as) == (["Night of Zed"], ["Zed"], 2)
    # The mark told what the old database's host had said: it goes with the old database.
    assert not mark_path(database).exists() and mark_path(done.saved_as).exists()
    assert before != database.read_bytes()
    again = restore(copy, database)  # a second restore keeps the first one's save too
    assert again.saved_as == tmp_path / "league.sqlite3.before-restore-1.sqlite3"


def test_a_restore_into_a_missing_database_makes_it(tmp_path: Path) -> None:
    copy = tmp_path / "backup.sqlite3"
    filled(copy)
    done = restore(copy, tmp_path / "new" / "league.sqlite3")
    assert done.saved_as is None and (done.tournaments, done.members) == (1, 2)


def test_a_backup_of_before_the_league_is_restored_and_upgraded(tmp_path: Path) -> None:
    copy = tmp_path / "old-backup.sqlite3"
    shutil.copyfile(VERSION_1, copy)
    done = restore(copy, tmp_path / "league.sqlite3")
    assert (done.tournaments, done.members) == (3, 0)
    db = sqlite3.connect(tmp_path / "league.sqlite3")
    try:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    finally:
        db.close()


def text_file(path: Path) -> None:
    path.write_text("name,phone\nAnn,555\n")


def another_apps_database(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE contacts (name TEXT)")
    db.commit()
    db.close()


def newer_pitboss_database(path: Path) -> None:
    filled(path)
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()


def missing(path: Path) -> None:
    pass


def empty(path: Path) -> None:
    path.touch()


@pytest.mark.parametrize(("make", "said"), [
    (text_file, "is not a Pitboss database (it is not an SQLite database at all)"),
    (another_apps_database, "is not a Pitboss database (it is the SQLite database of another"),
    (newer_pitboss_database, f"written by a newer Pitboss (database version "
                             f"{SCHEMA_VERSION + 1}); this program reads version "
                             f"{SCHEMA_VERSION}"),
    (missing, "There is no Pitboss database at"),
    (empty, "There is no Pitboss database at"),
])
def test_a_restore_refuses_a_file_it_cannot_read_and_changes_nothing(
        tmp_path: Path, make: object, said: str) -> None:
    database, source = tmp_path / "league.sqlite3", tmp_path / "backup.sqlite3"
    filled(database)
    assert callable(make)
    make(source)
    before = folder(tmp_path)
    with pytest.raises(StoreError) as caught:
        restore(source, database)
    assert said in str(caught.value) and str(source) in str(caught.value)
    assert folder(tmp_path) == before  # the database, its mark, the file: all as they were
    assert content(database) == (["Night of Ann"], ["Ann", "Bob"], 3)


def test_a_restore_of_the_database_onto_itself_is_refused(tmp_path: Path) -> None:
    database = tmp_path / "league.sqlite3"
    filled(database)
    with pytest.raises(StoreError, match="is the database itself"):
        restore(tmp_path / "." / "league.sqlite3", database)
