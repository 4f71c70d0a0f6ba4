"""History opens a database written by each released format (issue 35, the fixtures of
tests/store/fixtures/): every tournament is listed, a hand of each replays step by step to its
end with its cards on the felt, and the player's report is shown, read from what was stored."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.support.history import (
    cards_in_state,
    history,
    panel_of,
    pick_tournament,
    wait_for_report,
)
from tests.support.old_files import OLD_FILES, TOURNAMENTS


@pytest.mark.parametrize("fixture", OLD_FILES, ids=[path.stem for path in OLD_FILES])
def test_every_tournament_of_an_old_file_replays_and_is_reviewed(
        qtbot: QtBot, tmp_path: Path, fixture: Path) -> None:
    copy = tmp_path / "pitboss.sqlite3"
    shutil.copy(fixture, copy)
    view = history(qtbot, copy, player="P3")
    assert sorted(record.id for record in view.tournaments) == list(TOURNAMENTS)
    assert not view.ui.message_label.isVisible()
    for number in TOURNAMENTS:
        pick_tournament(view, number)
        report = wait_for_report(qtbot, panel_of(view))
        assert report.tournament == number and report.decisions and not report.skipped
        assert panel_of(view).ui.summary_label.text().startswith("P3: ")
        longest = max(range(len(view.hands)), key=lambda row: len(view.hands[row].events))
        view.ui.hands_list.setCurrentRow(longest)  # a hand with cards (not a BJX deal passed)
        assert view.hand is not None and view.hand.complete
        view.ui.last_button.click()
        assert view.step == view.steps > 5
        assert len(cards_in_state(view)) >= 4  # a player's two cards and the dealer's
        assert view.ui.step_label.text().startswith(f"Step {view.steps} of {view.steps}: ")
