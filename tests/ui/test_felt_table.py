"""What the felt shows at a glance (issue 19, "at the table"): every hand's total and result,
the split hand being played, your seat at the bottom, "You deal" and the director's pause,
bets as stacks of the variant's chips (S7-4), every seat's cards and bet inside the window from
1280x800 to 3840x2160 and from 2 seats to the variant's most, and each seat as an accessible
object a screen reader can read (QAccessible, Qt's own API; tests/ui/test_felt_atspi.py reads
the same through AT-SPI)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from app.client.felt_text import PAUSED, YOU_DEAL
from app.client.table_state import TableSeat, TableState
from app.engine.cards import Card
from app.engine.rules import Variant
from app.net import protocol as p
from app.ui.felt import FeltView
from tests.support.felt_states import (
    MOST_SEATS,
    NAMES,
    accessible_children,
    felt_at,
    hand,
    mid_hand,
    table,
)


def words(felt: FeltView) -> list[str]:
    return [item.text() for item in felt.scene().items()
            if isinstance(item, QGraphicsSimpleTextItem)]


def test_every_hand_shows_its_total_and_every_settled_hand_its_result(qtbot: QtBot) -> None:
    """One label a hand (issue 19: a busted hand showed "bust" over "bust 24", and the dealer's
    "bust 25" read as a sum), across the cards' foot: it covers no more than the bottom sixth
    of any card, so every card's rank stays in view (a result lay across the cards' middle)."""
    felt = felt_at(qtbot)
    state = mid_hand()
    state.seats[3].hands = [hand("9S", "7C", "TD")]  # the dealer busts
    felt.show_state(state)
    shown = words(felt)
    for label in ("soft 17", "bust", "blackjack \u00b7 won 75", "16 \u00b7 push"):
        assert shown.count(label) == (2 if label == "bust" else 1), label  # Bob's, Dan's
    assert not [text for text in shown if text.startswith("bust ")]
    for seat in state.seats:
        for index, dealt in enumerate(seat.hands):
            labels = [item for key, (_, item) in felt._items.items()
                      if key[0] in ("total", "result") and key[1:] == (seat.name, index)]
            assert len(labels) == 1, (seat.name, labels)
            label = labels[0].sceneBoundingRect()
            for position in range(len(dealt.cards)):
                card = felt._items[("card", seat.name, index, position)][1].sceneBoundingRect()
                covered = label.intersected(card)
                assert covered.height() <= card.height() / 6, (seat.name, position)
    felt.grab().save("/tmp/felt-mid-hand.png")


def test_the_split_hand_being_played_is_framed(qtbot: QtBot) -> None:
    state = table(TableSeat("Ann", 3900, [hand("8S", "3H", bet=25), hand("8D", "TC", bet=25),
                                         hand("8H", bet=25)]),
                  TableSeat("Dan", 9000, [hand("9S", None)], dealer=True))
    state.decision = p.DecisionRequest(decision=1, table=1, seat="Ann", kind="play",
                                       actions=["hit", "stand"], ranges={}, deadline=0.0,
                                       hand=1)
    felt = felt_at(qtbot)
    felt.show_state(state)
    frame = felt._items[("active", "Ann")][1].sceneBoundingRect()
    for index, cards in enumerate(([0, 1], [0, 1], [0])):
        for position in cards:
            card = felt._items[("card", "Ann", index, position)][1].sceneBoundingRect()
            assert frame.contains(card) == (index == 1)
    state.decision = p.DecisionRequest(decision=2, table=1, seat="Ann", kind="play",
                                       actions=["hit", "stand"], ranges={}, deadline=0.0,
                                       hand=2)
    felt.show_state(state)  # the next hand: the frame moves with it
    card = felt._items[("card", "Ann", 2, 0)][1].sceneBoundingRect()
    assert felt._items[("active", "Ann")][1].sceneBoundingRect().contains(card)


@pytest.mark.parametrize("count", [2, 3, 5, 8])
def test_your_seat_is_at_the_bottom_wherever_you_sit(qtbot: QtBot, count: int) -> None:
    felt = felt_at(qtbot)
    seats = [TableSeat(name, 4000, [hand("5S", "QH", bet=25)]) for name in NAMES[:count]]
    for me in (seats[0].name, seats[-1].name):
        felt.show_state(table(*seats, me=me, dealer=seats[1].name))
        plates = {name: felt._items[("plate", name)][1].sceneBoundingRect()
                  for name in NAMES[:count]}
        lowest = max(plates, key=lambda name: plates[name].bottom())
        assert lowest == me
        assert abs(plates[me].center().x() - felt.sceneRect().center().x()) < 1


@pytest.mark.parametrize("variant", [Variant.SERIES7, Variant.BJX])
def test_when_you_deal_the_felt_says_so_and_shows_your_total(qtbot: QtBot,
                                                             variant: Variant) -> None:
    state = table(TableSeat("Ann", 12500, [hand("9S", "7C")], dealer=True),
                  TableSeat("Bob", 4000, [hand("5S", "QH", bet=25)]), dealer="Ann",
                  variant=variant)
    felt = felt_at(qtbot)
    felt.show_state(state)
    assert YOU_DEAL in words(felt) and "16" in words(felt)
    felt.grab().save(f"/tmp/felt-you-deal-{variant.value}.png")


def test_a_paused_clock_shows_on_the_felt(qtbot: QtBot) -> None:
    state = mid_hand()
    felt = felt_at(qtbot)
    felt.show_state(state)
    assert PAUSED not in words(felt)
    level = p.Level(number=1, minimum=25, maximum=50, minutes=15)
    state.clock = p.ClockState(now=0.0, started=True, paused=True, running=False,
                               on_break=False, level=level, next_level=level, remaining=880.0,
                               break_remaining=None, seconds_to_next_break=None,
                               elapsed_play=20.0, changes_at=None, rate=1.0)
    felt.show_state(state)
    assert PAUSED in words(felt)


def test_a_bet_is_a_stack_of_the_variants_chips(qtbot: QtBot) -> None:
    """S7-4: 150 is a 100 and two 25s (it was one 100 chip, the theme's largest below it)."""
    felt = felt_at(qtbot)
    felt.show_state(table(TableSeat("Ann", 3850, [hand("5S", "QH", bet=150)]),
                          TableSeat("Dan", 9000, [hand("9S", None)], dealer=True)))
    look = felt._items[("bet", "Ann", 0)][0]
    assert isinstance(look, tuple) and look[0] == ((100, 1), (25, 2))
    assert "150" in words(felt)


def crowded(variant: Variant, count: int) -> TableState:
    """`count` seats, yours split four ways (S7-18), the others with five cards and a bet."""
    seats = [TableSeat(name, 40000, [hand("2S", "2H", "3C", "3D", "AS", bet=2575)])
             for name in NAMES[:count]]
    seats[0].hands = [hand("8S", "3H", "2C", bet=4000) for _ in range(4)]
    seats[1].dealer, seats[1].hands = True, [hand("9S", None)]
    return table(*seats, dealer=seats[1].name, variant=variant)


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (1920, 1080), (2560, 1440),
                                               (3840, 2160)])
