"""What one seat may know of a hand (C-11): the one reducer of a hand's events into a seat's view.

Every reader of a seat's view is built on `SeatView.apply`: the engine's bots (`observe`, over
the round's own log), and in app/client the remote bot's round and the table window's state
(over the events the host sent that seat). Fed an engine log, `apply` hides what the seat may
not see: an event it may not see keeps its shape (a card was dealt) but not its card. Fed the
host's events, the cards are hidden already (the host redacts them, C-11).

A seat knows its own cards (its BJX face-down card included, BJX-4), every face-up or turned-up
card, and a BJX dealer its own two cards; never the dealer's hole card or another player's hole
card. It also knows every bet, split, raise and fold, every settled hand with its result, and
the stacks as chips move (C-6: they agree with the engine's at every step).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import msgspec

from app.engine.actions import Action
from app.engine.cards import Card
from app.engine.events import (
    ActionTaken,
    BetKind,
    BetPlaced,
    BetSettled,
    CardDealt,
    CardTurned,
    DealerSplitAces,
    Event,
    HandEnded,
    HandSplit,
    HandStarted,
    HandVoided,
    Outcome,
)
from app.engine.hand import HandValue, hand_value, is_natural_pair
from app.engine.policy import RoundView
from app.engine.round_base import face_down_seen_by


@dataclass(slots=True)
class HandView:
    """One hand as a seat sees it; None stands for a card it may not see."""

    cards: list[Card | None] = field(default_factory=list)
    bet: int = 0  # everything wagered on the hand (bet or blind, raise, double, split)
    insurance: int = 0  # T10-8: the side bet, apart from the hand's bet
    from_split: bool = False
    raised: bool = False  # doubled up in the second betting round (BJX-5)
    outcome: Outcome | None = None  # once the bet is settled
    returned: int = 0  # of the bet, what came back to the seat once settled
    won: int = 0  # paid to the seat on top, once settled

    @property
    def settled(self) -> bool:
        return self.outcome is not None

    def copy(self) -> HandView:
        """A copy later events leave alone (its cards are immutable: the list is copied)."""
        return dataclasses.replace(self, cards=list(self.cards))

    @property
    def paid(self) -> bool | None:
        """Once settled, whether any of the bet came back to the seat; None before."""
        return None if self.outcome is None else self.returned + self.won > 0

    @property
    def riding(self) -> int:
        """The chips still in front of the hand: its bet until it is settled."""
        return 0 if self.outcome is not None else self.bet

    @property
    def known(self) -> bool:
        return all(card is not None for card in self.cards)

    def visible(self) -> list[Card]:
        return [card for card in self.cards if card is not None]

    def _first_two(self) -> list[Card] | None:
        """The first two cards when the seat can see both, else None."""
        first = self.cards[:2]
        if len(first) != 2 or first[0] is None or first[1] is None:
            return None
        return [first[0], first[1]]

    @property
    def aces_low(self) -> bool:
        """BJX-8: a doubled-up natural is played as eleven for the rest of the hand."""
        first = self._first_two()
        return self.raised and not self.from_split and first is not None \
            and is_natural_pair(first)

    @property
    def value(self) -> HandValue:
        return hand_value(self.visible(), self.aces_low)

    @property
    def natural(self) -> bool:
        """C-2: an ace and a ten-value as the only two cards of a hand not split; BJX-8: not
        once doubled up (then it is played as eleven)."""
        return (len(self.cards) == 2 and not self.from_split and not self.raised
                and self._first_two() is not None and is_natural_pair(self.visible()))

    @property
    def split_natural(self) -> bool:
        """An ace and a ten-value on a split hand: 21, not a natural (C-2); paid 1:1 (BJX-10,
        T10-13)."""
        return (self.from_split and len(self.cards) == 2 and self._first_two() is not None
                and is_natural_pair(self.visible()))


@dataclass(slots=True)
class SeatView:
    """Everything `me` may know of the hand in play at its table, event by event (`apply`)."""

    me: str
    variant: str
    stacks: dict[str, int] = field(default_factory=dict)  # as chips move, the dealer's too
    dealer: str | None = None  # known once the hand has started
    players: tuple[str, ...] = ()
    hands: dict[str, list[HandView]] = field(default_factory=dict)  # the players' hands
    # The dealer's hand; two after a Series 7 dealer splits aces (S7-17), `dealer_kept` played.
    dealer_hands: list[HandView] = field(default_factory=lambda: [HandView()])
    dealer_kept: int = 0
    dealer_up: Card | None = None  # the first dealer card shown to everyone
    raised: list[str] = field(default_factory=list)  # BJX-5: seats that doubled up, in order
    folded: list[str] = field(default_factory=list)
    in_play: bool = False  # from the hand's start to its end

    def copy(self) -> SeatView:
        """A copy later events leave alone, for a policy that thinks while they come (a deep
        copy, but for the cards, which are immutable; `copy.deepcopy` cost a bot's host loop
        a fifth of its time)."""
        return dataclasses.replace(
            self, stacks=dict(self.stacks),
            hands={name: [hand.copy() for hand in hands] for name, hands in self.hands.items()},
            dealer_hands=[hand.copy() for hand in self.dealer_hands],
            raised=list(self.raised), folded=list(self.folded))

    # ---- reading ---------------------------------------------------------------------------

    @property
    def stack(self) -> int:
        return self.stacks.get(self.me, 0)

    def hand(self, index: int) -> HandView:
        return self.hands[self.me][index]

    @property
    def dealer_cards(self) -> list[Card | None]:
        """The cards of the dealer's hand in play (the one kept after S7-17)."""
        return self.dealer_hands[min(self.dealer_kept, len(self.dealer_hands) - 1)].cards

    @property
    def dealer_value(self) -> HandValue:
        """The dealer's total from the dealer cards this seat can see."""
        return hand_value(card for card in self.dealer_cards if card is not None)

    def in_hand(self) -> list[str]:
        """Players whose hands are not all settled (not folded, sat out, or busted)."""
        return [name for name in self.players
                if any(not hand.settled for hand in self.hands.get(name, []))]

    def live_hands(self) -> list[HandView]:
        """Player hands whose result still depends on the dealer's total (C-13, BJX-14)."""
        return [hand for name in self.players for hand in self.hands.get(name, [])
                if not hand.settled and not hand.natural and not hand.split_natural]

    # ---- the reducer -----------------------------------------------------------------------

    def apply(self, event: Event) -> None:
        """Take in one event of the hand, as this seat may see it (C-11)."""
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)

    def apply_stored(self, event: Event) -> None:
        """Take in one event as the store keeps it, which does not say who may see it (the
        host tells each seat only its own view, app/core/wire.py): a card dealt face down was
        its holder's alone, a house dealer's nobody's, as the round dealt it (C-11)."""
        if isinstance(event, CardDealt) and not event.face_up:
            house = event.seat == self.dealer and self.dealer not in self.stacks
            event = msgspec.structs.replace(
                event, visible_to=face_down_seen_by(event.seat, house=house))
        self.apply(event)

    def apply_all(self, events: Iterable[Event]) -> SeatView:
        for event in events:
            self.apply(event)
        return self

    def _hand_of(self, seat: str, index: int) -> HandView:
        hands = self.dealer_hands if seat == self.dealer else self.hands.setdefault(seat, [])
        while len(hands) <= index:
            hands.append(HandView())
        return hands[index]

    def _started(self, event: HandStarted) -> None:
        self.dealer, self.players = event.dealer, event.players
        self.hands = {name: [HandView()] for name in event.players}
        self.dealer_hands, self.dealer_kept, self.dealer_up = [HandView()], 0, None
        self.raised, self.folded = [], []
        self.stacks.update(event.stacks)  # nothing has moved yet
        self.in_play = True

    def _dealt(self, event: CardDealt) -> None:
        card = event.card if event.visible_for(self.me) else None
        if event.seat != self.dealer:
            self._hand_of(event.seat, event.hand).cards.append(card)
            return
        hands = self.dealer_hands
        if event.hand == len(hands) and len(hands[0].cards) > 2:
            # S7-17: a dealer's pair of aces became two hands; the up-card ace took its card
            # first, and the other ace, second in the first hand, starts the new one.
            hands.append(HandView(cards=[hands[0].cards.pop(1)]))
        self._hand_of(event.seat, event.hand).cards.append(card)
        if event.face_up and self.dealer_up is None:
            self.dealer_up = card

    def _turned(self, event: CardTurned) -> None:
        cards = self._hand_of(event.seat, event.hand).cards
        while len(cards) <= event.index:
            cards.append(None)
        cards[event.index] = event.card
        if event.seat == self.dealer and self.dealer_up is None:
            self.dealer_up = event.card  # BJX-4: the card the dealer chose to show

    def _bet(self, event: BetPlaced) -> None:
        self.stacks[event.seat] = self.stacks.get(event.seat, 0) - event.amount
        hand = self._hand_of(event.seat, event.hand)
        if event.kind is BetKind.INSURANCE:
            hand.insurance += event.amount
        else:
            hand.bet += event.amount

    def _settled(self, event: BetSettled) -> None:
        self.stacks[event.seat] = self.stacks.get(event.seat, 0) + event.returned + event.won
        if event.dealer != event.seat and event.dealer in self.stacks:  # not a house dealer
            self.stacks[event.dealer] += event.collected - event.won
        if not event.insurance:
            hand = self._hand_of(event.seat, event.hand)
            hand.outcome, hand.returned, hand.won = event.outcome, event.returned, event.won

    def _split(self, event: HandSplit) -> None:
        # C-10: the second card moves to a new hand placed right after the one it came from.
        old = self._hand_of(event.seat, event.hand)
        moved = old.cards.pop() if old.cards else None
        old.from_split = True
        self.hands[event.seat].insert(
            event.new_hand, HandView(cards=[moved], from_split=True, raised=old.raised))

    def _acted(self, event: ActionTaken) -> None:
        if event.action is Action.RAISE:
            self._hand_of(event.seat, event.hand).raised = True
            self.raised.append(event.seat)
        elif event.action is Action.FOLD:
            self.folded.append(event.seat)

    def _dealer_split(self, event: DealerSplitAces) -> None:
        self.dealer_kept = event.kept

    def _ended(self, event: HandEnded | HandVoided) -> None:
        self.stacks.update(event.stacks)  # the engine's own count, which the moves agree with
        if isinstance(event, HandEnded):
            self.in_play = False


_HANDLERS: dict[type[Event], Callable[[SeatView, Any], None]] = {
    HandStarted: SeatView._started, CardDealt: SeatView._dealt, CardTurned: SeatView._turned,
    BetPlaced: SeatView._bet, BetSettled: SeatView._settled, HandSplit: SeatView._split,
    ActionTaken: SeatView._acted, DealerSplitAces: SeatView._dealer_split,
    HandEnded: SeatView._ended, HandVoided: SeatView._ended,
}


def observe(round_: RoundView, me: str) -> SeatView:
    """What `me` may know now of an engine round (or a remote copy of one): its log replayed,
    each event as `me` may see it (C-11). A bot reads the hand only through this."""
    view = SeatView(me=me, variant=round_.variant, stacks=dict(round_.stacks()))
    return view.apply_all(round_.log)
