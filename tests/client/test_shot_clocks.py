"""The clocks a seat sees, in the one seat model (TableState): whom the host waits for at the
table and for how long (issue 19: the acting seat's shot clock), and every clock stopped while
the host cannot be reached, going on from the host's own time when it is back."""

from __future__ import annotations

import time

from app.client.felt_text import seat_description, shot_clock_colour, shot_clock_text
from app.client.table_state import TableSeat, TableState
from app.core.wire import event_to_dict
from app.engine.actions import Action
from app.engine.events import ActionTaken, Event, HandStarted
from app.net import protocol as p


def told(state: TableState, event: Event) -> None:
    state.apply(p.Events(table=1, events=[event_to_dict(event)]))


def seated() -> TableState:
    state = TableState(me="Ann", table=1, seats=[TableSeat("Ann"), TableSeat("Bob")],
                       dealer="Ann")
    state.hand.players, state.hand.in_play = ("Bob",), True
    return state


def test_the_seat_the_host_waits_for_has_its_seconds_left() -> None:
    """A `waiting` for this table names the seats with a clock; another table's is not ours;
    the seconds are in the host's time (less our offset from it) and never below 0."""
    state = seated()
    now = 1000.0
    state.apply(p.Waiting(table=2, seats=["Cid"], deadline=now + 9))
    assert state.waiting is None
    state.apply(p.Waiting(table=1, seats=["Bob"], deadline=now + 9))
    assert state.seconds_waited("Bob", now) == 9.0 and state.seconds_waited("Ann", now) is None
    state.host_offset = 2.0  # the host's clock is 2 s ahead of ours
    assert state.seconds_waited("Bob", now) == 7.0
    assert state.seconds_waited("Bob", now + 60) == 0.0
    assert "their turn to play" in seat_description(state, state.seats[1])


def test_a_seat_that_has_acted_or_a_hand_dealt_stops_its_clock() -> None:
    """The clock runs while the host waits, no longer: not after the seat acted, not once the
    bets are in and the hand is dealt; nobody waited for (no seats) is no clock at all."""
    state = seated()
    state.apply(p.Waiting(table=1, seats=["Bob", "Cid"], deadline=10.0))
    told(state, HandStarted(dealer="Ann", players=("Bob",), stacks={"Ann": 4000, "Bob": 4000}))
    assert state.waiting is None
    state.apply(p.Waiting(table=1, seats=["Bob"], deadline=10.0))
    told(state, ActionTaken(seat="Bob", hand=0, action=Action.STAND))
    assert state.waiting is None
    state.apply(p.Waiting(table=1, seats=[], deadline=0.0))
    assert state.waiting is None
    state.apply(p.Waiting(table=1, seats=["Bob"], deadline=10.0))
    told(state, ActionTaken(seat="Ann", hand=0, action=Action.DEALER_STAND))
    assert state.waiting is not None  # another seat's action: Bob is still waited for


def test_the_shot_clock_in_words_and_colours() -> None:
    assert [shot_clock_text(left) for left in (12.0, 0.2, 0.0)] == \
        ["12 s left", "1 s left", "0 s left"]
    assert [shot_clock_colour(left) for left in (12.0, 10.0, 6.0, 5.0, 0.0)] == \
        ["", "#e8a317", "#e8a317", "#e03c31", "#e03c31"]


def test_the_clocks_stop_while_the_host_is_out_of_reach_and_go_on_from_its_time() -> None:
    """From the moment the host is lost, neither the level clock nor a shot clock falls; the
    host's next snapshot brings its time again, and the clocks run from there."""
    state = seated()
    state.apply(p.Waiting(table=1, seats=["Bob"], deadline=time.time() + 20))
    state.clock_received = time.monotonic() - 5
    state.host_lost()
    elapsed, left = state.clock_elapsed(time.monotonic()), state.seconds_waited("Bob", time.time())
    assert left is not None
    later = 30.0
    assert state.clock_elapsed(time.monotonic() + later) == elapsed
    assert state.seconds_waited("Bob", time.time() + later) == left
    first = state.stopped
    state.host_lost()  # still out of reach: stopped where it was first lost
    assert state.stopped == first
    state.apply(p.Snapshot(variant=state.variant, started=True, over=False, tables={},
                           dealers={}, standings=[], clock=None, players=[], now=0.0))
    assert state.stopped is None
    assert state.clock_elapsed(time.monotonic() + later) >= later
