"""The league's refusals go through the translations (issue 24): the League page shows them in
the app's language. Under a pseudo-language whose every message of i18n/pitboss_es.ts reads as
its English in single angle quotes (U+2039, U+203A), each refusal is one marked template: a
whole sentence looked up, its values (a formula, a name, a number) filled in. Without the
language, the English is the source's (the tests beside this one, and `pitboss league`)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path

import pytest

from app import i18n
from app.engine.rules import Variant
from app.league.championship import SeedingError, seed_championship, series7_championship_rules
from app.league.points import SQUARE_ROOT, ExpressionFormula, FormulaError, parse_formula
from app.league.standings import Finish, ResultError, TournamentResult, season_standings

ROOT = Path(__file__).resolve().parents[2]
OPEN, CLOSE = "\u2039", "\u203a"


@pytest.fixture
def pseudo() -> Iterator[None]:
    root = ET.parse(ROOT / "i18n" / "pitboss_es.ts").getroot()
    known = {(context.findtext("name") or "", message.findtext("source") or "")
             for context in root.iter("context") for message in context.iter("message")}

    def lookup(context: str, text: str, disambiguation: str | None, n: int) -> str:
        return OPEN + text + CLOSE if (context, text) in known else ""

    i18n.install(lookup, i18n.english_number)
    yield
    i18n.uninstall()


def _night(field: int, *finishes: tuple[str, int]) -> TournamentResult:
    return TournamentResult(1, date(2026, 1, 1), Variant.BJX, field,
                            tuple(Finish(member, place) for member, place in finishes))


FORMULAS = [
    "{", "[1]", '{"places": [1], "formula": "p"}', '{"places": [1], "zz": 1}',
    '{"places": "x"}', '{"places": []}', '{"places": [100, -5]}', '{"places": [100, "80"]}',
    '{"places": [12.345]}', '{"places": [1e12]}', '{"places": [1], "playing": -1}',
    '{"places": [1], "past_table": null}', '{"places": [1], "past_table": 0.001}',
    '{"places": [1], "playing": 1e12}', '{"formula": 5}', '{"formula": "  "}',
    '{"formula": "p +"}', '{"formula": "10 - p"}', '{"formula": "1 / (p - 1)"}',
    '{"formula": "sqrt(1 - n)"}', '{"formula": "log(p - 1)"}', '{"formula": "(0 - n) ** 0.5"}',
    '{"formula": "round(p, 9)"}', '{"formula": "n ** 5"}', '{"formula": "sqrt(n, p)"}',
    '{"formula": "min(p)"}', '{"formula": "max(*[n, p])"}', '{"formula": "2 ** 65"}',
    '{"formula": "1e400"}', '{"formula": "n ** 1e300 + 9e14 * 9e14"}',
]
EXPRESSIONS = ["eval('1')", "q + 1", "n.real", "[n for n in (1,)]", "n // p", "~p", "'abc'",
               "sqrt", "p" + " + p" * 100, "1+" * 60 + "1"]
OTHERS: list[Callable[[], object]] = [
    lambda: SQUARE_ROOT.points(0, 1),
    lambda: SQUARE_ROOT.points(3, 3, 2),
    lambda: SQUARE_ROOT.points(3, 1, 0),
    lambda: _night(0),
    lambda: _night(1, ("A", 1), ("B", 1)),
    lambda: _night(3, ("A", 1), ("A", 2)),
    lambda: _night(3, ("A", 4)),
    lambda: _night(3, ("", 1)),
    lambda: _night(4, ("A", 2), ("B", 2), ("C", 3)),
    lambda: _night(3, ("A", 3), ("B", 3)),
    lambda: TournamentResult(1, date(2026, 1, 1), "poker", 2, ()),  # type: ignore[arg-type]
    lambda: season_standings([_night(2, ("A", 1)), _night(2, ("B", 1))], SQUARE_ROOT),
    lambda: seed_championship(season_standings([_night(2, ("A", 1))], SQUARE_ROOT), 1),
    lambda: seed_championship(season_standings([_night(2, ("A", 1))], SQUARE_ROOT), 4),
    lambda: series7_championship_rules(300),
]


def _refusal(make: Callable[[], object]) -> str:
    with pytest.raises((FormulaError, ResultError, SeedingError)) as raised:
        make()
    return str(raised.value)


def test_every_refusal_of_the_league_is_a_translated_sentence(pseudo: None) -> None:
    makes = [*(lambda text=text: parse_formula(text) for text in FORMULAS),
             *(lambda text=text: ExpressionFormula(text=text) for text in EXPRESSIONS),
             *OTHERS]
    refusals = [_refusal(make) for make in makes]
    assert [words for words in refusals
            if not (words.startswith(OPEN) and words.endswith(CLOSE))] == []
    # Each is one sentence of its own, its values filled in: none is a fragment's.
    assert len(set(refusals)) == len(refusals)
    assert "\u2039The formula 'p +' cannot be read: invalid syntax\u203a" in refusals
