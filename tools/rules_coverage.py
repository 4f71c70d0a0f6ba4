"""Report the rule IDs of RULES.md that no test cites.

A test cites a rule by writing its ID (`S7-13`) anywhere in a file under tests/: a docstring,
a name, a comment, a scenario's JSON. Always exits 0: it is a report, not a gate.
"""

import argparse
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULE = re.compile(r"\*\*([A-Z0-9]+-\d+)\*\*\s*(.*)")


def read_rules(path: Path) -> dict[str, str]:
    """Rule ID -> the rule's first words, in the order of the file."""
    rules: dict[str, str] = {}
    for match in RULE.finditer(path.read_text(encoding="utf-8")):
        words = match.group(2).replace("**", "").split()
        rules.setdefault(match.group(1), " ".join(words[:8]))
    return rules


def cited_ids(ids: list[str], tests: Path) -> set[str]:
    """The IDs that occur as whole words (S7-1 is not cited by S7-13) in any file under `tests`."""
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, ids)) + r")\b")
    found: set[str] = set()
    for path in tests.rglob("*"):
        if path.is_file() and "__pycache__" not in path.parts:
            found.update(pattern.findall(path.read_text(encoding="utf-8", errors="replace")))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--rules", type=Path, default=ROOT.parent / "shared" / "RULES.md", help="path to RULES.md"
    )
    parser.add_argument("--tests", type=Path, default=ROOT / "tests", help="folder of tests")
    args = parser.parse_args(argv)

    if not args.rules.is_file():
        print(f"no rules file at {args.rules} (see --rules)")
        return 0
    rules = read_rules(args.rules)
    cited = cited_ids(list(rules), args.tests) if rules and args.tests.is_dir() else set()
    for rule_id, words in rules.items():
        if rule_id not in cited:
            print(f"{rule_id:<8} {words}")
    print(f"{len(cited)} of {len(rules)} rule IDs cited")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
