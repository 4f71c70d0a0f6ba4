"""A hand of BlackJack eXtreme, player-dealer at a poker table (RULES.md BJX-3 to BJX-16)."""

from __future__ import annotations

from collections.abc import Sequence

from app.engine.actions import Action, Decision, DecisionKind
from app.engine.bets import BetRange, bjx_bet_range
from app.engine.chips import half_refund, payout
from app.engine.errors import IllegalAction
from app.engine.events import BetKind, CardTurned, DealerRanOut, DealPassed, Outcome
from app.engine.play_rules import ALWAYS, PlayRule, PlayRules
from app.engine.round_base import Flow, PlayerHand, Round, Seat
from app.engine.rules import BetLevel, Variant
from app.engine.shoe import Shoe
from app.engine.variants.bjx.rules import BjxRules

# A winner's due: its hand, what it is owed, and the outcome when paid in full.
Payment = tuple[Seat, int, int, Outcome]

# Enum members read for every seat, bound to names once (see round_base.py: Python 3.11 reads
# `Action.FOLD` through a hook, at four times the cost of a plain name).
_FOLD, _RAISE = Action.FOLD, Action.RAISE
_BET_ROUND = DecisionKind.BET_ROUND
_BLIND = BetKind.BLIND

# The answers each kind of BJX decision offers, made once: a decision is made in the hot path.
_SIT_OUT_OR_STAY = frozenset({Action.SIT_OUT, Action.STAY_IN})
_TURN_UP = frozenset({Action.TURN_UP})
_RAISE_CHECK_FOLD = frozenset({Action.RAISE, Action.CHECK, Action.FOLD})
_CHECK_FOLD = frozenset({Action.CHECK, Action.FOLD})
_FOLD_OR_PLAY = frozenset({Action.DEALER_FOLD, Action.DEALER_PLAY})
_HIT_OR_STAND = frozenset({Action.DEALER_HIT, Action.DEALER_STAND})


