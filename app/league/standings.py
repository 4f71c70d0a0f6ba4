"""Season standings from tournament results under a points formula, for every variant.

One pass over the season's finishes builds every member's totals and history; a tournament's
ties are counted once, before its finishes are scored, so each finish is a lookup of its shared
points (C-12). Rows are ordered by points, then wins, then best finish, then name: see
`standing_order`.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import NamedTuple

from app.engine.rules import Variant
from app.i18n import Context, arg
from app.league.points import Formula, Hundredths

league_errors = Context("league_errors")


class ResultError(ValueError):
    """A tournament result that cannot count towards a season, with what is wrong in words."""


@dataclass(frozen=True, slots=True)
class Finish:
    """Where one player finished. `place` 1 is the winner; players tied share the better place
    (C-12), so two tied for 2nd both have place 2 and the next player has place 4.
    `chips_won_dealing`: the net chips the player won as dealer (Series 7's player-dealer,
    S7-13); it may be negative, and is 0 where nobody deals."""

    member: str
    place: int
    chips_won_dealing: int = 0


@dataclass(frozen=True, slots=True)
class TournamentResult:
    """A finished tournament. `field_size` counts every entrant; `finishes` may leave out
    entrants who are not members, but then ties with them are not seen, so list everyone."""

    tournament_id: int
    played_on: date
    variant: str
    field_size: int
    finishes: tuple[Finish, ...]
    # Place -> how many share it, counted once when the result is made.
    tied_at: dict[int, int] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        tournament = self.tournament_id
        object.__setattr__(self, "finishes", tuple(self.finishes))
        try:
            object.__setattr__(self, "variant", Variant(self.variant))
        except ValueError:
            # (The variants as the results keep them: "series7, tenhand, bjx".)
            known = ", ".join(variant.value for variant in Variant)
            raise ResultError(arg(league_errors.tr(
                "Tournament %1 has the variant %2; the variants are %3"),
                tournament, repr(self.variant), known)) from None
        if self.field_size < 1:
            raise ResultError(arg(league_errors.tr(
                "Tournament %1 has a field of %2; a field has at least one player"),
                tournament, self.field_size))
        if len(self.finishes) > self.field_size:
            raise ResultError(arg(league_errors.tr(
                "Tournament %1 lists %2 finishes for a field of %3"),
                tournament, len(self.finishes), self.field_size))
        seen: set[str] = set()
        for finish in self.finishes:
            if not isinstance(finish.member, str) or not finish.member.strip():
                raise ResultError(arg(league_errors.tr(
                    "Tournament %1 has a finish with no member's name"), tournament))
            if finish.member in seen:
                raise ResultError(arg(league_errors.tr("Tournament %1 lists %2 twice"),
                                      tournament, finish.member))
            seen.add(finish.member)
            if not 1 <= finish.place <= self.field_size:
                raise ResultError(arg(league_errors.tr(
                    "Tournament %1: %2's place %3 is not between 1 and the field's %4"),
                    tournament, finish.member, finish.place, self.field_size))
        tied_at = Counter(finish.place for finish in self.finishes)
        places = sorted(tied_at)
        for place, following in itertools.pairwise(places):
            if following < place + tied_at[place]:
                raise ResultError(arg(league_errors.tr(
                    "Tournament %1: %2 players share place %3, so they take places %3 to %4 "
                    "(C-12) and the next place is %5 or later, not %6"),
                    tournament, tied_at[place], place, place + tied_at[place] - 1,
                    place + tied_at[place], following))
        if places and places[-1] + tied_at[places[-1]] - 1 > self.field_size:
            raise ResultError(arg(league_errors.tr(
                "Tournament %1: %2 players share place %3, past the field's %4 places"),
                tournament, tied_at[places[-1]], places[-1], self.field_size))
        object.__setattr__(self, "tied_at", dict(tied_at))


class HistoryEntry(NamedTuple):
    """One tournament a member played, with what it earned. A named tuple, not a frozen
    dataclass: a season makes one per finish, and a frozen dataclass takes six times as long
    to build (the one pass's largest cost, docs/decisions/league-points.md)."""

    tournament_id: int
    played_on: date
    variant: str
    field_size: int
    place: int
    tied: int  # players who shared the place, this member included (1: nobody else)
    points: Hundredths
    chips_won_dealing: int


@dataclass(frozen=True, slots=True)
class Standing:
    """A member's season. `best_finish` is the lowest place; `average_finish` the mean place."""

    member: str
    points: Hundredths
    events: int
    wins: int
    best_finish: int
    average_finish: float
    chips_won_dealing: int


def standing_order(row: Standing) -> tuple[int, int, int, str, str]:
    """The sort key of the table: more points first, then more wins, then the better best
    finish, then the name (case-insensitive, then exact, so the order never depends on the
    input's). The same order decides ties at a championship's cut."""
    return (-row.points, -row.wins, row.best_finish, row.member.casefold(), row.member)


@dataclass(frozen=True)
class SeasonStandings:
    rows: tuple[Standing, ...]
    _histories: dict[str, tuple[HistoryEntry, ...]] = field(repr=False, compare=False)
    _index: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index",
                           {row.member: index for index, row in enumerate(self.rows)})

    def standing(self, member: str) -> Standing | None:
        index = self._index.get(member)
        return None if index is None else self.rows[index]

    def position(self, member: str) -> int | None:
        """1 for the leader; None for someone with no row."""
        index = self._index.get(member)
        return None if index is None else index + 1

    def history(self, member: str) -> tuple[HistoryEntry, ...]:
        """The member's tournaments, in the order they were played (date, then id)."""
        return self._histories.get(member, ())


