// SPAKE2 side A, byte for byte as the host's Python `spake2` package 0.9 does it (its Ed25519
// group, asymmetric sides A and B). The host runs that package (app/net/secure_channel.py), so
// every choice below (how the password becomes a scalar, how M and N are found, what the key
// hashes) copies the package's, not a standard's: a difference in one byte gives two keys.
// tests/net/test_browser_channel.py pins known answers from the Python side.

import { ed25519 } from "@noble/curves/ed25519.js";
import { hkdf } from "@noble/hashes/hkdf.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { concatBytes, utf8ToBytes } from "@noble/hashes/utils.js";

const Point = ed25519.Point;
const L = Point.Fn.ORDER; // the prime order of the group the points live in
const Q = Point.Fp.ORDER; // the field's prime, 2^255 - 19
const SIDE_A = 0x41; // "A": the package prefixes each message with its side
const SIDE_B = 0x42;
const EMPTY = new Uint8Array(0);

/** A big-endian byte string as a number (the package reads its hashes so). */
function bigEndian(bytes) {
  let number = 0n;
  for (const byte of bytes) number = (number << 8n) | BigInt(byte);
  return number;
}

/** The number as 32 little-endian bytes (how an Ed25519 point's y is written). */
function littleEndian32(number) {
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++, number >>= 8n) bytes[i] = Number(number & 0xffn);
  return bytes;
}

/** `point * scalar` in constant time; the package's Element.scalarmult also gives the neutral
 * point for 0 (mod L), where noble's multiply refuses it. */
function times(point, scalar) {
  const reduced = ((scalar % L) + L) % L;
  return reduced === 0n ? Point.ZERO : point.multiply(reduced);
}

/** The package's password_to_scalar: HKDF-SHA256 (empty salt, info "SPAKE2 pw") to 48 bytes,
 * read big-endian, modulo L (16 bytes more than needed, so the result is nearly uniform). */
export function passwordToScalar(password) {
  return bigEndian(hkdf(sha256, password, EMPTY, utf8ToBytes("SPAKE2 pw"), 48)) % L;
}

/** The package's arbitrary_element(seed): a point nobody knows the logarithm of. HKDF gives a
 * y; the first y from there with a point on the curve (its even x, as the package's xrecover
 * picks) is multiplied by the cofactor 8 into the prime-order group. */
export function arbitraryElement(seed) {
  const start = bigEndian(hkdf(sha256, seed, EMPTY, utf8ToBytes("SPAKE2 arbitrary element"), 48));
  for (let plus = 0n; ; plus++) {
    let candidate;
    try {
      // Sign bit 0: the even x, as the package takes. Half of the y have no x: try the next.
      candidate = Point.fromBytes(littleEndian32((start + plus) % Q));
    } catch {
      continue;
    }
    const inGroup = candidate.clearCofactor();
    if (!inGroup.is0()) return inGroup;
  }
}

// The blinding points of sides A and B (the package's params M and N, seeds "M" and "N").
let blinding = null;
export function blindingPoints() {
  blinding ??= { M: arbitraryElement(utf8ToBytes("M")), N: arbitraryElement(utf8ToBytes("N")) };
  return blinding;
}

/** The package's random_scalar: 64 bytes of entropy, big-endian, modulo L. */
function randomScalar(entropy) {
  const bytes = entropy(64);
  if (!(bytes instanceof Uint8Array) || bytes.length !== 64) {
    throw new Error("SPAKE2 needs 64 bytes of entropy");
  }
  return bigEndian(bytes) % L;
}

/** Side A of SPAKE2 with `password` (bytes) and the identities idA, idB (bytes). `start()`
 * gives the 33-byte message to send; `finish(message)` takes side B's 33 bytes and gives the
 * 32-byte key, equal to side B's only if the passwords were. `entropy(n)` gives n random bytes
 * (the tests give fixed ones to pin known answers). */
export function spake2SideA(password, idA, idB, entropy) {
  const { M, N } = blindingPoints();
  const pw = passwordToScalar(password);
  const x = randomScalar(entropy);
  // X* = x*G + pw*M: the password blinds the ephemeral key, so X* alone tests no guess.
  const outbound = times(Point.BASE, x).add(times(M, pw)).toBytes();

  return {
    start() {
      return concatBytes(Uint8Array.of(SIDE_A), outbound);
    },
    finish(sideAndMessage) {
      if (!(sideAndMessage instanceof Uint8Array) || sideAndMessage.length !== 33) {
        throw new Error("a SPAKE2 message is 33 bytes");
      }
      if (sideAndMessage[0] !== SIDE_B) throw new Error("the message is not from side B");
      const inbound = sideAndMessage.subarray(1);
      let Y;
      try {
        Y = Point.fromBytes(inbound);
      } catch {
        throw new Error("side B's element is not a point");
      }
      // As the package: no neutral point, nothing outside the prime-order group (a small
      // subgroup would leak bits of x), and not our own message sent back to us.
      if (Y.is0() || !Y.isTorsionFree()) throw new Error("side B's element is not in the group");
      if (equalBytes(Y.toBytes(), outbound)) throw new Error("our own message came back");
      // K = x * (Y* - pw*N)
      const unblinded = Y.add(times(N, -pw));
      const K = unblinded.is0() ? Point.ZERO : times(unblinded, x);
      // The package's finalize_SPAKE2: SHA-256 over the hashed password and identities, both
      // messages without their side byte, and K.
      return sha256(concatBytes(sha256(password), sha256(idA), sha256(idB), outbound, inbound,
                                K.toBytes()));
    },
  };
}

/** Equal byte strings, looking at every byte (no early exit to time). */
export function equalBytes(a, b) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}
