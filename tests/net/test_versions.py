"""Versions that meet (issue 24): a client of another protocol is told in words which Pitboss
the host runs and what to do, whatever shape its hello has; a client shows the words of a
host of another version, whatever shape its refusal has."""

from __future__ import annotations

import asyncio
import json

import pytest

from app import __version__
from app.core.game import Game
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client, Refused, tcp_connector
from app.net.host import Host
from app.net.secure_channel import open_as_client
from app.net.transport import memory_pair
from tests.support.hosts import stop_served
from tests.support.loop import run
from tests.support.ports import free_port


def frame(message: dict[str, object]) -> bytes:
    body = json.dumps(message).encode()
    return p.HEADER.pack(len(body)) + body


def new_host() -> Host:
    return Host(Game(Series7Rules()), join_code="4321", director_code="9999",
                bet_seconds=0.5, decision_seconds=0.5, speedup=3000.0)


def test_a_later_client_whose_hello_has_new_fields_is_told_the_host_version() -> None:
    """Over a real socket, through the secure channel, as a later release would come."""
    async def test() -> None:
        host = new_host()
        port = free_port()
        server = await host.serve("127.0.0.1", port)
        try:
            conn = await tcp_connector("127.0.0.1", port)()
            await open_as_client(conn, "join", "4321")  # type: ignore[arg-type]
            await conn.send(frame({"type": "hello", "protocol": p.PROTOCOL_VERSION + 1,
                                   "role": "player", "name": "Ann", "code": "4321",
                                   "pitboss": "9.1.0", "avatar": "a field of version 3"}))
            reply = p.decode_host(await conn.receive() or b"")
            assert isinstance(reply, p.Refused)
            assert reply.reason == (
                f"This host runs Pitboss {__version__} (protocol {p.PROTOCOL_VERSION}); your "
                f"Pitboss 9.1.0 speaks protocol {p.PROTOCOL_VERSION + 1}. Install Pitboss "
                f"{__version__} to join this night, or ask the host to run the same version "
                "as you")
            assert await conn.receive() is None  # and the connection is closed
            assert not list(host.sessions)  # nobody was let in
        finally:
            await stop_served(host, server, [])

    run(test, timeout=30.0)


def test_an_earlier_client_is_told_too_without_a_release_of_its_own() -> None:
    async def test() -> None:
        host = new_host()
        client = Client(host.connect_local())
        await client.conn.send(frame({"type": "hello", "protocol": 1, "role": "player",
                                      "name": "Ann", "code": "4321"}))
        reply = await client.receive()
        assert isinstance(reply, p.Refused)
        assert f"runs Pitboss {__version__} (protocol {p.PROTOCOL_VERSION})" in reply.reason
        assert "your copy of Pitboss speaks protocol 1" in reply.reason

    run(test, timeout=10.0)


def test_a_malformed_hello_of_this_version_is_still_called_malformed() -> None:
    with pytest.raises(p.ProtocolError, match="Malformed message"):
        p.decode_client(json.dumps({"type": "hello", "protocol": p.PROTOCOL_VERSION,
                                    "role": "player", "avatar": "x"}).encode())


def test_a_client_shows_the_words_of_a_host_of_another_version() -> None:
    """The host's refusal has a field this client does not know: its words still show."""
    async def test() -> None:
        host_end, client_end = memory_pair(p.MAX_CLIENT_FRAME, p.MAX_HOST_FRAME)
        client = Client(client_end)
        words = "This host runs Pitboss 9.1.0 (protocol 3); install it to join"

        async def old_host() -> None:
            await host_end.receive()  # the hello
            host_end.write(frame({"type": "refused", "reason": words, "protocol": 3,
                                  "code": "version"}))

        answering = asyncio.create_task(old_host())
        with pytest.raises(Refused) as refused:
            await client.hello("player", name="Ann", code="4321")
        await answering
        assert refused.value.reason == words

    run(test, timeout=10.0)


def test_a_frame_of_another_shape_from_the_host_is_still_refused() -> None:
    with pytest.raises(p.ProtocolError, match="Malformed message from the host"):
        p.decode_host(json.dumps({"type": "welcome", "protocol": 3}).encode())
