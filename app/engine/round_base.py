"""What every variant's round shares: seats and hands, dealing, the play of a hand, chip moves.

A round is one hand at one table. Its flow is a generator (`_run`) that yields a `Decision`
whenever it waits for somebody and receives the action taken; everything forced by the rules
(dealing, peeking, the dealer's drawing, settling) happens inside it. The public surface is
`decision()`, `legal_actions()`, `can()`, `verify()` and `act()`, with the named
`can_hit`/`verify_hit`/`hit` forms on top.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Generator, Mapping, Sequence
from functools import lru_cache
from typing import ClassVar

import msgspec

from app.engine.actions import ACTIONS_WITH_AMOUNT, Action, Decision, DecisionKind
from app.engine.cards import Card
from app.engine.chips import half_refund
from app.engine.errors import IllegalAction, ShoeExhausted
from app.engine.events import (
    ActionTaken,
    BetKind,
    BetPlaced,
    BetSettled,
    CardDealt,
    CardTurned,
    Event,
    HandEnded,
    HandSplit,
    HandStarted,
    HandVoided,
    Outcome,
    ShoeReplenished,
)
from app.engine.hand import HandValue, hand_value, is_natural_pair
from app.engine.play_rules import (
    ALWAYS,
    FROM_SPLIT,
    HANDS_FULL,
    MUST_DRAW,
    NOT_A_PAIR,
    NOT_TWO_CARDS,
    PLAY_ACTIONS,
    SHORT_TO_DOUBLE,
    SHORT_TO_SPLIT,
    SPLIT_ACES,
    PlayRules,
)
from app.engine.shoe import Shoe
from app.engine.variants.rule_sets import Rules

Flow = Generator[Decision, tuple[Action, int | None], None]
# Enum members read on every decision, bound to names once: Python 3.11 reads `Action.HIT`
# through EnumType.__getattr__'s hook, at four times the cost of a plain name (3.12 does not).
_HIT, _STAND, _DOUBLE, _SPLIT, _SURRENDER = PLAY_ACTIONS
_PLAY = DecisionKind.PLAY
_NUMBER_WORDS = {2: "two", 3: "three", 4: "four"}


# Seats and hands are msgspec structs rather than dataclasses: a round makes one of each per
# seat, and a struct is built in under half the time. They hold no reference cycles (cards,
# numbers, a seat's list of its hands), so the cycle collector may ignore them (gc=False).
class PlayerHand(msgspec.Struct, gc=False):
    """A hand at the table, a player's or the dealer's."""

    cards: list[Card] = msgspec.field(default_factory=list)
    bet: int = 0
    blind: int = 0  # BJX-14: the part of the bet that is the blind (0 on a later split hand)
    from_split: bool = False
    split_aces: bool = False
    doubled: bool = False  # doubled down (S7, tenhand) or doubled up (BJX raise)
    aces_low: bool = False  # BJX-8: a doubled-up natural is played as eleven
    must_draw: bool = False  # BJX-5, BJX-8: a doubled-up hand must take one more card
    done: bool = False  # no more decisions on this hand
    settled: bool = False  # its bet has been collected, returned or paid

    @property
    def value(self) -> HandValue:
        return hand_value(self.cards, self.aces_low)

    @property
    def natural(self) -> bool:
        return not self.from_split and not self.aces_low and is_natural_pair(self.cards)

    @property
    def split_natural(self) -> bool:
        """A two-card 21 of ace and ten-value on a split hand (C-2, BJX-10, T10-13)."""
        return self.from_split and is_natural_pair(self.cards)

    def split_off(self) -> PlayerHand:
        """Take the second card of a pair out into a new hand (C-10, S7-17)."""
        return PlayerHand(cards=[self.cards.pop()])


class Seat(msgspec.Struct, gc=False):
    name: str
    stack: int
    hands: list[PlayerHand] = msgspec.field(default_factory=list)
    absent: bool = False
    in_hand: bool = True


NOBODY: frozenset[str] = frozenset()


@lru_cache(maxsize=1024)
def seen_only_by(seat: str) -> frozenset[str]:
    """Who may see a card dealt face down to `seat` (C-11). One set per name serves every
    hand: a full table deals ten of them a hand."""
    return frozenset((seat,))


def play_facts(seat: Seat, hand: PlayerHand, *, double_need: int, split_ten_values: bool,
               max_hands: int) -> int:
    """What the play rules may ask of `hand` of `seat` now, as bits (see ALWAYS and after):
    of a round's own seat, or of one rebuilt from what a seat saw (app/engine/past_choices.py)."""
    facts = ALWAYS
    if hand.split_aces:
        facts |= SPLIT_ACES
    if hand.from_split:
        facts |= FROM_SPLIT
    if hand.must_draw:
        facts |= MUST_DRAW
    cards = hand.cards
    if len(cards) != 2:
        return facts | NOT_TWO_CARDS | NOT_A_PAIR
    first, second = cards
    if first.rank is not second.rank and not (
            split_ten_values and first.is_ten_value and second.is_ten_value):
        facts |= NOT_A_PAIR
    if len(seat.hands) >= max_hands:
        facts |= HANDS_FULL
    stack = seat.stack
    if not 1 <= double_need <= stack:
        facts |= SHORT_TO_DOUBLE
    if stack < hand.bet:
        facts |= SHORT_TO_SPLIT
    return facts


