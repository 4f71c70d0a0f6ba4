"""A tournament's complete record (app/core/record.py, docs/export.md): hosted nights of each
format are exported, and each is checked from its JSON alone: the seat draw, the first
dealers, every move with its reason, table breaks, late entries with their penalties, every
hand's dealer and every elimination at its table and seat, the director's acts and the levels
(issue 18, "A complete record")."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import msgspec
import pytest

from app.core.record import export_json, tournament_event_kinds, tournament_record
from app.engine.events import Event
from app.engine.tournament import events as tournament_events
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules
from app.store import EventStore
from tests.support.nights import host_to_the_end
from tests.support.processes import pitboss
from tests.support.rotation_check import rotation_violations

RULES = Series7Rules()
START = RULES.start_stack  # S7-4


def exported(database: Path, tmp_path: Path) -> dict[str, Any]:
    target = tmp_path / "record.json"
    with EventStore.open(database, readonly=True) as store:
        (tournament,) = store.tournaments()
        export_json(store, tournament.id, target)
    document: dict[str, Any] = json.loads(target.read_text(encoding="utf-8"))
    return document


def in_order(document: dict[str, Any]) -> list[dict[str, Any]]:
    """Every event of the record once, in the order it happened (by its seq): the
    tournament's own and its hands'."""
    found = {event["seq"]: event for event in document["events"]}
    for hand in document["hands"]:
        for event in hand["events"]:
            found.setdefault(event["seq"], {**event, "hand_table": hand["table"]})
    return [found[seq] for seq in sorted(found)]


def level_at(document: dict[str, Any], at: float) -> dict[str, Any]:
    rows = [row for row in document["levels"]
            if row["from"] <= at and (row["until"] is None or at < row["until"])]
    assert len(rows) == 1, (at, document["levels"])
    return rows[0]


# ---- Series 7 ---------------------------------------------------------------------------------


def check_series7(document: dict[str, Any]) -> dict[str, int]:
    """A Series 7 night checked from its record alone; how many of each fact it saw."""
    seats: dict[str, tuple[int, int]] = {}  # player -> (table, seat)
    broken: set[int] = set()
    counts = {"dealt": 0, "out": 0, "moved": 0, "late": 0, "first_dealers": 0}
    for event in in_order(document):
        fact = event["payload"]
        kind = fact["type"]
        if kind == "SeatDrawn":
            assert (fact["table"], fact["seat"]) not in seats.values()
            seats[fact["name"]] = (fact["table"], fact["seat"])
        elif kind == "LateEntered":  # S7-3: the penalty comes off the starting stack
            assert fact["penalty"] > 0 and fact["chips"] == START - fact["penalty"]
            assert (fact["table"], fact["seat"]) not in seats.values()
            seats[fact["name"]] = (fact["table"], fact["seat"])
            counts["late"] += 1
        elif kind == "FirstDealerDrawn":  # S7-6: a draw at a table of its own players
            assert seats[fact["dealer"]][0] == fact["table"]
            assert all(seats[draw["seat"]][0] == fact["table"] for draw in fact["draws"])
            counts["first_dealers"] += 1
        elif kind == "PlayerMoved":  # S7-23, S7-24: from where they sat, for a reason
            assert seats[fact["name"]] == (fact["from_table"], fact["from_seat"])
            assert fact["reason"] in ("balance", "break", "director")
            seats[fact["name"]] = (fact["to_table"], fact["to_seat"])
            counts["moved"] += 1
        elif kind == "TableBroken":
            broken.add(fact["table"])
        elif kind == "PlayerEliminated":  # out at the table where they sat, in a seat
            table, _seat = seats.pop(fact["seat"])
            assert fact["table"] in (None, table)
            counts["out"] += 1
        elif kind == "HandStarted":  # every hand's dealer sits at that hand's table
            table = event["hand_table"]
            assert table not in broken
            assert seats[fact["dealer"]][0] == table
            assert all(seats[player][0] == table for player in fact["players"])
            assert not level_at(document, event["at"])["break"]  # no hand on a break
            counts["dealt"] += 1
    assert len(seats) == 1  # the winner, still seated (S7-5)
    return counts


def test_a_series7_night_is_checked_from_its_export_alone(tmp_path: Path) -> None:
    """Eleven players at two tables, a twelfth entering late, to one winner: the record holds
    the seat draw, each table's first-dealer draw (S7-6), the late entry with its penalty
    (S7-3), the moves that balance and break the tables with their reasons (S7-23), every
    hand's dealer at its table, every elimination at its table (C-12), the director's act and
    the levels the clock went through (S7-7, S7-24)."""
    database = tmp_path / "night.sqlite3"
    names = [f"P{index:02d}" for index in range(11)]
    host_to_the_end(database, RULES, names, late=["Late"], director=True)
    document = exported(database, tmp_path)

    assert document["format"] == "pitboss-tournament" and document["format_version"] == 2
    assert document["tournament"]["status"] == "finished"
    kinds = {event["kind"] for event in document["events"]}
    assert {"PlayerRegistered", "SeatDrawn", "FirstDealerDrawn", "LateEntered", "PlayerMoved",
            "TableBroken", "PlayerEliminated", "TournamentEnded"} <= kinds
    assert all(event["kind"] == event["payload"]["type"] for event in document["events"])
    seqs = [event["seq"] for event in document["events"]]
    assert seqs == sorted(seqs)  # in the order they happened

    counts = check_series7(document)
    # The dealer rotation (S7-6, S7-10, S7-23) checked from the export by the independent reader.
    record = [(event.get("hand_table"), event["payload"]) for event in in_order(document)]
    assert rotation_violations(record) == []
    assert counts["late"] == 1 and counts["moved"] >= 1 and counts["first_dealers"] >= 2
    assert counts["dealt"] == len(document["hands"]) > 0
    field = len(names) + 1
    assert counts["out"] == field - 1
    eliminated = {e["payload"]["seat"] for e in document["events"]
                  if e["kind"] == "PlayerEliminated"}
    assert eliminated | {document["results"][0]["name"]} == {row["name"] for row in
                                                              document["results"]}

    # S7-24: the director's act, with its arguments; the clock it moved.
    (act,) = document["director_acts"]
    assert act["act"] == "add_time" and act["arguments"] == {"seconds": 60.0}
    assert [a["kind"] for a in document["clock"]["acts"]] == ["start", "add_time"]
    # S7-7: levels in order from the start, each the next, bets from the rules' schedule.
    levels = document["levels"]
    assert levels[0]["level"] == 1 and (levels[0]["min"], levels[0]["max"]) == (25, 50)
    assert levels[0]["from"] == document["clock"]["acts"][0]["at"]
    assert all(a["until"] == b["from"] for a, b in itertools.pairwise(levels))
    assert levels[-1]["until"] is None


def test_the_command_writes_the_same_record(tmp_path: Path) -> None:
    """`pitboss export --json` writes what the record is, and keeps format 1's fields."""
    database = tmp_path / "night.sqlite3"
    host_to_the_end(database, RULES, ["Ann", "Bob", "Cid"])
    target = tmp_path / "out.json"
    done = pitboss("export", "--db", str(database), "--tournament", "1", "--json", str(target))
    assert done.returncode == 0, done.stderr
    document = json.loads(target.read_text(encoding="utf-8"))
    with EventStore.open(database, readonly=True) as store:
        assert document == json.loads(json.dumps(tournament_record(store, 1)))
    assert {"format", "format_version", "tournament", "results", "hands"} <= set(document)
    assert {"events", "director_acts", "clock", "levels"} <= set(document)


