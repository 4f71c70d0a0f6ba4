"""Series 7 places, the waiting list and late seats (C-12, S7-1, S7-2, S7-3; issue 18 findings
3 to 5): plain examples, and random tournaments checked by tests/support/rules_check.py, a
reader of RULES.md that calls nothing of the engine's tournament code."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.wire import event_to_dict
from app.engine.errors import IllegalAction
from app.engine.events import Event
from app.engine.policy import RandomPolicy, play_hand
from app.engine.rules import BetLevel
from app.engine.tournament.events import (
    FirstDealerDrawn,
    LateEntered,
    PlacesRevised,
    PlayerEliminated,
    PlayerMoved,
    PlayerRegistered,
    TableAdded,
)
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.series7.tournament import Series7Tournament
from tests.support.rules_check import places_and_waitlist_findings

LEVEL = BetLevel(25, 50)
UNIT = 25


def live(players: int, seed: int = 1, **options: int) -> Series7Tournament:
    tournament = Series7Tournament(Series7Rules(**options), rng=random.Random(seed), live=True)
    for index in range(players):
        tournament.register(f"P{index:02d}")
    tournament.start(now=0.0)
    return tournament


def bust(tournament: Series7Tournament, table: int, *out: str) -> list[Event]:
    """Live mode: a hand at `table` after which the players `out` have no chips; theirs go
    to the first other player seated there."""
    chips = {seat.name: seat.chips for seat in tournament.tables[table].seats}
    winner = next(name for name in chips if name not in out)
    for name in out:
        chips[winner] += chips[name]
        chips[name] = 0
    return tournament.record_hand(table, chips)


# ---- finding 3: places with late entries after eliminations (C-12) ------------------------


def test_a_late_entry_after_an_elimination_moves_those_out_down_one_place() -> None:
    """C-12, S7-3 (issue 18, finding 3): of 12, the first out is 12th; a late entry makes the
    field 13, so that player is 13th and the next out, on a later hand, 12th. Before, both
    were 12th and nobody was 13th."""
    tournament = live(12)
    first = tournament.tables[1].names()[1]
    (out,) = [e for e in bust(tournament, 1, first) if isinstance(e, PlayerEliminated)]
    assert out.place == 12
    events = tournament.late_entry("Lat", now=60.0, level=LEVEL)
    second = tournament.tables[2].names()[1]
    (out,) = [e for e in bust(tournament, 2, second) if isinstance(e, PlayerEliminated)]
    assert out.place == 12
    assert tournament.places == {first: 13, second: 12}
    rows = {row["name"]: row["place"] for row in tournament.results()}
    assert rows[first] == 13 and rows[second] == 12
    # The record says so: the places of those already out, as the late entry made them.
    revised = [e for e in events if isinstance(e, PlacesRevised)]
    assert [(dict(e.places), e.late_entry) for e in revised] == [({first: 13}, "Lat")]


def test_players_out_on_one_hand_keep_their_order_and_ties_after_a_late_entry() -> None:
    """C-12: out on one hand, more chips at its start finish better, equal counts share the
    better place; a late entry moves the whole group down one, ties kept."""
    tournament = live(6)
    table = tournament.tables[1]
    a, b, c, keep = table.names()[:4]
    chips = {seat.name: seat.chips for seat in table.seats}
    chips[a], chips[b], chips[c] = 3000, 3000, 2000  # a, b equal; c fewer
    chips[keep] += 4000
    tournament.record_hand(1, chips)
    chips = {seat.name: seat.chips for seat in table.seats}
    chips[keep] += chips[a] + chips[b] + chips[c]
    chips[a] = chips[b] = chips[c] = 0
    out = {e.seat: e.place for e in tournament.record_hand(1, chips)
           if isinstance(e, PlayerEliminated)}
    assert out == {a: 4, b: 4, c: 6}
    tournament.late_entry("Lat", now=60.0, level=LEVEL)
    assert {name: tournament.places[name] for name in out} == {a: 5, b: 5, c: 7}


# ---- finding 4: the waiting list after the start (S7-2) ----------------------------------


def test_a_newcomer_turned_away_by_a_full_field_after_the_start_waits_in_line() -> None:
    """S7-1, S7-2 (issue 18, finding 4): once a full field has started, a newcomer is put on
    the waiting list, by a late entry or a registration, in order. Before, "The tournament is
    full" and no waiting-list entry."""
    tournament = live(4, field_max=4)
    (event,) = tournament.late_entry("Eve", now=60.0, level=LEVEL)
    assert event == PlayerRegistered(name="Eve", waitlisted=True, position=1)
    assert tournament.register("Fay") == PlayerRegistered(name="Fay", waitlisted=True,
                                                          position=2)
    assert tournament.waitlist == ["Eve", "Fay"] and "Eve" not in tournament.field
    with pytest.raises(IllegalAction, match="already registered"):
        tournament.late_entry("Eve", now=60.0, level=LEVEL)
    # After the 30 minutes of late entry, a full field still turns newcomers to the list.
    tournament.late_entry("Gus", now=45 * 60.0, level=LEVEL)
    assert tournament.waitlist == ["Eve", "Fay", "Gus"]


