"""Points formulas for a league season: a table of points by place, or an expression of the
field size `n` and the place `p`, each with points every entrant gets for playing.

Points are exact: they are kept as whole hundredths of a point (`Hundredths`) and rounded half
up once, after players tied on a place have shared the points of the places they share (C-12).

An expression is parsed safely by `app.league.expression` (never `eval`); anything but numbers,
`n`, `p`, + - * / **, parentheses, sqrt, log, min, max and round is refused with a
`FormulaError` in words.
"""

from __future__ import annotations

import decimal
import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Final, NewType

from app.i18n import Context, arg, number, translatable
from app.league.expression import CONTEXT, Compiled, Refused, compile_expression
from app.league.expression import FormulaError as FormulaError  # the league's one error type

league_errors = Context("league_errors")

Hundredths = NewType("Hundredths", int)
"""Points times 100, as a whole number: 7250 is 72.50 points."""

TABLE_MOST_PLACES: Final = 1000
FIELD_MOST: Final = 10_000  # largest field a formula is asked about
POINTS_MOST: Final = Decimal(10) ** 9

_HUNDREDTH: Final = Decimal("0.01")
_CONTEXT: Final = CONTEXT


def to_hundredths(value: Decimal) -> Hundredths:
    """`value` points rounded half up to the hundredth, as hundredths (the one rounding)."""
    return Hundredths(int(value.quantize(_HUNDREDTH, rounding=ROUND_HALF_UP, context=_CONTEXT)
                          * 100))


def format_points(points: Hundredths) -> str:
    """Hundredths as the command line and the wire write them: 7250 -> "72.5", 8167 ->
    "81.67", 10000 -> "100" (`points_words` writes them for a reader)."""
    whole, cents = divmod(points, 100)
    if cents == 0:
        return str(whole)
    return f"{whole}.{cents:02d}".rstrip("0")


def points_words(points: Hundredths) -> str:
    """Hundredths as the reader's locale writes them, to the places they need: "72.5" and
    "1,250" in English, "72,5" and "1.250" in German."""
    cents = abs(points) % 100
    places = 0 if cents == 0 else 1 if cents % 10 == 0 else 2
    return number(points / 100, places or None)


def written_points_words(written: str) -> str:
    """Points as `format_points` wrote them (a host's season row) as the reader's locale
    writes them; the text as it is where it is not such a number."""
    try:
        value = Decimal(written)
    except decimal.InvalidOperation:
        return written
    if not value.is_finite() or abs(value) > POINTS_MOST:
        return written
    return points_words(to_hundredths(value))


# The points a formula holds, by what they are for ("playing", "past_table", "place"): each
# refusal of a number of points, whole for each (%1 the value as written, %2 the place), read
# with `league_errors.tr`.
_NOT_POINTS = {
    "playing": translatable("league_errors",
                            "Points for playing must be a number of points, not %1"),
    "past_table": translatable("league_errors",
                               "Points past the table must be a number of points, not %1"),
    "place": translatable("league_errors", "Place %2's points must be a number of points, "
                                           "not %1"),
}
_NEGATIVE = {
    "playing": translatable("league_errors",
                            "Points for playing cannot be negative (%1); use 0 for no points"),
    "past_table": translatable(
        "league_errors", "Points past the table cannot be negative (%1); use 0 for no points"),
    "place": translatable("league_errors",
                          "Place %2's points cannot be negative (%1); use 0 for no points"),
}
_TOO_MANY = {
    "playing": translatable("league_errors",
                            "Points for playing are more than %L3 points (%1)"),
    "past_table": translatable("league_errors",
                               "Points past the table are more than %L3 points (%1)"),
    "place": translatable("league_errors", "Place %2's points are more than %L3 points (%1)"),
}
_DECIMALS = {
    "playing": translatable("league_errors", "Points for playing have more than two decimals "
                                             "(%1); points are kept to the hundredth"),
    "past_table": translatable("league_errors", "Points past the table have more than two "
                                                "decimals (%1); points are kept to the "
                                                "hundredth"),
    "place": translatable("league_errors", "Place %2's points have more than two decimals "
                                           "(%1); points are kept to the hundredth"),
}


def _points_value(value: object, what: str, place: int = 0) -> Decimal:
    """A number of points from JSON: not negative, at most two decimals. `what` they are
    for: "playing", "past_table" or the `place`'s ("place")."""

    def refused(templates: dict[str, str]) -> FormulaError:
        return FormulaError(arg(league_errors.tr(templates[what]), repr(value), place,
                                int(POINTS_MOST)))

    if isinstance(value, bool) or not isinstance(value, int | float | Decimal):
        raise refused(_NOT_POINTS)
    try:
        # A float goes through its shortest text, so 12.1 stays 12.1 and not 12.0999...
        number = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    except decimal.InvalidOperation:
        raise refused(_NOT_POINTS) from None
    if not number.is_finite():
        raise refused(_NOT_POINTS)
    if number < 0:
        raise refused(_NEGATIVE)
    if number > POINTS_MOST:
        raise refused(_TOO_MANY)
    if number != number.quantize(_HUNDREDTH, context=_CONTEXT):
        raise refused(_DECIMALS)
    return number


