"""Level schedules: the bets in force and how long each level lasts (S7-7, BJX-2).

A schedule is a finite list of explicit levels, continued forever by doubling the last one
(S7-7: "then both double each level"; BJX-2: "doubling on") until a bet would pass MAX_BET
(a ruling: from there the bets stay as they are). Levels past the list last
`default_minutes`. A break of `break_minutes` follows every `break_every`-th level (after
levels 3, 6, 9, ... for `break_every` 3); `break_every` 0 means no breaks.

Schedules are frozen and validated when built; the `with_*` methods return new, validated
schedules. `to_dict()` and `Schedule.from_dict()` read and write the plain structure a
director keeps in a file (`--structure FILE`):

    {"variant": "series7", "level_minutes": 15, "break_every": 3, "break_minutes": 15,
     "levels": [{"level": 1, "min": 25, "max": 50, "minutes": 15}, ...]}

Every key but "variant" may be left out (the variant's defaults are used); a level may leave
out "level" (its place in the list) and "minutes" (then it lasts "level_minutes").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.engine.errors import RulesError
from app.engine.rules import BetLevel
from app.engine.variants import parse_variant, variant_of, variants
from app.engine.variants.registry import GameVariant, LevelPlan
from app.engine.variants.rule_sets import Rules

MAX_MINUTES = 600  # the longest level or break, as for the rules' `level_minutes`
MAX_BREAK_EVERY = 100
MAX_EDIT_LEVEL = 1000  # a director edits or jumps to a level up to this; the clock runs on past it
# Ruling (docs/decisions/0031-bets-stop-doubling.md): doubling past the list (S7-7, BJX-2)
# stops before a bet would pass this, far above every chip a field holds; the levels after
# keep those bets. Without it level 36 of Series 7 passes what a message carries (a jump
# there stopped the host's tables, issue 20) and level 1000 is a 300-digit number.
MAX_BET = 10**12

def _whole(value: object, what: str, low: int, high: int | None = None) -> int:
    """`value` as a whole number from `low` to `high`, or a RulesError naming `what`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(f"{what} must be a whole number, not {value!r}")
    if value < low or (high is not None and value > high):
        if high is not None:
            raise RulesError(f"{what} must be from {low} to {high}, not {value}")
        if low == 1:
            raise RulesError(f"{what} must be a positive whole number, not {value}")
        raise RulesError(f"{what} must be at least {low}, not {value}")
    return value


@dataclass(frozen=True, slots=True)
class Level:
    """One level: its number (from 1), its bets and its length in whole minutes.

    `maximum` is None for BJX, whose levels have only a minimum (BJX-2).
    """

    number: int
    minimum: int
    maximum: int | None
    minutes: int

    def __post_init__(self) -> None:
        _whole(self.number, "A level's number", 1)
        name = f"Level {self.number}"
        _whole(self.minimum, f"{name}: the minimum bet", 1)
        if self.maximum is not None:
            _whole(self.maximum, f"{name}: the maximum bet", 1)
            if self.maximum < self.minimum:
                raise RulesError(
                    f"{name}: the maximum bet ({self.maximum}) is below its minimum "
                    f"({self.minimum})"
                )
        if max(self.minimum, self.maximum or 0) > MAX_BET:
            raise RulesError(f"{name}: no bet may be above {MAX_BET:,} chips")
        _whole(self.minutes, f"{name}: the length in minutes", 1, MAX_MINUTES)

    @property
    def seconds(self) -> int:
        return self.minutes * 60

    @property
    def bets(self) -> BetLevel:
        """The bets in force, as the rounds take them."""
        return BetLevel(self.minimum, self.maximum)

    def to_dict(self) -> dict[str, int]:
        data = {"level": self.number, "min": self.minimum}
        if self.maximum is not None:
            data["max"] = self.maximum
        data["minutes"] = self.minutes
        return data


