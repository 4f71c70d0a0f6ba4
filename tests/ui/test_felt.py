"""The felt draws a state into items that persist: what did not change is not made again, a
new card slides from the shoe, a card turned up stays where it lies, a settled bet slides to
whoever took it and is gone once there."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem
from pytestqt.qtbot import QtBot

from app.client.table_state import TableSeat, TableState
from app.engine.cards import Card
from app.engine.events import Outcome
from app.engine.seat_view import HandView
from app.ui.felt import FeltView


def felt_at(qtbot: QtBot, speed: float = 1.0) -> FeltView:
    felt = FeltView()
    qtbot.addWidget(felt)
    felt.resize(960, 600)
    felt.show()
    felt.speed = speed
    return felt


def table(*seats: TableSeat) -> TableState:
    return TableState(me="Ann", seats=list(seats), dealer="Bob")


def ann(*cards: Card | None, bet: int = 0) -> TableSeat:
    return TableSeat("Ann", chips=1000, hands=[HandView(cards=list(cards), bet=bet)])


def bob(*cards: Card | None) -> TableSeat:
    return TableSeat("Bob", chips=5000, dealer=True, hands=[HandView(cards=list(cards))])


def cards_drawn(felt: FeltView) -> list[QGraphicsItem]:
    """The pictures on the felt other than the shoe's back, in no set order."""
    shoe = felt._items[("shoe",)][1]
    return [item for item in felt.scene().items()
            if isinstance(item, QGraphicsPixmapItem) and item is not shoe]


def test_a_new_card_adds_one_item_and_keeps_the_others(qtbot: QtBot) -> None:
    felt = felt_at(qtbot, speed=0.0)
    felt.show_state(table(ann(Card.parse("TS")), bob(Card.parse("9H"))))
    before = {id(item): item for item in felt.scene().items()}
    felt.show_state(table(ann(Card.parse("TS"), Card.parse("6D")), bob(Card.parse("9H"))))
    after = felt.scene().items()
    new = [item for item in after if id(item) not in before]
    # The card, and the hand's total, which changed with it (10 to 16): its label is made
    # again (a plate and its words). Names, chips, plates and the other cards are all kept.
    pictures = [item for item in new if isinstance(item, QGraphicsPixmapItem)]
    assert len(pictures) == 1
    total = felt._items[("total", "Ann", 0)][1]
    assert set(map(id, new)) == {id(pictures[0]), id(total), *map(id, total.childItems())}
    assert len(after) == len(before) + 1


def test_the_same_state_again_changes_nothing(qtbot: QtBot) -> None:
    felt = felt_at(qtbot)
    state = table(ann(Card.parse("AC"), bet=50), bob(None))
    felt.show_state(state)
    felt.skip_animations()
    items = set(map(id, felt.scene().items()))
    felt.show_state(state, force=True)  # drawn again, as after a new theme setting
    assert set(map(id, felt.scene().items())) == items
    assert not felt.animating


def test_a_dealt_card_slides_and_a_turned_card_does_not(qtbot: QtBot) -> None:
    felt = felt_at(qtbot)
    felt.show_state(table(ann(), bob()))
    felt.show_state(table(ann(), bob(None)))  # the dealer's hole card: dealt, face down
    assert felt.animating
    felt.skip_animations()
    assert not felt.animating
    felt.show_state(table(ann(), bob(Card.parse("KD"))))  # the same card, turned up
    assert not felt.animating
    assert len(cards_drawn(felt)) == 1


def test_a_settled_bet_slides_to_its_winner_and_is_gone_when_there(qtbot: QtBot) -> None:
    felt = felt_at(qtbot)
    felt.show_state(table(ann(Card.parse("AS"), Card.parse("KS"), bet=100), bob()))
    felt.skip_animations()
    assert len(cards_drawn(felt)) == 3  # two cards and the bet's chip
    won = ann(Card.parse("AS"), Card.parse("KS"), bet=100)
    won.hands[0].outcome, won.hands[0].returned, won.hands[0].won = Outcome.NATURAL, 100, 150
    felt.show_state(table(won, bob()))
    assert felt.animating  # the chip on its way to Ann
    moving = [item for item in cards_drawn(felt) if item.zValue() == 25]
    assert len(moving) == 1
    felt.skip_animations()
    assert len(cards_drawn(felt)) == 2  # the chip has landed and is gone


def test_a_new_size_draws_the_art_again_without_sliding(qtbot: QtBot) -> None:
    felt = felt_at(qtbot)
    felt.show_state(table(ann(Card.parse("QH")), bob()))
    felt.skip_animations()
    card = cards_drawn(felt)[0]
    felt.resize(1600, 1000)
    qtbot.waitUntil(lambda: cards_drawn(felt)[0] is not card)
    assert not felt.animating
    assert cards_drawn(felt)[0].pos() == card.pos()  # the same place in scene units