def _json_number(points: Decimal) -> int | float:
    return int(points) if points == points.to_integral_value() else float(points)


@dataclass(frozen=True)
class Formula(ABC):
    """Points for a place in a field, shared among ties (C-12), plus points for playing."""

    playing: Decimal = Decimal(0)
    # Per field size: the running sums of the exact place values, so a shared place is one
    # subtraction; filled on first use (a season asks about a handful of field sizes).
    _prefix_sums: dict[int, list[Decimal]] = field(
        default_factory=dict, init=False, repr=False, compare=False, hash=False)
    # (field size, place, tied) -> points: a season asks the same few questions again and again.
    _points: dict[tuple[int, int, int], Hundredths] = field(
        default_factory=dict, init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        # Checked here too, not only when read from JSON, so a formula built in code is held to
        # the same rules (a Decimal passes through unchanged).
        object.__setattr__(self, "playing", _points_value(self.playing, "playing"))

    @abstractmethod
    def place_value(self, field_size: int, place: int) -> Decimal:
        """The exact points for `place` (1 is the winner) in a field of `field_size`, before
        sharing and rounding and without the points for playing."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The formula as the JSON object `formula_from_dict` reads back."""

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    def points(self, field_size: int, place: int, tied: int = 1) -> Hundredths:
        """A player's points for finishing `place` of `field_size` together with `tied - 1`
        others: the mean of places place..place+tied-1 (C-12: tied players share the better
        place, so they share those places' points), rounded half up once, plus playing."""
        known = self._points.get((field_size, place, tied))
        if known is not None:
            return known
        if not 1 <= field_size <= FIELD_MOST:
            raise FormulaError(arg(league_errors.tr(
                "A field must have 1 to %L1 players, not %2"), FIELD_MOST, field_size))
        if tied < 1:
            raise FormulaError(arg(league_errors.tr(
                "At least one player finishes each place, not %1"), tied))
        last = place + tied - 1
        if place < 1 or last > field_size:
            raise FormulaError(arg(league_errors.tr(
                "Place %1 shared by %2 cannot be in a field of %3: places run from 1 to %3"),
                place, tied, field_size))
        sums = self._prefix_sums.get(field_size)
        if sums is None:
            sums = self._running_sums(field_size)
        shared = _CONTEXT.divide(_CONTEXT.subtract(sums[last], sums[place - 1]), tied)
        points = to_hundredths(_CONTEXT.add(shared, self.playing))
        self._points[field_size, place, tied] = points
        return points

    def _running_sums(self, field_size: int) -> list[Decimal]:
        sums = [Decimal(0)]
        for place in range(1, field_size + 1):
            sums.append(_CONTEXT.add(sums[-1], self.place_value(field_size, place)))
        self._prefix_sums[field_size] = sums
        return sums


@dataclass(frozen=True)
class TableFormula(Formula):
    """Points by place from a table; places past its end get `past_table`."""

    places: tuple[Decimal, ...] = ()
    past_table: Decimal = Decimal(0)

    def __post_init__(self) -> None:
        super().__post_init__()
        if isinstance(self.places, str | bytes) or not isinstance(self.places, Sequence):
            raise FormulaError(league_errors.tr(
                "\"places\" must be a list of points, 1st place first, such as [100, 80, 65]"))
        if not self.places:
            raise FormulaError(league_errors.tr(
                "The table of points by place is empty; give points for 1st place at least, as "
                "\"places\": [100, 80, 65]"))
        if len(self.places) > TABLE_MOST_PLACES:
            raise FormulaError(arg(league_errors.tr(
                "The table has %1 places; at most %2 are allowed (use past_table for the rest)"),
                len(self.places), TABLE_MOST_PLACES))
        object.__setattr__(self, "places", tuple(
            _points_value(points, "place", index)
            for index, points in enumerate(self.places, start=1)))
        object.__setattr__(self, "past_table", _points_value(self.past_table, "past_table"))

    def place_value(self, field_size: int, place: int) -> Decimal:
        return self.places[place - 1] if place <= len(self.places) else self.past_table

    def to_dict(self) -> dict[str, Any]:
        return {"places": [_json_number(points) for points in self.places],
                "past_table": _json_number(self.past_table),
                "playing": _json_number(self.playing)}


@dataclass(frozen=True)
class ExpressionFormula(Formula):
    """Points by an expression of the field size `n` and the place `p`."""

    text: str = ""
    _compiled: Compiled = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "_compiled", compile_expression(self.text))
        # Try the corners, so a formula that cannot work is refused when it is written and
        # not on the night: both ends of the smallest field and of a large one.
        for field_size, place in ((1, 1), (2, 1), (2, 2), (64, 1), (64, 64), (256, 256)):
            self.place_value(field_size, place)

    def place_value(self, field_size: int, place: int) -> Decimal:
        try:
            value = self._compiled(Decimal(field_size), Decimal(place))
        except Refused as refused:
            raise self._failed(refused.template, field_size, place, *refused.values) from None
        except decimal.DivisionByZero:
            raise self._failed(league_errors.tr(
                "The formula %1 divides by zero for place %2 of %3"), field_size, place) from None
        except (decimal.Overflow, decimal.InvalidOperation):
            # Overflow cannot pass the bounds of each step; what is left is a root of a
            # negative number taken by a power.
            raise self._failed(league_errors.tr(
                "The formula %1 raises a negative number to a power that is not whole for place "
                "%2 of %3"), field_size, place) from None
        if value > POINTS_MOST:
            raise self._failed(league_errors.tr(
                "The formula %1 gives more than %L4 points for place %2 of %3"), field_size,
                place, int(POINTS_MOST))
        if value < 0:
            raise self._failed(league_errors.tr(
                "The formula %1 gives %4 points for place %2 of %3; points cannot be negative "
                "(max(0, ...) keeps them at 0 or more)"), field_size, place,
                f"{value.normalize():f}")
        return value

    def _failed(self, template: str, field_size: int, place: int,
                *values: object) -> FormulaError:
        """A refusal for `place` of `field_size`: `template`'s %1 the formula, %2 the place,
        %3 the field size, %4 on `values`."""
        return FormulaError(arg(template, repr(self.text), place, field_size, *values))

    def to_dict(self) -> dict[str, Any]:
        return {"formula": self.text, "playing": _json_number(self.playing)}


