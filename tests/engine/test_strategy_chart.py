"""Basic-strategy charts worked out by the advisor (issue 7), checked against the published
charts the bots play (app/engine/charts.py, from the Wizard of Odds' tables)."""

from __future__ import annotations

import json
from functools import cache

import pytest

from app.engine.advisor import AdvisorRules
from app.engine.advisor.strategy import ChartWork, chart_to_dict, strategy_chart
from app.engine.charts import SERIES7, TENHAND, UP_CARDS, Chart
from app.engine.variants.tenhand.advisor import rules_for_tenhand
from app.engine.variants.tenhand.rules import TenHandRules


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


def test_a_charts_name_reads_in_the_apps_language() -> None:
    """A chart's name is its rules in words, each rule and the list's pattern a text of the
    translations (issue 24): shown under a pseudo-language whose every message of
    i18n/pitboss_es.ts reads as its English in angle quotes, even for a chart worked out
    before (in English, as `pitboss chart` prints it)."""
    import re
    import xml.etree.ElementTree as ET
    from dataclasses import replace
    from pathlib import Path

    from app import i18n
    from app.engine.advisor.strategy import chart_name, describe
    from app.engine.charts import BJX

    rules = replace(rules_for_tenhand(TenHandRules()), peek=False, dealer_splits_aces=True)
    # A chart worked out before, as ChartWork names it (in English: nothing installed yet);
    # its plays are 10-hand's, not worked out again here (seconds, and not the point).
    chart = replace(TENHAND, name=describe(rules), rules=rules)
    assert chart.name == chart_name(chart) == ("6 decks, H17, no DAS, late surrender, no peek, "
                                               "the dealer splits aces")
    ts = Path(__file__).resolve().parents[2] / "i18n" / "pitboss_es.ts"
    known = {(context.findtext("name") or "", message.findtext("source") or "")
             for context in ET.parse(ts).getroot().iter("context")
             for message in context.iter("message")}

    def lookup(context: str, text: str, disambiguation: str | None, n: int) -> str:
        if (context, text) not in known:
            return ""
        return "\u2039" + (i18n.english_plural(text, n) if n >= 0 else text) + "\u203a"

    i18n.install(lookup, i18n.english_number)
    try:
        names = [chart_name(chart), chart_name(TENHAND), chart_name(BJX)]
    finally:
        i18n.uninstall()
    outside = [re.sub("\u2039[^\u2039\u203a]*\u203a", "", name) for name in names]
    assert [re.findall(r"[A-Za-z]", text) for text in outside] == [[], [], []], names
