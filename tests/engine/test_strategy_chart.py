"""Basic-strategy charts worked out by the advisor (issue 7), checked against the published
charts the bots play (app/engine/charts.py, from the Wizard of Odds' tables)."""

from __future__ import annotations

import json
from functools import cache

import pytest

from app.engine.advisor import AdvisorRules, rules_for_tenhand
from app.engine.advisor.strategy import ChartWork, chart_to_dict, strategy_chart
from app.engine.charts import SERIES7, TENHAND, UP_CARDS, Chart
from app.engine.rules import TenHandRules


@cache
def worked_out(rules: AdvisorRules) -> Chart:
    return strategy_chart(rules)


def differences(mine: Chart, published: Chart) -> set[str]:
    found = set()
    for kind in ("hard", "soft", "pairs"):
        ours, theirs = getattr(mine, kind), getattr(published, kind)
        assert set(ours) == set(theirs), kind
        for key, row in ours.items():
            for up, move, expected in zip(UP_CARDS, row, theirs[key], strict=True):
                if move is not expected:
                    found.add(f"{kind} {key} v {up}: {move.value} not {expected.value}")
    return found


def test_the_ten_hand_chart_is_the_published_six_deck_h17_chart() -> None:
    """T10-7, T10-10, T10-11: 6 decks, H17, no DAS, late surrender. Every cell agrees but soft
    12 (A,A unsplit) against a 6, a row the published chart fills with hits because A,A is
    always split: unsplit, doubling it against a 6 is worth a little more."""
    assert differences(worked_out(rules_for_tenhand(TenHandRules())), TENHAND) == {
        "soft 12 v 6: D not H"}


def test_the_one_deck_s17_das_chart_is_the_published_one() -> None:
    """The Series 7 players' chart (1 deck, S17, DAS, no surrender). Besides the same unsplit
    A,A cells, one marginal pair: the advisor, exact for one split, splits 3,3 against an 8,
    where the printed chart hits."""
    rules = AdvisorRules(decks=1, h17=False, das=True, surrender="none")
    assert differences(worked_out(rules), SERIES7) == {
        "soft 12 v 5: D not H", "soft 12 v 6: D not H", "pairs 3 v 8: P not H"}


def test_a_chart_is_worked_out_a_row_at_a_time() -> None:
    work = ChartWork(rules_for_tenhand(TenHandRules()))
    assert not work.finished
    with pytest.raises(ValueError, match="rows still to work out"):
        work.chart()
    work.step()
    assert work.done == 1 and work.total == 36  # 17 hard rows, 9 soft, 10 pairs


def test_a_chart_as_plain_data() -> None:
    shown = chart_to_dict(worked_out(rules_for_tenhand(TenHandRules())))
    assert json.loads(json.dumps(shown)) == shown
    assert shown["up_cards"] == list(UP_CARDS)
    assert shown["hard"]["16"] == ["S", "S", "S", "S", "S", "H", "H", "Rh", "Rh", "Rh"]
    assert shown["name"] == "6 decks, H17, no DAS, late surrender"
