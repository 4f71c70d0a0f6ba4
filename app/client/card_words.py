"""A card in words, as people write it: 10\u2663, A\u2660. One place for every text that names a
card (a hand's events, the TV, the drills, the coach's report). No Qt here."""

from __future__ import annotations

from app.engine.cards import Card
from app.i18n import Context

wording = Context("wording")

SUITS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def card_text(card: Card | None) -> str:
    """A card as people write it: 10\u2663, A\u2660; a face-down one is "a card"."""
    if card is None:
        return wording.tr("a card")
    text = str(card)
    return ("10" if text[0] == "T" else text[0]) + SUITS.get(text[1], text[1])
