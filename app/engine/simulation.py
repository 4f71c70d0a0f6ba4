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
from app.engine.rules import BjxRules, Series7Rules, TenHandRules
from app.engine.schedule import Level, Schedule
from app.engine.tournament.bjx_multilevel import MultilevelTournament
from app.engine.tournament.series7 import FinalTableFormed, PlayerMoved, Series7Tournament
from app.engine.tournament.tenhand_rooms import Lobby, Match

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


def simulate_bjx(
    players: int,
    policy_for: Callable[[str], Policy],
    *,
    seed: int,
    rules: BjxRules | None = None,
    hand_seconds: float = 60.0,
    on_hand: OnHand | None = None,
) -> SimulationResult:
    """A BJX multilevel tournament (BJX-17): each level's tables play side by side until one
    table winner each; the minimum rises with the clock of each level's tables (BJX-2)."""
    rules = rules or BjxRules()
    schedule = Schedule.from_rules(rules)
    names = [f"Player {index:02d}" for index in range(1, players + 1)]
    tournament = MultilevelTournament(
        rules, names, random.Random(seed),
        level_for_hand=lambda hand: schedule_level(schedule, (hand - 1) * hand_seconds).bets)
    tournament.start()
    eliminated_at: dict[str, int] = {}
    hands = 0
    levels = 1
    now = 0.0
    level_started = 0.0
    longest = 0.0
    while not tournament.over:
        level = tournament.level
        for table in tournament.open_tables():
            if tournament.over or tournament.level != level:
                break
            events = list(tournament.play_hand(table.number, policy_for))
            hands += 1
            levels = max(levels, schedule_level(schedule, table.hands * hand_seconds).number)
            longest = max(longest, table.hands * hand_seconds)
            for event in events:
                if isinstance(event, PlayerEliminated):
                    eliminated_at[event.seat] = hands
            if on_hand is not None:
                on_hand(level_started + table.hands * hand_seconds, events)
        if tournament.level != level:  # the tournament's levels follow one another
            level_started += longest
            now = level_started
            longest = 0.0
    places = tournament.places()
    result = SimulationResult("bjx", players, [], hands, 0, levels, now + longest)
    stacks = {seat.name: seat.chips for table in tournament.tables
              for seat in table.table.seats}
    result.standings = sorted(
        (StandingRow(name, places[name], stacks.get(name, 0) if places[name] == 1 else 0,
                     eliminated_at.get(name)) for name in names),
        key=lambda row: (row.place, row.name))
    return result


def simulate_tenhand(
    players: int,
    policy_for: Callable[[str], Policy],
    *,
    seed: int,
    rules: TenHandRules | None = None,
    on_hand: OnHand | None = None,
) -> SimulationResult:
    """A 10-hand lobby run as a knockout: everyone joins, full rooms play their matches
    (T10-1 to T10-5), winners join again until one champion is left. Ruling: a drawn match
    is played again by the same players."""
    rules = rules or TenHandRules()
    rng = random.Random(seed)
    names = [f"Player {index:02d}" for index in range(1, players + 1)]
    alive = list(names)
    out: list[tuple[int, str, int, int]] = []  # (round, name, chips, hand) of each loser
    hands = 0
    rounds = 0
    final_chips: dict[str, int] = {}
    while len(alive) > 1:
        rounds += 1
        lobby = Lobby(rules, rng)
        rng.shuffle(alive)
        bye = alive.pop() if len(alive) % 2 else None  # an odd player out waits a round
        for name in alive:
            lobby.join(name)
        winners: list[str] = [] if bye is None else [bye]
        for match in lobby.matches():
            while True:
                result = match.play_out(policy_for)
                hands += sum(match.hands_played(name) for name in match.players)
                if on_hand is not None:
                    on_hand(float(hands), [result])
                if result.winner is not None:
                    break
                match = Match(rules, match.players, rng)  # a drawn match is played again
            winners.append(result.winner)
            for name in match.players:
                final_chips[name] = result.chips[name]
                if name != result.winner:
                    out.append((rounds, name, result.chips[name], hands))
        alive = winners
    champion = alive[0]
    standings = [StandingRow(champion, 1, final_chips.get(champion, rules.start_stack), None)]
    place = 2
    for round_number in range(rounds, 0, -1):  # the later a player went out, the better
        losers = sorted((row for row in out if row[0] == round_number), key=lambda r: -r[2])
        for offset, (_, name, chips, hand) in enumerate(losers):  # more chips, better place
            standings.append(StandingRow(name, place + offset, chips, hand))
        place += len(losers)
    return SimulationResult("tenhand", players, standings, hands, 0, rounds, float(hands))


def schedule_level(schedule: Schedule, seconds: float) -> Level:
    """The level in force `seconds` after a clock of this schedule started, never paused."""
    clock = Clock(schedule)
    clock.start(0.0)
    return clock.state(seconds).level
