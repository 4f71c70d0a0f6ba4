"""A shared check of finishing places (C-12)."""

from __future__ import annotations


def assert_competition_places(places: list[int], field: int) -> None:
    """Places run 1..N; only players out together with equal chips share one (C-12), and the
    places they share are skipped ("1, 2, 3, 3, 5")."""
    ordered = sorted(places)
    assert len(ordered) == field and ordered[0] == 1
    for index in range(1, field):
        assert ordered[index] in (ordered[index - 1], index + 1), ordered
