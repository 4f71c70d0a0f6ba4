"""A host that goes away, seen at the table (issue 19, "hosting and directing"): words a person
understands ("The host has gone; trying again every second"), never an errno, and every clock
stopped while the host cannot be reached, going on from the host's own time once it is back.
A real host on a loopback socket, stopped (its listener closed, its connections dropped) and
started again on the same port."""

from __future__ import annotations

import asyncio
import random
import re
import time

from pytestqt.qtbot import QtBot

from app.client.remote_bot import play_as_bot
from app.client.seat_session import SeatSession
from app.core.game import Game
from app.engine.bots import make_bot
from app.engine.variants.series7.rules import Series7Rules
from app.net.client import tcp_connector
from app.net.host import Host
from app.timebase import Timebase
from app.ui.style import apply_style, text_scale
from app.ui.table_view import TableView
from tests.support.hosts import stop_served
from tests.support.lost_host import CODE, GONE, keeping_refusals
from tests.support.ports import free_port
from tests.support.waiting import until


def shown_seconds(view: TableView) -> int:
    """The level clock's time left as the table shows it, in seconds."""
    found = re.match(r"(\d+):(\d\d)", view.ui.clock_label.text())
    assert found, view.ui.clock_label.text()
    return int(found[1]) * 60 + int(found[2])


class TessClock(Timebase):
    """The clock Tess's session and table read: the machine's, moved on by the test. The
    machine's underneath, because the host and the loop are real (their timeouts and
    reconnecting wait in real time); not the system's `SYSTEM`, so nothing ticks the table
    by itself (app/ui/view_clock.py): the test ticks it, after moving time."""

    def __init__(self) -> None:
        self.ahead = 0.0

    def monotonic(self) -> float:
        return time.monotonic() + self.ahead

    def wall(self) -> float:
        return time.time() + self.ahead


def test_a_lost_host_is_said_in_words_and_the_clocks_stop_until_it_is_back(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop) -> None:
    tess_clock = TessClock()
    view = TableView(timebase=tess_clock)
    qtbot.addWidget(view)
    view.speed = 0.0
    view.resize(1280, 800)
    apply_style(view, text_scale(1280, 800))  # the window's look: the clock's big digits
    view.show()

    async def test() -> None:
        port = free_port()
        host = Host(Game(Series7Rules()), join_code=CODE, bet_seconds=60.0,
                    decision_seconds=60.0, start_when=2)
        server = await host.serve("127.0.0.1", port)
        runner = asyncio.create_task(host.run())
        connect = tcp_connector("127.0.0.1", port)
        tess_connects, refused = keeping_refusals(connect)

        session = SeatSession(tess_connects, name="Tess", code=CODE, retry_seconds=1.0,
                              timebase=tess_clock)
        view.attach(session)
        assert view.shown.timebase is tess_clock  # the table's copy of the state reads it too
        assert not view.clock.ticking
        tasks = [runner, asyncio.create_task(session.run()), asyncio.create_task(play_as_bot(
            connect, name="Bob", code=CODE, policy=make_bot("basic", random.Random(1)),
            retry_seconds=1.0))]
        try:
            await until(lambda: session.connected and view.shown.clock is not None
                        and view.shown.clock.running
                        and view.ui.prompt_label.text().startswith("Your bet"),
                        "asked a bet, the clock running", 10.0)
            assert not view.ui.banner_label.isVisible()
            # The host stops: nobody listens on its port, every connection is dropped.
            server.close()
            await server.wait_closed()
            await host.stop()
            await until(lambda: view.ui.banner_label.isVisible(), "the host's absence shown", 10.0)
            await until(lambda: refused, "the first connection refused as well", 10.0)
            banner = view.ui.banner_label.text()
            assert banner == GONE
            assert not re.search(r"errno|refused|\[|\(", banner, re.IGNORECASE)
            view.clock.tick()
            frozen = shown_seconds(view)
            assert "stopped" in view.ui.clock_label.text()
            clock = view.ui.clock_label  # said whole (issue 38: "13:27 (stopped:" was cut)
            assert clock.fontMetrics().horizontalAdvance(clock.text()) <= clock.width()
            waited = {name: view.ui.felt_view.clocks.text(name) for name in ("Tess", "Bob")}
            assert any(waited.values())  # a bet is awaited: a seat's shot clock is shown
            tess_clock.ahead += 2.5  # the level clock would have fallen 2 s by now
            view.clock.tick()
            assert shown_seconds(view) == frozen and view.ui.banner_label.text() == GONE
            view.grab().save("/tmp/table_host_gone.png")
            assert {name: view.ui.felt_view.clocks.text(name)
                    for name in ("Tess", "Bob")} == waited
            # The host is back on its port: the clock goes on from the host's own time.
            server = await host.serve("127.0.0.1", port)
            await until(lambda: session.connected and not view.ui.banner_label.isVisible()
                        and "stopped" not in view.ui.clock_label.text(),
                        "back, the clock going on", 10.0)
            clock = host.game.clock
            assert clock is not None
            view.clock.tick()
            hosts = clock.state(host.time.now()).remaining
            assert abs(shown_seconds(view) - hosts) <= 1.5
            assert shown_seconds(view) < frozen  # the host's clock ran on meanwhile
        finally:
            await stop_served(host, server, tasks)

    qt_loop.run_until_complete(asyncio.wait_for(test(), 40.0))
