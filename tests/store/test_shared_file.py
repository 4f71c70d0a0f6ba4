"""One database file shared by several programs (issue 35): every write of each is seen by the
others, and no program is left writing into a write-ahead log another one deleted.

Real processes on a real file, as a league night has them: the window (this test's process,
which keeps the league open and opens the file a second time, as History or the coach does
beside the League page, or a hosted night beside its host), `pitboss league` in a terminal (a
second process), and a third that reads what the other two wrote. On POSIX, closing any
descriptor of a file drops every lock the process holds on it (NOTES.md "SQLite shared by
several programs"); a second open that read the file outside SQLite made the terminal's
process believe it was alone, checkpoint and delete the log under the window.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from datetime import date
from pathlib import Path

import pytest

from app.store import EventStore
from app.store.backup import backup
from app.store.league import League

pytestmark = pytest.mark.skipif(not Path("/proc/self/fd").is_dir(),
                                reason="reads this process's descriptors from /proc")

ADULT = date(1990, 1, 1)
TODAY = date(2026, 12, 7)


def _pitboss(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "app", *arguments], capture_output=True,
                          text=True, timeout=60, check=False)


def _deleted_logs(database: Path) -> list[str]:
    """This process's descriptors that point to a deleted -wal or -shm of `database`."""
    found = []
    for entry in Path("/proc/self/fd").iterdir():
        try:
            target = os.readlink(entry)
        except OSError:
            continue  # closed while listed
        if target.startswith(str(database)) and target.endswith("(deleted)"):
            found.append(target)
    return found


def _open_and_close(path: Path) -> None:
    with EventStore.open(path, readonly=True):
        pass


def _open_for_writing_and_close(path: Path) -> None:
    with EventStore.open(path):
        pass


def _back_up(path: Path) -> None:
    with EventStore.open(path, readonly=True) as store:
        backup(store, path.with_name("backup.sqlite3"))


# Each way this process may open the file again while it holds it open: History and the coach
# read it, the drills and a hosted night open it for writing, a backup reads it.
SECOND_OPENS: dict[str, Callable[[Path], None]] = {
    "read": _open_and_close, "write": _open_for_writing_and_close, "backup": _back_up}


@pytest.mark.parametrize("second_open", SECOND_OPENS)
def test_a_second_open_in_the_window_loses_no_write_of_anyone(
        tmp_path: Path, second_open: str) -> None:
    path = tmp_path / "pitboss.sqlite3"
    with EventStore.open(path) as store:  # the window, with the League page open
        league = League(store, today=lambda: TODAY)
        league.add_member("Ann", adult_confirmed_on=ADULT)
        SECOND_OPENS[second_open](path)  # History, the coach, a backup... beside it
        added = _pitboss("league", "--db", str(path), "members", "add", "Bob",
                         "--adult-confirmed", ADULT.isoformat())
        assert added.returncode == 0, added.stderr
        league.create_season("Winter", starts_on=date(2026, 12, 1), ends_on=date(2027, 2, 28))
        assert _deleted_logs(path) == []

        # A third program sees every write, while the window still has the file open.
        members = _pitboss("league", "--db", str(path), "members", "list", "--json")
        seasons = _pitboss("league", "--db", str(path), "seasons", "list", "--json")
        assert members.returncode == 0 and seasons.returncode == 0, members.stderr
        assert [m["name"] for m in json.loads(members.stdout)] == ["Ann", "Bob"]
        assert [s["name"] for s in json.loads(seasons.stdout)] == ["Winter"]
        # ... and the window sees the terminal's member.
        assert League(store, today=lambda: TODAY).find("Bob") is not None
    with EventStore.open(path, readonly=True) as reader:  # and all of it is in the file
        assert [s.name for s in League(reader, today=lambda: TODAY).seasons()] == ["Winter"]


def test_a_host_that_opens_its_own_database_again_keeps_its_log(tmp_path: Path) -> None:
    """A hosted night reads its own file beside the running host (app/net/night.py): the
    host's later commands stay in the one log every program reads."""
    path = tmp_path / "night.sqlite3"
    with EventStore.open(path) as host:
        night = host.create_tournament(name="Friday", variant="series7", settings={}, at=1.0)
        host.append(night, kind="register", payload={"name": "Ann"}, at=2.0, events=[])
        _open_and_close(path)  # the night's plan read beside it
        added = _pitboss("league", "--db", str(path), "members", "add", "Bob",
                         "--adult-confirmed", ADULT.isoformat())
        assert added.returncode == 0, added.stderr
        host.append(night, kind="register", payload={"name": "Cy"}, at=3.0, events=[])
        assert _deleted_logs(path) == []
        seen = subprocess.run(
            [sys.executable, "-c",
             "import sys; from app.store import EventStore\n"
             "with EventStore.open(sys.argv[1], readonly=True) as s:\n"
             "    print(len(list(s.commands(1))))", str(path)],
            capture_output=True, text=True, timeout=60, check=True)
        assert seen.stdout.strip() == "2"
