"""The translations' sources, i18n/pitboss_<language>.ts, kept in step with the code.

    python -m tools.translations update          every i18n/*.ts from the code (`make i18n`)
    python -m tools.translations update fr       ... and a new i18n/pitboss_fr.ts to translate
    python -m tools.translations check           says which .ts files the code has left behind
    python -m tools.translations web LANGUAGE OUT   the web pages' catalogue of LANGUAGE, as
                                                    JSON (`make translations`)

One place for lupdate's options, so `make i18n` and tests/test_i18n.py run it alike. The .ts
files carry no line numbers (`-locations none`): moving code does not touch them, so a .ts
changes only when a string does. Strings no longer in the code are dropped (`-no-obsolete`).

The web pages (resources/web/) are read too: their scripts call `qsTranslate(context, text)`
as Qt's JavaScript does, and their HTML marks a text to translate with `data-tr`
(resources/web/words.js). lupdate reads neither: its JavaScript reader stops at the modules'
`import` and at anything newer than ES5. `script_texts` and `html_texts` find them, and lupdate
reads them from a plain script written for it. The pages' catalogue is the .ts files' "web_*"
contexts and the host's phrases, as JSON (`web_catalogue`), built beside the .qm files.
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "i18n"
LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"
# `translatable(context, text)` (app/i18n.py) marks a text to translate later, where it is
# kept in a table: lupdate reads it as Qt's QT_TRANSLATE_NOOP.
OPTIONS = ["-locations", "none", "-no-obsolete", "-silent",
           "-tr-function-alias", "QT_TRANSLATE_NOOP+=translatable"]


WEB = ROOT / "resources" / "web"
# The contexts the web pages read: their own ("web_night", "web_director"...), the host's
# phrases (app/phrases.py), which the pages word as the windows do, and the windows' own
# contexts of the sentences the pages say too (the tournament's events as every log says
# them, app/client/wording.py; the console's, the kiosk's, the results' words): a sentence
# the pages share with the windows is translated once, in the windows' context.
WEB_CONTEXT_PREFIX = "web_"
PHRASES_CONTEXT = "phrases"
SHARED_CONTEXTS = frozenset({PHRASES_CONTEXT, "wording", "DirectorView", "director_words",
                             "kiosk_words", "results_words", "outcome_words", "table_texts",
                             "felt_words"})


def read_on_the_web(context: str) -> bool:
    """The web pages' catalogue holds this context's messages."""
    return context.startswith(WEB_CONTEXT_PREFIX) or context in SHARED_CONTEXTS
# Each language's plural categories (CLDR's, as the browser's Intl.PluralRules names them) in
# the order of its numerus forms in the .ts; a new language adds its line.
PLURAL_CATEGORIES: dict[str, list[str]] = {"de": ["one", "other"], "es": ["one", "other"]}


def sources() -> list[Path]:
    """The Python the app runs (not the forms pyside6-uic generates: their .ui files are read
    instead) and the Designer forms."""
    python = [path for path in (ROOT / "app").rglob("*.py")
              if (ROOT / "app" / "ui" / "forms") not in path.parents]
    return sorted(python) + sorted((ROOT / "ui").glob("*.ui"))


def web_scripts() -> list[Path]:
    """The web pages' own scripts: not words.js, which reads the words, nor the bundle esbuild
    makes."""
    return sorted(path for path in WEB.rglob("*.js")
                  if (WEB / "generated") not in path.parents and path.name != "words.js")


# A JavaScript string literal: in double or single quotes, or in backquotes with no ${...}.
_LITERAL = r"""(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`$]*`)"""
_CALL = re.compile(rf"\b(?P<function>qsTranslate|QT_TRANSLATE_NOOP)\(\s*(?P<context>{_LITERAL})"
                   rf"\s*,\s*(?P<source>{_LITERAL})\s*(?:,\s*(?P<comment>{_LITERAL})\s*)?"
                   r"(?P<end>\)|,)")  # a comma: a count follows
# A text looked up where it is shown: its context a literal, the text a name
# (`qsTranslate("web_night", ACTIONS[kind])`, the text marked by QT_TRANSLATE_NOOP).
_LOOKUP = re.compile(rf"\bqsTranslate\(\s*{_LITERAL}\s*,\s*[A-Za-z_$]")
_ANY_CALL = re.compile(r"\b(?:qsTranslate|QT_TRANSLATE_NOOP)\(")


def _literal(text: str) -> str:
    if text.startswith("`"):
        return text[1:-1]
    value = ast.literal_eval(text)  # JavaScript's escapes that the pages use are Python's too
    assert isinstance(value, str)
    return value


def script_texts() -> list[tuple[str, str, str, bool]]:
    """(context, text, disambiguation, counted) of every `qsTranslate` and
    `QT_TRANSLATE_NOOP` in the web pages' scripts; ValueError naming the place of a call whose
    context and text are not literals (lupdate could not read it either)."""
    texts: list[tuple[str, str, str, bool]] = []
    for script in web_scripts():
        code = script.read_text(encoding="utf-8")
        for call in _ANY_CALL.finditer(code):
            before = code[code.rfind("\n", 0, call.start()) + 1:call.start()]
            if "//" in before or before.lstrip().startswith(("*", "/*")):
                continue  # a comment's example
            found = _CALL.match(code, call.start())
            if found is None:
                if _LOOKUP.match(code, call.start()):
                    continue
                line = code.count("\n", 0, call.start()) + 1
                raise ValueError(f"{script.relative_to(WEB)}:{line}: a text to translate "
                                 "must be written in literals: "
                                 "qsTranslate(\"context\", \"text\")")
            texts.append((_literal(found["context"]), _literal(found["source"]),
                          _literal(found["comment"]) if found["comment"] else "",
                          found["end"] == ","))
    return texts


class _MarkedTexts(HTMLParser):
    """The texts a page marks `data-tr` (its text, aria-label, title, placeholder), under the
    context its <html data-context> names: what resources/web/words.js translates."""

    ATTRIBUTES = ("aria-label", "title", "placeholder")

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.context = ""
        self.texts: list[tuple[str, str]] = []
        self._open: list[str] = []  # the text of each marked element still open

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "html":
            self.context = found.get("data-context") or ""
        if self._open:  # its text is replaced whole: an element inside would be lost
            raise ValueError(f"{self.name}: <{tag}> inside an element marked data-tr: "
                             "mark the inner element instead")
        if "data-tr" not in found:
            return
        if not self.context:
            raise ValueError(f"{self.name}: data-tr without <html data-context>")
        for attribute in self.ATTRIBUTES:
            if found.get(attribute):
                self.texts.append((self.context, str(found[attribute])))
        if tag not in {"input", "img", "meta"}:
            self._open.append("")

    def handle_data(self, data: str) -> None:
        if self._open:
            self._open[-1] += data

    def handle_endtag(self, tag: str) -> None:
        if self._open:
            text = " ".join(self._open.pop().split())
            if text:
                self.texts.append((self.context, text))


def html_texts() -> list[tuple[str, str]]:
    """(context, text) of every text the web pages' HTML marks `data-tr`."""
    texts: list[tuple[str, str]] = []
    for page in sorted(WEB.glob("*.html")):
        reader = _MarkedTexts(page.name)
        reader.feed(page.read_text(encoding="utf-8"))
        reader.close()
        texts += reader.texts
    return texts


