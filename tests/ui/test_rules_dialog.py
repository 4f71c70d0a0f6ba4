"""Local play's rule options: every option of the variant with the defaults of RULES.md, the
rules object's own word on a bad combination, and the options reaching the game."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QSpinBox
from pytestqt.qtbot import QtBot

from app.client.options import LocalOptions
from app.engine.rules import Variant
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules
from app.ui.lobby_view import LobbyView
from app.ui.main_window import MainWindow
from app.ui.rules_dialog import (
    RulesDialog,
    help_html,
    show_help,
    table_keys,
)


def test_every_option_shows_with_its_default(qtbot: QtBot) -> None:
    dialog = RulesDialog("series7")
    qtbot.addWidget(dialog)
    assert set(dialog.fields) == set(Series7Rules.option_names())
    assert dialog.values() == {name: getattr(Series7Rules(), name)
                               for name in Series7Rules.option_names()}
    level = dialog.fields["level_minutes"]
    assert isinstance(level, QSpinBox) and (level.minimum(), level.maximum()) == (1, 600)
    assert level.accessibleName() == "Minutes a level"
    assert "rule S7-7" in level.toolTip()  # the rule for a director who looks it up


def test_no_label_a_player_reads_carries_a_rule_id_and_the_tens_option_says_what_it_does(
        qtbot: QtBot) -> None:
    """Issue 38: labels read "Starting chips (T10-2)", and "Split tens only by equal value"
    read as the opposite of what ticking it does (any two ten-values split). Failed before."""
    rule_id = re.compile(r"\b(S7|T10|BJX|C)-\d+")
    for variant in ("series7", "tenhand", "bjx"):
        dialog = RulesDialog(variant)
        qtbot.addWidget(dialog)
        for widget in dialog.fields.values():
            label = dialog.ui.options_form.labelForField(widget)
            assert isinstance(label, QLabel)
            assert not rule_id.search(label.text()), label.text()
            assert not rule_id.search(widget.accessibleName()), widget.accessibleName()
    tens = RulesDialog("tenhand").fields["split_tens_by_value"]
    qtbot.addWidget(tens.window())
    assert tens.accessibleName() == "Any two ten-value cards may split (a king and a queen)"


def test_ok_keeps_only_what_differs_from_the_defaults(qtbot: QtBot) -> None:
    dialog = RulesDialog("tenhand")
    qtbot.addWidget(dialog)
    decks, duplicate = dialog.fields["decks"], dialog.fields["duplicate_deal"]
    assert isinstance(decks, QSpinBox) and isinstance(duplicate, QCheckBox)
    decks.setValue(2)
    duplicate.setChecked(True)
    dialog.ui.ok_button.click()
    assert dialog.result() == RulesDialog.DialogCode.Accepted
    assert dialog.chosen == {"decks": 2, "duplicate_deal": True}


def test_a_bad_combination_is_refused_in_words_and_the_dialog_stays(qtbot: QtBot) -> None:
    """T10-2: the minimum bet cannot exceed the starting stack."""
    dialog = RulesDialog("tenhand")
    qtbot.addWidget(dialog)
    dialog.show()
    start, minimum = dialog.fields["start_stack"], dialog.fields["min_bet"]
    assert isinstance(start, QSpinBox) and isinstance(minimum, QSpinBox)
    start.setValue(100)
    minimum.setValue(500)
    dialog.ui.ok_button.click()
    assert dialog.isVisible() and dialog.chosen == {}
    assert "cannot exceed the starting stack" in dialog.ui.error_label.text()
    dialog.ui.defaults_button.click()
    assert dialog.values()["min_bet"] == TenHandRules().min_bet


def test_the_lobby_passes_the_options_to_the_game(qtbot: QtBot) -> None:
    lobby = LobbyView()
    qtbot.addWidget(lobby)
    lobby.show()
    asked: list[LocalOptions] = []
    lobby.play_requested.connect(asked.append)

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, RulesDialog)
        level = dialog.fields["level_minutes"]
        assert isinstance(level, QSpinBox)
        level.setValue(10)
        dialog.ui.ok_button.click()

    QTimer.singleShot(0, answer)
    lobby.ui.rules_button.click()
    assert "Changed: Minutes a level 10" in lobby.ui.rules_value_label.text()
    lobby.ui.play_button.click()
    assert asked and asked[0].rules().level_minutes == 10
    lobby.ui.variant_combo.setCurrentIndex(1)  # another variant starts from its defaults
    assert lobby.rule_options == {}


# ---- Help: how to play (issue 19) -------------------------------------------------------------


def test_help_gives_the_variants_rules_with_the_options_in_play() -> None:
    """How to play says the rules of the variant being played, with its options' numbers
    (failed before: Help held only About, no rules and no keys)."""
    series7 = help_html(Variant.SERIES7, Series7Rules(level_minutes=12))
    assert "How to play Series 7" in series7
    assert "Levels of 12 minutes: 25/50, 50/100" in series7  # S7-7, as chosen
    assert "4,000 chips" in series7 and "S7-8" in series7 and "No surrender" in series7
    tenhand = help_html(Variant.TENHAND, TenHandRules(hands=12, min_bet=25))
    assert "for 12 hands" in tenhand and "bet from 25 up to all" in tenhand  # T10-3, T10-4
    assert "S7-" not in tenhand
    bjx = help_html(Variant.BJX)
    assert "BlackJack eXtreme" in bjx and "every 20 minutes" in bjx and "BJX-5" in bjx


def test_help_lists_the_keys_of_the_variant_and_only_those() -> None:
    """The table's keys (app/ui/table_view.py KEYS) for the actions the variant has: the
    engine's play rules refuse the others on every hand (S7-20, BJX-5), so they are not
    listed; T10-8's insurance and T10-10's surrender are."""
    from app.engine.play_rules import ALWAYS, PLAY_ACTIONS
    from app.engine.variants import variants

    for variant in variants():
        offered = set(variant.actions) & set(PLAY_ACTIONS)
        assert offered == set(variant.round.play_rules.legal(ALWAYS)), variant.name
    keys = dict(table_keys(Variant.SERIES7))
    assert keys["H"] == "hit" and keys["D"] == "double down" and keys["P"] == "split"
    assert "R" not in keys and "I" not in keys and "Space" in keys
    # As bound (issue 19): Space stands by default, not "the play offered first"; S7-8 bets
    # are two buttons with no amount box, so B is not said for Series 7 (failed before).
    assert "stand" in keys["Space"] and "first" not in keys["Space"] and "B" not in keys
    keys = dict(table_keys(Variant.TENHAND))
    assert keys["R"] == "surrender" and keys["I"] == "insurance"
    assert keys["B"] == "bet the amount in the box"  # T10-3
    keys = dict(table_keys(Variant.BJX))
    assert keys["R"] == "raise (double up)" and keys["C"] == "check"
    assert keys["F"] == "fold; as the dealer, fold" and "D" not in keys
    assert keys["B"] == "post the blind in the box"  # BJX-3


def test_help_from_the_window_lists_its_shortcuts_too(qtbot: QtBot, tmp_path: Path) -> None:
    """Opened from the main window: the menu's own shortcuts as well (Quit, Full screen...),
    read off its actions. Looked at: tmp_path/help.png."""
    window = MainWindow(stored=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    dialog = show_help(window, Variant.TENHAND)
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "How to play 10-hand" and not dialog.isModal()
    text = dialog.ui.help_text.toPlainText()
    assert "Keys at the table" in text and "Keys everywhere" in text
    assert "Quit" in text and "Ctrl+Q" in text and "F11" in text
    assert dialog.grab().save(str(tmp_path / "help.png"))
    dialog.ui.close_button.click()
    assert not dialog.isVisible()
