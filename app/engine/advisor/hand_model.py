"""One hand's results from an infinite shoe, played by a basic-strategy chart (issue 7's
tournament advice): what a hand returns per unit bet, for every play, under one game's rules.

Each rank's chance stays 1/13 (4/13 for ten-values) whatever has been dealt: close enough to a
shoe's for weighing bets over many hands, and it keeps every answer a small recursion. The
exact, composition-dependent value of each play is `advise`'s. A `HandModel` names the rules a
hand is played under (T10 for the 10-hand match, S7 for a Series 7 hand against the
player-dealer). A split is two hands each played by the chart, not split again; insurance is
never taken.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from app.engine.actions import Action
from app.engine.advisor.composition import total_of
from app.engine.cards import Card, Rank, Suit
from app.engine.charts import PREFERENCES, SERIES7, TENHAND, Chart
from app.engine.hand import HandValue, hand_value

Distribution = dict[float, float]

_RANKS = (Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN,
          Rank.EIGHT, Rank.NINE, Rank.TEN)
_CHANCE = tuple(4 / 13 if rank is Rank.TEN else 1 / 13 for rank in _RANKS)
_CARD = {rank: Card(rank, Suit.SPADES) for rank in _RANKS}


def model_rank(card: Card) -> Rank:
    """A card as the model counts it: the four ten-value ranks are one."""
    return Rank.TEN if card.is_ten_value else card.rank


@dataclass(frozen=True, eq=False)  # one object per game: the caches key on it by identity
class HandModel:
    chart: Chart
    h17: bool  # the dealer hits soft 17 (T10-7) or stands (S7-16)
    dealer_splits_aces: bool  # S7-17
    surrender: bool  # late surrender (T10-10)
    das: bool  # double after a split (S7-19; not T10-11)
    split_aces_double: bool  # a split ace may double after its card (S7-19)
    natural_pushes: bool  # a natural against a dealer natural pushes (T10-6), or loses (S7-14)


TENHAND_MODEL = HandModel(TENHAND, h17=True, dealer_splits_aces=False, surrender=True,
                          das=False, split_aces_double=False, natural_pushes=True)
SERIES7_MODEL = HandModel(SERIES7, h17=False, dealer_splits_aces=True, surrender=False,
                          das=True, split_aces_double=True, natural_pushes=False)


@cache
def _dealer(model: HandModel, up: Rank) -> tuple[float, tuple[float, ...]]:
    """(chance of a dealer natural, chances of 17-21 and bust given none), the dealer peeking
    under an ace or a ten-value (T10-9, S7-14) and hitting soft 17 or not (T10-7, S7-16); a
    dealer dealt two aces splits them, keeps the better and plays it on (S7-17)."""
    finals = [0.0] * 6

    def stops(hard: int, ace: bool) -> int | None:
        soft = ace and hard <= 11
        total = hard + 10 if soft else hard
        if hard > 21:
            return 5
        if total > 17 or (total == 17 and not (soft and model.h17)):
            return total - 17
        return None

    def draw(hard: int, ace: bool, chance: float) -> None:
        ending = stops(hard, ace)
        if ending is not None:
            finals[ending] += chance
            return
        for rank, p in zip(_RANKS, _CHANCE, strict=True):
            draw(hard + rank.points, ace or rank is Rank.ACE, chance * p)

    natural = 0.0
    for rank, p in zip(_RANKS, _CHANCE, strict=True):  # the hole card
        if (up is Rank.ACE and rank is Rank.TEN) or (up is Rank.TEN and rank is Rank.ACE):
            natural += p
            continue
        if model.dealer_splits_aces and up is Rank.ACE and rank is Rank.ACE:
            for first, q in zip(_RANKS, _CHANCE, strict=True):
                for second, r in zip(_RANKS, _CHANCE, strict=True):
                    kept = max(first, second, key=lambda card: total_of(1 + card.points, True))
                    draw(1 + kept.points, True, p * q * r)
            continue
        draw(up.points + rank.points, Rank.ACE in (up, rank), p)
    return natural, tuple(value / (1.0 - natural) for value in finals)


def _stand(model: HandModel, total: int, up: Rank, stake: float = 1.0) -> Distribution:
    _, finals = _dealer(model, up)
    win = finals[5] + sum(finals[: max(total - 17, 0)])
    push = finals[total - 17] if total >= 17 else 0.0
    return _clean({stake: win, 0.0: push, -stake: 1.0 - win - push})


def _clean(distribution: Distribution) -> Distribution:
    return {result: chance for result, chance in distribution.items() if chance > 0.0}


def _mix(parts: Sequence[tuple[float, Distribution]]) -> Distribution:
    mixed: Distribution = {}
    for weight, part in parts:
        for result, chance in part.items():
            mixed[result] = mixed.get(result, 0.0) + weight * chance
    return mixed


@cache
def _play_on(model: HandModel, hard: int, has_ace: bool, up: Rank) -> Distribution:
    """A hand past its first decision: hit or stand as the chart's row for its total says."""
    total = total_of(hard, has_ace)
    move = model.chart.total_move(HandValue(total, total != hard), _CARD[up])
    stands = next(a for a in PREFERENCES[move] if a in (Action.HIT, Action.STAND))
    return (_stand(model, total, up) if stands is Action.STAND
            else _hit(model, hard, has_ace, up))


