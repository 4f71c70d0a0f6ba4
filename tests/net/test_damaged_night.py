"""A damaged database never resumes quietly from the past (issue 20).

A real night: a `pitboss host` process on loopback with bot processes at its tables, killed
with SIGKILL mid-tournament. Copies of its files are then damaged as a disk or a careless copy
would: the `-wal` file cut short or with a flipped byte at several points, one byte flipped in
a stored command's or event's payload (hypothesis over which and where). Resuming either comes
back exactly at the point its players had been told or later (never behind it, never with
other commands than they were told), or is refused in words naming the tournament (and the
command, where one record is damaged), with no traceback and the files byte for byte as they
were.

Before the announced mark (app/store/mark.py) a cut -wal resumed silently behind what the
players had been told (763-793 of 815 commands) and a flipped byte in a payload key crashed
`--resume` with a KeyError traceback: these tests failed then.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import shutil
import signal
import sqlite3
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine.variants.series7.rules import Series7Rules
from app.net.night import HostedNight, NightPlan
from app.store import EventStore, StoreError
from tests.support.ports import free_port, wait_for_port
from tests.support.processes import bots, cleanup, host
from tests.support.waiting import until_done

PLAYERS = 4
COMMANDS_BEFORE_THE_KILL = 300
SIDE_FILES = ("", "-wal", "-announced")  # the database, its log, its mark (not -shm: an index)


def stored_commands(db: Path) -> int:
    try:
        store = EventStore.open(db, readonly=True)
    except StoreError:  # not created yet
        return 0
    try:
        return sum(1 for _ in store.commands(1)) if store.tournaments() else 0
    finally:
        store.close()


@pytest.fixture(scope="module")
def killed_night(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The files of a night whose host was killed with SIGKILL mid-tournament, copied aside
    untouched (the copy is what every test starts from)."""
    where = tmp_path_factory.mktemp("killed")
    db = where / "night.sqlite3"
    port = free_port()
    # The clock at its own pace: the night cannot end (its levels never rise) before the kill,
    # however slowly this machine plays its hands.
    running = host(port, db, PLAYERS, speedup=1)
    clients: list[subprocess.Popen[str]] = []
    try:
        wait_for_port(port)
        clients = bots(port, PLAYERS)

        def far_enough() -> bool:
            assert running.poll() is None, running.communicate()[1][-2000:]
            return stored_commands(db) >= COMMANDS_BEFORE_THE_KILL

        until_done(far_enough, f"{COMMANDS_BEFORE_THE_KILL} commands stored", 60)
        os.kill(running.pid, signal.SIGKILL)
        running.communicate()
    finally:
        cleanup([running, *clients])
    pristine = tmp_path_factory.mktemp("pristine") / db.name
    for suffix in (*SIDE_FILES, "-shm"):
        if Path(f"{db}{suffix}").exists():
            shutil.copyfile(f"{db}{suffix}", f"{pristine}{suffix}")
    return pristine


def copy_of(pristine: Path, where: Path) -> Path:
    where.mkdir(parents=True, exist_ok=True)
    db = where / pristine.name
    for suffix in (*SIDE_FILES, "-shm"):
        if Path(f"{pristine}{suffix}").exists():
            shutil.copyfile(f"{pristine}{suffix}", f"{db}{suffix}")
    return db


def digest(db: Path) -> dict[str, str]:
    """The files' hashes; an empty -wal is no -wal (SQLite opens one to read the database)."""
    files = (Path(f"{db}{suffix}") for suffix in SIDE_FILES)
    return {file.name: hashlib.sha256(file.read_bytes()).hexdigest()
            for file in files if file.exists() and file.stat().st_size}


def commands_of(db: Path) -> list[tuple[object, ...]]:
    store = EventStore.open(db, readonly=True)
    try:
        return [(c.seq, c.kind, c.payload, c.draws, c.at, c.table) for c in store.commands(1)]
    finally:
        store.close()


def told(pristine: Path) -> int:
    """How far the host had told its players: its mark (seq, at bytes 12-20 of tournament 1's
    record). A host without one was held to everything it committed, which it told at once."""
    mark = Path(f"{pristine}-announced")
    if mark.exists():
        return int(struct.unpack(">Q", mark.read_bytes()[64 + 20:64 + 28])[0])
    return len(commands_of(pristine))


def resume(db: Path) -> int | str:
    """Open the night at `db` for a resume as the host does; the commands it resumed with, or
    the refusal's words."""
    plan = NightPlan(name="Friday", rules=Series7Rules(), join_code="4321", database=db,
                     resume=True, pause_on_resume=False)

    async def open_and_stop() -> int:
        night = HostedNight(plan)
        night.open()
        await night.stop()
        return 0

    try:
        asyncio.run(open_and_stop())
    except StoreError as refusal:
        return str(refusal)
    return len(commands_of(db))


