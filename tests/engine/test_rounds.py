"""The round surface itself: decisions, the can/verify/act triple, voiding, what each seat sees."""

from __future__ import annotations

import pytest

from app.engine.actions import Action, DecisionKind
from app.engine.cards import Card
from app.engine.errors import IllegalAction
from app.engine.events import CardDealt, CardTurned, Event, HandVoided
from app.engine.rules import BetLevel
from app.engine.shoe import StackedShoe
from app.engine.variants.bjx.round import BjxRound
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.round import Series7Round
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules


def shoe(text: str) -> StackedShoe:
    return StackedShoe([Card.parse(word) for word in text.split()])


def series7(deck: str) -> Series7Round:
    return Series7Round(Series7Rules(), shoe(deck), level=BetLevel(25, 50), dealer=("Ann", 4000),
                        players=[("Bob", 4000), ("Cid", 4000)])


def seen_by(events: list[Event], viewer: str) -> list[Event]:
    """What the host would send `viewer`: each event whole or redacted (C-11)."""
    return [e if e.visible_for(viewer) else e.redacted() for e in events]


def test_the_named_triple_agrees_with_the_decision() -> None:
    round_ = series7("9S 5D 7C 9H 6D TC 8H")
    round_.start({"Bob": 50})
    decision = round_.decision()
    assert decision is not None and decision.seat == "Bob" and decision.kind is DecisionKind.PLAY
    assert round_.can_split("Bob") and round_.can_double("Bob") and not round_.can_surrender("Bob")
    assert not round_.can_hit("Cid")
    with pytest.raises(IllegalAction, match="not your turn: Bob"):
        round_.verify_hit("Cid")
    with pytest.raises(IllegalAction, match="no surrender"):
        round_.verify_surrender("Bob")
    with pytest.raises(IllegalAction, match="no player called 'Zed'"):
        round_.verify_hit("Zed")
    events = round_.split("Bob")
    assert any(isinstance(e, CardDealt) and e.seat == "Bob" for e in events)


def test_void_restores_every_stack() -> None:
    """BJX-16: a voided hand returns every bet; the hand is dealt again."""
    round_ = series7("9S 5D 9H 7C 6D TC 8H 2C")
    round_.start({"Bob": 50, "Cid": 50})
    round_.double("Bob")
    events = round_.void()
    assert isinstance(events[0], HandVoided)
    assert round_.over and round_.stacks() == {"Bob": 4000, "Cid": 4000, "Ann": 4000}
    with pytest.raises(IllegalAction, match="over"):
        round_.void()


def test_void_a_bjx_hand_after_folds() -> None:
    """BJX-16 with chips already collected by the dealer."""
    round_ = BjxRound(BjxRules(), shoe("2S 3S 4S 5S 6S 7S 8S 9S"), level=BetLevel(25),
                      dealer=("Ann", 4000), players=[("Bob", 4000), ("Cid", 4000)])
    round_.start({"Bob": 75})
    round_.take_default()  # the dealer turns up card 0
    round_.act("Bob", Action.FOLD)
    assert round_.stacks()["Ann"] == 4035
    round_.void()
    assert round_.stacks() == {"Bob": 4000, "Cid": 4000, "Ann": 4000}


def test_bjx_down_cards_are_seen_only_by_their_holders() -> None:
    """C-11, BJX-4: players' down cards and the dealer's two cards stay hidden until turned."""
    round_ = BjxRound(BjxRules(), shoe("2S 3S 4S 5S 6S 7S 8S 9S 2H"), level=BetLevel(25),
                      dealer=("Ann", 4000), players=[("Bob", 4000), ("Cid", 4000)])
    events = list(round_.start({}))
    decision = round_.decision()
    assert decision is not None and decision.kind is DecisionKind.TURN_UP
    events += round_.act("Ann", Action.TURN_UP, 1)
    for viewer, own in (("Bob", "2S"), ("Cid", "3S")):
        cards = [str(e.card) for e in seen_by(events, viewer)
                 if isinstance(e, (CardDealt, CardTurned)) and e.card is not None]
        # Their own down card, everyone's up cards, and only the dealer card turned up (5S).
        assert own in cards and ({"2S", "3S"} - {own}).isdisjoint(cards)
        assert "5S" in cards and "4S" not in cards
    dealer_view = [str(e.card) for e in seen_by(events, "Ann")
                   if isinstance(e, CardDealt) and e.card is not None]
    assert {"4S", "5S"} <= set(dealer_view) and "2S" not in dealer_view


