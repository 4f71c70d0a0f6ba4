"""The table around the hand (app/client/table_state.py): what the window showed wrong while it
kept a copy of its own of a seat's view, each case now as the host's messages make it."""

from __future__ import annotations

import time

from app.client.table_state import TableState
from app.engine.actions import Action
from app.engine.cards import Card
from app.engine.events import HandEnded
from app.engine.rules import BetLevel, Variant
from app.engine.shoe import StackedShoe
from app.engine.variants.series7.round import Series7Round
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from tests.support.table_messages import NAMES, snapshot, told


def series7(deck: str) -> Series7Round:
    """A hand at the table, Ann dealing to Bob and Cid, from a stacked deck."""
    return Series7Round(Series7Rules(), StackedShoe([Card.parse(word) for word in deck.split()]),
                        level=BetLevel(25, 50), dealer=("Ann", 4000),
                        players=[("Bob", 4000), ("Cid", 4000)])


def bob_at_a_hand(deck: str) -> tuple[TableState, Series7Round]:
    """Bob's state at the table, a hand started."""
    state = TableState(me="Bob")
    state.apply(snapshot(dict.fromkeys(NAMES, 4000)))
    round_ = series7(deck)
    state.apply(told(round_.start({"Bob": 50, "Cid": 25})))
    return state, round_


def test_the_standings_follow_the_chips_as_each_hand_ends() -> None:
    """C-6: the host sends its snapshot when the field changes, not after every hand; the
    standings (and every table's seats) move with each hand's end all the same, ranked by
    chips, instead of showing 4,000 all evening."""
    state = TableState(me="Bob")
    state.apply(snapshot(dict.fromkeys(NAMES, 4000)))
    assert [row.chips for row in state.standings] == [4000, 4000, 4000]
    stacks = {"Ann": 3925, "Bob": 4100, "Cid": 3975}
    state.apply(told([HandEnded(net={"Ann": -75, "Bob": 100, "Cid": -25}, stacks=stacks)]))
    assert [(row.name, row.chips) for row in state.standings] == \
        [("Bob", 4100), ("Cid", 3975), ("Ann", 3925)]
    assert {seat.name: seat.chips for seat in state.tables[1]} == stacks
    # A director follows every table: another table's end moves the standings too.
    director = TableState(me="")
    director.apply(snapshot(dict.fromkeys(NAMES, 4000),
                            tables={1: [], 2: [p.SeatRow(name=n, chips=4000, seat=index + 1)
                                               for index, n in enumerate(NAMES)]}))
    director.apply(told([HandEnded(net={}, stacks=stacks)], table=2))
    assert director.standings[0] == p.StandingRow(name="Bob", chips=4100, place=None, table=1)


def test_a_snapshot_during_a_hand_does_not_take_the_bets_back() -> None:
    """C-6: mid-hand the host's table still counts the chips the hand began with; the seat
    keeps the hand's own count (the bets are out) until the hand ends."""
    state, _ = bob_at_a_hand("9S 5D 7C 9H 6D TC 8H")
    chips = {seat.name: seat.chips for seat in state.seats}
    assert chips == {"Ann": 4000, "Bob": 3950, "Cid": 3975}
    state.apply(snapshot(dict.fromkeys(NAMES, 4000)))  # say, someone is out at another table
    assert {seat.name: seat.chips for seat in state.seats} == chips


def test_a_bet_is_not_asked_beside_a_play() -> None:
    """S7-8, C-14: a bet not given in time is the minimum: once the hand starts, or the seat
    is asked to play, no bet is asked any more (the table showed both sets of controls)."""
    state = TableState(me="Bob")
    state.apply(snapshot(dict.fromkeys(NAMES, 4000)))
    bet = p.BetRequest(table=1, hand=1, seat="Bob", low=25, high=50, step=25, deadline=0.0)
    state.apply(bet)
    state.apply(told(series7("9S 5D 7C 9H 6D TC").start({})))  # the minimum, for Bob
    assert state.bet_request is None
    state.apply(bet)
    state.apply(p.DecisionRequest(decision=1, table=1, seat="Bob", kind="play",
                                  actions=["hit", "stand"], ranges={}, deadline=0.0))
    assert state.bet_request is None and state.legal_actions() == [Action.HIT, Action.STAND]


def test_a_decision_answered_at_the_deadline_is_closed() -> None:
    """The host plays the default for a seat that did not answer in time: the seat's own
    action, told in the events, closes the question."""
    state, round_ = bob_at_a_hand("9S 5D 7C 9H 6D TC 8H 2C")
    state.apply(p.DecisionRequest(decision=1, table=1, seat="Bob", kind="play",
                                  actions=["hit", "stand"], ranges={}, deadline=0.0))
    state.apply(told(round_.act("Bob", Action.STAND)))
    assert state.decision is None


