"""Checking a stored night's shuffles (`pitboss verify`): every shoe dealt from a committed
seed is derived again from its revealed seed and the players' entropy, and its stored cards
compared with the shoe's, hand by hand (app/engine/shuffle_proof.py).

The store keeps what the clients were told: `ShuffleCommitted` with the deal of a shoe's first
hand, every card as dealt (unredacted: the file is the host's), `ShuffleRevealed` when the shoe
is done (its hand; its 10-hand match, T10-2). A shoe whose commitment is followed by another
at the same table without a proof in between was never revealed: that fails too. A shoe still
dealing at the end of the file is unfinished, not failed; hands dealt without a proof (an
older file, a rehearsal) are counted apart.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from app.core.wire import event_from_dict
from app.engine.cards import Card
from app.engine.events import CardDealt, HandStarted
from app.engine.shuffle_proof import ShuffleCommitted, ShuffleRevealed, check_hand


@dataclass(frozen=True, slots=True)
class HandProof:
    table: int
    hand: int  # the first hand dealt from the shoe
    problems: tuple[str, ...]
    hands: int = 1  # how many hands were dealt from it

    @property
    def ok(self) -> bool:
        return not self.problems


@dataclass
class Audit:
    proofs: list[HandProof] = field(default_factory=list)
    unproved: int = 0  # hands dealt without a committed seed
    unfinished: int = 0  # hands still in play where the file ends

    @property
    def failed(self) -> list[HandProof]:
        return [proof for proof in self.proofs if not proof.ok]


@dataclass
class _Following:
    hand: int
    commitment: str
    cards: list[Card | None] = field(default_factory=list)
    hands: list[int] = field(default_factory=list)  # the cards of each hand


_WATCHED = {"ShuffleCommitted", "ShuffleRevealed", "CardDealt", "HandStarted"}


def audit(events: Iterable[tuple[int | None, dict[str, Any]]]) -> Audit:
    """Check the proofs in `events` (each with its table, in the order stored)."""
    result = Audit()
    following: dict[int, _Following] = {}  # table -> the shoe it deals from, committed
    for table, data in events:
        if table is None or data.get("type") not in _WATCHED:
            continue
        try:
            event = event_from_dict(data)
        except ValueError as error:
            result.proofs.append(HandProof(table, 0, (f"an unreadable stored event: {error}",)))
            continue
        if isinstance(event, ShuffleCommitted):
            open_ = following.pop(table, None)
            if open_ is not None:
                result.proofs.append(HandProof(table, open_.hand, ("its seed was never "
                                                                   "revealed",)))
            following[table] = _Following(event.hand, event.commitment)
        elif isinstance(event, HandStarted):
            if table in following:
                following[table].hands.append(0)
            else:
                result.unproved += 1
        elif isinstance(event, CardDealt):
            if table in following:
                shoe = following[table]
                shoe.cards.append(event.card)
                if not shoe.hands:
                    shoe.hands.append(0)
                shoe.hands[-1] += 1
        elif isinstance(event, ShuffleRevealed):
            open_ = following.pop(table, None)
            if open_ is None or open_.hand != event.hand:
                result.proofs.append(HandProof(table, event.hand, ("a proof without its "
                                                                   "commitment",)))
                continue
            problems = check_hand(event, open_.cards, committed=open_.commitment,
                                  hands=open_.hands)
            result.proofs.append(HandProof(table, event.hand, tuple(problems),
                                           max(1, len(open_.hands))))
    result.unfinished = len(following)
    return result
