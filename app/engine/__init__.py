"""The rules engine: pure Python, no Qt and no I/O (DESIGN.md).

Cards and shoes, hand totals, chip rounding, the frozen rules of each variant, and one round
state machine per variant that offers the legal actions, checks requests and emits events.
"""

from app.engine.actions import Action, Decision, DecisionKind
from app.engine.bjx import BjxRound
from app.engine.cards import Card, Rank, Suit
from app.engine.errors import CardError, EngineError, IllegalAction, RulesError, ShoeExhausted
from app.engine.rules import BetLevel, BjxRules, Series7Rules, TenHandRules, Variant
from app.engine.series7 import Series7Round
from app.engine.shoe import SecureShoe, StackedShoe
from app.engine.tenhand import TenHandRound

__all__ = [
    "Action",
    "BetLevel",
    "BjxRound",
    "BjxRules",
    "Card",
    "CardError",
    "Decision",
    "DecisionKind",
    "EngineError",
    "IllegalAction",
    "Rank",
    "RulesError",
    "SecureShoe",
    "Series7Round",
    "Series7Rules",
    "ShoeExhausted",
    "StackedShoe",
    "Suit",
    "TenHandRound",
    "TenHandRules",
    "Variant",
]
