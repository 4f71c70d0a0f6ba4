"""hands.csv, as `pitboss export --csv` and History's export write it: one row per seat per
hand, in plain columns a spreadsheet can sum and sort (hand, table, seat, role, cards, total,
bet, chips_before, net, chips_after), beside results.csv (app/store/export.py writes both files).

The rows are read off the stored events with the engine's own reducer of a hand
(`app.engine.seat_view.SeatView`), so a total here is the total the table showed (C-1 to C-3,
BJX-8's aces played low, a split's hands apart, C-10). The store cannot make them itself: it
knows no cards (DESIGN.md: the store is below the engine).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from app.core.wire import event_from_dict
from app.engine.events import HandEnded, HandStarted, HandVoided
from app.engine.seat_view import HandView, SeatView
from app.engine.variants import default_variant, variants
from app.store import EventStore, HandRecord
from app.store.export import HandRow, write_csv

# Between the hands of one seat (after a split; a Series 7 dealer's split aces, S7-17).
HAND_SEPARATOR = " | "


def export_csv(store: EventStore, tournament: int, folder: Path) -> list[Path]:
    """results.csv and hands.csv of one stored tournament in `folder` (made if missing); their
    paths. StoreError if the tournament is unknown or the files cannot be written."""
    record = store.tournament(tournament)
    known = {variant.name for variant in variants()}
    variant = record.variant if record.variant in known else default_variant()
    return write_csv(store.results(tournament), hand_rows(variant, store.hands(tournament)),
                     Path(folder))


def hand_rows(variant: str, hands: Sequence[HandRecord]) -> list[HandRow]:
    """One row per seat of each hand, the hands in the order they started; the dealer's row
    after the players' (a house dealer's with no bet, net or chips). A hand the record stops
    in the middle of has no net and no chips after."""
    rows: list[HandRow] = []
    for hand in hands:
        events = []
        for stored in hand.events:
            try:
                events.append(event_from_dict(stored.payload))
            except ValueError:  # a newer Pitboss's event: its cards cannot be told apart
                continue
        started = next((event for event in events if isinstance(event, HandStarted)), None)
        if started is None:
            continue
        view = SeatView(me="", variant=variant).apply_all(events)  # stored: every card shows
        end = next((event for event in reversed(events)
                    if isinstance(event, HandEnded | HandVoided)), None)
        net = end.net if isinstance(end, HandEnded) else {}
        for seat in [*started.players, started.dealer]:
            dealing = seat == started.dealer
            seat_hands = view.dealer_hands if dealing else view.hands.get(seat, [])
            own_chips = seat in started.stacks  # a house dealer has none
            rows.append(HandRow(
                hand=hand.hand, table=hand.table, seat=seat,
                role="dealer" if dealing else "player",
                cards=HAND_SEPARATOR.join(_cards(each) for each in seat_hands),
                total=HAND_SEPARATOR.join(_total(each) for each in seat_hands if each.cards),
                bet=sum(each.bet + each.insurance for each in seat_hands) if not dealing
                else None,
                chips_before=started.stacks.get(seat),
                net=net.get(seat, 0) if end is not None and own_chips else None,
                chips_after=end.stacks.get(seat) if end is not None and own_chips else None))
    return rows


def _cards(hand: HandView) -> str:
    """The engine's two-character notation (C-1: "AS", "TD"), plain ASCII for any spreadsheet."""
    return " ".join(str(card) if card is not None else "??" for card in hand.cards)


def _total(hand: HandView) -> str:
    return str(hand.value.total)
