"""Whole simulated tournaments: the invariants of issue 3 over many seeds."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.policy import RandomPolicy, play_hand
from app.engine.rules import BetLevel
from app.engine.simulation import simulate
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.series7.tournament import Series7Tournament
from app.engine.variants.tenhand.rules import TenHandRules
from tests.support.places import assert_competition_places


@settings(max_examples=20, deadline=None)
@given(players=st.integers(2, 48), seed=st.integers(0, 2**32 - 1))
def test_series7_simulations_place_everyone_once(players: int, seed: int) -> None:
    """C-6, C-12, S7-5: places are a permutation of 1..N; the winner holds every chip."""
    policy = RandomPolicy(random.Random(seed))
    result = simulate(Series7Rules(), players, lambda _: policy, seed=seed)
    assert_competition_places([row.place for row in result.standings], players)
    winner = result.standings[0]
    assert winner.place == 1 and winner.chips == players * 4000
    assert winner.eliminated_at_hand is None
    outs = [row.eliminated_at_hand for row in result.standings[1:]]
    assert all(out is not None and 1 <= out <= result.hands for out in outs)
    # Later places went out no earlier than better ones.
    assert all(a is not None and b is not None and a >= b for a, b in itertools.pairwise(outs))


def test_the_same_seed_gives_the_same_tournament() -> None:
    runs = []
    for _ in range(2):
        policy = RandomPolicy(random.Random(99))
        runs.append(simulate(Series7Rules(), 30, lambda _, bot=policy: bot, seed=99).to_json())
    assert runs[0] == runs[1]


def test_the_clock_drives_the_levels_and_breaks() -> None:
    """S7-7: the levels rise with tournament time; a long event reaches several levels."""
    policy = RandomPolicy(random.Random(5))
    result = simulate(Series7Rules(), 40, lambda _: policy, seed=5, hand_seconds=120)
    assert result.levels_reached >= 3
    assert result.final_table_at is not None and result.final_table_at <= result.seconds


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(3, 8))
def test_every_player_deals_once_a_rotation(seed: int, players: int) -> None:
    """S7-6: at one table the deal goes clockwise to each player with chips in turn."""
    tournament = Series7Tournament(Series7Rules(), rng=random.Random(seed))
    for index in range(players):
        tournament.register(f"P{index}")
    tournament.start(0.0)
    table = tournament.tables[1]
    order = table.names()  # one table: nobody moves, seats never change
    policy = RandomPolicy(random.Random(seed))
    hands = 0
    while not tournament.over and hands < 200:
        dealer = table.dealer
        round_ = tournament.next_round(1, BetLevel(25 << (hands // 40), 50 << (hands // 40)))
        play_hand(round_, lambda _: policy)
        tournament.finish_round(1, round_)
        hands += 1
        if tournament.over:
            break
        in_play = [name for name in order if name in tournament.table_of]
        after = order[(order.index(dealer) + 1):] + order[:order.index(dealer) + 1]
        expected = next(name for name in after if name in in_play)
        assert table.dealer == expected


@settings(max_examples=10, deadline=None)
@given(players=st.integers(2, 30), seed=st.integers(0, 2**32 - 1))
def test_bjx_multilevel_simulations_crown_one_champion(players: int, seed: int) -> None:
    """BJX-17, C-6, C-12: every level ends in table winners, the last one is champion with
    a whole table's chips; everyone else has a place."""
    policy = RandomPolicy(random.Random(seed))
    result = simulate(BjxRules(), players, lambda _: policy, seed=seed)
    assert_competition_places([row.place for row in result.standings], players)
    champion = result.standings[0]
    assert champion.place == 1 and champion.chips > 0 and champion.chips % 4000 == 0


@settings(max_examples=15, deadline=None)
@given(players=st.integers(2, 16), seed=st.integers(0, 2**32 - 1))
def test_tenhand_knockouts_crown_one_champion(players: int, seed: int) -> None:
    """T10-1 to T10-5: rooms of two, ten hands each, winners go on until one is left."""
    policy = RandomPolicy(random.Random(seed))
    result = simulate(TenHandRules(), players, lambda _: policy, seed=seed)
    assert_competition_places([row.place for row in result.standings], players)  # T10-14
    assert result.hands <= 10 * players * 4  # drawn matches are rare and replayed
