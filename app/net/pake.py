"""SPAKE2 on Ed25519, one side of the exchange (docs/decisions/pake-channel.md): the same
messages and the same key, byte for byte, as the `spake2` package (0.9) that keyed the
channel before and that Pitboss's older releases and the web page's channel speak, but with
libsodium's group operations (PyNaCl) in place of that package's pure Python ones.

Why not the package itself: its four scalar multiplications a side took 12 ms of a host's CPU
per connection, 12 s of a flood of 900 connections (tests/net/test_hostile_reconnects.py); a
side here takes 0.5 ms, a twenty-second of that (measured on the project's 2-core machine).
tests/net/test_pake.py keeps the two in step.

The exchange (SPAKE2, Abdalla and Pointcheval, as the package computes it):
- a side's password scalar `w` is HKDF-SHA256 of the password (no salt, info "SPAKE2 pw", 48
  bytes, big-endian) modulo the group's order L;
- side A sends "A" + x*G + w*M, side B "B" + y*G + w*N, for random x, y (64 random bytes
  modulo L) and the package's fixed elements M and N (hashed from the seeds "M" and "N");
- each side takes the other's element, removes the other side's blinding (w*N or w*M) and
  multiplies by its own random scalar: K = x*y*G on both sides;
- the key is SHA-256 of SHA-256(password) | SHA-256(idA) | SHA-256(idB) | X | Y | K, where X
  and Y are A's and B's elements (without their side byte).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from typing import Final, Literal

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from nacl import bindings as sodium
from nacl.exceptions import RuntimeError as SodiumError

Side = Literal["A", "B"]

ORDER: Final = 2**252 + 27742317777372353535851937790883648493  # L, of Ed25519's prime subgroup
# The package's M and N (ParamsEd25519: arbitrary_element(b"M"), arbitrary_element(b"N")).
M: Final = bytes.fromhex("15cfd18e385952982b6a8f8c7854963b58e34388c8e6dae891db756481a02312")
N: Final = bytes.fromhex("f04f2e7eb734b2a8f8b472eaf9c3c632576ac64aea650b496a8a20ff00e583c3")
BLINDING: Final[dict[Side, bytes]] = {"A": M, "B": N}
MESSAGE_BYTES: Final = 33  # a side byte and an element


class PakeError(ValueError):
    """The other side's message is not one of the exchange's (malformed, of this side's,
    not an element of the group, or this side's own sent back)."""


def _scalar(number: int) -> bytes:
    """libsodium's form of a scalar: 32 bytes, little-endian, reduced modulo L."""
    return (number % ORDER).to_bytes(32, "little")


def password_scalar(password: bytes) -> int:
    oversized = HKDF(algorithm=hashes.SHA256(), length=32 + 16, salt=b"",
                     info=b"SPAKE2 pw").derive(password)
    return int.from_bytes(oversized, "big") % ORDER


def _times(scalar: int, element: bytes) -> bytes:
    """scalar * element; the identity (a zero scalar, which libsodium refuses) as the
    package would meet it: an exchange that cannot be finished."""
    try:
        return bytes(sodium.crypto_scalarmult_ed25519_noclamp(_scalar(scalar), element))
    except SodiumError:
        raise PakeError("a scalar of zero, or an element outside the group") from None


class Spake2:
    """One side of one exchange: `start()` once, then `finish(theirs)` once. `entropy(n)`
    gives n random bytes (fixed ones only in known-answer tests)."""

    def __init__(self, side: Side, password: bytes, *, id_a: bytes, id_b: bytes,
                 entropy: Callable[[int], bytes] = os.urandom) -> None:
        self.side = side
        self.password = password
        self.ids = (id_a, id_b)
        self._w = password_scalar(password)
        self._secret = int.from_bytes(entropy(64), "big") % ORDER
        self._sent = b""

    def start(self) -> bytes:
        """This side's message: its side byte and its blinded element."""
        if self._sent:
            raise PakeError("start() twice would give the same secret to two exchanges")
        mine = sodium.crypto_scalarmult_ed25519_base_noclamp(_scalar(self._secret))
        element = sodium.crypto_core_ed25519_add(mine, _times(self._w, BLINDING[self.side]))
        self._sent = bytes(element)
        return self.side.encode() + self._sent

    def finish(self, message: bytes) -> bytes:
        """The shared key (32 bytes) from the other side's message."""
        theirs: Side = "B" if self.side == "A" else "A"
        if len(message) != MESSAGE_BYTES or message[:1] != theirs.encode():
            raise PakeError(f"not side {theirs}'s message of {MESSAGE_BYTES} bytes")
        element = message[1:]
        if not sodium.crypto_core_ed25519_is_valid_point(element):
            raise PakeError("not an element of the group")
        if element == self._sent:
            raise PakeError("this side's own message, sent back")
        unblinded = sodium.crypto_core_ed25519_sub(element, _times(self._w, BLINDING[theirs]))
        shared = _times(self._secret, unblinded)
        x, y = (self._sent, element) if self.side == "A" else (element, self._sent)
        id_a, id_b = self.ids
        transcript = b"".join([hashlib.sha256(self.password).digest(),
                               hashlib.sha256(id_a).digest(), hashlib.sha256(id_b).digest(),
                               x, y, shared])
        return hashlib.sha256(transcript).digest()
