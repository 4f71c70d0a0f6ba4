"""The 10-hand tournament's rules and options (RULES.md T10), validated when built."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from app.engine.errors import RulesError
from app.engine.rules import RulesBase, Variant


@dataclass(frozen=True, slots=True)
class TenHandRules(RulesBase):
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
