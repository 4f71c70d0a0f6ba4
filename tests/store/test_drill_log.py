"""The drills in the store (issue 23, schema version 3, app/store/drills.py): a file of before
the drills is upgraded with its tournaments kept; each answer and its card are recorded in
one transaction; a bad answer or a hand-edited row is refused and changes nothing."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from app.store import EventStore, StoreError
from app.store.drills import DrillAnswer, DrillLog

VERSION_1 = Path(__file__).parent / "fixtures" / "version1.sqlite3"
AT = datetime(2026, 12, 6, 21, 30, tzinfo=UTC)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[EventStore]:
    with EventStore.open(tmp_path / "drills.sqlite3") as opened:
        yield opened


def _answer(card: str = "play: pair", correct: bool = True, at: datetime = AT,
            answer: str = "split") -> DrillAnswer:
    return DrillAnswer(card, card, answer, "split", correct, at, f'{{"due": "{at}"}}')


def test_a_file_of_before_the_drills_is_upgraded_and_keeps_its_tournaments(
        tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copyfile(VERSION_1, path)
    with EventStore.open(path, readonly=True) as old, \
            pytest.raises(StoreError, match="before the drills: open it for writing"):
        DrillLog(old)
    with EventStore.open(path) as store:
        assert len(store.tournaments()) == 3
        log = DrillLog(store)
        log.record("Ann", _answer())
        assert log.cards("Ann")["play: pair"].answers == 1


def test_answers_count_per_card_and_per_kind_and_day(store: EventStore) -> None:
    log = DrillLog(store)
    log.record("Ann", _answer(correct=False))
    log.record("Ann", _answer())
    log.record("ANN", _answer(at=AT + timedelta(days=1)))  # the same player (name_key)
    log.record("Bo", _answer(card="play: soft total", correct=False))
    card = log.cards("ann")["play: pair"]
    assert (card.answers, card.wrong) == (3, 1)
    assert card.schedule == f'{{"due": "{AT + timedelta(days=1)}"}}'  # the last one kept
    assert [(day.day, day.answers, day.right) for day in log.progress("Ann")] == [
        ("2026-12-06", 2, 1), ("2026-12-07", 1, 1)]
    assert [(day.kind, day.right) for day in log.progress("Bo")] == [("play: soft total", 0)]


def test_a_bad_answer_is_refused_and_changes_nothing(store: EventStore) -> None:
    log = DrillLog(store)
    for bad in ("", "   ", "x" * 201):
        with pytest.raises(StoreError, match="A drill answer is 1 to 200 characters"):
            log.record("Ann", _answer(answer=bad))
    assert log.cards("Ann") == {}
    assert log.progress("Ann") == []


def test_the_tables_refuse_what_no_drill_writes(store: EventStore) -> None:
    """A hand-edited file cannot hold more wrong answers than answers, a grade other than
    right or wrong, or a time SQLite cannot read."""
    db = sqlite3.connect(store.path)
    try:
        with pytest.raises(sqlite3.IntegrityError):
            db.execute("INSERT INTO drill_cards VALUES ('ann', 'k', 'k', '{}', 1, 2)")
        with pytest.raises(sqlite3.IntegrityError):
            db.execute("INSERT INTO drill_answers (player, player_key, card, kind, answered_at,"
                       " answer, best, correct) VALUES ('Ann', 'ann', 'k', 'k',"
                       " '2026-12-06 21:30:00', 'hit', 'hit', 2)")
        with pytest.raises(sqlite3.IntegrityError):
            db.execute("INSERT INTO drill_answers (player, player_key, card, kind, answered_at,"
                       " answer, best, correct) VALUES ('Ann', 'ann', 'k', 'k',"
                       " '6/12/2026', 'hit', 'hit', 1)")
    finally:
        db.close()
