"""Record what one seat is sent by a real host, for the web page's own tests (tests/web/*.test.mjs
read the files this writes, `node --test tests/web/`): a host of the variant with bots for
every seat, and the messages the first bot got, each as the host encodes it (docs/protocol.md,
"What the host sends"), until it has seen HANDS hands end.

    .venv/bin/python -m tests.web.record_frames   # rewrites tests/web/frames/*.json

The recorded files are kept in git so the JavaScript tests run without Python; test_frames.py
checks that every recorded message still decodes as the host's (so a change of the wire shows).
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from pathlib import Path
from typing import Any

import msgspec

from app.client.felt_text import hand_label
from app.client.remote_bot import play_as_bot
from app.client.table_state import TableState
from app.engine.bots import make_bot
from app.engine.rules import BjxRules, Series7Rules, TenHandRules, _Rules
from app.net import protocol as p
from app.net.game import Game
from app.net.host import Host

FOLDER = Path(__file__).parent / "frames"
HANDS = 8  # hands the recorded seat sees end: enough for splits, soft totals, folds
SEED = 7  # the bots' policies' seed (the host's shuffles are its own: each run differs)
# Each recording: its file, the rules, the seats' names (the first one is recorded).
RECORDINGS: dict[str, tuple[_Rules, list[str]]] = {
    "bjx.json": (BjxRules(seats=3), ["Ann", "Bob", "Cid"]),
    "series7.json": (Series7Rules(), ["Ann", "Bob", "Cid", "Dee"]),
    "tenhand.json": (TenHandRules(), ["Ann", "Bob"]),
}


async def record(rules: _Rules, names: list[str]) -> list[dict[str, Any]]:
    """The messages `names[0]` was sent until it saw HANDS hands end."""
    host = Host(Game(rules), join_code="4321", bet_seconds=2.0, decision_seconds=2.0,
                speedup=100.0, start_when=len(names))
    frames: list[dict[str, Any]] = []
    ended = asyncio.Event()

    def kept(message: p.HostMessage) -> None:
        data = json.loads(msgspec.json.encode(message))
        frames.append(data)
        if sum(1 for frame in frames if frame["type"] == "events"
               for event in frame["events"] if event["type"] == "HandEnded") >= HANDS:
            ended.set()

    async def in_memory() -> Any:
        return host.connect_local()

    runner = asyncio.create_task(host.run())
    bots = [asyncio.create_task(play_as_bot(
        in_memory, name=name, code="4321", policy=make_bot("basic", random.Random(SEED + index)),
        on_message=kept if index == 0 else None)) for index, name in enumerate(names)]
    try:
        await asyncio.wait_for(ended.wait(), 120)
    finally:
        for task in [runner, *bots]:
            task.cancel()
        await asyncio.gather(runner, *bots, return_exceptions=True)
    return frames


def desktop_views(seat: str, frames: list[dict[str, Any]]) -> list[dict[str, Any] | None]:
    """What the desktop's model of a seat (app/client/table_state.py) shows after each frame:
    for a frame of events at the seat's table, every seat's chips, cards and hand labels (the
    felt's `hand_label`); None after the others. The page's model must show the same."""
    state = TableState(me=seat)
    views: list[dict[str, Any] | None] = []
    for frame in frames:
        message = p.decode_host(json.dumps(frame).encode())
        state.apply(message)
        if not (isinstance(message, p.Events) and message.table is not None
                and message.table == state.table):
            views.append(None)
            continue
        views.append({"table": state.table, "seats": [
            {"name": each.name, "chips": each.chips,
             "cards": [[None if card is None else str(card) for card in hand.cards]
                       for hand in each.hands],
             "labels": [hand_label(hand) for hand in each.hands]}
            for each in state.seats if each.in_hand]})
    return views


def main() -> int:
    FOLDER.mkdir(exist_ok=True)
    for file, (rules, names) in RECORDINGS.items():
        frames = asyncio.run(record(rules, names))
        body = {"seat": names[0], "variant": rules.variant.value, "frames": frames,
                "desktop": desktop_views(names[0], frames)}
        (FOLDER / file).write_text(json.dumps(body, indent=None, separators=(",", ":")) + "\n",
                                   encoding="utf-8")
        print(f"{file}: {len(frames)} messages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
