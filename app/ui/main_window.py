"""The top-level window: a stack of pages (lobby, table) and the menus.

Games run on the asyncio loop that qasync drives from Qt's own (app/ui/main.py); the window
starts them and shows them, and the host never waits for the window.
"""

from __future__ import annotations

import contextlib
from collections.abc import Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QCloseEvent, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from app.engine.variants import variant_of
from app.i18n import arg
from app.ui.forms.ui_main_window import Ui_main_window
from app.ui.lobby_view import LobbyView
from app.ui.settings import Settings, load_settings, save_settings
from app.ui.style import apply_style, choose_look, text_scale
from app.ui.table_seating import TableSeating, end_session

# The pages behind the lobby, and the game and network code they use, are loaded when first
# opened: the lobby's first frame comes sooner (bench/ui.py measures it).
# asyncio too is imported where used: the window is built and painted before the loop that
# app/ui/main.py starts after the first frame.
if TYPE_CHECKING:
    import asyncio

    from app.client.options import HostOptions, JoinOptions
    from app.client.seat_session import SeatSession
    from app.net.discovery import Browser
    from app.net.night import HostedNight
    from app.ui.director_view import DirectorView
    from app.ui.drill_view import DrillView
    from app.ui.history_view import HistoryView
    from app.ui.kiosk import KioskWindow
    from app.ui.league_view import LeagueView
    from app.ui.results_dialog import ResultsWatch
    from app.ui.settings_dialog import SettingsDialog
    from app.ui.table_view import TableView


