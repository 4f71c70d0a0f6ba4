"""The host's messages the web page's tests replay (tests/web/frames/, recorded by
tests/web/record_frames.py) are still what the host sends: each decodes as a host message of
docs/protocol.md, each event as an engine event (app/core/wire.py), and a face-down card of
another seat is never in them (C-11). A change of the wire fails here: record them again."""

from __future__ import annotations

import json

import pytest

from app.core.wire import event_from_dict
from app.net import protocol as p
from tests.web.record_frames import FOLDER, NEXT, RECORDINGS, WATCHED


@pytest.mark.parametrize("file", sorted(RECORDINGS))
def test_recorded_frames_are_the_hosts_messages(file: str) -> None:
    recording = json.loads((FOLDER / file).read_text(encoding="utf-8"))
    frames = recording["frames"]
    assert len(recording["desktop"]) == len(frames)
    hands = 0
    for frame in frames:
        message = p.decode_host(json.dumps(frame).encode())
        if isinstance(message, p.Events):
            for data in message.events:
                event = event_from_dict(data)
                hands += type(event).__name__ == "HandEnded"
                if data["type"] == "CardDealt" and not data["face_up"] \
                        and data["seat"] != recording["seat"]:
                    assert data["card"] is None, data
    assert hands >= 8


def test_the_watched_night_is_what_a_display_is_sent() -> None:
    """A display is sent no hand's cards, only each hand's end (docs/protocol.md, Joining)."""
    recording = json.loads((FOLDER / WATCHED).read_text(encoding="utf-8"))
    kinds = set()
    for frame in recording["frames"]:
        message = p.decode_host(json.dumps(frame).encode())
        if isinstance(message, p.Events):
            kinds |= {type(event_from_dict(data)).__name__ for data in message.events}
            if message.table is not None:
                assert {data["type"] for data in message.events} <= {"HandEnded", "HandVoided"}
    assert {"PlayerMoved", "LateEntered", "PlayerEliminated"} <= kinds


def test_the_next_tournament_is_two_tournaments_of_snapshots() -> None:
    recording = json.loads((FOLDER / NEXT).read_text(encoding="utf-8"))
    snapshots = [p.decode_host(json.dumps(frame).encode()) for frame in recording["frames"]]
    assert all(isinstance(snapshot, p.Snapshot) for snapshot in snapshots)
    over = [snapshot.over for snapshot in snapshots if isinstance(snapshot, p.Snapshot)]
    assert True in over and over[-1] is False and over.index(True) < len(over) - 1


def test_the_recordings_are_where_the_tests_read_them() -> None:
    assert sorted(path.name for path in FOLDER.glob("*.json")) == \
        sorted([*RECORDINGS, WATCHED, NEXT])
