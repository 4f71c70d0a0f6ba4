"""Whole tournaments played by bots in simulated time, for `pitboss simulate` and benchmarks.

Every format is driven through the one tournament interface (app/engine/tournament/base.py),
as the host drives it: the tables play side by side, each hand at a table takes `hand_seconds`
of tournament time, the next hand is dealt at the table whose previous one ends first, the bets
in force come from the derived clock (S7-7, BJX-2; the 10-hand game has its fixed minimum,
T10-2) and nothing is dealt during a break. A bot is asked for a bet only where it has a
choice, as the host's bet window asks (a bet the rules force is the seat's without asking), so
the same bots draw the same from their generators under either driver. Nothing here sleeps or
reads the system time; `on_hand` lets a caller pace and print the run.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from app.engine.clock import Clock
from app.engine.events import Event
from app.engine.policy import Policy, SeatContext
from app.engine.round_base import Round
from app.engine.rules import BetLevel
from app.engine.schedule import Schedule
from app.engine.tournament.base import StandingRow, Tournament
from app.engine.tournament.events import FinalTableFormed, PlayerMoved
from app.engine.tournament.formats import tournament_for
from app.engine.variants import variant_of
from app.engine.variants.rule_sets import Rules
from app.engine.variants.tenhand.knockout import TenHandKnockout

OnHand = Callable[[float, list[Event]], None]


@dataclass(slots=True)
class SimulationResult:
    variant: str
    players: int
    standings: list[StandingRow]
    hands: int
    table_moves: int
    # Series 7 and BJX: the highest bet level dealt; the 10-hand knockout: its rounds.
    levels_reached: int
    seconds: float  # tournament time from the start to the end
    final_table_at: float | None = None
    milestones: list[tuple[float, str]] = field(default_factory=list)

    def to_json(self) -> dict[str, object]:
        return {
            "variant": str(self.variant),
            "players": self.players,
            "standings": [row.result() for row in self.standings],
            "hands": self.hands,
            "table_moves": self.table_moves,
            "levels_reached": self.levels_reached,
            "seconds": self.seconds,
            "final_table_at": self.final_table_at,
        }


def player_names(count: int) -> list[str]:
    """The bots' names, in the order they register."""
    return [f"Player {index:02d}" for index in range(1, count + 1)]


def simulate(
    rules: Rules,
    players: int,
    policy_for: Callable[[str], Policy],
    *,
    seed: int,
    schedule: Schedule | None = None,
    hand_seconds: float = 60.0,
    on_hand: OnHand | None = None,
    max_hands: int = 1_000_000,
) -> SimulationResult:
    """A tournament of `players` bots, from registration to its winner, in the format the
    rules play (app/engine/tournament/formats.py)."""
    tournament = tournament_for(rules, name="Simulation", rng=random.Random(seed))
    clock = None if variant_of(rules.variant).levels is None else Clock(
        schedule or Schedule.from_rules(rules))
    return run(tournament, player_names(players), policy_for, clock=clock,
               hand_seconds=hand_seconds, on_hand=on_hand, max_hands=max_hands)


def run(
    tournament: Tournament,
    names: list[str],
    policy_for: Callable[[str], Policy],
    *,
    clock: Clock | None,
    hand_seconds: float = 60.0,
    on_hand: OnHand | None = None,
    max_hands: int = 1_000_000,
) -> SimulationResult:
    """Register `names`, start, and deal table by table until the tournament is over."""
    for name in names:
        tournament.register(name)
    if clock is not None:
        clock.start(0.0)
    tournament.start(0.0)
    ready: dict[int, float] = {}  # when each table can deal its next hand
    result = SimulationResult(tournament.variant, len(names), [], 0, 0, 1, 0.0)
    now = 0.0
    while not tournament.over and tournament.hands_played < max_hands:
        playable = tournament.playable_tables()
        if not playable:
            raise RuntimeError("no table can play: the tournament is stuck")  # a bug, not input
        number = min(playable, key=lambda n: (ready.get(n, now), n))
        now = max(now, ready.get(number, now))
        if clock is None:  # the 10-hand game's fixed minimum (T10-2)
            level = BetLevel(tournament.rules.min_bet)
        else:
            state = clock.state(now)
            if state.on_break:  # nothing is dealt during a break
                now += state.remaining
                state = clock.state(now)
            result.levels_reached = max(result.levels_reached, state.level.number)
            level = state.level.bets
        round_ = tournament.next_round(number, level)
        _play_hand(tournament, number, level, round_, policy_for, _contexts(tournament))
        events = tournament.finish_round(number, round_)
        ready[number] = now + hand_seconds
        for event in events:
            if isinstance(event, PlayerMoved):
                result.table_moves += 1
                ready[event.to_table] = max(ready.get(event.to_table, now), now)
            elif isinstance(event, FinalTableFormed):
                result.final_table_at = now + hand_seconds
                result.milestones.append((now + hand_seconds, "final table"))
        if on_hand is not None:
            on_hand(now + hand_seconds, events)
    if isinstance(tournament, TenHandKnockout):
        result.levels_reached = tournament.knockout
    result.seconds = now + hand_seconds
    result.hands = tournament.hands_played
    result.standings = sorted(tournament.standings(),
                              key=lambda row: (row.place or len(names) + 1, row.name))
    return result


def _play_hand(tournament: Tournament, number: int, level: BetLevel, round_: Round,
               policy_for: Callable[[str], Policy],
               context: Callable[[str], SeatContext]) -> None:
    """Play the hand as the host does: only a seat with a choice of bets is asked for one
    (app/net/scheduler.py's bet window); the round gives any other its only bet (C-14)."""
    bets = {seat.name: policy_for(seat.name).bet(round_, seat.name, context(seat.name))
            for seat in round_.players
            if tournament.bet_range(number, seat.name, level).offers_choice}
    round_.start(bets)
    while (decision := round_.decision()) is not None:
        action, amount = policy_for(decision.seat).act(round_, decision, context(decision.seat))
        round_.act(decision.seat, action, amount)


def _contexts(tournament: Tournament) -> Callable[[str], SeatContext]:
    """Each seat's context, worked out once a hand: nothing it reads changes mid-hand."""
    known: dict[str, SeatContext] = {}

    def context(seat: str) -> SeatContext:
        found = known.get(seat)
        if found is None:
            found = known[seat] = tournament.context(seat)
        return found

    return context
