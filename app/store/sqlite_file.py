"""The database file under the store (app/store/database.py): checked before SQLite touches it,
created whole, connected and checked again from inside.

- A file that is not a Pitboss database is refused before SQLite touches it: the first 100 bytes
  (the SQLite header, with its application id and schema version) are read with plain file I/O,
  so a foreign SQLite file with a hot journal is never "recovered" (that is, written) by us.
  Only while this process holds no connection to that file: on POSIX, closing any descriptor
  of a file drops every lock the process holds on it, and another program would then take
  itself for the file's last user and delete the write-ahead log under ours (NOTES.md, issue
  35). A file this process has open was checked when it was opened, and `connect` checks it
  again from inside; so every connection is made here, and counted (`_Connection`).
- A new database is built under a temporary name and linked into place, so the path holds either
  nothing or a complete Pitboss database, even if the process is killed while creating it.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import stat
import tempfile
import threading
from pathlib import Path
from typing import Final

from app.store.migrations import LATEST, MIGRATIONS, apply_in_transaction
from app.store.records import StoreError, StoreFull
from app.store.values import whole

# PRAGMA application_id of every Pitboss database: "PTBS" in ASCII.
APPLICATION_ID: Final = 0x50544253
# PRAGMA user_version: the schema this program reads and writes (version 1 is `_SCHEMA`
# below; later ones are app/store/migrations.py's, which an older file is upgraded by).
SCHEMA_VERSION: Final = LATEST

_SQLITE_MAGIC: Final = b"SQLite format 3\x00"
_BUSY_MS: Final = 5000  # wait this long for another connection's lock before giving up

_SCHEMA: Final = """
CREATE TABLE tournaments (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    variant TEXT NOT NULL,
    settings TEXT NOT NULL,                      -- JSON object
    created_at REAL NOT NULL,
    finished_at REAL,
    status TEXT NOT NULL DEFAULT 'running'
        CHECK (status IN ('running', 'finished', 'cancelled'))
);
CREATE TABLE commands (
    tournament INTEGER NOT NULL REFERENCES tournaments (id),
    seq INTEGER NOT NULL CHECK (seq >= 1),       -- 1, 2, 3... per tournament
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,                       -- JSON object
    draws TEXT,                                  -- JSON array of integers, or NULL
    at REAL NOT NULL,
    table_no INTEGER
);
CREATE UNIQUE INDEX commands_in_order ON commands (tournament, seq);
CREATE TABLE events (
    tournament INTEGER NOT NULL,
    seq INTEGER NOT NULL CHECK (seq >= 1),       -- 1, 2, 3... per tournament
    command INTEGER NOT NULL,                    -- the seq of the command that produced it
    table_no INTEGER,
    type TEXT,                                   -- payload's "type", for queries by hand
    payload TEXT NOT NULL,                       -- JSON object
    FOREIGN KEY (tournament, command) REFERENCES commands (tournament, seq)
);
CREATE UNIQUE INDEX events_in_order ON events (tournament, seq);
CREATE INDEX events_by_command ON events (tournament, command);
CREATE TABLE results (
    tournament INTEGER NOT NULL REFERENCES tournaments (id),
    position INTEGER NOT NULL,                   -- the row's index in the standings given
    place INTEGER NOT NULL,
    name TEXT NOT NULL,
    chips INTEGER NOT NULL,
    eliminated_at_hand INTEGER,
    row TEXT NOT NULL,                           -- JSON: the standings row as given
    PRIMARY KEY (tournament, position)
);
"""
_TABLES: Final = frozenset({"tournaments", "commands", "events", "results"})
# The tables each later version adds, checked on a file that says it is of that version.
_TABLES_SINCE: Final = {2: frozenset({"members", "seasons", "season_tournaments"})}


def _not_pitboss(path: Path, why: str) -> StoreError:
    return StoreError(f"{path} is not a Pitboss database ({why}); it has been left as it is")


def _check_version(path: Path, version: int) -> None:
    if version > SCHEMA_VERSION:
        raise StoreError(
            f"{path} was written by a newer Pitboss (database version {version}); this program "
            f"reads version {SCHEMA_VERSION}. Update Pitboss to open it; it has been left as it is"
        )
    if version < 1:
        raise _not_pitboss(path, f"it is damaged: its version is {version}")


# The database files this process holds connections to, by (device, inode), and how many.
# Taken together with reading a header, so that no thread of ours connects (and locks) a file
# while another has it open outside SQLite.
_connected: dict[tuple[int, int], int] = {}
_connected_lock = threading.Lock()


def _file_key(info: os.stat_result) -> tuple[int, int]:
    return info.st_dev, info.st_ino


class _Connection(sqlite3.Connection):
    """A connection counted in `_connected` from its opening to its closing (or its end)."""

    _key: tuple[int, int] | None = None

    def close(self) -> None:
        try:
            super().close()
        finally:
            self._forget()

    def __del__(self) -> None:
        self._forget()

    def _forget(self) -> None:
        with _connected_lock:
            key, self._key = self._key, None
            if key is not None:
                left = _connected[key] - 1
                if left:
                    _connected[key] = left
                else:
                    del _connected[key]


def needs_creating(path: Path) -> bool:
    """Whether `path` is to be created; raises StoreError if it holds something else than a
    Pitboss database. Reads the SQLite header with plain file I/O, unless this process has
    the file open already (see the module's notes): nothing is written."""
    try:
        info = path.stat()
    except FileNotFoundError:
        return True
    except OSError as error:
        raise StoreError(f"Cannot read {path}: {error.strerror or error}") from error
    if not stat.S_ISREG(info.st_mode):
        raise _not_pitboss(path, "it is not a file")
    if info.st_size == 0:
        return True  # what SQLite itself would take as an empty database
    with _connected_lock:
        if _file_key(info) in _connected:
            return False  # checked when this process opened it; never closed under its locks
        try:
            with path.open("rb") as file:
                header = file.read(100)
        except OSError as error:
            raise StoreError(f"Cannot read {path}: {error.strerror or error}") from error
    if len(header) < 100 or not header.startswith(_SQLITE_MAGIC):
        raise _not_pitboss(path, "it is not an SQLite database at all")
    if int.from_bytes(header[68:72], "big") != APPLICATION_ID:
        raise _not_pitboss(path, "it is the SQLite database of another program")
    _check_version(path, int.from_bytes(header[60:64], "big", signed=True))
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise _not_pitboss(path, "it is damaged: its header is corrupt")
    # With a WAL waiting to be checkpointed the file may legitimately be short (a checkpoint
    # killed half way writes the header before the last pages); SQLite repairs that itself.
    wal = path.with_name(path.name + "-wal")
    if wal.exists() and wal.stat().st_size > 0:
        return False
    pages = int.from_bytes(header[28:32], "big")
    size_is_valid = header[92:96] == header[24:28]  # SQLite's rule for trusting `pages`
    if info.st_size % page_size or (size_is_valid and info.st_size < pages * page_size):
        raise _not_pitboss(
            path,
            f"it is damaged: it has been cut short to {info.st_size} bytes"
            + (f" of {pages * page_size}" if size_is_valid else ""),
        )
    return False


def create(path: Path, *, version: int = SCHEMA_VERSION) -> None:
    """Build a new database under a temporary name and link it to `path` when complete: the
    schema of version 1, migrated to `version` (the latest; an older one only for the tests
    that upgrade a file) in the same transaction."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(
            prefix=f".{path.name}.", suffix=".creating", dir=path.parent
        )
        os.close(handle)
    except OSError as error:
        raise StoreError(f"Cannot create {path}: {error.strerror or error}") from error
    try:
        db = sqlite3.connect(temporary, isolation_level=None)
        try:
            db.execute("PRAGMA synchronous = FULL")
            db.execute("BEGIN")
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    db.execute(statement)
            apply_in_transaction(
                db, 1, [step for step in MIGRATIONS if step.version <= version])
            db.execute("COMMIT")
            # Recorded in the file's header, so every later connection is in WAL mode.
            db.execute("PRAGMA journal_mode = WAL")
        finally:
            db.close()  # the last connection checkpoints and removes the -wal file
        _fsync(Path(temporary))
        if path.exists() and path.stat().st_size == 0:
            os.replace(temporary, path)
        else:
            try:
                # Unlike a rename, a link never replaces a database that another process
                # created meanwhile (it may already be writing to it): then that one is used.
                os.link(temporary, path)
            except FileExistsError:
                pass
            except OSError:
                os.replace(temporary, path)  # a file system without hard links
        _fsync_folder(path.parent)
    except (OSError, sqlite3.Error) as error:
        why = error.strerror if isinstance(error, OSError) and error.strerror else error
        raise StoreError(f"Cannot create the database {path}: {why}") from error
    finally:
        for leftover in (temporary, temporary + "-journal", temporary + "-wal"):
            with contextlib.suppress(FileNotFoundError):
                os.unlink(leftover)


def _fsync(path: Path) -> None:
    handle = os.open(path, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


def _fsync_folder(folder: Path) -> None:
    """Make a new name in `folder` durable (POSIX); Windows cannot open folders this way."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        _fsync(folder)


def connect(path: Path, *, readonly: bool) -> sqlite3.Connection:
    """Connect to a file that `needs_creating` has passed, and check it from inside before
    anything is written: its version as SQLite sees it (a WAL may hold a newer one), its tables
    and its pages."""
    # mode=rw: if the file vanished since it was checked, fail rather than create an empty one.
    uri = f"{path.resolve().as_uri()}?mode={'ro' if readonly else 'rw'}"
    try:
        with _connected_lock:
            key = _file_key(path.stat())
            db = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False,
                                 timeout=_BUSY_MS / 1000, factory=_Connection)
            db._key = key
            _connected[key] = _connected.get(key, 0) + 1
    except OSError as error:
        raise StoreError(f"Cannot read {path}: {error.strerror or error}") from error
    except sqlite3.Error as error:
        raise StoreError(describe(path, error, writing=False)) from error
    try:
        db.execute(f"PRAGMA busy_timeout = {_BUSY_MS}")
        # A byte damaged on the disk may leave text that is not UTF-8: read it as it is (the
        # damage then shows as a StoreError, or in the hash chain), never as sqlite3's error.
        db.text_factory = _text
        if whole(db.execute("PRAGMA application_id").fetchone()[0]) != APPLICATION_ID:
            raise _not_pitboss(path, "it is the SQLite database of another program")
        version = whole(db.execute("PRAGMA user_version").fetchone()[0])
        _check_version(path, version)
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        expected = _TABLES.union(*(added for since, added in _TABLES_SINCE.items()
                                   if since <= version))
        if not expected.issubset(tables):
            raise _not_pitboss(path, "it is damaged: tables are missing")
        check = [str(row[0]) for row in db.execute("PRAGMA quick_check(5)")]
        if check != ["ok"]:
            raise _not_pitboss(path, "it is damaged: " + "; ".join(check))
        mode = str(db.execute("PRAGMA journal_mode = WAL").fetchone()[0]).lower()
        if mode != "wal":
            raise StoreError(
                f"Cannot use {path}: its folder does not allow SQLite's write-ahead log "
                f"(journal mode {mode}); keep the database on a local disk"
            )
        # Per connection, not stored in the file: fsync the WAL at every commit.
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
    except sqlite3.OperationalError as error:  # locked, unreadable: not the file's fault
        db.close()
        raise StoreError(describe(path, error, writing=False)) from error
    except sqlite3.DatabaseError as error:  # SQLite's "not a database", "malformed"
        db.close()
        raise _not_pitboss(path, f"it is damaged: {error}") from error
    except BaseException:
        db.close()
        raise
    return db


def store_error(path: Path, error: sqlite3.Error, *, writing: bool) -> StoreError:
    """The StoreError for what SQLite met: StoreFull for a full disk (SQLITE_FULL), which a
    writer may meet again with the same write once there is room."""
    full = getattr(error, "sqlite_errorcode", 0) & 0xFF == sqlite3.SQLITE_FULL or \
        "full" in str(error)
    return (StoreFull if full else StoreError)(describe(path, error, writing=writing))


def free_space(path: Path) -> int | None:
    """Bytes free to this user on the file system holding `path`; None if it cannot be told."""
    try:
        return shutil.disk_usage(path.parent).free
    except OSError:
        return None


def _text(stored: bytes) -> str:
    return stored.decode("utf-8", "surrogateescape")


def describe(path: Path, error: sqlite3.Error, *, writing: bool) -> str:
    text = str(error)
    if "locked" in text or "busy" in text:
        return f"{path} is busy: another program is writing to it ({text})"
    if "readonly" in text or "read-only" in text:
        return f"Cannot write to {path}: it is read-only ({text})"
    if "full" in text:
        return f"Cannot write to {path}: the disk is full"
    return f"Cannot {'write to' if writing else 'read'} {path}: {text}"