def test_a_field_with_room_still_refuses_registration_after_the_start() -> None:
    """S7-3: after the start a newcomer to a field with room enters late, not by registering."""
    tournament = live(4, field_max=6)
    with pytest.raises(IllegalAction, match="use late entry"):
        tournament.register("Eve")
    assert tournament.waitlist == []


# ---- finding 5: a late seat when every table is full (S7-3, S7-23) --------------------------


def test_a_late_entry_when_every_table_is_full_opens_a_new_table() -> None:
    """S7-3, S7-23, S7-6 (issue 18, finding 5): 16 players on two full tables of 8; a late
    entry opens table 3, pays 5 x the level's maximum (the table has had no hand), and the
    tables are balanced into it; its first dealer is drawn by high card. Before: "Every table
    is full; open a table before a late entry"."""
    tournament = live(16)
    assert sorted(len(t.seats) for t in tournament.tables.values()) == [8, 8]
    assert tournament.late_entry_terms("Lat", 60.0, LEVEL) == (3, 5 * 50)
    events = tournament.late_entry("Lat", now=60.0, level=LEVEL)
    assert events[0] == TableAdded(table=3, late_entry="Lat")
    assert events[1] == LateEntered(name="Lat", table=3, seat=1, penalty=250, chips=3750)
    moves = [e for e in events if isinstance(e, PlayerMoved)]
    assert moves and all(e.to_table == 3 and e.reason == "balance" for e in moves)
    assert sorted(len(t.seats) for t in tournament.tables.values()) == [5, 6, 6]
    (drawn,) = [e for e in events if isinstance(e, FirstDealerDrawn)]
    assert drawn.table == 3 and tournament.tables[3].dealer == drawn.dealer
    assert 3 in tournament.playable_tables()
    assert tournament.chips_in_play() + tournament.removed_chips == 17 * 4000  # C-6


def test_a_new_table_takes_a_number_never_used_before() -> None:
    """S7-3: table 1 is broken up (S7-23) once table 2 can seat its players; with table 2
    full, a late entry opens table 3, not table 1 again."""
    tournament = live(10)
    small = min(tournament.tables, key=lambda n: len(tournament.tables[n].seats))
    seated = tournament.tables[small].names()
    dealer = tournament.tables[small].dealer
    bust(tournament, small, *[name for name in seated if name != dealer][:2])
    assert list(tournament.tables) == [3 - small] and len(tournament.tables[3 - small].seats) == 8
    events = tournament.late_entry("Lat", now=60.0, level=BetLevel(50, 100))
    assert TableAdded(table=3, late_entry="Lat") in events
    assert sorted(tournament.tables) == [3 - small, 3]
    assert next(e for e in events if isinstance(e, LateEntered)).penalty == 500


