"""The event store: durable appends, foreign files refused, readers beside the writer, exports."""

from __future__ import annotations

import contextlib
import csv
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.core.hands_csv import export_csv
from app.core.record import export_json
from app.store import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    EventStore,
    StoreError,
    as_stored,
    default_database_path,
)
from app.store.export import HandRow, write_csv

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "pitboss.sqlite3"


@pytest.fixture
def store(path: Path) -> Iterator[EventStore]:
    with EventStore.open(path) as opened:
        yield opened


def new_tournament(store: EventStore, name: str = "Friday night") -> int:
    return store.create_tournament(
        name=name, variant="series7", settings={"seats": 6, "levels": [1, 2]}, at=100.0
    )


def command_events(seq: int, count: int = 5) -> list[dict[str, Any]]:
    return [{"type": "CardDealt", "seat": "ann", "command": seq, "i": i} for i in range(count)]


# -- the file --------------------------------------------------------------------------------


def test_open_creates_the_folder_and_a_pitboss_database(path: Path) -> None:
    with EventStore.open(path) as store:
        assert store.tournaments() == []
        db = store._connection
        assert db is not None
        # Per-connection settings: fsync at every commit, foreign keys checked.
        assert db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary left over
    raw = sqlite3.connect(path)
    try:
        assert raw.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        tables = {row[0] for row in raw.execute("SELECT name FROM sqlite_master")}
        assert {"tournaments", "commands", "events", "results"} <= tables
        assert {"commands_in_order", "events_in_order"} <= tables
    finally:
        raw.close()


