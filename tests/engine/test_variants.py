"""The registry of rule sets (issue 37, app/engine/variants): each variant one registered
object that code outside it asks, instead of comparing with a particular variant."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.client.felt_text import chip_stack
from app.engine.rules import Variant
from app.engine.variants import GameVariant, register, registry, variant_of, variants
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules


def test_every_rule_set_is_registered_under_its_own_name() -> None:
    assert {variant.name for variant in variants()} == {str(v) for v in Variant}
    for variant in Variant:
        assert variant_of(variant) is variant_of(variant.value)
        assert variant_of(variant).round.variant is variant


def test_what_each_variant_says_agrees_with_its_rules() -> None:
    """S7-4, BJX-1, T10-2: a stack's smallest chip is the chip unit; S7-1, BJX-1, T10-1: the
    bots at a table at home fill its other seats; S7-13, BJX-1: a player deals."""
    for variant in variants():
        assert variant.chips[0] == variant.rules.chip_unit
        assert variant.rules.variant == variant.name
    assert variant_of(Variant.SERIES7).local_bots == Series7Rules().table_size - 1
    assert variant_of(Variant.BJX).local_bots == BjxRules.option_range("seats")[1] - 1
    assert variant_of(Variant.TENHAND).local_bots == TenHandRules().room_size - 1
    assert variants(lambda v: v.player_dealt) == (variant_of(Variant.SERIES7),
                                                  variant_of(Variant.BJX))


def test_the_lobby_lists_every_variant_in_the_order_registered_and_in_its_words() -> None:
    """S7, BJX, T10: each variant's name and line in the lobby come from it."""
    assert [variant.name for variant in variants()] == ["series7", "bjx", "tenhand"]
    assert [variant.label for variant in variants()] == \
        ["Series 7", "BlackJack eXtreme", "10-hand"]
    assert "a player deals" in variant_of(Variant.SERIES7).summary
    assert "blinds up to 3x" in variant_of(Variant.BJX).summary


def test_an_unknown_or_second_variant_is_refused_in_words() -> None:
    with pytest.raises(ValueError, match="Unknown variant 'poker'; the variants are: "):
        variant_of("poker")
    with pytest.raises(ValueError, match="'series7' is registered already"):
        register(variant_of(Variant.SERIES7))


def test_a_variant_registered_from_outside_is_asked_like_the_others(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A Series 7 on tables of six under a name of its own: listed after the built-in ones,
    and what the app asks of it (its chips here) comes from it, not from a comparison."""
    monkeypatch.setattr(registry, "_REGISTERED", dict(registry._REGISTERED))
    six = register(replace(variant_of(Variant.SERIES7), name="series7-six", local_bots=5,
                           chips=(5, 25, 100)))
    assert variants()[-1] is six and variant_of("series7-six") is six
    assert chip_stack(130, "series7-six") == [(100, 1), (25, 1), (5, 1)]  # type: ignore[arg-type]


def test_the_registered_object_is_frozen() -> None:
    with pytest.raises(AttributeError):
        variant_of(Variant.BJX).local_bots = 3  # type: ignore[misc]
    assert isinstance(variant_of(Variant.BJX), GameVariant)
