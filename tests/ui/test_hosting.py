"""Hosting a game night from the window and joining it from a second window and other clients
on loopback; the director starts the event, pauses the clock, edits the levels to come, moves
a player and admits a late entry after seeing its penalty (S7-3, S7-24), through the console's
and the lobby's real buttons."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import random
import sys
import urllib.request
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from app.client.remote_bot import play_as_bot
from app.client.seat_session import SeatSession
from app.engine.actions import Action
from app.engine.bots import make_bot
from app.net.client import tcp_connector
from app.ui.main_window import MainWindow
from app.ui.qr import qr_pixmap
from tests.support.ports import free_port
from tests.support.waiting import until


def answer(question: QMessageBox | None, button: str) -> None:
    """Press `button` (yes_button, other_button, cancel_button: app/ui/confirm.py)."""
    assert question is not None and question.isVisible()
    pressed = question.findChild(QPushButton, button)
    assert pressed is not None, button
    pressed.click()


def test_host_in_one_window_join_from_others_and_direct(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop, tmp_path: Path) -> None:
    window = MainWindow(stored=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    port = free_port()
    lobby = window.lobby.ui
    lobby.host_port_spin.setValue(port)
    lobby.host_code_edit.setText("4321")
    lobby.director_code_edit.setText("9999")
    clock_port = free_port()
    lobby.clock_port_spin.setValue(clock_port)

    window.host_address = "127.0.0.1"  # tests stay on loopback
    window.database = tmp_path / "night.sqlite3"
    second = MainWindow(stored=QSettings(str(tmp_path / "t.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(second)
    second.show()
    second.table.speed = 0.0  # she clicks as fast as she is asked

    async def test() -> None:
        lobby.host_button.click()
        # Hosting, or the lobby saying why not.
        await until(lambda: window.ui.page_stack.currentWidget() is window.director
                    or "Cannot host" in lobby.message_label.text(), "hosting", 20.0)
        console = window.director.ui
        assert window.ui.page_stack.currentWidget() is window.director, lobby.message_label.text()
        assert f"127.0.0.1:{port}" in console.where_label.text()
        # The web page is served, its address shown with a QR code (issues 6, 22).
        url = f"http://127.0.0.1:{clock_port}/clock"
        assert url in console.web_page_label.text()
        assert f"Phones: http://127.0.0.1:{clock_port}/\n" in console.web_page_label.text()
        shown = console.web_qr_label.pixmap().toImage()
        assert shown == qr_pixmap(f"http://127.0.0.1:{clock_port}/").toImage()  # the code of `/`
        # A thread of its own, not the loop's executor (qasync's QThreads outlive a test's
        # loop badly: see ADVISOR_THREAD in app/ui/table_view.py).
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as fetcher:
            page = await asyncio.get_running_loop().run_in_executor(
                fetcher, lambda: urllib.request.urlopen(url + ".json", timeout=5).read())
        assert json.loads(page)["name"] == "Series 7 game night"

        # Eight bots here, one in a process of its own (`pitboss bot`) and a person join
        # over TCP on loopback.
        connect = tcp_connector("127.0.0.1", port)
        bots = [asyncio.create_task(play_as_bot(
            connect, name=f"Bot{index}", code="4321",
            policy=make_bot("basic", random.Random(index)), retry_seconds=0.1))
            for index in range(8)]
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "app.cli", "bot", "--connect", f"127.0.0.1:{port}",
            "--code", "4321", "--name", "Bot8", "--level", "basic", "--give-up-after", "5",
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
        # A person joins from a second window, through its lobby's join form.
        other = second.lobby.ui
        other.address_edit.setText("127.0.0.1")
        other.port_spin.setValue(port)
        other.code_edit.setText("4321")
        other.join_name_edit.setText("Tess")
        other.join_button.click()
        tess = second.session
        assert tess is not None and second.ui.page_stack.currentWidget() is second.table

        def tess_clicks() -> QPushButton | None:
            """What Tess clicks now: the minimum bet, then stand when offered (else the first
            play offered, else showing a card); None while nothing is asked of her."""
            table = second.table
            if table.shown.bet_request is not None and table.ui.min_bet_button.isVisible():
                return table.ui.min_bet_button
            if table.shown.decision is None:
                return None
            offered = [button for action, button in table.buttons.items()
                       if button.isVisible() and action is Action.STAND] or [
                button for button in table.buttons.values() if button.isVisible()]
            if offered:
                return offered[0]
            return table.ui.show_first_button if table.ui.show_first_button.isVisible() \
                else None

        async def tess_plays() -> None:
            while True:
                await until(lambda: tess_clicks() is not None, "Tess asked", 120.0)
                button = tess_clicks()
                assert button is not None
                button.click()
                # Answered: the table hides what it asked at once (until the host asks again).
                await until(lambda: tess_clicks() is None, "Tess's click taken", 10.0)

        playing = asyncio.create_task(tess_plays())
        state = window.director.session.state  # type: ignore[union-attr]
        # Each client hears in its own time: wait for what is asserted of each, not only for
        # the director's session (Tess's welcome may still be on its way when the director
        # sees her registered).
        await until(lambda: len(state.registered) == 10 and tess.connected,
                    "ten registered, Tess connected", 30.0)
        assert len(state.registered) == 10 and tess.connected
        assert window.director.ui.players_list.count() == 10

        console.start_button.click()
        await until(lambda: state.started and len(state.tables) == 2
                    and tess.state.table in state.tables, "started at two tables", 30.0)
        assert state.started and len(state.tables) == 2
        assert tess.state.table in state.tables  # Tess was seated and knows where

        # A second director joins from a third window: the console, not a table.
        third = MainWindow(stored=QSettings(str(tmp_path / "u.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(third)
        third.show()
        far = third.lobby.ui
        far.address_edit.setText("127.0.0.1")
        far.port_spin.setValue(port)
        far.code_edit.setText("9999")
        far.role_combo.setCurrentIndex(1)  # director
        far.join_button.click()
        assert third.ui.page_stack.currentWidget() is third.director
        assert third.director.ui.stop_button.text() == "&Leave"
        await until(lambda: third.director.ui.players_list.count() == 10,
                    "the second console listing ten", 20.0)
        assert third.director.ui.players_list.count() == 10

        # A kiosk opened from the lobby follows the night as a display.
        window.kiosk_full_screen = False
        lobby.kiosk_button.click()
        assert len(window.kiosks) == 1
        kiosk = window.kiosks[0].view
        await until(lambda: kiosk.feed.clock and kiosk.feed.clock.started,
                    "the kiosk told the clock", 20.0)
        kiosk.refresh()
        assert kiosk.ui.level_label.text() == "Level 1" and kiosk.ui.bets_label.text() == "25 / 50"

        console.pause_button.click()
        host = window.night.host  # type: ignore[union-attr]
        await until(lambda: host.game.clock.paused, "paused", 20.0)  # type: ignore[union-attr]
        # The console hears of it, and shows it at its next refresh.
        await until(lambda: "PAUSED" in console.clock_label.text(), "PAUSED shown", 20.0)

        # The director edits a level to come; the level in play cannot be edited.
        levels = console.levels_table
        assert levels.rowCount() == 8 and not levels.cellWidget(0, 1).isEnabled()
        assert not console.apply_schedule_button.isEnabled()
        levels.cellWidget(1, 3).setValue(5)  # level 2 lasts 5 minutes
        console.add_level_button.click()  # a ninth level: the eighth doubled
        assert levels.rowCount() == 9 and levels.cellWidget(8, 1).value() == 4000
        console.apply_schedule_button.click()
        clock = host.game.clock
        assert clock is not None
        await until(lambda: len(clock.schedule.levels) == 9, "the levels applied", 20.0)
        assert clock.schedule.levels[1].minutes == 5 and len(clock.schedule.levels) == 9
        assert clock.schedule.levels[8].minimum == 4000 and clock.schedule.levels[8].maximum == 8000
        assert not console.apply_schedule_button.isEnabled()

        # Move someone from table 1 to table 2: the player on the dealer's right, who deals
        # neither now nor next. A player in a hand still being played moves once it is over
        # (S7-24: the move is queued, and the log says so); the pause lets it finish.
        tournament = host.game.tournament
        mover = tournament.tables[1].players_from_left()[-1].name
        console.move_player_combo.setCurrentText(mover)
        console.move_table_spin.setValue(2)
        console.move_button.click()
        try:
            await until(lambda: tournament.table_of.get(mover) == 2, "moved", 30.0)
        except AssertionError as error:
            raise AssertionError(f"{error}: {console.message_label.text()}") from None

        def logged() -> list[str]:
            return [console.log_list.item(i).text() for i in range(console.log_list.count())]

        # The move itself, not only its being queued.
        await until(lambda: any(mover in line and "→ table 2" in line for line in logged()),
                    "the move logged", 20.0)
        # The move is announced on the kiosk too (S7-23).
        await until(lambda: mover in kiosk.ui.moves_label.text(), "the move on the kiosk", 20.0)
        assert mover in kiosk.ui.moves_label.text(), kiosk.ui.moves_label.text()
        assert "PAUSED" in kiosk.ui.status_label.text()

        # A late entry waits for the director, who sees its penalty, then admits it.
        late = SeatSession(connect, name="Lena", code="4321")
        arriving = asyncio.create_task(late.run())
        await until(console.entries_list.count, "the late entry listed", 20.0)
        assert "Lena" in console.entries_list.item(0).text()
        assert "penalty" in console.entries_list.item(0).text()
        assert "Lena" not in tournament.field
        console.admit_button.click()
        await until(lambda: late.connected and "Lena" in tournament.field, "Lena admitted", 20.0)
        assert late.connected and "Lena" in tournament.field
        arriving.cancel()
        late.close()
        if process.returncode is not None:
            assert process.stderr is not None
            pytest.fail(f"the bot's process stopped: {(await process.stderr.read()).decode()}")
        assert "Bot8" in tournament.field
        process.terminate()
        await process.wait()
        for task in bots:
            task.cancel()
        playing.cancel()
        await asyncio.gather(*bots, playing, return_exceptions=True)
        await second.close_games()
        third.director.ui.stop_button.click()  # leaves; the night goes on
        await third.close_games()
        assert third.ui.page_stack.currentWidget() is third.lobby
        assert window.night is not None
        closed = window.kiosks[0]
        following = closed.following
        closed.close()
        assert following is not None and following.session.finished  # it stops for good
        # Stop hosting asks first: "Keep hosting" keeps the night; "Stop hosting" stops it.
        running = set(window._tasks)  # stopping is a task of the window's
        console.stop_button.click()
        answer(window.question, "cancel_button")
        assert window._tasks == running  # nothing started
        assert window.night is not None and window.ui.page_stack.currentWidget() is window.director
        console.stop_button.click()
        answer(window.question, "yes_button")
        await until(lambda: window.night is None
                    and window.ui.page_stack.currentWidget() is window.lobby, "stopped", 20.0)
        assert window.night is None and window.ui.page_stack.currentWidget() is window.lobby
        await window.close_games()
        assert (tmp_path / "night.sqlite3").is_file()  # the night was stored

    qt_loop.run_until_complete(asyncio.wait_for(test(), 120.0))
