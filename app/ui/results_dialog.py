"""The results screen (ui/results_dialog.ui): places and chips at the end of a tournament, or
when your seat is out, over the table (which stays to watch). The rows and words are the seat
model's (app/client/results.py); this shows them and offers what comes next: a new local game
with the same options, the lobby, or watching on.

Not modal: the table behind goes on drawing (the last hand, the others still playing).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import QDialog, QHeaderView, QTableWidgetItem, QWidget

from app.client.results import Results, results_for
from app.client.seat_session import SeatSession
from app.net import protocol as p
from app.ui.forms.ui_results_dialog import Ui_results_dialog
from app.ui.table_view import TableView

HEADLINE_SCALE = 1.6  # the headline's size, in the text's
MOST_ROWS = 14  # the rows shown before the places scroll
CATCH_UP_MS = 250  # how often to look whether the table has shown the end it was told of


class ResultsDialog(QDialog):
    play_again_requested = Signal()
    lobby_requested = Signal()
    report_requested = Signal()

    def __init__(self, results: Results, can_play_again: bool,
                 parent: QWidget | None = None, *, can_report: bool = False) -> None:
        """`can_play_again`: a local game, which can be played again with the same options;
        `can_report`: its record is in this app's database, so the player's report (History,
        issue 23) can be opened once the tournament is over."""
        super().__init__(parent)
        self.ui = Ui_results_dialog()
        self.ui.setupUi(self)
        self.results = results
        self.setWindowTitle(self.tr("Results") if results.over else self.tr("You are out"))
        headline = self.ui.headline_label
        headline.setText(results.headline)
        headline.setAccessibleDescription(results.headline)
        self.ui.detail_label.setText(results.detail)
        self.ui.detail_label.setVisible(bool(results.detail))
        self._fill(results)
        self.ui.play_again_button.setVisible(can_play_again)
        self.ui.play_again_button.clicked.connect(self._play_again)
        self.ui.lobby_button.clicked.connect(self._to_lobby)
        self.ui.report_button.setVisible(can_report and results.over)
        self.ui.report_button.clicked.connect(self._report)
        self.ui.watch_button.clicked.connect(self.close)
        if results.over:  # nothing more to watch: the table as it ended
            self.ui.watch_button.setText(self.tr("&Close"))
            self.ui.watch_button.setAccessibleName(self.tr("Close the results"))
        for button in (self.ui.watch_button, self.ui.report_button, self.ui.lobby_button,
                       self.ui.play_again_button):
            # Room for the focus ring (app/ui/style.py) as well as the text.
            button.setMinimumWidth(button.sizeHint().width() + 12)
        # Results stay until a deliberate choice: no button is the default or has the focus
        # (Space or Enter, pressed at the table as it ended, would take it); Tab or a
        # button's letter chooses. (Qt's buttons already pass over a held key's repeats.)
        for button in (self.ui.play_again_button, self.ui.lobby_button, self.ui.report_button,
                       self.ui.watch_button):
            button.setAutoDefault(False)
        self.ui.places_table.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event: QShowEvent) -> None:
        """The headline larger than the text, at the window's scale (app/ui/style.py sets
        the text's size for the window): measured once styled."""
        self.ui.detail_label.ensurePolished()
        points = self.ui.detail_label.font().pointSizeF()
        if points > 0:
            self.ui.headline_label.setStyleSheet(
                f"font-size: {points * HEADLINE_SCALE:.1f}pt; font-weight: bold;")
        super().showEvent(event)

    def _fill(self, results: Results) -> None:
        table = self.ui.places_table
        table.setRowCount(len(results.rows))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for index, row in enumerate(results.rows):
            cells = (QTableWidgetItem(row.place), QTableWidgetItem(row.name),
                     QTableWidgetItem(row.chips))
            cells[2].setTextAlignment(right)
            for column, cell in enumerate(cells):
                if row.you:
                    bold = QFont(cell.font())
                    bold.setBold(True)
                    cell.setFont(bold)
                table.setItem(index, column, cell)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft)
        table.horizontalHeaderItem(2).setTextAlignment(right)
        # As tall as its rows (up to MOST_ROWS, then it scrolls): no empty box under a table
        # of two.
        shown = min(len(results.rows), MOST_ROWS)
        table.setMinimumHeight(header.sizeHint().height() + 2 * table.frameWidth() +
                               sum(table.rowHeight(row) for row in range(shown)))
        self.adjustSize()

    def rows(self) -> list[tuple[str, str, str]]:
        """The table's cells as shown: (place, player, chips) a row."""
        table = self.ui.places_table
        return [(table.item(row, 0).text(), table.item(row, 1).text(),
                 table.item(row, 2).text()) for row in range(table.rowCount())]

    def _play_again(self) -> None:
        self.close()
        self.play_again_requested.emit()

    def _to_lobby(self) -> None:
        self.close()
        self.lobby_requested.emit()

    def _report(self) -> None:
        self.close()
        self.report_requested.emit()


class ResultsWatch(QObject):
    """Opens the results over the window once the table has shown how the seat finished:
    the session says so first, and the table shows it after the last hand's cards land.

    Shown once when the seat is out and again when the tournament is over (the final places).
    """

    def __init__(self, session: SeatSession, table: TableView, window: QWidget, *,
                 play_again: Callable[[], object] | None, to_lobby: Callable[[], object],
                 report: Callable[[], object] | None = None) -> None:
        super().__init__(window)
        self.session, self.table, self.window = session, table, window
        self._play_again, self._to_lobby, self._report = play_again, to_lobby, report
        self.dialog: ResultsDialog | None = None
        self._shown_over: bool | None = None  # `over` of the results last shown
        self._catch_up = QTimer(self)
        self._catch_up.setInterval(CATCH_UP_MS)
        self._catch_up.timeout.connect(self._show_when_shown)
        session.add_listener(self)

    def stop(self) -> None:
        """The seat is left: no results come for it now."""
        self.session.remove_listener(self)
        self._catch_up.stop()
        if self.dialog is not None:
            self.dialog.close()

    def on_event_changed(self, message: p.HostMessage | None) -> None:
        results = results_for(self.session.state)
        if results is not None and results.over != self._shown_over:
            self._catch_up.start()
            self._show_when_shown()

    def _show_when_shown(self) -> None:
        if self.table.session is not self.session or self.table.queue:
            return  # the table is still showing the hand that ended it
        results = results_for(self.table.shown)
        if results is None or results.over == self._shown_over:
            return
        self._catch_up.stop()
        self._shown_over = results.over
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = ResultsDialog(results, self._play_again is not None, self.window,
                                    can_report=self._report is not None)
        if self._play_again is not None:
            self.dialog.play_again_requested.connect(self._play_again)
        if self._report is not None:
            self.dialog.report_requested.connect(self._report)
        self.dialog.lobby_requested.connect(self._to_lobby)
        self.dialog.show()
