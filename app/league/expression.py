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

EXPRESSION_MOST_CHARACTERS: Final = 300
EXPRESSION_MOST_PARTS: Final = 80  # nodes of the parsed expression
# Bounds every step of an expression, so a tower of powers stops at once.
VALUE_MOST: Final = Decimal(10) ** 15
EXPONENT_MOST: Final = 64

# 28 digits: a billion points still has 19 decimals, far past the hundredth rounded to.
CONTEXT: Final = decimal.Context(prec=28, Emax=999, Emin=-999, traps=[
    decimal.InvalidOperation, decimal.DivisionByZero, decimal.Overflow])

ALLOWED: Final = "numbers, n, p, + - * / **, parentheses, sqrt, log, min, max and round"
_FUNCTION_ARITY: Final[Mapping[str, tuple[int, int]]] = {
    "sqrt": (1, 1), "log": (1, 2), "min": (2, 20), "max": (2, 20), "round": (1, 2)}
_VARIABLES: Final = ("n", "p")

Compiled = Callable[[Decimal, Decimal], Decimal]
"""A compiled expression: (n, p) -> value."""


class FormulaError(ValueError):
    """A points formula that cannot be used, with what to fix in words."""


class Refused(Exception):
    """Raised inside a compiled expression: why it has no value for this n and p."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


def compile_expression(text: object) -> Compiled:
    """The compiled expression, or a FormulaError naming the first thing refused.

    Calling the result raises `Refused` or one of decimal's signals (DivisionByZero,
    InvalidOperation, Overflow) when the expression has no value for that n and p."""
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
    return _compile(tree.body, text)


def _check_part(part: ast.AST, text: str) -> None:
    if isinstance(part, ast.Constant):
        if isinstance(part.value, bool) or not isinstance(part.value, int | float):
            raise FormulaError(f"The formula {text!r} has {part.value!r}, which is not a "
                               f"number; it may use only {ALLOWED}")
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
        if not isinstance(part.op, ast.Add | ast.Sub | ast.Mult | ast.Div | ast.Pow):
            raise FormulaError(f"The formula {text!r} uses an operator other than + - * / **")
    elif isinstance(part, ast.UnaryOp):
        if not isinstance(part.op, ast.UAdd | ast.USub):
            raise FormulaError(f"The formula {text!r} uses an operator other than + - * / **")
    elif isinstance(part, ast.Attribute):
        raise FormulaError(f"The formula {text!r} uses a dot (.{part.attr}); it may use only "
                           f"{ALLOWED}")
    elif not isinstance(part, ast.Load | ast.operator | ast.unaryop):
        what = ast.unparse(part) if isinstance(part, ast.expr) else "a statement"
        raise FormulaError(f"The formula {text!r} has something it may not: {what}; it may "
                           f"use only {ALLOWED}")


def _bounded(value: Decimal) -> Decimal:
    if not -VALUE_MOST <= value <= VALUE_MOST:
        raise Refused(f"reaches more than {VALUE_MOST:,} on the way")
    return value


def _compile(node: ast.expr, text: str) -> Compiled:
    """A checked node as a function of (n, p); `_check_part` has let through only what is
    handled here."""
    if isinstance(node, ast.Constant):
        # A float constant goes through its text: 0.1 is one tenth, not the binary float.
        constant = Decimal(repr(node.value))
        if not constant.is_finite() or abs(constant) > VALUE_MOST:
            raise FormulaError(f"The formula {text!r} has the number {node.value!r}, more than "
                               f"{VALUE_MOST:,}")
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
        raise Refused(f"raises to the power {exponent.normalize():f}; powers go up to "
                      f"{EXPONENT_MOST}")
    if base == 0 and exponent <= 0:
        raise decimal.DivisionByZero
    return CONTEXT.power(base, exponent)


def _sqrt(args: Sequence[Decimal]) -> Decimal:
    if args[0] < 0:
        raise Refused("takes the square root of a negative number")
    return CONTEXT.sqrt(args[0])


def _log(args: Sequence[Decimal]) -> Decimal:
    """log(x) is the natural log; log(x, b) the log to base b."""
    if any(arg <= 0 for arg in args) or (len(args) == 2 and args[1] == 1):
        raise Refused("takes the log of zero or a negative number, or to base 1")
    natural = CONTEXT.ln(args[0])
    return natural if len(args) == 1 else CONTEXT.divide(natural, CONTEXT.ln(args[1]))


def _round(args: Sequence[Decimal]) -> Decimal:
    digits = args[1] if len(args) == 2 else Decimal(0)
    if digits != digits.to_integral_value() or not 0 <= digits <= 6:
        raise Refused("rounds to other than 0 to 6 decimals")
    # Half up, as points are rounded everywhere else (Python's round() goes to even).
    return args[0].quantize(Decimal(1).scaleb(-int(digits)), rounding=ROUND_HALF_UP,
                            context=CONTEXT)


_FUNCTIONS: Final[Mapping[str, Callable[[Sequence[Decimal]], Decimal]]] = {
    "sqrt": _sqrt, "log": _log, "min": min, "max": max, "round": _round}
