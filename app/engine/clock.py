"""The tournament clock: derived, not counted (DESIGN.md "The clock"; S7-7, S7-24, BJX-2).

Nothing counts down. The clock holds its schedule and the director's acts (start, pause,
resume, jump to a level, add or remove time), each with the time it was made; `state(now)`
works out where the tournament stands at `now`. The engine never reads the system time: the
caller passes `now` (seconds, any epoch, the same one for every call).

The timeline is a row of segments: level 1, level 2, ... with a break after every
`break_every`-th level. While running, time flows through the segments back to back; while
paused, everything stands still at the moment of the pause.

Choices:
- `add_time(seconds, now)` changes the time left in the current segment: the level, or the
  break while on a break. A negative amount removes time; removing as much as is left, or
  more, is clamped: the segment ends at once and the next one (the break or the next level)
  starts in full. The act records the amount asked for, and a replay clamps it the same way.
- `jump_to_level(n, now)` starts level n in full, running or paused as the clock was; a jump
  made on a break ends the break. Breaks keep following level numbers: after a jump to level
  5, with `break_every` 3, the next break comes after level 6.
- Acts come in time order (equal times are allowed). `state(now)` for a `now` before some
  acts gives the state as it was then: only the acts made at or before `now` count.
- `change_schedule(schedule, now)` replaces the levels and breaks still to come. The levels
  already started (the one in play included) must stay as they were: a director edits the
  future, and time in play is changed with `add_time`. The level or break in play keeps the
  time it has left; from then on levels, breaks and bets follow the new schedule. Before the
  start it simply replaces the schedule. Each act's state keeps the schedule it was made
  under, so a state asked for a past `now` is the one shown then.
- `elapsed_play` is the time the clock has run since the start: pauses are excluded, breaks
  are included (the tournament's clock runs through them); jumps and added time leave it as
  it is.

Displays: `ClockState.to_dict()` carries the `now` it was computed at and whether the clock
is running. A display keeps the offset between the host's time and its own (`offset =
state.now - local_time_when_received`) and calls `time_left(state, local_time + offset)`;
every display using the same function and the host's time base shows the same second, and
`format_seconds` rounds up, so "0:00" is shown only when the time is up. The host sends a new
state when it changes: at each act and at `changes_at`, when the segment ends.
"""

from __future__ import annotations

import bisect
import dataclasses
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol

from app.engine.errors import IllegalAction, RulesError
from app.engine.schedule import MAX_EDIT_LEVEL, Level, Schedule


class ActKind(Enum):
    START = "start"
    PAUSE = "pause"
    RESUME = "resume"
    JUMP_TO_LEVEL = "jump_to_level"
    ADD_TIME = "add_time"
    SCHEDULE = "schedule"


def _time(value: object, what: str = "The time") -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise IllegalAction(f"{what} must be a finite number of seconds, not {value!r}")
    return float(value)


@dataclass(frozen=True, slots=True)
class ClockAct:
    """One director's act on the clock (S7-24: every such act is recorded).

    `at` is when it was made; `level` is set for a jump only, `seconds` for added time only
    (negative to remove time), `schedule` for a change of schedule only.
    """

    kind: ActKind
    at: float
    level: int | None = None
    seconds: float | None = None
    schedule: Schedule | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.kind, ActKind):
            raise IllegalAction(f"A clock act's kind must be an ActKind, not {self.kind!r}")
        object.__setattr__(self, "at", _time(self.at, f"The time of a {self.kind.value}"))
        if self.kind is ActKind.JUMP_TO_LEVEL:
            if isinstance(self.level, bool) or not isinstance(self.level, int):
                raise IllegalAction(f"Jump to which level? Give its number, not {self.level!r}")
            if self.level < 1:
                raise IllegalAction(f"Levels are numbered from 1; there is no level {self.level}")
            if self.level > MAX_EDIT_LEVEL:
                raise IllegalAction(
                    f"Jump to a level from 1 to {MAX_EDIT_LEVEL}, not {self.level}"
                )
        elif self.level is not None:
            raise IllegalAction(f"A {self.kind.value} takes no level")
        if self.kind is ActKind.ADD_TIME:
            seconds = _time(self.seconds, "The time to add or remove")
            if seconds == 0:
                raise IllegalAction("Add (or remove, with a negative amount) some seconds, not 0")
            object.__setattr__(self, "seconds", seconds)
        elif self.seconds is not None:
            raise IllegalAction(f"A {self.kind.value} takes no seconds")
        if self.kind is ActKind.SCHEDULE:
            if not isinstance(self.schedule, Schedule):
                raise IllegalAction(f"A change of schedule needs a Schedule, not "
                                    f"{self.schedule!r}")
        elif self.schedule is not None:
            raise IllegalAction(f"A {self.kind.value} takes no schedule")

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind.value, "at": self.at}
        if self.level is not None:
            data["level"] = self.level
        if self.seconds is not None:
            data["seconds"] = self.seconds
        if self.schedule is not None:
            data["schedule"] = self.schedule.to_dict()
        return data

    @classmethod
    def from_dict(cls, data: object) -> ClockAct:
        if not isinstance(data, Mapping):
            raise RulesError(f'A clock act must be an object like {{"kind": "pause", "at": 0}}, '
                             f"not {data!r}")
        for key in data:
            if key not in ("kind", "at", "level", "seconds", "schedule"):
                raise RulesError(
                    f"Unknown key {key!r} in a clock act; the keys are: kind, at, level, "
                    "seconds, schedule"
                )
        try:
            kind = ActKind(data.get("kind"))
        except ValueError:
            kinds = ", ".join(kind.value for kind in ActKind)
            raise RulesError(
                f"A clock act's kind must be one of: {kinds}; not {data.get('kind')!r}"
            ) from None
        schedule = data.get("schedule")
        try:
            at: Any = data.get("at")
            return cls(kind, at, data.get("level"), data.get("seconds"),
                       None if schedule is None else Schedule.from_dict(schedule))
        except IllegalAction as error:
            raise RulesError(str(error)) from None


