"""A stand-in for PyInstaller's Windows bundle and icon, to compile pitboss.nsi off Windows.

PyInstaller cannot cross-build, so on Linux (packaging/check_scripts.sh, the pytest in
tests/packaging) the installer script is compiled against these files to prove it is valid:

    python packaging/windows/make_standin.py OUT_DIR

writes OUT_DIR/pitboss/ (a text pitboss.exe and a few files under _internal/, the layout
PyInstaller 6 makes) and OUT_DIR/pitboss.ico (a real two-image icon: makensis rejects a broken
one). Standard library only, so it runs with any Python 3.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path


def ico_bytes(sizes: tuple[int, ...] = (16, 32)) -> bytes:
    """A valid .ico holding one 32-bit BMP image per size, a plain green square."""
    images = []
    for size in sizes:
        header = struct.pack("<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0, 0, 0, 0, 0, 0)
        pixels = bytes((0x2E, 0x7D, 0x32, 0xFF)) * (size * size)  # BGRA, felt green
        mask_row = ((size + 31) // 32) * 4
        images.append(header + pixels + bytes(mask_row * size))
    offset = 6 + 16 * len(images)
    directory = struct.pack("<HHH", 0, 1, len(images))
    for size, image in zip(sizes, images, strict=True):
        side = size % 256  # 0 stands for 256
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(image), offset)
        offset += len(image)
    return directory + b"".join(images)


def make_standin(out_dir: Path) -> tuple[Path, Path]:
    """Write the stand-in bundle and icon; return (bundle folder, icon file)."""
    bundle = out_dir / "pitboss"
    internal = bundle / "_internal"
    (internal / "PySide6" / "plugins").mkdir(parents=True, exist_ok=True)
    (bundle / "pitboss.exe").write_text("stand-in for PyInstaller's pitboss.exe\n")
    (internal / "base_library.zip").write_bytes(b"PK\x05\x06" + bytes(18))
    (internal / "python311.dll").write_text("stand-in\n")
    (internal / "PySide6" / "plugins" / "qoffscreen.dll").write_text("stand-in\n")
    icon = out_dir / "pitboss.ico"
    icon.write_bytes(ico_bytes())
    return bundle, icon


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(f"usage: {argv[0]} OUT_DIR", file=sys.stderr)
        return 2
    bundle, icon = make_standin(Path(argv[1]))
    print(bundle)
    print(icon)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
