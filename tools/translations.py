"""The translations' sources, i18n/pitboss_<language>.ts, kept in step with the code.

    python -m tools.translations update          every i18n/*.ts from the code (`make i18n`)
    python -m tools.translations update fr       ... and a new i18n/pitboss_fr.ts to translate
    python -m tools.translations check           says which .ts files the code has left behind

One place for lupdate's options, so `make i18n` and tests/test_i18n.py run it alike. The .ts
files carry no line numbers (`-locations none`): moving code does not touch them, so a .ts
changes only when a string does. Strings no longer in the code are dropped (`-no-obsolete`).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "i18n"
LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"
# `translatable(context, text)` (app/i18n.py) marks a text to translate later, where it is
# kept in a table: lupdate reads it as Qt's QT_TRANSLATE_NOOP.
OPTIONS = ["-locations", "none", "-no-obsolete", "-silent",
           "-tr-function-alias", "QT_TRANSLATE_NOOP+=translatable"]


def sources() -> list[Path]:
    """The Python the app runs (not the forms pyside6-uic generates: their .ui files are read
    instead) and the Designer forms."""
    python = [path for path in (ROOT / "app").rglob("*.py")
              if (ROOT / "app" / "ui" / "forms") not in path.parents]
    return sorted(python) + sorted((ROOT / "ui").glob("*.ui"))


def ts_files() -> list[Path]:
    return sorted(I18N.glob("pitboss_*.ts"))


def lupdate(targets: list[Path]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        # lupdate reads its sources from a list file: no command line too long
        listing = Path(folder) / "sources.lst"
        listing.write_text("\n".join(str(path) for path in sources()), encoding="utf-8")
        subprocess.run([str(LUPDATE), *OPTIONS, f"@{listing}", "-ts",
                        *(str(target) for target in targets)], check=True)


def update(new_languages: list[str]) -> list[Path]:
    I18N.mkdir(exist_ok=True)
    targets = ts_files() + [I18N / f"pitboss_{code}.ts" for code in new_languages]
    lupdate(targets)
    return targets


def stale() -> list[Path]:
    """The .ts files that `update` would change."""
    found: list[Path] = []
    with tempfile.TemporaryDirectory() as folder:
        copies = [Path(folder) / ts.name for ts in ts_files()]
        for ts, copy in zip(ts_files(), copies, strict=True):
            shutil.copyfile(ts, copy)
        if copies:
            lupdate(copies)
        for ts, copy in zip(ts_files(), copies, strict=True):
            if copy.read_bytes() != ts.read_bytes():
                found.append(ts)
    return found


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        for target in update(argv[1:]):
            print(f"updated {target.relative_to(ROOT)}")
        return 0
    if argv == ["check"]:
        behind = stale()
        for ts in behind:
            print(f"{ts.relative_to(ROOT)} is out of date: run `make i18n`")
        return 1 if behind else 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
