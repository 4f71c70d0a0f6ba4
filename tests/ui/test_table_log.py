"""The table's hand log (issue 19): long lines ("Hand over: You +100, Ada +50, ...") wrap to the
side panel's width with no sideways scrolling, and the newest line is wholly in view, at
1280x800 and 1920x1080."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine.rules import Variant
from app.net import protocol as p
from app.ui.style import apply_style, text_scale
from tests.support.table_views import table_for, tell

SHOTS = Path(os.environ.get("PITBOSS_SHOTS", "/tmp"))
LONG = ("Hand over: You +100, Ada +50, Bob \u221225, Cleo \u2212100, Dan +1,250, Eve \u221250, "
        "Finn +25, Gus \u2212300")


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (1920, 1080)])
def test_long_log_lines_wrap_and_the_newest_is_wholly_shown(qtbot: QtBot, width: int,
                                                            height: int) -> None:
    view = table_for(qtbot, Variant.SERIES7)
    apply_style(view, text_scale(width, height))  # the side panel's width, as in the window
    view.resize(width, height)
    log = view.ui.log_list
    for hand in range(1, 13):
        tell(view, p.Notice(text=f"Hand {hand}: Ann deals"), p.Notice(text=LONG))
    tell(view, p.Notice(text=LONG + " (the last)"))
    qtbot.waitUntil(lambda: log.count() > 20)
    for _ in range(5):
        QApplication.processEvents()
    assert log.horizontalScrollBar().maximum() == 0  # nothing off to the side
    assert not log.horizontalScrollBar().isVisible()
    newest = log.item(log.count() - 1)
    assert newest.text().endswith("(the last)")
    shown = log.visualItemRect(newest)
    viewport = log.viewport().rect()
    # Wrapped to the panel's width (taller than one line), and wholly in view.
    if log.fontMetrics().horizontalAdvance(newest.text()) > viewport.width():
        assert shown.height() > 1.5 * log.fontMetrics().lineSpacing()
    assert shown.width() <= viewport.width()
    assert viewport.contains(shown), (shown, viewport)
    view.grab().save(str(SHOTS / f"table_log_{width}.png"))
