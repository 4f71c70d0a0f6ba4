"""Alt+letter goes to one place (issue 19, keyboard). Within a page no button shares its
underlined letter with anything else, so Alt+letter presses it (Qt only moves the focus among
controls that share a letter). The console once had "+1 &minute" beside "&Move", and "Mo&ve"
beside its "Le&vels" tab; the lobby's "&Join" beside "&Join code".

The lobby has more labelled fields than the alphabet has letters: there, labels may share a
letter with other labels (Alt+letter then steps through their fields), never with a button. The
table shows one request's controls at a time: its keys are tests/ui/test_keyboard.py's. The
menu bar's letters are not checked here (known: "&Game" and the lobby's game field)."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QLabel,
    QMainWindow,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.ui.director_view import DirectorView
from app.ui.drill_view import DrillView
from app.ui.history_view import HistoryView
from app.ui.league_view import LeagueView
from app.ui.lobby_view import LobbyView
from app.ui.settings_view import SettingsView

MNEMONIC = re.compile(r"&([^&\s])")


def mnemonics(view: QWidget) -> dict[str, list[tuple[str, bool]]]:
    """Each underlined letter of `view`, with the words that carry it and whether they are a
    button's (pressed by it) rather than a label's, group's or tab's (focused by it)."""
    found: dict[str, list[tuple[str, bool]]] = defaultdict(list)

    def note(text: str, button: bool = False) -> None:
        for letter in MNEMONIC.findall(text.replace("&&", "")):
            found[letter.lower()].append((text, button))

    for button in view.findChildren(QAbstractButton):
        note(button.text(), button=True)
    for label in view.findChildren(QLabel):
        if label.buddy() is not None:
            note(label.text())
    for group in view.findChildren(QGroupBox):
        note(group.title())
    for tabs in view.findChildren(QTabWidget):
        for index in range(tabs.count()):
            note(tabs.tabText(index))
    return found


@pytest.mark.parametrize("view_class", [DirectorView, SettingsView, HistoryView,
                                        LeagueView, DrillView])
def test_no_two_controls_share_a_letter(qtbot: QtBot, view_class: type[QWidget]) -> None:
    view = view_class()
    qtbot.addWidget(view)
    shared = {letter: texts for letter, texts in mnemonics(view).items() if len(texts) > 1}
    assert not shared, shared


def test_the_lobbys_buttons_have_letters_of_their_own(qtbot: QtBot) -> None:
    """The menu bar's letters (Alt+G, Alt+V, Alt+H) count too: the lobby sits under it, and a
    letter that two share only moves the focus between them (Alt+V focused "Advisor drills"
    and opened nothing, seen in a real window)."""
    from app.ui.forms.ui_main_window import Ui_main_window

    lobby = LobbyView()
    qtbot.addWidget(lobby)
    window = QMainWindow()
    qtbot.addWidget(window)
    Ui_main_window().setupUi(window)
    found = mnemonics(lobby)
    for menu in window.menuBar().actions():
        found[MNEMONIC.findall(menu.text())[0].lower()].append((menu.text(), True))
    shared = {letter: texts for letter, texts in found.items()
              if len(texts) > 1 and any(button for _, button in texts)}
    assert not shared, shared
