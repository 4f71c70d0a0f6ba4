"""hands.csv (app/core/hands_csv.py): one row per seat per hand in plain columns, read back with
the csv module as a spreadsheet would, from nights hosted to their end by bots."""

from __future__ import annotations

import csv
from pathlib import Path

from app.core.hands_csv import export_csv
from app.engine.cards import Card
from app.engine.hand import hand_value
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules
from app.store import EventStore
from tests.support.nights import host_to_the_end
from tests.support.processes import pitboss

COLUMNS = ["hand", "table", "seat", "role", "cards", "total", "bet", "chips_before", "net",
           "chips_after"]


def read_rows(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as file:
        reader = csv.DictReader(file)
        assert reader.fieldnames == COLUMNS
        return list(reader)


def test_series7_hands_csv_has_a_row_per_seat_and_chips_follow_the_net(tmp_path: Path) -> None:
    """`pitboss export --csv`: every seat of every hand, the dealer's too; each seat's chips
    after a hand are its chips after its last one (S7-4: 4,000 at the start) plus the hand's
    net, and every hand's nets add up to nothing (C-6); the totals are the cards' (C-1 to
    C-3). Failed before: hands.csv was one row per event with its JSON in a cell."""
    database = tmp_path / "night.sqlite3"
    names = ["Ann", "Bob", "Cid"]
    host_to_the_end(database, Series7Rules(), names)
    done = pitboss("export", "--db", str(database), "--tournament", "1", "--csv",
                   str(tmp_path / "csv"))
    assert done.returncode == 0, done.stderr
    results = (tmp_path / "csv" / "results.csv").read_bytes()
    assert results.startswith(b"place,name,chips,eliminated_at_hand\r\n")  # as it was
    rows = read_rows(tmp_path / "csv" / "hands.csv")
    with EventStore.open(database, readonly=True) as store:
        hands = store.hands(1)
    assert len({(row["table"], row["hand"]) for row in rows}) == len(hands) > 5

    chips = dict.fromkeys(names, Series7Rules().start_stack)
    for (table, number), seats in _by_hand(rows).items():
        dealers = [row for row in seats if row["role"] == "dealer"]
        assert len(dealers) == 1 and dealers[0]["bet"] == "", (table, number)
        assert sum(int(row["net"]) for row in seats) == 0  # C-6: nothing made or lost
        for row in seats:
            assert int(row["chips_before"]) == chips[row["seat"]], row  # nothing in between
            assert int(row["chips_after"]) == chips[row["seat"]] + int(row["net"]), row
            chips[row["seat"]] = int(row["chips_after"])
            if row["role"] == "player":
                assert int(row["bet"]) >= 25  # S7-8's minimum at least
            for cards, total in zip(row["cards"].split(" | "), row["total"].split(" | "),
                                    strict=True):
                value = hand_value(Card.parse(code) for code in cards.split())
                assert int(total) == value.total, row
    assert sorted(chips.values())[-1] == 3 * Series7Rules().start_stack  # the winner's


def test_a_house_dealer_has_cards_but_no_chips(tmp_path: Path) -> None:
    """10-hand (T10-3): the house deals; its row has its cards and total but no bet, net or
    chips of its own, and the players' chips still follow their nets (a tied match is
    played again from fresh stacks: chips_before says so)."""
    database = tmp_path / "night.sqlite3"
    host_to_the_end(database, TenHandRules(), ["Dee", "Eve"])
    with EventStore.open(database, readonly=True) as store:
        results_path, hands_path = export_csv(store, 1, tmp_path / "csv")
    assert results_path.name == "results.csv"
    rows = read_rows(hands_path)
    houses = [row for row in rows if row["role"] == "dealer"]
    assert houses and all(row["seat"] not in ("Dee", "Eve") for row in houses)
    assert all(row["cards"] and row["total"] and not row["net"] and not row["chips_after"]
               and not row["chips_before"] for row in houses)
    players = [row for row in rows if row["role"] == "player"]
    assert {row["chips_before"] for row in players if row["hand"] == "1"} == {"1000"}  # T10-2
    for row in players:
        assert int(row["chips_after"]) == int(row["chips_before"]) + int(row["net"]), row


def _by_hand(rows: list[dict[str, str]]) -> dict[tuple[str, str], list[dict[str, str]]]:
    grouped: dict[tuple[str, str], list[dict[str, str]]] = {}
    for row in rows:
        grouped.setdefault((row["table"], row["hand"]), []).append(row)
    return grouped
