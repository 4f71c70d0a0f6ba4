"""A basic-strategy chart drawn as a coloured grid (issue 7): the widget the chart dialog shows
and what `pitboss chart --png` saves.

Rows are the hard totals, the soft hands and the pairs; columns the dealer's up card, 2 to ace.
Each cell is coloured by its play and carries its code ("Ds": double, else stand), explained
in the legend under the grid.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from app.engine.advisor.strategy import chart_name
from app.engine.charts import UP_CARDS, Chart, Move, Row
from app.i18n import Context, arg, translatable

chart_words = Context("chart_words")

# Colour by play, chosen to stay apart for the common kinds of colour blindness (no red with
# green): stand gold, hit pale, double blue, split orange, surrender grey.
COLOURS = {
    Move.STAND: "#f0cf4a", Move.HIT: "#f5f1e6", Move.DOUBLE: "#3f7fc4",
    Move.DOUBLE_STAND: "#7fb0e0", Move.SPLIT: "#d98532", Move.SURRENDER_HIT: "#a0a0a0",
    Move.SURRENDER_STAND: "#a0a0a0", Move.SURRENDER_SPLIT: "#a0a0a0",
}
LEGEND = (
    (Move.HIT, translatable("chart_words", "H hit")),
    (Move.STAND, translatable("chart_words", "S stand")),
    (Move.DOUBLE, translatable("chart_words", "D double, else hit")),
    (Move.DOUBLE_STAND, translatable("chart_words", "Ds double, else stand")),
    (Move.SPLIT, translatable("chart_words", "P split")),
    (Move.SURRENDER_HIT,
     translatable("chart_words", "Rh, Rs, Rp surrender, else hit, stand or split")),
)
_PAIR_NAMES = {1: "A,A", 10: "T,T"}


def chart_rows(chart: Chart) -> list[tuple[str, str, Row] | tuple[str]]:
    """The grid's lines in order: a section title alone, or (label, tooltip, row)."""
    lines: list[tuple[str, str, Row] | tuple[str]] = [(chart_words.tr("Hard totals"),)]
    for total in range(5, 21):
        label = f"{total}"
        lines.append((label, arg(chart_words.tr("hard %1"), total), chart.hard[total]))
    lines.append((chart_words.tr("Soft hands"),))
    for other in range(9, 1, -1):
        lines.append((f"A,{other}", arg(chart_words.tr("soft %1"), 11 + other),
                      chart.soft[11 + other]))
    lines.append((chart_words.tr("Pairs"),))
    for points in (1, 10, 9, 8, 7, 6, 5, 4, 3, 2):
        name = _PAIR_NAMES.get(points, f"{points},{points}")
        lines.append((name, arg(chart_words.tr("a pair: %1"), name), chart.pairs[points]))
    return lines


class ChartGrid(QWidget):
    """Paints one chart; empty (a hint in words) until `set_chart`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chart: Chart | None = None
        self.setAccessibleName(self.tr("Basic-strategy chart"))
        self.setMinimumSize(360, 520)

    @property
    def chart(self) -> Chart | None:
        return self._chart

    def set_chart(self, chart: Chart | None) -> None:
        self._chart = chart
        self.setAccessibleDescription("" if chart is None else chart_name(chart))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(560, 860)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#1e3b2c"))
        if self._chart is None:
            painter.setPen(QColor("#f5f1e6"))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                             self.tr("Working out the chart…"))
            return
        self._paint_chart(painter, self._chart)

    def _paint_chart(self, painter: QPainter, chart: Chart) -> None:
        lines = chart_rows(chart)
        legend_lines = 3
        # One unit of height a line: a header line, every row, a title, the legend.
        units = len(lines) + 2 + legend_lines + 0.5  # and a little air above the legend
        unit = self.height() / units
        label_width = self.width() * 0.14
        cell_width = (self.width() - label_width) / len(UP_CARDS)
        font = QFont(self.font())
        font.setPixelSize(max(int(unit * 0.55), 6))
        bold = QFont(font)
        bold.setBold(True)
        light = QColor("#f5f1e6")
        painter.setFont(bold)
        painter.setPen(light)
        painter.drawText(QRectF(0, 0, self.width(), unit), Qt.AlignmentFlag.AlignCenter,
                         chart_name(chart))
        y = unit
        painter.drawText(QRectF(0, y, label_width, unit), Qt.AlignmentFlag.AlignCenter,
                         self.tr("you", "the player's hand, over the chart's rows"))
        for index, up in enumerate(UP_CARDS):
            painter.drawText(QRectF(label_width + index * cell_width, y, cell_width, unit),
                             Qt.AlignmentFlag.AlignCenter, up)
        y += unit
        for line in lines:
            if len(line) == 1:
                painter.setFont(bold)
                painter.setPen(light)
                painter.drawText(QRectF(4, y, self.width(), unit),
                                 Qt.AlignmentFlag.AlignVCenter, line[0])
                y += unit
                continue
            label, _, row = line
            painter.setFont(bold)
            painter.setPen(light)
            painter.drawText(QRectF(0, y, label_width, unit), Qt.AlignmentFlag.AlignCenter,
                             label)
            painter.setFont(font)
            for index, move in enumerate(row):
                cell = QRectF(label_width + index * cell_width + 1, y + 1, cell_width - 2,
                              unit - 2)
                painter.fillRect(cell, QColor(COLOURS[move]))
                dark = move in (Move.DOUBLE,)
                painter.setPen(QColor("#ffffff") if dark else QColor("#1a1a1a"))
                painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, move.value)
            y += unit
        self._paint_legend(painter, y + unit * 0.3, unit, font, light)

    def _paint_legend(self, painter: QPainter, top: float, unit: float, font: QFont,
                      light: QColor) -> None:
        painter.setFont(font)
        columns = 2
        width = self.width() / columns
        for index, (move, words) in enumerate(LEGEND):
            x = (index % columns) * width + 6
            y = top + (index // columns) * unit
            swatch = QRectF(x, y + unit * 0.2, unit * 0.6, unit * 0.6)
            painter.fillRect(swatch, QColor(COLOURS[move]))
            painter.setPen(light)
            painter.drawText(QRectF(x + unit * 0.8, y, width - unit, unit),
                             Qt.AlignmentFlag.AlignVCenter, chart_words.tr(words))


def save_png(chart: Chart, path: Path, width: int = 900) -> None:
    """Draw the chart at `width` pixels wide (tall in proportion) into a PNG file; an
    unwritable path raises OSError in words."""
    grid = ChartGrid()
    grid.set_chart(chart)
    grid.resize(width, round(width * 1.55))
    image = grid.grab()
    if not image.save(str(path), "PNG"):
        raise OSError(arg(chart_words.tr("Could not write the chart to %1"), path))
