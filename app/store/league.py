"""The league in the store (issue 21): its roster of members and its seasons, in the same
SQLite file as the tournaments (schema version 2, app/store/migrations.py).

`League` works through an open `EventStore`: its one connection, lock and write transaction,
so a league change and a tournament's log never interleave half-written. Every request is
checked before its transaction begins, or inside it against what is stored; a refusal is a
`LeagueError` in words and changes nothing. What a member or a season is, and its checks, are in
app/store/members.py and app/store/seasons.py; CSV in and out in app/store/members_csv.py.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from datetime import date
from typing import Any

from app.i18n import arg
from app.names import name_key, normal_name
from app.store.database import EventStore
from app.store.members import (
    BY_MAX,
    MEMBER_COLUMNS,
    REASON_MAX,
    LeagueError,
    Member,
    MemberStatus,
    adult_confirmation,
    check_change,
    joining,
    league_errors,
    member_from_row,
    member_name,
    one_line,
)
from app.store.records import StoreError
from app.store.seasons import (
    SEASON_COLUMNS,
    Season,
    date_range,
    formula_text,
    season_from_row,
    season_name,
)


class League:
    """The members and seasons of the league kept in `store`'s file. `today` gives the date
    of a change (a test fixes it)."""

    def __init__(self, store: EventStore, today: Callable[[], date] = date.today) -> None:
        self.store = store
        self._today = today
        tables = {row[0] for row in store._read(
            "SELECT name FROM sqlite_master WHERE type = 'table'", ())}
        if "members" not in tables:
            raise LeagueError(f"{store.path} is a database of before the league (version 1): "
                              "open it for writing once to upgrade it")

    # -- members --------------------------------------------------------------------------

    def add_member(self, name: str, *, adult_confirmed_on: date,
                   joined_on: date | None = None, number: int | None = None) -> Member:
        """A new active member (numbered after the last one unless `number` is given)."""
        today = self._today()
        shown, key = member_name(name)
        confirmed = adult_confirmation(adult_confirmed_on, today)
        joined = joining(joined_on or today, today)
        if number is not None and (isinstance(number, bool) or number < 1):
            raise LeagueError(f"A member's number is a whole number from 1, not {number!r}")
        with self.store._transaction() as db:
            self._refuse_taken(db, key, number)
            cursor = db.execute(
                "INSERT INTO members (number, name, name_key, adult_confirmed_on, joined_on)"
                " VALUES (?, ?, ?, ?, ?)",
                (number, shown, key, confirmed.isoformat(), joined.isoformat()))
            number = int(cursor.lastrowid or 0)
        return self.member_number(number)

    def insert_members(self, members: Sequence[Member]) -> None:
        """Store checked members (a CSV import) in one transaction: all or, on any clash with
        the roster, none; the clash is named. A member numbered 0 is numbered here."""
        with self.store._transaction() as db:
            for member in members:
                number = member.number or None
                try:
                    self._refuse_taken(db, name_key(member.name), number)
                except LeagueError as error:
                    raise LeagueError(f"{member.name!r} was not added, nor any other: {error}"
                                      ) from None
                values = {**member.as_dict(), "number": number}
                db.execute(f"INSERT INTO members ({MEMBER_COLUMNS}, name_key)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           (*values.values(), name_key(member.name)))

    def _refuse_taken(self, db: sqlite3.Connection, key: str, number: int | None) -> None:
        row = db.execute("SELECT number, name FROM members WHERE name_key = ?", (key,)
                         ).fetchone()
        if row is not None:
            raise LeagueError(arg(league_errors.tr(
                "The name is taken: member %1 is '%2' (names are the same whatever their "
                "case or width)"), row[0], row[1]))
        if number is not None:
            row = db.execute("SELECT name FROM members WHERE number = ?", (number,)).fetchone()
            if row is not None:
                raise LeagueError(arg(league_errors.tr("Member number %1 is taken, by '%2'"),
                                      number, row[0]))

    def suspend(self, name: str, *, reason: str, by: str) -> Member:
        return self._change(name, MemberStatus.SUSPENDED, reason, by)

    def revoke(self, name: str, *, reason: str, by: str) -> Member:
        """A revoked member cannot register; the host refuses them with `Member.refusal`."""
        return self._change(name, MemberStatus.REVOKED, reason, by)

    def reinstate(self, name: str, *, reason: str, by: str) -> Member:
        return self._change(name, MemberStatus.ACTIVE, reason, by)

    def _change(self, name: str, to: MemberStatus, reason: str, by: str) -> Member:
        reason = one_line(reason, "The reason", REASON_MAX)
        by = one_line(by, "Who decided", BY_MAX)
        on = self._today()
        with self.store._transaction() as db:
            member = self._member_in(db, name)
            check_change(member, to)
            db.execute("UPDATE members SET status = ?, status_reason = ?, status_by = ?,"
                       " status_on = ? WHERE number = ?",
                       (to.value, reason, by, on.isoformat(), member.number))
        return self.member_number(member.number)

    def find(self, name: str) -> Member | None:
        """The member whose name is `name` as the host compares names, or None."""
        rows = self.store._read(f"SELECT {MEMBER_COLUMNS} FROM members WHERE name_key = ?",
                                (name_key(name),))
        return member_from_row(rows[0]) if rows else None

    def member(self, name: str) -> Member:
        """The member called `name`; LeagueError if there is none."""
        found = self.find(name)
        if found is None:
            raise LeagueError(f"There is no member called {normal_name(name)!r}")
        return found

    def member_number(self, number: int) -> Member:
        rows = self.store._read(f"SELECT {MEMBER_COLUMNS} FROM members WHERE number = ?",
                                (number,))
        if not rows:
            raise LeagueError(f"There is no member number {number}")
        return member_from_row(rows[0])

    def members(self) -> list[Member]:
        """Every member, by number."""
        rows = self.store._read(f"SELECT {MEMBER_COLUMNS} FROM members ORDER BY number", ())
        return [member_from_row(row) for row in rows]

    def _member_in(self, db: sqlite3.Connection, name: str) -> Member:
        row = db.execute(f"SELECT {MEMBER_COLUMNS} FROM members WHERE name_key = ?",
                         (name_key(name),)).fetchone()
        if row is None:
            raise LeagueError(f"There is no member called {normal_name(name)!r}")
        return member_from_row(row)

    # -- seasons --------------------------------------------------------------------------

    def create_season(self, name: str, *, starts_on: date, ends_on: date,
                      formula: Any = None) -> Season:
        shown, key = season_name(name)
        starts_on, ends_on = date_range(starts_on, ends_on)
        text = formula_text({} if formula is None else formula)
        with self.store._transaction() as db:
            row = db.execute("SELECT name FROM seasons WHERE name_key = ?", (key,)).fetchone()
            if row is not None:
                raise LeagueError(arg(league_errors.tr("There is a season called '%1' already"),
                                  row[0]))
            db.execute("INSERT INTO seasons (name, name_key, starts_on, ends_on, formula)"
                       " VALUES (?, ?, ?, ?, ?)",
                       (shown, key, starts_on.isoformat(), ends_on.isoformat(), text))
        return self.season(shown)

    def seasons(self) -> list[Season]:
        """Every season, the earliest first."""
        rows = self.store._read(
            f"SELECT {SEASON_COLUMNS} FROM seasons ORDER BY starts_on, id", ())
        return [season_from_row(row) for row in rows]

    def season(self, name: str) -> Season:
        rows = self.store._read(f"SELECT {SEASON_COLUMNS} FROM seasons WHERE name_key = ?",
                                (name_key(name),))
        if not rows:
            raise LeagueError(f"There is no season called {normal_name(name)!r}")
        return season_from_row(rows[0])

    def set_formula(self, name: str, formula: Any) -> Season:
        """Replace the season's points formula (a JSON object; app/league reads it)."""
        text = formula_text(formula)
        season = self.season(name)
        with self.store._transaction() as db:
            db.execute("UPDATE seasons SET formula = ? WHERE id = ?", (text, season.id))
        return self.season(name)

    def assign(self, name: str, tournament: int) -> None:
        """Count `tournament` in the season (a tournament counts in none until assigned)."""
        season = self.season(name)
        try:
            record = self.store.tournament(tournament)
        except StoreError:
            raise LeagueError(f"There is no tournament {tournament} in {self.store.path}"
                              ) from None
        with self.store._transaction() as db:
            if db.execute("SELECT 1 FROM season_tournaments WHERE season = ? AND tournament = ?",
                          (season.id, tournament)).fetchone() is not None:
                raise LeagueError(f"Tournament {tournament} ({record.name}) is in the season "
                                  f"{season.name} already")
            db.execute("INSERT INTO season_tournaments (season, tournament) VALUES (?, ?)",
                       (season.id, tournament))

    def season_tournaments(self, name: str) -> list[int]:
        """The ids of the tournaments assigned to the season, in the order they were made."""
        season = self.season(name)
        rows = self.store._read("SELECT tournament FROM season_tournaments WHERE season = ?"
                                " ORDER BY tournament", (season.id,))
        return [int(row[0]) for row in rows]
