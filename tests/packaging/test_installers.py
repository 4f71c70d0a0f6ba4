"""The pieces `make dist` puts together, each checked without building a bundle (that takes
minutes: `make dist` and `make dist-check` do it): the one version, the frozen entry point, what
the specs leave out of Qt, the icons, the .deb and .tar.xz around a stand-in bundle, and the
figures' bench skipping when there is nothing to measure."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

import app

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(path: Path) -> ModuleType:
    """A script of packaging/ or bench/ as a module (neither is a package)."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---- one version ---------------------------------------------------------------------------


def test_the_version_is_written_once() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"]
    assert project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "app.__version__"}
    assert re.fullmatch(r"\d+\.\d+\.\d+", app.__version__)
    assert "from app import __version__" in (PACKAGING / "pitboss.spec").read_text()
    assert "pyinstaller" in " ".join(project["project"]["optional-dependencies"]["dist"])


def test_the_about_box_and_the_command_line_give_the_version() -> None:
    from app.ui.about import about_text

    assert f"Pitboss {app.__version__}" in about_text()
    result = subprocess.run([sys.executable, "-m", "app.cli", "--version"], cwd=ROOT,
                            capture_output=True, text=True, timeout=60, check=True)
    assert result.stdout.strip() == f"pitboss {app.__version__}"


# ---- opening the app --------------------------------------------------------------------

APP_COMMAND_LINES = [([], []), (["run"], []), (["--smoke-test"], ["--smoke-test"]),
                     (["run", "--smoke-test"], ["--smoke-test"]), (["run", "-h"], ["-h"])]
CLI_COMMAND_LINES = [["--version"], ["-h"], ["host", "--port", "7777"], ["replay", "-"],
                     ["kiosk", "--windowed"], ["--smoke-test", "host"]]


