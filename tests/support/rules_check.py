"""Independent checks of a tournament's record against RULES.md, written from the rules alone:
nothing here calls the engine's tournament code or its FinishingPlaces.

Places and the waiting list (C-12, S7-1, S7-2, S7-3): `places_and_waitlist_findings` reads a
Series 7 record, in order, and returns what breaks the rules, each finding naming its rule
("" findings: the record keeps them). A record is a list of plain dicts, each with a "type": the
events as the host stores and exports them (`app.core.wire.event_to_dict`, with the table of a
hand's events under "table"), read by their fields only:

    PlayerRegistered  name, waitlisted, position      SeatDrawn     name, table
    LateEntered       name, table, penalty, chips     PlayerMoved   name, from_table, to_table
    TableBroken       table                           BetPlaced     table, seat, amount
    HandStarted       table, stacks (chips at the start of the hand, dealer included)
    HandEnded         table, stacks (chips at its end)          HandVoided  table
    PlayerEliminated  seat, place                     DirectorActed act, detail
    PlacesRevised     places (a place per player)     TournamentEnded  winner

and one kind of entry the event log cannot hold, written by whoever drives the tournament:

    Arrived  name, minutes (since the start; absent before it), level_max (the level's
             maximum bet then): a newcomer asks for a seat. What the record says of that name
             next (registered, entered late, put on the waiting list, or nothing: refused)
             is the answer.

What is checked:
- C-12: a player out is one whose chips fall to 0 at a hand's end (or who refuses the seat
  assigned, S7-10). Each player's place, as the record gives it when they go out and as it
  stands at the end (revisions included), is 1 + the number of entrants who finish ahead:
  those not out by that hand, and those out on the same hand with more chips at its start.
  So places run 1..N over everyone who entered, late entries included; players out on one hand
  are ordered by their chips at its start, equal counts sharing the better place; everyone out
  on a later hand finishes better than everyone out on an earlier one. `results`, if given
  (name -> place, as stored at the end), must say the same.
- S7-1, S7-2: a newcomer who arrives while the field holds `field_max` entrants goes on the
  waiting list, in the order of arrival; nobody else does.
- S7-3: a late entry comes within `late_entry_minutes`, pays a penalty taken from the starting
  stack (never all of it), and sits at a table with a free seat; a new table (a number never
  used before) only when every table is full. A newcomer refused within the time, while the
  field has room, is a finding unless some table's penalty (5 x its last hand's largest total
  wager, or 5 x the level's maximum at a table without a hand) would take the whole stack.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

TABLE_SIZE = 8  # S7-1
FIELD_MAX = 64  # S7-1
START_STACK = 4000  # S7-4
LATE_ENTRY_MINUTES = 30  # S7-3
PENALTY_MULTIPLE = 5  # S7-3


@dataclass
class _Out:
    """The players out on one hand (or one refused seat), with their chips at its start."""

    chips: dict[str, int]


@dataclass
class _Reader:
    field_max: int
    table_size: int
    start_stack: int
    late_entry_minutes: float
    findings: list[str] = field(default_factory=list)
    entrants: list[str] = field(default_factory=list)  # everyone who played, in order
    registered: int = 0  # the field's size, as S7-1 counts it
    waitlist: list[str] = field(default_factory=list)
    started: bool = False
    over: bool = False
    winner: str | None = None
    groups: list[_Out] = field(default_factory=list)
    out_group: dict[str, int] = field(default_factory=dict)  # name -> index in `groups`
    claimed: dict[str, int] = field(default_factory=dict)  # the record's place of each
    seats: dict[int, set[str]] = field(default_factory=dict)  # table -> who sits there
    numbers_used: set[int] = field(default_factory=set)
    hand_start: dict[int, dict[str, int]] = field(default_factory=dict)  # table -> stacks
    wager: dict[int, dict[str, int]] = field(default_factory=dict)  # table -> seat -> total
    chips: dict[str, int] = field(default_factory=dict)
    arrivals_while_full: list[str] = field(default_factory=list)

    # ---- C-12 -------------------------------------------------------------------------------

    def expected_place(self, name: str) -> int:
        """1 + the entrants who finish ahead of `name` (out on `name`'s hand or before)."""
        index = self.out_group[name]
        out_by_then = {player for group in self.groups[:index + 1] for player in group.chips}
        own = self.groups[index].chips
        ahead = [player for player in self.entrants if player not in out_by_then]
        ahead += [player for player, chips in own.items() if chips > own[name]]
        return 1 + len(ahead)

    def go_out(self, chips: Mapping[str, int], where: str) -> None:
        for name in chips:
            if name in self.out_group:
                self.findings.append(f"C-12: {name} goes out twice ({where})")
                return
            if name not in self.entrants:
                self.findings.append(f"C-12: {name} goes out without having entered ({where})")
                return
        self.groups.append(_Out(dict(chips)))
        for name in chips:
            self.out_group[name] = len(self.groups) - 1
            for players in self.seats.values():
                players.discard(name)

    def claim(self, name: str, place: int, what: str) -> None:
        if name not in self.out_group:
            self.findings.append(f"C-12: {what} gives {name} place {place}, but {name} is "
                                 "not out")
            return
        self.claimed[name] = place
        expected = self.expected_place(name)
        if place != expected:
            self.findings.append(f"C-12: {what} gives {name} place {place}; of "
                                 f"{len(self.entrants)} entrants so far it is {expected}")

    # ---- S7-2, S7-3 ---------------------------------------------------------------------------

    def arrive(self, entry: Mapping[str, Any], answer: Mapping[str, Any] | None) -> None:
        name = str(entry["name"])
        if name in self.entrants or name in self.waitlist or self.over:
            return  # not a newcomer (or nothing left to enter)
        full = self.registered >= self.field_max
        waitlisted = answer is not None and answer["type"] == "PlayerRegistered" \
            and answer["waitlisted"]
        if full:
            self.arrivals_while_full.append(name)
            if not waitlisted:
                self.findings.append(f"S7-2: {name} arrived with the field full "
                                     f"({self.registered} of {self.field_max}) and was not "
                                     "put on the waiting list")
            return
        if waitlisted:
            self.findings.append(f"S7-2: {name} was put on the waiting list though the field "
                                 f"had room ({self.registered} of {self.field_max})")
            return
        if answer is not None or not self.started:
            return
        minutes = float(entry.get("minutes", 0.0))
        if minutes > self.late_entry_minutes:
            return  # S7-3: too late, rightly refused
        level_max = int(entry.get("level_max", 0))
        penalties = [PENALTY_MULTIPLE * max(self.wager.get(table, {}).values(),
                                            default=level_max)
                     for table in self.seats]
        penalties.append(PENALTY_MULTIPLE * level_max)  # at a new table
        if max(penalties) < self.start_stack:
            self.findings.append(f"S7-3: {name} was refused a late entry {minutes:.0f} "
                                 f"minutes after the start, with room in the field and "
                                 f"penalties of at most {max(penalties)}")

    def enter_late(self, entry: Mapping[str, Any]) -> None:
        name, table = str(entry["name"]), int(entry["table"])
        penalty, chips = int(entry["penalty"]), int(entry["chips"])
        if not self.started:
            self.findings.append(f"S7-3: {name} entered late before the start")
        if self.registered >= self.field_max:
            self.findings.append(f"S7-1: {name} entered a full field of {self.field_max}")
        if penalty <= 0 or penalty >= self.start_stack or chips != self.start_stack - penalty:
            self.findings.append(f"S7-3: {name} entered with {chips} chips and a penalty of "
                                 f"{penalty} from a stack of {self.start_stack}")
        if table in self.seats:
            if len(self.seats[table]) >= self.table_size:
                self.findings.append(f"S7-1: {name} entered late at table {table}, already "
                                     f"holding {len(self.seats[table])}")
        else:
            if table in self.numbers_used:
                self.findings.append(f"S7-3: {name}'s new table {table} reuses a number")
            full = [len(players) >= self.table_size for players in self.seats.values()]
            if not all(full):
                self.findings.append(f"S7-3: a new table {table} was opened for {name} while "
                                     "a table had a free seat")
            self.seats[table] = set()
            self.numbers_used.add(table)
        self.seats[table].add(name)
        self.entrants.append(name)
        self.registered += 1
        self.chips[name] = chips

    # ---- reading ----------------------------------------------------------------------------

    def read(self, entry: Mapping[str, Any]) -> None:
        kind = entry.get("type")
        if kind == "PlayerRegistered":
            if entry["waitlisted"]:
                self.waitlist.append(str(entry["name"]))
                if int(entry["position"]) != len(self.waitlist):
                    self.findings.append(f"S7-2: {entry['name']} is number {entry['position']} "
                                         f"on the waiting list, but {len(self.waitlist)} in "
                                         "order")
            else:
                self.registered += 1
        elif kind == "SeatDrawn":
            self.started = True
            name, table = str(entry["name"]), int(entry["table"])
            self.entrants.append(name)
            self.seats.setdefault(table, set()).add(name)
            self.numbers_used.add(table)
        elif kind == "FirstDealerDrawn":
            self.started = True
        elif kind == "LateEntered":
            self.enter_late(entry)
        elif kind == "PlayerMoved":
            name = str(entry["name"])
            self.seats.get(int(entry["from_table"]), set()).discard(name)
            self.seats.setdefault(int(entry["to_table"]), set()).add(name)
        elif kind == "TableBroken":
            self.seats.pop(int(entry["table"]), None)
        elif kind == "HandStarted":
            table = int(entry["table"])
            self.hand_start[table] = {str(k): int(v) for k, v in entry["stacks"].items()}
            self.wager[table] = {}
        elif kind == "BetPlaced":
            bets = self.wager.setdefault(int(entry["table"]), {})
            seat = str(entry["seat"])
            bets[seat] = bets.get(seat, 0) + int(entry["amount"])
        elif kind == "HandEnded":
            table = int(entry["table"])
            start = self.hand_start.pop(table, {})
            stacks = {str(k): int(v) for k, v in entry["stacks"].items()}
            self.chips.update(stacks)
            busted = {name: start.get(name, 0) for name, chips in stacks.items()
                      if chips == 0 and name not in self.out_group}
            if busted:
                self.go_out(busted, f"a hand at table {table}")
        elif kind == "HandVoided":
            self.hand_start.pop(int(entry["table"]), None)
        elif kind == "DirectorActed" and entry.get("act") == "refused_seat":
            name = str(entry["detail"])
            self.go_out({name: self.chips.get(name, 0)}, "a refused seat")  # S7-10
        elif kind == "PlayerEliminated":
            self.claim(str(entry["seat"]), int(entry["place"]), "the elimination")
        elif kind == "PlacesRevised":
            for name, place in entry["places"].items():
                self.claim(str(name), int(place), "a revision of the places")
        elif kind == "TournamentEnded":
            self.over = True
            self.winner = entry.get("winner")

    # ---- at the end -------------------------------------------------------------------------

    def final_places(self) -> dict[str, int]:
        places = dict(self.claimed)
        if self.winner is not None:
            places[self.winner] = 1
        return places

    def check_end(self, results: Mapping[str, int] | None,
                  waitlist: Sequence[str] | None) -> None:
        places = self.final_places()
        for name in self.out_group:
            if name not in self.claimed:
                self.findings.append(f"C-12: {name} went out but the record gives no place")
            elif self.claimed[name] != self.expected_place(name):
                self.findings.append(f"C-12: {name} stands at place {self.claimed[name]} at the "
                                     f"end; of {len(self.entrants)} entrants it is "
                                     f"{self.expected_place(name)}")
        for earlier, later in zip(self.groups, self.groups[1:], strict=False):
            worst_later = max((places.get(name, 0) for name in later.chips), default=0)
            best_earlier = min((places.get(name, 0) for name in earlier.chips), default=0)
            if worst_later >= best_earlier:
                self.findings.append(f"C-12: out later, {sorted(later.chips)} do not all finish "
                                     f"better than {sorted(earlier.chips)}")
        for group in self.groups:
            for a, chips_a in group.chips.items():
                for b, chips_b in group.chips.items():
                    if chips_a > chips_b and not places.get(a, 0) < places.get(b, 0):
                        self.findings.append(f"C-12: {a} started the hand with more chips than "
                                             f"{b} but does not finish better")
                    if chips_a == chips_b and places.get(a) != places.get(b):
                        self.findings.append(f"C-12: {a} and {b} went out on one hand with "
                                             "equal chips but do not share a place")
        if self.over and self.winner is not None:
            self._check_one_to_n(places)
        if results is not None and self.over:
            for name in self.entrants:
                if results.get(name) != places.get(name):
                    self.findings.append(f"C-12: the results give {name} place "
                                         f"{results.get(name)}, the record {places.get(name)}")
        if self.arrivals_while_full != self.waitlist:
            self.findings.append(f"S7-2: the waiting list in the record is {self.waitlist}, "
                                 f"the arrivals at a full field {self.arrivals_while_full}")
        if waitlist is not None and list(waitlist) != self.waitlist:
            self.findings.append(f"S7-2: the waiting list shown is {list(waitlist)}, the "
                                 f"record's {self.waitlist}")

    def _check_one_to_n(self, places: Mapping[str, int]) -> None:
        """Everyone who entered has a place; they run 1..N, a shared place skipping the ones
        after it ("1, 2, 3, 3, 5")."""
        missing = [name for name in self.entrants if name not in places]
        if missing or set(places) - set(self.entrants):
            self.findings.append(f"C-12: places for {sorted(places)}, entrants "
                                 f"{sorted(self.entrants)}")
            return
        ordered = sorted(places[name] for name in self.entrants)
        for index, place in enumerate(ordered):
            allowed = {index + 1} if index == 0 else {ordered[index - 1], index + 1}
            if place not in allowed:
                self.findings.append(f"C-12: the places {ordered} do not run 1..{len(ordered)}")
                return


def places_and_waitlist_findings(
    record: Iterable[Mapping[str, Any]], *,
    results: Mapping[str, int] | None = None,
    waitlist: Sequence[str] | None = None,
    field_max: int = FIELD_MAX, table_size: int = TABLE_SIZE, start_stack: int = START_STACK,
    late_entry_minutes: float = LATE_ENTRY_MINUTES,
) -> list[str]:
    """What in `record` (module docstring) breaks C-12, S7-1, S7-2 or S7-3; [] if nothing.
    `results`: the final places as stored; `waitlist`: the waiting list as shown at the end."""
    entries = list(record)
    reader = _Reader(field_max, table_size, start_stack, late_entry_minutes)
    for index, entry in enumerate(entries):
        if entry.get("type") == "Arrived":
            reader.arrive(entry, _answer(entries, index))
        else:
            reader.read(entry)
    reader.check_end(results, waitlist)
    return reader.findings


def _answer(entries: Sequence[Mapping[str, Any]], index: int) -> Mapping[str, Any] | None:
    """What the record says next of the newcomer of `entries[index]`, before they arrive
    again: their registration or late entry; None if nothing (refused)."""
    name = entries[index]["name"]
    for entry in entries[index + 1:]:
        if entry.get("name") != name:
            continue
        if entry.get("type") == "Arrived":
            return None
        if entry.get("type") in ("PlayerRegistered", "LateEntered"):
            return entry
    return None
