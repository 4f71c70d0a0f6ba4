"""Settings in a window of their own (ui/settings_dialog.ui) over whatever is open: the table
stays in view and plays on behind them (issue 19), and a change applied shows there at once.

The settings page itself is app/ui/settings_view.py; `use_settings` hands settings to the
pages that have been made (a page made later takes them as it is made).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QWidget

from app.ui.forms.ui_settings_dialog import Ui_settings_dialog
from app.ui.settings import Settings

if TYPE_CHECKING:
    from app.ui.history_view import HistoryView
    from app.ui.table_view import TableView


class SettingsDialog(QDialog):
    """Not modal: a bet or a decision asked while it is open can be answered at the table."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_settings_dialog()
        self.ui.setupUi(self)
        self.view = self.ui.settings_view
        self.view.set_settings(settings)

    def open_with(self, settings: Settings) -> None:
        """Show the settings in use (not edits left unapplied last time), raised if open."""
        if not self.isVisible():
            self.view.set_settings(settings)
        self.show()
        self.raise_()
        self.activateWindow()


def use_settings(settings: Settings, new_look: bool, table: TableView | None,
                 history: HistoryView | None) -> None:
    """`settings` to the table and the replay felt, where made; `new_look`: a new theme or
    deck, so the cards and the sounds are loaded again and what is shown redrawn."""
    from app.resources import theme_dir
    from app.ui.felt import Theme

    if table is not None:
        table.speed = settings.duration_multiplier
        if table.sounds is not None:
            if new_look:
                from app.ui.sounds import Sounds

                table.sounds = Sounds(theme_dir(settings.theme) / "sounds",
                                      player=table.sounds.player)
            table.sounds.muted = not settings.sound_on
            table.sounds.volume = settings.volume / 100
        if new_look:
            table.ui.felt_view.set_theme(Theme(theme_dir(settings.theme),
                                               settings.four_colour_deck))
            table.redraw()
    if history is not None:
        history.ui.replay_felt.speed = settings.duration_multiplier
        if new_look:
            history.ui.replay_felt.set_theme(Theme(theme_dir(settings.theme),
                                                   settings.four_colour_deck))
            history.go_to(history.step)
