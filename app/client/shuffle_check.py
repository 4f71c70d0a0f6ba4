"""A seat's check of every shoe's shuffle (app/engine/shuffle_proof.py): the commitment told
before its first hand, the entropy this seat sent, the cards it saw dealt hand by hand, and the
proof revealed when the shoe is done (its hand; its 10-hand match, T10-2). No Qt; `TableState`
holds one and says a failure in the log.

A shoe is checked only if this seat saw it from its start (the `ShuffleCommitted` that opens
its first deal): one joined later cannot tell which card was which draw, and is not judged.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from app.engine.cards import Card
from app.engine.events import CardDealt, Event, HandStarted
from app.engine.shuffle_proof import ShuffleCommitted, ShuffleRevealed, check_hand
from app.i18n import Context
from app.net import protocol as p

check_words = Context("check_words")

ENTROPY_BYTES = 32
KEPT = 16  # commitments and entropy kept per table: a few hands back is plenty


@dataclass
class ShuffleCheck:
    me: str
    checked: int = 0  # hands whose proof held
    failed: list[int] = field(default_factory=list)  # hands whose proof failed
    told: dict[tuple[int, int], str] = field(default_factory=dict)  # (table, hand): commitment
    sent: dict[tuple[int, int], str] = field(default_factory=dict)  # (table, hand): entropy
    _hand: tuple[int, int] | None = None  # the shoe being followed: table, its first hand
    _cards: list[Card | None] = field(default_factory=list)
    _hands: list[int] = field(default_factory=list)  # the cards of each of its hands
    judged_hands: int = 0  # how many hands the shoe last judged dealt

    def heard(self, commit: p.ShuffleCommit) -> None:
        """The commitment told before a hand, to hold the host to."""
        self.told[(commit.table, commit.hand)] = commit.commitment
        for old in list(self.told)[:-KEPT]:
            del self.told[old]

    def entropy_for(self, commit: p.ShuffleCommit) -> str:
        """This seat's entropy for the hand `commit` announces: the same if asked again."""
        key = (commit.table, commit.hand)
        value = self.sent.setdefault(key, secrets.token_hex(ENTROPY_BYTES))
        for old in list(self.sent)[:-KEPT]:
            del self.sent[old]
        return value

    def see(self, table: int, event: Event) -> list[str] | None:
        """Follow the shoe at `table`; at its proof, what is wrong with it (an empty list: it
        holds), else None."""
        if isinstance(event, ShuffleCommitted):
            self._hand, self._cards, self._hands = (table, event.hand), [], []
            told = self.told.get((table, event.hand))
            if told is not None and told != event.commitment:
                self._hand = None
                self.failed.append(event.hand)
                return [check_words.tr("the hand was dealt from another commitment than "
                                       "the one told")]
        elif isinstance(event, HandStarted) and self._hand is not None:
            self._hands.append(0)
        elif isinstance(event, CardDealt) and self._hand is not None:
            self._cards.append(event.card)
            if not self._hands:
                self._hands.append(0)
            self._hands[-1] += 1
        elif isinstance(event, ShuffleRevealed):
            followed, self._hand = self._hand, None
            if followed != (table, event.hand):
                return None  # joined mid-hand: not judged
            key = (table, event.hand)
            mine = (self.me, self.sent[key]) if key in self.sent else None
            problems = check_hand(event, self._cards, committed=self.told.get(key), mine=mine,
                                  hands=self._hands)
            self.judged_hands = max(1, len(self._hands))
            if problems:
                self.failed.append(event.hand)
            else:
                self.checked += 1
            return problems
        return None

    @property
    def any_failed(self) -> bool:
        return bool(self.failed)
