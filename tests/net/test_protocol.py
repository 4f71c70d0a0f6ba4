"""Frames and messages: round trips, any split of the byte stream, size limits, the JSON
shape of the typed payloads."""

from __future__ import annotations

import json
import random
from types import SimpleNamespace
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.director_acts import checked_act
from app.core.game import Game
from app.engine.errors import IllegalAction
from app.engine.schedule import Schedule
from app.engine.tournament.base import EntryTerms
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules
from app.net import protocol as p
from app.net.views import Views

MESSAGES: list[p.Message] = [
    p.Hello(protocol=1, role="player", name="Ann", code="4321", token="t"),
    p.Bet(table=1, hand=3, amount=50),
    p.Act(decision=7, action="hit"),
    p.Act(decision=8, action="raise", amount=150),
    p.Say(text="hit on twelve"),
    p.Ping(sent=1.5),
    p.Direct(act="add_time", arguments={"seconds": 60.0}),
]


@pytest.mark.parametrize("message", MESSAGES, ids=lambda m: type(m).__name__)
def test_client_messages_round_trip(message: p.Message) -> None:
    frame = p.encode(message)
    (body,) = p.FrameReader(p.MAX_CLIENT_FRAME).feed(frame)
    assert p.decode_client(body) == message


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(1, 40), min_size=1, max_size=60))
def test_any_split_of_the_stream_gives_the_same_frames(cuts: list[int]) -> None:
    stream = b"".join(p.encode(m) for m in MESSAGES)
    reader = p.FrameReader(p.MAX_CLIENT_FRAME)
    bodies: list[bytes] = []
    position = 0
    for cut in cuts * 50:
        if position >= len(stream):
            break
        bodies += reader.feed(stream[position:position + cut])
        position += cut
    bodies += reader.feed(stream[position:])
    assert [p.decode_client(body) for body in bodies] == MESSAGES


def test_an_oversized_frame_is_refused_at_its_header() -> None:
    reader = p.FrameReader(p.MAX_CLIENT_FRAME)
    with pytest.raises(p.ProtocolError, match="too large"):
        reader.feed(p.HEADER.pack(p.MAX_CLIENT_FRAME + 1))


@pytest.mark.parametrize("body", [
    b"", b"{}", b"[]", b'{"type": "hello"}', b'{"type": "act", "decision": "x", "action": 1}',
    b'{"type": "hello", "protocol": 1, "role": "king"}',
    b'{"type": "ping", "sent": 0, "extra": 1}', b"\xff\xfe",
])
def test_malformed_messages_are_protocol_errors(body: bytes) -> None:
    with pytest.raises(p.ProtocolError):
        p.decode_client(body)


def test_host_messages_decode_on_the_client() -> None:
    message = p.DecisionRequest(decision=1, table=2, seat="Ann", kind="play",
                                actions=["hit", "stand"], ranges={}, deadline=3.0, hand=0,
                                default="stand")
    (body,) = p.FrameReader(p.MAX_HOST_FRAME).feed(p.encode(message))
    assert p.decode_host(body) == message


def test_a_director_act_is_a_name_and_what_it_takes() -> None:
    """S7-24, protocol 5: an act's name and its arguments; which names there are, and what
    each takes, is the acts' own to judge at the host (tests/net/test_hostile_acts.py); a
    name that cannot be one is refused as it arrives."""
    assert p.decode_client(b'{"type": "direct", "act": "sudden_death"}') == \
        p.Direct(act="sudden_death")
    assert p.decode_client(b'{"type": "direct", "act": "jump", "arguments": {"level": 3}}') \
        == p.Direct(act="jump", arguments={"level": 3})
    with pytest.raises(p.ProtocolError, match=r"Expected `str` matching regex"):
        p.decode_client(b'{"type": "direct", "act": "Explode!"}')
    with pytest.raises(p.ProtocolError, match=r"unknown field `level`"):
        p.decode_client(b'{"type": "direct", "act": "jump", "level": 3}')  # protocol 4's


