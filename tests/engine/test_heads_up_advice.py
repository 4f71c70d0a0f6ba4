"""The Series 7 heads-up advisor (issue 7's tournament advice for S7; S7-8, S7-13, S7-21):
the hand model it stands on, and the programme's answers where they can be reasoned out."""

from __future__ import annotations

import dataclasses

import pytest

from app.engine.advisor.hand_model import SERIES7_MODEL, _dealer, hand_results
from app.engine.advisor.heads_up import allowed_bets, heads_up_advice
from app.engine.cards import Rank


def test_a_series7_hand_is_a_distribution_of_whole_bets_and_naturals() -> None:
    results = hand_results(SERIES7_MODEL)
    assert sum(results.values()) == pytest.approx(1.0, abs=1e-12)
    assert set(results) <= {-4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 1.5, 2.0, 3.0, 4.0}
    # S7-14, S7-15: a natural is paid unless the dealer has one too, which takes it.
    assert results[1.5] == pytest.approx(8 / 169 * (1 - 8 / 169), abs=1e-12)
    # Against a dealer who wins natural ties and splits aces, the bettor is behind.
    assert sum(r * p for r, p in results.items()) < 0


def test_a_dealer_who_splits_aces_makes_more_21s() -> None:
    """S7-17: two chances at a good hand under an ace."""
    no_split = dataclasses.replace(SERIES7_MODEL, dealer_splits_aces=False)
    _, split = _dealer(SERIES7_MODEL, Rank.ACE)
    _, plain = _dealer(no_split, Rank.ACE)
    assert sum(split) == pytest.approx(1.0, abs=1e-12)
    assert split[4] > plain[4] and split[5] < plain[5]  # 21 more often, a bust less often


def test_bets_allowed_by_s7_8() -> None:
    assert allowed_bets(5000, 100, 200) == [100, 200]
    assert allowed_bets(150, 100, 200) == [100]  # short of the maximum: only the minimum
    assert allowed_bets(75, 100, 200) == [75]  # short of the minimum: all of it


def test_the_game_is_the_same_seen_from_either_side() -> None:
    """Zero-sum: my chance betting with s is one less the rival's dealing with the rest."""
    advice = heads_up_advice(400, 800, 8000)
    for stack in range(0, 8001, 400):
        assert advice.win_chance(stack, False) == pytest.approx(
            1 - advice.win_chance(8000 - stack, True), abs=1e-12)


def test_small_bets_against_deep_stacks_are_worth_the_share_and_bet_the_minimum() -> None:
    """Far from elimination a stack's chance is about its share of the chips; the bettor is
    behind on each hand, so betting more only gives chips away."""
    advice = heads_up_advice(25, 50, 8000)
    assert advice.win_chance(3000, False) == pytest.approx(3000 / 8000, abs=1e-3)
    assert advice.bet(3000)[0] == 25 and advice.bet(5000)[0] == 25


def test_near_the_end_the_short_stack_and_the_finisher_bet_the_maximum() -> None:
    """800 of 8,000 at 400/800: a maximum bet is the short stack's best chance (bold play);
    7,200: a maximum win takes the rival's last 800 and ends it (S7-21)."""
    advice = heads_up_advice(400, 800, 8000)
    assert advice.bet(800)[0] == 800
    assert advice.bet(7200)[0] == 800
    assert advice.bet(4000)[0] == 400


def test_a_level_off_the_chip_grid_is_refused() -> None:
    with pytest.raises(ValueError, match="multiples of 25"):
        heads_up_advice(30, 60, 8000)


def test_the_tournament_bot_does_not_double_when_a_plain_win_ends_it() -> None:
    """S7-21: 7,200 against the dealer's last 800, betting 800: a plain win takes every chip,
    so A,2 against a 5 hits, where the chart (and chips alone) would double."""
    import random

    from app.engine.actions import Action, DecisionKind
    from app.engine.bots import TournamentBot
    from app.engine.cards import Card
    from app.engine.policy import SeatContext
    from app.engine.rules import BetLevel
    from app.engine.shoe import StackedShoe
    from app.engine.variants.series7.round import Series7Round
    from app.engine.variants.series7.rules import Series7Rules

    deck = [Card.parse(text) for text in ("AS", "5D", "2H", "9C", "3S", "TD", "9H")]
    round_ = Series7Round(Series7Rules(), StackedShoe(deck), level=BetLevel(400, 800),
                          dealer=("D", 800), players=[("P", 7200)])
    round_.start({"P": 800})
    decision = round_.decision()
    assert decision is not None and decision.kind is DecisionKind.PLAY
    assert Action.DOUBLE in decision.actions
    context = SeatContext("P", rivals={"D": 800}, players_left=2, heads_up=True)
    assert TournamentBot(random.Random(0)).act(round_, decision, context) == (Action.HIT, None)
    assert TournamentBot(random.Random(0), advisor=False).act(
        round_, decision, context) == (Action.DOUBLE, None)
