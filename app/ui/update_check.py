"""The update check as Pitboss starts (Settings, "Check for updates", off by default): at most
once a day (app/client/updates.py `check_due`), a few seconds after the lobby is up so its first
frame waits for nothing; it speaks only when there is a new version or the feed was refused."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Coroutine
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QObject, QSettings, Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from app.client import updates
from app.ui.settings import last_update_check, record_update_check

log = logging.getLogger("pitboss.updates")

Check = Callable[[], Awaitable[updates.UpdateAnswer]]


def _release_feed() -> Awaitable[updates.UpdateAnswer]:
    return updates.check(updates.configured_feed(), updates.state_dir())


class UpdateCheckOnStart(QObject):
    """Armed once by the window; `check`: the feed to ask (tests give a local one)."""

    DELAY_MS = 5000

    def __init__(self, window: QWidget, stored: QSettings,
                 spawn: Callable[[Coroutine[Any, Any, None]], object],
                 check: Check = _release_feed) -> None:
        super().__init__(window)
        self._window, self._stored, self._spawn, self._check = window, stored, spawn, check
        self.answer_box: QMessageBox | None = None

    def arm(self, now: datetime | None = None) -> bool:
        """Ask the feed in DELAY_MS if no check ran in the last day; whether it will."""
        if not updates.check_due(last_update_check(self._stored), now or datetime.now(UTC)):
            return False
        QTimer.singleShot(self.DELAY_MS, self, self._start)  # not after the window is gone
        return True

    def _start(self) -> None:
        import asyncio

        try:
            asyncio.get_running_loop()
        except RuntimeError:  # no loop runs (a window made without the app's start)
            return
        self._spawn(self.run())

    async def run(self) -> None:
        """Ask the feed once (the day is recorded first: a failing feed is not asked again
        before tomorrow); a box over the window only for something to do or a refusal."""
        record_update_check(self._stored, datetime.now(UTC))
        answer = await self._check()
        log.info("update check: %s", answer.message)
        if answer.outcome not in (updates.Outcome.AVAILABLE, updates.Outcome.REFUSED):
            return
        icon = QMessageBox.Icon.Information if answer.outcome is updates.Outcome.AVAILABLE \
            else QMessageBox.Icon.Warning
        box = QMessageBox(icon, self.tr("Pitboss updates"), answer.message,
                          QMessageBox.StandardButton.Ok, self._window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.answer_box = box
