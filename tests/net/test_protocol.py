"""Frames and messages: round trips, any split of the byte stream, size limits."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.net import protocol as p

MESSAGES: list[p.Message] = [
    p.Hello(protocol=1, role="player", name="Ann", code="4321", token="t"),
    p.Bet(table=1, hand=3, amount=50),
    p.Act(decision=7, action="hit"),
    p.Act(decision=8, action="raise", amount=150),
    p.Say(text="hit on twelve"),
    p.Ping(sent=1.5),
    p.Direct(act="add_time", seconds=60.0),
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
