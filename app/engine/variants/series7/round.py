"""A hand of the Series 7 Blackjack League player-dealer game (RULES.md S7-8 to S7-22)."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from app.engine.actions import Action
from app.engine.bets import BetRange, series7_bet_range
from app.engine.chips import payout, round_down
from app.engine.errors import IllegalAction
from app.engine.events import BetKind, DealerRanOut, DealerSplitAces, Outcome
from app.engine.play_rules import ALWAYS, SPLIT_ACES, PlayRule, PlayRules
from app.engine.round_base import Flow, PlayerHand, Round, Seat
from app.engine.rules import BetLevel, Variant
from app.engine.shoe import Shoe
from app.engine.variants.series7.rules import Series7Rules


class Series7Round(Round):
    variant = Variant.SERIES7
    play_rules = PlayRules(
        PlayRule(Action.SURRENDER, ALWAYS, "There is no surrender under these rules"),  # S7-20
        PlayRule(Action.INSURANCE, ALWAYS, "There is no insurance or even money under these rules"),
        PlayRule(Action.EVEN_MONEY, ALWAYS,
                 "There is no insurance or even money under these rules"),
        PlayRule(Action.HIT, SPLIT_ACES,  # S7-19
                 "Split aces take one card each and may then be doubled, but not hit"),
    )
    split_ten_values = True  # S7-18: any two ten-values

    def __init__(
        self,
        rules: Series7Rules,
        shoe: Shoe,
        *,
        level: BetLevel,
        dealer: tuple[str, int],
        players: Sequence[tuple[str, int]],
        absent: Collection[str] = (),
        sudden_death: bool = False,
    ) -> None:
        super().__init__(shoe, dealer[0], dealer[1], players)
        self.rules = rules
        self.chip_unit = rules.chip_unit
        if level.maximum is None:
            raise IllegalAction("A Series 7 level has a minimum and a maximum bet")
        level.check_unit(self.chip_unit)
        self.level = level
        if dealer[0] in absent:
            raise IllegalAction(f"{dealer[0]} deals this hand and cannot be absent")
        for name in absent:
            self.seat(name).absent = True
        if sudden_death and len(self.players) != 1:
            raise IllegalAction("Sudden death can be declared only heads-up (S7-22)")
        self.sudden_death = sudden_death

    # ---- bets (S7-8, S7-9, S7-22) ----------------------------------------------------------

    def _bet_range(self, seat: Seat) -> BetRange:
        return series7_bet_range(self.level, seat.stack, self.chip_unit,
                                 sudden_death=self.sudden_death, absent=seat.absent)

    def _check_bet(self, seat: Seat, asked: int | None) -> int:
        low, high = self.level.minimum, self.level.maximum
        assert high is not None
        stack = seat.stack
        if self.sudden_death:
            forced = min(stack, max(round_down(stack, 2, self.chip_unit), self.chip_unit))
            if asked is not None and asked != forced:
                raise IllegalAction(
                    f"In sudden death {seat.name} must bet half of their chips: {forced}"
                )
            return forced
        if stack < low:
            if asked not in (None, low, stack):
                raise IllegalAction(f"{seat.name} has fewer chips than the minimum and bets "
                                    f"all of them ({stack})")
            return stack
        if asked is None or seat.absent:
            return low
        if stack < high:
            if asked != low:
                raise IllegalAction(f"{seat.name} has fewer chips than the maximum and may bet "
                                    f"only the minimum ({low})")
            return low
        if asked not in (low, high):
            raise IllegalAction(f"{seat.name} must bet the minimum ({low}) or the maximum ({high})")
        return asked

    # ---- the hand ------------------------------------------------------------------------

    def _run(self, bets: dict[str, int]) -> Flow:
        for seat in self.players:
            self._place_bet(seat, 0, bets[seat.name], BetKind.BET)
        self._deal_initial(True, True, (True, False))  # S7-12
        for seat in self.players:
            if seat.absent:  # S7-9: forfeited when the cards are dealt
                seat.hands[0].done = True
                self._lose(seat, 0, Outcome.FORFEIT)
        up = self.dealer_cards[0]
        if (up.is_ace or up.is_ten_value) and self.dealer.hands[0].natural:  # S7-14
            self._turn_dealer_card(1)
            for seat, index, _ in self._active_hands():
                self._lose(seat, index, Outcome.DEALER_NATURAL)
            return
        if not self._pay_naturals():  # S7-15
            return
        for seat in self.players:
            if not seat.absent:
                yield from self._play_seat(seat)
        self._turn_dealer_card(1)
        if self._active_hands():  # C-13
            self._dealer_draws()
        self._settle_all()

    def _pay_naturals(self) -> bool:
        """Pay naturals at once, clockwise; False when the dealer ran out and the hand is over."""
        for seat in self.players:
            hand = seat.hands[0]
            if not seat.absent and hand.natural:
                hand.done = True
                owed = payout(hand.bet, (3, 2), self.chip_unit)
                if not self._pay(seat, 0, owed, Outcome.NATURAL):
                    return False
        return True

    def _pay(self, seat: Seat, index: int, owed: int, outcome: Outcome) -> bool:
        """Pay what the dealer can (S7-21); False when the dealer ran out and the hand ended."""
        paid = self._affordable(owed)
        self._settle(seat, index, outcome if paid == owed else Outcome.RETURNED,
                     returned=seat.hands[index].bet, won=paid)
        if self.dealer.stack == 0 and self._active_hands():
            self._dealer_ran_out()
            return False
        return True

    def _dealer_ran_out(self) -> None:
        self.log.append(DealerRanOut(dealer=self.dealer.name))
        for seat, index, hand in self._active_hands():
            hand.done = True
            self._return(seat, index, Outcome.RETURNED)

    def _dealer_draws(self) -> None:
        hands = self.dealer.hands
        cards = hands[0].cards
        if cards[0].is_ace and cards[1].is_ace:  # S7-17
            hands.append(hands[0].split_off())
            self._deal_to(self.dealer, 0)
            self._deal_to(self.dealer, 1)
            totals = (hands[0].value.total, hands[1].value.total)
            kept = 0 if totals[0] >= totals[1] else 1
            self.log.append(DealerSplitAces(dealer=self.dealer.name, totals=totals, kept=kept))
            self._dealer_hand = kept
        while self.dealer_value.total < 17:  # S7-16: stands on every 17, soft 17 included
            self._deal_to(self.dealer, self._dealer_hand)

    def _settle_all(self) -> None:
        """S7-21: losers collected first, then winners paid clockwise while the dealer can."""
        dealer = self.dealer_value
        winners: list[tuple[Seat, int]] = []
        for seat, index, hand in self._active_hands():
            total = hand.value.total
            if dealer.bust or total > dealer.total:
                winners.append((seat, index))
            elif total == dealer.total:
                self._return(seat, index)
            else:
                self._lose(seat, index)
        for seat, index in winners:
            if not self._pay(seat, index, seat.hands[index].bet, Outcome.WIN):
                return

    # ---- what is legal (S7-18 to S7-20) ----------------------------------------------------

    def _double_amount(self, seat: Seat, hand: PlayerHand) -> int:
        return self.double_need(seat.stack, hand.bet, sudden_death=self.sudden_death)

    @staticmethod
    def double_need(stack: int, bet: int, *, sudden_death: bool) -> int:
        # S7-22: in sudden death a double down commits every remaining chip.
        return stack if sudden_death else bet
