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

from app import i18n
from app.engine.actions import Action
from app.engine.errors import RulesError
from app.engine.variants import default_variant, rules_from_options, variant_of
from app.engine.variants.bjx import MINIMUMS as BJX_MINIMUMS
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.rule_sets import Rules
from app.engine.variants.series7 import LEVELS as SERIES7_LEVELS
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules
from app.i18n import Context, arg, translatable
from app.ui.forms.ui_help_dialog import Ui_help_dialog
from app.ui.forms.ui_rules_dialog import Ui_rules_dialog
from app.ui.keyboard import KEYS

rules_words = Context("rules_words")
# The table's words for its bet keys (app/ui/table_view.py marks them in its context).
table_words = Context("table_words")

# How each option reads, and the rules it comes from (said in its tooltip: a label a player
# reads carries no rule IDs, issue 38); an option missing here reads as its name.
LABELS = {
    "field_max": (translatable("rules_words", "Players at most"), "S7-1"),
    "late_entry_minutes": (translatable("rules_words", "Late entry, minutes"), "S7-3"),
    "level_minutes": (translatable("rules_words", "Minutes a level"), "S7-7, BJX-2"),
    "break_every": (translatable("rules_words", "A break after every N levels"), "S7-7"),
    "break_minutes": (translatable("rules_words", "Minutes a break, 0 for none"), "S7-7"),
    "table_size": (translatable("rules_words", "Seats a table, dealer included"), "S7-1"),
    "room_size": (translatable("rules_words", "Players a room"), "T10-1"),
    "start_stack": (translatable("rules_words", "Starting chips"), "T10-2"),
    "min_bet": (translatable("rules_words", "Minimum bet"), "T10-2"),
    "decks": (translatable("rules_words", "Decks"), "T10-2"),
    "duplicate_deal": (translatable("rules_words", "Duplicate deal: every room the same cards"),
                       "T10-2"),
    # Ticked, a king and a queen split too; unticked, only two of one rank (issue 38: "Split
    # tens only by equal value" read as the opposite).
    "split_tens_by_value": (translatable("rules_words",
                                         "Any two ten-value cards may split (a king and a queen)"),
                            "T10-12"),
    "hands": (translatable("rules_words", "Hands a match"), "T10-4"),
    "seats": (translatable("rules_words", "Seats a table, dealer included"), "BJX-1"),
}


def option_label(name: str) -> str:
    """How the option `name` reads (its own name, where LABELS has none)."""
    return rules_words.tr(LABELS[name][0]) if name in LABELS \
        else name.replace("_", " ").capitalize()


