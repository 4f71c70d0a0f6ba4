"""Every seat checks every hand's shuffle proof (issue 20): a hand dealt from another shoe
than the committed one is shown as failed, in the seat model (`TableState.shuffle_failed`,
Qt-free) and in one line of the table's log. Before this change a seat had no way to tell."""

from __future__ import annotations

import msgspec

from app.client.shuffle_check import ShuffleCheck
from app.client.status_words import shuffle_failed
from app.client.table_state import TableState
from app.engine.actions import Action
from app.engine.cards import DECK
from app.engine.events import CardDealt, Event, ShoeReplenished
from app.engine.rules import BetLevel
from app.engine.shoe import StackedShoe
from app.engine.shuffle_proof import (
    ProvableShoe,
    ShuffleCommitted,
    ShuffleSeed,
    revealed,
)
from app.engine.variants.series7.round import Series7Round
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules
from app.net import protocol as p
from tests.support.table_messages import NAMES, snapshot, told

SEED = bytes(range(32))


def play_hand(shoe: ProvableShoe | StackedShoe) -> list[Event]:
    """S7: Ann deals to Bob and Cid, everyone stands."""
    round_ = Series7Round(Series7Rules(), shoe, level=BetLevel(25, 50), dealer=("Ann", 4000),
                          players=[("Bob", 4000), ("Cid", 4000)])
    events = list(round_.start({"Bob": 25, "Cid": 25}))
    while (decision := round_.decision()) is not None:
        action = sorted(decision.actions, key=lambda a: a.value)[-1]  # stand before split...
        events += round_.act(decision.seat, decision.default or action, None)
    return events


def seat_through_a_hand(events: list[Event], proof: ProvableShoe) -> TableState:
    """Bob's state: the commitment of `proof` told, his entropy taken, the hand's `events`
    (hidden cards redacted for him), and `proof` revealed."""
    state = TableState(me="Bob")
    state.apply(snapshot(dict.fromkeys(NAMES, 4000)))
    commit = p.ShuffleCommit(table=1, hand=1, commitment=proof.seed.commitment, version=1)
    state.apply(commit)
    state.shuffle.entropy_for(commit)
    shown = [event if event.visible_for("Bob") else event.redacted() for event in events]
    state.apply(told([ShuffleCommitted(hand=1, commitment=proof.seed.commitment), *shown]))
    state.apply(told([revealed(1, proof)]))
    return state


SEEDED = ShuffleSeed.of(SEED, {"Bob": b"", "Cid": b"", "Ann": b""})


def test_a_hand_dealt_from_its_committed_shoe_holds() -> None:
    proof = ProvableShoe(SEEDED)
    state = seat_through_a_hand(play_hand(proof), proof)
    assert state.shuffle.checked == 1 and not state.shuffle_failed
    assert not any("shuffle" in line for line in state.log)


def test_a_hand_dealt_from_another_shoe_is_shown_as_failed() -> None:
    """A host that dealt Bob another card than its committed shoe holds: the seat's flag is
    up and its log says so, once."""
    proof = ProvableShoe(SEEDED)
    events = play_hand(proof)
    first = next(i for i, e in enumerate(events) if isinstance(e, CardDealt) and e.seat == "Bob")
    dealt = events[first]
    assert isinstance(dealt, CardDealt) and dealt.card is not None
    other = next(card for card in DECK if card != dealt.card)
    events[first] = msgspec.structs.replace(dealt, card=other)
    state = seat_through_a_hand(events, proof)
    assert state.shuffle_failed and state.shuffle.failed == [1]
    assert [line for line in state.log if "shuffle" in line] == [
        "Hand 1's shuffle proof FAILED: 1 card(s) dealt are not the shoe's"]


def test_a_seat_keeps_its_entropy_for_a_hand_asked_again() -> None:
    """The bets asked again at a new level (S7-7) tell the same commitment: the seat sends the
    same entropy, so the proof matches what it sent."""
    check = ShuffleCheck("Bob")
    commit = p.ShuffleCommit(table=1, hand=4, commitment="ab" * 32, version=1)
    assert check.entropy_for(commit) == check.entropy_for(commit)
    assert len(bytes.fromhex(check.entropy_for(commit))) == 32


def _match_of_hands(shoe: ProvableShoe, count: int) -> list[Event]:
    """`count` 10-hand hands for Ann from one shoe (T10-2), each played with basic stands."""
    events: list[Event] = []
    for _ in range(count):
        shoe.begin_hand()
        round_ = TenHandRound(TenHandRules(), shoe, player=("Ann", 1000))
        events += round_.start({"Ann": 10})
        while (decision := round_.decision()) is not None:
            events += round_.act(decision.seat, decision.default or Action.STAND, None)
    return events


def test_a_match_shoe_is_judged_once_at_its_end_hand_by_hand() -> None:
    """T10-2: one commitment, twelve hands from a one-deck shoe (so a reshuffle mid-hand puts
    back the earlier hands' cards), one proof: judged only then, and it holds; a card changed
    in a later hand fails it."""
    seed = ShuffleSeed.of(SEED, {"Ann": b"\x05"})
    shoe = ProvableShoe(seed, 1)
    events = _match_of_hands(shoe, 12)
    assert any(isinstance(event, ShoeReplenished) for event in events)
    proof = revealed(1, shoe)
    for tampered in (False, True):
        check = ShuffleCheck("Ann")
        check.heard(p.ShuffleCommit(table=3, hand=1, commitment=seed.commitment, version=1))
        seen = list(events)
        if tampered:
            last = max(i for i, e in enumerate(seen) if isinstance(e, CardDealt))
            dealt = seen[last]
            assert isinstance(dealt, CardDealt) and dealt.card is not None
            seen[last] = msgspec.structs.replace(
                dealt, card=next(card for card in DECK if card != dealt.card))
        judged = [check.see(3, event) for event in
                  [ShuffleCommitted(hand=1, commitment=seed.commitment), *seen]]
        assert judged == [None] * len(judged)  # nothing is judged before the proof
        problems = check.see(3, proof)
        assert (problems != []) is tampered
        assert check.checked == (0 if tampered else 1) and check.judged_hands == 12
    assert shuffle_failed(1, ["1 card(s) dealt are not the shoe's"], 12) == \
        "The shuffle proof of hands 1 to 12 FAILED: 1 card(s) dealt are not the shoe's"
