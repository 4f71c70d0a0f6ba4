"""The tournament clock, derived from its acts: levels, breaks, pauses, the director's acts,
replay, and what a display computes (S7-7, S7-24, BJX-2)."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.clock import (
    ActKind,
    Clock,
    ClockAct,
    ClockState,
    format_seconds,
    time_left,
)
from app.engine.errors import IllegalAction, RulesError
from app.engine.rules import Variant
from app.engine.schedule import Level, Schedule


def received(state: ClockState) -> SimpleNamespace:
    """A state as a display holds it: sent as plain data (JSON), read as attributes."""
    return SimpleNamespace(**json.loads(json.dumps(state.to_dict())))


T0 = 1_000_000.0  # the start, in the caller's epoch
MIN = 60.0
LEVEL = 15 * MIN  # the default Series 7 level (S7-7)


def started(schedule: Schedule | None = None, at: float = T0) -> Clock:
    clock = Clock(schedule or Schedule.default("series7"))
    clock.start(at)
    return clock


def where(state: ClockState) -> tuple[int, bool, float]:
    return state.level.number, state.on_break, state.remaining


class TestBeforeTheStart:
    def test_a_new_clock_waits_at_level_one(self) -> None:
        """S7-7: before the start, level 1 waits in full and nothing moves."""
        clock = Clock(Schedule.default("series7"))
        for now in (0.0, T0, T0 + 10_000):
            state = clock.state(now)
            assert not state.started and not state.paused and not state.running
            assert state.level == Level(1, 25, 50, 15)
            assert state.next_level == Level(2, 50, 100, 15)
            assert state.remaining == LEVEL
            assert not state.on_break and state.break_remaining is None
            assert state.seconds_to_next_break == 3 * LEVEL
            assert state.elapsed_play == 0
            assert state.changes_at is None
        assert clock.acts == ()
        assert not clock.started and not clock.paused

    def test_instants_before_the_start_act(self) -> None:
        """S7-24: the clock is derived from its acts: before the start act it has not started."""
        clock = started()
        assert not clock.state(T0 - 1).started
        assert clock.state(T0).started and clock.state(T0).remaining == LEVEL

    @pytest.mark.parametrize("act", ["pause", "resume", "jump", "add"])
    def test_no_act_before_the_start(self, act: str) -> None:
        """S7-24: the director starts the clock before anything else."""
        clock = Clock(Schedule.default("series7"))
        with pytest.raises(IllegalAction, match="has not started yet"):
            if act == "pause":
                clock.pause(T0)
            elif act == "resume":
                clock.resume(T0)
            elif act == "jump":
                clock.jump_to_level(3, T0)
            else:
                clock.add_time(60, T0)
        assert clock.acts == ()


class TestRunning:
    def test_level_one_counts_down(self) -> None:
        """S7-7: level 1 lasts `level_minutes` (15)."""
        clock = started()
        state = clock.state(T0 + 60)
        assert state.started and state.running and not state.paused
        assert where(state) == (1, False, LEVEL - 60)
        assert state.elapsed_play == 60
        assert state.seconds_to_next_break == 3 * LEVEL - 60
        assert state.changes_at == T0 + LEVEL
        assert where(clock.state(T0 + LEVEL - 0.5)) == (1, False, 0.5)

    def test_crossing_into_level_two(self) -> None:
        """S7-7: levels run back to back; level 2 starts the instant level 1 ends."""
        clock = started()
        state = clock.state(T0 + LEVEL)
        assert where(state) == (2, False, LEVEL)
        assert (state.level.minimum, state.level.maximum) == (50, 100)
        assert state.next_level.number == 3
        assert where(clock.state(T0 + LEVEL + 1)) == (2, False, LEVEL - 1)

    def test_break_after_level_three(self) -> None:
        """S7-7: a 15-minute break follows the third level, with its own countdown."""
        clock = started()
        state = clock.state(T0 + 3 * LEVEL)
        assert state.on_break
        assert state.level.number == 3 and state.next_level.number == 4
        assert state.remaining == state.break_remaining == 15 * MIN
        assert state.seconds_to_next_break == 0
        later = clock.state(T0 + 3 * LEVEL + 5 * MIN)
        assert later.on_break and later.break_remaining == later.remaining == 10 * MIN
        assert later.elapsed_play == 3 * LEVEL + 5 * MIN  # breaks are clock time, pauses not

    def test_the_level_after_the_break(self) -> None:
        """S7-7: level 4 starts when the break ends; the next break follows level 6."""
        clock = started()
        state = clock.state(T0 + 3 * LEVEL + 15 * MIN)
        assert where(state) == (4, False, LEVEL)
        assert (state.level.minimum, state.level.maximum) == (200, 400)
        assert state.break_remaining is None
        assert state.seconds_to_next_break == 3 * LEVEL
        # The second break, after level 6.
        assert clock.state(T0 + 6 * LEVEL + 15 * MIN).on_break
        assert where(clock.state(T0 + 6 * LEVEL + 30 * MIN)) == (7, False, LEVEL)

    def test_levels_of_different_lengths(self) -> None:
        """S7-7: each level lasts its own minutes; the break countdown adds them up."""
        schedule = Schedule.default("series7").with_level(1, minutes=10).with_level(2, minutes=20)
        clock = started(schedule)
        assert clock.state(T0).seconds_to_next_break == (10 + 20 + 15) * MIN
        assert where(clock.state(T0 + 10 * MIN)) == (2, False, 20 * MIN)
        assert where(clock.state(T0 + 30 * MIN)) == (3, False, LEVEL)

    def test_bjx_levels_every_twenty_minutes_without_breaks(self) -> None:
        """BJX-2: the minimum rises every 20 minutes, doubling on past 1600."""
        clock = started(Schedule.default("bjx"))
        assert clock.state(T0).seconds_to_next_break is None
        minimums = [clock.state(T0 + n * 20 * MIN + 1).level.minimum for n in range(9)]
        assert minimums == [25, 50, 100, 200, 400, 800, 1600, 3200, 6400]
        assert clock.state(T0 + 20 * MIN).level.maximum is None
        assert not any(clock.state(T0 + n * 600).on_break for n in range(60))

    def test_far_past_the_list(self) -> None:
        """S7-7: levels keep coming however long the clock runs, and stay cheap to compute;
        their bets stopped doubling at level 35 (docs/decisions/bets-stop-doubling.md)."""
        clock = started()
        # 8 listed levels; then every round of 3 levels and a break lasts 60 minutes.
        listed = 8 * LEVEL + 2 * 15 * MIN  # levels 1-8 and the breaks after 3 and 6
        after_9 = listed + LEVEL + 15 * MIN  # level 9 and the break after it
        rounds = 10_000
        state = clock.state(T0 + after_9 + rounds * 4 * LEVEL + 60)
        level = 10 + 3 * rounds
        assert where(state) == (level, False, LEVEL - 60)
        assert state.level.minimum == 2000 * 2 ** (35 - 8)
        assert state.level.maximum == 4000 * 2 ** (35 - 8)
        assert state.seconds_to_next_break == 3 * LEVEL - 60


class TestPauseAndResume:
    def test_pause_freezes_everything(self) -> None:
        """S7-7, S7-24: the director may pause; the time left stands still."""
        clock = started()
        act = clock.pause(T0 + 100)
        assert act == ClockAct(ActKind.PAUSE, T0 + 100)
        assert clock.acts[-1] is act and clock.paused
        frozen = clock.state(T0 + 100)
        assert frozen.paused and not frozen.running and frozen.changes_at is None
        for now in (T0 + 101, T0 + 5000, T0 + 10**7):
            state = clock.state(now)
            assert state == ClockState(**{**_fields(frozen), "now": now})
        assert frozen.remaining == LEVEL - 100 and frozen.elapsed_play == 100

    def test_resume_continues_from_the_pause(self) -> None:
        """S7-24: after a resume the clock goes on from where it stood."""
        clock = started()
        clock.pause(T0 + 100)
        clock.resume(T0 + 1000)
        state = clock.state(T0 + 1100)
        assert state.running and where(state) == (1, False, LEVEL - 200)
        assert state.elapsed_play == 200
        assert where(clock.state(T0 + 900 + LEVEL)) == (2, False, LEVEL)

    def test_pause_on_a_break(self) -> None:
        """S7-7: a paused break does not count down either."""
        clock = started()
        clock.pause(T0 + 3 * LEVEL + 60)
        state = clock.state(T0 + 10 * LEVEL)
        assert state.on_break and state.break_remaining == 14 * MIN
        clock.resume(T0 + 10 * LEVEL)
        assert where(clock.state(T0 + 10 * LEVEL + 14 * MIN)) == (4, False, LEVEL)

    def test_refusals(self) -> None:
        """S7-24: acts that make no sense are refused with a reason."""
        clock = started()
        with pytest.raises(IllegalAction, match="already started"):
            clock.start(T0 + 1)
        with pytest.raises(IllegalAction, match="already running"):
            clock.resume(T0 + 1)
        clock.pause(T0 + 10)
        with pytest.raises(IllegalAction, match="already paused"):
            clock.pause(T0 + 20)
        with pytest.raises(IllegalAction, match=r"time order: this resume at .* is before the "
                                                "last act"):
            clock.resume(T0 + 5)
        with pytest.raises(IllegalAction, match="finite number of seconds"):
            clock.resume(float("nan"))
        assert [act.kind for act in clock.acts] == [ActKind.START, ActKind.PAUSE]
        clock.resume(T0 + 10)  # the same instant is in order


class TestDirectorChanges:
    def test_add_time(self) -> None:
        """S7-24: the director may change a level's time: add some."""
        clock = started()
        act = clock.add_time(120, T0 + 60)
        assert act == ClockAct(ActKind.ADD_TIME, T0 + 60, seconds=120.0)
        state = clock.state(T0 + 60)
        assert where(state) == (1, False, LEVEL + 60)
        assert state.elapsed_play == 60  # added time is not play
        assert where(clock.state(T0 + LEVEL + 120)) == (2, False, LEVEL)

    def test_remove_time(self) -> None:
        """S7-24: ... or remove some: the level ends sooner."""
        clock = started()
        clock.add_time(-300, T0 + 60)
        assert where(clock.state(T0 + 60)) == (1, False, LEVEL - 360)
        assert where(clock.state(T0 + LEVEL - 300)) == (2, False, LEVEL)

    def test_removing_more_than_is_left_ends_the_level_now(self) -> None:
        """S7-24: time removed is clamped: the level cannot go below 0; the next one starts."""
        clock = started()
        clock.add_time(-10 * LEVEL, T0 + 60)
        state = clock.state(T0 + 60)
        assert where(state) == (2, False, LEVEL)
        assert state.remaining >= 0
        # At the end of level 3 the clamp starts the break in full.
        clock.jump_to_level(3, T0 + 100)
        clock.add_time(-LEVEL, T0 + 200)
        assert where(clock.state(T0 + 200)) == (3, True, 15 * MIN)

    def test_time_on_a_break_and_while_paused(self) -> None:
        """S7-7, S7-24: on a break, added time lengthens the break; paused, it waits."""
        clock = started()
        clock.add_time(300, T0 + 3 * LEVEL + 60)
        assert clock.state(T0 + 3 * LEVEL + 60).break_remaining == 19 * MIN
        clock.pause(T0 + 3 * LEVEL + 120)
        clock.add_time(-600, T0 + 3 * LEVEL + 500)
        state = clock.state(T0 + 3 * LEVEL + 9000)
        assert state.paused and state.break_remaining == 8 * MIN
        clock.add_time(-8 * MIN, T0 + 3 * LEVEL + 9000)  # ends the break, still paused
        state = clock.state(T0 + 3 * LEVEL + 9999)
        assert state.paused and where(state) == (4, False, LEVEL)

    @pytest.mark.parametrize("seconds", [0, float("inf"), float("nan"), True, "60"])
    def test_add_time_needs_a_real_amount(self, seconds: Any) -> None:
        """S7-24: an amount that is no amount is refused."""
        clock = started()
        with pytest.raises(IllegalAction):
            clock.add_time(seconds, T0 + 1)
        assert len(clock.acts) == 1

    def test_jump_to_a_level(self) -> None:
        """S7-24: the director may change the level; the new one starts in full."""
        clock = started()
        act = clock.jump_to_level(5, T0 + 100)
        assert act == ClockAct(ActKind.JUMP_TO_LEVEL, T0 + 100, level=5)
        state = clock.state(T0 + 100)
        assert where(state) == (5, False, LEVEL)
        assert (state.level.minimum, state.level.maximum) == (400, 800)
        assert state.elapsed_play == 100
        assert state.seconds_to_next_break == 2 * LEVEL  # after level 6
        assert clock.state(T0 + 100 + 2 * LEVEL).on_break
        clock.jump_to_level(2, T0 + 200)  # back down is allowed too
        assert where(clock.state(T0 + 200)) == (2, False, LEVEL)
        clock.jump_to_level(2, T0 + 300)  # the same level starts again in full
        assert where(clock.state(T0 + 300)) == (2, False, LEVEL)
        clock.jump_to_level(30, T0 + 400)
        assert clock.state(T0 + 400).level.minimum == 2000 * 2**22

    def test_jump_ends_a_break_and_keeps_a_pause(self) -> None:
        """S7-24: a jump during a break ends it; a paused clock stays paused."""
        clock = started()
        clock.jump_to_level(4, T0 + 3 * LEVEL + 60)
        assert where(clock.state(T0 + 3 * LEVEL + 60)) == (4, False, LEVEL)
        clock.pause(T0 + 3 * LEVEL + 120)
        clock.jump_to_level(7, T0 + 3 * LEVEL + 180)
        state = clock.state(T0 + 99 * LEVEL)
        assert state.paused and where(state) == (7, False, LEVEL)

    @pytest.mark.parametrize("level", [0, -3, 2.0, None, True, 1001, 10**9])
    def test_jump_needs_a_level_number(self, level: Any) -> None:
        """S7-24: levels are numbered from 1."""
        clock = started()
        with pytest.raises(IllegalAction, match="level"):
            clock.jump_to_level(level, T0 + 1)
        assert len(clock.acts) == 1


