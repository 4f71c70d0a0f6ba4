"""What a seat was offered at a decision of a past hand, worked out from its view of that hand
(`SeatView`, rebuilt from the stored events): the choices the round offered then, by the same
rules the round applies (its play rules and `play_facts`, its insurance and betting choices),
without running the hand again (DESIGN.md "History is what was stored").

A seat's view holds everything these rules ask of its own hands: its cards, its bets, a split,
a raise, its stack. The round's own decision is the record; this is for reading a night stored
by any version, whose commands today's engine may no longer replay (docs/decisions/
history-from-events.md).
"""

from __future__ import annotations

from app.engine.actions import Action, DecisionKind
from app.engine.bets import BetRange, bjx_bet_range, series7_bet_range, tenhand_bet_range
from app.engine.cards import Rank
from app.engine.round_base import PlayerHand, Seat, play_facts
from app.engine.rules import BetLevel
from app.engine.seat_view import HandView, SeatView
from app.engine.variants import variant_of
from app.engine.variants.bjx.round import BjxRound
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.rule_sets import Rules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.round import TenHandRound

# The decision an action answers: a play of a hand unless listed.
_KIND_OF: dict[Action, DecisionKind] = {
    Action.INSURANCE: DecisionKind.INSURANCE, Action.EVEN_MONEY: DecisionKind.INSURANCE,
    Action.NO_INSURANCE: DecisionKind.INSURANCE, Action.RAISE: DecisionKind.BET_ROUND,
    Action.CHECK: DecisionKind.BET_ROUND, Action.FOLD: DecisionKind.BET_ROUND,
    Action.SIT_OUT: DecisionKind.SIT_OUT, Action.STAY_IN: DecisionKind.SIT_OUT,
    Action.TURN_UP: DecisionKind.TURN_UP, Action.DEALER_FOLD: DecisionKind.DEALER_FOLD,
    Action.DEALER_PLAY: DecisionKind.DEALER_FOLD, Action.DEALER_HIT: DecisionKind.DEALER_PLAY,
    Action.DEALER_STAND: DecisionKind.DEALER_PLAY}


def decision_kind(action: Action) -> DecisionKind:
    """The kind of decision `action` answered."""
    return _KIND_OF.get(action, DecisionKind.PLAY)


def offered(rules: Rules, view: SeatView, kind: DecisionKind, index: int, *,
            sudden_death: bool = False) -> frozenset[Action]:
    """The choices the seat `view.me` had on its hand `index` at a decision of `kind`, as
    its view shows the hand then; empty for a dealer's and a sit-out decision, which are not
    worked out here. `sudden_death`: declared at the table then (S7-22)."""
    round_class = variant_of(rules.variant).round
    hand = view.hand(index)
    if kind is DecisionKind.PLAY:
        seat = Seat(view.me, view.stack, hands=[_engine_hand(h) for h in view.hands[view.me]])
        facts = play_facts(
            seat, seat.hands[index],
            double_need=round_class.double_need(view.stack, hand.bet, sudden_death=sudden_death),
            split_ten_values=round_class.pairs_ten_values(rules),
            max_hands=round_class.max_hands)
        return round_class.play_rules.legal(facts)
    if kind is DecisionKind.INSURANCE:
        return TenHandRound.insurance_choices(natural=hand.natural, stack=view.stack,
                                              bet=hand.bet, chip_unit=rules.chip_unit)
    if kind is DecisionKind.BET_ROUND:
        return BjxRound.betting_choices(view.stack, hand.bet)
    return frozenset()


def bet_choices(rules: Rules, level: BetLevel, stack: int, *,
                sudden_death: bool = False) -> BetRange:
    """The bets a seat of `stack` chips could choose before a hand at `level` (S7-8, S7-22,
    BJX-3, T10-3), as the tournament offers them."""
    if isinstance(rules, Series7Rules):
        return series7_bet_range(level, stack, rules.chip_unit, sudden_death=sudden_death)
    if isinstance(rules, BjxRules):
        return bjx_bet_range(rules, level, stack)
    return tenhand_bet_range(rules, stack)


def _engine_hand(hand: HandView) -> PlayerHand:
    """A seat's own hand as the round holds it, from the seat's view of it (every card of
    its own is known to it, C-11)."""
    cards = hand.visible()
    # A raise's must-draw lasts until the hand's next card (BJX-5, BJX-8); a split hand has
    # had one since.
    must_draw = hand.raised and not hand.from_split and len(cards) == 2
    return PlayerHand(cards=cards, bet=hand.bet, from_split=hand.from_split,
                      split_aces=hand.from_split and bool(cards) and cards[0].rank is Rank.ACE,
                      doubled=hand.raised, aces_low=hand.aces_low, must_draw=must_draw)