def face_down_seen_by(holder: str, *, house: bool) -> frozenset[str]:
    """Who may see a card dealt face down to `holder` (C-11): its holder alone, nobody when it
    is a house dealer's."""
    return NOBODY if house else seen_only_by(holder)


class Round(ABC):
    """One hand of one variant. Subclasses write `_run` and the reasons an action is illegal."""

    chip_unit: int
    variant: ClassVar[str]
    # The variant's play rules (`play_rules.py`), and what the facts of a hand depend on.
    play_rules: ClassVar[PlayRules] = PlayRules()
    split_ten_values = False  # any two ten-values are a pair
    max_hands = 4  # hands a seat may split to
    split_aces_take_one_card = False  # a split ace is finished after its one card

    def __init__(
        self,
        shoe: Shoe,
        dealer: str,
        dealer_stack: int | None,
        players: Sequence[tuple[str, int]],
    ) -> None:
        self.start_stacks = dict(players)  # the players', then a player-dealer's (`stacks`)
        if len(self.start_stacks) != len(players) or dealer in self.start_stacks:
            raise IllegalAction("Every seat at a table needs a different name")
        for name, stack in players:
            if stack < 1:
                raise IllegalAction(f"{name} has no chips and cannot be dealt in")
        self._seats = {name: Seat(name, stack, [PlayerHand()]) for name, stack in players}
        self.players = list(self._seats.values())
        self.shoe = shoe
        self.house = dealer_stack is None
        if dealer_stack is not None:
            self.start_stacks[dealer] = dealer_stack
        self.dealer = Seat(dealer, dealer_stack or 0, [PlayerHand()])
        self._dealer_hand = 0  # the dealer's hand in play: 1 if it kept its second split ace
        self.log: list[Event] = []
        self._flow: Flow | None = None
        self._decision: Decision | None = None
        self.over = False
        self.voided = False

    # ---- the public surface -------------------------------------------------------------

    def stacks(self) -> dict[str, int]:
        stacks = {seat.name: seat.stack for seat in self.players}
        if not self.house:
            stacks[self.dealer.name] = self.dealer.stack
        return stacks

    def net(self, now: Mapping[str, int] | None = None) -> dict[str, int]:
        """Chips won (or lost, negative) since the deal; `now` saves working the stacks out."""
        if now is None:
            now = self.stacks()
        return {name: now[name] - start for name, start in self.start_stacks.items()}

    def seat(self, name: str) -> Seat:
        try:
            return self._seats[name]
        except KeyError:
            if name == self.dealer.name:
                return self.dealer
            raise IllegalAction(f"There is no player called {name!r} at this table") from None

    def bet_range(self, seat: str) -> tuple[int, int, int]:
        """(lowest, highest, step) of the bets this seat may make before the deal."""
        return self._bet_range(self.seat(seat))

    def start(self, bets: Mapping[str, int | None]) -> tuple[Event, ...]:
        """Take the bets and deal; returns the events up to the first decision."""
        if self._flow is not None:
            raise IllegalAction("This hand has already started")
        if not bets.keys() <= self._seats.keys():
            unknown = sorted(set(bets) - set(self._seats))[0]
            raise IllegalAction(f"There is no player called {unknown!r} to bet at this table")
        amounts = {seat.name: self._check_bet(seat, bets.get(seat.name)) for seat in self.players}
        self.log.append(HandStarted(dealer=self.dealer.name, players=tuple(self._seats),
                                    stacks=dict(self.start_stacks)))  # nothing has moved yet
        self._flow = self._run(amounts)
        self._advance(None)
        return tuple(self.log)

    def decision(self) -> Decision | None:
        """What the round waits for now; None before the start and once the hand is over."""
        return self._decision

    def legal_actions(self, seat: str) -> frozenset[Action]:
        decision = self._decision
        if decision is None or decision.seat != seat:
            return frozenset()
        return decision.actions

    def can(self, seat: str, action: Action) -> bool:
        return action in self.legal_actions(seat)

    def verify(self, seat: str, action: Action, amount: int | None = None) -> int | None:
        """Raise IllegalAction with a reason a player can read; return the amount to use."""
        decision = self._decision
        if decision is None:
            raise IllegalAction("The hand is over" if self.over else "The hand has not started")
        if seat != decision.seat:
            self.seat(seat)  # an unknown name is told so first
            raise IllegalAction(f"It is not your turn: {decision.seat} is to act")
        if action not in decision.actions:
            reason = self._reason(self.seat(seat), decision, action)
            raise IllegalAction(reason or self._not_now(action, decision))
        if action in ACTIONS_WITH_AMOUNT:
            return self._check_amount(self.seat(seat), decision, action, amount)
        if amount is not None:
            raise IllegalAction(f"'{action.value}' takes no amount")
        return None

    def act(self, seat: str, action: Action, amount: int | None = None) -> tuple[Event, ...]:
        """Take the action; returns the events it caused, up to the next decision."""
        amount = self.verify(seat, action, amount)
        assert self._decision is not None  # `verify` refuses any action when nothing waits
        log = self.log
        first = len(log)
        log.append(ActionTaken(seat=seat, hand=self._decision.hand, action=action,
                               amount=amount))
        self._advance((action, amount))
        return tuple(log[first:])

    def amount_range(self, seat: str, action: Action) -> tuple[int, int, int] | None:
        """(lowest, highest, step) for an action that takes an amount and is legal now."""
        if action not in ACTIONS_WITH_AMOUNT or action not in self.legal_actions(seat):
            return None
        return self._amount_range(self.seat(seat), action)

    def take_default(self) -> tuple[Event, ...]:
        """Make the pending optional choice its default (a dealer's choice, insurance declined)."""
        decision = self._decision
        if decision is None or decision.default is None:
            raise IllegalAction("There is no optional choice waiting")
        amount = 0 if decision.default is Action.TURN_UP else None
        return self.act(decision.seat, decision.default, amount)

    def void(self) -> tuple[Event, ...]:
        """BJX-16: a director voids the hand; every bet goes back, every stack is restored."""
        if self.over:
            raise IllegalAction("The hand is over and can no longer be voided")
        first = len(self.log)
        if self._flow is not None:
            self._flow.close()
        for seat in self.players:
            seat.stack = self.start_stacks[seat.name]
            for hand in seat.hands:
                hand.settled = hand.done = True
        if not self.house:
            self.dealer.stack = self.start_stacks[self.dealer.name]
        self.log.append(HandVoided(stacks=self.stacks()))
        self.voided = True
        self._finish()
        return tuple(self.log[first:])

    # Named forms of the generic surface, for buttons and bots (STYLE.md 2).
    def can_hit(self, seat: str) -> bool:
        return self.can(seat, Action.HIT)

    def verify_hit(self, seat: str) -> None:
        self.verify(seat, Action.HIT)

    def hit(self, seat: str) -> tuple[Event, ...]:
        return self.act(seat, Action.HIT)

    def can_stand(self, seat: str) -> bool:
        return self.can(seat, Action.STAND)

    def verify_stand(self, seat: str) -> None:
        self.verify(seat, Action.STAND)

    def stand(self, seat: str) -> tuple[Event, ...]:
        return self.act(seat, Action.STAND)

    def can_double(self, seat: str) -> bool:
        return self.can(seat, Action.DOUBLE)

    def verify_double(self, seat: str) -> None:
        self.verify(seat, Action.DOUBLE)

    def double(self, seat: str) -> tuple[Event, ...]:
        return self.act(seat, Action.DOUBLE)

    def can_split(self, seat: str) -> bool:
        return self.can(seat, Action.SPLIT)

    def verify_split(self, seat: str) -> None:
        self.verify(seat, Action.SPLIT)

    def split(self, seat: str) -> tuple[Event, ...]:
        return self.act(seat, Action.SPLIT)

    def can_surrender(self, seat: str) -> bool:
        return self.can(seat, Action.SURRENDER)

    def verify_surrender(self, seat: str) -> None:
        self.verify(seat, Action.SURRENDER)

    def surrender(self, seat: str) -> tuple[Event, ...]:
        return self.act(seat, Action.SURRENDER)

    # ---- what each variant writes -------------------------------------------------------

    @abstractmethod
    def _check_bet(self, seat: Seat, asked: int | None) -> int:
        """The bet this seat makes when it asked for `asked` (None: gave none, C-14)."""

    @abstractmethod
    def _bet_range(self, seat: Seat) -> tuple[int, int, int]:
        """What `_check_bet` accepts, as (lowest, highest, step)."""

    @abstractmethod
    def _run(self, bets: dict[str, int]) -> Flow:
        """The hand from the bets to the last chip moved."""

    def _check_amount(
        self, seat: Seat, decision: Decision, action: Action, amount: int | None
    ) -> int | None:
        raise IllegalAction(f"'{action.value}' takes no amount")

    def _amount_range(self, seat: Seat, action: Action) -> tuple[int, int, int] | None:
        return None

    def _reason(self, seat: Seat, decision: Decision, action: Action) -> str | None:
        """Why `action` does not answer `decision`, found only when someone asks: reasons are
        sentences, and building them for every decision would cost more than the rules."""
        if decision.kind is DecisionKind.PLAY:
            return self._why_not(seat, seat.hands[decision.hand], action)
        return None

    # ---- what is legal in the play of a hand: the play rules, read two ways --------------

    def _legal_play(self, seat: Seat, hand: PlayerHand) -> frozenset[Action]:
        """The play actions no rule refuses on `hand` now (the hot path)."""
        return self.play_rules.legal(self._facts(seat, hand))

    def _why_not(self, seat: Seat, hand: PlayerHand, action: Action) -> str | None:
        """Why `action` is illegal on `hand` now, or None when it is legal."""
        rule = self.play_rules.refusal(action, self._facts(seat, hand))
        if rule is not None:
            words = _NUMBER_WORDS.get(self.max_hands, str(self.max_hands))
            return rule.reason.format(double_need=self._double_amount(seat, hand),
                                      split_need=hand.bet, max_hands=words)
        if action not in PLAY_ACTIONS:
            return f"There is no {action.value.replace('_', ' ')} under these rules"
        return None

    def _facts(self, seat: Seat, hand: PlayerHand) -> int:
        """What the play rules may ask of `hand` now, as bits (see ALWAYS and after)."""
        return play_facts(seat, hand, double_need=self._double_amount(seat, hand),
                          split_ten_values=self.split_ten_values, max_hands=self.max_hands)

    # What a variant's play depends on beyond its play rules, read by the round and by a seat's
    # view of a past hand alike (app/engine/past_choices.py).
    @classmethod
    def pairs_ten_values(cls, rules: Rules) -> bool:
        """Whether any two ten-values are a pair that splits under `rules`."""
        return cls.split_ten_values

    @staticmethod
    def double_need(stack: int, bet: int, *, sudden_death: bool) -> int:
        """What a double down of a hand of `bet` adds from a stack of `stack`."""
        return bet

    def _double_amount(self, seat: Seat, hand: PlayerHand) -> int:
        return self.double_need(seat.stack, hand.bet, sudden_death=False)

    # ---- dealing --------------------------------------------------------------------------

    def _deal_to(self, seat: Seat, index: int, face_up: bool = True) -> None:
        """Deal the shoe's next card to a hand of this seat, a player's or the dealer's.

        A shoe that runs out mid-hand is replenished with every card not on the table (S7-11
        ruling). A face-down card is seen only by its holder, a house dealer's by nobody
        (C-11).
        """
        try:
            card = self.shoe.draw()
        except ShoeExhausted:
            self.shoe.replenish(on_table for holder in (*self.players, self.dealer)
                                for held in holder.hands for on_table in held.cards)
            self.log.append(ShoeReplenished(cards=self.shoe.remaining))
            card = self.shoe.draw()
        hand = seat.hands[index]
        hand.cards.append(card)
        if hand.must_draw:
            hand.must_draw = False
        visible_to = None if face_up else face_down_seen_by(
            seat.name, house=seat is self.dealer and self.house)
        self.log.append(CardDealt(seat=seat.name, hand=index, card=card, face_up=face_up,
                                  visible_to=visible_to))

    def _deal_initial(self, first_face_up: bool, second_face_up: bool,
                      dealer_face_up: tuple[bool, bool]) -> None:
        """Two rounds of one card to each seat then the dealer (C-9)."""
        for round_index, face_up in enumerate((first_face_up, second_face_up)):
            for seat in self.players:
                if seat.in_hand:
                    self._deal_to(seat, 0, face_up)
            self._deal_to(self.dealer, 0, dealer_face_up[round_index])

    def _turn_dealer_card(self, index: int, hand: int = 0) -> None:
        self.log.append(CardTurned(seat=self.dealer.name, hand=hand, index=index,
                                   card=self.dealer_cards[index]))

    @property
    def dealer_cards(self) -> list[Card]:
        """The cards of the dealer's hand in play."""
        return self.dealer.hands[self._dealer_hand].cards

    @property
    def dealer_value(self) -> HandValue:
        return self.dealer.hands[self._dealer_hand].value

    # ---- the play of a player's hands (C-9, C-10) -----------------------------------------

    def _active_hands(self) -> list[tuple[Seat, int, PlayerHand]]:
        """Every hand still in play whose bet is not yet settled, in the order of play."""
        return [(seat, index, hand) for seat in self.players if seat.in_hand
                for index, hand in enumerate(seat.hands) if not hand.settled]

    def _play_seat(self, seat: Seat) -> Flow:
        index = 0
        while index < len(seat.hands):
            hand = seat.hands[index]
            if not hand.done and len(hand.cards) == 1:
                self._deal_to(seat, index)  # a split hand's second card comes in its turn
                self._after_card(seat, index)
            while not hand.done:
                action, _ = yield Decision(seat.name, _PLAY, self._legal_play(seat, hand), index)
                self._apply_play(seat, index, action)
            index += 1

    def _apply_play(self, seat: Seat, index: int, action: Action) -> None:
        hand = seat.hands[index]
        if action is _HIT:
            self._deal_to(seat, index)
            self._after_card(seat, index)
        elif action is _STAND:
            hand.done = True
        elif action is _DOUBLE:
            self._place_bet(seat, index, self._double_amount(seat, hand), BetKind.DOUBLE)
            hand.doubled = True
            self._deal_to(seat, index)
            self._after_card(seat, index)
            hand.done = True
        elif action is _SPLIT:
            self._split(seat, index)
        elif action is _SURRENDER:
            refund = half_refund(hand.bet, self.chip_unit)
            self._settle(seat, index, Outcome.SURRENDER, returned=refund,
                         collected=hand.bet - refund)
            hand.done = True

    def _split(self, seat: Seat, index: int) -> None:
        hand = seat.hands[index]
        new = hand.split_off()
        new.from_split = hand.from_split = True
        new.split_aces = hand.split_aces = hand.cards[0].is_ace
        new.doubled = hand.doubled
        seat.hands.insert(index + 1, new)
        self.log.append(HandSplit(seat=seat.name, hand=index, new_hand=index + 1))
        self._place_bet(seat, index + 1, hand.bet, BetKind.SPLIT)
        self._deal_to(seat, index)
        self._after_card(seat, index)

    def _after_card(self, seat: Seat, index: int) -> None:
        """Finish a hand that can take no more decisions: bust (collected at once), 21, aces."""
        hand = seat.hands[index]
        value = hand.value
        if value.bust:
            hand.done = True
            self._lose(seat, index, Outcome.BUST)
        elif value.total == 21 or (hand.split_aces and self.split_aces_take_one_card):
            hand.done = True

    # ---- chips ---------------------------------------------------------------------------

    def _place_bet(self, seat: Seat, index: int, amount: int, kind: BetKind) -> None:
        seat.stack -= amount
        seat.hands[index].bet += amount
        self.log.append(BetPlaced(seat=seat.name, hand=index, amount=amount, kind=kind))

    def _settle(self, seat: Seat, index: int, outcome: Outcome, *, returned: int = 0,
                collected: int = 0, won: int = 0) -> None:
        hand = seat.hands[index]
        assert returned + collected == hand.bet, "a bet is settled whole"
        seat.stack += returned + won
        if not self.house:
            self.dealer.stack += collected - won
        hand.settled = True
        self.log.append(BetSettled(seat=seat.name, hand=index, outcome=outcome, returned=returned,
                                   collected=collected, won=won, dealer=self.dealer.name))

    def _lose(self, seat: Seat, index: int, outcome: Outcome = Outcome.LOSE) -> None:
        self._settle(seat, index, outcome, collected=seat.hands[index].bet)

    def _return(self, seat: Seat, index: int, outcome: Outcome = Outcome.PUSH) -> None:
        self._settle(seat, index, outcome, returned=seat.hands[index].bet)

    def _affordable(self, owed: int) -> int:
        return owed if self.house else min(owed, self.dealer.stack)

    # ---- plumbing ------------------------------------------------------------------------

    def _advance(self, sent: tuple[Action, int | None] | None) -> None:
        """Run the hand on to its next decision; `sent` is None only to start it."""
        assert self._flow is not None
        try:
            self._decision = self._flow.send(sent)  # type: ignore[arg-type]
        except StopIteration:
            self._finish()

    def _finish(self) -> None:
        self._decision = None
        self.over = True
        stacks = self.stacks()
        self.log.append(HandEnded(net=self.net(stacks), stacks=stacks))

    def _not_now(self, action: Action, decision: Decision) -> str:
        verbs = ", ".join(sorted(a.value.replace("_", " ") for a in decision.actions))
        return f"You cannot {action.value.replace('_', ' ')} now; you may: {verbs}"
