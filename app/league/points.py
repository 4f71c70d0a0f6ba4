"""Points formulas for a league season: a table of points by place, or an expression of the
field size `n` and the place `p`, each with points every entrant gets for playing.

Points are exact: they are kept as whole hundredths of a point (`Hundredths`) and rounded half
up once, after players tied on a place have shared the points of the places they share (C-12).

An expression is parsed with `ast` and walked by a small interpreter that knows numbers, `n`,
`p`, + - * / **, parentheses and the functions sqrt, log, min, max and round; anything else is
refused with a `FormulaError` in words. Nothing is ever handed to `eval`.
"""

from __future__ import annotations

import ast
import decimal
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Final, NewType

Hundredths = NewType("Hundredths", int)
"""Points times 100, as a whole number: 7250 is 72.50 points."""

EXPRESSION_MOST_CHARACTERS: Final = 300
EXPRESSION_MOST_PARTS: Final = 80  # nodes of the parsed expression
TABLE_MOST_PLACES: Final = 1000
FIELD_MOST: Final = 10_000  # largest field a formula is asked about
# Bounds every step of an expression, so a tower of powers stops at once; the result itself
# must be at most POINTS_MOST.
VALUE_MOST: Final = Decimal(10) ** 15
EXPONENT_MOST: Final = 64
POINTS_MOST: Final = Decimal(10) ** 9

_HUNDREDTH: Final = Decimal("0.01")
# Enough digits that a sum of a few hundred shared places still rounds to the right hundredth.
_CONTEXT: Final = decimal.Context(prec=40, Emax=999, Emin=-999, traps=[
    decimal.InvalidOperation, decimal.DivisionByZero, decimal.Overflow])


class FormulaError(ValueError):
    """A points formula that cannot be used, with what to fix in words."""


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
    if isinstance(value, bool) or not isinstance(value, int | float | str | Decimal):
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
        if not self.places:
            raise FormulaError("The table of points by place is empty; give points for 1st place "
                               "at least, as \"places\": [100, 80, 65]")
        if len(self.places) > TABLE_MOST_PLACES:
            raise FormulaError(f"The table has {len(self.places)} places; at most "
                               f"{TABLE_MOST_PLACES} are allowed (use past_table for the rest)")

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
    _tree: ast.expr = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_tree", _parse_expression(self.text))
        # Try the corners, so a formula that cannot work is refused when it is written and
        # not on the night: both ends of the smallest field and of a large one.
        for field_size, place in ((1, 1), (2, 1), (2, 2), (64, 1), (64, 64), (256, 256)):
            self.place_value(field_size, place)

    def place_value(self, field_size: int, place: int) -> Decimal:
        value = _Evaluation(self.text, field_size, place).value(self._tree)
        if value > POINTS_MOST:
            raise FormulaError(
                f"The formula {self.text!r} gives more than {POINTS_MOST:,} points for place "
                f"{place} of {field_size}")
        if value < 0:
            raise FormulaError(
                f"The formula {self.text!r} gives {value.normalize():f} points for place {place} "
                f"of {field_size}; points cannot be negative (max(0, ...) keeps them at 0 or more)")
        return value

    def to_dict(self) -> dict[str, Any]:
        return {"formula": self.text, "playing": _json_number(self.playing)}


_FUNCTION_ARITY: Final[Mapping[str, tuple[int, int]]] = {
    "sqrt": (1, 1), "log": (1, 2), "min": (2, 20), "max": (2, 20), "round": (1, 2)}
_OPERATORS: Final[Mapping[type[ast.operator], str]] = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.Pow: "**"}
_VARIABLES: Final = ("n", "p")