def _hit(model: HandModel, hard: int, has_ace: bool, up: Rank) -> Distribution:
    parts: list[tuple[float, Distribution]] = []
    for rank, p in zip(_RANKS, _CHANCE, strict=True):
        new_hard = hard + rank.points
        ace = has_ace or rank is Rank.ACE
        if new_hard > 21:
            parts.append((p, {-1.0: 1.0}))
        elif total_of(new_hard, ace) == 21:
            parts.append((p, _stand(model, 21, up)))
        else:
            parts.append((p, _play_on(model, new_hard, ace, up)))
    return _mix(parts)


def _double(model: HandModel, hard: int, has_ace: bool, up: Rank) -> Distribution:
    """T10-11, S7-19: one card, twice the stake."""
    parts: list[tuple[float, Distribution]] = []
    for rank, p in zip(_RANKS, _CHANCE, strict=True):
        new_hard = hard + rank.points
        if new_hard > 21:
            parts.append((p, {-2.0: 1.0}))
        else:
            parts.append((p, _stand(model, total_of(new_hard, has_ace or rank is Rank.ACE), up,
                                    2.0)))
    return _mix(parts)


@cache
def _split_hand(model: HandModel, pair: Rank, up: Rank) -> Distribution:
    """One hand of a split pair (T10-12, S7-18), not split again: an ace takes one card (an
    ace and a ten is 21, paid even money, T10-13) and may then only double where S7-19 lets
    it; another card plays on by the chart, doubling first where the rules allow (S7-19)."""
    parts: list[tuple[float, Distribution]] = []
    for rank, p in zip(_RANKS, _CHANCE, strict=True):
        hard = pair.points + rank.points
        ace = Rank.ACE in (pair, rank)
        total = total_of(hard, ace)
        offered = {Action.STAND}
        if total == 21:
            parts.append((p, _stand(model, 21, up)))
            continue
        if pair is Rank.ACE:
            if model.split_aces_double:
                offered.add(Action.DOUBLE)
        else:
            offered.add(Action.HIT)
            if model.das:
                offered.add(Action.DOUBLE)
        hand = [_CARD[pair], _CARD[rank]]
        # The chart reads the hand as a total: a pair again is not split again here.
        move = model.chart.total_move(hand_value(hand), _CARD[up])
        action = next(a for a in PREFERENCES[move] if a in offered)
        if action is Action.DOUBLE:
            parts.append((p, _double(model, hard, ace, up)))
        elif action is Action.HIT:
            parts.append((p, _hit(model, hard, ace, up)))
        else:
            parts.append((p, _stand(model, total, up)))
    return _mix(parts)


def _split(model: HandModel, pair: Rank, up: Rank) -> Distribution:
    one = _split_hand(model, pair, up)
    two: Distribution = {}
    for first, p in one.items():
        for second, q in one.items():
            two[first + second] = two.get(first + second, 0.0) + p * q
    return two


def action_results(cards: Sequence[Rank], up: Rank, offered: frozenset[Action],
                   model: HandModel = TENHAND_MODEL) -> dict[Action, Distribution]:
    """For each offered play on `cards`, its results per unit of the initial bet, the chart
    playing on after it, given no dealer natural (the dealer has peeked, T10-9, S7-14)."""
    hard = sum(rank.points for rank in cards)
    has_ace = Rank.ACE in cards
    first = len(cards) == 2
    results: dict[Action, Distribution] = {}
    if Action.STAND in offered:
        results[Action.STAND] = _stand(model, total_of(hard, has_ace), up)
    if Action.HIT in offered:
        results[Action.HIT] = _hit(model, hard, has_ace, up)
    if first and Action.DOUBLE in offered:
        results[Action.DOUBLE] = _double(model, hard, has_ace, up)
    if first and Action.SURRENDER in offered and model.surrender:
        results[Action.SURRENDER] = {-0.5: 1.0}  # T10-10
    if first and Action.SPLIT in offered and cards[0] is cards[1]:
        results[Action.SPLIT] = _split(model, cards[0], up)
    return results


def _chart_play(model: HandModel, first: Rank, second: Rank, up: Rank) -> Distribution:
    """The first decision as the chart makes it, among everything a two-card hand may do."""
    offered = {Action.HIT, Action.STAND, Action.DOUBLE}
    if model.surrender:
        offered.add(Action.SURRENDER)
    if first is second:
        offered.add(Action.SPLIT)
    hand = [_CARD[first], _CARD[second]]
    action = model.chart.choose(hand, hand_value(hand), _CARD[up], frozenset(offered))
    return action_results((first, second), up, frozenset({action}), model)[action]


@cache
def hand_results(model: HandModel = TENHAND_MODEL) -> Distribution:
    """One hand's results per unit bet, played by the chart, over every deal. A natural pays
    3:2 (T10-6, S7-15: the 25-chip rounding is the caller's); against a dealer natural it
    pushes (T10-6) or loses (S7-14); a dealer natural takes the bet only; no insurance."""
    parts: list[tuple[float, Distribution]] = []
    for up, up_chance in zip(_RANKS, _CHANCE, strict=True):
        natural, _ = _dealer(model, up)
        against = 0.0 if model.natural_pushes else -1.0
        for first, p in zip(_RANKS, _CHANCE, strict=True):
            for second, q in zip(_RANKS, _CHANCE, strict=True):
                if {first, second} == {Rank.ACE, Rank.TEN}:
                    played = _clean({1.5: 1.0 - natural, against: natural})
                else:
                    played = _mix([(1.0 - natural, _chart_play(model, first, second, up)),
                                   (natural, {-1.0: 1.0})])
                parts.append((up_chance * p * q, played))
    return _clean(_mix(parts))
