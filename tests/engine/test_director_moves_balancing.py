"""Automatic balancing and the director's moves (issue 19 "Director acts"; the choice is
docs/decisions/director-moves-and-balancing.md): S7-24, the director's decisions are final,
so balancing (S7-23) moves someone else while anyone else can go; when a broken table, or a
table of nobody else, moves a player the director placed, the move says so."""

from __future__ import annotations

from tests.support.balancing import (
    broken_under_a_directors_move,
    director_moves,
    hand,
    live,
    moves,
    nobody_else_can_go,
    others,
    sizes,
)


def test_balancing_keeps_the_player_the_director_moved() -> None:
    """S7-24 over the S7-23 ruling: the director moves Ann (a player of the smaller table,
    before any hand at the larger) to the larger table, 8 against 5. After the next hand
    balancing moves a player from the larger table back, but not Ann: before this fix the
    mover was "the last seat" of a table with no deal yet, which is where Ann had just been
    seated, so balancing silently undid the director's move (failed before)."""
    tournament = live(13)
    assert sorted(sizes(tournament).values()) == [6, 7]
    small = min(tournament.tables, key=lambda n: len(tournament.tables[n].seats))
    large = next(number for number in tournament.tables if number != small)
    ann = others(tournament, small)[0]
    director_moves(tournament, [ann], large)
    assert sizes(tournament) == {large: 8, small: 5}
    moved = moves(hand(tournament, small))
    assert [(m.from_table, m.to_table, m.reason) for m in moved] == [(large, small, "balance")]
    assert moved[0].name != ann and moved[0].director_moved_from is None
    assert tournament.table_of[ann] == large
    assert sorted(sizes(tournament).values()) == [6, 7]  # S7-23 still holds


def test_a_broken_table_moves_the_directors_player_and_says_so() -> None:
    """S7-23: a table is broken up as soon as the others can seat its players, the one the
    director moved a player to as well; that move says the director had moved them there,
    and from where (PlayerMoved.director_moved_from)."""
    _, mover, source, small, events = broken_under_a_directors_move()
    moved = moves(events)
    assert [(m.from_table, m.reason, m.director_moved_from) for m in moved
            if m.name == mover and m.reason != "director"] == [(small, "break", source)]
    assert all(m.director_moved_from is None for m in moved if m.name != mover)


def test_balancing_moves_a_directors_player_only_when_nobody_else_can_go() -> None:
    """S7-23 over S7-24 when there is no choice: every player but the dealer at the larger
    table was moved there by the director, so one of them moves back, and the move says so:
    the table the director had moved them from."""
    tournament, events = nobody_else_can_go()
    last = moves(events)[-1]
    assert (last.from_table, last.to_table, last.reason, last.director_moved_from) == (
        1, 2, "balance", 2)
    assert sorted(sizes(tournament).values()) == [5, 6]
    # Every earlier move by balancing or a break overrode nobody.
    assert all(m.director_moved_from is None for m in moves(events)[:-1])
