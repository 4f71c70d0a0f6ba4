"""The window's look: one style sheet whose sizes follow the system's font and the window.

Sizes are written in `em` (the system font's size, so a person who set a larger font gets
larger text) and `px`; both are multiplied by the window's scale, so text and controls grow
with the window: at 1280x800 the scale is 1, at 1920x1080 1.4, on a 4K screen up to 2.5.
The scale moves in steps of 0.1, so a window being dragged larger is restyled a few times,
not at every pixel. `apply_style` sets the sheet on a window: the sheet is Qt's, and so is
this module. Every control that takes the focus shows it with a ring in the look's focus
colour (a button's ring is there unfocused too, transparent, so the button does not move).
Its colours are one of LOOKS: the green felt, a dark one, a high-contrast one; the default
setting follows the system's light or dark mode (QStyleHints.colorScheme()), and its
high-contrast preference (QAccessibilityHints.contrastPreference()) before either.
"""

from __future__ import annotations

import re
from string import Template

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from app.resources import resources_dir

BASE_WIDTH, BASE_HEIGHT = 1280, 800  # the size at which the scale is 1
SMALLEST, LARGEST = 0.8, 2.5

# The window's colours, one set per look. "felt" is Pitboss's own green table; "dark" a
# neutral dark grey for a system in dark mode; "high_contrast" white and yellow on black with
# thick borders, for low vision (text to background well over WCAG's 7:1). A disabled button's
# outline ("disabled_border") is its own fill where the window shows it anyway, and never
# the focus colour; a field's ring ("focus_field") stands out from the field it frames.
LOOKS: dict[str, dict[str, str]] = {
    "felt": {
        "window": "#0e3b27", "panel": "#0a2c1d", "group": "#0b3221", "list": "#06241a",
        "list_border": "#1b4332", "line": "#2d6a4f", "text": "#f5f0e1", "subtle": "#d9cfa8",
        "accent": "#e9c46a", "accent_hover": "#f4d58d", "button_text": "#1b1b1b",
        "warning": "#ffb4a2", "alarm": "#9b2226", "focus": "#ffffff", "disabled": "#52796f",
        "disabled_text": "#cad2c5", "disabled_border": "#52796f",
        "field": "#ffffff", "focus_field": "#1f6feb", "field_text": "#1b1b1b", "border": "1px",
        "selected_text": "#ffffff",
    },
    "dark": {
        "window": "#1e1f22", "panel": "#18191b", "group": "#26282c", "list": "#141517",
        "list_border": "#3a3d42", "line": "#4a4f57", "text": "#e8e6e3", "subtle": "#b9b6b0",
        "accent": "#e9c46a", "accent_hover": "#f4d58d", "button_text": "#1b1b1b",
        "warning": "#ffb4a2", "alarm": "#9b2226", "focus": "#ffffff", "disabled": "#3a3d42",
        "disabled_text": "#a0a4aa", "disabled_border": "#3a3d42",
        "field": "#2b2d31", "focus_field": "#ffffff", "field_text": "#e8e6e3", "border": "1px",
        "selected_text": "#ffffff",
    },
    "high_contrast": {
        "window": "#000000", "panel": "#000000", "group": "#000000", "list": "#000000",
        "list_border": "#ffffff", "line": "#ffffff", "text": "#ffffff", "subtle": "#ffffff",
        "accent": "#ffff00", "accent_hover": "#ffffff", "button_text": "#000000",
        "warning": "#ffff00", "alarm": "#000000", "focus": "#00ffff", "disabled": "#000000",
        "disabled_text": "#c0c0c0", "disabled_border": "#c0c0c0",
        "field": "#000000", "focus_field": "#00ffff", "field_text": "#ffffff", "border": "2px",
        # On the white of a chosen row, black: cyan on white is barely a third of 4.5:1.
        "selected_text": "#000000",
    },
}
DEFAULT_LOOK = "felt"
SYSTEM = "system"  # the setting that follows the system's scheme and contrast
LOOK_CHOICES = (SYSTEM, *LOOKS)

