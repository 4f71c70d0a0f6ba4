"""Shoe composition as counts of the ten blackjack ranks.

Index 0 is the ace and index 9 the ten-values (10, J, Q, K together); index i holds the
cards worth i + 1 points with the ace counted as 1. Suits never matter to the odds, so the
advisor works on these counts alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from app.engine.cards import Card, Rank
from app.engine.errors import CardError

Composition = tuple[int, int, int, int, int, int, int, int, int, int]
ACE = 0
TEN = 9
RANK_LETTERS = "A23456789T"


def total_of(hard: int, has_ace: bool) -> int:
    """A hand's best total: `hard` counts aces as one, and one ace counts eleven if it can."""
    return hard + 10 if has_ace and hard <= 11 else hard


def rank_index(card: Card | Rank) -> int:
    """The count index of a card: its points less one (ten-values share index 9)."""
    rank = card.rank if isinstance(card, Card) else card
    return rank.points - 1


# `decks` 0 stands for an infinite deck, where a card's chance never changes (the convention of
# published infinite-deck tables). It is taken as this many decks: a hand removes at most a
# few dozen cards, which moves any chance by under 1e-7 of itself.
INFINITE = 0
INFINITE_AS_DECKS = 10**9


def deck_words(decks: int) -> str:
    """"1 deck", "6 decks" or "an infinite deck"."""
    if decks == INFINITE:
        return "an infinite deck"
    return "1 deck" if decks == 1 else f"{decks} decks"


def full_shoe(decks: int) -> Composition:
    decks = decks or INFINITE_AS_DECKS
    ranks = [4 * decks] * 9 + [16 * decks]
    return (ranks[0], ranks[1], ranks[2], ranks[3], ranks[4],
            ranks[5], ranks[6], ranks[7], ranks[8], ranks[9])


def shoe_without(decks: int, gone: Iterable[Card | Rank]) -> Composition:
    """`decks` full decks less the cards known to have left; refuses more of a rank than exist."""
    counts = list(full_shoe(decks))
    for card in gone:
        index = rank_index(card)
        if counts[index] == 0:
            name = "ten-value" if index == TEN else RANK_LETTERS[index]
            held = 16 * decks if index == TEN else 4 * decks
            verb = "holds" if decks == 1 else "hold"
            raise CardError(f"Too many {name} cards: {deck_words(decks)} {verb} only {held}")
        counts[index] -= 1
    return to_composition(counts)


def to_composition(counts: Sequence[int]) -> Composition:
    if len(counts) != 10 or any(count < 0 for count in counts):
        raise CardError("A composition is ten counts, none negative")
    return (counts[0], counts[1], counts[2], counts[3], counts[4],
            counts[5], counts[6], counts[7], counts[8], counts[9])


def parse_rank(text: str) -> Rank:
    """`A`, `7`, `T`, `10`, `J` or a whole card such as `QS` -> its rank."""
    key = text.strip().upper()
    if key == "10":
        key = "T"
    if len(key) == 1:
        for rank in Rank:
            if rank.value == key:
                return rank
    else:
        try:
            return Card.parse(key).rank
        except CardError:
            pass
    raise CardError(f"{text!r} is not a card: write a rank (A23456789TJQK), e.g. T,6")
