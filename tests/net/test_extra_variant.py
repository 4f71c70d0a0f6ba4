"""A variant registered from outside the app is hosted like a built-in one (issue 37): Series 7
on tables of six, under a name of its own, its rules a subclass of Series 7's. Nothing in the
app names it: the host, its store, the bots and the clients ask the registry what it does.
(The lobby lists it too: tests/ui/test_lobby.py.)"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import ClassVar

import pytest

from app.engine.variants import parse_variant, register, registry, variant_of
from app.engine.variants.series7.rules import Series7Rules
from app.store import EventStore
from tests.support.nights import host_to_the_end

SIX = "series7-six"


@dataclass(frozen=True, slots=True)
class SixSeatRules(Series7Rules):
    """Series 7 at tables of six, the dealer among them (S7-1 with another table size)."""

    variant: ClassVar[str] = SIX
    table_size: int = 6


@pytest.fixture
def six_seats(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The variant registered for this test only."""
    monkeypatch.setattr(registry, "_REGISTERED", dict(registry._REGISTERED))
    register(replace(variant_of("series7"), name=SIX, rules=SixSeatRules, local_bots=5,
                     title="Series 7 on six seats"))
    yield


@pytest.mark.usefixtures("six_seats")
def test_a_night_of_a_variant_registered_from_outside_is_hosted_to_its_end(
        tmp_path: Path) -> None:
    """S7-1 (six seats a table here), S7-5, C-6: seven bots, one table under Series 7's eight
    seats, two here, to one player holding every chip; the store names the variant and
    reads back with it."""
    assert parse_variant(SIX) == SIX
    database = tmp_path / "six.sqlite3"
    names = [f"Bot {index}" for index in range(7)]
    host_to_the_end(database, SixSeatRules(), names)
    with EventStore.open(database, readonly=True) as store:
        record = store.tournament(1)
        assert record.variant == SIX and record.status == "finished"
        seated: Counter[int] = Counter()
        for hand in store.hands(1):
            started = hand.events[0].payload
            seats = len(started["players"]) + 1  # the dealer's seat too
            seated[hand.table] = max(seated[hand.table], seats)
        assert len(seated) >= 2 and max(seated.values()) <= 6
        results = store.results(1)
        assert [row["place"] for row in results][:1] == [1]
        assert sum(int(row["chips"]) for row in results) == 4000 * len(names)  # C-6
