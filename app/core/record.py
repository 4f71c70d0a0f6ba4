"""A tournament's complete record, as `pitboss export --json` and History's export write it: the
stored tournament, results and hands, and (format 2) the tournament's own events in order, the
director's acts, its clock and the levels and breaks the clock went through (docs/export.md).

One source of truth (docs/decisions/export-record.md): the store's log. Every event the game
produced is stored with its command, serialized generically from its fields with its type's
name (app/core/wire.py), and a resumed host checks the log against a replay; the exporter reads
those events back as they are and picks the tournament's own by their kind: every event type
defined in app/engine/tournament/events.py, so an event added there is exported without a change
here. The clock is derived, not counted (DESIGN.md): its stored acts are replayed on a clock
alone (a live game, which deals no hand) to give the levels and breaks; nothing of the
tournament is run again, so a record made by an older engine exports as it happened.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from app.core.director_acts import ACTS
from app.core.game import Game, ReplayMismatch
from app.engine.clock import Clock
from app.engine.errors import EngineError
from app.engine.events import Event
from app.engine.tournament import events as tournament_events
from app.engine.variants import parse_variant, rules_from_options
from app.store import CommandRecord, EventStore, StoreError, group_hands
from app.store.export import document, write_document


def tournament_event_kinds() -> frozenset[str]:
    """The type names of the tournament's own events: every event class defined in
    app/engine/tournament/events.py (read each time, so a new one is never left out)."""
    return frozenset(
        name for name, value in vars(tournament_events).items()
        if isinstance(value, type) and issubclass(value, Event)
        and value.__module__ == tournament_events.__name__)


def tournament_record(store: EventStore, tournament: int) -> dict[str, Any]:
    """The export document of one stored tournament (docs/export.md)."""
    record = store.tournament(tournament)
    events = list(store.events(tournament))
    commands = [command for command in store.commands(tournament)
                if command.kind in ("start", "direct")]  # never a seat's token
    kinds = tournament_event_kinds()
    clock = stored_clock(record.variant, commands)
    end = max([*(event.at for event in events), *(command.at for command in commands)],
              default=None)  # the record's last moment
    return document(
        record, store.results(tournament), group_hands(events),
        events=[event for event in events if event.payload.get("type") in kinds],
        director_acts=[command for command in commands if command.kind == "direct"],
        clock=None if clock is None else clock.to_dict(),
        levels=[] if clock is None or end is None else level_timeline(clock, end))


def replay_problem(store: EventStore, tournament: int) -> str | None:
    """Check a record by running its stored commands again through today's engine (as a
    resume does): None if they give exactly the events stored, else where they stop doing so.
    A night stored by another version may no longer replay although nothing was altered;
    History, the coach and the export read what was stored either way."""
    record = store.tournament(tournament)
    try:
        game = Game(rules_from_options(parse_variant(record.variant)), name=record.name,
                    tournament_id=tournament)
        game.replay_stored(store, tournament)
    except ReplayMismatch as error:
        return str(error)
    except (EngineError, KeyError, TypeError, ValueError) as error:
        return f"its commands cannot be run again ({error})"
    return None


def export_json(store: EventStore, tournament: int, path: Path) -> None:
    """The tournament's record in one JSON file at `path`; StoreError if it cannot be."""
    write_document(tournament_record(store, tournament), Path(path))


def level_timeline(clock: Clock, until: float) -> list[dict[str, Any]]:
    """The levels and breaks the clock went through from its start to `until`, in order:
    {"level", "break", "min", "max", "from", "until"} ("until" None for the one in play at
    `until`; a break's level is the one it follows, and its bets are None). A pause does not
    cut a level in two; the acts that moved the clock are the director's acts."""
    acts = clock.acts
    if not acts:
        return []
    times = [act.at for act in acts]
    now = times[0]
    rows: list[dict[str, Any]] = []
    while True:
        state = clock.state(now)
        segment = (state.level.number, state.on_break)
        if not rows or segment != (rows[-1]["level"], rows[-1]["break"]):
            if rows:
                rows[-1]["until"] = now
            rows.append({"level": state.level.number, "break": state.on_break,
                         "min": None if state.on_break else state.level.minimum,
                         "max": None if state.on_break else state.level.maximum,
                         "from": now, "until": None})
        later = times[bisect.bisect_right(times, now):]
        upcoming = min([*later[:1], *([state.changes_at] if state.changes_at is not None
                                      else [])], default=None)
        if upcoming is None or upcoming > until:
            return rows
        now = max(upcoming, math.nextafter(now, math.inf))  # always forward


def stored_clock(variant: str, commands: Iterable[CommandRecord]) -> Clock | None:
    """The tournament's clock, its stored acts (the start and the director's clock acts)
    replayed on a clock alone (None: the 10-hand knockout has none, T10-2)."""
    try:
        game = Game(rules_from_options(parse_variant(variant)), live=True)
        if game.clock is None:
            return None
        for command in commands:
            act = "start" if command.kind == "start" else command.payload.get("act")
            found = ACTS.get(str(act))
            if found is not None and found.on_clock:
                arguments = {name: value for name, value in command.payload.items()
                             if name != "act"}
                game.direct(str(act), command.at, **arguments)
    except EngineError as error:
        raise StoreError(f"The clock of this tournament does not replay: {error}") from None
    return game.clock
