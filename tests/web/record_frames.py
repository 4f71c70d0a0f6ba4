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
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

import msgspec

from app.client.felt_text import hand_label
from app.client.remote_bot import play_as_bot
from app.client.table_state import TableState
from app.core.game import Game
from app.engine.actions import Action, Decision
from app.engine.bots import make_bot
from app.engine.policy import Policy, RoundView, SeatContext
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules
from app.net import protocol as p
from app.net.client import Client
from app.net.host import Host
from app.net.night import HostedNight, NightPlan
from tests.support.waiting import until

FOLDER = Path(__file__).parent / "frames"
HANDS = 8  # hands the recorded seat sees end: enough for splits, soft totals, folds
SEED = 7  # the bots' policies' seed (the host's shuffles are its own: each run differs)
# Each recording: its file, the rules, the seats' names (the first one is recorded).
Rules = Series7Rules | BjxRules | TenHandRules
RECORDINGS: dict[str, tuple[Rules, list[str]]] = {
    "bjx.json": (BjxRules(seats=3), ["Ann", "Bob", "Cid"]),
    "series7.json": (Series7Rules(), ["Ann", "Bob", "Cid", "Dee"]),
    "tenhand.json": (TenHandRules(), ["Ann", "Bob"]),
}


async def record(rules: Rules, names: list[str]) -> list[dict[str, Any]]:
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


WATCHED = "watched.json"  # a whole Series 7 night as a display saw it
WATCHED_NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]
LATE = "Fay"  # enters once the tournament has started (S7-3)
ELIMINATIONS = 1  # the watched recording stops once this many are out


class BoldBets:
    """Basic play with the largest bet allowed every hand: a night of few hands, so its
    recording stays small."""

    def __init__(self, play: Policy) -> None:
        self.play = play

    def bet(self, round_: RoundView, seat: str, context: SeatContext) -> int:
        return round_.bet_range(seat)[1]

    def act(self, round_: RoundView, decision: Decision, context: SeatContext
            ) -> tuple[Action, int | None]:
        return self.play.act(round_, decision, context)


async def record_watched() -> list[dict[str, Any]]:
    """What a display (the night's page watching a player) was sent through a Series 7 night
    at two tables: the director's move of a player from the fuller table, then a late entry,
    until ELIMINATIONS players are out."""
    host = Host(Game(Series7Rules(table_size=3)), join_code="4321", director_code="9999",
                bet_seconds=0.5, decision_seconds=0.5, speedup=300.0,
                start_when=len(WATCHED_NAMES))
    frames: list[dict[str, Any]] = []

    async def in_memory() -> Any:
        return host.connect_local()

    def bot(index: int, name: str) -> asyncio.Task[Any]:
        return asyncio.create_task(play_as_bot(
            in_memory, name=name, code="4321",
            policy=BoldBets(make_bot("basic", random.Random(index))), retry_seconds=0.05))

    display = Client(host.connect_local())
    await display.hello("display", code="4321")
    director = Client(host.connect_local())
    await director.hello("director", code="9999")

    async def watch() -> None:
        while (message := await display.receive()) is not None:
            frames.append(json.loads(msgspec.json.encode(message)))

    async def direct() -> None:
        while await director.receive() is not None:
            pass  # read, so the host's queue to the director never fills

    runner = asyncio.create_task(host.run())
    tasks = [asyncio.create_task(watch()), asyncio.create_task(direct()),
             *(bot(index, name) for index, name in enumerate(WATCHED_NAMES))]
    try:
        await until(lambda: host.game.started, "the tournament started", 30)
        tournament = host.game.tournament
        seated = Counter(tournament.table_of.values())
        source, target = sorted(tournament.table_numbers(), key=lambda number: -seated[number])
        mover = next(name for name, table in tournament.table_of.items() if table == source)
        await director.send(p.Direct(act="move", arguments={"player": mover, "table": target}))
        await until(lambda: tournament.table_of.get(mover) != source, "the player moved", 30)
        tasks.append(bot(len(WATCHED_NAMES), LATE))

        def eliminated() -> list[int]:  # the frame of each elimination, in order
            return [index for index, frame in enumerate(frames) if frame["type"] == "events"
                    for event in frame["events"] if event["type"] == "PlayerEliminated"]

        await until(lambda: len(eliminated()) >= ELIMINATIONS or host.done.is_set(),
                    f"{ELIMINATIONS} out", 120)
        # And the snapshot that follows, to the display.
        last = eliminated()[ELIMINATIONS - 1] if not host.done.is_set() else len(frames)
        await until(lambda: host.done.is_set() or any(
            frame["type"] == "snapshot" for frame in frames[last:]), "the snapshot after", 30)
    finally:
        for task in [runner, *tasks]:
            task.cancel()
        await asyncio.gather(runner, *tasks, return_exceptions=True)
    return frames


