"""History's view as the tests open it: on a file, a tournament picked, its report waited for."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.client.review import Review
from app.engine.cards import Card
from app.ui.history_view import HistoryView
from app.ui.review_panel import ReviewPanel

REPORTED = 60_000  # ms: a report on a busy shared machine, with room to spare


def history(qtbot: QtBot, database: Path, player: str = "Ann") -> HistoryView:
    view = HistoryView()
    qtbot.addWidget(view, before_close_func=lambda _: view.close_store())
    view.ui.replay_felt.speed = 0.0
    view.set_player(player)
    assert view.open_store(database)
    return view


def panel_of(view: HistoryView) -> ReviewPanel:
    return view.ui.review_panel


def wait_for_report(qtbot: QtBot, panel: ReviewPanel) -> Review:
    qtbot.waitUntil(lambda: panel.report is not None, timeout=REPORTED)
    assert panel.report is not None
    return panel.report


def pick_tournament(view: HistoryView, tournament_id: int) -> None:
    ids = [record.id for record in view.tournaments]
    view.ui.tournaments_list.setCurrentRow(ids.index(tournament_id))


def cards_in_state(view: HistoryView) -> list[Card | None]:
    return [card for seat in view.state.seats for hand in seat.hands for card in hand.cards]
