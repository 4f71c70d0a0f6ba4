"""The schema's versions after the first, as forward migrations
(docs/decisions/store-migrations.md).

A Pitboss database records its schema in PRAGMA user_version. Version 1 is the event log of
tournaments (app/store/sqlite_file.py `_SCHEMA`); each migration here takes a database from the
version before it to its own. A new database is built as version 1 and migrated in the same
transaction, so a new file and an upgraded one have the same schema, written in one place.

Opening a database of an older version upgrades it in one transaction: every step, and the new
user_version, commit together or not at all. SQLite's schema changes are transactional and, in
WAL mode, nothing reaches the main file before a commit, so a migration that fails leaves the
file exactly as it was (tests/store/test_migrations.py compares its bytes).

Version 2 (issue 21, the league): the members of the league, its seasons and which tournaments
count in which season. A tournament played before it counts in no season until the director
assigns it to one.

Version 3 (issue 23, the drills): each player's spaced-repetition cards, one per kind of drill
situation or per spot from the player's own hands, and every drill answer graded, so a kind's
progress can be read over time (docs/decisions/drills.md).
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from app.store.records import StoreError


@dataclass(frozen=True, slots=True)
class Migration:
    """The step to schema `version` from the one before it."""

    version: int
    what: str  # in words, for the error that names a failed step
    apply: Callable[[sqlite3.Connection], None]


def _statements(script: str) -> Callable[[sqlite3.Connection], None]:
    """A migration that runs SQL statements one by one (`executescript` would commit first)."""
    def apply(db: sqlite3.Connection) -> None:
        for statement in script.split(";"):
            if statement.strip():
                db.execute(statement)

    return apply


# Dates are ISO text (YYYY-MM-DD), as SQLite's date functions read them; the CHECKs refuse
# anything else even from a hand-edited file. The name keys are app/names.py `name_key`: the
# same key is the same name, as the host compares names at registration.
_LEAGUE: Final = """
CREATE TABLE members (
    number INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    adult_confirmed_on DATE NOT NULL CHECK (adult_confirmed_on IS date(adult_confirmed_on)),
    joined_on DATE NOT NULL CHECK (joined_on IS date(joined_on)),
    status TEXT NOT NULL DEFAULT 'active'
        CHECK (status IN ('active', 'suspended', 'revoked')),
    status_reason TEXT,
    status_by TEXT,
    status_on DATE CHECK (status_on IS date(status_on)),
    CHECK ((status_reason IS NULL) = (status_by IS NULL)
           AND (status_by IS NULL) = (status_on IS NULL)),
    CHECK (status = 'active' OR status_reason IS NOT NULL)
);
CREATE TABLE seasons (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    starts_on DATE NOT NULL CHECK (starts_on IS date(starts_on)),
    ends_on DATE NOT NULL CHECK (ends_on IS date(ends_on) AND ends_on >= starts_on),
    formula TEXT NOT NULL DEFAULT '{}'           -- JSON object, read by app/league
);
CREATE TABLE season_tournaments (
    season INTEGER NOT NULL REFERENCES seasons (id),
    tournament INTEGER NOT NULL REFERENCES tournaments (id),
    PRIMARY KEY (season, tournament)
);
CREATE INDEX season_tournaments_by_tournament ON season_tournaments (tournament);
"""

# A card's schedule is py-fsrs's own JSON of its card, read and written by app/client/drills.py
# (the store does not interpret it). Players are told apart by app/names.py `name_key`, as the
# host tells them apart; the name as typed is kept with each answer.
_DRILLS: Final = """
CREATE TABLE drill_cards (
    player_key TEXT NOT NULL,
    card TEXT NOT NULL,
    kind TEXT NOT NULL,
    schedule TEXT NOT NULL,
    answers INTEGER NOT NULL DEFAULT 0 CHECK (answers >= 0),
    wrong INTEGER NOT NULL DEFAULT 0 CHECK (wrong BETWEEN 0 AND answers),
    PRIMARY KEY (player_key, card)
);
CREATE TABLE drill_answers (
    id INTEGER PRIMARY KEY,
    player TEXT NOT NULL,
    player_key TEXT NOT NULL,
    card TEXT NOT NULL,
    kind TEXT NOT NULL,
    answered_at TEXT NOT NULL CHECK (answered_at IS datetime(answered_at)),
    answer TEXT NOT NULL,
    best TEXT NOT NULL,
    correct INTEGER NOT NULL CHECK (correct IN (0, 1))
);
CREATE INDEX drill_answers_by_kind ON drill_answers (player_key, kind, answered_at);
"""

MIGRATIONS: Final[tuple[Migration, ...]] = (
    Migration(2, "add the league: members, seasons and the tournaments of each season",
              _statements(_LEAGUE)),
    Migration(3, "add the drills: each player's cards and answers", _statements(_DRILLS)),
)
# The schema this program reads and writes: the last migration's.
LATEST: Final = MIGRATIONS[-1].version


def apply_in_transaction(db: sqlite3.Connection, since: int,
                         migrations: Sequence[Migration]) -> int:
    """Run the migrations after version `since` on `db`, inside a transaction the caller has
    begun, and set user_version; the version reached. A failing step is a StoreError that
    names it; the caller rolls back."""
    version = since
    for migration in migrations:
        if migration.version <= since:
            continue
        if migration.version != version + 1:
            raise StoreError(f"the migrations skip from version {version} to "
                             f"{migration.version} (this copy of Pitboss is broken)")
        try:
            migration.apply(db)
        except (sqlite3.Error, StoreError) as error:
            raise StoreError(f"the step to version {migration.version} ({migration.what}) "
                             f"failed: {error}") from error
        version = migration.version
    db.execute(f"PRAGMA user_version = {version}")
    return version


def upgrade(db: sqlite3.Connection, path: Path,
            migrations: Sequence[Migration] | None = None) -> int:
    """Bring the database open on `db` (in autocommit mode, no transaction under way) to the
    last version, in one transaction; the version it is at. Nothing changes if it is at the
    last version already, or if any step fails: then a StoreError names the step."""
    steps = MIGRATIONS if migrations is None else migrations
    latest = steps[-1].version if steps else 1
    try:
        # The usual case, a file at the last version, reads and takes no lock: a host writing
        # to it is not held up by another program opening it.
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        if version >= latest:
            return version
        # IMMEDIATE: the write lock before the version is read, so two programs opening an
        # old file at once do not both migrate it (the second waits, then finds it done).
        db.execute("BEGIN IMMEDIATE")
        try:
            version = int(db.execute("PRAGMA user_version").fetchone()[0])
            if version < latest:
                version = apply_in_transaction(db, version, steps)
            db.execute("COMMIT")
            return version
        finally:
            if db.in_transaction:  # an error above (a failed COMMIT may have rolled back)
                with contextlib.suppress(sqlite3.Error):
                    db.execute("ROLLBACK")
    except (sqlite3.Error, StoreError) as error:
        raise StoreError(
            f"Cannot upgrade {path} to database version {latest}: {error}. Nothing has been "
            f"changed: the file is as it was, and this Pitboss can use it only once upgraded"
        ) from error
