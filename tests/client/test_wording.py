"""One wording of the game's events (app.client.wording), read by the replay, a table's log and the
director's log (tests/ui/test_director.py): it needs no Qt, and the logs say what `describe`
says."""

from __future__ import annotations

import subprocess
import sys

from app.client.table_state import TableState
from app.client.wording import (
    decision_prompt,
    describe,
    hand_result,
)
from app.core.tournament_words import is_tournament_event
from app.core.wire import event_to_dict
from app.engine.actions import Action, DecisionKind
from app.engine.cards import Card
from app.engine.events import (
    ActionTaken,
    BetKind,
    BetPlaced,
    BetSettled,
    CardDealt,
    CardTurned,
    Event,
    HandEnded,
    HandSplit,
    HandStarted,
    HandVoided,
    Outcome,
)
from app.engine.rules import Variant
from app.engine.seat_view import HandView
from app.engine.tournament.events import (
    PlayerEliminated,
)
from app.net import protocol as p

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
        "Tess shows card 2"  # where the card turned up is not known
    # BJX-4, in a seat's log: the card (issue 38: "You show card 2").
    shown = ActionTaken(seat="Tess", hand=0, action=Action.TURN_UP, amount=1)
    nine = Card.parse("9S")
    assert describe(shown, me="Tess", drawn=(nine, None)) == "You show 9\u2660"
    assert describe(shown, me="Ann", drawn=(nine, None)) == "Tess shows 9\u2660"
    assert describe(HandSplit(seat="Ann", hand=0, new_hand=1)) == \
        "Ann's hand splits into hands 1 and 2"
    assert describe(HandSplit(seat="Ann", hand=1, new_hand=2)) == \
        "Ann's hand 2 splits into hands 2 and 3"  # a re-split
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


def seated_table(me: str = "Gus") -> TableState:
    """A seat's state at a table of three players, Cleo dealing."""
    state = TableState(me=me)
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
    assert state.log == [describe(event, players, me="Gus") for event in logged]
    assert state.log[1:4] == ["Bix hits", "You stand", "You win 50"]  # Gus's own log
    gus = state.seat("Gus")
    assert gus is not None and hand_result(gus.hands[0]) == "won 50"  # the felt's label


def test_your_own_seat_is_said_as_you() -> None:
    """Issue 19: "You hit", "You win 50", not "You hits", "You wins"; and your split."""
    def mine(event: Event) -> str:
        return describe(event, me="Tess")

    assert mine(ActionTaken(seat="Tess", hand=0, action=Action.HIT)) == "You hit"
    assert mine(ActionTaken(seat="Tess", hand=0, action=Action.STAND)) == "You stand"
    assert mine(ActionTaken(seat="Tess", hand=1, action=Action.DOUBLE)) == \
        "You (hand 2) double down"
    assert mine(ActionTaken(seat="Tess", hand=0, action=Action.RAISE, amount=1_600)) == \
        "You raise to 1,600"
    assert mine(ActionTaken(seat="Tess", hand=0, action=Action.INSURANCE)) == \
        "You take insurance"
    assert mine(BetPlaced(seat="Tess", hand=0, kind=BetKind.BLIND, amount=1_000)) == \
        "You post a blind of 1,000"
    assert mine(HandSplit(seat="Tess", hand=0, new_hand=1)) == \
        "Your hand splits into hands 1 and 2"
    assert mine(CardDealt(seat="Tess", hand=0, card=Card.parse("AS"), face_up=True)) == \
        "You are dealt A\u2660"
    assert mine(PlayerEliminated(seat="Tess", place=2)) == "You are out in place 2"
    won = BetSettled(seat="Tess", hand=0, outcome=Outcome.WIN, returned=1_600, collected=0,
                     won=1_600, dealer="Cleo")
    assert mine(won) == "You win 1,600"
    lost = BetSettled(seat="Tess", hand=0, outcome=Outcome.BUST, returned=0, collected=50,
                      won=0, dealer="Cleo")
    assert mine(lost) == "You lose 50 (bust)"
    assert describe(lost) == "Tess loses 50 (bust)"  # another seat's log
    started = HandStarted(dealer="Tess", players=("Ann",), stacks={"Ann": 500, "Tess": 500})
    assert describe(started, ["Ann", "Tess"], me="Tess") == "New hand: you deal"