@dataclass(frozen=True, slots=True)
class Schedule:
    """The levels of a tournament and its breaks (S7-7, BJX-2); see the module's docstring.
    `variant` is the name of a variant with levels (`GameVariant.levels`)."""

    variant: str
    levels: tuple[Level, ...]
    default_minutes: int
    break_every: int = 0
    break_minutes: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.variant, str):
            raise RulesError(f"A schedule's variant must be a variant's name, not "
                             f"{self.variant!r}")
        plan = _plan(self.variant)
        # A built-in's name as its member, as the rules have it (the registry's own rule).
        object.__setattr__(self, "variant", parse_variant(self.variant))
        object.__setattr__(self, "levels", tuple(self.levels))
        if not self.levels:
            raise RulesError("A schedule needs at least one level")
        unit = self.chip_unit
        previous: Level | None = None
        for place, level in enumerate(self.levels, 1):
            if not isinstance(level, Level):
                raise RulesError(f"Level {place} must be a Level, not {level!r}")
            if level.number != place:
                raise RulesError(
                    f"The level in place {place} is numbered {level.number}; levels are "
                    "numbered in order from 1"
                )
            if plan.has_maximum and level.maximum is None:
                raise RulesError(
                    f"Level {place}: {plan.title} levels need a maximum bet as well as a minimum "
                    f"({plan.maximum_rule})"
                )
            if not plan.has_maximum and level.maximum is not None:
                raise RulesError(
                    f"Level {place}: {plan.title} levels have only a minimum bet "
                    f"({plan.maximum_rule}), not a maximum"
                )
            for what, amount in (("minimum", level.minimum), ("maximum", level.maximum)):
                if amount is not None and amount % unit:
                    raise RulesError(
                        f"Level {place}: the {what} bet ({amount}) must be a multiple of the "
                        f"{unit} chip"
                    )
            if previous is not None:
                _check_rises(previous, level)
            previous = level
        _whole(self.default_minutes, "The length of levels after the list (level_minutes)", 1,
               MAX_MINUTES)
        _whole(self.break_every, "The levels between breaks (break_every)", 0, MAX_BREAK_EVERY)
        _whole(self.break_minutes, "The length of a break (break_minutes)", 0, MAX_MINUTES)
        if self.break_every and not self.break_minutes:
            raise RulesError(
                f"A break after every {self.break_every} levels needs a length of at least 1 "
                "minute (break_minutes); use break_every 0 for no breaks"
            )

    # Building

    @classmethod
    def default(cls, variant: str, level_minutes: int | None = None,
                break_every: int | None = None, break_minutes: int | None = None) -> Schedule:
        """The variant's own levels (S7-7: 25/50 ... 2000/4000 and a break after every third;
        BJX-2: minimums 25 ... 1600 every 20 minutes, no breaks), doubled on past the list;
        None keeps the variant's length or breaks."""
        plan = _plan(variant)
        minutes = plan.minutes if level_minutes is None else level_minutes
        levels = tuple(Level(number, low, high, minutes)
                       for number, (low, high) in enumerate(plan.bets, 1))
        return cls(variant, levels, minutes,
                   plan.break_every if break_every is None else break_every,
                   plan.break_minutes if break_minutes is None else break_minutes)

    @classmethod
    def from_rules(cls, rules: Rules) -> Schedule:
        """The default schedule with the rules' options (level_minutes, break_every and
        break_minutes, where its rules have them). A `break_minutes` of 0 means no breaks."""
        options = dataclasses.asdict(rules)
        breaks = options.get("break_minutes")
        every = options.get("break_every")
        return cls.default(rules.variant, options.get("level_minutes"),
                           0 if breaks == 0 else every, breaks)

    # Reading

    @property
    def chip_unit(self) -> int:
        return variant_of(self.variant).rules.chip_unit

    def level(self, number: int) -> Level:
        """Level `number` (from 1); past the list, the last level doubled once per level
        while its highest bet stays within MAX_BET (module docstring)."""
        if isinstance(number, bool) or not isinstance(number, int) or number < 1:
            raise RulesError(f"Levels are numbered from 1, not {number!r}")
        if number <= len(self.levels):
            return self.levels[number - 1]
        last = self.levels[-1]
        highest = last.minimum if last.maximum is None else last.maximum
        doublings_left = (MAX_BET // highest).bit_length() - 1  # highest << n <= MAX_BET
        factor = 2 ** min(number - len(self.levels), doublings_left)
        maximum = None if last.maximum is None else last.maximum * factor
        return Level(number, last.minimum * factor, maximum, self.default_minutes)

    def level_seconds(self, number: int) -> int:
        if number <= len(self.levels):
            return self.levels[number - 1].seconds
        return self.default_minutes * 60

    def has_break_after(self, number: int) -> bool:
        return self.break_every > 0 and number % self.break_every == 0

    @property
    def break_seconds(self) -> int:
        return self.break_minutes * 60

    # Editing

    def with_level(
        self,
        number: int,
        *,
        minimum: int | None = None,
        maximum: int | None = None,
        minutes: int | None = None,
    ) -> Schedule:
        """This schedule with level `number` changed (None leaves a value as it is). A level
        past the list is written out, with the doubled levels before it."""
        if isinstance(number, bool) or not isinstance(number, int) or number < 1:
            raise RulesError(f"Levels are numbered from 1, not {number!r}")
        if number > MAX_EDIT_LEVEL:
            raise RulesError(f"Only levels 1 to {MAX_EDIT_LEVEL} can be edited, not {number}")
        plan = _plan(self.variant)
        if maximum is not None and not plan.has_maximum:
            raise RulesError(f"Level {number}: {plan.title} levels have only a minimum bet "
                             f"({plan.maximum_rule})")
        levels = list(self.levels)
        while len(levels) < number:
            levels.append(self.level(len(levels) + 1))
        old = levels[number - 1]
        levels[number - 1] = Level(
            number,
            old.minimum if minimum is None else minimum,
            old.maximum if maximum is None else maximum,
            old.minutes if minutes is None else minutes,
        )
        return dataclasses.replace(self, levels=tuple(levels))

    def with_level_minutes(self, minutes: int) -> Schedule:
        """Every level, those past the list too, lasting `minutes`."""
        levels = tuple(dataclasses.replace(level, minutes=minutes) for level in self.levels)
        return dataclasses.replace(self, levels=levels, default_minutes=minutes)

    def with_breaks(self, every: int, minutes: int) -> Schedule:
        """A break of `minutes` after every `every`-th level; `every` 0 for no breaks."""
        return dataclasses.replace(self, break_every=every, break_minutes=minutes)

    # The structure file

    def to_dict(self) -> dict[str, Any]:
        return {
            "variant": str(self.variant),
            "level_minutes": self.default_minutes,
            "break_every": self.break_every,
            "break_minutes": self.break_minutes,
            "levels": [level.to_dict() for level in self.levels],
        }

    @classmethod
    def from_dict(cls, data: object) -> Schedule:
        """A schedule from its plain structure; RulesError says what to fix."""
        if not isinstance(data, Mapping):
            raise RulesError(
                "A level structure must be an object with a \"variant\" and its \"levels\""
            )
        _known_keys(data, _KEYS, "the level structure")
        if "variant" not in data:
            raise RulesError(f'The level structure needs a "variant": {_with_levels()}')
        variant = data["variant"]
        if not isinstance(variant, str) or variant not in {v.name for v in variants()}:
            raise RulesError(f'"variant" must be {_with_levels()}, not {variant!r}')
        default = cls.default(variant)
        minutes = data.get("level_minutes", default.default_minutes)
        _whole(minutes, '"level_minutes"', 1, MAX_MINUTES)
        raw_levels = data.get("levels")
        if raw_levels is None:
            levels = default.with_level_minutes(minutes).levels
        else:
            if not isinstance(raw_levels, list) or not raw_levels:
                raise RulesError('"levels" must be a list of levels like {"min": 25, "max": 50}')
            levels = tuple(
                _level_from_dict(raw, place, variant, minutes)
                for place, raw in enumerate(raw_levels, 1)
            )
        return cls(
            variant,
            levels,
            minutes,
            data.get("break_every", default.break_every),
            data.get("break_minutes", default.break_minutes),
        )


_KEYS = ("variant", "level_minutes", "break_every", "break_minutes", "levels")
_LEVEL_KEYS = ("level", "min", "max", "minutes")


def _check_rises(previous: Level, level: Level) -> None:
    if level.minimum <= previous.minimum:
        raise RulesError(
            f"Level {level.number}: the minimum bet ({level.minimum}) must be higher than "
            f"level {previous.number}'s ({previous.minimum})"
        )
    if (
        level.maximum is not None
        and previous.maximum is not None
        and level.maximum <= previous.maximum
    ):
        raise RulesError(
            f"Level {level.number}: the maximum bet ({level.maximum}) must be higher than "
            f"level {previous.number}'s ({previous.maximum})"
        )


def _known_keys(data: Mapping[Any, Any], known: tuple[str, ...], where: str) -> None:
    for key in data:
        if key not in known:
            raise RulesError(
                f"Unknown key {key!r} in {where}; the keys are: {', '.join(known)}"
            )


def _plan(name: str) -> LevelPlan:
    """The levels of the variant of that name; RulesError for one without levels."""
    try:
        variant: GameVariant = variant_of(name)
    except ValueError as error:
        raise RulesError(str(error)) from None
    if variant.levels is None:
        raise RulesError(f"The {variant.name} variant has no levels: its minimum bet is fixed")
    return variant.levels


def _with_levels() -> str:
    """The variants with levels, as a refusal lists them: "series7" or "bjx"."""
    names = [f'"{variant.name}"' for variant in variants(lambda v: v.levels is not None)]
    return " or ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)


def _level_from_dict(raw: object, place: int, variant: str, minutes: int) -> Level:
    where = f"level {place} of \"levels\""
    if not isinstance(raw, Mapping):
        raise RulesError(
            f'{where[0].upper()}{where[1:]} must be an object like {{"min": 25, "max": 50}}, '
            f"not {raw!r}"
        )
    _known_keys(raw, _LEVEL_KEYS, where)
    number = raw.get("level", place)
    if number != place or isinstance(number, bool):
        raise RulesError(
            f"Level {place} of \"levels\" says it is level {number!r}; list the levels in order "
            "from 1"
        )
    if "min" not in raw:
        raise RulesError(f'Level {place} needs a "min" bet')
    plan = _plan(variant)
    if plan.has_maximum and "max" not in raw:
        raise RulesError(f'Level {place} needs a "max" bet: {plan.title} has a minimum and a '
                         "maximum")
    if not plan.has_maximum and raw.get("max") is not None:
        raise RulesError(f'Level {place}: {plan.title} levels have only a "min" bet; remove '
                         'its "max"')
    return Level(place, raw["min"], raw.get("max"), raw.get("minutes", minutes))
