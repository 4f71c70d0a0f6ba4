"""The kiosk's TV page (issue 23): a 10-hand final's chips and chances, large enough to read
across a room, with what it takes to pass the leader in words; Tab reaches it."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableWidget
from pytestqt.qtbot import QtBot

from app.client.kiosk_state import PAGES
from app.client.tv import TV_COLUMNS, tv_look
from app.engine.actions import Action
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules
from app.ui.kiosk import KioskWindow
from app.ui.kiosk_view import KioskView
from tests.support.kiosk_shots import SHOTS, shot
from tests.support.tv_feed import match_begun, shoe, told


def a_final(view: KioskView) -> None:
    """A 10-hand final told to the view's feed as a display is told it: Ann has won a hand of
    60 and stands on 19 against a 10 shown in her second; Bob has yet to play."""
    feed = match_begun(view.feed.tv)
    first = TenHandRound(TenHandRules(), shoe("TH 6S QC TD 9H"), player=("Ann", 1000))
    feed.apply(told(first.start({"Ann": 60}), 1))
    feed.apply(told(first.act("Ann", Action.STAND), 1))
    second = TenHandRound(TenHandRules(), shoe("TH TS 9C 7D"), player=("Ann", 1060))
    feed.apply(told(second.start({"Ann": 200}), 1))


def headers(table: QTableWidget) -> list[str]:
    return [table.horizontalHeaderItem(column).text() for column in range(table.columnCount())]


def shown(view: KioskView) -> list[list[str]]:
    table = view.ui.final_table
    return [[table.item(row, column).text() for column in range(table.columnCount())]
            for row in range(table.rowCount())]


def test_the_final_page_shows_chips_chances_and_words_readable_across_a_room(
        qtbot: QtBot) -> None:
    """T10-5 at 1920x1080: Ann first with her 200 riding, then Bob; the chances the board
    works out, as whole percents adding up to 100; the words of the trailer's task; the text
    at least four hundredths of the screen's width, every cell on the screen. Saved to
    tests/support/kiosk_shots.SHOTS to be looked at."""
    view = KioskView(page="final")
    qtbot.addWidget(view)
    a_final(view)
    shot(qtbot, view, view, "kiosk-final")
    look = tv_look(view.feed.tv)
    ui = view.ui
    assert ui.page_stack.currentWidget() is ui.final_page
    assert ui.final_title_label.text() == "10-hand final"
    assert ui.final_caption_label.text() == \
        "Chances of winning from the 10-hand match model"
    table = ui.final_table
    assert headers(table) == list(TV_COLUMNS)
    rows = shown(view)
    ann = "10\u2665 9\u2663 v 10\u2660 \u25a0"  # against the house's 10, its hole card's back
    assert [row[:4] for row in rows] == [["1.", "Ann", "1,060", ann], ["2.", "Bob", "1,000", ""]]
    percents = [int(row[4].rstrip("%")) for row in rows]
    assert percents == [round(100 * look.chances[name]) for name in ("Ann", "Bob")]
    assert percents[0] > 50 and 99 <= sum(percents) <= 101
    assert ui.final_words_label.text() == \
        "Ann leads by 60 with 10 hands left: Bob must win a bet of 61 to pass"
    viewport = table.viewport().rect()
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            assert viewport.contains(table.visualItemRect(item)), item.text()
            numeric = TV_COLUMNS[column] not in ("Player", "Hand")
            assert bool(item.textAlignment() & Qt.AlignmentFlag.AlignRight) == numeric
    assert table.font().pixelSize() >= 1920 / 100 * 3
    assert ui.final_words_label.font().pixelSize() >= 1920 / 100 * 3
    assert table.geometry().right() <= view.width()


def test_tab_reaches_the_final_page_and_a_final_table_of_three_says_it_has_no_model(
        qtbot: QtBot) -> None:
    """`--page final` is one of the kiosk's pages; at a Series 7 final table of three the
    page shows chips and places, no chance, and says why."""
    from tests.support.tv_feed import clock, level, snapshot

    assert "final" in PAGES
    window = KioskWindow(full_screen=False, muted=True, page="season")
    qtbot.addWidget(window)
    window.view.feed.tv.apply(snapshot("series7", {1: {"Ann": 9000, "Bob": 6000, "Cid": 1000}},
                                       clock(level(100, 200)), placed={"Dee": 4}))
    window.show()
    qtbot.waitExposed(window)
    qtbot.keyClick(window, Qt.Key.Key_Tab)
    assert window.view.page == "final"
    shot(qtbot, window, window.view, "kiosk-final-table")
    ui = window.view.ui
    assert ui.final_caption_label.text() == \
        ("3 players: no model weighs the chances of more than two, so chips and "
         "places only")
    assert [row for row in shown(window.view)] == [
        ["1.", "Ann", "9,000", ""], ["2.", "Bob", "6,000", ""], ["3.", "Cid", "1,000", ""],
        ["4.", "Dee", "0", ""]]
    table = ui.final_table  # no "To win" column where no model weighs the chances
    assert headers(table) == ["Place", "Player", "Chips", "Hand"]
    assert ui.final_words_label.text() == "Ann leads Bob by 3,000"
    window.close()


def test_the_kiosk_follows_a_hosted_10_hand_final_with_live_chances(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop, tmp_path: Path) -> None:
    """`make screenshots`' scene (tools/tv_scene.py): two bots play a 10-hand final hosted
    on loopback, the kiosk follows it over TCP as a display on its final page; a few hands
    in, with a hand in play, the page shows both finalists, a hand's cards and chances that
    add up to 100% at every size it is shot at."""
    from tools.tv_scene import kiosk_final

    shots: list[tuple[tuple[int, int], list[list[str]], str]] = []

    def save(window: KioskWindow, name: str, size: tuple[int, int]) -> None:
        assert name == "kiosk-final" and (window.width(), window.height()) == size
        shots.append((size, shown(window.view), window.view.ui.final_words_label.text()))
        assert window.view.grab().save(str(SHOTS / f"{name}-live-{size[0]}x{size[1]}.png"))

    SHOTS.mkdir(exist_ok=True)
    sizes = ((1920, 1080), (1080, 1920))
    # The kiosk is the only window here: its closing must not end the loop's run.
    QApplication.setQuitOnLastWindowClosed(False)
    try:
        qt_loop.run_until_complete(asyncio.wait_for(kiosk_final(save, sizes, tmp_path), 90.0))
    finally:
        QApplication.setQuitOnLastWindowClosed(True)
    assert [size for size, _, _ in shots] == list(sizes)
    (_, rows, words), (_, portrait, _) = shots
    assert rows == portrait  # one instant, shot at every size
    assert sorted(row[1] for row in rows) == ["Ann", "Bob"]
    assert any(row[3] for row in rows)  # a hand in play, its cards face up
    assert 99 <= sum(int(row[4].rstrip("%")) for row in rows) <= 101
    leader, trailer = rows[0][1], rows[1][1]
    assert words.startswith((f"{leader} leads by", f"{leader} and {trailer} are level"))