def assert_never_behind(pristine: Path, db: Path) -> str | None:
    """Resume the damaged copy at `db`: it comes back at or after the announced point with the
    commands its players were told, or refuses in words leaving the files as they were. The
    refusal, if any."""
    before = digest(db)
    outcome = resume(db)
    if isinstance(outcome, str):
        assert "Traceback" not in outcome, outcome
        assert any(words in outcome for words in (
            "cannot be resumed", "damaged", "cannot be carried on")), outcome
        assert digest(db) == before, "a refusal changed the files"
        return outcome
    point = told(pristine)
    assert outcome >= point, f"resumed at command {outcome}, behind the {point} told"
    assert commands_of(db)[:point] == commands_of(pristine)[:point]
    return None


CUTS = (0.0, 0.25, 0.5, 0.75, 0.95)


@pytest.mark.parametrize("cut", CUTS)
def test_a_cut_wal_never_resumes_behind_what_was_told(killed_night: Path, tmp_path: Path,
                                                      cut: float) -> None:
    db = copy_of(killed_night, tmp_path)
    wal = Path(f"{db}-wal")
    size = wal.stat().st_size
    assert size > 0, "the killed host left no -wal to damage"
    with wal.open("r+b") as file:
        file.truncate(int(size * cut))
    assert_never_behind(killed_night, db)


@pytest.mark.parametrize("where", (0.3, 0.6, 0.9))
def test_a_flipped_byte_in_the_wal_never_resumes_behind_what_was_told(
        killed_night: Path, tmp_path: Path, where: float) -> None:
    db = copy_of(killed_night, tmp_path)
    wal = Path(f"{db}-wal")
    data = bytearray(wal.read_bytes())
    data[int(len(data) * where)] ^= 0x20
    wal.write_bytes(bytes(data))
    assert_never_behind(killed_night, db)


def test_a_half_cut_wal_is_refused_by_the_host_process_in_words(killed_night: Path,
                                                                tmp_path: Path) -> None:
    """`pitboss host --resume` itself: an error in words, exit 1, no traceback, files kept."""
    db = copy_of(killed_night, tmp_path)
    wal = Path(f"{db}-wal")
    with wal.open("r+b") as file:
        file.truncate(wal.stat().st_size // 2)
    before = digest(db)
    if told(killed_night) <= stored_after_cut(db, tmp_path / "probe"):
        pytest.skip("this cut lost nothing that was told")
    done = subprocess.run(
        [sys.executable, "-m", "app", "host", "--address", "127.0.0.1", "--port",
         str(free_port()), "--code", "4321", "--db", str(db), "--resume"],
        capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    assert "cannot be resumed" in done.stderr and "told its players" in done.stderr
    assert digest(db) == before


def stored_after_cut(db: Path, where: Path) -> int:
    """The commands SQLite still sees in a copy of the damaged files."""
    return len(commands_of(copy_of(db, where)))


def payload_rows(pristine: Path, table: str) -> list[int]:
    with sqlite3.connect(f"{pristine.as_uri()}?mode=ro", uri=True) as db:
        return [int(row[0]) for row in db.execute(f"SELECT seq FROM {table} ORDER BY seq")]


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(table=st.sampled_from(["commands", "events"]), row=st.floats(0.0, 1.0),
       offset=st.floats(0.0, 1.0), bit=st.integers(0, 7))
def test_a_flipped_byte_in_a_payload_is_refused_in_words(
        killed_night: Path, tmp_path: Path, table: str, row: float, offset: float,
        bit: int) -> None:
    """Any byte of any stored payload told to the players, one bit flipped: a refusal that
    names the tournament (and the command, where that record no longer reads or replays),
    never a traceback, never a resume, the files as they were."""
    point = told(killed_night)
    seqs = [seq for seq in payload_rows(killed_night, table)
            if table == "events" or seq <= point]
    with sqlite3.connect(f"{killed_night.as_uri()}?mode=ro", uri=True) as pristine:
        if table == "events":  # only events of commands that were told
            seqs = [seq for seq in seqs if pristine.execute(
                "SELECT command FROM events WHERE tournament = 1 AND seq = ?",
                (seq,)).fetchone()[0] <= point]
    seq = seqs[min(int(row * len(seqs)), len(seqs) - 1)]
    db = copy_of(killed_night, tmp_path / f"flip-{table}-{seq}-{offset}-{bit}")
    with sqlite3.connect(db) as writer:
        text = writer.execute(f"SELECT CAST(payload AS BLOB) FROM {table}"
                              " WHERE tournament = 1 AND seq = ?", (seq,)).fetchone()[0]
        damaged = bytearray(text)
        damaged[min(int(offset * len(damaged)), len(damaged) - 1)] ^= 1 << bit
        writer.execute(f"UPDATE {table} SET payload = CAST(? AS TEXT)"
                       " WHERE tournament = 1 AND seq = ?", (bytes(damaged), seq))
    writer.close()
    refusal = assert_never_behind(killed_night, db)
    assert refusal is not None, f"resumed with {table} {seq} damaged"
    assert "(tournament 1)" in refusal, refusal
