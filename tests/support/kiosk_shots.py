"""A kiosk page laid out at a screen's size and saved as a PNG, to be looked at."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.ui.kiosk_view import KioskView

SHOTS = Path("/tmp/tv-shots")


def shot(qtbot: QtBot, window: QWidget, view: KioskView, name: str,
         size: tuple[int, int] = (1920, 1080)) -> Path:
    """`window` (the view or the kiosk window holding it) shown at `size` until its layout
    has settled and the list pages are laid out for their height; saved as SHOTS/name-WxH."""
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(3):
        QApplication.processEvents()
        view.refresh(now=1.0)
    SHOTS.mkdir(exist_ok=True)
    path = SHOTS / f"{name}-{size[0]}x{size[1]}.png"
    assert view.grab().save(str(path))
    return path