def _fields(state: ClockState) -> dict[str, Any]:
    return {name: getattr(state, name) for name in ClockState.__dataclass_fields__}


class TestChangingTheSchedule:
    """S7-24: the director edits the levels to come; those started stay as they were."""

    def test_levels_to_come_follow_the_new_schedule(self) -> None:
        clock = started()
        edited = clock.schedule.with_level(2, minimum=75, maximum=150, minutes=5)
        act = clock.change_schedule(edited, T0 + 300)
        assert act is not None and act.kind is ActKind.SCHEDULE and clock.schedule == edited
        assert where(clock.state(T0 + 300)) == (1, False, LEVEL - 300)  # level 1 goes on
        state = clock.state(T0 + LEVEL + 60)
        assert where(state) == (2, False, 5 * MIN - 60)
        assert (state.level.minimum, state.level.maximum) == (75, 150)
        assert where(clock.state(T0 + LEVEL + 5 * MIN)) == (3, False, LEVEL)

    def test_breaks_can_be_changed_for_the_rest_of_the_night(self) -> None:
        clock = started()
        clock.change_schedule(clock.schedule.with_breaks(2, 10), T0 + 60)
        assert clock.state(T0 + 60).seconds_to_next_break == 2 * LEVEL - 60
        state = clock.state(T0 + 2 * LEVEL + 30)
        assert state.on_break and state.break_remaining == 10 * MIN - 30

    def test_a_started_level_cannot_be_changed(self) -> None:
        clock = started()
        clock.jump_to_level(2, T0 + 10)
        for edited in (clock.schedule.with_level(2, minutes=20),  # the level in play
                       clock.schedule.with_level(1, minutes=10)):  # one played
            with pytest.raises(IllegalAction, match="has already started"):
                clock.change_schedule(edited, T0 + 20)
        assert clock.schedule == Schedule.default("series7")
        assert [act.kind for act in clock.acts] == [ActKind.START, ActKind.JUMP_TO_LEVEL]

    def test_before_the_start_it_replaces_the_schedule(self) -> None:
        clock = Clock(Schedule.default("series7"))
        shorter = Schedule.default("series7", level_minutes=10)
        assert clock.change_schedule(shorter, T0) is None
        assert clock.acts == () and clock.state(T0).remaining == 10 * MIN
        clock.start(T0)
        assert clock.to_dict()["schedule"] == shorter.to_dict()

    def test_another_variant_is_refused(self) -> None:
        clock = started()
        with pytest.raises(IllegalAction, match="series7 levels, not bjx"):
            clock.change_schedule(Schedule.default("bjx"), T0 + 1)

    def test_past_states_keep_the_schedule_of_their_time_and_replay_agrees(self) -> None:
        clock = started()
        clock.change_schedule(clock.schedule.with_level(3, minutes=3), T0 + LEVEL + 10)
        before = clock.state(T0 + 5)
        assert before.seconds_to_next_break == 3 * LEVEL - 5  # as shown then
        assert clock.state(T0 + LEVEL + 20).seconds_to_next_break == LEVEL - 20 + 3 * MIN
        stored = Clock.from_dict(json.loads(json.dumps(clock.to_dict())))
        for now in (T0 + 5, T0 + LEVEL + 20, T0 + 2 * LEVEL + 100, T0 + 10 * LEVEL):
            assert stored.state(now) == clock.state(now)


