"""A hand of BlackJack eXtreme, player-dealer at a poker table (RULES.md BJX-3 to BJX-16)."""

from __future__ import annotations

from collections.abc import Sequence

from app.engine.actions import Action, Decision, DecisionKind
from app.engine.chips import half_refund, payout
from app.engine.errors import IllegalAction
from app.engine.events import BetKind, CardTurned, DealerRanOut, DealPassed, Outcome
from app.engine.hand import is_natural_pair
from app.engine.round_base import ALWAYS, Flow, PlayerHand, PlayRule, Round, Seat
from app.engine.rules import BetLevel, BjxRules
from app.engine.shoe import Shoe

# The answers each kind of BJX decision offers, made once: a decision is made in the hot path.
_SIT_OUT_OR_STAY = frozenset({Action.SIT_OUT, Action.STAY_IN})
_TURN_UP = frozenset({Action.TURN_UP})
_RAISE_CHECK_FOLD = frozenset({Action.RAISE, Action.CHECK, Action.FOLD})
_CHECK_FOLD = frozenset({Action.CHECK, Action.FOLD})
_FOLD_OR_PLAY = frozenset({Action.DEALER_FOLD, Action.DEALER_PLAY})
_HIT_OR_STAND = frozenset({Action.DEALER_HIT, Action.DEALER_STAND})


