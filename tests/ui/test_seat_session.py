"""A seat's session and table state, without Qt: a local game played to the end through them."""

import asyncio
import random

from app.engine.actions import Action
from app.engine.bots import make_bot
from app.engine.events import CardDealt
from app.net import protocol as p
from app.net.client import play_as_bot
from app.net.night import HostedNight, NightPlan
from app.ui.options import LocalOptions
from app.ui.seat_session import SeatSession


def local_night(options: LocalOptions) -> HostedNight:
    """Local play as the window starts it (MainWindow.play_locally): a night in memory, its
    schedule running and bots seated (call on the running loop)."""
    night = HostedNight(NightPlan(name="At home", rules=options.rules(), join_code="1",
                                  bet_seconds=options.bet_seconds,
                                  decision_seconds=options.decision_seconds,
                                  speedup=options.speedup, start_when=options.bots + 1))
    night.open()
    night.run()
    for name in options.bot_names():
        night.run_beside(play_as_bot(night.connect, name=name, code="1",
                                     policy=make_bot("basic", random.Random()),
                                     retry_seconds=0.2))
    return night


def test_a_local_game_through_a_seat_session_to_the_end() -> None:
    """The session keeps a TableState that always adds up (C-6) and never holds another
    seat's face-down card (C-11); answering its requests finishes a Series 7 event."""
    options = LocalOptions(name="Tess", bots=3, speedup=2000.0, bet_seconds=30.0,
                           decision_seconds=30.0)
    seen_hidden: list[str] = []

    def watch(message: p.HostMessage | None) -> None:
        if isinstance(message, p.Events):
            for data in message.events:
                if data["type"] == "CardDealt" and not data["face_up"] and \
                        data["seat"] != "Tess" and data["card"] is not None:
                    seen_hidden.append(str(data))

    async def test() -> SeatSession:
        game = local_night(options)
        session = SeatSession(game.connect, name="Tess", code="1", on_change=watch)
        running = asyncio.create_task(session.run())
        while not running.done():
            await asyncio.sleep(0.005)
            state = session.state
            if state.bet_request is not None:
                await session.bet(state.bet_request.low)
            elif state.decision is not None:
                legal = state.legal_actions()
                action = Action.STAND if Action.STAND in legal else legal[0]
                span = state.decision.ranges.get(action.value)
                await session.act(action, span[0] if span else None)
        await game.stop()
        return session

    session = asyncio.run(asyncio.wait_for(test(), 120.0))
    state = session.state
    assert state.over and not seen_hidden
    assert sum(row["chips"] for row in state.standings) == 4 * 4000
    assert state.log and any("New hand" in line for line in state.log)
    assert not any(isinstance(e, CardDealt) and e.card is not None and not e.face_up and
                   e.seat != "Tess" for e in state.hand_events)


def test_a_wrong_code_is_refused_in_words() -> None:
    async def test() -> SeatSession:
        game = local_night(LocalOptions(name="Tess", bots=1))
        session = SeatSession(game.connect, name="Tess", code="wrong")
        await asyncio.wait_for(session.run(), 10.0)
        await game.stop()
        return session

    session = asyncio.run(test())
    assert session.refused and "code" in session.refused.lower()
    assert session.state.error == session.refused
