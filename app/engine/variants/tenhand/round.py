"""A hand of the 10-hand head-to-head tournament against a house dealer (RULES.md T10-3 to 13)."""

from __future__ import annotations

from app.engine.actions import Action, Decision, DecisionKind
from app.engine.bets import BetRange, tenhand_bet_range
from app.engine.chips import payout, round_down
from app.engine.errors import IllegalAction
from app.engine.events import HOUSE, BetKind, BetPlaced, BetSettled, Outcome
from app.engine.play_rules import FROM_SPLIT, SPLIT_ACES, PlayRule, PlayRules
from app.engine.round_base import Flow, PlayerHand, Round, Seat
from app.engine.rules import Variant
from app.engine.shoe import Shoe
from app.engine.variants.rule_sets import Rules
from app.engine.variants.tenhand.rules import TenHandRules


class TenHandRound(Round):
    variant = Variant.TENHAND
    # T10-10 to T10-12: late surrender, no double after a split, aces split once for one card.
    play_rules = PlayRules(
        PlayRule(Action.HIT, SPLIT_ACES, "Split aces take no more cards"),
        PlayRule(Action.DOUBLE, FROM_SPLIT, "You cannot double after splitting under these rules"),
        PlayRule(Action.SPLIT, SPLIT_ACES, "Split aces cannot be split again"),
    )
    split_aces_take_one_card = True

    def __init__(self, rules: TenHandRules, shoe: Shoe, *, player: tuple[str, int]) -> None:
        super().__init__(shoe, HOUSE, None, [player])
        self.rules = rules
        self.chip_unit = rules.chip_unit
        self.insurance = 0
        self.split_ten_values = self.pairs_ten_values(rules)

    @classmethod
    def pairs_ten_values(cls, rules: Rules) -> bool:
        return isinstance(rules, TenHandRules) and rules.split_tens_by_value  # T10-12

    def _bet_range(self, seat: Seat) -> BetRange:
        return tenhand_bet_range(self.rules, seat.stack)

    def _check_bet(self, seat: Seat, asked: int | None) -> int:  # T10-3, C-14
        low, high, _ = self._bet_range(seat)
        if seat.stack < low:
            raise IllegalAction(f"{seat.name} cannot make the minimum bet of {low}")
        if asked is None:
            return low
        if type(asked) is not int or not low <= asked <= high:  # a bool is no bet
            raise IllegalAction(f"Bet a whole amount from {low} to {high}, not {asked!r}")
        return asked

    def _run(self, bets: dict[str, int]) -> Flow:
        seat = self.players[0]
        hand = seat.hands[0]
        self._place_bet(seat, 0, bets[seat.name], BetKind.BET)
        self._deal_initial(True, True, (True, False))
        up = self.dealer_cards[0]
        if up.is_ace:  # T10-8
            action, amount = yield self._insurance_decision(seat, hand)
            if action is Action.EVEN_MONEY:
                hand.done = True
                self._settle(seat, 0, Outcome.EVEN_MONEY, returned=hand.bet, won=hand.bet)
            elif action is Action.INSURANCE:
                assert amount is not None
                self.insurance = amount
                seat.stack -= amount
                self.log.append(BetPlaced(seat=seat.name, hand=0, amount=amount,
                                          kind=BetKind.INSURANCE))
        if (up.is_ace or up.is_ten_value) and self.dealer.hands[0].natural:  # T10-9
            self._turn_dealer_card(1)
            self._settle_insurance(won=True)
            if not hand.settled:
                if hand.natural:  # T10-6: natural against natural pushes
                    self._return(seat, 0, Outcome.DEALER_NATURAL)
                else:
                    self._lose(seat, 0, Outcome.DEALER_NATURAL)
            return
        self._settle_insurance(won=False)
        if hand.settled:
            return
        if hand.natural:  # T10-6
            hand.done = True
            self._settle(seat, 0, Outcome.NATURAL, returned=hand.bet,
                         won=payout(hand.bet, (3, 2), self.chip_unit))
            return
        yield from self._play_seat(seat)
        self._turn_dealer_card(1)
        if self._active_hands():  # C-13
            # T10-7: hits soft 17, stands on hard 17, never splits.
            while (value := self.dealer_value).total < 17 or (value.total == 17 and value.soft):
                self._deal_to(self.dealer, 0)
        dealer = self.dealer_value
        for _, index, player_hand in self._active_hands():
            total = player_hand.value.total
            if dealer.bust or total > dealer.total:  # T10-13: a split ace and ten pays 1:1
                self._settle(seat, index, Outcome.WIN, returned=player_hand.bet,
                             won=player_hand.bet)
            elif total == dealer.total:
                self._return(seat, index)
            else:
                self._lose(seat, index)

    def _insurance_decision(self, seat: Seat, hand: PlayerHand) -> Decision:
        actions = self.insurance_choices(natural=hand.natural, stack=seat.stack, bet=hand.bet,
                                         chip_unit=self.chip_unit)
        return Decision(seat.name, DecisionKind.INSURANCE, actions, 0, Action.NO_INSURANCE)

    @staticmethod
    def insurance_choices(*, natural: bool, stack: int, bet: int,
                          chip_unit: int) -> frozenset[Action]:
        """T10-8: what a player is offered when the dealer shows an ace."""
        actions = {Action.NO_INSURANCE}
        if natural:
            actions.add(Action.EVEN_MONEY)
        if insurance_limit(stack, bet, chip_unit) >= 1:
            actions.add(Action.INSURANCE)
        return frozenset(actions)

    def _reason(self, seat: Seat, decision: Decision, action: Action) -> str | None:
        if decision.kind is DecisionKind.INSURANCE:
            if action is Action.EVEN_MONEY:
                return "Even money is offered only on a natural"
            if action is Action.INSURANCE:
                return "Your bet is too small, or your stack too short, to insure"
        return super()._reason(seat, decision, action)

    def _insurance_limit(self, seat: Seat, hand: PlayerHand) -> int:
        return insurance_limit(seat.stack, hand.bet, self.chip_unit)

    def _amount_range(self, seat: Seat, action: Action) -> tuple[int, int, int] | None:
        return 1, self._insurance_limit(seat, seat.hands[0]), 1

    def _check_amount(
        self, seat: Seat, decision: Decision, action: Action, amount: int | None
    ) -> int | None:
        if action is not Action.INSURANCE:
            return super()._check_amount(seat, decision, action, amount)
        limit = self._insurance_limit(seat, seat.hands[0])
        if amount is None:
            return limit
        if type(amount) is not int or not 1 <= amount <= limit:  # nor a bool
            raise IllegalAction(f"Insurance is a whole amount from 1 to {limit} (half your bet)")
        return amount

    def _settle_insurance(self, won: bool) -> None:
        if not self.insurance:
            return
        stake, self.insurance = self.insurance, 0
        seat = self.players[0]
        seat.stack += stake + 2 * stake if won else 0
        self.log.append(BetSettled(seat=seat.name, hand=0,
                                   outcome=Outcome.INSURANCE_WON if won else Outcome.INSURANCE_LOST,
                                   returned=stake if won else 0, collected=0 if won else stake,
                                   won=2 * stake if won else 0, dealer=HOUSE, insurance=True))


def insurance_limit(stack: int, bet: int, chip_unit: int) -> int:
    """T10-8: the most a hand of `bet` may insure, half the bet rounded down (C-7)."""
    return min(round_down(bet, 2, chip_unit), stack)
