"""The host's protocol over a WebSocket at the web page's /ws (app/net/web_socket.py), against
a real host on 127.0.0.1 with aiohttp's own client doing the Python side of the secure channel:
a whole hello, a pong and hands played, and each hostile act refused in words or closed as a
TCP connection's is (docs/protocol.md, "Transport and frames")."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import cast

import aiohttp
import pytest

from app.client.remote_bot import play_as_bot
from app.core.game import Game
from app.engine.bots import make_bot
from app.engine.variants.series7.rules import Series7Rules
from app.net import door
from app.net import protocol as p
from app.net.client import Client
from app.net.host import Host
from app.net.night import HostedNight
from app.net.secure_channel import ChannelRefused, SecureConnection
from app.net.sessions import BACKLOG_MAX
from app.net.transport import Connection
from app.net.web_clock import SOCKET_HARD_LIMIT, WebClock
from app.net.web_socket import WebSocketConnection
from app.timebase import SYSTEM, LoopTime, Timebase
from tests.support.loop import run
from tests.support.nights import loopback_plan
from tests.support.virtual_time import run_in_virtual_time
from tests.support.waiting import until
from tests.support.web_sockets import (
    closed,
    keyed_socket,
    open_socket,
    socket_connector,
    web_page,
)


@asynccontextmanager
async def hosted(timebase: Timebase = SYSTEM, **timing: float
                 ) -> AsyncIterator[tuple[Host, int, aiohttp.ClientSession]]:
    """A host listening on TCP and serving its web page, WebSocket included; its web port, and
    a client session to reach it."""
    host = Host(Game(Series7Rules()), join_code="4321", director_code="9999",
                timebase=timebase, **timing)
    server = await host.serve("127.0.0.1", 0)
    try:
        async with web_page(host) as web, aiohttp.ClientSession() as session:
            yield host, web.port, session
    finally:
        server.close()


async def door_emptied(host: Host) -> None:
    """Once every connection has left the host's door; fails after two seconds."""
    await until(lambda: not len(host.sessions.door), "every connection gone from the door",
                2.0)


def raw(conn: SecureConnection) -> aiohttp.ClientWebSocketResponse:
    """The aiohttp socket under a keyed connection, to send what no client of ours would."""
    socket = cast(WebSocketConnection, conn.stream).socket
    assert isinstance(socket, aiohttp.ClientWebSocketResponse)
    return socket


async def refusal(conn: SecureConnection) -> str:
    """The words of the host's next `error` or `refused`, past anything else; then the
    connection is closed."""
    while True:
        body = await conn.receive()
        assert body is not None, "closed without a word"
        message = json.loads(body)
        if message["type"] in ("error", "refused"):
            words: str = message.get("message") or message["reason"]
            assert await conn.receive() is None  # and closed
            return words


def test_a_browser_socket_says_hello_gets_a_pong_and_counts_at_the_door() -> None:
    async def test() -> None:
        async with hosted() as (host, port, session):
            client = Client(SecureConnection(await open_socket(session, port)))
            welcome = await client.hello("player", name="Wes", code="4321")
            assert welcome.token and isinstance(await client.receive(), p.Snapshot)
            await client.send(p.Ping(sent=12.5))
            pong = await client.receive()
            assert isinstance(pong, p.Pong) and pong.sent == 12.5
            assert host.views.clock_page_state()["field_size"] == 1
            assert len(host.sessions.door) == 1 and host.sessions.connected("Wes")
            # Its address as a TCP connection's: the door's per-address caps count it.
            assert [session.address for session in host.sessions] == ["127.0.0.1"]
            await closed(client.conn)
            await door_emptied(host)

    run(test)


