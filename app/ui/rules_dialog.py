"""The rules for people: the options of a variant (ui/rules_dialog.ui), with the defaults of
RULES.md, and Help's "How to play" (ui/help_dialog.ui): the rules of the variant being played,
with the numbers of its options, and the keys.

The option rows come from the rules class itself (its options, their types and ranges), so a
new option shows here without a change to this file; the rules object judges the values when
the person presses OK, and a refusal is shown in its own words with the dialog left open. The
help's keys are the table's own (app/ui/table_view.py KEYS) and the window's menu shortcuts,
read off its actions, so they can never say other than the keys do.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QCheckBox, QDialog, QSpinBox, QWidget

from app.engine.actions import Action
from app.engine.errors import RulesError
from app.engine.rules import (
    RULES_BY_VARIANT,
    BjxRules,
    Rules,
    Series7Rules,
    TenHandRules,
    Variant,
    rules_from_options,
)
from app.engine.schedule import BJX_MINIMUMS, SERIES7_LEVELS
from app.ui.forms.ui_help_dialog import Ui_help_dialog
from app.ui.forms.ui_rules_dialog import Ui_rules_dialog

# How each option reads, with the rule it comes from; an option missing here reads as its name.
LABELS = {
    "field_max": "Players at most (S7-1)",
    "late_entry_minutes": "Late entry, minutes (S7-3)",
    "level_minutes": "Minutes a level (S7-7, BJX-2)",
    "break_every": "A break after every N levels (S7-7)",
    "break_minutes": "Minutes a break, 0 for none (S7-7)",
    "table_size": "Seats a table, dealer included (S7-1)",
    "room_size": "Players a room (T10-1)",
    "start_stack": "Starting chips (T10-2)",
    "min_bet": "Minimum bet (T10-2)",
    "decks": "Decks (T10-2)",
    "duplicate_deal": "Duplicate deal: every room the same cards (T10-2)",
    "split_tens_by_value": "Split tens only by equal value (T10-12)",
    "hands": "Hands a match (T10-4)",
    "seats": "Seats a table, dealer included (BJX-1)",
}


class RulesDialog(QDialog):
    def __init__(self, variant: Variant = Variant.SERIES7, chosen: Mapping[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_rules_dialog()
        self.ui.setupUi(self)
        self.variant = variant
        self.rules_class = RULES_BY_VARIANT[self.variant]
        self.defaults = self.rules_class()
        self.fields: dict[str, QSpinBox | QCheckBox] = {}
        self.chosen: dict[str, Any] = {}  # the options differing from the defaults, once OK
        for field in dataclasses.fields(self.rules_class):
            self.fields[field.name] = self._row(field.name, getattr(self.defaults, field.name))
        self._show(chosen or {})
        self.ui.error_label.hide()
        self.ui.defaults_button.clicked.connect(lambda: self._show({}))
        self.ui.cancel_button.clicked.connect(self.reject)
        self.ui.ok_button.clicked.connect(self._accept)

    def values(self) -> dict[str, Any]:
        return {name: (widget.isChecked() if isinstance(widget, QCheckBox) else widget.value())
                for name, widget in self.fields.items()}

    def _row(self, name: str, default: Any) -> QSpinBox | QCheckBox:
        label = LABELS.get(name, name.replace("_", " ").capitalize())
        widget: QSpinBox | QCheckBox
        if isinstance(default, bool):
            widget = QCheckBox()
        else:
            widget = QSpinBox()
            low, high = self.rules_class.option_range(name)
            widget.setRange(low, min(high, 2**31 - 1))
            widget.setGroupSeparatorShown(True)
        widget.setObjectName(f"{name}_option")
        widget.setAccessibleName(label)
        widget.setToolTip(f"Default: {default}")
        self.ui.options_form.addRow(label, widget)
        return widget

    def _show(self, chosen: Mapping[str, Any]) -> None:
        for name, widget in self.fields.items():
            value = chosen.get(name, getattr(self.defaults, name))
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            else:
                widget.setValue(int(value))

    def _accept(self) -> None:
        values = self.values()
        try:
            rules_from_options(self.variant, values)
        except RulesError as error:
            self.ui.error_label.setText(f"⚠ {error}")
            self.ui.error_label.show()
            return
        self.chosen = {name: value for name, value in values.items()
                       if value != getattr(self.defaults, name)}
        self.accept()


def describe_changes(chosen: Mapping[str, Any]) -> str:
    """The options changed from the defaults, in a line: "Minutes a level 10; Decks 2"."""
    return "; ".join(f"{LABELS.get(name, name).split(' (')[0]} {value}"
                     for name, value in chosen.items())


# ---- Help: how to play --------------------------------------------------------------------

#: The play actions each variant has (the engine refuses the others on every hand: S7-20, BJX-5).
VARIANT_ACTIONS: dict[Variant, tuple[Action, ...]] = {
    Variant.SERIES7: (Action.HIT, Action.STAND, Action.DOUBLE, Action.SPLIT),
    Variant.TENHAND: (Action.HIT, Action.STAND, Action.DOUBLE, Action.SPLIT, Action.SURRENDER,
                      Action.INSURANCE),
    Variant.BJX: (Action.RAISE, Action.CHECK, Action.FOLD, Action.HIT, Action.STAND,
                  Action.SPLIT, Action.DEALER_HIT, Action.DEALER_STAND, Action.DEALER_FOLD),
}
ACTION_WORDS = {
    Action.HIT: "hit", Action.STAND: "stand", Action.DOUBLE: "double down",
    Action.SPLIT: "split", Action.SURRENDER: "surrender", Action.INSURANCE: "insurance",
    Action.RAISE: "raise (double up)", Action.CHECK: "check", Action.FOLD: "fold",
    Action.DEALER_HIT: "as the dealer, hit", Action.DEALER_STAND: "as the dealer, stand",
    Action.DEALER_FOLD: "as the dealer, fold",
}


def rules_lines(rules: Rules) -> list[str]:
    """The rules of `rules`' variant in short sentences for a player, with its options'
    numbers (the rule IDs of RULES.md in brackets)."""
    if isinstance(rules, Series7Rules):
        levels = ", ".join(f"{low:,}/{high:,}" for low, high in SERIES7_LEVELS[:4])
        breaks = (f"a {rules.break_minutes}-minute break after every {rules.break_every} levels"
                  if rules.break_minutes else "no breaks")
        return [
            "You take turns as the dealer; the dealer covers every bet on the table with their "
            "own chips (S7-6, S7-13).",
            f"Everyone starts with {rules.start_stack:,} chips (S7-4). The last player holding "
            "every chip wins (S7-5).",
            f"Levels of {rules.level_minutes} minutes: {levels}, … (minimum/maximum), with "
            f"{breaks} (S7-7).",
            "You bet exactly the level's minimum or its maximum (S7-8).",
            "Your two cards are dealt face up; the dealer's first card is up, the second down "
            "(S7-12).",
            "With an ace or a ten-value up, the dealer checks for a natural, which wins every bet "
            "on the table (S7-14). Other naturals are paid 3:2 at once (S7-15).",
            "The dealer hits 16 or less and stands on every 17, soft 17 included (S7-16).",
            "Split any pair or any two ten-values, up to four hands; double down on any first two "
            "cards, after a split too; split aces take one card each (S7-18, S7-19).",
            "No surrender and no insurance (S7-20).",
        ]
    if isinstance(rules, TenHandRules):
        return [
            f"You play against your own house dealer for {rules.hands} hands; the other player "
            "of your room plays the same number (T10-1, T10-4).",
            f"You start with {rules.start_stack:,} chips; bet from {rules.min_bet:,} up to all "
            f"your chips before each hand; {rules.decks}-deck shoe (T10-2, T10-3).",
            "More chips after the last hand wins the match; equal counts draw (T10-5).",
            "Naturals pay 3:2; a natural against a dealer natural pushes (T10-6).",
            "The dealer stands on hard 17 and hits soft 17 (T10-7).",
            "With an ace up you may insure for up to half your bet (pays 2:1), or take even "
            "money with a natural (T10-8).",
            "Surrender as your first decision gives up half the bet (T10-10).",
            "Double down on the first two cards of a hand not split (T10-11). Split a pair up to "
            "four hands; split aces take one card each (T10-12).",
        ]
    if isinstance(rules, BjxRules):
        minimums = ", ".join(f"{low:,}" for low in BJX_MINIMUMS[:4])
        return [
            f"Up to {rules.seats} at a table; each player deals in turn and takes every bet "
            f"(BJX-1). Everyone starts with {rules.start_stack:,} chips.",
            f"The minimum bet rises every {rules.level_minutes} minutes: {minimums}, … (BJX-2).",
            f"Post a blind from the minimum up to {rules.blind_cap_multiple} times the minimum "
            "(BJX-3).",
            "You get one card down and one up; the dealer looks at two and turns one up "
            "(BJX-4).",
            "Then raise (double up to at least twice your blind, and take at least one more "
            "card), check (play the blind), or fold (keep half the blind) (BJX-5).",
            "The dealer may fold, paying everyone half their blind, or play (BJX-6).",
            "Naturals are paid 3:2; a doubled-up natural is played as eleven (BJX-8).",
            "Split any pair up to four hands; a natural on a split hand wins 1:1 (BJX-10).",
            "The dealer may hit any soft hand, must hit hard 16 or less and stand on hard 17 "
            "(BJX-11). Winners are paid 1:1, ties push (BJX-12).",
        ]
    return []


def table_keys(variant: Variant) -> list[tuple[str, str]]:
    """The table's keys for `variant`: (key, what it does), as app/ui/table_view.py reads
    them."""
    from app.ui.table_view import BET_KEYS, KEYS  # (here: the table view is made only at a table)

    offered = VARIANT_ACTIONS[variant]
    # Space as TableView.keyPressEvent has it: the minimum bet, else the decision's own
    # default (the host's, as at the deadline), else stand.
    keys = [("Space", "bet the minimum; when asked to play, the default play (stand where "
                      "you may)")]
    if variant is not Variant.SERIES7:  # S7-8 bets are two buttons, with no amount box
        keys.append(("B", "post the blind in the box" if variant is Variant.BJX
                          else "bet the amount in the box"))
    keys += [(QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText), words)
             for key, words in BET_KEYS.items()]
    for key, actions in KEYS.items():
        words = [ACTION_WORDS[action] for action in actions if action in offered]
        if words:
            keys.append((QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText),
                         "; ".join(words)))
    return keys


def window_keys(window: QWidget | None) -> list[tuple[str, str]]:
    """The shortcuts of the window's menu actions: (key, the action's words)."""
    if window is None:
        return []
    keys = []
    for action in window.findChildren(QAction):
        shortcut = action.shortcut()
        if not shortcut.isEmpty() and action.text():
            keys.append((shortcut.toString(QKeySequence.SequenceFormat.NativeText),
                         action.text().replace("&", "").rstrip("…")))
    return keys


def help_html(variant: Variant, rules: Rules | None = None,
              window: QWidget | None = None) -> str:
    """How to play `variant` (with `rules`' options, else the defaults) and the keys."""
    rules = rules or RULES_BY_VARIANT[variant]()
    items = "".join(f"<li>{escape(line)}</li>" for line in rules_lines(rules))

    def table(keys: list[tuple[str, str]]) -> str:
        rows = "".join(f"<tr><td><b>{escape(key)}</b>&nbsp;&nbsp;</td><td>{escape(words)}</td>"
                       "</tr>" for key, words in keys)
        return f"<table cellspacing='4'>{rows}</table>"

    return (f"<h2>How to play {escape(variant.label)}</h2><ul>{items}</ul>"
            f"<h3>Keys at the table</h3>{table(table_keys(variant))}"
            + (f"<h3>Keys everywhere</h3>{table(window_keys(window))}"
               if window_keys(window) else "")
            + "<p>Chips have no cash value (C-5).</p>")


class HelpDialog(QDialog):
    """Help's "How to play": the rules of the variant being played and the keys."""

    def __init__(self, variant: Variant, rules: Rules | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_help_dialog()
        self.ui.setupUi(self)
        self.variant = variant
        self.setWindowTitle(f"How to play {variant.label}")
        self.ui.help_text.setHtml(help_html(variant, rules, parent.window() if parent else None))
        self.ui.help_text.setFocus(Qt.FocusReason.OtherFocusReason)


def show_help(parent: QWidget, variant: Variant, rules: Rules | None = None) -> HelpDialog:
    """Open How to play for `variant` beside `parent` (not modal: the table plays on)."""
    dialog = HelpDialog(variant, rules, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
