"""Issue 19's night from end to end: a Series 7 night hosted from the lobby of a real window
(tests/ui/night_window_app.py, its own process), ten `pitboss bot` players on loopback, the
console closed and opened again, the window's process killed with SIGKILL mid-night, and the
night resumed from the lobby of a new window and played to its end with nothing lost: the same
tournament, every hand stored before the kill still there as it was, every chip (C-6), every
place (C-12)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.store import EventStore, HandRecord
from tests.support.places import assert_competition_places
from tests.support.ports import free_port
from tests.support.processes import cleanup
from tests.support.waiting import until_done

APP = Path(__file__).with_name("night_window_app.py")
PLAYERS = 10
STACK = 4000  # S7-4


def window_process(mode: str, port: int, tmp_path: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(APP), mode, str(port), str(tmp_path / "night.sqlite3"),
         str(tmp_path / "settings.ini"), str(PLAYERS)],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def players(port: int) -> list[subprocess.Popen[str]]:
    return [subprocess.Popen(
        [sys.executable, "-m", "app", "bot", "--connect", f"127.0.0.1:{port}", "--code", "4321",
         "--name", name, "--level", "basic", "--seed", str(index), "--give-up-after", "90"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for index, name in enumerate(["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal",
                                      "Ivy", "Jon"][:PLAYERS])]


def read_line(process: subprocess.Popen[str], starting: str, seconds: float = 90.0) -> str:
    """The process's next line that starts with `starting` (its steps, night_window_app.py)."""
    assert process.stdout is not None
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            _, err = process.communicate(timeout=10)
            raise AssertionError(f"the window ended before {starting!r}:\n{err[-3000:]}")
        if line.startswith(starting):
            return line.strip()
    raise AssertionError(f"no {starting!r} after {seconds} s")


def stored_hands(database: Path) -> list[HandRecord]:
    store = EventStore.open(database, readonly=True)
    try:
        return store.hands(1) if store.tournaments() else []
    finally:
        store.close()


@pytest.mark.slow
def test_a_night_hosted_from_the_lobby_survives_a_killed_window(tmp_path: Path) -> None:
    port = free_port()
    database = tmp_path / "night.sqlite3"
    first = window_process("host", port, tmp_path)
    processes = [first]
    try:
        read_line(first, "hosting")
        processes += players(port)
        read_line(first, "started")
        assert read_line(first, "lobby: ") == f"lobby: hosting: Series 7 game night, " \
                                               f"{PLAYERS} players"
        read_line(first, "console reopened")
        until_done(lambda: sum(hand.complete for hand in stored_hands(database)) >= 20,
                   "the night going (20 hands stored)", 60)
        os.kill(first.pid, signal.SIGKILL)
        first.communicate(timeout=10)
        before = [hand for hand in stored_hands(database) if hand.complete]

        second = window_process("resume", port, tmp_path)
        processes.append(second)
        assert read_line(second, "resumed") == "resumed tournament 1"
        read_line(second, "over", seconds=150)
        _, err = second.communicate(timeout=30)
        assert second.returncode == 0, err[-3000:]
    finally:
        cleanup(processes)

    store = EventStore.open(database, readonly=True)
    try:
        assert [t.status for t in store.tournaments()] == ["finished"]  # one night, not two
        after = store.hands(1)
        results = store.results(1)
    finally:
        store.close()
    kept = {(hand.table, hand.hand): hand.events for hand in after}
    assert all(kept[(hand.table, hand.hand)] == hand.events for hand in before)
    assert len(after) > len(before)  # played on after the resume
    assert_competition_places([row["place"] for row in results], PLAYERS)
    assert sum(row["chips"] for row in results) == PLAYERS * STACK  # C-6
    assert results[0]["chips"] == PLAYERS * STACK
