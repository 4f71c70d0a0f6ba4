"""What one seat knows of its table, rebuilt from the host's messages: what the felt draws.

No Qt here: the table view reads this state and animates the events `apply` hands back. The
hand in play is the engine's one reducer of a seat's view (`app.engine.seat_view.SeatView`):
this module adds the table around it (who sits where, the requests to this seat, the log, chat,
clock and standings). Cards the seat may not see arrive redacted from the host (C-11) and stay
face down here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

import msgspec

from app.client.shuffle_check import ShuffleCheck
from app.client.status_words import shuffle_failed
from app.client.wording import DRAWING, describe
from app.core.wire import event_from_dict
from app.engine.actions import Action
from app.engine.cards import Card
from app.engine.events import (
    ActionTaken,
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
)
from app.engine.hand import HandValue
from app.engine.seat_view import HandView, SeatView
from app.engine.tournament.events import PlayerEliminated
from app.engine.variants import default_variant
from app.i18n import Context, arg
from app.net import protocol as p
from app.timebase import SYSTEM, Timebase

table_texts = Context("table_texts")

LOG_LINES = 200
# The events a table's log puts in words (the rest are on the felt: cards, bets).
SAID = (HandSplit, ActionTaken, BetSettled, HandEnded, HandVoided, DealPassed, DealerSplitAces,
        PlayerEliminated)
ENDS = ("HandEnded", "HandVoided")  # the events that carry a table's stacks
# A line of the log before it is worded: a notice's text, an event with the standings as it
# came, or an action that drew a card with the card and the hand's total after it.
Drawn = tuple[Card | None, HandValue | None]
Unsaid = str | tuple[Event, list[p.StandingRow] | None] | tuple[ActionTaken, Drawn]
_Row = TypeVar("_Row", p.SeatRow, p.StandingRow)  # a row whose chips a hand's end moves


@dataclass
class TableSeat:
    """One seat at the table as the felt draws it; its hands are the hand's own (SeatView)."""

    name: str
    chips: int = 0
    hands: list[HandView] = field(default_factory=lambda: [HandView()])
    dealer: bool = False
    in_hand: bool = False