@pytest.mark.parametrize(("argv", "passed"), APP_COMMAND_LINES)
def test_opening_the_app_skips_the_parser(argv: list[str], passed: list[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """`pitboss`, `pitboss run ...` and options alone go to app.ui.main with the options,
    without building the subcommands' parser (whose imports the first frame would wait for)."""
    import app.cli
    import app.ui.main

    assert app.cli.opens_the_app(argv)
    calls: list[list[str]] = []
    monkeypatch.setattr(app.ui.main, "main", lambda rest: calls.append(list(rest)) or 0)
    monkeypatch.setattr(app.cli, "_parser", lambda: pytest.fail("the parser was built"))
    assert app.cli.main(list(argv)) == 0
    assert calls == [passed]


@pytest.mark.parametrize("argv", [["--first-frame"], ["run", "--first-frame"]])
def test_the_first_frame_probe_is_opened_without_the_parser(
        argv: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The benches' hidden `--first-frame` goes to the probe (app/ui/first_frame.py), which
    opens the app itself, and builds no parser either."""
    import app.cli
    import app.ui.first_frame

    assert app.cli.opens_the_app(argv)
    calls: list[str] = []
    monkeypatch.setattr(app.ui.first_frame, "main", lambda: calls.append("probe") or 0)
    monkeypatch.setattr(app.cli, "_parser", lambda: pytest.fail("the parser was built"))
    assert app.cli.main(list(argv)) == 0
    assert calls == ["probe"]


@pytest.mark.parametrize("argv", CLI_COMMAND_LINES)
def test_other_command_lines_go_to_the_parser(argv: list[str]) -> None:
    import app.cli

    assert not app.cli.opens_the_app(argv)


def test_a_missing_module_in_a_bundle_is_said_in_one_line(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    entry = load(PACKAGING / "pitboss_entry.py")
    monkeypatch.setitem(sys.modules, "app.ui.main", None)
    monkeypatch.setattr(sys, "argv", ["pitboss"])
    assert entry._main() == 3
    err = capsys.readouterr().err
    assert "this installation is incomplete: app.ui.main is missing" in err


# ---- what the bundles leave out ------------------------------------------------------------


def test_the_plugins_left_out_are_those_the_app_does_not_use() -> None:
    trim = load(PACKAGING / "bundle_trim.py")
    plugins = "PySide6/Qt/plugins"
    dropped = ["platformthemes/libqgtk3.so", "multimedia/libffmpegmediaplugin.so",
               "imageformats/libqpdf.so", "platforms/libqeglfs.so", "generic/libqtuiotouch.so",
               "platforminputcontexts/libqtvirtualkeyboardplugin.so", "tls/libqopenssl.so"]
    kept = ["platforms/libqxcb.so", "platforms/libqwayland.so", "platforms/libqoffscreen.so",
            "imageformats/libqsvg.so", "iconengines/libqsvgicon.so",
            "platformthemes/libqxdgdesktopportal.so", "xcbglintegrations/libqxcb-glx.so",
            "wayland-shell-integration/libxdg-shell.so"]
    for name in dropped:
        assert trim._plugin_dropped(f"{plugins}/{name}"), name
    for name in kept:
        assert not trim._plugin_dropped(f"{plugins}/{name}"), name
    # Windows' layout and names: no "lib", .dll.
    if sys.platform == "win32":
        assert trim._plugin_dropped("PySide6\\plugins\\imageformats\\qpdf.dll")
    assert trim._is_plain_library("PySide6/Qt/lib/libQt6Core.so.6")
    assert not trim._is_plain_library("PySide6/QtCore.abi3.so")
    assert not trim._is_plain_library("libpython3.11.so.1.0")
    assert not trim._is_plain_library("PySide6/opengl32sw.dll")  # loaded by name
    assert not trim._is_plain_library(f"{plugins}/platforms/libqxcb.so")
    datas = [("PySide6/Qt/translations/qt_de.qm", "x", "DATA"),
             ("PySide6/Qt/translations/qtbase_fr.qm", "x", "DATA"),
             ("resources/themes/classic/manifest.json", "y", "DATA"),
             ("PySide6/Qt/translations/qtbase_de.qm", "x", "DATA"),
             ("resources/i18n/pitboss_de.qm", "y", "DATA")]
    # Qt's own translations go but qtbase's in Pitboss's languages (issue 24).
    assert trim.trim_datas(datas, ["de", "es"]) == datas[2:]
    for banned in ("PyQt5", "PyQt6", "PySide2"):
        assert banned in trim.EXCLUDED_MODULES


def test_libraries_only_a_dropped_plugin_needs_go_with_it() -> None:
    """On the real files of this machine's PySide6: the GTK theme plugin goes and so does
    libgtk-3, which only it needs; Qt Widgets stays, needed by the QtWidgets module."""
    pytest.importorskip("PyInstaller")
    if not sys.platform.startswith("linux"):
        pytest.skip("the library names are Linux's")
    import PySide6

    trim = load(PACKAGING / "bundle_trim.py")
    qt = Path(PySide6.__file__).parent
    gtk_theme = qt / "Qt" / "plugins" / "platformthemes" / "libqgtk3.so"
    gtk = Path("/lib/x86_64-linux-gnu/libgtk-3.so.0")
    if not gtk_theme.is_file() or not gtk.is_file():
        pytest.skip("no GTK theme plugin or no GTK here")
    entries = [
        ("PySide6/QtWidgets.abi3.so", str(qt / "QtWidgets.abi3.so"), "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", str(qt / "Qt/lib/libQt6Widgets.so.6"), "BINARY"),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", str(gtk_theme), "BINARY"),
        ("libgtk-3.so.0", str(gtk), "BINARY"),
    ]
    kept, dropped = trim.trim_binaries(entries)
    assert [e[0] for e in kept] == ["PySide6/QtWidgets.abi3.so",
                                    "PySide6/Qt/lib/libQt6Widgets.so.6"]
    assert {e[0] for e in dropped} == {"PySide6/Qt/plugins/platformthemes/libqgtk3.so",
                                       "libgtk-3.so.0"}



def test_pulseaudio_and_openssl_come_from_the_system_as_the_deb_declares() -> None:
    """On this machine's files: Qt Multimedia and Python's ssl stay, PulseAudio's client and
    the codecs it brings (ldd lists them for Qt Multimedia too) and OpenSSL go, and the .deb
    depends on the packages that bring them (issue 24's bundle size, with https kept)."""
    pytest.importorskip("PyInstaller")
    if not sys.platform.startswith("linux"):
        pytest.skip("the library names are Linux's")
    import _ssl

    import PySide6

    trim = load(PACKAGING / "bundle_trim.py")
    qt = Path(PySide6.__file__).parent
    system = Path("/lib/x86_64-linux-gnu")
    libraries = ("libpulse.so.0", "libsndfile.so.1", "libssl.so.3", "libcrypto.so.3")
    if not all((system / name).is_file() for name in libraries):
        pytest.skip("PulseAudio's client or OpenSSL is missing here")
    entries = [
        ("PySide6/QtMultimedia.abi3.so", str(qt / "QtMultimedia.abi3.so"), "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Multimedia.so.6", str(qt / "Qt/lib/libQt6Multimedia.so.6"),
         "BINARY"),
        ("python3.11/lib-dynload/_ssl.so", str(_ssl.__file__), "EXTENSION"),
        *((name, str(system / name), "BINARY") for name in libraries),
    ]
    kept, dropped = trim.trim_binaries(entries)
    assert {e[0] for e in dropped} == set(libraries)
    assert len(kept) == 3
    depends = load(PACKAGING / "linux" / "make_packages.py").DEPENDS
    assert "libpulse0" in depends and "libssl3 | libssl3t64" in depends


def test_zeroconfs_compiled_modules_are_bundled_as_their_python() -> None:
    """as_python swaps python-zeroconf's compiled modules (the installed ones, as PyInstaller's
    Analysis lists them) for the Python files beside them, a package's `__init__` as the
    package; every other binary stays (issue 24's bundle size)."""
    import zeroconf

    trim = load(PACKAGING / "bundle_trim.py")
    folder = Path(zeroconf.__file__).parent
    compiled = sorted(folder.rglob("*.so"))
    if not compiled:
        pytest.skip("this zeroconf is pure Python already")
    other = ("msgspec/_core.so", "/nowhere/_core.so", "EXTENSION")
    entries = [other, *((path.relative_to(folder.parent).as_posix(), str(path), "EXTENSION")
                        for path in compiled)]
    kept, modules = trim.as_python(entries, [("app", "/app/__init__.py", "PYMODULE")])
    assert kept == [other]
    assert len(modules) == len(compiled) + 1 and modules[0][0] == "app"
    names = {name for name, _, _ in modules}
    assert {"zeroconf._dns", "zeroconf._services"} <= names
    assert not any(name.endswith("__init__") for name in names)
    assert all(Path(source).suffix == ".py" and Path(source).is_file()
               for _, source, _ in modules[1:])
    assert {kind for _, _, kind in modules} == {"PYMODULE"}

# ---- icons -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def icons(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """make_icons's output, made in a process of its own (it needs a QGuiApplication, and the
    test process may hold a QApplication)."""
    out = tmp_path_factory.mktemp("icons")
    subprocess.run([sys.executable, str(PACKAGING / "make_icons.py"), str(out)], cwd=ROOT,
                   env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, check=True,
                   capture_output=True, text=True, timeout=120)
    return out


def test_the_icon_is_rendered_at_every_size(icons: Path) -> None:
    for size in (16, 24, 32, 48, 64, 128, 256, 512, 1024):
        png = (icons / f"pitboss-{size}.png").read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", png[16:24])
        assert (width, height) == (size, size)
    assert (icons / "pitboss.png").read_bytes() == (icons / "pitboss-256.png").read_bytes()


def test_the_ico_and_icns_containers_are_well_formed(icons: Path) -> None:
    ico = (icons / "pitboss.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 7)
    sides = []
    for index in range(count):
        side, _, _, _, _, _, length, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * index:22 + 16 * index])
        assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(ico)
        sides.append(side or 256)
    assert sides == [16, 24, 32, 48, 64, 128, 256]
    icns = (icons / "pitboss.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    kinds, at = [], 8
    while at < len(icns):
        kinds.append(icns[at:at + 4].decode())
        length = struct.unpack(">I", icns[at + 4:at + 8])[0]
        assert icns[at + 8:at + 16] == b"\x89PNG\r\n\x1a\n"
        at += length
    assert at == len(icns) and {"ic07", "ic08", "ic09", "ic10", "icp4"} <= set(kinds)


# ---- the .deb and the .tar.xz ------------------------------------------------------------------


@pytest.fixture(scope="module")
def packages(icons: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """make_packages.py run on a stand-in bundle: an executable and an _internal folder."""
    if shutil.which("dpkg-deb") is None or shutil.which("xz") is None:
        pytest.skip("dpkg-deb and xz build the packages (Debian's dpkg and xz-utils)")
    folder = tmp_path_factory.mktemp("packages")
    bundle = folder / "bundle"
    (bundle / "_internal" / "resources").mkdir(parents=True)
    (bundle / "pitboss").write_text("#!/bin/sh\necho pitboss\n")
    (bundle / "pitboss").chmod(0o755)
    (bundle / "_internal" / "resources" / "data.txt").write_text("data\n")
    (bundle / "_internal" / "libfoo.so.1").write_text("lib\n")
    (bundle / "_internal" / "libfoo.so").symlink_to("libfoo.so.1")
    out = folder / "out"
    subprocess.run([sys.executable, str(PACKAGING / "linux" / "make_packages.py"),
                    "--bundle", str(bundle), "--out", str(out), "--icons", str(icons)],
                   cwd=ROOT, check=True, capture_output=True, text=True, timeout=300)
    return out


def test_the_deb_installs_the_app_the_menu_entry_and_the_icons(packages: Path) -> None:
    deb = packages / f"pitboss_{app.__version__}_amd64.deb"

    def field(name: str) -> str:
        return subprocess.run(["dpkg-deb", "-f", str(deb), name], capture_output=True,
                              text=True, check=True).stdout.strip()

    assert field("Package") == "pitboss" and field("Version") == app.__version__
    depends = field("Depends")
    for library in ("libegl1", "libgl1", "libfontconfig1", "libxkbcommon0", "libdbus-1-3",
                    "libglib2.0-0", "libxcb-cursor0", "libxkbcommon-x11-0", "libpulse0"):
        assert library in depends
    assert re.search(r"libc6 \(>= 2\.\d+\)", depends)
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True,
                             check=True).stdout
    lines = {line.split()[5].lstrip("."): line for line in listing.splitlines()}
    assert lines["/usr/bin/pitboss"].split()[-1] == "/opt/pitboss/pitboss"
    assert lines["/opt/pitboss/pitboss"].startswith("-rwxr-xr-x root/root")
    assert lines["/opt/pitboss/_internal/libfoo.so"].startswith("l")  # links stay links
    assert "/usr/share/applications/pitboss.desktop" in lines
    for size in (16, 48, 256, 512):
        assert f"/usr/share/icons/hicolor/{size}x{size}/apps/pitboss.png" in lines
    assert "/usr/share/icons/hicolor/scalable/apps/pitboss.svg" in lines
    assert all(" root/root " in line for line in lines.values())


def test_the_tarball_holds_the_bundle_in_a_folder_of_its_own(packages: Path) -> None:
    name = f"pitboss-{app.__version__}-linux-x86_64"
    with tarfile.open(packages / f"{name}.tar.xz") as tar:
        members = {member.name: member for member in tar.getmembers()}
        readme = tar.extractfile(f"{name}/README.txt")
        assert readme is not None and b"@GLIBC@" not in readme.read()
    assert members[f"{name}/pitboss"].mode & 0o111
    for extra in ("pitboss.desktop", "pitboss.png", "README.txt", "_internal/libfoo.so"):
        assert f"{name}/{extra}" in members
    assert all(member.uid == 0 and member.gid == 0 for member in members.values())


def test_the_desktop_file_is_valid() -> None:
    desktop = (PACKAGING / "linux" / "pitboss.desktop").read_text(encoding="utf-8")
    assert "Categories=Game;CardGame;" in desktop.splitlines()
    assert "Exec=pitboss" in desktop.splitlines() and "Icon=pitboss" in desktop.splitlines()
    if shutil.which("desktop-file-validate") is None:
        pytest.skip("desktop-file-validate (Debian's desktop-file-utils) is not installed")
    subprocess.run(["desktop-file-validate", str(PACKAGING / "linux" / "pitboss.desktop")],
                   check=True, capture_output=True, text=True)


# ---- the figures ------------------------------------------------------------------------------


def test_the_bench_skips_without_a_frozen_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.syspath_prepend(str(ROOT / "bench"))  # as when run: its helpers beside it
    bench = load(ROOT / "bench" / "dist.py")
    bench.APP = tmp_path / "dist" / "pitboss" / "pitboss"
    bench.BARE = bench.ROOT / "build" / "none" / "bare"
    assert bench.main([]) == 0
    assert "skipped" in capsys.readouterr().out


def test_no_app_module_needs_what_the_bundle_leaves_out() -> None:
    """bundle_trim.py leaves multiprocessing out (its PyInstaller hook would import it at every
    start): importing every module of the app, as the smoke test does frozen, loads neither it
    nor the process pool that would. (ssl, also left out, is imported where present and done
    without where not: the frozen smoke test covers that.)"""
    trim = load(PACKAGING / "bundle_trim.py")
    script = ("import importlib, sys\n"
              "from app.ui.smoke import _app_modules\n"
              "for name in _app_modules():\n"
              "    importlib.import_module(name)\n"
              "print('\\n'.join(sys.modules))\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, timeout=120,
                            check=False)
    assert result.returncode == 0, result.stderr
    loaded = set(result.stdout.split())
    assert "app.ui.main_window" in loaded
    for left_out in ("multiprocessing", "concurrent.futures.process"):
        assert left_out in trim.EXCLUDED_MODULES and left_out not in loaded
