"""The coach's report (issue 23, app/client/review.py): nights hosted to their end by bots into
a real SQLite file, then one player's decisions reviewed. One bot always stands where it may,
so its mistakes are known: standing on a hard total of 11 or less gives up a card that cannot
bust it (C-3), which the advisor values above standing."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from app.client.review import Review, Reviewed, review
from app.client.review_words import advisor_words, report_words
from app.engine.actions import Action, Decision, DecisionKind
from app.engine.bots import make_bot
from app.engine.cards import Card
from app.engine.hand import hand_value
from app.engine.policy import Policy, RoundView, SeatContext
from app.engine.variants.rule_sets import Rules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules
from app.store import EventStore, StoreError
from tests.support.nights import host_to_the_end


class Stander:
    """The basic bot, but it stands wherever standing is allowed."""

    def __init__(self) -> None:
        self.basic = make_bot("basic", random.Random(7))

    def bet(self, round_: RoundView, seat: str, context: SeatContext) -> int:
        return self.basic.bet(round_, seat, context)

    def act(self, round_: RoundView, decision: Decision,
            context: SeatContext) -> tuple[Action, int | None]:
        if decision.kind is DecisionKind.PLAY and Action.STAND in decision.actions:
            return Action.STAND, None
        return self.basic.act(round_, decision, context)


def _night(folder: Path, rules: Rules, names: list[str]) -> Path:
    database = folder / "night.sqlite3"
    others = {name: make_bot("basic", random.Random(index))
              for index, name in enumerate(names[1:])}

    def policy_for(name: str) -> Policy:
        return Stander() if name == names[0] else others[name]

    # Seeded: the same hands on every run (an unseeded night once left Ann, who always
    # stands, no hard 11 to stand on before she was out).
    host_to_the_end(database, rules, names, policy_for=policy_for, shuffle_seed=37)
    return database


@pytest.fixture(scope="module")
def series7(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _night(tmp_path_factory.mktemp("s7"), Series7Rules(), ["Ann", "Bob", "Cid"])


@pytest.fixture(scope="module")
def tenhand(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _night(tmp_path_factory.mktemp("t10"), TenHandRules(), ["Dee", "Eve"])


def _reviewed(database: Path, player: str) -> tuple[Review, EventStore]:
    store = EventStore.open(database, readonly=True)
    return review(store, 1, player), store


def _counted(store: EventStore, player: str) -> Counter[str]:
    """The player's decisions counted straight off the stored events: each action taken, and
    each bet placed before a deal."""
    counts: Counter[str] = Counter()
    for event in store.events(1):
        payload = event.payload
        if payload.get("seat") != player:
            continue
        if payload.get("type") == "ActionTaken":
            counts["acted"] += 1
        elif payload.get("type") == "BetPlaced" and payload.get("kind") in ("bet", "blind"):
            counts["bet"] += 1
    return counts


def _consistent(decision: Reviewed) -> None:
    """The advisor never contradicts itself: its best play is the one of the best value it
    shows, the best play loses nothing, and the loss is the best value less the played one's."""
    for values, best, lost in ((decision.values, decision.best, decision.chips_lost),
                               (decision.chances, decision.best_to_win, decision.chance_lost)):
        if not values:
            assert lost is None
            continue
        top = max(values.values())
        assert best is not None
        if values is decision.values or not decision.values:
            assert values[best] == top, decision
        if decision.played in values:
            assert lost == pytest.approx(top - values[decision.played], abs=1e-12), decision
            assert lost is not None and lost >= 0.0
            if values[decision.played] == top:
                assert lost == 0.0, decision


def test_every_series7_decision_is_there_and_valued_without_contradiction(
        series7: Path) -> None:
    """Every action the player took and every bet it placed is one decision of the report,
    counted independently from the stored events; each is valued by the advisor consistently,
    and the sums per kind and per hand are the decisions' (S7-8: the bets are decisions too)."""
    report, store = _reviewed(series7, "Ann")
    with store:
        counts = _counted(store, "Ann")
        hands = {(hand.table, hand.hand): hand for hand in store.hands(1)}
    kinds = Counter(d.kind for d in report.decisions)
    assert kinds["bet"] == counts["bet"] > 10
    assert len(report.decisions) - kinds["bet"] == counts["acted"]
    assert sum(total.decisions for total in report.by_kind().values()) == len(report.decisions)
    assert sum(total.decisions for total in report.by_hand().values()) == len(report.decisions)
    assert report.total().chips_lost == pytest.approx(
        sum(d.chips_lost or 0.0 for d in report.decisions))
    for decision in report.decisions:
        _consistent(decision)
        # What opens its replay: a hand stored at that table, which the player was in.
        started = hands[(decision.table, decision.hand)].events[0].payload
        assert "Ann" in (*started["players"], started["dealer"])
    plays = [d for d in report.decisions if d.kind != "bet"]
    assert plays and all(d.values for d in plays)  # the advisor covers every Series 7 play


