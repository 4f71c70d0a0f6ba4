"""The kiosk's season page (issue 21): the season's standings a host sends a display, a screen
of rows at a time turning through a long table, and a kiosk following a league night showing
the standings once its first tournament ends."""

from __future__ import annotations

import asyncio
import random
from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.client.kiosk_state import (
    PAGES,
    SEASON_COLUMNS,
    SEASON_PAGE_SECONDS,
    SEASON_SCREEN_ROWS,
    season_look,
)
from app.client.remote_bot import play_as_bot
from app.client.seat_session import SeatSession
from app.engine.bots import make_bot
from app.engine.variants.series7.rules import Series7Rules
from app.league.points import SQUARE_ROOT, format_points
from app.net import protocol as p
from app.net.night import HostedNight, NightPlan
from app.store import EventStore, League
from app.store.season_table import season_table
from app.ui.kiosk import KioskWindow
from app.ui.kiosk_view import KioskView
from tests.support.waiting import until

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eli", "Fay", "Gus", "Hal", "Ida", "Jo", "Kit", "Lea",
         "Maximilian-Ernst", "Nia", "Oto", "Pam", "Quin", "Rae", "Sol", "Tia", "Uma", "Vic",
         "Wen", "Xu", "Yves", "Zoe", "Gwendolyn Fairweather"]


def a_season(rows: int, members: int) -> p.SeasonTable:
    """The first `rows` of a season of `members`, as the host sends them."""
    return p.SeasonTable(season="Winter", tournaments=7, members=members, rows=[
        p.SeasonRow(position=index + 1, member=f"{NAMES[index % len(NAMES)]} {index + 1}",
                    points=format_points(9_975 - 125 * index), events=7 - index % 4,
                    wins=max(0, 3 - index), best_finish=1 + index // 3,
                    average_finish=2.5 + index / 4, chips_won_dealing=500 - 50 * index)
        for index in range(rows)])


def test_a_long_table_turns_a_screen_of_rows_at_a_time() -> None:
    """30 rows: three screens of 12, 12 and 6, each for SEASON_PAGE_SECONDS, the caption
    saying which places of how many members; a short table stays put."""
    season = a_season(30, 500)
    screens = [season_look(season, SEASON_PAGE_SECONDS * turn + 1.0) for turn in range(4)]
    assert [len(look.rows) for look in screens] == [12, 12, 6, 12]  # and round again
    assert screens[0].title == "Winter · season standings"
    assert screens[0].caption == "After 7 tournaments · places 1 to 12 of 500 members"
    assert screens[2].caption == "After 7 tournaments · places 25 to 30 of 500 members"
    assert screens[0].rows[0] == ("1.", "Ann 1", "99.75", "7", "3")
    assert screens[1].rows[0][0] == "13." and screens[3] == screens[0]
    whole = a_season(5, 5)
    assert season_look(whole, 0.0).caption == season_look(whole, 1e6).caption == \
        "After 7 tournaments · 5 members"
    nobody = season_look(p.SeasonTable(season="Winter", tournaments=0, members=0, rows=[]), 0)
    assert nobody.rows == () and nobody.caption == "After 0 tournaments · nobody has scored yet"
    none = season_look(None, 0.0)
    assert none.caption == "No season standings from the host tonight" and none.rows == ()
    assert "season" in PAGES  # `pitboss kiosk --page season`, and Tab reaches it


