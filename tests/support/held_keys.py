"""A key held down, as the keyboard sends it to a widget that took the focus meanwhile."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget


def held(widget: QWidget, key: Qt.Key, repeats: int = 5) -> None:
    """`key` held down since before `widget` had the focus: what reaches it is the key's
    repeats (X11 sends each as a press and a release), then its last release."""
    text = " " if key == Qt.Key.Key_Space else "\r"
    for _ in range(repeats):
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier,
                                                     text, True))
    QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyRelease, key,
                                             Qt.KeyboardModifier.NoModifier, text, False))
