"""Printouts as PDF files with Qt's own PDF writer (issue 21: no new dependency): the pages of
app/client/printouts.py laid out by Qt's rich text on A4, and rendered back to images with
QtPdf for a look (the tests do; so may a preview)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtPdf import QPdfDocument

RESOLUTION = 300  # dots per inch: type stays sharp on paper
# The page's own margin is none: QTextDocument.print_ leaves 2 cm around the text itself, and
# both together (3.5 cm a side) left a season table's headings too narrow, "Point / s".
MARGIN_MM = 0.0


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
        raise PrintError(f"The PDF could not be written to {path}")
    return _opened(path).pageCount()


def _opened(path: Path) -> QPdfDocument:
    document = QPdfDocument()
    if document.load(str(path)) != QPdfDocument.Error.None_:
        raise PrintError(f"{path} is not a PDF that can be read")
    return document


def pdf_pages(path: Path, width: int = 800) -> list[QImage]:
    """Each page of the PDF at `path` as an image `width` pixels wide (a look at a printout)."""
    document = _opened(path)
    images = []
    for page in range(document.pageCount()):
        size = document.pagePointSize(page)
        height = round(width * size.height() / size.width())
        images.append(document.render(page, QSizeF(width, height).toSize()))
    document.close()
    return images
