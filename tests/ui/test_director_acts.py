"""The director's acts on a real host (issue 19; S7-22, S7-24): every act is in the console's
log, which follows its last line; a move asked for a player who cannot leave the table yet is
shown as pending until made; void and sudden death ask first; sudden death is offered only
heads-up; after Start, focus goes to Pause, never to "+1 minute". The levels editor shows
eight levels with every digit readable."""

from __future__ import annotations

import asyncio

from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot

from app.client.seat_session import SeatSession
from app.engine.schedule import Schedule
from app.engine.variants.series7.rules import Series7Rules
from app.net.night import HostedNight, NightPlan
from app.ui.director_view import DirectorView
from tests.support.console import console, receive, snapshot
from tests.support.waiting import until

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]


def answer(question: QMessageBox | None, button: str) -> None:
    assert question is not None and question.isVisible()
    pressed = question.findChild(QPushButton, button)
    assert pressed is not None, button
    pressed.click()


def log_lines(view: DirectorView) -> list[str]:
    log = view.ui.log_list
    return [log.item(row).text().split("  ", 1)[1] for row in range(log.count())]


async def night_with(players: list[str], qtbot: QtBot) -> tuple[HostedNight, DirectorView,
                                                                 SeatSession]:
    """A night in memory at tables of four, its console shown and attached: its players
    never answer, so the host plays for each once their time is up, a hand in a second or
    so (bots play hundreds a second, more than a console needs to follow)."""
    night = HostedNight(NightPlan(name="Friday", rules=Series7Rules(table_size=4),
                                  join_code="4321", director_code="9999",
                                  bet_seconds=0.2, decision_seconds=0.2))
    await night.start()
    for name in players:  # people who let the host play for them when their time is up
        night.run_beside(SeatSession(night.connect, name=name, code="4321").run())
    view = DirectorView()
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    view.activateWindow()
    session = SeatSession(night.connect, name="", code="9999", role="director")
    view.attach(session, "here")
    night.run_beside(session.run())
    await until(lambda: len(session.state.registered) == len(players), "everyone registered", 15.0)
    return night, view, session


def test_acts_are_logged_moves_pend_void_asks_and_focus_stays_off_plus_a_minute(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop) -> None:
    async def test() -> None:
        night, view, session = await night_with(NAMES, qtbot)
        ui, host = view.ui, night.host
        assert host is not None
        tournament = host.game.tournament
        ui.start_button.setFocus()
        ui.start_button.click()
        await until(lambda: session.state.started and not ui.start_button.isEnabled(),
                    "started", 15.0)
        assert QApplication.focusWidget() is ui.pause_button  # before: "+1 minute"
        assert not ui.sudden_death_button.isEnabled()  # six players left (S7-22)
        ui.pause_button.click()  # no new hand: the bots play hundreds a second
        # The host says what was done (a console logs nothing of its own guess).
        await until(lambda: "You: pause the clock" in log_lines(view), "the pause told", 15.0)
        await until(lambda: ui.resume_button.isEnabled() and not tournament.rounds,
                    "paused between hands", 15.0)

        # Table 1's next dealer cannot leave before dealing: the move is queued, pending.
        assert len(session.state.tables) == 2
        mover = tournament.tables[1].dealer
        assert mover is not None
        ui.move_player_combo.setCurrentText(mover)
        ui.move_table_spin.setValue(2)
        ui.move_button.click()
        await until(lambda: mover in ui.pending_moves_label.text(), "the move shown pending", 15.0)
        assert ui.pending_moves_label.text().startswith("Pending: ")
        view.grab().save("/tmp/console_pending.png")  # looked at (issue 19)
        await until(lambda: f"You: move {mover} to table 2" in log_lines(view), "told", 15.0)
        assert any("will move" in line and "(queued)" in line for line in log_lines(view))
        assert tournament.table_of[mover] == 1
        ui.add_minute_button.click()
        ui.resume_button.click()  # the hand is dealt; the move is made at its end
        await until(lambda: {"You: add a minute", "You: resume the clock"} <= set(
            log_lines(view)), "the minute and the resume told", 15.0)
        # Made at the end of that hand (balancing may move them again later, and says so).
        await until(lambda: any(line.startswith(f"The director moves {mover}: table 1 ")
                                and "→ table 2" in line for line in log_lines(view)),
                    "the move made", 15.0)
        await until(lambda: ui.pending_moves_label.text() == "", "no longer pending", 15.0)
        ui.pause_button.click()

        # Void asks first: Cancel sends nothing; "Void the hand" sends it, and the host's
        # answer (the void, or why not: no hand in play) is in the log.
        ui.void_table_spin.setValue(1)
        ui.void_button.click()
        answer(view.question, "cancel_button")
        # Nothing sent: the host, which says what was done ("You: …"), heard nothing.
        assert not any("void" in line for line in log_lines(view))
        asked = len(log_lines(view))
        ui.void_button.click()
        answer(view.question, "yes_button")

        def answered() -> bool:
            return "You: void the hand at table 1" in log_lines(view)[asked:] or any(
                line.startswith("⚠") for line in log_lines(view)[asked:])

        await until(answered, "the host's answer logged", 15.0)
        where = tournament.table_of[mover]
        ui.move_player_combo.setCurrentText(mover)  # to the table they are at: refused
        ui.move_table_spin.setValue(where)
        ui.log_list.setFixedHeight(3 * ui.log_list.sizeHintForRow(0))  # more lines than fit
        asked = len(log_lines(view))
        ui.move_button.click()
        await until(lambda: any(line.startswith("⚠ Choose another table")
                                for line in log_lines(view)[asked:]), "the refusal logged", 15.0)
        bar = ui.log_list.verticalScrollBar()
        assert bar.maximum() > 0 and bar.value() == bar.maximum()  # it follows the last line
        session.stop()
        await night.stop()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 90.0))