STYLE = Template("""
QWidget { font-size: 1em; }
QMainWindow, QDialog, QWidget#lobby_view, QWidget#table_view, QWidget#history_view,
QWidget#settings_view, QWidget#league_view { background-color: $window; }
QWidget#side_panel { background-color: $panel; min-width: 260px; max-width: 380px; }
QLabel { color: $text; }
QLabel#title_label { font-size: 4.4em; font-weight: bold; color: $accent; }
QWidget#settings_view QLabel#title_label { font-size: 1.6em; }
QLabel#subtitle_label { font-size: 1.45em; color: $subtle; }
QLabel#message_label, QLabel#audio_warning_label { color: $warning; font-weight: bold; }
QLabel#banner_label { background-color: $alarm; color: white; padding: 6px; font-weight: bold;
    border: $border solid $focus; }
QLabel#prompt_label { font-size: 1.55em; color: $accent; padding: 4px; }
QLabel#clock_label { font-size: 3.3em; font-weight: bold; color: $text; }
QLabel#level_label, QLabel#advice_label { font-size: 1.2em; }
QLabel#standings_title_label, QLabel#log_title_label, QLabel#chat_title_label {
    color: $accent; font-weight: bold; }
QLabel#history_title_label, QLabel#league_title_label, QLabel#drill_title_label {
    color: $accent; font-size: 1.6em; font-weight: bold; }
QLabel#kind_of_spot_label { color: $accent; font-weight: bold; }
QLabel#question_label { font-size: 1.45em; }
QLabel#result_label { font-size: 1.2em; }
QLabel#message_label[refused="false"] { color: $accent; }
QLabel#step_label { color: $accent; font-size: 1.2em; font-weight: bold; }
QCheckBox, QRadioButton { color: $text; spacing: 8px; padding: 2px;
    border: 2px solid transparent; border-radius: 4px; }
QCheckBox:disabled, QRadioButton:disabled { color: $disabled_text; }
QCheckBox:focus, QRadioButton:focus { color: $accent; border-color: $focus; }
QCheckBox::indicator { width: 18px; height: 18px; border: 2px solid $text;
    border-radius: 3px; background-color: $field; }
QCheckBox::indicator:checked { background-color: $accent; border-color: $accent;
    image: url($check); }
QCheckBox::indicator:disabled { border-color: $disabled_text; background-color: $disabled; }
QGroupBox { color: $accent; font-weight: bold; font-size: 1.45em;
    border: $border solid $line; border-radius: 8px; margin-top: 14px;
    padding: 14px 10px 10px 10px; background-color: $group; }
QGroupBox::title { subcontrol-origin: margin; left: 12px; padding: 0 6px; }
QTabWidget::pane { border: $border solid $line; border-radius: 8px; background-color: $group;
    padding: 10px; }
QTabBar::tab { background-color: $panel; color: $subtle; font-weight: bold; font-size: 1.45em;
    padding: 4px 16px; border: $border solid $line; border-bottom: none;
    border-top-left-radius: 8px; border-top-right-radius: 8px; margin-right: 4px; }
QTabBar::tab:selected { background-color: $group; color: $accent; }
QTabBar::tab:focus { border: 3px solid $focus; border-bottom: none; }
QListWidget, QTreeWidget, QTableWidget, QTextBrowser { background-color: $list; color: $text;
    border: $border solid $list_border; }
QListWidget:focus, QTreeWidget:focus, QTableWidget:focus, QTextBrowser:focus {
    border: 3px solid $focus; }
QSlider { border: 2px solid transparent; border-radius: 4px; }
QSlider:focus { border-color: $focus; }
QListWidget::item:selected, QTreeWidget::item:selected, QTableWidget::item:selected {
    background-color: $line; color: $selected_text; }
QTableWidget { gridline-color: $list_border; }
QMenuBar { background-color: $panel; color: $text; }
QMenuBar::item { background: transparent; padding: 3px 8px; }
QMenuBar::item:selected, QMenuBar::item:pressed { background-color: $line; color: $selected_text; }
QMenu { background-color: $panel; color: $text; border: $border solid $line; }
QMenu::item { padding: 4px 24px 4px 16px; }  /* px: a menu item's padding ignores pt */
QMenu::item:selected { background-color: $line; color: $selected_text; }
QMenu::item:disabled { color: $disabled_text; }
QMenu::separator { height: 1px; background: $line; margin: 3px 6px; }
QToolTip { background-color: $panel; color: $text; border: $border solid $line; }
QScrollBar:vertical { background: $list; width: 12px; }
QScrollBar::handle:vertical { background: $line; border-radius: 5px; min-height: 24px; }
QScrollBar:horizontal { background: $list; height: 12px; }
QScrollBar::handle:horizontal { background: $line; border-radius: 5px; min-width: 24px; }
QHeaderView::section { background-color: $group; color: $accent; border: none;
    padding: 4px; font-weight: bold; }
QPushButton { background-color: $accent; color: $button_text; border-radius: 6px;
    padding: 5px 13px; font-weight: bold; font-size: 1.35em;
    border: 3px solid transparent; background-clip: padding; }
QPushButton:hover { background-color: $accent_hover; }
QPushButton:focus { border-color: $focus; }
QPushButton:disabled { background-color: $disabled; color: $disabled_text;
    border-color: $disabled_border; }
QLineEdit, QSpinBox, QComboBox { padding: 4px; font-size: 1.35em; background-color: $field;
    color: $field_text; border: $border solid $line; border-radius: 3px; }
QLineEdit:focus, QSpinBox:focus, QComboBox:focus { border: 3px solid $focus_field; }
QLineEdit:disabled, QSpinBox:disabled, QComboBox:disabled { background-color: $disabled;
    color: $disabled_text; }
QSpinBox { padding-right: 26px; }
QSpinBox::up-button, QSpinBox::down-button { subcontrol-origin: border; width: 24px;
    border-left: $border solid $line; background-color: $field; }
QSpinBox::up-button { subcontrol-position: top right; }
QSpinBox::down-button { subcontrol-position: bottom right; }
QSpinBox::up-button:hover, QSpinBox::down-button:hover { background-color: $accent_hover; }
QSpinBox::up-arrow { image: url($arrow_up); width: 12px; height: 12px; }
QSpinBox::down-arrow { image: url($arrow_down); width: 12px; height: 12px; }
QComboBox { padding-right: 26px; }
QComboBox::drop-down { subcontrol-origin: border; subcontrol-position: center right;
    width: 24px; border-left: $border solid $line; }
QComboBox::down-arrow { image: url($arrow_down); width: 12px; height: 12px; }
QSpinBox::up-arrow:disabled, QSpinBox::up-arrow:off, QSpinBox::down-arrow:disabled,
QSpinBox::down-arrow:off { image: none; }
QComboBox QAbstractItemView { background-color: $field; color: $field_text;
    selection-background-color: $line; selection-color: $selected_text; }
""")

