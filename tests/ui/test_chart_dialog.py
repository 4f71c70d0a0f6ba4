"""The basic-strategy chart (issue 7): worked out in the window a row at a time, shown,
saved as a PNG, and the same from `pitboss chart`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from app.cli import main
from app.engine.charts import TENHAND, Move
from app.engine.variants.tenhand.advisor import rules_for_tenhand
from app.engine.variants.tenhand.rules import TenHandRules
from app.ui.chart_dialog import ChartDialog
from app.ui.table_view import TableView


def worked_out(qtbot: QtBot) -> ChartDialog:
    dialog = ChartDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.working, timeout=60_000)
    return dialog


def test_the_ten_hand_chart_is_worked_out_and_shown(qtbot: QtBot) -> None:
    dialog = worked_out(qtbot)
    chart = dialog.ui.chart_grid.chart
    assert chart is not None and chart.name == "6 decks, H17, no DAS, late surrender"
    assert chart.hard == TENHAND.hard and chart.pairs == TENHAND.pairs  # T10-7 to T10-12
    assert dialog.ui.export_png_button.isEnabled()
    assert "Worked out for 6 decks" in dialog.ui.status_label.text()


def test_other_rules_give_their_own_chart_and_known_ones_come_back_at_once(
        qtbot: QtBot) -> None:
    dialog = worked_out(qtbot)
    dialog.ui.decks_spin.setValue(1)
    dialog.ui.soft17_combo.setCurrentIndex(1)  # stands on soft 17
    dialog.ui.das_check.setChecked(True)
    dialog.ui.surrender_check.setChecked(False)
    dialog.ui.work_out_button.click()
    assert dialog.working and dialog.ui.chart_grid.chart is None
    qtbot.waitUntil(lambda: not dialog.working, timeout=60_000)
    one_deck = dialog.ui.chart_grid.chart
    assert one_deck is not None and one_deck.name == "1 deck, S17, DAS, no surrender"
    assert one_deck.hard[11][9] is Move.DOUBLE  # 11 v A doubles from one deck, S17
    dialog.show_rules(rules_for_tenhand(TenHandRules()))
    dialog.work_out()
    assert not dialog.working  # kept from before: no work, no wait
    shown = dialog.ui.chart_grid.chart
    assert shown is not None and shown.name.startswith("6 decks")


def test_the_chart_is_saved_as_a_png(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = worked_out(qtbot)
    target = tmp_path / "chart.png"
    assert dialog.export_png(target)
    image = QImage(str(target))
    assert image.width() == 900 and image.height() > image.width()
    assert dialog.export_png(tmp_path / "missing" / "chart.png") is False
    assert "Could not write the chart" in dialog.ui.status_label.text()


def test_the_table_opens_one_chart_window(qtbot: QtBot) -> None:
    view = TableView()
    qtbot.addWidget(view)
    view.ui.chart_button.click()
    first = view.chart_dialog
    assert first is not None and first.isVisible()
    view.ui.chart_button.click()
    assert view.chart_dialog is first
    first.close()


def test_pitboss_chart_prints_and_saves(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    assert main(["chart", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["hard"]["16"] == [move.value for move in TENHAND.hard[16]]
    target = tmp_path / "c.png"
    assert main(["chart", "--png", str(target), "--width", "400"]) == 0
    assert QImage(str(target)).width() == 400
    assert main(["chart", "--png", str(target), "--width", "10"]) == 2
    assert "200 to 8000 pixels" in capsys.readouterr().out


def test_a_bjx_table_starts_from_the_bjx_play(qtbot: QtBot) -> None:
    """BJX-5, BJX-10: no doubling once the cards are played (the raise came before), so the
    double-after-split box does nothing and is off; split aces may hit."""
    dialog = ChartDialog(None, "bjx")
    qtbot.addWidget(dialog)
    assert not dialog.ui.das_check.isEnabled()
    assert dialog.rules().double_down is False and dialog.rules().decks == 1
    qtbot.waitUntil(lambda: not dialog.working, timeout=60_000)
    chart = dialog.ui.chart_grid.chart
    assert chart is not None and "no doubling" in chart.name
    cells = {move for table in (chart.hard, chart.soft, chart.pairs) for row in table.values()
             for move in row}
    assert Move.DOUBLE not in cells and Move.DOUBLE_STAND not in cells


def test_the_lobby_shows_the_chosen_game_s_chart(qtbot: QtBot) -> None:
    from app.ui.lobby_view import LobbyView

    lobby = LobbyView()
    qtbot.addWidget(lobby)
    lobby.ui.variant_combo.setCurrentIndex(lobby.ui.variant_combo.findData("series7"))
    lobby.ui.chart_button.click()
    first = lobby.chart_dialog
    assert first is not None and first.variant == "series7"
    assert first.rules().dealer_splits_aces
    lobby.ui.variant_combo.setCurrentIndex(lobby.ui.variant_combo.findData("bjx"))
    lobby.ui.chart_button.click()
    assert lobby.chart_dialog is not first and lobby.chart_dialog.variant == "bjx"
    lobby.chart_dialog.close()
