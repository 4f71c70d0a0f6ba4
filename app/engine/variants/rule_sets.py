"""Any built-in variant's rules, the type the engine's code is written against: each class in
its variant's folder (app/engine/variants/*/rules.py), its options and checks its own, on the
base of app/engine/rules.py. A variant registered beside them (tests/net/test_extra_variant.py)
builds its rules on one of these classes."""

from __future__ import annotations

from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules

Rules = Series7Rules | TenHandRules | BjxRules
