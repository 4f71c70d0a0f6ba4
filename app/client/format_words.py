"""The events each format keeps of its own, in words: the draws for seats and for the first
deal (S7-6), a BJX level's start, end and champion, a 10-hand match (T10-1 to T10-5), and a
hand's shuffle proof. The History view's replay steps through them, so each is a sentence a
translator can word (app/client/wording.py's `describe` asks here). No Qt here.
"""

from __future__ import annotations

from app.client.card_words import card_text
from app.engine.events import Event
from app.engine.shuffle_proof import ShuffleCommitted, ShuffleRevealed
from app.engine.tournament.events import (
    ChampionDeclared,
    FirstDealerDrawn,
    HighCardDrawn,
    LevelEnded,
    LevelSeatDrawn,
    LevelStarted,
    MatchEnded,
    MatchStarted,
    PlayerRoundEnded,
    SeatDrawn,
    TableOpened,
    TableWon,
)
from app.i18n import Context, arg

format_words = Context("format_words")


def format_event(event: Event) -> str:
    """`event` in words; "" for an event not of this kind."""
    if isinstance(event, HighCardDrawn):
        return arg(format_words.tr("%1 draws %2 for the deal"), event.seat,
                   card_text(event.card))
    if isinstance(event, FirstDealerDrawn):
        return arg(format_words.tr("%1 deals first at table %2"), event.dealer, event.table)
    if isinstance(event, SeatDrawn):
        return arg(format_words.tr("%1 draws table %2, seat %3"), event.name, event.table,
                   event.seat)
    if isinstance(event, LevelSeatDrawn):
        return arg(format_words.tr("Level %1: %2 draws table %3, seat %4"), event.level,
                   event.seat, event.table, event.slot)
    if isinstance(event, LevelStarted):
        return arg(format_words.tr("Level %1 starts with %n player(s)", None,
                                   len(event.players)), event.level)
    if isinstance(event, LevelEnded):
        return arg(format_words.tr("Level %1 is over; going on: %2"), event.level,
                   ", ".join(event.winners))
    if isinstance(event, TableOpened):
        return arg(format_words.tr("Level %1, table %2 opens: %3 deals first"), event.level,
                   event.table, event.dealer)
    if isinstance(event, TableWon):
        return arg(format_words.tr("Level %1, table %2: %3 wins after %n hand(s)", None,
                                   event.hands), event.level, event.table, event.seat)
    if isinstance(event, ChampionDeclared):
        return arg(format_words.tr("%1 is the champion"), event.seat)
    if isinstance(event, MatchStarted):
        return arg(format_words.tr("Room %1: the match starts, %n hand(s)", None, event.hands),
                   event.room)
    if isinstance(event, MatchEnded):
        if event.winner is None:
            return arg(format_words.tr("Room %1: the match is a draw between %2"), event.room,
                       ", ".join(event.drawn))
        return arg(format_words.tr("Room %1: %2 wins the match"), event.room, event.winner)
    if isinstance(event, PlayerRoundEnded):
        return arg(format_words.tr("%1 ends the round with %L2 chips after %n hand(s)", None,
                                   event.hands_played), event.seat, event.chips)
    if isinstance(event, ShuffleCommitted):
        return arg(format_words.tr("Hand %1: the host commits to its shuffle"), event.hand)
    if isinstance(event, ShuffleRevealed):
        return arg(format_words.tr("Hand %1: the host reveals its shuffle's seed"), event.hand)
    return ""
