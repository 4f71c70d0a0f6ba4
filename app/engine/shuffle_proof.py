"""A shuffle anyone can check: a shoe derived from the host's committed seed and the seated
players' entropy, by a documented, versioned derivation (docs/decisions/checkable-shuffle.md).

A shoe's lifetime is the hands dealt from it: one hand in Series 7 and BJX (S7-11, BJX-1), a
player's whole round of a 10-hand match (T10-2: shuffled once, at the start of the round).
Before the lifetime's first hand the host draws a secret seed from the operating system's
CSPRNG (C-8) and tells the table its commitment, `commitment(seed)`. Each seated player may
answer with entropy of its own. The hands are dealt from `ProvableShoe(ShuffleSeed(seed,
entropy), decks)`; when the lifetime is over (the hand; the match) the host reveals the seed
(`ShuffleRevealed`), and anyone can derive the shoe again with `derive_cards` and compare it
with the cards dealt, hand by hand (`check_hand`).

Derivation, version 1 ("pitboss-shuffle/1"):
- key = SHA-256("pitboss-shuffle/1" 0x00 ‖ seed ‖ for each contribution, sorted by name:
  u16 length ‖ name (UTF-8) ‖ u16 length ‖ entropy). A seated player who sent nothing in time
  contributes zero bytes, and is listed all the same.
- the stream of pass p (0 for the fresh shoe, 1, 2... for each reshuffle mid-hand, S7-11
  ruling, counted over the shoe's whole lifetime) is HMAC-SHA256(key, u32 p ‖ u64 block) for
  block 0, 1, 2..., read as big-endian unsigned 32-bit numbers.
- a pass shuffles its pack (its cards in `DECK` order, `decks` times; a reshuffle: less the
  cards drawn in the hand in play) by Fisher-Yates from the last place down: the place
  j for i is a number u of the stream taken only while u < 2^32 - 2^32 mod (i + 1) (rejection
  sampling: no modulo bias), j = u mod (i + 1). Cards are dealt from the first place on.
- commitment = SHA-256("pitboss-commit/1" 0x00 ‖ seed), in hex.

Every card a hand draws stays on the table until it ends, and a hand over takes its cards off
the table, so "the cards not on the table" of a reshuffle are the shoe's cards not drawn in the
hand in play (those of earlier hands of the lifetime are discarded, and go back in): the
derivation needs nothing but the seed, the contributions, the number of decks and how many
cards each hand of the lifetime drew.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import struct
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from app.engine.cards import DECK, Card
from app.engine.errors import ShoeExhausted
from app.engine.events import Event
from app.engine.shoe import SecureShoe, Shoe

VERSION = 1
DERIVATION = b"pitboss-shuffle/1\x00"
COMMITMENT = b"pitboss-commit/1\x00"
SEED_BYTES = 32
MAX_ENTROPY_BYTES = 64  # a client's contribution: more adds nothing but bytes to store


def commitment(seed: bytes) -> str:
    """What the host tells before the hand: it binds the seed without showing it."""
    return hashlib.sha256(COMMITMENT + seed).hexdigest()


@dataclass(frozen=True, slots=True)
class ShuffleSeed:
    """What a hand's shoe is derived from: the host's seed and each seated player's entropy
    (b"" for one who sent none in time)."""

    seed: bytes
    entropy: tuple[tuple[str, bytes], ...] = ()

    @staticmethod
    def of(seed: bytes, entropy: Mapping[str, bytes]) -> ShuffleSeed:
        return ShuffleSeed(seed, tuple(sorted(entropy.items())))

    @property
    def commitment(self) -> str:
        return commitment(self.seed)

    def key(self) -> bytes:
        parts = [DERIVATION, self.seed]
        for name, value in self.entropy:
            encoded = name.encode()
            parts += [struct.pack(">H", len(encoded)), encoded,
                      struct.pack(">H", len(value)), value]
        return hashlib.sha256(b"".join(parts)).digest()

    def to_payload(self) -> dict[str, Any]:
        """As the deal command stores it (the host's file only; clients get it revealed)."""
        return {"v": VERSION, "seed": self.seed.hex(),
                "entropy": {name: value.hex() for name, value in self.entropy}}

    @staticmethod
    def from_payload(data: Any) -> ShuffleSeed | None:
        """The stored seed, or None for a hand dealt without one (an older file, a rehearsal)."""
        if not isinstance(data, Mapping):
            return None
        if data.get("v") != VERSION:
            raise ValueError(f"Unknown shuffle derivation {data.get('v')!r}")
        entropy = data.get("entropy") or {}
        return ShuffleSeed.of(bytes.fromhex(str(data["seed"])),
                              {str(name): bytes.fromhex(str(value))
                               for name, value in dict(entropy).items()})


def _stream(key: bytes, pass_: int) -> Iterator[int]:
    for block in range(2**62):
        digest = hmac.digest(key, struct.pack(">IQ", pass_, block), "sha256")
        yield from struct.unpack(">8I", digest)


def _shuffled(cards: list[Card], key: bytes, pass_: int) -> list[Card]:
    numbers = _stream(key, pass_)
    for i in range(len(cards) - 1, 0, -1):
        span = i + 1
        limit = 2**32 - 2**32 % span
        u = next(numbers)
        while u >= limit:  # rejection sampling: every place equally likely
            u = next(numbers)
        j = u % span
        cards[i], cards[j] = cards[j], cards[i]
    return cards


class ProvableShoe:
    """`decks` decks in the order `seed` derives (version 1 above); deals from the top and
    reshuffles the cards not drawn in the hand in play, derived again, when it runs out
    mid-hand (S7-11 ruling). A shoe dealing more than one hand (T10-2) is told where each
    begins (`begin_hand`)."""

    def __init__(self, seed: ShuffleSeed, decks: int = 1) -> None:
        if decks < 1:
            raise ValueError("A shoe holds at least one deck")
        self.seed, self.decks = seed, decks
        self._key = seed.key()
        self._passes = 0
        self._cards = _shuffled(list(DECK) * decks, self._key, 0)
        self._cards.reverse()  # drawn from the end of the list: the first place on top
        self.drawn: list[Card] = []
        self.hands: list[int] = [0]  # the cards each hand of the lifetime drew, in order

    def begin_hand(self) -> None:
        """The next card opens a new hand: the cards before it are off the table. A shoe
        fresh for this hand needs no call (its first hand is open)."""
        if self.hands[-1]:
            self.hands.append(0)

    def draw(self) -> Card:
        if not self._cards:
            raise ShoeExhausted("The shoe is empty")
        card = self._cards.pop()
        self.drawn.append(card)
        self.hands[-1] += 1
        return card

    def replenish(self, on_table: Iterable[Card]) -> None:
        # The cards on the table are those drawn in this hand (module docstring).
        left = Counter({card: self.decks for card in DECK})
        left.subtract(self.drawn[len(self.drawn) - self.hands[-1]:])
        self._passes += 1
        pack = [card for card in DECK for _ in range(left[card])]
        self._cards = _shuffled(pack, self._key, self._passes)
        self._cards.reverse()
        if not self._cards:
            raise ShoeExhausted("Every card of the shoe is on the table")

    @property
    def remaining(self) -> int:
        return len(self._cards)

    def copy(self) -> ProvableShoe:
        """A fresh shoe of the same seed: the same order from the first card (T10-2
        `duplicate_deal`)."""
        return ProvableShoe(self.seed, self.decks)


def make_shoe(decks: int, rng: random.Random, seed: ShuffleSeed | None) -> Shoe:
    """The shoe of a hand: derived from `seed` where the host proves its shuffle, else
    shuffled by `rng` (C-8: the CSPRNG, or a simulation's seeded generator)."""
    return SecureShoe(decks, rng) if seed is None else ProvableShoe(seed, decks)


def derive_cards(seed: ShuffleSeed, decks: int, hands: int | Sequence[int]) -> list[Card]:
    """The cards the hands dealt from `seed` draw, reshuffles included: `hands` cards of one
    hand, or as many cards as each number says for each hand of the shoe's lifetime."""
    shoe = ProvableShoe(seed, decks)
    cards: list[Card] = []
    for count in [hands] if isinstance(hands, int) else hands:
        shoe.begin_hand()
        for _ in range(count):
            try:
                cards.append(shoe.draw())
            except ShoeExhausted:
                shoe.replenish(())
                cards.append(shoe.draw())
    return cards


# ---- the proof, as told and stored ----------------------------------------------------------


class ShuffleCommitted(Event, frozen=True, kw_only=True, gc=False):
    """The hands at this table from `hand` on, until its `ShuffleRevealed` (one hand; a 10-hand
    match, T10-2), are dealt from the seed of this commitment, told before the first one's
    bets; stored with that deal, so a history can be checked without the messages."""

    hand: int
    commitment: str
    version: int = VERSION


class ShuffleRevealed(Event, frozen=True, kw_only=True, gc=False):
    """The shoe's lifetime is over (its hand; its 10-hand match): its seed and contributions
    (hex; "" for a seat that sent none in time), its decks and how many cards its hands drew
    in all. `hand` is the first hand's, as committed. Anyone can derive its shoe again."""

    hand: int
    commitment: str
    seed: str
    entropy: Mapping[str, str]
    decks: int
    drawn: int
    version: int = VERSION


def revealed(hand: int, shoe: ProvableShoe) -> ShuffleRevealed:
    return ShuffleRevealed(hand=hand, commitment=shoe.seed.commitment, seed=shoe.seed.seed.hex(),
                           entropy={name: value.hex() for name, value in shoe.seed.entropy},
                           decks=shoe.decks, drawn=len(shoe.drawn))


def check_hand(reveal: ShuffleRevealed, seen: Sequence[Card | None], *,
               committed: str | None = None, mine: tuple[str, str] | None = None,
               hands: Sequence[int] | None = None) -> list[str]:
    """What is wrong with a revealed shoe, in words (none: the proof holds).

    `seen`: the cards dealt from it, in order, as the checker saw them (None for a card it may
    not see, C-11). `hands`: how many of them each hand drew, as the checker saw the hands
    begin (default: all in one hand). `committed`: the commitment told before the first hand.
    `mine`: the checker's name and the entropy it sent, which must be the one used if it was
    used at all.
    """
    if reveal.version != VERSION:
        return [f"an unknown shuffle derivation ({reveal.version})"]
    try:
        seed = ShuffleSeed.of(bytes.fromhex(reveal.seed),
                              {name: bytes.fromhex(value) for name, value in
                               reveal.entropy.items()})
    except ValueError:
        return ["the revealed seed is not hexadecimal"]
    problems: list[str] = []
    if seed.commitment != reveal.commitment:
        problems.append("the revealed seed does not match its commitment")
    if committed is not None and committed != reveal.commitment:
        problems.append("the hand was dealt from another commitment than the one told")
    if mine is not None:
        used = reveal.entropy.get(mine[0])
        if used not in (None, "", mine[1]):
            problems.append("the host used other entropy than this seat sent")
    if len(seen) != reveal.drawn:
        problems.append(f"{len(seen)} cards were dealt, the proof says {reveal.drawn}")
    counts = [len(seen)] if hands is None else list(hands)
    if sum(counts) != len(seen):
        raise ValueError(f"{len(seen)} cards seen are not the {sum(counts)} of their hands")
    try:
        derived = derive_cards(seed, reveal.decks, counts)
    except ShoeExhausted:
        return [*problems, "more cards were dealt than the shoe holds"]
    wrong = sum(1 for card, expected in zip(seen, derived, strict=True)
                if card is not None and card != expected)
    if wrong:
        problems.append(f"{wrong} card(s) dealt are not the shoe's")
    return problems