def test_a_hit_is_logged_with_its_card_and_total() -> None:
    """Issue 19: "Ann hits: 7\u2663, total 15": the card and the new total with the action, as
    the seat's view knows them; a soft total and a bust said so; a card unseen, not named."""
    state = seated_table()
    started = HandStarted(dealer="Cleo", players=("Gus", "Bix"),
                          stacks={"Gus": 500, "Bix": 500, "Cleo": 500})
    events: list[Event] = [started]
    for seat, cards in (("Gus", "5D 3H"), ("Bix", "9S AC")):
        events += [CardDealt(seat=seat, hand=0, card=Card.parse(text), face_up=True)
                   for text in cards.split()]
    events += [ActionTaken(seat="Gus", hand=0, action=Action.HIT),
               CardDealt(seat="Gus", hand=0, card=Card.parse("7C"), face_up=True),
               ActionTaken(seat="Bix", hand=0, action=Action.HIT),
               CardDealt(seat="Bix", hand=0, card=Card.parse("6S"), face_up=True),
               ActionTaken(seat="Bix", hand=0, action=Action.HIT),
               CardDealt(seat="Bix", hand=0, card=Card.parse("KS"), face_up=True),
               ActionTaken(seat="Gus", hand=0, action=Action.DOUBLE),
               CardDealt(seat="Gus", hand=0, card=Card.parse("9H"), face_up=False).redacted(),
               ActionTaken(seat="Gus", hand=0, action=Action.STAND)]
    state.apply(p.Events(table=1, events=[event_to_dict(event) for event in events]))
    assert state.log[1:] == ["You hit: 7\u2663, total 15", "Bix hits: 6\u2660, total 16",
                             "Bix hits: K\u2660, bust with 26", "You double down",
                             "You stand"]
    state.apply(p.Events(table=1, events=[event_to_dict(ActionTaken(
        seat="Bix", hand=0, action=Action.HIT))]))  # its card in the next message: said alone
    assert state.log[-1] == "Bix hits"


def test_the_card_a_bjx_dealer_shows_is_named_in_the_log() -> None:
    """BJX-4: the dealer looks at two cards and turns one up; the log names the card shown
    (issue 38: it said "You show card 2"), in the dealer's log and the others'."""
    events: list[Event] = [
        HandStarted(dealer="Gus", players=("Bix",), stacks={"Gus": 500, "Bix": 500}),
        ActionTaken(seat="Gus", hand=0, action=Action.TURN_UP, amount=1),
        CardTurned(seat="Gus", hand=0, index=1, card=Card.parse("9S"))]
    for me, said in (("Gus", "You show 9\u2660"), ("Bix", "Gus shows 9\u2660")):
        state = seated_table(me)
        state.apply(p.Events(table=1, events=[event_to_dict(event) for event in events]))
        assert state.log[-1] == said


def hand(*cards: str, from_split: bool = False) -> HandView:
    return HandView(cards=[Card.parse(text) for text in cards], from_split=from_split)


def test_the_prompt_says_what_is_legal_and_names_the_hand() -> None:
    """Issue 19: the prompt is built from the legal actions of the request, never a fixed
    "hit, stand\u2026"; split aces offer only what the rules allow; a hand of several is named."""
    aces = [hand("AS", "6D", from_split=True), hand("AH", from_split=True)]
    assert decision_prompt(DecisionKind.PLAY, [Action.STAND, Action.DOUBLE], aces, 0) == \
        "Split aces: stand or double down (hand 1 of 2, soft 17)"
    three = [hand("8S", "3D", from_split=True), hand("8H", "9C", from_split=True),
             hand("8D", from_split=True)]
    assert decision_prompt(DecisionKind.PLAY, [Action.HIT, Action.STAND], three, 1) == \
        "Your hand: hit or stand (hand 2 of 3, 17)"
    one = [hand("TS", "6D")]
    assert decision_prompt(DecisionKind.PLAY, [Action.HIT, Action.STAND, Action.DOUBLE,
                                               Action.SURRENDER], one) == \
        "Your hand: hit, stand, double down or surrender (16)"
    assert decision_prompt(DecisionKind.BET_ROUND, [Action.CHECK, Action.FOLD], one) == \
        "Second betting round: check or fold"
    assert decision_prompt(DecisionKind.INSURANCE, [Action.EVEN_MONEY, Action.NO_INSURANCE],
                           one) == "The dealer shows an ace: take even money or decline insurance"
    assert decision_prompt(DecisionKind.DEALER_PLAY, [Action.DEALER_HIT, Action.DEALER_STAND],
                           [], dealer=hand("AS", "6D")) == "You deal (soft 17): hit or stand"
