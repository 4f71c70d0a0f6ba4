"""A bot as a client of a host (`pitboss bot`, the bots of local play): a seat session whose
listener answers every request with a policy, reading the hand as the seat knows it.

The bot is a `SeatSession` like a window, so it has the same view of the table (the engine's
one reducer of a seat's view, through `TableState`) and the same reconnect policy.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from app.client.seat_session import SeatSession
from app.client.table_state import TableState
from app.engine.actions import Action, Decision, DecisionKind
from app.engine.events import Event
from app.engine.policy import Policy, SeatContext
from app.net import protocol as p
from app.net.client import Refused
from app.net.transport import Connection
from app.timebase import SYSTEM, Timebase


def decision_of(request: p.DecisionRequest) -> Decision:
    """The engine's decision a host's request stands for."""
    default = Action.parse(request.default) if request.default else None
    return Decision(request.seat, DecisionKind(request.kind),
                    frozenset(Action.parse(action) for action in request.actions),
                    request.hand, default)


class RemoteRound:
    """What a bot's policy reads of the hand in play (`RoundView`), from a seat's TableState:
    the events the host sent the seat, with no card it may not see (C-11), its requests, and
    the table's stacks as the seat's view has them."""

    def __init__(self, state: TableState) -> None:
        self.state = state

    def snapshot(self) -> RemoteRound:
        """A copy the session's later messages leave alone, for a policy that thinks in a
        worker thread while the loop goes on (only what a policy reads is copied)."""
        state = TableState(me=self.state.me, variant=self.state.variant)
        state.hand_events = list(self.state.hand_events)
        state.bet_request, state.decision = self.state.bet_request, self.state.decision
        state.hand = self.state.hand.copy()
        return RemoteRound(state)

    @property
    def variant(self) -> str:
        return self.state.variant

    @property
    def log(self) -> list[Event]:
        return self.state.hand_events

    def decision(self) -> Decision | None:
        request = self.state.decision
        return None if request is None else decision_of(request)

    def bet_range(self, seat: str) -> tuple[int, int, int]:
        request = self.state.bet_request
        return (0, 0, 1) if request is None else (request.low, request.high, request.step)

    def amount_range(self, seat: str, action: Action) -> tuple[int, int, int] | None:
        request = self.state.decision
        span = None if request is None else request.ranges.get(action.value)
        return None if span is None else (span[0], span[1], span[2])

    def stacks(self) -> dict[str, int]:
        """The chips of the hand in play; between hands, of those the next one deals in (the
        engine's round seats nobody without chips)."""
        hand = self.state.hand
        if hand.in_play:
            return dict(hand.stacks)
        return {name: chips for name, chips in hand.stacks.items() if chips > 0}


# How a bot's policy is run: in a worker thread (`asyncio.to_thread`), so a window or a host on
# the same loop never waits for it (the 10-hand match table is built on its first bet); or
# `at_once`, in the loop, where the loop's time is virtual and a thread's real time would move
# it by however long the thread took (app/timebase.py).
Thinker = Callable[..., Awaitable[Any]]


async def at_once(function: Callable[..., Any], *arguments: Any) -> Any:
    return function(*arguments)


class BotSeat:
    """The listener that plays a seat's session with `policy`: a bet for each bet request, an
    action for each decision asked of the seat."""

    def __init__(self, session: SeatSession, policy: Policy,
                 think: Thinker = asyncio.to_thread) -> None:
        self.session, self.policy, self.think = session, policy, think
        self.round = RemoteRound(session.state)
        # A 10-hand match's standing as its bet was asked for (the rival's chips before the
        # hand, the hands left): what the play of that hand weighs too (T10-5).
        self._match: SeatContext | None = None

    async def on_event_bet_request(self, message: p.BetRequest) -> None:
        name = self.session.name
        if message.seat != name:
            return
        left = self.session.state.players_left
        context = SeatContext(name, rivals=message.rivals, hands_left=message.hands_left,
                              players_left=left, heads_up=left == 2)
        self._match = context if message.hands_left is not None else None
        amount = await self.think(self.policy.bet, self.round.snapshot(), name, context)
        await self.session.bet(amount)

    async def on_event_decision(self, message: p.DecisionRequest) -> None:
        name = self.session.name
        if message.seat != name:
            return
        left = self.session.state.players_left
        rivals = {other: chips for other, chips in self.round.stacks().items() if other != name}
        context = self._match or SeatContext(name, rivals=rivals, players_left=left,
                                             heads_up=left == 2)
        action, amount = await self.think(self.policy.act, self.round.snapshot(),
                                          decision_of(message), context)
        await self.session.act(action, amount)


class _Forward:
    """Hands every message from the host to a callback (tests record what a bot was sent)."""

    def __init__(self, callback: Callable[[p.HostMessage], None]) -> None:
        self.callback = callback

    def on_event_changed(self, message: p.HostMessage | None) -> None:
        if message is not None:
            self.callback(message)


async def play_as_bot(
    connect: Callable[[], Awaitable[Connection]],
    *,
    name: str,
    code: str,
    policy: Policy,
    retry_seconds: float = 1.0,
    give_up_after: float | None = None,
    on_message: Callable[[p.HostMessage], None] | None = None,
    timebase: Timebase = SYSTEM,
    think: Thinker = asyncio.to_thread,
) -> p.Snapshot | None:
    """Join as `name` and play every decision with `policy` until the tournament is over,
    coming back with the seat's token whenever the host goes away and returns (the seat
    session's reconnect policy). The last snapshot (the final standings when it is over);
    raises Refused if the host refuses the bot. `timebase` and `think`: the clock of the
    loop it runs on and how its policy runs (virtual time: `at_once`)."""
    session = SeatSession(connect, name=name, code=code, retry_seconds=retry_seconds,
                          give_up_after=give_up_after, timebase=timebase)
    if on_message is not None:
        session.add_listener(_Forward(on_message))
    session.add_listener(BotSeat(session, policy, think))
    await session.run()
    if session.refused:
        raise Refused(session.refused)
    return session.last_snapshot
