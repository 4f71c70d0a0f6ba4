"""The Settings view: edits a `Settings` and hands it out on Apply; its owner stores and uses it."""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QDate, QEvent, QLocale, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QValidator
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QWidget

from app.client.updates import UpdateAnswer
from app.i18n import Context, arg, translatable
from app.resources import DEFAULT_THEME, theme_dir
from app.ui.felt import CARD_ASPECT, felt_colour
from app.ui.forms.ui_settings_view import Ui_settings_view
from app.ui.settings import (
    AnimationSpeed,
    Settings,
    available_themes,
    read_manifest,
    theme_display_name,
    valid_player_name,
)
from app.ui.style import LOOK_CHOICES, SYSTEM, choose_look, look_for
from app.ui.translation import (
    LANGUAGE_CHOICES,
    LANGUAGES,
    language_for,
    locale_for,
    running_language,
)

log = logging.getLogger("pitboss.settings")
settings_words = Context("settings_words")

# The ace of spades and king of hearts look the same in both decks (spades stay black, hearts red),
# so a diamond and a club follow them: without those the four-colour box would change nothing you
# could see.
PREVIEW_CARDS = ("AS", "KH", "QD", "JC")
CARD_GAP = 0.1  # between two cards, as a fraction of a card's width
PREVIEW_MARGIN = 0.06  # around the cards, as a fraction of the preview's shorter side
SAMPLE_CHIPS = 12345

# The window's looks (app/ui/style.py), as the Colours list names them.
LOOK_LABELS: dict[str, str] = {
    SYSTEM: translatable("settings_words", "Follow the system"),
    "felt": translatable("settings_words", "Green felt"),
    "dark": translatable("settings_words", "Dark"),
    "high_contrast": translatable("settings_words", "High contrast"),
}
# The same looks inside a sentence, "Follow the system (now: green felt)": a language that
# capitalizes its nouns keeps them so, where lower-casing the names above would not.
LOOK_NOW: dict[str, str] = {
    "felt": translatable("settings_words", "green felt"),
    "dark": translatable("settings_words", "dark"),
    "high_contrast": translatable("settings_words", "high contrast"),
}
NO_AUDIO = translatable("settings_words",
                        "No sound device was found: sounds stay silent until one is connected "
                        "(the turn alert still flashes the window).")

# The sound outputs there are now (tests give their own).
AudioOutputs = Callable[[], Sequence[object]]
# Asks the release feed for a newer version (tests give a feed of their own).
UpdateCheck = Callable[[], Awaitable[UpdateAnswer]]


async def release_feed_check() -> UpdateAnswer:
    """The update check against the release feed (or PITBOSS_UPDATE_FEED's)."""
    from app.client import updates

    return await updates.check(updates.configured_feed(), updates.state_dir())


def system_audio_outputs() -> Sequence[object]:
    from PySide6.QtMultimedia import QMediaDevices  # (here: only Settings needs it)

    return QMediaDevices.audioOutputs()


_SPEED_LABELS: dict[AnimationSpeed, str] = {
    AnimationSpeed.OFF: translatable("settings_words", "Off (changes show at once)"),
    AnimationSpeed.FAST: translatable("settings_words", "Fast"),
    AnimationSpeed.NORMAL: translatable("settings_words", "Normal"),
    AnimationSpeed.SLOW: translatable("settings_words", "Slow"),
}


def card_folder(theme: str, four_colour: bool) -> Path:
    """The folder of a theme's card faces, two- or four-colour, as its manifest names it."""
    key, fallback = (
        ("four_colour_cards", "cards-four-colour") if four_colour else ("cards", "cards")
    )
    manifest = read_manifest(theme) or {}
    name = manifest.get(key)
    # Only a plain folder name: the manifest is data, and "../x" would leave the theme.
    if not isinstance(name, str) or not name or "/" in name or "\\" in name or name in {".", ".."}:
        name = fallback
    return theme_dir(theme) / name


def _card_grid(count: int, width: float, height: float) -> tuple[int, float]:
    """(columns, card width) of the grid that shows `count` cards the largest in width x height.

    One row on a wide preview, two or more on a squarer one: a single row of four cards would
    leave most of a squarish preview empty felt.
    """
    best = (max(count, 1), 0.0)
    for rows in range(1, max(count, 1) + 1):
        columns = math.ceil(max(count, 1) / rows)
        across = width / (columns + (columns - 1) * CARD_GAP)
        down = height / (rows + (rows - 1) * CARD_GAP) / CARD_ASPECT
        card_width = max(min(across, down), 1.0)
        if card_width > best[1]:
            best = (columns, card_width)
    return best


