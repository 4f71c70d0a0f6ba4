"""Rules that belong to a sequence of hands at one table: the first dealer's high-card draw
(S7-6), the dealer rotation with a newcomer passed over for the table's next hand (S7-10), the
seat that deals last (S7-23 ruling), and finishing places for eliminations (C-12)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.engine.cards import Card
from app.engine.errors import IllegalAction, ShoeExhausted
from app.engine.shoe import Shoe
from app.engine.tournament.events import HighCardDrawn, PlayerEliminated


def draw_for_dealer(names: Sequence[str], shoe: Shoe) -> tuple[str, list[HighCardDrawn]]:
    """S7-6: everyone draws a card, ace high, suits do not count; ties draw again."""
    if not names:
        raise IllegalAction("Nobody is seated to draw for the deal")
    contenders = list(names)
    events: list[HighCardDrawn] = []
    while len(contenders) > 1:
        draws: dict[str, Card] = {}
        for name in contenders:
            try:
                card = shoe.draw()
            except ShoeExhausted:
                shoe.replenish(())
                card = shoe.draw()
            draws[name] = card
            events.append(HighCardDrawn(seat=name, card=card))
        best = max(card.rank.high_card_order for card in draws.values())
        contenders = [name for name in contenders if draws[name].rank.high_card_order == best]
    return contenders[0], events


@dataclass(slots=True)
class TableSeat:
    name: str
    chips: int
    slot: int  # the physical seat, 1 to the table's size, numbered clockwise
    # S7-10: the hand of this table (counted as `Table.hands_played` counts them) that a
    # newcomer may not deal: the table's next hand when they sat down; 0 for the seat draw.
    may_not_deal: int = 0


class Table:
    """Seats in clockwise order and who deals. Chips are updated from each finished hand.

    Seats are physical places numbered clockwise from 1 to `size`, so that a move can be
    announced as "table 3 seat 5" and a newcomer can be put in a chosen empty seat.

    `dealer` deals the hand in play, or between hands the next one: the deal passes when a
    hand ends (`end_hand`), so between hands the next hand's dealer is already known.
    """

    def __init__(self, seats: Sequence[tuple[str, int]], dealer: str, size: int = 10) -> None:
        if len(seats) > size:
            raise IllegalAction(f"A table of {size} seats cannot hold {len(seats)} players")
        self.size = size
        self.seats = [TableSeat(name, chips, slot) for slot, (name, chips)
                      in enumerate(seats, start=1)]
        if len({seat.name for seat in self.seats}) != len(self.seats):
            raise IllegalAction("Every seat at a table needs a different name")
        if dealer not in self.names():
            raise IllegalAction(f"The dealer {dealer!r} is not seated at this table")
        self.dealer = dealer
        self.last_dealer: str | None = None  # who dealt the hand before `dealer`'s
        self.hands_played = 0  # hands finished here; a voided hand is not one

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def seat(self, name: str) -> TableSeat:
        for seat in self.seats:
            if seat.name == name:
                return seat
        raise IllegalAction(f"There is no player called {name!r} at this table")

    def in_play(self) -> list[TableSeat]:
        return [seat for seat in self.seats if seat.chips > 0]

    def free_slots(self) -> list[int]:
        taken = {seat.slot for seat in self.seats}
        return [slot for slot in range(1, self.size + 1) if slot not in taken]

    def players_from_left(self) -> list[TableSeat]:
        """Everyone with chips but the dealer, clockwise from the dealer's left (C-9)."""
        start = self.names().index(self.dealer)
        ordered = self.seats[start + 1:] + self.seats[:start]
        return [seat for seat in ordered if seat.chips > 0]

    def newcomers(self, *, hand_in_play: bool) -> list[str]:
        """Who may not deal the table's next hand (S7-10): the hand after the one in play if
        `hand_in_play`, else the next one to be dealt."""
        next_hand = self._next_hand(hand_in_play)
        return [seat.name for seat in self.seats if seat.may_not_deal == next_hand]

    def slot_dealing_last(self, *, hand_in_play: bool) -> int:
        """The empty seat whose player would deal last of everyone (S7-23 ruling).

        From the next hand on the deal goes clockwise, and a newcomer deals in turn once that
        hand is dealt (S7-10 bars them from it alone), so the empty seat farthest clockwise from
        the next hand's dealer deals last. Between hands (`hand_in_play` False) that dealer is
        `dealer`, chosen when the last hand ended; while a hand is in play, `dealer` deals it
        and the next hand goes to whoever the deal passes to at its end, passing over this
        newcomer (docs/decisions/newcomer-skip.md)."""
        free = self.free_slots()
        if not free:
            raise IllegalAction("This table has no empty seat")
        if hand_in_play:
            next_dealer = self._deal_passes_to(self._next_hand(hand_in_play))
        else:
            next_dealer = self.seat(self.dealer)
        return max(free, key=lambda slot: (slot - next_dealer.slot) % self.size)

    def add(self, name: str, chips: int, slot: int | None = None, *,
            hand_in_play: bool) -> TableSeat:
        """Seat a newcomer in `slot`, or in the seat that will deal last (S7-23 ruling); they
        may not deal the table's next hand (S7-10): the one after the hand in play if
        `hand_in_play`, else the next one, which already has its dealer."""
        if name in self.names():
            raise IllegalAction(f"{name} is already seated at this table")
        if slot is None:
            slot = self.slot_dealing_last(hand_in_play=hand_in_play)
        if slot not in self.free_slots():
            raise IllegalAction(f"Seat {slot} is not an empty seat at this table")
        seat = TableSeat(name, chips, slot, may_not_deal=self._next_hand(hand_in_play))
        self.seats.append(seat)
        self.seats.sort(key=lambda each: each.slot)
        return seat

    def remove(self, name: str) -> TableSeat:
        seat = self.seat(name)
        if name == self.dealer:
            raise IllegalAction(f"{name} is dealing and cannot leave the table now")
        self.seats.remove(seat)
        return seat

    def end_hand(self) -> str:
        """After a hand that was not voided, with every stack updated: count it and pass the
        deal (S7-6). A player left alone with chips deals when others arrive."""
        self.hands_played += 1
        in_play = self.in_play()
        if len(in_play) >= 2:
            return self.pass_deal()
        if in_play:
            self.dealer = in_play[0].name
        return self.dealer

    def pass_deal_again(self) -> str:
        """Between hands the chosen dealer leaves (a refused seat): the deal passes on, over
        every newcomer not yet passed over (S7-10): those seated since the last hand, and those
        seated during a hand that was then voided (S7-24: it counts for nothing, so the hand
        dealt next is still the one after their arrival)."""
        voided_during = self._next_hand(hand_in_play=True)
        seat = self._deal_passes_to(self.hands_played + 1, also_barred=voided_during)
        self.last_dealer, self.dealer = self.dealer, seat.name
        return self.dealer

    def pass_deal(self) -> str:
        """S7-6: the deal passes clockwise to the next player with chips, passing over a
        newcomer who may not deal this hand (S7-10)."""
        seat = self._deal_passes_to(self.hands_played + 1)
        self.last_dealer, self.dealer = self.dealer, seat.name
        return self.dealer

    def _next_hand(self, hand_in_play: bool) -> int:
        """The number `hands_played` will give the table's next hand: the one after the hand
        in play, or between hands the next one dealt."""
        return self.hands_played + (2 if hand_in_play else 1)

    def _deal_passes_to(self, hand: int, also_barred: int | None = None) -> TableSeat:
        """Who deals `hand` if the deal passes from `dealer` now: the first player with chips
        clockwise from the dealer's left that may deal it; the dealer last of all."""
        start = self.names().index(self.dealer)
        order = self.seats[start + 1:] + self.seats[:start + 1]
        candidates = [seat for seat in order if seat.chips > 0]
        eligible = [seat for seat in candidates
                    if seat.may_not_deal not in (hand, also_barred)] or candidates
        if not eligible:
            raise IllegalAction("Nobody at this table has chips left to deal")
        return eligible[0]


