"""A whole night in virtual time (issue 36): a Series 7 event of 64 bots hosted to its end with
the night's real pace (15-second bet windows, 30-second decisions, levels of minutes, breaks),
on a loop whose time is virtual (tests/support/virtual_time.py), in seconds of wall time;
the same seed stores the same record byte for byte."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.rule_sets import Rules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules
from app.net.night import HostedNight, NightPlan
from app.timebase import LoopTime
from tests.support.hosts import play_to_the_end
from tests.support.virtual_time import run_in_virtual_time, thinking

# Each test is a night twice, some 200,000 steps of the loop: debug mode's traceback kept for
# every future and handle made it four times slower (57 s against 14 for Series 7), and the
# host's code it runs is the code every other network test runs in debug mode.
pytestmark = pytest.mark.no_asyncio_debug("whole nights: debug mode's cost, not its checks")

PLAYERS = 64
SEED = 7
THINKING = 2.0  # virtual seconds a bot takes over each bet and decision


def host_in_virtual_time(database: Path, rules: Rules, names: list[str]) -> float:
    """The night hosted to its end; the virtual seconds it took."""
    plan = NightPlan(name="Virtual", rules=rules, join_code="4321", database=database,
                     start_when=len(names), shuffle_seed=SEED)

    async def night(timebase: LoopTime) -> float:
        hosted = HostedNight(plan, timebase)
        host = hosted.open()
        await play_to_the_end(host, names, level="tournament", timebase=timebase,
                              think=thinking(THINKING))
        assert host.game.tournament.over and host.failure is None
        assert await hosted.stop() is None
        return timebase.monotonic()

    return run_in_virtual_time(night, end=7 * 24 * 3600.0)


def record(database: Path) -> list[tuple[object, ...]]:
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        return [*db.execute("SELECT * FROM tournaments"),
                *db.execute("SELECT * FROM commands ORDER BY seq"),
                *db.execute("SELECT * FROM events ORDER BY seq"),
                *db.execute("SELECT * FROM results ORDER BY position")]


def night_twice(tmp_path: Path, rules: Rules, players: int) -> float:
    """The night hosted twice from the same seed: each run stores the same record, byte for
    byte; the virtual minutes it took."""
    names = [f"Player {number:02}" for number in range(1, players + 1)]
    started = time.perf_counter()
    minutes = host_in_virtual_time(tmp_path / "first.sqlite3", rules, names) / 60
    seconds = time.perf_counter() - started
    host_in_virtual_time(tmp_path / "second.sqlite3", rules, names)
    first, second = record(tmp_path / "first.sqlite3"), record(tmp_path / "second.sqlite3")
    assert len(first) > 1_000 and first == second
    print(f"{players} players: {minutes:.0f} virtual minutes in {seconds:.1f} s")
    return minutes


# Virtual minutes a night of 5 bots lasts at least, at its own pace: Series 7 and BJX through
# several levels of 15 and 10 minutes; a 10-hand knockout's 3 rounds of 10 hands, each hand a
# bet and a decision or two of 2 seconds.
LASTS = {"series7": 60, "tenhand": 1, "bjx": 60}


# Series 7's night is hosted twice in two processes below (the same record, and its pace).
@pytest.mark.parametrize(("variant", "rules"), [
    ("tenhand", TenHandRules()), ("bjx", BjxRules())])
def test_a_night_runs_at_its_own_pace_in_virtual_time_and_repeats(
        tmp_path: Path, variant: str, rules: Rules) -> None:
    """T10-1, T10-14, BJX-17 and the levels of each default schedule, at the night's own pace
    (bots taking two seconds a choice, 15-second bet windows): an hour of a night in seconds,
    the same seed the same record."""
    assert night_twice(tmp_path, rules, 5) > LASTS[variant]


@pytest.mark.slow
def test_a_series7_night_of_64_bots_in_virtual_time(tmp_path: Path) -> None:
    assert night_twice(tmp_path, Series7Rules(), PLAYERS) > 120


# Hosts a night in a process of its own: the database's path, then the night's players.
IN_A_PROCESS = """
import sys
from pathlib import Path

from app.engine.variants.series7.rules import Series7Rules
from tests.net.test_virtual_night import host_in_virtual_time

minutes = host_in_virtual_time(Path(sys.argv[1]), Series7Rules(), sys.argv[2:]) / 60
print(minutes, hash("Player 01"))
"""


def first_difference(first: list[tuple[object, ...]], second: list[tuple[object, ...]]
                     ) -> str:
    """Where two records part, in words ("" if they do not): the first rows that differ, each
    cut short (a deal's row holds its draws)."""
    for index, (one, other) in enumerate(zip(first, second, strict=False)):
        if one != other:
            return f"row {index}: {repr(one)[:200]} against {repr(other)[:200]}"
    return "" if len(first) == len(second) else f"{len(first)} rows against {len(second)}"


def test_a_series7_night_stores_the_same_record_in_other_processes(tmp_path: Path) -> None:
    """The same seed, the same record in two processes whose string hashes differ
    (PYTHONHASHSEED 1 and 2): no order of the night (who is asked first, the order of names
    in a stored event or command) comes from iterating a set of names; S7-8, S7-9 and the
    levels of the default schedule at the night's own pace. Both nights at once,
    each in its own process: about one night's wall time on two cores."""
    root = Path(__file__).parents[2]
    names = [f"Player {number:02}" for number in range(1, 6)]
    started = time.perf_counter()
    nights = {seed: subprocess.Popen(
        [sys.executable, "-c", IN_A_PROCESS, str(tmp_path / f"{seed}.sqlite3"), *names],
        cwd=root, env={**os.environ, "PYTHONHASHSEED": seed}, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True) for seed in ("1", "2")}
    hashes = {}
    try:
        for seed, night in nights.items():
            out, err = night.communicate(timeout=600)
            assert night.returncode == 0, err
            minutes, hashes[seed] = out.split()[-2:]
            assert float(minutes) > LASTS["series7"]  # S7-8, S7-9: levels at the night's pace
    finally:
        for night in nights.values():  # one that failed or hung does not outlive the test
            night.kill()
            night.wait()
    print(f"two nights in two processes in {time.perf_counter() - started:.1f} s")
    assert hashes["1"] != hashes["2"]  # the processes did hash strings differently
    first, second = record(tmp_path / "1.sqlite3"), record(tmp_path / "2.sqlite3")
    assert len(first) > 1_000
    difference = first_difference(first, second)
    assert not difference, difference
