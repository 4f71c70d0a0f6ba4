"""The table's view in Qt tests, shown and given the host's messages by hand (what the view
shows of them is what is tested; the host's side is in tests/net)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.rules import Variant
from app.net import protocol as p
from app.ui.table_view import TableView
from tests.support.table_messages import NAMES


def table_for(qtbot: QtBot, variant: Variant, me: str = "Bob") -> TableView:
    """`me`'s table view (Bob's unless told), shown, at table 1 of Ann, Bob and Cid with Ann
    dealing."""
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    view.speed = 0.0
    view.shown.me = me
    seats = [p.SeatRow(name=name, chips=4000, seat=index + 1)
             for index, name in enumerate(NAMES)]
    standings = [p.StandingRow(name=name, chips=4000, place=None, table=1) for name in NAMES]
    tell(view, p.Snapshot(variant=variant, started=True, over=False, tables={1: seats},
                          dealers={1: "Ann"}, standings=standings, clock=None,
                          players=NAMES, now=0.0))
    return view


def tell(view: TableView, *messages: p.HostMessage) -> None:
    for message in messages:
        view.on_event_changed(message)
    view.skip()
    for _ in range(3):  # the nested layouts settle, as they do between a person's looks
        QApplication.processEvents()
