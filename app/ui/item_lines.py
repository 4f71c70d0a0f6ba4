"""Items of a few lines each in a list, every line cut to the list's width (History's hands, its
report's costliest decisions)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

ITEM_PADDING = 4  # pixels between one item's lines and the next's
LINE_SEPARATOR = "\u2028"  # what an item view makes of "\n" in an item's text


def elided_lines(text: str, metrics: QFontMetrics, width: int) -> str:
    """Each line of `text` cut to `width` pixels with an ellipsis where it is longer."""
    lines = text.replace("\n", LINE_SEPARATOR).split(LINE_SEPARATOR)
    return LINE_SEPARATOR.join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
                               for line in lines)


class LinesDelegate(QStyledItemDelegate):
    """Items of a few lines each, every line on one line: cut to the list's width (the full
    text is the item's tooltip) rather than wrapped into blocks of uneven height, so that every
    item is as tall as the next and the list never scrolls sideways."""

    def initStyleOption(self, option: QStyleOptionViewItem,
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        if option.rect.width() > 0:  # painting: cut to the room the item has, line by line
            option.text = elided_lines(option.text, option.fontMetrics, text_width(option))
            # Qt's own cutting of a text of several lines cuts the later ones far too short.
            option.textElideMode = Qt.TextElideMode.ElideNone

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        """Its lines' height and a little room; no width of its own: as wide as the list."""
        return QSize(1, super().sizeHint(option, index).height() + ITEM_PADDING)


def text_width(option: QStyleOptionViewItem) -> int:
    """The room for an item's text: its rect less the margins the style leaves either side."""
    widget = option.widget
    style = widget.style() if widget is not None else None
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option, widget) + 1 \
        if style is not None else 4
    return max(0, option.rect.width() - 2 * margin)
