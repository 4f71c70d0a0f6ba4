"""A seat session's listeners (named handlers, several at once) and its one reconnect policy,
which the remote bot shares: against a scripted host over an in-memory connection."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable

import pytest

from app.client.remote_bot import play_as_bot
from app.client.seat_session import SeatSession
from app.engine.bots import make_bot
from app.engine.rules import Variant
from app.net import protocol as p
from app.net.client import Refused
from app.net.transport import Connection, memory_pair

SNAPSHOT = {"variant": "series7", "started": False, "tables": {}, "dealers": {},
            "standings": [], "clock": None, "players": ["Tess"], "now": 0.0}


def scripted(*answers: list[p.Message]) -> tuple[Callable[[], Awaitable[Connection]], list[str]]:
    """A host that answers the n-th connection's hello with `answers[n]`, then hangs up (no
    more answers: the host cannot be reached). The tokens each hello brought, in order."""
    tokens: list[str] = []
    left = list(answers)

    async def serve(host: Connection, messages: list[p.Message]) -> None:
        body = await host.receive()
        assert body is not None
        hello = p.decode_client(body)
        assert isinstance(hello, p.Hello)
        tokens.append(hello.token)
        for message in messages:
            await host.send(p.encode(message))
        host.close()

    tasks: set[asyncio.Task[None]] = set()

    async def connect() -> Connection:
        if not left:
            raise OSError("nobody at that address")
        host, client = memory_pair(p.MAX_CLIENT_FRAME, p.MAX_HOST_FRAME)
        task = asyncio.create_task(serve(host, left.pop(0)))
        tasks.add(task)
        task.add_done_callback(tasks.discard)
        return client

    return connect, tokens


def welcome(token: str) -> p.Welcome:
    return p.Welcome(protocol=p.PROTOCOL_VERSION, role="player", name="Tess", token=token,
                     host="Friday", variant=Variant.SERIES7)


def test_listeners_hear_each_message_by_its_kind_then_as_a_change() -> None:
    """Several listeners on one session, each through the handlers it has; a coroutine
    handler is awaited before the next message; a listener removed hears nothing more."""
    heard: list[str] = []

    class Table:
        def on_event_changed(self, message: p.HostMessage | None) -> None:
            heard.append(f"table: {type(message).__name__}")

    class Log:
        def on_event_notice(self, message: p.Notice) -> None:
            heard.append(f"log: notice {message.text}")

        async def on_event_snapshot(self, message: p.Snapshot) -> None:
            # Its work in a worker thread, as a bot's thinking is: the loop runs on meanwhile.
            await asyncio.to_thread(heard.append, f"log: snapshot, over={message.over}")
            if message.over:
                session.remove_listener(table)

    connect, _ = scripted([welcome("t1"), p.Notice(text="hello"),
                           p.Snapshot(over=False, **SNAPSHOT), p.Snapshot(over=True, **SNAPSHOT)])
    session = SeatSession(connect, name="Tess", code="1234")
    table = Table()
    session.add_listener(table)
    session.add_listener(Log())
    asyncio.run(asyncio.wait_for(session.run(), 5.0))
    assert heard == ["table: NoneType",  # connected
                     "table: Notice", "log: notice hello",
                     "table: Snapshot", "log: snapshot, over=False",
                     "table: Snapshot", "log: snapshot, over=True"]


def test_a_dropped_seat_comes_back_with_its_token_and_gives_up_on_a_host_gone() -> None:
    """The one reconnect policy: the seat's token is brought back after a drop; a host that
    cannot be reached for `give_up_after` seconds is given up, and the session says so."""
    connect, tokens = scripted([welcome("t1")], [welcome("t1")])
    session = SeatSession(connect, name="Tess", code="1234", retry_seconds=0.01,
                          give_up_after=0.05)
    asyncio.run(asyncio.wait_for(session.run(), 5.0))
    assert tokens == ["", "t1"] and session.gave_up and not session.refused
    assert session.state.notice == "The host has gone; no longer trying"


def test_a_bot_plays_by_the_same_policy_refused_or_given_up() -> None:
    """`pitboss bot` is a seat session: refused, it raises Refused with the host's reason;
    given up on, it returns the last snapshot it had."""
    connect, _ = scripted([p.Refused(reason="That name is taken")])
    with pytest.raises(Refused, match="That name is taken"):
        asyncio.run(play_as_bot(connect, name="Tess", code="1234",
                                policy=make_bot("basic", random.Random(1))))
    connect, _ = scripted([welcome("t1"), p.Snapshot(over=False, **SNAPSHOT)])
    last = asyncio.run(play_as_bot(connect, name="Tess", code="1234", retry_seconds=0.01,
                                   give_up_after=0.05,
                                   policy=make_bot("basic", random.Random(1))))
    assert last is not None and not last.over
