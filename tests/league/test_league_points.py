"""Points formulas: tables, expressions, presets, sharing among ties (C-12), and the safe
parser's refusals."""

from __future__ import annotations

import json
import math
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app import i18n
from app.league.points import (
    FIXED_TOP_NINE,
    LINEAR,
    LOGARITHMIC,
    PRESETS,
    SQUARE_ROOT,
    ExpressionFormula,
    Formula,
    FormulaError,
    Hundredths,
    TableFormula,
    format_points,
    formula_from_dict,
    parse_formula,
    points_words,
    written_points_words,
)

TABLE = {"places": [100, 80, 65], "past_table": 0, "playing": 10}


def test_a_table_gives_its_places_and_points_for_playing() -> None:
    formula = formula_from_dict(TABLE)
    assert [formula.points(5, place) for place in range(1, 6)] == [
        11000, 9000, 7500, 1000, 1000]


def test_c12_two_tied_for_second_share_second_and_third() -> None:
    """C-12: two tied for 2nd in [100, 80, 65] each get (80 + 65) / 2."""
    formula = formula_from_dict({"places": [100, 80, 65]})
    assert formula.points(4, 2, tied=2) == 7250


def test_c12_a_three_way_share_is_rounded_half_up_once() -> None:
    """(100 + 80 + 65) / 3 = 81.666...: 81.67, rounded once, not each place first."""
    formula = formula_from_dict({"places": [100, 80, 65]})
    assert formula.points(3, 1, tied=3) == 8167
    # 0.125 is a half-way hundredth: half up gives 0.13 (Python's round() would give 0.12).
    halves = formula_from_dict({"places": [0.25, 0], "past_table": 0})
    assert halves.points(4, 1, tied=2) == 13


def test_a_share_running_past_the_table_counts_past_table_points() -> None:
    formula = formula_from_dict({"places": [100, 80], "past_table": 5})
    assert formula.points(6, 2, tied=2) == (8000 + 500) // 2


def test_the_square_root_formula_by_hand() -> None:
    """10 * sqrt(n) / sqrt(p), worked by hand for a field of 9: 30, 21.21, 17.32, 15."""
    assert [SQUARE_ROOT.points(9, place) for place in (1, 2, 3, 4)] == [3000, 2121, 1732, 1500]
    # Tied for 2nd and 3rd: (21.2132... + 17.3205...) / 2 = 19.2669 -> 19.27
    assert SQUARE_ROOT.points(9, 2, tied=2) == 1927


def test_presets_by_hand() -> None:
    assert LINEAR.points(30, 5) == 2600  # 30 - 5 + 1
    assert LOGARITHMIC.points(9, 1) == round(1000 * math.log(10))
    assert FIXED_TOP_NINE.points(20, 1) == 2600 and FIXED_TOP_NINE.points(20, 12) == 100
    assert set(PRESETS) >= {"square-root", "linear"}


@pytest.mark.parametrize("formula", list(PRESETS.values()), ids=list(PRESETS))
def test_every_preset_round_trips_through_json(formula: Formula) -> None:
    again = parse_formula(formula.to_json())
    assert again == formula
    assert again.to_dict() == formula.to_dict()


@pytest.mark.parametrize("data", [
    TABLE,
    {"places": [12.5, 7.25, 0], "past_table": 0.5, "playing": 1.1},
    {"formula": "10 * sqrt(n) / sqrt(p)", "playing": 5},
    {"formula": "max(0, 50 - 2 * p) + round(n / 10, 1)", "playing": 0},
])
def test_a_formula_round_trips_through_its_dict(data: dict[str, object]) -> None:
    formula = formula_from_dict(data)
    assert formula.to_dict().items() >= data.items()
    assert formula_from_dict(formula.to_dict()) == formula
    assert formula_from_dict(json.loads(json.dumps(formula.to_dict()))) == formula


def test_an_expression_may_use_every_allowed_part() -> None:
    formula = ExpressionFormula(
        text="min(100, max(1, round(sqrt(n) * log(n + 1, 10) ** 2 / +p - -1, 2)))")
    assert 100 <= formula.points(64, 64) <= 10000


def test_points_are_formatted_for_people() -> None:
    assert [format_points(Hundredths(value)) for value in (7250, 8167, 10000, 5, 0)] == [
        "72.5", "81.67", "100", "0.05", "0"]


def german(value: float, decimals: int | None) -> str:
    """Numbers as a German locale writes them (app/ui/translation.py installs QLocale's)."""
    text = f"{value:,.{decimals or 0}f}"
    return text.replace(",", " ").replace(".", ",").replace(" ", ".")


