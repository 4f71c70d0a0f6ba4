"""A night hosted through HostedNight (the lifecycle the CLI and the window use), with its
SQLite file: played to the end by bots, or planned on 127.0.0.1 for a test's own clients, and
what its store holds."""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

from app.engine.actions import Action, Decision, DecisionKind
from app.engine.bots import make_bot
from app.engine.policy import Policy, RoundView, SeatContext
from app.engine.rules import Rules, Series7Rules
from app.net.host import Host
from app.net.night import HostedNight, NightPlan
from tests.support.hosts import play_to_the_end
from tests.support.waiting import until


def night_plan(database: Path, rules: Rules, players: int) -> NightPlan:
    return NightPlan(name="Friday", rules=rules, join_code="4321", database=database,
                     bet_seconds=0.3, decision_seconds=0.3, speedup=3000.0,
                     start_when=players)


def loopback_plan(database: Path, **more: object) -> NightPlan:
    """A Series 7 night on 127.0.0.1, not announced, join code 4321 and director's code 9999;
    `more` sets any other field of the plan."""
    fields: dict[str, object] = {
        "name": "Friday", "rules": Series7Rules(), "join_code": "4321",
        "director_code": "9999", "database": database, "address": "127.0.0.1",
        "announce": False}
    fields.update(more)
    return NightPlan(**fields)  # type: ignore[arg-type]


def stored_kinds(host: Host) -> Counter[str]:
    """The commands the night's store holds now, by kind."""
    committer = host.game.store
    store = committer.store  # type: ignore[union-attr]
    return Counter(c.kind for c in store.commands(host.game.tournament_id))


def host_to_the_end(database: Path, rules: Rules, names: list[str],
                    late: Sequence[str] = (), *, director: bool = False,
                    policy_for: Callable[[str], Policy] | None = None) -> None:
    """A night hosted to its end by bots (`late` join after the start); with `director`, the
    director adds a minute to the clock once the tournament has started (S7-24); `policy_for`
    gives each bot its own way of playing (else the basic bot's)."""
    async def night() -> None:
        hosted = HostedNight(night_plan(database, rules, len(names)))
        host = hosted.open()
        if director:
            hosted.run_beside(add_a_minute(host))
        await play_to_the_end(host, names, late=late, policy_for=policy_for)
        assert host.game.tournament.over and host.failure is None
        assert await hosted.stop() is None

    asyncio.run(asyncio.wait_for(night(), 180.0))


async def add_a_minute(host: Host) -> None:
    await until(lambda: host.game.started, "the tournament started", 60.0)
    await host.runner.run(lambda at: host.game.direct("add_time", at, seconds=60.0))


class Hitter:
    """The basic bot's bets, but it hits wherever it may: its costly decisions are certain."""

    def __init__(self) -> None:
        basic = make_bot("basic", random.Random(3))
        self.bet, self.otherwise = basic.bet, basic.act

    def act(self, round_: RoundView, decision: Decision,
            context: SeatContext) -> tuple[Action, int | None]:
        hits = decision.kind is DecisionKind.PLAY and Action.HIT in decision.actions
        return (Action.HIT, None) if hits else self.otherwise(round_, decision, context)


def hitters_night(database: Path) -> None:
    """A Series 7 night of Ann, Bob and Cid hosted to its end, Ann hitting wherever she may
    (a Hitter: costly decisions certain), Bob and Cid the basic bot."""
    basic = {name: make_bot("basic", random.Random(index))
             for index, name in enumerate(["Bob", "Cid"])}

    def policy_for(name: str) -> Policy:
        return Hitter() if name == "Ann" else basic[name]

    host_to_the_end(database, Series7Rules(), ["Ann", "Bob", "Cid"], policy_for=policy_for)
