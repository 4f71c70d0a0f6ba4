"""Old files are users' data (issue 35): a database written by each released format of Pitboss,
kept under tests/store/fixtures/ (tests/store/fixtures/make_night_fixtures.py says how each was
made, by which commit), still opens, exports, reviews, builds drills and verifies with today's
code; its unfinished night is carried on, or refused in words with the file left as it is.
Each test works on a copy: opening a file for writing upgrades it."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.client.drills import history_spots
from app.client.review import review
from app.core.record import tournament_record
from app.net.night import replay_for_resume
from app.store import SCHEMA_VERSION, EventStore, StoreError
from tests.support.old_files import BEFORE_PROOFS, OLD_FILES, TOURNAMENTS


@pytest.fixture(params=OLD_FILES, ids=[path.stem for path in OLD_FILES])
def old_file(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    copy = tmp_path / "pitboss.sqlite3"
    shutil.copy(request.param, copy)
    return copy


def _digest(path: Path) -> str:
    """What a database holds: the file, its write-ahead log and the mark beside it. Not the
    -shm index, nor an empty log, which a read-only open leaves behind."""
    digest = hashlib.sha256()
    for file in sorted(path.parent.glob(path.name + "*")):
        if not file.name.endswith("-shm") and file.stat().st_size:
            digest.update(file.name.encode() + file.read_bytes())
    return digest.hexdigest()


def _hands(path: Path, tournament: int) -> int:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        return int(db.execute("SELECT COUNT(*) FROM events WHERE tournament = ? AND type = "
                              "'HandStarted'", (tournament,)).fetchone()[0])


def test_there_is_one_file_of_each_released_format() -> None:
    versions = set()
    for path in OLD_FILES:
        with sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True) as db:
            versions.add(int(db.execute("PRAGMA user_version").fetchone()[0]))
    assert versions == set(range(1, SCHEMA_VERSION + 1))


def test_it_opens_and_exports_every_tournament_whole(old_file: Path) -> None:
    with EventStore.open(old_file, readonly=True) as store:
        found = {record.id: (record.variant, record.status) for record in store.tournaments()}
        assert found == {number: (variant, status)
                         for number, (variant, _, status) in TOURNAMENTS.items()}
        for number in TOURNAMENTS:
            document = tournament_record(store, number)
            assert len(document["hands"]) == _hands(old_file, number) > 10
    with EventStore.open(old_file) as store:  # upgraded to today's format, nothing lost
        assert len(store.tournaments()) == len(TOURNAMENTS)


@pytest.mark.parametrize("tournament", list(TOURNAMENTS))
def test_every_players_decisions_are_reviewed_from_what_was_stored(
        old_file: Path, tournament: int) -> None:
    """C-11, S7-8, T10-5, BJX-5: the report of every player of every night, read from its
    stored events whatever engine wrote them."""
    _, players, _ = TOURNAMENTS[tournament]
    with EventStore.open(old_file, readonly=True) as store:
        reports = [review(store, tournament, f"P{number}") for number in range(1, players + 1)]
    assert all(report.skipped == 0 for report in reports)
    assert all(report.decisions for report in reports)
    kinds = {decision.kind for report in reports for decision in report.decisions}
    assert "bet" in kinds and "hit/stand" in kinds


def test_drills_are_built_from_a_players_own_past_decisions(old_file: Path) -> None:
    with EventStore.open(old_file, readonly=True) as store:
        costly = [name for name in (f"P{number}" for number in range(1, 8))
                  if history_spots(store, name)]
    assert costly  # someone's costly decisions of these nights are drills now


def test_verify_checks_what_has_proofs_and_says_what_was_dealt_before_them(
        old_file: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "app", "verify", "--db", str(old_file)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "FAILED" not in done.stdout and "Traceback" not in done.stderr
    for number in TOURNAMENTS:
        before = f"tournament {number}: dealt before shuffle proofs ({_hands(old_file, number)}"
        if old_file.read_bytes() == BEFORE_PROOFS.read_bytes():
            assert before in done.stdout
            assert f"tournament {number}: 0 hands proved" not in done.stdout
        else:
            assert before not in done.stdout and f"tournament {number}: " in done.stdout


def test_its_unfinished_night_is_carried_on_or_refused_in_words(old_file: Path) -> None:
    before = _digest(old_file)
    try:
        resumed = replay_for_resume(old_file)
    except StoreError as refusal:
        assert "cannot be carried on by this version" in str(refusal)
        assert "Nothing has been changed" in str(refusal)
    else:
        assert resumed.record.id == 4 and resumed.game.started
    assert _digest(old_file) == before  # read-only until it is known to be whole


def test_a_night_this_version_cannot_run_again_is_refused_and_left_as_it_is(
        tmp_path: Path) -> None:
    """The 0.1.0 10-hand knockout no longer replays (its start drew the seats differently):
    made unfinished, its resume is refused in words; the file is left byte for byte."""
    copy = tmp_path / "pitboss.sqlite3"
    shutil.copy(BEFORE_PROOFS, copy)
    with sqlite3.connect(copy) as db:
        db.execute("UPDATE tournaments SET status = 'finished' WHERE id = 4")
        db.execute("UPDATE tournaments SET status = 'running', finished_at = NULL WHERE id = 2")
    db.close()
    before = _digest(copy)
    with pytest.raises(StoreError, match=r"10-hand knockout \(tournament 2\) cannot be carried "
                                         r"on by this version of Pitboss: Command 5"):
        replay_for_resume(copy)
    assert _digest(copy) == before
