"""Advice that plays to win a 10-hand match (T10-5), not to pile up chips.

A match is won by ending with more chips than the opponent, so the right bet, and sometimes the
right play, depends on both stacks and on the hands left. This is a dynamic programme over the
two stacks, s mine and r the rival's:

    V_0(s, r) = 1 if s > r, 1/2 if s == r (a drawn match is played again), 0 if s < r
    V_n(s, r) = max over my bets b <= s of  sum_x P(x) W_n(s + b x, r)
    W_n(s, r) = sum_y P(y) V_{n-1}(s, r + m y)

where x and y are what one hand returns per unit bet for me and for the rival (both hands of a
round are played at once, against their own dealers), and m is the rival's bet. My stack
bounds my bets in every round, not only this one: a stack can run out.

The model, stated so that its answers can be judged:
- A hand is played by the 10-hand basic-strategy chart (`charts.TENHAND`) from an infinite
  shoe: each rank's chance stays 1/13 (4/13 for ten-values). Over ten hands of a six-deck shoe
  the composition moves too little to change a bet; the exact, composition-dependent values
  of each play are the chip-EV advice (`advise`).
- A split is two hands each played by the chart, not split again; insurance is never taken.
- The rival bets the minimum every hand and plays the same chart (as the basic bot does).
- Bets are whole minimum bets, and stacks are kept on a grid of half a minimum bet (a natural
  pays 3:2, a surrender returns half): the rival's within what minimum bets reach from the
  start, mine up to where minimum bets cannot be caught (more counts as that much).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from app.engine.actions import Action
from app.engine.advisor.hand_model import (
    action_results,
    hand_results,
)
from app.engine.cards import Rank
from app.engine.variants.tenhand.rules import TenHandRules

# A hand's net result per unit of its initial bet, and the grid steps (half a bet) of each.
RESULTS = (-2.0, -1.0, -0.5, 0.0, 1.0, 1.5, 2.0)
_HALF_STEPS = tuple(int(2 * result) for result in RESULTS)


# ---- the match -------------------------------------------------------------------------------

@dataclass(frozen=True)
class MatchAdvice:
    """The bet and plays that maximise the chance of winning a 10-hand match.

    States are both stacks on a grid of half a minimum bet (see the module's notes).
    """

    minimum: int
    hands: int
    start: int
    # _win[n][s, r]: the chance of winning with n rounds left, my stack at grid point s and the
    # rival's at grid point r, before this round's hands are played.
    _win: tuple[npt.NDArray[np.float64], ...]
    # _after[n - 1]: the same once my hand of that round is settled, the rival's still to come.
    _after: tuple[npt.NDArray[np.float64], ...]

    @property
    def _half(self) -> float:
        return self.minimum / 2

    def _mine(self, chips: float) -> int:
        return min(max(round(chips / self._half), 0), int(self._win[0].shape[0]) - 1)

    def _rivals(self, chips: float) -> int:
        lowest = self.start - 2 * self.minimum * self.hands
        return min(max(round((chips - lowest) / self._half), 0), int(self._win[0].shape[1]) - 1)

    def win_chance(self, me: int, rival: int, hands_left: int) -> float:
        """The chance of winning from these stacks with `hands_left` rounds to play, betting
        and playing as advised against the rival of the model."""
        table = self._win[min(max(hands_left, 0), self.hands)]
        return float(table[self._mine(me), self._rivals(rival)])

    def bet(self, stack: int, rival: int, hands_left: int) -> tuple[int, dict[int, float]]:
        """(the bet, in whole minimum bets up to the stack, with the best chance; each bet's
        chance, as `bet_chances`). The smallest of equally good bets."""
        chances = self.bet_chances(stack, rival, hands_left)
        best = max(chances, key=lambda bet: (chances[bet], -bet))
        return best, chances

    def bet_chances(self, stack: int, rival: int, hands_left: int) -> dict[int, float]:
        """Each bet's chance, in whole minimum bets up to the stack (a review weighs the bet
        that was made against the best)."""
        following = self._following(hands_left)[:, self._rivals(rival)]
        units = np.arange(1, max(stack // self.minimum, 1) + 1)
        mine = self._mine(stack)
        chances = np.zeros(len(units))
        for step, p in _stepped():
            chances += p * following[np.clip(mine + step * units, 0, len(following) - 1)]
        return {int(unit) * self.minimum: float(chance)
                for unit, chance in zip(units, chances, strict=True)}

    def play(self, cards: Sequence[Rank], up: Rank, offered: frozenset[Action], bet: int,
             stack: int, rival: int, hands_left: int) -> dict[Action, float]:
        """Each offered play's chance of winning the match. `stack` is my chips before this
        hand (its bet included), `rival` the rival's before theirs."""
        following = self._following(hands_left)[:, self._rivals(rival)]
        chances: dict[Action, float] = {}
        for action, results in action_results(cards, up, offered).items():
            chances[action] = float(sum(p * following[self._mine(stack + result * bet)]
                                        for result, p in results.items()))
        return chances

    def _following(self, hands_left: int) -> npt.NDArray[np.float64]:
        """The chance of winning from each pair of stacks once my hand of this round is
        settled, the rival's hand of the round still to come."""
        return self._after[min(max(hands_left, 1), self.hands) - 1]


