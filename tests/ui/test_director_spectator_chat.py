"""The console's one control over the spectators' chat (issue 20): unticked when the console
attaches (a host starts with spectators quiet); ticked, the host lets spectators chat and says
so; unticked, it quiets them again. Failed before: the console had no such control, and the
host no such act."""

from __future__ import annotations

import asyncio

from pytestqt.qtbot import QtBot

from app.client.seat_session import SeatSession
from app.engine.variants.series7.rules import Series7Rules
from app.net.night import HostedNight, NightPlan
from app.ui.director_view import DirectorView
from tests.support.waiting import until


def lines(view: DirectorView) -> list[str]:
    log = view.ui.log_list
    return [log.item(row).text() for row in range(log.count())]


def test_the_director_opens_and_closes_the_spectators_chat(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop) -> None:
    async def test() -> None:
        night = HostedNight(NightPlan(name="Friday", rules=Series7Rules(), join_code="4321",
                                      director_code="9999"))
        host = await night.start()
        view = DirectorView()
        qtbot.addWidget(view)
        session = SeatSession(night.connect, name="", code="9999", role="director")
        view.attach(session, "here")
        night.run_beside(session.run())
        await until(lambda: session.connected, "the console connected", 10.0)
        box = view.spectator_chat
        assert not box.isChecked() and not host.chat.spectators_may_chat
        assert box.text().replace("&", "") == "Spectators' chat unmuted"
        box.click()
        await until(lambda: host.chat.spectators_may_chat, "opened on the host", 10.0)
        await until(lambda: any("Spectators may chat" in line for line in lines(view)),
                    "the host's word in the log", 10.0)
        assert any("You: let spectators chat" in line for line in lines(view))
        box.click()
        await until(lambda: not host.chat.spectators_may_chat, "closed on the host", 10.0)
        assert any("You: mute the spectators' chat" in line for line in lines(view))
        view.attach(session, "here")  # a console attached again starts unticked, saying nothing
        assert not box.isChecked() and not host.chat.spectators_may_chat
        session.stop()
        await night.stop()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 30.0))
