"""The keyboard at the table: the focus stays on the control you moved it to.

The table takes the keyboard itself (H, S, D, P and Space for the default), and gives it up
only to a control you moved the focus to: the chat box, or a button reached with Tab, which
Space then presses (its ring shows it). Buttons take the focus from Tab alone, so a click with
the mouse leaves Space to the table; and when the control that held the focus goes (a button
of a question answered), the table takes the focus back rather than Qt handing it on to the
next control in the chain, the chat box, where the next key would be typed.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QWidget

from app.engine.actions import Action

# The table's keys for its plays, the drills' too (issue 38: S stood at the table, only Alt+S
# in the drills); R and F mean whichever of their actions is offered.
KEYS = {
    Qt.Key.Key_H: (Action.HIT, Action.DEALER_HIT),
    Qt.Key.Key_S: (Action.STAND, Action.DEALER_STAND),
    Qt.Key.Key_D: (Action.DOUBLE,),
    Qt.Key.Key_P: (Action.SPLIT,),
    Qt.Key.Key_R: (Action.SURRENDER, Action.RAISE),
    Qt.Key.Key_F: (Action.FOLD, Action.DEALER_FOLD),
    Qt.Key.Key_I: (Action.INSURANCE,),
    Qt.Key.Key_C: (Action.CHECK,),
}


def focus_by_tab_only(buttons: Iterable[QAbstractButton]) -> None:
    for button in buttons:
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)


def hold_focus(view: QWidget, focused: QWidget | None) -> None:
    """After `view` changed its controls: the focus stays on `focused` (where it was before)
    if that is still a control of `view` to be seen; else `view` takes it."""
    if not view.isVisible():
        return
    if focused is not None and focused is not view and view.isAncestorOf(focused) \
            and focused.isVisible() and focused.isEnabled():
        if not focused.hasFocus():
            focused.setFocus()
        return
    view.setFocus()
