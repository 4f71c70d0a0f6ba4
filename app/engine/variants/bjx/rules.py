"""BlackJack eXtreme's rules and options (RULES.md BJX), validated when built."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from app.engine.rules import RulesBase, Variant


@dataclass(frozen=True, slots=True)
class BjxRules(RulesBase):
    """BlackJack eXtreme, player-dealer at a poker table (RULES.md BJX)."""

    variant: ClassVar[str] = Variant.BJX
    _ranges: ClassVar[Mapping[str, tuple[int, int]]] = {"seats": (2, 10), "level_minutes": (1, 600)}
    seats: int = 9  # BJX-1
    level_minutes: int = 20  # BJX-2
    start_stack: ClassVar[int] = 4000  # BJX-1
    chip_unit: ClassVar[int] = 5  # BJX-1
    blind_cap_multiple: ClassVar[int] = 3  # BJX-3
    max_hands_per_seat: ClassVar[int] = 4  # BJX-10