NEXT = "next_tournament.json"  # the snapshots a display saw across two tournaments


async def record_next_tournament() -> list[dict[str, Any]]:
    """The snapshots a display (the night's page) was sent through a night of two Series 7
    tournaments (issue 21): the first played to its end by bots, the second opened by the
    director. Only the snapshots are kept: the page's alert of the next tournament reads
    nothing else, and the first tournament's thousands of hand ends would only add bulk."""
    with tempfile.TemporaryDirectory() as folder:
        night = HostedNight(NightPlan(
            name="Friday", rules=Series7Rules(field_max=2), join_code="4321",
            director_code="9999", database=Path(folder) / "night.sqlite3", bet_seconds=0.2,
            decision_seconds=0.2, speedup=3000.0, start_when=2))
        host = await night.start()
        display = Client(await night.connect())
        await display.hello("display", code="4321")
        frames: list[dict[str, Any]] = []

        async def watch() -> None:
            while (message := await display.receive()) is not None:
                if isinstance(message, p.Snapshot):
                    frames.append(json.loads(msgspec.json.encode(message)))

        watcher = asyncio.create_task(watch())
        for seed, name in enumerate(["Ann", "Bob"]):
            night.run_beside(play_as_bot(night.connect, name=name, code="4321",
                                         policy=BoldBets(make_bot("basic", random.Random(seed))),
                                         retry_seconds=0.05))
        async with asyncio.timeout(120):
            await host.done.wait()
            await until(lambda: night.stored_finished, "the first stored as finished", 120)
            refusal = await night.next_tournament()
            assert not refusal, refusal
            await until(lambda: frames and not frames[-1]["over"],
                        "the next tournament's snapshot", 120)
        watcher.cancel()
        await asyncio.gather(watcher, return_exceptions=True)
        display.close()
        await night.stop()
    return frames


CHECKPOINT = 25  # frames between two looks at the desktop's standings


def desktop_standings(frames: list[dict[str, Any]]) -> dict[str, list[list[Any]]]:
    """The standings a display's desktop model (TableState) held every CHECKPOINT frames, by
    the frame's index: [name, chips, place] rows, as chips move with every table's hands."""
    state = TableState(me="")
    kept: dict[str, list[list[Any]]] = {}
    for index, frame in enumerate(frames):
        state.apply(p.decode_host(json.dumps(frame).encode()))
        if index % CHECKPOINT == 0 or index == len(frames) - 1:
            kept[str(index)] = [[row.name, row.chips, row.place] for row in state.standings]
    return kept


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
    watched = asyncio.run(record_watched())
    (FOLDER / WATCHED).write_text(
        json.dumps({"variant": "series7", "frames": watched,
                    "standings": desktop_standings(watched)}, separators=(",", ":")) + "\n",
        encoding="utf-8")
    print(f"{WATCHED}: {len(watched)} messages")
    snapshots = asyncio.run(record_next_tournament())
    (FOLDER / NEXT).write_text(json.dumps({"variant": "series7", "frames": snapshots},
                                          separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{NEXT}: {len(snapshots)} snapshots")
    return 0


if __name__ == "__main__":
    sys.exit(main())
