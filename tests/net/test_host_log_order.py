"""The host's log tells a night's end in the order it happened (issue 38): the last
eliminations, then the tournament's end, then that the end is stored. Failed before: "Virtual is
over and stored as finished" came before "Dee is out in place 2", the commit's listener
storing the end before the log, which waits for the same commit, had its turn."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from app.cli.host import _log_told
from app.engine.schedule import Level, Schedule
from app.engine.variants.series7.rules import Series7Rules
from app.net.night import HostedNight, NightPlan
from app.timebase import LoopTime
from tests.support.hosts import play_to_the_end
from tests.support.virtual_time import run_in_virtual_time, thinking

NAMES = ["Ann", "Bob", "Cid"]
# A whole night: debug mode's cost (four times slower), not its checks, which every other
# network test makes of the same host.
pytestmark = pytest.mark.no_asyncio_debug("a whole night: debug mode's cost, not its checks")


def test_the_log_says_the_last_elimination_before_the_end_is_stored(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    plan = NightPlan(name="Virtual", rules=Series7Rules(), join_code="4321",
                     database=tmp_path / "night.sqlite3", start_when=len(NAMES),
                     shuffle_seed=3, observer=_log_told,  # `pitboss host`'s own log
                     # Bets of a quarter of a stack and more: the night ends in a few hands.
                     schedule=Schedule("series7", (Level(1, 1_000, 2_000, 60),), 60))

    async def night(timebase: LoopTime) -> None:
        hosted = HostedNight(plan, timebase)
        host = hosted.open()
        await play_to_the_end(host, NAMES, level="random", timebase=timebase,
                              think=thinking(2.0))
        assert await hosted.stop() is None

    with caplog.at_level(logging.INFO, logger="pitboss.host"):
        run_in_virtual_time(night, end=7 * 24 * 3600.0)
    lines = [record.getMessage() for record in caplog.records
             if record.name == "pitboss.host"]
    out = [line for line in lines if " is out in place " in line]
    assert len(out) == len(NAMES) - 1 and out[-1].endswith("place 2"), out
    ended = lines.index(next(line for line in lines if line.startswith("the tournament is over")))
    stored = lines.index("Virtual is over and stored as finished")
    assert lines.index(out[-1]) < ended < stored, lines[-6:]
