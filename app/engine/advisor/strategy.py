"""Basic-strategy charts worked out by the advisor for any house-dealer rules (issue 7).

A chart cell is the best play for a total against an up card from a full shoe. A total is
made by several two-card hands (hard 12 is T,2, 9,3, 8,4 and 7,5); its play is the one with
the best expected value averaged over them, each weighted by its chance of being dealt: the
"total-dependent" basic strategy that published charts print. Pairs are their own rows.

A cell reads as the hand-entered charts in `app.engine.charts` do ("D" doubles where it may
and hits otherwise, "Ds" stands otherwise, "Rh", "Rs" and "Rp" surrender or hit, stand or
split), so a worked-out chart is a `Chart` the bots can play and the tests can compare with
the published ones.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from app.engine.actions import Action
from app.engine.advisor.advise import SIDE_BETS, advise
from app.engine.advisor.composition import INFINITE, full_shoe
from app.engine.advisor.rules import AdvisorRules
from app.engine.cards import Rank
from app.engine.charts import NAMED, UP_CARDS, Chart, Move, Row, chart_names
from app.i18n import arg

_BY_POINTS = {1: Rank.ACE, 2: Rank.TWO, 3: Rank.THREE, 4: Rank.FOUR, 5: Rank.FIVE,
              6: Rank.SIX, 7: Rank.SEVEN, 8: Rank.EIGHT, 9: Rank.NINE, 10: Rank.TEN}
_UPS = [_BY_POINTS[1 if up == "A" else 10 if up == "T" else int(up)] for up in UP_CARDS]
Hand = tuple[Rank, Rank]


class ChartWork:
    """A chart worked out a row at a time (a row is ten decisions, a tenth of a second or so),
    so that a window can show progress and stay responsive between rows."""

    def __init__(self, rules: AdvisorRules) -> None:
        self.rules = rules
        self._rows: list[tuple[str, int, list[Hand]]] = []
        for total in range(5, 20):
            self._rows.append(("hard", total, _hard_hands(total)))
        self._rows.append(("hard", 20, [(Rank.TEN, Rank.TEN)]))  # only tens make 20 in two
        self._rows.append(("hard", 4, [(Rank.TWO, Rank.TWO)]))
        for other in range(2, 10):
            self._rows.append(("soft", 11 + other, [(Rank.ACE, _BY_POINTS[other])]))
        self._rows.append(("soft", 12, [(Rank.ACE, Rank.ACE)]))
        for points in range(1, 11):
            self._rows.append(("pair", points, [(_BY_POINTS[points], _BY_POINTS[points])]))
        self._tables: dict[str, dict[int, Row]] = {"hard": {21: (Move.STAND,) * 10},
                                                   "soft": {21: (Move.STAND,) * 10},
                                                   "pair": {}}
        self.done = 0

    @property
    def total(self) -> int:
        return len(self._rows)

    @property
    def finished(self) -> bool:
        return self.done == len(self._rows)

    def step(self) -> None:
        """Work out the next row."""
        kind, label, hands = self._rows[self.done]
        self._tables[kind][label] = tuple(_cell(hands, up, self.rules, pair=kind == "pair")
                                          for up in _UPS)
        self.done += 1

    def chart(self) -> Chart:
        if not self.finished:
            raise ValueError(f"The chart has {self.total - self.done} rows still to work out")
        return Chart(name=describe(self.rules), hard=self._tables["hard"],
                     soft=self._tables["soft"], pairs=self._tables["pair"], rules=self.rules)


def strategy_chart(rules: AdvisorRules) -> Chart:
    """The basic-strategy chart for these rules, worked out whole (some seconds)."""
    work = ChartWork(rules)
    while not work.finished:
        work.step()
    return work.chart()


def chart_to_dict(chart: Chart) -> dict[str, object]:
    """The chart as plain data: each row's moves ("H", "Ds"...) against 2 to 9, T and A."""
    def rows(table: Mapping[int, Row]) -> dict[str, list[str]]:
        return {str(key): [move.value for move in table[key]] for key in sorted(table)}

    return {"name": chart.name, "up_cards": list(UP_CARDS), "hard": rows(chart.hard),
            "soft": rows(chart.soft), "pairs": rows(chart.pairs)}


