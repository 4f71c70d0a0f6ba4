"""The rule options of a variant (ui/rules_dialog.ui), with the defaults of RULES.md.

The rows come from the rules class itself (its options, their types and ranges), so a new
option shows here without a change to this file; the rules object judges the values when the
person presses OK, and a refusal is shown in its own words with the dialog left open.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QCheckBox, QDialog, QSpinBox, QWidget

from app.engine.errors import RulesError
from app.engine.rules import RULES_BY_VARIANT, Variant, rules_from_options
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
