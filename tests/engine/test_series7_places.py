"""Series 7 places, the waiting list and late seats (C-12, S7-1, S7-2, S7-3; issue 18 findings
3 to 5)."""

from __future__ import annotations

import random

import pytest

from app.engine.errors import IllegalAction
from app.engine.events import Event
from app.engine.rules import BetLevel, Series7Rules
from app.engine.tournament.events import (
    FirstDealerDrawn,
    LateEntered,
    PlacesRevised,
    PlayerEliminated,
    PlayerMoved,
    PlayerRegistered,
    TableAdded,
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


# ---- finding 5: a late seat when every table is full (S7-3, S7-23) --------------------------


def test_a_late_entry_when_every_table_is_full_opens_a_new_table() -> None:
    """S7-3, S7-23, S7-6 (issue 18, finding 5): 16 players on two full tables of 8; a late
    entry opens table 3, pays 5 x the level's maximum (the table has had no hand), and the
    tables are balanced into it; its first dealer is drawn by high card. Before: "Every table
    is full; open a table before a late entry"."""
    tournament = live(16)
    assert sorted(len(t.seats) for t in tournament.tables.values()) == [8, 8]
    assert tournament.late_entry_terms("Lat", 60.0, LEVEL) == (3, 5 * 50)
    events = tournament.late_entry("Lat", now=60.0, level=LEVEL)
    assert events[0] == TableAdded(table=3, late_entry="Lat")
    assert events[1] == LateEntered(name="Lat", table=3, seat=1, penalty=250, chips=3750)
    moves = [e for e in events if isinstance(e, PlayerMoved)]
    assert moves and all(e.to_table == 3 and e.reason == "balance" for e in moves)
    assert sorted(len(t.seats) for t in tournament.tables.values()) == [5, 6, 6]
    (drawn,) = [e for e in events if isinstance(e, FirstDealerDrawn)]
    assert drawn.table == 3 and tournament.tables[3].dealer == drawn.dealer
    assert 3 in tournament.playable_tables()
    assert tournament.chips_in_play() + tournament.removed_chips == 17 * 4000  # C-6


def test_a_new_table_takes_a_number_never_used_before() -> None:
    """S7-3: table 1 is broken up (S7-23) once table 2 can seat its players; with table 2
    full, a late entry opens table 3, not table 1 again."""
    tournament = live(10)
    small = min(tournament.tables, key=lambda n: len(tournament.tables[n].seats))
    seated = tournament.tables[small].names()
    dealer = tournament.tables[small].dealer
    bust(tournament, small, *[name for name in seated if name != dealer][:2])
    assert list(tournament.tables) == [3 - small] and len(tournament.tables[3 - small].seats) == 8
    events = tournament.late_entry("Lat", now=60.0, level=BetLevel(50, 100))
    assert TableAdded(table=3, late_entry="Lat") in events
    assert sorted(tournament.tables) == [3 - small, 3]
    assert next(e for e in events if isinstance(e, LateEntered)).penalty == 500


def test_a_final_table_split_by_a_late_entry_forms_again() -> None:
    """S7-23, S7-3: a full final table of 8 takes a late entry at a new table 2; once the two
    tables fit at one again, the final table is announced again."""
    tournament = live(8)
    assert [type(e).__name__ for e in tournament.log].count("FinalTableFormed") == 1
    events = tournament.late_entry("Lat", now=60.0, level=LEVEL)
    assert TableAdded(table=2, late_entry="Lat") in events
    assert sorted(len(t.seats) for t in tournament.tables.values()) == [4, 5]
    small = min(tournament.tables, key=lambda n: len(tournament.tables[n].seats))
    table = tournament.tables[small]
    events = bust(tournament, small, next(n for n in table.names() if n != table.dealer))
    assert [type(e).__name__ for e in events][-1] == "FinalTableFormed"
    assert len(tournament.tables) == 1


def test_late_entry_is_refused_only_after_the_time_or_for_the_whole_stack() -> None:
    """S7-3: with every table full, the refusals left are the 30 minutes and a penalty that
    would take the whole starting stack."""
    tournament = live(16)
    with pytest.raises(IllegalAction, match="closed 30 minutes"):
        tournament.late_entry("Lat", now=31 * 60.0, level=LEVEL)
    with pytest.raises(IllegalAction, match="whole starting stack"):
        tournament.late_entry("Lat", now=60.0, level=BetLevel(400, 800))
    assert len(tournament.tables) == 2 and "Lat" not in tournament.field
