"""The results screen at the end of a tournament (issue 19): places and chips as the host gives
them (ties share a place: C-12, T10-14), "You" for your own row, thousands separators; for a
local game "Play again" (same options, a new game) and "Back to the lobby".

Failed before: there was no results screen (the table only said "Over: Ada wins").
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.client.results import ordinal, results_for, still_playing
from app.client.table_state import TableState
from app.engine.rules import Variant
from app.net import protocol as p
from app.ui.main_window import MainWindow
from app.ui.results_dialog import ResultsDialog
from tests.support.clicking import click_until
from tests.support.held_keys import held
from tests.support.table_play import fast
from tests.support.waiting import until


def standings_state(rows: list[tuple[str, int, int | None]], *, over: bool,
                    variant: Variant = Variant.SERIES7, me: str = "Tess") -> TableState:
    state = TableState(me=me)
    state.apply(p.Snapshot(
        variant=variant, started=True, over=over, tables={}, dealers={},
        standings=[p.StandingRow(name=name, chips=chips, place=place, table=None)
                   for name, chips, place in rows],
        clock=None, players=[name for name, _, _ in rows], now=0.0))
    return state


def test_places_are_the_hosts_with_ties_shared_and_you_for_your_row() -> None:
    """C-12: two out on one hand with equal chips share the better place; the table says
    "=3rd" for both, "You" for the seat's own row, chips as 12,000."""
    state = standings_state([("Ada", 12000, 1), ("Tess", 0, 2), ("Bix", 0, 3),
                             ("Cleo", 0, 3)], over=True)
    results = results_for(state)
    assert results is not None and results.over
    assert [(row.place, row.name, row.chips) for row in results.rows] == [
        ("1st", "Ada", "12,000"), ("2nd", "You", "0"), ("=3rd", "Bix", "0"),
        ("=3rd", "Cleo", "0")]
    assert results.headline == "You finished 2nd of 4" and results.detail == "Ada wins."
    assert [row.you for row in results.rows] == [False, True, False, False]
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]


def test_a_seat_out_before_the_end_hears_its_place_and_still_playing_is_false() -> None:
    """Out while the others play on: its place is final (C-12); those still in are
    "still in", most chips first. Leaving then gives nothing up (no question)."""
    state = standings_state([("Ada", 9000, None), ("Bix", 7000, None), ("Tess", 0, 3)],
                            over=False)
    results = results_for(state)
    assert results is not None and not results.over
    assert results.headline == "You are out in 3rd place of 3"
    assert [(row.place, row.name) for row in results.rows] == [
        ("still in", "Ada"), ("still in", "Bix"), ("3rd", "You")]
    assert not still_playing(state)
    playing = standings_state([("Ada", 9000, None), ("Tess", 7000, None)], over=False)
    assert results_for(playing) is None and still_playing(playing)


def test_results_stay_until_a_deliberate_choice(qtbot: QtBot) -> None:
    """Issue 38: Space pressed or held at the table as the tournament ends closed the results
    (the default button had the focus) and pressed on into the lobby. No button is the default
    or has the focus; Space, Enter and held keys choose nothing; Tab then Space does. Failed
    before: Space and Enter pressed Play again."""
    state = standings_state([("Ada", 12000, 1), ("Tess", 0, 2)], over=True)
    results = results_for(state)
    assert results is not None
    dialog = ResultsDialog(results, True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    chosen: list[str] = []
    dialog.play_again_requested.connect(lambda: chosen.append("again"))
    dialog.lobby_requested.connect(lambda: chosen.append("lobby"))
    buttons = (dialog.ui.play_again_button, dialog.ui.lobby_button, dialog.ui.watch_button)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=1000)
    assert QApplication.focusWidget() not in buttons
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
        qtbot.keyClick(QApplication.focusWidget(), key)
        for button in buttons:
            held(button, key)
    assert chosen == [] and dialog.isVisible()
    again = dialog.ui.play_again_button
    again.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(again, Qt.Key.Key_Space)
    assert chosen == ["again"]


def test_back_in_the_lobby_a_key_meant_for_the_table_starts_no_game(
        window: MainWindow, qtbot: QtBot) -> None:
    """Issue 38: back from a game, the lobby gave the focus to Play, so the next Space meant
    for the table started a new game over the night's result. The focus is the lobby's own
    now (on no control); Tab goes to its first. Failed before: Space pressed Play."""
    qtbot.waitExposed(window)
    started: list[object] = []
    window.lobby.play_requested.connect(started.append)
    qtbot.waitUntil(window.lobby.ui.play_button.hasFocus, timeout=1000)  # at the start
    window.ui.page_stack.setCurrentWidget(window.table)  # a game's page, then back
    window.show_lobby()
    qtbot.waitUntil(window.lobby.hasFocus, timeout=1000)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        qtbot.keyClick(window.lobby, key)
        held(window.lobby, key)
    assert started == []
    qtbot.keyClick(window.lobby, Qt.Key.Key_Tab)
    assert window.lobby.ui.name_edit.hasFocus()


def test_a_tenhand_seat_hears_its_match(qtbot: QtBot, tmp_path: Path) -> None:
    """T10-5: the match's chips against the rival's, in the results; the dialog shows the
    rows as the seat model words them. Looked at: tmp_path/results_tenhand.png."""
    state = standings_state([("Rob", 1240, 1), ("Tess", 985, 2)], over=True,
                            variant=Variant.TENHAND)
    state.match_rivals = {"Rob": 1100}
    results = results_for(state)
    assert results is not None
    assert results.headline == "You finished 2nd of 2"
    assert results.detail == "You lost your match against Rob, 985 to 1,240. Rob wins."
    dialog = ResultsDialog(results, can_play_again=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.rows() == [("1st", "Rob", "1,240"), ("2nd", "You", "985")]
    assert dialog.ui.play_again_button.isVisible()
    assert dialog.grab().save(str(tmp_path / "results_tenhand.png"))


def shown_results() -> list[ResultsDialog]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, ResultsDialog) and w.isVisible()]


