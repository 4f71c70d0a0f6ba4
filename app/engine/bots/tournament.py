"""A bot that bets to win the tournament, not to pile up chips; it plays hands by the chart.

Each rule below is a deliberately simple heuristic, one per variant:

- tenhand (T10-3, T10-5): before the last `ENDGAME` hands, the minimum. In them, behind or
  level with the leader among `context.rivals`, bet what passes the leader with one win, plus
  the minimum as a cushion for the rival winning a minimum bet at the same time; all in when
  the stack is short of that. Ahead, the minimum: the rival then needs a win to pass, and our
  own loss costs only the minimum.
- series7 (S7-8): heads-up (`context.heads_up`) the shorter stack bets the maximum to catch
  up, the bigger stack (or an equal one) the minimum to protect the lead. With more players,
  the minimum, except a short stack (fewer than `SHORT_MAX_BETS` maximum bets left) bets the
  maximum while it still may.
- bjx (BJX-3): the blind grows as the stack shrinks against the table's average: the minimum
  at or above the average, double below it, the cap (3 x minimum) below half the average or
  with fewer than `SHORT_BLINDS` minimums left.
"""

from __future__ import annotations

from collections.abc import Mapping

from app.engine.bots.basic import BasicBot
from app.engine.bots.view import BJX, SERIES7, TENHAND, variant_of
from app.engine.policy import RoundView, SeatContext

ENDGAME = 3  # tenhand: hands at the end of a match in which the bet follows the standings
SHORT_MAX_BETS = 5  # series7: a stack under this many maximum bets is short
SHORT_BLINDS = 10  # bjx: a stack under this many minimum blinds is short


def snap(amount: int, low: int, high: int, step: int) -> int:
    """`amount` within [low, high] on the grid low + k * step (rounded down, at least low)."""
    if amount >= high:
        return high
    if amount <= low:
        return low
    return low + (amount - low) // step * step


def tenhand_bet(stack: int, minimum: int, rivals: Mapping[str, int],
                hands_left: int | None) -> int:
    """T10-5: behind in the last hands, enough to pass the leader with one win; else minimum."""
    if not rivals or hands_left is None or hands_left > ENDGAME:
        return minimum
    leader = max(rivals.values())
    if stack > leader:
        return minimum
    return min(leader - stack + 1 + minimum, stack)


def series7_bet(stack: int, minimum: int, maximum: int, others: Mapping[str, int],
                heads_up: bool) -> int:
    """S7-8: the maximum to catch up when short, the minimum to protect a lead."""
    if heads_up and others:
        return maximum if stack < max(others.values()) else minimum
    return maximum if stack < SHORT_MAX_BETS * maximum else minimum


def bjx_blind(stack: int, minimum: int, cap: int, table: Mapping[str, int]) -> int:
    """BJX-3: short stacks post bigger blinds."""
    average = sum(table.values()) / len(table) if table else stack
    if stack < average / 2 or stack < SHORT_BLINDS * minimum:
        return cap
    if stack < average:
        return 2 * minimum
    return minimum


class TournamentBot(BasicBot):
    """Bets by the standings (see the module's rules); plays every hand by basic strategy."""

    def bet(self, round_: RoundView, seat: str, context: SeatContext) -> int:
        low, high, step = round_.bet_range(seat)
        if low >= high:
            return low
        stacks = round_.stacks()
        stack = stacks[seat]
        others = {name: chips for name, chips in (context.rivals or stacks).items()
                  if name != seat}
        variant = variant_of(round_)
        if variant == TENHAND:
            amount = tenhand_bet(stack, low, others, context.hands_left)
        elif variant == SERIES7:
            amount = series7_bet(stack, low, high, others, context.heads_up)
        elif variant == BJX:
            amount = bjx_blind(stack, low, high, stacks)
        else:  # pragma: no cover - variant_of knows no other
            amount = low
        return snap(amount, low, high, step)