def test_points_are_written_in_the_readers_locale_to_the_places_they_need() -> None:
    values = (7250, 8167, 10000, 5, 0, 125000)
    assert [points_words(Hundredths(value)) for value in values] == [
        "72.5", "81.67", "100", "0.05", "0", "1,250"]
    i18n.install(lambda *_: "", german)
    try:
        assert [points_words(Hundredths(value)) for value in values] == [
            "72,5", "81,67", "100", "0,05", "0", "1.250"]
        # A host's season row, as format_points wrote it: worded; anything else as it is.
        assert [written_points_words(text) for text in ("72.5", "1250", "0.05", "lots", "NaN",
                                                       "1e400")] == [
            "72,5", "1.250", "0,05", "lots", "NaN", "1e400"]
    finally:
        i18n.uninstall()


# ---- properties ---------------------------------------------------------------------------

preset_names = st.sampled_from(sorted(PRESETS))


@st.composite
def field_and_share(draw: st.DrawFn) -> tuple[int, int, int]:
    field_size = draw(st.integers(1, 256))
    place = draw(st.integers(1, field_size))
    tied = draw(st.integers(1, field_size - place + 1))
    return field_size, place, tied


@settings(max_examples=200, deadline=None)
@given(preset_names, field_and_share())
def test_preset_points_are_never_negative(name: str, share: tuple[int, int, int]) -> None:
    assert PRESETS[name].points(*share) >= 0


tables = st.builds(
    lambda places, past, playing: TableFormula(
        places=tuple(Decimal(value) / 100 for value in places),
        past_table=Decimal(past) / 100, playing=Decimal(playing) / 100),
    st.lists(st.integers(0, 100_000), min_size=1, max_size=20),
    st.integers(0, 1000), st.integers(0, 1000))


@settings(max_examples=200, deadline=None)
@given(st.one_of(tables, preset_names.map(PRESETS.__getitem__)), field_and_share())
def test_c12_ties_share_exactly(formula: Formula, share: tuple[int, int, int]) -> None:
    """Every tied player gets the same points, and together the shares equal the places'
    points summed, within the one rounding of each share (half a hundredth each)."""
    field_size, place, tied = share
    shared = formula.points(field_size, place, tied)
    playing = int(formula.playing * 100)
    alone = sum(formula.points(field_size, q) - playing for q in range(place, place + tied))
    exact = sum((formula.place_value(field_size, q) for q in range(place, place + tied)),
                Decimal(0)) * 100
    assert abs((shared - playing) * tied - exact) <= Decimal(tied) / 2
    # Each place alone was rounded once too, so the two totals differ by at most a hundredth
    # a place.
    assert abs((shared - playing) * tied - alone) <= tied


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 100_000), min_size=1, max_size=10), field_and_share())
def test_c12_table_shares_are_the_mean_of_the_places(places: list[int],
                                                     share: tuple[int, int, int]) -> None:
    """With whole-hundredth tables the shared points are exactly the mean, rounded half up."""
    field_size, place, tied = share
    formula = TableFormula(places=tuple(Decimal(value) / 100 for value in places))
    total = sum(places[q - 1] if q <= len(places) else 0 for q in range(place, place + tied))
    assert formula.points(field_size, place, tied) == (2 * total + tied) // (2 * tied)


# ---- bad formulas: every FormulaError names what to fix ----------------------------------

@pytest.mark.parametrize(("text", "words"), [
    ("not json", "not valid JSON"),
    ("[1, 2]", "must be an object"),
    ("{}", "exactly one of"),
    ('{"places": [1], "formula": "p"}', "exactly one of"),
    ('{"places": [1], "bonus": 3}', "'bonus', which it does not know"),
    ('{"formula": "p", "past_table": 3}', "'past_table', which it does not know"),
    ('{"places": []}', "table of points by place is empty"),
    ('{"places": "100, 80"}', "must be a list of points"),
    ('{"places": [100, -5]}', "Place 2's points cannot be negative"),
    ('{"places": [100, true]}', "Place 2's points must be a number"),
    ('{"places": [100, "x"]}', "Place 2's points must be a number"),
    ('{"places": [100, "80"]}', "Place 2's points must be a number"),
    ('{"places": [12.345]}', "more than two decimals"),
    ('{"places": [1e12]}', "more than 1,000,000,000 points"),
    ('{"places": [1], "playing": -1}', "Points for playing cannot be negative"),
    ('{"places": [1], "past_table": null}', "Points past the table must be a number"),
    ('{"places": [1], "playing": NaN}', "Points for playing must be a number"),
    ('{"formula": 5}', "must be text"),
    ('{"formula": "  "}', "formula is empty"),
    ('{"formula": "p +"}', "cannot be read"),
    ('{"formula": "10 - p"}', "gives -54 points for place 64 of 64"),
    ('{"formula": "1 / (p - 1)"}', "divides by zero for place 1"),
    ('{"formula": "0 ** -1"}', "divides by zero"),
    ('{"formula": "sqrt(1 - n)"}', "square root of a negative number"),
    ('{"formula": "log(p - 1)"}', "log of zero or a negative number"),
    ('{"formula": "log(n, 1)"}', "to base 1"),
    ('{"formula": "(0 - n) ** 0.5"}', "negative number to a power that is not whole"),
    ('{"formula": "round(p, 9)"}', "rounds to other than 0 to 6 decimals"),
    ('{"formula": "n ** 5"}', "more than 1,000,000,000 points"),
    ('{"formula": "sqrt(n, p)"}', "sqrt takes 1 values, not 2"),
    ('{"formula": "min(p)"}', "min takes 2 to 20 values"),
    ('{"formula": "max(*[n, p])"}', "no names= or *"),
])
def test_every_bad_formula_is_refused_in_words(text: str, words: str) -> None:
    with pytest.raises(FormulaError) as raised:
        parse_formula(text)
    assert words in str(raised.value)


