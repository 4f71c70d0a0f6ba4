"""`pitboss kiosk`: the kiosk window and what feeds it.

Following a host, it joins as a display (read-only: snapshots, tournament news and each hand's
end, never a card), keeps the last state it had while it reconnects by itself, and marks it
"reconnecting". Its standings follow every hand at every table as a window's do: the display's
TableState moves the chips of each hand's end (`TableState._restack`), and FollowHost copies them.
It follows the season's standings too (`p.Follow`), for its season page, from a host whose night
counts in a season (issue 21; none from another: the page says so).
Standalone (`--standalone --structure FILE`), it runs a clock of its own for a tournament
played with real cards, driven from the keyboard: space starts, pauses and resumes, the arrows
change level, + and - add or take a minute; with `--director-port`, a director's console on the
LAN drives it too (the same host as a game night's, with a live game: no card is dealt).
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QCloseEvent, QCursor, QKeyEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.client.kiosk_state import PAGES
from app.client.seat_session import SeatSession
from app.client.wording import move_line
from app.core.wire import event_from_dict
from app.engine.schedule import Schedule
from app.engine.tournament.events import PlayerMoved
from app.i18n import Context, arg, translatable
from app.net import protocol as p
from app.timebase import SYSTEM, Timebase
from app.ui.keep_awake import KeepAwake
from app.ui.kiosk_view import KioskView

kiosk_words = Context("kiosk_words")
STANDALONE_KEYS = translatable(
    "kiosk_words", "Space start / pause · ← → level · + / - minute · Tab page · M mute · Esc quit")
FOLLOWING_KEYS = translatable("kiosk_words", "Tab page · M mute · Esc quit")


class FollowHost:
    """Feeds a kiosk from a host, through a display's session."""

    def __init__(self, view: KioskView, session: SeatSession) -> None:
        self.view, self.session = view, session
        session.add_listener(self)
        session.follow("season")  # the season page's standings, from a host that has them
        session.follow("hands")  # the final's hands for the TV page, face up (issue 23)

    def on_event_events(self, message: p.Events) -> None:
        for data in message.events:
            if data.get("type") != "PlayerMoved":
                continue
            with contextlib.suppress(ValueError):  # one this version cannot read
                event = event_from_dict(data)
                if isinstance(event, PlayerMoved):  # S7-23: announced for a minute
                    self.view.feed.announce(move_line(event), self.view.clock.monotonic())

    def on_event_notice(self, message: p.Notice) -> None:
        """What the host tells every screen (a director's announcement), shown a minute as
        a move is."""
        self.view.feed.announce(message.said(), self.view.clock.monotonic())

    def on_event_changed(self, message: p.HostMessage | None) -> None:
        feed, state, session = self.view.feed, self.session.state, self.session
        if message is not None:
            feed.tv.apply(message)
        feed.name = session.host_name or feed.name
        feed.connected = session.connected
        feed.clock, feed.clock_received = state.clock, state.clock_received
        feed.standings = state.standings
        feed.tables = dict(state.tables)
        feed.field_size = state.field_size
        feed.over = state.over
        feed.season = state.season
        self.view.refresh()


class LiveClock:
    """A clock alone, for a tournament played with real cards (`--standalone`): a live game
    hosted in this process (app/net/night.py, with no store), which the kiosk follows as a
    display and drives as a director from the keys; on a port, a director's console on the
    LAN drives it as well."""

    def __init__(self, view: KioskView, schedule: Schedule, name: str,
                 director_code: str = "", address: str = "", port: int = 0) -> None:
        """On `port` (OSError at `start` if it cannot be used), for directors on the LAN."""
        from app.engine.variants import rules_from_options
        from app.net.night import HostedNight, NightPlan

        self.view = view
        self.join_code = secrets.token_hex(4)  # the kiosk's own display session
        self.director_code = director_code or secrets.token_hex(3)
        self.night = HostedNight(NightPlan(
            name=name, rules=rules_from_options(schedule.variant), join_code=self.join_code,
            director_code=self.director_code, schedule=schedule, live=True,
            address=(address or "0.0.0.0") if port else None, port=port))
        self.host = self.night.open()
        self.display = SeatSession(self.night.connect, name="", code=self.join_code,
                                   role="display")
        self.director = SeatSession(self.night.connect, name="", code=self.director_code,
                                    role="director")
        self._keys: list[asyncio.Future[None]] = []  # the directors' acts sent from keys
        view.feed.name = name

    async def start(self) -> str:
        """Run the clock's host; where directors join, or "" (no port)."""
        await self.night.serve()
        self.night.run()
        for session in (self.display, self.director):
            self.night.run_beside(session.run())
        return self.night.joining_address() if self.night.port else ""

    async def stop(self) -> None:
        for session in (self.display, self.director):
            session.close()
        for task in self._keys:
            task.cancel()
        await asyncio.gather(*self._keys, return_exceptions=True)
        await self.night.stop()

    def key(self, key: int) -> bool:
        """A key's act, sent as the director's; True if the key was one of the clock's."""
        clock = self.host.game.clock
        assert clock is not None  # a live game is one with levels
        act: tuple[str, dict[str, Any]] | None = None
        if key == Qt.Key.Key_Space:
            act = ("start", {}) if not clock.started else (
                ("resume", {}) if clock.paused else ("pause", {}))
        elif clock.started:
            level = clock.state(self.host.now()).level.number
            if key == Qt.Key.Key_Right:
                act = ("jump", {"level": level + 1})
            elif key == Qt.Key.Key_Left and level > 1:
                act = ("jump", {"level": level - 1})
            elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
                act = ("add_time", {"seconds": 60.0})
            elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
                act = ("add_time", {"seconds": -60.0})
        if key not in CLOCK_KEYS:
            return False
        if act is not None:
            name, arguments = act
            self._keys.append(asyncio.ensure_future(self.director.direct(name, **arguments)))
        return True