@dataclass
class TableState:
    me: str
    variant: str = field(default_factory=default_variant)
    table: int | None = None
    # In seat order, the dealer among them: drawn from `seating` and `hand` after each message.
    seats: list[TableSeat] = field(default_factory=list)
    seating: list[str] = field(default_factory=list)  # the table's names, from the snapshot
    dealer: str = ""
    hand_events: list[Event] = field(default_factory=list)  # this hand's, as this seat saw them
    chat: list[str] = field(default_factory=list)
    clock: p.ClockState | None = None
    clock_received: float = 0.0  # `timebase.monotonic()` when the clock state came
    standings: list[p.StandingRow] = field(default_factory=list)
    tables: dict[int, list[p.SeatRow]] = field(default_factory=dict)  # every table's seats
    dealers: dict[int, str] = field(default_factory=dict)
    registered: list[str] = field(default_factory=list)
    entries: list[p.LateEntry] = field(default_factory=list)  # late, awaiting the director
    waitlist: list[str] = field(default_factory=list)  # turned away from a full field (S7-2)
    schedule: p.Schedule | None = None  # the levels in force (None: 10-hand)
    season: p.SeasonTable | None = None  # the night's season standings, if followed
    bet_request: p.BetRequest | None = None
    decision: p.DecisionRequest | None = None
    host_offset: float = 0.0  # the host's wall clock less ours, from the last pong
    waiting: p.Waiting | None = None  # whom the host waits for here: the felt's shot clocks
    # While the host cannot be reached, when it went: (monotonic, wall) of `timebase`. The
    # clocks stop there, and go on from the host's own time with its next snapshot.
    stopped: tuple[float, float] | None = None
    error: str = ""
    notice: str = ""
    over: bool = False
    started: bool = False
    players_left: int = 0
    field_size: int = 0
    # A 10-hand match as the last bet was asked for: the rival's chips then, the hands left.
    match_rivals: dict[str, int] = field(default_factory=dict)
    hands_left: int | None = None
    match_hands: int | None = None  # the hands of a match (T10-4)
    # The table's chips and the lowest bet as this hand's bet was asked for: a BJX heads-up's
    # advice weighs the hand from there (the minimum is not said again during the hand).
    bet_stacks: dict[str, int] = field(default_factory=dict)
    bet_low: int | None = None
    # The director's acts the host does not allow now, each with why, in this reader's
    # language (app/core/director_acts.py): what the console and the remote leave disabled.
    # None until the host's first snapshot says.
    acts_refused: dict[str, str] | None = None
    # The acts a console draws from what they take (protocol 5, `p.OfferedAct`).
    acts_offered: list[p.OfferedAct] = field(default_factory=list)
    # The director's moves waiting for the end of a hand, in words (protocol 5).
    pending_moves: list[str] = field(default_factory=list)
    hand: SeatView = field(init=False)  # the hand in play (or the last), as this seat knows it
    # The clock this state reads when a message comes (app/timebase.py).
    timebase: Timebase = field(default=SYSTEM, repr=False, compare=False)
    shuffle: ShuffleCheck = field(init=False)  # each hand's shuffle proof, checked
    # The log's lines, put in words when read (a bot never reads them): those worded, and
    # those still to word (a notice's text, or an event with the standings as it came).
    _said: list[str] = field(default_factory=list, init=False, repr=False)
    _unsaid: list[Unsaid] = field(default_factory=list, init=False, repr=False)
    # An action that draws a card, said once its card has come ("Ann hits: 7\u2663, total 15").
    _drawing: ActionTaken | None = field(default=None, init=False, repr=False)
    # The requests this seat answered and the host has not yet taken or refused: a refusal
    # brings the decision back (the host keeps it open), and the bet asked again after one
    # keeps the host's reason in view (app/net/scheduler.py).
    _answered_bet: p.BetRequest | None = field(default=None, init=False, repr=False)
    _answered_decision: p.DecisionRequest | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        self.hand = SeatView(me=self.me, variant=self.variant)
        self.shuffle = ShuffleCheck(self.me)

    # ---- reading -----------------------------------------------------------------------------

    def seat(self, name: str) -> TableSeat | None:
        return next((seat for seat in self.seats if seat.name == name), None)

    def match_progress(self) -> str:
        """A 10-hand match in words: "Hand 3 of 10 · Ada 955" (the hand being played, and the
        rival's chips as the standings say them: the bet request's, or a snapshot's since,
        issue 38); '' outside a match."""
        if not self.hands_left or self.match_hands is None:
            return ""
        standing = {row.name: row.chips for row in self.standings}
        rivals = [arg(table_texts.tr("%1 %L2", "a rival and their chips"), name,
                      standing.get(name, chips))
                  for name, chips in sorted(self.match_rivals.items())]
        hand = arg(table_texts.tr("Hand %1 of %2"), self.match_hands - self.hands_left + 1,
                   self.match_hands)
        for rival in rivals:
            hand = arg(table_texts.tr("%1 \u00b7 %2", "a match's hand, then each rival"),
                       hand, rival)
        return hand

    @property
    def shuffle_failed(self) -> bool:
        """A hand at this table was dealt from a shoe whose proof failed (its log says which
        and why): what a window shows every player."""
        return self.shuffle.any_failed

    def winner(self) -> str | None:
        """Who finished first, once the tournament is over (C-12, S7-5); None before."""
        if not self.over:
            return None
        return next((row.name for row in self.standings if row.place == 1), None)

    def field_words(self) -> str:
        """The field in words: "Over: Hal wins" once the tournament is over, "10 registered"
        before it starts (nobody is out, and nobody is "left" yet), "4 of 10 players left"
        in play; '' with nobody in it."""
        if self.over:
            winner = self.winner()
            if winner is None:
                return table_texts.tr("The tournament is over")
            return table_texts.tr("Over: you win") if winner == self.me \
                else arg(table_texts.tr("Over: %1 wins"), winner)
        if not self.started:
            return table_texts.tr("%Ln registered", None, len(self.registered)) \
                if self.registered else ""
        if not self.field_size:
            return ""
        return arg(table_texts.tr("%L1 of %L2 players left"), self.players_left,
                   self.field_size)

    def player_names(self) -> set[str]:
        """Everyone in the tournament's standings: a house dealer is not among them."""
        return {row.name for row in self.standings}

    @property
    def log(self) -> list[str]:
        """The table's log, the last LOG_LINES lines, in the words of `describe`."""
        if self._unsaid:
            for item in self._unsaid:
                if isinstance(item, str):
                    self._said.append(item)
                elif isinstance(item[0], ActionTaken) and isinstance(item[1], tuple):
                    self._said.append(describe(item[0], me=self.me, drawn=item[1]))
                else:
                    event, standings = item
                    players = {row.name for row in standings or ()}  # type: ignore[union-attr]
                    self._said.append(describe(event, players, me=self.me))
            self._unsaid.clear()
            del self._said[:-LOG_LINES]
        return self._said

    def my_turn(self) -> bool:
        return self.decision is not None or self.bet_request is not None

    def seconds_to_answer(self, now: float) -> float | None:
        """The shot clock: seconds left (never below 0) until the host answers the request in
        front of the seat for it, at our wall time `now`; None when nothing is asked. Stopped
        while the host cannot be reached."""
        request = self.bet_request or self.decision
        if request is None or not request.deadline:
            return None
        held = self.held_for(self.me)
        return held if held is not None else self._until(request.deadline, now)

    def held_for(self, name: str) -> float | None:
        """The seconds `name` has left to act or bet, standing still while the director's
        pause (or a break, for bets) holds the table; None when nothing holds it."""
        waiting = self.waiting
        if waiting is None or waiting.held is None or name not in waiting.seats:
            return None
        return waiting.held

    def seconds_waited(self, name: str, now: float) -> float | None:
        """The shot clock of the seat `name` when the host waits for it (its bet, or its turn
        to act): seconds left at our wall time `now`; None when it is not waited for."""
        waiting = self.waiting
        if waiting is None or name not in waiting.seats or not waiting.deadline:
            return None
        if waiting.held is not None:
            return waiting.held
        return self._until(waiting.deadline, now)

    def _until(self, deadline: float, now: float) -> float:
        """Seconds from our wall time `now` to the host's `deadline`, never below 0; counted
        to when the host went while it cannot be reached."""
        if self.stopped is not None:
            now = min(now, self.stopped[1])
        return max(0.0, deadline - (now + self.host_offset))

    def clock_elapsed(self, now: float) -> float:
        """Seconds since the clock's state came, at `now` (`timebase.monotonic()`): what the level
        clock has run since; it stops while the host cannot be reached."""
        if self.stopped is not None:
            now = min(now, self.stopped[0])
        return max(0.0, now - self.clock_received)

    def host_lost(self) -> None:
        """The host cannot be reached: the clocks stop where they are (kept at the first)."""
        if self.stopped is None:
            self.stopped = (self.timebase.monotonic(), self.timebase.wall())

    def legal_actions(self) -> list[Action]:
        if self.decision is None:
            return []
        return [Action.parse(name) for name in self.decision.actions]

    # ---- applying what the host says ---------------------------------------------------------

    def apply(self, message: p.HostMessage) -> list[Event]:
        """Take one message in; the engine events it carried at this table, for the view to
        animate."""
        self.hand.variant = self.variant
        events: list[Event] = []
        if isinstance(message, p.Snapshot):
            self._snapshot(message)
        elif isinstance(message, p.Events):
            events = self._events(message)
        elif isinstance(message, p.BetRequest):
            if message.seat == self.me:
                answered = self._answered_bet
                if answered is None or (answered.table, answered.hand) != \
                        (message.table, message.hand):
                    self.error = ""  # a new hand's bet; else asked again, with the reason why
                self.bet_request, self.decision = message, None
                self._answered_bet = self._answered_decision = None
                self.match_rivals, self.hands_left = dict(message.rivals), message.hands_left
                self.match_hands = message.match_hands
                if message.match_hands is not None:  # a match's rival plays at another table
                    self._move_chips(message.rivals)
                if message.dealer is not None and message.table == self.table \
                        and message.dealer != self.dealer:
                    self.dealer = message.dealer  # the next hand's: its button moves now
                    self._seat_everyone()
                self.bet_stacks = {seat.name: seat.chips for seat in self.seats if seat.chips}
                self.bet_low = message.low if message.low < message.high else None
        elif isinstance(message, p.DecisionRequest):
            if message.seat == self.me:  # the bets are in: no bet is asked beside a play
                self.decision, self.bet_request = message, None
                self._answered_bet = self._answered_decision = None
                self.error = ""
        elif isinstance(message, p.Waiting):
            if message.table == self.table:
                self.waiting = message if message.seats else None
        elif isinstance(message, p.SeasonTable):
            self.season = message
        elif isinstance(message, p.Error):
            self.error = message.said()
            if self._answered_decision is not None and self.decision is None:
                # The host refused the action and keeps the decision open: ask it again.
                self.decision, self._answered_decision = self._answered_decision, None
        elif isinstance(message, p.Notice):
            self.notice = message.said()
            self._say(self.notice)
        elif isinstance(message, p.Pong):
            # Half the round trip each way: the host's clock against ours, for the deadlines.
            self.host_offset = message.now - (message.sent + self.timebase.wall()) / 2
        elif isinstance(message, p.ShuffleCommit):
            self.shuffle.heard(message)
        elif isinstance(message, p.Chat):
            self.chat.append(arg(table_texts.tr("%1: %2", "a player: what they said"),
                                 message.name, message.text))
            del self.chat[:-LOG_LINES]
        return events

    def answered(self) -> None:
        """The seat has sent its bet or action: nothing is asked of it until the host asks (or
        refuses the action: `apply` of an Error)."""
        self._answered_bet = self.bet_request or self._answered_bet
        self._answered_decision = self.decision or self._answered_decision
        self.bet_request = None
        self.decision = None
        self.error = ""

    def _snapshot(self, snapshot: p.Snapshot) -> None:
        self.variant = snapshot.variant
        self.started, self.over = snapshot.started, snapshot.over
        self.clock = snapshot.clock
        self.clock_received = self.timebase.monotonic()
        self.stopped = None  # the host's own time again: the clocks go on from it
        self.standings = snapshot.standings
        self.tables = dict(snapshot.tables)
        self.dealers = dict(snapshot.dealers)
        self.registered = list(snapshot.players)
        self.entries = list(snapshot.entries)
        self.waitlist = list(snapshot.waitlist)
        self.schedule = snapshot.schedule
        self.acts_refused = {act: p.said("", words) for act, words in snapshot.acts.items()}
        self.acts_offered = list(snapshot.offered)
        self.pending_moves = [p.said("", words) for words in snapshot.pending]
        self.field_size = len(snapshot.players)
        self.players_left = sum(1 for row in snapshot.standings if row.place is None)
        table = self.table
        for number, seats in snapshot.tables.items():
            if any(seat.name == self.me for seat in seats):
                table = number
        if table is None:  # a spectator follows the first table
            table = min(snapshot.tables, default=None)
        if table != self.table:  # moved (S7-23): a new table, a new hand to follow
            self.table, self.hand_events, self.waiting = table, [], None
            self.hand = SeatView(me=self.me, variant=self.variant)
        if self.table is None or self.table not in snapshot.tables:
            return
        self.dealer = snapshot.dealers.get(self.table, self.dealer)
        seated = snapshot.tables[self.table]
        self.seating = [seat.name for seat in seated]
        chips = {seat.name: seat.chips for seat in seated}
        if self.hand.in_play:  # the hand's own count is newer than the table's
            chips.update(self.hand.stacks)
        self.hand.stacks = chips
        self._seat_everyone()

    def _events(self, message: p.Events) -> list[Event]:
        if message.table is not None and message.table != self.table:
            # Another table's hand (a director sees them all): only its end, for the standings.
            for data in message.events:
                if data.get("type") in ENDS:
                    self._restack(event_from_dict(data))
            return []
        events = [event for event in map(_readable, message.events) if event is not None]
        table = message.table if message.table is not None else self.table
        for event in events:
            self._event(event)
            problems = None if table is None else self.shuffle.see(table, event)
            if problems:
                self._say(shuffle_failed(getattr(event, "hand", 0), problems,
                                         self.shuffle.judged_hands))
        self._say_drawing(None)  # a draw whose card did not come with it is said without
        self._seat_everyone()
        return events

    def _event(self, event: Event) -> None:
        if isinstance(event, HandStarted):
            self.hand_events = []
            self.dealer = event.dealer
            self.bet_request = None  # the bets are in (C-14: the minimum for one not given)
            self._say((event, self.standings))
        self.hand_events.append(event)
        self.hand.apply(event)
        self._waited_on(event)
        if isinstance(event, ActionTaken) and event.seat == self.me:
            self.decision = None  # answered, here or by the host at the deadline
            self._answered_decision = None
        elif isinstance(event, HandEnded | HandVoided):
            self.decision = None
            self._answered_bet = self._answered_decision = None
            self._restack(event)
        if isinstance(event, CardDealt):
            self._say_drawing(event)
        elif isinstance(event, CardTurned):
            self._say_shown(event)
        elif isinstance(event, SAID):
            self._say_drawing(None)
            if isinstance(event, ActionTaken) and (event.action in DRAWING
                                                   or event.action is Action.TURN_UP):
                self._drawing = event  # said with its card, which comes next
            else:
                self._say((event, None))

    def _waited_on(self, event: Event) -> None:
        """No seat's clock runs on once what it was waited for is done: the bets are in (the
        hand is dealt), the seat acted, the hand is over. The host says whom it waits for
        next."""
        waiting = self.waiting
        if waiting is None:
            return
        if isinstance(event, HandStarted | HandEnded | HandVoided) or \
                (isinstance(event, ActionTaken) and waiting.seats == [event.seat]):
            self.waiting = None

    def _say_drawing(self, card: CardDealt | None) -> None:
        """Say the action waiting for its card: with `card`, dealt to its hand, and the
        hand's total after it, where this seat sees them."""
        drawing, self._drawing = self._drawing, None
        if drawing is None:
            return
        if card is None or (card.seat, card.hand) != (drawing.seat, drawing.hand):
            self._say((drawing, None))
            return
        hands = self.hand.dealer_hands if card.seat == self.hand.dealer \
            else self.hand.hands.get(card.seat, [])
        hand = hands[card.hand] if card.hand < len(hands) else None
        seen = card.card if card.visible_for(self.me) else None
        total = hand.value if hand is not None and hand.known else None
        self._say((drawing, (seen, total)))

    def _say_shown(self, turned: CardTurned) -> None:
        """BJX-4: the dealer's choice of card to show, said with the card ("You show 9\u2660",
        not "card 2")."""
        drawing = self._drawing
        if drawing is not None and drawing.action is Action.TURN_UP \
                and drawing.seat == turned.seat:
            self._drawing = None
            self._say((drawing, (turned.card, None)))

    def _restack(self, event: Event) -> None:
        """The standings and the tables' seats with a hand's final stacks, as chips move
        between the host's snapshots (which come when the field changes)."""
        if isinstance(event, HandEnded | HandVoided):
            self._move_chips(event.stacks)

    def _move_chips(self, stacks: Mapping[str, int]) -> None:
        """The standings and the tables' seats with these players' chips now."""
        def moved(rows: list[_Row]) -> list[_Row] | None:
            """`rows` with their chips moved (copies: snapshots are shared); None if none."""
            changed = [index for index, row in enumerate(rows)
                       if row.name in stacks and row.chips != stacks[row.name]]
            if not changed:
                return None
            rows = list(rows)
            for index in changed:
                rows[index] = msgspec.structs.replace(rows[index],
                                                      chips=stacks[rows[index].name])
            return rows

        for number, seats in self.tables.items():
            self.tables[number] = moved(seats) or seats
        rows = moved(self.standings)
        if rows is None:
            return
        # Those still in are ranked by their chips (as the host ranks them); places stay put.
        places = [index for index, row in enumerate(rows) if row.place is None]
        ranked = sorted((rows[index] for index in places),
                        key=lambda row: (-row.chips, row.name))
        for index, row in zip(places, ranked, strict=True):
            rows[index] = row
        self.standings = rows

    def _seat_everyone(self) -> None:
        """The seats the felt draws: the table's, and a house dealer (10-hand) first."""
        hand = self.hand
        names = list(self.seating)
        if self.dealer and self.dealer not in names:
            names.insert(0, self.dealer)
        self.seats = [
            TableSeat(name, chips=hand.stacks.get(name, 0),
                      hands=hand.dealer_hands if name == hand.dealer
                      else hand.hands.get(name) or [HandView()],
                      dealer=name == self.dealer,
                      in_hand=name in hand.players or name == hand.dealer)
            for name in names]

    def _say(self, line: Unsaid) -> None:
        self._unsaid.append(line)
        del self._unsaid[:-LOG_LINES]


def _readable(data: dict[str, Any]) -> Event | None:
    """The event, or None for one this version cannot read (from a newer host): passed over."""
    try:
        return event_from_dict(data)
    except ValueError:
        return None
