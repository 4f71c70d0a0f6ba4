"""The safe points expression: a formula of the field size `n` and the place `p`.

The text is parsed with `ast` and every part checked against a short list (numbers, n, p,
+ - * / **, parentheses, sqrt, log, min, max, round); the checked tree is then compiled into
nested Python functions over exact decimals, so it is walked once, not at each evaluation.
Nothing is ever handed to `eval`. Every step's value is bounded and exponents are at most 64,
so no input can make the evaluation run away.
"""

from __future__ import annotations

import ast
import decimal
from collections.abc import Callable, Mapping, Sequence
from decimal import ROUND_HALF_UP, Decimal
from typing import Final

from app.i18n import Context, arg

# What a director reads when a formula is refused, in the app's language (the League page;
# `pitboss league` reads the English source).
league_errors = Context("league_errors")

EXPRESSION_MOST_CHARACTERS: Final = 300
EXPRESSION_MOST_PARTS: Final = 80  # nodes of the parsed expression
# Bounds every step of an expression, so a tower of powers stops at once.
VALUE_MOST: Final = Decimal(10) ** 15
EXPONENT_MOST: Final = 64

# 28 digits: a billion points still has 19 decimals, far past the hundredth rounded to.
CONTEXT: Final = decimal.Context(prec=28, Emax=999, Emin=-999, traps=[
    decimal.InvalidOperation, decimal.DivisionByZero, decimal.Overflow])

_FUNCTION_ARITY: Final[Mapping[str, tuple[int, int]]] = {
    "sqrt": (1, 1), "log": (1, 2), "min": (2, 20), "max": (2, 20), "round": (1, 2)}
_VARIABLES: Final = ("n", "p")

Compiled = Callable[[Decimal, Decimal], Decimal]
"""A compiled expression: (n, p) -> value."""


class FormulaError(ValueError):
    """A points formula that cannot be used, with what to fix in words."""


class Refused(Exception):
    """Raised inside a compiled expression: why it has no value for this n and p, as a whole
    sentence's template (%1 the formula, %2 the place, %3 the field size) and its `values`
    from %4 on."""

    def __init__(self, template: str, *values: object) -> None:
        super().__init__(template, *values)
        self.template, self.values = template, values


def _formula_text(text: object) -> str:
    """A formula as its refusals quote it: 'p +'."""
    return repr(text)


def compile_expression(text: object) -> Compiled:
    """The compiled expression, or a FormulaError naming the first thing refused.

    Calling the result raises `Refused` or one of decimal's signals (DivisionByZero,
    InvalidOperation, Overflow) when the expression has no value for that n and p."""
    if not isinstance(text, str):
        raise FormulaError(arg(league_errors.tr(
            "The formula must be text, such as \"10 * sqrt(n) / sqrt(p)\", not %1"),
            _formula_text(text)))
    if not text.strip():
        raise FormulaError(league_errors.tr(
            "The formula is empty; write one of n (the field size) and p (the place), such as "
            "\"10 * sqrt(n) / sqrt(p)\""))
    if len(text) > EXPRESSION_MOST_CHARACTERS:
        raise FormulaError(arg(league_errors.tr(
            "The formula is %L1 characters long; at most %L2 are allowed"),
            len(text), EXPRESSION_MOST_CHARACTERS))
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError) as error:
        # Python's own words for what it cannot read, when it has them (English).
        reason = getattr(error, "msg", None) or league_errors.tr("it is not an expression")
        raise FormulaError(arg(league_errors.tr("The formula %1 cannot be read: %2"),
                               _formula_text(text), reason)) from None
    parts = list(ast.walk(tree.body))
    if len(parts) > EXPRESSION_MOST_PARTS:
        raise FormulaError(arg(league_errors.tr("The formula has %L1 parts; at most %L2 are "
                                                "allowed"), len(parts), EXPRESSION_MOST_PARTS))
    for part in parts:
        _check_part(part, text)
    called = {id(part.func) for part in parts if isinstance(part, ast.Call)}
    for part in parts:
        if isinstance(part, ast.Name) and part.id in _FUNCTION_ARITY and id(part) not in called:
            raise FormulaError(arg(league_errors.tr("In %1, %2 must be called, as in %2(...)"),
                                   _formula_text(text), part.id))
    return _compile(tree.body, text)


def _allowed() -> str:
    """What a formula may use, in words."""
    return league_errors.tr(
        "numbers, n, p, + - * / **, parentheses, sqrt, log, min, max and round")


