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

from app.engine.variants import variant_of
from app.i18n import Context, arg, number, translatable
from app.league.points import PRESETS, parse_formula, points_words
from app.league.standings import HistoryEntry, Standing
from app.store.database import EventStore
from app.store.league import League
from app.store.members import Member, MemberStatus
from app.store.records import TournamentRecord
from app.store.seasons import Season

league_texts = Context("league_texts")

DEFAULT_PRESET: Final = "square-root"  # what `pitboss league seasons create` uses by default
TYPED: Final = ""  # the formula choice that means "the JSON typed in the box"

# The tables' columns, read with `league_texts.tr` where they are shown.
MEMBER_HEADINGS: Final = (translatable("league_texts", "Number"),
                          translatable("league_texts", "Name"),
                          translatable("league_texts", "Status"),
                          translatable("league_texts", "Joined"),
                          translatable("league_texts", "21+ confirmed on"))
STANDING_HEADINGS: Final = (translatable("league_texts", "Place"),
                            translatable("league_texts", "Member"),
                            translatable("league_texts", "Points"),
                            translatable("league_texts", "Events"),
                            translatable("league_texts", "Wins"),
                            translatable("league_texts", "Best"),
                            translatable("league_texts", "Average"),
                            translatable("league_texts", "Won dealing"))
HISTORY_HEADINGS: Final = (translatable("league_texts", "Tournament"),
                           translatable("league_texts", "Played on"),
                           translatable("league_texts", "Game"),
                           translatable("league_texts", "Field"),
                           translatable("league_texts", "Place"),
                           translatable("league_texts", "Points"))
# A member's status in words, read with `league_texts.tr` (the store keeps its English value).
STATUS_WORDS: Final = {
    MemberStatus.ACTIVE: translatable("league_texts", "active"),
    MemberStatus.SUSPENDED: translatable("league_texts", "suspended"),
    MemberStatus.REVOKED: translatable("league_texts", "revoked"),
}


def headings(columns: Sequence[str]) -> list[str]:
    """Columns (MEMBER_HEADINGS...) as their headers say them, in the app's language."""
    return [league_texts.tr(column) for column in columns]


def status_words(member: Member) -> str:
    """The member's status with the reason, who decided and when, as the CLI lists it:
    "revoked since 2026-12-05, by Dana: cheating"; plain "active" for one never changed."""
    known = STATUS_WORDS.get(member.status)
    status = league_texts.tr(known) if known else member.status.value
    if member.status_reason is None:
        return status
    return arg(league_texts.tr("%1 since %2, by %3: %4", "a member's status, its date, who "
                               "decided it and why"),
               status, member.status_on, member.status_by, member.status_reason)


def member_cells(member: Member) -> tuple[str, ...]:
    """A row of the roster, in MEMBER_HEADINGS' order."""
    return (str(member.number), member.name, status_words(member),
            member.joined_on.isoformat(), member.adult_confirmed_on.isoformat())


def season_words(season: Season, tournaments: int) -> str:
    """A season in the list: "Winter: 2026-12-01 to 2027-02-28, 2 tournaments"."""
    return arg(league_texts.tr("%1: %2 to %3, %n tournament(s)", None, tournaments),
               season.name, season.starts_on, season.ends_on)


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
    write them: app.league.points.points_words)."""
    return [(str(place), row.member, points_words(row.points), str(row.events),
             str(row.wins), str(row.best_finish), _average(row.average_finish),
             number(row.chips_won_dealing))
            for place, row in enumerate(rows, 1)]


def _average(value: float) -> str:
    """To two places at most, none where they are zeros: "3.5", "4", "2.33"."""
    places = len(f"{value:.2f}".rstrip("0").rstrip(".").partition(".")[2])
    return number(value, places) if places else str(round(value))


def place_words(entry: HistoryEntry) -> str:
    """"3" alone, or "2 (tied, 2 players)" where players shared the place (C-12)."""
    return str(entry.place) if entry.tied == 1 else \
        arg(league_texts.tr("%1 (tied, %n player(s))", None, entry.tied), entry.place)


def history_cells(entries: Sequence[HistoryEntry],
                  names: Mapping[int, str]) -> list[tuple[str, ...]]:
    """A member's tournaments in the season, in HISTORY_HEADINGS' order; `names` gives each
    tournament's name by id (a missing one is shown by number alone)."""
    return [(arg(league_texts.tr("%1. %2", "a tournament's number and name"),
                 entry.tournament_id, names[entry.tournament_id])
             if entry.tournament_id in names else str(entry.tournament_id),
             entry.played_on.isoformat(), variant_of(entry.variant).label, str(entry.field_size),
             place_words(entry), points_words(entry.points))
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
        game = variant_of(record.variant).label
    except ValueError:  # a newer Pitboss's game: its own word for it
        game = record.variant
    played = datetime.fromtimestamp(record.finished_at or record.created_at).date()
    return arg(league_texts.tr("%1. %2 \u00b7 %3 \u00b7 %4", "a tournament's number, name, "
                               "game and day"), record.id, record.name, game, played)