def test_an_empty_file_becomes_a_new_database(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    path.touch()
    with EventStore.open(str(path)) as store:
        new_tournament(store)
    with EventStore.open(path) as store:
        assert [t.name for t in store.tournaments()] == ["Friday night"]


def test_the_default_database_lives_in_the_user_data_folder() -> None:
    path = default_database_path()
    assert path.name == "pitboss.sqlite3"
    assert path.parent.name == "pitboss"
    assert path.is_absolute()


def test_a_closed_store_says_so(path: Path) -> None:
    store = EventStore.open(path)
    store.close()
    store.close()  # a second close does nothing
    with pytest.raises(StoreError, match="closed"):
        store.tournaments()


# -- files that are not Pitboss databases ------------------------------------------------------


def pitboss_database(path: Path, commands: int = 0) -> None:
    with EventStore.open(path) as store:
        tournament = new_tournament(store)
        for seq in range(1, commands + 1):
            store.append(
                tournament,
                kind="act",
                payload={"text": "x" * 200},
                at=float(seq),
                events=command_events(seq),
            )


def text_file(path: Path) -> None:
    path.write_text("Shopping list\n- chips\n- cards\n")


def random_bytes(path: Path) -> None:
    path.write_bytes(random.Random(7).randbytes(8192))


def another_apps_database(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE contacts (name TEXT, phone TEXT)")
    db.execute("INSERT INTO contacts VALUES ('Ann', '555-0100')")
    db.commit()
    db.close()


def another_apps_database_with_our_table_names(path: Path) -> None:
    db = sqlite3.connect(path)
    for table in ("tournaments", "commands", "events", "results"):
        db.execute(f"CREATE TABLE {table} (x)")
    db.commit()
    db.close()


def newer_pitboss_database(path: Path) -> None:
    pitboss_database(path)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.close()


def truncated_at_a_page(path: Path) -> None:
    pitboss_database(path, commands=200)
    size = path.stat().st_size
    page = 4096
    assert size > 8 * page
    os.truncate(path, (size // 2) // page * page)


def truncated_mid_page(path: Path) -> None:
    pitboss_database(path, commands=50)
    os.truncate(path, 3000)


def truncated_in_the_header(path: Path) -> None:
    pitboss_database(path)
    os.truncate(path, 60)


def damaged_page(path: Path) -> None:
    pitboss_database(path, commands=200)
    page = 4096
    pages = path.stat().st_size // page
    with path.open("r+b") as file:
        file.seek((pages // 2) * page)
        file.write(random.Random(3).randbytes(page))


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (text_file, "is not a Pitboss database (it is not an SQLite database at all)"),
        (random_bytes, "is not a Pitboss database (it is not an SQLite database at all)"),
        (another_apps_database, "is not a Pitboss database (it is the SQLite database of another"),
        (another_apps_database_with_our_table_names, "is not a Pitboss database"),
        (
            newer_pitboss_database,
            "newer Pitboss (database version 99); this program reads version 3",
        ),
        (truncated_at_a_page, "is not a Pitboss database (it is damaged: it has been cut short"),
        (truncated_mid_page, "is not a Pitboss database (it is damaged: it has been cut short"),
        (truncated_in_the_header, "is not a Pitboss database"),
        (damaged_page, "is not a Pitboss database (it is damaged"),
    ],
)
def test_a_file_that_is_not_a_pitboss_database_is_refused_and_left_alone(
    tmp_path: Path, make: Any, message: str
) -> None:
    path = tmp_path / "file.sqlite3"
    make(path)
    before = path.read_bytes()
    # Its modification time set a minute back, so that any write would show in it.
    then = path.stat().st_mtime_ns - 60 * 10**9
    os.utime(path, ns=(then, then))
    stamp = path.stat().st_mtime_ns
    folder = sorted(os.listdir(tmp_path))
    for readonly in (False, True):
        with pytest.raises(StoreError) as caught:
            EventStore.open(path, readonly=readonly)
        assert message in str(caught.value)
        assert str(path) in str(caught.value)
        assert "left as it is" in str(caught.value)
        assert path.read_bytes() == before
        assert path.stat().st_mtime_ns == stamp
        # Nothing beside it: no journal, no temporary. A read-only SQLite connection to a file
        # that passed the header checks cannot remove the (empty) WAL and index it opened.
        extra = set(os.listdir(tmp_path)) - set(folder)
        if readonly:
            assert extra <= {"file.sqlite3-wal", "file.sqlite3-shm"}
            assert not extra or (tmp_path / "file.sqlite3-wal").stat().st_size == 0
        else:
            assert extra == set()


def test_a_newer_version_still_in_the_wal_is_refused_too(path: Path) -> None:
    """The header check sees only the main file; the version SQLite reads is checked as well."""
    pitboss_database(path)
    newer = sqlite3.connect(path)
    try:
        newer.execute("PRAGMA wal_autocheckpoint = 0")  # keep the change in the WAL
        newer.execute("PRAGMA user_version = 7")
        with path.open("rb") as file:
            assert int.from_bytes(file.read(100)[60:64], "big") == SCHEMA_VERSION
        before = path.read_bytes()
        with pytest.raises(StoreError, match=r"database version 7.*reads version 3"):
            EventStore.open(path)
        assert path.read_bytes() == before
    finally:
        newer.close()


def test_a_folder_is_not_a_database(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="is not a Pitboss database"):
        EventStore.open(tmp_path)


def test_readonly_does_not_create(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="There is no Pitboss database"):
        EventStore.open(tmp_path / "missing.sqlite3", readonly=True)
    assert not (tmp_path / "missing.sqlite3").exists()


# -- tournaments, commands, events --------------------------------------------------------------


def test_tournaments_are_listed_with_their_settings(store: EventStore) -> None:
    first = new_tournament(store, "One")
    second = store.create_tournament(name="Two", variant="bjx", settings={}, at=200.5)
    records = store.tournaments()
    assert [(t.id, t.name, t.variant, t.status) for t in records] == [
        (first, "One", "series7", "running"),
        (second, "Two", "bjx", "running"),
    ]
    assert records[0].settings == {"seats": 6, "levels": [1, 2]}
    assert records[1].created_at == 200.5 and records[1].finished_at is None
    assert store.tournament(second) == records[1]
    with pytest.raises(StoreError, match="no tournament 99"):
        store.tournament(99)


def test_commands_and_events_come_back_in_order(store: EventStore) -> None:
    tournament = new_tournament(store)
    other = new_tournament(store, "Another")
    big = [2**64 + 1, 2**200, 0, 5]  # draws beyond SQLite's 64-bit integers
    assert store.append(tournament, kind="register", payload={"name": "ann"}, at=1.0) == 1
    assert store.append(other, kind="register", payload={"name": "bob"}, at=1.5) == 1
    seq = store.append(
        tournament,
        kind="start_hand",
        payload={"table": 2},
        at=2.0,
        draws=big,
        events=[{"type": "HandStarted", "dealer": "ann"}, {"type": "CardDealt", "seat": "bob"}],
        table=2,
    )
    assert seq == 2
    assert store.append(tournament, kind="act", payload={}, at=3.0, draws=[], events=[]) == 3

    commands = list(store.commands(tournament))
    assert [(c.seq, c.kind, c.at, c.table) for c in commands] == [
        (1, "register", 1.0, None),
        (2, "start_hand", 2.0, 2),
        (3, "act", 3.0, None),
    ]
    assert commands[0].payload == {"name": "ann"} and commands[0].draws is None
    assert commands[1].draws == big and commands[2].draws == []

    events = list(store.events(tournament))
    assert [(e.seq, e.command, e.table, e.at) for e in events] == [(1, 2, 2, 2.0), (2, 2, 2, 2.0)]
    assert events[0].payload == {"type": "HandStarted", "dealer": "ann"}
    assert [e.seq for e in store.events(tournament, since=1)] == [2]
    assert list(store.events(tournament, since=2)) == []
    assert [c.payload for c in store.commands(other)] == [{"name": "bob"}]
    # Stored as JSON text, not as SQLite integers that would overflow.
    db = store._connection
    assert db is not None
    assert db.execute("SELECT typeof(draws) FROM commands WHERE seq = 2").fetchone()[0] == "text"


def test_an_event_with_its_own_table_is_filed_under_it(store: EventStore) -> None:
    tournament = new_tournament(store)
    store.append(
        tournament,
        kind="seat_draw",
        payload={},
        at=1.0,
        events=[
            {"type": "SeatDrawn", "name": "ann", "table": 1},
            {"type": "SeatDrawn", "name": "bob", "table": 2},
            {"type": "Announcement", "table": True},  # a bool is no table number
        ],
    )
    assert [e.table for e in store.events(tournament)] == [1, 2, None]


def test_the_stored_form_is_the_json_form(store: EventStore) -> None:
    tournament = new_tournament(store)
    event = {"type": "HandEnded", "net": {"ann": -5}, "players": ("ann", "bob"), "k": {1: "a"}}
    store.append(tournament, kind="act", payload={"t": (1, 2)}, at=1.0, events=[event])
    stored = next(store.events(tournament)).payload
    assert stored != event  # tuples came back as lists, keys as strings
    assert stored == as_stored(event)
    assert next(store.commands(tournament)).payload == {"t": [1, 2]}


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"payload": {"when": object()}}, "cannot be stored as JSON"),
        ({"events": [{"type": "X"}, {"cards": {1, 2}}]}, "Event 2 cannot be stored as JSON"),
        ({"events": [{"x": float("nan")}]}, "cannot be stored as JSON"),
        ({"payload": {"name": "\ud800"}}, "cannot be stored as JSON"),
        ({"draws": [1, True]}, "draws must be integers"),
        ({"draws": [1, 2.5]}, "draws must be integers"),
        ({"kind": ""}, "kind must be some text"),
        ({"at": float("inf")}, "finite number"),
        ({"table": "2"}, "table must be a whole number"),
        ({"payload": ["not", "a", "dict"]}, "must be a dict"),
    ],
)
def test_what_cannot_be_stored_is_refused_and_nothing_is_written(
    store: EventStore, arguments: dict[str, Any], message: str
) -> None:
    tournament = new_tournament(store)
    store.append(tournament, kind="first", payload={}, at=0.0, events=[{"type": "A"}])
    call: dict[str, Any] = {"kind": "act", "payload": {}, "at": 1.0} | arguments
    with pytest.raises(StoreError, match=message):
        store.append(tournament, **call)
    assert [c.seq for c in store.commands(tournament)] == [1]
    assert [e.seq for e in store.events(tournament)] == [1]
    assert store.append(tournament, kind="next", payload={}, at=2.0, events=[{"type": "B"}]) == 2
    assert [e.seq for e in store.events(tournament)] == [1, 2]


