"""A seat's session and table state, without Qt: a local game played to the end through them."""

import asyncio

from app.client.local_play import open_local_night
from app.client.options import LocalOptions
from app.client.seat_session import SeatSession
from app.engine.actions import Action
from app.engine.events import CardDealt
from app.net import protocol as p


def test_a_local_game_through_a_seat_session_to_the_end() -> None:
    """The session keeps a TableState that always adds up (C-6) and never holds another
    seat's face-down card (C-11); answering its requests finishes a Series 7 event."""
    options = LocalOptions(name="Tess", bots=3, speedup=2000.0, bet_seconds=30.0,
                           decision_seconds=30.0)
    seen_hidden: list[str] = []

    class Watch:  # a listener of the session, by its named handler
        def on_event_events(self, message: p.Events) -> None:
            for data in message.events:
                if data["type"] == "CardDealt" and not data["face_up"] and \
                        data["seat"] != "Tess" and data["card"] is not None:
                    seen_hidden.append(str(data))

    class Answer:  # answers what the seat is asked as soon as it is asked
        def __init__(self, session: SeatSession) -> None:
            self.session = session

        async def on_event_changed(self, message: p.HostMessage | None) -> None:
            state = self.session.state
            if state.bet_request is not None:
                await self.session.bet(state.bet_request.low)
            elif state.decision is not None:
                legal = state.legal_actions()
                action = Action.STAND if Action.STAND in legal else legal[0]
                span = state.decision.ranges.get(action.value)
                await self.session.act(action, span[0] if span else None)

    async def test() -> SeatSession:
        game = open_local_night(options)
        session = SeatSession(game.connect, name="Tess", code=game.plan.join_code)
        session.add_listener(Watch())
        session.add_listener(Answer(session))
        await session.run()  # until the tournament is over
        await game.stop()
        return session

    session = asyncio.run(asyncio.wait_for(test(), 120.0))
    state = session.state
    assert state.over and not seen_hidden
    assert sum(row.chips for row in state.standings) == 4 * 4000
    assert state.log and any("New hand" in line for line in state.log)
    assert not any(isinstance(e, CardDealt) and e.card is not None and not e.face_up and
                   e.seat != "Tess" for e in state.hand_events)


def test_a_wrong_code_is_refused_in_words() -> None:
    async def test() -> SeatSession:
        game = open_local_night(LocalOptions(name="Tess", bots=1))
        session = SeatSession(game.connect, name="Tess", code="wrong")
        await asyncio.wait_for(session.run(), 10.0)
        await game.stop()
        return session

    session = asyncio.run(test())
    assert session.refused and "code" in session.refused.lower()
    assert session.state.error == session.refused
