"""The tournament format each rule set plays: one place that picks it, for the host's game and
`pitboss simulate`."""

from __future__ import annotations

import random

from app.engine.tournament.base import Tournament
from app.engine.variants import variant_of
from app.engine.variants.rule_sets import Rules


def tournament_for(rules: Rules, *, name: str,
                   rng: random.Random | None = None) -> Tournament:
    """The rules' variant's tournament: Series 7 (S7), a BJX multilevel tournament (BJX-17)
    or a 10-hand knockout (T10-14)."""
    return variant_of(rules.variant).tournament(rules, name=name, rng=rng)
