"""The lobby's Drills page (issue 23, app/ui/drill_view.py): ten spots answered with clicks,
each graded against the advisor in its words and kept in the store; the player's own costly
decisions join the drills; an answer that is none of the spot's changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow
from pytestqt.qtbot import QtBot

from app.client.drill_spots import CLOSE_ENOUGH, HARD, KINDS, Spot
from app.client.review import LOST
from app.store import EventStore
from app.store.drills import DrillLog
from app.ui.drill_view import EVERY_KIND, DrillView
from tests.support.nights import hitters_night

SPOT_MS = 30_000  # a spot's advisor work on a busy shared machine (a model cold: ~1 s)


def drills(qtbot: QtBot, database: Path, player: str = "") -> tuple[QMainWindow, DrillView]:
    """The page in a window at 1280x800 in the app's style, drilling `player` on
    `database` (the window is kept by the caller: Qt deletes the page with it)."""
    from app.ui.forms.ui_main_window import Ui_main_window
    from app.ui.style import style_sheet, text_scale

    window = QMainWindow()
    Ui_main_window().setupUi(window)  # the app's menu bar, whose letters the page avoids
    window.setStyleSheet(style_sheet(QApplication.font().pointSizeF(), text_scale(1280, 800)))
    view = DrillView()
    window.setCentralWidget(view)
    qtbot.addWidget(window, before_close_func=lambda _: view.shut_down())
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    assert view.open_store(database, player)
    return window, view


def next_spot(qtbot: QtBot, view: DrillView) -> Spot:
    qtbot.waitUntil(lambda: view.spot is not None, timeout=SPOT_MS)
    assert view.spot is not None
    return view.spot


def wrong_answer(spot: Spot) -> str | None:
    """An answer worth less than the advisor's best, if there is one."""
    worse = [name for name in spot.answers
             if spot.values[name] < spot.values[spot.best] - CLOSE_ENOUGH[spot.measure] - LOST]
    return worse[0] if worse else None


def click_answer(qtbot: QtBot, view: DrillView, answer: str) -> None:
    """Answer as a person does: the answer's button, or the amount and Bet."""
    spot = view.spot
    assert spot is not None
    if spot.amounts is not None:
        view.ui.amount_spin.setValue(int(answer.split(" ")[-1].replace(",", "")))
        qtbot.mouseClick(view.ui.bet_button, Qt.MouseButton.LeftButton)
        return
    button = view.answer_buttons[spot.answers.index(answer)]
    assert button.accessibleName() == f"Answer {answer}" and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_ten_spots_are_graded_by_the_advisor_and_kept(qtbot: QtBot, tmp_path: Path) -> None:
    """A guest's session of ten spots of every generated kind, answered right and wrong in
    turn: each grade is the advisor's (✓ and its values, or ✗ and its best), Next asks the
    next one, the session's count and the store's answers agree, and the progress lists
    each kind answered. Looked at: /tmp/drills-1280x800.png."""
    database = tmp_path / "drills.sqlite3"
    window, view = drills(qtbot, database)
    assert view.ui.kind_combo.currentText() == EVERY_KIND
    right = 0
    kinds = set()
    for number in range(1, 11):
        spot = next_spot(qtbot, view)
        kinds.add(spot.kind)
        assert view.ui.kind_of_spot_label.text() == f"Spot {number} \u00b7 {spot.kind}"
        assert view.ui.question_label.text() == spot.question
        assert not view.ui.next_button.isEnabled()
        if number == 1:
            assert window.grab().save("/tmp/drills-asked-1280x800.png")
        letters = [b.text()[b.text().index("&") + 1].lower() for b in view.answer_buttons]
        menus = {a.text()[a.text().index("&") + 1].lower() for a in window.menuBar().actions()}
        assert len(set(letters)) == len(letters) and not set(letters) & (menus | set("klnab"))
        wrong = wrong_answer(spot)
        answer = spot.best if number % 2 or wrong is None else wrong
        click_answer(qtbot, view, answer)
        graded = view.graded
        assert graded is not None and graded.answer == answer
        result = view.ui.result_label.text()
        if answer == spot.best:
            right += 1
            assert result.startswith(f"\u2713 You: {answer}. Right. ")
        else:
            assert result.startswith(f"\u2717 You: {answer}. The advisor's best is {spot.best}")
        if number == 10:
            QApplication.processEvents()  # the grade's label laid out, as a person sees it
            assert window.grab().save("/tmp/drills-1280x800.png")
        assert view.ui.next_button.isEnabled()
        qtbot.mouseClick(view.ui.next_button, Qt.MouseButton.LeftButton)
    assert len(kinds) >= 3  # the drills go round the kinds, none asked twice running
    assert view.ui.session_label.text() == f"This session: {right} of 10 right"
    with EventStore.open(database, readonly=True) as store:
        progress = DrillLog(store).progress("")
    assert sum(day.answers for day in progress) == 10
    assert sum(day.right for day in progress) == right
    lines = [view.ui.progress_list.item(row).text()
             for row in range(view.ui.progress_list.count())]
    kinds_kept = sorted({day.kind for day in progress})
    assert len(lines) == len(kinds_kept)
    for line, kind in zip(lines, kinds_kept, strict=True):
        days = [day for day in progress if day.kind == kind]
        assert line.startswith(f"{kind}: {sum(d.right for d in days)} of "
                               f"{sum(d.answers for d in days)} right over 1 day; ")


