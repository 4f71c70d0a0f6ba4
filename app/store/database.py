"""The event log of every tournament, in one SQLite file (DESIGN.md "The host is the authority").

The host is event-sourced: each command it accepts (a registration, a hand started with its
shuffled deck, a player's action, a director's act, a clock act...) is appended together with the
events it produced, in one transaction, before anything is broadcast. A host that crashes reopens
the file, replays the commands through the engine and carries on where it stopped.

Choices:
- Durability: WAL journal with `synchronous=FULL`, so each commit is fsynced to the WAL before
  `append` returns; a kill -9 (or a power cut, if the disk honours fsync) loses nothing that
  `append` returned for, and a command is never stored without its events. A host with clients
  waiting on each commit may turn that off (`sync_each_commit(False)`): a commit then survives
  the process being killed at once and a power cut once `sync()` has run (the host runs it
  every second), and the file is never damaged either way (SQLite's WAL guarantees).
- A file that is not a Pitboss database is refused before SQLite touches it: the first 100 bytes
  (the SQLite header, with its application id and schema version) are read with plain file I/O,
  so a foreign SQLite file with a hot journal is never "recovered" (that is, written) by us.
- A new database is built under a temporary name and linked into place, so the path holds either
  nothing or a complete Pitboss database, even if the process is killed while creating it.
- Payloads, draws and events are stored as JSON text: draws may exceed SQLite's 64-bit integers,
  and JSON keeps the log readable with the `sqlite3` shell. What comes back is the JSON form of
  what was given (tuples become lists, integer keys become strings); `as_stored` gives that form,
  so the host compares regenerated events with stored ones like with like.
- One connection, guarded by a lock, usable from any thread; `sync` uses a second connection
  of its own so that a thread can make commits durable without holding up the writer. Readers
  page through the log by sequence number instead of holding a cursor, so iterating and
  appending can interleave.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import sqlite3
import stat
import tempfile
import threading
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Literal

import platformdirs

from app.store import export

#: PRAGMA application_id of every Pitboss database: "PTBS" in ASCII.
APPLICATION_ID: Final = 0x50544253
#: PRAGMA user_version: the schema this program reads and writes.
SCHEMA_VERSION: Final = 1

Status = Literal["running", "finished", "cancelled"]
STATUSES: Final[tuple[Status, ...]] = ("running", "finished", "cancelled")

_SQLITE_MAGIC: Final = b"SQLite format 3\x00"
_PAGE: Final = 500  # rows per query when paging through a log
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


class StoreError(Exception):
    """The store could not do what was asked; the message is meant for a person."""


@dataclass(frozen=True, slots=True)
class TournamentRecord:
    id: int
    name: str
    variant: str
    settings: dict[str, Any]
    created_at: float
    finished_at: float | None
    status: Status


@dataclass(frozen=True, slots=True)
class CommandRecord:
    seq: int
    kind: str
    payload: dict[str, Any]
    draws: list[int] | None
    at: float
    table: int | None


@dataclass(frozen=True, slots=True)
class EventRecord:
    seq: int  # 1, 2, 3... across the whole tournament
    command: int  # the seq of the command that produced it
    table: int | None
    payload: dict[str, Any]
    at: float  # the time of its command


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One hand at one table: from its "HandStarted" event to its "HandEnded" event, inclusive.

    `complete` is False for a hand still being played (or one cut short by a host that crashed
    and dealt a new hand at that table without ending it)."""

    table: int | None
    hand: int  # 1, 2, 3... at that table
    events: tuple[EventRecord, ...]
    complete: bool


def default_database_path() -> Path:
    """The database of this user's tournaments, in the platform's folder for application data."""
    # appauthor=False: on Windows the folder is ...\pitboss, not ...\pitboss\pitboss.
    return Path(platformdirs.user_data_dir("pitboss", appauthor=False)) / "pitboss.sqlite3"


def as_stored(value: Any) -> Any:
    """`value` as the store gives it back: its JSON form (tuples as lists, keys as strings)."""
    return json.loads(_dump(value, "The value"))


