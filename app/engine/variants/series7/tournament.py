"""A Series 7 tournament across many tables (RULES.md S7-1 to S7-10, S7-22 to S7-24, C-12).

Registration with a waiting list that carries over to the next tournament of the night, the
random seat draw, the first dealers by high card, late entry with its penalty, the hands at each
table, balancing and breaking tables, eliminations and finishing places, sudden death, director
acts, and a live mode in which the director records each hand played with real cards.

No time is read here: every act that depends on it is given `now`, in seconds. The director's
moves that wait for the end of a hand are queued in app/engine/tournament/director_moves.py.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence

from app.engine.bets import BetRange, series7_bet_range
from app.engine.errors import IllegalAction
from app.engine.events import BetPlaced, Event
from app.engine.policy import SeatContext
from app.engine.round_base import Round
from app.engine.rules import BetLevel, Variant
from app.engine.shoe import SecureShoe
from app.engine.shuffle_proof import ShuffleSeed, make_shoe
from app.engine.table import FinishingPlaces, Table, draw_for_dealer
from app.engine.tournament.base import (
    EntryTerms,
    PlayerDealerTournament,
    StandingRow,
)
from app.engine.tournament.director_moves import MoveQueue
from app.engine.tournament.events import (
    DirectorActed,
    FinalTableFormed,
    FirstDealerDrawn,
    LateEntered,
    PlacesRevised,
    PlayerMoved,
    PlayerRegistered,
    SeatDrawn,
    TableAdded,
    TableBroken,
    TournamentEnded,
)
from app.engine.variants.series7.round import Series7Round
from app.engine.variants.series7.rules import Series7Rules
from app.phrases import Phrase


class Series7Tournament(PlayerDealerTournament):
    variant = Variant.SERIES7
    format_name = "The tournament"
    takes_late_entries = True

    def __init__(
        self,
        rules: Series7Rules,
        *,
        name: str = "Series 7",
        rng: random.Random | None = None,
        live: bool = False,
        first_in_line: Sequence[str] = (),
    ) -> None:
        """`first_in_line`: the waiting list of the night's previous tournament (S7-2)."""
        super().__init__(rules, name=name, rng=rng)
        self.rules: Series7Rules = rules
        self.live = live
        self.tables: dict[int, Table] = {}
        self._table_of: dict[str, int] = {}
        self.last_wager: dict[int, int] = {}  # S7-3: the largest total wager of the last hand
        self.deal_history: dict[int, list[str]] = {}
        self.places: dict[str, int] = {}
        self.removed_chips = 0  # late-entry penalties, out of play (C-6)
        self.finishing_places: FinishingPlaces | None = None
        self.last_table_number = 0  # S7-3: a table opened later takes a number never used
        self.undrawn: set[int] = set()  # tables opened later, their first dealer not drawn
        self.final_table_announced = False
        self._winner: str | None = None
        self._over = False
        self.log: list[Event] = []
        # S7-24: the director's moves waiting for the end of a hand, by player, in order.
        self.queued_moves = MoveQueue()
        # S7-24: where the director moved each player, as (from, to), while they sit there;
        # balancing keeps them there while anyone else can move (S7-23).
        self.director_placed: dict[str, tuple[int, int]] = {}
        for player in first_in_line:
            self.register(player)

    # ---- registration and the draw (S7-1, S7-2, S7-6) ----------------------------------

    @property
    def capacity(self) -> int:
        return self.rules.field_max  # S7-1; the rest wait (S7-2)

    def register(self, player: str) -> PlayerRegistered:
        return self._record(super().register(player))

    def start(self, now: float) -> list[Event]:
        """The random seat draw over tables of up to `table_size`, then each table's first
        dealer by high card (S7-6)."""
        if self.started_at is not None:
            raise IllegalAction("The tournament has already started")
        if len(self.field) < 2:
            raise IllegalAction("A tournament needs at least two players")
        self.started_at = now
        events: list[Event] = []
        order = sorted(self.field)  # the draw, not the order of arrival, seats everyone
        self.rng.shuffle(order)
        count = math.ceil(len(order) / self.rules.table_size)
        groups: list[list[str]] = [order[index::count] for index in range(count)]
        for number, group in enumerate(groups, start=1):
            dealer, draws = draw_for_dealer(group, SecureShoe(1, self.rng))
            self._open_table(number, [(player, self.rules.start_stack) for player in group],
                             dealer)
            events += [SeatDrawn(name=player, table=number, seat=slot)
                       for slot, player in enumerate(group, start=1)]
            events.append(FirstDealerDrawn(table=number, draws=tuple(draws), dealer=dealer))
        self.finishing_places = FinishingPlaces(len(self.field))
        self.last_table_number = count
        if count == 1:
            events.append(FinalTableFormed(table=1, players=tuple(self.tables[1].names())))
            self.final_table_announced = True
        return self._record_all(events)

    def _open_table(self, number: int, seats: list[tuple[str, int]], dealer: str) -> None:
        self.tables[number] = Table(seats, dealer, size=self.rules.table_size)
        self.deal_history[number] = []
        for player, _ in seats:
            self._table_of[player] = number

    # ---- the tables, as the interface reads them -----------------------------------------

    @property
    def over(self) -> bool:
        return self._over

    @property
    def winner(self) -> str | None:
        return self._winner

    @property
    def table_of(self) -> Mapping[str, int]:
        return self._table_of

    def tables_in_play(self) -> Mapping[int, Table]:
        return self.tables

    def bet_range(self, table: int, player: str, level: BetLevel) -> BetRange:
        """S7-8 at the level given; S7-22 in sudden death."""
        return series7_bet_range(level, self._table(table).seat(player).chips,
                                 self.rules.chip_unit, sudden_death=self.sudden_death)

    def context(self, player: str) -> SeatContext:
        """Table-mates' chips; heads-up is the last two of the tournament (S7-22)."""
        table = self._table(self._table_of[player])
        left = len(self.players_left())
        return SeatContext(player, rivals={seat.name: seat.chips for seat in table.seats
                                           if seat.name != player},
                           players_left=left, heads_up=left == 2)

    # ---- late entry (S7-3) -----------------------------------------------------------------

    def late_penalty(self, table: int, level: BetLevel) -> int:
        """5 x the largest total wager of the table's current or last hand, or of the level's
        maximum bet if the table has had no hand."""
        round_ = self.rounds.get(table)
        if round_ is not None:
            wager = _largest_wager(round_)
        elif table in self.last_wager:
            wager = self.last_wager[table]
        else:
            wager = level.maximum or level.minimum
        return self.rules.late_penalty_multiple * wager

    def late_entry(self, player: str, now: float, level: BetLevel) -> list[Event]:
        """S7-3: a seat at the table with the fewest players, or at a new table when every
        table is full, for the starting stack less the penalty. One turned away because the
        field is full goes on the waiting list instead (S7-2)."""
        player = player.strip()
        if self.full and not self.over and player not in self.field:
            return [self.register(player)]
        number, penalty = self.late_entry_terms(player, now, level)
        chips = self.rules.start_stack - penalty
        events: list[Event] = []
        if number in self.tables:
            slot = self.tables[number].add(player, chips,
                                            hand_in_play=number in self.rounds).slot
        else:
            self._open_table(number, [(player, chips)], player)
            self.last_table_number = number
            self.undrawn.add(number)
            self.final_table_announced = False  # S7-23: it forms again when one is left
            events.append(TableAdded(table=number, late_entry=player))
            slot = self.tables[number].seat(player).slot
        self.field.append(player)
        self._table_of[player] = number
        self.removed_chips += penalty
        events.append(LateEntered(name=player, table=number, seat=slot, penalty=penalty,
                                  chips=chips))
        assert self.finishing_places is not None
        revised = self.finishing_places.add_player()  # C-12: those out move down one
        if revised:
            self.places.update(revised)
            events.append(PlacesRevised(places=revised, late_entry=player))
        events += self._balance()  # S7-23: into a new table
        events += self._draw_at_new_tables()
        return self._record_all(events)

    def late_entry_terms(self, player: str, now: float, level: BetLevel) -> EntryTerms:
        """(table, penalty) a late entry would get now (S7-3), so a director can see the
        penalty before admitting it; IllegalAction, with the reason, if it may not enter.
        When every table is full, the table is a new one, with the next number never used."""
        player = player.strip()
        # Each refusal a phrase: the one who asked reads it in their own language.
        if self.started_at is None:
            raise IllegalAction(Phrase("register_instead"))
        if self.over:
            raise IllegalAction(Phrase("tournament_over"))
        if not player or player in self.field:
            raise IllegalAction(Phrase("enters_twice", player or "A nameless player"))
        if self.full:
            raise IllegalAction(Phrase("tournament_full", self.rules.field_max))
        minutes = (now - self.started_at) / 60
        if minutes > self.rules.late_entry_minutes:
            raise IllegalAction(Phrase("late_entry_closed", self.rules.late_entry_minutes,
                                       f"{minutes:.0f}"))
        open_tables = [number for number, table in self.tables.items() if table.free_slots()]
        if open_tables:
            number = min(open_tables, key=lambda n: (len(self.tables[n].seats), n))
        else:
            number = self.last_table_number + 1  # a new table: it has had no hand
        penalty = self.late_penalty(number, level)
        if penalty >= self.rules.start_stack:
            raise IllegalAction(Phrase("penalty_whole_stack", number, penalty))
        return EntryTerms(number, penalty)

    def _draw_at_new_tables(self) -> list[Event]:
        """S7-6 at a table opened after the start: once two players sit there between hands,
        its first dealer is drawn by high card among them. Everyone there is new to it, so
        nobody is skipped for the first deal (S7-10 skips a newcomer among players already
        there); those who come later are."""
        events: list[Event] = []
        for number in sorted(self.undrawn):
            table = self.tables.get(number)
            if table is None:  # broken up before its first hand
                self.undrawn.discard(number)
                continue
            if number in self.rounds or len(table.in_play()) < 2:
                continue
            dealer, draws = draw_for_dealer(table.names(), SecureShoe(1, self.rng))
            table.dealer = dealer
            for seat in table.seats:
                seat.may_not_deal = 0
            self.undrawn.discard(number)
            events.append(FirstDealerDrawn(table=number, draws=tuple(draws), dealer=dealer))
        return events

    # ---- hands ---------------------------------------------------------------------------

    def next_round(self, table: int, level: BetLevel, *,
                   seed: ShuffleSeed | None = None) -> Series7Round:
        """Deal the next hand at `table`; hand the finished round to `finish_round`."""
        if self.live:
            raise IllegalAction("In live mode the cards are real: record each hand instead")
        self._check_playable(table)
        seats = self.tables[table]
        dealer = seats.seat(seats.dealer)
        players = seats.players_from_left()
        round_ = Series7Round(
            self.rules, make_shoe(1, self.rng, seed), level=level,
            dealer=(dealer.name, dealer.chips),
            players=[(seat.name, seat.chips) for seat in players],
            absent=[seat.name for seat in players if seat.name in self.away],
            sudden_death=self.sudden_death)
        self.rounds[table] = round_
        return round_

    def finish_round(self, table: int, round_: Round) -> list[Event]:
        if self.rounds.get(table) is not round_:
            raise IllegalAction(f"That is not the hand in play at table {table}")
        if not round_.over:
            raise IllegalAction(f"The hand at table {table} is not over")
        del self.rounds[table]
        if round_.voided:  # BJX-16 / S7-24: nothing happened; the same dealer deals again
            return []
        self.last_wager[table] = _largest_wager(round_)
        return self._after_hand(table, round_.stacks(), round_.start_stacks)

    def record_hand(self, table: int, chips: Mapping[str, int],
                    largest_wager: int | None = None) -> list[Event]:
        """Live mode: the director enters every player's chips after a hand with real cards."""
        if not self.live:
            raise IllegalAction("Hands are recorded by hand only in live mode")
        self._check_playable(table)
        seats = self.tables[table]
        names = {seat.name for seat in seats.seats}
        if set(chips) != names:
            missing = sorted(names - set(chips)) or sorted(set(chips) - names)
            raise IllegalAction(f"Enter the chips of exactly the players at table {table} "
                                f"(check {', '.join(missing)})")
        before = {seat.name: seat.chips for seat in seats.seats}
        if any(amount < 0 or amount % self.rules.chip_unit for amount in chips.values()):
            raise IllegalAction(f"Chip counts are whole {self.rules.chip_unit}s, never negative")
        if sum(chips.values()) != sum(before.values()):  # C-6
            raise IllegalAction(f"The counts add up to {sum(chips.values())} but the table "
                                f"had {sum(before.values())}: chips are never created or lost")
        if largest_wager is not None:
            self.last_wager[table] = largest_wager
        return self._after_hand(table, chips, before)

    def _check_playable(self, table: int) -> None:
        if self.over:
            raise IllegalAction("The tournament is over")
        if table not in self.tables:
            raise IllegalAction(Phrase("no_table", table))
        if table in self.rounds:
            raise IllegalAction(f"A hand is already in play at table {table}")
        if len(self.tables[table].in_play()) < 2:
            raise IllegalAction(f"Table {table} is waiting for players")

    def _after_hand(self, number: int, stacks: Mapping[str, int],
                    start: Mapping[str, int]) -> list[Event]:
        table = self.tables[number]
        self.hands_played += 1
        self.deal_history[number].append(table.dealer)
        for player, chips in stacks.items():
            table.seat(player).chips = chips
        busted = [(player, start[player]) for player, chips in stacks.items() if chips == 0]
        table.end_hand()  # S7-6, S7-10: the next hand's dealer, from now until it is dealt
        events: list[Event] = []
        for player, _ in busted:
            table.seats.remove(table.seat(player))
            del self._table_of[player]
            self.away.discard(player)
        assert self.finishing_places is not None
        for out in self.finishing_places.eliminate(busted, number):  # C-12
            self.places[out.seat] = out.place
            self._out(out.seat)
            events.append(out)
        return self._record_all(events + self._after_out())

    def _after_out(self) -> list[Event]:
        """After a hand or an elimination: the end once one player holds every chip (S7-5),
        else the tables balanced (S7-23) and a new table's first dealer drawn (S7-6)."""
        remaining = self.players_left()
        if len(remaining) == 1:
            self._winner = remaining[0]
            self.places[self._winner] = 1
            self._over = True
            return [TournamentEnded(winner=self._winner, reason="holds every chip")]
        return self.queued_moves.carry_out(self) + self._balance() + self._draw_at_new_tables()

    # ---- balancing and breaking tables (S7-23) -----------------------------------------------

    def _balance(self) -> list[Event]:
        """S7-23 among the tables between hands (a table mid-hand is left alone until its hand
        ends): break the smallest as soon as the other tables can seat its players; then while
        a table is two or more above the smallest, its most recent dealer moves there."""
        events: list[Event] = []
        while len(self.tables) > 1:
            idle = [n for n in sorted(self.tables) if n not in self.rounds]
            if not idle:
                break
            size = {n: len(t.seats) for n, t in self.tables.items()}
            weakest = min(idle, key=lambda n: (size[n], -n))
            free = sum(len(t.free_slots()) for n, t in self.tables.items() if n != weakest)
            if free >= size[weakest]:
                events += self._break(weakest)
                continue
            low = min(self.tables, key=lambda n: (size[n], n))
            high = max(idle, key=lambda n: (size[n], -n))
            mover = self._most_recent_dealer(high)
            if size[high] - size[low] < 2 or mover is None:
                break
            events.append(self._move(mover, low, "balance"))
        if len(self.tables) == 1 and not self.final_table_announced:
            (number, last), = self.tables.items()
            self.final_table_announced = True
            events.append(FinalTableFormed(table=number, players=tuple(last.names())))
        return events

    def _break(self, number: int) -> list[Event]:
        table = self.tables[number]
        events: list[Event] = []
        # In the order they would have dealt, from the last: each takes the seat that deals
        # last where they go, so players who land at one table keep their order there.
        order = [table.seat(table.dealer), *table.players_from_left()]
        order += [seat for seat in table.seats if seat not in order]
        for seat in reversed(order):
            targets = [n for n, t in self.tables.items() if n != number and t.free_slots()]
            target = min(targets, key=lambda n: (len(self.tables[n].seats), n))
            events.append(self._move(seat.name, target, "break", leaving=True))
        del self.tables[number]
        events.append(TableBroken(table=number))
        return events

    def _most_recent_dealer(self, number: int) -> str | None:
        """S7-23 ruling: the player who dealt most recently at `number` (never its dealer), or,
        if none has dealt there, the one in the last seat. S7-24: a player the director placed
        there stays while anyone else can move; if nobody else can, they move and the move
        says so (`PlayerMoved.director_moved_from`)."""
        table = self.tables[number]
        candidates = [seat.name for seat in table.seats if seat.name != table.dealer]
        dealt = [player for player in reversed(self.deal_history[number])
                 if player in candidates]
        order = list(dict.fromkeys(dealt + candidates[::-1]))
        kept = [player for player in order if self._placed_by_director(player) is None]
        return (kept or order)[0] if order else None

    def _placed_by_director(self, player: str) -> int | None:
        """The table the director moved `player` from, while they sit where they were put."""
        placed = self.director_placed.get(player)
        if placed is None or self._table_of.get(player) != placed[1]:
            return None
        return placed[0]

    def _move(self, player: str, target: int, reason: str, leaving: bool = False) -> PlayerMoved:
        source = self.table_of[player]
        table = self.tables[source]
        seat = table.seat(player)
        if leaving:  # the whole table goes; its dealer leaves too
            table.seats.remove(seat)
        else:
            table.remove(player)
        # S7-23 ruling, S7-10: the seat that deals last; never the table's next hand.
        new_seat = self.tables[target].add(player, seat.chips,
                                           hand_in_play=target in self.rounds)
        director_from = self._placed_by_director(player)
        self._table_of[player] = target
        if reason == "director":
            self.director_placed[player] = (source, target)
            director_from = None
        else:
            self.director_placed.pop(player, None)
        return PlayerMoved(name=player, from_table=source, from_seat=seat.slot,
                           to_table=target, to_seat=new_seat.slot, reason=reason,
                           director_moved_from=director_from)

    # ---- the director (S7-22, S7-24) ------------------------------------------------------

    def pending_moves(self) -> list[tuple[str, int, str]]:
        return [(player, move.target, move.waits_for) for player in self.queued_moves
                if (move := self.queued_moves.get(player)) is not None]

    def move_player(self, player: str, target: int, now: float) -> list[Event]:
        """S7-24: the director moves a player to the seat that deals last at `target` (S7-23
        ruling, S7-10). A player in the hand in play, or who deals the next hand, moves at the
        end of that hand: the move is queued (recorded "move_queued") and carried out then, or
        dropped with its reason ("move_dropped") if it can no longer be made."""
        source = self.table_of.get(player)
        if source is None:
            raise IllegalAction(Phrase("not_playing", player))
        if target not in self.tables or target == source:
            raise IllegalAction(Phrase("choose_other_table", source,
                                       ", ".join(map(str, sorted(self.tables)))))
        if not self.tables[target].free_slots():
            raise IllegalAction(Phrase("table_full", target))
        waits_for = self.move_waits_for(player)
        if waits_for:
            return self._record_all([self.queued_moves.queue(player, target, now, waits_for)])
        self.queued_moves.cancel(player)
        moved = self.director_move(player, target)
        return self._record_all([DirectorActed(act="move", detail=moved.announcement(), at=now),
                                 moved, *self._draw_at_new_tables()])

    def move_waits_for(self, player: str) -> str:
        """Why `player` cannot leave their table now, as the end of a queued move's wait
        ("once ..."); '' if they can. A player may not leave a hand being played, nor the
        deal of the next hand."""
        source = self.table_of[player]
        if source in self.rounds:
            return f"once the hand in play at table {source} is over"
        if self.tables[source].dealer == player:
            return f"once the next hand at table {source}, which {player} deals, is over"
        return ""

    def director_move(self, player: str, target: int) -> PlayerMoved:
        """The director's move of `player` to `target`, made now (app/engine/tournament/
        director_moves.py carries out the queued ones)."""
        return self._move(player, target, "director")

    def declare_sudden_death(self, now: float) -> list[Event]:
        if len(self.players_left()) != 2:
            raise IllegalAction("Sudden death can be declared only heads-up (S7-22)")
        if self.sudden_death:
            raise IllegalAction("Sudden death is already declared")
        self.sudden_death = True
        return self._record_all([DirectorActed(act="sudden_death", detail="heads-up", at=now)])

    def refuse_seat(self, player: str, now: float) -> list[Event]:
        """S7-10: a moved player who will not take the assigned seat is eliminated; the chips
        go out of play like a penalty (C-6)."""
        number = self.table_of.get(player)
        if number is None:
            raise IllegalAction(f"{player} is not playing in this tournament")
        if number in self.rounds:
            raise IllegalAction("Wait for the hand at that table to end")
        table = self.tables[number]
        chips = table.seat(player).chips
        if table.dealer == player:  # the deal passes on first; nothing changes if it cannot
            before = (table.last_dealer, table.dealer)
            if len(table.in_play()) <= 2 or table.pass_deal_again() == player:  # S7-10: all new
                table.last_dealer, table.dealer = before
                raise IllegalAction(f"{player} deals at table {number}; decide after the hand")
        self.removed_chips += chips
        table.remove(player)
        del self._table_of[player]
        self.away.discard(player)
        assert self.finishing_places is not None
        events: list[Event] = [DirectorActed(act="refused_seat", detail=player, at=now)]
        for out in self.finishing_places.eliminate([(player, chips)], number):
            self.places[out.seat] = out.place
            self._out(out.seat)
            events.append(out)
        return self._record_all(events + self._after_out())

    def set_away(self, player: str, away: bool) -> None:
        """S7-9: an absent player is dealt in and forfeits the minimum."""
        if player not in self.table_of:
            raise IllegalAction(f"{player} is not playing in this tournament")
        super().set_away(player, away)

    def void_hand(self, table: int, now: float) -> list[Event]:
        return self._record_all(super().void_hand(table, now))

    def cancel(self, reason: str, now: float) -> list[Event]:
        if self.over:
            raise IllegalAction("The tournament is over")
        self._over = True
        return self._record_all([DirectorActed(act="cancel", detail=reason, at=now),
                                 TournamentEnded(winner=None, reason=f"cancelled: {reason}")])

    # ---- what everyone may see -----------------------------------------------------------

    def players_left(self) -> list[str]:
        return [seat.name for table in self.tables.values() for seat in table.seats
                if seat.chips > 0]

    def chips_in_play(self) -> int:
        return sum(seat.chips for table in self.tables.values() for seat in table.seats)

    def standings(self) -> list[StandingRow]:
        playing = [StandingRow(seat.name, seat.chips, self.places.get(seat.name), number)
                   for number, table in self.tables.items() for seat in table.seats]
        playing.sort(key=lambda s: (s.place or 0, -s.chips, s.name))
        out = [StandingRow(player, 0, place, None, self.eliminated_at.get(player))
               for player, place in self.places.items() if player not in self.table_of]
        out.sort(key=lambda s: (s.place or 0, s.name))
        return playing + out

    def _record(self, event: PlayerRegistered) -> PlayerRegistered:
        self.log.append(event)
        return event

    def _record_all(self, events: list[Event]) -> list[Event]:
        self.log.extend(events)
        return events


class GameNight:
    """Several tournaments in sequence; the players turned away from one get the first seats
    of the next (S7-2)."""

    def __init__(self, rules: Series7Rules, rng: random.Random | None = None) -> None:
        self.rules = rules
        self.rng = rng
        self.tournaments: list[Series7Tournament] = []

    def next_tournament(self, name: str, live: bool = False) -> Series7Tournament:
        first = self.tournaments[-1].waitlist if self.tournaments else []
        tournament = Series7Tournament(self.rules, name=name, rng=self.rng, live=live,
                                       first_in_line=first)
        self.tournaments.append(tournament)
        return tournament


def _largest_wager(round_: Round) -> int:
    totals: dict[str, int] = {}
    for event in round_.log:
        if isinstance(event, BetPlaced):
            totals[event.seat] = totals.get(event.seat, 0) + event.amount
    return max(totals.values(), default=0)


__all__ = ["GameNight", "Series7Tournament"]