class TestReplayAndStorage:
    def test_a_paused_clock_rebuilt_from_its_acts(self) -> None:
        """S7-24: a restarted host rebuilds the clock from the recorded acts."""
        clock = started()
        clock.add_time(90, T0 + 50)
        clock.jump_to_level(3, T0 + 400)
        clock.pause(T0 + 700)
        rebuilt = Clock.replay(clock.schedule, clock.acts)
        assert rebuilt.acts == clock.acts and rebuilt.paused
        for now in [T0 - 5, T0, T0 + 50, T0 + 399, T0 + 400, T0 + 700, T0 + 10**6]:
            assert rebuilt.state(now) == clock.state(now)

    def test_json_round_trip(self) -> None:
        """S7-24: the acts are stored as plain JSON and give the same clock back."""
        schedule = Schedule.default("bjx", level_minutes=25).with_level(2, minutes=7)
        clock = started(schedule, at=12.5)
        clock.add_time(-30.25, 20)
        clock.pause(40)
        clock.resume(45)
        clock.jump_to_level(9, 50)
        data = json.loads(json.dumps(clock.to_dict()))
        assert data["acts"][1] == {"kind": "add_time", "at": 20.0, "seconds": -30.25}
        assert data["acts"][4] == {"kind": "jump_to_level", "at": 50.0, "level": 9}
        again = Clock.from_dict(data)
        assert again.schedule == schedule and again.acts == clock.acts
        assert all(again.state(t) == clock.state(t) for t in range(0, 20_000, 37))

    @pytest.mark.parametrize(
        ("data", "error", "message"),
        [
            ([], RulesError, "object with \"schedule\" and \"acts\""),
            ({"schedule": {"variant": "bjx"}, "acts": {}}, RulesError, "must be a list"),
            ({"schedule": {"variant": "bjx"}, "acts": [{"kind": "stop", "at": 1}]},
             RulesError, "kind must be one of: start, pause"),
            ({"schedule": {"variant": "bjx"}, "acts": [{"kind": "start"}]},
             RulesError, "time of a start must be a finite number"),
            ({"schedule": {"variant": "bjx"}, "acts": [{"kind": "start", "at": 1, "by": "x"}]},
             RulesError, "Unknown key 'by'"),
            ({"schedule": {"variant": "bjx"}, "acts": [{"kind": "pause", "at": 1, "level": 2}]},
             RulesError, "A pause takes no level"),
            ({"schedule": {"variant": "bjx"}, "acts": [{"kind": "pause", "at": 1}]},
             IllegalAction, "has not started"),
            ({"schedule": {"variant": "bjx"},
              "acts": [{"kind": "start", "at": 5}, {"kind": "pause", "at": 1}]},
             IllegalAction, "time order"),
        ],
    )
    def test_bad_stored_clocks(self, data: Any, error: type[Exception], message: str) -> None:
        """S7-24: a damaged record of acts is refused with a reason, not half replayed."""
        with pytest.raises(error, match=message):
            Clock.from_dict(data)


