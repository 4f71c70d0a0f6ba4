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
from app.engine.rules import BetLevel
from app.engine.seat_view import SeatView
from app.engine.variants import variant_of

if TYPE_CHECKING:
    from app.engine.advisor.odds import Chances

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


# Each variant's rule of thumb (`GameVariant.rule_of_thumb`, registry.RuleOfThumb).


def tenhand_rule(stack: int, low: int, high: int, others: Mapping[str, int],
                 table: Mapping[str, int], context: SeatContext) -> int:
    return tenhand_bet(stack, low, others, context.hands_left)


def series7_rule(stack: int, low: int, high: int, others: Mapping[str, int],
                 table: Mapping[str, int], context: SeatContext) -> int:
    return series7_bet(stack, low, high, others, context.heads_up)


def bjx_rule(stack: int, low: int, high: int, others: Mapping[str, int],
             table: Mapping[str, int], context: SeatContext) -> int:
    return bjx_blind(stack, low, high, table)


class TournamentBot(BasicBot):
    """Bets by the standings (see the module's rules); plays by the chart, and where the
    variant's tournament model weighs the spot (app/engine/advisor/odds.py) by the chances
    of winning where they say otherwise. `advisor=False` keeps to the rules of thumb (the
    benchmark's comparison)."""

    def __init__(self, rng: random.Random, *, advisor: bool = True) -> None:
        super().__init__(rng)
        self.advisor = advisor
        # Per seat, the bets its last bet was asked within: the level its hand is weighed at.
        self._levels: dict[str, BetLevel] = {}

    def bet(self, round_: RoundView, seat: str, context: SeatContext) -> int:
        low, high, step = round_.bet_range(seat)
        stacks = round_.stacks()
        self._levels[seat] = BetLevel(low, high)
        if low >= high:
            return low
        others = _others(seat, context, stacks)
        holding = {name for name, chips in stacks.items() if chips > 0}
        chances = self._chances(round_, seat, context, stacks[seat], sum(stacks.values()),
                                holding)
        amount = chances.bets()[0] if chances is not None else \
            variant_of(round_.variant).rule_of_thumb(stacks[seat], low, high, others, stacks,
                                                     context)
        return snap(amount, low, high, step)

    def _chances(self, round_: RoundView, seat: str, context: SeatContext, stack: int,
                 in_play: int, holding: set[str]) -> Chances | None:
        """The seat's spot in its variant's tournament model (app/engine/advisor/odds.py):
        `stack` its chips before the hand, `in_play` every chip of the table's hand, `holding`
        who has chips at the table; None where the model does not reach or only one bet is
        allowed."""
        if not self.advisor:
            return None
        level = self._levels.get(seat)
        if level is None:  # asked to play without a bet asked first: the bets of now
            low, high, _ = round_.bet_range(seat)
            if low < 1:  # all in: no bet is left to weigh the hand at
                return None
            level = BetLevel(low, high)
        if level.maximum is not None and level.minimum >= level.maximum:
            return None
        variant = variant_of(round_.variant)
        spot = SeatContext(seat, rivals=_others(seat, context, round_.stacks()),
                           hands_left=context.hands_left, players_left=context.players_left,
                           heads_up=variant.is_heads_up(context.heads_up, len(holding)))
        return variant.odds(spot, stack, level, in_play)

    def choose(self, round_: RoundView, view: SeatView, decision: Decision,
               context: SeatContext) -> Choice:
        if decision.kind in (DecisionKind.PLAY, DecisionKind.BET_ROUND) and self.advisor:
            # Every chip of the hand: the stacks and what is bet on the table (a BJX blind and
            # raise; a heads-up's whole, S7-22, BJX-15); my stack with my bets in it.
            bets = {name: sum(hand.bet for hand in hands) for name, hands in view.hands.items()}
            holding = {name for name, chips in view.stacks.items() if chips > 0} | \
                {name for name, bet in bets.items() if bet > 0}
            chances = self._chances(round_, decision.seat, context,
                                    view.stack + bets.get(view.me, 0),
                                    sum(view.stacks.values()) + sum(bets.values()), holding)
            if chances is not None and decision.kind is DecisionKind.PLAY:
                return self.weighed_play(view, decision, chances), None
            if chances is not None:
                return self.weighed_betting(round_, view, decision, context, chances)
        return super().choose(round_, view, decision, context)

    def weighed_betting(self, round_: RoundView, view: SeatView, decision: Decision,
                        context: SeatContext, chances: Chances) -> Choice:
        """BJX-5 heads-up: raise, check or fold, whichever gives the best chance of taking
        the table's chips."""
        from app.engine.advisor.hand_model import model_rank

        hand = view.hand(0)
        cards = hand.visible()
        up = view.dealer_up
        weighed = {} if up is None or len(cards) != 2 else chances.betting(
            [model_rank(card) for card in cards], model_rank(up), hand.bet)
        if not weighed:
            return super().choose(round_, view, decision, context)
        span = round_.amount_range(decision.seat, Action.RAISE)
        for action, total in weighed:  # best first
            if total is not None and span is not None:
                return Action.RAISE, snap(total, span[0], span[1], span[2])
            if total is None and action in decision.actions:
                return action, None
        return Action.CHECK, None

    def weighed_play(self, view: SeatView, decision: Decision, chances: Chances) -> Action:
        """T10-5, S7-8, BJX-9 and BJX-15: the chart's play, unless another has a better
        chance of winning; a split hand is the chart's."""
        from app.engine.advisor.hand_model import model_rank

        chart = self.play(view, decision)
        hand = view.hand(decision.hand)
        up = view.dealer_up
        if up is None or len(view.hands[view.me]) > 1:
            return chart
        weighed = chances.plays([model_rank(card) for card in hand.visible()], model_rank(up),
                                decision.actions, hand.bet, hand.aces_low)
        if chart not in weighed:  # a play the model does not weigh (a BJX split)
            return chart
        best = max(weighed, key=weighed.__getitem__)
        # Near-equal chances (far ahead, far behind) leave the chip-EV choice.
        return chart if weighed[chart] >= weighed[best] - 1e-9 else best


def _others(seat: str, context: SeatContext, stacks: Mapping[str, int]) -> dict[str, int]:
    """The chips of those the seat competes with: its context's rivals (a 10-hand match's
    rival, the field), else the others at its table."""
    return {name: chips for name, chips in (context.rivals or stacks).items() if name != seat}