class BjxRound(Round):
    variant = Variant.BJX
    # BJX-5: the double up and the fold belong to the second betting round. Split aces may
    # take more cards like any hand (BJX-10): no rule refuses them.
    play_rules = PlayRules(
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
        # BJX-15: one player and the dealer are all that is left with chips.
        self.heads_up = len(self.players) == 1
        self.passed = False

    @staticmethod
    def betting_choices(stack: int, bet: int) -> frozenset[Action]:
        """BJX-5: the second betting round's choices; a raise at least doubles the blind."""
        return _RAISE_CHECK_FOLD if stack >= bet else _CHECK_FOLD

    def covered_positions(self) -> int:
        """BJX-13: the dealer covers positions 1 to this (clockwise from its left), a minimum
        bet each."""
        return self.dealer.stack // self.minimum

    def _bet_range(self, seat: Seat) -> BetRange:
        return bjx_bet_range(self.rules, self.level, seat.stack)

    def _check_bet(self, seat: Seat, asked: int | None) -> int:  # BJX-3, C-14
        # The range's own terms (`bets.bjx_bet_range`), checked without building it: every
        # seat's bet is checked before every deal.
        low, stack = self.minimum, seat.stack
        if stack < low:  # a short stack posts what it has, as in S7-8
            return stack
        if asked is None:
            return low
        high = min(low * self.rules.blind_cap_multiple, stack)
        return self._in_range(asked, (low, high, self.chip_unit),
                              "{seat}'s blind must be from {low} to {high}", seat.name)

    def _in_range(self, amount: int, span: tuple[int, int, int], refusal: str,
                  seat: str = "") -> int:
        """`amount` if it is a whole number of chips within `span`; else `refusal`, which may
        name {seat}, {low} and {high} (formatted only then)."""
        low, high, unit = span
        if type(amount) is not int or not low <= amount <= high:  # a bool is no amount
            raise IllegalAction(refusal.format(seat=seat, low=low, high=high)
                                + f", not {amount!r}")
        if amount % unit:
            raise IllegalAction(f"Bets are made in {unit} chips; {amount} is not a multiple of "
                                f"{unit}")
        return amount

    # ---- the hand ------------------------------------------------------------------------

    def _run(self, bets: dict[str, int]) -> Flow:
        for seat in self.players:
            self._place_bet(seat, 0, bets[seat.name], _BLIND)
            seat.hands[0].blind = bets[seat.name]
        for seat in self.players[self.covered_positions():]:  # BJX-13
            action, _ = yield Decision(seat.name, DecisionKind.SIT_OUT, _SIT_OUT_OR_STAY, 0,
                                       Action.STAY_IN)
            if action is Action.SIT_OUT:
                seat.in_hand = False
                seat.hands[0].done = True
                self._return(seat, 0, Outcome.SAT_OUT)
        betting = self._in_hand()
        if not betting:
            self.passed = True
            self.log.append(DealPassed(dealer=self.dealer.name))
            return
        self._deal_initial(False, True, (False, False))  # BJX-4
        _, shown = yield Decision(self.dealer.name, DecisionKind.TURN_UP, _TURN_UP, 0,
                                  Action.TURN_UP)
        self._shown = shown or 0
        self._turn_dealer_card(self._shown)
        for seat in betting:  # BJX-5: the second betting round
            hand = seat.hands[0]
            action, total = yield Decision(seat.name, _BET_ROUND,
                                           self.betting_choices(seat.stack, hand.bet))
            if action is _FOLD:
                refund = half_refund(hand.blind, self.chip_unit)
                hand.done = True
                self._settle(seat, 0, Outcome.FOLD, returned=refund, collected=hand.bet - refund)
                seat.in_hand = False
            elif action is _RAISE:
                assert total is not None
                self._place_bet(seat, 0, total - hand.bet, BetKind.RAISE)
                hand.doubled = hand.must_draw = True
                hand.aces_low = hand.natural  # BJX-8: played as eleven
        playing = self._in_hand()  # nobody leaves the hand after the betting round
        if not playing:
            return
        action, _ = yield Decision(self.dealer.name, DecisionKind.DEALER_FOLD, _FOLD_OR_PLAY, 0,
                                   Action.DEALER_PLAY)
        if action is Action.DEALER_FOLD:  # BJX-6: every player still in wins half its blind
            folded = Outcome.DEALER_FOLD
            self._pay([(seat, 0, payout(seat.hands[0].blind, (1, 2), self.chip_unit), folded)
                       for seat in playing], playing_order=True)
            return
        if self.dealer.hands[0].natural:  # BJX-7
            self._turn_dealer_card(1 - self._shown)
            self._turn_player_cards(playing)
            for seat, index, hand in self._active_hands():
                if hand.natural:
                    self._return(seat, index, Outcome.DEALER_NATURAL)
                else:
                    self._lose(seat, index, Outcome.DEALER_NATURAL)
            return
        self._turn_player_cards(playing)  # BJX-8
        for seat in playing:
            seat.hands[0].done = seat.hands[0].natural  # settled 3:2 at the end (BJX-14)
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
        return (0, 1, 1) if action in _TURN_UP else self._raise_range(seat)

    def _raise_range(self, seat: Seat) -> tuple[int, int, int]:
        """BJX-5: a raise's new total, from double the blind to the whole stack."""
        bet = seat.hands[0].bet
        high = bet + seat.stack
        return 2 * bet, high - high % self.chip_unit, self.chip_unit

    def _check_amount(
        self, seat: Seat, decision: Decision, action: Action, amount: int | None
    ) -> int | None:
        if action in _TURN_UP:
            if amount is None:
                return 0
            if amount not in (0, 1) or isinstance(amount, bool):
                raise IllegalAction("Turn up card 0 or card 1")
            return amount
        span = self._raise_range(seat)
        if amount is None:
            return span[0]
        return self._in_range(amount, span,
                              "Raise to a total from {low} (double your blind) to {high}")

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
                action, _ = yield Decision(self.dealer.name, DecisionKind.DEALER_PLAY,
                                           _HIT_OR_STAND, 0, Action.DEALER_STAND)
                if action is Action.DEALER_STAND:
                    return
            elif value.total >= 17:
                return
            self._deal_to(self.dealer, 0)

    @staticmethod
    def _dealer_losing(total: int, live: list[PlayerHand]) -> bool:
        return any(hand.value.total > total for hand in live)

    # ---- settlement (BJX-12, BJX-14) -------------------------------------------------------

    def _settle_all(self) -> None:
        dealer = self.dealer_value
        naturals: list[Payment] = []
        winners: list[Payment] = []
        for seat, index, hand in self._active_hands():
            total = hand.value.total
            if hand.natural:
                naturals.append((seat, index, payout(hand.bet, (3, 2), self.chip_unit),
                                 Outcome.NATURAL))
            elif hand.split_natural or dealer.bust or total > dealer.total:
                winners.append((seat, index, hand.bet, Outcome.WIN))
            elif total == dealer.total:
                self._return(seat, index)
            else:
                self._lose(seat, index)
        self._pay(naturals + winners)

    def _pay(self, payments: list[Payment], playing_order: bool = False) -> None:
        """Pay each winner its due, or as far as the dealer's chips go (BJX-14).

        A dealer who covers every winner pays them in full: the order cannot matter. Otherwise
        payment goes round by round, each in its order, while the chips last: naturals, then
        each winner's blind up to one minimum, the rest of its blind, its double-up (a later
        split hand is all double-up); or, with `playing_order` (the dealer's fold, BJX-6), the
        payments as listed. A winner not paid in full takes its bet back.
        """
        available = self.dealer.stack
        if sum(owed for _, _, owed, _ in payments) <= available:
            for seat, index, owed, outcome in payments:
                hand = seat.hands[index]
                hand.done = True
                self._settle(seat, index, outcome, returned=hand.bet, won=owed)
            return
        if playing_order:
            tranches = [(seat, index, owed) for seat, index, owed, _ in payments]
        else:
            minimum = self.minimum
            naturals = [(seat, index, owed) for seat, index, owed, outcome in payments
                        if outcome is Outcome.NATURAL]
            winners = [(seat, index, seat.hands[index])
                       for seat, index, _, outcome in payments if outcome is not Outcome.NATURAL]
            tranches = (naturals
                        + [(seat, index, min(hand.blind, minimum)) for seat, index, hand in winners]
                        + [(seat, index, max(hand.blind - minimum, 0))
                           for seat, index, hand in winners]
                        + [(seat, index, hand.bet - hand.blind) for seat, index, hand in winners])
        paid: dict[tuple[str, int], int] = {}
        for seat, index, amount in tranches:
            given = min(amount, available)
            available -= given
            key = (seat.name, index)
            paid[key] = paid.get(key, 0) + given
        if any(paid[seat.name, index] < owed for seat, index, owed, _ in payments):
            self.log.append(DealerRanOut(dealer=self.dealer.name))
        for seat, index, owed, outcome in payments:
            hand = seat.hands[index]
            hand.done = True
            given = paid[seat.name, index]
            self._settle(seat, index, outcome if given == owed else Outcome.RETURNED,
                         returned=hand.bet, won=given)