def parse_formula(text: str) -> Formula:
    """A formula from the JSON text a director edits (see `formula_from_dict`)."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as error:
        if isinstance(error, json.JSONDecodeError):
            raise FormulaError(arg(league_errors.tr(
                "The points formula is not valid JSON (line %1, column %2)"),
                error.lineno, error.colno)) from None
        raise FormulaError(league_errors.tr("The points formula is not valid JSON")) from None
    return formula_from_dict(data)


def formula_from_dict(data: object) -> Formula:
    """`{"places": [100, 80, 65], "past_table": 0, "playing": 10}` or
    `{"formula": "10 * sqrt(n) / sqrt(p)", "playing": 5}`; `playing` and `past_table` may be
    left out (0)."""
    if not isinstance(data, Mapping):
        raise FormulaError(league_errors.tr(
            "The points formula must be an object, such as {\"places\": [100, 80, 65], "
            "\"playing\": 10}"))
    kinds = [key for key in ("places", "formula") if key in data]
    if len(kinds) != 1:
        raise FormulaError(league_errors.tr(
            "The points formula needs exactly one of \"places\" (a table of points by place) "
            "or \"formula\" (an expression of n and p)"))
    known = {"places": {"places", "past_table", "playing"},
             "formula": {"formula", "playing"}}[kinds[0]]
    unknown = sorted(str(key) for key in data if key not in known)
    if unknown:
        # (The keys are the JSON's own, listed as they are written.)
        raise FormulaError(arg(league_errors.tr(
            "The points formula has %1, which it does not know; it takes %2"),
            repr(unknown[0]), ", ".join(sorted(known))))
    # The constructors check every value and say which is wrong.
    if kinds[0] == "formula":
        return ExpressionFormula(playing=data.get("playing", 0), text=data["formula"])
    return TableFormula(playing=data.get("playing", 0), places=data["places"],
                        past_table=data.get("past_table", 0))


SQUARE_ROOT: Final = ExpressionFormula(text="10 * sqrt(n) / sqrt(p)")
"""The square-root formula of home and club leagues: a win in a field of n is worth 10√n, and
place p gets 1/√p of that, so bigger fields and better places both count, without a winner
running away with the season."""

LINEAR: Final = ExpressionFormula(text="n - p + 1")
"""One point for every player finished ahead of, and one for the finish itself."""

LOGARITHMIC: Final = ExpressionFormula(text="10 * (log(n + 1) - log(p))")
"""Falls off more gently than the square root past the top places; never below 0 since p ≤ n."""

FIXED_TOP_NINE: Final = TableFormula(
    places=tuple(Decimal(points) for points in (25, 18, 13, 9, 6, 4, 3, 2, 1)),
    playing=Decimal(1))
"""A table for the top nine and a point for everyone who plays."""

PRESETS: Final[Mapping[str, Formula]] = {
    "square-root": SQUARE_ROOT,
    "linear": LINEAR,
    "logarithmic": LOGARITHMIC,
    "fixed-top-nine": FIXED_TOP_NINE,
}
