"""One frozen rules object per variant, with the options and defaults of RULES.md.

Options are validated when the object is built, so a bad option is a clear error at once
and never a surprise mid-tournament.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from app.engine.errors import RulesError


class Variant(StrEnum):
    """The three built-in rule sets' names, as the wire, the store and files have them. A
    variant is named by a plain `str`: one registered from outside the app (the registry,
    app/engine/variants) has a name of its own."""

    SERIES7 = "series7"
    TENHAND = "tenhand"
    BJX = "bjx"


@dataclass(frozen=True, slots=True)
class _Rules:
    variant: ClassVar[str]
    # Option name -> (lowest, highest) allowed, for the integer options.
    _ranges: ClassVar[Mapping[str, tuple[int, int]]] = {}

    def __post_init__(self) -> None:
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if field.type in ("int", int):
                if isinstance(value, bool) or not isinstance(value, int):
                    raise RulesError(f"Option {field.name} must be a whole number, not {value!r}")
                low, high = self.option_range(field.name)
                if not low <= value <= high:
                    raise RulesError(
                        f"Option {field.name} must be between {low} and {high}, not {value}"
                    )
            elif field.type in ("bool", bool) and not isinstance(value, bool):
                raise RulesError(f"Option {field.name} must be true or false, not {value!r}")
        self._check()

    def _check(self) -> None:
        """Checks that involve more than one option."""

    @classmethod
    def option_range(cls, name: str) -> tuple[int, int]:
        """The lowest and highest values of an integer option."""
        return cls._ranges.get(name, (1, 10**9))

    @classmethod
    def option_names(cls) -> list[str]:
        return [field.name for field in dataclasses.fields(cls)]

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Any:
        if not isinstance(options, Mapping):
            raise RulesError("Options must be an object of option names and values")
        unknown = sorted(set(options) - set(cls.option_names()))
        if unknown:
            known = ", ".join(cls.option_names())
            raise RulesError(
                f"Unknown option {unknown[0]!r} for {cls.variant}; the options are: {known}"
            )
        return cls(**options)


@dataclass(frozen=True, slots=True)
class Series7Rules(_Rules):
    """Series 7 Blackjack League, player-dealer (RULES.md S7)."""

    variant: ClassVar[str] = Variant.SERIES7
    _ranges: ClassVar[Mapping[str, tuple[int, int]]] = {
        "field_max": (2, 256),  # S7-1 lifted at most to what a host takes (app/net/floods.py)
        "late_entry_minutes": (0, 600),
        "level_minutes": (1, 600),
        "break_every": (1, 100),
        "break_minutes": (0, 600),
        "table_size": (2, 8),
    }
    field_max: int = 64  # S7-1
    late_entry_minutes: int = 30  # S7-3
    level_minutes: int = 15  # S7-7
    break_every: int = 3  # S7-7
    break_minutes: int = 15  # S7-7
    table_size: int = 8  # S7-1, dealer included
    start_stack: ClassVar[int] = 4000  # S7-4
    chip_unit: ClassVar[int] = 25  # S7-4
    max_hands_per_seat: ClassVar[int] = 4  # S7-18
    late_penalty_multiple: ClassVar[int] = 5  # S7-3


@dataclass(frozen=True, slots=True)
class TenHandRules(_Rules):
    """The 10-hand head-to-head tournament against a house dealer (RULES.md T10)."""

    variant: ClassVar[str] = Variant.TENHAND
    _ranges: ClassVar[Mapping[str, tuple[int, int]]] = {
        "room_size": (2, 100),
        "start_stack": (1, 10**9),
        "min_bet": (1, 10**9),
        "decks": (1, 8),
        "hands": (1, 1000),
    }
    room_size: int = 2  # T10-1
    start_stack: int = 1000  # T10-2
    min_bet: int = 10  # T10-2
    decks: int = 6  # T10-2
    duplicate_deal: bool = False  # T10-2
    split_tens_by_value: bool = False  # T10-12
    hands: int = 10  # T10-4
    chip_unit: ClassVar[int] = 1  # T10-2
    max_hands_per_seat: ClassVar[int] = 4  # T10-12

    def _check(self) -> None:
        if self.min_bet > self.start_stack:
            raise RulesError(
                f"The minimum bet ({self.min_bet}) cannot exceed the starting stack "
                f"({self.start_stack})"
            )


@dataclass(frozen=True, slots=True)
class BjxRules(_Rules):
    """BlackJack eXtreme, player-dealer at a poker table (RULES.md BJX)."""

    variant: ClassVar[str] = Variant.BJX
    _ranges: ClassVar[Mapping[str, tuple[int, int]]] = {"seats": (2, 10), "level_minutes": (1, 600)}
    seats: int = 9  # BJX-1
    level_minutes: int = 20  # BJX-2
    start_stack: ClassVar[int] = 4000  # BJX-1
    chip_unit: ClassVar[int] = 5  # BJX-1
    blind_cap_multiple: ClassVar[int] = 3  # BJX-3
    max_hands_per_seat: ClassVar[int] = 4  # BJX-10


Rules = Series7Rules | TenHandRules | BjxRules


@dataclass(frozen=True, slots=True)
class BetLevel:
    """The bets in force: Series 7 has a minimum and a maximum (S7-8), BJX a minimum (BJX-2)."""

    minimum: int
    maximum: int | None = None

    def __post_init__(self) -> None:
        for name, value in (("minimum", self.minimum), ("maximum", self.maximum)):
            if value is None:
                continue
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise RulesError(
                    f"The level's {name} must be a positive whole number, not {value!r}"
                )
        if self.maximum is not None and self.maximum < self.minimum:
            raise RulesError(
                f"The level's maximum ({self.maximum}) is below its minimum ({self.minimum})"
            )

    def check_unit(self, unit: int) -> None:
        for value in (self.minimum, self.maximum):
            if value is not None and value % unit:
                raise RulesError(f"Bet levels must be multiples of the {unit} chip, not {value}")
