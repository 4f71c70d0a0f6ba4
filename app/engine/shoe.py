"""Shoes: a secure shuffled shoe for play (C-8) and a stacked one for tests and replays."""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable, Sequence
from typing import Protocol

from app.engine.cards import DECK, Card
from app.engine.errors import ShoeExhausted

_SECURE = secrets.SystemRandom()


class Shoe(Protocol):
    def draw(self) -> Card:
        """The top card; raises ShoeExhausted when there is none."""
        ...

    def replenish(self, on_table: Iterable[Card]) -> None:
        """Make more cards available mid-hand (S7-11 ruling), or raise ShoeExhausted."""
        ...

    @property
    def remaining(self) -> int: ...


class SecureShoe:
    """`decks` full decks shuffled with the operating system's CSPRNG (C-8).

    Simulations and tests may inject a seeded `rng` to repeat a run; play never does.
    """

    def __init__(self, decks: int = 1, rng: random.Random | None = None) -> None:
        if decks < 1:
            raise ValueError("A shoe holds at least one deck")
        self.decks = decks
        self._rng = rng or _SECURE
        self._cards: list[Card] = []
        self.shuffle()

    def shuffle(self) -> None:
        self._cards = list(DECK) * self.decks
        self._rng.shuffle(self._cards)

    def copy(self) -> SecureShoe:
        """A shoe holding the same cards in the same order (T10-2 `duplicate_deal`)."""
        twin = SecureShoe.__new__(SecureShoe)
        twin.decks, twin._rng, twin._cards = self.decks, self._rng, list(self._cards)
        return twin

    def draw(self) -> Card:
        if not self._cards:
            raise ShoeExhausted("The shoe is empty")
        return self._cards.pop()

    def replenish(self, on_table: Iterable[Card]) -> None:
        # Every card of the shoe that is not on the table goes back in, shuffled (S7-11 ruling).
        counts: dict[Card, int] = {card: self.decks for card in DECK}
        for card in on_table:
            counts[card] -= 1
        self._cards = [card for card, count in counts.items() for _ in range(count)]
        self._rng.shuffle(self._cards)
        if not self._cards:
            raise ShoeExhausted("Every card of the shoe is on the table")

    @property
    def remaining(self) -> int:
        return len(self._cards)


class StackedShoe:
    """Cards dealt in the given order from the top; running out is an error, never a reshuffle."""

    def __init__(self, cards: Sequence[Card]) -> None:
        self._cards = list(reversed(cards))

    def draw(self) -> Card:
        if not self._cards:
            raise ShoeExhausted("The deck ran out of cards")
        return self._cards.pop()

    def replenish(self, on_table: Iterable[Card]) -> None:
        raise ShoeExhausted("The deck ran out of cards")

    @property
    def remaining(self) -> int:
        return len(self._cards)
