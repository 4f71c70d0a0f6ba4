"""A night hosted through HostedNight (the lifecycle the CLI and the window use), with its
SQLite file: played to the end by bots, or planned on 127.0.0.1 for a test's own clients, and
what its store holds."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

from app.engine.actions import Action, Decision, DecisionKind
from app.engine.bots import make_bot
from app.engine.policy import Policy, RoundView, SeatContext
from app.engine.variants.rule_sets import Rules
from app.engine.variants.series7.rules import Series7Rules
from app.net.host import Host
from app.net.night import HostedNight, NightPlan
from app.timebase import LoopTime
from tests.support.hosts import play_to_the_end
from tests.support.virtual_time import run_in_virtual_time, thinking
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


# host_to_the_end's pace, in virtual time: a bot takes a person's time over each bet and
# decision, and the clock's levels pass SPEEDUP times faster, so a night of a few players
# reaches its rising minimums in some dozens of hands.
THINKING = 10.0
SPEEDUP = 8.0


def host_to_the_end(database: Path, rules: Rules, names: list[str],
                    late: Sequence[str] = (), *, director: bool = False,
                    policy_for: Callable[[str], Policy] | None = None,
                    speedup: float = SPEEDUP, shuffle_seed: int | None = None) -> None:
    """A night hosted to its end by bots (`late` join after the start), in virtual time (the
    night's 15-second bet windows, its levels at `speedup`): however busy the machine, no bot
    misses its turn and the night is as long. With `director`, the director adds a minute to
    the clock once the tournament has started (S7-24); `policy_for` gives each bot its own
    way of playing (else StaysIn, the basic bot's that never sits out). With `shuffle_seed`
    the cards are the seed's: the same night, hand for hand, on every run."""
    plan = NightPlan(name="Friday", rules=rules, join_code="4321", database=database,
                     start_when=len(names), speedup=speedup, shuffle_seed=shuffle_seed)

    async def night(timebase: LoopTime) -> None:
        hosted = HostedNight(plan, timebase)
        host = hosted.open()
        if director:
            hosted.run_beside(add_a_minute(host))
        await play_to_the_end(host, names, late=late, policy_for=policy_for or stays_in,
                              timebase=timebase, think=thinking(THINKING))
        assert host.game.tournament.over and host.failure is None
        assert await hosted.stop() is None

    run_in_virtual_time(night, end=7 * 24 * 3600.0)


async def add_a_minute(host: Host) -> None:
    await until(lambda: host.game.started, "the tournament started", 3600.0)
    await host.runner.run(lambda at: host.game.direct("add_time", at, seconds=60.0))


def stays_in(name: str) -> Policy:
    """The StaysIn bot for `name`, seeded by its name."""
    return StaysIn(sum(name.encode()))


class StaysIn:
    """The basic bot (seeded by `index`), but it plays every BJX hand it may sit out (BJX-13).
    A bot that sits out whenever it may can stall a BJX final table: once the clock's minimum
    has outgrown both stacks nobody is covered, and every deal passes to the hands cap (1,000
    passed deals, a night of wildly varying length)."""

    def __init__(self, index: int) -> None:
        basic = make_bot("basic", random.Random(index))
        self.bet, self.otherwise = basic.bet, basic.act

    def act(self, round_: RoundView, decision: Decision,
            context: SeatContext) -> tuple[Action, int | None]:
        if decision.kind is DecisionKind.SIT_OUT:
            return Action.STAY_IN, None
        return self.otherwise(round_, decision, context)


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

    # Seeded: the same night on every run, so a test of its replay never meets a night no
    # other run met.
    host_to_the_end(database, Series7Rules(), ["Ann", "Bob", "Cid"], policy_for=policy_for,
                    shuffle_seed=11)
