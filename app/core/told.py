"""An event and where it belongs: what a command of the game (app/core/game.py) and a
director's act (app/core/director_acts.py) hand back for the host to tell."""

from __future__ import annotations

from dataclasses import dataclass

from app.engine.events import Event


@dataclass(frozen=True, slots=True)
class Told:
    """An event and where it belongs: a table's hand, or the whole tournament (None)."""

    table: int | None
    event: Event


def to_all(events: list[Event]) -> list[Told]:
    """Events of the whole tournament."""
    return [Told(None, event) for event in events]
