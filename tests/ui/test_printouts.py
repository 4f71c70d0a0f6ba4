"""The night's printouts (issue 21), written with Qt's PDF writer and read back with QtPdf
(the tests' alone: the app counts its pages from the file's page tree, app/ui/printing.py):
the words each page carries, its page count, and images of each looked at."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QImage
from PySide6.QtPdf import QPdfDocument
from pytestqt.qtbot import QtBot

from app.client.printouts import (
    ResultRow,
    SeatCard,
    SignInRow,
    results_sheet,
    season_table,
    seat_cards,
    sign_in_sheet,
)
from app.engine.rules import Variant
from app.league.points import SQUARE_ROOT
from app.league.standings import Finish, TournamentResult, season_standings
from app.ui.file_places import documents_folder, suggested_path
from app.ui.printing import PrintError, pages_in, write_pdf

FRIDAY = date(2026, 12, 4)


def text_of(path: Path) -> str:
    document = QPdfDocument()
    assert document.load(str(path)) == QPdfDocument.Error.None_
    text = "\n".join(page_text(document, page) for page in range(document.pageCount()))
    document.close()
    return text


def page_text(document: QPdfDocument, page: int) -> str:
    """The page's words as read back (QtPdf breaks a line between glyphs placed apart)."""
    return "".join(document.getAllText(page).text().split())


def squeezed(words: str) -> str:
    """`words` as `page_text` reads them: spaces between glyphs are not kept either."""
    return "".join(words.split())


def pdf_pages(path: Path, width: int = 800) -> list[QImage]:
    """Each page of the PDF at `path` as an image `width` pixels wide, as QtPdf reads it (its
    count of pages is the check of write_pdf's own)."""
    document = QPdfDocument()
    assert document.load(str(path)) == QPdfDocument.Error.None_
    images = []
    for page in range(document.pageCount()):
        size = document.pagePointSize(page)
        height = round(width * size.height() / size.width())
        images.append(document.render(page, QSizeF(width, height).toSize()))
    document.close()
    return images


def look(path: Path, name: str) -> list[QImage]:
    images = pdf_pages(path)
    for number, image in enumerate(images, 1):
        assert image.save(f"/tmp/printout_{name}_{number}.png")  # looked at (issue 21)
    return images


def test_a_sign_in_sheet_lists_every_name_with_room_to_sign(qtbot: QtBot, tmp_path: Path
                                                            ) -> None:
    rows = [SignInRow(f"Player {n:02}", number=100 + n) for n in range(1, 65)]
    rows.append(SignInRow("Dee", number=7, note="first in line (S7-2)"))
    path = tmp_path / "sign-in.pdf"
    pages = write_pdf(sign_in_sheet("Friday", FRIDAY, rows), path, "Friday: sign-in")
    text = text_of(path)
    assert pages >= 2 and len(look(path, "sign_in")) == pages  # 65 lines do not fit on one
    assert squeezed("Friday: sign-in") in text and squeezed("65 names") in text
    assert all(squeezed(f"Player {n:02}") in text for n in range(1, 65))
    assert squeezed("first in line (S7-2)") in text and "Signature" in text


def test_seat_cards_are_a_page_each_in_table_order(qtbot: QtBot, tmp_path: Path) -> None:
    cards = [SeatCard("Bob", 2, 1), SeatCard("Ann", 1, 2), SeatCard("Cid", 1, 1)]
    path = tmp_path / "seats.pdf"
    assert write_pdf(seat_cards("Friday", cards), path, "Seat cards") == 3
    look(path, "seat_cards")
    document = QPdfDocument()
    document.load(str(path))
    firsts = [page_text(document, page) for page in range(3)]
    document.close()
    assert ["Cid" in firsts[0], "Ann" in firsts[1], "Bob" in firsts[2]] == [True] * 3
    assert squeezed("Table 1 Seat 1") in firsts[0] and squeezed("Table 2 Seat 1") in firsts[2]


def test_results_and_the_season_table(qtbot: QtBot, tmp_path: Path) -> None:
    results = tmp_path / "results.pdf"
    write_pdf(results_sheet("Friday, tournament 2", FRIDAY, [
        ResultRow(2, "Bob", 0), ResultRow(1, "Ann", 12_000), ResultRow(3, "Cid", 0)]),
        results, "Results")
    text = text_of(results)
    assert text.index("Ann") < text.index("Bob") < text.index("Cid") and "12,000" in text
    look(results, "results")

    season = season_standings([
        TournamentResult(1, FRIDAY, Variant.SERIES7, 4, (
            Finish("Ann", 1), Finish("Bob", 2), Finish("Cid", 3), Finish("Dee", 4))),
        TournamentResult(2, FRIDAY, Variant.SERIES7, 4, (
            Finish("Bob", 1), Finish("Ann", 2), Finish("Dee", 3), Finish("Cid", 4)))],
        SQUARE_ROOT)
    table = tmp_path / "season.pdf"
    write_pdf(season_table("Winter 2026", "1 December 2026 to 28 February 2027",
                           season.rows), table, "Season")
    text = text_of(table)
    assert squeezed("Winter 2026: standings") in text and squeezed("Chips won dealing") in text
    assert text.index(season.rows[0].member) < text.index(season.rows[-1].member)
    look(table, "season")


def test_a_pdf_that_cannot_be_written_is_told(qtbot: QtBot, tmp_path: Path) -> None:
    with pytest.raises(PrintError, match="could not be written"):
        write_pdf(seat_cards("Friday", []), tmp_path / "no-such-folder" / "x.pdf", "x")


def test_a_file_with_no_page_tree_is_not_counted_as_pages(tmp_path: Path) -> None:
    """The page count comes from the PDF's page tree; a file without one is refused in words."""
    path = tmp_path / "not.pdf"
    path.write_bytes(b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n")
    with pytest.raises(PrintError, match="not a PDF that can be read"):
        pages_in(path)


def test_a_printouts_day_is_named_in_the_apps_language(qtbot: QtBot) -> None:
    """The day heading a sheet reads as the English source writes it ("Friday 04 December
    2026") with the app's language installed as English, and names the weekday and month in
    the locale's language under another (issue 24)."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from app import i18n
    from app.ui.translation import ENGLISH, install_language

    assert i18n.day(FRIDAY) == "Friday 04 December 2026"  # nothing installed: the source's
    app = QCoreApplication.instance()
    assert app is not None
    before = QLocale()
    try:
        install_language(app, ENGLISH)
        assert i18n.day(FRIDAY) == "Friday 04 December 2026"
        QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
        assert i18n.day(FRIDAY) == "Freitag 04 Dezember 2026"
        assert "Freitag 04 Dezember 2026" in sign_in_sheet("Friday", FRIDAY, [])
        assert "Freitag 04 Dezember 2026" in results_sheet("Friday", FRIDAY, [])
    finally:
        QLocale.setDefault(before)
        i18n.uninstall()


def test_a_save_dialog_opens_in_the_documents_folder_not_the_working_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 38: the season table's print dialog opened in the program's working folder (its
    suggested name had no folder). Every save and open dialog starts in the person's documents
    folder (home where there is none); started from elsewhere, the same."""
    monkeypatch.chdir(tmp_path)
    suggested = Path(suggested_path("Winter standings.pdf"))
    assert suggested.is_absolute() and suggested.name == "Winter standings.pdf"
    assert suggested.parent == documents_folder() and suggested.parent != tmp_path
    assert documents_folder().is_dir()
    assert Path(suggested_path("")) == documents_folder()
