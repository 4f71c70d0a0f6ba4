"""Invariants of random legal play over thousands of hands, for every variant.

C-6 chips are neither created nor lost; only legal actions are offered and every offered one
is accepted; no card is dealt twice (C-8, S7-11); a face-down card is never public (C-11).
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.actions import Action, DecisionKind
from app.engine.errors import IllegalAction
from app.engine.events import BetPlaced, BetSettled, CardDealt, CardTurned, Event, HandEnded
from app.engine.play_rules import PLAY_ACTIONS
from app.engine.policy import pick, random_bets
from app.engine.round_base import Round
from app.engine.rules import BetLevel
from app.engine.shoe import SecureShoe
from app.engine.table import FinishingPlaces, Table
from app.engine.variants.bjx.round import BjxRound
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.round import Series7Round
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules

HANDS_PER_TABLE = 25


def _on_table(round_: Round) -> int:
    chips = sum(hand.bet for seat in round_.players for hand in seat.hands if not hand.settled)
    if isinstance(round_, TenHandRound):
        chips += round_.insurance
    return chips


def _check_offers(round_: Round, rng: random.Random) -> tuple[str, Action, int | None]:
    """Every offered action verifies; others are refused with a reason; pick one offered."""
    decision = round_.decision()
    assert decision is not None
    for action in decision.actions:
        span = round_.amount_range(decision.seat, action)
        amount = None if span is None else pick(rng, *span)
        round_.verify(decision.seat, action, amount)
    if decision.kind is DecisionKind.PLAY:
        # The legal set (looked up by the hand's facts) and the reasons (the first rule that
        # refuses) are read off the same play rules, and agree on every hand state reached.
        seat = round_.seat(decision.seat)
        hand = seat.hands[decision.hand]
        reasoned = {a for a in PLAY_ACTIONS if round_._why_not(seat, hand, a) is None}
        assert reasoned == decision.actions
        for action in set(PLAY_ACTIONS) - decision.actions:
            try:
                round_.verify(decision.seat, action)
            except IllegalAction as error:
                assert str(error)
            else:
                raise AssertionError(f"{action} was not offered yet verified")
    others = [name for name in round_.stacks() if name != decision.seat]
    if others:
        any_action = next(iter(decision.actions))
        try:
            round_.verify(others[0], any_action, 0)
        except IllegalAction as error:
            assert "turn" in str(error) or "amount" in str(error) or str(error)
        else:
            raise AssertionError("a seat acted out of turn")
    action = rng.choice(sorted(decision.actions, key=lambda a: a.value))
    span = round_.amount_range(decision.seat, action)
    return decision.seat, action, None if span is None else pick(rng, *span)


def _play_checked(round_: Round, rng: random.Random, decks: int) -> list[Event]:
    total = sum(round_.stacks().values())
    events = list(round_.start(random_bets(round_, rng)))
    while round_.decision() is not None:
        if not round_.house:  # C-6 at every step, bets on the table included
            assert sum(round_.stacks().values()) + _on_table(round_) == total
        events += round_.act(*_check_offers(round_, rng))
    _check_events(round_, events, decks)
    return events


def _check_events(round_: Round, events: list[Event], decks: int) -> None:
    placed = sum(e.amount for e in events if isinstance(e, BetPlaced))
    settled = [e for e in events if isinstance(e, BetSettled)]
    # Every chip put on the table went back to its player or to the dealer (C-6).
    assert placed == sum(e.returned + e.collected for e in settled)
    net = round_.net()
    for name in net:
        if name == round_.dealer.name:
            assert net[name] == sum(e.collected - e.won for e in settled)
        else:
            mine = [e for e in settled if e.seat == name]
            bets = sum(e.amount for e in events if isinstance(e, BetPlaced) and e.seat == name)
            assert net[name] == sum(e.returned + e.won for e in mine) - bets
    assert isinstance(events[-1], HandEnded) and events[-1].net == net
    dealt = Counter(e.card for e in events if isinstance(e, CardDealt))
    assert max(dealt.values(), default=0) <= decks, "a card was dealt twice"
    hidden = set()
    for event in events:
        if isinstance(event, CardDealt) and not event.face_up:
            # C-11: only the holder (a player-dealer's own hole card) may see it.
            assert event.visible_to is not None and event.visible_to <= {event.seat}
            assert getattr(event.redacted(), "card", "?") is None
            hidden.add((event.seat, event.card))
        elif isinstance(event, CardTurned):
            hidden.discard((event.seat, event.card))
        else:
            assert event.visible_to is None


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 8), sudden=st.booleans())
def test_series7_random_tables_conserve_chips_and_offer_only_legal_actions(
    seed: int, players: int, sudden: bool
) -> None:
    """C-6, C-8, C-11, C-12, S7-6, S7-9, S7-21, S7-22 over many hands at one table."""
    rng = random.Random(seed)
    rules = Series7Rules()
    names = [f"P{i}" for i in range(players)]
    table = Table([(name, rng.choice([25, 100, 400, 4000])) for name in names], names[0])
    total = sum(seat.chips for seat in table.seats)
    standings = FinishingPlaces(players)
    places: list[int] = []
    for _ in range(HANDS_PER_TABLE):
        if len(table.in_play()) < 2:
            break
        dealer = table.seat(table.dealer)
        others = table.players_from_left()
        absent = [s.name for s in others if rng.random() < 0.1]
        round_ = Series7Round(
            rules, SecureShoe(1, rng), level=BetLevel(25, 50), dealer=(dealer.name, dealer.chips),
            players=[(s.name, s.chips) for s in others], absent=absent,
            sudden_death=sudden and len(others) == 1)
        _play_checked(round_, rng, decks=1)
        start = round_.start_stacks
        for name, chips in round_.stacks().items():
            table.seat(name).chips = chips
        places += [out.place for out in standings.eliminate(
            [(n, start[n]) for n, c in round_.stacks().items() if c == 0])]
        assert sum(seat.chips for seat in table.seats) == total
        if len(table.in_play()) > 1:
            table.pass_deal()
    assert all(1 < place <= players for place in places)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 10))
def test_bjx_random_tables_conserve_chips_and_offer_only_legal_actions(
    seed: int, players: int
) -> None:
    """C-6, C-11, BJX-3 to BJX-15 over many hands at one table, short stacks included."""
    rng = random.Random(seed)
    rules = BjxRules(seats=10)
    names = [f"P{i}" for i in range(players)]
    table = Table([(name, rng.choice([20, 60, 200, 4000])) for name in names], names[0])
    total = sum(seat.chips for seat in table.seats)
    for _ in range(HANDS_PER_TABLE):
        if len(table.in_play()) < 2:
            break
        dealer = table.seat(table.dealer)
        round_ = BjxRound(rules, SecureShoe(1, rng), level=BetLevel(25),
                          dealer=(dealer.name, dealer.chips),
                          players=[(s.name, s.chips) for s in table.players_from_left()])
        _play_checked(round_, rng, decks=1)
        for name, chips in round_.stacks().items():
            table.seat(name).chips = chips
        assert sum(seat.chips for seat in table.seats) == total
        if len(table.in_play()) > 1:
            table.pass_deal()


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), split_tens=st.booleans())
def test_tenhand_random_rounds_account_for_every_chip(seed: int, split_tens: bool) -> None:
    """C-6 against the house, C-8 (six decks), T10-3 to T10-13 over whole 10-hand rounds."""
    rng = random.Random(seed)
    rules = TenHandRules(split_tens_by_value=split_tens)
    shoe = SecureShoe(rules.decks, rng)
    stack = rules.start_stack
    for _ in range(rules.hands):
        if stack < rules.min_bet:
            break
        round_ = TenHandRound(rules, shoe, player=("P", stack))
        events = _play_checked(round_, rng, decks=rules.decks)
        insurance = [e for e in events if isinstance(e, BetSettled) and e.insurance]
        assert len(insurance) <= 1
        stack = round_.stacks()["P"]
        assert stack >= 0
