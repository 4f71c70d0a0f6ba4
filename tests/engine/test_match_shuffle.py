"""A shoe's lifetime longer than a hand: the 10-hand match (T10-2, a player's 6-deck shoe is
shuffled once for their round, not per hand) dealt from a committed seed, and proved hand by
hand (issue 20, app/engine/shuffle_proof.py). A reshuffle mid-hand (S7-11 ruling, as 10-hand
applies it) puts back every card but those of the hand in play: the earlier hands' discards go
back in, so the proof needs where each hand began."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pytest

from app.engine.cards import DECK, Card
from app.engine.errors import IllegalAction, ShoeExhausted
from app.engine.events import CardDealt, Event, HandStarted
from app.engine.policy import RandomPolicy, play_hand
from app.engine.rules import BetLevel
from app.engine.shuffle_proof import (
    ProvableShoe,
    ShuffleSeed,
    check_hand,
    derive_cards,
    revealed,
)
from app.engine.variants.tenhand.knockout import TenHandKnockout
from app.engine.variants.tenhand.rooms import Match
from app.engine.variants.tenhand.rules import TenHandRules

SEED = bytes(range(32))
ANN = ShuffleSeed.of(SEED, {"ann": b"\x01" * 32})
BOB = ShuffleSeed.of(bytes(32), {"bob": b"\x02" * 32})


def test_a_shoe_dealing_several_hands_reshuffles_all_but_the_hand_in_play() -> None:
    """One deck, two hands of 30 cards: the second runs out after 22 and the reshuffle holds
    the 30 cards not drawn in it (the first hand's among them)."""
    shoe = ProvableShoe(ANN, 1)
    first = [shoe.draw() for _ in range(30)]
    shoe.begin_hand()
    second = [shoe.draw() for _ in range(22)]
    with pytest.raises(ShoeExhausted):
        shoe.draw()
    shoe.replenish(first + second)  # what a round would say is on the table is not used
    assert shoe.remaining == 30
    rest = [shoe.draw() for _ in range(8)]
    assert shoe.hands == [30, 30]
    assert derive_cards(ANN, 1, [30, 30]) == first + second + rest
    left = [shoe.draw() for _ in range(shoe.remaining)]
    assert Counter(second + rest + left) == Counter(DECK)
    # As one hand, the same 60 cards cannot be drawn: all 52 would be on the table.
    with pytest.raises(ShoeExhausted):
        derive_cards(ANN, 1, [60])


def test_a_proof_over_several_hands_holds_only_with_their_true_boundaries() -> None:
    """The checker counts each hand's cards itself: a host that moved a hand's boundary would
    change the reshuffled pack, and the cards no longer match."""
    shoe = ProvableShoe(ANN, 1)
    seen: list[Card | None] = []
    for count in (30, 30):
        shoe.begin_hand()
        seen += [shoe.draw() for _ in range(min(count, shoe.remaining))]
        if shoe.hands[-1] < count:  # the second hand runs out after 22
            shoe.replenish(())
            seen += [shoe.draw() for _ in range(count - shoe.hands[-1])]
    proof = revealed(1, shoe)
    assert proof.drawn == 60
    assert check_hand(proof, seen, committed=ANN.commitment, hands=[30, 30]) == []
    assert check_hand(proof, seen, hands=[29, 31]) != []
    assert "card(s) dealt are not the shoe's" in check_hand(proof, seen, hands=[29, 31])[-1]
    with pytest.raises(ValueError, match="60 cards seen"):
        check_hand(proof, seen, hands=[30, 20])


def _hands_of(events: list[Event]) -> tuple[list[Card | None], list[int]]:
    cards: list[Card | None] = []
    hands: list[int] = []
    for event in events:
        if isinstance(event, HandStarted):
            hands.append(0)
        elif isinstance(event, CardDealt):
            cards.append(event.card)
            hands[-1] += 1
    return cards, hands


@pytest.mark.parametrize("duplicate", [False, True])
def test_a_seeded_match_deals_each_round_from_its_seed(duplicate: bool) -> None:
    """T10-2: each player's ten hands come from the shoe their first hand's seed derives (a
    duplicate deal: one seed for both), and the proof revealed at the end holds."""
    match = Match(TenHandRules(duplicate_deal=duplicate), ["ann", "bob"], seeded=True)
    seeds = {"ann": ANN, "bob": ANN if duplicate else BOB}
    policy = RandomPolicy(random.Random(5))
    events: dict[str, list[Event]] = {"ann": [], "bob": []}
    shoes: dict[str, ProvableShoe] = {}
    while not match.over:
        for name in match.players:
            if match.round_over(name):
                continue
            round_ = match.next_round(name, seeds[name] if match.needs_shoe(name) else None)
            assert isinstance(round_.shoe, ProvableShoe)
            shoes[name] = round_.shoe
            events[name] += play_hand(round_, lambda _: policy)
            match.finish_round(name, round_)
    for name, seed in seeds.items():
        cards, hands = _hands_of(events[name])
        assert len(hands) == match.hands_played(name) and cards == derive_cards(seed, 6, hands)
        assert check_hand(revealed(1, shoes[name]), cards, committed=seed.commitment,
                          hands=hands) == []
    assert (shoes["ann"] is shoes["bob"]) is False  # a shoe each, the same order or not


def test_a_seeded_match_takes_one_seed_per_player_and_says_why_not() -> None:
    """The seed comes with the first hand, and only then; a duplicate deal's must agree; a
    first hand withdrawn before its deal (its bet refused) takes its seed again. A first hand
    dealt without a seed (nobody proves it) is shuffled as an unseeded match's."""
    unproved = Match(TenHandRules(duplicate_deal=True), ["ann", "bob"], seeded=True)
    shoe = unproved.next_round("ann").shoe
    assert not isinstance(shoe, ProvableShoe) and shoe.remaining == 312
    with pytest.raises(IllegalAction, match="their seeds must be the same"):
        unproved.next_round("bob", ANN)
    twin = unproved.next_round("bob").shoe
    assert not isinstance(twin, ProvableShoe)
    assert [shoe.draw() for _ in range(312)] == [twin.draw() for _ in range(312)]
    match = Match(TenHandRules(duplicate_deal=True), ["ann", "bob"], seeded=True)
    assert match.needs_shoe("ann") and match.needs_shoe("bob")
    refused = match.next_round("ann", ANN)
    with pytest.raises(IllegalAction):
        refused.start({"ann": 6})
    match.withdraw("ann", refused)
    assert match.needs_shoe("ann")
    round_ = match.next_round("ann", ANN)
    round_.start({"ann": 10})
    with pytest.raises(IllegalAction, match="their seeds must be the same"):
        match.next_round("bob", BOB)
    assert match.needs_shoe("bob")
    match.next_round("bob", ANN)
    while (decision := round_.decision()) is not None:
        round_.act(decision.seat, decision.default or sorted(decision.actions,
                                                             key=lambda a: a.value)[-1], None)
    match.finish_round("ann", round_)
    with pytest.raises(IllegalAction, match="shuffled once for the match"):
        match.next_round("ann", ANN)


def _random_play(seed: int) -> Callable[[str], RandomPolicy]:
    policy = RandomPolicy(random.Random(seed))
    return lambda _: policy


def test_the_knockout_opens_a_shoe_per_match_and_keeps_it_till_the_match_ends() -> None:
    """T10-2, T10-14: the first hand of each match takes a seed; the shoe stays unrevealed
    while either player of the match still has a hand to play."""
    knockout = TenHandKnockout(TenHandRules(hands=2, duplicate_deal=True),
                               rng=random.Random(3))
    knockout.seeded_shoes = True
    for name in ("ann", "bob"):
        knockout.register(name)
    knockout.start(0.0)
    assert knockout.shoe_partners(1) == [2] and knockout.shoe_partners(2) == [1]
    level = BetLevel(10)
    match = knockout.matches["ann"]
    shoes = {}
    for table in (1, 2):
        assert knockout.opens_shoe(table)
        for hand in range(2):
            round_ = knockout.next_round(table, level, seed=ANN if hand == 0 else None)
            shoes[table] = round_.shoe
            assert not knockout.opens_shoe(table)
            play_hand(round_, _random_play(hand))
            knockout.finish_round(table, round_)
            assert knockout.shoe_done(table, round_.shoe) is match.over
    # Over (won, or drawn and played again with new shoes): both shoes are done.
    assert match.over and knockout.shoe_done(1, shoes[1]) and knockout.shoe_done(2, shoes[2])
