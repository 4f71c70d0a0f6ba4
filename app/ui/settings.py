"""The player's settings: a frozen value, loaded from and saved to a `QSettings`.

The settings file is outside the program's control (hand edits, older versions, a disk that filled
up), so loading checks every value on its own: a bad one falls back to its default with a warning
in the log, and the others are kept. Loading never raises, so a broken file cannot stop the app
from starting.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, fields
from datetime import datetime
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QSettings

from app.net.names import NAME
from app.resources import DEFAULT_THEME, resources_dir, theme_dir
from app.ui.style import LOOK_CHOICES, SYSTEM
from app.ui.translation import LANGUAGE_CHOICES

log = logging.getLogger("pitboss.settings")

GROUP = "settings"  # every key is "settings/<field name>", so other groups can share the file
VOLUME_MIN = 0
VOLUME_MAX = 100
# A theme name becomes part of a path (`theme_dir`), so a settings file must not be able to point
# it outside resources/themes ("../..") or at an odd folder name.
THEME_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")


class InvalidSetting(ValueError):
    """A setting's value is of the wrong type or out of its range."""


class AnimationSpeed(StrEnum):
    """How fast the table animates; a `str`, so it is stored in the settings file as its value."""

    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def duration_multiplier(self) -> float:
        """What an animation's normal duration is multiplied by; 0.0 means no animation at all."""
        return _DURATION_MULTIPLIERS[self]


_DURATION_MULTIPLIERS: dict[AnimationSpeed, float] = {
    AnimationSpeed.OFF: 0.0,
    AnimationSpeed.FAST: 0.5,
    AnimationSpeed.NORMAL: 1.0,
    AnimationSpeed.SLOW: 2.0,
}


def valid_player_name(name: str) -> bool:
    """Empty (not chosen yet) or a name the host accepts (the host's own pattern, not a copy)."""
    # fullmatch: NAME ends in `$`, which `match` lets through before a trailing newline.
    return name == "" or NAME.fullmatch(name) is not None


@dataclass(frozen=True)
class Settings:
    """Everything the Settings view edits. Validated here, so a `Settings` is always usable."""

    sound_on: bool = True
    volume: int = 70
    animation_speed: AnimationSpeed = AnimationSpeed.NORMAL
    four_colour_deck: bool = False
    theme: str = DEFAULT_THEME
    player_name: str = ""
    # The window's colours (app/ui/style.py LOOKS); "system" follows the system's dark mode.
    look: str = SYSTEM
    # The windows' language (app/ui/translation.py); "system" follows the system's. Read once,
    # as the app starts.
    language: str = SYSTEM
    # Ask the release feed for a newer Pitboss as the app starts, at most once a day
    # (app/client/updates.py). Off unless the person turns it on: no request leaves the
    # computer on its own.
    check_updates: bool = False

    def __post_init__(self) -> None:
        for name in ("sound_on", "four_colour_deck", "check_updates"):
            if not isinstance(getattr(self, name), bool):
                raise InvalidSetting(f"{name} must be True or False, not {getattr(self, name)!r}")
        # bool is an int too; True as a volume is a mistake, not 1.
        if isinstance(self.volume, bool) or not isinstance(self.volume, int):
            raise InvalidSetting(f"volume must be a whole number, not {self.volume!r}")
        if not VOLUME_MIN <= self.volume <= VOLUME_MAX:
            raise InvalidSetting(f"volume must be {VOLUME_MIN} to {VOLUME_MAX}, not {self.volume}")
        try:
            speed = AnimationSpeed(self.animation_speed)
        except ValueError:
            choices = ", ".join(s.value for s in AnimationSpeed)
            raise InvalidSetting(
                f"animation_speed must be one of {choices}, not {self.animation_speed!r}"
            ) from None
        # A plain "fast" is accepted and stored as the enum, so equality and `.duration_multiplier`
        # work whichever the caller passed.
        object.__setattr__(self, "animation_speed", speed)
        if not isinstance(self.theme, str) or not THEME_NAME.fullmatch(self.theme):
            raise InvalidSetting(f"theme must be a theme folder's name, not {self.theme!r}")
        if not isinstance(self.look, str) or self.look not in LOOK_CHOICES:
            raise InvalidSetting(
                f"look must be one of {', '.join(LOOK_CHOICES)}, not {self.look!r}")
        if not isinstance(self.language, str) or self.language not in LANGUAGE_CHOICES:
            raise InvalidSetting(f"language must be one of {', '.join(LANGUAGE_CHOICES)}, "
                                 f"not {self.language!r}")
        if not isinstance(self.player_name, str) or not valid_player_name(self.player_name):
            raise InvalidSetting(
                "player_name must be empty or 1 to 24 letters, digits, spaces or .'-, "
                f"not {self.player_name!r}"
            )

    @property
    def duration_multiplier(self) -> float:
        """What animation durations are multiplied by (0.0 when animations are off)."""
        return self.animation_speed.duration_multiplier


