"""The BJX heads-up advisor (issue 7's tournament advice for BJX; BJX-3 to BJX-8, BJX-14,
BJX-15): its hand model checked against the exact dealer odds of `dealer.py`, and the
programme's answers where they can be reasoned out."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from app.engine.actions import Action
from app.engine.advisor.bjx_betting import shown_weights
from app.engine.advisor.bjx_heads_up import (
    _stand,
    advice_for_bjx_heads_up,
    allowed_blinds,
    bjx_heads_up_advice,
    deals,
)
from app.engine.advisor.composition import full_shoe
from app.engine.advisor.dealer import dealer_outcomes
from app.engine.bots import BasicBot, TournamentBot
from app.engine.cards import Rank
from app.engine.policy import Policy
from app.engine.simulation import simulate
from app.engine.variants.bjx.rules import BjxRules

BIG_SHOE = 20_000  # decks: a shoe this deep stands in for the model's infinite one


def test_deals_cover_every_deal_once() -> None:
    found = deals()
    assert sum(deal.chance for deal in found) == pytest.approx(1.0, abs=1e-12)
    shown = {}
    for deal in found:
        shown[deal.shown] = shown.get(deal.shown, 0.0) + deal.chance
    # BJX-4, the weaker card shown: an ace only when both are aces; a ten-value unless the
    # other card is an ace... or a ten-value too.
    assert shown[1] == pytest.approx((1 / 13) ** 2, abs=1e-12)
    assert shown[10] == pytest.approx((4 / 13) ** 2 + 2 * (4 / 13) * (1 / 13), abs=1e-12)
    for deal in found:
        assert sum(deal.check) == pytest.approx(1.0, abs=1e-12)
        assert sum(deal.raised) == pytest.approx(1.0, abs=1e-12)


@pytest.mark.parametrize("shown", range(1, 11))
def test_standing_on_a_stiff_matches_the_exact_dealer(shown: int) -> None:
    """BJX-11, BJX-15: against a total of 16 or less the dealer never needs to chase, so the
    heads-up dealer is the ordinary one hitting soft 17; the shown card weighs the hidden one
    as `bjx_betting` says. The exact, composition-dependent dealer of `dealer.py` over a very
    deep shoe must agree with the infinite-shoe model."""
    up = shown - 1
    shoe = list(full_shoe(BIG_SHOE))
    shoe[up] -= 1
    joint = dealer_outcomes(up, tuple(shoe), True, True, False, shown_weights(up))  # type: ignore[arg-type]
    bust = joint[5] / sum(joint[:6])
    win, push, _ = _stand(16, shown)
    assert push == 0.0
    assert win == pytest.approx(bust, abs=2e-4)


def test_the_heads_up_dealer_chases_a_made_hand() -> None:
    """BJX-15: standing on 21 never loses (the dealer draws until it ties or busts), and a 20
    loses more often than to a dealer who must stand on 17 to 19."""
    win, push, loss = _stand(21, 6)
    assert loss == 0.0 and win + push == pytest.approx(1.0)
    up = 5
    shoe = list(full_shoe(BIG_SHOE))
    shoe[up] -= 1
    joint = dealer_outcomes(up, tuple(shoe), True, True, False, shown_weights(up))  # type: ignore[arg-type]
    ordinary_loss = joint[4] / sum(joint[:6])  # only a dealer 21 beats a 20 there
    assert _stand(20, 6)[2] > ordinary_loss + 0.02


def test_blinds_allowed_by_bjx_3() -> None:
    assert allowed_blinds(5000, 100) == [100, 200, 300]
    assert allowed_blinds(250, 100) == [100, 200]
    assert allowed_blinds(60, 100) == [60]  # short of the minimum: all of it


def test_the_game_is_the_same_seen_from_either_side() -> None:
    advice = bjx_heads_up_advice(100, 8000)
    for stack in (500, 2000, 4000, 6500):
        mine = advice.win_chance(stack, dealing=False)
        theirs = advice.win_chance(8000 - stack, dealing=True)
        assert mine + theirs == pytest.approx(1.0, abs=1e-12)
    chances = [advice.win_chance(stack, dealing=False) for stack in range(0, 8001, 400)]
    assert chances[0] == 0.0 and chances[-1] == 1.0
    assert all(a <= b + 1e-12 for a, b in itertools.pairwise(chances))


def test_the_betting_round_reads_the_shown_card() -> None:
    """BJX-4: a ten shown as the weaker card means a hidden ten or ace, so 19 is beaten:
    fold it for half the blind (BJX-5). A natural against a 6 stakes everything the dealer
    has when the stacks are even: it is raised to cover."""
    advice = bjx_heads_up_advice(100, 8000)
    assert next(iter(advice.betting([Rank.TEN, Rank.NINE], Rank.TEN, 100, 4000))) == (
        Action.FOLD, None)
    assert next(iter(advice.betting([Rank.ACE, Rank.TEN], Rank.SIX, 100, 4000))) == (
        Action.RAISE, 4000)  # to cover: all the dealer can pay
    # A shown ace is the weaker card only when the hidden one is an ace too: soft 12.
    assert next(iter(advice.betting([Rank.TWO, Rank.THREE], Rank.ACE, 100, 4000))) == (
        Action.CHECK, None)


def test_a_raise_is_never_more_than_the_dealer_can_pay() -> None:
    """BJX-14: past the dealer's chips a win pays nothing more."""
    advice = bjx_heads_up_advice(100, 8000)
    assert advice.raise_totals(6000, 100) == (200, 2000)  # double the blind, to cover
    assert advice.raise_totals(1000, 100) == (200, 1000)
    assert advice.raise_totals(150, 100) == ()  # cannot double the blind


