"""Settings: stored and read back, a broken file falls back value by value, the view edits them."""

import json
import logging
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QLocale, QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QColor, QImage, QValidator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSlider,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.ui.settings import (
    AnimationSpeed,
    InvalidSetting,
    Settings,
    available_themes,
    load_settings,
    save_settings,
)
from app.ui.settings_view import (
    NO_AUDIO,
    PlayerNameValidator,
    SettingsView,
    locale_sample,
    render_card_preview,
)
from app.ui.style import SYSTEM, choose_look, chosen_look

EDITED = Settings(
    sound_on=False,
    volume=35,
    animation_speed=AnimationSpeed.FAST,
    four_colour_deck=True,
    theme="classic",
    player_name="Ann Lee",
    look="high_contrast",
    language="en",
)


def ini(path: Path, text: str | None = None) -> QSettings:
    """A QSettings on an ini file, first written as `text` (as a hand edit or another program)."""
    if text is not None:
        path.write_text(text, encoding="utf-8")
    return QSettings(str(path), QSettings.Format.IniFormat)


# ---- the value ----------------------------------------------------------------------------------


def test_defaults() -> None:
    settings = Settings()
    assert settings == Settings(True, 70, AnimationSpeed.NORMAL, False, "classic", "")
    assert settings.duration_multiplier == 1.0


def test_animation_speed_gives_the_duration_multiplier() -> None:
    multipliers = [Settings(animation_speed=speed).duration_multiplier for speed in AnimationSpeed]
    assert dict(zip(AnimationSpeed, multipliers, strict=True))[AnimationSpeed.OFF] == 0.0
    assert Settings(animation_speed="fast").duration_multiplier < 1.0  # type: ignore[arg-type]
    assert Settings(animation_speed="slow").duration_multiplier > 1.0  # type: ignore[arg-type]
    # A plain string is stored as the enum, so it equals a Settings built from the enum.
    assert Settings(animation_speed="fast") == Settings(animation_speed=AnimationSpeed.FAST)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "bad",
    [
        {"volume": 101},
        {"volume": -1},
        {"volume": True},
        {"volume": 50.0},
        {"sound_on": 1},
        {"four_colour_deck": "yes"},
        {"animation_speed": "warp"},
        {"theme": "../../etc"},
        {"theme": ""},
        {"player_name": "x" * 25},
        {"player_name": "Ann\n"},
        {"player_name": "<script>"},
        {"look": "neon"},
        {"look": ""},
    ],
    ids=repr,
)
def test_a_bad_value_is_refused_at_construction(bad: dict[str, object]) -> None:
    with pytest.raises(InvalidSetting):
        Settings(**bad)  # type: ignore[arg-type]


# ---- stored and read back -----------------------------------------------------------------------


def test_round_trip_through_an_ini_file(tmp_path: Path) -> None:
    path = tmp_path / "pitboss.ini"
    save_settings(ini(path), EDITED)
    assert path.is_file()
    assert load_settings(ini(path)) == EDITED


def test_values_written_as_text_are_read(tmp_path: Path) -> None:
    # Another process (or the user) wrote the file, so every value comes back as a string.
    settings = ini(
        tmp_path / "by_hand.ini",
        "[settings]\nsound_on=false\nvolume=35\nanimation_speed=fast\n"
        "four_colour_deck=true\ntheme=classic\nplayer_name=Ann Lee\nlook=high_contrast\n"
        "language=en\n",
    )
    assert load_settings(settings) == EDITED


