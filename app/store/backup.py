"""Backup and restore of a whole Pitboss database (issue 21, "Store"): the tournaments, their
logs and the league, with SQLite's online backup API (`sqlite3.Connection.backup`), which copies
a consistent snapshot page by page while the database stays open, WAL and all; a file copy of a
database in use could take half of a commit.

- A backup is written under a temporary name beside its target and renamed into place when
  complete, so the target holds a whole backup or what it held before. It replaces an earlier
  backup, never a file that is not a Pitboss database.
- A restore reads the file first with the checks of every open (app/store/sqlite_file.py): a
  file that is not a Pitboss database, a damaged one, or one of a newer version than this program
  reads is refused before anything is written. The database it replaces is kept beside it first
  (`<name>.before-restore.sqlite3`, numbered if taken), with its announced mark
  (app/store/mark.py), which describes that database and not the restored one. A backup of an
  older version is restored as it is and upgraded as any old file is when opened.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeAlias

from app.store.database import EventStore
from app.store.mark import mark_path
from app.store.records import StoreError
from app.store.sqlite_file import _fsync, _fsync_folder, connect, needs_creating

# Copies a database into the connection it is given (an empty file's).
_Copier: TypeAlias = Callable[[sqlite3.Connection], None]


@dataclass(frozen=True, slots=True)
class Restored:
    """What a restore did: the file restored from, the database it replaced (kept where it
    says, or None if there was none), and what the database now holds."""

    source: Path
    saved_as: Path | None
    tournaments: int
    members: int


def _same_file(one: Path, other: Path) -> bool:
    try:
        return one.resolve() == other.resolve() or (
            one.exists() and other.exists() and os.path.samefile(one, other))
    except OSError:
        return False


def backup(store: EventStore, target: Path) -> Path:
    """Copy the open database to `target` with SQLite's online backup; the path written."""
    target = Path(target).expanduser()
    if _same_file(target, store.path):
        raise StoreError(f"{target} is the database itself: give another file for the backup")
    needs_creating(target)  # raises, in words, for a file that is not an earlier backup
    _write_copy(target, lambda destination: _copy_store(store, destination))
    return target


def _copy_store(store: EventStore, destination: sqlite3.Connection) -> None:
    with store._lock:  # the store's one connection; its writes wait for the copy
        store._open_connection().backup(destination)


def _write_copy(target: Path, copy: _Copier) -> None:
    """Run `copy` into a new SQLite file beside `target`, then put it in `target`'s place."""
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".backup",
                                             dir=target.parent)
        os.close(handle)
    except OSError as error:
        raise StoreError(f"Cannot write {target}: {error.strerror or error}") from error
    try:
        destination = sqlite3.connect(temporary, isolation_level=None)
        try:
            copy(destination)
        finally:
            destination.close()
        _fsync(Path(temporary))
        os.replace(temporary, target)
        _fsync_folder(target.parent)
    except (OSError, sqlite3.Error) as error:
        why = error.strerror if isinstance(error, OSError) and error.strerror else error
        raise StoreError(f"Cannot write the backup {target}: {why}") from error
    finally:
        for leftover in (temporary, temporary + "-journal", temporary + "-wal"):
            with contextlib.suppress(FileNotFoundError):
                os.unlink(leftover)


def restore(source: Path, database: Path) -> Restored:
    """Replace the database at `database` (made if missing) with the backup at `source`,
    checked first; the one replaced is kept beside it."""
    source, database = Path(source).expanduser(), Path(database).expanduser()
    if _same_file(source, database):
        raise StoreError(f"{source} is the database itself: nothing to restore")
    if needs_creating(source):  # raises for a file that is not a Pitboss database, or newer
        raise StoreError(f"There is no Pitboss database at {source} (it is missing or empty): "
                         "nothing has been restored")
    reader = connect(source, readonly=True)  # version, tables and pages checked from inside
    try:
        saved = None if needs_creating(database) else _set_aside(database)
        with EventStore.open(database) as store, store._lock:
            reader.backup(store._open_connection())
    except sqlite3.Error as error:
        raise StoreError(f"Cannot restore {source} into {database}: {error}") from error
    finally:
        reader.close()
    with EventStore.open(database) as store:  # upgrades a backup of an older version
        tournaments = len(store.tournaments())
        members = int(store._read("SELECT COUNT(*) FROM members", ())[0][0])
    return Restored(source=source, saved_as=saved, tournaments=tournaments, members=members)


def _set_aside(database: Path) -> Path:
    """Keep the database about to be replaced (and its mark) beside it; where."""
    number = 0
    while True:
        suffix = ".before-restore" + (f"-{number}" if number else "") + ".sqlite3"
        saved = database.with_name(database.name + suffix)
        if not saved.exists():
            break
        number += 1
    reader = connect(database, readonly=True)  # as it is: not upgraded on the way
    try:
        _write_copy(saved, reader.backup)
    finally:
        reader.close()
    mark = mark_path(database)
    if mark.exists():
        os.replace(mark, mark_path(saved))
    return saved