def group_hands(events: Iterator[EventRecord] | Sequence[EventRecord]) -> list[HandRecord]:
    """Hand histories from a tournament's events, in the order the hands started.

    Per table, a hand runs from an event whose type is "HandStarted" to the next "HandEnded";
    every event of that table in between belongs to it, chat included. Events outside any hand
    (seat draws, clock acts, chat between hands) belong to none."""
    open_hands: dict[int | None, tuple[int, list[EventRecord]]] = {}
    counts: dict[int | None, int] = {}
    done: list[tuple[int, HandRecord]] = []  # (seq of its HandStarted, hand) to sort by start

    def close(table: int | None, complete: bool) -> None:
        number, hand_events = open_hands.pop(table)
        done.append((hand_events[0].seq, HandRecord(table, number, tuple(hand_events), complete)))

    for event in events:
        kind = event.payload.get("type")
        if kind == "HandStarted":
            if event.table in open_hands:
                close(event.table, complete=False)
            counts[event.table] = counts.get(event.table, 0) + 1
            open_hands[event.table] = (counts[event.table], [event])
        elif event.table in open_hands:
            open_hands[event.table][1].append(event)
            if kind == "HandEnded":
                close(event.table, complete=True)
    for table in list(open_hands):
        close(table, complete=False)
    done.sort(key=lambda item: item[0])
    return [hand for _, hand in done]


@dataclass(frozen=True, slots=True)
class PreparedCommand:
    """A command and its events as the rows `EventStore.write` inserts."""

    tournament: int
    kind: str
    payload: str  # JSON
    draws: str | None  # JSON
    at: float
    table: int | None
    events: tuple[tuple[int | None, str | None, str], ...]  # (table, type, payload JSON)


