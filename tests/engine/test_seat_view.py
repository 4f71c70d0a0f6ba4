"""The one reducer of what a seat knows (app/engine/seat_view.py), hand by hand from stacked
decks: what it shows every seat agrees with the engine's own round at every step, holds no card
hidden from that seat (C-11), and rules on the cases where the old copies of it disagreed
(C-10 re-splits, S7-17 dealer aces, naturals per C-2, BJX-8, BJX-10, T10-13, insurance)."""

from __future__ import annotations

from collections.abc import Iterable

from app.engine.actions import Action
from app.engine.cards import Card
from app.engine.events import (
    BetKind,
    BetPlaced,
    CardDealt,
    CardTurned,
    Event,
    HandSplit,
    HandStarted,
    Outcome,
)
from app.engine.round_base import Round
from app.engine.rules import BetLevel, Variant
from app.engine.seat_view import SeatView
from app.engine.shoe import StackedShoe
from app.engine.variants.bjx.round import BjxRound
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.round import Series7Round
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules


def shoe(text: str) -> StackedShoe:
    return StackedShoe([Card.parse(word) for word in text.split()])


def cards(text: str) -> list[Card | None]:
    return [None if word == "?" else Card.parse(word) for word in text.split()]


class Seats:
    """A round and, beside it, what each of `viewers` knows of it: each fed every event as the
    host sends it to that seat (redacted where it may not see the card)."""

    def __init__(self, round_: Round, viewers: Iterable[str]) -> None:
        self.round = round_
        self.events: list[Event] = []
        self.views = {name: SeatView(me=name, variant=round_.variant) for name in viewers}

    def take(self, events: Iterable[Event]) -> None:
        for event in events:
            self.events.append(event)
            for name, view in self.views.items():
                view.apply(event if event.visible_for(name) else event.redacted())
        for name, view in self.views.items():
            agrees(view, self.round)
            holds_nothing_hidden(view, self.events, name)

    def act(self, action: Action, amount: int | None = None) -> None:
        decision = self.round.decision()
        assert decision is not None
        self.take(self.round.act(decision.seat, action, amount))


def agrees(view: SeatView, round_: Round) -> None:
    """The view and the engine agree on the stacks (C-6), each player's hands and bets, and on
    what each hand the seat can see is: its total, natural or not (C-2), settled or not."""
    assert view.stacks == round_.stacks()
    for seat in round_.players:
        hands = view.hands[seat.name]
        assert len(hands) == len(seat.hands)
        for seen, hand in zip(hands, seat.hands, strict=True):
            assert seen.bet == hand.bet and seen.settled == hand.settled
            assert [card for card in seen.cards if card is not None] == \
                [card for card, shown in zip(hand.cards, seen.cards, strict=True) if shown]
            if seen.known:
                assert seen.value == hand.value
                assert (seen.natural, seen.split_natural) == (hand.natural, hand.split_natural)


def holds_nothing_hidden(view: SeatView, events: list[Event], viewer: str) -> None:
    """C-11: no card dealt face down to another seat and not turned up is in the view."""
    hidden: set[Card] = set()
    for event in events:
        if isinstance(event, CardDealt) and event.card is not None \
                and not event.visible_for(viewer):
            hidden.add(event.card)
        elif isinstance(event, CardTurned):
            hidden.discard(event.card)
    known = {card for hands in (*view.hands.values(), view.dealer_hands)
             for hand in hands for card in hand.cards if card is not None}
    assert not known & hidden


