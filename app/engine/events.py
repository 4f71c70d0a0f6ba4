"""Frozen facts the engine emits. Views animate them, the host stores and forwards them.

Every event says who may see it (C-11): `visible_to` is None for everyone, or the names that
may see its card. `redacted()` gives what everyone else may see.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

import msgspec

from app.engine.actions import Action
from app.engine.cards import Card

HOUSE = "house"  # the tenhand house dealer, who is nobody's seat


class BetKind(Enum):
    BET = "bet"
    BLIND = "blind"
    RAISE = "raise"
    DOUBLE = "double"
    SPLIT = "split"
    INSURANCE = "insurance"


class Outcome(Enum):
    WIN = "win"
    LOSE = "lose"
    PUSH = "push"
    BUST = "bust"
    NATURAL = "natural"  # a natural paid 3:2
    DEALER_NATURAL = "dealer_natural"  # lost to (or pushed against) a dealer natural
    SURRENDER = "surrender"
    FOLD = "fold"
    DEALER_FOLD = "dealer_fold"
    FORFEIT = "forfeit"  # an absent player's bet (S7-9)
    EVEN_MONEY = "even_money"
    INSURANCE_WON = "insurance_won"
    INSURANCE_LOST = "insurance_lost"
    RETURNED = "returned"  # the dealer ran out; the bet goes back without winnings
    SAT_OUT = "sat_out"
    VOID = "void"


# Events are msgspec structs rather than dataclasses: a hand makes fifty or more, and a frozen
# dataclass costs over a microsecond each to build against a tenth of that. They hold no
# reference cycles (names, cards, numbers, plain mappings), so the cycle collector may ignore
# them (gc=False); each subclass repeats the options so that type checkers see them.
class Event(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    visible_to: frozenset[str] | None = None

    def visible_for(self, viewer: str | None) -> bool:
        return self.visible_to is None or (viewer is not None and viewer in self.visible_to)

    def redacted(self) -> Event:
        """This event as seen by someone not in `visible_to`."""
        return self


class HandStarted(Event, frozen=True, kw_only=True, gc=False):
    dealer: str
    players: tuple[str, ...]
    stacks: Mapping[str, int]


class BetPlaced(Event, frozen=True, kw_only=True, gc=False):
    seat: str
    hand: int
    amount: int
    kind: BetKind


class CardDealt(Event, frozen=True, kw_only=True, gc=False):
    seat: str  # a player's name, or the dealer's
    hand: int
    card: Card | None  # None only in a redacted copy
    face_up: bool

    def redacted(self) -> Event:
        return msgspec.structs.replace(self, card=None, visible_to=None)


class CardTurned(Event, frozen=True, kw_only=True, gc=False):
    """A face-down card turned face up for everyone."""

    seat: str
    hand: int
    index: int
    card: Card


class ActionTaken(Event, frozen=True, kw_only=True, gc=False):
    seat: str
    hand: int
    action: Action
    amount: int | None = None


class HandSplit(Event, frozen=True, kw_only=True, gc=False):
    seat: str
    hand: int
    new_hand: int


class DealerSplitAces(Event, frozen=True, kw_only=True, gc=False):
    """S7-17: the dealer's pair of aces became two hands; `kept` is the one played out."""

    dealer: str
    totals: tuple[int, int]
    kept: int


class BetSettled(Event, frozen=True, kw_only=True, gc=False):
    """Of a hand's bet, `returned` goes back to the seat and `collected` to the dealer;
    `won` is paid to the seat by the dealer (or the house)."""

    seat: str
    hand: int
    outcome: Outcome
    returned: int
    collected: int
    won: int
    dealer: str
    insurance: bool = False


class ShoeReplenished(Event, frozen=True, kw_only=True, gc=False):
    """S7-11 ruling: the cards not on the table were shuffled and dealing goes on."""

    cards: int


class DealerRanOut(Event, frozen=True, kw_only=True, gc=False):
    """S7-21, BJX-14: the dealer has no chips left; bets not yet paid go back."""

    dealer: str


class DealPassed(Event, frozen=True, kw_only=True, gc=False):
    """BJX-13: nobody could or would play against this dealer."""

    dealer: str


class HandVoided(Event, frozen=True, kw_only=True, gc=False):
    """BJX-16: a director voided the hand; every stack is back where it started."""

    stacks: Mapping[str, int]


class HandEnded(Event, frozen=True, kw_only=True, gc=False):
    net: Mapping[str, int]
    stacks: Mapping[str, int]