def test_hands_are_played_by_python_clients_over_web_sockets() -> None:
    """Two bots join over /ws and play; a hand ends only if both act (their decisions' time is
    longer than the test waits), and each saw its own decision asked and the hand end."""
    async def test() -> None:
        async with hosted(bet_seconds=20.0, decision_seconds=20.0, start_when=2) \
                as (host, port, session):
            seen: dict[str, list[p.HostMessage]] = {"Wes": [], "Ada": []}
            bots = [asyncio.create_task(play_as_bot(
                socket_connector(session, port), name=name, code="4321",
                policy=make_bot("basic", random.Random(index)),
                on_message=seen[name].append)) for index, name in enumerate(seen)]
            runner = asyncio.create_task(host.run())
            try:
                await until(lambda: host.game.tournament.hands_played >= 2, "two hands played",
                            15.0)
            finally:
                for task in [*bots, runner]:
                    task.cancel()
                await asyncio.gather(*bots, runner, return_exceptions=True)
        for name, messages in seen.items():
            assert any(isinstance(m, p.BetRequest) for m in messages), name
            assert any(isinstance(m, p.Events) and any(e["type"] == "HandEnded"
                                                          for e in m.events)
                       for m in messages), name
        assert host.views.clock_page_state()["field_size"] == 2

    run(test, timeout=60)


def test_a_plain_request_for_the_socket_is_told_what_it_takes() -> None:
    async def test() -> None:
        async with hosted() as (host, port, session):
            async with session.get(f"http://127.0.0.1:{port}/ws") as answer:
                assert answer.status == 400
                assert "/ws takes a WebSocket" in await answer.text()
            async with session.post(f"http://127.0.0.1:{port}/ws", data=b"x") as answer:
                assert answer.status == 405 and answer.headers["Allow"] == "GET"
            assert not len(host.sessions.door)

    run(test)


def test_a_wrong_code_is_one_guess_counted_as_on_tcp() -> None:
    async def test() -> None:
        async with hosted() as (host, port, session):
            with pytest.raises(ChannelRefused, match="Wrong join code"):
                await keyed_socket(session, port, "0000")
            with pytest.raises(ChannelRefused, match="try again in"):
                await keyed_socket(session, port, "4321")  # the guard's delay, as on TCP
            assert not host.sessions

    run(test)


def test_a_text_message_is_refused_in_words_before_and_after_the_handshake() -> None:
    async def test() -> None:
        async with hosted() as (host, port, session):
            socket = await session.ws_connect(f"http://127.0.0.1:{port}/ws")
            await socket.send_str('{"type": "hello"}')
            answer = await socket.receive()
            assert answer.type is aiohttp.WSMsgType.BINARY  # the host's `refused`, in clear
            assert "Text messages are not taken" in json.loads(answer.data)["reason"]
            assert (await socket.receive()).type is aiohttp.WSMsgType.CLOSE
            await socket.close()

            conn = await keyed_socket(session, port, "4321")
            await raw(conn).send_str("hello")
            assert "Text messages are not taken" in await refusal(conn)
            assert not host.sessions
            await door_emptied(host)

    run(test)


def test_oversized_messages_are_refused_in_words_or_at_their_header() -> None:
    """One byte over a frame's limit: an `error` in words, closed (as a TCP frame's length
    over the limit). Over four frames: closed by aiohttp at the header, code 1009, before the
    message is buffered."""
    async def test() -> None:
        async with hosted() as (host, port, session):
            conn = await keyed_socket(session, port, "4321")
            socket = raw(conn)
            await socket.send_bytes(b"x" * (p.MAX_CLIENT_FRAME + 16 + 1))
            assert "Frame too large (4113 bytes; the limit is 4112)" in await refusal(conn)

            plain = await session.ws_connect(f"http://127.0.0.1:{port}/ws")
            await plain.send_bytes(b"x" * (SOCKET_HARD_LIMIT + 1))
            closing = await plain.receive()
            assert closing.type is aiohttp.WSMsgType.CLOSE
            assert closing.data == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
            await plain.close()
            assert not host.sessions

    run(test)


def test_a_flood_of_messages_or_of_pings_is_cut_off_in_words() -> None:
    async def test() -> None:
        async with hosted() as (host, port, session):
            client = Client(SecureConnection(await open_socket(session, port)))
            await client.hello("player", name="Flo", code="4321")
            with contextlib.suppress(ConnectionError):  # once it is closed
                for index in range(200):
                    await client.send(p.Ping(sent=float(index)))
            words = []
            while (message := await client.receive()) is not None:
                if isinstance(message, p.Error):
                    words.append(message.message)
            assert words == ["Too many messages: disconnected"]

            conn = await keyed_socket(session, port, "4321")
            socket = raw(conn)
            for _ in range(30):
                await socket.ping(b"hi")
            assert await refusal(conn) == "Too many pings: disconnected"
            await door_emptied(host)

    run(test)