@pytest.mark.parametrize(("make", "words"), [
    (lambda: TableFormula(places=(Decimal(5), Decimal(-1))), "Place 2's points cannot be"),
    (lambda: TableFormula(places=(Decimal(5),), past_table=Decimal("0.001")), "two decimals"),
    (lambda: TableFormula(places=(Decimal(5),), playing=Decimal(-2)), "for playing cannot"),
    (lambda: ExpressionFormula(text="p", playing=Decimal("NaN")), "must be a number"),
])
def test_a_formula_built_in_code_is_checked_as_one_read_from_json(make: object,
                                                                  words: str) -> None:
    with pytest.raises(FormulaError) as raised:
        make()  # type: ignore[operator]
    assert words in str(raised.value)


def test_a_table_too_long_is_refused() -> None:
    with pytest.raises(FormulaError, match="at most 1000 are allowed"):
        formula_from_dict({"places": [1] * 1001})


@pytest.mark.parametrize(("field_size", "place", "tied", "words"), [
    (0, 1, 1, "A field must have 1 to"),
    (3, 0, 1, "places run from 1 to 3"),
    (3, 3, 2, "Place 3 shared by 2"),
    (3, 1, 0, "At least one player"),
])
def test_asking_about_a_place_outside_the_field_is_refused(
        field_size: int, place: int, tied: int, words: str) -> None:
    with pytest.raises(FormulaError) as raised:
        SQUARE_ROOT.points(field_size, place, tied)
    assert words in str(raised.value)


# ---- the safe parser ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "words"), [
    ("__import__('os').system('true')", "calls something that is not"),
    ("__import__", "the name '__import__'"),
    ("n.__class__", "uses a dot (.__class__)"),
    ("(1).real", "uses a dot (.real)"),
    ("sqrt.__self__", "uses a dot"),
    ("q + 1", "the name 'q'"),
    ("eval('1')", "calls something that is not"),
    ("open", "the name 'open'"),
    ("(lambda: 1)()", "calls something that is not"),
    ("[n for n in (1,)]", "has something it may not"),
    ("n if p else 1", "has something it may not"),
    ("p < n", "has something it may not"),
    ("n // p", "operator other than"),
    ("n % p", "operator other than"),
    ("~p", "operator other than"),
    ("'abc'", "which is not a number"),
    ("True", "which is not a number"),
    ("2j", "which is not a number"),
    ("sqrt", "sqrt must be called"),
    ("min + 1", "min must be called"),
    ("sqrt(p=4)", "no names= or *"),
    ("(p := 3)", "has something it may not"),
    ("import os", "cannot be read"),
    ("n; p", "cannot be read"),
    ("p" + " + p" * 100, "characters long"),
    ("1+" * 60 + "1", "parts; at most"),
    ("(p))", "cannot be read"),
    ("(" * 150 + "p" + ")" * 150, "characters long"),  # nesting is bounded by the length
])
def test_the_parser_refuses_anything_but_arithmetic_of_n_and_p(text: str, words: str) -> None:
    with pytest.raises(FormulaError) as raised:
        ExpressionFormula(text=text)
    assert words in str(raised.value)


@pytest.mark.parametrize("text", [
    "9 ** 9 ** 9", "10 ** 10 ** 10 ** 10", "(n + 1) ** 64 ** 64", "2 ** 65", "n ** 1e300",
    "1e400", "99999999999999999999 * 99999999999999999999", "(n * 1000) ** 64 / 10 ** 200",
])
def test_huge_powers_stop_at_once_with_a_bounded_result(text: str) -> None:
    """No tower of powers is computed: every step is bounded and exponents are at most 64."""
    with pytest.raises(FormulaError) as raised:
        ExpressionFormula(text=text)
    assert "more than" in str(raised.value) or "powers go up to 64" in str(raised.value)


def test_a_formula_error_is_a_value_error_the_ui_can_show() -> None:
    with pytest.raises(ValueError, match="the only names are n"):
        parse_formula(json.dumps({"formula": "x"}))
