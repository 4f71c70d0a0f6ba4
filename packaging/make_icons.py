"""Render the app's icon, resources/icons/pitboss.svg, into what each system's package wants:

    build/icons/pitboss-<N>.png   N = 16 ... 1024 (the .deb's hicolor theme takes 16 to 512)
    build/icons/pitboss.png       256 px, the default
    build/icons/pitboss.ico       Windows: 16 to 256 px in one file
    build/icons/pitboss.icns      macOS: 16 to 1024 px in one file

Usage: python packaging/make_icons.py [OUT_DIR]   (`make icons`; the default is build/icons)

Each size is drawn from the SVG itself (QSvgRenderer, offscreen), not scaled down from a big
bitmap, so the small ones stay sharp. The .ico and .icns containers are written here (both are a
header and a table of PNGs), then read back through Qt's own ico and icns image plugins as a
check where those plugins are present. Nothing generated is committed.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "resources" / "icons" / "pitboss.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # 256 is the largest an .ico entry can say
# The icns entry types that hold PNG data, and the pixels of each (the @2x ones share sizes).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256),
              ("ic14", 512))


def render(svg: Path, sizes: tuple[int, ...]) -> dict[int, bytes]:
    """PNG bytes of the SVG drawn at each size."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    # Kept alive while drawing: QPainter needs an application (its fonts, its screens).
    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {svg} is not an SVG Qt can draw")
    pngs: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise SystemExit(f"make_icons: Qt could not write a {size} px PNG")
        buffer.close()
        pngs[size] = bytes(data.data())
    return pngs


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNGs (read by Windows since Vista, and by PyInstaller)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(pngs)
    entries, images = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + entries + images


def icns(pngs: dict[int, bytes]) -> bytes:
    """An icns file: 'icns', the total length, then (type, length, PNG) per entry; big-endian."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_back(path: Path, expected: int) -> str:
    """How many images Qt finds in `path`, as a check of the container; a note if Qt has no
    plugin for that format here."""
    from PySide6.QtGui import QImageReader

    reader = QImageReader(str(path))
    if not reader.canRead():
        formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
        if path.suffix[1:] not in formats:
            return f"{path.name}: not checked (Qt has no {path.suffix} plugin here)"
        raise SystemExit(f"make_icons: Qt cannot read back {path}: {reader.errorString()}")
    count = reader.imageCount()
    if count != expected:
        raise SystemExit(f"make_icons: {path} holds {count} images, not {expected}")
    return f"{path.name}: {count} images, read back by Qt"


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "build" / "icons"
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out.mkdir(parents=True, exist_ok=True)
    pngs = render(SOURCE, SIZES)
    for size, png in pngs.items():
        (out / f"pitboss-{size}.png").write_bytes(png)
    (out / "pitboss.png").write_bytes(pngs[256])
    (out / "pitboss.ico").write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    (out / "pitboss.icns").write_bytes(icns(pngs))
    print(f"make_icons: {len(SIZES)} PNGs ({SIZES[0]} to {SIZES[-1]} px), pitboss.ico and "
          f"pitboss.icns in {out}")
    print("make_icons: " + read_back(out / "pitboss.ico", len(ICO_SIZES)))
    # Qt's icns reader lists one image per distinct entry it can decode.
    print("make_icons: " + read_back(out / "pitboss.icns", len(ICNS_TYPES)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