class MainWindow(TableSeating):
    """Holds its form (ui/main_window.ui) by composition, as `self.ui`."""

    def __init__(self, parent: QWidget | None = None, stored: QSettings | None = None) -> None:
        """`stored`: where settings are kept (the user's by default; tests give a file)."""
        super().__init__(parent)
        self.ui = Ui_main_window()
        self.ui.setupUi(self)
        self.stored = stored if stored is not None else QSettings()
        self.settings = load_settings(self.stored)
        choose_look(self.settings.look)  # before the first style sheet
        self.lobby = LobbyView()
        self.ui.page_stack.addWidget(self.lobby)
        self._table: TableView | None = None
        self._settings_dialog: SettingsDialog | None = None
        self._director: DirectorView | None = None
        self._history: HistoryView | None = None
        self._league: LeagueView | None = None
        self._drills: DrillView | None = None
        self._text_scale = 0.0
        self.kiosk_full_screen = True  # tests open it in a window
        self._restyle()
        self.local: HostedNight | None = None  # a game played here against bots
        self.night: HostedNight | None = None  # a game night hosted here for the LAN
        # Where a game night hosted from here listens, and where games are kept: every
        # interface and the user's database; tests keep to loopback and a file of their own.
        self.host_address = "0.0.0.0"
        self._database: Path | None = None
        self.browser: Browser | None = None
        self.session: SeatSession | None = None  # at a table
        self._results: ResultsWatch | None = None  # shows how the seat finished
        self._quitting = False  # asked and answered: close with a tournament in play
        self._table_task: asyncio.Task[None] | None = None
        # The director's console, on the night hosted here or elsewhere: it outlives its page
        # (the lobby, a table, settings may be shown while the night goes on).
        self.console_session: SeatSession | None = None
        self._console_task: asyncio.Task[None] | None = None
        self.question: QMessageBox | None = None  # the last question asked (tests answer it)
        self._tasks: set[asyncio.Task[None]] = set()

        self.lobby.play_requested.connect(self.play_locally)
        self.lobby.join_requested.connect(self.join)
        self.lobby.host_requested.connect(self.ask_and_host)
        self.lobby.console_requested.connect(self.show_console)
        self.lobby.history_requested.connect(self.show_history)
        self.lobby.league_requested.connect(self.show_league)
        self.lobby.drills_requested.connect(self.show_drills)
        self.lobby.quit_requested.connect(self.close)
        self.lobby.settings_requested.connect(self.show_settings)
        self.ui.settings_action.triggered.connect(self.show_settings)
        self.ui.about_action.triggered.connect(self.show_about)
        self.ui.how_to_play_action.triggered.connect(self.show_how_to_play)
        # "Follow the system" follows it as it changes, not only at start-up.
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._relook)
        hints.accessibility().contrastPreferenceChanged.connect(self._relook)
        self.ui.lobby_action.triggered.connect(self._to_lobby)
        self.ui.skip_action.triggered.connect(
            lambda: self._table.skip() if self._table is not None else None)
        self.ui.full_screen_action.toggled.connect(
            lambda on: self.showFullScreen() if on else self.showNormal())
        self.lobby.kiosk_requested.connect(self.open_kiosk)
        self.kiosks: list[KioskWindow] = []
        if self.settings.player_name:
            self.lobby.set_name(self.settings.player_name)
        self.lobby.restore_choices(self.stored)
        self.show_lobby()
        self.lobby.ui.play_button.setFocus()  # at the start only: Space or Enter plays
        if self.settings.check_updates:
            from app.ui.update_check import UpdateCheckOnStart

            UpdateCheckOnStart(self, self.stored, self.spawn).arm()

    # ---- the pages, each made when first opened ---------------------------------------------

    @property
    def database(self) -> Path:
        """Where games played and hosted here are kept (the user's database by default)."""
        if self._database is None:
            from app.store import default_database_path

            self._database = default_database_path()
        return self._database

    @database.setter
    def database(self, path: Path) -> None:
        self._database = path

    @property
    def table(self) -> TableView:
        if self._table is None:
            from app.resources import theme_dir
            from app.ui.sounds import Sounds
            from app.ui.table_view import TableView

            self._table = TableView()
            self._table.sounds = Sounds(theme_dir(self.settings.theme) / "sounds")
            self._table.leave_requested.connect(self.ask_to_leave)
            self.ui.page_stack.addWidget(self._table)
            self._use(self.settings, new_look=True)
        return self._table

    @property
    def settings_dialog(self) -> SettingsDialog:
        if self._settings_dialog is None:
            from app.ui.settings_dialog import SettingsDialog

            self._settings_dialog = SettingsDialog(self.settings, self)
            self._settings_dialog.view.applied.connect(self.apply_settings)
        return self._settings_dialog

    @property
    def director(self) -> DirectorView:
        if self._director is None:
            from app.ui.director_view import DirectorView

            self._director = DirectorView()
            self._director.stop_requested.connect(self.stop_or_leave_console)
            self._director.lobby_requested.connect(self.show_lobby)
            self._director.refreshed.connect(self._show_hosting)
            self.ui.page_stack.addWidget(self._director)
        return self._director

    @property
    def history(self) -> HistoryView:
        if self._history is None:
            from app.ui.history_view import HistoryView

            self._history = HistoryView()
            self._history.back_requested.connect(self.show_lobby)
            self.ui.page_stack.addWidget(self._history)
            self._use(self.settings, new_look=True)
        return self._history

    @property
    def league(self) -> LeagueView:
        if self._league is None:
            from app.ui.league_view import LeagueView

            self._league = LeagueView()
            self._league.back_requested.connect(self.show_lobby)
            self._league.hands_requested.connect(self.show_history)
            self.ui.page_stack.addWidget(self._league)
        return self._league

    @property
    def drills(self) -> DrillView:
        if self._drills is None:
            from app.ui.drill_view import DrillView

            self._drills = DrillView()
            self._drills.back_requested.connect(self.show_lobby)
            self.ui.page_stack.addWidget(self._drills)
        return self._drills

    # ---- pages --------------------------------------------------------------------------------

    def show_lobby(self) -> None:
        self.ui.page_stack.setCurrentWidget(self.lobby)
        self.setWindowTitle("Pitboss")
        self._show_hosting()
        # Back from a page, the focus is the page's, on no control: a key pressed for the
        # table (Space) presses nothing here (issue 38: it started a new game), and Tab goes
        # to the first control.
        self.lobby.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_console(self) -> None:
        """The director's console of the night hosted here, opened again from the lobby."""
        if self.console_session is None:
            return
        self.ui.page_stack.setCurrentWidget(self.director)
        self.setWindowTitle(arg(self.tr("Pitboss · hosting on port %1"), self.night.port)
                            if self.night is not None
                            else self.tr("Pitboss · hosting elsewhere"))

    def _show_hosting(self) -> None:
        """The lobby says which night is hosted here and how many have joined it."""
        night, session = self.night, self.console_session
        if night is None or night.host is None or session is None:
            self.lobby.show_not_hosting()
            return
        self.lobby.show_hosting(night.host.game.name, len(session.state.registered))

    def show_settings(self) -> None:
        """Settings over the page in view: a table stays in sight and plays on."""
        self.settings_dialog.open_with(self.settings)

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings everywhere, at once, and keep them."""
        new_look = (settings.theme, settings.four_colour_deck) != \
            (self.settings.theme, self.settings.four_colour_deck)
        self.settings = settings
        save_settings(self.stored, settings)
        choose_look(settings.look)
        self._relook()
        self._use(settings, new_look)

    def show_history(self, tournament: int | None = None) -> None:
        """Past tournaments; `tournament` chosen in it (a member's, from the League page)."""
        hosted = self.night.host if self.night is not None else None
        self.history.set_in_play({hosted.game.tournament_id} if hosted is not None else set())
        self.history.set_player(self.settings.player_name)  # replays put them at the bottom
        self.history.open_store(self.database)
        if tournament is not None:
            self.history.show_tournament(tournament)
        self.ui.page_stack.setCurrentWidget(self.history)
        self.setWindowTitle(self.tr("Pitboss · Past tournaments"))
        self.history.ui.tournaments_list.setFocus()

    def show_league(self) -> None:
        """The League page: members, seasons and standings, on the database games are kept in."""
        self.league.open_store(self.database)
        self.ui.page_stack.setCurrentWidget(self.league)
        self.setWindowTitle(self.tr("Pitboss · League"))
        self.league.ui.league_tabs.setFocus()

    def show_drills(self) -> None:
        """The Drills page, as the name the app remembers, kept in the games' database."""
        self.drills.open_store(self.database, self.settings.player_name)
        self.ui.page_stack.setCurrentWidget(self.drills)
        self.setWindowTitle(self.tr("Pitboss \u00b7 Drills"))

    def _use(self, settings: Settings, new_look: bool) -> None:
        """Settings to the pages made so far (a page made later takes them as it is made)."""
        from app.ui.settings_dialog import use_settings

        use_settings(settings, new_look, self._table, self._history)
        if settings.player_name:
            self.lobby.set_name(settings.player_name)

    def _remember(self, name: str) -> None:
        """The lobby's choices and the player's name, for the next time the app opens."""
        import dataclasses

        from app.ui.settings import valid_player_name

        self.lobby.save_choices(self.stored)
        if name and name != self.settings.player_name and valid_player_name(name):
            self.settings = dataclasses.replace(self.settings, player_name=name)
            save_settings(self.stored, self.settings)

    def _to_lobby(self) -> None:
        current = self.ui.page_stack.currentWidget()
        if current is self._table:
            self.ask_to_leave()
        elif current is self._director and self.night is None:
            self.stop_or_leave_console()  # directing elsewhere: that night goes on
        else:
            self.show_lobby()  # a night hosted here goes on too, its console a click away

    # ---- games --------------------------------------------------------------------------------

    def open_kiosk(self) -> None:
        """The tournament clock, full screen, following the night hosted here, else the host
        typed under Join (as a display: it sees no card)."""
        from app.client.seat_session import SeatSession
        from app.net.client import tcp_connector
        from app.ui.kiosk import KioskWindow

        lobby = self.lobby.ui
        if self.night is not None:
            session = SeatSession(self.night.connect, name="", code=self.night.plan.join_code,
                                  role="display")
        elif lobby.address_edit.text().strip() and lobby.code_edit.text().strip():
            session = SeatSession(tcp_connector(lobby.address_edit.text().strip(),
                                                lobby.port_spin.value()),
                                  name="", code=lobby.code_edit.text().strip(), role="display")
        else:
            self.lobby.say(self.tr(
                "For the kiosk clock, pick or type a host and its code under Join "
                "(or host a night here); `pitboss kiosk --standalone` runs a clock "
                "of its own"))
            return
        kiosk = KioskWindow(full_screen=self.kiosk_full_screen,
                            muted=not self.settings.sound_on)
        if self.night is not None:  # a night hosted here: its page for phones, as a QR code
            kiosk.view.show_phone_page(self.night.web_url())
        # Its own task: leaving a table here must not take the kiosk's connection with it.
        kiosk.follow(session, run=True)
        self.kiosks.append(kiosk)
        kiosk.destroyed.connect(lambda: self.kiosks.remove(kiosk) if kiosk in self.kiosks
                                else None)
        kiosk.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        kiosk.show_kiosk()

    def join(self, options: JoinOptions) -> None:
        from app.client.seat_session import SeatSession
        from app.net.client import tcp_connector

        self._remember(options.name if options.role == "player" else "")
        session = SeatSession(tcp_connector(options.address, options.port), name=options.name,
                              code=options.code, role=options.role,  # type: ignore[arg-type]
                              person=True)
        where = f"{options.address}:{options.port}"
        if options.role == "director":  # directing a night hosted elsewhere: the console
            if self.console_session is not None:
                self.lobby.say(self.tr("Stop directing the night on the console first"))
                return
            self.director.attach(session, where, hosting=False)
            self.console_session = session
            self._console_task = self.spawn(session.run())
            self.ui.page_stack.setCurrentWidget(self.director)
            self.setWindowTitle(arg(self.tr("Pitboss · directing %1"), where))
            return
        self._sit(session, where)

    def ask_and_host(self, options: HostOptions) -> None:
        """Host a game night; if the database holds one stopped before its end, ask whether to
        carry it on (the CLI's `--resume`) rather than start a new one at level 1 beside it."""
        from dataclasses import replace

        from app.net.night import resumable_in
        from app.store import StoreError
        from app.ui.confirm import ask

        if self.console_session is not None:
            self.show_console()
            return
        if self.night is not None:  # its console closed: the night is stopping
            self.lobby.say(self.tr("The night is still stopping; host again in a moment"))
            return
        try:
            stopped = resumable_in(self.database)
        except StoreError as error:
            self.lobby.say(arg(self.tr("Cannot host: %1"), error))
            return
        if stopped is None:
            self.spawn(self.host_game(options))
            return
        # Its players know its join code: resuming keeps it, whatever is typed now.
        code = str(stopped.settings.get("code") or options.code)
        self.question = ask(
            self, arg(self.tr("%1 was stopped before its end. Carry it on?"), stopped.name),
            arg(self.tr("Resume %1"), stopped.name),
            lambda: self.spawn(self.host_game(replace(options, code=code), resume=True)),
            details=arg(self.tr(
                "Resuming keeps its players, chips, levels, clock (paused until you "
                "resume it) and join code %1. A new night starts at level 1 with "
                "everyone back in."), code),
            other=(self.tr("Start a new night"), lambda: self.spawn(self.host_game(options))))

    def stop_or_leave_console(self) -> None:
        """The console's last button: stop the night hosted here, once the director says
        so; or leave a night hosted elsewhere, which goes on."""
        from app.ui.confirm import ask

        if self.night is None:
            self.spawn(self.close_console())
            self.show_lobby()
            return
        host = self.night.host
        if host is not None and host.game.tournament.over:
            # Nothing is lost by stopping a finished night: it is stored whole, and asking
            # would say what is no longer true (that hosting again resumes it).
            self.spawn(self.close_console())
            self.lobby.say(arg(self.tr("%1 is over and stopped; its results are in History"),
                               host.game.name))
            return
        self.question = ask(
            self, arg(self.tr("Stop hosting %1?"), host.game.name) if host is not None
            else self.tr("Stop hosting the night?"), self.tr("Stop hosting"),
            lambda: self.spawn(self.close_console()),
            details=self.tr("Everyone at its tables is disconnected. It is kept in the "
                            "database: hosting again offers to resume it."),
            cancel=self.tr("Keep hosting"))

    async def close_console(self) -> None:
        """Close the console's session, and stop the night hosted here if there is one."""

        session, self.console_session = self.console_session, None
        task, self._console_task = self._console_task, None
        await end_session(session, task)
        if self.night is not None:
            # Kept until it has stopped: hosting again meanwhile would start a second night
            # on its port and database while the first is still closing them.
            await self.night.stop()
            self.night = None
        if self.ui.page_stack.currentWidget() is self._director:
            self.show_lobby()
        self._show_hosting()

    async def host_game(self, options: HostOptions, resume: bool = False) -> None:
        """Host a game night on this machine (or carry on the one stopped before its end:
        `resume`) and open the director's console on it."""
        import secrets

        from app.client.seat_session import SeatSession
        from app.engine.variants import rules_from_options
        from app.net.night import ClockPageError, HostedNight, NightPlan
        from app.store import StoreError
        from app.ui.director_view import where_to_join

        director_code = options.director_code or secrets.token_hex(3)
        try:
            night = HostedNight(NightPlan(
                # Named in the director's language: a name, as a player's is, that every
                # client shows as it was given (the LAN's list, the kiosk's title).
                name=arg(self.tr("%1 game night"), variant_of(options.variant).label),
                rules=rules_from_options(options.variant), join_code=options.code,
                director_code=director_code, database=self.database,
                settings={"code": options.code}, address=self.host_address,
                port=options.port, clock_port=options.clock_port or None,
                entries_by_director=True, resume=resume))
            await night.start()
        except ClockPageError as error:
            self.lobby.say(arg(self.tr("Cannot host: %1; choose another port for it, or off"),
                               error))
            return
        except (StoreError, OSError, ValueError) as error:
            self.lobby.say(arg(self.tr("Cannot host: %1"), error))
            return
        self.night = night
        where = arg(self.tr("%1 · join code %2 · director code %3"),
                    where_to_join(night.joining_addresses(), night.on_lan, self.host_address),
                    options.code, director_code)
        self.lobby.ui.host_address_label.setText(where)
        session = SeatSession(night.connect, name="", code=director_code, role="director")
        self.console_session = session  # before attach: its first refresh tells the lobby
        self.director.attach(session, where, night.web_url())
        self._console_task = self.spawn(session.run())
        self.show_console()

    async def browse(self) -> None:
        """List the hosts on the LAN in the lobby as they come and go."""
        if self.browser is not None:
            return
        from app.net.discovery import Browser

        self.browser = Browser(on_change=self.lobby.show_found)
        try:
            await self.browser.start()
        except OSError as error:  # no network, or the beacon port is taken
            self.browser = None
            self.lobby.show_not_searching(str(error))

    def show_about(self) -> None:
        from app.ui.about import show_about

        show_about(self)

    async def close_games(self) -> None:
        """Leave the table, the console, stop the local game and the night hosted here;
        returns once all has stopped."""
        import asyncio

        for session in (self.session, self.console_session):
            if session is not None:
                session.stop()
        self.session = self.console_session = None
        current = asyncio.current_task()
        others = [task for task in self._tasks if task is not current]
        for task in others:
            task.cancel()
        await asyncio.gather(*others, return_exceptions=True)
        if self.local is not None:
            local, self.local = self.local, None
            await local.stop()
        if self.night is not None:
            night, self.night = self.night, None
            await night.stop()
        self._show_hosting()

    async def shut_down(self) -> None:
        """Everything the window started, stopped and stored (the app is closing)."""
        for kiosk in list(self.kiosks):
            kiosk.close()
        await self.close_games()
        if self.browser is not None:
            browser, self.browser = self.browser, None
            await browser.stop()

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        """Run `coroutine` on the loop; close_games cancels what is still running."""
        import asyncio

        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._restyle()

    def _relook(self) -> None:
        """The colours again (a new look chosen, or the system's scheme or contrast changed)."""
        self._text_scale = 0.0
        self._restyle()

    def show_how_to_play(self) -> None:
        """F1: the rules of the game at this table (or chosen in the lobby) and its keys."""
        from app.ui.rules_dialog import show_help

        night = self.local or self.night
        rules = night.plan.rules if night is not None else None
        if self.session is not None:
            variant = self.session.state.variant
        elif rules is not None:
            variant = rules.variant
        else:
            variant = self.lobby.chosen_variant()
        show_help(self, variant, rules if rules is not None and rules.variant is variant
                  else None)

    def _restyle(self) -> None:
        """Text and controls sized for the window (app/ui/style.py), when that changes."""
        scale = text_scale(self.width(), self.height())
        if scale == self._text_scale:
            return
        self._text_scale = scale
        apply_style(self, scale)
        if self._table is not None:
            self._table.hold_controls_height()

    def closeEvent(self, event: QCloseEvent) -> None:
        import asyncio

        if self.playing() and not self._quitting:
            event.ignore()  # asked first; closed again once the player says so
            self.ask_to_leave(quitting=True)
            return
        self._quitting = False
        self.leave_table()
        with contextlib.suppress(RuntimeError):  # no loop running (closing): nothing runs
            if self.console_session is not None and asyncio.get_event_loop().is_running():
                self.spawn(self.close_console())
        if self.browser is not None:
            browser, self.browser = self.browser, None
            with contextlib.suppress(RuntimeError):  # no loop running: nothing to stop
                if asyncio.get_event_loop().is_running():
                    self.spawn(browser.stop())
        if self._history is not None:
            self._history.close_store()
        if self._league is not None:
            self._league.close_store()
        if self._drills is not None:
            self._drills.shut_down()
        super().closeEvent(event)

