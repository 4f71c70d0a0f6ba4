"""A season's standings from the store (issue 21): the finished tournaments assigned to it, their
results (the standings given to `finish`) and the chips each member won dealing in Series 7
(from the hand histories), scored by the season's formula (app/league); and its championship,
seeded from them."""

from __future__ import annotations

from datetime import datetime

from app.engine.variants import parse_variant, variant_of
from app.league.championship import ChampionshipSeeding, SeedingError, seed_championship
from app.league.points import FormulaError, formula_from_dict
from app.league.standings import (
    Finish,
    ResultError,
    SeasonStandings,
    TournamentResult,
    season_standings,
)
from app.store.database import EventStore
from app.store.league import League
from app.store.members import LeagueError


def season_table(league: League, season: str) -> SeasonStandings:
    """The standings of `season`: only members get a row (a guest's finish still takes its
    place). Raises LeagueError in words for a damaged formula or result."""
    record = league.season(season)
    try:
        formula = formula_from_dict(record.formula)
    except FormulaError as error:
        raise LeagueError(f"The season {record.name}'s formula cannot be used: {error}"
                          ) from None
    results = [result for tournament in league.season_tournaments(season)
               if (result := tournament_result(league.store, tournament)) is not None]
    members = [member.name for member in league.members()]
    try:
        return season_standings(results, formula, members=members)
    except (ResultError, FormulaError) as error:
        raise LeagueError(f"The season {record.name} cannot be scored: {error}") from None


def tournament_result(store: EventStore, tournament: int) -> TournamentResult | None:
    """A finished tournament as a season counts it; None while it is running or if it was
    cancelled (it counts nothing)."""
    record = store.tournament(tournament)
    if record.status != "finished":
        return None
    rows = store.results(tournament)
    variant = parse_variant(record.variant)
    dealing = chips_won_dealing(store, tournament) if variant_of(variant).player_dealt else {}
    try:
        finishes = tuple(Finish(str(row["name"]), int(row["place"]),
                                dealing.get(str(row["name"]), 0)) for row in rows)
        played = datetime.fromtimestamp(record.finished_at or record.created_at).date()
        return TournamentResult(tournament, played, variant, len(finishes), finishes)
    except (KeyError, TypeError, ValueError) as error:
        raise LeagueError(f"Tournament {tournament} ({record.name}) has damaged results: "
                          f"{error}") from None


def chips_won_dealing(store: EventStore, tournament: int) -> dict[str, int]:
    """Each player's net over the hands they dealt (S7-13, BJX-1: a player deals and covers
    every bet), from the stored hand histories; a hand not played to its end counts nothing."""
    won: dict[str, int] = {}
    for hand in store.hands(tournament):
        if not hand.complete or not hand.events:
            continue
        dealer = hand.events[0].payload.get("dealer")
        net = hand.events[-1].payload.get("net", {})
        if isinstance(dealer, str) and isinstance(net, dict):
            won[dealer] = won.get(dealer, 0) + int(net.get(dealer, 0))
    return won


def championship_of(league: League, season: str, seats: int) -> ChampionshipSeeding:
    """The season's championship (S7-1): its top `seats` members by the season's table;
    raises LeagueError in words when it cannot be seeded."""
    try:
        return seed_championship(season_table(league, season), seats)
    except SeedingError as error:
        raise LeagueError(f"The championship of {league.season(season).name} cannot be "
                          f"seeded: {error}") from None
