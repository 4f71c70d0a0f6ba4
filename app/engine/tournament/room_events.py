"""Tournament-level facts for the director's console and the kiosk: rooms and matches of the
10-hand format (T10-1, T10-5) and the levels, tables and champion of a BJX multilevel
tournament (BJX-17). Like the hand events they are frozen and public (`visible_to` None)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from app.engine.events import Event

# ---- 10-hand rooms (T10-1 to T10-5) -------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class RoomOpened(Event):
    """T10-1: a new room is open for entries."""

    room: int
    size: int


@dataclass(frozen=True, slots=True, kw_only=True)
class RoomJoined(Event):
    """A player took `position` (1-based) in an open room."""

    room: int
    seat: str
    position: int


@dataclass(frozen=True, slots=True, kw_only=True)
class RoomLeft(Event):
    """A player left a room that had not filled yet."""

    room: int
    seat: str


@dataclass(frozen=True, slots=True, kw_only=True)
class RoomClosed(Event):
    """T10-1: the room is full and takes no more entries."""

    room: int
    players: tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class MatchStarted(Event):
    """T10-1, T10-2: the room's match began; every player has `stacks` and a shuffled shoe."""

    room: int
    players: tuple[str, ...]
    stacks: Mapping[str, int]
    hands: int
    duplicate_deal: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerRoundEnded(Event):
    """T10-4: a player's round is over, after all its hands or because `chips` fell below the
    minimum bet (`short` True)."""

    room: int
    seat: str
    chips: int
    hands_played: int
    short: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class MatchEnded(Event):
    """T10-5: the higher chip count wins; `winner` is None for a draw, and `drawn` then names
    the players who share the top count."""

    room: int
    winner: str | None
    chips: Mapping[str, int]
    drawn: tuple[str, ...] = ()


# ---- BJX multilevel (BJX-17) ----------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class LevelStarted(Event):
    """A level of the tournament began: `players` in seat-draw order at tables of `table_sizes`
    (by table number), with `stacks` chips each."""

    level: int
    players: tuple[str, ...]
    table_sizes: tuple[int, ...]
    stacks: Mapping[str, int]


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatDrawn(Event):
    """The seat draw: `seat` plays at `table` of `level`, in physical seat `slot` (numbered
    clockwise from 1, as `TableSeat.slot`)."""

    seat: str
    level: int
    table: int
    slot: int


@dataclass(frozen=True, slots=True, kw_only=True)
class TableOpened(Event):
    """A table of a level is ready: its seats clockwise and the first dealer (BJX-1, S7-6)."""

    level: int
    table: int
    seats: tuple[str, ...]
    dealer: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TableWon(Event):
    """A table has its winner after `hands` hands. `by_ruling`: the hands cap was reached and the
    director's call sent the chip leader up (see `bjx_multilevel`); `chips` are the table's
    stacks when it ended."""

    level: int
    table: int
    seat: str
    hands: int
    chips: Mapping[str, int]
    by_ruling: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class LevelEnded(Event):
    """Every table of the level has a winner; `winners` by table number move up."""

    level: int
    winners: tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class ChampionDeclared(Event):
    """One player is left: the tournament's winner, first place."""

    seat: str
    level: int
