"""The championship event: seeded from the top of the season's standings, with a field of its
own (S7-1 lets a championship seat more than 64)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from app.engine.errors import RulesError
from app.engine.variants.series7.rules import Series7Rules
from app.i18n import Context, arg
from app.league.standings import SeasonStandings, Standing, standing_order

league_errors = Context("league_errors")


class SeedingError(ValueError):
    """A championship that cannot be seeded, with why in words."""


@dataclass(frozen=True, slots=True)
class ChampionshipSeeding:
    """`seeded`: the members invited, best first. `left_at_cut`: members level with the last
    one seeded on points, wins and best finish, left out only by name (`standing_order`), so
    the director can see who lost the cut that way and enlarge the field if they choose."""

    seeded: tuple[str, ...]
    left_at_cut: tuple[str, ...]


def _level(row: Standing) -> tuple[int, int, int]:
    return standing_order(row)[:3]


def seed_championship(standings: SeasonStandings, field_size: int) -> ChampionshipSeeding:
    """The season's top `field_size` members in standings order. Members level at the cut are
    separated by the table's own order (points, wins, best finish, then name): the same order
    the season table shows, so nobody is surprised. Fewer members than seats seeds them all."""
    if field_size < 2:
        raise SeedingError(arg(league_errors.tr(
            "A championship needs at least two seats, not %1"), field_size))
    rows = standings.rows
    if len(rows) < 2:
        raise SeedingError(arg(league_errors.tr(
            "A championship needs at least two members with a result in the season; this "
            "season has %1"), len(rows)))
    seeded = rows[:field_size]
    left_at_cut: tuple[str, ...] = ()
    if len(rows) > field_size:
        cut = _level(seeded[-1])
        left_at_cut = tuple(row.member for row in rows[field_size:] if _level(row) == cut)
    return ChampionshipSeeding(tuple(row.member for row in seeded), left_at_cut)


def series7_championship_rules(field_size: int,
                               base: Series7Rules | None = None) -> Series7Rules:
    """Series 7 rules for a championship of `field_size` players: the night's rules (or the
    defaults) with `field_max` lifted past 64 as S7-1 allows, up to what a host takes."""
    rules = base if base is not None else Series7Rules()
    try:
        return dataclasses.replace(rules, field_max=field_size)
    except RulesError as error:
        raise SeedingError(arg(league_errors.tr(
            "A Series 7 championship of %1 players cannot be played: %2"),
            field_size, error)) from None
