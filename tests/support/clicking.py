"""Playing a local game at the window's table by clicking, as simply as it can be played: the
minimum bet, stand where it may, else the first play offered (Qt tests of what comes around
the game: the results, leaving)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from PySide6.QtWidgets import QPushButton

from app.engine.actions import Action
from app.ui.main_window import MainWindow
from tests.support.table_play import visible_actions
from tests.support.waiting import until


def to_click(window: MainWindow) -> QPushButton | None:
    """The button that answers what the table asks now (None: nothing is asked)."""
    table = window.table
    if table.shown.bet_request is not None and table.ui.min_bet_button.isVisible():
        return table.ui.min_bet_button
    offered = dict(visible_actions(window))
    button = offered.get(Action.STAND) or next(iter(offered.values()), None)
    if button is None and table.ui.show_first_button.isVisible():
        button = table.ui.show_first_button
    return button


async def click_until(window: MainWindow, done: Callable[[], object], seconds: float) -> None:
    """Answer what the table asks by clicking, until `done()` or `seconds` have passed."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    try:
        while not done():
            await until(lambda: done() or to_click(window) is not None, "asked or done",
                        deadline - loop.time())
            button = to_click(window)
            if button is None or done():
                continue
            button.click()  # the controls it answered go at once (TableView._send)
            # One that stayed (the click went nowhere) is clicked again once the table moves.
            await until(lambda clicked=button: done() or to_click(window) is not clicked,
                        "the click taken", deadline - loop.time())
    except AssertionError:
        return  # `seconds` have passed: the caller says what it was waiting for
