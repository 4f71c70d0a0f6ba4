"""The wall time of a deadline (app/net/tournament_time.py): a seat's request and its table's
`waiting` tell the same deadline even when the host's process is held between reading its two
clocks (a busy machine), and a wall clock set since is followed."""

from __future__ import annotations

from app.net.tournament_time import WALL_CLOCK_SET, TournamentTime
from app.timebase import ManualTime


class HeldBetweenReadings(ManualTime):
    """A machine that holds the process for `held` seconds after each wall-clock reading,
    before the next reading of the monotonic clock."""

    def __init__(self, held: float) -> None:
        super().__init__()
        self.held = held

    def wall(self) -> float:
        now = super().wall()
        self.advance(self.held)
        return now


def test_a_deadline_told_twice_has_one_wall_time_on_a_busy_machine() -> None:
    timebase = HeldBetweenReadings(held=0.3)
    time = TournamentTime(timebase=timebase)
    deadline = timebase.monotonic() + 15.0
    told = {time.wall(deadline) for _ in range(5)}
    assert len(told) == 1, told


def test_a_wall_clock_set_forward_moves_the_deadlines_told_after() -> None:
    timebase = ManualTime(start=100.0)
    time = TournamentTime(timebase=timebase)
    deadline = 115.0
    before = time.wall(deadline)
    timebase._wall_offset += 3600.0  # the wall clock set an hour on (summer time, NTP)
    after = time.wall(deadline)
    assert after - before == 3600.0
    assert WALL_CLOCK_SET < 3600.0
