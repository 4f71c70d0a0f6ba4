"""The shuffle derivation of app/engine/shuffle_proof.py, version 1, as documented (issue 20,
docs/decisions/checkable-shuffle.md): checked against a second implementation written here
from the documentation alone, so a client in any language can check a hand. S7-11, BJX-1: one
52-card deck a hand; C-8: the host's seed is secret until the hand is over."""

from __future__ import annotations

import hashlib
import hmac
import struct
from collections import Counter

import pytest

from app.engine.cards import DECK, Card
from app.engine.errors import ShoeExhausted
from app.engine.shuffle_proof import (
    ProvableShoe,
    ShuffleSeed,
    check_hand,
    commitment,
    derive_cards,
    revealed,
)


def reference_order(seed: bytes, entropy: dict[str, bytes], decks: int = 1) -> list[str]:
    """The first pass of version 1, from the module's documentation alone."""
    key_input = b"pitboss-shuffle/1\x00" + seed
    for name in sorted(entropy):
        raw = name.encode()
        key_input += len(raw).to_bytes(2, "big") + raw + \
            len(entropy[name]).to_bytes(2, "big") + entropy[name]
    key = hashlib.sha256(key_input).digest()

    def numbers() -> list[int]:
        out: list[int] = []
        for block in range(64):
            out += struct.unpack(">8I", hmac.new(key, struct.pack(">IQ", 0, block),
                                                 hashlib.sha256).digest())
        return out

    stream = iter(numbers())
    cards = [str(card) for card in DECK] * decks
    for i in range(len(cards) - 1, 0, -1):
        u = next(stream)
        while u >= 2**32 - 2**32 % (i + 1):
            u = next(stream)
        j = u % (i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


SEED = bytes(range(32))


@pytest.mark.parametrize("entropy", [{}, {"Ann": b"\x01" * 32},
                                     {"Bob": b"", "Ann": b"xyz", "\u00c9mile": b"\xff"}])
def test_the_derivation_is_the_documented_one(entropy: dict[str, bytes]) -> None:
    """S7-11: the shoe's order is exactly what the documentation derives, whoever computes it."""
    seed = ShuffleSeed.of(SEED, entropy)
    assert [str(c) for c in derive_cards(seed, 1, 52)] == reference_order(SEED, entropy)
    assert [str(c) for c in derive_cards(seed, 6, 312)] == reference_order(SEED, entropy, 6)


def test_a_known_answer_pins_version_1() -> None:
    """A vector for other implementations: the seed 00 01 .. 1f and Ann's 32 bytes of 01."""
    seed = ShuffleSeed.of(SEED, {"Ann": b"\x01" * 32})
    assert commitment(SEED) == \
        "5310357be362637e0562cdb3c398a3f77dee0bc82f5d45ac0fdbae248ff7e75a"
    assert [str(c) for c in derive_cards(seed, 1, 8)] == \
        ["4S", "2S", "QH", "2D", "5H", "JH", "QC", "6C"]


def test_every_contribution_and_the_seed_change_the_shoe() -> None:
    base = derive_cards(ShuffleSeed.of(SEED, {"Ann": b"a", "Bob": b""}), 1, 52)
    assert sorted(base, key=str) == sorted(DECK, key=str)  # one whole deck (S7-11)
    assert derive_cards(ShuffleSeed.of(SEED, {"Ann": b"b", "Bob": b""}), 1, 52) != base
    assert derive_cards(ShuffleSeed.of(SEED, {"Ann": b"a", "Bob": b"c"}), 1, 52) != base
    assert derive_cards(ShuffleSeed.of(bytes(32), {"Ann": b"a", "Bob": b""}), 1, 52) != base
    # Names and parts are length-prefixed: moving bytes between them is another shoe.
    assert derive_cards(ShuffleSeed.of(SEED, {"Ann": b"ab"}), 1, 52) != \
        derive_cards(ShuffleSeed.of(SEED, {"Ann": b"a", "b": b""}), 1, 52)


def test_no_modulo_bias_the_first_card_is_even() -> None:
    """Each card leads about equally often over many seeds (a chi-square within bounds)."""
    firsts = Counter(derive_cards(ShuffleSeed(i.to_bytes(32, "big")), 1, 1)[0]
                     for i in range(5200))
    chi2 = sum((firsts.get(card, 0) - 100) ** 2 / 100 for card in DECK)
    assert len(firsts) == 52 and chi2 < 100  # 51 degrees of freedom: p < 1e-4 beyond 100


def test_one_deck_runs_out_and_more_decks_reshuffle_what_is_not_drawn() -> None:
    """S7-11 ruling: the cards not on the table are shuffled again; with one deck all 52 are."""
    with pytest.raises(ShoeExhausted):
        derive_cards(ShuffleSeed(SEED), 1, 53)
    shoe = ProvableShoe(ShuffleSeed(SEED), 2)
    drawn = [shoe.draw() for _ in range(60)]
    shoe.replenish(drawn)
    rest = [shoe.draw() for _ in range(shoe.remaining)]
    assert Counter(drawn) + Counter(rest) == Counter(list(DECK) * 2)
    assert derive_cards(ShuffleSeed(SEED), 2, 104)[:60] == drawn


def test_check_hand_finds_a_changed_card_seed_commitment_or_entropy() -> None:
    seed = ShuffleSeed.of(SEED, {"Ann": b"\x07" * 32, "Bob": b""})
    shoe = ProvableShoe(seed, 1)
    seen: list[Card | None] = [shoe.draw() for _ in range(9)]
    proof = revealed(3, shoe)
    mine = ("Ann", (b"\x07" * 32).hex())
    assert check_hand(proof, seen, committed=seed.commitment, mine=mine) == []
    hidden = [None, *seen[1:]]  # a card this seat may not see is not judged (C-11)
    assert check_hand(proof, hidden, committed=seed.commitment) == []
    swapped = [seen[1], seen[0], *seen[2:]]
    assert check_hand(proof, swapped) == ["2 card(s) dealt are not the shoe's"]
    forged = type(proof)(**{**_fields(proof), "seed": bytes(32).hex()})
    assert "the revealed seed does not match its commitment" in check_hand(forged, seen)
    assert check_hand(proof, seen, committed="00" * 32) == [
        "the hand was dealt from another commitment than the one told"]
    assert check_hand(proof, seen, mine=("Ann", "aa")) == [
        "the host used other entropy than this seat sent"]
    assert check_hand(proof, seen[:-1]) == ["8 cards were dealt, the proof says 9"]


def _fields(proof: object) -> dict[str, object]:
    return {name: getattr(proof, name) for name in proof.__struct_fields__  # type: ignore[attr-defined]
            if name != "visible_to"}
