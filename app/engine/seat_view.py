"""What one seat may know of a hand (C-11), rebuilt from the events that seat may see.

A bot never reads the round's cards directly: `observe` replays `round_.log` as the host would
send it to the seat (an event the seat may not see has no card for it) and keeps only the
public surface besides: `decision()`, `bet_range()`, `amount_range()`, `stacks()`. So a bot
knows its own cards (its BJX face-down card included, BJX-4), every face-up or turned-up card,
and a BJX dealer its own two cards; never the dealer's hole card or another player's hole card.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.engine.actions import Action
from app.engine.cards import Card
from app.engine.events import (
    ActionTaken,
    BetKind,
    BetPlaced,
    BetSettled,
    CardDealt,
    CardTurned,
    HandSplit,
    HandStarted,
)
from app.engine.hand import HandValue, hand_value, is_natural_pair
from app.engine.policy import RoundView

SERIES7, TENHAND, BJX = "series7", "tenhand", "bjx"


def variant_of(round_: RoundView) -> str:
    """The rule set a round plays: the name of a chart in `charts.CHARTS`."""
    if round_.variant_name not in (SERIES7, TENHAND, BJX):
        raise ValueError(f"Bots do not know the rules of {round_.variant_name!r}")
    return round_.variant_name


@dataclass(slots=True)
class HandView:
    """One hand as a seat sees it; None stands for a card it may not see."""

    cards: list[Card | None] = field(default_factory=list)
    bet: int = 0
    from_split: bool = False
    raised: bool = False  # doubled up in the second betting round (BJX-5)
    settled: bool = False

    @property
    def known(self) -> bool:
        return all(card is not None for card in self.cards)

    def visible(self) -> list[Card]:
        return [card for card in self.cards if card is not None]

    @property
    def aces_low(self) -> bool:
        """BJX-8: a doubled-up natural is played as eleven for the rest of the hand."""
        first = self.visible()[:2]
        return self.raised and not self.from_split and is_natural_pair(first)

    @property
    def value(self) -> HandValue:
        return hand_value(self.visible(), self.aces_low)

    @property
    def natural(self) -> bool:
        return (not self.from_split and not self.raised and len(self.cards) == 2
                and is_natural_pair(self.visible()))

    @property
    def split_natural(self) -> bool:
        return self.from_split and len(self.cards) == 2 and is_natural_pair(self.visible())


@dataclass(slots=True)
class SeatView:
    """Everything `me` may know now: the public table plus its own cards."""

    me: str
    variant: str
    stacks: dict[str, int]
    dealer: str | None = None  # known once the hand has started
    players: tuple[str, ...] = ()
    hands: dict[str, list[HandView]] = field(default_factory=dict)
    dealer_cards: list[Card | None] = field(default_factory=list)
    dealer_up: Card | None = None  # the first dealer card shown to everyone
    raised: list[str] = field(default_factory=list)  # BJX-5: seats that doubled up, in order
    folded: list[str] = field(default_factory=list)

    @property
    def stack(self) -> int:
        return self.stacks.get(self.me, 0)

    def hand(self, index: int) -> HandView:
        return self.hands[self.me][index]

    def in_hand(self) -> list[str]:
        """Players whose hands are not all settled (not folded, sat out, or busted)."""
        return [name for name in self.players
                if any(not hand.settled for hand in self.hands.get(name, []))]

    def live_hands(self) -> list[HandView]:
        """Player hands whose result still depends on the dealer's total (C-13, BJX-14)."""
        return [hand for name in self.players for hand in self.hands.get(name, [])
                if not hand.settled and not hand.natural and not hand.split_natural]

    @property
    def dealer_value(self) -> HandValue:
        """The dealer's total from the dealer cards this seat can see."""
        return hand_value(card for card in self.dealer_cards if card is not None)


def observe(round_: RoundView, me: str) -> SeatView:
    """Rebuild what `me` may know from the log, each event as `me` may see it (C-11)."""
    view = SeatView(me=me, variant=variant_of(round_), stacks=dict(round_.stacks()))
    hands = view.hands
    for event in round_.log:
        # An event `me` may not see keeps its shape (a card was dealt) but not its card.
        visible = event.visible_for(me)
        if isinstance(event, CardDealt):
            card = event.card if visible else None
            if event.seat == view.dealer:
                view.dealer_cards.append(card)
                if event.face_up and view.dealer_up is None:
                    view.dealer_up = card
            else:
                seat_hands = hands.setdefault(event.seat, [])
                while len(seat_hands) <= event.hand:
                    seat_hands.append(HandView())
                seat_hands[event.hand].cards.append(card)
        elif isinstance(event, CardTurned):
            if event.seat == view.dealer:
                if event.index < len(view.dealer_cards):
                    view.dealer_cards[event.index] = event.card
                if view.dealer_up is None:
                    view.dealer_up = event.card
            else:
                hands[event.seat][event.hand].cards[event.index] = event.card
        elif isinstance(event, HandStarted):
            view.dealer = event.dealer
            view.players = event.players
            for name in event.players:
                hands[name] = [HandView()]
        elif isinstance(event, BetPlaced):
            if event.kind is not BetKind.INSURANCE:
                hands[event.seat][event.hand].bet += event.amount
        elif isinstance(event, BetSettled):
            if not event.insurance:
                hands[event.seat][event.hand].settled = True
        elif isinstance(event, HandSplit):
            seat_hands = hands[event.seat]
            old = seat_hands[event.hand]
            new = HandView(cards=[old.cards.pop()], from_split=True, raised=old.raised)
            old.from_split = True
            seat_hands.insert(event.new_hand, new)
        elif isinstance(event, ActionTaken):
            if event.action is Action.RAISE:
                hands[event.seat][event.hand].raised = True
                view.raised.append(event.seat)
            elif event.action is Action.FOLD:
                view.folded.append(event.seat)
    return view
