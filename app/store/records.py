"""What the store gives back: its records of tournaments, commands, events and hands, the
commands it is given ready to write, and the one error it raises."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final, Literal

Status = Literal["running", "finished", "cancelled"]
STATUSES: Final[tuple[Status, ...]] = ("running", "finished", "cancelled")


class StoreError(Exception):
    """The store could not do what was asked; the message is meant for a person."""


class StoreFull(StoreError):
    """The disk under the database is full: nothing of the write was kept, and the same write
    may succeed once there is room again (the host holds it and tries again)."""


@dataclass(frozen=True, slots=True)
class TournamentRecord:
    id: int
    name: str
    variant: str
    settings: dict[str, Any]
    created_at: float
    finished_at: float | None
    status: Status


@dataclass(frozen=True, slots=True)
class CommandRecord:
    seq: int
    kind: str
    payload: dict[str, Any]
    draws: list[int] | None
    at: float
    table: int | None


@dataclass(frozen=True, slots=True)
class EventRecord:
    seq: int  # 1, 2, 3... across the whole tournament
    command: int  # the seq of the command that produced it
    table: int | None
    payload: dict[str, Any]
    at: float  # the time of its command


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One hand at one table: from its "HandStarted" event to its "HandEnded" event, inclusive.

    `complete` is False for a hand still being played (or one cut short by a host that crashed
    and dealt a new hand at that table without ending it). `proof`: the hand's shuffle proof
    (its "ShuffleCommitted", stored with the deal just before "HandStarted", and its
    "ShuffleRevealed", just after its end; app/engine/shuffle_proof.py), empty for a hand
    dealt without one. A 10-hand match's shoe deals several hands (T10-2): its commitment is
    with the match's first hand and its proof with the last (none with those between)."""

    table: int | None
    hand: int  # 1, 2, 3... at that table
    events: tuple[EventRecord, ...]
    complete: bool
    proof: tuple[EventRecord, ...] = ()


@dataclass(frozen=True, slots=True)
class PreparedCommand:
    """A command and its events as the rows `EventStore.write` inserts."""

    tournament: int
    kind: str
    payload: str  # JSON
    draws: str | None  # JSON
    at: float
    table: int | None
    events: tuple[tuple[int | None, str | None, str], ...]  # (table, type, payload JSON)


def group_hands(events: Iterator[EventRecord] | Sequence[EventRecord]) -> list[HandRecord]:
    """Hand histories from a tournament's events, in the order the hands started.

    Per table, a hand runs from an event whose type is "HandStarted" to the next "HandEnded";
    every event of that table in between belongs to it, chat included. Events outside any hand
    (seat draws, clock acts, chat between hands) belong to none."""
    open_hands: dict[int | None, tuple[int, list[EventRecord]]] = {}
    counts: dict[int | None, int] = {}
    done: list[tuple[int, HandRecord]] = []  # (seq of its HandStarted, hand) to sort by start
    proofs: dict[tuple[int | None, int], list[EventRecord]] = {}  # (table, hand) -> its proof

    def close(table: int | None, complete: bool) -> None:
        number, hand_events = open_hands.pop(table)
        done.append((hand_events[0].seq, HandRecord(table, number, tuple(hand_events), complete)))

    for event in events:
        kind = event.payload.get("type")
        if kind == "ShuffleCommitted":  # the next hand's, at that table
            proofs.setdefault((event.table, counts.get(event.table, 0) + 1), []).append(event)
            continue
        if kind == "ShuffleRevealed":  # the last hand's, at that table
            proofs.setdefault((event.table, counts.get(event.table, 0)), []).append(event)
        if kind == "HandStarted":
            if event.table in open_hands:
                close(event.table, complete=False)
            counts[event.table] = counts.get(event.table, 0) + 1
            open_hands[event.table] = (counts[event.table], [event])
        elif event.table in open_hands:
            open_hands[event.table][1].append(event)
            if kind == "HandEnded":
                close(event.table, complete=True)
    for table in list(open_hands):
        close(table, complete=False)
    done.sort(key=lambda item: item[0])
    return [replace(hand, proof=tuple(proofs.get((hand.table, hand.hand), ())))
            for _, hand in done]
