"""A TCP connection the Wi-Fi learns nothing from: keyed by the join (or director's) code with a
password-authenticated key exchange, every frame then sealed (docs/protocol.md, "The secure
channel"; docs/decisions/pake-channel.md).

SPAKE2 (app/net/pake.py: the design magic-wormhole uses, as its `spake2` package computes it)
turns the code both ends know into a strong shared key without the code, or anything a listener
could test a guess against, ever crossing the network: a passive listener learns no code, and
an active one gets one guess per connection, which the host's guard counts like a wrong code in
a hello (app/net/code_guard.py). The key, bound to the whole exchange (its transcript) by HKDF,
gives each direction its own ChaCha20-Poly1305 key; a frame's nonce is its number in that
direction, so none is used twice, and a frame changed, dropped, replayed or reordered in flight
fails its check.

The in-memory connections of local play stay plain (app/net/transport.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Literal

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from app.net import protocol as p
from app.net.door import HELLO_SECONDS
from app.net.pake import PakeError, Spake2
from app.net.transport import Connection
from app.phrases import Phrase

log = logging.getLogger("pitboss.host")

Kind = Literal["join", "director"]
MAGIC = b"PB1"  # the first bytes of every handshake message: the channel's version
KIND_BYTE: dict[Kind, bytes] = {"join": b"J", "director": b"D"}
CLIENT_ID, HOST_ID = b"pitboss client", b"pitboss host"  # SPAKE2's identities (sides A and B)
SPAKE_MESSAGE = 33  # bytes of a SPAKE2 message (its side byte and a group element)
CONFIRM = 32  # bytes of a key confirmation (HMAC-SHA256)
TAG = 16  # bytes a sealed frame is longer than its body (Poly1305's tag)
NOT_A_HANDSHAKE = "This host encrypts its connections: update Pitboss"


class ChannelRefused(ConnectionError):
    """The host refused the handshake (a wrong code, too many of them...); `reason` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def password(kind: Kind, code: str) -> bytes:
    """What SPAKE2 is given: the code, labelled with its kind, so a join code that happens to
    be the director's code still keys a different channel."""
    return kind.encode() + b":" + code.encode()


class _Keys:
    """What the exchange gives both ends: the confirmations and a sealing key per direction."""

    def __init__(self, shared: bytes, kind: Kind, client_message: bytes,
                 host_message: bytes) -> None:
        transcript = hashlib.sha256(MAGIC + KIND_BYTE[kind] + client_message
                                    + host_message).digest()

        def derive(label: bytes) -> bytes:
            return HKDF(hashes.SHA256(), 32, salt=transcript,
                        info=b"pitboss channel 1 " + label).derive(shared)

        self.client_confirm = hmac.new(derive(b"client confirm"), transcript,
                                       hashlib.sha256).digest()
        self.host_confirm = hmac.new(derive(b"host confirm"), transcript,
                                     hashlib.sha256).digest()
        self.client_to_host = ChaCha20Poly1305(derive(b"client to host"))
        self.host_to_client = ChaCha20Poly1305(derive(b"host to client"))


class SecureConnection:
    """A TCP connection (`StreamConnection`, or the benchmark's own) whose frames are sealed
    once its handshake is done."""

    def __init__(self, stream: Connection) -> None:
        self.stream = stream
        self.peer = stream.peer
        self.kind: Kind | None = None  # the code it was keyed with, once keyed
        self._sealing: ChaCha20Poly1305 | None = None
        self._opening: ChaCha20Poly1305 | None = None
        self._sent = 0  # frames sealed in each direction: each frame's nonce
        self._received = 0

    def _keyed(self, kind: Kind, sealing: ChaCha20Poly1305, opening: ChaCha20Poly1305) -> None:
        self.kind, self._sealing, self._opening = kind, sealing, opening

    def _seal(self, frame: bytes) -> bytes:
        if self._sealing is None:
            raise ConnectionError("The secure channel is not open")
        nonce = self._sent.to_bytes(12, "big")
        self._sent += 1
        sealed = self._sealing.encrypt(nonce, frame[p.HEADER.size:], None)
        return p.HEADER.pack(len(sealed)) + sealed

    async def send(self, frame: bytes) -> None:
        await self.stream.send(self._seal(frame))

    def write(self, frame: bytes) -> None:
        if self._sealing is None:
            self.write_plain(frame)  # a refusal at the door, before any handshake
            return
        self.stream.write(self._seal(frame))

    def write_all(self, frames: Sequence[bytes]) -> None:
        if self._sealing is None:
            for frame in frames:
                self.write_plain(frame)
            return
        self.stream.write_all([self._seal(frame) for frame in frames])

    def write_plain(self, frame: bytes) -> None:
        """Before the handshake is done: a refusal in words, which tells nothing secret; any
        other frame is refused (nothing else goes out in clear)."""
        if not isinstance(_decoded(frame), p.Refused):
            raise ConnectionError("The secure channel is not open")
        self.stream.write(frame)

    def backlog(self) -> int:
        return self.stream.backlog()

    async def receive(self) -> bytes | None:
        sealed = await self.stream.receive()
        if sealed is None:
            return None
        if self._opening is None:
            raise ConnectionError("The secure channel is not open")
        nonce = self._received.to_bytes(12, "big")
        self._received += 1
        try:
            return self._opening.decrypt(nonce, sealed, None)
        except InvalidTag:
            raise p.ProtocolError("A frame failed its check (changed on the way): "
                                  "the connection is closed") from None

    def close(self) -> None:
        self.stream.close()