# ---- reading values back ------------------------------------------------------------------------
# An ini file gives back strings ("true", "70") once the process that wrote it is gone, while the
# same process (QSettings caches the file) or a native backend gives back bool and int: both are
# read.

_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off"}
_WHOLE_NUMBER = re.compile(r"[0-9]{1,3}")  # int() would also take " +7_0 "


def _to_bool(raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().lower() in _TRUE | _FALSE:
        return raw.strip().lower() in _TRUE
    raise InvalidSetting("not true or false")


def _to_int(raw: object) -> int:
    if isinstance(raw, int) and not isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and _WHOLE_NUMBER.fullmatch(raw.strip()):
        return int(raw.strip())
    raise InvalidSetting("not a whole number from 0 to 999")


def _to_str(raw: object) -> str:
    if isinstance(raw, str):
        return raw
    # An unquoted "a,b" in an ini file comes back as a list, and @Variant(...) as a Qt object.
    raise InvalidSetting(f"not text but {type(raw).__name__}")


_READERS: dict[str, Callable[[object], Any]] = {
    "sound_on": _to_bool,
    "volume": _to_int,
    "animation_speed": _to_str,
    "four_colour_deck": _to_bool,
    "theme": _to_str,
    "player_name": _to_str,
    "look": _to_str,
    "language": _to_str,
    "check_updates": _to_bool,
}


def _key(name: str) -> str:
    return f"{GROUP}/{name}"


def load_settings(qsettings: QSettings) -> Settings:
    """The settings in `qsettings`; each missing or bad value is its default. Never raises."""
    if qsettings.status() != QSettings.Status.NoError:
        log.warning(
            "settings file %s could not be read (%s)", qsettings.fileName(), qsettings.status()
        )
    defaults = Settings()
    values: dict[str, Any] = {}
    for field in fields(Settings):
        default = getattr(defaults, field.name)
        values[field.name] = default
        # Any exception, not just InvalidSetting: a value Qt cannot even convert must not keep
        # the app from starting either.
        try:
            raw = qsettings.value(_key(field.name))
            if raw is None:  # never saved: the default, and nothing worth a warning
                continue
            value = _READERS[field.name](raw)
            # Validate this field alone, so one bad value does not take the others down with it.
            Settings(**{field.name: value})
        except Exception as error:
            log.warning(
                "setting %s in %s is not valid (%s); using the default %r",
                _key(field.name),
                qsettings.fileName(),
                error,
                default,
            )
            continue
        values[field.name] = value
    return Settings(**values)


def save_settings(qsettings: QSettings, settings: Settings) -> None:
    """Write `settings` into `qsettings` and flush it to disk (a failure is logged, not raised)."""
    for field in fields(Settings):
        value = getattr(settings, field.name)
        # Plain str for the enum: what lands in the file is "fast", whatever the binding does
        # with str subclasses.
        qsettings.setValue(_key(field.name), value.value if isinstance(value, StrEnum) else value)
    qsettings.sync()
    if qsettings.status() != QSettings.Status.NoError:
        log.warning(
            "settings could not be saved to %s (%s)", qsettings.fileName(), qsettings.status()
        )


# ---- the update check's day ---------------------------------------------------------------------
# Not a setting the person edits: when the check on start last ran, kept beside the settings.

LAST_UPDATE_CHECK = "updates/last_check"


def last_update_check(qsettings: QSettings) -> datetime | None:
    """When the check on start last ran (UTC), or None: never, or not readable."""
    raw = qsettings.value(LAST_UPDATE_CHECK)
    try:
        return datetime.fromisoformat(raw) if isinstance(raw, str) else None
    except ValueError:
        return None


def record_update_check(qsettings: QSettings, when: datetime) -> None:
    qsettings.setValue(LAST_UPDATE_CHECK, when.isoformat())
    qsettings.sync()


# ---- themes -------------------------------------------------------------------------------------


def read_manifest(theme: str) -> dict[str, Any] | None:
    """A theme's manifest.json as a dict, or None if it is missing or not a JSON object."""
    import json  # (here: the window's first frame does not wait for it)

    path = theme_dir(theme) / "manifest.json"
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        log.warning("theme manifest %s could not be read: %s", path, error)
        return None
    return manifest if isinstance(manifest, dict) else None


def available_themes() -> list[str]:
    """The folders under resources/themes with a manifest.json, by folder name, sorted."""
    themes = resources_dir() / "themes"
    if not themes.is_dir():
        return []
    return sorted(
        folder.name
        for folder in themes.iterdir()
        if THEME_NAME.fullmatch(folder.name)
        and (theme_dir(folder.name) / "manifest.json").is_file()
    )


def theme_display_name(theme: str) -> str:
    """The name a theme's manifest gives it ("Classic"), or its folder name without one."""
    manifest = read_manifest(theme)
    name = manifest.get("name") if manifest else None
    return name if isinstance(name, str) and name.strip() else theme
