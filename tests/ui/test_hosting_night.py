"""A night hosted from the window outlives its console (issue 19): back in the lobby the night
goes on and the lobby says so; the console opens again; stopping asks first; hosting again
with a night stopped before its end asks whether to resume it (the CLI's --resume), and
resuming carries on the same tournament with its players."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from app.client.seat_session import SeatSession
from app.net.client import tcp_connector
from app.store import EventStore
from app.ui.main_window import MainWindow
from tests.support.ports import free_port
from tests.support.waiting import until


def answer(question: QMessageBox | None, button: str) -> None:
    """Press `button` (yes_button, other_button, cancel_button: app/ui/confirm.py)."""
    assert question is not None and question.isVisible()
    pressed = question.findChild(QPushButton, button)
    assert pressed is not None, button
    pressed.click()


def hosting_window(qtbot: QtBot, tmp_path: Path, port: int) -> MainWindow:
    window = MainWindow(stored=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    window.host_address = "127.0.0.1"  # tests stay on loopback
    window.database = tmp_path / "night.sqlite3"
    lobby = window.lobby.ui
    lobby.host_port_spin.setValue(port)
    lobby.host_code_edit.setText("4321")
    lobby.director_code_edit.setText("9999")
    lobby.clock_port_spin.setValue(lobby.clock_port_spin.minimum())  # no clock page
    return window


def running_tournaments(database: Path) -> list[int]:
    store = EventStore.open(database, readonly=True)
    try:
        return [t.id for t in store.tournaments() if t.status == "running"]
    finally:
        store.close()


def test_the_night_outlives_its_console_and_is_resumed_not_started_again(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop, tmp_path: Path) -> None:
    port = free_port()
    window = hosting_window(qtbot, tmp_path, port)
    lobby = window.lobby.ui

    async def test() -> None:
        lobby.host_button.click()
        await until(lambda: window.ui.page_stack.currentWidget() is window.director,
                    "hosting", 10.0)
        night = window.night
        assert night is not None and night.host is not None
        ann = SeatSession(tcp_connector("127.0.0.1", port), name="Ann", code="4321")
        seated = asyncio.create_task(ann.run())
        await until(lambda: ann.connected and "Ann" in night.host.game.tournament.field,  # type: ignore[union-attr]
                    "Ann registered and told so", 10.0)

        # Ctrl+L (File ▸ Lobby) from the console: the night goes on, the lobby says so.
        window.ui.lobby_action.trigger()
        assert window.ui.page_stack.currentWidget() is window.lobby
        assert window.night is night and ann.connected
        await until(lambda: lobby.hosting_label.text() == "hosting: Series 7 game night, "
                    "1 player", "the lobby showing the night", 10.0)
        assert lobby.host_button.text() == "Open the c&onsole"
        # Where others join stays said in the lobby (it once read "—" while hosting).
        assert lobby.host_address_label.text().startswith(f"127.0.0.1:{port} ")
        lobby.host_button.click()  # the console again, on the same night
        assert window.ui.page_stack.currentWidget() is window.director
        assert window.night is night
        window.director.ui.lobby_button.click()  # the console's own way back
        assert window.ui.page_stack.currentWidget() is window.lobby and window.night is night

        # Stopping asks first.
        lobby.host_button.click()
        window.director.ui.stop_button.click()
        answer(window.question, "yes_button")
        await until(lambda: window.night is None, "stopped", 10.0)
        assert window.ui.page_stack.currentWidget() is window.lobby
        assert lobby.hosting_label.text() == "" and lobby.host_button.text() == "H&ost"
        assert lobby.host_address_label.text() == "—"
        first = running_tournaments(tmp_path / "night.sqlite3")
        assert len(first) == 1  # stopped before its end: resumable

        # Hosting again asks: Cancel starts nothing.
        lobby.host_button.click()
        assert "was stopped before its end" in window.question.text()  # type: ignore[union-attr]
        running = set(window._tasks)  # hosting is a task of the window's
        answer(window.question, "cancel_button")
        assert window._tasks == running  # nothing started
        assert window.night is None

        # Resume: the same tournament, Ann still in it, and its join code kept though
        # another is typed now (its players know the old one).
        lobby.host_code_edit.setText("5678")
        lobby.host_button.click()
        assert "join code 4321" in window.question.informativeText()  # type: ignore[union-attr]
        answer(window.question, "yes_button")
        await until(lambda: window.night is not None and
                    window.ui.page_stack.currentWidget() is window.director, "resumed", 10.0)
        resumed = window.night
        assert resumed is not None and resumed.host is not None
        assert resumed.host.game.tournament_id == first[0]
        assert "Ann" in resumed.host.game.tournament.field
        assert running_tournaments(tmp_path / "night.sqlite3") == first
        assert " · join code 4321 · " in lobby.host_address_label.text()
        await until(lambda: ann.connected, "Ann back in with the code she knows", 10.0)

        # Stopped again, then a new night by choice: a second tournament, nobody in it.
        window.director.ui.stop_button.click()
        answer(window.question, "yes_button")
        await until(lambda: window.night is None, "stopped again", 10.0)
        lobby.host_button.click()
        answer(window.question, "other_button")  # "Start a new night"
        await until(lambda: window.night is not None, "a new night", 10.0)
        new = window.night
        assert new is not None and new.host is not None
        assert new.host.game.tournament_id != first[0]
        assert not new.host.game.tournament.field
        ann.stop()
        seated.cancel()
        await asyncio.gather(seated, return_exceptions=True)
        await window.close_games()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 60.0))
