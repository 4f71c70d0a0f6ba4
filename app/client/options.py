"""What the lobby gathers for each way to play: plain values, no game code, so the lobby can
open before the engine, the host and the network are loaded (start-up time, bench/ui.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.engine.variants import default_variant

if TYPE_CHECKING:
    from app.engine.variants.rule_sets import Rules

BOT_NAMES = ("Ada", "Bix", "Cleo", "Dex", "Eve", "Finn", "Gus", "Hana", "Ivo", "Juno", "Kai")


@dataclass(frozen=True)
class LocalOptions:
    variant: str = field(default_factory=default_variant)
    name: str = "You"
    bots: int = 7
    bot_level: str = "basic"
    speedup: float = 1.0  # the tournament clock's pace (tests run it faster)
    bet_seconds: float = 60.0
    decision_seconds: float = 60.0
    rule_options: Mapping[str, Any] = field(default_factory=dict)  # those not at the default

    def rules(self) -> Rules:
        from app.engine.variants import rules_from_options

        return rules_from_options(self.variant, self.rule_options)

    def bot_names(self) -> list[str]:
        others = [name for name in BOT_NAMES if name != self.name]
        return others[:self.bots]


@dataclass(frozen=True)
class HostOptions:
    variant: str
    port: int
    code: str
    director_code: str = ""
    address: str = "0.0.0.0"  # where to listen; 127.0.0.1 keeps it to this machine
    clock_port: int = 0  # the clock's web page (app/net/web_clock.py); 0 for none
    database: Path | None = None  # the user's database by default


@dataclass(frozen=True)
class JoinOptions:
    address: str
    port: int
    code: str
    role: str
    name: str
