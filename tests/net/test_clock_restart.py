"""A host killed (`kill -9`) and started again with `--resume` shows the clock where it was:
a paused clock at the same level with the same time left, to the second (S7-7, S7-24;
issue 6: "a host restart keeps the clock where it was")."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

from app.net import protocol as p
from app.net.client import Client, tcp_connector
from tests.support.ports import free_port, wait_for_port
from tests.support.processes import CODE, bots, cleanup

DIRECTOR = "9999"


def host(port: int, db: Path, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "app", "host", "--address", "127.0.0.1", "--port", str(port),
         "--code", CODE, "--director-code", DIRECTOR, "--db", str(db), "--start-when", "2",
         "--no-discovery", *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


async def director_clock(port: int, *acts: p.Direct) -> p.ClockState:
    """Connect as the director, make `acts`, and return the clock of the last snapshot sent
    before the host answers a ping made after them."""
    client = Client(await tcp_connector("127.0.0.1", port)())
    try:
        await client.hello("director", name="", code=DIRECTOR)
        clock: p.ClockState | None = None
        while clock is None or not clock.started:
            message = await asyncio.wait_for(client.receive(), 10)
            if isinstance(message, p.Snapshot):
                clock = message.clock
        for act in acts:
            await client.send(act)
        await client.send(p.Ping(sent=0.0))  # answered after every act before it
        while not isinstance(message := await asyncio.wait_for(client.receive(), 10), p.Pong):
            if isinstance(message, p.Error):
                raise AssertionError(message.message)
            if isinstance(message, p.Snapshot):
                clock = message.clock
        assert clock is not None
        return clock
    finally:
        client.close()


def test_a_paused_clock_is_where_it_was_after_a_kill_and_resume(tmp_path: Path) -> None:
    port, db = free_port(), tmp_path / "night.sqlite3"
    first = host(port, db)
    wait_for_port(port)
    players = bots(port, 2)
    running = first
    try:
        before = asyncio.run(director_clock(
            port, p.Direct(act="pause"), p.Direct(act="jump", arguments={"level": 2}),
            p.Direct(act="add_time", arguments={"seconds": -125.0})))
        assert before.paused and before.level.number == 2
        assert before.remaining == 15 * 60 - 125
        os.kill(first.pid, signal.SIGKILL)
        first.communicate()
        running = host(port, db, "--resume")
        wait_for_port(port)
        after = asyncio.run(director_clock(port))
        for key in ("paused", "started", "on_break", "level", "next_level", "remaining",
                    "seconds_to_next_break"):
            assert getattr(after, key) == getattr(before, key), key
    finally:
        cleanup([running, *players])
