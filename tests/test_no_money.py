"""C-5: chips have no cash value; nothing offers to buy, sell, cash out or wager money."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MONEY = re.compile(
    r"\$\s?\d|\b(cash[ -]?out|buy[ -]?in|deposit money|withdraw\w* (?:money|funds|cash)|"
    r"wallet|credit card|real money|currency|USD|EUR)\b",
    re.IGNORECASE,
)


def test_no_money_words_in_the_program_or_its_forms() -> None:
    hits = []
    for folder in ("app", "ui", "resources"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in {".py", ".ui", ".json", ".md", ".svg", ".toml"} and path.is_file():
                for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                    if MONEY.search(line):
                        hits.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not hits, "money in the program (C-5):\n" + "\n".join(hits)


def test_the_command_says_chips_have_no_cash_value() -> None:
    from app.cli import _parser

    assert "no cash value" in _parser().description
