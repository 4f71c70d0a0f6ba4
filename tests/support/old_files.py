"""The databases written by each released format of Pitboss, kept as fixtures (issue 35):
tests/store/fixtures/make_night_fixtures.py says how each was made, by which commit."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).parent.parent / "store" / "fixtures"
OLD_FILES = sorted(FIXTURES.glob("pitboss-*.sqlite3"))
BEFORE_PROOFS = FIXTURES / "pitboss-0.1.0-before-proofs.sqlite3"
# Each file's tournaments: variant, players P1.. and how it ended.
TOURNAMENTS = {1: ("series7", 7, "finished"), 2: ("tenhand", 4, "finished"),
               3: ("bjx", 4, "finished"), 4: ("series7", 6, "running")}
