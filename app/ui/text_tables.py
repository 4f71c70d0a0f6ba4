"""Rows of text in a QTableWidget, read-only, as the League page shows a roster, standings and a
member's history: columns as wide as their contents, figures to the right."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem

FIGURE: Final = re.compile(r"-?[\d,]+(\.\d+)?")  # a number, not a date


def set_headings(table: QTableWidget, headings: Sequence[str]) -> None:
    """Columns as wide as their contents, the last taking the room left; a table scrolls
    sideways only when the window is too narrow for it (a stretched column of names would
    shrink to nothing there instead)."""
    table.setColumnCount(len(headings))
    table.setHorizontalHeaderLabels(list(headings))
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)


def fill_rows(table: QTableWidget, rows: Sequence[Sequence[str]]) -> None:
    """The table's rows, figures to the right as a column of figures reads."""
    table.clearSelection()
    table.setRowCount(len(rows))
    for row, cells in enumerate(rows):
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if FIGURE.fullmatch(text):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, column, item)
