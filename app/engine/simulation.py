"""Whole tournaments played by bots in simulated time, for `pitboss simulate` and benchmarks.

Tables play side by side: each hand at a table takes `hand_seconds` of tournament time, the
next hand is dealt at the table whose previous one ends first, the level in force is read from
the derived clock (S7-7) and nothing is dealt during a break. Nothing here sleeps or reads the
system time; `on_hand` lets a caller pace and print the run.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from app.engine.clock import Clock
from app.engine.events import Event, PlayerEliminated
from app.engine.policy import Policy, SeatContext, play_hand
from app.engine.rules import Series7Rules
from app.engine.schedule import Schedule
from app.engine.tournament.series7 import FinalTableFormed, PlayerMoved, Series7Tournament

OnHand = Callable[[float, list[Event]], None]


@dataclass(frozen=True, slots=True)
class StandingRow:
    name: str
    place: int
    chips: int
    eliminated_at_hand: int | None  # the tournament's hand number, None for the winner


@dataclass(slots=True)
class SimulationResult:
    variant: str
    players: int
    standings: list[StandingRow]
    hands: int
    table_moves: int
    levels_reached: int
    seconds: float  # tournament time from the start to the end
    final_table_at: float | None = None
    milestones: list[tuple[float, str]] = field(default_factory=list)

    def to_json(self) -> dict[str, object]:
        return {
            "variant": self.variant,
            "players": self.players,
            "standings": [{"name": row.name, "place": row.place, "chips": row.chips,
                           "eliminated_at_hand": row.eliminated_at_hand}
                          for row in self.standings],
            "hands": self.hands,
            "table_moves": self.table_moves,
            "levels_reached": self.levels_reached,
            "seconds": self.seconds,
            "final_table_at": self.final_table_at,
        }


def simulate_series7(
    players: int,
    policy_for: Callable[[str], Policy],
    *,
    seed: int,
    rules: Series7Rules | None = None,
    schedule: Schedule | None = None,
    hand_seconds: float = 60.0,
    on_hand: OnHand | None = None,
    max_hands: int = 1_000_000,
) -> SimulationResult:
    """A Series 7 tournament of `players` bots from registration to one player with every chip."""
    rules = rules or Series7Rules()
    schedule = schedule or Schedule.from_rules(rules)
    tournament = Series7Tournament(rules, name="Simulation", rng=random.Random(seed))
    names = [f"Player {index:02d}" for index in range(1, players + 1)]
    for name in names:
        tournament.register(name)
    clock = Clock(schedule)
    clock.start(0.0)
    tournament.start(0.0)
    ready = dict.fromkeys(tournament.tables, 0.0)  # when each table can deal its next hand
    eliminated_at: dict[str, int] = {}
    moves = 0
    levels = 1
    now = 0.0
    result = SimulationResult("series7", players, [], 0, 0, 1, 0.0)
    while not tournament.over and tournament.hands_played < max_hands:
        playable = tournament.playable_tables()
        if not playable:
            raise RuntimeError("no table can play: the tournament is stuck")  # a bug, not input
        number = min(playable, key=lambda n: (ready.get(n, now), n))
        now = max(now, ready.get(number, now))
        state = clock.state(now)
        if state.on_break:  # nothing is dealt during a break
            now += state.remaining
            state = clock.state(now)
        levels = max(levels, state.level.number)
        round_ = tournament.next_round(number, state.level.bets)

        def context(seat: str, table: int = number) -> SeatContext:
            here = tournament.tables[table]
            return SeatContext(seat, rivals={s.name: s.chips for s in here.seats
                                             if s.name != seat},
                               players_left=len(tournament.players_left()),
                               heads_up=len(tournament.players_left()) == 2)

        play_hand(round_, policy_for, context)
        events = tournament.finish_round(number, round_)
        ready[number] = now + hand_seconds
        for event in events:
            if isinstance(event, PlayerEliminated):
                eliminated_at[event.seat] = tournament.hands_played
            elif isinstance(event, PlayerMoved):
                moves += 1
                ready[event.to_table] = max(ready.get(event.to_table, now), now)
            elif isinstance(event, FinalTableFormed):
                result.final_table_at = now + hand_seconds
                result.milestones.append((now + hand_seconds, "final table"))
        if on_hand is not None:
            on_hand(now + hand_seconds, events)
    result.seconds = now + hand_seconds
    result.hands = tournament.hands_played
    result.table_moves = moves
    result.levels_reached = levels
    chips = {s.name: s.chips for t in tournament.tables.values() for s in t.seats}
    result.standings = sorted(
        (StandingRow(name, tournament.places.get(name, 0), chips.get(name, 0),
                     eliminated_at.get(name)) for name in names),
        key=lambda row: (row.place or players + 1, row.name))
    return result