def ts_files() -> list[Path]:
    return sorted(I18N.glob("pitboss_*.ts"))


def lupdate(targets: list[Path]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        # The web pages' texts, as lupdate reads them: a plain script of literal calls.
        marked = Path(folder) / "web_pages.js"
        calls = [f"qsTranslate({json.dumps(context)}, {json.dumps(text)});"
                 for context, text in html_texts()]
        calls += [f"qsTranslate({json.dumps(context)}, {json.dumps(text)}, "
                  f"{json.dumps(comment)}{', n' if counted else ''});"
                  for context, text, comment, counted in script_texts()]
        marked.write_text("\n".join(calls) + "\n", encoding="utf-8")
        # lupdate reads its sources from a list file: no command line too long
        listing = Path(folder) / "sources.lst"
        listing.write_text("\n".join(str(path) for path in [*sources(), marked]),
                           encoding="utf-8")
        subprocess.run([str(LUPDATE), *OPTIONS, f"@{listing}", "-ts",
                        *(str(target) for target in targets)], check=True)


def update(new_languages: list[str]) -> list[Path]:
    I18N.mkdir(exist_ok=True)
    targets = ts_files() + [I18N / f"pitboss_{code}.ts" for code in new_languages]
    lupdate(targets)
    return targets


def stale() -> list[Path]:
    """The .ts files that `update` would change."""
    found: list[Path] = []
    with tempfile.TemporaryDirectory() as folder:
        copies = [Path(folder) / ts.name for ts in ts_files()]
        for ts, copy in zip(ts_files(), copies, strict=True):
            shutil.copyfile(ts, copy)
        if copies:
            lupdate(copies)
        for ts, copy in zip(ts_files(), copies, strict=True):
            if copy.read_bytes() != ts.read_bytes():
                found.append(ts)
    return found


def web_catalogue(ts: Path) -> dict[str, Any]:
    """The web pages' catalogue of one .ts: `{"language", "plurals", "messages"}`, a message
    keyed "context\\u0004source" ("...\\u0004disambiguation" where there is one) and holding
    its translation, or its plural forms; what resources/web/words.js reads. A message not yet
    translated is left out, so the page shows its English."""
    language = ts.stem.removeprefix("pitboss_")
    if language not in PLURAL_CATEGORIES:
        raise ValueError(f"{ts.name}: add {language}'s plural categories to PLURAL_CATEGORIES")
    plurals = PLURAL_CATEGORIES[language]
    messages: dict[str, str | list[str]] = {}
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        if not read_on_the_web(name):
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in {"unfinished", "vanished",
                                                                   "obsolete"}:
                continue
            key = "\u0004".join(filter(None, [name, message.findtext("source") or "",
                                                message.findtext("comment")]))
            if message.get("numerus") == "yes":
                forms = [form.text or "" for form in translation.iter("numerusform")]
                if len(forms) != len(plurals):
                    raise ValueError(f"{ts.name}: {len(forms)} plural forms where "
                                     f"{language} has {len(plurals)}: {key!r}")
                messages[key] = forms
            else:
                messages[key] = translation.text or ""
    return {"language": language, "plurals": plurals, "messages": messages}


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        for target in update(argv[1:]):
            print(f"updated {target.relative_to(ROOT)}")
        return 0
    if argv == ["check"]:
        behind = stale()
        for ts in behind:
            print(f"{ts.relative_to(ROOT)} is out of date: run `make i18n`")
        return 1 if behind else 0
    if argv[:1] == ["web"] and len(argv) == 3:
        catalogue = web_catalogue(I18N / f"pitboss_{argv[1]}.ts")
        Path(argv[2]).write_text(json.dumps(catalogue, ensure_ascii=False, sort_keys=True),
                                 encoding="utf-8")
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