def test_sudden_death_is_offered_heads_up_and_asks_first(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop) -> None:
    async def test() -> None:
        night, view, session = await night_with(NAMES[:2], qtbot)
        ui, host = view.ui, night.host
        assert host is not None
        assert not ui.sudden_death_button.isEnabled()  # not started
        ui.start_button.click()
        await until(ui.sudden_death_button.isEnabled, "sudden death offered heads-up", 15.0)
        asked = len(log_lines(view))
        ui.sudden_death_button.click()
        answer(view.question, "cancel_button")
        # Nothing sent: the host, which says what was done ("You: …"), heard nothing.
        assert not any(line.startswith("You: ") for line in log_lines(view)[asked:])
        assert not host.game.tournament.sudden_death
        ui.sudden_death_button.click()
        answer(view.question, "yes_button")
        await until(lambda: host.game.tournament.sudden_death, "declared", 15.0)
        await until(lambda: not ui.sudden_death_button.isEnabled(), "offered no more", 15.0)
        assert "The director declares sudden death (heads-up)" in log_lines(view)
        session.stop()
        await night.stop()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 60.0))


def test_the_levels_editor_shows_eight_levels_with_every_digit(qtbot: QtBot) -> None:
    for width, height in ((1280, 800), (1024, 640)):
        view, session = console(qtbot)
        view.resize(width, height)
        view.show()
        receive(view, session, snapshot(Schedule.default("series7"), level=1))
        view.ui.middle_tabs.setCurrentWidget(view.ui.levels_page)
        QApplication.processEvents()  # the tab laid out
        table = view.ui.levels_table
        assert table.rowCount() == 8
        assert table.viewport().height() >= 8 * table.rowHeight(0), (width, height)
        shown = sum(table.columnWidth(c) for c in range(table.columnCount())
                    if not table.isColumnHidden(c))
        assert shown <= table.viewport().width(), (width, height)  # no column cut off
        for row in range(table.rowCount()):
            for column in (1, 2, 3):
                spin = table.cellWidget(row, column)
                assert isinstance(spin, QSpinBox)
                room = spin.lineEdit().width()
                assert spin.fontMetrics().horizontalAdvance(spin.text()) <= room, spin.text()
        view.grab().save(f"/tmp/console_levels_{width}.png")