class TestDisplays:
    def test_state_to_dict_is_plain(self) -> None:
        """S7-7: a display gets plain numbers, booleans and strings."""
        clock = started()
        data = clock.state(T0 + 3 * LEVEL + 60).to_dict()
        assert json.loads(json.dumps(data)) == data
        assert data["on_break"] and data["running"] and not data["paused"]
        assert data["level"] == {"level": 3, "min": 100, "max": 200, "minutes": 15}
        assert data["next_level"]["level"] == 4
        assert data["remaining"] == data["break_remaining"] == 14 * MIN
        assert data["changes_at"] == T0 + 4 * LEVEL
        assert data["now"] == T0 + 3 * LEVEL + 60

    def test_two_displays_agree(self) -> None:
        """S7-7: displays compute the time left from the state and agree on every second."""
        clock = started()
        sent = received(clock.state(T0 + 100))
        # Two displays whose own clocks read 5000 and 123.4 when the state arrives keep the
        # offset to the host's time base.
        locals_ = (5000.0, 123.4)
        offsets = [sent.now - local for local in locals_]
        for elapsed in (0.5, 1.25, 59.99, 400.7, 799.5, 800.5, 900.5):
            shown = [
                time_left(sent, local + elapsed + offset)
                for local, offset in zip(locals_, offsets, strict=True)
            ]
            assert len({format_seconds(left) for left in shown}) == 1
            # ... and it is the host's own time left, until the level ends.
            host = clock.state(T0 + 100 + elapsed)
            expected = host.remaining if host.level.number == 1 else 0
            assert shown == [pytest.approx(expected), pytest.approx(expected)]
        assert time_left(sent, T0 + 100 + 10_000) == 0  # waits at 0 for the next state
        assert time_left(clock.state(T0 + 100), T0 + 160) == LEVEL - 160

    def test_a_paused_state_does_not_move_on_a_display(self) -> None:
        """S7-24: a paused clock shows the same time on every display, however late."""
        clock = started()
        clock.pause(T0 + 100)
        sent = received(clock.state(T0 + 200))
        assert time_left(sent, T0 + 9999) == time_left(sent, 0) == LEVEL - 100
        assert time_left(Clock(Schedule.default("series7")).state(0), 10**6) == LEVEL

    @pytest.mark.parametrize(
        ("seconds", "text"),
        [(0, "0:00"), (-3, "0:00"), (0.01, "0:01"), (59.5, "1:00"), (61, "1:01"),
         (900, "15:00"), (3600, "1:00:00"), (3725.2, "1:02:06")],
    )
    def test_format_rounds_up(self, seconds: float, text: str) -> None:
        """S7-7: "0:00" shows only when the level is over."""
        assert format_seconds(seconds) == text


