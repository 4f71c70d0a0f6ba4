"""Hostile frames against a real host on 127.0.0.1 (issue 20): malformed director acts and
frames built to make the decoder recurse are refused with an `error` and one log line; nothing
changes, no traceback is logged, and the host plays on."""

from __future__ import annotations

import asyncio
import json
import logging
import struct
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.client.remote_bot import play_as_bot
from app.core import director_acts
from app.core.bounded import MAX_CHIPS
from app.core.game import Game
from app.engine.bots import make_bot
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client, tcp_connector
from app.net.host import Host
from app.net.log_limit import RepeatedLines
from app.net.secure_channel import SecureConnection
from app.net.web_clock import WebClock
from app.timebase import LoopTime
from tests.support.channels import keyed
from tests.support.loop import run
from tests.support.virtual_time import run_in_virtual_time
from tests.support.waiting import until

VIRTUAL_END = 600.0  # a virtual test that has not ended by then fails (a hang)


def frame(message: dict[str, Any] | bytes) -> bytes:
    body = message if isinstance(message, bytes) else json.dumps(message).encode()
    return struct.pack(">I", len(body)) + body


async def answer(conn: SecureConnection) -> dict[str, Any]:
    """The next message the host sends that is not a snapshot or the game's news."""
    while True:
        body = await conn.receive()
        assert body is not None, "the host closed the connection"
        message: dict[str, Any] = json.loads(body)
        if message["type"] not in ("snapshot", "events", "bet_request", "waiting", "decision"):
            return message


MALFORMED_ACTS: list[tuple[dict[str, Any], str]] = [
    ({"act": "void"}, "Say at which table to void the hand"),
    ({"act": "add_time"}, "Say how many seconds to add"),
    ({"act": "jump"}, "Say which level to go to"),
    ({"act": "add_time", "arguments": {"seconds": 1e308}}, "<= 86400"),
    # Twice made the clock infinite (issue 20).
    ({"act": "add_time", "arguments": {"seconds": 1e308}}, "<= 86400"),
    ({"act": "add_time", "arguments": {"seconds": -1e308}}, ">= -86400"),
    ({"act": "add_time", "arguments": {"seconds": "60"}},
     "Expected `float`, got `str` - at `$.seconds`"),
    ({"act": "jump", "arguments": {"level": 0}}, ">= 1"),
    ({"act": "jump", "arguments": {"level": 10**30}}, "<= 1000"),
    ({"act": "void", "arguments": {"table": 99}}, "There is no table 99"),
    ({"act": "void", "arguments": {"table": -1}}, ">= 1"),
    ({"act": "move", "arguments": {"player": "Ann"}},
     "Say which player to move and to which table"),
    # One table: the host says so before it looks at the table asked for.
    ({"act": "move", "arguments": {"player": "Ann", "table": 99}}, "There is one table"),
    ({"act": "schedule"}, "Say the levels and breaks to come"),
    ({"act": "schedule", "arguments": {"schedule": {"levels": "many"}}}, "Expected `array`"),
    ({"act": "schedule", "arguments": {"schedule": {
        "level_minutes": 10**400, "break_every": 1, "break_minutes": 1, "levels": []}}},
     "at `$.schedule.level_minutes`"),
    ({"act": "admit"}, "Say whose late entry to admit"),
    ({"act": "explode"}, "There is no act 'explode'"),
    # What an act does not take is refused, not ignored (protocol 5: each act types its own).
    ({"act": "pause", "arguments": {"seconds": 60}}, "This act takes nothing more"),
    ({"act": "jump", "arguments": {"level": 2, "table": 1}}, "unknown field `table`"),
]


