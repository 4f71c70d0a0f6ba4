"""Where a file dialog opens: the person's documents folder (their home where the system names
none), never the program's working folder, which is wherever it was started from (issue 38:
the season table's print dialog opened there)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths


def documents_folder() -> Path:
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(found) if found else Path.home()
    return folder if folder.is_dir() else Path.home()


def suggested_path(name: str) -> str:
    """The path a save dialog suggests for a file called `name`: in the documents folder."""
    return str(documents_folder() / name) if name else str(documents_folder())