class EventStore:
    """The event log of every tournament, in one SQLite file. One writer (the host); other
    stores may open the same file at the same time to read it (a resume, a history viewer)."""

    def __init__(self, path: Path, connection: sqlite3.Connection, *, readonly: bool) -> None:
        """Use `EventStore.open`: it checks the file before anything is written to it."""
        self.path = path
        self.readonly = readonly
        self._connection: sqlite3.Connection | None = connection
        self._lock = threading.Lock()
        self._syncer: sqlite3.Connection | None = None  # `sync`'s own connection
        self._sync_lock = threading.Lock()

    # -- opening and closing ------------------------------------------------------------------

    @classmethod
    def open(cls, path: Path | str, *, readonly: bool = False) -> EventStore:
        """Open the Pitboss database at `path`, creating it (and its folder) if it is missing.

        A file that is not a Pitboss database, or one written by a newer Pitboss, is refused with
        a StoreError and left exactly as it is. An empty file is taken as a new database.
        `readonly` opens an existing database for reading only."""
        path = Path(path).expanduser()
        if _needs_creating(path):
            if readonly:
                raise StoreError(f"There is no Pitboss database at {path}")
            _create(path)
        connection = _connect(path, readonly=readonly)
        return cls(path, connection, readonly=readonly)

    def close(self) -> None:
        """Close the file; a second call does nothing."""
        with self._sync_lock:
            if self._syncer is not None:
                self._syncer.close()
                self._syncer = None
        with self._lock:
            if self._connection is not None:
                self._connection.close()
                self._connection = None

    def sync_each_commit(self, enabled: bool) -> None:
        """Whether each commit waits for the disk (the default) or only `sync` does; either
        way a commit survives the process being killed (see the module's notes)."""
        with self._lock:
            self._open_connection().execute(
                f"PRAGMA synchronous = {'FULL' if enabled else 'NORMAL'}")

    def sync(self) -> None:
        """Make every commit so far survive a power cut: a WAL checkpoint, which fsyncs the log
        first, made on a connection of its own so that appends go on meanwhile."""
        if self.readonly:
            return
        with self._sync_lock:
            if self._connection is None:
                raise StoreError(f"The database {self.path} has been closed")
            try:
                if self._syncer is None:
                    self._syncer = _connect(self.path, readonly=False)  # synchronous=FULL
                self._syncer.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
            except sqlite3.Error as error:
                raise StoreError(_describe(self.path, error, writing=True)) from error

    def __enter__(self) -> EventStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- tournaments --------------------------------------------------------------------------

    def create_tournament(
        self, *, name: str, variant: str, settings: Mapping[str, Any], at: float
    ) -> int:
        """Record a new, running tournament and return its id."""
        _require_text(name, "A tournament's name")
        _require_text(variant, "A tournament's variant")
        settings_json = _dump_object(settings, "The tournament's settings")
        with self._transaction() as db:
            cursor = db.execute(
                "INSERT INTO tournaments (name, variant, settings, created_at) VALUES (?, ?, ?, ?)",
                (name, variant, settings_json, _time(at)),
            )
            return _int(cursor.lastrowid)

    def tournaments(self) -> list[TournamentRecord]:
        """Every tournament in the file, oldest first."""
        rows = self._read(f"{_TOURNAMENT_SELECT} ORDER BY id", ())
        return [_tournament(row) for row in rows]

    def tournament(self, tournament: int) -> TournamentRecord:
        rows = self._read(f"{_TOURNAMENT_SELECT} WHERE id = ?", (tournament,))
        if not rows:
            raise StoreError(f"There is no tournament {tournament} in {self.path}")
        return _tournament(rows[0])

    def finish(
        self, tournament: int, *, status: str, standings: Sequence[Mapping[str, Any]], at: float
    ) -> None:
        """Close a running tournament as "finished" or "cancelled", with its final standings:
        rows of {"name", "place", "chips", "eliminated_at_hand"} (other keys are kept too)."""
        if status not in ("finished", "cancelled"):
            raise StoreError(f'A tournament ends "finished" or "cancelled", not {status!r}')
        rows = [_result_row(position, row) for position, row in enumerate(standings)]
        with self._transaction() as db:
            self._require_running(db, tournament)
            db.executemany(
                "INSERT INTO results (tournament, position, place, name, chips,"
                " eliminated_at_hand, row) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(tournament, *row) for row in rows],
            )
            db.execute(
                "UPDATE tournaments SET status = ?, finished_at = ? WHERE id = ?",
                (status, _time(at), tournament),
            )

    def results(self, tournament: int) -> list[dict[str, Any]]:
        """The final standings given to `finish`, in the order given; empty while running."""
        self.tournament(tournament)
        rows = self._read(
            "SELECT row FROM results WHERE tournament = ? ORDER BY position", (tournament,)
        )
        return [_load_object(row[0]) for row in rows]

    # -- the log ------------------------------------------------------------------------------

    def append(
        self,
        tournament: int,
        *,
        kind: str,
        payload: Mapping[str, Any],
        at: float,
        draws: Sequence[int] | None = None,
        events: Sequence[Mapping[str, Any]] = (),
        table: int | None = None,
    ) -> int:
        """Store a command with the events it produced, durably, in one transaction; return the
        command's seq (1, 2, 3... per tournament).

        An event's table is its payload's integer "table" if it has one (a seat draw places
        players at several tables), else the command's `table`. Nothing is stored if anything
        given cannot be stored (a value JSON cannot hold, a draw that is not an integer)."""
        prepared = self.prepare(tournament, kind=kind, payload=payload, at=at, draws=draws,
                                events=events, table=table)
        return self.write([prepared])[0]

    def prepare(
        self,
        tournament: int,
        *,
        kind: str,
        payload: Mapping[str, Any],
        at: float,
        draws: Sequence[int] | None = None,
        events: Sequence[Mapping[str, Any]] = (),
        table: int | None = None,
    ) -> PreparedCommand:
        """A command checked and turned into rows, ready for `write`; raises StoreError for
        anything that cannot be stored, before anything is written."""
        _require_text(kind, "A command's kind")
        if table is not None:
            table = _table(table)
        return PreparedCommand(
            tournament=tournament,
            kind=kind,
            payload=_dump_object(payload, f"The payload of command {kind!r}"),
            draws=None if draws is None else _dump_draws(draws),
            at=_time(at),
            table=table,
            events=tuple(_event_row(event, table, index) for index, event in enumerate(events)),
        )

    def write(self, commands: Sequence[PreparedCommand]) -> list[int]:
        """Store prepared commands, in order, in one transaction (one fsync for them all);
        return their seqs. All are stored or, on an error, none."""
        seqs: list[int] = []
        with self._transaction() as db:
            for command in commands:
                self._require_running(db, command.tournament)
                seq = _next(db, "commands", command.tournament)
                first = _next(db, "events", command.tournament)
                db.execute(
                    "INSERT INTO commands (tournament, seq, kind, payload, draws, at, table_no)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (command.tournament, seq, command.kind, command.payload, command.draws,
                     command.at, command.table),
                )
                db.executemany(
                    "INSERT INTO events (tournament, seq, command, table_no, type, payload)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    [(command.tournament, first + index, seq, *row)
                     for index, row in enumerate(command.events)],
                )
                seqs.append(seq)
        return seqs

    def commands(self, tournament: int) -> Iterator[CommandRecord]:
        """The tournament's commands in order, for a replay."""
        self.tournament(tournament)
        return (
            CommandRecord(
                seq=_int(row[0]),
                kind=str(row[1]),
                payload=_load_object(row[2]),
                draws=None if row[3] is None else _load_draws(row[3]),
                at=float(row[4]),
                table=_optional_int(row[5]),
            )
            for row in self._pages(
                "SELECT seq, kind, payload, draws, at, table_no FROM commands"
                " WHERE tournament = ? AND seq > ? ORDER BY seq LIMIT ?",
                tournament,
                0,
            )
        )

    def events(self, tournament: int, since: int = 0) -> Iterator[EventRecord]:
        """The tournament's events after event seq `since`, in order."""
        self.tournament(tournament)
        return (
            EventRecord(
                seq=_int(row[0]),
                command=_int(row[1]),
                table=_optional_int(row[2]),
                payload=_load_object(row[3]),
                at=float(row[4]),
            )
            for row in self._pages(
                "SELECT e.seq, e.command, e.table_no, e.payload, c.at FROM events AS e"
                " JOIN commands AS c ON c.tournament = e.tournament AND c.seq = e.command"
                " WHERE e.tournament = ? AND e.seq > ? ORDER BY e.seq LIMIT ?",
                tournament,
                since,
            )
        )

    def hands(self, tournament: int) -> list[HandRecord]:
        """The tournament's hand histories, in the order the hands started (see `group_hands`)."""
        return group_hands(self.events(tournament))

    # -- exports ------------------------------------------------------------------------------

    def export_json(self, tournament: int, path: Path) -> None:
        """One JSON file: the tournament, its results and its hands with their events."""
        record = self.tournament(tournament)
        export.write_json(record, self.results(tournament), self.hands(tournament), Path(path))

    def export_csv(self, tournament: int, folder: Path) -> list[Path]:
        """results.csv and hands.csv in `folder` (created if missing); returns their paths."""
        self.tournament(tournament)
        return export.write_csv(self.results(tournament), self.hands(tournament), Path(folder))

    # -- inside -------------------------------------------------------------------------------

    def _open_connection(self) -> sqlite3.Connection:
        if self._connection is None:
            raise StoreError(f"The database {self.path} has been closed")
        return self._connection

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, committed (and fsynced) on leaving, rolled back on error."""
        if self.readonly:
            raise StoreError(f"{self.path} was opened for reading only")
        with self._lock:
            db = self._open_connection()
            try:
                # IMMEDIATE takes the write lock now, so the seq read below cannot go stale.
                db.execute("BEGIN IMMEDIATE")
                yield db
                db.execute("COMMIT")
            except BaseException as error:
                if db.in_transaction:
                    # A failed COMMIT may have rolled back already; the error that matters is
                    # the one being raised.
                    with contextlib.suppress(sqlite3.Error):
                        db.execute("ROLLBACK")
                if isinstance(error, sqlite3.Error):
                    raise StoreError(_describe(self.path, error, writing=True)) from error
                raise

    def _read(self, sql: str, parameters: tuple[Any, ...]) -> list[Any]:
        with self._lock:
            db = self._open_connection()
            try:
                return db.execute(sql, parameters).fetchall()
            except sqlite3.Error as error:
                raise StoreError(_describe(self.path, error, writing=False)) from error

    def _pages(self, sql: str, tournament: int, since: int) -> Iterator[Any]:
        """Rows of `sql` (which takes tournament, last seq seen and a limit) page by page, with
        no statement left open between pages."""
        last = since
        while True:
            rows = self._read(sql, (tournament, last, _PAGE))
            yield from rows
            if len(rows) < _PAGE:
                return
            last = _int(rows[-1][0])

    def _require_running(self, db: sqlite3.Connection, tournament: int) -> None:
        row = db.execute("SELECT status FROM tournaments WHERE id = ?", (tournament,)).fetchone()
        if row is None:
            raise StoreError(f"There is no tournament {tournament} in {self.path}")
        if row[0] != "running":
            raise StoreError(f"Tournament {tournament} is {row[0]}: nothing more can be recorded")


_TOURNAMENT_SELECT: Final = (
    "SELECT id, name, variant, settings, created_at, finished_at, status FROM tournaments"
)


def _tournament(row: Any) -> TournamentRecord:
    status = str(row[6])
    if status not in STATUSES:
        raise StoreError(f"A tournament has an unknown status {status!r}")
    return TournamentRecord(
        id=_int(row[0]),
        name=str(row[1]),
        variant=str(row[2]),
        settings=_load_object(row[3]),
        created_at=float(row[4]),
        finished_at=None if row[5] is None else float(row[5]),
        status=status,
    )


def _next(db: sqlite3.Connection, log: str, tournament: int) -> int:
    # The unique index on (tournament, seq) makes this one index lookup.
    row = db.execute(
        f"SELECT COALESCE(MAX(seq), 0) + 1 FROM {log} WHERE tournament = ?", (tournament,)
    ).fetchone()
    return _int(row[0])


# -- checking and creating the file -------------------------------------------------------------


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


def _needs_creating(path: Path) -> bool:
    """Whether `path` is to be created; raises StoreError if it holds something else than a
    Pitboss database. Reads the SQLite header with plain file I/O: nothing is written."""
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


def _create(path: Path) -> None:
    """Build a new database under a temporary name and link it to `path` when complete."""
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
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
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


def _connect(path: Path, *, readonly: bool) -> sqlite3.Connection:
    """Connect to a file that `_needs_creating` has passed, and check it from inside before
    anything is written: its version as SQLite sees it (a WAL may hold a newer one), its tables
    and its pages."""
    # mode=rw: if the file vanished since it was checked, fail rather than create an empty one.
    uri = f"{path.resolve().as_uri()}?mode={'ro' if readonly else 'rw'}"
    try:
        db = sqlite3.connect(
            uri, uri=True, isolation_level=None, check_same_thread=False, timeout=_BUSY_MS / 1000
        )
    except sqlite3.Error as error:
        raise StoreError(_describe(path, error, writing=False)) from error
    try:
        db.execute(f"PRAGMA busy_timeout = {_BUSY_MS}")
        if _int(db.execute("PRAGMA application_id").fetchone()[0]) != APPLICATION_ID:
            raise _not_pitboss(path, "it is the SQLite database of another program")
        _check_version(path, _int(db.execute("PRAGMA user_version").fetchone()[0]))
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if not _TABLES.issubset(tables):
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
        raise StoreError(_describe(path, error, writing=False)) from error
    except sqlite3.DatabaseError as error:  # SQLite's "not a database", "malformed"
        db.close()
        raise _not_pitboss(path, f"it is damaged: {error}") from error
    except BaseException:
        db.close()
        raise
    return db


def _describe(path: Path, error: sqlite3.Error, *, writing: bool) -> str:
    text = str(error)
    if "locked" in text or "busy" in text:
        return f"{path} is busy: another program is writing to it ({text})"
    if "readonly" in text or "read-only" in text:
        return f"Cannot write to {path}: it is read-only ({text})"
    if "full" in text:
        return f"Cannot write to {path}: the disk is full"
    return f"Cannot {'write to' if writing else 'read'} {path}: {text}"


# -- values in and out --------------------------------------------------------------------------


def _dump(value: Any, what: str) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        text.encode("utf-8")  # lone surrogates would fail later, inside the transaction
    except (TypeError, ValueError) as error:
        raise StoreError(f"{what} cannot be stored as JSON: {error}") from error
    return text


def _dump_object(value: Mapping[str, Any], what: str) -> str:
    if not isinstance(value, Mapping):
        raise StoreError(f"{what} must be a dict, not {type(value).__name__}")
    return _dump(dict(value), what)


def _dump_draws(draws: Sequence[int]) -> str:
    for draw in draws:
        if isinstance(draw, bool) or not isinstance(draw, int):
            raise StoreError(f"The draws must be integers, not {draw!r}")
    return _dump(list(draws), "The draws")


def _event_row(
    event: Mapping[str, Any], table: int | None, index: int
) -> tuple[int | None, str | None, str]:
    text = _dump_object(event, f"Event {index + 1}")
    own = event.get("table")
    if isinstance(own, int) and not isinstance(own, bool):
        table = own
    kind = event.get("type")
    return table, kind if isinstance(kind, str) else None, text


def _result_row(position: int, row: Mapping[str, Any]) -> tuple[Any, ...]:
    what = f"Standings row {position + 1}"
    if not isinstance(row, Mapping):
        raise StoreError(f"{what} must be a dict, not {type(row).__name__}")
    missing = {"name", "place", "chips", "eliminated_at_hand"} - row.keys()
    if missing:
        raise StoreError(f"{what} lacks {', '.join(sorted(missing))}")
    name, place, chips, out = row["name"], row["place"], row["chips"], row["eliminated_at_hand"]
    if not isinstance(name, str):
        raise StoreError(f"{what}: the name must be text, not {name!r}")
    for key, value in (("place", place), ("chips", chips), ("eliminated_at_hand", out)):
        if (value is None and key == "eliminated_at_hand") or (
            isinstance(value, int) and not isinstance(value, bool)
        ):
            continue
        raise StoreError(f"{what}: {key} must be a whole number, not {value!r}")
    return position, place, name, chips, out, _dump_object(row, what)


def _require_text(value: object, what: str) -> None:
    if not isinstance(value, str) or not value.strip():
        raise StoreError(f"{what} must be some text, not {value!r}")


def _time(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise StoreError(f"A time must be a finite number of seconds, not {value!r}")
    return float(value)


def _table(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise StoreError(f"A table must be a whole number, not {value!r}")
    return value


def _int(value: object) -> int:
    if not isinstance(value, int):
        raise StoreError(f"The database holds {value!r} where a whole number belongs")
    return value


def _optional_int(value: object) -> int | None:
    return None if value is None else _int(value)


def _json(text: object) -> Any:
    try:
        return json.loads(str(text))
    except ValueError:  # a damaged row: said as the store says everything it cannot read
        raise StoreError(f"The database holds {text!r}, which is not JSON") from None


def _load_object(text: object) -> dict[str, Any]:
    value = _json(text)
    if not isinstance(value, dict):
        raise StoreError(f"The database holds {text!r} where a JSON object belongs")
    return value


def _load_draws(text: object) -> list[int]:
    value = _json(text)
    if not isinstance(value, list) or not all(isinstance(draw, int) for draw in value):
        raise StoreError(f"The database holds {text!r} where a list of draws belongs")
    return value
