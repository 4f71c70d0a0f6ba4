"""The director console's Print menu (issue 21): the night's sheets from what the host's
snapshot says (app/client/table_state.py), written as PDF files (app/ui/printing.py) where the
director chooses."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMenu, QPushButton, QWidget

from app.client.printouts import (
    ResultRow,
    SeatCard,
    SignInRow,
    results_sheet,
    seat_cards,
    sign_in_sheet,
)
from app.client.table_state import TableState
from app.i18n import Context, arg
from app.ui.file_places import suggested_path
from app.ui.printing import PrintError, write_pdf

# Where to save a sheet: (suggested file name, title) -> the path chosen, "" for none.
AskPath = Callable[[str, str], str]


printout_words = Context("printout_words")


class ConsolePrintouts:
    def __init__(self, button: QPushButton, parent: QWidget,
                 state: Callable[[], TableState | None], night: Callable[[], str],
                 said: Callable[[str], None]) -> None:
        """`state`: the snapshot's state now; `night`: the tournament's name; `said`: where
        the console tells what was saved, or why not."""
        self._state, self._night, self._said, self._parent = state, night, said, parent
        self.ask_path: AskPath = self._ask
        menu = QMenu(button)
        self.sign_in = menu.addAction(printout_words.tr("&Sign-in sheet…"), self.print_sign_in)
        self.seats = menu.addAction(printout_words.tr("Seat &cards…"), self.print_seat_cards)
        self.results = menu.addAction(printout_words.tr("&Results…"), self.print_results)
        menu.aboutToShow.connect(self.refresh)
        button.setMenu(menu)

    def refresh(self) -> None:
        """Each sheet once there is something to print on it."""
        state = self._state()
        self.sign_in.setEnabled(state is not None and bool(state.registered))
        self.seats.setEnabled(state is not None and bool(state.tables))
        self.results.setEnabled(state is not None and state.over)

    def print_sign_in(self) -> None:
        state = self._state()
        if state is not None:
            first = set(state.waitlist)
            rows = [SignInRow(name, note=printout_words.tr("first in line")
                              if name in first else "")
                    for name in state.registered]
            self._write("sign-in", sign_in_sheet(self._night(), date.today(), rows))

    def print_seat_cards(self) -> None:
        state = self._state()
        if state is not None:
            cards = [SeatCard(row.name, table, row.seat)
                     for table, rows in state.tables.items() for row in rows]
            self._write("seat-cards", seat_cards(self._night(), cards))

    def print_results(self) -> None:
        state = self._state()
        if state is not None:
            rows = [ResultRow(row.place, row.name, row.chips) for row in state.standings
                    if row.place is not None]
            self._write("results", results_sheet(self._night(), date.today(), rows))

    def _write(self, what: str, html: str) -> None:
        """The sheet `what` ("sign-in", "seat-cards", "results": its file name's end)."""
        name = re.sub(r"[^\w-]+", "-", f"{self._night()}-{what}").strip("-") + ".pdf"
        chosen = self.ask_path(name, _words(what, "ask"))
        if not chosen:
            return
        path = Path(chosen)
        try:
            pages = write_pdf(html, path, arg(_words(what, "title"), self._night()))
        except (PrintError, OSError) as error:
            self._said(arg(_words(what, "failed"), error))
            return
        self._said(arg(_saved(what, pages), path))

    def _ask(self, name: str, title: str) -> str:
        chosen, _ = QFileDialog.getSaveFileName(self._parent, title, suggested_path(name),
                                                printout_words.tr("PDF (*.pdf)"))
        return chosen


def _words(what: str, which: str) -> str:
    """What a sheet is called where it is asked for ("ask"), as the PDF's title ("title",
    %1 the night) and when it could not be saved ("failed", %1 why)."""
    if what == "sign-in":
        return {"ask": printout_words.tr("Save the sign-in sheet as PDF"),
                "title": printout_words.tr("%1: sign-in sheet"),
                "failed": printout_words.tr("⚠ The sign-in sheet could not be saved: %1")}[which]
    if what == "seat-cards":
        return {"ask": printout_words.tr("Save the seat cards as PDF"),
                "title": printout_words.tr("%1: seat cards"),
                "failed": printout_words.tr("⚠ The seat cards could not be saved: %1")}[which]
    return {"ask": printout_words.tr("Save the results as PDF"),
            "title": printout_words.tr("%1: results"),
            "failed": printout_words.tr("⚠ The results could not be saved: %1")}[which]


def _saved(what: str, pages: int) -> str:
    """A sheet saved, in `pages` pages, as %1."""
    if what == "sign-in":
        return printout_words.tr("The sign-in sheet (%n page(s)) is saved as %1", None, pages)
    if what == "seat-cards":
        return printout_words.tr("The seat cards (%n page(s)) are saved as %1", None, pages)
    return printout_words.tr("The results (%n page(s)) are saved as %1", None, pages)