class BjxRound(Round):
    variant_name = "bjx"
    # BJX-5: the double up and the fold belong to the second betting round. Split aces may
    # take more cards like any hand (BJX-10): no rule refuses them.
    play_rules = (
        PlayRule(Action.DOUBLE, ALWAYS,
                 "In BJX you double up by raising in the second betting round, not later"),
        PlayRule(Action.SURRENDER, ALWAYS,
                 "In BJX you fold in the second betting round; there is no surrender later"),
    )

    def __init__(
        self,
        rules: BjxRules,
        shoe: Shoe,
        *,
        level: BetLevel,
        dealer: tuple[str, int],
        players: Sequence[tuple[str, int]],
    ) -> None:
        """`players`: every other seat with chips, clockwise from the dealer's left."""
        super().__init__(shoe, dealer[0], dealer[1], players)
        self.rules = rules
        self.chip_unit = rules.chip_unit
        level.check_unit(self.chip_unit)
        self.level = level
        self.minimum = level.minimum  # read on every bet
        self._blind_cap = level.minimum * rules.blind_cap_multiple  # BJX-3
        # BJX-15: one player and the dealer are all that is left with chips.
        self.heads_up = len(self.players) == 1
        self.passed = False

    def covered(self, position: int) -> bool:
        """BJX-13: position k (1-based, clockwise from the dealer's left) is covered."""
        return self.dealer.stack >= position * self.minimum

    def _bet_range(self, seat: Seat) -> tuple[int, int, int]:
        low, stack = self.minimum, seat.stack
        if stack < low:
            return stack, stack, 1
        high = min(self._blind_cap, stack)
        return low, high - high % self.chip_unit, self.chip_unit

    def _check_bet(self, seat: Seat, asked: int | None) -> int:  # BJX-3, C-14
        low, stack = self.minimum, seat.stack
        if stack < low:  # a short stack posts what it has, as in S7-8
            return stack
        if asked is None:
            return low
        high = min(self._blind_cap, stack)
        unit = self.chip_unit
        if type(asked) is not int or not low <= asked <= high:  # a bool is no bet
            raise IllegalAction(f"{seat.name}'s blind must be from {low} to {high}, not {asked!r}")
        if asked % unit:
            raise IllegalAction(f"Bets are made in {unit} chips; {asked} is not a multiple of "
                                f"{unit}")
        return asked

    # ---- the hand ------------------------------------------------------------------------

    def _run(self, bets: dict[str, int]) -> Flow:
        for seat in self.players:
            self._place_bet(seat, 0, bets[seat.name], BetKind.BLIND)
            seat.hands[0].blind = bets[seat.name]
        dealer_stack, minimum = self.dealer.stack, self.minimum
        covered = dealer_stack // minimum  # BJX-13, as in `covered`: positions 1 to this
        for seat in self.players[covered:]:
            action, _ = yield self._choice(seat, DecisionKind.SIT_OUT,
                                           _SIT_OUT_OR_STAY, Action.STAY_IN)
            if action is Action.SIT_OUT:
                seat.in_hand = False
                seat.hands[0].done = True
                self._return(seat, 0, Outcome.SAT_OUT)
        if not any(seat.in_hand for seat in self.players):
            self.passed = True
            self.log.append(DealPassed(dealer=self.dealer.name))
            return
        self._deal_initial(False, True, (False, False))  # BJX-4
        _, shown = yield self._choice(self.dealer, DecisionKind.TURN_UP, _TURN_UP,
                                      Action.TURN_UP)
        self._shown = shown or 0
        self._turn_dealer_card(self._shown)
        for seat in self._in_hand():  # BJX-5: the second betting round
            action, total = yield self._bet_round_choice(seat)
            hand = seat.hands[0]
            if action is Action.FOLD:
                refund = half_refund(hand.blind, self.chip_unit)
                hand.done = True
                self._settle(seat, 0, Outcome.FOLD, returned=refund, collected=hand.bet - refund)
                seat.in_hand = False
            elif action is Action.RAISE:
                assert total is not None
                self._place_bet(seat, 0, total - hand.bet, BetKind.RAISE)
                hand.doubled = hand.must_draw = True
                hand.aces_low = hand.natural  # BJX-8: played as eleven
        playing = self._in_hand()  # nobody leaves the hand after the betting round
        if not playing:
            return
        action, _ = yield self._choice(self.dealer, DecisionKind.DEALER_FOLD,
                                       _FOLD_OR_PLAY, Action.DEALER_PLAY)
        if action is Action.DEALER_FOLD:  # BJX-6
            self._pay_in_order([(seat, 0, payout(seat.hands[0].blind, (1, 2), self.chip_unit))
                                for seat in playing], Outcome.DEALER_FOLD)
            return
        if is_natural_pair(self.dealer_cards):  # BJX-7
            self._turn_dealer_card(1 - self._shown)
            self._turn_player_cards(playing)
            for seat, index, hand in list(self._active_hands()):
                if hand.natural:
                    self._return(seat, index, Outcome.DEALER_NATURAL)
                else:
                    self._lose(seat, index, Outcome.DEALER_NATURAL)
            return
        self._turn_player_cards(playing)  # BJX-8
        for seat in playing:
            seat.hands[0].done = seat.hands[0].natural  # settled 3:2 at the end (BJX-14)
        for seat in playing:
            yield from self._play_seat(seat)  # BJX-9, BJX-10
        self._turn_dealer_card(1 - self._shown)
        yield from self._dealer_plays()
        self._settle_all()

    def _in_hand(self) -> list[Seat]:
        return [seat for seat in self.players if seat.in_hand]

    def _turn_player_cards(self, playing: list[Seat]) -> None:
        for seat in playing:
            self.log.append(CardTurned(seat=seat.name, hand=0, index=0,
                                       card=seat.hands[0].cards[0]))

    def _choice(self, seat: Seat, kind: DecisionKind, actions: frozenset[Action],
                default: Action | None) -> Decision:
        return Decision(seat.name, kind, actions, 0, default)

    def _bet_round_choice(self, seat: Seat) -> Decision:
        able = seat.stack >= seat.hands[0].bet
        return Decision(seat.name, DecisionKind.BET_ROUND,
                        _RAISE_CHECK_FOLD if able else _CHECK_FOLD, 0, None)

    def _reason(self, seat: Seat, decision: Decision, action: Action) -> str | None:
        if decision.kind is DecisionKind.BET_ROUND:
            if action is Action.SIT_OUT:
                return ("Only a position the dealer cannot cover may sit out, and only before "
                        "the deal (BJX-13)")
            if action is Action.RAISE:
                return ("You do not have enough chips to double up (you need "
                        f"{seat.hands[0].bet} more)")
        return super()._reason(seat, decision, action)

    def _amount_range(self, seat: Seat, action: Action) -> tuple[int, int, int] | None:
        if action is Action.TURN_UP:
            return 0, 1, 1
        bet = seat.hands[0].bet
        high = bet + seat.stack
        return 2 * bet, high - high % self.chip_unit, self.chip_unit

    def _check_amount(
        self, seat: Seat, decision: Decision, action: Action, amount: int | None
    ) -> int | None:
        if action is Action.TURN_UP:
            if amount is None:
                return 0
            if amount not in (0, 1) or isinstance(amount, bool):
                raise IllegalAction("Turn up card 0 or card 1")
            return amount
        hand = seat.hands[0]
        low, high = 2 * hand.bet, hand.bet + seat.stack
        if amount is None:
            return low
        if type(amount) is not int or not low <= amount <= high:  # nor a bool
            raise IllegalAction(f"Raise to a total from {low} (double your blind) to {high}, "
                                f"not {amount!r}")
        if amount % self.chip_unit:
            raise IllegalAction(f"Bets are made in {self.chip_unit} chips; {amount} is not a "
                                f"multiple of {self.chip_unit}")
        return amount

    # ---- the dealer (BJX-11, BJX-15) --------------------------------------------------------

    def _live(self) -> list[PlayerHand]:
        """Hands whose result depends on the dealer's total (C-13)."""
        return [hand for _, _, hand in self._active_hands()
                if not hand.natural and not hand.split_natural]

    def _dealer_plays(self) -> Flow:
        live = self._live()  # the dealer's drawing settles no hand, so this holds throughout
        if not live:
            return
        while True:
            value = self.dealer_value
            if value.bust:
                return
            if value.soft or (self.heads_up and value.total >= 17
                              and self._dealer_losing(value.total, live)):
                action, _ = yield self._choice(self.dealer, DecisionKind.DEALER_PLAY,
                                               _HIT_OR_STAND,
                                               Action.DEALER_STAND)
                if action is Action.DEALER_STAND:
                    return
            elif value.total >= 17:
                return
            self._deal_dealer(True)

    @staticmethod
    def _dealer_losing(total: int, live: list[PlayerHand]) -> bool:
        return any(hand.value.total > total for hand in live)

    # ---- settlement (BJX-12, BJX-14) -------------------------------------------------------

    def _settle_all(self) -> None:
        dealer = self.dealer_value
        naturals: list[tuple[Seat, int, int]] = []
        winners: list[tuple[Seat, int]] = []
        for seat, index, hand in list(self._active_hands()):
            total = hand.value.total
            if hand.natural:
                naturals.append((seat, index, payout(hand.bet, (3, 2), self.chip_unit)))
            elif hand.split_natural or dealer.bust or total > dealer.total:
                winners.append((seat, index))
            elif total == dealer.total:
                self._return(seat, index)
            else:
                self._lose(seat, index)
        payments = naturals + [(seat, index, seat.hands[index].bet) for seat, index in winners]
        if sum(owed for _, _, owed in payments) <= self.dealer.stack:
            self._pay_in_full(payments, Outcome.WIN, naturals_outcome=True)
            return
        # Each payment round in its order; a later split hand is all double-up.
        tranches = list(naturals)
        minimum = self.minimum
        tranches += [(seat, index, min(seat.hands[index].blind, minimum))
                     for seat, index in winners]
        tranches += [(seat, index, max(seat.hands[index].blind - minimum, 0))
                     for seat, index in winners]
        tranches += [(seat, index, seat.hands[index].bet - seat.hands[index].blind)
                     for seat, index in winners]
        owed = {(seat.name, index): amount for seat, index, amount in payments}
        self._pay_tranches(tranches, owed, Outcome.WIN, naturals_outcome=True)

    def _pay_in_order(self, payments: list[tuple[Seat, int, int]], outcome: Outcome) -> None:
        if sum(owed for _, _, owed in payments) <= self.dealer.stack:
            self._pay_in_full(payments, outcome)
            return
        owed = {(seat.name, index): amount for seat, index, amount in payments}
        self._pay_tranches(payments, owed, outcome)

    def _pay_in_full(self, payments: list[tuple[Seat, int, int]], outcome: Outcome,
                     naturals_outcome: bool = False) -> None:
        """The dealer covers every winner: the order of payment cannot matter (BJX-14)."""
        for seat, index, owed in payments:
            hand = seat.hands[index]
            hand.done = True
            result = Outcome.NATURAL if naturals_outcome and hand.natural else outcome
            self._settle(seat, index, result, returned=hand.bet, won=owed)

    def _pay_tranches(self, tranches: list[tuple[Seat, int, int]], owed: dict[tuple[str, int], int],
                      outcome: Outcome, naturals_outcome: bool = False) -> None:
        """Pay each tranche in order while the dealer's chips last, then settle each hand with
        what it was paid: a winner not paid in full takes the bet back (BJX-14)."""
        available = self.dealer.stack
        paid: dict[tuple[str, int], int] = {}
        seats: dict[tuple[str, int], Seat] = {}
        for seat, index, amount in tranches:
            key = (seat.name, index)
            seats[key] = seat
            given = min(amount, available)
            available -= given
            paid[key] = paid.get(key, 0) + given
        if any(paid[key] < owed[key] for key in seats):
            self.log.append(DealerRanOut(dealer=self.dealer.name))
        for key, seat in seats.items():
            index = key[1]
            hand = seat.hands[index]
            result = outcome
            if naturals_outcome and hand.natural:
                result = Outcome.NATURAL
            if paid[key] < owed[key]:
                result = Outcome.RETURNED
            hand.done = True
            self._settle(seat, index, result, returned=hand.bet, won=paid[key])
