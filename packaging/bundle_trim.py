"""What the frozen builds leave out, and their stripping, shared by `pitboss.spec` and
`bare/bare.spec`: the bare PySide6 window that `make dist` measures Pitboss against is built
exactly as Pitboss is, so the size and start-up ratios compare the app with Qt itself, not with
Qt's unused parts.

PyInstaller's PySide6 hooks collect every plugin of each Qt module used, whatever the app does with
it; `trim_binaries` drops the plugins listed here, then every library nothing left needs (a
dropped plugin's own dependencies: GTK for the GTK theme, FFmpeg for the media player), and
`trim_datas` Qt's translations but qtbase's in Pitboss's languages. `strip_bundle` strips what
may be stripped.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path, PurePath

# qasync imports whichever other Qt binding it finds (NOTES.md); the rest is standard library
# that no code path of the app reaches.
EXCLUDED_MODULES = [
    "PyQt5", "PyQt6", "PySide2", "shiboken2",
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib", "lib2to3", "pydoc_data",
    "unittest", "test", "distutils", "setuptools", "pip",
    # Qt modules that are Python bindings only for plugins dropped below.
    "PySide6.QtMultimediaWidgets",
    # Reading PDFs back is the tests' business (app/ui/printing.py counts the pages it wrote
    # from the file): QtPdf and its library are 4.7 MiB of the bundle.
    "PySide6.QtPdf",
    # Parts of numpy the advisor never calls (numpy loads them on first use only): 3 MiB.
    "numpy.random", "numpy.fft", "numpy.polynomial", "numpy.ma", "numpy.testing", "numpy.f2py",
    # Line editing for an interactive prompt, which a frozen app never shows.
    "readline",
    # Process pools: asyncio's concurrent.futures names one it never starts. Bundled, it
    # brings PyInstaller's multiprocessing hook, which imports multiprocessing before the app
    # (some 12 ms of every start).
    "multiprocessing", "concurrent.futures.process",
    # The update check's optional extras (app/client/updates.py): requests reads no text, so it
    # needs no character-set detection (0.5 MiB of compiled code). (PyNaCl's libsodium stays:
    # the LAN channel's SPAKE2 runs on it, app/net/pake.py; 0.6 MiB once stripped.)
    "charset_normalizer", "chardet",
]

ANY = frozenset({"*"})

# Plugin folder -> plugin names (file name without "lib" and extension) left out; "*" all of
# them. Folders not named here are kept whole: a plugin nobody thought of is kept, not lost.
DROPPED_PLUGINS: dict[str, frozenset[str]] = {
    # Kept: xcb and wayland (desktops), offscreen (--smoke-test, CI), windows, cocoa.
    "platforms": frozenset({"qeglfs", "qlinuxfb", "qminimal", "qminimalegl", "qvnc",
                            "qvkkhrdisplay", "qdirect2d"}),
    "egldeviceintegrations": ANY,  # eglfs only
    # GTK's theme brings GTK, GDK, Cairo and Pango (NOTES.md); the desktop portal theme (native
    # file dialogs for History's export and the chart's) is kept.
    "platformthemes": frozenset({"qgtk3"}),
    "platforminputcontexts": frozenset({"qtvirtualkeyboardplugin"}),  # brings Qt Quick and QML
    "generic": ANY,  # evdev and TUIO touch input, for eglfs and kiosks without a window system
    # The app draws SVG (the theme's cards and chips, the icon) and PNG (built into Qt Gui).
    "imageformats": frozenset({"qgif", "qjpeg", "qtiff", "qwebp", "qtga", "qwbmp", "qpdf",
                               "qicns", "qico"}),
    # The FFmpeg media back end is for QMediaPlayer; QSoundEffect plays the table's WAVs
    # through Qt Multimedia's own audio output without it.
    "multimedia": ANY,
    "tls": ANY,  # no TLS (see ssl above)
    "networkinformation": ANY,  # Qt Network's reachability monitor: unused
    "sqldrivers": ANY,  # SQLite is Python's sqlite3
    "printsupport": ANY,
    "texttospeech": ANY,
    "position": ANY,
    "sensors": ANY,
    "qmltooling": ANY,
    "designer": ANY,
}

# Libraries Qt loads by name at run time, which no binary links against: never pruned.
# (Windows' software OpenGL and its shader compiler, taken where there is no GPU driver.)
LOADED_BY_NAME = frozenset({"opengl32sw.dll", "d3dcompiler_47.dll", "libegl.dll",
                            "libglesv2.dll"})

_PLUGIN = re.compile(r"(?:^|/)plugins/(?P<folder>[^/]+)/(?P<file>[^/]+)$")
_LIBRARY = re.compile(r"(\.so(\.[0-9.]+)?|\.dylib|\.dll)$", re.IGNORECASE)
_EXTENSION = re.compile(r"\.(cpython-[^/]*\.so|abi3\.so|pyd)$|\.abi3\.so\.", re.IGNORECASE)
_TRANSLATION = re.compile(r"(?:^|/)Qt6?/translations/(?P<file>[^/]+)\.qm$")

# A TOC entry as PyInstaller 6 gives it: (name in the bundle, source path, typecode).
Entry = tuple[str, str, str]


def _posix(name: str) -> str:
    return name.replace("\\", "/")


def _plugin_dropped(name: str) -> bool:
    match = _PLUGIN.search(_posix(name))
    if match is None:
        return False
    dropped = DROPPED_PLUGINS.get(match["folder"])
    if dropped is None:
        return False
    stem = _LIBRARY.sub("", match["file"])
    if sys.platform != "win32" and stem.startswith("lib"):
        stem = stem[3:]
    return dropped is ANY or stem in dropped


def _is_plain_library(name: str) -> bool:
    """A shared library that only other binaries load: a candidate for pruning. Plugins
    (loaded by Qt by name) and Python's extension modules (imported) never are."""
    posix = _posix(name)
    if _PLUGIN.search(posix) or _EXTENSION.search(posix):
        return False
    base = PurePath(posix).name.lower()
    if base.startswith(("libpython", "python")):  # loaded by the bootloader itself
        return False
    if base in LOADED_BY_NAME:
        return False
    return _LIBRARY.search(base) is not None


