"""The 10-hand match advisor (issue 7, tournament advice; T10-3 to T10-5): the hand model it
stands on, the programme's answers where they can be reasoned out, and its use by the bot."""

from __future__ import annotations

import itertools
import json
import random
import threading

import pytest

from app.engine.actions import Action, DecisionKind
from app.engine.advisor import match
from app.engine.advisor.match import RESULTS, action_results, hand_results, match_advice
from app.engine.bots import TournamentBot
from app.engine.cards import Card, Rank
from app.engine.policy import SeatContext
from app.engine.shoe import StackedShoe
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules

TWO_CARDS = frozenset({Action.HIT, Action.STAND, Action.DOUBLE, Action.SURRENDER})


def test_one_hand_results_are_a_distribution_over_the_known_results() -> None:
    results = hand_results()
    assert set(results) <= set(RESULTS)
    assert sum(results.values()) == pytest.approx(1.0, abs=1e-12)
    # T10-6: a natural is paid 3:2 unless the dealer has one too. From an infinite shoe a
    # natural is 2 * 1/13 * 4/13 = 8/169 for either side, independently.
    assert results[1.5] == pytest.approx(8 / 169 * (1 - 8 / 169), abs=1e-12)
    # A chart-played hand loses a little under one per cent (T10 rules, infinite shoe).
    edge = sum(result * chance for result, chance in results.items())
    assert -0.012 < edge < -0.004


def test_each_play_has_its_own_results() -> None:
    results = action_results([Rank.TEN, Rank.SIX], Rank.TEN, TWO_CARDS)
    assert set(results) == set(TWO_CARDS)
    assert results[Action.SURRENDER] == {-0.5: 1.0}  # T10-10
    assert set(results[Action.DOUBLE]) <= {-2.0, 0.0, 2.0}  # T10-11
    assert set(results[Action.STAND]) <= {-1.0, 0.0, 1.0}
    for distribution in results.values():
        assert sum(distribution.values()) == pytest.approx(1.0, abs=1e-12)
    # A later card: only hit or stand (T10-10, T10-11).
    later = action_results([Rank.FIVE, Rank.FIVE, Rank.SIX], Rank.TEN, TWO_CARDS)
    assert set(later) == {Action.HIT, Action.STAND}


def test_far_ahead_on_the_last_hand_the_match_is_won_at_the_minimum() -> None:
    """T10-5: 100 ahead with one hand left, a minimum bet cannot be caught (the rival wins at
    most 20 on a doubled minimum bet)."""
    advice = match_advice()
    bet, chances = advice.bet(1100, 1000, 1)
    assert bet == 10
    assert chances[bet] == pytest.approx(1.0)


def test_behind_on_the_last_hand_the_bet_must_pass_with_a_win() -> None:
    """T10-5: 100 behind with one hand left, a win must pass the rival's minimum-bet result."""
    bet, chances = match_advice().bet(900, 1000, 1)
    chance = chances[bet]
    assert bet > 100
    assert 0.3 < chance < 0.5


def test_level_on_the_last_hand_is_an_even_match() -> None:
    assert match_advice().win_chance(1000, 1000, 1) == pytest.approx(0.5, abs=1e-9)


def test_more_chips_never_lower_the_chance() -> None:
    advice = match_advice()
    for hands_left in (1, 3, 10):
        chances = [advice.win_chance(stack, 1000, hands_left) for stack in range(500, 1500, 5)]
        assert all(b >= a - 1e-12 for a, b in itertools.pairwise(chances))


def test_behind_on_the_last_hand_a_soft_hand_doubles_where_the_chart_hits() -> None:
    """25 behind with one hand left: a plain win (+10) still loses the match, a doubled one
    (+20) with the rival losing passes. The chart, for chips, hits A,2 against a 2."""
    chances = match_advice().play([Rank.ACE, Rank.TWO], Rank.TWO, TWO_CARDS, 10, 975, 1000, 1)
    assert max(chances, key=chances.__getitem__) is Action.DOUBLE
    assert chances[Action.DOUBLE] > 5 * chances[Action.HIT]


def test_the_tournament_bot_takes_the_match_play() -> None:
    """The bot acts on that advice at a real table (T10-11: the double is offered)."""
    deck = [Card.parse(text) for text in ("AS", "2D", "2H", "9C", "3S", "TD", "9H")]
    round_ = TenHandRound(TenHandRules(), StackedShoe(deck), player=("P", 985))
    round_.start({"P": 10})
    decision = round_.decision()
    assert decision is not None and decision.kind is DecisionKind.PLAY
    context = SeatContext("P", rivals={"R": 1000}, hands_left=1, heads_up=True)
    bot = TournamentBot(random.Random(0))
    assert bot.act(round_, decision, context) == (Action.DOUBLE, None)
    # Level, the same hand is played by the chart: hit.
    level = SeatContext("P", rivals={"R": 985}, hands_left=1, heads_up=True)
    assert bot.act(round_, decision, level) == (Action.HIT, None)


def test_advise_command_shows_the_match_play_beside_the_chip_values(
        capsys: pytest.CaptureFixture[str]) -> None:
    """`pitboss advise --match`: the chip-EV values, then the match's bet and plays, marking a
    play that differs from the chip-EV one."""
    from app.cli import main

    assert main(["advise", "--hand", "A,2", "--up", "2", "--match", "985,1000,1"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("hit")  # chips alone: hit
    assert "double" in out and "<- the match's play; chips alone say hit" in out
    assert main(["advise", "--hand", "T,6", "--up", "T", "--match", "1000,1000,5",
                 "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert set(shown) == {"ev", "match"}
    assert shown["match"]["bet"] % 10 == 0
    assert set(shown["match"]["plays"]) == set(shown["ev"])


@pytest.mark.parametrize(("options", "words"), [
    (["--match", "10,x,5"], "--match takes your chips"),
    (["--match", "1000,1000,11"], "1 to 10 hands left"),
    (["--match", "1000,1000,3", "--bet", "5"], "The bet must be from 10"),
    (["--match", "1000,1000,3", "--s17"], "under its own rules"),
])
def test_advise_command_refuses_a_bad_match_in_words(
        options: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import main

    assert main(["advise", "--hand", "T,6", "--up", "T", *options]) == 2
    assert words in capsys.readouterr().out


def test_the_model_worked_out_by_threads_at_once_is_the_one_worked_out_alone() -> None:
    """A review works its model out off the GUI thread while a bot or the kiosk may at the
    table: four threads starting from nothing cached get the chances one thread gets (a list
    filled on first use was filled by each and every chance came out several times over: a
    kiosk showed Ann's chance as "47,345,632,662,362%")."""
    def forget() -> None:
        for cached in (match_advice, match._stepped, hand_results):
            cached.cache_clear()

    spots = [(1060, 1000, 9), (1000, 1000, 10), (900, 1100, 3), (1000, 1000, 1)]
    forget()
    alone = [match_advice().win_chance(*spot) for spot in spots]
    forget()
    start = threading.Barrier(4)
    found: list[list[float]] = []

    def work_out() -> None:
        start.wait()
        model = match_advice()
        found.append([model.win_chance(*spot) for spot in spots])

    threads = [threading.Thread(target=work_out) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60.0)
    assert found == [alone] * 4
    assert all(0.0 <= chance <= 1.0 for chance in alone) and alone[0] > 0.5