def test_the_season_page_at_tv_size_shows_a_screen_of_rows_readable_across_a_room(
        qtbot: QtBot) -> None:
    """At 1920x1080: the leaders of a season of 500 (100 sent) in one list of five columns,
    every cell on the screen with room on both sides, the names left and the figures right,
    the caption saying which places these are. Saved to /tmp/season_kiosk.png to be looked
    at."""
    view = KioskView(page="season")
    qtbot.addWidget(view)
    view.feed.season = a_season(p.SEASON_ROWS, 500)
    view.resize(1920, 1080)
    view.show()
    qtbot.waitExposed(view)
    for _ in range(3):  # the layout settles, the list is laid out for its height
        QApplication.processEvents()
        view.refresh(now=1.0)
    assert view.grab().save("/tmp/season_kiosk.png")
    ui = view.ui
    assert ui.season_title_label.text() == "Winter · season standings"
    assert ui.season_caption_label.text() == \
        "After 7 tournaments · places 1 to 12 of 500 members"
    table = ui.season_table
    assert [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())] == \
        list(SEASON_COLUMNS)
    assert table.rowCount() == SEASON_SCREEN_ROWS
    viewport = table.viewport().rect()
    metrics = QFontMetrics(table.font())
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            assert item is not None
            assert viewport.contains(table.visualItemRect(item)), item.text()
            assert table.columnWidth(column) - metrics.horizontalAdvance(item.text()) >= 38
            numeric = SEASON_COLUMNS[column] != "Member"
            assert bool(item.textAlignment() & Qt.AlignmentFlag.AlignRight) == numeric
    assert table.item(0, 1).text() == "Ann 1" and table.item(11, 0).text() == "12."
    assert table.font().pixelSize() >= 1080 * 16 / 9 / 100 * 1.7 - 1
    view.refresh(now=1.0 + SEASON_PAGE_SECONDS)  # the next screen of the table
    assert table.item(0, 0).text() == "13."
    assert ui.season_caption_label.text().endswith("places 13 to 24 of 500 members")


def test_a_kiosk_following_a_league_night_shows_the_season_after_its_first_tournament(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop, tmp_path: Path) -> None:
    """A night counted in the season "Winter", three members play its first tournament: the
    kiosk (a display, following "season" by itself) shows the season's name at once and, once
    the tournament is stored finished, the standings the store gives, in its order."""
    database = tmp_path / "league.sqlite3"
    field = ["Ann", "Bob", "Cid"]
    with EventStore.open(database) as store:
        league = League(store)
        for name in field:
            league.add_member(name, adult_confirmed_on=date(2026, 1, 1))
        league.create_season("Winter", starts_on=date(2026, 12, 1), ends_on=date(2027, 2, 28),
                             formula=SQUARE_ROOT.to_dict())

    async def test() -> None:
        night = HostedNight(NightPlan(
            name="Friday", rules=Series7Rules(field_max=3), join_code="4321",
            database=database, bet_seconds=0.2, decision_seconds=0.2, speedup=3000.0,
            start_when=3, season="Winter", members_only=True))
        host = await night.start()
        window = KioskWindow(page="season", full_screen=False, muted=True)
        qtbot.addWidget(window)
        session = SeatSession(night.connect, name="", code="4321", role="display")
        window.follow(session)
        night.run_beside(session.run())
        try:
            await until(lambda: window.view.feed.season is not None, "the season told", 10.0)
            window.view.refresh()
            assert window.view.ui.season_caption_label.text() == \
                "After 0 tournaments · nobody has scored yet"
            for index, name in enumerate(field):
                night.run_beside(play_as_bot(
                    night.connect, name=name, code="4321", retry_seconds=0.05,
                    policy=make_bot("basic", random.Random(index))))
            await host.done.wait()
            await until(lambda: window.view.feed.season and window.view.feed.season.rows,
                        "the season's standings told", 10.0)
            window.view.refresh()
            ui = window.view.ui
            assert ui.season_caption_label.text() == "After 1 tournament · 3 members"
            shown = [(ui.season_table.item(row, 1).text(), ui.season_table.item(row, 2).text())
                     for row in range(ui.season_table.rowCount())]
        finally:
            window.close()
            await night.stop()
        with EventStore.open(database, readonly=True) as store:
            expected = season_table(League(store), "Winter")
        assert shown == [(row.member, format_points(row.points)) for row in expected.rows]

    qt_loop.run_until_complete(asyncio.wait_for(test(), 60.0))
