"""The frozen app (`make dist`) beside a bare PySide6 window frozen the same way, against the
issue's goals: the bundle within SIZE_GOAL times the bare one's size, the lobby's first frame
within START_GOAL times the bare window's.

    dist/pitboss/                 Pitboss, one folder (packaging/pitboss.spec)
    build/bare/dist/bare/         the bare window: a QApplication, a QMainWindow and a QLabel
                                  (packaging/bare/), with the same exclusions and stripping
    dist/pitboss_*.deb            the .deb, beside build/bare/pitboss-bare_*.deb (the bare
                                  bundle packed by the same script)

Size: the bytes of the bundle's files (links not followed), and of each .deb; the largest parts
Pitboss has beyond the bare window are listed, which is where any trimming would start.
Start-up: `--first-frame` of each executable, which prints the seconds from the kernel's record of
the process's start to the end of the window's first paint pass (the same probe code in both:
bare.spec copies it from app/ui/main.py), offscreen, with empty settings and data folders; the
two alternate, one discarded warm-up each and then RUNS each; medians, their ratio, and the wall
time the parent sees (Popen to exit) for context. Caches are warm, as on a second start.

Without a frozen build (no dist/pitboss or build/bare/dist/bare) it says so and exits 0, so
`make bench` never fails for want of one; `make dist` builds both and runs this.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from _startup import compare_startup  # bench/, beside this script

ROOT = Path(__file__).resolve().parents[1]
EXE = ".exe" if sys.platform == "win32" else ""
APP = ROOT / "dist" / "pitboss" / f"pitboss{EXE}"
BARE = ROOT / "build" / "bare" / "dist" / "bare" / f"bare{EXE}"
RUNS = 15  # a shared machine's noise moves single start-ups by a third; the median holds
SIZE_GOAL = 1.3
START_GOAL = 1.5
MIB = 2**20


def tree_bytes(folder: Path) -> dict[str, int]:
    """Each regular file's size under `folder`, by its path relative to it."""
    sizes = {}
    for directory, _, names in os.walk(folder):
        for name in names:
            path = Path(directory) / name
            if not path.is_symlink():
                sizes[path.relative_to(folder).as_posix()] = path.stat().st_size
    return sizes


def part_of(relative: str) -> str:
    """What a file belongs to, for the list of what takes the space: a package's folder, Qt's
    library, or a library at the bundle's top."""
    parts = relative.split("/")
    if parts[0] == "_internal":
        parts = parts[1:]
    if len(parts) == 1:
        return parts[0]
    if parts[0] == "PySide6" and parts[1] == "Qt" and len(parts) > 3:
        return "/".join(parts[:4])  # a Qt library, or a folder of plugins
    return parts[0] + "/"


def sizes() -> None:
    app, bare = tree_bytes(APP.parent), tree_bytes(BARE.parent)
    app_total, bare_total = sum(app.values()), sum(bare.values())
    ratio = app_total / bare_total
    print("size of the one-folder bundle (files, links not followed)")
    print(f"{'bare PySide6 window':24} {bare_total / MIB:8.1f} MiB  ({len(bare)} files)")
    print(f"{'Pitboss':24} {app_total / MIB:8.1f} MiB  ({len(app)} files)")
    print(f"{'Pitboss / bare':24} {ratio:8.2f}x")
    extra: dict[str, int] = defaultdict(int)
    for relative, size in app.items():
        grown = size - bare.get(relative, 0)
        if grown > 0:
            extra[part_of(relative)] += grown
    top = sorted(extra.items(), key=lambda item: -item[1])[:8]
    print(f"Pitboss's largest parts beyond the bare window ({sum(extra.values()) / MIB:.1f} MiB "
          "in all):")
    for part, size in top:
        print(f"  {size / MIB:6.1f} MiB  {part}")
    verdict = "met" if ratio <= SIZE_GOAL else "not met"
    print(f"goal: the bundle within {SIZE_GOAL:.1f}x the bare window's: {verdict}")
    packages()


def packages() -> None:
    app_debs = sorted((ROOT / "dist").glob("pitboss_*.deb"), key=lambda p: p.stat().st_mtime)
    bare_debs = sorted((ROOT / "build" / "bare").glob("pitboss-bare_*.deb"),
                       key=lambda p: p.stat().st_mtime)
    tarballs = sorted((ROOT / "dist").glob("pitboss-*-linux-*.tar.xz"),
                      key=lambda p: p.stat().st_mtime)
    if not app_debs:
        print("(no .deb in dist/: `make dist` makes it)")
        return
    app_deb = app_debs[-1].stat().st_size
    line = f"{'.deb':24} {app_deb / MIB:8.1f} MiB  ({app_debs[-1].name})"
    if bare_debs:
        bare_deb = bare_debs[-1].stat().st_size
        line += f"; bare: {bare_deb / MIB:.1f} MiB, {app_deb / bare_deb:.2f}x"
    print(line)
    if tarballs:
        print(f"{'.tar.xz':24} {tarballs[-1].stat().st_size / MIB:8.1f} MiB  "
              f"({tarballs[-1].name})")


def startup(runs: int) -> None:
    with tempfile.TemporaryDirectory(prefix="pitboss-bench-") as folder:
        # Nothing of this checkout's Python reaches the frozen programs; settings and data
        # folders start empty, as on a first start.
        env = {name: value for name, value in os.environ.items()
               if not name.startswith(("PYTHON", "VIRTUAL_ENV"))}
        env.update(QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=folder, XDG_DATA_HOME=folder)
        compare_startup({"bare PySide6 window": [str(BARE), "--first-frame"],
                         "Pitboss lobby": [str(APP), "--first-frame"]}, env, runs,
                        START_GOAL, "start-up, frozen: process start to first frame, offscreen")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python bench/dist.py",
                                     description="The frozen app beside a bare PySide6 window.")
    parser.add_argument("--runs", type=int, default=RUNS,
                        help=f"start-ups of each (default {RUNS})")
    parser.add_argument("--only", choices=("size", "startup"), help="measure one thing only")
    options = parser.parse_args(argv)
    missing = [path for path in (APP, BARE) if not path.is_file()]
    if missing:
        names = [path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                 for path in missing]
        print("bench/dist.py: skipped, no frozen build to measure ("
              + ", ".join(str(name) for name in names) + " missing): `make dist` builds both")
        return 0
    if options.only != "startup":
        sizes()
    if options.only != "size":
        startup(options.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
