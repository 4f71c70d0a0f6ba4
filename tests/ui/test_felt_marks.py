"""Marks on the felt (issue 19, "at the table"): the shot clock on the seat the host waits for,
in the colours of your own as it runs out, ticking without the table being drawn again; and
the BJX dealer's shown card (BJX-4) marked at a glance and said in words to a screen reader."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QGraphicsRectItem
from pytestqt.qtbot import QtBot

from app.client.felt_text import dealer_up_words, seat_description, shown_dealer_card
from app.client.table_state import TableSeat, TableState
from app.engine.cards import Card
from app.engine.events import CardTurned
from app.engine.rules import Variant
from app.net import protocol as p
from tests.support.felt_states import accessible_children, felt_at, hand, mid_hand, table

NOW = 50_000.0


def clock_plate(felt: object, name: str) -> QGraphicsRectItem | None:
    held = felt.clocks._items.get(name)  # type: ignore[attr-defined]
    return None if held is None else held[1]


def test_the_acting_seat_shows_its_shot_clock_coloured_as_it_runs_out(qtbot: QtBot) -> None:
    """Bob is waited for: his seat shows the seconds left, amber from 10 s, red from 5 s, like
    your own clock; no other seat shows one; the clock goes once he is no longer waited for.
    The ticks redraw no seat (the felt's items other than the clock are the same objects)."""
    felt = felt_at(qtbot)
    state = mid_hand()
    state.apply(p.Waiting(table=1, seats=["Bob"], deadline=NOW + 14.2))
    felt.show_state(state)
    felt.show_clocks(state, NOW)
    assert felt.clocks.text("Bob") == "15 s left" and felt.clocks.text("Ann") == ""
    calm = clock_plate(felt, "Bob")
    assert calm is not None and calm.brush().color().alpha() == 210  # the usual dark plate
    items = {id(item) for key, (_, item) in felt._items.items()}
    felt.show_clocks(state, NOW + 6)
    amber = clock_plate(felt, "Bob")
    assert felt.clocks.text("Bob") == "9 s left"
    assert amber is not None and amber.brush().color().name() == "#e8a317"
    felt.show_clocks(state, NOW + 11)
    red = clock_plate(felt, "Bob")
    assert red is not None and red.brush().color().name() == "#e03c31"
    assert {id(item) for key, (_, item) in felt._items.items()} == items
    # On the felt, by Bob's plate and inside the scene.
    assert felt.sceneRect().contains(red.sceneBoundingRect())
    assert felt.seat_rects()["Bob"].adjusted(-200, -60, 200, 60).contains(red.sceneBoundingRect())
    felt.grab().save("/tmp/felt_acting_clock.png")
    state.apply(p.Waiting(table=1, seats=[], deadline=0.0))
    felt.show_clocks(state, NOW + 12)
    assert felt.clocks.text("Bob") == "" and clock_plate(felt, "Bob") is None


def test_every_seat_of_a_bet_window_shows_its_clock(qtbot: QtBot) -> None:
    """Before the deal the host waits for several bets at once: each of those seats shows the
    window's clock, at the far right and left of the table too (inside the scene)."""
    felt = felt_at(qtbot)
    state = mid_hand()
    state.apply(p.Waiting(table=1, seats=["Ann", "Bob", "Cleo", "Eve"], deadline=NOW + 8))
    felt.show_state(state)
    felt.show_clocks(state, NOW)
    for name in ("Ann", "Bob", "Cleo", "Eve"):
        plate = clock_plate(felt, name)
        assert felt.clocks.text(name) == "8 s left"
        assert plate is not None and felt.sceneRect().contains(plate.sceneBoundingRect())
    assert felt.clocks.text("Dan") == ""


def bjx_dealing(me: str) -> TableState:
    """A BJX hand in which Dan, the dealer, has turned up his second card (BJX-4), as `me`
    sees it: Dan sees both his cards, everyone else the shown one only (C-11)."""
    cards = ("7H", "KS") if me == "Dan" else (None, "KS")
    state = table(TableSeat("Ann", 3950, [hand("9C", None if me != "Ann" else "5D", bet=50)]),
                  TableSeat("Bob", 3900, [hand("4S", None, bet=100)]),
                  TableSeat("Dan", 4150, [hand(*cards)], dealer=True),
                  me=me, variant=Variant.BJX)
    state.hand.dealer, state.hand.in_play = "Dan", True
    state.hand_events = [CardTurned(seat="Dan", hand=0, index=1, card=Card.parse("KS"))]
    return state


def test_the_bjx_dealers_shown_card_is_marked_and_said(qtbot: QtBot) -> None:
    """BJX-4: the card the dealer turned up is marked on the felt, framed and tagged "shown",
    for the dealer (who sees both cards) and for the table; a screen reader hears which."""
    dealer_view = bjx_dealing("Dan")
    assert shown_dealer_card(dealer_view) == 1
    assert dealer_up_words(dealer_view) == (
        "dealer shows king of spades; the other card, seven of hearts, is face down to the "
        "table")
    dan = dealer_view.seat("Dan")
    assert dan is not None
    assert "cards seven of hearts, king of spades (shown)" in seat_description(dealer_view, dan)
    felt = felt_at(qtbot)
    felt.show_state(dealer_view)
    assert ("shown", "Dan") in felt._items and ("shown-frame", "Dan") in felt._items
    frame = felt._items[("shown-frame", "Dan")][1]
    card = felt._items[("card", "Dan", 0, 1)][1]
    assert frame.sceneBoundingRect().contains(card.sceneBoundingRect())
    tag = felt._items[("shown", "Dan")][1]
    assert not tag.sceneBoundingRect().intersects(card.sceneBoundingRect().adjusted(2, 2, -2, -2))
    described = accessible_children(felt)["Dealer's cards"].text(QAccessible.Text.Description)
    assert described.startswith("dealer shows king of spades")
    felt.grab().save("/tmp/felt_bjx_shown_dealer.png")
    player_view = bjx_dealing("Ann")
    felt.show_state(player_view)
    assert ("shown", "Dan") in felt._items
    felt.grab().save("/tmp/felt_bjx_shown_player.png")
    # Once the dealer turns the other card too (BJX-11) nothing is hidden: no mark.
    player_view.hand_events.append(CardTurned(seat="Dan", hand=0, index=0,
                                              card=Card.parse("7H")))
    player_view.seats[2].hands[0].cards[0] = Card.parse("7H")
    felt.show_state(player_view)
    assert ("shown", "Dan") not in felt._items and shown_dealer_card(player_view) is None


def test_no_card_is_marked_shown_outside_bjx(qtbot: QtBot) -> None:
    state = bjx_dealing("Dan")
    state.variant = Variant.SERIES7
    assert shown_dealer_card(state) is None


def test_a_seat_waited_for_is_said_so_without_the_table_drawn_again(qtbot: QtBot) -> None:
    """A `waiting` alone changes the clocks and what a screen reader hears the seat doing,
    and nothing else on the felt."""
    felt = felt_at(qtbot)
    state = mid_hand()
    felt.show_state(state)
    items = {id(item) for _, item in felt._items.values()}
    state.apply(p.Waiting(table=1, seats=["Bob"], deadline=NOW + 20))
    felt.show_waiting(state)
    bob = accessible_children(felt)["Bob"].text(QAccessible.Text.Description)
    assert bob.endswith("placing a bet") and felt.clocks.text("Bob")
    assert {id(item) for _, item in felt._items.values()} == items
