"""The league's seasons as the store keeps them (issue 21, "Seasons"): a name, a date range, a
points formula, and the tournaments that count in it.

The formula is kept as a JSON object and checked here only for being one: what it means (points
by place, for playing, a formula of field size and place) is app/league's, which reads it. A
tournament counts in a season only once the director assigns it (tournaments played before the
league count in none), so a season's tournaments are listed, not inferred from dates.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from typing import Any, Final

from app.names import name_key
from app.store.members import LeagueError, one_line
from app.store.records import StoreError
from app.store.values import dump_object

SEASON_NAME_MAX: Final = 60


@dataclass(frozen=True, slots=True)
class Season:
    id: int
    name: str
    starts_on: date
    ends_on: date
    formula: dict[str, Any]

    def as_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "starts_on": self.starts_on.isoformat(),
                "ends_on": self.ends_on.isoformat(), "formula": self.formula}


def season_name(name: str) -> tuple[str, str]:
    """The season's name as kept, and its key: seasons are told apart as names are."""
    shown = one_line(name, "A season's name", SEASON_NAME_MAX)
    return shown, name_key(shown)


def date_range(starts_on: date, ends_on: date) -> tuple[date, date]:
    if ends_on < starts_on:
        raise LeagueError(f"A season ends on or after the day it starts: {ends_on} is before "
                          f"{starts_on}")
    return starts_on, ends_on


def formula_text(formula: Any) -> str:
    """The formula as stored: a JSON object (read from text if given as text)."""
    if isinstance(formula, str):
        try:
            formula = json.loads(formula)
        except json.JSONDecodeError as error:
            raise LeagueError(f"The points formula is not JSON: {error}") from None
    if not isinstance(formula, dict):
        raise LeagueError(f"The points formula must be a JSON object ({{...}}), not "
                          f"{type(formula).__name__}")
    try:
        return dump_object(formula, "The points formula")
    except StoreError as error:
        raise LeagueError(str(error)) from None


SEASON_COLUMNS: Final = "id, name, starts_on, ends_on, formula"


def season_from_row(row: Any) -> Season:
    try:
        formula = json.loads(row[4])
        if not isinstance(formula, dict):
            raise ValueError("its formula is not a JSON object")
        return Season(id=int(row[0]), name=str(row[1]), starts_on=date.fromisoformat(row[2]),
                      ends_on=date.fromisoformat(row[3]), formula=formula)
    except (TypeError, ValueError) as error:
        raise StoreError(f"The record of season {row[0]} is damaged: {error}") from None
