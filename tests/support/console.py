"""The director's console in Qt tests, fed the host's messages by hand."""

from __future__ import annotations

import asyncio
from typing import Any

from pytestqt.qtbot import QtBot

from app.client.seat_session import SeatSession
from app.core.director_acts import Moment, refusals
from app.engine.clock import Clock
from app.engine.schedule import Schedule
from app.net import protocol as p
from app.net.views import clock_shown, schedule_shown
from app.ui.director_view import DirectorView


def snapshot(schedule: Schedule | None, level: int = 0, *, paused: bool = False,
             **more: Any) -> p.Snapshot:
    """The host's snapshot with `schedule`, its clock running at `level` (0: not started),
    or `paused` there."""
    clock = None
    if level:
        running = Clock(schedule or Schedule.default("series7"))
        running.start(0.0)
        running.jump_to_level(level, 0.0)
        if paused:
            running.pause(0.0)
        clock = clock_shown(running.state(0.0), 1.0)
    fields: dict[str, Any] = {"variant": "series7", "started": bool(level), "over": False,
                              "tables": {}, "dealers": {}, "standings": [], "clock": clock,
                              "players": ["Ann", "Bob"], "now": 0.0,
                              "schedule": schedule_shown(schedule) if schedule else None}
    fields.update(more)
    if "acts" not in fields:  # what a host of one tournament says of these (director_acts.py)
        tables = fields["tables"]
        left = sum(1 for row in fields["standings"] if row.place is None) \
            if fields["standings"] else len(fields["players"])
        moment = Moment(started=fields["started"], over=fields["over"],
                        clock=fields["variant"] != "tenhand", paused=paused, tables=len(tables),
                        players_left=left, sudden_death_rule=fields["variant"] == "series7",
                        sudden_death=False, nights=False)
        fields["acts"] = {act: p.phrase_words(why)
                          for act, why in refusals(moment).items()}
    return p.Snapshot(**fields)


def console(qtbot: QtBot) -> tuple[DirectorView, SeatSession]:
    async def never() -> Any:
        raise ConnectionError("not connected in this test")

    view = DirectorView()
    qtbot.addWidget(view)
    session = SeatSession(never, name="", code="9999", role="director")
    view.attach(session, "127.0.0.1:7777")
    return view, session


def receive(view: DirectorView, session: SeatSession, message: p.HostMessage) -> None:
    """`message` from the host, through the session to its listener, the console."""
    asyncio.run(session.receive(message))
