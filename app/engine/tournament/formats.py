"""The tournament format each rule set plays: one place that picks it, for the host's game and
`pitboss simulate`."""

from __future__ import annotations

import random

from app.engine.rules import BjxRules, Series7Rules, TenHandRules
from app.engine.tournament.base import Tournament
from app.engine.tournament.bjx import BjxTournament
from app.engine.tournament.knockout import TenHandKnockout
from app.engine.tournament.series7 import Series7Tournament


def tournament_for(rules: Series7Rules | BjxRules | TenHandRules, *, name: str,
                   rng: random.Random | None = None) -> Tournament:
    """Series 7 (S7), a BJX multilevel tournament (BJX-17) or a 10-hand knockout (T10-14)."""
    if isinstance(rules, TenHandRules):
        return TenHandKnockout(rules, name=name, rng=rng)
    if isinstance(rules, BjxRules):
        return BjxTournament(rules, name=name, rng=rng)
    return Series7Tournament(rules, name=name, rng=rng)