def test_standing_on_hard_eleven_or_less_is_a_mistake_and_among_the_costliest(
        series7: Path) -> None:
    """C-3: a hard 11 or less cannot bust on one card, so standing there loses chips against
    hitting (or doubling, or splitting a pair): every such stand shows a positive loss; the
    costliest five are the largest losses, in order, each with its tournament, table and
    hand."""
    report, store = _reviewed(series7, "Ann")
    store.close()
    stands = [d for d in report.decisions if d.played == "stand" and _hard_total(d) <= 11]
    assert stands, "Ann never stood on 11 or less"
    for decision in stands:
        assert decision.best in ("hit", "double", "split") and decision.chips_lost is not None
        assert decision.chips_lost > 0, decision
    costliest = report.costliest()
    assert 0 < len(costliest) <= 5
    assert [d.cost for d in costliest] == sorted((d.cost for d in costliest), reverse=True)
    assert costliest[0].cost == max(d.cost for d in report.decisions)
    assert all(d.tournament == 1 and d.table >= 1 and d.hand >= 1 for d in costliest)
    words = report_words(report)
    assert "The costliest" in words and f"hand {costliest[0].hand:,}" in words


def test_a_player_that_plays_by_the_advisor_loses_nothing_where_it_agrees(
        series7: Path) -> None:
    """The basic bot's plays that the exact values agree with cost nothing: a best play shows
    zero loss (the losses of the others are the chart against the exact composition)."""
    report, store = _reviewed(series7, "Bob")
    store.close()
    agreed = [d for d in report.decisions if d.best == d.played]
    assert agreed and all(d.chips_lost in (0.0, None) for d in agreed)
    assert report.total().mistakes < len(report.decisions) / 4


def test_a_ten_hand_match_weighs_the_chance_of_winning(tenhand: Path) -> None:
    """T10-5: in a 10-hand match each bet and play also has its chance of winning the match;
    the best to win is the best chance shown, and what was lost is measured against it."""
    report, store = _reviewed(tenhand, "Dee")
    with store:
        counts = _counted(store, "Dee")
    assert len(report.decisions) == counts["acted"] + counts["bet"]
    bets = [d for d in report.decisions if d.kind == "bet"]
    assert bets and all(d.chances and d.chance_lost is not None for d in bets)
    for decision in report.decisions:
        _consistent(decision)
        if decision.chances:
            best = decision.best_to_win
            assert best is not None
            assert decision.chances[best] == max(decision.chances.values())


def test_the_advisor_at_a_step_says_its_best_and_where_the_match_differs_why(
        tenhand: Path) -> None:
    """The replay's line (issue 23): every decision of a 10-hand match names the advisor's
    best play and what was played; where the best to win the match (T10-5) differs from the
    best in chips, it says the match decides, and lists the chances."""
    report, store = _reviewed(tenhand, "Dee")
    store.close()
    for decision in report.decisions:
        words = advisor_words(decision)
        assert words.endswith(f"; you {decision.played}" + (" (timed out)"
                                                          if decision.timed_out else ""))
        if decision.best is None:
            assert words.startswith("the advisor has no value")
        elif decision.best_to_win not in (None, decision.best):
            assert words.startswith(f"the advisor would {decision.best_to_win} to win the "
                                    f"tournament (") and f"though {decision.best} is" in words
        else:
            assert words.startswith(f"the advisor would {decision.best}")
            assert ("chance to win: " in words) == bool(decision.chances)


def test_where_the_match_and_the_chips_differ_the_line_gives_both() -> None:
    """T10-5: a last-hand double that loses chips but wins the match is the advisor's play."""
    decision = Reviewed(tournament=1, table=1, hand=10, kind="double", seen="TD AC vs 9S",
                        played="stand", best="stand", best_to_win="double",
                        values={"stand": 0.42, "hit": 0.1, "double": -0.1},
                        chances={"stand": 0.31, "double": 0.48}, chips_lost=0.0,
                        chance_lost=0.17)
    assert advisor_words(decision) == (
        "the advisor would double to win the tournament (double 48.0%, stand 31.0%), though "
        "stand is worth more chips (stand +0.4, hit +0.1, double \u22120.1 chips); you stand")


def test_the_report_refuses_a_player_who_did_not_play(series7: Path) -> None:
    with EventStore.open(series7, readonly=True) as store, \
            pytest.raises(StoreError, match="Zed did not play"):
        review(store, 1, "Zed")


def _hard_total(decision: Reviewed) -> int:
    """The player's hard total from the cards the report shows ("5H 6C vs 9D")."""
    mine = decision.seen.split(" vs ")[0].split()
    value = hand_value(Card.parse(code) for code in mine)
    return 99 if value.soft else value.total


def test_a_loss_too_small_to_show_is_not_among_the_costliest() -> None:
    """Issue 38: a decision that cost "0.0 points of the chance to win" was listed among the
    costliest. Those listed lost at least what their words show: a chip, or a tenth of a
    point. Failed before."""
    def decision(hand: int, chips: float | None, chance: float | None) -> Reviewed:
        return Reviewed(tournament=1, table=1, hand=hand, kind="hit/stand", seen="12 v 10",
                        played="stand", best="hit", best_to_win="hit", values={},
                        chances={}, chips_lost=chips, chance_lost=chance)

    decisions = [decision(1, None, 0.0002), decision(2, 0.3, None), decision(3, None, 0.004),
                 decision(4, 2.0, None)]
    report = Review(1, "Night", "tenhand", "Ann", decisions)
    assert [d.hand for d in report.costliest()] == [3, 4]
    assert report.total().mistakes == 4  # each still lost something