# ---- the 10-hand knockout and BJX -------------------------------------------------------------


def test_a_tenhand_knockout_record_holds_its_rooms_and_matches(tmp_path: Path) -> None:
    """T10-1, T10-14: five players in matches of two to one champion; the record holds every
    match with its players and stacks, each player's round (T10-4), every elimination, and no
    clock (T10-2)."""
    database = tmp_path / "knockout.sqlite3"
    names = [f"P{index}" for index in range(5)]
    host_to_the_end(database, TenHandRules(), names)
    document = exported(database, tmp_path)

    by_kind: dict[str, list[dict[str, Any]]] = {}
    for event in document["events"]:
        by_kind.setdefault(event["kind"], []).append(event["payload"])
    assert {"PlayerRegistered", "MatchStarted", "PlayerRoundEnded", "MatchEnded",
            "PlayerEliminated", "TournamentEnded"} <= set(by_kind)
    assert len(by_kind["MatchStarted"]) >= len(names) - 1  # a knockout: one loser a match
    for match in by_kind["MatchStarted"]:
        assert len(match["players"]) == 2 and set(match["stacks"]) == set(match["players"])
    for ended in by_kind["MatchEnded"]:  # T10-5: the higher count wins, or a draw
        chips = ended["chips"]
        assert ended["winner"] is None or chips[ended["winner"]] == max(chips.values())
    assert len(by_kind["PlayerRoundEnded"]) == 2 * len(by_kind["MatchEnded"])
    out = [fact["seat"] for fact in by_kind["PlayerEliminated"]]
    assert sorted(out) == sorted(set(names) - {document["results"][0]["name"]})
    assert document["clock"] is None and document["levels"] == []
    assert all(hand["events"][0]["payload"]["type"] == "HandStarted"
               for hand in document["hands"])


