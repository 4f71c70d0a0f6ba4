"""Every word a view shows goes through the translations (issue 24): the views built under a
pseudo-language whose every message reads as its English in single angle quotes (U+2039,
U+203A), and each text a person meets (labels, buttons, menus, tooltips, what a screen reader
says) checked for the marks. A text without them
was never looked up: no translation of any language could reach it.

The pseudo-language is built as a real one is: from i18n/pitboss_es.ts (every message the code
has, `make i18n`) by pyside6-lrelease, loaded by a QTranslator."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app import i18n

ROOT = Path(__file__).resolve().parents[2]
OPEN, CLOSE = "\u2039", "\u203a"
_WORDS = re.compile(r"[A-Za-z]{2,}")
# Texts that are no words of Pitboss's: the product's name.
NOT_WORDS = {"Pitboss"}
# Qt's own widgets inside Pitboss's, worded by Qt's translations (qtbase_<language>.qm).
QT_OWN = {"ScrollLeftButton", "ScrollRightButton"}


@pytest.fixture(scope="module")
def pseudo_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("pseudo")
    tree = ET.parse(ROOT / "i18n" / "pitboss_es.ts")
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        forms = list(translation.iter("numerusform"))
        for form in forms:
            form.text = OPEN + source + CLOSE
        if not forms:
            translation.text = OPEN + source + CLOSE
    ts = folder / "pitboss_pseudo.ts"
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    qm = folder / "pitboss_pseudo.qm"
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], check=True)
    return qm


@pytest.fixture
def pseudo(pseudo_qm: Path) -> Iterator[None]:
    app = QCoreApplication.instance()
    assert app is not None
    translator = QTranslator()
    assert translator.load(str(pseudo_qm))
    app.installTranslator(translator)

    def lookup(context: str, text: str, disambiguation: str | None, n: int) -> str:
        return translator.translate(context, text, disambiguation, n) or ""

    i18n.install(lookup, i18n.english_number)
    yield
    i18n.uninstall()
    app.removeTranslator(translator)


def shown_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for each text of `root` and its children a person sees or hears."""
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.objectName() in QT_OWN:
            continue
        where = f"{type(widget).__name__} {widget.objectName()!r}"
        texts = [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription(),
                 widget.windowTitle() if widget.isWindow() else ""]
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        if isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        if isinstance(widget, QGroupBox):
            texts.append(widget.title())
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QTabWidget):
            texts += [widget.tabText(i) for i in range(widget.count())]
        if isinstance(widget, QMenu):
            texts += [widget.title()] + [a.text() for a in widget.actions()]
        for text in texts:
            yield where, text


def unmarked(root: QWidget, allowed: set[str] = NOT_WORDS) -> list[str]:
    """The texts of `root` with English words outside every angle-quote mark."""
    found = []
    innermost = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
    for where, text in shown_texts(root):
        outside, before = text, ""
        while outside != before:  # a translated template holds translated words: inside out
            outside, before = innermost.sub(" ", outside), outside
        words = set(_WORDS.findall(re.sub(r"<[^>]+>", " ", outside))) - allowed
        if words:
            found.append(f"{where}: {text!r}")
    return sorted(set(found))


def test_the_pseudo_language_marks_a_translated_text(qtbot: QtBot, pseudo: None) -> None:
    """The check itself: a form's text is marked, a text set in code without tr is not."""
    from app.ui.settings_view import SettingsView

    view = SettingsView()
    qtbot.addWidget(view)
    assert view.ui.look_label.text().startswith(OPEN)
    view.ui.look_label.setText("Plain words")
    assert "QLabel 'look_label': 'Plain words'" in unmarked(view)


def test_the_main_window_and_its_menus(qtbot: QtBot, pseudo: None, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from app.ui.main_window import MainWindow

    window = MainWindow(stored=QSettings(str(tmp_path / "pitboss.ini"),
                                         QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    assert unmarked(window) == []


def test_settings(qtbot: QtBot, pseudo: None) -> None:
    from app.ui.settings_view import SettingsView

    view = SettingsView()
    qtbot.addWidget(view)
    # The themes and the languages are named as they name themselves.
    names = {view.ui.theme_combo.itemText(i) for i in range(view.ui.theme_combo.count())}
    names |= {view.ui.language_combo.itemText(i) for i in range(1, view.ui.language_combo.count())}
    allowed = NOT_WORDS | {w for name in names for w in _WORDS.findall(name)}
    assert unmarked(view, allowed) == []


def test_the_table_and_the_directors_console(qtbot: QtBot, pseudo: None) -> None:
    from app.ui.director_view import DirectorView
    from app.ui.table_view import TableView

    for view in (TableView(), DirectorView()):
        qtbot.addWidget(view)
        assert unmarked(view) == [], type(view).__name__


def test_the_rules_and_help(qtbot: QtBot, pseudo: None) -> None:
    from app.engine.rules import Variant
    from app.ui.rules_dialog import HelpDialog, RulesDialog

    for variant in Variant:
        for dialog in (RulesDialog(variant), HelpDialog(variant)):
            qtbot.addWidget(dialog)
            assert unmarked(dialog) == [], (type(dialog).__name__, variant)


def test_the_kiosk_history_league_and_chart(qtbot: QtBot, pseudo: None) -> None:
    from app.client.kiosk_state import PAGES
    from app.engine.rules import Variant
    from app.ui.chart_dialog import ChartDialog
    from app.ui.drill_view import DrillView
    from app.ui.history_view import HistoryView
    from app.ui.kiosk_view import KioskView
    from app.ui.league_view import LeagueView

    views: list[QWidget] = [KioskView(page=page) for page in PAGES]
    views += [HistoryView(), LeagueView(), DrillView(),
              *(ChartDialog(variant=variant) for variant in Variant)]
    for view in views:
        qtbot.addWidget(view)
        assert unmarked(view) == [], type(view).__name__
