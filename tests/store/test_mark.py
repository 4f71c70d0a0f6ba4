"""The announced mark beside the database (app/store/mark.py, issue 20): how far the host had
told its players, and a hash chain of what it told, checked before a resume."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from app.store import EventStore, StoreError
from app.store.mark import RECORD_BYTES, mark_path, read_mark


def night(path: Path, commands: int, tournament: int | None = None) -> int:
    with EventStore.open(path) as store:
        if tournament is None:
            tournament = store.create_tournament(name="Friday", variant="series7", settings={},
                                                 at=1.0)
        for index in range(commands):
            store.append(tournament, kind="act", payload={"table": 1, "amount": index}, at=2.0,
                         draws=[index], events=[{"type": "Bet", "amount": index}], table=1)
    return tournament


def test_each_commit_moves_the_mark_and_the_chain_carries_on_after_a_reopen(
        tmp_path: Path) -> None:
    db = tmp_path / "night.sqlite3"
    tournament = night(db, 3)
    first = read_mark(db, tournament)
    assert first is not None and first.seq == 3
    night(db, 2, tournament)  # a resumed host: its chain goes on from the stored commands
    with EventStore.open(db, readonly=True) as store:
        told = store.check_told(tournament)
    assert told is not None and told.seq == 5


def test_a_database_behind_its_mark_is_refused_in_words_and_left_as_it_is(
        tmp_path: Path) -> None:
    db = tmp_path / "night.sqlite3"
    tournament = night(db, 4)
    shutil.copyfile(db, tmp_path / "older")
    night(db, 3, tournament)
    shutil.copyfile(tmp_path / "older", db)  # the database of 4 commands, the mark of 7
    before = db.read_bytes(), mark_path(db).read_bytes()
    with EventStore.open(db, readonly=True) as store, \
            pytest.raises(StoreError, match=r"Friday \(tournament 1\) cannot be resumed: its host"
                          r" had told its players up to command 7, but the database holds only 4"):
        store.check_told(tournament)
    assert (db.read_bytes(), mark_path(db).read_bytes()) == before


def test_a_command_other_than_the_one_told_is_refused(tmp_path: Path) -> None:
    """S7-5's replay would accept a bet of 3 where 2 was told: the chain does not."""
    db = tmp_path / "night.sqlite3"
    tournament = night(db, 4)
    with sqlite3.connect(db) as writer:
        writer.execute("UPDATE commands SET payload = '{\"table\":1,\"amount\":3}' WHERE seq = 3")
    writer.close()
    with EventStore.open(db, readonly=True) as store, \
            pytest.raises(StoreError, match="commands 1 to 4 are not those its host told"):
        store.check_told(tournament)


def test_a_damaged_mark_is_refused_and_a_missing_one_is_no_check(tmp_path: Path) -> None:
    db = tmp_path / "night.sqlite3"
    tournament = night(db, 2)
    mark = bytearray(mark_path(db).read_bytes())
    mark[tournament * RECORD_BYTES + 30] ^= 1
    mark_path(db).write_bytes(bytes(mark))
    with EventStore.open(db, readonly=True) as store:
        with pytest.raises(StoreError, match="is damaged: its checksum does not match"):
            store.check_told(tournament)
        mark_path(db).unlink()
        assert store.check_told(tournament) is None


def test_a_byte_that_is_not_utf8_names_its_command_not_sqlite(tmp_path: Path) -> None:
    db = tmp_path / "night.sqlite3"
    tournament = night(db, 2)
    with sqlite3.connect(db) as writer:
        writer.execute("UPDATE commands SET payload = CAST(? AS TEXT) WHERE seq = 2",
                       (b'{"table":1,"amount":\xff}',))
    writer.close()
    with EventStore.open(db, readonly=True) as store, \
            pytest.raises(StoreError, match=r"Command 2 of Friday \(tournament 1\) is damaged"):
        list(store.commands(tournament))
