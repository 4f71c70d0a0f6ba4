"""What a display that follows the hands is told, made for the TV page's tests (issue 23):
snapshots of a final, engine events redacted as the host redacts them for a display (C-11),
stacked shoes."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from app.core.wire import event_to_dict
from app.engine.cards import Card
from app.engine.events import Event
from app.engine.shoe import StackedShoe
from app.engine.tournament.events import MatchStarted
from app.net import protocol as p

if TYPE_CHECKING:
    from app.client.tv import TvBoard


def shoe(cards: str) -> StackedShoe:
    return StackedShoe([Card.parse(text) for text in cards.split()])


def told(events: Iterable[Event], table: int | None) -> p.Events:
    """As the host tells a display that follows the hands: face up only (C-11)."""
    return p.Events(table=table, events=[
        event_to_dict(e if e.visible_for(None) else e.redacted()) for e in events])


def level(minimum: int, maximum: int | None) -> p.Level:
    return p.Level(number=1, minimum=minimum, maximum=maximum, minutes=15)


def clock(at: p.Level) -> p.ClockState:
    return p.ClockState(now=0.0, started=True, paused=False, running=True, on_break=False,
                        level=at, next_level=at, remaining=900.0, break_remaining=None,
                        seconds_to_next_break=None, elapsed_play=0.0, changes_at=None,
                        rate=1.0)


def snapshot(variant: str, tables: dict[int, dict[str, int]],
             clock_state: p.ClockState | None = None,
             placed: dict[str, int] | None = None) -> p.Snapshot:
    chips = {name: count for seats in tables.values() for name, count in seats.items()}
    table_of = {name: number for number, seats in tables.items() for name in seats}
    standings = sorted((p.StandingRow(name=name, chips=count, place=None, table=table_of[name])
                        for name, count in chips.items()), key=lambda r: (-r.chips, r.name))
    standings += [p.StandingRow(name=name, chips=0, place=place, table=None)
                  for name, place in (placed or {}).items()]
    return p.Snapshot(
        variant=variant, started=True, over=False,
        tables={n: [p.SeatRow(name=name, chips=count, seat=i + 1)
                    for i, (name, count) in enumerate(seats.items())]
                for n, seats in tables.items()},
        dealers={n: next(iter(seats)) for n, seats in tables.items()}, standings=standings,
        clock=clock_state, players=list(chips), now=0.0)


def match_begun(board: TvBoard) -> TvBoard:
    """`board` told of a 10-hand final between Ann (table 1) and Bob (table 2), both on
    1,000 before their first hand (T10-2)."""
    board.apply(snapshot("tenhand", {1: {"Ann": 1000}, 2: {"Bob": 1000}}))
    board.apply(told([MatchStarted(room=1, players=("Ann", "Bob"),
                                   stacks={"Ann": 1000, "Bob": 1000}, hands=10,
                                   duplicate_deal=False)], None))
    return board
