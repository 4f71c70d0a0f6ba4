"""The felt for a screen reader: each seat, and the dealer's cards, an accessible object.

The felt is one QGraphicsView: its cards and chips are scene items, which no screen reader
sees. So each seat gets an invisible child widget laid over it, named for the seat (its player,
"(you)" for yours) and described in words (`app.client.felt_text.seat_description`: chips,
bets, cards as "ace of spades", totals, what it is doing); one more says the dealer's cards.
Qt exposes child widgets to the platform's accessibility bridge (AT-SPI on Linux) and tells it
when a name or description changes, so a screen reader follows the hand as it is played.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsView, QWidget

from app.client.felt_text import dealer_up_words, seat_description, seat_name
from app.client.table_state import TableSeat, TableState
from app.i18n import Context, translatable

felt_words = Context("felt_words")
DEALER_CARDS = translatable("felt_words", "Dealer's cards")


class SeatPlace(QWidget):
    """Paints nothing and takes no clicks: it is there to be read."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)


class SeatAccess:
    """Keeps one SeatPlace per seat of the state last drawn, over the seat's place on the
    felt, and one for the dealer's cards."""

    def __init__(self, view: QGraphicsView) -> None:
        self.view = view
        self.places: dict[str, SeatPlace] = {}
        self.dealer = SeatPlace(view.viewport())
        self.dealer.setObjectName("felt_dealer_cards")
        self.dealer.setAccessibleName(felt_words.tr(DEALER_CARDS))
        self.dealer.hide()

    def show(self, state: TableState, seats: list[TableSeat], bounds: list[QRectF]) -> None:
        """Name, describe and place a SeatPlace for each seat (yours first, then round the
        table), and say the dealer's cards; places of seats gone are removed."""
        for name in [name for name in self.places if state.seat(name) is None]:
            self.places.pop(name).deleteLater()
        for seat, rect in zip(seats, bounds, strict=True):
            place = self.places.get(seat.name)
            if place is None:
                place = self.places[seat.name] = SeatPlace(self.view.viewport())
                place.setObjectName(f"felt_seat_{len(self.places)}")
            _set_text(place, seat_name(state, seat), seat_description(state, seat))
            place.setGeometry(self.view.mapFromScene(rect).boundingRect())
            place.show()
        words = dealer_up_words(state)
        dealer = state.seat(state.dealer)
        if words and dealer is not None:
            _set_text(self.dealer, felt_words.tr(DEALER_CARDS), words)
            index = next(i for i, seat in enumerate(seats) if seat.name == dealer.name)
            self.dealer.setGeometry(self.view.mapFromScene(bounds[index]).boundingRect())
            self.dealer.show()
        else:
            self.dealer.hide()
        # Reading order: your seat, then round the table, then the dealer's cards.
        for place in [self.places[seat.name] for seat in seats] + [self.dealer]:
            place.raise_()


def _set_text(place: QWidget, name: str, description: str) -> None:
    """Only what changed is set: each change is announced to the screen reader."""
    if place.accessibleName() != name:
        place.setAccessibleName(name)
    if place.accessibleDescription() != description:
        place.setAccessibleDescription(description)
