"""Asking before an act that cannot be taken back (stop a night, void a hand, sudden death).

The question is window-modal and open, not `exec`: the asyncio loop that qasync runs on Qt's own
goes on (the host serves its tables while the director reads), and nothing runs inside a nested
event loop. The answer comes back to a callback; "Cancel" is the default, so Enter never stops a
night by accident. Tests press the buttons by their object names (`yes_button`,
`other_button`, `cancel_button`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from app.i18n import Context

confirm_words = Context("confirm_words")


def ask(parent: QWidget, question: str, yes: str, on_yes: Callable[[], object], *,
        details: str = "", other: tuple[str, Callable[[], object]] | None = None,
        cancel: str | None = None) -> QMessageBox:
    """Ask `question`; `on_yes` runs if the button reading `yes` is pressed, `other[1]` if
    the button reading `other[0]` is; nothing on `cancel` ("Cancel" when None) or Esc.
    Returns the open box."""
    box = QMessageBox(QMessageBox.Icon.Question, "Pitboss", question,
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("question_box")
    box.setInformativeText(details)
    box.setAccessibleName(question)
    answers: dict[object, Callable[[], object]] = {}
    yes_button = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    yes_button.setObjectName("yes_button")
    answers[yes_button] = on_yes
    if other is not None:
        other_button = box.addButton(other[0], QMessageBox.ButtonRole.DestructiveRole)
        other_button.setObjectName("other_button")
        answers[other_button] = other[1]
    cancel_button = box.addButton(cancel if cancel is not None else confirm_words.tr("Cancel"),
                                  QMessageBox.ButtonRole.RejectRole)
    cancel_button.setObjectName("cancel_button")
    box.setDefaultButton(cancel_button)
    box.setEscapeButton(cancel_button)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answered() -> None:
        act = answers.get(box.clickedButton())
        if act is not None:
            act()

    box.finished.connect(answered)
    box.open()
    return box
