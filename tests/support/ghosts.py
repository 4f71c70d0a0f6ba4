"""A night with a ghost: a real host on 127.0.0.1, bots as its TCP clients, and a client that
registers, reads all it is sent, pings so it is never taken for a dead connection, and answers
nothing (issue 20, "One silent registrant stalls a table"). Its pace in hands a second, so a
test or bench/pace.py can compare it with the same night without the ghost."""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from dataclasses import dataclass, field
from typing import Any

from app.client.remote_bot import play_as_bot
from app.core.game import Game
from app.engine.bots import make_bot
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules
from app.net import protocol as p
from app.net.client import tcp_connector
from app.net.host import Host
from app.net.transport import Connection
from tests.support.channels import keyed
from tests.support.hosts import stop_served
from tests.support.waiting import until

CODE = "4321"
GHOST = "Ghost"
PING_SECONDS = 5.0  # between two of the ghost's pings
RULES: dict[str, type[Series7Rules | BjxRules | TenHandRules]] = {
    "series7": Series7Rules, "bjx": BjxRules, "tenhand": TenHandRules}


@dataclass
class Ghost:
    """A registered client that answers nothing until told to (`answer_next`)."""

    name: str = GHOST
    messages: list[p.HostMessage] = field(default_factory=list)
    conn: Connection | None = None

    def requests(self) -> list[p.BetRequest | p.DecisionRequest]:
        return [m for m in self.messages if isinstance(m, p.BetRequest | p.DecisionRequest)
                and m.seat == self.name]

    def notices(self) -> list[str]:
        return [m.text for m in self.messages if isinstance(m, p.Notice)]

    async def haunt(self, port: int) -> None:
        """Say hello as a player, then read for ever; a ping now and then (a window left
        open while its player is elsewhere does as much)."""
        self.conn = conn = await keyed(port, CODE)
        conn.write(p.encode(p.Hello(protocol=p.PROTOCOL_VERSION, role="player",
                                    name=self.name, code=CODE)))

        loop = asyncio.get_running_loop()
        pinging: asyncio.TimerHandle | None = None

        def ping() -> None:  # every PING_SECONDS, on the loop's timer
            nonlocal pinging
            try:
                conn.write(p.encode(p.Ping(sent=time.time())))
            except ConnectionError:
                return  # closed: the read below ends
            pinging = loop.call_later(PING_SECONDS, ping)

        pinging = loop.call_later(PING_SECONDS, ping)
        try:
            while (body := await conn.receive()) is not None:
                self.messages.append(p.decode_host(body))
        finally:
            pinging.cancel()
            conn.close()

    def bet(self, request: p.BetRequest) -> None:
        """Its player is back: a bet for `request`."""
        assert self.conn is not None
        self.conn.write(p.encode(p.Bet(table=request.table, hand=request.hand,
                                       amount=request.low)))


@dataclass
class Pace:
    hands: int
    seconds: float
    away: bool  # the ghost was told it was away

    @property
    def per_second(self) -> float:
        return self.hands / self.seconds


def new_host(variant: str, players: int, *, seed: int, bet_seconds: float,
             decision_seconds: float) -> Host:
    game = Game(RULES[variant](), randomness=random.Random(seed))
    return Host(game, join_code=CODE, start_when=players, bet_seconds=bet_seconds,
                decision_seconds=decision_seconds)


def hands_dealt(host: Host) -> int:
    return sum(host.game.hand_numbers.values())


@contextlib.asynccontextmanager
async def night(variant: str, bots: int, ghost: Ghost | None, *, seed: int = 1,
                bet_seconds: float = 1.0, decision_seconds: float = 1.0) -> Any:
    """A started night of `bots` basic bots (and the ghost, if any) on a loopback host;
    everything is stopped on the way out."""
    players = bots + (ghost is not None)
    host = new_host(variant, players, seed=seed, bet_seconds=bet_seconds,
                    decision_seconds=decision_seconds)
    server = await host.serve("127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    tasks = [asyncio.create_task(host.run())]
    if ghost is not None:
        tasks.append(asyncio.create_task(ghost.haunt(port)))
    connect = tcp_connector("127.0.0.1", port)
    tasks += [asyncio.create_task(play_as_bot(
        connect, name=f"Bot {index}", code=CODE, retry_seconds=0.05,
        policy=make_bot("basic", random.Random(seed * 100 + index))))
        for index in range(bots)]
    try:
        await until(lambda: host.game.started, "the night started", 20.0)
        yield host
    finally:
        await stop_served(host, server, tasks)


@dataclass
class Paces:
    """The same table measured at once, three ways."""

    present: Pace  # the ghost's seat played by a bot that answers at once
    haunted: Pace  # the ghost in that seat
    seatless: Pace | None  # that seat empty (one hand fewer dealt a round), if measured


async def measure(variant: str, bots: int, *, warmup: float, seconds: float,
                  seed: int = 1, seatless: bool = False) -> Paces:
    """Hands a second of nights played at once on the same loop, so all meet the same load on
    this machine: `bots` bots and one more player who answers at once (the night without a
    ghost), the same `bots` with the ghost instead, and (`seatless`) the `bots` alone.

    The ghost's seat is still dealt every hand (S7-9; C-14: its minimum bet, its decisions'
    defaults), so the table without a ghost is the one whose player in that seat is present:
    a table with that seat empty deals one hand fewer a round and is faster for that alone
    (BJX 5 bots: 16-18 hands a second, 14 with a sixth bot; docs/decisions/ghost-pace.md).
    Measured over `seconds` of this machine's time (a pace in real time), from once the ghost
    has been told it is away (its one timeout, a bet window: the warmup), or once `warmup`
    seconds have passed without it."""
    ghost = Ghost()
    async with contextlib.AsyncExitStack() as nights:
        present = await nights.enter_async_context(night(variant, bots + 1, None, seed=seed))
        haunted = await nights.enter_async_context(night(variant, bots, ghost, seed=seed))
        hosts = [present, haunted]
        if seatless:
            hosts.append(await nights.enter_async_context(night(variant, bots, None,
                                                                seed=seed)))

        def told_away() -> bool:  # Series 7's ghost may have forfeited every chip by the end
            return any("time ran out" in text for text in ghost.notices())

        with contextlib.suppress(AssertionError):  # not yet: measured all the same (`away`)
            await until(told_away, "the ghost told it is away", warmup)

        def dealt() -> tuple[list[int], float]:
            return [hands_dealt(host) for host in hosts], time.monotonic()

        # The window's end is a timer of the loop's that counts the hands at that moment.
        loop = asyncio.get_running_loop()
        window: asyncio.Future[tuple[list[int], float]] = loop.create_future()
        before, started = dealt()
        closing = loop.call_later(seconds, lambda: window.set_result(dealt()))
        try:
            after, ended = await window  # real time: the hands this machine deals in `seconds`
        finally:
            closing.cancel()
        marked = told_away()
        paces = [Pace(last - first, ended - started, marked and host is haunted)
                 for host, first, last in zip(hosts, before, after, strict=True)]
        for host in hosts:
            assert not host.game.tournament.over, "the night ended before it was measured"
        return Paces(paces[0], paces[1], paces[2] if seatless else None)
