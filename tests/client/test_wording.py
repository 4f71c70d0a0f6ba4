"""One wording of the game's events (app.client.wording), read by the replay, a table's log and the
director's log (tests/ui/test_director.py): it needs no Qt, and the logs say what `describe`
says."""

from __future__ import annotations

import subprocess
import sys

from app.client.table_state import TableState
from app.client.wording import describe, hand_result, is_tournament_event
from app.engine.actions import Action
from app.engine.cards import Card
from app.engine.events import (
    ActionTaken,
    BetSettled,
    CardDealt,
    Event,
    HandEnded,
    HandSplit,
    HandStarted,
    HandVoided,
    Outcome,
)
from app.engine.rules import Variant
from app.engine.tournament.events import (
    PlayerEliminated,
)
from app.net import protocol as p
from app.net.wire import event_to_dict

MINUS = "\u2212"


def test_the_wording_imports_no_qt() -> None:
    """The engine's words are read headless too (DESIGN.md: no Qt below the views)."""
    probe = ("import sys, app.client.wording; "
             "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]", f"app.client.wording loads Qt: {result.stdout}"


def test_hand_events_in_words() -> None:
    started = HandStarted(dealer="Cleo", players=("Ann", "Bob"),
                          stacks={"Ann": 500, "Bob": 500, "Cleo": 500})
    assert describe(started, ["Ann", "Bob", "Cleo"]) == "New hand: Cleo deals"
    assert describe(started, ["Ann", "Bob"]) == "New hand: the house deals"  # T10: the house
    assert describe(started, [], hand_number=4) == "Hand 4 starts: Cleo deals"
    assert describe(ActionTaken(seat="Bix", hand=0, action=Action.HIT)) == "Bix hits"
    assert describe(ActionTaken(seat="Bix", hand=1, action=Action.STAND)) == \
        "Bix (hand 2) stands"
    assert describe(ActionTaken(seat="Tess", hand=0, action=Action.RAISE, amount=100)) == \
        "Tess raises to 100"  # BJX-5: to a total
    assert describe(ActionTaken(seat="Tess", hand=0, action=Action.TURN_UP, amount=1)) == \
        "Tess shows card 2"
    assert describe(HandSplit(seat="Ann", hand=0, new_hand=1)) == \
        "Ann's hand 1 becomes hands 1 and 2"
    assert describe(CardDealt(seat="Ann", hand=0, card=Card.parse("AS"), face_up=True)) == \
        "Ann is dealt A\u2660"


def test_settlements_in_words() -> None:
    def settled(outcome: Outcome, returned: int = 0, collected: int = 0, won: int = 0,
                insurance: bool = False) -> str:
        return describe(BetSettled(seat="Gus", hand=0, outcome=outcome, returned=returned,
                                   collected=collected, won=won, dealer="Cleo",
                                   insurance=insurance))

    assert settled(Outcome.WIN, returned=50, won=50) == "Gus wins 50"
    assert settled(Outcome.NATURAL, returned=50, won=75) == "Gus wins 75 with a natural"
    assert settled(Outcome.BUST, collected=50) == "Gus loses 50 (bust)"
    assert settled(Outcome.LOSE, collected=1_500) == "Gus loses 1,500"
    assert settled(Outcome.PUSH, returned=50) == "Gus: push, 50 back"
    assert settled(Outcome.INSURANCE_WON, returned=25, won=50, insurance=True) == \
        "Gus wins 50 on insurance"
    # A natural against the dealer's comes back whole: no loss of nothing.
    assert settled(Outcome.DEALER_NATURAL, returned=50) == "Gus: dealer natural, 50 back"


def test_the_end_of_a_hand_in_words() -> None:
    ended = HandEnded(net={"Ann": -25, "Bob": -25, "Cid": 75, "Dee": -25, "Eve": 0},
                      stacks={})
    assert describe(ended) == f"Hand over: Cid +75, Ann {MINUS}25, Bob {MINUS}25, Dee {MINUS}25"
    assert describe(HandEnded(net={"Ann": 0}, stacks={})) == "Hand over: no chips changed hands"
    assert describe(HandVoided(stacks={})) == "Hand voided: every bet goes back"
    assert describe(PlayerEliminated(seat="Bob", place=7)) == "Bob is out in place 7"  # C-12


def test_the_tournament_events_the_director_sees_in_words(
        tournament_words: list[tuple[Event, str]]) -> None:
    for event, words in tournament_words:
        assert is_tournament_event(event), event
        assert describe(event) == words
    assert not is_tournament_event(ActionTaken(seat="Bix", hand=0, action=Action.HIT))
    assert not is_tournament_event(HandEnded(net={}, stacks={}))


def seated_table() -> TableState:
    """A seat's state at a table of three players, Cleo dealing."""
    state = TableState(me="Gus")
    seats = [p.SeatRow(name=name, chips=500, seat=index + 1)
             for index, name in enumerate(["Gus", "Bix", "Cleo"])]
    state.apply(p.Snapshot(variant=Variant.SERIES7, started=True, over=False, tables={1: seats},
                           dealers={1: "Cleo"},
                           standings=[p.StandingRow(name=seat.name, chips=500, place=None,
                                                    table=1) for seat in seats],
                           clock=None, players=["Gus", "Bix", "Cleo"], now=0.0))
    return state


def test_a_tables_log_says_what_describe_says() -> None:
    """The table's log and the replay word a hand alike; the felt keeps its short label."""
    state = seated_table()
    players = ["Gus", "Bix", "Cleo"]
    logged: list[Event] = [
        HandStarted(dealer="Cleo", players=("Gus", "Bix"),
                    stacks={"Gus": 500, "Bix": 500, "Cleo": 500}),
        ActionTaken(seat="Bix", hand=0, action=Action.HIT),
        ActionTaken(seat="Gus", hand=0, action=Action.STAND),
        BetSettled(seat="Gus", hand=0, outcome=Outcome.WIN, returned=50, collected=0, won=50,
                   dealer="Cleo"),
        BetSettled(seat="Bix", hand=0, outcome=Outcome.BUST, returned=0, collected=50, won=0,
                   dealer="Cleo"),
        HandEnded(net={"Gus": 50, "Bix": -50, "Cleo": 0},
                  stacks={"Gus": 550, "Bix": 450, "Cleo": 500}),
    ]
    unlogged = CardDealt(seat="Gus", hand=0, card=Card.parse("TS"), face_up=True)
    state.apply(p.Events(table=1, events=[event_to_dict(logged[0]), event_to_dict(unlogged),
                                          *(event_to_dict(event) for event in logged[1:])]))
    assert state.log == [describe(event, players) for event in logged]
    assert state.log[1:4] == ["Bix hits", "Gus stands", "Gus wins 50"]
    gus = state.seat("Gus")
    assert gus is not None and hand_result(gus.hands[0]) == "won 50"  # the felt's label