def test_a_final_table_split_by_a_late_entry_forms_again() -> None:
    """S7-23, S7-3: a full final table of 8 takes a late entry at a new table 2; once the two
    tables fit at one again, the final table is announced again."""
    tournament = live(8)
    assert [type(e).__name__ for e in tournament.log].count("FinalTableFormed") == 1
    events = tournament.late_entry("Lat", now=60.0, level=LEVEL)
    assert TableAdded(table=2, late_entry="Lat") in events
    assert sorted(len(t.seats) for t in tournament.tables.values()) == [4, 5]
    small = min(tournament.tables, key=lambda n: len(tournament.tables[n].seats))
    table = tournament.tables[small]
    events = bust(tournament, small, next(n for n in table.names() if n != table.dealer))
    assert [type(e).__name__ for e in events][-1] == "FinalTableFormed"
    assert len(tournament.tables) == 1


def test_late_entry_is_refused_only_after_the_time_or_for_the_whole_stack() -> None:
    """S7-3: with every table full, the refusals left are the 30 minutes and a penalty that
    would take the whole starting stack."""
    tournament = live(16)
    with pytest.raises(IllegalAction, match="closed 30 minutes"):
        tournament.late_entry("Lat", now=31 * 60.0, level=LEVEL)
    with pytest.raises(IllegalAction, match="whole starting stack"):
        tournament.late_entry("Lat", now=60.0, level=BetLevel(400, 800))
    assert len(tournament.tables) == 2 and "Lat" not in tournament.field


# ---- the checker can fail -----------------------------------------------------------------


def _hand(table: int, before: Mapping[str, int], after: Mapping[str, int]) -> list[dict[str, Any]]:
    return [{"type": "HandStarted", "table": table, "stacks": dict(before)},
            {"type": "HandEnded", "table": table, "stacks": dict(after)}]


def _night(*, as_the_rules_have_it: bool) -> list[dict[str, Any]]:
    """Three players, one out; a late entry; two more out; a newcomer at the full field of 4.
    As the old code recorded it, or as the rules have it."""
    record: list[dict[str, Any]] = [
        {"type": "PlayerRegistered", "name": name, "waitlisted": False, "position": index}
        for index, name in enumerate(["A", "B", "C"], start=1)]
    record += [{"type": "SeatDrawn", "name": name, "table": 1, "seat": index}
               for index, name in enumerate(["A", "B", "C"], start=1)]
    record += _hand(1, {"A": 4000, "B": 4000, "C": 4000}, {"A": 8000, "B": 4000, "C": 0})
    record += [{"type": "PlayerEliminated", "seat": "C", "place": 3, "table": 1},
               {"type": "Arrived", "name": "L", "minutes": 2, "level_max": 50},
               {"type": "LateEntered", "name": "L", "table": 1, "seat": 3, "penalty": 250,
                "chips": 3750}]
    if as_the_rules_have_it:
        record += [{"type": "PlacesRevised", "places": {"C": 4}, "late_entry": "L"}]
    record += _hand(1, {"A": 8000, "B": 4000, "L": 3750}, {"A": 12000, "B": 0, "L": 3750})
    record += [{"type": "PlayerEliminated", "seat": "B", "place": 3, "table": 1},
               {"type": "Arrived", "name": "Z", "minutes": 3, "level_max": 50}]
    if as_the_rules_have_it:
        record += [{"type": "PlayerRegistered", "name": "Z", "waitlisted": True, "position": 1}]
    record += _hand(1, {"A": 12000, "L": 3750}, {"A": 15750, "L": 0})
    record += [{"type": "PlayerEliminated", "seat": "L", "place": 2, "table": 1},
               {"type": "TournamentEnded", "winner": "A", "reason": "holds every chip"}]
    return record


def test_the_checker_finds_the_old_places_and_a_missing_waitlist() -> None:
    """The checker (written from C-12, S7-2 alone) flags what the old code recorded: two
    players out on different hands sharing 3rd of 4 after a late entry, nobody 4th; and a
    newcomer turned away from a full field with no waiting-list entry. The same night as the
    rules have it passes."""
    findings = places_and_waitlist_findings(_night(as_the_rules_have_it=False), field_max=4,
                                            results={"A": 1, "L": 2, "B": 3, "C": 3})
    assert any(f.startswith("C-12: C stands at place 3") for f in findings), findings
    assert any("do not all finish better than ['C']" in f for f in findings), findings
    assert any(f.startswith("S7-2: Z arrived with the field full") for f in findings)
    assert places_and_waitlist_findings(_night(as_the_rules_have_it=True), field_max=4,
                                        results={"A": 1, "L": 2, "B": 3, "C": 4},
                                        waitlist=["Z"]) == []


