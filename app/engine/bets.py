"""The bets a seat may make before a hand, by variant: written once, for the rounds (which check
the bet they are given) and for whoever asks a player for one before the hand is dealt (the
host's bet window, the tournament interface).

S7-8: exactly the minimum or the maximum; fewer chips than the maximum, the minimum; fewer than
the minimum, everything; in sudden death half the stack (S7-22). BJX-3: a blind from the minimum
to `blind_cap_multiple` minimums, in whole chip units. T10-3: any whole amount from the table
minimum to the whole stack. C-14: a seat that gives none bets the lowest.
"""

from __future__ import annotations

from app.engine.chips import round_down
from app.engine.rules import BetLevel
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.tenhand.rules import TenHandRules
from app.phrases import Phrase


class BetRange(tuple[int, int, int]):
    """The bets allowed: `low`, `low + step`, ... up to `high`, made as
    `BetRange((low, high, step))`. A tuple built by tuple's own constructor: a round makes one
    for every seat before every deal, and a NamedTuple's is a Python function (200 ns, against
    80 ns)."""

    __slots__ = ()

    @property
    def low(self) -> int:
        return self[0]

    @property
    def high(self) -> int:
        return self[1]

    @property
    def step(self) -> int:
        return self[2]

    @property
    def offers_choice(self) -> bool:
        return self.low < self.high

    def allows(self, amount: object) -> bool:
        return (type(amount) is int and self.low <= amount <= self.high  # a bool is no bet
                and (amount - self.low) % self.step == 0)

    def describe(self, *, steps: bool = False) -> Phrase:
        """The choices in words, as people read numbers: "25", "1,000 or 2,000", "25 to 75";
        with `steps`, a range's step too ("25 to 100, in steps of 25 chips"), as the table's
        amount box says."""
        if self.low >= self.high:
            return Phrase("bet_one", self.low)
        if self.high - self.low == self.step:
            return Phrase("bet_either", self.low, self.high)
        if steps and self.step > 1:
            return Phrase("bet_range_steps", self.low, self.high, self.step)
        return Phrase("bet_range", self.low, self.high)


def only(amount: int) -> BetRange:
    return BetRange((amount, amount, 1))


def series7_bet_range(level: BetLevel, stack: int, chip_unit: int, *,
                      sudden_death: bool = False, absent: bool = False) -> BetRange:
    """S7-8, S7-9 (an absent player forfeits the minimum), S7-22."""
    low = level.minimum
    high = level.maximum if level.maximum is not None else low
    if sudden_death:
        return only(min(stack, max(round_down(stack, 2, chip_unit), chip_unit)))
    if stack < low:
        return only(stack)
    if stack < high or absent:
        return only(low)
    return BetRange((low, high, max(high - low, 1)))  # a level may have min == max


def bjx_bet_range(rules: BjxRules, level: BetLevel, stack: int) -> BetRange:
    """BJX-3; a short stack posts what it has, as in S7-8."""
    low = level.minimum
    if stack < low:
        return only(stack)
    high = min(low * rules.blind_cap_multiple, stack)
    return BetRange((low, high - high % rules.chip_unit, rules.chip_unit))


def tenhand_bet_range(rules: TenHandRules, stack: int) -> BetRange:
    """T10-3 (a stack under the minimum is not dealt in: T10-4)."""
    return BetRange((rules.min_bet, max(stack, rules.min_bet), 1))
