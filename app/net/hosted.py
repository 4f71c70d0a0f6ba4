"""What the host's BJX and 10-hand formats share: a registration list before the start, no late
entry, no sudden death, seats away only as far as the timers are concerned, and the results."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.engine.errors import IllegalAction
from app.engine.events import Event
from app.engine.round_base import Round
from app.engine.rules import BetLevel
from app.engine.tournament.series7 import PlayerRegistered, Standing


class HostedTournament:
    """The registration and standings half of a format the host drives (see app.net.game)."""

    format_name = "This tournament"

    def __init__(self) -> None:
        self.field: list[str] = []
        self.waitlist: list[str] = []
        self.away: set[str] = set()
        self.sudden_death = False  # a Series 7 act only (S7-22)
        self.started_at: float | None = None
        self.hands_played = 0
        self.eliminated_at: dict[str, int] = {}

    def register(self, player: str) -> PlayerRegistered:
        player = player.strip()
        if self.started_at is not None:
            raise IllegalAction(f"{self.format_name} has started: it takes no late entries")
        if not player or player in self.field:
            raise IllegalAction(f"{player or 'A player'} is already registered")
        self.field.append(player)
        return PlayerRegistered(name=player, waitlisted=False, position=len(self.field))

    def late_entry(self, player: str, now: float, level: BetLevel) -> list[Event]:
        raise IllegalAction(f"{self.format_name} takes no late entries")

    def declare_sudden_death(self, now: float) -> list[Event]:
        raise IllegalAction("Sudden death is a Series 7 rule (S7-22)")

    def set_away(self, player: str, away: bool) -> None:
        # Only Series 7 has an absent-player rule (S7-9); elsewhere the timers play the seat.
        (self.away.add if away else self.away.discard)(player)

    rounds: Mapping[int, Round]  # the hand in play at each table (the subclass keeps them)

    def finish_round(self, table: int, round_: Round) -> list[Event]:
        raise NotImplementedError

    def void_hand(self, table: int, now: float) -> list[Event]:
        """BJX-16: the hand in play is voided, every bet returned; it is dealt again."""
        round_ = self.rounds.get(table)
        if round_ is None:
            raise IllegalAction(f"No hand is in play at table {table}")
        events = list(round_.void())
        self.finish_round(table, round_)  # a voided hand counts for nothing
        return events

    def standings(self) -> list[Standing]:
        raise NotImplementedError

    def results(self) -> list[dict[str, Any]]:
        """The standings as `pitboss simulate --json` prints them."""
        return [{"name": row.name, "place": row.place, "chips": row.chips,
                 "eliminated_at_hand": self.eliminated_at.get(row.name)}
                for row in self.standings()]
