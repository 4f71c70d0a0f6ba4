"""Series 7 places with late entries and the waiting list after the start (C-12, S7-1, S7-2,
S7-3; issue 18 findings 3 and 4)."""

from __future__ import annotations

import random

import pytest

from app.engine.errors import IllegalAction
from app.engine.events import Event
from app.engine.rules import BetLevel, Series7Rules
from app.engine.tournament.events import (
    PlacesRevised,
    PlayerEliminated,
    PlayerRegistered,
)
from app.engine.tournament.series7 import Series7Tournament

LEVEL = BetLevel(25, 50)


def live(players: int, seed: int = 1, **options: int) -> Series7Tournament:
    tournament = Series7Tournament(Series7Rules(**options), rng=random.Random(seed), live=True)
    for index in range(players):
        tournament.register(f"P{index:02d}")
    tournament.start(now=0.0)
    return tournament


def bust(tournament: Series7Tournament, table: int, *out: str) -> list[Event]:
    """Live mode: a hand at `table` after which the players `out` have no chips; theirs go
    to the first other player seated there."""
    chips = {seat.name: seat.chips for seat in tournament.tables[table].seats}
    winner = next(name for name in chips if name not in out)
    for name in out:
        chips[winner] += chips[name]
        chips[name] = 0
    return tournament.record_hand(table, chips)


# ---- finding 3: places with late entries after eliminations (C-12) ------------------------


def test_a_late_entry_after_an_elimination_moves_those_out_down_one_place() -> None:
    """C-12, S7-3 (issue 18, finding 3): of 12, the first out is 12th; a late entry makes the
    field 13, so that player is 13th and the next out, on a later hand, 12th. Before, both
    were 12th and nobody was 13th."""
    tournament = live(12)
    first = tournament.tables[1].names()[1]
    (out,) = [e for e in bust(tournament, 1, first) if isinstance(e, PlayerEliminated)]
    assert out.place == 12
    events = tournament.late_entry("Lat", now=60.0, level=LEVEL)
    second = tournament.tables[2].names()[1]
    (out,) = [e for e in bust(tournament, 2, second) if isinstance(e, PlayerEliminated)]
    assert out.place == 12
    assert tournament.places == {first: 13, second: 12}
    rows = {row["name"]: row["place"] for row in tournament.results()}
    assert rows[first] == 13 and rows[second] == 12
    # The record says so: the places of those already out, as the late entry made them.
    revised = [e for e in events if isinstance(e, PlacesRevised)]
    assert [(dict(e.places), e.late_entry) for e in revised] == [({first: 13}, "Lat")]


def test_players_out_on_one_hand_keep_their_order_and_ties_after_a_late_entry() -> None:
    """C-12: out on one hand, more chips at its start finish better, equal counts share the
    better place; a late entry moves the whole group down one, ties kept."""
    tournament = live(6)
    table = tournament.tables[1]
    a, b, c, keep = table.names()[:4]
    chips = {seat.name: seat.chips for seat in table.seats}
    chips[a], chips[b], chips[c] = 3000, 3000, 2000  # a, b equal; c fewer
    chips[keep] += 4000
    tournament.record_hand(1, chips)
    chips = {seat.name: seat.chips for seat in table.seats}
    chips[keep] += chips[a] + chips[b] + chips[c]
    chips[a] = chips[b] = chips[c] = 0
    out = {e.seat: e.place for e in tournament.record_hand(1, chips)
           if isinstance(e, PlayerEliminated)}
    assert out == {a: 4, b: 4, c: 6}
    tournament.late_entry("Lat", now=60.0, level=LEVEL)
    assert {name: tournament.places[name] for name in out} == {a: 5, b: 5, c: 7}


# ---- finding 4: the waiting list after the start (S7-2) ----------------------------------


def test_a_newcomer_turned_away_by_a_full_field_after_the_start_waits_in_line() -> None:
    """S7-1, S7-2 (issue 18, finding 4): once a full field has started, a newcomer is put on
    the waiting list, by a late entry or a registration, in order. Before, "The tournament is
    full" and no waiting-list entry."""
    tournament = live(4, field_max=4)
    (event,) = tournament.late_entry("Eve", now=60.0, level=LEVEL)
    assert event == PlayerRegistered(name="Eve", waitlisted=True, position=1)
    assert tournament.register("Fay") == PlayerRegistered(name="Fay", waitlisted=True,
                                                          position=2)
    assert tournament.waitlist == ["Eve", "Fay"] and "Eve" not in tournament.field
    with pytest.raises(IllegalAction, match="already registered"):
        tournament.late_entry("Eve", now=60.0, level=LEVEL)
    # After the 30 minutes of late entry, a full field still turns newcomers to the list.
    tournament.late_entry("Gus", now=45 * 60.0, level=LEVEL)
    assert tournament.waitlist == ["Eve", "Fay", "Gus"]


def test_a_field_with_room_still_refuses_registration_after_the_start() -> None:
    """S7-3: after the start a newcomer to a field with room enters late, not by registering."""
    tournament = live(4, field_max=6)
    with pytest.raises(IllegalAction, match="use late entry"):
        tournament.register("Eve")
    assert tournament.waitlist == []