def test_house_hole_card_is_seen_by_nobody_until_turned() -> None:
    """C-11: the tenhand house dealer's hole card is nobody's."""
    round_ = TenHandRound(TenHandRules(), shoe("9S 7D 8H KC"), player=("Pat", 1000))
    events = round_.start({"Pat": 100})
    hole = [e for e in events if isinstance(e, CardDealt) and not e.face_up]
    assert len(hole) == 1 and hole[0].visible_to == frozenset()
    assert not hole[0].visible_for("Pat") and not hole[0].visible_for(None)
    events = round_.stand("Pat")
    assert any(isinstance(e, CardTurned) and str(e.card) == "KC" for e in events)


def test_amount_ranges_for_the_actions_that_take_one() -> None:
    """BJX-5 raise from double the blind to everything; T10-8 insurance up to half the bet."""
    bjx = BjxRound(BjxRules(), shoe("2S 3S 4S 5S 6S 7S 8S 9S"), level=BetLevel(25),
                   dealer=("Ann", 4000), players=[("Bob", 4000), ("Cid", 4000)])
    bjx.start({"Bob": 60})
    assert bjx.amount_range("Ann", Action.TURN_UP) == (0, 1, 1)
    bjx.take_default()
    assert bjx.amount_range("Bob", Action.RAISE) == (120, 4000, 5)
    with pytest.raises(IllegalAction, match="multiple of 5"):
        bjx.verify("Bob", Action.RAISE, 121)
    tenhand = TenHandRound(TenHandRules(), shoe("9S AD 8H KC"), player=("Pat", 1000))
    assert tenhand.bet_range("Pat") == (10, 1000, 1)
    tenhand.start({"Pat": 101})
    assert tenhand.amount_range("Pat", Action.INSURANCE) == (1, 50, 1)


def test_bet_ranges_follow_the_level() -> None:
    """S7-8: minimum or maximum; BJX-3: minimum to three times the minimum."""
    assert series7("2S").bet_range("Bob") == (25, 50, 25)
    bjx = BjxRound(BjxRules(), shoe("2S"), level=BetLevel(25), dealer=("Ann", 4000),
                   players=[("Bob", 4000), ("Cid", 40)])
    assert bjx.bet_range("Bob") == (25, 75, 5) and bjx.bet_range("Cid") == (25, 40, 5)


def test_a_bets_choices_are_said_with_thousands_separators() -> None:
    """Issue 19: the host's reason for a refused bet reads as the rest of the app (1,600)."""
    from app.engine.bets import BetRange
    assert BetRange((1_000, 2_000, 1_000)).describe() == "1,000 or 2,000"  # S7-8
    assert BetRange((25, 1_600, 25)).describe() == "25 to 1,600"
    assert BetRange((1_000, 1_000, 1)).describe() == "1,000"
    # The table's amount box says the step too (BJX-3 in chip units; T10-3 any amount).
    assert BetRange((25, 100, 25)).describe(steps=True) == "25 to 100, in steps of 25 chips"
    assert BetRange((10, 1_985, 1)).describe(steps=True) == "10 to 1,985"
    assert BetRange((1_000, 2_000, 1_000)).describe(steps=True) == "1,000 or 2,000"
    assert BetRange((25, 25, 1)).describe(steps=True) == "25"
