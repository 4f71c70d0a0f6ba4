"""A seat's view, built from the events as the host sends them to that seat (redacted, through
the wire), over random hands of every variant: it never holds a card hidden from the seat
(C-11), its stacks follow the engine's at every step (C-6), and at the end of the hand it agrees
with the engine's own public state: stacks, each player's number of hands (C-10) and bets."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from app.client.remote_bot import RemoteRound
from app.client.table_state import TableState
from app.core.wire import event_to_dict
from app.engine.cards import Card
from app.engine.events import CardDealt, CardTurned, Event
from app.engine.policy import RandomPolicy, plain_context
from app.engine.round_base import Round
from app.engine.rules import BetLevel
from app.engine.shoe import SecureShoe
from app.engine.variants.bjx.round import BjxRound
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.round import Series7Round
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules
from app.net import protocol as p

TABLE = 1


def sent(events: list[Event], viewer: str) -> p.HostMessage:
    """A batch of a table's events as the host sends it to `viewer` (C-11), off the wire."""
    shown = [event_to_dict(event if event.visible_for(viewer) else event.redacted())
             for event in events]
    frame = p.encode(p.Events(table=TABLE, events=shown))
    return p.decode_host(frame[p.HEADER.size:])


def seated(viewer: str, round_: Round) -> TableState:
    """`viewer`'s state at the table before the hand: the host's snapshot of its seats."""
    state = TableState(me=viewer)
    dealer = round_.dealer.name
    names = [seat.name for seat in round_.players] + ([] if round_.house else [dealer])
    seats = [p.SeatRow(name=name, chips=chips, seat=index + 1)
             for index, (name, chips) in enumerate((name, round_.stacks()[name])
                                                   for name in names)]
    state.apply(p.Snapshot(variant=round_.variant, started=True, over=False,
                           tables={TABLE: seats}, dealers={TABLE: dealer},
                           standings=[p.StandingRow(name=name, chips=0, place=None, table=None)
                                      for name in names],
                           clock=None, players=names, now=0.0))
    return state


def visible_to(viewer: str, events: list[Event]) -> Counter[Card]:
    """The cards `viewer` may see so far (C-11): those dealt face up or to itself, and those
    turned up. A 10-hand shoe holds six of each card, so they are counted."""
    seen: Counter[Card] = Counter()
    hidden: Counter[Card] = Counter()
    for event in events:
        if isinstance(event, CardDealt) and event.card is not None:
            (seen if event.visible_for(viewer) else hidden)[event.card] += 1
        elif isinstance(event, CardTurned) and hidden[event.card]:
            hidden[event.card] -= 1  # else its holder's own card, seen already
            seen[event.card] += 1
    return seen


def play_and_watch(round_: Round, rng: random.Random) -> None:
    """Random legal play; each seat, the dealer and a spectator ("") watch through a
    TableState, checked after every batch and at the end."""
    viewers = [seat.name for seat in round_.players] + [round_.dealer.name, ""]
    states = {viewer: seated(viewer, round_) for viewer in viewers}
    policy = RandomPolicy(rng)
    bets = {seat.name: policy.bet(round_, seat.name, plain_context(seat.name))
            for seat in round_.players}
    events: list[Event] = []
    batch = list(round_.start(bets))
    while True:
        events += batch
        for viewer, state in states.items():
            state.apply(sent(batch, viewer))
            known = Counter(card for seat in state.seats for hand in seat.hands
                            for card in hand.cards if card is not None)
            assert known == visible_to(viewer, events), f"what {viewer} sees"
            # C-6, at every step; once the hand is over, those the next hand deals in.
            assert RemoteRound(state).stacks() == {
                name: chips for name, chips in round_.stacks().items()
                if chips or not round_.over}
        decision = round_.decision()
        if decision is None:
            break
        action, amount = policy.act(round_, decision, plain_context(decision.seat))
        batch = list(round_.act(decision.seat, action, amount))
    for viewer, state in states.items():
        assert state.hand.stacks == round_.stacks()
        assert {seat.name: seat.chips for seat in state.seats} == round_.stacks() | (
            {round_.dealer.name: 0} if round_.house else {})
        for player in round_.players:
            seen = state.seat(player.name)
            assert seen is not None
            assert [hand.bet for hand in seen.hands] == [hand.bet for hand in player.hands]
            assert all(hand.settled for hand in seen.hands), viewer


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(1, 7))
def test_series7_views_agree_with_the_engine(seed: int, players: int) -> None:
    """C-6, C-10, C-11, S7-12: players' cards face up, the dealer's hole card its own."""
    rng = random.Random(seed)
    round_ = Series7Round(Series7Rules(), SecureShoe(1, rng), level=BetLevel(25, 50),
                          dealer=("D", rng.choice([100, 4000])),
                          players=[(f"P{i}", rng.choice([25, 60, 4000])) for i in range(players)])
    play_and_watch(round_, rng)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(1, 9))
def test_bjx_views_agree_with_the_engine(seed: int, players: int) -> None:
    """C-6, C-11, BJX-4: each player's down card and the dealer's two are their own."""
    rng = random.Random(seed)
    round_ = BjxRound(BjxRules(seats=10), SecureShoe(1, rng), level=BetLevel(25),
                      dealer=("D", rng.choice([60, 4000])),
                      players=[(f"P{i}", rng.choice([30, 200, 4000])) for i in range(players)])
    play_and_watch(round_, rng)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), split_tens=st.booleans())
def test_tenhand_views_agree_with_the_engine(seed: int, split_tens: bool) -> None:
    """C-6, C-11: the house's hole card is nobody's; T10-8 insurance and T10-12 splits."""
    rng = random.Random(seed)
    rules = TenHandRules(split_tens_by_value=split_tens)
    round_ = TenHandRound(rules, SecureShoe(rules.decks, rng),
                          player=("P", rng.choice([10, 100, 1000])))
    play_and_watch(round_, rng)
