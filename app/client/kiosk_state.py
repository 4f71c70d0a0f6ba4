"""What the kiosk shows at an instant, worked out from the host's clock state (no Qt here).

The host sends the clock as a state computed at its own `now` (app/engine/clock.py); the kiosk
notes when it arrived and works out the time left with the engine's own `time_left` and
`format_seconds`, as every display does, so two kiosks on one host show the same second.
Alerts (a new level, one minute left, a break) come from comparing two successive looks.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from app.client.tv import TvBoard
from app.engine.clock import format_seconds, time_left
from app.i18n import Context, arg, number, translatable
from app.league.points import written_points_words
from app.net import protocol as p

kiosk_words = Context("kiosk_words")

# What one kiosk screen shows (`--page`); "final": the TV page of a final (issue 23).
PAGES = ("clock", "standings", "draw", "season", "final")
MOVE_SECONDS = 60.0  # how long a table move stays announced
LEADERS = 5
WARNING_SECONDS = 60.0  # the alert before a level ends


@dataclass(frozen=True)
class Move:
    text: str  # "Bob: table 3 seat 5 → table 1 seat 2"
    at: float  # time.monotonic() when it was announced


@dataclass
class KioskFeed:
    """Everything the kiosk has been told, as it was told: the latest of each."""

    name: str = ""
    clock: p.ClockState | None = None
    clock_received: float = 0.0  # time.monotonic() when `clock` came
    standings: Sequence[p.StandingRow] = ()
    tables: Mapping[int, Sequence[p.SeatRow]] = field(default_factory=dict)
    field_size: int = 0
    moves: list[Move] = field(default_factory=list)
    connected: bool = True
    over: bool = False
    season: p.SeasonTable | None = None  # the night's season standings (issue 21)
    tv: TvBoard = field(default_factory=TvBoard)  # the final's hands, face up (issue 23)

    def announce(self, text: str, at: float) -> None:
        self.moves.append(Move(text, at))
        del self.moves[:-20]  # never more than a screen could hold


@dataclass(frozen=True)
class KioskLook:
    """The kiosk's text at one instant; views only lay it out."""

    title: str
    level: str  # "Level 3", "Break", "Not started"
    bets: str  # "100 / 200", "Minimum 100"
    time_left: str  # "12:34", rounded up: 0:00 only when the time is up
    seconds_left: float
    next_level: str  # "Next: level 4 · 200 / 400"
    next_break: str  # "Break in 42:00", "" with no breaks
    players: str  # "23 of 40 players"
    average: str  # "Average stack 6,957"
    leaders: tuple[tuple[str, int], ...]
    moves: tuple[str, ...]
    level_number: int
    on_break: bool
    paused: bool
    started: bool
    reconnecting: bool
    over: bool


def seconds_left(clock: p.ClockState, elapsed: float) -> float:
    """The seconds left in the level (or the break) `elapsed` real seconds after the host
    built its clock state, as every display works it out: in the host's time base (its `now`
    then, plus what has passed here at `rate` host seconds a second: the host's speed-up)."""
    return time_left(clock, clock.now + elapsed * clock.rate)


def bets_text(level: p.Level) -> str:
    if level.maximum is not None:
        return arg(kiosk_words.tr("%L1 / %L2", "a level's minimum and maximum bets"),
                   level.minimum, level.maximum)
    return arg(kiosk_words.tr("Minimum %L1"), level.minimum)


def look(feed: KioskFeed, now: float) -> KioskLook:
    """What to show at `now` (time.monotonic()), from what the kiosk was told."""
    clock = feed.clock
    left = 0.0
    level_number, on_break, paused, started = 0, False, False, False
    level_text = bets = next_level = next_break = ""
    if clock:
        left = seconds_left(clock, now - feed.clock_received)
        started = clock.started
        paused = started and not clock.running
        on_break = clock.on_break
        level_number = clock.level.number
        level_text = (kiosk_words.tr("Break") if on_break
                      else arg(kiosk_words.tr("Level %1"), level_number)) if started \
            else kiosk_words.tr("Starting soon")
        bets = "" if on_break else bets_text(clock.level)  # the next level's come with it
        upcoming = clock.next_level
        next_level = arg(kiosk_words.tr("Next: level %1 \u00b7 %2"), upcoming.number,
                         bets_text(upcoming))
        to_break = clock.seconds_to_next_break
        if to_break is not None and not on_break:
            # The time to the break runs with the clock, as the time left does.
            passed = clock.remaining - left
            next_break = arg(kiosk_words.tr("Break in %1"),
                             format_seconds(max(0.0, to_break - passed)))
    standings = feed.standings
    if feed.over:
        return _the_end(feed, level_number)
    chips = [row.chips for row in standings if row.place is None]
    left_in = len(chips)
    players = arg(kiosk_words.tr("%1 of %2 players"), left_in, feed.field_size) \
        if feed.field_size else ""
    average = arg(kiosk_words.tr("Average stack %L1"), round(statistics.fmean(chips))) \
        if chips else ""
    leaders = tuple(sorted(((row.name, row.chips) for row in standings if row.place is None),
                           key=lambda pair: -pair[1])[:LEADERS])
    moves = tuple(move.text for move in feed.moves if now - move.at < MOVE_SECONDS)
    return KioskLook(
        title=feed.name or "Pitboss", level=level_text or kiosk_words.tr("Waiting for the host"),
        bets=bets,
        time_left=format_seconds(left) if clock else "--:--", seconds_left=left,
        next_level=next_level, next_break=next_break, players=players, average=average,
        leaders=leaders, moves=moves, level_number=level_number, on_break=on_break,
        paused=paused, started=started, reconnecting=not feed.connected, over=feed.over)


