"""Write the classic theme's SVG art and manifest into a folder: `python -m tools.make_art DIR`.

The folder is generated (never committed); files whose content did not change are left alone, so
their timestamps only move when the art does.
"""

import argparse
import json
import sys
from pathlib import Path

from tools.art import CHIP_COLOURS, RANKS, SUITS, card_back_svg, card_svg, chip_svg
from tools.make_sounds import sound_files, sound_paths

THEME_NAME = "Classic"
FELT = "#0b5d3b"
MANIFEST_VERSION = 1


def write_if_changed(path: Path, text: str | bytes) -> bool:
    """Write `text` (UTF-8) or bytes to `path` unless it already holds exactly that; True if it
    wrote."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    if path.is_file() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def theme_files() -> dict[str, str | bytes]:
    """Every file of the theme, by its path relative to the theme folder (POSIX separators)."""
    files: dict[str, str | bytes] = dict(sound_files())
    for folder, four_colour in (("cards", False), ("cards-four-colour", True)):
        for rank in RANKS:
            for suit in SUITS:
                files[f"{folder}/{rank}{suit}.svg"] = card_svg(rank, suit, four_colour)
    files["cards/back.svg"] = card_back_svg()
    chips = {str(value): f"chips/{value}.svg" for value in sorted(CHIP_COLOURS)}
    for value, colour in CHIP_COLOURS.items():
        files[f"chips/{value}.svg"] = chip_svg(value, colour)
    manifest = {
        "version": MANIFEST_VERSION,
        "name": THEME_NAME,
        "cards": "cards",
        "four_colour_cards": "cards-four-colour",
        "back": "cards/back.svg",
        "chips": chips,
        "felt": FELT,
        "sounds": sound_paths(),
    }
    files["manifest.json"] = json.dumps(manifest, indent=2) + "\n"
    return files


def write_theme(output_dir: Path) -> int:
    """Write the theme into `output_dir`; returns how many files it (re)wrote."""
    return sum(
        write_if_changed(output_dir / relative, text) for relative, text in theme_files().items()
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.make_art", description="Generate the classic card and chip art."
    )
    parser.add_argument("output_dir", type=Path, help="theme folder to write (created if missing)")
    options = parser.parse_args(sys.argv[1:] if argv is None else argv)
    written = write_theme(options.output_dir)
    print(f"{options.output_dir}: {written} file(s) written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