@cache
def _stepped() -> tuple[tuple[int, float], ...]:
    """Each result's grid steps per minimum bet staked, and its chance. Made whole and
    cached, never filled in place: a list filled on first use, reached by two threads at
    once (a review worked out off the GUI thread, a bot at the table), was filled twice and
    every chance of the cached model doubled."""
    results = hand_results()
    return tuple((step, results.get(result, 0.0))
                 for step, result in zip(_HALF_STEPS, RESULTS, strict=True))


def _rival_round(after: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Fold in the rival's hand of a round at the minimum bet (two grid points)."""
    rival = np.zeros_like(after)
    columns = after.shape[1]
    for step, p in _stepped():
        rival += p * after[:, np.clip(np.arange(columns) + step, 0, columns - 1)]
    return rival


def advice_for_match(minimum: int, rival: int, hands_left: int | None) -> MatchAdvice | None:
    """The programme for this match, if its model covers it: T10-2's match (its minimum and
    hands) and a rival within what minimum bets reach from the start."""
    rules = TenHandRules()
    if hands_left is None or not 1 <= hands_left <= rules.hands or minimum != rules.min_bet:
        return None
    if abs(rival - rules.start_stack) > 2 * rules.min_bet * rules.hands:
        return None
    return match_advice(rules.min_bet, rules.hands, rules.start_stack)


@cache
def match_advice(minimum: int = 10, hands: int = 10, start: int = 1000) -> MatchAdvice:
    """The programme solved for matches of `hands` hands at this minimum bet from `start`
    chips each (T10-2, T10-4)."""
    half = minimum / 2
    reach = 4 * hands  # grid points a stack can move in a match at minimum bets: 2 a hand
    # My stack up to the start plus twice that reach: from there I cannot be caught betting
    # the minimum, so more counts as that much (and the bets to consider stay few).
    mine = round(start / half) + 2 * reach + 1
    rivals = 2 * reach + 1
    my_chips = np.arange(mine) * half
    rival_chips = start - 2 * minimum * hands + np.arange(rivals) * half
    difference = my_chips[:, None] - rival_chips[None, :]
    win = [np.where(difference > 0, 1.0, np.where(difference == 0, 0.5, 0.0))]
    most = (mine - 1) // 2  # whole minimum bets the largest stack can stake
    pad = 4 * most  # the farthest a bet moves a stack: a doubled bet lost or won
    after: list[npt.NDArray[np.float64]] = []
    for _ in range(hands):
        following = _rival_round(win[-1])
        after.append(following)
        # Beyond either end a stack counts as the end's: padding the table with copies of
        # its first and last rows turns every shifted look-up into a slice.
        padded = np.concatenate([np.repeat(following[:1], pad, axis=0), following,
                                 np.repeat(following[-1:], pad, axis=0)])
        # A stack short of the minimum sits the round out (T10-4); any other bets at least
        # the minimum (T10-3), so its chance is the best bet's.
        best = following.copy()
        best[2:] = 0.0
        scratch = np.empty_like(following)
        for unit in range(1, most + 1):
            low = 2 * unit  # the first stack that can stake `unit` minimum bets
            chance = np.zeros((mine - low, rivals))
            part = scratch[: mine - low]
            for step, p in _stepped():
                shift = pad + step * unit
                np.multiply(padded[shift + low: shift + mine], p, out=part)
                chance += part
            np.maximum(best[low:], chance, out=best[low:])
        win.append(best)
    return MatchAdvice(minimum, hands, start, tuple(win), tuple(after))