def test_a_resplit_hand_goes_right_after_the_hand_it_came_from() -> None:
    """C-10: Bob splits 8s, draws a third 8 to his first hand and splits again: the new hand
    is placed second, and the hand already second moves to third (the table's copy wrote the
    new hand over it)."""
    round_ = Series7Round(Series7Rules(), shoe("8S 5D 8H TC 8D 2C 3C 4C 9S"),
                          level=BetLevel(25, 50), dealer=("Ann", 4000), players=[("Bob", 4000)])
    seats = Seats(round_, ["Bob", "Ann"])
    seats.take(round_.start({"Bob": 50}))
    seats.act(Action.SPLIT)
    seats.act(Action.SPLIT)
    bob = seats.views["Bob"].hands["Bob"]
    assert [hand.cards for hand in bob] == [cards("8S 2C"), cards("8D"), cards("8H")]
    assert [hand.bet for hand in bob] == [50, 50, 50]
    assert seats.views["Bob"].stacks == {"Bob": 3850, "Ann": 4000}  # C-6: three bets out
    while round_.decision() is not None:
        seats.act(Action.STAND)
    assert [hand.cards for hand in bob] == [cards("8S 2C"), cards("8D 3C"), cards("8H 4C")]
    assert all(hand.outcome is Outcome.WIN and hand.paid for hand in bob)  # the dealer busts


def test_a_dealer_pair_of_aces_is_two_hands_and_the_better_is_played() -> None:
    """S7-17: the dealer's aces split, the up-card ace takes its card first; the hand with the
    higher total is kept and played out. The seat sees both hands, and the dealer's total is
    the kept hand's."""
    round_ = Series7Round(Series7Rules(), shoe("9S AS 8H AD 7C 9D"), level=BetLevel(25, 50),
                          dealer=("Ann", 4000), players=[("Bob", 4000)])
    seats = Seats(round_, ["Bob", "Ann"])
    seats.take(round_.start({"Bob": 50}))
    assert seats.views["Bob"].dealer_cards == cards("AS ?")  # the hole card is Ann's (C-11)
    assert seats.views["Ann"].dealer_cards == cards("AS AD")
    seats.act(Action.STAND)
    for view in seats.views.values():
        assert [hand.cards for hand in view.dealer_hands] == [cards("AS 7C"), cards("AD 9D")]
        assert view.dealer_kept == 1 and view.dealer_cards == cards("AD 9D")
        assert view.dealer_value.total == 20 and view.dealer_up == Card.parse("AS")
        assert view.hands["Bob"][0].outcome is Outcome.LOSE
    assert seats.views["Bob"].stacks == {"Bob": 3950, "Ann": 4050}


def test_a_natural_is_an_unsplit_ace_and_ten_paid_three_to_two() -> None:
    """C-2, T10-6: an ace and a ten-value as the first two cards of a hand not split."""
    round_ = TenHandRound(TenHandRules(), shoe("AS 9D KH 7C"), player=("Pat", 1000))
    seats = Seats(round_, ["Pat"])
    seats.take(round_.start({"Pat": 10}))
    hand = seats.views["Pat"].hand(0)
    assert hand.natural and not hand.split_natural
    assert hand.outcome is Outcome.NATURAL and hand.won == 15 and hand.riding == 0


def test_a_split_ace_and_ten_is_21_paid_even_money_not_a_natural() -> None:
    """T10-13, C-2: after splitting aces, A-K is 21 and wins 1:1; it is not a natural."""
    round_ = TenHandRound(TenHandRules(), shoe("AS 6D AH TC KS 5H 9C"), player=("Pat", 1000))
    seats = Seats(round_, ["Pat"])
    seats.take(round_.start({"Pat": 10}))
    seats.act(Action.SPLIT)  # T10-12: split aces take one card each, and the hand is over
    first, second = seats.views["Pat"].hands["Pat"]
    assert first.cards == cards("AS KS") and second.cards == cards("AH 5H")
    assert first.split_natural and not first.natural and first.value.total == 21
    assert first.outcome is Outcome.WIN and first.won == first.bet == 10


