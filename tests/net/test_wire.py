"""Engine events on the wire: every event of random hands comes back equal after JSON."""

from __future__ import annotations

import json
import random

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.wire import event_from_dict, event_to_dict
from app.engine.policy import play_randomly
from app.engine.rules import BetLevel
from app.engine.shoe import SecureShoe
from app.engine.variants.bjx.round import BjxRound
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.round import Series7Round
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(["series7", "bjx", "tenhand"]))
def test_events_round_trip_through_json(seed: int, variant: str) -> None:
    rng = random.Random(seed)
    players = [(f"P{i}", rng.choice([30, 400, 4000])) for i in range(4)]
    if variant == "series7":
        round_: object = Series7Round(Series7Rules(), SecureShoe(1, rng), level=BetLevel(25, 50),
                                      dealer=("D", 4000), players=players)
    elif variant == "bjx":
        round_ = BjxRound(BjxRules(), SecureShoe(1, rng), level=BetLevel(25),
                          dealer=("D", 4000), players=players)
    else:
        round_ = TenHandRound(TenHandRules(), SecureShoe(6, rng), player=("P", 1000))
    for event in play_randomly(round_, rng):  # type: ignore[arg-type]
        data = json.loads(json.dumps(event_to_dict(event)))
        assert "visible_to" not in data  # redaction is the host's job; it never travels
        assert event_from_dict(data) == msgspec.structs.replace(event, visible_to=None)


@pytest.mark.parametrize("data", [{"type": "NoSuchEvent"}, {"type": "CardDealt", "card": "ZZ"},
                                  {"type": "BetPlaced", "kind": "tip"}])
def test_unknown_or_malformed_events_are_value_errors(data: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        event_from_dict(data)


def test_every_tournament_event_decodes_as_its_own_type() -> None:
    """A type's name is what travels and what is stored: Series 7's seat draw and the BJX
    multilevel one once shared a name, and a player's window decoded one as the other and
    dropped its connection at the start of every Series 7 event."""
    from app.engine.tournament.events import LevelSeatDrawn, SeatDrawn

    for event in (SeatDrawn(name="Ann", table=1, seat=3),
                  LevelSeatDrawn(seat="Ann", level=1, table=2, slot=4)):
        assert event_from_dict(json.loads(json.dumps(event_to_dict(event)))) == event
