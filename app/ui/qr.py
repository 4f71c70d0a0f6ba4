"""QR codes a phone's camera opens: the night's web page on the director's console and on the
kiosk (issue 22). segno makes the code (pure Python, no dependencies); Qt only shows it."""

from __future__ import annotations

import io

import segno
from PySide6.QtGui import QPixmap


def qr_pixmap(text: str, modules_pixels: int = 2) -> QPixmap:
    """`text` as a QR code, dark on light with the quiet zone readers need (four modules)."""
    png = io.BytesIO()
    segno.make(text, error="m").save(png, kind="png", scale=modules_pixels, border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(png.getvalue(), "PNG")
    return pixmap
