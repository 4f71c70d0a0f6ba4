"""The director's console shows what the host's snapshot says: the waiting list (S7-2) and the
level schedule, whose started levels are locked and whose unsent edits survive a snapshot
(S7-7, S7-24). The acts themselves go to a real host in tests/ui/test_hosting.py."""

from __future__ import annotations

import re
from itertools import product
from string import ascii_uppercase

import msgspec
from PySide6.QtWidgets import QSpinBox
from pytestqt.qtbot import QtBot

from app.core.wire import event_to_dict
from app.engine.actions import Action
from app.engine.events import ActionTaken, Event, HandEnded
from app.engine.rules import Variant
from app.engine.schedule import Schedule
from app.net import protocol as p
from app.ui.director_view import DirectorView
from tests.support.console import console, receive, snapshot


def spin(view: DirectorView, row: int, column: int) -> QSpinBox:
    widget = view.ui.levels_table.cellWidget(row, column)
    assert isinstance(widget, QSpinBox)
    return widget


def test_the_waiting_list_is_shown_in_order(qtbot: QtBot) -> None:
    view, session = console(qtbot)
    receive(view, session, snapshot(None, waitlist=["Cid", "Dee"]))
    items = view.ui.waitlist_list
    assert [items.item(row).text() for row in range(items.count())] == ["Cid", "Dee"]


def test_levels_started_are_locked_and_edits_survive_a_snapshot(qtbot: QtBot) -> None:
    view, session = console(qtbot)
    schedule = Schedule.default("series7")
    receive(view, session, snapshot(schedule, level=2))
    ui = view.ui
    assert ui.levels_table.rowCount() == 8
    assert [spin(view, row, 1).isEnabled() for row in range(3)] == [False, False, True]
    assert spin(view, 2, 1).singleStep() == 25  # the Series 7 chip (C-7)
    spin(view, 2, 3).setValue(10)
    assert ui.apply_schedule_button.isEnabled()
    receive(view, session, snapshot(schedule, level=3))  # level 3 starts meanwhile
    assert spin(view, 2, 3).value() == 10  # the edit is kept ...
    assert not spin(view, 2, 3).isEnabled()  # ... but level 3 is now locked
    assert view.levels.schedule().levels[2].minutes == 10


def test_bjx_levels_have_no_maximum_and_ten_hand_none_at_all(qtbot: QtBot) -> None:
    view, session = console(qtbot)
    receive(view, session, snapshot(Schedule.default("bjx"), variant="bjx"))
    assert view.ui.levels_table.isColumnHidden(2)
    assert spin(view, 0, 1).singleStep() == 5  # the BJX chip (BJX-1)
    assert view.levels.schedule().levels[0].maximum is None
    assert "max" not in msgspec.to_builtins(view.levels.schedule().levels[0])  # as sent
    receive(view, session, snapshot(None, variant=Variant.TENHAND))
    tabs = view.ui.middle_tabs
    assert not tabs.isTabVisible(tabs.indexOf(view.ui.levels_page))  # no levels to show


def test_the_director_logs_the_tournament_in_the_same_words(
        qtbot: QtBot, tournament_words: list[tuple[Event, str]]) -> None:
    """S7-24: the console's log says the tournament's events as `describe` does, and leaves a
    hand's own events (a hit, a hand's end) to the tables; an event type it cannot read is
    passed over."""
    view, session = console(qtbot)
    hand_events: list[Event] = [ActionTaken(seat="Bix", hand=0, action=Action.HIT),
                                HandEnded(net={"Bix": 25}, stacks={"Bix": 525})]
    events = [event_to_dict(event) for event in [*hand_events, *(e for e, _ in tournament_words)]]
    receive(view, session, p.Events(table=None, events=[*events, {"type": "FromANewerHost"}]))
    lines = [view.ui.log_list.item(row).text() for row in range(view.ui.log_list.count())]
    # Each line is "HH:MM:SS  words".
    assert [line.split("  ", 1)[1] for line in lines] == [words for _, words in tournament_words]


