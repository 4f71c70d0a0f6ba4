"""The roster as CSV, in and out (issue 21: "Import and export members as CSV").

The file has a header row naming its columns, in any order: `name` and `adult_confirmed_on`
are required; `number`, `joined_on` (default: today), `status` (default: active),
`status_reason`, `status_by` and `status_on` may be given (a suspended or revoked member needs
the reason, who decided and when). Dates are YYYY-MM-DD. An export writes every column, so an
export imported into an empty league gives the same roster.

A spreadsheet takes a cell that begins with = + - or @ for a formula, which a reason could
carry ("=HYPERLINK(...)"): the export writes such a cell with a ' before it, as spreadsheets
themselves mark text, and the import takes that ' away, so the roster comes back the same.

An import is all or nothing: every row is checked first, and every problem is reported with its
line number (the header is line 1); then all rows are stored in one transaction, or none.
"""

from __future__ import annotations

import contextlib
import csv
import io
import os
import tempfile
from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path
from typing import Final

from app.names import name_key
from app.store.league import League
from app.store.members import (
    BY_MAX,
    REASON_MAX,
    LeagueError,
    Member,
    MemberStatus,
    adult_confirmation,
    joining,
    member_name,
    one_line,
    parse_day,
)

COLUMNS: Final = ("number", "name", "adult_confirmed_on", "joined_on", "status",
                  "status_reason", "status_by", "status_on")
REQUIRED: Final = ("name", "adult_confirmed_on")
_SHOWN_PROBLEMS: Final = 10  # a file full of mistakes: the first ten, and how many more


def export_members(league: League, path: Path) -> int:
    """Write the roster to `path` (replaced whole, never left half written); how many."""
    members = league.members()
    text = io.StringIO(newline="")
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(COLUMNS)
    for member in members:
        writer.writerow([_as_text(value) for value in member.as_dict().values()])
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
        try:
            with os.fdopen(handle, "w", encoding="utf-8", newline="") as file:
                file.write(text.getvalue())
            os.replace(temporary, path)
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(temporary)
    except OSError as error:
        raise LeagueError(f"Cannot write {path}: {error.strerror or error}") from error
    return len(members)


_FORMULA_STARTS: Final = ("=", "+", "-", "@", "\t", "\r")


def _as_text(value: object) -> str:
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(_FORMULA_STARTS) or text.startswith("'") else text


def _from_text(cell: str) -> str:
    return cell[1:] if cell.startswith("'") else cell


def import_members(league: League, path: Path, today: Callable[[], date] = date.today) -> int:
    """Add the members listed in the CSV file at `path`, all or none; how many."""
    try:
        with path.open(encoding="utf-8-sig", newline="") as file:  # -sig: Excel's BOM
            rows = list(csv.reader(file))
    except UnicodeDecodeError:
        raise LeagueError(f"{path} is not UTF-8 text: save it as CSV UTF-8") from None
    except (OSError, csv.Error) as error:
        raise LeagueError(f"Cannot read {path}: {getattr(error, 'strerror', None) or error}"
                          ) from error
    members = read_rows(rows, str(path), today(), roster=league.members())
    league.insert_members(members)  # checks the roster again, inside its transaction
    return len(members)


def read_rows(rows: list[list[str]], where: str, today: date,
              roster: Sequence[Member] = ()) -> list[Member]:
    """The members of the rows of a CSV file (the first its header), to add to `roster`;
    LeagueError naming every line that is wrong, or that clashes with the roster."""
    if not rows or not any(cell.strip() for cell in rows[0]):
        raise LeagueError(f"{where} is empty: its first line names the columns, such as "
                          f"{','.join(REQUIRED)}")
    header = [cell.strip().lower() for cell in rows[0]]
    unknown = [cell for cell in header if cell not in COLUMNS]
    missing = [column for column in REQUIRED if column not in header]
    doubled = sorted({cell for cell in header if header.count(cell) > 1})
    if unknown or missing or doubled:
        said = [f"unknown columns {', '.join(map(repr, unknown))}" if unknown else "",
                f"missing columns {', '.join(missing)}" if missing else "",
                f"columns named twice {', '.join(doubled)}" if doubled else ""]
        raise LeagueError(f"{where} line 1 (the header): "
                          + "; ".join(part for part in said if part)
                          + f". The columns are {', '.join(COLUMNS)}")
    problems: list[str] = []
    members: list[Member] = []
    names: dict[str, int] = {}
    numbers: dict[int, int] = {}
    kept_names = {name_key(member.name): member for member in roster}
    kept_numbers = {member.number: member for member in roster}
    for line, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue  # a blank line, as spreadsheets leave at the end
        if len(row) != len(header):
            problems.append(f"line {line}: {len(row)} cells for {len(header)} columns")
            continue
        try:
            member = _member(dict(zip(header, map(_from_text, row), strict=True)), today)
        except LeagueError as error:
            problems.append(f"line {line}: {error}")
            continue
        key = name_key(member.name)
        if key in kept_names:
            problems.append(f"line {line}: the name {member.name!r} is taken, by member "
                            f"{kept_names[key].number} {kept_names[key].name!r}")
        if member.number in kept_numbers:
            problems.append(f"line {line}: number {member.number} is taken, by "
                            f"{kept_numbers[member.number].name!r}")
        if key in names:
            problems.append(f"line {line}: {member.name!r} is on line {names[key]} already")
        names.setdefault(key, line)
        if member.number:
            if member.number in numbers:
                problems.append(f"line {line}: number {member.number} is on line "
                                f"{numbers[member.number]} already")
            numbers.setdefault(member.number, line)
        members.append(member)
    if problems:
        more = len(problems) - _SHOWN_PROBLEMS
        raise LeagueError(f"{where} was not imported, nothing was added: "
                          + "; ".join(problems[:_SHOWN_PROBLEMS])
                          + (f"; and {more} more" if more > 0 else ""))
    return members


def _member(cells: dict[str, str], today: date) -> Member:
    name, _ = member_name(cells["name"])
    number_text = cells.get("number", "").strip()
    if number_text and not (number_text.isascii() and number_text.isdigit()
                            and int(number_text) >= 1):
        raise LeagueError(f"the number is a whole number from 1, not {number_text!r}")
    status_text = cells.get("status", "").strip().lower() or MemberStatus.ACTIVE.value
    try:
        status = MemberStatus(status_text)
    except ValueError:
        raise LeagueError(f"the status is active, suspended or revoked, not {status_text!r}"
                          ) from None
    reason = cells.get("status_reason", "").strip()
    by = cells.get("status_by", "").strip()
    on = cells.get("status_on", "").strip()
    if reason or by or on or status is not MemberStatus.ACTIVE:
        # A change of status is told whole: its reason, who decided and when.
        reason = one_line(reason, f"The reason the member is {status.value}", REASON_MAX)
        by = one_line(by, "Who decided (status_by)", BY_MAX)
        status_on: date | None = parse_day(on, "The date of the decision (status_on)")
    else:
        status_on = None
    joined = cells.get("joined_on", "").strip()
    return Member(
        number=int(number_text) if number_text else 0,  # 0: numbered when stored
        name=name,
        adult_confirmed_on=adult_confirmation(
            parse_day(cells["adult_confirmed_on"], "The date confirmed 21 or older"), today),
        joined_on=joining(parse_day(joined, "The date of joining") if joined else today, today),
        status=status,
        status_reason=reason or None,
        status_by=by or None,
        status_on=status_on,
    )
