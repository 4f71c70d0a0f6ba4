"""A BJX multilevel tournament (BJX-17) behind the one tournament interface: registration before
the start, then a `MultilevelTournament` (app/engine/variants/bjx/multilevel.py) whose tables
of the level in play are the tables by number, with the standings across levels."""

from __future__ import annotations

import random
from collections.abc import Mapping

from app.engine.bets import BetRange, bjx_bet_range
from app.engine.errors import IllegalAction
from app.engine.events import Event
from app.engine.policy import SeatContext
from app.engine.round_base import Round
from app.engine.rules import BetLevel, Variant
from app.engine.shuffle_proof import ShuffleSeed
from app.engine.table import Table
from app.engine.tournament.base import PlayerDealerTournament, StandingRow
from app.engine.variants.bjx.multilevel import MultilevelTournament
from app.engine.variants.bjx.round import BjxRound
from app.engine.variants.bjx.rules import BjxRules


class BjxTournament(PlayerDealerTournament):
    variant = Variant.BJX
    format_name = "A BJX multilevel tournament"  # BJX-17: tables balanced at the start

    def __init__(self, rules: BjxRules, *, name: str = "BJX multilevel",
                 rng: random.Random | None = None) -> None:
        super().__init__(rules, name=name, rng=rng)
        self.rules: BjxRules = rules
        self.event: MultilevelTournament | None = None

    def start(self, now: float) -> list[Event]:
        if self.started_at is not None:
            raise IllegalAction("The tournament has already started")
        self.event = MultilevelTournament(self.rules, self.field, self.rng)
        self.started_at = now
        return list(self.event.start())

    # ---- the tables of the level in play ----------------------------------------------------

    @property
    def over(self) -> bool:
        return self.event is not None and self.event.over

    @property
    def winner(self) -> str | None:
        return self.event.champion if self.event is not None else None

    @property
    def tables(self) -> dict[int, Table]:
        if self.event is None:
            return {}
        return {table.number: table.table for table in self.event.open_tables()}

    def tables_in_play(self) -> Mapping[int, Table]:
        return self.tables

    @property
    def table_of(self) -> Mapping[str, int]:
        return {seat.name: number for number, table in self.tables.items()
                for seat in table.seats if seat.chips > 0}

    def bet_range(self, table: int, player: str, level: BetLevel) -> BetRange:
        """BJX-3 at the level given."""
        return bjx_bet_range(self.rules, level, self._table(table).seat(player).chips)

    def context(self, player: str) -> SeatContext:
        """Table-mates' chips; heads-up is one player and the dealer at the table (BJX-15)."""
        if self.event is None:
            raise IllegalAction("The tournament has not started")
        return self.event.context(player)

    def next_round(self, table: int, level: BetLevel, *,
                   seed: ShuffleSeed | None = None) -> BjxRound:
        if self.event is None or self.over:
            raise IllegalAction("No hand can be dealt now")
        if table in self.rounds:
            raise IllegalAction(f"A hand is already in play at table {table}")
        round_ = self.event.next_round(table, level, seed=seed)
        self.rounds[table] = round_
        return round_

    def finish_round(self, table: int, round_: Round) -> list[Event]:
        if (self.event is None or self.rounds.get(table) is not round_
                or not isinstance(round_, BjxRound)):
            raise IllegalAction(f"That is not the hand in play at table {table}")
        del self.rounds[table]
        if not round_.voided:
            self.hands_played += 1
        events = list(self.event.finish_round(table, round_))
        for name in self.event.finishes:
            if name != self.event.champion:
                self._out(name)
        return events

    # ---- standings --------------------------------------------------------------------------

    def standings(self) -> list[StandingRow]:
        playing = [StandingRow(seat.name, seat.chips, None, number)
                   for number, table in self.tables.items() for seat in table.seats
                   if seat.chips > 0]
        playing.sort(key=lambda row: (-row.chips, row.name))
        places = self.event.places() if self.event is not None else {}
        done = sorted((StandingRow(name, 0, place, None, self.eliminated_at.get(name))
                       for name, place in places.items()
                       if name not in {row.name for row in playing}),
                      key=lambda row: (row.place or 0, row.name))
        if self.event is not None and self.event.champion is not None:
            champion = self.event.champion
            done = [StandingRow(champion, self.event.chips_of(champion), 1, None),
                    *[row for row in done if row.name != champion]]
            playing = [row for row in playing if row.name != champion]
        return playing + done
