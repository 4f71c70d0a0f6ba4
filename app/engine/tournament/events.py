"""Every tournament-level fact, in one module: registration, the seat draw, first dealers, late
entries, moves and broken tables, eliminations, the director's acts and the end (Series 7, S7-1
to S7-24); the rooms and matches of the 10-hand knockout (T10-1 to T10-14); the levels, tables
and champion of a BJX multilevel tournament (BJX-17). The director's console, the kiosk, the
store and the wire read them here. Like the hand events (app/engine/events.py) they are frozen
and public (`visible_to` None).
"""

from __future__ import annotations

from collections.abc import Mapping

from app.engine.cards import Card
from app.engine.events import Event

# ---- every format ---------------------------------------------------------------------------


class PlayerRegistered(Event, frozen=True, kw_only=True, gc=False):
    name: str
    waitlisted: bool  # S7-2: turned away, first in line for the next tournament of the night
    position: int  # in the field, or on the waiting list


class HighCardDrawn(Event, frozen=True, kw_only=True, gc=False):
    """S7-6: a card drawn for the first deal."""

    seat: str
    card: Card


class PlayerEliminated(Event, frozen=True, kw_only=True, gc=False):
    seat: str
    place: int  # finishing place in the whole field (C-12, T10-14)
    table: int | None = None


class DirectorActed(Event, frozen=True, kw_only=True, gc=False):
    """S7-24: every decision of the director is recorded."""

    act: str
    detail: str
    at: float


class TournamentEnded(Event, frozen=True, kw_only=True, gc=False):
    """S7-5: one player holds every chip (or the director cancelled: winner None)."""

    winner: str | None
    reason: str


# ---- Series 7 (S7-1 to S7-24) ---------------------------------------------------------------


class SeatDrawn(Event, frozen=True, kw_only=True, gc=False):
    name: str
    table: int
    seat: int


class FirstDealerDrawn(Event, frozen=True, kw_only=True, gc=False):
    """S7-6: the high-card draw at one table, and who won it."""

    table: int
    draws: tuple[HighCardDrawn, ...]
    dealer: str


class LateEntered(Event, frozen=True, kw_only=True, gc=False):
    """S7-3: the penalty is taken from the starting stack and removed from play."""

    name: str
    table: int
    seat: int
    penalty: int
    chips: int


class PlayerMoved(Event, frozen=True, kw_only=True, gc=False):
    """S7-23, S7-10: announced as "Bob: table 3 seat 5 -> table 1 seat 2"."""

    name: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: str  # "balance", "break" or "director"
    # S7-24 against S7-23: balancing or a broken table moves a player the director placed
    # where they were: the table the director had moved them from (docs/decisions/
    # director-moves-and-balancing.md). None for every other move.
    director_moved_from: int | None = None

    def announcement(self) -> str:
        return (f"{self.name}: table {self.from_table} seat {self.from_seat} \u2192 "
                f"table {self.to_table} seat {self.to_seat}")


class TableBroken(Event, frozen=True, kw_only=True, gc=False):
    table: int


class TableAdded(Event, frozen=True, kw_only=True, gc=False):
    """S7-3: every table was full, so a table is opened for the late entry of `late_entry`,
    under a number never used before in the tournament; S7-23 then balances players into it."""

    table: int
    late_entry: str


class PlacesRevised(Event, frozen=True, kw_only=True, gc=False):
    """C-12 with S7-3: a late entry after eliminations makes the field one larger, so everyone
    already out finishes one place lower; `places` are their places now."""

    places: Mapping[str, int]
    late_entry: str


class FinalTableFormed(Event, frozen=True, kw_only=True, gc=False):
    table: int
    players: tuple[str, ...]


# ---- 10-hand rooms (T10-1 to T10-5) -------------------------------------------------------


class RoomOpened(Event, frozen=True, kw_only=True, gc=False):
    """T10-1: a new room is open for entries."""

    room: int
    size: int


class RoomJoined(Event, frozen=True, kw_only=True, gc=False):
    """A player took `position` (1-based) in an open room."""

    room: int
    seat: str
    position: int


class RoomLeft(Event, frozen=True, kw_only=True, gc=False):
    """A player left a room that had not filled yet."""

    room: int
    seat: str


class RoomClosed(Event, frozen=True, kw_only=True, gc=False):
    """T10-1: the room is full and takes no more entries."""

    room: int
    players: tuple[str, ...]


class MatchStarted(Event, frozen=True, kw_only=True, gc=False):
    """T10-1, T10-2: the room's match began; every player has `stacks` and a shuffled shoe."""

    room: int
    players: tuple[str, ...]
    stacks: Mapping[str, int]
    hands: int
    duplicate_deal: bool


class PlayerRoundEnded(Event, frozen=True, kw_only=True, gc=False):
    """T10-4: a player's round is over, after all its hands or because `chips` fell below the
    minimum bet (`short` True)."""

    room: int
    seat: str
    chips: int
    hands_played: int
    short: bool


class KnockoutRoundDrawn(Event, frozen=True, kw_only=True, gc=False):
    """T10-14: knockout round `round` is drawn: `players` in the order drawn (rooms of two by
    consecutive pairs), and `bye` the odd player out, who waits for the next round (None with
    an even count). The bye goes to one who has had the fewest byes, ties by the draw; `byes`
    is how many each player drawn has had, this round's included."""

    round: int
    players: tuple[str, ...]
    bye: str | None
    byes: Mapping[str, int]


class MatchEnded(Event, frozen=True, kw_only=True, gc=False):
    """T10-5: the higher chip count wins; `winner` is None for a draw, and `drawn` then names
    the players who share the top count."""

    room: int
    winner: str | None
    chips: Mapping[str, int]
    drawn: tuple[str, ...] = ()


# ---- BJX multilevel (BJX-17) ----------------------------------------------------------------


class LevelStarted(Event, frozen=True, kw_only=True, gc=False):
    """A level of the tournament began: `players` in seat-draw order at tables of `table_sizes`
    (by table number), with `stacks` chips each."""

    level: int
    players: tuple[str, ...]
    table_sizes: tuple[int, ...]
    stacks: Mapping[str, int]


class LevelSeatDrawn(Event, frozen=True, kw_only=True, gc=False):
    """The seat draw: `seat` plays at `table` of `level`, in physical seat `slot` (numbered
    clockwise from 1, as `TableSeat.slot`)."""

    seat: str
    level: int
    table: int
    slot: int


class TableOpened(Event, frozen=True, kw_only=True, gc=False):
    """A table of a level is ready: its seats clockwise and the first dealer (BJX-1, S7-6)."""

    level: int
    table: int
    seats: tuple[str, ...]
    dealer: str


class TableWon(Event, frozen=True, kw_only=True, gc=False):
    """A table has its winner after `hands` hands. `by_ruling`: the hands cap was reached and the
    director's call sent the chip leader up (see `bjx_multilevel`); `chips` are the table's
    stacks when it ended."""

    level: int
    table: int
    seat: str
    hands: int
    chips: Mapping[str, int]
    by_ruling: bool = False


class LevelEnded(Event, frozen=True, kw_only=True, gc=False):
    """Every table of the level has a winner; `winners` by table number move up."""

    level: int
    winners: tuple[str, ...]


class ChampionDeclared(Event, frozen=True, kw_only=True, gc=False):
    """One player is left: the tournament's winner, first place."""

    seat: str
    level: int
