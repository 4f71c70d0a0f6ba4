"""Stacked Series 7 tournaments in live mode (each hand's result set by the test) where
balancing meets the director's moves (S7-23, S7-24; docs/decisions/
director-moves-and-balancing.md): for the engine's tests and the director's console's."""

from __future__ import annotations

import random

from app.engine.events import Event
from app.engine.tournament.events import DirectorActed, PlayerMoved
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.series7.tournament import Series7Tournament


def live(players: int, seed: int = 1) -> Series7Tournament:
    """P00, P01... started at 0 s; hands are recorded by hand (record_hand)."""
    tournament = Series7Tournament(Series7Rules(), rng=random.Random(seed), live=True)
    for index in range(players):
        tournament.register(f"P{index:02d}")
    tournament.start(now=0.0)
    return tournament


def hand(tournament: Series7Tournament, table: int, busted: tuple[str, ...] = ()) -> list[Event]:
    """A hand at `table` in which the dealer wins every chip of `busted` (none: no change);
    what followed it."""
    seats = tournament.tables[table]
    chips = {seat.name: seat.chips for seat in seats.seats}
    for name in busted:
        chips[seats.dealer] += chips[name]
        chips[name] = 0
    return tournament.record_hand(table, chips)


def moves(events: list[Event]) -> list[PlayerMoved]:
    return [event for event in events if isinstance(event, PlayerMoved)]


def sizes(tournament: Series7Tournament) -> dict[int, int]:
    return {number: len(table.seats) for number, table in tournament.tables.items()}


def others(tournament: Series7Tournament, number: int) -> list[str]:
    """The players at table `number` but its dealer."""
    table = tournament.tables[number]
    return [seat.name for seat in table.seats if seat.name != table.dealer]


def director_moves(tournament: Series7Tournament, names: list[str], target: int) -> list[Event]:
    """The director moves each of `names` to `target`, at once (none deals or plays)."""
    events: list[Event] = []
    for name in names:
        acts = tournament.move_player(name, target, now=60.0)
        assert isinstance(acts[0], DirectorActed) and acts[0].act == "move", acts
        events += acts
    return events


def nobody_else_can_go() -> tuple[Series7Tournament, list[Event]]:
    """14 players at tables 1 and 2; after a hand and the director's moves, table 1 holds 7,
    every one but its dealer moved there by the director from table 2, and table 2 holds 4.
    Returns the tournament and every event since the start, the last hand's at the end:
    balancing must move one of the director's players back to table 2."""
    tournament = live(14)  # tables of 7 and 7
    first, second = sorted(tournament.tables)
    events = hand(tournament, second, busted=tuple(others(tournament, second)[:3]))
    assert sizes(tournament) == {first: 6, second: 5}  # 7 and 4, balanced
    there = others(tournament, second)
    gone = others(tournament, first)[:3]
    events += director_moves(tournament, gone, second)  # 3 and 8
    events += director_moves(tournament, there, first)  # 7 and 4
    events += director_moves(tournament, [name for name in others(tournament, first)
                                          if name not in there], second)  # 5 and 6
    events += director_moves(tournament, gone[:2], first)  # 7 and 4
    assert sizes(tournament) == {first: 7, second: 4}
    return tournament, events + hand(tournament, second)


def broken_under_a_directors_move() -> tuple[Series7Tournament, str, int, int, list[Event]]:
    """17 players at tables of 6, 6 and 5; the director moves a player (the mover) from a
    table of 6 (the source) to the table of 5 (the small one), which then loses two players
    and is broken up. Returns the tournament, the mover, the source, the small table and
    every event since the start."""
    tournament = live(17)
    assert sorted(sizes(tournament).values()) == [5, 6, 6]
    small = min(tournament.tables, key=lambda n: len(tournament.tables[n].seats))
    source = next(number for number in sorted(tournament.tables) if number != small)
    mover = others(tournament, source)[0]
    events = director_moves(tournament, [mover], small)
    out = tuple(name for name in others(tournament, small) if name != mover)[:2]
    events += hand(tournament, small, busted=out)
    assert small not in tournament.tables
    return tournament, mover, source, small, events
