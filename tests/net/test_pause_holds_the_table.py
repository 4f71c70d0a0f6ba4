"""The director's pause holds the table (S7-24, issue 38), in virtual time: a person asked to act
when the director pauses keeps the seconds they had, however long the pause lasts; their
screen is told so (the shot clock standing still); nothing is played for them meanwhile, nor
for a seat that is away. Once resumed they have those seconds again, and no more.

Failed before: the pause stopped the dealing only. The hand in play ran on, so a person who
stepped away at the pause came back to a decision played for them by the rules' default
(S7-9), their shot clock having run to 0 on screen."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from app.client.seat_session import SeatSession
from app.engine.variants.series7.rules import Series7Rules
from app.net.host import Host
from app.net.night import NightPlan
from app.timebase import LoopTime
from tests.support.virtual_time import hosted_beside_bots
from tests.support.waiting import throughout, until

CODE, DIRECTOR_CODE = "4321", "9999"
PERSON = "Pat"
BOTS = ["Ada", "Ben"]
DECISION_SECONDS = 30.0
PAUSE_SECONDS = 600.0  # ten minutes: twenty times the time to act


def pats_decision(host: Host) -> int | None:
    """The id of the decision the host waits on Pat for, if any."""
    return next((open_.id for open_ in host.scheduler.decisions.values()
                 if open_.decision.seat == PERSON), None)


async def hold_and_resume(host: Host, timebase: LoopTime) -> list[float]:
    """Pat bets when asked and, when first asked to act, the director pauses; what Pat's
    screen shows as the shot clock through the pause, then after the resume."""
    async def in_memory():  # type: ignore[no-untyped-def]
        return host.connect_local()

    pat = SeatSession(in_memory, name=PERSON, code=CODE, timebase=timebase)
    director = SeatSession(in_memory, name="", code=DIRECTOR_CODE, role="director",
                           timebase=timebase)
    tasks = [asyncio.create_task(pat.run()), asyncio.create_task(director.run())]
    shown: list[float] = []
    try:
        # Pat bets the minimum whenever asked (a person at the table), until asked to act.
        while pats_decision(host) is None:
            request = pat.state.bet_request
            if request is not None:
                await pat.bet(request.low)
            await asyncio.sleep(1.0)  # a person's look at the screen each second (virtual)
        asked = pats_decision(host)
        await asyncio.sleep(5.0)  # Pat thinks; then the director calls a pause
        await director.direct("pause")
        await until(lambda: pat.state.held_for(PERSON) is not None, "Pat's clock held", 5.0)
        held = pat.state.held_for(PERSON)
        assert held is not None and DECISION_SECONDS - 10.0 < held <= DECISION_SECONDS - 5.0
        started = timebase.monotonic()

        def standing() -> bool:
            shown.append(pat.state.seconds_to_answer(timebase.wall()) or -1.0)
            return pats_decision(host) == asked and shown[-1] == held
        await throughout(standing, "Pat's decision open, her clock standing",
                         PAUSE_SECONDS, every=10.0)
        assert timebase.monotonic() - started >= PAUSE_SECONDS
        await director.direct("resume")
        await until(lambda: pat.state.held_for(PERSON) is None, "Pat's clock running", 5.0)
        left = pat.state.seconds_to_answer(timebase.wall())
        assert left is not None and held - 1.0 <= left <= held
        resumed = timebase.monotonic()
        await until(lambda: pats_decision(host) != asked, "Pat's time run out", 2 * held)
        assert timebase.monotonic() - resumed == pytest.approx(held, abs=1.5)
        return shown
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def test_a_pause_holds_a_persons_decision_and_their_shot_clock(tmp_path: Path) -> None:
    plan = NightPlan(name="Pause", rules=Series7Rules(), join_code=CODE,
                     director_code=DIRECTOR_CODE, database=tmp_path / "pause.sqlite3",
                     start_when=len(BOTS) + 1, shuffle_seed=3,
                     decision_seconds=DECISION_SECONDS)

    shown = hosted_beside_bots(plan, BOTS, hold_and_resume, think_seconds=2.0)
    assert len(shown) >= PAUSE_SECONDS / 10.0 and len(set(shown)) == 1