def test_an_event_a_newer_host_sends_is_passed_over() -> None:
    """An event type this version cannot read is left out; the rest of the batch is shown."""
    state, round_ = bob_at_a_hand("9S 5D 7C 9H 6D TC 8H")
    message = told(round_.act("Bob", Action.HIT))
    shown = state.apply(p.Events(table=1, events=[{"type": "FromANewerHost"},
                                                  *message.events]))
    bob = state.seat("Bob")
    assert bob is not None and bob.hands[0].cards == [Card.parse(text) for text in
                                                      ("9S", "9H", "8H")]
    assert len(shown) == len(message.events)


def test_a_refused_bet_asked_again_keeps_the_hosts_reason() -> None:
    """Issue 19: the host refuses a bet and asks again (app/net/scheduler.py): the controls
    come back with the host's reason in view (the second request used to wipe it); the next
    hand's request starts clean."""
    state = TableState(me="Bob")
    state.apply(snapshot(dict.fromkeys(NAMES, 4000)))
    bet = p.BetRequest(table=1, hand=1, seat="Bob", low=25, high=50, step=25, deadline=0.0)
    state.apply(bet)
    state.answered()
    state.apply(p.Error("Bet 25 or 50, not 30"))
    state.apply(bet)  # asked again
    assert state.bet_request == bet and state.error == "Bet 25 or 50, not 30"
    state.answered()
    assert state.error == ""  # answered: the reason was for the bet refused
    state.apply(p.BetRequest(table=1, hand=2, seat="Bob", low=25, high=50, step=25,
                             deadline=0.0))
    state.apply(p.Error("Some other refusal"))
    state.apply(p.BetRequest(table=1, hand=3, seat="Bob", low=25, high=50, step=25,
                             deadline=0.0))
    assert state.error == ""  # a new hand's request, not a bet asked again


def test_a_refused_action_brings_its_decision_back() -> None:
    """Issue 19: the host refuses an action and keeps the decision open (it does not ask
    again): the seat's controls come back with the reason, not hidden until the deadline. An
    action the host already took at the deadline (a stale answer refused) brings nothing
    back."""
    state, round_ = bob_at_a_hand("9S 5D 7C 9H 6D TC 8H 2C")
    ask = p.DecisionRequest(decision=1, table=1, seat="Bob", kind="play",
                            actions=["hit", "stand"], ranges={}, deadline=0.0)
    state.apply(ask)
    state.answered()
    assert state.decision is None
    state.apply(p.Error("Bob may not raise now"))
    assert state.decision == ask and state.error == "Bob may not raise now"
    state.answered()
    state.apply(told(round_.act("Bob", Action.STAND)))  # the host's default, first
    state.apply(p.Error("That decision is not yours to make now"))
    assert state.decision is None


def test_the_shot_clock_counts_to_the_hosts_deadline_on_the_hosts_clock() -> None:
    """Issue 19: the seconds left to answer come from the request's deadline (the host's wall
    time), set against our clock by the host's pong; none when nothing is asked."""
    state = TableState(me="Bob")
    assert state.seconds_to_answer(1_000.0) is None
    state.apply(p.BetRequest(table=1, hand=1, seat="Bob", low=25, high=50, step=25,
                             deadline=1_030.0))
    assert state.seconds_to_answer(1_000.0) == 30.0
    assert state.seconds_to_answer(1_040.0) == 0.0  # never below nothing
    # The host's clock runs 5 s ahead of ours: 5 s fewer left than our clock says.
    sent = time.time()
    state.apply(p.Pong(sent=sent, now=sent + 5.0))
    assert abs(state.host_offset - 5.0) < 0.5
    assert abs((state.seconds_to_answer(1_000.0) or 0) - 25.0) < 0.5
    state.answered()
    assert state.seconds_to_answer(1_000.0) is None


def test_a_tenhand_seat_knows_which_hand_of_the_match_it_plays() -> None:
    """T10-4: ten hands a match; the seat says the hand in play and the rival's chips."""
    state = TableState(me="Tess")
    state.apply(p.BetRequest(table=1, hand=3, seat="Tess", low=10, high=1000, step=1,
                             deadline=0.0, rivals={"Ada": 955}, hands_left=8, match_hands=10))
    assert state.match_progress() == "Hand 3 of 10 · Ada 955"
    assert TableState(me="Tess").match_progress() == ""  # no match: nothing said


