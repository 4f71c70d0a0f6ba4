"""Words a person reads, in their language: every layer's one door to Qt's translations.

The translations are Qt's: `pyside6-lupdate` collects the strings into i18n/*.ts, translators
fill them (plural forms included), `pyside6-lrelease` builds the .qm files the app loads. A
window calls `self.tr("Deal")` as any Qt program does. The layers below the windows import no
Qt (DESIGN.md), yet they word much of what a player reads (a hand's events, a refusal, the
kiosk's lines), so they write instead:

    words = Context("words")
    words.tr("%1 hits")

lupdate reads `words.tr("...")` as a string of the context named before `.tr`, so a Context is
bound to a name equal to its own (tests/test_i18n.py checks every one). This module is at the
package's root, as app/names.py is, so every layer can import it; it imports only the standard
library.

With nothing installed (the host, the command line, the tests below the windows) a text is its
English source; app/ui/translation.py installs Qt's translator and locale when the app starts.

Plural forms go through here, in the windows too: a source holds both English forms at once,
"%n chip(s)", and reads "1 chip" or "5 chips" (`english_plural`); a language's .ts gives its
own forms. Counts and numbers read through the locale: `%Ln` and `%L1` are grouped as the
locale groups ("12,345", "12.345"); `%n` and `%1` are plain digits (a hand's or a table's
number). `arg` fills %1..%9 in one pass, so a player called "%2" stays "%2".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

# Finds a text's translation: (context, source, disambiguation, count) -> the translated
# template, or "" where there is none.
Lookup = Callable[[str, str, str | None, int], str]
# Writes a number as the locale does: (value, decimals; None for a whole number).
NumberFormat = Callable[[float, int | None], str]
# Writes a day as the locale does, its weekday and month named: "Saturday 05 December 2026".
DateFormat = Callable[[date], str]


def _no_translation(context: str, text: str, disambiguation: str | None, n: int) -> str:
    return ""


def english_number(value: float, decimals: int | None) -> str:
    """A number as English writes it ("12,345"): a Phrase's English (app/phrases.py)."""
    if decimals is None:
        return f"{int(value):,}"
    return f"{value:,.{decimals}f}"


def english_date(value: date) -> str:
    """A day as English writes it on a printout: "Saturday 05 December 2026"."""
    return f"{value:%A %d %B %Y}"


_lookup: Lookup = _no_translation
_number: NumberFormat = english_number
_date: DateFormat = english_date


def install(lookup: Lookup, number_format: NumberFormat,
            date_format: DateFormat = english_date) -> None:
    """Read every text through `lookup`, every number through `number_format` and every day
    through `date_format` from now on (app/ui/translation.py, once, as the app starts)."""
    global _lookup, _number, _date
    _lookup, _number, _date = lookup, number_format, date_format


def uninstall() -> None:
    """Back to the English source, English numbers and English days (tests that installed a
    language)."""
    install(_no_translation, english_number, english_date)


def number(value: float, decimals: int | None = None) -> str:
    """`value` as the locale writes it: "12,345" in English, "12.345" in German; `decimals`
    places for a fraction ("0.412"), a whole number when None."""
    return _number(value, decimals)


def day(value: date) -> str:
    """`value` as the locale writes a day, its weekday and month named: "Saturday 05 December
    2026" in English, "Samstag 05 Dezember 2026" in German. (A day written in digits,
    "2026-12-05", is ISO 8601 in every language, as the League page shows and takes it.)"""
    return _date(value)


_PLURAL_SUFFIX = re.compile(r"(?<=[A-Za-z])\(([a-z]+)\)")


def english_plural(text: str, n: int) -> str:
    """The English form of a source's "(s)" for `n`: "%n chip(s)" is "1 chip", "0 chips"."""
    return _PLURAL_SUFFIX.sub("" if n == 1 else r"\1", text)


_COUNT = re.compile(r"%L?n")


class Context:
    """The translations of one part of the app: `name.tr(...)` reads a text in the app's
    language. Bind it to a variable of the same name: lupdate files the text under that."""

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """`text` in the app's language; with a count `n`, in its plural form for `n` and with
        %n (plain) or %Ln (grouped) read as `n`. `disambiguation` tells two same texts apart
        ("Stand" the action, "Stand" a sign)."""
        found = _lookup(self.name, text, disambiguation, n) or (
            english_plural(text, n) if n >= 0 else text)
        if n < 0:
            return found
        return _COUNT.sub(lambda match: number(n) if "L" in match.group() else str(n), found)


_PLACE = re.compile(r"%(L?)([1-9])")


def arg(template: str, *values: object, numbers: NumberFormat | None = None) -> str:
    """`template` with %1..%9 replaced by `values`, in one pass: a value is never read again
    as a place. A whole number in %L1 is grouped as the locale groups (or as `numbers` does);
    in %1 it is plain."""

    def fill(match: re.Match[str]) -> str:
        index = int(match.group(2)) - 1
        if index >= len(values):
            return match.group()
        value = values[index]
        if match.group(1) and isinstance(value, int) and not isinstance(value, bool):
            return (numbers or _number)(value, None)
        return str(value)

    return _PLACE.sub(fill, template)


def translatable(context: str, text: str) -> str:
    """`text` as it is, marked for lupdate as a text of `context`: for a table of texts built
    before the app's language is known, read where it is shown with `Context(context).tr()`."""
    return text
