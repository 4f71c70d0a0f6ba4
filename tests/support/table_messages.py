"""The host's messages to a seat at table 1, made by hand for the seat model's tests: a snapshot
of Ann, Bob and Cid with Ann dealing, and events as the host sends them."""

from __future__ import annotations

from typing import Any

from app.core.wire import event_to_dict
from app.engine.events import Event
from app.net import protocol as p

NAMES = ["Ann", "Bob", "Cid"]


def snapshot(chips: dict[str, int], **more: Any) -> p.Snapshot:
    """Table 1 with `chips`, Ann dealing; the standings as the host ranks them."""
    seats = [p.SeatRow(name=name, chips=chips[name], seat=index + 1)
             for index, name in enumerate(NAMES)]
    standings = sorted((p.StandingRow(name=name, chips=chips[name], place=None, table=1)
                        for name in NAMES), key=lambda row: (-row.chips, row.name))
    fields: dict[str, Any] = {"variant": "series7", "started": True, "over": False,
                              "tables": {1: seats}, "dealers": {1: "Ann"},
                              "standings": standings, "clock": None, "players": NAMES,
                              "now": 0.0}
    return p.Snapshot(**(fields | more))


def told(events: tuple[Event, ...] | list[Event], table: int | None = 1) -> p.Events:
    return p.Events(table=table, events=[event_to_dict(event) for event in events])
