"""The main window's table: sitting at one (a local game, or joined), leaving it (asked first
in the middle of a tournament: issue 19), the results at the end and a local game played again.

A part of MainWindow (app/ui/main_window.py), which it is mixed into; kept here so that the
window's module stays short. What it uses of the window is declared below.
"""

from __future__ import annotations

import contextlib
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QMainWindow, QMessageBox

from app.i18n import Context, arg

seating_words = Context("seating_words")

if TYPE_CHECKING:
    import asyncio
    from pathlib import Path

    from app.client.options import LocalOptions
    from app.client.seat_session import SeatSession
    from app.net.night import HostedNight
    from app.ui.forms.ui_main_window import Ui_main_window
    from app.ui.lobby_view import LobbyView
    from app.ui.results_dialog import ResultsWatch
    from app.ui.table_view import TableView


class TableSeating(QMainWindow):
    """The table's part of the main window: its state is made in MainWindow.__init__."""

    if TYPE_CHECKING:  # of the window
        ui: Ui_main_window
        lobby: LobbyView
        local: HostedNight | None
        session: SeatSession | None
        question: QMessageBox | None
        _results: ResultsWatch | None
        _table_task: asyncio.Task[None] | None
        _quitting: bool

        @property
        def table(self) -> TableView: ...
        @property
        def database(self) -> Path: ...
        def spawn(self, coroutine: Coroutine[Any, Any, None]) -> asyncio.Task[None]: ...
        def show_lobby(self) -> None: ...
        def show_history(self, tournament: int | None = None) -> None: ...
        def _remember(self, name: str) -> None: ...

    def show_table(self, title: str) -> None:
        self.ui.page_stack.setCurrentWidget(self.table)
        self.setWindowTitle(arg(seating_words.tr("Pitboss · %1"), title))
        self.table.setFocus()

    def play_locally(self, options: LocalOptions) -> None:
        """A night in this process, in memory only: bots at its tables and you (DESIGN.md)."""
        from app.client.local_play import open_local_night
        from app.client.seat_session import SeatSession
        from app.store import StoreError

        self._remember(options.name)
        try:
            night = open_local_night(options, self.database)
        except (ValueError, StoreError) as error:
            self.lobby.say(str(error))
            return
        self.local = night
        assert night.host is not None
        self._sit(SeatSession(night.connect, name=options.name, code=night.plan.join_code,
                              person=True),
                  night.host.game.name, again=options)

    async def play_again(self, options: LocalOptions) -> None:
        """A new local game with the same options, once the one at the table has stopped."""
        await self.close_table()
        self.play_locally(options)

    def _sit(self, session: SeatSession, title: str, again: LocalOptions | None = None) -> None:
        """Sit at the table of `session`; `again`: a local game's options, to play again."""
        from app.ui.results_dialog import ResultsWatch

        self._stop_results()
        self.session = session
        if self.table.sounds is not None:
            self.table.sounds.player = session.name  # whose wins and turns have a sound
        self.table.attach(session)
        self._results = ResultsWatch(
            session, self.table, self, to_lobby=self.leave_table,
            play_again=None if again is None else lambda: self.spawn(self.play_again(again)),
            report=None if again is None else self.report_of_local_game)
        self._table_task = self.spawn(session.run())
        self.show_table(title)

    def playing(self) -> bool:
        """A tournament in play at the table with you in it: leaving or quitting asks first."""
        from app.client.results import still_playing

        return self.session is not None and still_playing(self.session.state)

    def ask_to_leave(self, quitting: bool = False) -> None:
        """Leave the table (`quitting`: and close the app); in the middle of a tournament,
        once the player says so."""
        from app.ui.confirm import ask

        leave = self._quit if quitting else self.leave_table
        if not self.playing():
            leave()
            return
        local = self.local is not None
        self.question = ask(
            self, seating_words.tr("Quit in the middle of the tournament?") if quitting
            else seating_words.tr("Leave the table in the middle of the tournament?"),
            seating_words.tr("Quit") if quitting else seating_words.tr("Leave the table"), leave,
            details=seating_words.tr("The game against the bots stops here; History keeps it "
                                     "as it stands.")
            if local else seating_words.tr("The tournament goes on without you: at each of "
                                           "your turns the host plays your seat when its time "
                                           "runs out."),
            cancel=seating_words.tr("Keep playing"))

    def _quit(self) -> None:
        self._quitting = True
        self.close()

    def leave_table(self) -> None:
        """Leave the table (and stop the game at home, if it was one); a night hosted here
        goes on."""
        import asyncio

        self._stop_results()
        if self.session is not None:
            self.session.stop()
        busy = self.session is not None or self.local is not None
        with contextlib.suppress(RuntimeError):  # no loop running (closing): nothing runs
            if busy and asyncio.get_event_loop().is_running():
                self.spawn(self.close_table())
        self.show_lobby()

    def report_of_local_game(self) -> None:
        """The game at home is over: leave its table for History at that tournament, where
        the player's report opens (issue 23)."""
        host = self.local.host if self.local is not None else None
        tournament = host.game.tournament_id if host is not None else None
        self.leave_table()
        self.show_history(tournament)

    def _stop_results(self) -> None:
        if self._results is not None:
            self._results.stop()
            self._results = None

    async def close_table(self) -> None:
        """Leave the table and stop the local game, if any; returns once both have stopped."""
        session, self.session = self.session, None
        task, self._table_task = self._table_task, None
        await end_session(session, task)
        if self.local is not None:
            local, self.local = self.local, None
            await local.stop()


async def end_session(session: SeatSession | None, task: asyncio.Task[None] | None) -> None:
    """Close a session for good (no reconnecting) and wait for the task that ran it."""
    import asyncio

    if session is not None:
        session.stop()
    if task is not None:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
