"""Exports of one tournament: a JSON document, and CSV files for spreadsheets.

The JSON document's layout is written down in docs/export.md (its `format_version` says which
layout a file has). This module shapes it from what the store gives back; which of the stored
events are the tournament's own and the levels the clock went through are the engine's to say,
and app/core/record.py gathers them (docs/decisions/export-record.md).

Each file is written under a temporary name and renamed into place, so an export interrupted
half way never leaves a truncated file where a good one (or an older export) was.
"""

from __future__ import annotations

import contextlib
import csv
import json
import os
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import astuple, dataclass
from pathlib import Path
from typing import IO, Any, Final

from app.store.records import (
    CommandRecord,
    EventRecord,
    HandRecord,
    StoreError,
    TournamentRecord,
)

# Tells a reader what the JSON document is and which layout it has (docs/export.md).
# 1: the tournament, its results and its hands. 2 adds, keeping those as they were, the
# tournament's own events in order, the director's acts, and the clock's levels and breaks.
FORMAT: Final = "pitboss-tournament"
FORMAT_VERSION: Final = 2

RESULTS_CSV: Final = "results.csv"
HANDS_CSV: Final = "hands.csv"
RESULT_COLUMNS: Final = ("place", "name", "chips", "eliminated_at_hand")
# hands.csv: one row per seat per hand (app/core/hands_csv.py makes the rows).
HAND_COLUMNS: Final = ("hand", "table", "seat", "role", "cards", "total", "bet",
                       "chips_before", "net", "chips_after")


@dataclass(frozen=True, slots=True)
class HandRow:
    """One seat in one hand, as a row of hands.csv. `hand` counts the hands of its `table`;
    `cards` in the engine's notation ("AS TD", a split's hands apart with " | "), `total` the
    best total of each hand; `bet` everything the seat staked (None for the dealer); its chips
    as the hand started, its `net` result and `chips_after` = `chips_before` + `net` once the
    hand was over (None for a house dealer, and the last two for a hand the record stops in
    the middle of)."""

    hand: int
    table: int | None
    seat: str
    role: str  # "player" or "dealer"
    cards: str
    total: str
    bet: int | None
    chips_before: int | None
    net: int | None
    chips_after: int | None


def document(
    tournament: TournamentRecord,
    results: list[dict[str, Any]],
    hands: list[HandRecord],
    *,
    events: Sequence[EventRecord] = (),
    director_acts: Sequence[CommandRecord] = (),
    clock: Mapping[str, Any] | None = None,
    levels: Sequence[Mapping[str, Any]] = (),
) -> dict[str, Any]:
    """The JSON document of a tournament (docs/export.md): its record, results, and hands
    with their events; its own events (not a hand's), each named by its `kind`, the
    director's acts (commands of kind "direct"), its clock and the levels and breaks the
    clock went through."""
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "tournament": {
            "id": tournament.id,
            "name": tournament.name,
            "variant": tournament.variant,
            "settings": tournament.settings,
            "created_at": tournament.created_at,
            "finished_at": tournament.finished_at,
            "status": tournament.status,
        },
        "results": results,
        "hands": [
            {
                "table": hand.table,
                "hand": hand.hand,
                "complete": hand.complete,
                "events": [_event(event) for event in hand.events],
            }
            for hand in hands
        ],
        "events": [{**_event(event), "kind": _kind(event)} for event in events],
        "director_acts": [
            {
                "command": command.seq,
                "at": command.at,
                "act": command.payload.get("act"),
                "arguments": {
                    name: value for name, value in command.payload.items() if name != "act"
                },
            }
            for command in director_acts
        ],
        "clock": None if clock is None else dict(clock),
        "levels": [dict(level) for level in levels],
    }


def write_document(content: Mapping[str, Any], path: Path) -> None:
    """A document (as `document` makes it) into one JSON file."""

    def write(file: IO[str]) -> None:
        json.dump(content, file, ensure_ascii=False, indent=2)
        file.write("\n")

    _write_atomically(path, write)


def write_csv(results: list[dict[str, Any]], hands: Sequence[HandRow],
              folder: Path) -> list[Path]:
    """results.csv (place, name, chips, eliminated_at_hand) and hands.csv (HAND_COLUMNS: one
    row per seat per hand), in `folder`."""

    def write_results(file: IO[str]) -> None:
        writer = csv.writer(file)
        writer.writerow(RESULT_COLUMNS)
        writer.writerows([_cell(row.get(column)) for column in RESULT_COLUMNS] for row in results)

    def write_hands(file: IO[str]) -> None:
        writer = csv.writer(file)
        writer.writerow(HAND_COLUMNS)
        writer.writerows([_cell(value) for value in astuple(row)] for row in hands)

    paths = [folder / RESULTS_CSV, folder / HANDS_CSV]
    _write_atomically(paths[0], write_results)
    _write_atomically(paths[1], write_hands)
    return paths


def _event(event: EventRecord) -> dict[str, Any]:
    return {
        "seq": event.seq,
        "command": event.command,
        "table": event.table,
        "at": event.at,
        "payload": event.payload,
    }


def _kind(event: EventRecord) -> str:
    kind = event.payload.get("type")
    return kind if isinstance(kind, str) else ""


def _cell(value: object) -> str:
    # None (a table-less event, a winner never eliminated) is an empty cell, not "None".
    return "" if value is None else str(value)


def _write_atomically(path: Path, write: Callable[[IO[str]], None]) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # Not mkstemp: its files are private (0600), and an export is made to be shared; "x"
        # creates the file with the user's usual permissions and never reuses an existing one.
        temporary = path.with_name(f".{path.name}.{secrets.token_hex(6)}.tmp")
        file = temporary.open("x", encoding="utf-8", newline="")
    except OSError as error:
        raise StoreError(f"Cannot write {path}: {error.strerror or error}") from error
    try:
        # newline="": the csv module writes its own line ends (RFC 4180's CRLF).
        with file:
            write(file)
        os.replace(temporary, path)
    except OSError as error:
        raise StoreError(f"Cannot write {path}: {error.strerror or error}") from error
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