CLOCK_KEYS = {Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Plus,
              Qt.Key.Key_Equal, Qt.Key.Key_Minus, Qt.Key.Key_Underscore}


def windowed_size(screen: QSize) -> QSize:
    """`--windowed`: a 16:9 window two-thirds of the screen wide, at least 960x540 where the
    screen has room (issue 38: it opened at the layout's least, 292x328, and cut its own
    title and digits)."""
    width = max(min(960, screen.width()), screen.width() * 2 // 3)
    height = min(width * 9 // 16, screen.height())
    return QSize(height * 16 // 9, height)


class KioskWindow(QWidget):
    """The kiosk's top-level window: full screen, no cursor, the screen kept on."""

    def __init__(self, *, page: str = "clock", full_screen: bool = True,
                 muted: bool = False, timebase: Timebase = SYSTEM) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Pitboss · tournament clock"))
        self.view = KioskView(self, page=page, timebase=timebase)
        self.view.muted = muted
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetNoConstraint)
        layout.addWidget(self.view)
        self.standalone: LiveClock | None = None
        self.following: FollowHost | None = None
        self.keep_awake = KeepAwake()
        self.full_screen = full_screen
        self._stopping: asyncio.Future[None] | None = None
        self._following_task: asyncio.Future[None] | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def show_kiosk(self) -> None:
        if self.full_screen:
            self.setWindowFlag(Qt.WindowType.FramelessWindowHint, True)
            self.setCursor(QCursor(Qt.CursorShape.BlankCursor))
            self.showFullScreen()
        else:
            if not self.testAttribute(Qt.WidgetAttribute.WA_Resized):  # a size given stays
                self.resize(windowed_size(self.screen().availableSize()))
            self.show()
        self.keep_awake.start()
        if not self.view.ui.hint_label.text():
            self.view.show_hint(kiosk_words.tr(STANDALONE_KEYS if self.standalone is not None
                                               else FOLLOWING_KEYS))

    def follow(self, session: SeatSession, *, run: bool = False) -> None:
        """Show what `session` is told; `run`: keep it connected from now until the kiosk
        closes (else whoever made it runs it)."""
        self.following = FollowHost(self.view, session)
        if run:
            self._following_task = asyncio.ensure_future(session.run())

    async def run_clock(self, schedule: Schedule, name: str, *, address: str = "",
                        port: int = 0, director_code: str = "") -> str:
        """A clock of the kiosk's own (module docstring); where directors join, or ""."""
        self.standalone = LiveClock(self.view, schedule, name, director_code, address, port)
        self.follow(self.standalone.display)
        where = await self.standalone.start()
        if where:
            self.view.show_hint(arg(self.tr("%1 · directors join at %2 with code %3"),
                                    kiosk_words.tr(STANDALONE_KEYS), where,
                                    self.standalone.director_code))
        return where

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Escape, Qt.Key.Key_Q):
            self.close()
        elif key == Qt.Key.Key_Tab:
            self.view.set_page(PAGES[(PAGES.index(self.view.page) + 1) % len(PAGES)])
            self.view.refresh()
        elif key == Qt.Key.Key_M:
            self.view.muted = not self.view.muted
        elif self.standalone is None or not self.standalone.key(key):
            super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.keep_awake.stop()
        if self.following is not None:
            # For good: no reconnecting, and no news for a window that is going.
            session = self.following.session
            session.remove_listener(self.following)
            session.stop()
            if self._following_task is not None:
                self._following_task.cancel()
        if self.standalone is not None:
            live, self.standalone = self.standalone, None
            with contextlib.suppress(RuntimeError):  # no loop left to stop it on: all gone
                self._stopping = asyncio.ensure_future(live.stop())
        super().closeEvent(event)
