"""Where the app's resources are: the one path helper (STYLE.md 7), for every layer.

From a checkout they are `resources/` beside `app/`; in a PyInstaller bundle they are under the
folder the bundle unpacks to (`sys._MEIPASS`), where the spec puts `resources/`. Standard library
only, at the package's root: the UI finds its theme through it and the host its clock page, and
the layers below the UI may import neither Qt nor `app.ui`.
"""

import sys
from pathlib import Path

DEFAULT_THEME = "classic"


def resources_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[1] / "resources"


def theme_dir(theme: str = DEFAULT_THEME) -> Path:
    """A theme's folder (cards, chips, sounds and its manifest.json)."""
    return resources_dir() / "themes" / theme
