"""Printouts as PDF files with Qt's own PDF writer (issue 21: no new dependency): the pages of
app/client/printouts.py laid out by Qt's rich text on A4. Reading a PDF back (QtPdf) is the
tests' business, not the app's: QtPdf is 4.7 MiB of a frozen bundle (issue 24's size goal), and
the app needs only the count of pages it wrote, which the file's own page tree says."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from app.i18n import Context, arg

print_words = Context("print_words")

RESOLUTION = 300  # dots per inch: type stays sharp on paper
# The page's own margin is none: QTextDocument.print_ leaves 2 cm around the text itself, and
# both together (3.5 cm a side) left a season table's headings too narrow, "Point / s".
MARGIN_MM = 0.0
# The root of a PDF's page tree and the number of pages under it ("/Type /Pages ... /Count 9"),
# as Qt's writer puts it: one dictionary, written in clear.
_PAGE_TREE = re.compile(rb"/Type\s*/Pages\b[^>]*?/Count\s+(\d+)")


class PrintError(OSError):
    """The PDF could not be written (a folder that is not there, a full disk...)."""


def write_pdf(html: str, path: Path, title: str) -> int:
    """Lay `html` out on A4 pages into the PDF at `path`; the number of pages."""
    writer = QPdfWriter(str(path))
    writer.setTitle(title)
    writer.setCreator("Pitboss")
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                     QPageLayout.Orientation.Portrait,
                                     QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                                     QPageLayout.Unit.Millimeter))
    document = QTextDocument()
    document.setHtml(html)
    # No page size of its own: print_ lays the pages out at the writer's resolution, so a
    # point is a point on paper (a size in device pixels would shrink the type threefold).
    document.print_(writer)
    del writer  # the file is finished when the writer goes
    if not path.is_file() or path.stat().st_size == 0:
        raise PrintError(arg(print_words.tr("The PDF could not be written to %1"), path))
    return pages_in(path)


def pages_in(path: Path) -> int:
    """The pages of the PDF that Qt's writer left at `path`, as its page tree counts them."""
    found = _PAGE_TREE.search(path.read_bytes())
    if found is None:
        raise PrintError(arg(print_words.tr("%1 is not a PDF that can be read"), path))
    return int(found[1])