def _needed(path: str) -> set[str]:
    """Base names of the libraries `path` links against."""
    from PyInstaller.depend.bindepend import get_imports

    try:
        imports = get_imports(path)
    except Exception:  # an unreadable binary keeps everything it might need
        return {"*"}
    return {PurePath(_posix(name)).name.lower() for name, _ in imports}


# Libraries a Linux bundle takes from the system instead of carrying its own copy, as the .deb
# declares them (packaging/linux/make_packages.py DEPENDS) and the tarball's README lists them:
# PulseAudio's client, which Qt Multimedia's sounds load, with the libraries its package brings
# (libsndfile and its codecs: FLAC, Vorbis, Ogg, Opus, mpg123, LAME; 4 MiB in all), and
# OpenSSL, which Python's ssl and hashlib load (the update check's https; 5.3 MiB). Every
# desktop has both, and the system's copies get its security updates. Named one by one: the
# codecs are no direct need of PulseAudio's client (ldd, which the analysis reads, lists a
# library's needs with theirs). The bare window is trimmed by the same rule.
FROM_THE_SYSTEM = re.compile(
    r"^(libpulse\.so|libpulsecommon-|libsndfile\.so|libflac\.so|libvorbis|libogg\.so"
    r"|libopus\.so|libmpg123\.so|libmp3lame\.so|libasyncns\.so|libssl\.so|libcrypto\.so)")


def _from_the_system(name: str) -> bool:
    return sys.platform.startswith("linux") and \
        FROM_THE_SYSTEM.match(PurePath(_posix(name)).name.lower()) is not None


