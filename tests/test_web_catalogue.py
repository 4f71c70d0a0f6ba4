"""The web pages' words as tools/translations.py collects them for lupdate (the HTML's `data-tr`
marks) and builds them into each language's catalogue (resources/web/words.js reads it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools import translations
from tools.translations import PLURAL_CATEGORIES, web_catalogue

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context><name>web_night</name>
  <message><source>Your bet</source><translation>Ihr Einsatz</translation></message>
  <message><source>Stand</source><comment>a sign</comment><translation>Steht</translation></message>
  <message><source>Not yet</source><translation type="unfinished"></translation></message>
  <message numerus="yes"><source>%n seat(s)</source>
    <translation><numerusform>%n Platz</numerusform><numerusform>%n Plätze</numerusform>
    </translation></message>
</context>
<context><name>phrases</name>
  <message><source>Wrong join code</source><translation>Falscher Code</translation></message>
</context>
<context><name>TableView</name>
  <message><source>Deal</source><translation>Geben</translation></message>
</context>
</TS>
"""


def test_a_catalogue_holds_the_pages_and_the_phrases_translations_only(tmp_path: Path) -> None:
    ts = tmp_path / "pitboss_de.ts"
    ts.write_text(TS, encoding="utf-8")
    assert web_catalogue(ts) == {
        "language": "de", "plurals": ["one", "other"],
        "messages": {"web_night\u0004Your bet": "Ihr Einsatz",
                     "web_night\u0004Stand\u0004a sign": "Steht",
                     "web_night\u0004%n seat(s)": ["%n Platz", "%n Plätze"],
                     "phrases\u0004Wrong join code": "Falscher Code"}}


def test_a_plural_with_the_wrong_number_of_forms_is_refused(tmp_path: Path) -> None:
    ts = tmp_path / "pitboss_de.ts"
    ts.write_text(TS.replace("<numerusform>%n Platz</numerusform>", ""), encoding="utf-8")
    with pytest.raises(ValueError, match="1 plural forms where de has 2"):
        web_catalogue(ts)


def test_a_language_without_its_plural_categories_is_refused(tmp_path: Path) -> None:
    ts = tmp_path / "pitboss_fr.ts"
    ts.write_text(TS, encoding="utf-8")
    with pytest.raises(ValueError, match="PLURAL_CATEGORIES"):
        web_catalogue(ts)


def test_every_language_shipped_has_its_plural_categories() -> None:
    assert {ts.stem.removeprefix("pitboss_") for ts in translations.ts_files()} <= set(
        PLURAL_CATEGORIES)


def marked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, html: str) -> list[tuple[str, str]]:
    (tmp_path / "page.html").write_text(html, encoding="utf-8")
    monkeypatch.setattr(translations, "WEB", tmp_path)
    return translations.html_texts()


def test_a_pages_marked_texts_and_labels_are_collected_in_its_context(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    texts = marked(tmp_path, monkeypatch, """<!DOCTYPE html>
<html lang="en" data-context="web_night"><head><title data-tr>Tonight</title></head>
<body><h1 data-tr>Tonight's
   tournament</h1><p>Not marked</p>
<input data-tr placeholder="Your name" aria-label="Name">
<section data-tr aria-label="Your table"></section>
<button data-tr title="Leave">Go home</button></body></html>""")
    assert texts == [("web_night", "Tonight"), ("web_night", "Tonight's tournament"),
                     ("web_night", "Name"), ("web_night", "Your name"),
                     ("web_night", "Your table"), ("web_night", "Leave"),
                     ("web_night", "Go home")]


def test_a_marked_element_holding_an_element_is_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ValueError, match="inside an element marked data-tr"):
        marked(tmp_path, monkeypatch, '<html data-context="web_x"><body><p data-tr>Hello '
                                      '<b>you</b></p></body></html>')


def test_a_mark_without_a_context_is_refused(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ValueError, match="data-context"):
        marked(tmp_path, monkeypatch, "<html><body><p data-tr>Hello</p></body></html>")


def scripted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
             code: str) -> list[tuple[str, str, str, bool]]:
    (tmp_path / "page.js").write_text(code, encoding="utf-8")
    (tmp_path / "words.js").write_text('qsTranslate(context, "the runtime");', encoding="utf-8")
    monkeypatch.setattr(translations, "WEB", tmp_path)
    return translations.script_texts()


def test_a_scripts_texts_are_read_as_lupdate_would_read_them_in_a_plain_script(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The pages' modules use what lupdate's JavaScript reader cannot parse (import, ??=,
    spread): their calls are read here."""
    texts = scripted(tmp_path, monkeypatch, """import { x } from "./x.js";
// read with qsTranslate("web_night", ...): a comment's example
/* or qsTranslate(CONTEXT, text)
 * qsTranslate(CONTEXT, text) */
const ACTIONS = { hit: QT_TRANSLATE_NOOP("web_night", 'Hit') };
a ??= qsTranslate("web_night", "Tonight\\u2019s \\"best\\"");
b = qsTranslate("web_night",
                `Stand`, "a sign");
c = Words.arg(qsTranslate("web_night", "%n seat(s)", "", Math.max(1, n)), name);
d = qsTranslate("web_night", ACTIONS[kind]);
""")
    assert texts == [("web_night", "Hit", "", False),
                     ("web_night", "Tonight\u2019s \"best\"", "", False),
                     ("web_night", "Stand", "a sign", False),
                     ("web_night", "%n seat(s)", "", True)]


@pytest.mark.parametrize("call", ['qsTranslate("web_night", "Table " + n)',
                                  "qsTranslate(CONTEXT, \"Table\")",
                                  'qsTranslate("web_night", `Table ${n}`)'])
def test_a_text_not_written_as_literals_is_refused_with_its_place(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, call: str) -> None:
    with pytest.raises(ValueError, match=r"page\.js:2: a text to translate must be written in"):
        scripted(tmp_path, monkeypatch, f"const a = 1;\nconst b = {call};\n")