def _parse_expression(text: object) -> ast.expr:
    """The checked tree of an expression, or a FormulaError naming the first thing refused."""
    if not isinstance(text, str):
        raise FormulaError(f"The formula must be text, such as \"10 * sqrt(n) / sqrt(p)\", "
                           f"not {text!r}")
    if not text.strip():
        raise FormulaError("The formula is empty; write one of n (the field size) and p (the "
                           "place), such as \"10 * sqrt(n) / sqrt(p)\"")
    if len(text) > EXPRESSION_MOST_CHARACTERS:
        raise FormulaError(f"The formula is {len(text)} characters long; at most "
                           f"{EXPRESSION_MOST_CHARACTERS} are allowed")
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError) as error:
        reason = getattr(error, "msg", None) or "it is not an expression"
        raise FormulaError(f"The formula {text!r} cannot be read: {reason}") from None
    parts = list(ast.walk(tree.body))
    if len(parts) > EXPRESSION_MOST_PARTS:
        raise FormulaError(f"The formula has {len(parts)} parts; at most "
                           f"{EXPRESSION_MOST_PARTS} are allowed")
    for part in parts:
        _check_part(part, text)
    called = {id(part.func) for part in parts if isinstance(part, ast.Call)}
    for part in parts:
        if isinstance(part, ast.Name) and part.id in _FUNCTION_ARITY and id(part) not in called:
            raise FormulaError(f"In {text!r}, {part.id} must be called, as in {part.id}(...)")
    return tree.body


def _check_part(part: ast.AST, text: str) -> None:
    allowed = "numbers, n, p, + - * / **, parentheses, sqrt, log, min, max and round"
    if isinstance(part, ast.Constant):
        if isinstance(part.value, bool) or not isinstance(part.value, int | float):
            raise FormulaError(f"The formula {text!r} has {part.value!r}, which is not a "
                               f"number; it may use only {allowed}")
    elif isinstance(part, ast.Name):
        if part.id not in _VARIABLES and part.id not in _FUNCTION_ARITY:
            raise FormulaError(f"The formula {text!r} uses the name {part.id!r}; the only "
                               "names are n (the field size) and p (the place)")
    elif isinstance(part, ast.Call):
        name = part.func.id if isinstance(part.func, ast.Name) else ""
        if name not in _FUNCTION_ARITY:
            raise FormulaError(f"The formula {text!r} calls something that is not sqrt, log, "
                               "min, max or round")
        if part.keywords or any(isinstance(arg, ast.Starred) for arg in part.args):
            raise FormulaError(f"In {text!r}, {name}(...) takes plain values, no names= or *")
        least, most = _FUNCTION_ARITY[name]
        if not least <= len(part.args) <= most:
            count = f"{least}" if least == most else f"{least} to {most}"
            raise FormulaError(f"In {text!r}, {name} takes {count} values, "
                               f"not {len(part.args)}")
    elif isinstance(part, ast.BinOp):
        if type(part.op) not in _OPERATORS:
            raise FormulaError(f"The formula {text!r} uses an operator other than + - * / **")
    elif isinstance(part, ast.UnaryOp):
        if not isinstance(part.op, ast.UAdd | ast.USub):
            raise FormulaError(f"The formula {text!r} uses an operator other than + - * / **")
    elif isinstance(part, ast.Attribute):
        raise FormulaError(f"The formula {text!r} uses a dot (.{part.attr}); it may use only "
                           f"{allowed}")
    elif not isinstance(part, ast.Load | ast.operator | ast.unaryop):
        raise FormulaError(f"The formula {text!r} has something it may not: "
                           f"{ast.unparse(part) if isinstance(part, ast.expr) else 'a statement'}"
                           f"; it may use only {allowed}")


