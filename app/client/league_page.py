"""What the lobby's League page shows, in words, without Qt (issue 21, "Everywhere a person
looks"): a member's row on the roster, a season's line, the standings and a member's history,
and the points formula a director chose. The wording is `pitboss league`'s (app/cli/league.py),
so the page and the terminal say the same thing; app/ui/league_view.py puts it on screen.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Final

from app.engine.errors import RulesError
from app.engine.rules import parse_variant
from app.league.points import PRESETS, format_points, parse_formula
from app.league.standings import HistoryEntry, Standing
from app.store.database import EventStore
from app.store.league import League
from app.store.members import Member
from app.store.records import TournamentRecord
from app.store.seasons import Season

DEFAULT_PRESET: Final = "square-root"  # what `pitboss league seasons create` uses by default
TYPED: Final = ""  # the formula choice that means "the JSON typed in the box"

MEMBER_HEADINGS: Final = ("Number", "Name", "Status", "Joined", "21+ confirmed on")
STANDING_HEADINGS: Final = ("Place", "Member", "Points", "Events", "Wins", "Best",
                            "Average", "Won dealing")
HISTORY_HEADINGS: Final = ("Tournament", "Played on", "Game", "Field", "Place", "Points")


def status_words(member: Member) -> str:
    """The member's status with the reason, who decided and when, as the CLI lists it:
    "revoked since 2026-12-05, by Dana: cheating"; plain "active" for one never changed."""
    if member.status_reason is None:
        return member.status.value
    return (f"{member.status.value} since {member.status_on}, by {member.status_by}: "
            f"{member.status_reason}")


def member_cells(member: Member) -> tuple[str, ...]:
    """A row of the roster, in MEMBER_HEADINGS' order."""
    return (str(member.number), member.name, status_words(member),
            member.joined_on.isoformat(), member.adult_confirmed_on.isoformat())


def season_words(season: Season, tournaments: int) -> str:
    """A season in the list: "Winter: 2026-12-01 to 2027-02-28, 2 tournaments"."""
    return (f"{season.name}: {season.starts_on} to {season.ends_on}, "
            f"{count(tournaments, 'tournament')}")


def formula_json(formula: Mapping[str, Any]) -> str:
    """A season's formula as the director reads and edits it."""
    return json.dumps(formula, ensure_ascii=False)


def chosen_formula(preset: str, typed: str) -> dict[str, Any]:
    """The formula chosen on the page: a preset's by name, else the JSON typed, checked by
    app/league (which scores the standings by it) so that a season never holds one its
    standings would refuse. A FormulaError says in words what is wrong with the typed one."""
    if preset != TYPED:
        return PRESETS[preset].to_dict()
    parse_formula(typed)  # raises FormulaError in words
    data: dict[str, Any] = json.loads(typed)
    return data


def standing_cells(rows: Sequence[Standing]) -> list[tuple[str, ...]]:
    """The season's table, in STANDING_HEADINGS' order (places from 1, points as people
    write them: app.league.points.format_points)."""
    return [(str(place), row.member, format_points(row.points), str(row.events),
             str(row.wins), str(row.best_finish), f"{row.average_finish:.2f}".rstrip("0")
             .rstrip("."), f"{row.chips_won_dealing:,}")
            for place, row in enumerate(rows, 1)]


def place_words(entry: HistoryEntry) -> str:
    """"3" alone, or "2 (tied, 2 players)" where players shared the place (C-12)."""
    return str(entry.place) if entry.tied == 1 else f"{entry.place} (tied, {entry.tied} players)"


def history_cells(entries: Sequence[HistoryEntry],
                  names: Mapping[int, str]) -> list[tuple[str, ...]]:
    """A member's tournaments in the season, in HISTORY_HEADINGS' order; `names` gives each
    tournament's name by id (a missing one is shown by number alone)."""
    return [(f"{entry.tournament_id}. {names[entry.tournament_id]}"
             if entry.tournament_id in names else str(entry.tournament_id),
             entry.played_on.isoformat(), entry.variant.label, str(entry.field_size),
             place_words(entry), format_points(entry.points))
            for entry in entries]


def assignable(store: EventStore, league: League, season: str) -> list[TournamentRecord]:
    """The finished tournaments not yet counted in `season`, newest first (a running or
    cancelled one counts in no season: app/store/season_table.py)."""
    counted = set(league.season_tournaments(season))
    return [record for record in reversed(store.tournaments())
            if record.status == "finished" and record.id not in counted]


def tournament_words(record: TournamentRecord) -> str:
    """A tournament to assign: "12. Friday night · Series 7 · 2026-12-04"."""
    try:
        game = parse_variant(record.variant).label
    except RulesError:  # a newer Pitboss's game: its own word for it
        game = record.variant
    played = datetime.fromtimestamp(record.finished_at or record.created_at).date()
    return f"{record.id}. {record.name} · {game} · {played}"


def count(number: int, thing: str) -> str:
    return f"{number} {thing}{'' if number == 1 else 's'}"