@dataclass(frozen=True, slots=True)
class ClockState:
    """Where the tournament stands at `now` (S7-7).

    `level` is the level in play, or on a break the level just finished; `next_level` is the
    one after it. `remaining` is the time left in the level, or in the break while on a break
    (then `break_remaining` too; otherwise None). `seconds_to_next_break` is the running time
    until the next break starts: 0 on a break, None when the schedule has no breaks.
    """

    now: float
    started: bool
    paused: bool
    level: Level
    next_level: Level
    on_break: bool
    remaining: float
    break_remaining: float | None
    seconds_to_next_break: float | None
    elapsed_play: float

    @property
    def running(self) -> bool:
        return self.started and not self.paused

    @property
    def changes_at(self) -> float | None:
        """When the current level or break ends, if nothing is done before; None unless
        running."""
        return self.now + self.remaining if self.running else None

    def to_dict(self) -> dict[str, Any]:
        """Plain numbers, booleans and level objects, for a display (see `time_left`)."""
        return {
            "now": self.now,
            "started": self.started,
            "paused": self.paused,
            "running": self.running,
            "on_break": self.on_break,
            "level": self.level.to_dict(),
            "next_level": self.next_level.to_dict(),
            "remaining": self.remaining,
            "break_remaining": self.break_remaining,
            "seconds_to_next_break": self.seconds_to_next_break,
            "elapsed_play": self.elapsed_play,
            "changes_at": self.changes_at,
        }


class ClockReading(Protocol):
    """What `time_left` reads of a clock state: a `ClockState`, or a display's copy of the
    one the host sent (the protocol's typed clock)."""

    @property
    def now(self) -> float: ...

    @property
    def remaining(self) -> float: ...

    @property
    def running(self) -> bool: ...


def time_left(state: ClockReading, now: float) -> float:
    """Seconds left in the level (or break) at `now`, from a state computed at its own `now`.

    `now` must be in the time base of the state's `now` (the host's): a display adds the
    offset it measured when a state arrived to its own clock. A paused or not-started clock
    does not move; a running one counts down to 0 and stays there until the next state.
    """
    if not state.running:
        return float(state.remaining)
    return max(0.0, float(state.remaining) - (now - float(state.now)))