def test_bjx_a_raised_natural_is_eleven_and_a_split_natural_wins_one_to_one() -> None:
    """BJX-4: a player's down card is the holder's until turned up (C-11). BJX-8: Bob raises
    his natural: once turned up, every seat sees it played as eleven, not as a natural.
    BJX-10: Cid's split aces make A-K on a split hand: it wins 1:1 against the dealer's 21."""
    round_ = BjxRound(BjxRules(), shoe("AS AH 5S KS AD 6S 9H KD 4C TC"), level=BetLevel(25),
                      dealer=("Ann", 4000), players=[("Bob", 4000), ("Cid", 4000)])
    seats = Seats(round_, ["Bob", "Cid", "Ann"])
    seats.take(round_.start({"Bob": 25, "Cid": 25}))
    bob_seen_by_cid = seats.views["Cid"].hands["Bob"][0]
    assert bob_seen_by_cid.cards == cards("? KS") and not bob_seen_by_cid.known
    assert seats.views["Bob"].hand(0).natural  # Bob sees his own natural
    assert seats.views["Bob"].dealer_cards == cards("? ?")  # BJX-4: the dealer's, both down
    assert seats.views["Ann"].dealer_cards == cards("5S 6S")
    seats.act(Action.TURN_UP, 0)
    assert seats.views["Bob"].dealer_up == Card.parse("5S")
    seats.act(Action.RAISE, 50)
    seats.act(Action.CHECK)
    seats.act(Action.DEALER_PLAY)  # BJX-6; then the players turn up their down cards (BJX-8)
    for view in seats.views.values():
        bob = view.hands["Bob"][0]
        assert bob.cards == cards("AS KS") and bob.raised and bob.aces_low
        assert not bob.natural and bob.value.total == 11 and not bob.value.soft
    assert seats.views["Ann"].raised == ["Bob"]
    seats.act(Action.HIT)  # the doubled-up hand must take a card: 9H, 20
    seats.act(Action.STAND)
    seats.act(Action.SPLIT)
    for view in seats.views.values():
        first, second = view.hands["Cid"]
        assert first.cards == cards("AH KD") and first.split_natural and not first.natural
        assert second.cards == cards("AD 4C")
    seats.act(Action.STAND)  # Cid's second hand; the dealer draws TC to 21 and stands
    view = seats.views["Cid"]
    assert view.dealer_value.total == 21
    first, second = view.hands["Cid"]
    assert first.outcome is Outcome.WIN and first.won == first.bet == 25
    assert second.outcome is Outcome.LOSE and not second.paid
    assert view.hands["Bob"][0].outcome is Outcome.LOSE
    assert view.stacks == {"Bob": 3950, "Cid": 4000, "Ann": 4050}


def test_insurance_is_a_side_bet_that_leaves_the_hand_bet_in_play() -> None:
    """T10-8: Pat insures for 5 against the house's ace; the insurance is lost, the hand's bet
    of 10 still rides (the table's copy took it off the felt with the insurance)."""
    round_ = TenHandRound(TenHandRules(), shoe("9S AD 8H 7C"), player=("Pat", 1000))
    seats = Seats(round_, ["Pat"])
    seats.take(round_.start({"Pat": 10}))
    seats.act(Action.INSURANCE, 5)
    hand = seats.views["Pat"].hand(0)
    assert hand.insurance == 5 and hand.bet == hand.riding == 10 and not hand.settled
    assert seats.views["Pat"].stack == 985
    seats.act(Action.STAND)  # 17 against the house's soft 18
    assert hand.outcome is Outcome.LOSE and hand.riding == 0
    assert seats.views["Pat"].stacks == {"Pat": 985}


def test_a_copy_is_left_alone_by_later_events() -> None:
    """A bot's policy thinks on a copy of its seat's view (app/client/remote_bot.py) while the
    session takes in what comes next: nothing applied to the original reaches the copy."""
    view = SeatView(me="Ann", variant=Variant.SERIES7)
    view.apply(HandStarted(dealer="Bob", players=("Ann",), stacks={"Ann": 500, "Bob": 900}))
    view.apply(CardDealt(seat="Ann", hand=0, card=Card.parse("8S"), face_up=True))
    copied = view.copy()
    assert copied == view
    view.apply(CardDealt(seat="Ann", hand=0, card=Card.parse("8H"), face_up=True))
    view.apply(HandSplit(seat="Ann", hand=0, new_hand=1))
    view.apply(BetPlaced(seat="Ann", hand=1, amount=25, kind=BetKind.SPLIT))
    assert [str(card) for card in copied.hand(0).cards] == ["8S"]
    assert len(copied.hands["Ann"]) == 1 and copied.stacks == {"Ann": 500, "Bob": 900}