def _handshake_body(body: bytes | None, size: int) -> bytes | None:
    """The payload of a handshake message of `size` bytes; None if `body` is none."""
    if body is None or len(body) != len(MAGIC) + size or not body.startswith(MAGIC):
        return None
    return body[len(MAGIC):]


async def open_as_client(channel: SecureConnection, kind: Kind, code: str) -> None:
    """The client's side of the handshake (docs/protocol.md), which keys `channel`; raises
    ChannelRefused with the host's words if it refuses (a wrong code: at the confirmation)."""
    stream = channel.stream
    spake = Spake2("A", password(kind, code), id_a=CLIENT_ID, id_b=HOST_ID)
    client_message = spake.start()
    await stream.send(_frame(MAGIC + KIND_BYTE[kind] + client_message))
    host_message = _handshake_body(await _host_answer(stream), SPAKE_MESSAGE)
    if host_message is None:
        raise p.ProtocolError("The host did not answer the handshake")
    try:
        shared = spake.finish(host_message)
    except PakeError as error:
        raise p.ProtocolError(f"The host's handshake is malformed ({error})") from None
    keys = _Keys(shared, kind, client_message, host_message)
    await stream.send(_frame(MAGIC + keys.client_confirm))
    confirm = _handshake_body(await _host_answer(stream), CONFIRM)
    if confirm is None or not hmac.compare_digest(confirm, keys.host_confirm):
        raise p.ProtocolError("The host did not confirm the key: it is not the host that "
                              "code is for")
    channel._keyed(kind, keys.client_to_host, keys.host_to_client)


async def _host_answer(stream: Connection) -> bytes | None:
    """The host's next handshake message; a refusal in words (plain JSON) raises
    ChannelRefused."""
    body = await stream.receive()
    if body is None:
        raise ConnectionError("The host closed the connection")
    if body.startswith(b"{"):
        message = p.decode_host(body)
        if isinstance(message, p.Refused):
            raise ChannelRefused(message.said())
        if isinstance(message, p.Error):
            raise ChannelRefused(message.said())
        return None
    return body


Check = Callable[[Kind, str, str, str], Awaitable[str]]


async def open_as_host(channel: SecureConnection, codes: Callable[[str], str], check: Check,
                       network_deadline: float) -> bool:
    """The host's side of the handshake; False once refused (told in words, one log line).

    `codes` gives the code of each kind; `check(kind, peer, given, expected)` is the guard's
    (app/net/code_guard.py), given the client's key confirmation and the one the code would
    give: a wrong one counts as a wrong code from that address, and the guard's delays apply
    before the host confirms anything. The client's messages must come by `network_deadline`
    (the loop's time; the hello deadline); the guard's wait does not count against it."""
    stream = channel.stream
    try:
        async with asyncio.timeout_at(network_deadline):
            first = await stream.receive()
            opening = None if first is None else first[:len(MAGIC) + 1]
            kind = next((k for k, b in KIND_BYTE.items() if opening == MAGIC + b), None)
            client_message = (first or b"")[len(MAGIC) + 1:]
            if kind is None or len(client_message) != SPAKE_MESSAGE:
                return _refuse(channel, NOT_A_HANDSHAKE if first is not None else "")
            # libsodium's arithmetic, half a millisecond a side: on the loop.
            spake = Spake2("B", password(kind, codes(kind)), id_a=CLIENT_ID, id_b=HOST_ID)
            host_message = spake.start()
            await stream.send(_frame(MAGIC + host_message))
            try:
                shared = spake.finish(client_message)
            except PakeError:
                return _refuse(channel, "Malformed handshake")
            keys = _Keys(shared, kind, client_message, host_message)
            answer = await stream.receive()
    except TimeoutError:
        return _refuse(channel, Phrase("hello_in_time", f"{HELLO_SECONDS:g}"))
    except p.ProtocolError as error:  # a frame too large for a handshake
        return _refuse(channel, str(error))
    if answer is None:
        return False  # gone
    confirm = _handshake_body(answer, CONFIRM)
    if confirm is None:
        return _refuse(channel, "Malformed handshake")
    # A wrong confirmation is a wrong code: the guard judges it, and may first make it wait.
    refusal = await check(kind, channel.peer, confirm.hex(), keys.client_confirm.hex())
    if refusal:
        return _refuse(channel, refusal)
    await stream.send(_frame(MAGIC + keys.host_confirm))
    channel._keyed(kind, keys.host_to_client, keys.client_to_host)
    return True


def _refuse(channel: SecureConnection, reason: str) -> bool:
    if reason:
        log.info("refused and closed %s at the handshake: %s", channel.peer, reason)
        with contextlib.suppress(ConnectionError, OSError, RuntimeError):
            channel.write_plain(p.encode(p.refused(reason)))
    return False


def _decoded(frame: bytes) -> p.HostMessage | None:
    try:
        return p.decode_host(frame[p.HEADER.size:])
    except p.ProtocolError:
        return None


def _frame(body: bytes) -> bytes:
    return p.HEADER.pack(len(body)) + body


def keyed_by(conn: Connection) -> Kind | None:
    """The code a TCP connection was keyed with; None for an in-memory connection."""
    return conn.kind if isinstance(conn, SecureConnection) else None


__all__ = ["ChannelRefused", "SecureConnection", "keyed_by", "open_as_client", "open_as_host"]