def test_a_socket_that_never_speaks_is_closed_at_the_hello_deadline(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(door, "HELLO_SECONDS", 0.5)
    monkeypatch.setattr("app.net.sessions.HELLO_SECONDS", 0.5)

    async def test(timebase: LoopTime) -> None:
        async with hosted(timebase) as (host, port, session):
            loop = asyncio.get_running_loop()
            silent = await session.ws_connect(f"http://127.0.0.1:{port}/ws")
            connected = loop.time()
            await until(lambda: len(host.sessions.door) == 1, "the socket at the door", 0.4)
            assert host.sessions.door.waiting() == 1
            answer = await asyncio.wait_for(silent.receive(), 5)
            assert answer.type is aiohttp.WSMsgType.BINARY
            assert json.loads(answer.data)["reason"].startswith("Say hello within")
            assert loop.time() - connected < 0.51  # at the deadline, not later
            assert (await silent.receive()).type is aiohttp.WSMsgType.CLOSE
            await silent.close()
            await door_emptied(host)

    run_in_virtual_time(test, end=600.0)


def test_sockets_waiting_for_hello_are_capped_by_the_door_as_tcp_ones(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The door's cap of connections waiting from one address holds for sockets: the
    longest-waiting is closed in words to make room, and the newcomer gets in."""
    monkeypatch.setattr(door, "WAITING_PER_ADDRESS", 3)

    async def test() -> None:
        async with hosted() as (host, port, session):
            silent = [await session.ws_connect(f"http://127.0.0.1:{port}/ws") for _ in range(3)]
            client = Client(SecureConnection(await open_socket(session, port)))
            await client.hello("player", name="Late", code="4321")
            answer = await asyncio.wait_for(silent[0].receive(), 5)
            assert json.loads(answer.data)["reason"].startswith("Too many connections waiting")
            assert host.sessions.door.waiting() <= 3 and host.sessions.connected("Late")
            await closed(client.conn)
            for socket in silent:
                await socket.close()

    run(test)


def test_a_hosted_night_serves_the_socket_on_its_web_port(tmp_path: Path) -> None:
    """`pitboss host --http-port`'s night (HostedNight): /ws reaches its host."""
    async def test() -> None:
        night = HostedNight(loopback_plan(tmp_path / "night.sqlite3", clock_port=0))
        await night.start()
        try:
            port = int(night.clock_url().rsplit(":", 1)[1].split("/")[0])
            async with aiohttp.ClientSession() as session:
                client = Client(SecureConnection(await open_socket(session, port)))
                await client.hello("player", name="Web", code="4321")
                assert night.host is not None and night.host.sessions.connected("Web")
                await closed(client.conn)
        finally:
            await night.stop()

    run(test)


def test_a_socket_that_stops_reading_shows_its_backlog() -> None:
    """The host cuts off a client more than BACKLOG_MAX behind (app/net/sessions.py): a
    socket's backlog counts what is queued and what the transport holds, so a browser that
    stops reading is seen falling behind, and its writes never wait meanwhile."""
    frame = p.HEADER.pack(60_000) + b"x" * 60_000
    behind: list[int] = []

    async def attend(conn: Connection) -> None:
        assert isinstance(conn, WebSocketConnection)
        for _ in range(600):  # 36 MB at most
            conn.write(frame)
            # Written without waiting: then the frame handed to the socket, or the socket
            # full (its transport holds what the kernel would not take), whichever comes.
            await until(lambda: conn._queued == 0 or conn.backlog() > conn._queued,
                        "the frame sent or the socket full", 5.0)
            if conn.backlog() > BACKLOG_MAX:
                behind.append(conn.backlog())
                return

    async def test(timebase: LoopTime) -> None:
        web = WebClock(dict, attend=attend)
        await web.start("127.0.0.1", 0)
        try:
            async with aiohttp.ClientSession() as session:
                socket = await session.ws_connect(f"http://127.0.0.1:{web.port}/ws")
                await until(lambda: bool(behind), "the socket seen behind", 10.0)
                await socket.close()
        finally:
            await web.close()
        assert behind and behind[0] > BACKLOG_MAX

    run_in_virtual_time(test, end=600.0)
