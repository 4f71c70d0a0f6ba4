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
- The file is checked before SQLite touches it, and created whole under a temporary name
  (app/store/sqlite_file.py); values are stored as JSON text (app/store/values.py); records and
  the one error are in app/store/records.py, exports in app/store/export.py.
- One connection, guarded by a lock, usable from any thread; `sync` uses a second connection
  of its own so that a thread can make commits durable without holding up the writer. Readers
  page through the log by sequence number instead of holding a cursor, so iterating and
  appending can interleave.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, Final

import platformdirs

from app.store.mark import Announced, MarkFile, chain_start, chain_step, read_mark
from app.store.migrations import upgrade
from app.store.records import (
    STATUSES,
    CommandRecord,
    EventRecord,
    HandRecord,
    PreparedCommand,
    StoreError,
    TournamentRecord,
    group_hands,
)
from app.store.sqlite_file import (
    connect,
    create,
    describe,
    free_space,
    needs_creating,
    store_error,
)
from app.store.values import (
    dump_draws,
    dump_object,
    event_row,
    finite_time,
    load_draws,
    load_object,
    optional_whole,
    require_text,
    result_row,
    table_number,
    whole,
)

_PAGE: Final = 500  # rows per query when paging through a log


def default_database_path() -> Path:
    """The database of this user's tournaments, in the platform's folder for application data."""
    # appauthor=False: on Windows the folder is ...\pitboss, not ...\pitboss\pitboss.
    return Path(platformdirs.user_data_dir("pitboss", appauthor=False)) / "pitboss.sqlite3"


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
        # How far each tournament written here has been committed, with its hash chain, and
        # the mark beside the database where that is kept (app/store/mark.py).
        self._heads: dict[int, tuple[int, bytes]] = {}
        self._mark = None if readonly else MarkFile(path)

    # -- opening and closing ------------------------------------------------------------------

    @classmethod
    def open(cls, path: Path | str, *, readonly: bool = False) -> EventStore:
        """Open the Pitboss database at `path`, creating it (and its folder) if it is missing.

        A file that is not a Pitboss database, or one written by a newer Pitboss, is refused with
        a StoreError and left exactly as it is. An empty file is taken as a new database. A
        database of an older version is upgraded in one transaction (app/store/migrations.py),
        or left exactly as it is if that fails. `readonly` opens an existing database for
        reading only, and does not upgrade it (its tournaments read the same in every version).
        """
        path = Path(path).expanduser()
        if needs_creating(path):
            if readonly:
                raise StoreError(f"There is no Pitboss database at {path}")
            create(path)
        connection = connect(path, readonly=readonly)
        if not readonly:
            try:
                upgrade(connection, path)
            except BaseException:
                connection.close()
                raise
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
            if self._mark is not None:
                self._mark.close()

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
                    self._syncer = connect(self.path, readonly=False)  # synchronous=FULL
                self._syncer.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
            except sqlite3.Error as error:
                raise store_error(self.path, error, writing=True) from error
            if self._mark is not None:
                # After the log, so the durable mark is rarely past the durable log: only
                # commits made during the checkpoint can be, as the kernel's own writeback
                # could anyway, and a resume then refuses in words (app/store/mark.py). Not
                # under the writer's lock: each commit would wait out this fsync, once a
                # second, which was the host's slowest turn (bench/host_load.py). The file
                # stays open meanwhile: `close` takes the sync lock first.
                self._mark.sync()

    def free_space(self) -> int | None:
        """Bytes free on the file system of the database (the host refuses chat, and warns
        the director, before it fills up); None if it cannot be told."""
        return free_space(self.path)

    def __enter__(self) -> EventStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- tournaments --------------------------------------------------------------------------

    def create_tournament(
        self, *, name: str, variant: str, settings: Mapping[str, Any], at: float
    ) -> int:
        """Record a new, running tournament and return its id."""
        require_text(name, "A tournament's name")
        require_text(variant, "A tournament's variant")
        settings_json = dump_object(settings, "The tournament's settings")
        with self._transaction() as db:
            cursor = db.execute(
                "INSERT INTO tournaments (name, variant, settings, created_at) VALUES (?, ?, ?, ?)",
                (name, variant, settings_json, finite_time(at)),
            )
            return whole(cursor.lastrowid)

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
        rows = [result_row(position, row) for position, row in enumerate(standings)]
        with self._transaction() as db:
            self._require_running(db, tournament)
            db.executemany(
                "INSERT INTO results (tournament, position, place, name, chips,"
                " eliminated_at_hand, row) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(tournament, *row) for row in rows],
            )
            db.execute(
                "UPDATE tournaments SET status = ?, finished_at = ? WHERE id = ?",
                (status, finite_time(at), tournament),
            )

    def results(self, tournament: int) -> list[dict[str, Any]]:
        """The final standings given to `finish`, in the order given; empty while running."""
        self.tournament(tournament)
        rows = self._read(
            "SELECT row FROM results WHERE tournament = ? ORDER BY position", (tournament,)
        )
        return [load_object(row[0]) for row in rows]

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
        require_text(kind, "A command's kind")
        if table is not None:
            table = table_number(table)
        return PreparedCommand(
            tournament=tournament,
            kind=kind,
            payload=dump_object(payload, f"The payload of command {kind!r}"),
            draws=None if draws is None else dump_draws(draws),
            at=finite_time(at),
            table=table,
            events=tuple(event_row(event, table, index) for index, event in enumerate(events)),
        )

    def write(self, commands: Sequence[PreparedCommand]) -> list[int]:
        """Store prepared commands, in order, in one transaction (one fsync for them all);
        return their seqs. All are stored or, on an error, none."""
        seqs: list[int] = []
        heads: dict[int, tuple[int, bytes]] = {}
        with self._transaction(lambda: self._announce(heads)) as db:
            for command in commands:
                self._require_running(db, command.tournament)
                seq = _next(db, "commands", command.tournament)
                _, digest = heads.get(command.tournament) or self._head(db, command.tournament)
                heads[command.tournament] = seq, chain_step(
                    digest, (seq, command.kind, command.payload, command.draws, command.at,
                             command.table), [list(row) for row in command.events])
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
        record = self.tournament(tournament)
        return (
            _command(record, row)
            for row in self._pages(_COMMAND_ROWS + " ORDER BY seq LIMIT ?", tournament, 0)
        )

    def events(self, tournament: int, since: int = 0) -> Iterator[EventRecord]:
        """The tournament's events after event seq `since`, in order."""
        record = self.tournament(tournament)
        return (
            _event(record, row)
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
    # Both exports are app/net's, which knows the engine: the JSON record (app/core/record.py:
    # the tournament's own events and the clock's levels, docs/export.md) and the CSV files
    # (app/core/hands_csv.py: each seat's cards and totals); app/store/export.py writes them.

    # -- inside -------------------------------------------------------------------------------

    def _open_connection(self) -> sqlite3.Connection:
        if self._connection is None:
            raise StoreError(f"The database {self.path} has been closed")
        return self._connection

    @contextlib.contextmanager
    def _transaction(self, committed: Callable[[], None] | None = None
                     ) -> Iterator[sqlite3.Connection]:
        """One write transaction, committed (and fsynced) on leaving, rolled back on error;
        `committed` runs once it is, before another transaction can begin."""
        if self.readonly:
            raise StoreError(f"{self.path} was opened for reading only")
        with self._lock:
            db = self._open_connection()
            try:
                # IMMEDIATE takes the write lock now, so the seq read below cannot go stale.
                db.execute("BEGIN IMMEDIATE")
                yield db
                db.execute("COMMIT")
                if committed is not None:
                    committed()
            except BaseException as error:
                if db.in_transaction:
                    # A failed COMMIT may have rolled back already; the error that matters is
                    # the one being raised.
                    with contextlib.suppress(sqlite3.Error):
                        db.execute("ROLLBACK")
                if isinstance(error, sqlite3.Error):  # StoreFull for a full disk
                    raise store_error(self.path, error, writing=True) from error
                raise

    def _announce(self, heads: Mapping[int, tuple[int, bytes]]) -> None:
        """After a commit: the new heads of the chains, in memory and in the mark (a commit is
        told at once: the host's gate lets its messages go when this returns)."""
        self._heads.update(heads)
        if self._mark is not None:
            for tournament, (seq, digest) in heads.items():
                self._mark.announce(Announced(tournament, seq, digest))

    def _head(self, db: sqlite3.Connection, tournament: int) -> tuple[int, bytes]:
        """The last seq of `tournament` and its chain's digest: known after the first write
        here, else read through once (inside the write's transaction)."""
        if tournament not in self._heads:
            commands = db.execute(f"{_COMMAND_ROWS} ORDER BY seq", (tournament, 0)).fetchall()
            events = db.execute(f"{_EVENT_ROWS} ORDER BY seq", (tournament, 0)).fetchall()
            self._heads[tournament] = _chain(tournament, iter(commands), iter(events))
        return self._heads[tournament]

    def check_told(self, tournament: int) -> Announced | None:
        """Refuse, with a StoreError in words, a tournament whose stored commands fall short
        of what its host had told its players, or differ from it (app/store/mark.py); the
        mark checked, or None when there is none to check. Reads only."""
        record = self.tournament(tournament)
        told = read_mark(self.path, tournament)
        if told is None:
            return None
        who = f"{record.name} (tournament {tournament})"
        keep = (f"Nothing has been changed. Keep {self.path.name} and its -wal file as they "
                f"are to have them repaired; or, to resume from what the database holds and "
                f"take back what its players were told, move {self.path.name}-announced away")
        rows = self._read("SELECT COALESCE(MAX(seq), 0) FROM commands WHERE tournament = ?",
                          (tournament,))
        stored = whole(rows[0][0])
        if stored < told.seq:
            raise StoreError(
                f"{who} cannot be resumed: its host had told its players up to command "
                f"{told.seq}, but the database holds only {stored} (its -wal file is damaged "
                f"or cut short). {keep}")
        commands = self._pages(_COMMAND_ROWS + " ORDER BY seq LIMIT ?", tournament, 0)
        events = self._pages(_EVENT_ROWS + " ORDER BY seq LIMIT ?", tournament, 0)
        if _chain(tournament, commands, events, until=told.seq) != (told.seq, told.digest):
            raise StoreError(
                f"{who} cannot be resumed: its commands 1 to {told.seq} are not those its "
                f"host told its players (the database is damaged or was altered). {keep}")
        return told

    def _read(self, sql: str, parameters: tuple[Any, ...]) -> list[Any]:
        with self._lock:
            db = self._open_connection()
            try:
                return db.execute(sql, parameters).fetchall()
            except sqlite3.Error as error:
                raise StoreError(describe(self.path, error, writing=False)) from error

    def _pages(self, sql: str, tournament: int, since: int) -> Iterator[Any]:
        """Rows of `sql` (which takes tournament, last seq seen and a limit) page by page, with
        no statement left open between pages."""
        last = since
        while True:
            rows = self._read(sql, (tournament, last, _PAGE))
            yield from rows
            if len(rows) < _PAGE:
                return
            last = whole(rows[-1][0])

    def _require_running(self, db: sqlite3.Connection, tournament: int) -> None:
        row = db.execute("SELECT status FROM tournaments WHERE id = ?", (tournament,)).fetchone()
        if row is None:
            raise StoreError(f"There is no tournament {tournament} in {self.path}")
        if row[0] != "running":
            raise StoreError(f"Tournament {tournament} is {row[0]}: nothing more can be recorded")


_TOURNAMENT_SELECT: Final = (
    "SELECT id, name, variant, settings, created_at, finished_at, status FROM tournaments"
)
# The rows the hash chain covers, as stored (app/store/mark.py), paged by seq.
_COMMAND_ROWS: Final = ("SELECT seq, kind, payload, draws, at, table_no FROM commands"
                        " WHERE tournament = ? AND seq > ?")
_EVENT_ROWS: Final = ("SELECT seq, command, table_no, type, payload FROM events"
                      " WHERE tournament = ? AND seq > ?")


def _chain(tournament: int, commands: Iterator[Any], events: Iterator[Any],
           until: int | None = None) -> tuple[int, bytes]:
    """The last seq (up to `until`) and the digest of the chain through the tournament's
    commands and events, rows in seq order as `_COMMAND_ROWS` and `_EVENT_ROWS` give them."""
    seq, digest = 0, chain_start(tournament)
    event = next(events, None)
    for command in commands:
        if until is not None and command[0] > until:
            break
        own: list[list[Any]] = []
        while event is not None and event[1] == command[0]:
            own.append(list(event[2:]))
            event = next(events, None)
        seq, digest = command[0], chain_step(digest, tuple(command), own)
    return seq, digest


def _tournament(row: Any) -> TournamentRecord:
    try:
        status = str(row[6])
        if status not in STATUSES:
            raise StoreError(f"it has an unknown status {status!r}")
        return TournamentRecord(
            id=whole(row[0]),
            name=str(row[1]),
            variant=str(row[2]),
            settings=load_object(row[3]),
            created_at=float(row[4]),
            finished_at=None if row[5] is None else float(row[5]),
            status=status,
        )
    except (StoreError, TypeError, ValueError) as error:
        raise StoreError(f"The record of tournament {row[0]} is damaged: {error}") from None


def _command(tournament: TournamentRecord, row: Any) -> CommandRecord:
    try:
        return CommandRecord(
            seq=whole(row[0]),
            kind=str(row[1]),
            payload=load_object(row[2]),
            draws=None if row[3] is None else load_draws(row[3]),
            at=float(row[4]),
            table=optional_whole(row[5]),
        )
    except (StoreError, TypeError, ValueError) as error:
        raise StoreError(f"Command {row[0]} of {tournament.name} (tournament {tournament.id})"
                         f" is damaged: {error}") from None


def _event(tournament: TournamentRecord, row: Any) -> EventRecord:
    try:
        return EventRecord(
            seq=whole(row[0]),
            command=whole(row[1]),
            table=optional_whole(row[2]),
            payload=load_object(row[3]),
            at=float(row[4]),
        )
    except (StoreError, TypeError, ValueError) as error:
        raise StoreError(f"Event {row[0]} (of command {row[1]}) of {tournament.name} "
                         f"(tournament {tournament.id}) is damaged: {error}") from None


def _next(db: sqlite3.Connection, log: str, tournament: int) -> int:
    # The unique index on (tournament, seq) makes this one index lookup.
    row = db.execute(
        f"SELECT COALESCE(MAX(seq), 0) + 1 FROM {log} WHERE tournament = ?", (tournament,)
    ).fetchone()
    return whole(row[0])
