import os
from collections.abc import Callable

import pytest

from app.client.table_state import TableState
from app.core.wire import event_to_dict
from app.engine.cards import Card
from app.engine.events import Event
from app.engine.rules import Variant
from app.engine.shoe import StackedShoe
from app.engine.tournament.events import (
    DirectorActed,
    FinalTableFormed,
    KnockoutRoundDrawn,
    LateEntered,
    PlacesRevised,
    PlayerEliminated,
    PlayerMoved,
    PlayerRegistered,
    TableAdded,
    TableBroken,
    TournamentEnded,
)
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules
from app.net import protocol as p
from tests.support import browser

# Before anything imports Qt: tests run headless unless a person asks for another platform.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test that starts a real browser is marked `browser` (`make check` leaves it out),
    whether it says so or asks for a browser's fixture; skipped where there is none."""
    for item in items:
        if browser.BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(browser.needs_browser)
        if browser.MISSING and item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.skip(reason=browser.MISSING))


@pytest.fixture
def tournament_words() -> list[tuple[Event, str]]:
    """Every tournament-level event the director's log shows, with its words: checked by the
    wording's tests (tests/client) and the director's console's (tests/ui)."""
    return [

        (PlayerRegistered(name="Ann", waitlisted=False, position=3), "Ann is registered"),
        # S7-2: a full field puts the player on the waiting list.
        (PlayerRegistered(name="Cid", waitlisted=True, position=1),
         "Cid is on the waiting list, number 1"),
        # S7-3: a late entry's penalty comes off its stack.
        (LateEntered(name="Lena", table=2, seat=4, penalty=500, chips=3_500),
         "Lena enters late at table 2 seat 4 with 3,500 chips (penalty 500)"),
        # S7-23, S7-10: a move, announced with its reason.
        (PlayerMoved(name="Bob", from_table=3, from_seat=5, to_table=1, to_seat=2,
                     reason="balance"),
         "Bob: table 3 seat 5 \u2192 table 1 seat 2 (balance)"),
        # S7-24: every act of the director is recorded, and said.
        (DirectorActed(act="move", detail="Bob: table 3 seat 5 \u2192 table 1 seat 2", at=0.0),
         "The director moves Bob: table 3 seat 5 \u2192 table 1 seat 2"),
        # S7-24: a move of a player in the hand in play, or who deals next, waits for its end.
        (DirectorActed(act="move_queued",
                       detail="Bob to table 1 once the hand in play at table 3 is over", at=0.0),
         "The director will move Bob to table 1 once the hand in play at table 3 is over "
         "(queued)"),
        (DirectorActed(act="move_dropped", detail="Bob to table 1: table 1 was broken up",
                       at=0.0),
         "The director's queued move is dropped: Bob to table 1: table 1 was broken up"),
        (DirectorActed(act="void", detail="table 2", at=0.0),
         "The director voids the hand at table 2"),
        (DirectorActed(act="sudden_death", detail="heads-up", at=0.0),
         "The director declares sudden death (heads-up)"),
        (DirectorActed(act="refused_seat", detail="Bob", at=0.0),
         "The director rules Bob out for refusing the assigned seat"),
        (DirectorActed(act="cancel", detail="power cut", at=0.0),
         "The director cancels the tournament: power cut"),
        (DirectorActed(act="new_act", detail="as recorded", at=0.0),
         "The director: new act as recorded"),
        (PlayerEliminated(seat="Bob", place=7, table=2), "Bob is out in place 7"),
        (TableBroken(table=3), "Table 3 is broken up"),
        (FinalTableFormed(table=1, players=("Ann", "Bob")), "The final table is table 1"),
        # S7-3: every table was full, so a late entry opens one.
        (TableAdded(table=4, late_entry="Lena"), "Table 4 opens for Lena's late entry"),
        # C-12: a late entry after eliminations moves those out down one place.
        (PlacesRevised(places={"Bob": 13, "Cid": 12}, late_entry="Lena"),
         "With Lena's late entry, the places of those out are now: Cid 12, Bob 13"),
        # T10-14: rooms of two in the order drawn; the odd player out waits.
        (KnockoutRoundDrawn(round=2, players=("Ann", "Bob", "Cid", "Dee"), bye="Eve",
                            byes={"Ann": 0, "Bob": 0, "Cid": 1, "Dee": 0, "Eve": 1}),
         "Round 2 is drawn: Ann v Bob, Cid v Dee; Eve waits for the next round (a bye)"),
        # S7-5: one player holds every chip; a cancelled tournament has no winner.
        (TournamentEnded(winner="Ann", reason="holds every chip"),
         "The tournament is over: Ann wins (holds every chip)"),
        (TournamentEnded(winner=None, reason="cancelled: power cut"),
         "The tournament is over with no winner (cancelled: power cut)"),
    ]


@pytest.fixture
def tenhand_state() -> Callable[[int, int, int], TableState]:
    """A seat's state asked to play at a 10-hand table (the advice's tests, in tests/client,
    and the table's, in tests/ui): called with the stack, the rival's and the hands left."""
    return _tenhand_state


def _tenhand_state(stack: int, rival: int, hands_left: int) -> TableState:
    """Tess holds A,2 against a 2 at her own 10-hand table, her hand's bet 10."""
    state = TableState(me="Tess")
    state.apply(p.Snapshot(variant=Variant.TENHAND, started=True, over=False,
                           tables={1: [p.SeatRow(name="Tess", chips=stack, seat=1)]},
                           dealers={1: "house"}, standings=[], clock=None,
                           players=["Tess", "Rob"], now=0.0))
    state.apply(p.BetRequest(table=1, hand=1, seat="Tess", low=10, high=stack, step=1,
                             deadline=0.0, rivals={"Rob": rival}, hands_left=hands_left,
                             match_hands=10))
    state.answered()
    deck = [Card.parse(text) for text in ("AS", "2D", "2H", "9C", "3S")]
    round_ = TenHandRound(TenHandRules(), StackedShoe(deck), player=("Tess", stack))
    events = round_.start({"Tess": 10})
    state.apply(p.Events(table=1, events=[event_to_dict(e.redacted() if not e.visible_for(
        "Tess") else e) for e in events]))
    decision = round_.decision()
    assert decision is not None
    state.apply(p.DecisionRequest(
        decision=1, table=1, seat="Tess", kind=decision.kind.value,
        actions=sorted(a.value for a in decision.actions), ranges={}, deadline=0.0))
    return state