def test_a_kind_chosen_drills_that_kind_and_amounts_are_typed(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    """The last hand of a 10-hand match (T10-5) is a bet of many amounts: an amount box with
    the legal range and step, no buttons; an answer that is none of the spot's is refused in
    words and nothing is kept."""
    _window, view = drills(qtbot, tmp_path / "drills.sqlite3")
    view.ui.kind_combo.setCurrentText(KINDS[KINDS.index("10-hand: last hand, 40 behind")])
    spot = next_spot(qtbot, view)
    assert spot.kind == "10-hand: last hand, 40 behind" and spot.amounts is not None
    spin = view.ui.amount_spin
    assert tuple(spin.choices) == (spot.amounts[0], spot.amounts[-1],
                                   spot.amounts[1] - spot.amounts[0])
    assert view.answer_buttons == [] and view.ui.bet_button.isVisible()
    assert view.answer("a lot") is None
    assert "is not an answer here" in view.ui.result_label.text()
    assert view.session is not None and view.session.summary().answered == 0
    # Typed, then Bet pressed before Enter (Alt+B): the amount typed is the answer (issue 38:
    # the box, updated on Enter only, answered with the amount there before).
    best = int(spot.best.split(" ")[-1].replace(",", ""))
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(best))
    view.ui.bet_button.click()
    assert view.graded is not None and view.graded.correct
    assert view.graded.answer == spot.best


def test_the_tables_keys_answer_the_drills(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 38: S stands at the table but only Alt+S answered "stand" here. The table's
    keys answer a drill as they play a hand (H hits, S stands, D doubles...). Failed before."""
    _window, view = drills(qtbot, tmp_path / "drills.sqlite3")
    view.ui.kind_combo.setCurrentText(KINDS[KINDS.index(HARD)])
    spot = next_spot(qtbot, view)
    assert "stand" in spot.values
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, Qt.Key.Key_S)
    assert view.graded is not None and view.graded.answer == "stand"


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> Path:
    database = tmp_path_factory.mktemp("drills") / "night.sqlite3"
    hitters_night(database)
    return database


def test_the_players_own_costly_decisions_join_the_drills(qtbot: QtBot, night: Path) -> None:
    """Ann's night, found on its own thread while she answers, gives spots of her own costly
    decisions, which the drills ask (a new card is asked before one answered right)."""
    _window, view = drills(qtbot, night, "Ann")  # kept: the page goes with its window
    assert view.ui.player_label.text() == "\u00b7 Ann"
    own = None
    for _asked in range(40):
        spot = next_spot(qtbot, view)
        if view.own_spots:
            own = next((s for s in view.own_spots if s.card == spot.card), None)
            if own is not None:
                break
        click_answer(qtbot, view, spot.best)
        qtbot.mouseClick(view.ui.next_button, Qt.MouseButton.LeftButton)
    assert own is not None, "none of Ann's own decisions was asked"
    assert view.ui.question_label.text() == own.question