def test_appending_to_an_unknown_or_finished_tournament_is_refused(store: EventStore) -> None:
    with pytest.raises(StoreError, match="no tournament 7"):
        store.append(7, kind="act", payload={}, at=1.0)
    with pytest.raises(StoreError, match="no tournament 7"):
        store.commands(7)
    tournament = new_tournament(store)
    store.finish(tournament, status="cancelled", standings=[], at=5.0)
    with pytest.raises(StoreError, match="is cancelled: nothing more can be recorded"):
        store.append(tournament, kind="act", payload={}, at=6.0)


def test_finish_records_status_time_and_results(store: EventStore) -> None:
    tournament = new_tournament(store)
    assert store.results(tournament) == []
    standings = [
        {"name": "ann", "place": 1, "chips": 12000, "eliminated_at_hand": None},
        {"name": "bob", "place": 2, "chips": 0, "eliminated_at_hand": 41, "table": 1},
        {"name": "cy", "place": 2, "chips": 0, "eliminated_at_hand": 41},
    ]
    store.finish(tournament, status="finished", standings=standings, at=900.0)
    record = store.tournament(tournament)
    assert record.status == "finished" and record.finished_at == 900.0
    assert store.results(tournament) == standings
    with pytest.raises(StoreError, match="is finished"):
        store.finish(tournament, status="finished", standings=standings, at=901.0)