_SIZE = re.compile(r"(\d+(?:\.\d+)?)(em|px)\b")


def text_scale(width: int, height: int) -> float:
    """How much larger than at 1280x800 text and controls are in a window this size."""
    scale = min(width / BASE_WIDTH, height / BASE_HEIGHT)
    return round(min(max(scale, SMALLEST), LARGEST), 1)


def look_for(choice: str, scheme: Qt.ColorScheme | None = None,
             contrast: Qt.ContrastPreference | None = None) -> str:
    """The look a setting stands for: "system" follows the system (`scheme` and `contrast`,
    else the running application's QStyleHints): high contrast when the system asks for it,
    else "dark" when its scheme is dark, else the felt; an unknown name is the felt."""
    if choice == SYSTEM:
        hints = QGuiApplication.styleHints() if QGuiApplication.instance() is not None else None
        if contrast is None:
            contrast = hints.accessibility().contrastPreference() if hints is not None \
                else Qt.ContrastPreference.NoPreference
        if scheme is None:
            scheme = hints.colorScheme() if hints is not None else Qt.ColorScheme.Unknown
        if contrast == Qt.ContrastPreference.HighContrast:
            return "high_contrast"
        return "dark" if scheme == Qt.ColorScheme.Dark else DEFAULT_LOOK
    return choice if choice in LOOKS else DEFAULT_LOOK


_chosen = SYSTEM  # the look setting in force: what `apply_style` uses unless told


def choose_look(choice: str) -> None:
    """The look setting from now on ("system", or one of LOOKS), for every `apply_style`."""
    global _chosen
    _chosen = choice if choice in LOOK_CHOICES else SYSTEM


def chosen_look() -> str:
    return _chosen


def style_sheet(font_points: float, scale: float, look: str = DEFAULT_LOOK) -> str:
    """STYLE in `look`'s colours, its sizes worked out for a system font of `font_points` and
    `scale`."""

    def size(match: re.Match[str]) -> str:
        value = float(match[1])
        if match[2] == "em":
            return f"{value * font_points * scale:.1f}pt"
        return f"{max(1, round(value * scale))}px"

    colours = LOOKS.get(look, LOOKS[DEFAULT_LOOK])
    icons = resources_dir() / "icons"
    # Qt draws a styled spin box's arrows only from images: dark ones on a light field.
    tone = "light" if QColor(colours["field"]).lightness() < 128 else "dark"
    return _SIZE.sub(size, STYLE.substitute(
        colours, check=(icons / "check.svg").as_posix(),
        arrow_up=(icons / f"arrow-up-{tone}.svg").as_posix(),
        arrow_down=(icons / f"arrow-down-{tone}.svg").as_posix()))


def apply_style(window: QWidget, scale: float, look: str | None = None) -> None:
    """The window styled at `scale` for the system's font (9 points where it has no size), in
    `look` (by default the chosen look setting's, which follows the system's dark mode until
    one is chosen)."""
    points = QApplication.font().pointSizeF()
    window.setStyleSheet(style_sheet(points if points > 0 else 9.0, scale,
                                     look or look_for(_chosen)))
