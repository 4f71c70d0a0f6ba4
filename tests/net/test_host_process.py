"""Real host and bot processes on loopback: a whole event, and `kill -9` then `--resume`."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.store import EventStore
from tests.support.places import assert_competition_places
from tests.support.ports import free_port, wait_for_port
from tests.support.processes import CODE, bots, cleanup, finish, host
from tests.support.waiting import until_done


def commands_stored(db: Path) -> int:
    if not db.exists():
        return 0
    try:
        store = EventStore.open(db, readonly=True)
    except Exception:  # not created yet, or mid-creation
        return 0
    try:
        return sum(1 for _ in store.commands(1)) if store.tournaments() else 0
    finally:
        store.close()


def run_with_kills(tmp_path: Path, players: int, kills: int,
                   variant: str = "series7") -> dict[str, Any]:
    """Kill the host with SIGKILL `kills` times mid-tournament, resume each time; the result,
    with the number of kills made before the tournament ended ("kills")."""
    port = free_port()
    db = tmp_path / "night.sqlite3"
    first = host(port, db, players, variant=variant)
    wait_for_port(port)
    clients = bots(port, players)
    running = first
    killed = 0
    try:
        for _ in range(kills):
            seen = commands_stored(db)

            def progressed(seen: int = seen, running: subprocess.Popen[str] = running) -> bool:
                return commands_stored(db) >= seen + 40 or running.poll() is not None

            until_done(progressed, "40 more commands stored (the tournament progressing)", 30)
            if running.poll() is not None:
                break  # it finished before this kill
            os.kill(running.pid, signal.SIGKILL)
            running.communicate()
            killed += 1
            before = commands_stored(db)
            running = host(port, db, players, "--resume", variant=variant)
            wait_for_port(port)
            assert commands_stored(db) >= before  # nothing committed was lost
        out, err = finish(running, 120)
        assert running.returncode == 0, err[-3000:]
        for client in clients:
            client.communicate(timeout=60)
        result: dict[str, Any] = json.loads(out)
        return {**result, "kills": killed}
    finally:
        cleanup([running, *clients])


def test_host_and_bots_play_to_the_end_after_a_kill_and_resume(tmp_path: Path) -> None:
    """S7-5, C-6: kill -9 mid-tournament, `--resume`: every chip is still there."""
    result = run_with_kills(tmp_path, players=3, kills=1)
    assert result["kills"] == 1  # killed mid-tournament, not after its end
    standings = result["standings"]
    assert standings[0]["place"] == 1 and standings[0]["chips"] == 3 * 4000
    assert sorted(row["place"] for row in standings) == [1, 2, 3]
    # The hand histories and results are kept and exported (JSON and CSV).
    exported = subprocess.run(
        [sys.executable, "-m", "app", "export", "--db", str(tmp_path / "night.sqlite3"),
         "--tournament", "1", "--json", str(tmp_path / "night.json"), "--csv",
         str(tmp_path / "csv")], capture_output=True, text=True, timeout=60, check=False)
    assert exported.returncode == 0, exported.stderr
    data = json.loads((tmp_path / "night.json").read_text())
    assert [row["name"] for row in data["results"]] == [row["name"] for row in standings]
    assert data["hands"] and all(hand["events"] for hand in data["hands"])
    assert (tmp_path / "csv" / "results.csv").read_text().startswith("place,name,chips")


@pytest.mark.parametrize("variant", ["bjx", "tenhand"])
def test_bjx_and_tenhand_hosts_resume_after_a_kill(tmp_path: Path, variant: str) -> None:
    """BJX-17 and T10-5 through a real host: kill -9, --resume, one champion, every place."""
    result = run_with_kills(tmp_path, players=4, kills=1, variant=variant)
    assert result["kills"] == 1
    standings = result["standings"]
    assert standings[0]["place"] == 1 and standings[0]["chips"] > 0
    # Losers of one round with equal chips share the better place (T10-14, C-12).
    assert_competition_places([row["place"] for row in standings], 4)


@pytest.mark.slow
def test_a_host_killed_many_times_loses_nothing(tmp_path: Path) -> None:
    """Soak: six SIGKILLs mid-tournament; chips conserved, places complete."""
    result = run_with_kills(tmp_path, players=5, kills=6)
    standings = result["standings"]
    assert standings[0]["chips"] == 5 * 4000
    assert sorted(row["place"] for row in standings)[0] == 1


def test_a_foreign_database_is_refused_untouched(tmp_path: Path) -> None:
    db = tmp_path / "notes.sqlite3"
    db.write_text("my shopping list\n")
    done = subprocess.run([sys.executable, "-m", "app", "host", "--port", str(free_port()),
                           "--address", "127.0.0.1", "--code", CODE, "--db", str(db)],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2 and "not a Pitboss database" in done.stderr
    assert "Traceback" not in done.stderr
    assert db.read_text() == "my shopping list\n"