def _check_part(part: ast.AST, text: str) -> None:
    quoted = _formula_text(text)
    if isinstance(part, ast.Constant):
        if isinstance(part.value, bool) or not isinstance(part.value, int | float):
            raise FormulaError(arg(league_errors.tr(
                "The formula %1 has %2, which is not a number; it may use only %3"),
                quoted, repr(part.value), _allowed()))
    elif isinstance(part, ast.Name):
        if part.id not in _VARIABLES and part.id not in _FUNCTION_ARITY:
            raise FormulaError(arg(league_errors.tr(
                "The formula %1 uses the name %2; the only names are n (the field size) and p "
                "(the place)"), quoted, repr(part.id)))
    elif isinstance(part, ast.Call):
        name = part.func.id if isinstance(part.func, ast.Name) else ""
        if name not in _FUNCTION_ARITY:
            raise FormulaError(arg(league_errors.tr(
                "The formula %1 calls something that is not sqrt, log, min, max or round"),
                quoted))
        if part.keywords or any(isinstance(each, ast.Starred) for each in part.args):
            raise FormulaError(arg(league_errors.tr(
                "In %1, %2(...) takes plain values, no names= or *"), quoted, name))
        least, most = _FUNCTION_ARITY[name]
        if not least <= len(part.args) <= most:
            if least == most:
                raise FormulaError(arg(league_errors.tr("In %1, %2 takes %3 values, not %4"),
                                       quoted, name, least, len(part.args)))
            raise FormulaError(arg(league_errors.tr("In %1, %2 takes %3 to %4 values, not %5"),
                                   quoted, name, least, most, len(part.args)))
    elif isinstance(part, ast.BinOp):
        if not isinstance(part.op, ast.Add | ast.Sub | ast.Mult | ast.Div | ast.Pow):
            raise FormulaError(arg(league_errors.tr(
                "The formula %1 uses an operator other than + - * / **"), quoted))
    elif isinstance(part, ast.UnaryOp):
        if not isinstance(part.op, ast.UAdd | ast.USub):
            raise FormulaError(arg(league_errors.tr(
                "The formula %1 uses an operator other than + - * / **"), quoted))
    elif isinstance(part, ast.Attribute):
        raise FormulaError(arg(league_errors.tr(
            "The formula %1 uses a dot (.%2); it may use only %3"), quoted, part.attr,
            _allowed()))
    elif not isinstance(part, ast.Load | ast.operator | ast.unaryop):
        if isinstance(part, ast.expr):
            raise FormulaError(arg(league_errors.tr(
                "The formula %1 has something it may not: %2; it may use only %3"),
                quoted, ast.unparse(part), _allowed()))
        raise FormulaError(arg(league_errors.tr(
            "The formula %1 has something it may not: a statement; it may use only %2"),
            quoted, _allowed()))


def _bounded(value: Decimal) -> Decimal:
    if not -VALUE_MOST <= value <= VALUE_MOST:
        raise Refused(league_errors.tr(
            "The formula %1 reaches more than %L4 on the way for place %2 of %3"),
            int(VALUE_MOST))
    return value


def _compile(node: ast.expr, text: str) -> Compiled:
    """A checked node as a function of (n, p); `_check_part` has let through only what is
    handled here."""
    if isinstance(node, ast.Constant):
        # A float constant goes through its text: 0.1 is one tenth, not the binary float.
        constant = Decimal(repr(node.value))
        if not constant.is_finite() or abs(constant) > VALUE_MOST:
            raise FormulaError(arg(league_errors.tr(
                "The formula %1 has the number %2, more than %L3"),
                _formula_text(text), repr(node.value), int(VALUE_MOST)))
        return lambda n, p: constant
    if isinstance(node, ast.Name):
        return (lambda n, p: n) if node.id == "n" else (lambda n, p: p)
    if isinstance(node, ast.UnaryOp):
        operand = _compile(node.operand, text)
        return (lambda n, p: -operand(n, p)) if isinstance(node.op, ast.USub) else operand
    if isinstance(node, ast.BinOp):
        return _compile_operation(node, text)
    assert isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    args = [_compile(arg, text) for arg in node.args]
    function = _FUNCTIONS[node.func.id]
    return lambda n, p: _bounded(function([arg(n, p) for arg in args]))


def _compile_operation(node: ast.BinOp, text: str) -> Compiled:
    left, right = _compile(node.left, text), _compile(node.right, text)
    if isinstance(node.op, ast.Add):
        return lambda n, p: _bounded(CONTEXT.add(left(n, p), right(n, p)))
    if isinstance(node.op, ast.Sub):
        return lambda n, p: _bounded(CONTEXT.subtract(left(n, p), right(n, p)))
    if isinstance(node.op, ast.Mult):
        return lambda n, p: _bounded(CONTEXT.multiply(left(n, p), right(n, p)))
    if isinstance(node.op, ast.Div):
        return lambda n, p: _bounded(CONTEXT.divide(left(n, p), right(n, p)))
    return lambda n, p: _bounded(_power(left(n, p), right(n, p)))


def _power(base: Decimal, exponent: Decimal) -> Decimal:
    if abs(exponent) > EXPONENT_MOST:
        raise Refused(league_errors.tr(
            "The formula %1 raises to the power %4; powers go up to %5 for place %2 of %3"),
            f"{exponent.normalize():f}", EXPONENT_MOST)
    if base == 0 and exponent <= 0:
        raise decimal.DivisionByZero
    return CONTEXT.power(base, exponent)


def _sqrt(args: Sequence[Decimal]) -> Decimal:
    if args[0] < 0:
        raise Refused(league_errors.tr(
            "The formula %1 takes the square root of a negative number for place %2 of %3"))
    return CONTEXT.sqrt(args[0])


def _log(args: Sequence[Decimal]) -> Decimal:
    """log(x) is the natural log; log(x, b) the log to base b."""
    if any(arg <= 0 for arg in args) or (len(args) == 2 and args[1] == 1):
        raise Refused(league_errors.tr(
            "The formula %1 takes the log of zero or a negative number, or to base 1 for place "
            "%2 of %3"))
    natural = CONTEXT.ln(args[0])
    return natural if len(args) == 1 else CONTEXT.divide(natural, CONTEXT.ln(args[1]))


def _round(args: Sequence[Decimal]) -> Decimal:
    digits = args[1] if len(args) == 2 else Decimal(0)
    if digits != digits.to_integral_value() or not 0 <= digits <= 6:
        raise Refused(league_errors.tr(
            "The formula %1 rounds to other than 0 to 6 decimals for place %2 of %3"))
    # Half up, as points are rounded everywhere else (Python's round() goes to even).
    return args[0].quantize(Decimal(1).scaleb(-int(digits)), rounding=ROUND_HALF_UP,
                            context=CONTEXT)


_FUNCTIONS: Final[Mapping[str, Callable[[Sequence[Decimal]], Decimal]]] = {
    "sqrt": _sqrt, "log": _log, "min": min, "max": max, "round": _round}
