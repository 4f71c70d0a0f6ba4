"""The app in Spanish and German (issue 24): the translators and the locale installed as the app
starts (app/ui/translation.py), from the .qm files `make translations` builds, read by the
windows, by the layers below them (app/i18n.py) and by Qt's own dialogs (qtbase's .qm)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from app import i18n
from app.client.card_words import card_text
from app.engine.cards import Card
from app.phrases import Phrase
from app.ui.translation import (
    ENGLISH,
    LANGUAGES,
    Installed,
    install_language,
    language_for,
    locale_for,
    uninstall_language,
)

ROOT = Path(__file__).resolve().parents[2]
# What each language's own translators made of a few texts, and Qt's Cancel in it.
EXPECTED = {"de": {"cancel": "Abbrechen", "grouped": "12.345"},
            "es": {"cancel": "Cancelar", "grouped": "12.345"}}


def translated(code: str, context: str, source: str) -> str:
    """The translation of `source` in i18n/pitboss_<code>.ts, as its translator wrote it."""
    for found in ET.parse(ROOT / "i18n" / f"pitboss_{code}.ts").getroot().iter("context"):
        if found.findtext("name") == context:
            for message in found.iter("message"):
                if message.findtext("source") == source:
                    return message.findtext("translation") or ""
    raise AssertionError(f"{context}: {source!r} is not in pitboss_{code}.ts")


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[Installed]:
    app = QCoreApplication.instance()
    assert app is not None
    installed = install_language(app, request.param)  # "en": English, no translator
    yield installed
    uninstall_language(app, installed)


def test_spanish_and_german_are_shipped_and_chosen_by_the_system() -> None:
    assert {"es", "de"} <= set(LANGUAGES)
    assert language_for(QLocale("de_AT")) == "de"  # any country of the language
    assert language_for(QLocale("es_MX")) == "es"
    assert language_for(QLocale("fr_FR")) == ENGLISH  # none of Pitboss's: English
    # Following the system keeps its region's numbers; a choice takes the language's own.
    assert locale_for("system", QLocale("de_CH")).name() == "de_CH"
    assert locale_for("es").language() == QLocale.Language.Spanish
    assert locale_for("de", QLocale("de_AT")).name() == "de_AT"  # the region kept
    assert locale_for("en", QLocale("de_DE")).name() == "en_GB"  # English as Pitboss writes
    # A system with no locale (C: a bare server, CI) reads as English, numbers grouped.
    assert locale_for("system", QLocale.c()).toString(12345) == "12,345"


@pytest.mark.parametrize("language", ["de", "es"], indirect=True)
def test_the_app_reads_in_the_chosen_language(qtbot: QtBot, language: Installed,
                                              tmp_path: Path) -> None:
    from app.ui.main_window import MainWindow

    code = language.language
    assert len(language.translators) == 2  # Qt's and Pitboss's
    window = MainWindow(stored=QSettings(str(tmp_path / "pitboss.ini"),
                                         QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    # A Designer form's text, a view's self.tr, a Qt-free module's Context, a host's phrase.
    play = window.lobby.ui.play_button.text()
    assert play == translated(code, "lobby_view", "&Play") != "&Play"
    assert card_text(None) == translated(code, "wording", "a card") != "a card"
    assert Phrase("wrong_join_code").words() == translated(code, "phrases", "Wrong join code")
    assert str(Phrase("wrong_join_code")) == "Wrong join code"  # the host's English, kept
    # Numbers as the language groups them, through Qt and through app/i18n.py alike.
    assert QLocale().toString(12345) == i18n.number(12345) == EXPECTED[code]["grouped"]
    # Qt's own words: qtbase's translation is there (in the frozen bundle too).
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel is not None and cancel.text().replace("&", "") == EXPECTED[code]["cancel"]
    assert card_text(Card.parse("TH")) == "10\u2665"  # a card is no word


@pytest.mark.parametrize("language", ["en", "de", "es"], indirect=True)
def test_every_lobby_button_shows_its_whole_words_at_1280x800(
        qtbot: QtBot, language: Installed, tmp_path: Path) -> None:
    """German and Spanish run longer than English: at the smallest window the lobby is laid
    out for, no button is squeezed below its text (failed before: German's "Übungen mit dem
    Berater" showed as "ungen mit dem Bera"), and no field's placeholder is cut (issue 38:
    Spanish "Déjalo vacío para uno..." in the director code's field)."""
    from PySide6.QtWidgets import QLineEdit, QPushButton

    from app.ui.main_window import MainWindow

    window = MainWindow(stored=QSettings(str(tmp_path / "pitboss.ini"),
                                         QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    squeezed = [(button.text(), button.width(), button.sizeHint().width())
                for button in window.lobby.findChildren(QPushButton)
                if button.isVisible() and button.width() < button.sizeHint().width()]
    assert squeezed == []
    # A field's text starts some 8 px in from its frame (the style's padding and margins).
    cut = [(field.placeholderText(), field.width()) for field in
           window.lobby.findChildren(QLineEdit) if field.isVisible() and
           field.fontMetrics().horizontalAdvance(field.placeholderText()) > field.width() - 12]
    assert cut == [], cut


@pytest.mark.parametrize("language", ["en", "de", "es"], indirect=True)
def test_the_kiosk_clock_keeps_every_line_on_the_screen(qtbot: QtBot,
                                                        language: Installed) -> None:
    """At 1920x1080, a room's TV: every line of the clock page within its label, the
    longer German and Spanish too (failed before: German's "19 von 26 Spielern" ran off the
    right edge, in the screenshots as "11 von 11 Spielerr")."""
    from PySide6.QtWidgets import QLabel

    from app.ui.kiosk_view import KioskView
    from tests.support.kiosk_feed import a_field

    view = KioskView(page="clock")
    qtbot.addWidget(view)
    view.feed = a_field(26)  # "19 of 26 players": two digits each
    view.resize(1920, 1080)
    view.show()
    qtbot.waitExposed(view)
    view.refresh()
    overflowing = []
    for label in view.findChildren(QLabel):
        if not label.isVisible() or not label.text() or \
                label.textFormat() == Qt.TextFormat.RichText:
            continue
        left = label.mapTo(view, label.contentsRect().topLeft()).x()
        # A wrapped label's lines are as wide as the label; another's as its widest line.
        # Either within the label, and the label within the screen (a column pushed past
        # the screen's edge by a long line).
        widest = label.contentsRect().width() if label.wordWrap() else max(
            label.fontMetrics().horizontalAdvance(line) for line in label.text().splitlines())
        if left + widest > min(left + label.contentsRect().width(), view.width()):
            overflowing.append((label.objectName(), label.text()))
    assert overflowing == []


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_settings_says_a_new_language_comes_at_the_next_start(qtbot: QtBot,
                                                              language: Installed) -> None:
    """The windows read their words once: a language chosen in Settings is the next start's,
    and Settings says so, in the language read now, only while the choice differs."""
    from app.ui.settings import Settings
    from app.ui.settings_view import SettingsView

    view = SettingsView(settings=Settings(language="de"), audio_outputs=lambda: [object()])
    qtbot.addWidget(view)
    view.show()
    note = view.ui.language_note_label
    assert not note.isVisible()  # German, as now
    view.ui.language_combo.setCurrentIndex(view.ui.language_combo.findData("es"))
    assert note.isVisible()
    assert note.text() == translated("de", "SettingsView",
                                     "Pitboss changes to %1 the next time it starts.").replace(
                                         "%1", "Español")
    view.ui.language_combo.setCurrentIndex(view.ui.language_combo.findData("de"))
    assert not note.isVisible()


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_the_leagues_refusals_read_in_the_windows_language(
        qtbot: QtBot, language: Installed, tmp_path: Path) -> None:
    """Issue 38: a German window said "The date of confirming the member is 21 or older ... is
    after today" in English. The league's refusals read in the window's language. Failed
    before: the store's English."""
    from datetime import date

    from app.store import EventStore
    from app.ui.league_view import LeagueView

    database = tmp_path / "league.sqlite3"
    EventStore.open(database).close()
    view = LeagueView(today=lambda: date(2026, 12, 7))
    qtbot.addWidget(view)
    view.open_store(database)
    view.ui.member_name_edit.setText("Ann")
    view.ui.adult_confirmed_edit.setText("2027-01-15")
    assert view.add_member() is None
    said = view.ui.message_label.text()
    assert "nach heute" in said and "2027-01-15" in said, said
    view.ui.adult_confirmed_edit.setText("15.01.2026")
    assert view.add_member() is None
    assert "JJJJ-MM-TT" in view.ui.message_label.text()