def test_off_the_model_there_is_no_advice() -> None:
    assert advice_for_bjx_heads_up(0, 8000) is None
    assert advice_for_bjx_heads_up(102, 8000) is None  # BJX-1: chips of 5
    assert advice_for_bjx_heads_up(8000, 8000) is None


def _tally(advisor: bool, seeds: range) -> int:
    won = 0
    for seed in seeds:
        bots: dict[str, Policy] = {
            "Player 01": TournamentBot(random.Random(seed), advisor=advisor),
            "Player 02": BasicBot(random.Random(seed)),
        }
        result = simulate(BjxRules(), 2, bots.__getitem__, seed=seed)
        won += result.standings[0].name == "Player 01"
    return won


def test_the_tournament_bot_wins_more_bjx_heads_ups_with_the_advisor() -> None:
    """The same 60 seeded heads-ups: with the advisor the bot takes the table more often than
    with its rules of thumb (bench/tournament_advice.py measures it over thousands)."""
    seeds = range(60)
    assert _tally(True, seeds) > _tally(False, seeds)


def test_pitboss_advise_weighs_a_bjx_heads_up(capsys: pytest.CaptureFixture[str]) -> None:
    """`pitboss advise --variant bjx --betting --heads-up MINE,RIVAL,MINIMUM`: the blind and
    each betting choice's chance, beside the exact values; bad input exits 2 in words."""
    from app.cli import main

    assert main(["advise", "--variant", "bjx", "--betting", "--hand", "A,T", "--up", "6",
                 "--heads-up", "4000,4000,100", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out["ev"]) == {"raise", "check", "fold"}
    assert next(iter(out["heads_up"]["betting"])) == "raise to cover"
    assert out["heads_up"]["raise_totals"] == {"raise": 200, "raise to cover": 4000}
    assert out["heads_up"]["blind"] in (100, 200, 300)
    for wrong in (["--heads-up", "4000,4000"], ["--heads-up", "4000,4000,101"],
                  ["--heads-up", "4000,4000,100", "--bet", "350"]):
        assert main(["advise", "--variant", "bjx", "--betting", "--hand", "A,T", "--up", "6",
                     *wrong]) == 2
        assert "pitboss advise: " in capsys.readouterr().out
    assert main(["advise", "--variant", "bjx", "--hand", "A,T", "--up", "6",
                 "--heads-up", "4000,4000,100"]) == 2  # without --betting