def test_a_directors_schedule_is_typed_and_reads_as_a_structure_file() -> None:
    """S7-24: the levels to come, with or without the variant; a BJX level has no "max"."""
    body = (b'{"type": "direct", "act": "schedule", "arguments": {"schedule": {'
            b'"level_minutes": 20, "break_every": 0, "break_minutes": 10, "levels": [{'
            b'"level": 1, "min": 25, "minutes": 20}, {"level": 2, "min": 50, "minutes": 20}]}}}')
    direct = p.decode_client(body)
    assert isinstance(direct, p.Direct)
    _, arguments = checked_act(direct.act, direct.arguments)
    schedule = msgspec.convert(arguments["schedule"], p.Schedule)
    assert schedule.variant is None and schedule.levels[1].minimum == 50
    # As stored: no "variant", no "max" added.
    assert arguments == json.loads(body)["arguments"]
    with pytest.raises(IllegalAction, match=r"unknown field `maximum`"):
        checked_act(direct.act, json.loads(body.replace(b'"min": 25',
                                                        b'"min": 25, "maximum": 50'))["arguments"])


def test_a_snapshot_keeps_its_json_shape() -> None:
    """docs/protocol.md: the host's snapshot, typed, is the JSON it always was: the tables by
    number as strings, every seat, standings row and late entry with all its keys (null
    where there is none), the clock as `ClockState.to_dict()` with `rate`, the schedule as
    a structure file."""
    schedule = Schedule.from_dict({"variant": "series7", "level_minutes": 15,
                                   "break_every": 2, "break_minutes": 10,
                                   "levels": [{"min": 25, "max": 50}, {"min": 50, "max": 100}]})
    game = Game(Series7Rules(), name="Night", schedule=schedule, randomness=random.Random(7))
    for name in ("Ann", "Bob", "Cid"):
        game.register(name, 990.0)
    game.start(1000.0)
    level_1 = {"level": 1, "min": 25, "max": 50, "minutes": 15}
    level_2 = {"level": 2, "min": 50, "max": 100, "minutes": 15}
    assert _snapshot(game, {"Dee": EntryTerms(table=1, penalty=500)}) == {
        "type": "snapshot", "variant": "series7", "started": True, "over": False,
        "tables": {"1": [{"name": "Cid", "chips": 4000, "seat": 1},
                         {"name": "Ann", "chips": 4000, "seat": 2},
                         {"name": "Bob", "chips": 4000, "seat": 3}]},
        "dealers": {"1": "Cid"},
        "standings": [{"name": "Ann", "chips": 4000, "place": None, "table": 1},
                      {"name": "Bob", "chips": 4000, "place": None, "table": 1},
                      {"name": "Cid", "chips": 4000, "place": None, "table": 1}],
        "clock": {"now": 1060.0, "started": True, "paused": False, "running": True,
                  "on_break": False, "level": level_1, "next_level": level_2,
                  "remaining": 840.0, "break_remaining": None,
                  "seconds_to_next_break": 1740.0, "elapsed_play": 60.0,
                  "changes_at": 1900.0, "rate": 2.0},
        "players": ["Ann", "Bob", "Cid"], "now": 1060.0,
        "entries": [{"name": "Dee", "table": 1, "penalty": 500}],
        "waitlist": [],
        "schedule": {"variant": "series7", "level_minutes": 15, "break_every": 2,
                     "break_minutes": 10, "levels": [level_1, level_2]},
        "match_played": {},  # 10-hand only (protocol 2)
        # Protocol 4: the director's acts refused now, each with its phrase.
        "acts": {"start": ["started_already", []], "resume": ["not_paused", []],
                 "sudden_death": ["not_heads_up", []], "move": ["one_table", []],
                 "next_tournament": ["one_tournament", []]},
        # Protocol 5: the acts a console draws from what they take.
        "offered": [{"act": "announce", "label": ["announce_label", []], "takes": ["text"]}],
        "pending": [],  # the director's moves waiting for a hand's end (protocol 5)
    }
    # A BJX level has only a minimum: no "max" key (BJX-2); 10-hand has no clock (T10-2).
    bjx = _snapshot(Game(BjxRules(), randomness=random.Random(7)))
    assert bjx["clock"]["level"] == {"level": 1, "min": 25, "minutes": 20}
    assert bjx["schedule"]["levels"][0] == {"level": 1, "min": 25, "minutes": 20}
    tenhand = _snapshot(Game(TenHandRules()))
    assert (tenhand["clock"], tenhand["schedule"]) == (None, None)


def _snapshot(game: Game, entries: dict[str, EntryTerms] | None = None) -> dict[str, Any]:
    """The game's snapshot as the JSON a client reads, at host time 1060 run twice as fast
    (the views' sessions and outbox play no part in it)."""
    time = SimpleNamespace(now=lambda: 1060.0, speedup=2.0)
    views = Views(game, None, None, time, entries or {})  # type: ignore[arg-type]
    data: dict[str, Any] = json.loads(p.encode(views.snapshot())[p.HEADER.size:])
    return data
