"""Series 7's rules and options (RULES.md S7), validated when built."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from app.engine.rules import RulesBase, Variant


@dataclass(frozen=True, slots=True)
class Series7Rules(RulesBase):
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