def format_seconds(seconds: float) -> str:
    """Seconds as M:SS (or H:MM:SS), rounded up: 0:00 shows only when the time is up."""
    whole = max(0, math.ceil(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


@dataclass(frozen=True, slots=True)
class _Mark:
    """Where the clock stood at `at`, just after an act."""

    at: float
    level: int
    on_break: bool
    remaining: float  # in the segment; always > 0
    elapsed: float
    running: bool
    schedule: Schedule  # in force from `at` on


class Clock:
    """The clock of one tournament: its schedule and the director's acts (module docstring)."""

    def __init__(self, schedule: Schedule) -> None:
        if not isinstance(schedule, Schedule):
            raise RulesError(f"A clock needs a Schedule, not {schedule!r}")
        self._first_schedule = schedule  # in force at the start
        self._acts: list[ClockAct] = []
        self._times: list[float] = []
        self._marks: list[_Mark] = []

    # Reading

    @property
    def acts(self) -> tuple[ClockAct, ...]:
        return tuple(self._acts)

    @property
    def schedule(self) -> Schedule:
        """The schedule in force after the last act."""
        return self._marks[-1].schedule if self._marks else self._first_schedule

    @property
    def started(self) -> bool:
        return bool(self._marks)

    @property
    def paused(self) -> bool:
        """True when the last act left the clock paused."""
        return bool(self._marks) and not self._marks[-1].running

    def state(self, now: float) -> ClockState:
        now = _time(now)
        index = bisect.bisect_right(self._times, now) - 1
        if index < 0:
            schedule = self._first_schedule
            first = schedule.level(1)
            return ClockState(
                now=now,
                started=False,
                paused=False,
                level=first,
                next_level=schedule.level(2),
                on_break=False,
                remaining=float(first.seconds),
                break_remaining=None,
                seconds_to_next_break=_to_next_break(schedule, 1, False, float(first.seconds)),
                elapsed_play=0.0,
            )
        mark = _at(self._marks[index], now)
        remaining = mark.remaining
        schedule = mark.schedule
        return ClockState(
            now=now,
            started=True,
            paused=not mark.running,
            level=schedule.level(mark.level),
            next_level=schedule.level(mark.level + 1),
            on_break=mark.on_break,
            remaining=remaining,
            break_remaining=remaining if mark.on_break else None,
            seconds_to_next_break=_to_next_break(schedule, mark.level, mark.on_break, remaining),
            elapsed_play=mark.elapsed,
        )

    # The director's acts (S7-24)

    def start(self, now: float) -> ClockAct:
        """Level 1 starts in full at `now`."""
        return self._record(ClockAct(ActKind.START, now))

    def pause(self, now: float) -> ClockAct:
        return self._record(ClockAct(ActKind.PAUSE, now))

    def resume(self, now: float) -> ClockAct:
        return self._record(ClockAct(ActKind.RESUME, now))

    def jump_to_level(self, number: int, now: float) -> ClockAct:
        """Level `number` starts in full at `now`; a break in progress ends."""
        return self._record(ClockAct(ActKind.JUMP_TO_LEVEL, now, level=number))

    def add_time(self, seconds: float, now: float) -> ClockAct:
        """Add `seconds` to the current level or break; negative removes time, and removing
        all that is left (or more) ends the level or break at once."""
        return self._record(ClockAct(ActKind.ADD_TIME, now, seconds=seconds))

    def change_schedule(self, schedule: Schedule, now: float) -> ClockAct | None:
        """The levels and breaks to come follow `schedule` from `now` (module docstring).
        Before the start it replaces the schedule and no act is recorded (None)."""
        if not isinstance(schedule, Schedule):
            raise IllegalAction(f"A change of schedule needs a Schedule, not {schedule!r}")
        if schedule.variant != self._first_schedule.variant:
            raise IllegalAction(f"This clock runs {self._first_schedule.variant} levels, "
                                f"not {schedule.variant} ones")
        if not self._marks:
            self._first_schedule = schedule
            return None
        return self._record(ClockAct(ActKind.SCHEDULE, now, schedule=schedule))

    # Replay and storage

    @classmethod
    def replay(cls, schedule: Schedule, acts: Iterable[ClockAct]) -> Clock:
        """The clock these acts made: it gives the same `state(now)` for every `now`."""
        clock = cls(schedule)
        for act in acts:
            if not isinstance(act, ClockAct):
                raise IllegalAction(f"Only ClockActs can be replayed, not {act!r}")
            clock._record(act)
        return clock

    def to_dict(self) -> dict[str, Any]:
        return {
            "schedule": self._first_schedule.to_dict(),
            "acts": [act.to_dict() for act in self._acts],
        }

    @classmethod
    def from_dict(cls, data: object) -> Clock:
        if not isinstance(data, Mapping) or "schedule" not in data or "acts" not in data:
            raise RulesError('A stored clock must be an object with "schedule" and "acts"')
        acts = data["acts"]
        if not isinstance(acts, list):
            raise RulesError('A stored clock\'s "acts" must be a list')
        return cls.replay(
            Schedule.from_dict(data["schedule"]), [ClockAct.from_dict(act) for act in acts]
        )

    # Inside

    def _record(self, act: ClockAct) -> ClockAct:
        mark = self._apply(act)
        self._acts.append(act)
        self._times.append(act.at)
        self._marks.append(mark)
        return act

    def _apply(self, act: ClockAct) -> _Mark:
        """Where the clock stands just after `act`, or IllegalAction saying why it may not."""
        now = act.at
        if self._times and now < self._times[-1]:
            raise IllegalAction(
                f"Clock acts must come in time order: this {act.kind.value} at {now:g} is "
                f"before the last act, at {self._times[-1]:g}"
            )
        if act.kind is ActKind.START:
            if self._marks:
                raise IllegalAction("The clock has already started")
            schedule = self._first_schedule
            return _Mark(now, 1, False, float(schedule.level_seconds(1)), 0.0, True, schedule)
        if not self._marks:
            raise IllegalAction(
                f"The clock has not started yet: start it before any {act.kind.value}"
            )
        mark = dataclasses.replace(_at(self._marks[-1], now), at=now)
        schedule = mark.schedule
        if act.kind is ActKind.PAUSE:
            if not mark.running:
                raise IllegalAction("The clock is already paused")
            return dataclasses.replace(mark, running=False)
        if act.kind is ActKind.RESUME:
            if mark.running:
                raise IllegalAction("The clock is already running")
            return dataclasses.replace(mark, running=True)
        if act.kind is ActKind.JUMP_TO_LEVEL:
            assert act.level is not None
            seconds = float(schedule.level_seconds(act.level))
            return dataclasses.replace(mark, level=act.level, on_break=False, remaining=seconds)
        if act.kind is ActKind.SCHEDULE:
            assert act.schedule is not None
            _check_started_levels_kept(schedule, act.schedule, mark.level)
            return dataclasses.replace(mark, schedule=act.schedule)
        assert act.seconds is not None
        remaining = mark.remaining + act.seconds
        if remaining > 0:
            return dataclasses.replace(mark, remaining=remaining)
        level, on_break = _next_segment(schedule, mark.level, mark.on_break)
        seconds = float(_segment_seconds(schedule, level, on_break))
        return dataclasses.replace(mark, level=level, on_break=on_break, remaining=seconds)


def _check_started_levels_kept(old: Schedule, new: Schedule, current: int) -> None:
    for number in range(1, current + 1):
        if new.level(number) != old.level(number):
            was, asked = old.level(number), new.level(number)
            raise IllegalAction(
                f"Level {number} has already started: it stays {_describe(was)}, not "
                f"{_describe(asked)}; change the levels to come (or the time left, with "
                "+/- minutes)"
            )


def _describe(level: Level) -> str:
    bets = f"{level.minimum}" + (f"/{level.maximum}" if level.maximum is not None else "")
    return f"{bets} for {level.minutes} minutes"


def _at(mark: _Mark, now: float) -> _Mark:
    """`mark` carried forward to `now` (not before it): moved only if running."""
    if not mark.running or now == mark.at:
        return mark
    level, on_break, remaining = _run(mark.schedule, mark.level, mark.on_break,
                                      mark.remaining, now - mark.at)
    return _Mark(now, level, on_break, remaining, mark.elapsed + (now - mark.at), True,
                 mark.schedule)


def _next_segment(schedule: Schedule, level: int, on_break: bool) -> tuple[int, bool]:
    if not on_break and schedule.has_break_after(level):
        return level, True
    return level + 1, False


def _segment_seconds(schedule: Schedule, level: int, on_break: bool) -> int:
    return schedule.break_seconds if on_break else schedule.level_seconds(level)


def _run(schedule: Schedule, level: int, on_break: bool, remaining: float, span: float
         ) -> tuple[int, bool, float]:
    """Run `span` seconds from a point `remaining` seconds before its segment ends: the
    segment reached and the time left in it (> 0). One step per segment crossed, except
    past the schedule's list, where whole rounds of levels and their break are skipped."""
    every = schedule.break_every or 1
    cycle = every * schedule.default_minutes * 60 + (
        schedule.break_seconds if schedule.break_every else 0
    )
    while span >= remaining:
        span -= remaining
        level, on_break = _next_segment(schedule, level, on_break)
        remaining = _segment_seconds(schedule, level, on_break)
        if not on_break and level > len(schedule.levels) and (level - 1) % every == 0:
            # A round of `every` levels of the same length and its break starts here.
            rounds = int(span // cycle) - 1  # one round short: the loop does the rest
            if rounds > 0:
                level += rounds * every
                span -= rounds * cycle
    return level, on_break, remaining - span


def _to_next_break(schedule: Schedule, level: int, on_break: bool,
                   remaining: float) -> float | None:
    every = schedule.break_every
    if not every:
        return None
    if on_break:
        return 0.0
    last = -(-level // every) * every  # the level the next break follows
    return remaining + sum(
        schedule.level_seconds(number) for number in range(level + 1, last + 1)
    )
