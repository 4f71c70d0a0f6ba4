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

from app.league.expression import CONTEXT, Compiled, Refused, compile_expression
from app.league.expression import FormulaError as FormulaError  # the league's one error type

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
    """Hundredths for people: 7250 -> "72.5", 8167 -> "81.67", 10000 -> "100"."""
    whole, cents = divmod(points, 100)
    if cents == 0:
        return str(whole)
    return f"{whole}.{cents:02d}".rstrip("0")


def _points_value(value: object, what: str) -> Decimal:
    """A number of points from JSON: not negative, at most two decimals."""
    if isinstance(value, bool) or not isinstance(value, int | float | Decimal):
        raise FormulaError(f"{what} must be a number of points, not {value!r}")
    try:
        # A float goes through its shortest text, so 12.1 stays 12.1 and not 12.0999...
        number = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    except decimal.InvalidOperation:
        raise FormulaError(f"{what} must be a number of points, not {value!r}") from None
    if not number.is_finite():
        raise FormulaError(f"{what} must be a number of points, not {value!r}")
    if number < 0:
        raise FormulaError(f"{what} cannot be negative ({value!r}); use 0 for no points")
    if number > POINTS_MOST:
        raise FormulaError(f"{what} is more than {POINTS_MOST:,} points ({value!r})")
    if number != number.quantize(_HUNDREDTH, context=_CONTEXT):
        raise FormulaError(f"{what} has more than two decimals ({value!r}); "
                           "points are kept to the hundredth")
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
        object.__setattr__(self, "playing", _points_value(self.playing, "Points for playing"))

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
            raise FormulaError(f"A field must have 1 to {FIELD_MOST:,} players, not {field_size}")
        if tied < 1:
            raise FormulaError(f"At least one player finishes each place, not {tied}")
        last = place + tied - 1
        if place < 1 or last > field_size:
            raise FormulaError(
                f"Place {place} shared by {tied} cannot be in a field of {field_size}: "
                f"places run from 1 to {field_size}")
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
            raise FormulaError("\"places\" must be a list of points, 1st place first, such as "
                               "[100, 80, 65]")
        if not self.places:
            raise FormulaError("The table of points by place is empty; give points for 1st place "
                               "at least, as \"places\": [100, 80, 65]")
        if len(self.places) > TABLE_MOST_PLACES:
            raise FormulaError(f"The table has {len(self.places)} places; at most "
                               f"{TABLE_MOST_PLACES} are allowed (use past_table for the rest)")
        object.__setattr__(self, "places", tuple(
            _points_value(points, f"Place {index}'s points")
            for index, points in enumerate(self.places, start=1)))
        object.__setattr__(self, "past_table",
                           _points_value(self.past_table, "Points past the table"))

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
            raise self._failed(refused.why, field_size, place) from None
        except decimal.DivisionByZero:
            raise self._failed("divides by zero", field_size, place) from None
        except (decimal.Overflow, decimal.InvalidOperation):
            # Overflow cannot pass the bounds of each step; what is left is a root of a
            # negative number taken by a power.
            raise self._failed("raises a negative number to a power that is not whole",
                               field_size, place) from None
        if value > POINTS_MOST:
            raise FormulaError(
                f"The formula {self.text!r} gives more than {POINTS_MOST:,} points for place "
                f"{place} of {field_size}")
        if value < 0:
            raise FormulaError(
                f"The formula {self.text!r} gives {value.normalize():f} points for place {place} "
                f"of {field_size}; points cannot be negative (max(0, ...) keeps them at 0 or more)")
        return value

    def _failed(self, why: str, field_size: int, place: int) -> FormulaError:
        return FormulaError(f"The formula {self.text!r} {why} for place {place} of {field_size}")

    def to_dict(self) -> dict[str, Any]:
        return {"formula": self.text, "playing": _json_number(self.playing)}


def parse_formula(text: str) -> Formula:
    """A formula from the JSON text a director edits (see `formula_from_dict`)."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as error:
        where = f" (line {error.lineno}, column {error.colno})" if isinstance(
            error, json.JSONDecodeError) else ""
        raise FormulaError(f"The points formula is not valid JSON{where}") from None
    return formula_from_dict(data)


def formula_from_dict(data: object) -> Formula:
    """`{"places": [100, 80, 65], "past_table": 0, "playing": 10}` or
    `{"formula": "10 * sqrt(n) / sqrt(p)", "playing": 5}`; `playing` and `past_table` may be
    left out (0)."""
    if not isinstance(data, Mapping):
        raise FormulaError("The points formula must be an object, such as "
                           "{\"places\": [100, 80, 65], \"playing\": 10}")
    kinds = [key for key in ("places", "formula") if key in data]
    if len(kinds) != 1:
        raise FormulaError("The points formula needs exactly one of \"places\" (a table of "
                           "points by place) or \"formula\" (an expression of n and p)")
    known = {"places": {"places", "past_table", "playing"},
             "formula": {"formula", "playing"}}[kinds[0]]
    unknown = sorted(str(key) for key in data if key not in known)
    if unknown:
        raise FormulaError(f"The points formula has {unknown[0]!r}, which it does not know; "
                           f"it takes {', '.join(sorted(known))}")
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
