"""Playing local games at the table in Qt tests: fast options, and the play buttons shown."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from app.client.options import LocalOptions
from app.engine.actions import Action
from app.engine.rules import Variant
from app.ui.main_window import MainWindow


def fast(variant: str, bots: int, **more: object) -> LocalOptions:
    return LocalOptions(variant=Variant(variant), name="Tess", bots=bots, speedup=2000.0,
                        bet_seconds=30.0, decision_seconds=30.0, **more)  # type: ignore[arg-type]


def visible_actions(window: MainWindow) -> list[tuple[Action, QPushButton]]:
    return [(action, button) for action, button in window.table.buttons.items()
            if button.isVisible()]
