"""`pitboss kiosk`: the kiosk window and what feeds it.

Following a host, it joins as a display (read-only: snapshots and tournament news, never a
card), keeps the last state it had while it reconnects by itself, and marks it "reconnecting".
Standalone (`--standalone --structure FILE`), it runs a clock of its own for a tournament
played with real cards, driven from the keyboard: space starts, pauses and resumes, the arrows
change level, + and - add or take a minute.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QCursor, QKeyEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.engine.clock import Clock
from app.engine.errors import IllegalAction
from app.engine.schedule import Schedule
from app.net import protocol as p
from app.net.wire import event_from_dict
from app.ui.keep_awake import KeepAwake
from app.ui.kiosk_state import PAGES
from app.ui.kiosk_view import KioskView
from app.ui.seat_session import SeatSession

STANDALONE_KEYS = "Space start / pause · ← → level · + / - minute · Tab page · M mute · Esc quit"
FOLLOWING_KEYS = "Tab page · M mute · Esc quit"


class FollowHost:
    """Feeds a kiosk from a host, through a display's session."""

    def __init__(self, view: KioskView, session: SeatSession) -> None:
        self.view, self.session = view, session
        session.on_change = self._received

    def _received(self, message: p.HostMessage | None) -> None:
        feed, state, session = self.view.feed, self.session.state, self.session
        feed.name = session.host_name or feed.name
        feed.connected = session.connected
        feed.clock, feed.clock_received = state.clock, state.clock_received
        feed.standings = state.standings
        feed.tables = dict(state.tables)
        feed.field_size = state.field_size
        feed.over = state.over
        if isinstance(message, p.Events):
            for data in message.events:
                if data.get("type") == "PlayerMoved":  # S7-23: announced for a minute
                    feed.announce(_moved(data), time.monotonic())
        self.view.refresh()


def _moved(data: dict[str, Any]) -> str:
    event = event_from_dict(data)
    announcement: Callable[[], str] | None = getattr(event, "announcement", None)
    return announcement() if announcement is not None else str(data.get("name", ""))


class StandaloneClock:
    """A clock of the kiosk's own, on this machine's monotonic time."""

    def __init__(self, view: KioskView, schedule: Schedule, name: str) -> None:
        self.view = view
        self.clock = Clock(schedule)
        view.feed.name = name
        view.feed.connected = True
        view.update_feed = self._update

    def _update(self, now: float) -> None:
        feed = self.view.feed
        feed.clock, feed.clock_received = self.clock.state(now).to_dict(), now

    def key(self, key: int, now: float) -> bool:
        """Apply a key's act; True if the key was one of the clock's."""
        clock = self.clock
        state = clock.state(now)
        try:
            if key == Qt.Key.Key_Space:
                if not clock.started:
                    clock.start(now)
                elif clock.paused:
                    clock.resume(now)
                else:
                    clock.pause(now)
            elif key == Qt.Key.Key_Right:
                clock.jump_to_level(state.level.number + 1, now)
            elif key in (Qt.Key.Key_Left,) and state.level.number > 1:
                clock.jump_to_level(state.level.number - 1, now)
            elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
                clock.add_time(60.0, now)
            elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
                clock.add_time(-60.0, now)
            else:
                return False
        except IllegalAction:  # a level or a minute before the start: nothing to do
            return True
        self.view.refresh(now)
        return True


class KioskWindow(QWidget):
    """The kiosk's top-level window: full screen, no cursor, the screen kept on."""

    def __init__(self, *, page: str = "clock", full_screen: bool = True,
                 muted: bool = False) -> None:
        super().__init__()
        self.setWindowTitle("Pitboss · tournament clock")
        self.view = KioskView(self, page=page)
        self.view.muted = muted
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetNoConstraint)
        layout.addWidget(self.view)
        self.standalone: StandaloneClock | None = None
        self.following: FollowHost | None = None
        self.keep_awake = KeepAwake()
        self.full_screen = full_screen
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def show_kiosk(self) -> None:
        if self.full_screen:
            self.setWindowFlag(Qt.WindowType.FramelessWindowHint, True)
            self.setCursor(QCursor(Qt.CursorShape.BlankCursor))
            self.showFullScreen()
        else:
            self.show()
        self.keep_awake.start()
        self.view.show_hint(STANDALONE_KEYS if self.standalone is not None else FOLLOWING_KEYS)

    def follow(self, session: SeatSession) -> None:
        self.following = FollowHost(self.view, session)

    def run_clock(self, schedule: Schedule, name: str) -> None:
        self.standalone = StandaloneClock(self.view, schedule, name)
        self.view.refresh()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Escape, Qt.Key.Key_Q):
            self.close()
        elif key == Qt.Key.Key_Tab:
            self.view.set_page(PAGES[(PAGES.index(self.view.page) + 1) % len(PAGES)])
            self.view.refresh()
        elif key == Qt.Key.Key_M:
            self.view.muted = not self.view.muted
        elif self.standalone is None or not self.standalone.key(key, time.monotonic()):
            super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.keep_awake.stop()
        if self.following is not None:
            self.following.session.close()
        super().closeEvent(event)
