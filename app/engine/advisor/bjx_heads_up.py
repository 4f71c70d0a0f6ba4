"""Advice that plays to win a BlackJack eXtreme heads-up (BJX-15): the blind, the second
betting round and the play, from both stacks.

Two players are left at a table; the deal alternates (BJX-1). The one not dealing posts a
blind of one to three minimums (BJX-3), sees its two cards and the card the dealer shows, and
raises, checks or folds (BJX-5); the dealer then plays, and heads-up it may keep drawing while
it is losing (BJX-15). A table is won by holding every chip (BJX-17). A dynamic programme over
my stack s (the rival holds the rest, T - s) and the hands to come, as for Series 7
(`heads_up.py`):

    V_0(s) = s / T, the share of the chips
    U_h(s) = B(s; D_{h-1})                   I post the blind, then deal the next hand
    D_h(s) = 1 - B(T - s; 1 - U_{h-1}(T - .)) the rival posts it, then I do

where B(x; W) is the best chance of the player posting the blind with x chips whose chance after
the hand is W: the best blind, and for each deal of the cards the best of fold, check, a raise
to double the blind and a raise to all the dealer can pay. The rival plays the same programme
(it is a game, solved for both).

The model of a hand, stated so that its answers can be judged:
- Cards come from an infinite shoe: each rank's chance stays 1/13 (4/13 for ten-values).
- The dealer shows the weaker of its two cards, the ace strongest (as the bots do and as
  `bjx_betting` assumes), never folds (BJX-6: a fold only pays the player), hits soft 17 or
  less, and past that hits while the player's total beats its own (BJX-15) and stands once it
  ties or wins: the basic bot's dealer against one hand.
- A dealer natural is shown before the play (BJX-7): a natural that was not raised pushes,
  every other hand loses its whole bet. A checked natural is paid 3:2 (BJX-8); a raised one is
  played as eleven, its aces counted one (BJX-8).
- The player hits or stands for the most chips against that dealer, given the card shown; a
  raised hand first takes its one card (BJX-5). A pair is played as its total, not split.
- A win is paid as far as the dealer's chips go (BJX-14): a raise beyond them risks more for
  nothing, so the largest raise weighed is to the dealer's stack.
- The minimum stays as it is for the hands weighed (`HANDS`), after which a stack's chance is
  its share of the chips. Stacks are kept on a grid of at most `POINTS` steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from app.engine.actions import Action, Choice
from app.engine.advisor.bjx_betting import shown_weights
from app.engine.advisor.bjx_betting import strength as index_strength
from app.engine.advisor.composition import total_of
from app.engine.cards import Rank

HANDS = 40  # hands weighed ahead; past them a stack is worth its share of the chips
POINTS = 600  # at most this many steps of stack on the grid
CHIP_UNIT = 5  # BJX-1
BLIND_CAP = 3  # BJX-3: a blind is at most three minimums

Floats = npt.NDArray[np.float64]
Outcome = tuple[float, float, float]  # the chances of a win, a push and a loss

_VALUES = tuple(range(1, 11))  # a card's points, the ace as 1
_CHANCE = {value: (4 / 13 if value == 10 else 1 / 13) for value in _VALUES}


def strength(value: int) -> int:
    """How strong a card of `value` points is for the dealer holding it (BJX-4)."""
    return index_strength(value - 1)


@cache
def _hidden(shown: int) -> tuple[float, dict[int, float]]:
    """(the chance of a dealer natural, the hidden card's chances given none), the dealer
    having shown the weaker of its two cards (`bjx_betting.shown_weights`)."""
    factors = shown_weights(shown - 1)
    weights = {value: _CHANCE[value] * factors[value - 1] for value in _VALUES}
    total = sum(weights.values())
    natural = weights[1] / total if shown == 10 else 0.0
    rest = {value: weight / (total - weights[1] if shown == 10 else total)
            for value, weight in weights.items()
            if weight and not (shown == 10 and value == 1)}
    return natural, rest


@cache
def _dealer_from(hard: int, ace: bool, target: int) -> Outcome:
    """The player's (win, push, loss) once its hand stands on `target` and the dealer, holding
    `hard` points (an ace among them if `ace`), plays on as the module says."""
    if hard > 21:
        return 1.0, 0.0, 0.0
    total = total_of(hard, ace)
    soft = total != hard
    if (soft and total <= 17) or total < 17 or total < target:
        win = push = loss = 0.0
        for value, chance in _CHANCE.items():
            w, p, lo = _dealer_from(hard + value, ace or value == 1, target)
            win += chance * w
            push += chance * p
            loss += chance * lo
        return win, push, loss
    return (0.0, 1.0, 0.0) if total == target else (0.0, 0.0, 1.0)


@cache
def _stand(total: int, shown: int) -> Outcome:
    """Standing on `total` against the shown card, the dealer having no natural."""
    _, hidden = _hidden(shown)
    win = push = loss = 0.0
    for value, chance in hidden.items():
        w, p, lo = _dealer_from(shown + value, 1 in (shown, value), total)
        win += chance * w
        push += chance * p
        loss += chance * lo
    return win, push, loss


def _worth(outcome: Outcome) -> float:
    return outcome[0] - outcome[2]


@cache
def _play(hard: int, ace: bool, shown: int, low: bool = False) -> Outcome:
    """A hand that may stand, played on for the most chips; `low`: every ace of it counts one,
    those drawn too (a raised natural, BJX-8), and `ace` is then False."""
    total = total_of(hard, ace)
    stand = _stand(total, shown)
    if total >= 21:
        return stand
    hit = _hit(hard, ace, shown, low)
    return hit if _worth(hit) > _worth(stand) else stand


@cache
def _hit(hard: int, ace: bool, shown: int, low: bool = False) -> Outcome:
    """One card, then played on (`low` as for `_play`)."""
    win = push = loss = 0.0
    for value, chance in _CHANCE.items():
        new_hard = hard + value
        if new_hard > 21:
            loss += chance
            continue
        w, p, lo = _play(new_hard, ace or (value == 1 and not low), shown, low)
        win += chance * w
        push += chance * p
        loss += chance * lo
    return win, push, loss


@dataclass(frozen=True)
class Deal:
    """One kind of deal as the player sees it: its two cards (by their points) and the
    dealer's shown card, with its chance and the results of checking and raising."""

    hard: int
    ace: bool
    natural: bool
    shown: int
    chance: float
    check: tuple[float, float, float, float]  # win 1, push, lose 1, win 1.5 (a natural)
    raised: Outcome  # per unit of the raised stake


@cache
def deals() -> tuple[Deal, ...]:
    """Every kind of deal, two cards against a shown card, with its chance (summing to 1)."""
    shown_chance: dict[int, float] = {}
    for first in _VALUES:
        for second in _VALUES:
            weaker = min(first, second, key=strength)
            shown_chance[weaker] = shown_chance.get(weaker, 0.0) + _CHANCE[first] * _CHANCE[
                second]
    hands: dict[tuple[int, bool, bool], float] = {}
    for first in _VALUES:
        for second in _VALUES:
            natural = {first, second} == {1, 10}
            key = (first + second, 1 in (first, second), natural)
            hands[key] = hands.get(key, 0.0) + _CHANCE[first] * _CHANCE[second]
    found = []
    for shown, shown_p in sorted(shown_chance.items()):
        dealer_natural, _ = _hidden(shown)
        plays = 1.0 - dealer_natural
        for (hard, ace, natural), hand_p in sorted(hands.items()):
            if natural:
                check = (0.0, dealer_natural, 0.0, plays)  # BJX-7, BJX-8
                after = _hit(11, False, shown, low=True)  # BJX-8: as eleven
            else:
                w, p, lo = _play(hard, ace, shown)
                check = (plays * w, plays * p, plays * lo + dealer_natural, 0.0)
                after = _hit(hard, ace, shown)  # BJX-5: one more card at least
            raised = (plays * after[0], plays * after[1], plays * after[2] + dealer_natural)
            found.append(Deal(hard, ace, natural, shown, shown_p * hand_p, check, raised))
    return tuple(found)


@cache
def _deal_table() -> Floats:
    """`deals()` as rows: the chance, the check's four results, the raise's three."""
    return np.array([(deal.chance, *deal.check, *deal.raised) for deal in deals()])


# ---- the programme -------------------------------------------------------------------------

@dataclass(frozen=True)
class BjxHeadsUpAdvice:
    """The solved programme for one minimum and one total of chips."""

    minimum: int
    total: int
    _grid: Floats  # the stacks of the grid's points, in chips
    # [h][point]: my chance with h hands to come when I post the blind (`_betting`) or deal.
    _betting: tuple[Floats, ...]
    _dealing: tuple[Floats, ...]

    def _point(self, chips: float) -> int:
        last = len(self._grid) - 1
        return min(max(round(chips / self.total * last), 0), last)

    def win_chance(self, stack: int, dealing: bool) -> float:
        """My chance of winning the heads-up from this stack, dealing the next hand or not."""
        return float((self._dealing if dealing else self._betting)[HANDS][self._point(stack)])

    def _after(self, stack: int, change: float) -> float:
        return float(self._dealing[HANDS - 1][self._point(stack + change)])

    def blind(self, stack: int) -> tuple[int, dict[int, float]]:
        """(the blind with the best chance, each weighed blind's chance) for the player
        posting it with `stack` chips."""
        rival = self.total - stack
        chances = {blind: self._best_of_deals(stack, rival, blind)
                   for blind in allowed_blinds(stack, self.minimum)}
        best = max(chances, key=lambda blind: (chances[blind], -blind))  # the smaller if equal
        return best, chances

    def _best_of_deals(self, stack: int, rival: int, blind: int) -> float:
        """Over every deal, my chance after the best of `_betting_chances`: the stacks each
        result leads to are the same for every deal, so every deal is weighed at once (the
        same products and sums as deal by deal, in the same order)."""
        table = _deal_table()
        after = self._after
        best = np.full(len(table), after(stack, -blind / 2))  # a fold
        even = after(stack, 0)
        checked = (table[:, 1] * after(stack, min(blind, rival)) + table[:, 2] * even
                   + table[:, 3] * after(stack, -blind)
                   + table[:, 4] * after(stack, min(1.5 * blind, rival)))
        np.maximum(best, checked, out=best)
        for staked in self.raise_totals(stack, blind):
            raised = (table[:, 5] * after(stack, min(staked, rival)) + table[:, 6] * even
                      + table[:, 7] * after(stack, -staked))
            np.maximum(best, raised, out=best)
        weighed: list[float] = (table[:, 0] * best).tolist()
        return sum(weighed)

    def betting(self, cards: Sequence[Rank], shown: Rank, blind: int,
                stack: int) -> dict[Choice, float]:
        """The second betting round (BJX-5): each choice's chance of winning the heads-up, best
        first, a raise with its new total (`raise_totals`); `stack` is my chips before the
        hand (the blind included)."""
        hard = sum(rank.points for rank in cards)
        ace = Rank.ACE in cards
        natural = len(cards) == 2 and total_of(hard, ace) == 21
        deal = next(deal for deal in deals() if deal.hard == hard and deal.ace == ace
                    and deal.natural == natural and deal.shown == shown.points)
        chances = self._betting_chances(deal, stack, self.total - stack, blind)
        return dict(sorted(chances.items(), key=lambda item: -item[1]))

    def raise_totals(self, stack: int, blind: int) -> tuple[int, ...]:
        """The new totals of the raises weighed: double the blind, and, if more, what the
        dealer can pay (to cover); none if the stack cannot double the blind."""
        if stack < 2 * blind:
            return ()
        cover = min(stack, self.total - stack)
        cover -= cover % CHIP_UNIT
        return (2 * blind, cover) if cover > 2 * blind else (2 * blind,)

    def _betting_chances(self, deal: Deal, stack: int, rival: int,
                         blind: int) -> dict[Choice, float]:
        win, push, loss, natural = deal.check
        chances: dict[Choice, float] = {
            (Action.FOLD, None): self._after(stack, -blind / 2),
            (Action.CHECK, None): (
                win * self._after(stack, min(blind, rival)) + push * self._after(stack, 0)
                + loss * self._after(stack, -blind)
                + natural * self._after(stack, min(1.5 * blind, rival))),
        }
        for staked in self.raise_totals(stack, blind):
            win, push, loss = deal.raised
            chances[Action.RAISE, staked] = (
                win * self._after(stack, min(staked, rival)) + push * self._after(stack, 0)
                + loss * self._after(stack, -staked))
        return chances

    def play(self, hard: int, ace: bool, shown: Rank, offered: frozenset[Action], bet: int,
             stack: int, aces_low: bool = False) -> dict[Action, float]:
        """Hit or stand: each offered one's chance of winning the heads-up, for a hand of
        `hard` points with `bet` on it; `stack` is my chips before the hand."""
        rival = self.total - stack
        results: dict[Action, Outcome] = {}
        if Action.STAND in offered:
            results[Action.STAND] = _stand(hard if aces_low else total_of(hard, ace), shown.points)
        if Action.HIT in offered:
            results[Action.HIT] = _hit(hard, ace and not aces_low, shown.points, low=aces_low)
        return {action: (win * self._after(stack, min(bet, rival)) + push * self._after(stack, 0)
                         + loss * self._after(stack, -bet))
                for action, (win, push, loss) in results.items()}


def allowed_blinds(stack: int, minimum: int) -> list[int]:
    """BJX-3: one, two or three minimums, as far as the stack goes; all of it below one."""
    if stack < minimum:
        return [stack]
    return [blind for blind in (minimum, 2 * minimum, BLIND_CAP * minimum) if blind <= stack]


def advice_for_bjx_heads_up(minimum: int, total: int) -> BjxHeadsUpAdvice | None:
    """The programme for this minimum and these chips, if its model applies (BJX-1: stacks in
    5 chips, a minimum below the chips in play)."""
    if not 0 < minimum < total or minimum % CHIP_UNIT or total % CHIP_UNIT:
        return None
    return bjx_heads_up_advice(minimum, total)


@cache
def bjx_heads_up_advice(minimum: int, total: int) -> BjxHeadsUpAdvice:
    """The programme solved for a minimum (BJX-2) and the chips in play (both stacks)."""
    if not 0 < minimum < total or minimum % CHIP_UNIT or total % CHIP_UNIT:
        raise ValueError(f"A BJX heads-up needs a minimum and chips in {CHIP_UNIT}s, "
                         f"not {minimum} of {total}")
    last = min(total // CHIP_UNIT, POINTS)
    grid = np.linspace(0.0, float(total), last + 1)
    share = grid / total
    solver = _Solver(minimum, total, grid)
    betting, dealing = [share], [share]
    for _ in range(HANDS):
        mine = solver.best(dealing[-1])  # I post the blind; then I deal
        theirs = 1.0 - solver.best(1.0 - betting[-1][::-1])[::-1]  # the rival posts it
        betting.append(mine)
        dealing.append(theirs)
    return BjxHeadsUpAdvice(minimum, total, grid, tuple(betting), tuple(dealing))


class _Solver:
    """B(x; W) of the module's notes, for every stack of the grid at once.

    Where the stacks go after each result depends on the grid and the minimum alone, not on
    the chances being solved, so those grid points are found once here and each of the
    programme's 80 steps only gathers and weighs (issue 35: finding them again each step, and
    stacking each step's arrays anew, was most of a model's time).
    """

    def __init__(self, minimum: int, total: int, grid: Floats) -> None:
        self.minimum = minimum
        self.grid = grid
        self.total = total
        self.last = len(grid) - 1
        found = deals()
        self.chance = np.array([deal.chance for deal in found])
        self.check = np.array([deal.check for deal in found])  # deals x 4
        self.raised = np.array([deal.raised for deal in found])  # deals x 3
        stack = grid
        rival = self.rival = total - grid
        self.blinds: list[_Blind] = []
        for multiple in (1, 2, BLIND_CAP):
            blind = np.where(stack < minimum, stack, np.full_like(stack, float(minimum * multiple)))
            double = 2 * blind
            cover = np.minimum(stack, rival)
            cover -= cover % CHIP_UNIT
            self.blinds.append(_Blind(
                possible=blind <= stack,
                fold=self._index(stack - blind / 2),
                check=np.stack([self._index(stack + change) for change in (
                    np.minimum(blind, rival), 0.0, -blind, np.minimum(1.5 * blind, rival))]),
                raised=np.stack([self._index(stack + change) for change in (
                    np.minimum(double, rival), 0.0, -double)]),
                may_raise=(stack >= double)[None, :],
                covered=np.stack([self._index(stack + change) for change in (
                    cover, 0.0, -cover)]),
                may_cover=((stack >= double) & (cover > double))[None, :]))
        # (Buffers reused by every step: a deal by stack of each play's chance.)
        shape = (len(found), len(grid))
        self._plays, self._more = np.empty(shape), np.empty(shape)

    def _index(self, chips: Floats) -> npt.NDArray[np.intp]:
        points = np.rint(chips / self.total * self.last).astype(np.intp)
        return np.clip(points, 0, self.last)

    def best(self, after: Floats) -> Floats:
        """The poster's chance at each of its stacks, `after` its chance after the hand."""
        plays, more = self._plays, self._more
        best = np.full_like(after, -np.inf)
        for blind in self.blinds:
            # The best of fold, check and the two raises, deal by deal: a raise only where
            # the stack allows it (a maximum is exact, whatever order it is taken in).
            _product(self.check, after[blind.check], plays)
            np.maximum(plays, after[blind.fold], out=plays)
            _product(self.raised, after[blind.raised], more)
            np.maximum(plays, more, out=plays, where=blind.may_raise)
            _product(self.raised, after[blind.covered], more)
            np.maximum(plays, more, out=plays, where=blind.may_cover)
            value = self.chance @ plays
            np.maximum(best, value, out=best, where=blind.possible)
        # BJX-13: a dealer short of the minimum cannot cover the position, which may sit out
        # (the deal passes, nothing changes).
        np.maximum(best, after, out=best, where=self.rival < self.minimum)
        best[0], best[-1] = 0.0, 1.0  # no chips left; every chip
        return best


_ROWS = 32  # deals a product takes at a time (see `_product`)


def _product(weights: Floats, chances: Floats, out: Floats) -> None:
    """`weights @ chances` into `out`, a few rows at a time. OpenBLAS shares a product of the
    whole size among threads, and starting them costs more than the product (many times
    more on a busy machine); a slice below its threshold runs in one thread, and each
    element is the same sum of the same products either way."""
    for row in range(0, len(weights), _ROWS):
        np.matmul(weights[row:row + _ROWS], chances, out=out[row:row + _ROWS])


@dataclass(frozen=True)
class _Blind:
    """One blind (a multiple of the minimum) at every stack of the grid: the grid points the
    stack goes to after each result, and where the blind and the raises are allowed."""

    possible: npt.NDArray[np.bool_]
    fold: npt.NDArray[np.intp]
    check: npt.NDArray[np.intp]  # 4 x stacks: a win, a push, a loss, a natural paid 3:2
    raised: npt.NDArray[np.intp]  # 3 x stacks: a win, a push, a loss, raised to double
    may_raise: npt.NDArray[np.bool_]  # 1 x stacks
    covered: npt.NDArray[np.intp]  # 3 x stacks, raised to what the dealer can pay
    may_cover: npt.NDArray[np.bool_]
