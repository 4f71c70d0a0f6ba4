"""The rule sets, each one registered object (issue 37, docs/decisions/variant-registry.md).
Code outside a variant's own modules asks `variant_of(name)` what the variant does, instead of
comparing with a particular one. Importing this package registers the three built in."""

from app.engine.variants import bjx, series7, tenhand  # noqa: F401  (each registers itself)
from app.engine.variants.registry import (
    GameVariant,
    register,
    rules_from_options,
    variant_of,
    variants,
)

__all__ = ["GameVariant", "register", "rules_from_options", "variant_of", "variants"]
