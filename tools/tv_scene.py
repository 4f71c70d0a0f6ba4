"""The kiosk's TV page following a real 10-hand final (issue 23), for `make screenshots`:
two basic bots play a match hosted on loopback, a kiosk follows it as a display over TCP on
its "final" page, and once a few hands are played and a hand is in play the kiosk stops
listening, so that every size is shot at the same instant (kiosk-final-1920x1080.png, …)."""

from __future__ import annotations

import asyncio
import random
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HANDS_BEFORE = 4  # hands Ann has played when the page is shot


async def kiosk_final(save: Callable[..., Any], sizes: Sequence[tuple[int, int]],
                      folder: Path | None = None) -> None:
    """`save(widget, name, size)` the TV page of a live 10-hand final at each of `sizes`."""
    from app.client.remote_bot import play_as_bot
    from app.client.seat_session import SeatSession
    from app.client.tv import tv_look
    from app.engine.bots import make_bot
    from app.engine.variants.tenhand.rules import TenHandRules
    from app.net.client import tcp_connector
    from app.net.night import HostedNight, NightPlan
    from app.ui.kiosk import KioskWindow

    database = (folder or Path(tempfile.mkdtemp(prefix="pitboss-tv-"))) / "final.sqlite3"
    night = HostedNight(NightPlan(
        name="Friday final", rules=TenHandRules(), join_code="4321", director_code="9999",
        database=database, address="127.0.0.1", announce=False, start_when=2,
        bet_seconds=5.0, decision_seconds=5.0))
    host = await night.start()
    kiosk = KioskWindow(page="final", full_screen=False, muted=True)
    session = SeatSession(tcp_connector("127.0.0.1", night.port), name="", code="4321",
                          role="display")
    kiosk.follow(session)
    night.run_beside(session.run())
    kiosk.show_kiosk()
    kiosk.view.show_hint("")
    try:
        while not any("hands" in s.follows for s in host.sessions):
            await asyncio.sleep(0.01)
        for index, name in enumerate(("Ann", "Bob")):
            night.run_beside(play_as_bot(night.connect, name=name, code="4321",
                                         policy=make_bot("basic", random.Random(index))))
        board = kiosk.view.feed.tv
        for _ in range(3000):  # a hand in play, a few hands into the match
            look = tv_look(board)
            if look.chances and board.played.get("Ann", 0) >= HANDS_BEFORE and \
                    any(row[3] for row in look.rows) and len(look.chances) == 2:
                break
            await asyncio.sleep(0.002)
        # The page holds this instant: the kiosk hears no more of the night.
        assert kiosk.following is not None
        session.remove_listener(kiosk.following)
        for size in sizes:
            kiosk.resize(*size)
            await asyncio.sleep(0.3)
            kiosk.view.refresh()
            save(kiosk, "kiosk-final", size)
    finally:
        kiosk.close()
        await night.stop()