@pytest.mark.parametrize(
    ("status", "rows", "message"),
    [
        ("done", [], "not 'done'"),
        ("running", [], "not 'running'"),
        ("finished", [{"name": "ann", "place": 1, "chips": 5}], "lacks eliminated_at_hand"),
        ("finished", [{"name": "a", "place": "1", "chips": 5, "eliminated_at_hand": None}],
         "place must be a whole number"),
        ("finished", [{"name": 3, "place": 1, "chips": 5, "eliminated_at_hand": None}],
         "name must be text"),
    ],
)
def test_bad_standings_are_refused(
    store: EventStore, status: str, rows: list[dict[str, Any]], message: str
) -> None:
    tournament = new_tournament(store)
    with pytest.raises(StoreError, match=message):
        store.finish(tournament, status=status, standings=rows, at=1.0)
    assert store.tournament(tournament).status == "running"
    assert store.results(tournament) == []


def test_appends_from_another_thread(store: EventStore) -> None:
    """The host may append from a worker thread so that the fsync does not stall its loop."""
    tournament = new_tournament(store)
    seqs: list[int] = []

    def work() -> None:
        for n in range(20):
            seqs.append(store.append(tournament, kind="act", payload={"n": n}, at=float(n)))

    threads = [threading.Thread(target=work) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(seqs) == list(range(1, 61))


# -- hands -------------------------------------------------------------------------------------


def play(store: EventStore, tournament: int, table: int | None, *types: str) -> None:
    store.append(
        tournament,
        kind="act",
        payload={},
        at=1.0,
        table=table,
        events=[{"type": kind, "table_seen": table} for kind in types],
    )


def test_hands_are_cut_per_table_with_their_chat(store: EventStore) -> None:
    tournament = new_tournament(store)
    play(store, tournament, None, "SeatDrawn", "ClockStarted")
    play(store, tournament, 1, "HandStarted", "CardDealt")
    play(store, tournament, 2, "Chat")  # between hands at table 2: in no hand
    play(store, tournament, 2, "HandStarted")
    play(store, tournament, 1, "Chat")  # during table 1's hand
    play(store, tournament, None, "Chat")  # lobby chat: in no hand
    play(store, tournament, 2, "ActionTaken", "HandEnded", "PlayerEliminated")
    play(store, tournament, 1, "BetSettled", "HandEnded")
    play(store, tournament, 1, "HandStarted", "CardDealt")  # still being played

    hands = store.hands(tournament)
    summary = [
        (h.table, h.hand, h.complete, [e.payload["type"] for e in h.events]) for h in hands
    ]
    assert summary == [
        (1, 1, True, ["HandStarted", "CardDealt", "Chat", "BetSettled", "HandEnded"]),
        (2, 1, True, ["HandStarted", "ActionTaken", "HandEnded"]),
        (1, 2, False, ["HandStarted", "CardDealt"]),
    ]
    assert all(e.table == h.table for h in hands for e in h.events)


def test_a_hand_cut_short_by_a_new_hand_is_incomplete(store: EventStore) -> None:
    tournament = new_tournament(store)
    play(store, tournament, 3, "HandStarted", "CardDealt")
    play(store, tournament, 3, "HandStarted", "HandVoided", "HandEnded")
    hands = store.hands(tournament)
    assert [(h.hand, h.complete, len(h.events)) for h in hands] == [(1, False, 2), (2, True, 3)]


# -- exports -----------------------------------------------------------------------------------


def finished_tournament(store: EventStore) -> int:
    tournament = new_tournament(store, "Café night, \"the big one\"")
    play(store, tournament, 1, "HandStarted", "CardDealt")
    store.append(
        tournament,
        kind="chat",
        payload={},
        at=2.0,
        table=1,
        events=[{"type": "Chat", "text": "nice hand, ann; \"really\"\nwow ♠"}],
    )
    play(store, tournament, 1, "HandEnded")
    play(store, tournament, 2, "HandStarted", "HandEnded")
    store.finish(
        tournament,
        status="finished",
        standings=[
            {"name": "ann", "place": 1, "chips": 8000, "eliminated_at_hand": None},
            {"name": "bob, jr.", "place": 2, "chips": 0, "eliminated_at_hand": 1},
        ],
        at=50.0,
    )
    return tournament


def test_json_export_round_trips(store: EventStore, tmp_path: Path) -> None:
    tournament = finished_tournament(store)
    target = tmp_path / "exports" / "night.json"
    export_json(store, tournament, target)  # the tournament's record (app/core/record.py)
    document = json.loads(target.read_text(encoding="utf-8"))
    # Format 2 adds the tournament's own events, the director's acts and the clock's levels
    # (docs/export.md), and keeps format 1's fields as they were.
    assert document["format"] == "pitboss-tournament" and document["format_version"] == 2
    assert document["tournament"] == {
        "id": tournament,
        "name": "Café night, \"the big one\"",
        "variant": "series7",
        "settings": {"seats": 6, "levels": [1, 2]},
        "created_at": 100.0,
        "finished_at": 50.0,
        "status": "finished",
    }
    assert document["results"] == store.results(tournament)
    hands = store.hands(tournament)
    assert [(h["table"], h["hand"], h["complete"]) for h in document["hands"]] == [
        (1, 1, True),
        (2, 1, True),
    ]
    for exported, hand in zip(document["hands"], hands, strict=True):
        assert exported["events"] == [
            {"seq": e.seq, "command": e.command, "table": e.table, "at": e.at,
             "payload": e.payload}
            for e in hand.events
        ]
    assert document["hands"][0]["events"][2]["payload"]["text"].endswith("wow ♠")
    assert sorted(os.listdir(target.parent)) == ["night.json"]  # no temporary left


def test_csv_export_round_trips(store: EventStore, tmp_path: Path) -> None:
    """results.csv as stored; hands.csv's rows (app/core/hands_csv.py makes them from the
    events) come back cell for cell through the csv module, commas, quotes and empties too."""
    tournament = finished_tournament(store)
    folder = tmp_path / "csv"
    hand_rows = [
        HandRow(hand=1, table=1, seat="bob, jr.", role="player", cards="AS TD | 8C",
                total="21 | 8", bet=50, chips_before=4000, net=-50, chips_after=3950),
        HandRow(hand=1, table=None, seat="the \"house\"", role="dealer", cards="9H 7D",
                total="16", bet=None, chips_before=None, net=None, chips_after=None),
    ]
    results_path, hands_path = write_csv(store.results(tournament), hand_rows, folder)
    assert (results_path.name, hands_path.name) == ("results.csv", "hands.csv")
    with results_path.open(newline="", encoding="utf-8") as file:
        results = list(csv.DictReader(file))
    assert results == [
        {"place": "1", "name": "ann", "chips": "8000", "eliminated_at_hand": ""},
        {"place": "2", "name": "bob, jr.", "chips": "0", "eliminated_at_hand": "1"},
    ]
    with hands_path.open(newline="", encoding="utf-8") as file:
        reader = csv.DictReader(file)
        assert reader.fieldnames == ["hand", "table", "seat", "role", "cards", "total", "bet",
                                     "chips_before", "net", "chips_after"]
        rows = list(reader)
    assert rows == [
        {"hand": "1", "table": "1", "seat": "bob, jr.", "role": "player", "cards": "AS TD | 8C",
         "total": "21 | 8", "bet": "50", "chips_before": "4000", "net": "-50",
         "chips_after": "3950"},
        {"hand": "1", "table": "", "seat": "the \"house\"", "role": "dealer", "cards": "9H 7D",
         "total": "16", "bet": "", "chips_before": "", "net": "", "chips_after": ""},
    ]
    assert sorted(os.listdir(folder)) == ["hands.csv", "results.csv"]


def test_exports_of_an_unknown_tournament_are_refused(store: EventStore, tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="no tournament 5"):
        export_json(store, 5, tmp_path / "x.json")
    with pytest.raises(StoreError, match="no tournament 5"):
        export_csv(store, 5, tmp_path / "csv")
    assert not (tmp_path / "x.json").exists() and not (tmp_path / "csv").exists()


# -- readers beside the writer -----------------------------------------------------------------


def test_a_second_store_reads_while_the_host_writes(path: Path) -> None:
    writer = EventStore.open(path)
    try:
        tournament = new_tournament(writer)
        writer.append(tournament, kind="act", payload={}, at=1.0, events=command_events(1))
        stop = threading.Event()
        failures: list[BaseException] = []

        def host() -> None:
            try:
                seq = 1
                while not stop.is_set() and seq < 2000:
                    seq += 1
                    writer.append(
                        tournament, kind="act", payload={}, at=1.0, events=command_events(seq)
                    )
            except BaseException as error:  # reported by the main thread
                failures.append(error)

        thread = threading.Thread(target=host)
        thread.start()
        try:
            seen = 0
            for readonly in (False, True, False, True):
                with EventStore.open(path, readonly=readonly) as reader:
                    assert [t.id for t in reader.tournaments()] == [tournament]
                    commands = [c.seq for c in reader.commands(tournament)]
                    assert commands == list(range(1, len(commands) + 1))
                    events = list(reader.events(tournament))
                    # Each command came with its 5 events, all or nothing.
                    assert len(events) % 5 == 0 and len(events) // 5 >= len(commands)
                    for event in events:
                        assert event.payload["command"] == event.command
                        assert event.seq == (event.command - 1) * 5 + event.payload["i"] + 1
                    assert len(commands) >= seen
                    seen = len(commands)
                    if readonly:
                        with pytest.raises(StoreError, match="for reading only"):
                            reader.append(tournament, kind="act", payload={}, at=1.0)
        finally:
            stop.set()
            thread.join()
        assert failures == []
    finally:
        writer.close()


# -- durability ----------------------------------------------------------------------------------

# Appends commands forever, printing each seq once `append` has returned it.
APPENDER = """
import sys
sys.path.insert(0, sys.argv[2])
from app.store import EventStore

store = EventStore.open(sys.argv[1])
found = store.tournaments()
if found:
    tournament = found[0].id
else:
    tournament = store.create_tournament(name="Soak", variant="series7", settings={}, at=0.0)
seq = sum(1 for _ in store.commands(tournament))
while True:
    seq += 1
    events = [{"type": "CardDealt", "command": seq, "i": i} for i in range(5)]
    got = store.append(tournament, kind="act", payload={"n": seq}, at=float(seq),
                       draws=[seq, 2**64 + seq], events=events, table=seq % 3)
    assert got == seq, (got, seq)
    print(got, flush=True)
"""


def check_log(path: Path) -> int:
    """Every command with all its events and nothing else; returns the number of commands."""
    with EventStore.open(path) as store:
        tournaments = store.tournaments()
        if not tournaments:
            return 0
        assert len(tournaments) == 1
        tournament = tournaments[0].id
        commands = list(store.commands(tournament))
        count = len(commands)
        assert [c.seq for c in commands] == list(range(1, count + 1))
        for command in commands:
            assert command.payload == {"n": command.seq}
            assert command.draws == [command.seq, 2**64 + command.seq]
            assert command.table == command.seq % 3
        events = list(store.events(tournament))
        assert [e.seq for e in events] == list(range(1, 5 * count + 1))
        for event in events:
            command, i = divmod(event.seq - 1, 5)
            assert (event.command, event.payload) == (
                command + 1,
                {"type": "CardDealt", "command": command + 1, "i": i},
            )
        return count


def test_nothing_returned_by_append_is_lost_when_the_host_is_killed(tmp_path: Path) -> None:
    path = tmp_path / "soak" / "pitboss.sqlite3"
    rng = random.Random(20240607)
    # The first kills land early (while the file is being created or opened), the rest mid-run.
    delays = [0.05, 0.2] + [rng.uniform(0.3, 1.2) for _ in range(6)]
    printed_total = 0
    for round_, delay in enumerate(delays):
        out = tmp_path / f"printed-{round_}.txt"
        with out.open("w") as sink:
            child = subprocess.Popen(
                [sys.executable, "-c", APPENDER, str(path), str(ROOT)],
                stdout=sink,
                stderr=subprocess.PIPE,
            )
            # real time: killed `delay` seconds into its run, wherever that finds it (unless
            # it has ended by then: the return code below then says how).
            with contextlib.suppress(subprocess.TimeoutExpired):
                child.wait(timeout=delay)
            child.send_signal(signal.SIGKILL)
            _, errors = child.communicate()
        assert child.returncode == -signal.SIGKILL, errors.decode()
        text = out.read_text()
        # A line cut short by the kill (no newline yet) proves nothing; every full one must hold.
        printed = [int(line) for line in text.splitlines(keepends=True) if line.endswith("\n")]
        stored = check_log(path)
        assert all(seq <= stored for seq in printed), (max(printed), stored)
        if printed:
            assert printed == list(range(printed[0], printed[-1] + 1))
            # At most the one append that committed before its print was cut off is extra.
            assert stored - printed[-1] <= 1
        printed_total += len(printed)
    assert printed_total > 100  # the kills did land between appends


# -- speed ---------------------------------------------------------------------------------------


def append_many(store: EventStore, count: int) -> float:
    tournament = new_tournament(store)
    started = time.perf_counter()
    for seq in range(1, count + 1):
        store.append(
            tournament,
            kind="act",
            payload={"seat": "ann", "action": "hit"},
            at=float(seq),
            draws=[seq],
            events=command_events(seq),
            table=1,
        )
    return time.perf_counter() - started


def test_appends_are_quick_enough(store: EventStore) -> None:
    elapsed = append_many(store, 1000)
    assert elapsed < 10, f"1,000 durable appends took {elapsed:.1f} s"


@pytest.mark.slow
def test_ten_thousand_appends_well_under_thirty_seconds(store: EventStore) -> None:
    elapsed = append_many(store, 10_000)
    print(f"10,000 appends with 5 events each: {elapsed:.2f} s ({10_000 / elapsed:.0f}/s)")
    assert elapsed < 30


def test_without_a_sync_at_each_commit_sync_checkpoints_everything_committed(
        store: EventStore, path: Path) -> None:
    """The host's mode: commits do not wait for the disk; `sync` (a WAL checkpoint, which
    fsyncs) brings every commit so far into the database file itself."""
    tournament = new_tournament(store)
    store.sync_each_commit(False)
    for seq in range(1, 31):
        store.append(tournament, kind="act", payload={"n": seq}, at=float(seq),
                     events=command_events(seq))
    only_in_the_log = path.stat().st_size
    store.sync()
    assert path.stat().st_size > only_in_the_log  # the pages left the log for the file
    reader = EventStore.open(path, readonly=True)
    assert [c.payload["n"] for c in reader.commands(tournament)] == list(range(1, 31))
    reader.close()
    store.close()
    with pytest.raises(StoreError):
        store.sync()
