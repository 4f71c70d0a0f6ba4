"""What one seat knows of its table, rebuilt from the host's messages: what the felt draws.

No Qt here: the table view reads this state and animates the events `apply` hands back. Cards
the seat may not see arrive redacted from the host (C-11) and stay face down here.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from app.client.wording import describe
from app.engine.actions import Action
from app.engine.cards import Card
from app.engine.events import (
    ActionTaken,
    BetPlaced,
    BetSettled,
    CardDealt,
    CardTurned,
    DealerSplitAces,
    DealPassed,
    Event,
    HandEnded,
    HandSplit,
    HandStarted,
    HandVoided,
    PlayerEliminated,
)
from app.net import protocol as p
from app.net.wire import event_from_dict

LOG_LINES = 200


@dataclass
class HandView:
    cards: list[Card | None] = field(default_factory=list)  # None: face down to this seat
    bet: int = 0
    result: str = ""  # "won 50", "push", "bust"... once settled
    paid: bool | None = None  # once settled: whether any of the bet came back to the seat


@dataclass
class SeatView:
    name: str
    chips: int = 0
    hands: list[HandView] = field(default_factory=lambda: [HandView()])
    dealer: bool = False
    in_hand: bool = False


@dataclass
class TableState:
    me: str
    variant: str = "series7"
    table: int | None = None
    seats: list[SeatView] = field(default_factory=list)  # in seat order; the dealer among them
    dealer: str = ""
    log: list[str] = field(default_factory=list)
    hand_events: list[Event] = field(default_factory=list)  # this hand's, as this seat saw them
    chat: list[str] = field(default_factory=list)
    clock: dict[str, Any] | None = None
    clock_received: float = 0.0  # time.monotonic() when the clock state came
    standings: list[dict[str, Any]] = field(default_factory=list)
    tables: dict[int, list[dict[str, Any]]] = field(default_factory=dict)  # every table's seats
    dealers: dict[int, str] = field(default_factory=dict)
    registered: list[str] = field(default_factory=list)
    entries: list[dict[str, Any]] = field(default_factory=list)  # late, awaiting the director
    waitlist: list[str] = field(default_factory=list)  # turned away from a full field (S7-2)
    schedule: dict[str, Any] | None = None  # the levels in force (None: 10-hand)
    bet_request: p.BetRequest | None = None
    decision: p.DecisionRequest | None = None
    error: str = ""
    notice: str = ""
    over: bool = False
    started: bool = False
    players_left: int = 0
    field_size: int = 0
    # A 10-hand match as the last bet was asked for: the rival's chips then, the hands left.
    match_rivals: dict[str, int] = field(default_factory=dict)
    hands_left: int | None = None
    # The table's chips and the lowest bet as this hand's bet was asked for: a BJX heads-up's
    # advice weighs the hand from there (the minimum is not said again during the hand).
    bet_stacks: dict[str, int] = field(default_factory=dict)
    bet_low: int | None = None

    # ---- reading -----------------------------------------------------------------------------

    def seat(self, name: str) -> SeatView | None:
        return next((seat for seat in self.seats if seat.name == name), None)

    def player_names(self) -> set[str]:
        """Everyone in the tournament's standings: a house dealer is not among them."""
        return {row["name"] for row in self.standings}

    def my_turn(self) -> bool:
        return self.decision is not None or self.bet_request is not None

    def legal_actions(self) -> list[Action]:
        if self.decision is None:
            return []
        return [Action.parse(name) for name in self.decision.actions]

    # ---- applying what the host says ---------------------------------------------------------

    def apply(self, message: p.HostMessage) -> list[Event]:
        """Take one message in; the engine events it carried, for the view to animate."""
        if isinstance(message, p.Snapshot):
            self._snapshot(message)
        elif isinstance(message, p.Events):
            if message.table is None or message.table == self.table:
                events = [event_from_dict(data) for data in message.events]
                for event in events:
                    self._event(event)
                return events
        elif isinstance(message, p.BetRequest):
            if message.seat == self.me:
                self.bet_request = message
                self.match_rivals, self.hands_left = dict(message.rivals), message.hands_left
                self.bet_stacks = {seat.name: seat.chips for seat in self.seats if seat.chips}
                self.bet_low = message.low if message.low < message.high else None
                self.error = ""
        elif isinstance(message, p.DecisionRequest):
            if message.seat == self.me:
                self.decision = message
                self.error = ""
        elif isinstance(message, p.Error):
            self.error = message.message
        elif isinstance(message, p.Notice):
            self.notice = message.text
            self._say(message.text)
        elif isinstance(message, p.Chat):
            self.chat.append(f"{message.name}: {message.text}")
            del self.chat[:-LOG_LINES]
        return []

    def answered(self) -> None:
        """The seat has sent its bet or action: nothing is asked of it until the host asks."""
        self.bet_request = None
        self.decision = None

    def _snapshot(self, snapshot: p.Snapshot) -> None:
        self.variant = snapshot.variant
        self.started, self.over = snapshot.started, snapshot.over
        self.clock = snapshot.clock
        self.clock_received = time.monotonic()
        self.standings = snapshot.standings
        self.tables = {int(number): seats for number, seats in snapshot.tables.items()}
        self.dealers = {int(number): name for number, name in snapshot.dealers.items()}
        self.registered = list(snapshot.players)
        self.entries = list(snapshot.entries)
        self.waitlist = list(snapshot.waitlist)
        self.schedule = snapshot.schedule
        self.field_size = len(snapshot.players)
        self.players_left = sum(1 for row in snapshot.standings if row.get("place") is None)
        for number, seats in snapshot.tables.items():
            if any(seat["name"] == self.me for seat in seats):
                self.table = int(number)
        if self.table is None:  # a spectator follows the first table
            self.table = min((int(n) for n in snapshot.tables), default=None)
        if self.table is None or str(self.table) not in snapshot.tables:
            return
        self.dealer = snapshot.dealers.get(str(self.table), self.dealer)
        known = {view.name: view for view in self.seats}
        seated: list[SeatView] = []
        for data in snapshot.tables[str(self.table)]:
            name = data["name"]
            view = known.get(name) or SeatView(name)
            view.chips = data["chips"]
            view.dealer = name == self.dealer
            seated.append(view)
        if self.dealer and not any(view.name == self.dealer for view in seated):
            house = known.get(self.dealer) or SeatView(self.dealer)  # a house dealer (10-hand)
            house.dealer = True
            seated.insert(0, house)
        self.seats = seated

    def _event(self, event: Event) -> None:
        if isinstance(event, HandStarted):
            self.hand_events = []
        self.hand_events.append(event)
        if isinstance(event, HandStarted):
            self.dealer = event.dealer
            for view in self.seats:
                view.hands = [HandView()]
                view.dealer = view.name == event.dealer
                view.in_hand = view.name in event.players or view.dealer
                if view.name in event.stacks:
                    view.chips = event.stacks[view.name]
            if self.seat(event.dealer) is None:
                self.seats.insert(0, SeatView(event.dealer, dealer=True, in_hand=True))
            self._say(describe(event, self.player_names()))
        elif isinstance(event, BetPlaced):
            seat = self.seat(event.seat)
            if seat is not None:
                hand = self._hand(seat, event.hand)
                hand.bet += event.amount
                seat.chips -= event.amount
        elif isinstance(event, CardDealt):
            seat = self.seat(event.seat)
            if seat is not None:
                self._hand(seat, event.hand).cards.append(event.card)  # None if not ours
        elif isinstance(event, CardTurned):
            seat = self.seat(event.seat)
            if seat is not None:
                cards = self._hand(seat, event.hand).cards
                while len(cards) <= event.index:
                    cards.append(None)
                cards[event.index] = event.card
        elif isinstance(event, HandSplit):
            seat = self.seat(event.seat)
            if seat is not None:
                source = self._hand(seat, event.hand)
                moved = source.cards.pop() if source.cards else None
                target = self._hand(seat, event.new_hand)
                target.cards = [moved] if moved is not None else []
            self._say(describe(event))
        elif isinstance(event, ActionTaken):
            self._say(describe(event))
        elif isinstance(event, BetSettled):
            self._settled(event)
        elif isinstance(event, HandEnded | HandVoided):
            for name, chips in event.stacks.items():
                holder = self.seat(name)
                if holder is not None:
                    holder.chips = chips
            self._say(describe(event))
        elif isinstance(event, DealPassed | DealerSplitAces | PlayerEliminated):
            self._say(describe(event))

    def _settled(self, event: BetSettled) -> None:
        seat = self.seat(event.seat)
        if seat is None:
            return
        hand = self._hand(seat, event.hand)
        seat.chips += event.returned + event.won
        dealer = self.seat(event.dealer)
        if dealer is not None and dealer is not seat and not event.insurance:
            dealer.chips += event.collected - event.won
        hand.bet = 0
        hand.paid = event.returned + event.won > 0
        # The felt's short label under the hand; the log says it in full.
        if event.won:
            hand.result = f"won {event.won}"
        else:
            hand.result = event.outcome.value.replace("_", " ")
        self._say(describe(event))

    def _hand(self, seat: SeatView, index: int) -> HandView:
        while len(seat.hands) <= index:
            seat.hands.append(HandView())
        return seat.hands[index]

    def _say(self, line: str) -> None:
        self.log.append(line)
        del self.log[:-LOG_LINES]
