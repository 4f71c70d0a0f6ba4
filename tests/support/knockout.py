"""An independent reading of a 10-hand knockout's record, written from RULES.md (T10-1 to
T10-5, T10-14) rather than from the engine: who played each knockout round, who waited, the
chips of every match hand by hand, and the places everyone must finish in.

It reads the events in the order they happened: the tournament's own (the draws, the matches'
starts and ends, the eliminations, the end) and, where given, the hands' (`HandEnded`, whose
`net` says what each hand won or lost).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from app.engine.events import Event, HandEnded
from app.engine.tournament.events import (
    KnockoutRoundDrawn,
    MatchEnded,
    MatchStarted,
    PlayerEliminated,
    TournamentEnded,
)


@dataclass
class KnockoutRecord:
    """What `read_knockout` found."""

    places: dict[str, int] = field(default_factory=dict)  # T10-14, worked out here
    told: dict[str, int] = field(default_factory=dict)  # PlayerEliminated's, and the champion
    rounds: int = 0  # knockout rounds drawn
    played: dict[str, set[int]] = field(default_factory=dict)  # player -> rounds with a match
    byes: dict[str, list[int]] = field(default_factory=dict)  # player -> rounds waited
    matches: int = 0  # matches played to a result, replays of drawn ones included
    finalists: tuple[str, ...] = ()


def read_knockout(events: Iterable[Event], field_: list[str], start_stack: int = 1000,
                  *, with_hands: bool = True) -> KnockoutRecord:
    """Check the record as it goes (AssertionError saying what broke) and return it:

    - T10-14: each round draws exactly the players still in; with an odd count one waits, and
      a bye never goes to a player with more byes than another player in the draw (the ruling
      where T10-14 is silent); a drawn match is replayed by the same two in the same round.
    - T10-2, T10-5: every match starts at `start_stack` each; with `with_hands`, each player's
      count at the match's end is that plus the net of every hand they played in it.
    - T10-14's places: the losers of a round finish below everyone still in, by their chips at
      the end of their match (more is better, equal counts share the better place); the last
      one in is first.
    """
    record = KnockoutRecord(played={name: set() for name in field_},
                            byes={name: [] for name in field_})
    alive = set(field_)
    byes = dict.fromkeys(field_, 0)
    losers: list[tuple[str, int]] = []
    in_round: set[str] = set()  # players of the round drawn, still to finish a match in it
    running: dict[str, int] = {}  # player -> chips in the match they play, hand by hand
    ended = False

    def place_losers() -> None:
        nonlocal losers
        out = {name for name, _ in losers}
        assert out <= alive, f"knocked out twice: {sorted(out - alive)}"
        remaining = len(alive) - len(out)
        for name, chips in losers:
            better = sum(1 for _, other in losers if other > chips)
            record.places[name] = remaining + 1 + better
        alive.difference_update(out)
        losers = []

    for event in events:
        assert not ended, f"{type(event).__name__} after the end"
        if isinstance(event, KnockoutRoundDrawn):
            assert not in_round, f"round {event.round} drawn before {sorted(in_round)} played"
            place_losers()
            record.rounds += 1
            assert event.round == record.rounds
            drawn = set(event.players) | ({event.bye} if event.bye else set())
            assert drawn == alive and len(event.players) == len(drawn) - (event.bye is not None)
            assert (event.bye is not None) == (len(alive) % 2 == 1)
            if event.bye is not None:
                fewest = min(byes[name] for name in alive)
                assert byes[event.bye] == fewest, (
                    f"round {event.round}: {event.bye} waits with {byes[event.bye]} byes "
                    f"while another player in has had {fewest}")
                byes[event.bye] += 1
                record.byes[event.bye].append(event.round)
            assert dict(event.byes) == {name: byes[name] for name in alive}
            in_round = set(event.players)
            if len(alive) == 2:
                record.finalists = tuple(sorted(alive))
        elif isinstance(event, MatchStarted):
            assert set(event.players) <= in_round, f"{event.players} not due to play now"
            assert all(chips == start_stack for chips in event.stacks.values())
            for name in event.players:
                record.played[name].add(record.rounds)
                running[name] = event.stacks[name]
        elif isinstance(event, HandEnded) and with_hands:
            for name, net in event.net.items():
                if name in running:
                    running[name] += net
                    assert event.stacks[name] == running[name]
        elif isinstance(event, MatchEnded):
            record.matches += 1
            players = set(event.chips)
            assert players <= in_round
            if with_hands:
                assert dict(event.chips) == {name: running[name] for name in players}, (
                    f"match {sorted(players)}: {dict(event.chips)} is not the hands' count")
            for name in players:
                running.pop(name, None)
            top = max(event.chips.values())
            leaders = [name for name, chips in event.chips.items() if chips == top]
            if len(leaders) > 1:  # T10-5 ruling: a draw, replayed by the same two
                assert event.winner is None
                continue
            assert event.winner == leaders[0]
            in_round -= players
            losers += [(name, chips) for name, chips in event.chips.items()
                       if name != event.winner]
        elif isinstance(event, PlayerEliminated):
            record.told[event.seat] = event.place
        elif isinstance(event, TournamentEnded):
            assert not in_round, f"the end with {sorted(in_round)} still to play"
            place_losers()
            assert len(alive) == 1 and event.winner in alive
            record.places[event.winner] = 1
            record.told[event.winner] = 1
            ended = True
    assert ended, "the knockout never ended"
    assert record.told == record.places, "the places told differ from T10-14's"
    return record
