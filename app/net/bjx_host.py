"""BJX multilevel (BJX-17) behind the surface the host drives a Series 7 event through.

The host deals hands at tables, asks seats, and shows tables and standings; this adapter gives a
`MultilevelTournament` that surface: registration before the start, the tables of the level in
play by number, the hand in play at each, who sits where, and the standings.
"""

from __future__ import annotations

import random

from app.engine.bjx import BjxRound
from app.engine.errors import IllegalAction
from app.engine.events import Event
from app.engine.round_base import Round
from app.engine.rules import BetLevel, BjxRules
from app.engine.table import Table
from app.engine.tournament.bjx_multilevel import MultilevelTournament
from app.engine.tournament.series7 import Standing
from app.net.hosted import HostedTournament


class BjxTournament(HostedTournament):
    """Registration, then a `MultilevelTournament` with the host's logged randomness."""

    format_name = "A BJX multilevel tournament"  # BJX-17: tables balanced at the start

    def __init__(self, rules: BjxRules, *, name: str, rng: random.Random) -> None:
        super().__init__()
        self.rules = rules
        self.name = name
        self.rng = rng
        self.event: MultilevelTournament | None = None
        self.rounds: dict[int, BjxRound] = {}

    # ---- the start ----------------------------------------------------------------------

    def start(self, now: float) -> list[Event]:
        if self.started_at is not None:
            raise IllegalAction("The tournament has already started")
        self.event = MultilevelTournament(self.rules, self.field, self.rng)
        self.started_at = now
        return list(self.event.start())

    # ---- the surface the host reads -------------------------------------------------------

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

    @property
    def table_of(self) -> dict[str, int]:
        return {seat.name: number for number, table in self.tables.items()
                for seat in table.seats if seat.chips > 0}

    def playable_tables(self) -> list[int]:
        return [number for number, table in sorted(self.tables.items())
                if number not in self.rounds and len(table.in_play()) >= 2]

    def next_round(self, table: int, level: BetLevel) -> BjxRound:
        if self.event is None or self.over:
            raise IllegalAction("No hand can be dealt now")
        if table in self.rounds:
            raise IllegalAction(f"A hand is already in play at table {table}")
        round_ = self.event.next_round(table, level)
        self.rounds[table] = round_
        return round_

    def finish_round(self, table: int, round_: Round) -> list[Event]:
        if self.event is None or self.rounds.get(table) is not round_:
            raise IllegalAction(f"That is not the hand in play at table {table}")
        assert isinstance(round_, BjxRound)
        del self.rounds[table]
        if not round_.voided:
            self.hands_played += 1
        events = list(self.event.finish_round(table, round_))
        for name in self.event.finishes:
            if name != self.event.champion:
                self.eliminated_at.setdefault(name, self.hands_played)
        return events

    def standings(self) -> list[Standing]:
        playing = [Standing(seat.name, seat.chips, None, number)
                   for number, table in self.tables.items() for seat in table.seats
                   if seat.chips > 0]
        playing.sort(key=lambda row: (-row.chips, row.name))
        places = self.event.places() if self.event is not None else {}
        done = sorted((Standing(name, 0, place, None) for name, place in places.items()
                       if name not in {row.name for row in playing}),
                      key=lambda row: (row.place or 0, row.name))
        if self.event is not None and self.event.champion is not None:
            champion = self.event.champion
            done = [Standing(champion, _chips(self.event, champion), 1, None),
                    *[row for row in done if row.name != champion]]
            playing = [row for row in playing if row.name != champion]
        return playing + done


def _chips(event: MultilevelTournament, name: str) -> int:
    for table in event.tables:
        if name in table.players():
            return table.table.seat(name).chips
    return 0