def test_every_seats_cards_and_bets_are_inside_the_window(qtbot: QtBot, width: int,
                                                          height: int) -> None:
    felt = felt_at(qtbot, width, height)
    qtbot.waitUntil(lambda: felt.viewport().width() == width)
    visible = felt.viewport().rect()
    for variant, most in MOST_SEATS.items():
        for count in range(2, most + 1):
            felt.show_state(crowded(variant, count))
            assert len(felt.seat_rects()) == count
            for name, rect in felt.seat_rects().items():
                shown = felt.mapFromScene(rect).boundingRect()
                assert visible.contains(shown), (variant, count, name, shown, visible)
            for key, (_, item) in felt._items.items():
                if key[0] in ("bet", "bet-amount", "card"):
                    assert QRectF(0, 0, 1600, 1000).contains(item.sceneBoundingRect()), key


def test_each_seat_and_the_dealers_cards_are_accessible_objects(qtbot: QtBot) -> None:
    felt = felt_at(qtbot)
    felt.show_state(mid_hand())
    children = accessible_children(felt)
    assert {"Ann (you)", "Bob", "Cleo", "Dan", "Eve", "Dealer's cards"} <= set(children)
    ann = children["Ann (you)"].text(QAccessible.Text.Description)
    assert ann == ("3,975 chips; bet 25, cards ace of spades, six of hearts, total soft 17; "
                   "in the hand")
    cleo = children["Cleo"].text(QAccessible.Text.Description)
    assert "cards ace of diamonds, king of clubs" in cleo and "won 75" in cleo
    assert children["Dealer's cards"].text(QAccessible.Text.Description) == (
        "dealer shows nine of spades, total 9")
    # A screen reader finds a seat where it is drawn.
    ann_rect = children["Ann (you)"].rect()
    assert felt.viewport().rect().contains(felt.viewport().mapFromGlobal(ann_rect.center()))


def test_a_seats_words_follow_the_hand(qtbot: QtBot) -> None:
    felt = felt_at(qtbot)
    state = mid_hand()
    felt.show_state(state)
    state.seats[0].hands[0].cards.append(Card.parse("TD"))
    felt.show_state(state)
    description = accessible_children(felt)["Ann (you)"].text(QAccessible.Text.Description)
    assert "ten of diamonds, total 17" in description