class TestCost:
    def test_state_stays_cheap_after_many_acts_and_levels(self) -> None:
        """S7-24: hundreds of acts and levels; each state costs a search, not a replay."""
        clock = started(Schedule.default("series7", level_minutes=1, break_minutes=1))
        now = T0
        for n in range(300):
            now += 7.0
            clock.pause(now)
            now += 3.0
            if n % 2:
                clock.add_time(5, now)
            clock.resume(now)
        assert len(clock.acts) > 600
        begin = time.perf_counter()
        for k in range(2000):
            clock.state(T0 + k * 400.0)
        assert time.perf_counter() - begin < 1.0
        assert clock.state(T0 + 1999 * 400.0).level.number > 500


# A per-second model of the same clock, written independently, checks the derived one.


@dataclass
class Model:
    schedule: Schedule
    started: bool = False
    running: bool = False
    level: int = 1
    on_break: bool = False
    remaining: int = 0
    elapsed: int = 0

    def tick(self) -> None:
        if not self.running:
            return
        self.elapsed += 1
        self.remaining -= 1
        if self.remaining == 0:
            self.next()

    def next(self) -> None:
        if not self.on_break and self.schedule.break_every and \
                self.level % self.schedule.break_every == 0:
            self.on_break = True
            self.remaining = self.schedule.break_minutes * 60
        else:
            self.level, self.on_break = self.level + 1, False
            self.remaining = self.schedule.level(self.level).minutes * 60

    def act(self, kind: str, amount: int) -> bool:
        """Apply the act if legal; False if the clock must refuse it."""
        if kind == "start":
            if self.started:
                return False
            self.started = self.running = True
            self.remaining = self.schedule.level(1).minutes * 60
            return True
        if not self.started:
            return False
        if kind == "pause" or kind == "resume":
            if self.running == (kind == "resume"):
                return False
            self.running = kind == "resume"
        elif kind == "jump":
            self.level, self.on_break = amount, False
            self.remaining = self.schedule.level(amount).minutes * 60
        else:
            self.remaining += amount
            if self.remaining <= 0:
                self.next()
        return True


