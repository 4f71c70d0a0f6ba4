"""Keyboard (issue 19): Tab follows the layout, in the lobby and at the table; Space presses
the button the focus is on; the focus stays on a button you tabbed to as the hand goes on."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.client.table_state import TableState
from app.store import EventStore, League
from app.ui.league_view import LeagueView
from app.ui.lobby_view import LobbyView
from app.ui.table_view import TableView

LOBBY_ORDER = [
    # Play at home, top to bottom
    "name_edit", "variant_combo", "bots_spin", "bot_level_combo", "rules_button", "play_button",
    # Host a game night
    "host_variant_combo", "host_port_spin", "host_code_edit", "director_code_edit",
    "clock_port_spin", "host_button",
    # Join a game
    "hosts_list", "address_edit", "port_spin", "code_edit", "role_combo", "join_name_edit",
    "join_button",
    # the row at the bottom, left to right
    "kiosk_button", "history_button", "league_button", "drills_button", "chart_button",
    "settings_button",
    "quit_button",
]
TABLE_ORDER = [  # a decision of hit, stand, double or surrender, then the side panel
    "hit_button", "stand_button", "double_button", "surrender_button",
    "chat_edit", "send_button", "advice_button", "chart_button", "leave_button",
]


def tab_through(qtbot: QtBot, view: QWidget, first: QWidget, stops: int) -> list[str]:
    """The object names the focus visits pressing Tab from `first`, `stops` times."""
    first.setFocus()
    qtbot.waitUntil(first.hasFocus, timeout=1000)
    visited = [first.objectName()]
    for _ in range(stops - 1):
        focused = QApplication.focusWidget()
        assert focused is not None
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        assert focused is not None and (focused is view or view.isAncestorOf(focused))
        visited.append(focused.objectName())
    return visited


def shown(qtbot: QtBot, view: QWidget) -> None:
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    view.activateWindow()
    qtbot.waitExposed(view)
    qtbot.waitUntil(view.isActiveWindow, timeout=2000)


def test_tab_goes_through_the_lobby_as_it_is_laid_out(qtbot: QtBot) -> None:
    view = LobbyView()
    shown(qtbot, view)
    order = tab_through(qtbot, view, view.ui.name_edit, len(LOBBY_ORDER) + 1)
    assert order == [*LOBBY_ORDER, LOBBY_ORDER[0]]


def test_tab_goes_through_both_pages_of_the_league(qtbot: QtBot, tmp_path: Path) -> None:
    """Every control of the League page is a Tab away, page by page, in the order it is laid
    out (Ctrl+Tab, or Alt and the tab's letter, turns the page); a button that cannot act on
    what is chosen (Reinstate for an active member) is passed over."""
    db = tmp_path / "league.sqlite3"
    with EventStore.open(db) as store:
        league = League(store)
        league.add_member("Ann", adult_confirmed_on=date(2026, 1, 15))
        league.create_season("Winter", starts_on=date(2026, 12, 1), ends_on=date(2027, 2, 28),
                             formula={"places": [10, 6, 3]})
    view = LeagueView()
    shown(qtbot, view)
    view.open_store(db)
    view.ui.members_table.selectRow(0)
    roster = ["members_table", "member_name_edit", "adult_confirmed_edit", "add_member_button",
              "reason_edit", "decided_by_edit", "suspend_button", "revoke_button",
              "import_button", "export_button", "back_to_lobby_button", "qt_tabwidget_tabbar"]
    order = tab_through(qtbot, view, view.ui.members_table, len(roster) + 1)
    assert order == [*roster, roster[0]]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert view.ui.league_tabs.currentWidget() is view.ui.seasons_page
    seasons = ["seasons_list", "season_name_edit", "starts_on_edit", "ends_on_edit",
               "preset_combo", "create_season_button", "set_formula_button", "standings_table",
               "print_button", "history_table", "back_to_lobby_button",
               "qt_tabwidget_tabbar"]  # no tournament to count
    order = tab_through(qtbot, view, view.ui.seasons_list, len(seasons) + 1)
    assert order == [*seasons, seasons[0]]


def asked(tenhand_state: Callable[[int, int, int], TableState]) -> TableView:
    view = TableView()
    view.speed = 0.0
    view.shown = tenhand_state(985, 985, 5)  # Tess asked to hit, stand, double or surrender
    return view


def test_tab_goes_through_the_table_as_it_is_laid_out(
        qtbot: QtBot, tenhand_state: Callable[[int, int, int], TableState]) -> None:
    view = asked(tenhand_state)
    shown(qtbot, view)
    view.redraw()
    assert view.hasFocus()  # the table holds the keys: H, S, D, R and Space
    order = tab_through(qtbot, view, view.ui.hit_button, len(TABLE_ORDER))
    assert order == TABLE_ORDER


def test_space_presses_the_button_tabbed_to_and_the_focus_stays_there(
        qtbot: QtBot, tenhand_state: Callable[[int, int, int], TableState]) -> None:
    view = asked(tenhand_state)
    shown(qtbot, view)
    view.redraw()
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # from the table to its first control
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    stand = view.ui.stand_button
    assert stand.hasFocus()
    view.redraw()  # the hand goes on (another seat's card): the focus is not taken back
    assert stand.hasFocus()
    with qtbot.waitSignal(stand.clicked, timeout=1000):
        qtbot.keyClick(stand, Qt.Key.Key_Space)
    clicked: list[str] = []
    view.ui.hit_button.clicked.connect(lambda: clicked.append("hit"))
    qtbot.keyClick(stand, Qt.Key.Key_Space)
    assert clicked == []  # Space pressed Stand, not the table's default or another button


def test_a_click_leaves_the_keys_with_the_table(
        qtbot: QtBot, tenhand_state: Callable[[int, int, int], TableState]) -> None:
    """A button clicked with the mouse does not take the focus: Space is still the table's."""
    view = asked(tenhand_state)
    shown(qtbot, view)
    view.redraw()
    qtbot.mouseClick(view.ui.advice_button, Qt.MouseButton.LeftButton)
    assert view.ui.advice_label.text()
    assert not view.ui.advice_button.hasFocus()
