"""A view's clock (app/ui/view_clock.py, issue 36): on the system's time a real timer ticks it;
on a test's time nothing does, and the test ticks it after moving time. Its readings are its
timebase's."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from app.timebase import SYSTEM, ManualTime, Timebase
from app.ui.view_clock import ViewClock

INTERVAL_MS = 20


class Ahead(Timebase):
    """The machine's time a minute on: a test's own clock that is not `SYSTEM`."""

    def monotonic(self) -> float:
        return time.monotonic() + 60

    def wall(self) -> float:
        return time.time() + 60


@pytest.mark.parametrize("timebase", [ManualTime(), Ahead()], ids=["manual", "other"])
def test_on_a_tests_time_only_the_test_ticks_it(qtbot: QtBot, timebase: Timebase) -> None:
    view = QObject()
    ticks: list[str] = []
    clock = ViewClock(view, INTERVAL_MS, lambda: ticks.append("view"), timebase=timebase)
    clock.ticked.connect(lambda: ticks.append("ticked"))
    assert not clock.ticking
    # Real time has to pass to show that no timer fires in it: the one test that waits on
    # the machine's clock rather than on a condition (five intervals, a tenth of a second).
    qtbot.wait(5 * INTERVAL_MS)
    assert ticks == []
    clock.tick()
    assert ticks == ["view", "ticked"]  # the view's tick first, then the signal


def test_its_readings_are_its_timebases() -> None:
    now = ManualTime(100.0, wall_start=1_000.0)
    clock = ViewClock(None, INTERVAL_MS, lambda: None, timebase=now)
    assert (clock.monotonic(), clock.wall()) == (100.0, 1_000.0)
    now.advance(2.5)
    assert (clock.monotonic(), clock.wall()) == (102.5, 1_002.5)


def test_on_the_systems_time_its_timer_ticks_it(qtbot: QtBot) -> None:
    view = QObject()
    ticks: list[None] = []
    clock = ViewClock(view, INTERVAL_MS, lambda: ticks.append(None))
    assert clock.timebase is SYSTEM and clock.ticking
    qtbot.waitUntil(lambda: len(ticks) >= 2, timeout=100 * INTERVAL_MS)
    assert abs(clock.wall() - time.time()) < 1.0  # the machine's wall clock
