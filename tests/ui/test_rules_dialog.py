"""Local play's rule options: every option of the variant with the defaults of RULES.md, the
rules object's own word on a bad combination, and the options reaching the game."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QSpinBox
from pytestqt.qtbot import QtBot

from app.client.options import LocalOptions
from app.engine.rules import Series7Rules, TenHandRules
from app.ui.lobby_view import LobbyView
from app.ui.rules_dialog import RulesDialog


def test_every_option_shows_with_its_default(qtbot: QtBot) -> None:
    dialog = RulesDialog("series7")
    qtbot.addWidget(dialog)
    assert set(dialog.fields) == set(Series7Rules.option_names())
    assert dialog.values() == {name: getattr(Series7Rules(), name)
                               for name in Series7Rules.option_names()}
    level = dialog.fields["level_minutes"]
    assert isinstance(level, QSpinBox) and (level.minimum(), level.maximum()) == (1, 600)
    assert "S7-7" in level.accessibleName()


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