def test_a_local_tenhand_match_ends_on_the_results_and_plays_again(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop) -> None:
    """The match to the end by clicking: the results come over the table, with your row;
    Play again starts a new game with the same options; at its end Back to the lobby."""

    async def test() -> None:
        options = fast("tenhand", 1)
        window.play_locally(options)
        first = window.session
        assert first is not None
        await click_until(window, lambda: bool(shown_results()), 60.0)
        [dialog] = shown_results()
        assert first.state.over and dialog.results.over
        assert window.ui.page_stack.currentWidget() is window.table  # the table behind
        rows = dialog.rows()
        assert sorted(place for place, _, _ in rows) == ["1st", "2nd"]
        assert [name for _, name, _ in rows].count("You") == 1
        mine = next(row for row in first.state.standings if row.name == "Tess")
        assert ("You", f"{mine.chips:,}") in [(name, chips) for _, name, chips in rows]
        assert dialog.ui.play_again_button.isVisible()
        dialog.ui.play_again_button.click()
        await until(lambda: window.session is not None and window.session is not first,
                    "a new game", 10.0)
        second = window.session
        assert second is not None and second is not first and not second.state.over
        assert window.local is not None and window.local.plan.rules == options.rules()
        assert window.ui.page_stack.currentWidget() is window.table
        await click_until(window, lambda: bool(shown_results()), 60.0)
        [dialog] = shown_results()
        dialog.ui.lobby_button.click()
        assert window.ui.page_stack.currentWidget() is window.lobby
        await window.close_games()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 150.0))


def test_the_results_of_a_game_at_home_open_its_report(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop, qtbot: QtBot) -> None:
    """Issue 23: at the end of a local match the results offer Your report, which leaves the
    table for History at that tournament, the player's report worked out and shown."""

    async def test() -> None:
        window.play_locally(fast("tenhand", 1))
        local = window.local
        assert local is not None and local.host is not None
        tournament = local.host.game.tournament_id
        await click_until(window, lambda: bool(shown_results()), 60.0)
        [dialog] = shown_results()
        assert dialog.results.over and dialog.ui.report_button.isVisible()
        dialog.ui.report_button.click()
        history = window.history
        assert window.ui.page_stack.currentWidget() is history
        assert history.tournament is not None and history.tournament.id == tournament
        panel = history.ui.review_panel
        # The night played again off the GUI thread: a few seconds.
        await until(lambda: panel.report is not None, "the report worked out", 60.0)
        assert panel.report is not None and panel.report.player == "Tess"
        assert panel.report.decisions and panel.ui.summary_label.text().startswith("Tess: ")
        await window.close_games()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 120.0))


def test_a_tenhand_knockout_seat_gets_its_result(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop, tmp_path: Path) -> None:
    """T10-14: four players, rooms of two; the seat hears its result when it is out (its
    place) or, winning every match, at the end. Looked at: tmp_path/results_knockout.png."""

    async def test() -> None:
        window.play_locally(fast("tenhand", 3))
        session = window.session
        assert session is not None
        await click_until(window, lambda: bool(shown_results()), 90.0)
        [dialog] = shown_results()
        places = {name: place for place, name, _ in dialog.rows()}
        assert set(places) == {"You", "Ada", "Bix", "Cleo"}
        if dialog.results.over:
            assert sorted(places.values())[0] == "1st"
        else:  # out: a place below those still in; the rest play on
            assert dialog.results.headline.startswith("You are out in ")
            assert places["You"] in ("3rd", "=3rd", "4th")  # out in the first round
        assert "your match against" in dialog.results.detail
        assert dialog.grab().save(str(tmp_path / "results_knockout.png"))
        started = time.monotonic()
        dialog.ui.lobby_button.click()  # out or over: no question
        assert window.question is None or not window.question.isVisible()
        assert window.ui.page_stack.currentWidget() is window.lobby
        await window.close_games()
        assert time.monotonic() - started < 10

    qt_loop.run_until_complete(asyncio.wait_for(test(), 150.0))


def test_f1_at_a_table_shows_the_tables_variant_and_its_keys(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop, tmp_path: Path) -> None:
    """At a 10-hand table, How to play is 10-hand's (whatever the lobby shows), with its keys
    (R surrender, I insurance, B the bet box). Looked at: tmp_path/help_tenhand.png."""
    from app.ui.rules_dialog import HelpDialog

    async def test() -> None:
        assert window.lobby.chosen_variant() is not Variant.TENHAND
        window.play_locally(fast("tenhand", 1))
        session = window.session
        assert session is not None
        # Seated: the host's welcome has said the table's variant.
        await until(lambda: session.connected, "at the table", 10.0)
        window.ui.how_to_play_action.trigger()
        [dialog] = [w for w in QApplication.topLevelWidgets()
                    if isinstance(w, HelpDialog) and w.isVisible()]
        text = dialog.ui.help_text.toPlainText()
        assert dialog.windowTitle() == "How to play 10-hand" and "T10-4" in text
        assert "surrender" in text and "bet the amount in the box" in text
        assert dialog.grab().save(str(tmp_path / "help_tenhand.png"))
        dialog.close()
        window.leave_table()
        await window.close_games()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 30.0))
