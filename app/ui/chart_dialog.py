"""The basic-strategy chart dialog (ui/chart_dialog.ui): the advisor's chart for the chosen
house-dealer rules, worked out a row at a time between paints, and saved as a PNG on request.

Charts already worked out in this run are kept, so opening the dialog again, or going back to
rules already seen, is instant.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from app.engine.advisor import AdvisorRules
from app.engine.advisor.strategy import ChartWork, chart_name
from app.engine.charts import Chart
from app.engine.errors import RulesError
from app.engine.variants import default_variant, house_dealt, rules_for_variant, rules_from_options
from app.i18n import arg
from app.ui.chart_grid import save_png
from app.ui.file_places import suggested_path
from app.ui.forms.ui_chart_dialog import Ui_chart_dialog

_worked_out: dict[AdvisorRules, Chart] = {}


class ChartDialog(QDialog):
    def __init__(self, parent: QWidget | None = None,
                 variant: str | None = None) -> None:
        """`variant`: whose rules to start from (`advisor.rules_for_variant`); the controls
        change the options they show and keep the variant's others (BJX's no doubling...)."""
        super().__init__(parent)
        variant = variant or default_variant(house_dealt)
        self.ui = Ui_chart_dialog()
        self.ui.setupUi(self)
        self._work: ChartWork | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(0)  # a row between paints and clicks, not a frozen window
        self._timer.timeout.connect(self._next_row)
        self.ui.work_out_button.clicked.connect(self.work_out)
        self.ui.export_png_button.clicked.connect(self._ask_where_to_export)
        self.ui.close_button.clicked.connect(self.close)
        self.variant = variant
        self._base = rules_for_variant(rules_from_options(variant))
        self.show_rules(self._base)
        self.work_out()

    def show_rules(self, rules: AdvisorRules) -> None:
        self.ui.decks_spin.setValue(rules.decks)
        self.ui.soft17_combo.setCurrentIndex(0 if rules.h17 else 1)
        self.ui.das_check.setChecked(rules.das)
        self.ui.das_check.setEnabled(rules.double_down)  # no doubling at all: nothing to ask
        self.ui.surrender_check.setChecked(rules.surrender == "late")
        self.ui.dealer_aces_check.setChecked(rules.dealer_splits_aces)

    def rules(self) -> AdvisorRules:
        series7_dealer = self.ui.dealer_aces_check.isChecked()
        return replace(self._base, decks=self.ui.decks_spin.value(),
                       h17=self.ui.soft17_combo.currentIndex() == 0,
                       das=self.ui.das_check.isChecked(),
                       surrender="late" if self.ui.surrender_check.isChecked() else "none",
                       dealer_splits_aces=series7_dealer, double_split_aces=series7_dealer)

    @property
    def working(self) -> bool:
        return self._work is not None

    def work_out(self) -> None:
        """Show the chart for the rules chosen, working it out if it is new."""
        try:
            rules = self.rules()
        except RulesError as error:
            self.ui.status_label.setText(str(error))
            return
        self._timer.stop()
        known = _worked_out.get(rules)
        if known is not None:
            self._work = None
            self._show(known)
            return
        self._work = ChartWork(rules)
        self.ui.chart_grid.set_chart(None)
        self.ui.progress_bar.setRange(0, self._work.total)
        self.ui.progress_bar.setValue(0)
        self.ui.progress_bar.show()
        self.ui.export_png_button.setEnabled(False)
        self.ui.status_label.setText("")
        self._timer.start()

    def _next_row(self) -> None:
        work = self._work
        if work is None:
            self._timer.stop()
            return
        work.step()
        self.ui.progress_bar.setValue(work.done)
        if work.finished:
            self._timer.stop()
            self._work = None
            chart = _worked_out[work.rules] = work.chart()
            self._show(chart)

    def _show(self, chart: Chart) -> None:
        self.ui.progress_bar.hide()
        self.ui.chart_grid.set_chart(chart)
        self.ui.export_png_button.setEnabled(True)
        self.ui.status_label.setText(arg(self.tr("Worked out for %1."), chart_name(chart)))

    def _ask_where_to_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the chart"),
                                              suggested_path("strategy-chart.png"),
                                              self.tr("PNG pictures (*.png)"))
        if path:
            self.export_png(Path(path))

    def export_png(self, path: Path) -> bool:
        chart = self.ui.chart_grid.chart
        if chart is None:
            return False
        try:
            save_png(chart, path)
        except OSError as error:
            self.ui.status_label.setText(str(error))
            return False
        self.ui.status_label.setText(arg(self.tr("Saved %1."), path))
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        self._timer.stop()
        self._work = None
        super().closeEvent(event)
