"""The console before the start and after the end of a real night hosted here and played to its
end by bots (issue 19): before the start it counts the players registered (not "0 of 10
left"); once over, the clock stops and says who won, the acts that no longer apply are
disabled, and stopping the finished night loses nothing, so the window does not ask (C-12,
S7-5, S7-24)."""

from __future__ import annotations

import asyncio
import random
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from app.client.remote_bot import play_as_bot
from app.client.seat_session import SeatSession
from app.engine.bots import make_bot
from app.engine.variants.series7.rules import Series7Rules
from app.net.night import HostedNight
from app.store import EventStore
from app.ui.main_window import MainWindow
from tests.support.nights import night_plan
from tests.support.waiting import until

NAMES = ["Ann", "Bob", "Cid"]


async def host_here(window: MainWindow, database: Path) -> HostedNight:
    """A night hosted in `window` as its Host button does (app/ui/main_window.py:
    host_game), but with the bots' quick clock (tests/support/nights.py): its console shown,
    waiting for the director's Start."""
    night = HostedNight(replace(night_plan(database, Series7Rules(), len(NAMES)),
                                start_when=None, director_code="9999"))
    await night.start()
    window.night = night
    session = SeatSession(night.connect, name="", code="9999", role="director")
    window.console_session = session
    window.director.attach(session, "in memory")
    window._console_task = window.spawn(session.run())
    window.show_console()
    return night


def test_a_night_from_registration_to_its_end_in_the_console(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop, tmp_path: Path) -> None:
    window = MainWindow(stored=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    database = tmp_path / "night.sqlite3"

    async def test() -> None:
        night = await host_here(window, database)
        view = window.director
        ui, session = view.ui, view.session
        assert session is not None
        for index, name in enumerate(NAMES):
            night.run_beside(play_as_bot(night.connect, name=name, code="4321",
                                         policy=make_bot("basic", random.Random(index)),
                                         retry_seconds=0.05))
        await until(lambda: len(session.state.registered) == len(NAMES), "all registered", 15.0)
        await until(lambda: ui.level_label.text().endswith(" · 3 registered"),
                    "the field counted", 15.0)  # before: "… · 0 of 3 left"
        assert "left" not in ui.level_label.text()
        ui.start_button.click()
        await until(lambda: bool(session.state.tables), "the draw", seconds=15.0)
        view.printouts.ask_path = lambda name, title: str(tmp_path / name)
        view.printouts.print_seat_cards()  # after the draw (S7-6), one page a player
        assert "The seat cards (3 pages) are saved as" in ui.message_label.text()
        await until(lambda: session.state.over, "the end", seconds=60.0)
        await until(lambda: ui.clock_label.text() == "Finished", "the clock stopped", 15.0)
        winner = session.state.winner()
        assert winner in NAMES
        assert ui.level_label.text() == f"Over: {winner} wins"  # before: "… 0 of 3 left"
        # The console's own clock ticks twice: nothing counts down. Its real timer's ticks
        # (the system's time: the host and the bots here run on the real loop, so the
        # console's clock must be the one the session reads).
        assert view.clock.ticking
        ticks: list[None] = []
        view.clock.ticked.connect(lambda: ticks.append(None))
        await until(lambda: len(ticks) >= 2, "two ticks of the console's clock", 5.0)
        assert ui.clock_label.text() == "Finished"
        done_with = [ui.start_button, ui.pause_button, ui.resume_button, ui.add_minute_button,
                     ui.remove_minute_button, ui.level_spin, ui.jump_button,
                     ui.sudden_death_button, ui.move_button, ui.move_player_combo,
                     ui.void_button, ui.void_table_spin, ui.admit_button, ui.refuse_button,
                     ui.levels_table, ui.add_level_button, ui.apply_schedule_button]
        assert [c.objectName() for c in done_with if c.isEnabled()] == []
        assert ui.stop_button.isEnabled() and ui.lobby_button.isEnabled()
        window.grab().save("/tmp/console_over.png")  # looked at (issue 19)

        # Issue 21: the night's sheets from the console's Print menu, as PDF files.
        printouts = view.printouts
        printouts.refresh()
        assert printouts.sign_in.isEnabled() and printouts.results.isEnabled()
        saved: list[str] = []
        for action in (printouts.sign_in, printouts.seats, printouts.results):
            if action.isEnabled():
                action.trigger()
                saved.append(ui.message_label.text())
        assert all(" saved as " in line for line in saved), saved
        assert (tmp_path / "Friday-results.pdf").is_file()
        assert (tmp_path / "Friday-sign-in.pdf").is_file()

        # Stopping a finished night loses nothing: no question, and the lobby says where
        # its results are.
        ui.stop_button.click()
        assert window.question is None
        await until(lambda: window.night is None, "stopped", 15.0)
        assert window.ui.page_stack.currentWidget() is window.lobby
        assert "History" in window.lobby.ui.message_label.text()
        store = EventStore.open(database, readonly=True)
        try:
            assert [t.status for t in store.tournaments()] == ["finished"]
        finally:
            store.close()
        await window.close_games()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 90.0))


def test_the_console_opens_the_nights_next_tournament(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop, tmp_path: Path) -> None:
    """Issue 21: once a tournament is over, Next tournament opens the night's next one (S7-2:
    its waiting list first); the console follows it, ready for its Start, and the players
    join again."""
    window = MainWindow(stored=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()

    def bots(names: list[str], seed: int) -> None:
        assert window.night is not None
        for index, name in enumerate(names):
            window.night.run_beside(play_as_bot(
                window.night.connect, name=name, code="4321",
                policy=make_bot("basic", random.Random(seed + index)), retry_seconds=0.05))

    async def test() -> None:
        await host_here(window, tmp_path / "night.sqlite3")
        view = window.director
        ui, session = view.ui, view.session
        assert session is not None
        assert not ui.next_tournament_button.isEnabled()
        bots(NAMES, 0)
        await until(lambda: len(session.state.registered) == len(NAMES), "all registered", 15.0)
        ui.start_button.click()
        await until(lambda: session.state.over, "the end", seconds=60.0)
        await until(ui.next_tournament_button.isEnabled, "offered", 15.0)
        ui.next_tournament_button.click()
        await until(lambda: not session.state.over, "the next tournament", 15.0)
        await until(ui.start_button.isEnabled, "ready to start", 15.0)
        assert not ui.next_tournament_button.isEnabled()
        assert any("tournament 2 is open" in ui.log_list.item(row).text()
                   for row in range(ui.log_list.count()))
        bots(NAMES[:2], 10)
        await until(lambda: len(session.state.registered) == 2, "two join again", 15.0)
        assert ui.level_label.text().endswith(" · 2 registered")
        window.grab().save("/tmp/console_next.png")  # looked at (issue 21)
        await window.close_games()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 90.0))
