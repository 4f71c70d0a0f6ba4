"""The coach's report read from the stored events (issue 35) finds what the engine itself had
at each decision: nights hosted to their end by today's code, whose commands today's engine
replays exactly, reviewed both ways for every player; the report from the events must equal
the one rebuilt by running the commands again and asking the round (tests/support/
review_oracle.py, the report as it was made before). What each seat saw is C-11's: a card
dealt face down is its holder's alone, so a leak would change what a decision "saw"."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.client.review import review
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.rule_sets import Rules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules
from app.store import EventStore
from tests.support.nights import host_to_the_end
from tests.support.review_oracle import replayed_review

NIGHTS: dict[str, tuple[Rules, list[str]]] = {
    "series7": (Series7Rules(), ["Ann", "Bob", "Cid"]),
    "tenhand": (TenHandRules(), ["Dee", "Eve", "Fay", "Gus"]),
    "bjx": (BjxRules(), ["Hal", "Ida", "Jon"]),
}


@pytest.fixture(scope="module", params=list(NIGHTS))
def night(request: pytest.FixtureRequest,
          tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    rules, names = NIGHTS[request.param]
    database = tmp_path_factory.mktemp(request.param) / "night.sqlite3"
    host_to_the_end(database, rules, names)
    return database, names


def test_the_report_from_the_events_is_the_engines_own(night: tuple[Path, list[str]]) -> None:
    """C-11 (what a seat may see), S7-8, T10-3, T10-5, BJX-3, BJX-5, BJX-15: each decision's
    choices, view, context and values as the engine had them."""
    database, names = night
    with EventStore.open(database, readonly=True) as store:
        for name in names:
            read = review(store, 1, name)
            assert read.skipped == 0
            assert read.decisions, name
            assert read.decisions == replayed_review(store, 1, name), name