def test_the_checker_finds_a_refused_late_seat_and_a_wrong_tie() -> None:
    """S7-3: a refusal within the time with room in the field and small penalties is a
    finding; C-12: equal chips on one hand that do not share a place are one too."""
    names = ["A", "B", "C", "D"]
    record: list[dict[str, Any]] = [
        {"type": "PlayerRegistered", "name": name, "waitlisted": False, "position": index}
        for index, name in enumerate(names, start=1)]
    record += [{"type": "SeatDrawn", "name": name, "table": 1, "seat": index}
               for index, name in enumerate(names, start=1)]
    record += [{"type": "Arrived", "name": "L", "minutes": 5, "level_max": 50}]
    record += _hand(1, dict.fromkeys(names, 4000), {"A": 16000, "B": 0, "C": 0, "D": 0})
    record += [{"type": "PlayerEliminated", "seat": "B", "place": 2},
               {"type": "PlayerEliminated", "seat": "C", "place": 3},
               {"type": "PlayerEliminated", "seat": "D", "place": 2},
               {"type": "TournamentEnded", "winner": "A", "reason": "holds every chip"}]
    findings = places_and_waitlist_findings(record, table_size=4)
    assert any(f.startswith("S7-3: L was refused a late entry") for f in findings), findings
    assert any("equal chips but do not share a place" in f for f in findings), findings


# ---- random tournaments, checked by the rules' own reader ------------------------------------


