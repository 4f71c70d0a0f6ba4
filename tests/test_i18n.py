"""The translations (issue 24): Qt's system from every layer (app/i18n.py), the .ts files kept in
step with the code, and every shipped language complete."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

from app import i18n
from app.i18n import Context, arg, english_plural
from tools import translations

ROOT = Path(__file__).resolve().parent.parent


# ---- app/i18n.py without Qt ---------------------------------------------------------------------


def test_english_plural_forms_come_from_the_source() -> None:
    assert english_plural("%n chip(s) on %n box(es)", 1) == "%n chip on %n box"
    assert english_plural("%n chip(s)", 0) == "%n chips"
    assert english_plural("(a note) %n seat(s)", 5) == "(a note) %n seats"  # only "word(s)"


def test_a_count_is_read_into_its_plural_form_untranslated() -> None:
    words = Context("words")
    assert words.tr("%n chip(s) left", None, 1) == "1 chip left"
    assert words.tr("%Ln chip(s) left", None, 12345) == "12,345 chips left"
    assert words.tr("%n hand(s)", None, 1234) == "1234 hands"  # %n: plain digits
    assert words.tr("Deal") == "Deal"


def test_arg_fills_every_place_once() -> None:
    assert arg("%1 bets %L2 on table %3", "Ann", 12345, 7) == "Ann bets 12,345 on table 7"
    # A name that looks like a place is never read again as one.
    assert arg("%1 pays %2", "%2", "Bo") == "%2 pays Bo"
    assert arg("%2 before %1", "one", "two") == "two before one"


def test_an_installed_language_is_read_by_every_context() -> None:
    def lookup(context: str, text: str, disambiguation: str | None, n: int) -> str:
        table = {("words", "Deal"): "Repartir", ("words", "%n chip(s)"): "%Ln fichas"}
        return table.get((context, text), "")

    i18n.install(lookup, lambda value, decimals: f"{int(value):,}".replace(",", "."))
    try:
        words = Context("words")
        assert words.tr("Deal") == "Repartir"
        assert words.tr("%n chip(s)", None, 12345) == "12.345 fichas"
        assert words.tr("Stand") == "Stand"  # untranslated: the English source
        assert arg("%L1", 1500) == "1.500"
    finally:
        i18n.uninstall()
    assert Context("words").tr("Deal") == "Deal"


# ---- the code as lupdate reads it ---------------------------------------------------------------


def _app_modules() -> Iterator[tuple[Path, ast.Module]]:
    for path in translations.sources():
        if path.suffix == ".py":
            yield path, ast.parse(path.read_text(encoding="utf-8"))


def test_each_context_is_bound_to_its_own_name() -> None:
    """lupdate files `words.tr("...")` under "words", the name before `.tr`: a Context bound
    to another name would look its texts up where none are."""
    wrong = []
    for path, tree in _app_modules():
        for node in ast.walk(tree):
            if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                    and isinstance(node.value.func, ast.Name) and node.value.func.id == "Context"):
                name = node.value.args[0]
                bound = [t.id for t in node.targets if isinstance(t, ast.Name)]
                if not isinstance(name, ast.Constant) or bound != [name.value]:
                    wrong.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert wrong == []


def test_every_tr_call_is_one_lupdate_can_read() -> None:
    """A text is a literal (an f-string or a variable is not collected, or collected with its
    braces), and a count is the third argument by position (lupdate does not read `n=`)."""
    wrong = []
    for path, tree in _app_modules():
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "tr"):
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if any(keyword.arg == "n" for keyword in node.keywords):
                wrong.append(f"{where}: n= by keyword")
            text = node.args[0] if node.args else None
            if isinstance(text, ast.JoinedStr):
                wrong.append(f"{where}: an f-string")
    assert wrong == []


def test_no_comment_is_handed_to_the_translators_by_mistake() -> None:
    """lupdate gives a `#:` comment to the translators as a note on the next text it finds,
    however far below: a constant's `#:` documentation became a misleading note there."""
    notes = [f"{path.relative_to(ROOT)}:{number}"
             for path, _tree in _app_modules()
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if line.lstrip().startswith("#:")]
    assert notes == []


def test_the_ts_files_are_up_to_date_with_the_code() -> None:
    """Fails when a string was added, changed or dropped without `make i18n`."""
    assert translations.ts_files(), "no i18n/pitboss_*.ts"
    stale = [str(ts.relative_to(ROOT)) for ts in translations.stale()]
    assert stale == [], f"out of date: {stale}; run `make i18n`"


# ---- the shipped languages ----------------------------------------------------------------------

_PLACES = re.compile(r"%L?(?:[1-9]|n)")


def untranslated(ts: Path) -> list[str]:
    """The messages of `ts` without a finished translation, or whose translation drops or adds
    a place (%1, %n...) of the source."""
    missing = []
    for message in ET.parse(ts).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = ([form.text or "" for form in translation.iter("numerusform")]
                 if message.get("numerus") == "yes" else [translation.text or ""])
        if translation.get("type") in {"unfinished", "vanished", "obsolete"} or not all(forms):
            missing.append(source)
            continue
        wanted = sorted(set(_PLACES.findall(source)) - {"%n", "%Ln"})
        for form in forms:
            if sorted(set(_PLACES.findall(form)) - {"%n", "%Ln"}) != wanted:
                missing.append(f"{source} -> {form}")
    return missing


def test_every_shipped_language_is_complete() -> None:
    from app.ui.translation import ENGLISH, LANGUAGES

    for code in LANGUAGES:
        if code == ENGLISH:
            continue
        ts = ROOT / "i18n" / f"pitboss_{code}.ts"
        assert ts.is_file(), f"{code} is shipped but {ts} is missing"
        assert untranslated(ts) == [], code
