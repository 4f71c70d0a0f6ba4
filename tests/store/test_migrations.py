"""The schema's forward migrations (app/store/migrations.py, docs/decisions/store-migrations.md):
a database of before the league opens, is upgraded and keeps every tournament; a migration that
fails leaves the file byte for byte as it was (issue 21, "Store")."""

from __future__ import annotations

import os
import shutil
import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest

from app.store import SCHEMA_VERSION, EventStore, StoreError
from app.store import migrations as migrations_module
from app.store.database import EventStore as Store
from app.store.migrations import MIGRATIONS, Migration, apply_in_transaction, upgrade
from app.store.sqlite_file import connect, create
from tests.support.waiting import until_done

# Built by Pitboss before the league (tests/store/fixtures/make_version1_database.py).
VERSION_1 = Path(__file__).parent / "fixtures" / "version1.sqlite3"
LEAGUE_TABLES = {"members", "seasons", "season_tournaments"}


def user_version(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return int(db.execute("PRAGMA user_version").fetchone()[0])
    finally:
        db.close()


def tables(store: EventStore) -> set[str]:
    db = store._connection
    assert db is not None
    return {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def everything(store: EventStore) -> list[Any]:
    """Every tournament with its commands, events and results, as the store gives them."""
    return [(record, list(store.commands(record.id)), list(store.events(record.id)),
             store.results(record.id)) for record in store.tournaments()]


@pytest.fixture
def old_file(tmp_path: Path) -> Path:
    path = tmp_path / "before-the-league.sqlite3"
    shutil.copyfile(VERSION_1, path)
    return path


def test_the_fixture_is_a_version_1_database() -> None:
    assert user_version(VERSION_1) == 1
    assert SCHEMA_VERSION == MIGRATIONS[-1].version == 3


def test_a_database_of_before_the_league_is_upgraded_and_keeps_every_tournament(
        old_file: Path) -> None:
    with EventStore.open(old_file, readonly=True) as store:
        before = everything(store)  # read as version 1: a read-only open upgrades nothing
        assert not tables(store) & LEAGUE_TABLES
    assert user_version(old_file) == 1
    assert [record.status for record, *_ in before] == ["finished", "cancelled", "running"]
    assert sum(len(events) for _, _, events, _ in before) == 45
    with EventStore.open(old_file) as store:
        assert everything(store) == before
        assert tables(store) >= LEAGUE_TABLES
        db = store._connection
        assert db is not None
        # Played before the league: in no season until the director assigns them.
        assert db.execute("SELECT COUNT(*) FROM season_tournaments").fetchone()[0] == 0
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
        # The running tournament carries on in the upgraded file.
        running = before[2][0].id
        assert store.append(running, kind="act", payload={}, at=1.0) == 6
    assert user_version(old_file) == SCHEMA_VERSION
    with EventStore.open(old_file) as store:  # a second open finds nothing to do
        assert len(list(store.commands(before[2][0].id))) == 6


def test_a_version_1_file_made_by_this_code_upgrades_like_the_fixture(tmp_path: Path) -> None:
    """The schema of version 1 is still built the old way (`create(version=1)`), and a file
    that this code filled as version 1 upgrades to the same schema as a new file."""
    old, new = tmp_path / "old.sqlite3", tmp_path / "new.sqlite3"
    create(old, version=1)
    store = Store(old, connect(old, readonly=False), readonly=False)  # no upgrade on the way
    try:
        tournament = store.create_tournament(name="Old", variant="bjx", settings={}, at=1.0)
        store.append(tournament, kind="act", payload={"a": 1}, at=2.0, events=[{"type": "X"}])
    finally:
        store.close()
    assert user_version(old) == 1
    EventStore.open(new).close()

    def schema(path: Path) -> list[Any]:
        db = sqlite3.connect(path)
        try:
            return db.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()
        finally:
            db.close()

    with EventStore.open(old) as store:
        assert [t.name for t in store.tournaments()] == ["Old"]
        assert [e.payload for e in store.events(tournament)] == [{"type": "X"}]
    assert schema(old) == schema(new)


def _league_then_fail(db: sqlite3.Connection) -> None:
    """The real step to version 2, then a statement that fails, as a broken migration would."""
    MIGRATIONS[0].apply(db)
    db.execute("INSERT INTO members (number, name) VALUES (1, 'Ann')")  # NOT NULL fails


def _folder(path: Path) -> dict[str, bytes]:
    return {name: (path.parent / name).read_bytes() for name in sorted(os.listdir(path.parent))}


def test_a_migration_that_fails_leaves_the_file_byte_for_byte(
        old_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = _folder(old_file)
    failing = (Migration(2, "add the league, broken", _league_then_fail),)
    monkeypatch.setattr(migrations_module, "MIGRATIONS", failing)
    with pytest.raises(StoreError) as caught:
        EventStore.open(old_file)
    message = str(caught.value)
    assert f"Cannot upgrade {old_file} to database version 2" in message
    assert "add the league, broken" in message and "NOT NULL" in message
    assert "Nothing has been changed" in message
    assert _folder(old_file) == before  # the file, and nothing left beside it
    monkeypatch.undo()
    with EventStore.open(old_file) as store:  # the real migration still works on it
        assert tables(store) >= LEAGUE_TABLES
        assert len(store.tournaments()) == 3


def test_a_later_step_failing_undoes_the_earlier_steps_too(old_file: Path) -> None:
    """Every step and the new version commit together: a version after the last failing
    undoes versions 2 and 3 (the league, the drills)."""
    before = old_file.read_bytes()

    def fail(db: sqlite3.Connection) -> None:
        raise sqlite3.OperationalError("disk I/O error (made up for the test)")

    failing = MIGRATIONS[-1].version + 1
    steps = (*MIGRATIONS, Migration(failing, "a step that fails", fail))
    db = connect(old_file, readonly=False)
    try:
        with pytest.raises(StoreError,
                           match=rf"version {failing} \(a step that fails\) failed"):
            upgrade(db, old_file, steps)
        assert not db.in_transaction
        assert db.execute("PRAGMA user_version").fetchone()[0] == 1
        names = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
        assert not names & (LEAGUE_TABLES | {"drill_cards", "drill_answers"})
    finally:
        db.close()
    assert old_file.read_bytes() == before


def test_migrations_that_skip_a_version_are_refused(old_file: Path) -> None:
    before = old_file.read_bytes()
    db = connect(old_file, readonly=False)
    try:
        with pytest.raises(StoreError, match="skip from version 1 to 3"):
            upgrade(db, old_file, (Migration(3, "too far", MIGRATIONS[0].apply),))
    finally:
        db.close()
    assert old_file.read_bytes() == before


def test_two_programs_opening_an_old_file_at_once_upgrade_it_once(old_file: Path) -> None:
    """The second waits for the first's write lock, then finds the file upgraded: it does not
    run the steps again (which would fail: the tables exist)."""
    first = connect(old_file, readonly=False)
    second = connect(old_file, readonly=False)
    outcome: list[object] = []
    said: list[str] = []  # the statements the second began, in order
    second.set_trace_callback(said.append)
    try:
        first.execute("BEGIN IMMEDIATE")
        apply_in_transaction(first, 1, MIGRATIONS)  # upgraded, not yet committed
        waiting = threading.Thread(target=lambda: outcome.append(_upgrade(second, old_file)))
        waiting.start()
        # The second has read version 1 and asks for the write lock, which it waits for.
        until_done(lambda: any(s.startswith("BEGIN") for s in said) or outcome,
                   "the second at the lock", 10.0)
        assert outcome == [] and waiting.is_alive()
        first.execute("COMMIT")
        waiting.join(timeout=10)
        assert outcome == [SCHEMA_VERSION]
    finally:
        first.close()
        second.close()


def _upgrade(db: sqlite3.Connection, path: Path) -> object:
    try:
        return upgrade(db, path)
    except StoreError as error:
        return error
