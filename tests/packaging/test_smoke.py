"""`pitboss run --smoke-test` from source: it passes here, and a missing piece (the theme, a
Qt module, the compiled forms) makes it exit 1 with a line saying what, never a traceback."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 120  # the test's own bound is 60 s; a cold start on a loaded machine takes longer


def smoke(tmp_path: Path, prelude: str = "") -> subprocess.CompletedProcess[str]:
    """The smoke test in a process of its own (it builds its own QApplication), offscreen,
    with settings and data folders of its own; `prelude` runs first, to break something."""
    script = (f"{prelude}\nimport sys\nfrom app.cli import main\n"
              "sys.exit(main(['run', '--smoke-test']))\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    return subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=TIMEOUT, check=False)


def resources_at(folder: Path) -> str:
    """A prelude that points the app's one path helper (app/resources.py) at `folder`."""
    return ("import app.resources as resources\nfrom pathlib import Path\n"
            f"resources.resources_dir = lambda: Path({str(folder)!r})")

def failure_line(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 1, (result.stdout, result.stderr)
    output = result.stdout + result.stderr
    assert "Traceback" not in output, output
    lines = [line for line in result.stderr.splitlines() if line.startswith("smoke test: FAIL")]
    assert len(lines) == 1, output
    return lines[0]


def test_the_smoke_test_plays_a_hand_and_passes(tmp_path: Path) -> None:
    result = smoke(tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    out = result.stdout
    assert "from source" in out
    for checked in ("Qt plugins present", "Qt draws SVG", "forms", "the advisor (numpy",
                    "theme 'classic'", "translations: Deutsch, Español", "LAN discovery",
                    "the clock page", "/, /director (12 files)", "in en, de, es",
                    "played to the end"):
        assert checked in out, out
    assert out.rstrip().splitlines()[-1].startswith("smoke test: PASS")


def test_a_missing_theme_is_named(tmp_path: Path) -> None:
    """Resources pointed at a folder with the icon but no theme (as a bundle built without
    `make art` would be)."""
    resources = tmp_path / "resources"
    (resources / "icons").mkdir(parents=True)
    shutil.copy(ROOT / "resources" / "icons" / "pitboss.svg", resources / "icons")
    line = failure_line(smoke(tmp_path, resources_at(resources)))
    assert "the theme is missing" in line
    assert str(resources / "themes" / "classic" / "manifest.json") in line


def test_a_missing_sound_is_named(tmp_path: Path) -> None:
    resources = tmp_path / "resources"
    shutil.copytree(ROOT / "resources", resources)
    (resources / "themes" / "classic" / "sounds" / "deal.wav").unlink()
    line = failure_line(smoke(tmp_path, resources_at(resources)))
    assert "a sound of the theme is missing" in line and "deal.wav" in line



def test_a_theme_without_its_felt_is_named(tmp_path: Path) -> None:
    """The table's colour is read from the theme's manifest: one naming none is said."""
    resources = tmp_path / "resources"
    shutil.copytree(ROOT / "resources", resources)
    manifest_file = resources / "themes" / "classic" / "manifest.json"
    manifest = json.loads(manifest_file.read_text(encoding="utf-8"))
    del manifest["felt"]
    manifest_file.write_text(json.dumps(manifest), encoding="utf-8")
    line = failure_line(smoke(tmp_path, resources_at(resources)))
    assert "names no felt colour" in line and str(manifest_file) in line


def test_a_missing_clock_page_is_named(tmp_path: Path) -> None:
    resources = tmp_path / "resources"
    shutil.copytree(ROOT / "resources", resources)
    (resources / "web" / "clock.js").unlink()
    line = failure_line(smoke(tmp_path, resources_at(resources)))
    assert "the clock page's files are missing" in line and "clock.js" in line


def test_a_missing_translation_is_named(tmp_path: Path) -> None:
    """Issue 24: a bundle built without `make translations` would start in English whatever
    the system's language."""
    resources = tmp_path / "resources"
    shutil.copytree(ROOT / "resources", resources)
    (resources / "i18n" / "pitboss_es.qm").unlink()
    line = failure_line(smoke(tmp_path, resources_at(resources)))
    assert "pitboss's Español translation is missing" in line


def test_the_web_pages_words_missing_in_a_language_are_named(tmp_path: Path) -> None:
    resources = tmp_path / "resources"
    shutil.copytree(ROOT / "resources", resources)
    (resources / "i18n" / "pitboss_de.web.json").unlink()
    line = failure_line(smoke(tmp_path, resources_at(resources)))
    assert "the web pages' words are missing in de" in line


def test_a_missing_module_of_the_directors_page_is_named(tmp_path: Path) -> None:
    """Issue 22: the director's remote loads the client core, which loads the channel's
    bundle; a bundle without one would serve a page that does nothing."""
    resources = tmp_path / "resources"
    shutil.copytree(ROOT / "resources", resources)
    (resources / "web" / "client" / "session.js").unlink()
    line = failure_line(smoke(tmp_path, resources_at(resources)))
    assert "a web page's files are missing" in line and "session.js" in line


def test_aiohttps_compiled_parser_left_out_is_named(tmp_path: Path) -> None:
    """aiohttp falls back to its pure-Python parser without a word where its compiled one is
    missing (a bundle that lost it): the smoke test says the bundle is incomplete."""
    line = failure_line(smoke(tmp_path, "import sys\nsys.modules['aiohttp._http_parser'] = None"))
    assert "aiohttp's compiled HTTP parser cannot be loaded" in line


def test_a_missing_qt_module_is_named(tmp_path: Path) -> None:
    """Qt Multimedia left out of a bundle: the app itself would start silent, the smoke test
    says the bundle is incomplete."""
    line = failure_line(smoke(tmp_path, "import sys\nsys.modules['PySide6.QtMultimedia'] = None"))
    assert "cannot import PySide6.QtMultimedia" in line


def test_missing_forms_are_named(tmp_path: Path) -> None:
    """As from a checkout where `make forms` was not run: the forms package lists none."""
    prelude = ("import pkgutil\nwalk = pkgutil.walk_packages\n"
               "pkgutil.walk_packages = lambda *args, **kwargs: [m for m in walk(*args, **kwargs)"
               " if '.forms.ui_' not in m.name]")
    line = failure_line(smoke(tmp_path, prelude))
    assert "compiled forms" in line and "make forms" in line


def test_a_missing_qt_plugin_is_named(tmp_path: Path) -> None:
    """Qt's plugins looked for in an empty folder: said before Qt would abort on its own."""
    prelude = ("import app.ui.smoke as smoke\nfrom pathlib import Path\n"
               f"smoke._plugin_folders = lambda: [Path({str(tmp_path)!r})]")
    line = failure_line(smoke(tmp_path, prelude))
    assert "Qt plugins missing" in line and "platforms/qoffscreen" in line


def test_a_platform_plugin_that_cannot_load_is_named(tmp_path: Path) -> None:
    """Every plugin file there, but the platform's is no library (as one whose own libraries
    the system lacks): the loader's reason is said, before Qt would abort."""
    plugins = tmp_path / "plugins"
    for name in ("platforms/libqoffscreen.so", "platforms/libqxcb.so",
                 "platforms/libqwayland.so", "imageformats/libqsvg.so",
                 "iconengines/libqsvgicon.so"):
        (plugins / name).parent.mkdir(parents=True, exist_ok=True)
        (plugins / name).write_text("not a library\n")
    prelude = ("import app.ui.smoke as smoke\nfrom pathlib import Path\n"
               f"smoke._plugin_folders = lambda: [Path({str(plugins)!r})]")
    line = failure_line(smoke(tmp_path, prelude))
    assert "the Qt platform plugin 'offscreen' cannot be loaded" in line
    assert "libqoffscreen.so" in line


@pytest.mark.parametrize("flag", ["--first-frame", "--smoke-test"])
def test_the_app_starts_without_its_forms_module_saying_so(tmp_path: Path, flag: str) -> None:
    """The window's own form missing: `pitboss` says which module, exit 3, no traceback."""
    prelude = "import sys\nsys.modules['app.ui.forms.ui_main_window'] = None"
    script = (f"{prelude}\nimport sys\nfrom app.cli import main\n"
              f"sys.exit(main([{flag!r}]))\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=TIMEOUT, check=False)
    output = result.stdout + result.stderr
    assert "Traceback" not in output, output
    assert result.returncode == (3 if flag == "--first-frame" else 1), output
    assert "ui_main_window" in output


def test_a_stuck_step_fails_within_the_bound(tmp_path: Path) -> None:
    """A step that never ends (here LAN discovery) fails at the time bound, naming where."""
    prelude = ("import asyncio\nimport app.ui.smoke as smoke\nsmoke.SMOKE_SECONDS = 2.0\n"
               "async def forever():\n    await asyncio.Event().wait()\n"
               "smoke.check_lan = forever")
    line = failure_line(smoke(tmp_path, prelude))
    assert "not done within 2 s" in line and "translations: Deutsch" in line


def test_a_call_that_hangs_is_ended_by_the_watchdog(tmp_path: Path) -> None:
    """A call asyncio cannot interrupt (a hung library): the watchdog thread ends the process,
    still with a reason."""
    # The first check hangs: what was done before it (the version line) is done at once, so the
    # watchdog's 3 s find it stuck there however busy the machine is.
    prelude = ("import threading\nimport app.ui.smoke as smoke\nsmoke.WATCHDOG_SECONDS = 3.0\n"
               "smoke.check_plugins_present = lambda: threading.Event().wait()")
    line = failure_line(smoke(tmp_path, prelude))
    assert "not done within 3 s: stuck after" in line and "Pitboss" in line
