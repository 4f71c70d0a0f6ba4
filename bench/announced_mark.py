"""What the announced mark costs the host's commits (issue 20, docs/decisions/announced-mark.md).

The host commits once per turn of its loop, without waiting for the disk (app/net/committer.py);
the worst case is one command per commit. This writes a realistic command (an action with its
three events and its draws) one per commit, as the committer does (synchronous=NORMAL), and
prints commits per second in four ways, alternated over several rounds in one run:

- before: the store as it was before the mark (no chain, no mark: both patched out here);
- chain: the SHA-256 chain over each command's rows, no mark file;
- now: the chain and the mark's pwrite after each commit (what the store does);
- fsync: the same with an fsync of the mark after each commit (the rejected alternative).
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import app.store.database as database
from app.store import EventStore
from app.store.mark import Announced, MarkFile

SECONDS = 1.0  # per way and round
ROUNDS = 9

PAYLOAD = {"table": 1, "seat": "Bot 03", "action": "hit", "amount": None}
EVENTS = [
    {"table": 1, "type": "PlayerActed", "seat": "Bot 03", "action": "hit", "hand": 12},
    {"table": 1, "type": "CardDealt", "seat": "Bot 03", "card": "7h", "total": 19},
    {"table": 1, "type": "TurnPassed", "seat": "Bot 04", "seconds": 30.0},
]


@contextmanager
def way(name: str, store: EventStore) -> Iterator[None]:
    saved_step = getattr(database, "chain_step")  # noqa: B009 (patched below)
    saved_mark, saved_announce = store._mark, MarkFile.announce
    if name == "before":
        setattr(database, "chain_step", lambda previous, command, events: previous)  # noqa: B010
        store._mark = None
    elif name == "chain":
        store._mark = None
    elif name == "fsync":
        def announce_and_fsync(self: MarkFile, point: Announced) -> None:
            saved_announce(self, point)
            self.sync()
        MarkFile.announce = announce_and_fsync  # type: ignore[method-assign]
    try:
        yield
    finally:
        setattr(database, "chain_step", saved_step)  # noqa: B010
        store._mark = saved_mark
        MarkFile.announce = saved_announce  # type: ignore[method-assign]


def commits_per_second(store: EventStore, tournament: int, clock: Callable[[], float]) -> float:
    count, start = 0, clock()
    while clock() - start < SECONDS:
        store.append(tournament, kind="act", payload=PAYLOAD, at=time.time(), draws=[17, 4],
                     events=EVENTS, table=1)
        count += 1
    return count / (clock() - start)


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = EventStore.open(Path(folder) / "bench.sqlite3")
        try:
            store.sync_each_commit(False)  # as the host's committer has it
            tournament = store.create_tournament(name="Bench", variant="series7", settings={},
                                                 at=time.time())
            rates: dict[str, list[float]] = {"before": [], "chain": [], "now": [], "fsync": []}
            for _ in range(ROUNDS):
                for name, measured in rates.items():
                    with way(name, store):
                        measured.append(commits_per_second(store, tournament, time.perf_counter))
                store.sync()
        finally:
            store.close()
    before = statistics.median(rates["before"])
    for name, measured in rates.items():
        rate = statistics.median(measured)
        print(f"{name:>6}: {rate:8.0f} commits/s ({rate / before:.2f} of before, "
              f"{1e6 / rate:.0f} us per commit)")


if __name__ == "__main__":
    main()
