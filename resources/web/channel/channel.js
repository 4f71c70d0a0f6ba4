// The browser's end of the host's secure channel (docs/protocol.md, "The secure channel"):
// the same handshake and the same sealed frames as a desktop client's over TCP, so a phone's
// traffic shows no card and no code (docs/decisions/browser-channel.md).
//
// Frames here are bodies: a WebSocket message has its own boundaries, so the TCP frame's 4-byte
// length is not sent. No WebCrypto: `crypto.subtle` is missing on a page opened over plain http
// from a LAN address (not a secure context); `crypto.getRandomValues` is there everywhere.

import { chacha20poly1305 } from "@noble/ciphers/chacha.js";
import { hkdf } from "@noble/hashes/hkdf.js";
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { concatBytes, utf8ToBytes } from "@noble/hashes/utils.js";

import { equalBytes, spake2SideA } from "./spake2.js";

export { arbitraryElement, blindingPoints, passwordToScalar, spake2SideA } from "./spake2.js";

const MAGIC = utf8ToBytes("PB1"); // the channel's version, first in every handshake message
const KIND_BYTE = { join: 0x4a, director: 0x44 }; // "J", "D"
const CLIENT_ID = utf8ToBytes("pitboss client"); // SPAKE2's identities (sides A and B)
const HOST_ID = utf8ToBytes("pitboss host");
const SPAKE_MESSAGE = 33;
const CONFIRM = 32;
const OPEN_BRACE = 0x7b; // a plain JSON frame: the host's refusal in words

/** The host said no (a wrong code, a wait, a cap...): `reason` is its words, fit to show;
 * `words` the same as a phrase (protocol 3), or null where the host sent none. */
export class ChannelRefused extends Error {
  constructor(reason, words = null) {
    super(reason);
    this.name = "ChannelRefused";
    this.reason = reason;
    this.words = words;
  }
}

/** The channel broke its rules: a malformed handshake, a host that does not know the code, a
 * frame changed on the way. The page drops the connection and reconnects, as after a loss. */
export class ChannelError extends Error {
  constructor(message) {
    super(message);
    this.name = "ChannelError";
  }
}

function randomBytes(count) {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** What SPAKE2 is given: the code labelled with its kind, so the join code and the director's
 * code key different channels even if they were equal. */
function password(kind, code) {
  return utf8ToBytes(`${kind}:${code}`);
}

/** The keys both ends derive from the SPAKE2 key, bound to the whole exchange: the transcript
 * T = SHA-256(PB1 || kind || A || B) is HKDF's salt and what each confirmation authenticates. */
function deriveKeys(shared, kind, clientMessage, hostMessage) {
  const transcript = sha256(concatBytes(MAGIC, Uint8Array.of(KIND_BYTE[kind]), clientMessage,
                                        hostMessage));
  const derive = (label) =>
    hkdf(sha256, shared, transcript, utf8ToBytes(`pitboss channel 1 ${label}`), 32);
  return {
    clientConfirm: hmac(sha256, derive("client confirm"), transcript),
    hostConfirm: hmac(sha256, derive("host confirm"), transcript),
    clientToHost: derive("client to host"),
    hostToClient: derive("host to client"),
  };
}

function asBytes(frame) {
  if (typeof frame === "string") return utf8ToBytes(frame);
  if (frame instanceof ArrayBuffer) return new Uint8Array(frame);
  return frame;
}

/** The host's next handshake body without its PB1, if it is `size` bytes; a refusal in words
 * throws ChannelRefused. */
async function hostAnswer(receiveFrame, size, what) {
  const body = asBytes(await receiveFrame());
  if (body == null) throw new ChannelError("The host closed the connection");
  if (body[0] === OPEN_BRACE) {
    let message = null;
    try {
      message = JSON.parse(new TextDecoder().decode(body));
    } catch {
      // not JSON after all: malformed, below
    }
    if (message?.type === "refused") {
      throw new ChannelRefused(String(message.reason), message.words ?? null);
    }
    if (message?.type === "error") {
      throw new ChannelRefused(String(message.message), message.words ?? null);
    }
  }
  const startsRight = body.length === MAGIC.length + size
    && equalBytes(body.subarray(0, MAGIC.length), MAGIC);
  if (!startsRight) throw new ChannelError(`The host did not answer the handshake (${what})`);
  return body.slice(MAGIC.length);
}

/** A frame's nonce: its number in its direction as 12 big-endian bytes, never sent. */
function nonce(counter) {
  const bytes = new Uint8Array(12);
  new DataView(bytes.buffer).setBigUint64(4, BigInt(counter));
  return bytes;
}

/**
 * The client's side of the handshake, then sealing. `sendFrame(bytes)` sends one frame body
 * (it may return a promise); `receiveFrame()` resolves to the next body (bytes, an ArrayBuffer
 * or text; a WebSocket's `binaryType` should be "arraybuffer", as a Blob is not read here), or
 * null once the host has closed. `kind` is "join" or "director", `code` the code
 * of that kind. Resolves to `{ kind, seal(body), open(sealed) }`: seal gives the sealed body of
 * the next frame to send, open the plain body of the next frame received (it throws
 * ChannelError if the frame was changed, dropped, replayed or reordered). Rejects with
 * ChannelRefused (the host's words) or ChannelError. `options.entropy(n)` replaces the random
 * bytes (only the tests' known answers do that).
 */
export async function openChannel(sendFrame, receiveFrame, kind, code, options = {}) {
  if (!(kind in KIND_BYTE)) throw new ChannelError(`No such code kind: ${kind}`);
  const entropy = options.entropy ?? randomBytes;
  const spake = spake2SideA(password(kind, code), CLIENT_ID, HOST_ID, entropy);

  // 1. PB1 || kind || A
  const clientMessage = spake.start();
  await sendFrame(concatBytes(MAGIC, Uint8Array.of(KIND_BYTE[kind]), clientMessage));
  // 2. PB1 || B
  const hostMessage = await hostAnswer(receiveFrame, SPAKE_MESSAGE, "its key exchange");
  let shared;
  try {
    shared = spake.finish(hostMessage);
  } catch (error) {
    throw new ChannelError(`The host's handshake is malformed (${error.message})`);
  }
  const keys = deriveKeys(shared, kind, clientMessage, hostMessage);
  // 3. PB1 || our confirmation: the host's guard judges it as it judges a typed code.
  await sendFrame(concatBytes(MAGIC, keys.clientConfirm));
  // 4. PB1 || the host's: only a host that knows the code can make it.
  const hostConfirm = await hostAnswer(receiveFrame, CONFIRM, "its key confirmation");
  if (!equalBytes(hostConfirm, keys.hostConfirm)) {
    throw new ChannelError("The host did not confirm the key: it is not the host that code is for");
  }

  let sent = 0;
  let received = 0;
  return {
    kind,
    seal(body) {
      return chacha20poly1305(keys.clientToHost, nonce(sent++)).encrypt(asBytes(body));
    },
    open(sealed) {
      // The count moves on even for a frame that fails: the connection is over by then.
      const frameNonce = nonce(received++);
      try {
        return chacha20poly1305(keys.hostToClient, frameNonce).decrypt(asBytes(sealed));
      } catch {
        throw new ChannelError("A frame failed its check (changed on the way): the connection "
                               + "is closed");
      }
    },
  };
}
