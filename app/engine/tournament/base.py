"""The one interface of a tournament format, and what every format shares.

Whoever runs a tournament drives it through this surface alone: the host's game
(app/core/game.py), `pitboss simulate` (app/engine/simulation.py) and the tests. Players register,
the tournament starts, the next hand at a table is dealt with `next_round` and handed back
finished with `finish_round`; in between the caller reads the tables, their seats, dealers and
bettors, each bettor's bet range and context, and the standings. Series 7 (S7), the BJX
multilevel tournament (BJX-17) and the 10-hand knockout (T10-1 to T10-14) implement it. No
format reads a clock: the caller passes `now` and the bet level in force.
"""

from __future__ import annotations

import random
import secrets
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple

from app.engine.bets import BetRange
from app.engine.errors import IllegalAction
from app.engine.events import Event
from app.engine.policy import SeatContext
from app.engine.round_base import Round
from app.engine.rules import BetLevel
from app.engine.shoe import Shoe
from app.engine.shuffle_proof import ShuffleSeed
from app.engine.table import Table
from app.engine.tournament.events import DirectorActed, PlayerRegistered
from app.phrases import Phrase


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One player's line of the standings: the one shape for every format, for the host's
    snapshot, `pitboss simulate` and the results stored at the end."""

    name: str
    chips: int
    place: int | None  # None while still playing
    table: int | None = None  # where the player sits; None once out
    eliminated_at_hand: int | None = None  # the tournament's hand count when the player was out

    def result(self) -> dict[str, Any]:
        """The row as results are printed (`pitboss simulate --json`) and stored."""
        return {"name": self.name, "place": self.place, "chips": self.chips,
                "eliminated_at_hand": self.eliminated_at_hand}


class SeatRow(NamedTuple):
    """A seat at a table as everyone sees it: who, their chips, the physical seat."""

    name: str
    chips: int
    seat: int


class EntryTerms(NamedTuple):
    """Where a late entry would sit now and the penalty it would pay (S7-3)."""

    table: int
    penalty: int


class Tournament(ABC):
    """A tournament of one format, from registration to its winner (module docstring)."""

    variant: ClassVar[str]
    format_name: ClassVar[str]  # "A BJX multilevel tournament", for messages

    def __init__(self, rules: Any, *, name: str, rng: random.Random | None = None) -> None:
        """`rng`: a seeded generator for simulations and tests; play gives a logged CSPRNG
        (C-8) or nothing."""
        self.rules = rules
        self.name = name
        self.rng: random.Random = rng or secrets.SystemRandom()
        self.field: list[str] = []  # registered, in order
        self.waitlist: list[str] = []  # S7-2: turned away from a full field
        self.away: set[str] = set()
        self.started_at: float | None = None
        self.hands_played = 0
        self.sudden_death = False  # S7-22; other formats never declare it
        self.eliminated_at: dict[str, int] = {}  # the hand count when each player went out
        self.rounds: dict[int, Round] = {}  # the hand in play at each table
        # A host proving its shuffles derives each new shoe from a seed given with the first
        # hand dealt from it (`next_round`); without, shoes are shuffled by `rng`.
        self.seeded_shoes = False

    # ---- registration -------------------------------------------------------------------

    @property
    def capacity(self) -> int | None:
        """The most players the field takes; None: no limit."""
        return None

    @property
    def full(self) -> bool:
        """The field holds as many as it takes (S7-1): everyone who entered counts, out or in."""
        return self.capacity is not None and len(self.field) >= self.capacity

    def register(self, player: str) -> PlayerRegistered:
        """A newcomer joins the field before the start; one turned away because the field is
        full goes on the waiting list, before the start or after it (S7-2)."""
        player = player.strip()
        if not player:
            raise IllegalAction("A player needs a name to register")
        if player in self.field or player in self.waitlist:
            raise IllegalAction(f"{player} is already registered")
        if self.over:
            raise IllegalAction(f"{self.format_name} is over")
        if self.full:
            self.waitlist.append(player)
            return PlayerRegistered(name=player, waitlisted=True, position=len(self.waitlist))
        if self.started_at is not None:
            raise IllegalAction(f"{self.format_name} has started: "
                                + ("use late entry" if self.takes_late_entries
                                   else "it takes no late entries"))
        self.field.append(player)
        return PlayerRegistered(name=player, waitlisted=False, position=len(self.field))

    @abstractmethod
    def start(self, now: float) -> list[Event]:
        """The draw of the first tables (and whatever else begins the format)."""

    takes_late_entries: ClassVar[bool] = False

    def late_entry_terms(self, player: str, now: float, level: BetLevel) -> EntryTerms | None:
        """The terms of a late entry now, where the format has such terms (S7-3); None where
        it has none. IllegalAction, with the reason, if the player may not enter."""
        return None

    def late_entry(self, player: str, now: float, level: BetLevel) -> list[Event]:
        raise IllegalAction(f"{self.format_name} takes no late entries")

    def set_away(self, player: str, away: bool) -> None:
        """S7-9 in Series 7; elsewhere only the host's timers play an absent seat."""
        (self.away.add if away else self.away.discard)(player)

    # ---- the tables ---------------------------------------------------------------------

    @property
    @abstractmethod
    def over(self) -> bool: ...

    @property
    @abstractmethod
    def winner(self) -> str | None: ...

    @property
    @abstractmethod
    def table_of(self) -> Mapping[str, int]:
        """The table of every player still playing."""

    @abstractmethod
    def table_numbers(self) -> list[int]:
        """The tables in play, in order."""

    @abstractmethod
    def seats(self, table: int) -> list[SeatRow]:
        """Everyone seated at `table`, in seat order (a house dealer is nobody's seat)."""

    @abstractmethod
    def dealer_of(self, table: int) -> str:
        """Who deals the next hand (or the one in play) at `table`."""

    @abstractmethod
    def bettors(self, table: int) -> list[str]:
        """Who bets before the next hand at `table`: everyone in play but its dealer."""

    @abstractmethod
    def bet_range(self, table: int, player: str, level: BetLevel) -> BetRange:
        """The bets `player` may choose before the next hand at `table` (S7-8, BJX-3, T10-3)."""

    @abstractmethod
    def context(self, player: str) -> SeatContext:
        """What a player playing to win the tournament weighs: its rivals' chips and the like."""

    @abstractmethod
    def playable_tables(self) -> list[int]:
        """Tables between hands that can deal the next one."""

    @abstractmethod
    def next_round(self, table: int, level: BetLevel, *,
                   seed: ShuffleSeed | None = None) -> Round:
        """The next hand at `table`, not started: the caller takes the bets and plays it, then
        hands it back to `finish_round`. `seed`: its shoe is derived from it (a host proving
        its shuffle, app/engine/shuffle_proof.py); else shuffled by the tournament's `rng`."""

    def opens_shoe(self, table: int) -> bool:
        """The next hand at `table` is the first dealt from a new shoe, so it takes a seed
        where shoes are seeded: every hand has a fresh shoe (S7-11, BJX-1)."""
        return True

    def shoe_done(self, table: int, shoe: Shoe) -> bool:
        """`shoe`, dealt from at `table`, will deal no more: no hand in play there deals from it
        (a shoe's lifetime is its hand)."""
        round_ = self.rounds.get(table)
        return round_ is None or round_.shoe is not shoe

    def shoe_partners(self, table: int) -> list[int]:
        """Other tables dealt the very order of `table`'s shoe (none: each its own)."""
        return []

    @abstractmethod
    def finish_round(self, table: int, round_: Round) -> list[Event]:
        """Take a finished hand's chips; the tournament's events it caused."""

    def withdraw_round(self, table: int, round_: Round) -> None:
        """Forget a hand from `next_round` that was never dealt (its bets were refused): the
        table deals afresh, as if it had never been taken."""
        if self.rounds.get(table) is not round_ or round_.log:
            raise IllegalAction(f"No undealt hand of table {table} to withdraw")
        del self.rounds[table]

    # ---- the director (S7-24, BJX-16) -----------------------------------------------------

    def void_hand(self, table: int, now: float) -> list[Event]:
        """BJX-16, S7-24: the hand in play is voided, every bet returned; the same dealer deals
        it again and it counts for nothing."""
        round_ = self.rounds.get(table)
        if round_ is None:
            raise IllegalAction(Phrase("no_hand_in_play", table))
        events: list[Event] = [DirectorActed(act="void", detail=f"table {table}", at=now)]
        events += round_.void()
        events += self.finish_round(table, round_)
        return events

    def declare_sudden_death(self, now: float) -> list[Event]:
        raise IllegalAction("Sudden death is a Series 7 rule (S7-22)")

    def move_player(self, player: str, table: int, now: float) -> list[Event]:
        raise IllegalAction("Only a Series 7 tournament moves players between tables")

    def pending_moves(self) -> list[tuple[str, int, str]]:
        """The director's moves waiting for the end of a hand (S7-24): each player, the
        table they go to, and what they wait for; none where the director moves nobody."""
        return []

    # ---- standings ------------------------------------------------------------------------

    @abstractmethod
    def standings(self) -> list[StandingRow]:
        """Those still playing (by chips), then those out (by place)."""

    def players_left(self) -> list[str]:
        return [row.name for row in self.standings() if row.place is None]

    def results(self) -> list[dict[str, Any]]:
        """The standings as results are printed and stored."""
        return [row.result() for row in self.standings()]

    def final_results(self) -> list[dict[str, Any]]:
        """The results to store at the end, or when the tournament is stopped before its end
        (S7-24: it may be cancelled): those still playing are placed by their chips."""
        rows = self.results()
        playing = sorted((row for row in rows if row["place"] is None),
                         key=lambda row: -int(row["chips"]))
        for place, row in enumerate(playing, start=1):
            row["place"] = place
        return rows

    def _out(self, player: str) -> None:
        """Note the hand count at which `player` went out."""
        self.eliminated_at.setdefault(player, self.hands_played)


class PlayerDealerTournament(Tournament):
    """A format dealt at tables where the players take turns as the dealer (Series 7, S7-6;
    BJX, BJX-1): its tables' seats, dealers and bettors are read off `Table`s."""

    @abstractmethod
    def tables_in_play(self) -> Mapping[int, Table]:
        """The tables of the tournament now, by number."""

    def table_numbers(self) -> list[int]:
        return sorted(self.tables_in_play())

    def seats(self, table: int) -> list[SeatRow]:
        return [SeatRow(seat.name, seat.chips, seat.slot) for seat in self._table(table).seats]

    def dealer_of(self, table: int) -> str:
        return self._table(table).dealer

    def bettors(self, table: int) -> list[str]:
        return [seat.name for seat in self._table(table).players_from_left()]

    def playable_tables(self) -> list[int]:
        """Tables between hands with at least two players with chips."""
        return [number for number, table in sorted(self.tables_in_play().items())
                if number not in self.rounds and len(table.in_play()) >= 2]

    def _table(self, number: int) -> Table:
        table = self.tables_in_play().get(number)
        if table is None:
            raise IllegalAction(Phrase("no_table", number))
        return table
