"""A bot that bets to win the tournament, not to pile up chips; it plays hands by the chart.

Each rule below is a deliberately simple heuristic, one per variant:

- tenhand (T10-3, T10-5): the match advisor (`advisor.match`): the bet, and the play where
  it differs from the chart, with the best chance of ending ahead of the opponent, from both
  stacks and the hands left. Where its model does not reach (a match of other options, a rival
  far from the start), a heuristic: before the last `ENDGAME` hands, the minimum; in them,
  behind or level, what passes the leader with one win plus the minimum as a cushion; ahead,
  the minimum.
- series7 (S7-8): heads-up (`context.heads_up`), the heads-up advisor (`advisor.heads_up`):
  the minimum or the maximum, whichever gives the better chance of ending with every chip.
  Where it cannot answer, the shorter stack bets the maximum and the bigger the minimum. With
  more players, the minimum, except a short stack (fewer than `SHORT_MAX_BETS` maximum bets
  left) bets the maximum while it still may.
- bjx (BJX-3): heads-up at the table (two stacks left at it, BJX-15), the BJX heads-up
  advisor (`advisor.bjx_heads_up`): the blind, the raise, check or fold, and hit or stand with
  the best chance of taking the table's chips. Otherwise the blind grows as the stack shrinks
  against the table's average: the minimum at or above the average, double below it, the cap
  (3 x minimum) below half the average or with fewer than `SHORT_BLINDS` minimums left.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING

from app.engine.actions import Action, Choice, Decision, DecisionKind
from app.engine.bots.basic import BasicBot
from app.engine.policy import RoundView, SeatContext
from app.engine.rules import Variant
from app.engine.seat_view import SeatView

if TYPE_CHECKING:
    from app.engine.advisor.bjx_heads_up import BjxHeadsUpAdvice
    from app.engine.advisor.match import MatchAdvice

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


def heads_up_bet(stack: int, rival: int, minimum: int, maximum: int) -> int:
    """S7-8 heads-up: the bet the heads-up advisor gives the best chance of winning with."""
    from app.engine.advisor.heads_up import advice_for_heads_up

    advice = advice_for_heads_up(minimum, maximum, stack + rival)
    return minimum if advice is None else advice.bet(stack)[0]


def _bjx_heads_up(minimum: int, total: int) -> BjxHeadsUpAdvice | None:
    from app.engine.advisor.bjx_heads_up import advice_for_bjx_heads_up

    return advice_for_bjx_heads_up(minimum, total)


def _match_advice(minimum: int, rival: int, hands_left: int | None) -> MatchAdvice | None:
    # Imported here: the advisor brings numpy, which only a 10-hand match needs.
    from app.engine.advisor.match import advice_for_match

    return advice_for_match(minimum, rival, hands_left)


class TournamentBot(BasicBot):
    """Bets by the standings (see the module's rules); plays by the chart, and in a 10-hand
    match by the match advisor where the chances of winning it say otherwise.
    `advisor=False` keeps to the rules of thumb (the benchmark's comparison)."""

    def __init__(self, rng: random.Random, *, advisor: bool = True) -> None:
        super().__init__(rng)
        self.advisor = advisor
        # BJX heads-up, per seat: (the minimum, my stack, the table's chips) as the blind was
        # asked for; the betting round and the play weigh the hand from there.
        self._heads_up_hand: dict[str, tuple[int, int, int]] = {}

    def bet(self, round_: RoundView, seat: str, context: SeatContext) -> int:
        low, high, step = round_.bet_range(seat)
        stacks = round_.stacks()
        self._heads_up_hand.pop(seat, None)
        if round_.variant is Variant.BJX and low < high and self.advisor:
            holding = [chips for chips in stacks.values() if chips > 0]
            if len(holding) == 2:  # BJX-15: one player and the dealer
                self._heads_up_hand[seat] = (low, stacks[seat], sum(holding))
        if low >= high:
            return low
        stack = stacks[seat]
        others = {name: chips for name, chips in (context.rivals or stacks).items()
                  if name != seat}
        variant = round_.variant
        if variant is Variant.TENHAND:
            rival = max(others.values()) if others else None
            advice = (_match_advice(low, rival, context.hands_left)
                      if rival is not None and self.advisor else None)
            if advice is not None and context.hands_left is not None and rival is not None:
                amount, _ = advice.bet(stack, rival, context.hands_left)
            else:
                amount = tenhand_bet(stack, low, others, context.hands_left)
        elif variant is Variant.SERIES7:
            rival = max(others.values()) if others else None
            if context.heads_up and rival is not None and self.advisor:
                amount = heads_up_bet(stack, rival, low, high)
            else:
                amount = series7_bet(stack, low, high, others, context.heads_up)
        elif variant is Variant.BJX:
            blinds = self._bjx_advice(seat)
            amount = (blinds.blind(stack)[0] if blinds is not None
                      else bjx_blind(stack, low, high, stacks))
        else:  # pragma: no cover - there is no other variant
            amount = low
        return snap(amount, low, high, step)

    def _bjx_advice(self, seat: str) -> BjxHeadsUpAdvice | None:
        found = self._heads_up_hand.get(seat)
        return None if found is None else _bjx_heads_up(found[0], found[2])

    def choose(self, round_: RoundView, view: SeatView, decision: Decision,
               context: SeatContext) -> Choice:
        if decision.kind is DecisionKind.PLAY and self.advisor:
            if view.variant is Variant.TENHAND:
                return self.match_play(round_, view, decision, context), None
            if view.variant is Variant.SERIES7 and context.heads_up:
                return self.heads_up_play(round_, view, decision), None
            if view.variant is Variant.BJX and decision.seat in self._heads_up_hand:
                return self.bjx_heads_up_play(view, decision), None
        if (decision.kind is DecisionKind.BET_ROUND and view.variant is Variant.BJX
                and decision.seat in self._heads_up_hand):
            return self.bjx_heads_up_bet(round_, view, decision, context)
        return super().choose(round_, view, decision, context)

    def bjx_heads_up_bet(self, round_: RoundView, view: SeatView, decision: Decision,
                         context: SeatContext) -> Choice:
        """BJX-5 heads-up: raise, check or fold, whichever gives the best chance of taking
        the table's chips."""
        from app.engine.advisor.hand_model import model_rank

        advice = self._bjx_advice(decision.seat)
        hand = view.hand(0)
        cards = hand.visible()
        up = view.dealer_up
        if advice is None or up is None or len(cards) != 2:
            return super().choose(round_, view, decision, context)
        stack = self._heads_up_hand[decision.seat][1]
        chances = advice.betting([model_rank(card) for card in cards], model_rank(up),
                                 hand.bet, stack)
        span = round_.amount_range(decision.seat, Action.RAISE)
        for action, total in chances:  # best first
            if total is not None and span is not None:
                return Action.RAISE, snap(total, span[0], span[1], span[2])
            if total is None and action in decision.actions:
                return action, None
        return Action.CHECK, None

    def bjx_heads_up_play(self, view: SeatView, decision: Decision) -> Action:
        """BJX-9, BJX-15: hit or stand, whichever gives the better chance of taking the
        table's chips against a dealer who draws while losing; a split stays the chart's."""
        from app.engine.advisor.hand_model import model_rank

        chart = self.play(view, decision)
        advice = self._bjx_advice(decision.seat)
        hand = view.hand(decision.hand)
        up = view.dealer_up
        if (advice is None or up is None or chart not in (Action.HIT, Action.STAND)
                or len(view.hands[view.me]) > 1):
            return chart
        cards = hand.visible()
        chances = advice.play(sum(card.points for card in cards),
                              any(card.is_ace for card in cards), model_rank(up),
                              decision.actions, hand.bet,
                              self._heads_up_hand[decision.seat][1], hand.aces_low)
        if not chances:
            return chart
        best = max(chances, key=chances.__getitem__)
        return chart if chances.get(chart, -1.0) >= chances[best] - 1e-9 else best

    def heads_up_play(self, round_: RoundView, view: SeatView, decision: Decision) -> Action:
        """S7-8 heads-up: the chart's play, unless another has a better chance of winning."""
        from app.engine.advisor.hand_model import model_rank
        from app.engine.advisor.heads_up import advice_for_heads_up

        chart = self.play(view, decision)
        hand = view.hand(decision.hand)
        up = view.dealer_up
        others = [chips for name, chips in view.stacks.items() if name != view.me]
        low, high, _ = round_.bet_range(view.me)
        if up is None or len(others) != 1 or len(view.hands[view.me]) > 1:
            return chart  # split hands are played by the chart
        before = view.stack + hand.bet
        advice = advice_for_heads_up(low, high, before + others[0])
        if advice is None:
            return chart
        chances = advice.play([model_rank(card) for card in hand.visible()], model_rank(up),
                              decision.actions, hand.bet, before)
        best = max(chances, key=chances.__getitem__)
        if chart in chances and chances[chart] >= chances[best] - 1e-9:
            return chart
        return best

    def match_play(self, round_: RoundView, view: SeatView, decision: Decision,
                   context: SeatContext) -> Action:
        """T10-5: the chart's play, unless another has a better chance of winning the match."""
        chart = self.play(view, decision)
        hand = view.hand(decision.hand)
        up = view.dealer_up
        others = [chips for name, chips in context.rivals.items() if name != view.me]
        if up is None or not others or len(view.hands[view.me]) > 1:
            return chart  # split hands are played by the chart
        rival = max(others)
        # The table's minimum: what the seat may bet (less only for a stack short of it, where
        # the advisor steps aside).
        advice = _match_advice(round_.bet_range(view.me)[0], rival, context.hands_left)
        if advice is None or context.hands_left is None:
            return chart
        from app.engine.advisor.hand_model import model_rank

        before = view.stack + hand.bet  # my chips before this hand: its bet is still mine
        chances = advice.play([model_rank(card) for card in hand.visible()], model_rank(up),
                              decision.actions, hand.bet, before, rival, context.hands_left)
        best = max(chances, key=chances.__getitem__)
        # Near-equal chances (far ahead, far behind) leave the chip-EV choice.
        if chart in chances and chances[chart] >= chances[best] - 1e-9:
            return chart
        return best
