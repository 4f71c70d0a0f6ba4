"""Playing a local game at the window's table by clicking, as simply as it can be played: the
minimum bet, stand where it may, else the first play offered (Qt tests of what comes around
the game: the results, leaving)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from app.engine.actions import Action
from app.ui.main_window import MainWindow
from tests.support.table_play import visible_actions


async def click_until(window: MainWindow, done: Callable[[], object], seconds: float) -> None:
    """Answer what the table asks by clicking, until `done()` or `seconds` have passed."""
    table = window.table
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        await asyncio.sleep(0.01)
        if table.shown.bet_request is not None and table.ui.min_bet_button.isVisible():
            table.ui.min_bet_button.click()
            continue
        offered = dict(visible_actions(window))
        button = offered.get(Action.STAND) or next(iter(offered.values()), None)
        if button is None and table.ui.show_first_button.isVisible():
            button = table.ui.show_first_button
        if button is not None:
            button.click()