class _Evaluation:
    """One evaluation of a checked tree for one field size and place, in exact decimals."""

    def __init__(self, text: str, field_size: int, place: int) -> None:
        self.text = text
        self.where = f"place {place} of {field_size}"
        self.names = {"n": Decimal(field_size), "p": Decimal(place)}

    def fail(self, why: str) -> FormulaError:
        return FormulaError(f"The formula {self.text!r} {why} for {self.where}")

    def value(self, node: ast.expr) -> Decimal:
        try:
            result = self._value(node)
        except decimal.DivisionByZero:
            raise self.fail("divides by zero") from None
        except decimal.Overflow:
            raise self.fail(f"gives more than {VALUE_MOST:,} points") from None
        except decimal.InvalidOperation:
            raise self.fail("raises a negative number to a power that is not whole") from None
        return result

    def _bounded(self, result: Decimal) -> Decimal:
        if abs(result) > VALUE_MOST:
            raise self.fail(f"reaches more than {VALUE_MOST:,} on the way")
        return result

    def _value(self, node: ast.expr) -> Decimal:
        if isinstance(node, ast.Constant):
            # A float constant goes through its text: 0.1 is one tenth, not the binary float.
            return self._bounded(Decimal(repr(node.value)))
        if isinstance(node, ast.Name):
                return self.names[node.id]  # _parse_expression let through only n and p here
        if isinstance(node, ast.UnaryOp):
            operand = self._value(node.operand)
            return -operand if isinstance(node.op, ast.USub) else operand
        if isinstance(node, ast.BinOp):
            return self._bounded(self._operate(node))
        assert isinstance(node, ast.Call) and isinstance(node.func, ast.Name)  # _check_part
        args = [self._value(arg) for arg in node.args]
        return self._bounded(self._call(node.func.id, args))

    def _operate(self, node: ast.BinOp) -> Decimal:
        left, right = self._value(node.left), self._value(node.right)
        if isinstance(node.op, ast.Add):
            return _CONTEXT.add(left, right)
        if isinstance(node.op, ast.Sub):
            return _CONTEXT.subtract(left, right)
        if isinstance(node.op, ast.Mult):
            return _CONTEXT.multiply(left, right)
        if isinstance(node.op, ast.Div):
            return _CONTEXT.divide(left, right)
        if abs(right) > EXPONENT_MOST:
            raise self.fail(f"raises to the power {right.normalize():f}; powers go up to "
                            f"{EXPONENT_MOST}")
        if left == 0 and right <= 0:
            raise decimal.DivisionByZero
        return _CONTEXT.power(left, right)

    def _call(self, name: str, args: Sequence[Decimal]) -> Decimal:
        functions: dict[str, Callable[[Sequence[Decimal]], Decimal]] = {
            "sqrt": self._sqrt,
            "log": self._log,
            "min": min,
            "max": max,
            "round": self._round,
        }
        return functions[name](args)

    def _sqrt(self, args: Sequence[Decimal]) -> Decimal:
        if args[0] < 0:
            raise self.fail("takes the square root of a negative number")
        return _CONTEXT.sqrt(args[0])

    def _log(self, args: Sequence[Decimal]) -> Decimal:
        if any(arg <= 0 for arg in args) or (len(args) == 2 and args[1] == 1):
            raise self.fail("takes the log of zero or a negative number, or to base 1")
        natural = _CONTEXT.ln(args[0])
        return natural if len(args) == 1 else _CONTEXT.divide(natural, _CONTEXT.ln(args[1]))

    def _round(self, args: Sequence[Decimal]) -> Decimal:
        digits = args[1] if len(args) == 2 else Decimal(0)
        if digits != digits.to_integral_value() or not 0 <= digits <= 6:
            raise self.fail("rounds to other than 0 to 6 decimals")
        # Half up, as points are rounded everywhere else (Python's round() goes to even).
        return args[0].quantize(Decimal(1).scaleb(-int(digits)), rounding=ROUND_HALF_UP,
                                context=_CONTEXT)


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
    playing = _points_value(data.get("playing", 0), "Points for playing")
    if kinds[0] == "formula":
        return ExpressionFormula(playing=playing, text=data["formula"])
    places = data["places"]
    if isinstance(places, str | bytes) or not isinstance(places, Sequence):
        raise FormulaError("\"places\" must be a list of points, 1st place first, such as "
                           "[100, 80, 65]")
    return TableFormula(
        playing=playing,
        places=tuple(_points_value(points, f"Place {index}'s points")
                     for index, points in enumerate(places, start=1)),
        past_table=_points_value(data.get("past_table", 0), "Points past the table"))


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
