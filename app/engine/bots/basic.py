"""A bot that plays each variant's basic strategy and bets the minimum.

It reads the hand only through `observe` (C-11): its own cards, the dealer's up card, and the
public table; a BJX dealer also its own two cards, which it holds (BJX-4).
"""

from __future__ import annotations

import random

from app.engine.actions import Action, Choice, Decision, DecisionKind
from app.engine.cards import Card
from app.engine.charts import bjx_folds, bjx_raises
from app.engine.policy import RoundView, SeatContext, ordered
from app.engine.seat_view import SeatView, observe
from app.engine.variants import variant_of


def _strength(card: Card) -> int:
    """A card's worth to the dealer holding it: an ace (11) is the strongest."""
    return 11 if card.is_ace else card.points


class BasicBot:
    """Basic strategy for the rules of each variant (its `chart`, app/engine/variants); simple
    minimum bets.

    - S7-16 to S7-20 and T10-7 to T10-12: the chart's move among the offered actions; no
      insurance or even money ever (T10-8), late surrender where the chart says so (T10-10).
    - BJX-5: raise (to double the blind) on 10, 11 and wherever the chart doubles, never on a
      natural (BJX-8); fold hard hands worth less than -0.5 (`charts.bjx_folds`).
    - BJX-13: an uncovered position sits out: its win is capped by the dealer's chips, its
      loss is not.
    - As a BJX dealer: turn up the weaker card (BJX-4), fold a stiff against many raises
      (BJX-6), hit soft 17 or less, hit a losing total only when more is bet on the hands
      beating it than on the hands it beats (BJX-11, BJX-15).

    `rng` is kept for subclasses that randomise; basic strategy itself is deterministic.
    """

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    # ---- betting ---------------------------------------------------------------------------

    def bet(self, round_: RoundView, seat: str, context: SeatContext) -> int:
        """The minimum the rules allow (S7-8, T10-3, BJX-3)."""
        return round_.bet_range(seat)[0]

    # ---- decisions -------------------------------------------------------------------------

    def act(self, round_: RoundView, decision: Decision, context: SeatContext) -> Choice:
        """An offered action by construction: the chart picks among `decision.actions`, and
        every other kind of decision always offers what is chosen (or it is checked first)."""
        return self.choose(round_, observe(round_, decision.seat), decision, context)

    def choose(self, round_: RoundView, view: SeatView, decision: Decision,
               context: SeatContext) -> Choice:
        kind = decision.kind
        if kind is DecisionKind.PLAY:
            return self.play(view, decision), None
        if kind is DecisionKind.INSURANCE:
            return Action.NO_INSURANCE, None  # T10-8: basic strategy never insures
        if kind is DecisionKind.BET_ROUND:
            return self.second_bet(round_, view, decision, context)
        if kind is DecisionKind.SIT_OUT:
            return Action.SIT_OUT, None  # BJX-13
        if kind is DecisionKind.TURN_UP:
            return Action.TURN_UP, self.card_to_show(view)
        if kind is DecisionKind.DEALER_FOLD:
            return (Action.DEALER_FOLD if self.dealer_folds(view) else Action.DEALER_PLAY), None
        if kind is DecisionKind.DEALER_PLAY:
            return (Action.DEALER_HIT if self.dealer_hits(view) else Action.DEALER_STAND), None
        return decision.default or ordered(decision.actions)[0], None

    def play(self, view: SeatView, decision: Decision) -> Action:
        """The chart's move for the hand in play against the dealer's up card."""
        hand = view.hand(decision.hand)
        up = view.dealer_up
        if up is None:
            raise ValueError("A hand is played before the dealer shows a card")
        return variant_of(view.variant).chart.choose(hand.visible(), hand.value, up,
                                                    decision.actions)

    def second_bet(self, round_: RoundView, view: SeatView, decision: Decision,
                   context: SeatContext) -> Choice:
        """BJX-5: raise, check or fold the two cards against the card the dealer turned up."""
        hand = view.hand(0)
        cards = hand.visible()
        up = view.dealer_up
        if up is None or len(cards) != 2:
            return Action.CHECK, None
        value = hand.value
        if bjx_folds(cards, value, up):
            return Action.FOLD, None
        if bjx_raises(cards, value, up) and Action.RAISE in decision.actions:
            return Action.RAISE, self.raise_to(round_, view, decision, context)
        return Action.CHECK, None

    def raise_to(self, round_: RoundView, view: SeatView, decision: Decision,
                 context: SeatContext) -> int | None:
        """The new total of a raise: the least allowed, double the blind (BJX-5)."""
        span = round_.amount_range(decision.seat, Action.RAISE)
        return None if span is None else span[0]

    # ---- the BJX dealer -------------------------------------------------------------------

    def card_to_show(self, view: SeatView) -> int:
        """BJX-4: turn up the weaker of the dealer's two cards and keep the stronger hidden."""
        cards = view.dealer_cards[:2]
        if len(cards) < 2 or cards[0] is None or cards[1] is None:
            return 0
        return 1 if _strength(cards[1]) < _strength(cards[0]) else 0

    def dealer_folds(self, view: SeatView) -> bool:
        """BJX-6: fold only a stiff (hard 12-16) against at least two raised hands that are at
        least half of the hands still in: they hold strong totals and their doubled bets lose
        more to a stiff than the half blinds the fold pays everyone."""
        value = view.dealer_value
        if value.soft or not 12 <= value.total <= 16:
            return False
        still = view.in_hand()
        raised = [name for name in view.raised if name in still]
        return len(raised) >= 2 and 2 * len(raised) >= len(still)

    def dealer_hits(self, view: SeatView) -> bool:
        """BJX-11: hit soft 17 or less. A higher total is hit (soft 18+ may always be, a
        losing hard 17-20 heads-up, BJX-15) only when more chips ride on the live hands that
        beat it than on the hands it beats: one card cannot bust a soft hand, and standing
        loses those bets for sure."""
        value = view.dealer_value
        if value.soft and value.total <= 17:
            return True
        if value.total >= 21:
            return False
        live = view.live_hands()
        beating = sum(hand.bet for hand in live if hand.value.total > value.total)
        beaten = sum(hand.bet for hand in live if hand.value.total < value.total)
        return beating > beaten