def trim_binaries(binaries: Iterable[Entry]) -> tuple[list[Entry], list[Entry]]:
    """(kept, dropped): the dropped plugins, then the libraries nothing kept links against
    (those taken from the system left out, with what only they need)."""
    entries = list(binaries)
    kept = [e for e in entries if not _plugin_dropped(e[0])]
    plain = {PurePath(_posix(e[0])).name.lower(): e for e in kept
             if e[2] == "BINARY" and _is_plain_library(e[0]) and not _from_the_system(e[0])}
    reached: set[str] = set()
    # The roots: Python's extension modules (typecode EXTENSION), the plugins, libpython.
    queue = [e for e in kept if e[2] in ("BINARY", "EXTENSION") and not _is_plain_library(e[0])]
    while queue:
        needed = _needed(queue.pop()[1])
        if "*" in needed:
            reached.update(plain)
            break
        for base in needed - reached:
            if base in plain:
                reached.add(base)
                queue.append(plain[base])
    final = [e for e in kept
             if not (e[2] == "BINARY" and _is_plain_library(e[0]))
             or PurePath(_posix(e[0])).name.lower() in reached]
    # Symbolic links (PyInstaller 6 keeps a library's other names) to what was dropped go too.
    present = {_posix(e[0]) for e in final if e[2] != "SYMLINK"}
    final = [e for e in final if e[2] != "SYMLINK"
             or _posix(str(PurePath(_posix(e[0])).parent / e[1])) in present
             or _posix(e[1]) in present]
    names = {e[0] for e in final}
    return final, [e for e in entries if e[0] not in names]


# Packages whose compiled modules are Cython builds of the Python files shipped beside them,
# and which run the same from those files: bundled as Python. python-zeroconf only announces
# and finds game nights (a few packets a minute), and its discovery tests pass on its Python
# files alone (measured 2026-12-06); compiled, it was 2.8 MiB of the bundle.
AS_PYTHON = ("zeroconf",)


def as_python(binaries: Iterable[Entry], pure: Iterable[Entry]) -> tuple[list[Entry], list[Entry]]:
    """(`binaries` without the compiled modules of AS_PYTHON's packages, `pure` with the Python
    modules they were compiled from), as PyInstaller's Analysis lists them."""
    kept, modules = [], list(pure)
    for name, path, kind in binaries:
        dest = _posix(name)
        if kind == "EXTENSION" and dest.split("/")[0] in AS_PYTHON:
            source = Path(path).with_name(Path(path).name.split(".")[0] + ".py")
            if not source.is_file():
                raise SystemExit(f"bundle_trim: {name} has no Python source beside it")
            module = dest.split(".")[0].replace("/", ".").removesuffix(".__init__")  # a package
            modules.append((module, str(source), "PYMODULE"))
        else:
            kept.append((name, path, kind))
    return kept, modules


def trim_datas(datas: Iterable[Entry], languages: Iterable[str]) -> list[Entry]:
    """Of Qt's translations, only qtbase's in `languages` (those Pitboss is translated into:
    app/ui/translation.py loads qtbase's for Qt's own dialogs and buttons, nothing else)."""
    kept = {f"qtbase_{language}" for language in languages}
    return [e for e in datas
            if (found := _TRANSLATION.search(_posix(e[0]))) is None or found["file"] in kept]


def strip_bundle(folder: Path) -> tuple[int, int]:
    """Strip the symbols from the bundle's ELF libraries (Linux): (files stripped, bytes saved).

    Done here, not by PyInstaller's `strip=True`, which strips every binary: the libraries a
    wheel vendors in `<package>.libs/` were rewritten by auditwheel's patchelf, and strip then
    breaks them (numpy's OpenBLAS: "ELF load command address/offset not page-aligned"). The
    executable is left alone too: its archive of Python code is appended to it. Elsewhere
    nothing is stripped (macOS signs what strip would change; Windows has no symbols to strip).
    """
    tool = shutil.which("strip")
    if not sys.platform.startswith("linux") or tool is None:
        return 0, 0
    stripped, saved = 0, 0
    for path in sorted((folder / "_internal").rglob("*")):
        if (path.is_symlink() or not path.is_file()
                or any(part.endswith(".libs") for part in path.relative_to(folder).parts)):
            continue
        with path.open("rb") as file:
            if file.read(4) != b"\x7fELF":
                continue
        before = path.stat().st_size
        result = subprocess.run([tool, "--strip-unneeded", str(path)], capture_output=True,
                                text=True, check=False)
        if result.returncode != 0:
            raise SystemExit(f"strip failed on {path}: {result.stderr.strip()}")
        stripped += 1
        saved += before - path.stat().st_size
    return stripped, saved