class _Totals:
    """A member's running totals during the one pass."""

    __slots__ = ("best", "chips", "history", "places", "points", "wins")

    def __init__(self) -> None:
        self.points = 0
        self.wins = 0
        self.best = 0
        self.places = 0
        self.chips = 0
        self.history: list[HistoryEntry] = []


def season_standings(results: Iterable[TournamentResult], formula: Formula,
                     members: Collection[str] | None = None) -> SeasonStandings:
    """The standings of a season's `results` under `formula`. With `members`, only they get a
    row (a guest's finish still takes its place and shares ties); a member who played nothing
    gets no row."""
    ordered: Sequence[TournamentResult] = sorted(
        results, key=lambda result: (result.played_on, result.tournament_id))
    ids = [result.tournament_id for result in ordered]
    if len(set(ids)) != len(ids):
        repeated = next(i for i, count in Counter(ids).items() if count > 1)
        raise ResultError(arg(league_errors.tr("Tournament %1 is in the season twice"),
                              repeated))
    wanted = None if members is None else frozenset(members)
    totals: dict[str, _Totals] = {}
    for result in ordered:
        tied_at = result.tied_at
        for finish in result.finishes:
            if wanted is not None and finish.member not in wanted:
                continue
            tied = tied_at[finish.place]
            points = formula.points(result.field_size, finish.place, tied)
            member = totals.get(finish.member)
            if member is None:
                member = totals[finish.member] = _Totals()
            member.points += points
            member.places += finish.place
            member.chips += finish.chips_won_dealing
            if finish.place == 1:
                member.wins += 1
            if member.best == 0 or finish.place < member.best:
                member.best = finish.place
            member.history.append(HistoryEntry(
                result.tournament_id, result.played_on, result.variant, result.field_size,
                finish.place, tied, points, finish.chips_won_dealing))
    rows = sorted((Standing(name, Hundredths(member.points), len(member.history), member.wins,
                            member.best, member.places / len(member.history), member.chips)
                   for name, member in totals.items()), key=standing_order)
    return SeasonStandings(tuple(rows), {name: tuple(member.history)
                                         for name, member in totals.items()})
