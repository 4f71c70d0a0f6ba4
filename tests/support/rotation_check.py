"""An independent check of the Series 7 dealer rotation, from a tournament's record alone.

Written from RULES.md, not from the engine (it imports nothing of `app`):
- S7-6: the deal passes clockwise after every hand; every player deals once a rotation.
- S7-10: a player new to a table may not deal that table's next hand (the rotation skips them
  once). Seated between hands, the next hand already has its dealer, so nobody is skipped for
  them; seated while a hand is in play, they are skipped when the deal passes at its end.
- S7-23 ruling: the player who dealt most recently moves, to the seat that will deal last at
  the new table. S7-24 over it (docs/decisions/director-moves-and-balancing.md): a player the
  director moved to a table stays there while anyone else can go; when balancing or a broken
  table moves them after all, the move names the table the director had moved them from.

A record is the tournament's events in order, each with the table it belongs to (None for the
tournament's own events), as the store keeps them: `(table, event)`, the event a mapping with a
"type" (the store's and the wire's form) or an object with the same fields. It reads:

- `SeatDrawn` (name, table, seat), `LateEntered` (name, table, seat, chips), `PlayerMoved`
  (name, from_table, from_seat, to_table, to_seat, reason, director_moved_from): who sits
  where, and since when;
- `FirstDealerDrawn` (table, dealer): the first hand's dealer at a table;
- `PlayerEliminated` (seat: the player's name, table), `TableBroken` (table);
- at a table: `HandStarted` (dealer, stacks of everyone dealt in), `HandVoided` (the hand
  counts for nothing: S7-24), `HandEnded` (stacks after the hand).

Everything else is passed over. Seats are numbered clockwise 1 to `table_size` (S7-1: 8).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

Record = Iterable[tuple[int | None, Any]]


def _kind(event: Any) -> str:
    if isinstance(event, Mapping):
        return str(event.get("type", ""))
    return type(event).__name__


def _get(event: Any, name: str) -> Any:
    return event[name] if isinstance(event, Mapping) else getattr(event, name)


@dataclass
class _Table:
    number: int
    seats: dict[int, str] = field(default_factory=dict)  # seat number -> player
    # Hands begun here when each sat down; -1 for those seated when the first dealer was
    # drawn, who may deal the first hand.
    arrived: dict[str, int] = field(default_factory=dict)
    hands: int = 0  # hands begun here (a voided one is taken back)
    in_play: frozenset[str] | None = None  # who was dealt into the hand in play
    voided: bool = False
    first_dealer: str | None = None
    last_dealer: str | None = None
    last_dealer_seat: int = 0
    dealt: list[str] = field(default_factory=list)  # every hand's dealer, in order
    before_void: tuple[str | None, int] = (None, 0)

    def seat_of(self, name: str) -> int | None:
        return next((seat for seat, who in self.seats.items() if who == name), None)


class RotationCheck:
    """Reads a record event by event and keeps what broke the rules, in words."""

    def __init__(self, table_size: int = 8) -> None:
        self.size = table_size
        self.tables: dict[int, _Table] = {}
        self.chips: dict[str, int] = {}  # the last count known of each player
        self.violations: list[str] = []
        self.hand_number = 0  # hands begun in the tournament, for the messages
        self.placed: dict[str, tuple[int, int]] = {}  # moved by the director: (from, to)

    # ---- the rules ------------------------------------------------------------------------

    def next_dealer(self, table: _Table) -> str | None:
        """Who deals the table's next hand by S7-6 and S7-10: clockwise from the last dealer's
        seat, the first seated player with chips who was at the table when the last hand
        began (later arrivals are new to it); the last dealer last of all. Between hands that
        is the next hand; while one is in play, the hand after it. The first hand is the drawn
        dealer's, or if they have left, passes on from their seat the same way. None if
        nobody may, or no first dealer was drawn."""
        start = table.last_dealer_seat
        # The first hand: the dealer drawn, unless they have left since.
        if table.hands == 0 and (table.first_dealer is None
                                 or table.first_dealer in table.seats.values()):
            return table.first_dealer
        for step in range(1, self.size + 1):
            player = table.seats.get((start - 1 + step) % self.size + 1)
            if player is not None and self.chips.get(player, 1) > 0 \
                    and table.arrived[player] < table.hands:
                return player
        return None

    def _turn(self, table: _Table, first: str, seat: int) -> int:
        """How many players now seated at `table` deal before a newcomer in `seat` deals for
        the first time, when `first` deals the table's next hand that the newcomer may deal
        (S7-6: clockwise, each in turn)."""
        origin = table.seat_of(first)
        assert origin is not None
        distance = (seat - origin) % self.size
        return sum(1 for other, player in table.seats.items()
                   if self.chips.get(player, 1) > 0 and (other - origin) % self.size < distance)

    # ---- reading the record ---------------------------------------------------------------

    def read(self, table: int | None, event: Any) -> None:
        kind = _kind(event)
        if kind == "SeatDrawn":
            self._sit(_get(event, "name"), _get(event, "table"), _get(event, "seat"))
        elif kind == "FirstDealerDrawn":
            self._drawn(self._table(_get(event, "table")), _get(event, "dealer"))
        elif kind == "LateEntered":
            self.chips[_get(event, "name")] = _get(event, "chips")
            self._sit(_get(event, "name"), _get(event, "table"), _get(event, "seat"))
        elif kind == "PlayerMoved":
            self._moved(event)
        elif kind == "PlayerEliminated":
            self._leave(_get(event, "seat"))
            self.chips[_get(event, "seat")] = 0
        elif kind == "TableBroken":
            broken = self.tables.pop(_get(event, "table"), None)
            if broken is not None and broken.seats:
                self.violations.append(f"Table {broken.number} was broken up with "
                                       f"{', '.join(sorted(broken.seats.values()))} still there")
        elif table is not None and kind == "HandStarted":
            self._hand_started(self._table(table), event)
        elif table is not None and kind == "HandVoided":
            self._table(table).voided = True
        elif table is not None and kind == "HandEnded":
            self._hand_ended(self._table(table), event)

    def _table(self, number: int) -> _Table:
        return self.tables.setdefault(number, _Table(number))

    def _drawn(self, table: _Table, dealer: str) -> None:
        table.first_dealer = dealer
        table.last_dealer_seat = table.seat_of(dealer) or 0
        for player in table.arrived:
            table.arrived[player] = -1

    def _sit(self, player: str, number: int, seat: int) -> None:
        table = self._table(number)
        if not 1 <= seat <= self.size or seat in table.seats:
            self.violations.append(f"{player} was given seat {seat} at table {number}, which "
                                   f"is not an empty seat")
        table.seats[seat] = player
        table.arrived[player] = table.hands

    def _leave(self, player: str) -> _Table | None:
        for table in self.tables.values():
            seat = table.seat_of(player)
            if seat is not None:
                del table.seats[seat]
                return table
        return None

    def _hand_started(self, table: _Table, event: Any) -> None:
        self.hand_number += 1
        dealer: str = _get(event, "dealer")
        stacks: Mapping[str, int] = _get(event, "stacks")
        where = f"Hand {self.hand_number} (table {table.number}'s hand {table.hands + 1})"
        seated = {player for player in table.seats.values() if self.chips.get(player, 1) > 0}
        if set(stacks) != seated:
            self.violations.append(f"{where} dealt in {sorted(stacks)}, but the record seats "
                                   f"{sorted(seated)} there")
        expected = self.next_dealer(table)
        if expected is not None and dealer != expected:
            seat = table.seat_of(expected)
            self.violations.append(
                f"{where}: {dealer} (seat {table.seat_of(dealer)}) dealt, but the deal should "
                f"have passed from seat {table.last_dealer_seat} to {expected} (seat {seat}), "
                f"the next player clockwise who may deal it (S7-6, S7-10)")
        if (table.hands > 0 or table.first_dealer is not None) \
                and table.arrived.get(dealer, 0) >= table.hands:
            self.violations.append(f"{where}: {dealer}, new to the table, dealt its next hand "
                                   f"(S7-10)")
        table.before_void = (table.last_dealer, table.last_dealer_seat)
        table.hands += 1
        table.in_play = frozenset(stacks)
        table.voided = False
        table.last_dealer, table.last_dealer_seat = dealer, table.seat_of(dealer) or 0
        table.dealt.append(dealer)
        self.chips.update(stacks)

    def _hand_ended(self, table: _Table, event: Any) -> None:
        table.in_play = None
        if table.voided:  # it counts for nothing: the same dealer deals again
            table.hands -= 1
            table.last_dealer, table.last_dealer_seat = table.before_void
            table.dealt.pop()
            return
        self.chips.update(_get(event, "stacks"))

    def _moved(self, event: Any) -> None:
        player: str = _get(event, "name")
        source = self.tables.get(_get(event, "from_table"))
        target = self._table(_get(event, "to_table"))
        reason, seat = _get(event, "reason"), _get(event, "to_seat")
        if source is not None and source.in_play is not None and player in source.in_play:
            self.violations.append(f"{player} left table {source.number} during a hand they "
                                   f"were dealt into")
        if reason == "balance" and source is not None:
            self._check_mover(source, player)
        if reason == "balance":
            self._check_seat(target, player, seat)
        self._check_said(event, player)
        if reason == "director":
            self.placed[player] = (_get(event, "from_table"), target.number)
        else:
            self.placed.pop(player, None)
        self._leave(player)
        self._sit(player, target.number, seat)

    def _check_mover(self, source: _Table, player: str) -> None:
        """S7-23 ruling: of the players who may leave (not the one who deals the next hand
        there), the one who dealt most recently moves."""
        staying = self.next_dealer(source)
        seated = set(source.seats.values()) - {staying}
        # S7-24: the director's players stay while anyone else can go.
        seated = {each for each in seated if self._placed_at(each) != source.number} or seated
        if player not in seated:
            self.violations.append(f"{player}, whom the director moved to table "
                                   f"{source.number}, was moved to balance the tables while "
                                   f"{sorted(seated)} could go (S7-24)")
        recent = next((dealer for dealer in reversed(source.dealt) if dealer in seated), None)
        if recent is not None and player != recent:
            self.violations.append(f"{player} was moved from table {source.number} to balance "
                                   f"the tables, but {recent} dealt there most recently "
                                   f"(S7-23 ruling)")

    def _placed_at(self, player: str) -> int | None:
        placed = self.placed.get(player)
        return None if placed is None else placed[1]

    def _check_said(self, event: Any, player: str) -> None:
        """A move by balancing or a broken table of a player the director placed names the
        table the director had moved them from; any other move names none."""
        said = event.get("director_moved_from") if isinstance(event, Mapping) \
            else getattr(event, "director_moved_from", None)
        placed = self.placed.get(player)
        overrides = placed is not None and _get(event, "reason") != "director" \
            and placed[1] == _get(event, "from_table")
        expected = placed[0] if overrides and placed is not None else None
        if said != expected:
            self.violations.append(f"{player} was moved from table {_get(event, 'from_table')} "
                                   f"({_get(event, 'reason')}) saying the director had moved "
                                   f"them from table {said}, not {expected} (S7-24)")

    def _check_seat(self, target: _Table, player: str, seat: int) -> None:
        """S7-23 ruling: the empty seat whose first deal comes last."""
        first = self.next_dealer(target)
        if first is None or target.seat_of(first) is None:
            return  # a table that has not had its first dealer drawn: no rotation yet
        free = [each for each in range(1, self.size + 1) if each not in target.seats]
        if seat not in free:
            return  # said by `_sit`
        turns = {each: self._turn(target, first, each) for each in free}
        last = max(turns.values())
        if turns[seat] < last:
            best = [each for each in free if turns[each] == last]
            self.violations.append(
                f"{player} was moved to table {target.number} seat {seat} to balance the "
                f"tables: {_players(turns[seat])} before that seat's first deal, {last} before "
                f"seat {best[-1]}'s, the seat that deals last (S7-23 ruling)")


def _players(count: int) -> str:
    return "1 seated player deals" if count == 1 else f"{count} seated players deal"


def rotation_violations(record: Record, table_size: int = 8) -> list[str]:
    """Every breach of S7-6, S7-10 and S7-23's ruling in `record`, in words; [] if none."""
    check = RotationCheck(table_size)
    for table, event in record:
        check.read(table, event)
    return check.violations
