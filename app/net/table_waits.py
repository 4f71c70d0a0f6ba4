"""What a table's schedule waits on (app/net/scheduler.py): a bet window before a hand, a
decision in a hand. Each has a deadline in the loop's time, and either may be held: while the
director's pause lasts (a break too, for a bet window) its time stands still, and is given
back when play resumes (issue 38: a pause that did not pause the shot clocks)."""

from __future__ import annotations

from dataclasses import dataclass, field

from app.engine.actions import Decision
from app.engine.rules import BetLevel


class _Held:
    """A deadline that stands still while held (its class's fields: `deadline`, `held_at`)."""

    deadline: float  # loop time
    held_at: float | None  # since when (loop time) it has stood still; None while it runs

    def hold(self, now: float) -> bool:
        """Stand still from `now`; False if it already does."""
        if self.held_at is not None:
            return False
        self.held_at = now
        return True

    def release(self, now: float) -> bool:
        """Run on from `now`, the deadline moved on by the time it stood; False if it was
        not held."""
        if self.held_at is None:
            return False
        self.deadline += now - self.held_at
        self.held_at = None
        return True

    def held(self) -> float | None:
        """The seconds left, standing still; None while it runs."""
        return None if self.held_at is None else max(0.0, self.deadline - self.held_at)


@dataclass
class BetWindow(_Held):
    hand: int
    deadline: float  # loop time
    expected: set[str]
    level: BetLevel | None = None  # the bets asked for (None: a window of a test's making)
    bets: dict[str, int] = field(default_factory=dict)
    refused: dict[str, int] = field(default_factory=dict)  # player -> bets refused
    # Asked at the level before `level`, the window opened again at a level change: an answer
    # to that request may still be on its way (S7-7).
    earlier: BetLevel | None = None
    asked_earlier: set[str] = field(default_factory=set)
    # Played as away (their time ran out before): asked, so a bet brings them back, but not
    # waited for.
    away: set[str] = field(default_factory=set)
    held_at: float | None = None  # held by a pause or a break begun while it was open

    @property
    def complete(self) -> bool:
        return self.expected <= set(self.bets)


@dataclass
class OpenDecision(_Held):
    id: int
    decision: Decision
    deadline: float  # loop time
    held_at: float | None = None  # held by the director's pause