def test_a_bjx_record_holds_its_levels_tables_and_champion(tmp_path: Path) -> None:
    """BJX-17: tables of three, table winners moving up to a champion; BJX-2: the bet levels
    the clock went through (a minimum, no maximum); every hand's dealer sits at its table."""
    database = tmp_path / "bjx.sqlite3"
    names = [f"P{index}" for index in range(5)]
    host_to_the_end(database, BjxRules(seats=3), names)
    document = exported(database, tmp_path)

    kinds = [event["kind"] for event in document["events"]]
    assert {"LevelStarted", "LevelSeatDrawn", "TableOpened", "TableWon", "LevelEnded",
            "ChampionDeclared"} <= set(kinds)
    seated: dict[int, set[str]] = {}
    for event in in_order(document):
        fact = event["payload"]
        if fact["type"] == "TableOpened":
            seated[fact["table"]] = set(fact["seats"])
        elif fact["type"] == "HandStarted":
            assert fact["dealer"] in seated[event["hand_table"]]
    levels = document["levels"]
    assert levels[0]["level"] == 1 and levels[0]["min"] == 25 and levels[0]["max"] is None


# ---- any tournament event, without a change to the exporter ------------------------------------


class ByeGiven(Event, frozen=True, kw_only=True, gc=False):
    """A tournament event the exporter has never heard of (another change may add such)."""

    seat: str
    round: int


def test_a_new_tournament_event_is_exported_by_its_fields(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ByeGiven, "__module__", tournament_events.__name__)
    monkeypatch.setattr(tournament_events, "ByeGiven", ByeGiven, raising=False)
    assert "ByeGiven" in tournament_event_kinds()
    bye = {"type": "ByeGiven", **msgspec.structs.asdict(ByeGiven(seat="Ann", round=2))}
    bye.pop("visible_to", None)
    with EventStore.open(tmp_path / "night.sqlite3") as store:
        tournament = store.create_tournament(name="N", variant="tenhand", settings={}, at=0.0)
        store.append(tournament, kind="deal", payload={}, at=5.0, events=[bye])
        (event,) = tournament_record(store, tournament)["events"]
    assert event["kind"] == "ByeGiven" and event["payload"] == bye
    assert event["at"] == 5.0 and event["command"] == 1


def test_no_seat_token_leaves_in_an_export(tmp_path: Path) -> None:
    """A seat's token is stored with its registration (a resumed host needs it), and never
    exported: only the director's and the clock's commands are read."""
    database = tmp_path / "night.sqlite3"
    host_to_the_end(database, RULES, ["Ann", "Bob"])
    with EventStore.open(database, readonly=True) as store:
        tokens = [command.payload["token"] for command in store.commands(1)
                  if command.kind == "register"]
        text = json.dumps(tournament_record(store, 1))
    assert tokens and all(token and token not in text for token in tokens)

