"""The Wi-Fi must learn nothing (issue 20): every byte between a real host and a real BJX
player goes through a proxy on loopback that stands for the shared network.

Before (plain JSON over TCP) the proxy read the join code, the seat token and every hidden card
in clear (`{"type"` begins every frame). Now the connection is keyed by the join code with
SPAKE2 and sealed with ChaCha20-Poly1305 (app/net/secure_channel.py): the capture holds no card,
no JSON, no code and no token; a byte changed in flight closes that connection with an error
while the host plays on; a wrong code fails at the key confirmation and counts as a wrong code
with the host's guard (app/net/code_guard.py)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import re
from collections.abc import Callable

import pytest

from app.client.remote_bot import play_as_bot
from app.core.game import Game
from app.engine.bots import make_bot
from app.engine.cards import Card
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client, Refused, tcp_connector
from app.net.host import Host
from app.net.secure_channel import ChannelRefused
from tests.support.channels import answer, keyed
from tests.support.loop import run

JOIN, DIRECTOR = "K7M4QX2P", "d1r3ct0r"


class Proxy:
    """A man in the middle on loopback: forwards every byte both ways and keeps a copy;
    `tamper` may change what goes to the host."""

    def __init__(self, host_port: int,
                 tamper: Callable[[bytes, int], bytes] | None = None) -> None:
        self.host_port = host_port
        self.tamper = tamper
        self.captured = bytearray()
        self.to_host_bytes = 0
        self._pipes: set[asyncio.Task[None]] = set()
        self.server: asyncio.Server | None = None

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._accepted, "127.0.0.1", 0)
        port: int = self.server.sockets[0].getsockname()[1]
        return port

    async def _accepted(self, reader: asyncio.StreamReader,
                        writer: asyncio.StreamWriter) -> None:
        host_reader, host_writer = await asyncio.open_connection("127.0.0.1", self.host_port)
        pipes = [asyncio.create_task(self._pipe(reader, host_writer, to_host=True)),
                 asyncio.create_task(self._pipe(host_reader, writer, to_host=False))]
        self._pipes.update(pipes)
        await asyncio.wait(pipes, return_when=asyncio.FIRST_COMPLETED)
        for pipe in pipes:
            pipe.cancel()
        host_writer.close()
        writer.close()

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, *,
                    to_host: bool) -> None:
        with contextlib.suppress(ConnectionError, OSError):
            while data := await reader.read(65536):
                if to_host and self.tamper is not None:
                    data = self.tamper(data, self.to_host_bytes)
                if to_host:
                    self.to_host_bytes += len(data)
                self.captured += data
                writer.write(data)
                await writer.drain()

    async def stop(self) -> None:
        for pipe in self._pipes:
            pipe.cancel()
        await asyncio.gather(*self._pipes, return_exceptions=True)
        if self.server is not None:
            self.server.close()


CARD_NAMES = [str(card) for card in (Card.parse(f"{r}{s}") for r in
              ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
              for s in "SHDC")]


def wire_card(name: str) -> bytes:
    """How the wire writes a card: a JSON string, as in `"card":"10H"`."""
    return b'"card":"' + name.encode() + b'"'


def test_a_sniffer_on_the_path_reads_no_card_no_json_no_code_and_no_token() -> None:
    """Failed before: the proxy read `{"type"` in every frame, the join code in the hello, the
    token in the welcome and every dealt card (317 hidden ones in the issue's night)."""
    async def test() -> None:
        host = Host(Game(BjxRules(seats=2), name="BJX"), join_code=JOIN,
                    director_code=DIRECTOR, bet_seconds=0.3, decision_seconds=0.3,
                    speedup=3000.0, start_when=2)
        server = await host.serve("127.0.0.1", 0)
        proxy = Proxy(server.sockets[0].getsockname()[1])
        port = await proxy.start()
        seen: list[p.HostMessage] = []
        runner = asyncio.create_task(host.run())
        bots = [asyncio.create_task(play_as_bot(
            tcp_connector("127.0.0.1", port), name=name, code=JOIN,
            policy=make_bot("basic", random.Random(index)), retry_seconds=0.05,
            on_message=seen.append)) for index, name in enumerate(["Ann", "Bob"])]
        try:
            director = Client(await tcp_connector("127.0.0.1", port)())
            await director.hello("director", code=DIRECTOR)
            await asyncio.wait_for(host.done.wait(), 60)
            director.close()
        finally:
            for task in [runner, *bots]:
                task.cancel()
            await asyncio.gather(runner, *bots, return_exceptions=True)
            await host.stop()
            server.close()
            await proxy.stop()
        assert host.game.tournament.over
        wire = bytes(proxy.captured)
        # What the players were told in the clear before: dealt cards, each a seat's own.
        dealt = [event["card"] for message in seen if isinstance(message, p.Events)
                 for event in message.events
                 if event["type"] == "CardDealt" and event["card"] is not None]
        tokens = list(host.admission.tokens.values())  # each sent in a welcome
        assert len(dealt) > 100 and len(tokens) >= 2 and len(wire) > 50_000
        assert b'{"type"' not in wire and b'"card"' not in wire
        assert [name for name in CARD_NAMES if wire_card(name) in wire] == []
        for secret in (JOIN, DIRECTOR, *tokens):
            assert secret.encode() not in wire, secret
        # Only the handshake's magic and lengths are readable: no byte run of text.
        assert not re.search(rb"[A-Za-z]{12}", wire)

    run(test, timeout=90)


def test_a_byte_changed_in_flight_closes_that_connection_with_an_error_and_the_host_plays_on(
        caplog: pytest.LogCaptureFixture) -> None:
    """Failed before: a proxy rewrote bets in flight and the host took them. Now a frame that
    fails its check is refused in words (one log line, no traceback) and that connection is
    closed; the host keeps serving everyone else."""
    def flip_after_handshake(data: bytes, already: int) -> bytes:
        # The handshake is 37 + 39 bytes from the client; past it, flip a byte of a frame.
        at = 37 + 39 + 10 - already
        if 0 <= at < len(data):
            return data[:at] + bytes([data[at] ^ 0x01]) + data[at + 1:]
        return data

    async def test() -> None:
        host = Host(Game(Series7Rules()), join_code=JOIN, director_code=DIRECTOR)
        server = await host.serve("127.0.0.1", 0)
        host_port = server.sockets[0].getsockname()[1]
        proxy = Proxy(host_port, flip_after_handshake)
        port = await proxy.start()
        try:
            victim = Client(await tcp_connector("127.0.0.1", port)())
            with pytest.raises((Refused, ConnectionError, p.ProtocolError)):
                await victim.hello("player", name="Ann", code=JOIN)
                while True:  # the host's answer, if any, is an error, then the end
                    message = await victim.receive()
                    assert not isinstance(message, p.Welcome)
                    if message is None:
                        raise ConnectionError("closed")
            victim.close()
            assert not host.done.is_set()
            player = Client(await tcp_connector("127.0.0.1", host_port)())
            welcome = await player.hello("player", name="Bob", code=JOIN)
            assert welcome.name == "Bob"
            player.close()
        finally:
            await host.stop()
            server.close()
            await proxy.stop()

    with caplog.at_level(logging.INFO, logger="pitboss.host"):
        run(test, timeout=20)
    assert not [r for r in caplog.records if r.exc_info], "a changed byte led to a traceback"
    assert [r for r in caplog.records if "failed its check" in r.getMessage()]


def test_a_wrong_code_fails_at_the_key_confirmation_and_counts_as_a_wrong_code() -> None:
    """One online guess per connection: the wrong code is found out only when the host checks
    the client's key confirmation, and counts with the guard, whose delay then applies to the
    next try from that address, even with the right code."""
    async def test() -> None:
        host = Host(Game(Series7Rules()), join_code=JOIN, director_code=DIRECTOR)
        server = await host.serve("127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        try:
            with pytest.raises(ChannelRefused, match="Wrong join code"):
                await keyed(port, "WRONG123", source="127.0.0.3")
            with pytest.raises(ChannelRefused, match="try again in"):
                await keyed(port, JOIN, source="127.0.0.3")
            with pytest.raises(ChannelRefused, match="Wrong director code"):
                await keyed(port, JOIN, "director", source="127.0.0.4")
            # Another address with the right code is let straight in.
            conn = await keyed(port, JOIN, source="127.0.0.5")
            await conn.send(p.encode(p.Hello(protocol=p.PROTOCOL_VERSION, role="player",
                                             name="Ann", code=JOIN)))
            assert isinstance(await answer(conn), p.Welcome)
            # A channel keyed by the join code does not carry a director in.
            conn = await keyed(port, JOIN, source="127.0.0.5")
            await conn.send(p.encode(p.Hello(protocol=p.PROTOCOL_VERSION, role="director",
                                             code=DIRECTOR)))
            refused = await answer(conn)
            assert isinstance(refused, p.Refused) and "director's code" in refused.reason
        finally:
            await host.stop()
            server.close()

    run(test, timeout=20)


def test_a_client_in_clear_or_a_huge_first_frame_is_refused_in_words(
        caplog: pytest.LogCaptureFixture) -> None:
    """An old client's plain hello, and a first frame over the size limit, are each refused
    with a plain `refused` that says why (no secret in it), one log line, no traceback."""
    async def first_answer(data: bytes) -> p.HostMessage:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(data)
        (length,) = p.HEADER.unpack(await reader.readexactly(p.HEADER.size))
        message = p.decode_host(await reader.readexactly(length))
        assert await reader.read() == b""  # and closed
        writer.close()
        return message

    async def test() -> None:
        nonlocal port
        host = Host(Game(Series7Rules()), join_code=JOIN, director_code=DIRECTOR)
        server = await host.serve("127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        try:
            old = await first_answer(p.encode(p.Hello(protocol=p.PROTOCOL_VERSION,
                                                      role="player", name="Ann", code=JOIN)))
            assert old == p.Refused(reason="This host encrypts its connections: update Pitboss")
            huge = await first_answer(p.HEADER.pack(1 << 30))
            assert isinstance(huge, p.Refused) and "Frame too large" in huge.reason
            assert not host.done.is_set()
        finally:
            await host.stop()
            server.close()

    port = 0
    with caplog.at_level(logging.INFO, logger="pitboss.host"):
        run(test, timeout=20)
    assert not [r for r in caplog.records if r.exc_info], "a frame led to a traceback"
    assert len([r for r in caplog.records if "at the handshake" in r.getMessage()]) == 2


def test_a_refusal_at_the_door_still_reaches_the_client_in_words() -> None:
    """The connection caps refuse before any handshake: the refusal goes in clear (it says no
    secret), and nothing else can."""
    async def test() -> None:
        host = Host(Game(Series7Rules()), join_code=JOIN, director_code=DIRECTOR)
        server = await host.serve("127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        host.sessions.door.most = 1
        try:
            ann = Client(await tcp_connector("127.0.0.1", port)())
            await ann.hello("player", name="Ann", code=JOIN)
            with pytest.raises(Refused, match="The host is full"):
                await Client(await tcp_connector("127.0.0.1", port)()).hello(
                    "player", name="Bob", code=JOIN)
            ann.close()
        finally:
            await host.stop()
            server.close()

    run(test, timeout=20)
