"""The app's window hosting a Series 7 night from its lobby, as a director does it, in a
process of its own so tests/ui/test_night_killed.py can kill it with SIGKILL.

    night_window_app.py host PORT DATABASE SETTINGS PLAYERS
        Host from the lobby, wait for PLAYERS to register, start the tournament, go back to
        the lobby and open the console again; then run until killed. Prints a line per step.
    night_window_app.py resume PORT DATABASE SETTINGS PLAYERS
        Host from the lobby again, answer "Resume" to the question it asks, resume the clock,
        go to a level high enough to end the night soon, and exit once the tournament is over.

Every step is a click on the window's own buttons (no host is started any other way)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path[:0] = [str(HERE.parents[1])]

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QPushButton  # noqa: E402
from qasync import QEventLoop  # noqa: E402

from app.ui.collector import collect_on_gui_thread  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402
from tests.support.waiting import until  # noqa: E402

JOIN_CODE = "4321"
DIRECTOR_CODE = "9999"
LAST_LEVEL = 9  # bets 4,000 to 8,000: a night of 4,000 stacks ends in a few hands
SECONDS = 60.0  # what a step may take before the window gives up (and says which step)


def say(line: str) -> None:
    print(line, flush=True)


def window_for(port: int, database: Path, settings: Path) -> MainWindow:
    window = MainWindow(stored=QSettings(str(settings), QSettings.Format.IniFormat))
    window.resize(1280, 800)
    window.show()
    window.host_address = "127.0.0.1"  # the test's players are on loopback
    window.database = database
    lobby = window.lobby.ui
    lobby.host_port_spin.setValue(port)
    lobby.host_code_edit.setText(JOIN_CODE)
    lobby.director_code_edit.setText(DIRECTOR_CODE)
    lobby.clock_port_spin.setValue(lobby.clock_port_spin.minimum())  # no clock page
    return window


def registered(window: MainWindow) -> int:
    session = window.console_session
    return len(session.state.registered) if session is not None else 0


def on_console(window: MainWindow) -> bool:
    return window.night is not None and window.ui.page_stack.currentWidget() is window.director


async def host(window: MainWindow, players: int) -> None:
    window.lobby.ui.host_button.click()
    await until(lambda: on_console(window), "hosting", SECONDS)
    say("hosting")
    await until(lambda: registered(window) >= players, f"{players} registered", SECONDS)
    console = window.director.ui
    await until(console.start_button.isEnabled, "ready to start", SECONDS)
    console.start_button.click()
    await until(lambda: not console.start_button.isEnabled(), "started", SECONDS)
    say("started")
    console.lobby_button.click()  # the console closed: the night goes on
    await until(lambda: window.ui.page_stack.currentWidget() is window.lobby
                and window.night is not None and window.lobby.ui.hosting_label.text(),
                "the lobby saying the night goes on", SECONDS)
    say(f"lobby: {window.lobby.ui.hosting_label.text()}")
    window.lobby.ui.host_button.click()  # and opened again, on the same night
    await until(lambda: on_console(window), "the console again", SECONDS)
    say("console reopened")
    await asyncio.Event().wait()  # until killed


async def resume(window: MainWindow, players: int) -> None:
    window.lobby.ui.host_button.click()
    question = window.question
    assert question is not None and "stopped before its end" in question.text(), question
    yes = question.findChild(QPushButton, "yes_button")
    assert yes is not None
    yes.click()
    await until(lambda: on_console(window), "resumed", SECONDS)
    night = window.night
    assert night is not None and night.host is not None
    say(f"resumed tournament {night.host.game.tournament_id}")
    console = window.director.ui
    await until(console.resume_button.isEnabled, "the clock paused after the restart", SECONDS)
    console.resume_button.click()
    await until(lambda: registered(window) >= players, "everyone back", SECONDS)
    console.level_spin.setValue(LAST_LEVEL)
    console.jump_button.click()  # levels ahead: the console asks first (issue 19)
    asked = window.director.question
    go = asked.findChild(QPushButton, "yes_button") if asked is not None else None
    assert go is not None, "going levels ahead asks first"
    go.click()
    session = window.console_session
    assert session is not None
    await until(lambda: session.state.over, "over", 120.0)
    say("over")
    await window.close_games()


def main() -> None:
    mode, port, database, settings, players = sys.argv[1:6]
    app = QApplication(sys.argv[:1])
    collect_on_gui_thread(app)  # as the app does
    loop = QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = window_for(int(port), Path(database), Path(settings))
    drive = host if mode == "host" else resume
    with loop:
        loop.run_until_complete(drive(window, int(players)))


if __name__ == "__main__":
    main()
