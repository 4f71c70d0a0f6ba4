"""A question's answers are read whole (issue 19): the style sheet once let a message box squeeze
its buttons below their words ("ume Series 7 game n"), and focus widened a button's border so
the focused answer lost a letter."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from app.ui.confirm import ask
from app.ui.main_window import MainWindow


def test_every_answer_fits_its_words(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(1280, 800)
    box = ask(window, "Series 7 game night was stopped before its end. Carry it on?",
              "Resume Series 7 game night", lambda: None,
              details="Resuming keeps its players, chips, levels and clock.",
              other=("Start a new night", lambda: None))
    qtbot.waitExposed(box)
    for name in ("yes_button", "other_button", "cancel_button"):
        button = box.findChild(QPushButton, name)
        assert button is not None
        words = button.fontMetrics().horizontalAdvance(button.text().replace("&", ""))
        assert button.width() >= words + 2 * 16, (name, button.width(), words)
        focused = button.sizeHint().width()
        button.setFocus()
        QApplication.processEvents()  # the focus change drawn (a restyle is an event)
        assert button.sizeHint().width() == focused, "focus changes the button's size"
    box.close()