def describe(rules: AdvisorRules) -> str:
    """The rules a chart is worked out for, in the app's language: "6 decks, H17, no DAS,
    late surrender" (a worked-out chart's name). Each rule is a text of `chart_names`, listed
    through its "%1, %2"."""
    parts = [chart_names.tr("an infinite deck") if rules.decks == INFINITE
             else chart_names.tr("%n deck(s)", None, rules.decks),
             chart_names.tr("H17") if rules.h17 else chart_names.tr("S17"),
             (chart_names.tr("DAS") if rules.das else chart_names.tr("no DAS"))
             if rules.double_down else chart_names.tr("no doubling"),
             chart_names.tr("late surrender") if rules.surrender == "late"
             else chart_names.tr("no surrender")]
    if not rules.peek:
        parts.append(chart_names.tr("no peek"))
    if rules.dealer_splits_aces:
        parts.append(chart_names.tr("the dealer splits aces"))
    if not rules.split_aces_one_card:
        parts.append(chart_names.tr("split aces may hit"))
    if rules.split_natural_wins:
        parts.append(chart_names.tr("split naturals win"))
    listed = parts[0]
    for part in parts[1:]:
        listed = arg(chart_names.tr("%1, %2", "a list of the rules a chart is worked out for"),
                     listed, part)
    return listed


def _hard_hands(total: int) -> list[Hand]:
    """Two-card hands of this hard total: no ace, not a pair."""
    return [(_BY_POINTS[low], _BY_POINTS[total - low]) for low in range(2, total // 2 + 1)
            if total - low <= 10 and low != total - low]


def _cell(hands: Iterable[Hand], up: Rank, rules: AdvisorRules, *, pair: bool) -> Move:
    shoe = full_shoe(rules.decks)
    averaged: dict[Action, float] = {}
    weight_sum = 0.0
    for first, second in hands:
        # The chance of being dealt this hand from a full shoe, in either order.
        counts = [shoe[rank.points - 1] for rank in (first, second)]
        weight = counts[0] * counts[1] * (1 if first is second else 2)
        weight_sum += weight
        for action, value in advise([first, second], up, rules).items():
            if action in SIDE_BETS:
                continue  # not plays
            averaged[action] = averaged.get(action, 0.0) + weight * value
    values = {action: total / weight_sum for action, total in averaged.items()}
    if not pair:
        values.pop(Action.SPLIT, None)  # a pair's total row is read only when it is not split
    return _move(values)


def _move(values: dict[Action, float]) -> Move:
    ranked = sorted(values, key=lambda action: -values[action])
    best = ranked[0]
    plain = Action.HIT if values[Action.HIT] > values[Action.STAND] else Action.STAND
    if best is Action.SPLIT:
        return Move.SPLIT
    if best is Action.DOUBLE:
        return Move.DOUBLE if plain is Action.HIT else Move.DOUBLE_STAND
    if best is Action.SURRENDER:
        if Action.SPLIT in values and values[Action.SPLIT] >= values[plain]:
            return Move.SURRENDER_SPLIT
        return Move.SURRENDER_HIT if plain is Action.HIT else Move.SURRENDER_STAND
    return Move.HIT if best is Action.HIT else Move.STAND


def chart_name(chart: Chart) -> str:
    """A chart's name in the app's language: a hand-entered chart (app/engine/charts.py)
    through `chart_names`, a worked-out one's rules described (`describe`)."""
    if chart.rules is not None:
        return describe(chart.rules)
    return chart_names.tr(chart.name) if chart.name in NAMED else chart.name
