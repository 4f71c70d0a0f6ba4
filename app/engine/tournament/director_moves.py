"""The director's moves that wait for the end of a hand (S7-24): a move asked for a player in
the hand in play, or for the player who deals the next hand, is queued ("move_queued") and
carried out once that hand is over, or dropped with its reason ("move_dropped") if it can no
longer be made. Every step is a recorded act of the director.

The tournament (app/engine/variants/series7/tournament.py) says where everyone sits, why a player
cannot leave their table yet, and makes the move; this module only keeps the queue.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import NamedTuple, Protocol

from app.engine.events import Event
from app.engine.table import Table
from app.engine.tournament.events import DirectorActed, PlayerMoved


class QueuedMove(NamedTuple):
    """A director's move waiting for the end of a hand: to `target`, asked at `at`, until
    `waits_for` (see `Seating.move_waits_for`)."""

    target: int
    at: float
    waits_for: str


class Seating(Protocol):
    """What the queue needs of the tournament."""

    tables: dict[int, Table]

    @property
    def table_of(self) -> Mapping[str, int]: ...

    def move_waits_for(self, player: str) -> str:
        """Why `player` cannot leave their table now ("once ..."); '' if they can."""
        ...

    def director_move(self, player: str, target: int) -> PlayerMoved:
        """Move `player` to `target` now, as the director's move."""
        ...


class MoveQueue:
    """The director's queued moves, by player, in the order asked (a player has at most one:
    a later move replaces an earlier one)."""

    def __init__(self) -> None:
        self._moves: dict[str, QueuedMove] = {}

    def __bool__(self) -> bool:
        return bool(self._moves)

    def __len__(self) -> int:
        return len(self._moves)

    def __contains__(self, player: object) -> bool:
        return player in self._moves

    def __iter__(self) -> Iterator[str]:
        return iter(self._moves)

    def get(self, player: str) -> QueuedMove | None:
        return self._moves.get(player)

    def queue(self, player: str, target: int, at: float, waits_for: str) -> DirectorActed:
        """Queue (or replace) `player`'s move to `target`; the act to record."""
        self._moves[player] = QueuedMove(target, at, waits_for)
        return _queued(player, self._moves[player])

    def cancel(self, player: str) -> None:
        """Forget `player`'s queued move (a later move made at once replaces it)."""
        self._moves.pop(player, None)

    def carry_out(self, seating: Seating) -> list[Event]:
        """After a hand: the queued moves that can be made now, and those that no longer can
        be, dropped with their reason (S7-24: every act is recorded). A player the deal has
        just passed to waits again, for the hand they deal, and the record says so."""
        events: list[Event] = []
        for player, (target, at, waited_for) in list(self._moves.items()):
            source = seating.table_of.get(player)
            if source is None:
                dropped = f"{player} is out of the tournament"
            elif target not in seating.tables:
                dropped = f"table {target} was broken up"
            elif source == target:
                dropped = f"{player} is already at table {target}"
            elif waits_for := seating.move_waits_for(player):
                if waits_for != waited_for:
                    events.append(self.queue(player, target, at, waits_for))
                continue
            elif not seating.tables[target].free_slots():
                dropped = f"table {target} is full"
            else:
                dropped = ""
            del self._moves[player]
            if dropped:
                events.append(DirectorActed(act="move_dropped",
                                            detail=f"{player} to table {target}: {dropped}",
                                            at=at))
                continue
            moved = seating.director_move(player, target)
            events += [DirectorActed(act="move", detail=moved.announcement(), at=at), moved]
        return events


def _queued(player: str, move: QueuedMove) -> DirectorActed:
    return DirectorActed(act="move_queued",
                         detail=f"{player} to table {move.target} {move.waits_for}", at=move.at)


__all__ = ["MoveQueue", "QueuedMove", "Seating"]