def test_focus_goes_from_pause_to_resume_and_back_never_to_a_minute(qtbot: QtBot) -> None:
    """Issue 19: the clock button pressed is disabled once the host has done it; focus moves
    to the one that undoes it (as after Start), not to "+1 minute", which a second Enter
    would press."""
    view, session = console(qtbot)
    view.show()
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    ui = view.ui
    schedule = Schedule.default("series7")
    receive(view, session, snapshot(schedule, level=2))
    ui.pause_button.setFocus()
    receive(view, session, snapshot(schedule, level=2, paused=True))  # the host paused
    assert not ui.pause_button.isEnabled()
    assert view.focusWidget() is ui.resume_button  # before: add_minute_button
    receive(view, session, snapshot(schedule, level=2))  # the host resumed
    assert not ui.resume_button.isEnabled()
    assert view.focusWidget() is ui.pause_button  # before: add_minute_button


def console_texts(view: DirectorView) -> list[str]:
    """Every text a person reads in the console but the addresses (ports are not amounts)."""
    from PySide6.QtWidgets import QLabel, QListWidget, QTreeWidgetItemIterator

    ui = view.ui
    texts = [label.text() for label in view.findChildren(QLabel)
             if label not in (ui.where_label, ui.web_page_label)]
    for listed in view.findChildren(QListWidget):
        texts += [listed.item(row).text() for row in range(listed.count())]
    items = QTreeWidgetItemIterator(ui.tables_tree)
    while items.value():
        texts += [items.value().text(column) for column in range(2)]
        items += 1
    return texts


def test_every_number_in_the_console_has_thousands_separators(qtbot: QtBot) -> None:
    """Issue 19: numbers as the rest of the app writes them (1,600): the level line said
    "bets 2000 to 4000"."""
    view, session = console(qtbot)
    players = ["".join(letters) for letters in product(ascii_uppercase, repeat=3)][:1200]
    receive(view, session, snapshot(
        Schedule.default("series7"), level=8, players=players,
        standings=[p.StandingRow(name=name, chips=12_500, place=None, table=1)
                   for name in players[:2]],
        tables={1: [p.SeatRow(name=name, chips=12_500, seat=n)
                    for n, name in enumerate(players[:2])]},
        entries=[p.LateEntry(name="Zed", table=1, penalty=1_500)]))
    assert view.ui.level_label.text() == "Level 8 · bets 2,000 to 4,000 · 2 of 1,200 players left"
    texts = console_texts(view)
    assert "• AAA: 12,500 (table 1)" in texts and "12,500" in texts
    assert "Zed: table 1, penalty 1,500 chips" in texts
    unseparated = [text for text in texts if re.search(r"\d{4,}", text)]
    assert unseparated == []


def test_the_console_enables_what_the_host_allows_and_says_why_not(qtbot: QtBot) -> None:
    """Issue 37, S7-24: the console decides nothing: an act the host's snapshot refuses is
    disabled, its tooltip the host's reason, in the reader's language; the rest is
    enabled."""
    view, session = console(qtbot)
    ui = view.ui
    schedule = Schedule.default("series7")
    receive(view, session, snapshot(schedule, level=2, paused=True))
    assert not ui.pause_button.isEnabled() and ui.resume_button.isEnabled()
    assert ui.pause_button.toolTip() == "The clock is already paused"
    assert not ui.start_button.isEnabled()
    assert ui.start_button.toolTip() == "The tournament has already started"
    receive(view, session, snapshot(None, variant="tenhand", started=True))
    assert not ui.jump_button.isEnabled() and not ui.add_minute_button.isEnabled()
    assert ui.jump_button.toolTip() == "This tournament has no clock: its minimum bet is fixed"


def test_a_player_away_is_shown_at_their_seat_with_the_hands_dealt_them(qtbot: QtBot) -> None:
    """S7-9, issue 38: the console shows who the rules play for, and for how many hands
    (the host's snapshot says; tests/net/test_away_at_a_persons_pace.py counts them)."""
    view, session = console(qtbot)

    def seats(away: int | None) -> dict[int, list[p.SeatRow]]:
        return {1: [p.SeatRow(name="Pat", chips=900, seat=1, away=away),
                    p.SeatRow(name="Ada", chips=1_100, seat=2)]}

    receive(view, session, snapshot(None, tables=seats(1)))
    assert "Pat  (away: 1 hand)" in console_texts(view)
    receive(view, session, snapshot(None, tables=seats(1_200)))
    assert "Pat  (away: 1,200 hands)" in console_texts(view)
    receive(view, session, snapshot(None, tables=seats(None)))
    assert {"Pat", "Ada"} <= set(console_texts(view))