def test_going_levels_ahead_asks_first(qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop) -> None:
    """Issue 19: "Go to level" more than one level ahead of a running tournament asks first,
    as void and sudden death do (a mistyped level ends a night in seconds); the next level
    goes at once, and before the start none (the clock has not started)."""
    async def test() -> None:
        night, view, session = await night_with(NAMES[:2], qtbot)
        ui = view.ui
        # Before the start the clock takes no jump: the host says so, the button is off.
        await until(lambda: not ui.jump_button.isEnabled(), "the jump refused", 15.0)
        assert ui.jump_button.toolTip() == "The tournament has not started yet"
        ui.start_button.click()
        await until(lambda: session.state.started and session.state.clock is not None,
                    "started", 15.0)

        def level() -> int:
            clock = session.state.clock
            assert clock is not None
            return clock.level.number

        start = level()
        ui.level_spin.setValue(start + 1)  # the next level: at once
        ui.jump_button.click()
        assert view.question is None
        await until(lambda: level() == start + 1, "at the next level", 15.0)
        ui.level_spin.setValue(start + 4)  # three ahead: asked first (before: at once)
        ui.jump_button.click()
        assert view.question is not None
        assert view.question.text() == f"Go to level {start + 4} now?"
        bets = Schedule.default("series7").levels[start + 3]
        assert view.question.informativeText() == (
            f"The clock is at level {start + 1}: this skips 2 levels, and the bets rise at "
            f"once: bets {bets.minimum:,} to {bets.maximum:,}.")
        answer(view.question, "cancel_button")
        # Nothing sent: the host, which says what was done ("You: …"), heard nothing.
        assert level() == start + 1 and f"You: go to level {start + 4}" not in log_lines(view)
        ui.jump_button.click()
        answer(view.question, "yes_button")
        await until(lambda: level() == start + 4, "three levels ahead", 15.0)
        session.stop()
        await night.stop()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 60.0))


def test_an_act_with_no_control_of_its_own_is_drawn_from_what_it_takes(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop) -> None:
    """Issue 37: the console's More tab draws each act the host offers (protocol 5): the
    announcement to every screen is a line of text and a button, added to the host alone; a
    spectator's window shows what the director typed, and the console what the host did."""
    async def test() -> None:
        night, view, session = await night_with(NAMES[:2], qtbot)
        ui = view.ui
        watcher = SeatSession(night.connect, name="", code="4321", role="spectator")
        night.run_beside(watcher.run())
        await until(lambda: bool(session.state.acts_offered), "the acts offered", 15.0)
        assert ui.middle_tabs.isTabVisible(ui.middle_tabs.indexOf(ui.more_acts_page))
        ui.middle_tabs.setCurrentWidget(ui.more_acts_page)
        (field,) = ui.more_acts_page.findChildren(QLineEdit)
        (button,) = ui.more_acts_page.findChildren(QPushButton)
        assert button.text() == "Tell every screen" and button.isEnabled()
        assert field.accessibleName() == "Tell every screen" and field.maxLength() == 200
        field.setText("Dinner is served at the bar")
        view.grab().save("/tmp/console_more_acts.png")  # looked at
        button.click()
        told = "From the director: Dinner is served at the bar"
        await until(lambda: told in log_lines(view)
                    and "You: tell every screen: Dinner is served at the bar" in log_lines(view),
                    "the console told what was done", 15.0)
        await until(lambda: watcher.state.notice == told, "the spectator told", 15.0)
        assert field.text() == ""  # said: the next one starts empty
        button.click()  # nothing typed: the host asks for words, and tells nobody
        await until(lambda: ui.message_label.text().startswith(
            "Say what to tell every screen") or any(
                line.startswith("⚠ Say what to tell every screen") for line in log_lines(view)),
            "the host's refusal", 15.0)
        watcher.stop()
        session.stop()
        await night.stop()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 60.0))
