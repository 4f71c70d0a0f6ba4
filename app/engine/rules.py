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
class RulesBase:
    """What every variant's rules have (each variant's class, in its folder, adds its
    options: app/engine/variants/*/rules.py)."""

    variant: ClassVar[str]
    chip_unit: ClassVar[int]  # the smallest chip: every bet is a multiple of it
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