class RulesDialog(QDialog):
    def __init__(self, variant: str | None = None, chosen: Mapping[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        variant = variant or default_variant()
        self.ui = Ui_rules_dialog()
        self.ui.setupUi(self)
        self.variant = variant
        self.rules_class = variant_of(self.variant).rules
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
        label = option_label(name)
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
        rule = LABELS[name][1] if name in LABELS else None
        widget.setToolTip(arg(self.tr("Default: %1"), default) if rule is None
                          else arg(self.tr("Default: %1 (rule %2)"), default, rule))
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
    return "; ".join(arg(rules_words.tr("%1 %2", "an option and its value"),
                         option_label(name), value)
                     for name, value in chosen.items())


# ---- Help: how to play --------------------------------------------------------------------

ACTION_WORDS = {
    Action.HIT: translatable("rules_words", "hit"),
    Action.STAND: translatable("rules_words", "stand"),
    Action.DOUBLE: translatable("rules_words", "double down"),
    Action.SPLIT: translatable("rules_words", "split"),
    Action.SURRENDER: translatable("rules_words", "surrender"),
    Action.INSURANCE: translatable("rules_words", "insurance"),
    Action.RAISE: translatable("rules_words", "raise (double up)"),
    Action.CHECK: translatable("rules_words", "check"),
    Action.FOLD: translatable("rules_words", "fold"),
    Action.DEALER_HIT: translatable("rules_words", "as the dealer, hit"),
    Action.DEALER_STAND: translatable("rules_words", "as the dealer, stand"),
    Action.DEALER_FOLD: translatable("rules_words", "as the dealer, fold"),
}


def rules_lines(rules: Rules) -> list[str]:
    """The rules of `rules`' variant in short sentences for a player, with its options'
    numbers (the rule IDs of RULES.md in brackets)."""
    if isinstance(rules, Series7Rules):
        levels = ", ".join(arg(rules_words.tr("%L1/%L2", "a level's minimum/maximum"), low, high)
                           for low, high in SERIES7_LEVELS[:4])
        breaks = arg(rules_words.tr("a %1-minute break after every %n level(s)", None,
                                    rules.break_every), rules.break_minutes) \
            if rules.break_minutes else rules_words.tr("no breaks")
        return [
            rules_words.tr(
                "You take turns as the dealer; the dealer covers every bet on the table with "
                "their own chips (S7-6, S7-13)."),
            arg(rules_words.tr(
                "Everyone starts with %L1 chips (S7-4). The last player holding every chip "
                "wins (S7-5)."), rules.start_stack),
            arg(rules_words.tr(
                "Levels of %1 minutes: %2, … (minimum/maximum), with %3 (S7-7)."),
                rules.level_minutes, levels, breaks),
            rules_words.tr("You bet exactly the level's minimum or its maximum (S7-8)."),
            rules_words.tr(
                "Your two cards are dealt face up; the dealer's first card is up, the second "
                "down (S7-12)."),
            rules_words.tr(
                "With an ace or a ten-value up, the dealer checks for a natural, which wins "
                "every bet on the table (S7-14). Other naturals are paid 3:2 at once (S7-15)."),
            rules_words.tr(
                "The dealer hits 16 or less and stands on every 17, soft 17 included (S7-16)."),
            rules_words.tr(
                "Split any pair or any two ten-values, up to four hands; double down on any "
                "first two cards, after a split too; split aces take one card each (S7-18, "
                "S7-19)."),
            rules_words.tr("No surrender and no insurance (S7-20)."),
        ]
    if isinstance(rules, TenHandRules):
        return [
            arg(rules_words.tr(
                "You play against your own house dealer for %1 hands; the other player of your "
                "room plays the same number (T10-1, T10-4)."), rules.hands),
            arg(rules_words.tr(
                "You start with %L1 chips; bet from %L2 up to all your chips before each hand; "
                "%3-deck shoe (T10-2, T10-3)."), rules.start_stack, rules.min_bet, rules.decks),
            rules_words.tr(
                "More chips after the last hand wins the match; equal counts draw (T10-5)."),
            rules_words.tr(
                "Naturals pay 3:2; a natural against a dealer natural pushes (T10-6)."),
            rules_words.tr("The dealer stands on hard 17 and hits soft 17 (T10-7)."),
            rules_words.tr(
                "With an ace up you may insure for up to half your bet (pays 2:1), or take even "
                "money with a natural (T10-8)."),
            rules_words.tr("Surrender as your first decision gives up half the bet (T10-10)."),
            rules_words.tr(
                "Double down on the first two cards of a hand not split (T10-11). Split a pair "
                "up to four hands; split aces take one card each (T10-12)."),
        ]
    if isinstance(rules, BjxRules):
        minimums = ", ".join(i18n.number(low) for low in BJX_MINIMUMS[:4])
        return [
            arg(rules_words.tr(
                "Up to %1 at a table; each player deals in turn and takes every bet (BJX-1). "
                "Everyone starts with %L2 chips."), rules.seats, rules.start_stack),
            arg(rules_words.tr("The minimum bet rises every %1 minutes: %2, … (BJX-2)."),
                rules.level_minutes, minimums),
            arg(rules_words.tr(
                "Post a blind from the minimum up to %1 times the minimum (BJX-3)."),
                rules.blind_cap_multiple),
            rules_words.tr(
                "You get one card down and one up; the dealer looks at two and turns one up "
                "(BJX-4)."),
            rules_words.tr(
                "Then raise (double up to at least twice your blind, and take at least one more "
                "card), check (play the blind), or fold (keep half the blind) (BJX-5)."),
            rules_words.tr(
                "The dealer may fold, paying everyone half their blind, or play (BJX-6)."),
            rules_words.tr(
                "Naturals are paid 3:2; a doubled-up natural is played as eleven (BJX-8)."),
            rules_words.tr(
                "Split any pair up to four hands; a natural on a split hand wins 1:1 (BJX-10)."),
            rules_words.tr(
                "The dealer may hit any soft hand, must hit hard 16 or less and stand on hard 17 "
                "(BJX-11). Winners are paid 1:1, ties push (BJX-12)."),
        ]
    return []


def table_keys(variant: str) -> list[tuple[str, str]]:
    """The table's keys for `variant`: (key, what it does), as app/ui/table_view.py reads
    them."""
    from app.ui.table_view import BET_KEYS  # (here: the table view is made only at a table)

    known = variant_of(variant)
    offered = known.actions
    # Space as TableView.keyPressEvent has it: the minimum bet, else the decision's own
    # default (the host's, as at the deadline), else stand.
    keys = [(rules_words.tr("Space", "the key"),
             rules_words.tr("bet the minimum; when asked to play, the default play (stand "
                            "where you may)"))]
    if known.any_amount:  # (S7-8's two bets are two buttons, with no amount box)
        keys.append(("B", rules_words.tr("post the blind in the box") if known.blinds
                          else rules_words.tr("bet the amount in the box")))
    keys += [(QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText),
              table_words.tr(words)) for key, words in BET_KEYS.items()]
    for key, actions in KEYS.items():
        words = [rules_words.tr(ACTION_WORDS[action]) for action in actions
                 if action in offered]
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


def help_html(variant: str, rules: Rules | None = None,
              window: QWidget | None = None) -> str:
    """How to play `variant` (with `rules`' options, else the defaults) and the keys."""
    rules = rules or rules_from_options(variant)
    items = "".join(f"<li>{escape(line)}</li>" for line in rules_lines(rules))

    def table(keys: list[tuple[str, str]]) -> str:
        rows = "".join(f"<tr><td><b>{escape(key)}</b>&nbsp;&nbsp;</td><td>{escape(words)}</td>"
                       "</tr>" for key, words in keys)
        return f"<table cellspacing='4'>{rows}</table>"

    title = arg(rules_words.tr("How to play %1"), variant_of(variant).label)
    at_table, everywhere = rules_words.tr("Keys at the table"), rules_words.tr("Keys everywhere")
    no_cash = rules_words.tr("Chips have no cash value (C-5).")
    return (f"<h2>{escape(title)}</h2><ul>{items}</ul>"
            f"<h3>{escape(at_table)}</h3>{table(table_keys(variant))}"
            + (f"<h3>{escape(everywhere)}</h3>{table(window_keys(window))}"
               if window_keys(window) else "")
            + f"<p>{escape(no_cash)}</p>")


class HelpDialog(QDialog):
    """Help's "How to play": the rules of the variant being played and the keys."""

    def __init__(self, variant: str, rules: Rules | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_help_dialog()
        self.ui.setupUi(self)
        self.variant = variant
        self.setWindowTitle(arg(self.tr("How to play %1"), variant_of(variant).label))
        self.ui.help_text.setHtml(help_html(variant, rules, parent.window() if parent else None))
        self.ui.help_text.setFocus(Qt.FocusReason.OtherFocusReason)


def show_help(parent: QWidget, variant: str, rules: Rules | None = None) -> HelpDialog:
    """Open How to play for `variant` beside `parent` (not modal: the table plays on)."""
    dialog = HelpDialog(variant, rules, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