def test_malformed_director_acts_are_refused_and_change_nothing() -> None:
    """Each malformed act gets an `error` in words and changes nothing; the clock's page still
    answers and the host plays on (bots keep playing hands). Before: `add_time 1e308` was
    taken (twice: an infinite clock, its page 500 from then on) and `void 99` dropped table
    1's open decision first; in the issue's older host `void`, `add_time` and `jump` without
    their argument each stopped the host."""
    async def test() -> None:
        host = Host(Game(Series7Rules()), join_code="4321", director_code="9999",
                    bet_seconds=0.5, decision_seconds=0.5, speedup=50.0, start_when=2)
        server = await host.serve("127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        page = WebClock(host.views.clock_page_state)
        await page.start("127.0.0.1", 0)
        runner = asyncio.create_task(host.run())
        bots = [asyncio.create_task(play_as_bot(
            tcp_connector("127.0.0.1", port), name=name, code="4321",
            policy=make_bot("basic", __import__("random").Random(index)), retry_seconds=0.05))
            for index, name in enumerate(["Ann", "Bob"])]
        try:
            tournament = host.game.tournament
            await until(lambda: tournament.hands_played >= 2, "two hands played", 30.0)
            # Inside the secure channel: a director who knows the code (issue 20).
            conn = await keyed(port, "9999", "director")
            conn.write(frame({"type": "hello", "protocol": p.PROTOCOL_VERSION, "role": "director",
                              "code": "9999"}))
            assert (await answer(conn))["type"] == "welcome"
            clock = host.game.clock
            assert clock is not None
            acts = list(clock.acts)
            for act, words in MALFORMED_ACTS:
                conn.write(frame({"type": "direct", **act}))
                message = await answer(conn)
                assert message["type"] == "error" and words in message["message"], (act, message)
            assert list(clock.acts) == acts and not host.done.is_set()
            reader, writer = await asyncio.open_connection("127.0.0.1", page.port)
            writer.write(b"GET /clock.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            assert (await reader.read()).startswith(b"HTTP/1.1 200")
            writer.close()
            hands = tournament.hands_played
            await until(lambda: tournament.hands_played >= hands + 3,  # the host plays on
                        "three more hands played", 30.0)
            assert tournament.chips_in_play() + tournament.removed_chips == 8000  # C-6
            conn.close()
        finally:
            for task in [runner, *bots]:
                task.cancel()
            await asyncio.gather(runner, *bots, return_exceptions=True)
            await host.stop()
            server.close()
            await page.close()

    run(test, timeout=60)


def test_a_jump_to_the_last_levels_keeps_the_tables_playing() -> None:
    """Well-formed jumps to levels 35, 36 and 1,000 (the bound), made while the clock is
    paused: each is taken, the clock's message still carries them, and once resumed the
    tables deal at those bets. Before: at level 35 the next level's maximum passed what a
    message carries, the clock message failed to build and the tables' schedule stopped
    (found by the fuzz test below). The bets stop doubling at MAX_BET
    (docs/decisions/bets-stop-doubling.md)."""
    async def test(timebase: LoopTime) -> None:  # the bet windows are the loop's
        host = Host(Game(Series7Rules()), join_code="4321", director_code="9999",
                    bet_seconds=0.5, decision_seconds=0.5, speedup=3000.0, start_when=2,
                    timebase=timebase)
        director = Client(host.connect_local())
        await director.hello("director", code="9999")
        for name in ("Ann", "Bob"):
            await Client(host.connect_local()).hello("player", name=name, code="4321")
        runner = asyncio.create_task(host.run())
        tournament = host.game.tournament
        await until(lambda: tournament.started_at is not None, "the tournament started", 10.0)
        await director.send(p.Direct(act="pause"))
        for level in (35, 36, 1000):
            await director.send(p.Direct(act="jump", arguments={"level": level}))
            await director.send(p.Ping(sent=1.0))
            shown: list[p.ClockState] = []
            while not isinstance(reply := await director.receive(), p.Pong):
                assert reply is not None and not isinstance(reply, p.Error), reply
                if isinstance(reply, p.Snapshot) and reply.clock is not None:
                    shown.append(reply.clock)
            assert host.failure is None and not host.done.is_set(), level
        assert shown and shown[-1].level.number == 1000
        assert shown[-1].next_level.maximum == shown[-1].level.maximum <= MAX_CHIPS
        hands = tournament.hands_played
        await director.send(p.Direct(act="resume"))
        await until(lambda: tournament.hands_played > hands or host.done.is_set(),
                    "a hand dealt at level 1,000's bets (all in)", 10.0)
        assert host.failure is None and tournament.hands_played > hands
        assert tournament.chips_in_play() + tournament.removed_chips == 8000  # C-6
        runner.cancel()
        await asyncio.gather(runner, return_exceptions=True)
        await host.stop()

    run_in_virtual_time(test, end=VIRTUAL_END)


# Every client message type, its fields given values of any type, missing, or out of range.
WILD = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([1e308, -1e308, 0.0, 86400.0, 86401.0, 2**63, -(2**63), 10**400]),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=20),
    st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=5), st.integers(),
                                                         max_size=3))
FIELDS = {tag: [f for f in kind.__struct_fields__] for tag, kind in
          (("hello", p.Hello), ("bet", p.Bet), ("act", p.Act), ("say", p.Say),
           ("ping", p.Ping), ("direct", p.Direct))}
ACTS = sorted(director_acts.ACTS)
ARGUMENTS = st.dictionaries(
    st.sampled_from(["table", "seconds", "level", "player", "schedule", "text", "x"]), WILD,
    max_size=3)


@st.composite
def wild_message(draw: st.DrawFn) -> dict[str, Any]:
    tag = draw(st.sampled_from(sorted(FIELDS)))
    message: dict[str, Any] = {"type": tag}
    for name in FIELDS[tag]:
        if draw(st.booleans()):
            if name == "act" and draw(st.booleans()):
                message[name] = draw(st.sampled_from(ACTS))
            elif name == "arguments" and draw(st.booleans()):
                message[name] = draw(ARGUMENTS)
            else:
                message[name] = draw(WILD)
    return message


