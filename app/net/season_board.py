"""The season's standings as a night shows them (issue 21): on the kiosks that follow the host
and on the host's web page.

The standings change only when a tournament of the night is stored finished, so they are worked
out from the store then (and once when the night opens), never per request: the board keeps the
protocol's message for the displays and directors that follow it (`p.Follow`) and the web
page's JSON already encoded, so a flood of requests costs no SQLite read and no encoding.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import msgspec

from app.league.points import format_points
from app.league.standings import SeasonStandings
from app.net import protocol as p
from app.store import League, StoreError
from app.store.season_table import season_table

log = logging.getLogger("pitboss.host")

def season_rows(standings: SeasonStandings, limit: int | None = None) -> list[p.SeasonRow]:
    """The table's rows as the protocol sends them, the leaders first; at most `limit`."""
    rows = standings.rows if limit is None else standings.rows[:limit]
    return [p.SeasonRow(position=position, member=row.member, points=format_points(row.points),
                        events=row.events, wins=row.wins, best_finish=row.best_finish,
                        average_finish=round(row.average_finish, 2),
                        chips_won_dealing=row.chips_won_dealing)
            for position, row in enumerate(rows, 1)]


def season_message(season: str, tournaments: int, standings: SeasonStandings
                   ) -> p.SeasonTable:
    """The message for displays and directors: the top SEASON_ROWS rows and the count of all
    (a season of 500 members fits a frame: it is cut to its leaders, not refused)."""
    return p.SeasonTable(season=season, tournaments=tournaments, members=len(standings.rows),
                         rows=season_rows(standings, p.SEASON_ROWS))


def season_page(season: str, tournaments: int, standings: SeasonStandings) -> bytes:
    """/season.json: the whole table (HTTP has no frame limit), in the message's shape."""
    return msgspec.json.encode({"season": season, "tournaments": tournaments,
                                "members": len(standings.rows),
                                "rows": season_rows(standings)})


class SeasonBoard:
    """The standings of the season `season` of `league`, worked out by `refresh`."""

    def __init__(self, league: League, season: str) -> None:
        self.league, self.season = league, season
        self.message: p.SeasonTable | None = None  # None until worked out once
        self.page: bytes | None = None  # /season.json's body
        self.listeners: list[Callable[[p.SeasonTable], None]] = []

    def refresh(self) -> p.SeasonTable | None:
        """Work the standings out again from the store and tell the listeners; on a damaged
        season (a StoreError), the last standings stay shown and the reason is logged: a
        screen's table must never stop the night."""
        try:
            standings = season_table(self.league, self.season)
            counted = len(_finished(self.league, self.season))
        except StoreError as error:
            log.warning("the season standings cannot be shown: %s", error)
            return self.message
        self.message = season_message(self.season, counted, standings)
        self.page = season_page(self.season, counted, standings)
        for listener in list(self.listeners):
            listener(self.message)
        return self.message

    def page_json(self) -> bytes | None:
        """/season.json's body; None if the standings could never be worked out."""
        return self.page


def _finished(league: League, season: str) -> list[int]:
    """The season's tournaments that count (stored finished), as `season_table` counts them."""
    store = league.store
    return [tournament for tournament in league.season_tournaments(season)
            if store.tournament(tournament).status == "finished"]
