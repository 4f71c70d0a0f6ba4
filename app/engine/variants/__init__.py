"""The rule sets, each one registered object (issue 37, docs/decisions/variant-registry.md).
Code outside a variant's own modules asks `variant_of(name)` what the variant does, instead of
comparing with a particular one. Importing this package registers the three built in."""

from app.engine.variants.bjx import BJX
from app.engine.variants.registry import (
    GameVariant,
    default_variant,
    house_dealt,
    parse_variant,
    register,
    rules_for_variant,
    rules_from_options,
    variant_of,
    variants,
)
from app.engine.variants.series7 import SERIES7
from app.engine.variants.tenhand import TENHAND

for _built_in in (SERIES7, BJX, TENHAND):  # in the order the lobby lists them
    register(_built_in)

__all__ = ["GameVariant", "default_variant", "house_dealt", "parse_variant", "register",
           "rules_for_variant", "rules_from_options", "variant_of", "variants"]