@settings(max_examples=40, deadline=None)
@given(messages=st.lists(wild_message(), min_size=1, max_size=12))
def test_any_message_with_wrong_types_missing_fields_or_huge_numbers_never_hurts_the_host(
        messages: list[dict[str, Any]]) -> None:
    """Hypothesis over every message type, from a director and from a seated player, after
    the start: each is answered or refused, the host stays up, chips are conserved (C-6), and
    it still answers a ping."""
    async def test(timebase: LoopTime) -> None:
        host = Host(Game(Series7Rules()), join_code="4321", director_code="9999",
                    bet_seconds=0.5, decision_seconds=0.5, speedup=3000.0, start_when=2,
                    timebase=timebase)
        director = Client(host.connect_local())
        await director.hello("director", code="9999")
        ann = Client(host.connect_local())
        await ann.hello("player", name="Ann", code="4321")
        bob = Client(host.connect_local())
        await bob.hello("player", name="Bob", code="4321")
        runner = asyncio.create_task(host.run())
        await until(lambda: host.game.tournament.started_at is not None,
                    "the tournament started", 10.0)
        for client in (director, ann):
            for message in messages:
                await client.conn.send(frame(message))
            await client.send(p.Ping(sent=2.0))
            while not isinstance(reply := await client.receive(), p.Pong):
                assert reply is not None, "the host closed the connection"
        assert not host.done.is_set() and host.failure is None
        tournament = host.game.tournament
        assert tournament.chips_in_play() + tournament.removed_chips == 8000
        runner.cancel()
        await asyncio.gather(runner, return_exceptions=True)
        await host.stop()

    run_in_virtual_time(test, end=VIRTUAL_END)


# ---- tracebacks as a weapon -------------------------------------------------------------------

DEEP = b'{"x":' + b"[" * 1000 + b"]" * 1000 + b',"type":"hello"}'  # 2 KiB, tag last


def test_a_deeply_nested_frame_before_hello_is_an_error_and_no_traceback(
        caplog: pytest.LogCaptureFixture) -> None:
    """A 2 KiB frame of nesting before the "type" tag, before hello: the decoder skips it by
    recursing. Before: RecursionError, a traceback logged and the connection closed without a
    word (2,458 tracebacks a second, 4.1 GiB of log an hour). Now: an `error`, one log line,
    no traceback, and the connection is closed (it had not said hello); the host lets the
    next one in."""
    async def test() -> None:
        host = Host(Game(Series7Rules()), join_code="4321", director_code="9999")
        server = await host.serve("127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        try:
            for _ in range(3):
                # Inside the secure channel: a guest who knows the join code (issue 20).
                conn = await keyed(port, "4321")
                conn.write(frame(DEEP))
                message = await answer(conn)
                # (No phrase: a malformed frame's words are for whoever wrote the client.)
                assert message == {"type": "error", "words": None,
                                   "message": "Malformed message: nested too deeply"}
                assert await conn.receive() is None  # closed: it had not said hello
                conn.close()
            conn = await keyed(port, "4321")
            conn.write(frame({"type": "hello", "protocol": p.PROTOCOL_VERSION, "role": "player",
                              "name": "Ann", "code": "4321"}))
            assert (await answer(conn))["type"] == "welcome"
            conn.close()
        finally:
            await host.stop()
            server.close()

    with caplog.at_level(logging.INFO, logger="pitboss.host"):
        run(test, timeout=20)
    assert not [r for r in caplog.records if r.exc_info], "a frame led to a traceback"
    refusals = [r.getMessage() for r in caplog.records if "nested too deeply" in r.getMessage()]
    assert len(refusals) == 3  # one line each (the handler's filter limits a flood of them)


def test_a_flood_of_one_line_is_counted_not_repeated() -> None:
    """The host's log lets through 5 lines of a kind a minute; the next minute's first says
    how many were left out."""
    now = [0.0]
    limit = RepeatedLines(lines=5, seconds=60.0, clock=lambda: now[0])

    def line(peer: str) -> logging.LogRecord:
        return logging.LogRecord("pitboss.host", logging.INFO, __file__, 1,
                                 "refused a message from %s: %s", (peer, "nested"), None)

    shown = [record for index in range(2463)
             if limit.filter(record := line(f"127.0.0.1:{index}"))]
    assert len(shown) == 5
    other = logging.LogRecord("pitboss.host", logging.INFO, __file__, 1, "another kind", (),
                              None)
    assert limit.filter(other)  # other kinds are not held back
    now[0] = 61.0
    record = line("127.0.0.1:9")
    assert limit.filter(record)
    assert record.getMessage() == ("refused a message from 127.0.0.1:9: nested (and 2,458 "
                                   "more like it in the minute before)")
