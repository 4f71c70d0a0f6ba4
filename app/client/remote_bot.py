"""A bot as a client of a host (`pitboss bot`, the bots of local play)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from typing import Any

from app.engine.actions import Action, Decision, DecisionKind
from app.engine.errors import EngineError
from app.engine.events import Event, HandStarted
from app.engine.policy import Policy, SeatContext
from app.net import protocol as p
from app.net.client import Client, Refused
from app.net.transport import Connection
from app.net.wire import event_from_dict


class RemoteRound:
    """A seat's copy of the hand in play, rebuilt from the events the host sent it: what a
    bot's policy reads (`RoundView`), with no card the seat may not see (C-11)."""

    def __init__(self, variant: str) -> None:
        self.variant_name = variant
        self.log: list[Event] = []
        self.chips: dict[str, int] = {}
        self._decision: Decision | None = None
        self._ranges: dict[str, tuple[int, int, int]] = {}
        self._bet: tuple[int, int, int] = (0, 0, 1)

    def decision(self) -> Decision | None:
        return self._decision

    def bet_range(self, seat: str) -> tuple[int, int, int]:
        return self._bet

    def amount_range(self, seat: str, action: Action) -> tuple[int, int, int] | None:
        return self._ranges.get(action.value)

    def stacks(self) -> dict[str, int]:
        return dict(self.chips)

    def follow(self, snapshot: p.Snapshot, name: str, table: int | None) -> int | None:
        """The table `name` sits at in `snapshot` (`table` if none), whose chips the view takes."""
        for number, seats in snapshot.tables.items():
            if any(seat["name"] == name for seat in seats):
                self.chips = {seat["name"]: seat["chips"] for seat in seats}
                return int(number)
        return table

    def add(self, events: list[dict[str, Any]]) -> None:
        for data in events:
            event = event_from_dict(data)
            if isinstance(event, HandStarted):
                self.log = []
                self.chips.update(event.stacks)
            self.log.append(event)

    def ask(self, request: p.DecisionRequest) -> Decision:
        self._ranges = {name: (span[0], span[1], span[2]) for name, span in request.ranges.items()}
        default = Action.parse(request.default) if request.default else None
        self._decision = Decision(request.seat, DecisionKind(request.kind),
                                  frozenset(Action.parse(a) for a in request.actions),
                                  request.hand, default)
        return self._decision


async def play_as_bot(
    connect: Callable[[], Awaitable[Connection]],
    *,
    name: str,
    code: str,
    policy: Policy,
    retry_seconds: float = 1.0,
    give_up_after: float | None = None,
    on_message: Callable[[p.HostMessage], None] | None = None,
) -> p.Snapshot | None:
    """Join as `name` and play every decision with `policy` until the tournament is over;
    come back with the seat's token whenever the host goes away and returns."""
    token = ""
    last: p.Snapshot | None = None
    loop = asyncio.get_running_loop()
    lost_at: float | None = None
    while True:
        try:
            client = Client(await connect())
        except OSError:
            lost_at = lost_at or loop.time()
            if give_up_after is not None and loop.time() - lost_at > give_up_after:
                return last
            await asyncio.sleep(retry_seconds)
            continue
        lost_at = None
        heartbeat = asyncio.create_task(client.keep_alive())
        try:
            welcome = await client.hello("player", name=name, code=code, token=token)
            token = welcome.token or token
            view = RemoteRound(welcome.variant)
            table: int | None = None
            players_left = 0
            # A 10-hand match's standing as its bet was asked for (the rival's chips before the
            # hand, the hands left): what the play of that hand weighs too (T10-5).
            match_context: SeatContext | None = None
            async for message in client.messages():
                if on_message is not None:
                    on_message(message)
                if isinstance(message, p.Snapshot):
                    last = message
                    players_left = still_in(message)
                    table = view.follow(message, name, table)
                    if message.over:
                        return message
                elif isinstance(message, p.Events) and message.table == table:
                    view.add(message.events)
                elif isinstance(message, p.BetRequest) and message.seat == name:
                    view._bet = (message.low, message.high, message.step)
                    context = SeatContext(name, rivals=message.rivals,
                                          hands_left=message.hands_left,
                                          players_left=players_left,
                                          heads_up=players_left == 2)
                    match_context = context if message.hands_left is not None else None
                    bet = policy.bet(view, name, context)
                    await client.send(p.Bet(table=message.table, hand=message.hand,
                                            amount=bet))
                elif isinstance(message, p.DecisionRequest) and message.seat == name:
                    decision = view.ask(message)
                    context = match_context or _context(name, view, players_left)
                    action, amount = policy.act(view, decision, context)
                    await client.send(p.Act(decision=message.decision, action=action.value,
                                            amount=amount))
        except Refused:
            raise
        except (ConnectionError, OSError, p.ProtocolError, EngineError, ValueError):
            pass
        finally:
            heartbeat.cancel()
            client.close()
        await asyncio.sleep(retry_seconds)


def still_in(snapshot: p.Snapshot) -> int:
    """Players not yet eliminated."""
    return sum(1 for row in snapshot.standings if row["place"] is None)


def _context(name: str, view: RemoteRound, players_left: int) -> SeatContext:
    rivals = {other: chips for other, chips in view.chips.items() if other != name}
    return SeatContext(name, rivals=rivals, players_left=players_left,
                       heads_up=players_left == 2)


def seeded(seed: int | None) -> random.Random:
    return random.Random(seed) if seed is not None else random.Random()
