"""Tournament-level facts for the director's console and the kiosk: rooms and matches of the
10-hand format (T10-1, T10-5) and the levels, tables and champion of a BJX multilevel
tournament (BJX-17). Like the hand events they are frozen and public (`visible_to` None)."""

from __future__ import annotations

from collections.abc import Mapping

from app.engine.events import Event

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
