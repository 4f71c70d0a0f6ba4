"""A BlackJack eXtreme multilevel tournament (BJX-17): balanced first-level tables play until
each has a winner holding all its chips; the winners move up with equal starting chips to
re-balanced tables of the next level, until one champion is left.

Each table deals `BjxRound`s with the deal passing clockwise after every hand (BJX-1, S7-6),
a passed deal (BJX-13) included; the first dealer of each table is drawn for high card. Chips
are conserved at every table at every hand (C-6), which `finish_round` checks. Places run
across the whole event (C-12): everyone out at a level places below everyone who reached the
next one; within a level by the order they went out; players out on the same hand share by
`FinishingPlaces`.

Rulings where RULES.md is silent:
- Starting chips of a level: every player of every level starts with `BjxRules.start_stack`
  (4,000, BJX-1). The seed's "move up to the next level with equal starting chips" is read as
  "each winner starts the next level with the same stack as everyone else"; a winner does not
  carry the chips won (which would be unequal whenever table sizes differ by one). A director
  who wants winners to carry their table's chips passes `carry_chips=True`.
- Table sizes: the fewest tables of at most `rules.seats` players, sizes differing by at most
  one; the seat draw is random. A table of one (only with `seats=2` and an odd field) is a bye:
  its player wins it at once, in no hands.
- The bet level is the caller's (the clock belongs elsewhere): `next_round(level=...)`, or the
  `level_for_hand` callable given the table's hand number (1-based, counted per table, so a
  new level's tables start again from its first hand), or else `BetLevel(self.minimum)` where
  `minimum` (25 by default, BJX-2) is an attribute the caller raises.
- Hands cap: a table that has dealt `max_hands_per_table` hands (1,000 by default; passed
  deals count, voided hands do not) without a winner ends by the director's call: the chip
  leader wins the table and moves up (leaders tied on chips draw for high card, as in S7-6);
  everyone else at the table is out at once, placed by their chips then (C-12 order).
- A voided hand (BJX-16) is dealt again by the same dealer; it counts for nothing.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from app.engine.errors import EngineError, IllegalAction
from app.engine.events import Event
from app.engine.policy import Policy, SeatContext, play_hand
from app.engine.rules import BetLevel
from app.engine.shoe import SecureShoe
from app.engine.shuffle_proof import ShuffleSeed, make_shoe
from app.engine.table import FinishingPlaces, Table, draw_for_dealer
from app.engine.tournament.events import (
    ChampionDeclared,
    LevelEnded,
    LevelSeatDrawn,
    LevelStarted,
    TableOpened,
    TableWon,
)
from app.engine.variants.bjx.round import BjxRound
from app.engine.variants.bjx.rules import BjxRules
from app.phrases import Phrase

DEFAULT_MINIMUM = 25  # BJX-2: the first level's minimum
DEFAULT_MAX_HANDS = 1000


def bjx_minimum(step: int) -> int:
    """BJX-2: the minimum of the `step`-th bet level (0-based): 25, 50, 100, 200, ... doubling."""
    if step < 0:
        raise ValueError("Bet levels are counted from 0")
    return DEFAULT_MINIMUM << step


def doubling_every(hands: int, start_step: int = 0) -> Callable[[int], BetLevel]:
    """A clockless stand-in for BJX-2's clock: the minimum goes up one level every `hands`
    hands at a table. For simulations and tests; a real event uses the clock."""
    if hands < 1:
        raise ValueError("A bet level lasts at least one hand")

    def level_for_hand(hand: int) -> BetLevel:
        return BetLevel(bjx_minimum(start_step + (hand - 1) // hands))

    return level_for_hand


@dataclass(slots=True)
class LevelTable:
    """One table of one level: its seats and chips, the hands dealt, and its winner."""

    level: int
    number: int
    table: Table
    total: int  # the table's chips, constant over its hands (C-6)
    hands: int = 0
    winner: str | None = None
    by_ruling: bool = False
    pending: BjxRound | None = None

    @property
    def open(self) -> bool:
        return self.winner is None

    def chips(self) -> dict[str, int]:
        return {seat.name: seat.chips for seat in self.table.seats}

    def players(self) -> list[str]:
        return self.table.names()


@dataclass(frozen=True, slots=True)
class Finish:
    """Where a player finished: `place` (1 is the champion), the level and table they reached."""

    place: int
    level: int
    table: int


class MultilevelTournament:
    """The director's model of a BJX multilevel tournament (BJX-17)."""

    def __init__(
        self,
        rules: BjxRules,
        players: Sequence[str],
        rng: random.Random | None = None,
        *,
        minimum: int = DEFAULT_MINIMUM,
        level_for_hand: Callable[[int], BetLevel] | None = None,
        max_hands_per_table: int = DEFAULT_MAX_HANDS,
        carry_chips: bool = False,
    ) -> None:
        """`rng`: a seeded generator for simulations and tests; play leaves it None (C-8)."""
        names = list(players)
        for name in names:
            if not isinstance(name, str) or not name.strip():
                raise IllegalAction("Every player needs a name")
        if len(set(names)) != len(names):
            duplicate = next(name for name in names if names.count(name) > 1)
            raise IllegalAction(f"{duplicate} is entered twice")
        if len(names) < 2:
            raise IllegalAction("A tournament needs at least two players")
        if isinstance(max_hands_per_table, bool) or max_hands_per_table < 1:
            raise IllegalAction("The hands cap per table must be at least one hand")
        self.rules = rules
        self.entrants = tuple(names)
        self._rng: random.Random = rng or secrets.SystemRandom()
        self.minimum = minimum
        self.level_for_hand = level_for_hand
        self.max_hands_per_table = max_hands_per_table
        self.carry_chips = carry_chips
        self.finishing_places = FinishingPlaces(len(names))
        self.finishes: dict[str, Finish] = {}
        self.levels: list[list[LevelTable]] = []
        self.champion: str | None = None
        self.log: list[Event] = []

    # ---- state --------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return bool(self.levels)

    @property
    def over(self) -> bool:
        return self.champion is not None

    @property
    def level(self) -> int:
        """The level in play (1-based); 0 before the start."""
        return len(self.levels)

    @property
    def tables(self) -> list[LevelTable]:
        """The tables of the level in play, by number."""
        return self.levels[-1] if self.levels else []

    def open_tables(self) -> list[LevelTable]:
        return [table for table in self.tables if table.open]

    def table(self, number: int) -> LevelTable:
        for table in self.tables:
            if table.number == number:
                return table
        raise IllegalAction(Phrase("no_table_at_level", number, self.level))

    def places(self) -> dict[str, int]:
        """The finishing place of every player out so far, and the champion's."""
        return {name: finish.place for name, finish in self.finishes.items()}

    def chips_of(self, name: str) -> int:
        """The chips of a player at the table they sit (or last sat) at."""
        return self._table_of(name).table.seat(name).chips

    def bet_level(self, number: int) -> BetLevel:
        """The bet level the next hand at this table is dealt at, unless the caller says."""
        hand = self.table(number).hands + 1
        if self.level_for_hand is not None:
            return self.level_for_hand(hand)
        return BetLevel(self.minimum)

    def context(self, name: str) -> SeatContext:
        """What a tournament-sense bot knows: its table-mates' chips, the field left."""
        table = self._table_of(name)
        in_play = table.table.in_play()
        rivals = {seat.name: seat.chips for seat in in_play if seat.name != name}
        return SeatContext(seat=name, rivals=rivals, players_left=self.finishing_places.remaining,
                           heads_up=len(in_play) == 2)

    # ---- driving ------------------------------------------------------------------------

    def start(self) -> tuple[Event, ...]:
        """The seat draw and first dealers of level 1."""
        if self.started:
            raise IllegalAction("The tournament has already started")
        mark = len(self.log)
        self._open_level(list(self.entrants), {})
        return tuple(self.log[mark:])

    def next_round(self, number: int, level: BetLevel | None = None, *,
                   seed: ShuffleSeed | None = None) -> BjxRound:
        """The next hand at this table, not started: the host takes the blinds and relays
        decisions, then hands it back to `finish_round`."""
        table = self._open_table(number)
        if table.pending is not None:
            raise IllegalAction(f"A hand is still being played at table {number}")
        seats = table.table
        dealer = seats.seat(seats.dealer)
        table.pending = BjxRound(
            self.rules, make_shoe(1, self._rng, seed), level=level or self.bet_level(number),
            dealer=(dealer.name, dealer.chips),
            players=[(seat.name, seat.chips) for seat in seats.players_from_left()])
        return table.pending

    def finish_round(self, number: int, round_: BjxRound) -> tuple[Event, ...]:
        """Take a finished hand's chips; returns eliminations, the table's winner, the level's
        end, the next level's draw and the champion, as they happen."""
        table = self._open_table(number)
        if table.pending is None or round_ is not table.pending:
            raise IllegalAction(f"That is not the hand being played at table {number}")
        if not round_.over:
            raise IllegalAction(f"The hand at table {number} is not over yet")
        table.pending = None
        if round_.voided:  # BJX-16: dealt again by the same dealer
            return ()
        stacks = round_.stacks()
        if sum(stacks.values()) != table.total:  # C-6
            raise EngineError(f"Chips were not conserved at table {number}: "
                              f"{sum(stacks.values())} instead of {table.total}")
        for name, chips in stacks.items():
            table.table.seat(name).chips = chips
        table.hands += 1
        mark = len(self.log)
        start = round_.start_stacks
        busted = [(seat.name, start[seat.name]) for seat in table.table.seats
                  if seat.name in stacks and stacks[seat.name] == 0]
        self._eliminate(table, busted)
        in_play = table.table.in_play()
        if len(in_play) == 1:
            self._win(table, in_play[0].name)
        elif table.hands >= self.max_hands_per_table:
            self._win_by_ruling(table)
        else:
            table.table.pass_deal()  # BJX-1, BJX-13: a passed deal passes too
        return tuple(self.log[mark:])

    def play_hand(self, number: int, policy_for: Callable[[str], Policy],
                  level: BetLevel | None = None) -> tuple[Event, ...]:
        """Deal and play one hand at this table, each seat by its policy."""
        round_ = self.next_round(number, level)
        events = play_hand(round_, policy_for, self.context)
        return (*events, *self.finish_round(number, round_))

    def play_level(self, policy_for: Callable[[str], Policy]) -> tuple[Event, ...]:
        """Play the level in progress to its end, one hand at each open table in turn."""
        if not self.started:
            raise IllegalAction("Start the tournament first")
        level = self.level
        events: list[Event] = []
        while not self.over and self.level == level:
            for table in self.open_tables():
                if self.level != level:
                    break
                events += self.play_hand(table.number, policy_for)
        return tuple(events)

    def play_out(self, policy_for: Callable[[str], Policy]) -> str:
        """Play every level; the champion."""
        if not self.started:
            self.start()
        while self.champion is None:
            self.play_level(policy_for)
        return self.champion

    # ---- the tournament's flow ----------------------------------------------------------

    def _open_level(self, players: list[str], stacks: dict[str, int]) -> None:
        """Draw the level's seats and first dealers, or declare the last player champion."""
        level = len(self.levels) + 1
        if len(players) == 1:
            self.champion = players[0]
            last = self._table_of(players[0])
            self.finishes[players[0]] = Finish(1, last.level, last.number)
            self.log.append(ChampionDeclared(seat=players[0], level=last.level))
            return
        order = sorted(players)
        self._rng.shuffle(order)
        count = -(-len(order) // self.rules.seats)
        small, extra = divmod(len(order), count)
        sizes = [small + 1 if index < extra else small for index in range(count)]
        start = {name: stacks.get(name, self.rules.start_stack) for name in order}
        self.log.append(LevelStarted(level=level, players=tuple(order), table_sizes=tuple(sizes),
                                     stacks=start))
        tables: list[LevelTable] = []
        self.levels.append(tables)
        first = 0
        for number, size in enumerate(sizes, start=1):
            names = order[first:first + size]
            first += size
            for slot, name in enumerate(names, start=1):
                self.log.append(LevelSeatDrawn(seat=name, level=level, table=number, slot=slot))
            dealer, draws = (names[0], []) if size == 1 else draw_for_dealer(
                names, SecureShoe(1, self._rng))
            self.log += draws
            seats = [(name, start[name]) for name in names]
            table = LevelTable(level, number, Table(seats, dealer, size=self.rules.seats),
                               sum(chips for _, chips in seats))
            tables.append(table)
            self.log.append(TableOpened(level=level, table=number, seats=tuple(names),
                                        dealer=dealer))
        for table in tables:
            if len(table.players()) == 1:  # a bye
                self._win(table, table.players()[0])

    def _eliminate(self, table: LevelTable, busted: list[tuple[str, int]]) -> None:
        if not busted:
            return
        for event in self.finishing_places.eliminate(busted, table=table.number):
            self.finishes[event.seat] = Finish(event.place, table.level, table.number)
            self.log.append(event)

    def _win(self, table: LevelTable, winner: str, by_ruling: bool = False) -> None:
        table.winner = winner
        table.by_ruling = by_ruling
        self.log.append(TableWon(level=table.level, table=table.number, seat=winner,
                                 hands=table.hands, chips=table.chips(), by_ruling=by_ruling))
        if any(other.open for other in self.tables):
            return
        winners = [other.winner for other in self.tables if other.winner is not None]
        self.log.append(LevelEnded(level=table.level, winners=tuple(winners)))
        stacks = ({other.winner: other.total for other in self.tables if other.winner}
                  if self.carry_chips else {})
        self._open_level(winners, stacks)

    def _win_by_ruling(self, table: LevelTable) -> None:
        """The hands cap: the chip leader wins the table; ties draw for high card."""
        in_play = table.table.in_play()
        top = max(seat.chips for seat in in_play)
        leaders = [seat.name for seat in in_play if seat.chips == top]
        winner = leaders[0]
        if len(leaders) > 1:
            winner, draws = draw_for_dealer(leaders, SecureShoe(1, self._rng))
            self.log += draws
        self._eliminate(table, [(seat.name, seat.chips) for seat in in_play
                                if seat.name != winner])
        self._win(table, winner, by_ruling=True)

    def _open_table(self, number: int) -> LevelTable:
        if not self.started:
            raise IllegalAction("The tournament has not started")
        if self.over:
            raise IllegalAction(f"The tournament is over: {self.champion} is the champion")
        table = self.table(number)
        if not table.open:
            raise IllegalAction(f"Table {number} is over: {table.winner} won it")
        return table

    def _table_of(self, name: str) -> LevelTable:
        """The table the player sits (or last sat) at, in the latest level they reached."""
        for tables in reversed(self.levels):
            for table in tables:
                if name in table.players():
                    return table
        raise IllegalAction(f"{name!r} is not seated in this tournament")