def render_card_preview(
    svgs: Sequence[Path], size: QSize, device_pixel_ratio: float, felt: QColor
) -> QPixmap:
    """Cards side by side on felt, filling `size` (logical pixels).

    The pixmap has `size` times the device pixel ratio in real pixels and is drawn from the vectors
    at that resolution, so it is crisp on a high-DPI screen rather than a scaled-up bitmap.
    """
    width, height = max(size.width(), 1), max(size.height(), 1)
    pixmap = QPixmap(round(width * device_pixel_ratio), round(height * device_pixel_ratio))
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)

    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    margin = min(width, height) * PREVIEW_MARGIN
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(felt)
    painter.drawRoundedRect(QRectF(0, 0, width, height), margin / 2, margin / 2)

    columns, card_width = _card_grid(len(svgs), width - 2 * margin, height - 2 * margin)
    rows = math.ceil(len(svgs) / columns) if svgs else 1
    card_height = card_width * CARD_ASPECT
    gap = card_width * CARD_GAP
    left = (width - (columns * card_width + (columns - 1) * gap)) / 2
    top = (height - (rows * card_height + (rows - 1) * gap)) / 2
    radius = card_width * 0.06
    for index, svg in enumerate(svgs):
        row, column = divmod(index, columns)
        target = QRectF(
            left + column * (card_width + gap),
            top + row * (card_height + gap),
            card_width,
            card_height,
        )
        # A soft shadow lifts the white cards off the felt.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(target.translated(radius * 0.5, radius * 0.8), radius, radius)
        renderer = QSvgRenderer(str(svg))
        if renderer.isValid():
            renderer.render(painter, target)
        else:
            # A missing card must not break the view: an outline says where it should be.
            log.warning("card %s could not be drawn", svg)
            painter.setPen(QPen(QColor("#f5f0e1"), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(target, radius, radius)
    painter.end()
    return pixmap


def locale_sample(locale: QLocale, date: QDate) -> str:
    """A chip count and a date as `locale` writes them: "12,345 chips · Thursday, 3 December 2026"
    in British English, "12.345 chips · Donnerstag, 3. Dezember 2026" in German."""
    chips = locale.toString(SAMPLE_CHIPS)
    # The count is written by `locale`, not the app's: a fixed sample, so no plural forms.
    return arg(settings_words.tr("%1 chips · %2", "a sample of 12345 chips and a date"), chips,
               locale.toString(date, QLocale.FormatType.LongFormat))


class PlayerNameValidator(QValidator):
    """Lets through only what the host will accept as a name, by the host's own pattern.

    Not a QRegularExpressionValidator: PCRE's `\\w` and Python's differ (combining marks), and
    a name the edit accepts must be one `Settings` accepts too.
    """

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        valid = valid_player_name(text.strip())
        return (QValidator.State.Acceptable if valid else QValidator.State.Invalid), text, pos


class SettingsView(QWidget):
    """Holds its form (ui/settings_view.ui) by composition, as `self.ui`.

    `applied` carries the new `Settings` when the player presses Apply; saving them
    (`save_settings`) and using them is the owner's job, so the view can be tested on its own.
    """

    applied = Signal(object)

    def __init__(self, parent: QWidget | None = None, settings: Settings | None = None,
                 audio_outputs: AudioOutputs | None = None,
                 update_check: UpdateCheck | None = None) -> None:
        """`audio_outputs` replaces QMediaDevices.audioOutputs() (tests say what there is);
        `update_check` the check against the release feed (tests serve a feed of their own)."""
        super().__init__(parent)
        self.audio_outputs: AudioOutputs = audio_outputs or system_audio_outputs
        self.update_check: UpdateCheck = update_check or release_feed_check
        # The check "Check now" started, while it runs or once done.
        self.update_task: asyncio.Task[UpdateAnswer] | None = None
        self.ui = Ui_settings_view()
        self.ui.setupUi(self)
        self._applied = Settings()  # what Apply last handed out: Apply is enabled only for a change
        self.preview_folder: Path = card_folder(DEFAULT_THEME, False)

        self._fill_choices()
        self.ui.player_name_edit.setValidator(PlayerNameValidator(self))
        # Room for "100%", so the slider does not jump as the number gets a digit longer.
        metrics = self.ui.volume_value_label.fontMetrics()
        self.ui.volume_value_label.setMinimumWidth(
            metrics.horizontalAdvance(arg(self.tr("%1%", "the volume"), 100)))
        self._show_locale(QLocale(), QDate.currentDate())  # the app's (app/ui/translation.py)
        self.check_audio()
        if audio_outputs is None:  # a device plugged in or pulled out while Settings is open
            from PySide6.QtMultimedia import QMediaDevices

            self._media_devices = QMediaDevices(self)
            self._media_devices.audioOutputsChanged.connect(self.check_audio)

        self.ui.sound_check.toggled.connect(self._on_sound_toggled)
        self.ui.volume_slider.valueChanged.connect(self._on_volume_changed)
        self.ui.animation_combo.currentIndexChanged.connect(self._on_edited)
        self.ui.four_colour_check.toggled.connect(self._on_look_changed)
        self.ui.theme_combo.currentIndexChanged.connect(self._on_look_changed)
        self.ui.look_combo.currentIndexChanged.connect(self._on_edited)
        self.ui.language_combo.currentIndexChanged.connect(self._on_edited)
        self.ui.language_combo.currentIndexChanged.connect(self._show_language_note)
        self.ui.player_name_edit.textChanged.connect(self._on_edited)
        self.ui.updates_check.toggled.connect(self._on_edited)
        self.ui.check_now_button.clicked.connect(self._on_check_now)
        self.ui.update_answer_label.setVisible(False)
        self.ui.apply_button.clicked.connect(self.apply)
        self.ui.reset_button.clicked.connect(self.reset)
        # The preview is drawn for the label's size and screen, so it is redrawn when they change.
        self.ui.card_preview_label.installEventFilter(self)

        self.set_settings(settings if settings is not None else Settings())

    # ---- the public face -------------------------------------------------------------------------

    def set_settings(self, settings: Settings) -> None:
        """Show `settings` in the controls; they are what Apply compares against from now on."""
        self._applied = settings
        self._show(settings)

    def settings(self) -> Settings:
        """The settings as the controls show them now (applied or not)."""
        speed = self.ui.animation_combo.currentData()
        theme = self.ui.theme_combo.currentData()
        look = self.ui.look_combo.currentData()
        language = self.ui.language_combo.currentData()
        return Settings(
            sound_on=self.ui.sound_check.isChecked(),
            volume=self.ui.volume_slider.value(),
            animation_speed=AnimationSpeed(speed) if speed else AnimationSpeed.NORMAL,
            four_colour_deck=self.ui.four_colour_check.isChecked(),
            theme=theme if isinstance(theme, str) else DEFAULT_THEME,
            player_name=self.ui.player_name_edit.text().strip(),
            look=look if look in LOOK_CHOICES else SYSTEM,
            language=language if language in LANGUAGE_CHOICES else SYSTEM,
            check_updates=self.ui.updates_check.isChecked(),
        )

    def apply(self) -> None:
        """Hand out the edited settings (`applied`) and make them the new starting point."""
        settings = self.settings()
        self._applied = settings
        self._update_apply_button()
        choose_look(settings.look)  # the window's next styling takes it (app/ui/style.py)
        self.applied.emit(settings)

    def check_audio(self) -> bool:
        """Whether there is a sound device; without one, Settings says so under Sound."""
        try:
            found = bool(self.audio_outputs())
        except Exception:  # a multimedia back end that fails to start is no device either
            log.warning("the sound devices could not be listed", exc_info=True)
            found = False
        self.ui.audio_warning_label.setText("" if found else settings_words.tr(NO_AUDIO))
        self.ui.audio_warning_label.setVisible(not found)
        return found

    async def check_now(self) -> UpdateAnswer:
        """Ask the feed now and show its answer under the button (the check runs in a thread:
        the windows go on meanwhile)."""
        self._show_checking()
        try:
            answer = await self.update_check()
        finally:
            self.ui.check_now_button.setEnabled(True)
        self.ui.update_answer_label.setText(answer.message)
        return answer

    def _show_checking(self) -> None:
        self.ui.check_now_button.setEnabled(False)  # one check at a time
        self.ui.update_answer_label.setText(self.tr("Checking for updates..."))
        self.ui.update_answer_label.setVisible(True)

    def _on_check_now(self) -> None:
        if self.update_task is None or self.update_task.done():
            self._show_checking()  # at once, before the loop starts the check
            self.update_task = asyncio.ensure_future(self.check_now())

    def reset(self) -> None:
        """Put the defaults in the controls; like any edit, they take effect on Apply."""
        self._show(Settings())

    # ---- drawing ---------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.ui.card_preview_label and event.type() in (
            QEvent.Type.Resize,
            QEvent.Type.DevicePixelRatioChange,
        ):
            self._update_preview()
        return super().eventFilter(watched, event)

    def _fill_choices(self) -> None:
        # Filled here, not in the form: the enum and the theme folders are the lists' one source.
        for speed in AnimationSpeed:
            self.ui.animation_combo.addItem(settings_words.tr(_SPEED_LABELS[speed]), speed.value)
        themes = available_themes()
        if DEFAULT_THEME not in themes:
            # Never an empty list: the default still names a theme, even if its art is missing.
            log.warning("the default theme %r was not found under resources/themes", DEFAULT_THEME)
            themes.insert(0, DEFAULT_THEME)
        for theme in themes:
            self.ui.theme_combo.addItem(theme_display_name(theme), theme)
        for look in LOOK_CHOICES:
            label = settings_words.tr(LOOK_LABELS[look])
            if look == SYSTEM:  # says what following the system gives now
                label = arg(self.tr("%1 (now: %2)"), label,
                            settings_words.tr(LOOK_NOW[look_for(SYSTEM)]))
            self.ui.look_combo.addItem(label, look)
        # Each language named in itself, as a language list names them; the system's says which.
        system = LANGUAGES[language_for(QLocale.system())]
        self.ui.language_combo.addItem(arg(self.tr("Follow the system (now: %1)"), system), SYSTEM)
        for code, name in LANGUAGES.items():
            self.ui.language_combo.addItem(name, code)

    def _show_language_note(self) -> None:
        """Says when a language chosen differs from the one the windows read in now: it is
        the next start's (docs/decisions/translations.md)."""
        choice = self.ui.language_combo.currentData()
        wanted = language_for(locale_for(choice)) if choice in LANGUAGE_CHOICES \
            else running_language()
        note = self.ui.language_note_label
        note.setText(arg(self.tr("Pitboss changes to %1 the next time it starts."),
                         LANGUAGES[wanted]))
        note.setVisible(wanted != running_language())

    def _show_locale(self, locale: QLocale, date: QDate) -> None:
        self.ui.locale_label.setText(locale_sample(locale, date))
        name = ", ".join(
            n for n in (locale.nativeLanguageName(), locale.nativeTerritoryName()) if n
        )
        self.ui.locale_label.setToolTip(arg(self.tr(
            "Pitboss writes numbers and dates as %1 does: your system's language and region, "
            "or the language chosen above (from the next start)."), name or locale.name()))

    def _show(self, settings: Settings) -> None:
        ui = self.ui
        ui.sound_check.setChecked(settings.sound_on)
        ui.volume_slider.setValue(settings.volume)
        ui.animation_combo.setCurrentIndex(
            ui.animation_combo.findData(settings.animation_speed.value)
        )
        ui.four_colour_check.setChecked(settings.four_colour_deck)
        index = ui.theme_combo.findData(settings.theme)
        if index < 0:
            log.warning("theme %r is not installed; showing %r", settings.theme, DEFAULT_THEME)
            index = max(ui.theme_combo.findData(DEFAULT_THEME), 0)
        ui.theme_combo.setCurrentIndex(index)
        ui.player_name_edit.setText(settings.player_name)
        ui.look_combo.setCurrentIndex(max(ui.look_combo.findData(settings.look), 0))
        ui.language_combo.setCurrentIndex(max(ui.language_combo.findData(settings.language), 0))
        ui.updates_check.setChecked(settings.check_updates)
        # A control set to the value it already had sends no signal, so refresh all that depends
        # on them once here.
        self._on_sound_toggled(settings.sound_on)
        self._on_volume_changed(settings.volume)
        self._on_look_changed()
        self._show_language_note()

    def _update_preview(self) -> None:
        label = self.ui.card_preview_label
        settings = self.settings()
        self.preview_folder = card_folder(settings.theme, settings.four_colour_deck)
        svgs = [self.preview_folder / f"{card}.svg" for card in PREVIEW_CARDS]
        label.setPixmap(
            render_card_preview(
                svgs,
                label.contentsRect().size(),
                label.devicePixelRatioF(),
                felt_colour(read_manifest(settings.theme) or {}),
            )
        )

    def _update_apply_button(self) -> None:
        self.ui.apply_button.setEnabled(self.settings() != self._applied)

    # ---- reactions to the controls -------------------------------------------------------------

    def _on_sound_toggled(self, on: bool) -> None:
        # The volume is kept while sound is off, but there is nothing to adjust.
        self.ui.volume_slider.setEnabled(on)
        self.ui.volume_value_label.setEnabled(on)
        self._on_edited()

    def _on_volume_changed(self, value: int) -> None:
        self.ui.volume_value_label.setText(arg(self.tr("%1%", "the volume"), value))
        self._on_edited()

    def _on_look_changed(self) -> None:
        self._update_preview()
        self._on_edited()

    def _on_edited(self) -> None:
        self._update_apply_button()
