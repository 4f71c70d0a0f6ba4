"""Advice that plays to win a Series 7 heads-up (S7-5, S7-8, S7-22 aside): the bet, minimum or
maximum, with the best chance of ending with every chip.

Two players are left; the deal alternates; the one not dealing bets the level's minimum or
maximum (S7-8) and plays against the other, who covers the bet (S7-13) and is eliminated if
they cannot pay it in full (S7-21). A dynamic programme over my stack s (the rival holds the
rest of the chips) and the hands to come:

    V_0(s) = s / T, the share of the chips
    V_h(s, I bet) = max over my bet b of  sum_x P(x) V_{h-1}(s + x b, I deal)
    V_h(s, I deal) = min over the rival's bet b of  sum_x P(x) V_{h-1}(s - x b, I bet)

where x is what the betting player's hand returns per unit bet. The model, stated so that its
answers can be judged:
- A hand is played by the Series 7 chart from an infinite shoe (`hand_model.SERIES7_MODEL`),
  its natural paid 3:2 rounded up to the 25 chip (S7-15).
- The rival bets to make my chance smallest: the programme is a game, solved for both.
- The level stays as it is for the hands weighed (`HANDS`), after which a stack's chance of
  winning is taken as its share of the chips, as in a fair game: the edge a hand gives either
  side is small, and so is what it adds beyond that horizon.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from app.engine.actions import Action
from app.engine.advisor.hand_model import SERIES7_MODEL, action_results, hand_results
from app.engine.cards import Rank
from app.engine.chips import payout

HANDS = 40  # hands weighed ahead; past them a stack is worth its share of the chips
UNIT = 25  # S7-4: the chip unit, and the grid of stacks


@dataclass(frozen=True)
class HeadsUpAdvice:
    """The solved programme for one level and one total of chips."""

    minimum: int
    maximum: int
    total: int
    # [h][s]: my chance with h hands to come and my stack at grid point s, when I bet the
    # next hand (`_betting`) or deal it (`_dealing`).
    _betting: tuple[npt.NDArray[np.float64], ...]
    _dealing: tuple[npt.NDArray[np.float64], ...]

    def _point(self, chips: int) -> int:
        return min(max(round(chips / UNIT), 0), self.total // UNIT)

    def win_chance(self, stack: int, dealing: bool) -> float:
        """My chance of winning the heads-up from this stack, dealing the next hand or not."""
        table = (self._dealing if dealing else self._betting)[HANDS]
        return float(table[self._point(stack)])

    def bet(self, stack: int) -> tuple[int, dict[int, float]]:
        """(the bet with the best chance, each allowed bet's chance) for the player betting
        the next hand with `stack` chips (S7-8: short of the maximum, only the minimum)."""
        after = self._dealing[HANDS - 1]  # then I deal the next hand
        chances = {bet: _bet_chance(after, self._point(stack), bet, +1)
                   for bet in allowed_bets(stack, self.minimum, self.maximum)}
        best = max(chances, key=lambda bet: (chances[bet], -bet))  # the smaller when equal
        return best, chances

    def play(self, cards: Sequence[Rank], up: Rank, offered: frozenset[Action], bet: int,
             stack: int) -> dict[Action, float]:
        """Each offered play's chance of winning the heads-up, for the player betting this
        hand; `stack` is its chips before the hand (the bet included)."""
        after = self._dealing[HANDS - 1]  # then I deal the next hand
        point = self._point(stack)
        last = len(after) - 1
        return {action: float(sum(p * after[min(max(point + round(r * bet) // UNIT, 0), last)]
                                  for r, p in results.items()))
                for action, results in action_results(cards, up, offered,
                                                      SERIES7_MODEL).items()}


def allowed_bets(stack: int, minimum: int, maximum: int) -> list[int]:
    """S7-8: the minimum or the maximum; all of it below the minimum; the minimum alone
    below the maximum."""
    if stack < minimum:
        return [stack]
    if stack < maximum:
        return [minimum]
    return [minimum, maximum]


@cache
def _steps(bet: int) -> tuple[tuple[int, float], ...]:
    """(grid steps, chance) of a hand's result at this bet: each result times the bet, a
    natural's 3:2 rounded up to the 25 chip (S7-15). (Kept: a programme asks for each short
    stack's bet at every hand it weighs, issue 35.)"""
    steps: dict[int, float] = {}
    for result, chance in hand_results(SERIES7_MODEL).items():
        chips = payout(bet, (3, 2), UNIT) if result == 1.5 else round(result * bet)
        steps[chips // UNIT] = steps.get(chips // UNIT, 0.0) + chance
    return tuple(sorted(steps.items()))


def _bet_chance(after: npt.NDArray[np.float64], point: int, bet: int, sign: int) -> float:
    """My chance once a hand at `bet` is played from grid point `point`; `sign` +1 when I bet
    it, -1 when the rival does (their gain is my loss)."""
    last = len(after) - 1
    return float(sum(chance * after[min(max(point + sign * step, 0), last)]
                     for step, chance in _steps(bet)))


def _hand(after: npt.NDArray[np.float64], bet: int, sign: int) -> npt.NDArray[np.float64]:
    """For every stack at once: my chance after a hand at `bet` (see `_bet_chance`)."""
    last = len(after) - 1
    points = np.arange(last + 1)
    chance = np.zeros_like(after)
    for step, p in _steps(bet):
        chance += p * after[np.clip(points + sign * step, 0, last)]
    return chance


def advice_for_heads_up(minimum: int, maximum: int, total: int) -> HeadsUpAdvice | None:
    """The programme for this level and these chips, if there is a choice to weigh (S7-8: a
    level's two bets) and everything is on the 25-chip grid."""
    if not 0 < minimum < maximum or minimum % UNIT or maximum % UNIT or total % UNIT:
        return None
    return heads_up_advice(minimum, maximum, total)


@cache
def heads_up_advice(minimum: int, maximum: int, total: int) -> HeadsUpAdvice:
    """The programme solved for a level (S7-7) and the chips in play (both stacks)."""
    if minimum % UNIT or maximum % UNIT or total % UNIT or not 0 < minimum <= maximum:
        raise ValueError(f"A Series 7 level is two multiples of {UNIT}, not {minimum}/{maximum}")
    points = total // UNIT + 1
    stacks = np.arange(points) * UNIT
    share = stacks / total
    short = _AllIn(range(min(-(-minimum // UNIT), points)), +1, points)
    rival_short = _AllIn(range(points - len(short.points), points), -1, points)
    betting, dealing = [share], [share]
    for _ in range(HANDS):
        after_bet, after_deal = dealing[-1], betting[-1]  # the deal alternates
        # I bet: the best of my allowed bets, stack by stack (S7-8).
        low = _hand(after_bet, minimum, +1)
        high = _hand(after_bet, maximum, +1)
        mine = np.where(stacks >= maximum, np.maximum(low, high), low)
        # Too short for the minimum: all of it, by itself.
        mine[:len(short.points)] = short.chances(after_bet)
        # The rival bets: the worst of their allowed bets for me, their stack the rest.
        rival = total - stacks
        low = _hand(after_deal, minimum, -1)
        high = _hand(after_deal, maximum, -1)
        theirs = np.where(rival >= maximum, np.minimum(low, high), low)
        theirs[points - len(short.points):] = rival_short.chances(after_deal)
        betting.append(mine)
        dealing.append(theirs)
    return HeadsUpAdvice(minimum, maximum, total, tuple(betting), tuple(dealing))



class _AllIn:
    """`_bet_chance` at every grid point whose bettor is short of the minimum and bets all
    of it (S7-8), at once: each point's results gathered into a row and summed in the same
    order as `_bet_chance` sums them (a running sum; the rows padded at their ends with no
    chance), so the values are the same to the last bit (issue 35)."""

    def __init__(self, points: range, sign: int, size: int) -> None:
        self.points = points
        rows = [_steps(UNIT * (point if sign > 0 else size - 1 - point)) for point in points]
        width = max((len(row) for row in rows), default=0)
        self._places = np.zeros((len(rows), width), dtype=np.intp)
        self._chances = np.zeros((len(rows), width))
        for row, (point, steps) in enumerate(zip(points, rows, strict=True)):
            for column, (step, chance) in enumerate(steps):
                self._places[row, column] = min(max(point + sign * step, 0), size - 1)
                self._chances[row, column] = chance
        # The bettor with nothing: it has lost (mine) or the rival has (theirs).
        self._nothing = (0 if sign > 0 else len(rows) - 1), (0.0 if sign > 0 else 1.0)
        self._bettor_has_nothing = bool(rows) and (points[0] == 0 if sign > 0
                                                   else points[-1] == size - 1)

    def chances(self, after: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
        if not len(self.points):
            return np.zeros(0)
        found: npt.NDArray[np.float64] = np.cumsum(
            self._chances * after[self._places], axis=1)[:, -1]
        if self._bettor_has_nothing:
            row, value = self._nothing
            found[row] = value
        return found