SHORT = Schedule(
    Variant.SERIES7,
    (Level(1, 25, 50, 1), Level(2, 50, 100, 2), Level(3, 100, 200, 1)),
    1,
    2,
    1,
)
SCHEDULES = [SHORT, SHORT.with_breaks(0, 0), Schedule.default("bjx", 1, 3, 2)]

acts_strategy = st.lists(
    st.tuples(
        st.integers(0, 400),  # seconds since the previous act
        st.sampled_from(["start", "pause", "resume", "jump", "add"]),
        st.integers(1, 6),  # a level to jump to
        st.integers(-200, 200).filter(bool),  # seconds to add
    ),
    max_size=25,
)


def _do(clock: Clock, kind: str, at: float, level: int, seconds: float) -> None:
    if kind == "start":
        clock.start(at)
    elif kind == "pause":
        clock.pause(at)
    elif kind == "resume":
        clock.resume(at)
    elif kind == "jump":
        clock.jump_to_level(level, at)
    else:
        clock.add_time(seconds, at)


class TestProperties:
    @settings(max_examples=60, deadline=None)
    @given(st.sampled_from(SCHEDULES), acts_strategy)
    def test_matches_a_second_by_second_model(
        self, schedule: Schedule, script: list[tuple[int, str, int, int]]
    ) -> None:
        """S7-7, S7-24: at every whole second the derived clock equals a counted one, and it
        refuses exactly the acts the model cannot make."""
        clock, model = Clock(schedule), Model(schedule)
        now = 0
        checks: list[tuple[int, tuple[Any, ...]]] = []

        def observe(at: int) -> None:
            checks.append((at, (model.started, model.started and not model.running, model.level,
                                model.on_break, model.remaining, model.elapsed)))

        for gap, kind, level, seconds in [(0, "start", 1, 1), *script]:
            for _ in range(gap):
                model.tick()
                now += 1
                observe(now)
            legal = model.act("add" if kind == "add" else kind, level if kind == "jump"
                              else seconds)
            count = len(clock.acts)
            if legal:
                _do(clock, kind, now, level, seconds)
            else:
                with pytest.raises(IllegalAction):
                    _do(clock, kind, now, level, seconds)
                assert len(clock.acts) == count
            observe(now)
        for _ in range(300):
            model.tick()
            now += 1
            observe(now)
        # Acts made at one instant all count at that instant: check the last of each.
        last: dict[int, tuple[Any, ...]] = dict(checks)
        for at, expected in last.items():
            state = clock.state(at)
            started_, paused, level_, on_break, remaining, elapsed = expected
            assert (state.started, state.paused, state.level.number, state.on_break) == (
                started_, paused, level_, on_break)
            assert (state.remaining, state.elapsed_play) == (remaining, elapsed)

    @settings(max_examples=80, deadline=None)
    @given(
        st.sampled_from([*SCHEDULES, Schedule.default("series7")]),
        st.floats(-1e6, 1e6),
        st.lists(
            st.tuples(
                st.floats(0, 5000),
                st.sampled_from(["pause", "resume", "jump", "add"]),
                st.integers(1, 40),
                st.floats(-3000, 3000).filter(bool),
            ),
            max_size=30,
        ),
        st.lists(st.floats(-100, 200_000), min_size=1, max_size=40),
        st.booleans(),
    )
    def test_replay_agrees_at_every_instant(
        self,
        schedule: Schedule,
        start: float,
        script: list[tuple[float, str, int, float]],
        probes: list[float],
        end_paused: bool,
    ) -> None:
        """S7-24: `replay(acts).state(t) == clock.state(t)`, through JSON too; the time left is
        never negative; elapsed play never goes back as time goes on."""
        clock = started(schedule, at=start)
        now = start
        for gap, kind, level, seconds in script:
            now += gap
            try:
                _do(clock, kind, now, level, seconds)
            except IllegalAction as error:
                assert "already" in str(error)  # only pause/resume twice is refused here
        if end_paused and not clock.paused:
            clock.pause(now + 1)
        rebuilt = Clock.replay(schedule, clock.acts)
        stored = Clock.from_dict(json.loads(json.dumps(clock.to_dict())))
        instants = sorted({start + probe for probe in probes} | {act.at for act in clock.acts})
        previous = 0.0
        for t in instants:
            state = clock.state(t)
            assert rebuilt.state(t) == state
            assert stored.state(t) == state
            assert state.remaining >= 0
            if state.break_remaining is not None:
                assert state.break_remaining >= 0
            if state.seconds_to_next_break is not None:
                assert state.seconds_to_next_break >= 0
            assert state.elapsed_play >= previous
            previous = state.elapsed_play
        if clock.paused:
            last = clock.acts[-1].at
            frozen = _fields(clock.state(last))
            for t in (last + 1, last + 10**5):
                assert _fields(clock.state(t)) == {**frozen, "now": t}
