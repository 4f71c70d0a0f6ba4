"""The web pages' words: which language a browser reads them in, and the script that holds them.

A browser says which languages its reader reads in `Accept-Language`; the host picks the first
that Pitboss ships (`negotiate`) and serves the pages' words in it: `words_script`, the catalogue
`make translations` built from i18n/pitboss_<language>.ts (resources/i18n/*.web.json, its
"web_*" contexts and the phrases), the English templates of the host's phrases, and
resources/web/words.js, which reads them (docs/decisions/translations.md). English needs no
catalogue: it is the pages' source. Numbers are written as the browser's own locale writes them.
"""

from __future__ import annotations

import functools
import json
import logging
import re

from app.phrases import TEMPLATES
from app.resources import resources_dir

log = logging.getLogger("pitboss.host")

SOURCE_LANGUAGE = "en"
CATALOGUE_SUFFIX = ".web.json"
RUNTIME = "words.js"  # under resources/web/
MAX_RANGES = 20  # of an Accept-Language header (bounded by the header's size anyway)
_RANGE = re.compile(r"^\s*([A-Za-z]{1,8})(?:-[A-Za-z0-9]{1,8})*\s*(?:;\s*q\s*=\s*([0-9.]{1,5}))?"
                    r"\s*$")


@functools.cache
def catalogues() -> dict[str, dict[str, object]]:
    """The catalogues built for the languages Pitboss ships, read once; one that cannot be read
    is left out (its language's readers get English) and said in the host's log."""
    found: dict[str, dict[str, object]] = {}
    for path in sorted((resources_dir() / "i18n").glob(f"pitboss_*{CATALOGUE_SUFFIX}")):
        language = path.name.removeprefix("pitboss_").removesuffix(CATALOGUE_SUFFIX)
        try:
            catalogue = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            log.warning("the web pages' %s words could not be read (%s): English instead",
                        language, error)
            continue
        if isinstance(catalogue, dict) and isinstance(catalogue.get("messages"), dict):
            found[language] = catalogue
        else:
            log.warning("the web pages' %s words are not a catalogue: English instead", language)
    return found


def languages() -> list[str]:
    """The languages the pages can be read in: English and each with a catalogue."""
    return [SOURCE_LANGUAGE, *sorted(catalogues())]


def negotiate(accept_language: str | None) -> str:
    """The language to serve a browser that sent `accept_language` ("de-CH, de;q=0.9, en;q=0.8"):
    its most preferred that Pitboss ships, by primary subtag; English when none is (or the
    header is missing or malformed: a page is always served)."""
    ranked: list[tuple[float, int, str]] = []
    for order, entry in enumerate((accept_language or "").split(",")[:MAX_RANGES]):
        match = _RANGE.match(entry)
        if match is None:
            continue
        try:
            weight = float(match.group(2)) if match.group(2) else 1.0
        except ValueError:
            continue
        if weight > 0:
            ranked.append((-weight, order, match.group(1).lower()))
    shipped = set(languages())
    for _weight, _order, language in sorted(ranked):
        if language in shipped:
            return language
    return SOURCE_LANGUAGE


@functools.cache
def words_script(language: str) -> bytes:
    """The pages' words in `language` (one of `languages()`), as the script /words.js serves:
    the catalogue, then resources/web/words.js (OSError if that is missing)."""
    catalogue = dict(catalogues().get(language) or
                     {"language": SOURCE_LANGUAGE, "plurals": ["one", "other"], "messages": {}})
    catalogue["phrases"] = TEMPLATES
    # "</" never appears in JSON written so: the catalogue is safe inline in a <script> too.
    data = json.dumps(catalogue, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    runtime = (resources_dir() / "web" / RUNTIME).read_text(encoding="utf-8")
    return f"var PITBOSS_WORDS = {data};\n{runtime}".encode()
