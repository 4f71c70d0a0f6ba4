"""Series 7 places with late entries (C-12, S7-3; issue 18 finding 3)."""

from __future__ import annotations

import random

from app.engine.events import Event
from app.engine.rules import BetLevel, Series7Rules
from app.engine.tournament.events import (
    PlacesRevised,
    PlayerEliminated,
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