def test_once_over_the_seat_names_the_winner() -> None:
    """S7-5, C-12: the winner is the one in first place once the tournament is over (not
    '0 of 2 players left')."""
    state = TableState(me="Tess")
    standings = [p.StandingRow(name="Ada", chips=2000, place=1, table=None),
                 p.StandingRow(name="Tess", chips=0, place=2, table=None)]
    state.apply(p.Snapshot(variant=Variant.TENHAND, started=True, over=False, tables={},
                           dealers={}, standings=standings, clock=None,
                           players=["Ada", "Tess"], now=0.0))
    assert state.winner() is None  # not over yet
    state.apply(p.Snapshot(variant=Variant.TENHAND, started=True, over=True, tables={},
                           dealers={}, standings=standings, clock=None,
                           players=["Ada", "Tess"], now=0.0))
    assert state.winner() == "Ada"
    assert state.field_words() == "Over: Ada wins"
    winning = TableState(me="Ada")  # the winner's own window: "you win", not "You wins"
    winning.apply(p.Snapshot(variant=Variant.TENHAND, started=True, over=True, tables={},
                             dealers={}, standings=standings, clock=None,
                             players=["Ada", "Tess"], now=0.0))
    assert winning.field_words() == "Over: you win"


def test_the_next_hands_dealer_moves_the_button_as_its_bets_are_asked() -> None:
    """S7-13: the deal passes on. Issue 38: Ann, who dealt the hand that ended, still read "You
    deal: you cover every bet" with the dealer's button, while the table asked her to bet at
    Bob's deal. The bet request names the dealer of the hand it is for; the button and the
    banner move with it, the hand that ended keeping its cards. Failed before."""
    from app.client.felt_text import banner

    state = TableState(me="Ann")
    state.apply(snapshot(dict.fromkeys(NAMES, 4000)))
    round_ = series7("9S 5D 7C 9H 6D TC")
    state.apply(told(round_.start({"Bob": 25, "Cid": 25})))
    assert banner(state) == "You deal: you cover every bet"
    ended_hand = state.hand.dealer_hands
    state.apply(p.BetRequest(table=1, hand=2, seat="Ann", low=25, high=50, step=25,
                             deadline=0.0, dealer="Bob"))
    assert banner(state) == ""
    assert [seat.name for seat in state.seats if seat.dealer] == ["Bob"]
    assert state.hand.dealer_hands == ended_hand  # the last hand's cards stay where they were


def test_a_tenhand_rivals_chips_are_the_standings_own_once_a_hand_ends() -> None:
    """T10-4, issue 38: between hands the match's line and the standings say the same chips
    (the line said "Ada 1,000", the rival's chips as the hand's bet was asked, while the
    standings already said "Ada: 985")."""
    state = TableState(me="Tess")
    state.apply(p.Snapshot(variant="tenhand", started=True, over=False,
                           tables={1: [p.SeatRow(name="Tess", chips=1_000, seat=1)]},
                           dealers={1: "House"}, clock=None, players=["Ada", "Tess"], now=0.0,
                           standings=[p.StandingRow(name=name, chips=1_000, place=None,
                                                    table=table)
                                      for table, name in ((2, "Ada"), (1, "Tess"))]))
    state.apply(p.BetRequest(table=1, hand=1, seat="Tess", low=10, high=1000, step=1,
                             deadline=0.0, rivals={"Ada": 1_000}, hands_left=10,
                             match_hands=10))
    assert state.match_progress() == "Hand 1 of 10 · Ada 1,000"
    # Ada's hand at her own table ends first (a match's two players play at tables of their
    # own, T10-2): the host's next snapshot carries her chips.
    state.apply(p.Snapshot(variant="tenhand", started=True, over=False,
                           tables={1: [p.SeatRow(name="Tess", chips=1_000, seat=1)]},
                           dealers={1: "House"}, clock=None, players=["Ada", "Tess"], now=0.0,
                           standings=[p.StandingRow(name="Tess", chips=1_000, place=None,
                                                    table=1),
                                      p.StandingRow(name="Ada", chips=985, place=None,
                                                    table=2)]))
    assert state.match_progress() == "Hand 1 of 10 · Ada 985"
    assert [(row.name, row.chips) for row in state.standings] == [("Tess", 1_000), ("Ada", 985)]
    # The next hand's request says her chips then: the standings say them too.
    state.apply(p.BetRequest(table=1, hand=2, seat="Tess", low=10, high=1000, step=1,
                             deadline=0.0, rivals={"Ada": 1_030}, hands_left=9,
                             match_hands=10))
    assert state.match_progress() == "Hand 2 of 10 · Ada 1,030"
    assert [(row.name, row.chips) for row in state.standings] == [("Ada", 1_030), ("Tess", 1_000)]