def test_a_missing_file_gives_the_defaults(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    assert load_settings(ini(tmp_path / "never-written.ini")) == Settings()
    assert not caplog.records  # nothing was wrong: no warnings


def test_each_corrupt_value_falls_back_to_its_own_default(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    settings = ini(
        tmp_path / "corrupt.ini",
        "[settings]\nsound_on=maybe\nvolume=250\nanimation_speed=warp\n"
        "four_colour_deck=true\ntheme=../../etc\nplayer_name=a,b\nlanguage=tlh\n",
    )
    with caplog.at_level(logging.WARNING, logger="pitboss.settings"):
        loaded = load_settings(settings)
    # The one good value is kept; every other is its default.
    assert loaded == Settings(four_colour_deck=True)
    warned = " ".join(record.getMessage() for record in caplog.records)
    for key in ("sound_on", "volume", "animation_speed", "theme", "player_name", "language"):
        assert f"settings/{key}" in warned
    assert "settings/four_colour_deck" not in warned


@pytest.mark.parametrize(
    ("key", "text"),
    [
        ("volume", "abc"),
        ("volume", "-1"),
        ("volume", "3_5"),  # int() would take it as 35
        ("volume", ""),
        ("volume", "@Rect(1 2 3 4)"),  # a Qt value type, not a number
        ("sound_on", "2"),
        ("sound_on", "@ByteArray(true)"),
        ("animation_speed", "1,2"),  # an unquoted comma makes a list
        ("theme", "no such/theme"),
        ("player_name", "x" * 40),
    ],
)
def test_a_wrong_typed_value_is_its_default(tmp_path: Path, key: str, text: str) -> None:
    settings = ini(tmp_path / "bad.ini", f"[settings]\n{key}={text}\n")
    assert load_settings(settings) == Settings()


def test_a_garbage_file_never_raises(tmp_path: Path) -> None:
    path = tmp_path / "garbage.ini"
    path.write_bytes(b"\x00\xff\xfe[settings\nvolume=@Variant(\x00\x00\x00\x7f)\n\x89PNG\r\n")
    assert load_settings(ini(path)) == Settings()


# ---- themes -------------------------------------------------------------------------------------


def test_the_classic_theme_is_available() -> None:
    assert "classic" in available_themes()  # `make forms` generates it


def test_only_folders_with_a_manifest_are_themes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    themes = tmp_path / "resources" / "themes"
    for name, manifest in (("dark", True), ("empty", False), ("bad name", True), ("classic", True)):
        (themes / name).mkdir(parents=True)
        if manifest:
            (themes / name / "manifest.json").write_text(json.dumps({"version": 1}))
    assert available_themes() == ["classic", "dark"]


# ---- the view -----------------------------------------------------------------------------------


@pytest.fixture
def view(qtbot: QtBot) -> SettingsView:
    widget = SettingsView()
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def preview(view: SettingsView) -> QImage:
    return view.ui.card_preview_label.pixmap().toImage()


def test_the_view_shows_the_settings_it_is_given(view: SettingsView) -> None:
    view.set_settings(EDITED)
    ui = view.ui
    assert not ui.sound_check.isChecked()
    assert ui.volume_slider.value() == 35
    assert ui.volume_value_label.text() == "35%"
    assert not ui.volume_slider.isEnabled()  # nothing to adjust while sound is off
    assert ui.animation_combo.currentData() == "fast"
    assert ui.four_colour_check.isChecked()
    assert ui.theme_combo.currentData() == "classic"
    assert ui.theme_combo.currentText() == "Classic"  # the manifest's name, not the folder's
    assert ui.player_name_edit.text() == "Ann Lee"
    assert view.settings() == EDITED
    assert not ui.apply_button.isEnabled()  # nothing edited yet


def test_apply_emits_the_edited_settings(qtbot: QtBot, view: SettingsView) -> None:
    ui = view.ui
    assert not ui.apply_button.isEnabled()
    ui.sound_check.click()
    ui.volume_slider.setValue(35)
    ui.animation_combo.setCurrentIndex(ui.animation_combo.findData("fast"))
    ui.four_colour_check.click()
    ui.look_combo.setCurrentIndex(ui.look_combo.findData("high_contrast"))
    ui.language_combo.setCurrentIndex(ui.language_combo.findData("en"))
    qtbot.keyClicks(ui.player_name_edit, "Ann Lee")
    assert ui.apply_button.isEnabled()

    with qtbot.waitSignal(view.applied, timeout=1000) as signal:
        ui.apply_button.click()
    assert signal.args == [EDITED]
    assert chosen_look() == "high_contrast"  # the window's next styling takes it
    choose_look(SYSTEM)
    assert not ui.apply_button.isEnabled()  # applied: nothing new to apply


def test_reset_restores_the_defaults_without_applying(qtbot: QtBot, view: SettingsView) -> None:
    view.set_settings(EDITED)
    emitted: list[object] = []
    view.applied.connect(emitted.append)
    view.ui.reset_button.click()
    assert view.settings() == Settings()
    assert view.ui.volume_slider.isEnabled()
    assert view.ui.volume_value_label.text() == "70%"
    assert emitted == []
    assert view.ui.apply_button.isEnabled()  # the defaults differ from what was applied


def test_the_four_colour_box_switches_the_preview(view: SettingsView) -> None:
    two_colour = preview(view)
    assert view.preview_folder.name == "cards"

    view.ui.four_colour_check.click()
    assert view.preview_folder.name == "cards-four-colour"
    four_colour = preview(view)
    assert four_colour.size() == two_colour.size()
    assert four_colour != two_colour  # visibly: diamonds turn blue and clubs green

    view.ui.four_colour_check.click()
    assert preview(view) == two_colour


def test_the_preview_shows_cards_on_the_felt(view: SettingsView) -> None:
    image = preview(view)
    label = view.ui.card_preview_label
    assert image.size() == label.contentsRect().size() * label.devicePixelRatioF()
    step = 8
    colours = {
        image.pixelColor(x, y).name()
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    }
    assert "#0b5d3b" in colours  # the classic felt
    assert "#ffffff" in colours  # a card face


def test_the_preview_is_drawn_at_the_device_pixel_ratio(qtbot: QtBot, view: SettingsView) -> None:
    svgs = [view.preview_folder / "AS.svg"]
    pixmap = render_card_preview(svgs, QSize(200, 150), 2.0, QColor("#0b5d3b"))
    assert pixmap.devicePixelRatio() == 2.0
    assert pixmap.size() == QSize(400, 300)  # real pixels, drawn from the vectors
    assert pixmap.deviceIndependentSize().toSize() == QSize(200, 150)


def test_a_missing_theme_shows_the_default(
    view: SettingsView, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="pitboss.settings"):
        view.set_settings(Settings(theme="gone"))
    assert view.ui.theme_combo.currentData() == "classic"
    assert "gone" in caplog.text


def test_the_name_field_takes_only_names_the_host_accepts(qtbot: QtBot, view: SettingsView) -> None:
    validator = view.ui.player_name_edit.validator()
    assert isinstance(validator, PlayerNameValidator)
    assert validator.validate("Ann O'Neil-Smith", 0)[0] == QValidator.State.Acceptable
    assert validator.validate("Ann!", 0)[0] == QValidator.State.Invalid
    qtbot.keyClicks(view.ui.player_name_edit, "Bo!b<")
    assert view.ui.player_name_edit.text() == "Bob"


def test_the_locale_line_uses_the_locale() -> None:
    date = QDate(2026, 12, 3)
    assert locale_sample(QLocale("en_GB"), date) == "12,345 chips · Thursday, 3 December 2026"
    german = locale_sample(QLocale("de_DE"), date)
    assert german.startswith("12.345 chips")
    assert "Dezember 2026" in german


def test_the_view_shows_the_apps_locale(view: SettingsView) -> None:
    """The app's locale (QLocale's default, app/ui/translation.py), not the system's: a
    language chosen in Settings writes its numbers and dates (failed before: a German app
    showed "12345 chips · Sunday, 6 December 2026" under a C system)."""
    today = locale_sample(QLocale(), QDate.currentDate())
    assert view.ui.locale_label.text() == today


CONTROL_KINDS = (QAbstractButton, QAbstractSlider, QComboBox, QLineEdit)


def inside_a_control(widget: QWidget, view: SettingsView) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not view:
        if isinstance(parent, CONTROL_KINDS):
            return True
        parent = parent.parentWidget()
    return False


def interactive_controls(view: SettingsView) -> list[QWidget]:
    # Not the parts of a control (a combo box's popup scroll bars, a line edit's clear button):
    # the control itself carries the name for them.
    return [
        w
        for w in view.findChildren(QWidget)
        if isinstance(w, CONTROL_KINDS) and not inside_a_control(w, view)
    ]


def test_every_control_has_an_accessible_name_and_a_label(view: SettingsView) -> None:
    controls = interactive_controls(view)
    assert len(controls) == 12  # issue 24 added "Check for updates" and "Check now"
    unnamed = [c.objectName() for c in controls if not c.accessibleName().strip()]
    assert unnamed == []
    labelled = {label.buddy() for label in view.findChildren(QLabel) if label.buddy()}
    # Push buttons carry their own text; every other control has a label that names it.
    unlabelled = [
        c.objectName() for c in controls if not isinstance(c, QPushButton) and c not in labelled
    ]
    assert unlabelled == []


def tab_stops(view: SettingsView, first: QWidget, count: int) -> list[str]:
    """The object names Tab visits from `first`, as the focus chain orders them."""
    stops: list[str] = []
    widget: QWidget | None = first
    for _ in range(200):  # the chain is a ring; this only bounds a broken one
        if widget is None:
            break
        tab_focus = widget.focusPolicy().value & Qt.FocusPolicy.TabFocus.value
        if tab_focus and view.isAncestorOf(widget) and widget.isEnabled():
            stops.append(widget.objectName())
            if len(stops) == count:
                break
        widget = widget.nextInFocusChain()
    return stops


def test_tab_goes_through_the_controls_in_reading_order(view: SettingsView) -> None:
    view.ui.reset_button.setEnabled(True)
    view.ui.apply_button.setEnabled(True)
    order = tab_stops(view, view.ui.sound_check, 12)
    assert order == [
        "sound_check",
        "volume_slider",
        "animation_combo",
        "four_colour_check",
        "theme_combo",
        "look_combo",
        "language_combo",
        "player_name_edit",
        "updates_check",
        "check_now_button",
        "reset_button",
        "apply_button",
    ]


# ---- issue 19: readable checkboxes, no sound device, looks ---------------------------------


def test_without_a_sound_device_settings_says_so(qtbot: QtBot) -> None:
    """QMediaDevices.audioOutputs() empty: a warning under Sound (failed before: nothing
    said, and sounds were silently lost); with a device, none."""
    silent = SettingsView(audio_outputs=lambda: [])
    qtbot.addWidget(silent)
    assert not silent.check_audio()
    assert silent.ui.audio_warning_label.text() == NO_AUDIO
    assert not silent.ui.audio_warning_label.isHidden()
    speaker = SettingsView(audio_outputs=lambda: [object()])
    qtbot.addWidget(speaker)
    assert speaker.check_audio() and speaker.ui.audio_warning_label.isHidden()

    def broken() -> list[object]:
        raise RuntimeError("no multimedia back end")

    assert not SettingsView(audio_outputs=broken).check_audio()  # said, not raised


def _luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def _contrast(first: QColor, second: QColor) -> float:
    """WCAG 2's contrast ratio."""
    light, dark = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("look", ["felt", "dark", "high_contrast"])
def test_checkbox_text_is_readable_in_every_look(qtbot: QtBot, tmp_path: Path,
                                                 look: str) -> None:
    """The text beside a checkbox, drawn in the app's style, stands out from the group box
    behind it (WCAG's 4.5:1 for text, 7:1 in high contrast). Failed before: black text on the
    dark green felt (about 1.4:1)."""
    from PySide6.QtWidgets import QMainWindow

    from app.ui.style import apply_style

    window = QMainWindow()
    view = SettingsView(audio_outputs=lambda: [object()])
    window.setCentralWidget(view)
    qtbot.addWidget(window)
    apply_style(window, 1.0, look)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    assert window.grab().save(str(tmp_path / f"settings-{look}.png"))
    view.ui.player_name_edit.setFocus()  # not on a checkbox: its focus colour is not the point
    for check in (view.ui.sound_check, view.ui.four_colour_check):
        # From the window's own picture: a widget grabbed alone has no group box behind it.
        image = window.grab(QRect(check.mapTo(window, QPoint(0, 0)), check.size())).toImage()
        background = QColor(image.pixel(image.width() - 1, 0))
        text_start = image.width() - check.width() + 30  # past the box: the text alone
        text_end = min(image.width(), text_start + check.fontMetrics().horizontalAdvance(
            check.text()))
        colours = [QColor(image.pixel(x, y)) for x in range(text_start, text_end)
                   for y in range(image.height())]
        best = max(_contrast(colour, background) for colour in colours)
        assert best >= (7.0 if look == "high_contrast" else 4.5), (check.objectName(), best)


def test_the_default_look_follows_the_system_dark_mode() -> None:
    """The "system" setting (the default) is the high-contrast look when the system asks for
    high contrast, else the dark look when the system is in dark mode, the felt otherwise; the
    three looks differ, and each names a colour for every slot."""
    from app.ui.style import DEFAULT_LOOK, LOOKS, look_for, style_sheet

    assert Settings().look == SYSTEM
    assert look_for(SYSTEM, Qt.ColorScheme.Dark) == "dark"
    assert look_for(SYSTEM, Qt.ColorScheme.Light) == DEFAULT_LOOK == "felt"
    assert look_for(SYSTEM, Qt.ColorScheme.Unknown) == "felt"
    for scheme in Qt.ColorScheme:  # high contrast (issue 24) whatever the scheme
        assert look_for(SYSTEM, scheme, Qt.ContrastPreference.HighContrast) == "high_contrast"
        assert look_for(SYSTEM, scheme, Qt.ContrastPreference.NoPreference) != "high_contrast"
    # Qt's offscreen platform prefers no contrast; the setting there is what the scheme says.
    assert look_for(SYSTEM, Qt.ColorScheme.Dark) == look_for(
        SYSTEM, Qt.ColorScheme.Dark, Qt.ContrastPreference.NoPreference)
    assert look_for("high_contrast") == "high_contrast" and look_for("neon") == "felt"
    assert len(LOOKS) >= 3 and {"dark", "high_contrast"} <= set(LOOKS)
    sheets = {look: style_sheet(10.0, 1.0, look) for look in LOOKS}
    assert len(set(sheets.values())) == len(LOOKS) and all("$" not in s for s in sheets.values())
    for look, colours in LOOKS.items():
        assert set(colours) == set(LOOKS["felt"]), look
        window, text = QColor(colours["window"]), QColor(colours["text"])
        assert _contrast(window, text) >= (7.0 if look == "high_contrast" else 4.5), look
        assert _contrast(QColor(colours["accent"]), QColor(colours["button_text"])) >= 4.5