class FinishingPlaces:
    """The places of players as they go out (C-12), over everyone who played, late entries
    (S7-3) included: the groups out on each hand are kept in order, and the places are worked
    out from them and the field, so that a late entry moves everyone already out down one."""

    def __init__(self, field: int) -> None:
        self.field = field
        self.groups: list[list[tuple[str, int]]] = []  # (name, chips at the hand's start)

    @property
    def remaining(self) -> int:
        """Those still in."""
        return self.field - sum(len(group) for group in self.groups)

    def add_player(self) -> dict[str, int]:
        """A late entry (S7-3) joins the field still in play: the new places of those already
        out (empty if nobody is)."""
        self.field += 1
        return self.places()

    def places(self) -> dict[str, int]:
        """The place of everyone out so far: the first group out takes the worst places."""
        places: dict[str, int] = {}
        worst = self.field
        for group in self.groups:
            places.update(_ranked(group, worst - len(group) + 1))
            worst -= len(group)
        return places

    def eliminate(self, busted: Sequence[tuple[str, int]],
                  table: int | None = None) -> list[PlayerEliminated]:
        """`busted`: (name, chips at the start of the hand) of everyone out on one hand.

        More chips at the start of that hand finish better; equal counts share the better place.
        """
        if not busted:
            return []
        group = sorted(busted, key=lambda item: -item[1])
        first_place = self.remaining - len(group) + 1
        self.groups.append(group)
        return [PlayerEliminated(seat=name, place=place, table=table)
                for name, place in _ranked(group, first_place).items()]


def _ranked(group: Sequence[tuple[str, int]], first_place: int) -> dict[str, int]:
    """C-12: the places of one hand's eliminations, by chips at the hand's start (sorted, most
    first); equal counts share the better place."""
    return {name: first_place + next(index for index, (_, other) in enumerate(group)
                                     if other == chips)
            for name, chips in group}