def _transfer(rng: random.Random, chips: dict[str, int], bust_chance: float) -> dict[str, int]:
    """A live hand's outcome: some players lose everything, chips move in whole 25s, the
    table's total stays the same (C-6), and at least one player keeps chips."""
    after = dict(chips)
    names = list(after)
    keeper = rng.choice(names)
    for name in names:
        if name != keeper and rng.random() < bust_chance:
            after[rng.choice([n for n in names if n != name])] += after[name]
            after[name] = 0
    for _ in range(rng.randrange(3)):
        giver, taker = rng.sample(names, 2)
        if after[giver] > UNIT and after[taker] > 0:
            amount = UNIT * rng.randint(1, after[giver] // UNIT - 1) if after[giver] > 2 * UNIT \
                else UNIT
            after[giver] -= amount
            after[taker] += amount
    if rng.random() < 0.2:  # equal counts at a hand's start make C-12's ties
        even = [n for n in names if after[n] > 0]
        total = sum(after[n] for n in even)
        share = (total // len(even)) // UNIT * UNIT
        for name in even:
            after[name] = share
        after[even[0]] += total - share * len(even)
    return after


class _Driver:
    """A random Series 7 night in live mode (chips recorded by hand), kept as a record for
    rules_check: the events, each hand's stacks before and after, and every arrival."""

    def __init__(self, rng: random.Random, players: int, field_max: int, table_size: int,
                 dealt: bool = False) -> None:
        self.rng = rng
        self.dealt = dealt
        self.tournament = Series7Tournament(
            Series7Rules(field_max=field_max, table_size=table_size),
            rng=random.Random(rng.random()), live=not dealt)
        self.record: list[dict[str, Any]] = []
        self.now = 0.0
        self.newcomers = 0
        for index in range(players):
            self.arrive(f"P{index:02d}")
        self.tell(self.tournament.start(now=0.0))

    def tell(self, events: list[Event] | tuple[Event, ...], table: int | None = None) -> None:
        self.record += [{"table": table, **event_to_dict(event)} for event in events]

    def level(self) -> BetLevel:
        if self.rng.random() < 0.05:
            return BetLevel(1000, 2000)  # a penalty that takes the whole stack
        step = int(self.now // (15 * 60))
        return BetLevel(25 << step, 50 << step)

    def arrive(self, name: str) -> None:
        tournament = self.tournament
        level = self.level()
        arrived: dict[str, Any] = {"type": "Arrived", "name": name,
                                   "level_max": level.maximum}
        if tournament.started_at is not None:
            arrived["minutes"] = (self.now - tournament.started_at) / 60
        self.record.append(arrived)
        try:
            if tournament.started_at is None:
                self.tell([tournament.register(name)])
            else:
                self.tell(tournament.late_entry(name, self.now, level))
        except IllegalAction:
            pass

    def hand(self) -> None:
        tournament = self.tournament
        table = self.rng.choice(tournament.playable_tables())
        if self.dealt:
            round_ = tournament.next_round(table, BetLevel(25 << int(self.now // 900),
                                                           50 << int(self.now // 900)))
            play_hand(round_, lambda _: RandomPolicy(random.Random(self.rng.random())))
            self.tell(round_.log, table)
            self.tell(tournament.finish_round(table, round_))
            return
        before = {seat.name: seat.chips for seat in tournament.tables[table].seats}
        after = _transfer(self.rng, before, bust_chance=0.25)
        self.record.append({"type": "HandStarted", "table": table, "stacks": before})
        self.record.append({"type": "HandEnded", "table": table, "stacks": after})
        self.tell(tournament.record_hand(table, after))

    def refuse_seat(self) -> None:
        """S7-10: now and then a player will not take a seat and is out."""
        tournament = self.tournament
        table = self.rng.choice(list(tournament.tables))
        names = [s.name for s in tournament.tables[table].seats
                 if s.name != tournament.tables[table].dealer]
        if names and len(tournament.players_left()) > 2:
            self.tell(tournament.refuse_seat(self.rng.choice(names), self.now))

    def play(self, late_entries: int) -> None:
        tournament = self.tournament
        hands = 0
        while not tournament.over and hands < 3000:
            roll = self.rng.random()
            if roll < 0.08 and self.newcomers < late_entries:
                self.newcomers += 1
                self.arrive(f"L{self.newcomers:02d}")
            elif roll < 0.09 and not self.dealt:
                self.refuse_seat()
            else:
                self.hand()
                hands += 1
            self.now += self.rng.choice([20.0, 40.0, 90.0])

    def findings(self) -> list[str]:
        tournament = self.tournament
        results = {row["name"]: row["place"] for row in tournament.results()}
        return places_and_waitlist_findings(
            self.record, results=results, waitlist=tournament.waitlist,
            field_max=tournament.rules.field_max, table_size=tournament.rules.table_size)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 30),
       room=st.integers(0, 6), table_size=st.sampled_from([3, 5, 8]),
       late_entries=st.integers(0, 12))
def test_random_live_nights_keep_places_and_the_waiting_list(
        seed: int, players: int, room: int, table_size: int, late_entries: int) -> None:
    """C-12, S7-1, S7-2, S7-3 over random nights: late entries (some into a full field, some
    opening tables, some refused by the clock or the whole-stack penalty), eliminations of one
    and several players per hand with ties, refused seats (S7-10), table breaks (S7-23); the
    rules' own reader finds nothing, and chips are conserved (C-6)."""
    rng = random.Random(seed)
    driver = _Driver(rng, players, field_max=players + room, table_size=table_size)
    driver.play(late_entries)
    tournament = driver.tournament
    assert tournament.over
    assert driver.findings() == []
    assert tournament.chips_in_play() + tournament.removed_chips == \
        tournament.rules.start_stack * len(tournament.field)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 12),
       late_entries=st.integers(0, 6))
def test_random_dealt_nights_keep_places_and_the_waiting_list(
        seed: int, players: int, late_entries: int) -> None:
    """The same with every hand dealt and played (the penalties follow each table's real
    wagers, S7-3) at tables of 3."""
    driver = _Driver(random.Random(seed), players, field_max=players + 2, table_size=3,
                     dealt=True)
    driver.play(late_entries)
    assert driver.tournament.over
    assert driver.findings() == []