def _the_end(feed: KioskFeed, level_number: int) -> KioskLook:
    """A night over: its winner, its field and the first places, and no clock (issue 38: the
    kiosk showed "0 of 14 players", the last level's "0:00" and no winner). The host gone
    after it is no news."""
    placed = sorted((row for row in feed.standings if row.place is not None),
                    key=lambda row: (row.place or 0, row.name))
    winner = next((row.name for row in placed if row.place == 1), None)
    return KioskLook(
        title=feed.name or "Pitboss",
        level=arg(kiosk_words.tr("%1 wins"), winner) if winner else "", bets="",
        time_left="", seconds_left=0.0, next_level="", next_break="",
        players=arg(kiosk_words.tr("%L1 players"), feed.field_size) if feed.field_size else "",
        average="",
        leaders=tuple((arg(kiosk_words.tr("%1. %2", "a place and its player"), row.place,
                           row.name), row.chips) for row in placed[:LEADERS]),
        moves=(), level_number=level_number, on_break=False, paused=False, started=True,
        reconnecting=False, over=True)


def alerts(before: KioskLook | None, after: KioskLook) -> list[str]:
    """What deserves a sound and a flash between two looks: "level" (a new level), "minute"
    (one minute left in a level), "break" (a break begins)."""
    if before is None or not after.started or not before.started:
        return []
    found = []
    if after.on_break and not before.on_break:
        found.append("break")
    elif after.level_number != before.level_number and not after.on_break:
        found.append("level")
    elif (not after.on_break and not after.paused
          and before.seconds_left > WARNING_SECONDS >= after.seconds_left > 0):
        found.append("minute")
    return found


# The columns of the two list pages, as their headers say; the numbers are right-aligned.
# Translated where they are shown (`kiosk_words.tr`); the view aligns them by LEFT_COLUMNS.
STANDINGS_COLUMNS = (translatable("kiosk_words", "Place"), translatable("kiosk_words", "Player"),
                     translatable("kiosk_words", "Chips"))
DRAW_COLUMNS = (translatable("kiosk_words", "Player"), translatable("kiosk_words", "Table"),
                translatable("kiosk_words", "Seat"))


def standings_rows(feed: KioskFeed) -> list[tuple[str, str, str]]:
    """The standings page (STANDINGS_COLUMNS): place (or rank among those left), name, chips."""
    rows = []
    for rank, row in enumerate(feed.standings, 1):
        place = row.place
        rows.append((place_text(place or rank), row.name, number(row.chips)))
    return rows


def draw_rows(tables: Mapping[int, Sequence[p.SeatRow]]) -> list[tuple[str, str, str]]:
    """The table draw page (DRAW_COLUMNS): each player, by name, and the table and seat where
    they sit, each number in its own column so that a room can read down it."""
    seats = [(seat.name, str(number), str(seat.seat))
             for number, table in tables.items() for seat in table]
    return sorted(seats, key=lambda row: (row[0].casefold(), int(row[1])))


# The season page's columns (the web page, /season, shows every figure of the table).
SEASON_COLUMNS = (translatable("kiosk_words", "Place"), translatable("kiosk_words", "Member"),
                  translatable("kiosk_words", "Points"), translatable("kiosk_words", "Events"),
                  translatable("kiosk_words", "Wins"))
# The list pages' columns of names, aligned to the left (the rest are numbers, to the right):
# columns as the code names them, never as the screen words them.
LEFT_COLUMNS = frozenset({STANDINGS_COLUMNS[1], DRAW_COLUMNS[0], SEASON_COLUMNS[1]})
SEASON_SCREEN_ROWS = 12  # rows a screen shows at once, in one list a room reads down
SEASON_PAGE_SECONDS = 10.0  # a longer table turns a screen of rows this often


@dataclass(frozen=True)
class SeasonLook:
    """The season page at one instant: its title, what part of the table it shows, its rows."""

    title: str  # "Winter · season standings"
    caption: str  # "After 3 tournaments · places 13 to 24 of 500 members"
    rows: tuple[tuple[str, str, str, str, str], ...]  # SEASON_COLUMNS


def season_look(season: p.SeasonTable | None, now: float) -> SeasonLook:
    """The season page at `now` (seconds, any steady clock): a longer table than a screen
    holds turns through the rows the host sent, a screen every SEASON_PAGE_SECONDS; the
    caption says which places are shown, of how many members."""
    if season is None:
        return SeasonLook(kiosk_words.tr("Season standings"),
                          kiosk_words.tr("No season standings from the host tonight"), ())
    title = arg(kiosk_words.tr("%1 \u00b7 season standings"), season.season)
    played = kiosk_words.tr("After %n tournament(s)", None, season.tournaments)
    if not season.rows:
        return SeasonLook(title, arg(kiosk_words.tr("%1 \u00b7 nobody has scored yet"), played),
                          ())
    screens = -(-len(season.rows) // SEASON_SCREEN_ROWS)
    first = int(now // SEASON_PAGE_SECONDS) % screens * SEASON_SCREEN_ROWS
    shown = season.rows[first:first + SEASON_SCREEN_ROWS]
    members = kiosk_words.tr("%n member(s)", None, season.members)
    part = members if len(season.rows) == season.members and screens == 1 else \
        arg(kiosk_words.tr("places %1 to %2 of %3"), shown[0].position, shown[-1].position,
            members)
    rows = tuple((place_text(row.position), row.member, written_points_words(row.points),
                  str(row.events), str(row.wins)) for row in shown)
    return SeasonLook(title, arg(kiosk_words.tr("%1 \u00b7 %2", "tournaments played, then the "
                                                "places shown"), played, part), rows)


def place_text(place: int) -> str:
    """A place or rank in a list: "1.", "12."."""
    return arg(kiosk_words.tr("%1.", "a place in a list"), place)
