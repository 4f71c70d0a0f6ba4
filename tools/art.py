"""Vector art for cards and chips, as SVG text (standard library only: no Qt here).

`tools.make_art` writes these into a theme folder; the UI renders them with QtSvg. Everything is
drawn with plain shapes, paths and text (SVG Tiny 1.2, which QtSvg renders): no patterns, filters,
masks or clip paths, so the art looks the same in every renderer.
"""

import re

RANKS = "A23456789TJQK"
SUITS = "SHDC"

CARD_WIDTH = 250
CARD_HEIGHT = 350
CHIP_SIZE = 200

CHIP_COLOURS: dict[int, str] = {
    1: "#f4f4f0",
    5: "#c62828",
    25: "#2e7d32",
    100: "#212121",
    500: "#6a1b9a",
    1000: "#f9c80e",
    5000: "#ef6c00",
}

RED = "#c8102e"
BLACK = "#1a1a1a"
BLUE = "#1565c0"
GREEN = "#1b7a3a"

FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"

# Suit shapes in a 100 x 100 box, centred on (50, 50).
_HEART = (
    "M50 95 C30 78 2 58 2 32 C2 16 14 5 28 5 C38 5 46 11 50 20 "
    "C54 11 62 5 72 5 C86 5 98 16 98 32 C98 58 70 78 50 95 Z"
)
_DIAMOND = "M50 2 L86 50 L50 98 L14 50 Z"
_SPADE = (
    "M50 2 C64 22 98 40 98 62 C98 77 87 86 74 86 C65 86 58 82 54 75 "
    "C55 86 60 93 68 98 L32 98 C40 93 45 86 46 75 "
    "C42 82 35 86 26 86 C13 86 2 77 2 62 C2 40 36 22 50 2 Z"
)
_CLUB = (
    "M28 26 a22 22 0 1 0 44 0 a22 22 0 1 0 -44 0 Z "
    "M4 60 a22 22 0 1 0 44 0 a22 22 0 1 0 -44 0 Z "
    "M52 60 a22 22 0 1 0 44 0 a22 22 0 1 0 -44 0 Z "
    "M38 52 a12 12 0 1 0 24 0 a12 12 0 1 0 -24 0 Z "
    "M46 58 C46 78 41 91 32 98 L68 98 C59 91 54 78 54 58 Z"
)
SUIT_PATHS: dict[str, str] = {"S": _SPADE, "H": _HEART, "D": _DIAMOND, "C": _CLUB}

_HEX_COLOUR = re.compile(r"#(?:[0-9a-fA-F]{3}){1,2}")


def _check_colour(colour: str) -> str:
    if not _HEX_COLOUR.fullmatch(colour):
        raise ValueError(f"colour must be #rgb or #rrggbb, not {colour!r}")
    return colour


def _rgb(colour: str) -> tuple[int, int, int]:
    digits = _check_colour(colour)[1:]
    if len(digits) == 3:
        digits = "".join(d * 2 for d in digits)
    return int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16)


def _luminance(colour: str) -> float:
    """Perceived brightness from 0 (black) to 1 (white)."""
    r, g, b = _rgb(colour)
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255


def _shade(colour: str, factor: float) -> str:
    """The colour scaled towards black (factor < 1) or white (factor > 1)."""
    channels = _rgb(colour)
    if factor <= 1:
        scaled = [round(c * factor) for c in channels]
    else:
        scaled = [round(c + (255 - c) * (factor - 1)) for c in channels]
    return "#" + "".join(f"{min(255, max(0, c)):02x}" for c in scaled)


def suit_colour(suit: str, four_colour: bool = False) -> str:
    """The ink of a suit: red and black, or with `four_colour` blue diamonds and green clubs."""
    if suit not in SUITS or len(suit) != 1:
        raise ValueError(f"suit must be one of {SUITS!r}, not {suit!r}")
    if four_colour and suit == "D":
        return BLUE
    if four_colour and suit == "C":
        return GREEN
    return RED if suit in "HD" else BLACK


def rank_label(rank: str) -> str:
    """What a card shows for its rank: "10" for "T", the rank letter or digit otherwise."""
    if rank not in RANKS or len(rank) != 1:
        raise ValueError(f"rank must be one of {RANKS!r}, not {rank!r}")
    return "10" if rank == "T" else rank


def _pip(suit: str, cx: float, cy: float, size: float, fill: str) -> str:
    """A suit shape `size` wide and high, centred on (cx, cy)."""
    scale = size / 100
    x, y = cx - size / 2, cy - size / 2
    return (
        f'<path transform="translate({x:g} {y:g}) scale({scale:g})" '
        f'd="{SUIT_PATHS[suit]}" fill="{fill}"/>'
    )


def _svg(width: int, height: int, body: list[str]) -> str:
    return "\n".join(
        [
            '<?xml version="1.0" encoding="UTF-8"?>',
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
            *(f"  {line}" for line in body),
            "</svg>",
            "",
        ]
    )


def _corner(label: str, suit: str, ink: str) -> list[str]:
    """The top-left index: rank over a small suit; "10" is set narrower to fit the same column."""
    size = 46 if len(label) == 1 else 40
    spacing = ' letter-spacing="-3"' if len(label) > 1 else ""
    return [
        f'<text x="31" y="58" font-family="{FONT}" font-size="{size}" font-weight="bold" '
        f'text-anchor="middle" fill="{ink}"{spacing}>{label}</text>',
        _pip(suit, 31, 86, 30, ink),
    ]


def card_svg(rank: str, suit: str, four_colour: bool = False) -> str:
    """The face of one card, 250 x 350: corner indices and one large centre pip or court letter."""
    label = rank_label(rank)
    ink = suit_colour(suit, four_colour)
    cx, cy = CARD_WIDTH / 2, CARD_HEIGHT / 2
    body = [
        f'<rect x="2" y="2" width="{CARD_WIDTH - 4}" height="{CARD_HEIGHT - 4}" rx="16" ry="16" '
        'fill="#ffffff" stroke="#9a9a9a" stroke-width="2"/>',
        *_corner(label, suit, ink),
        f'<g transform="rotate(180 {cx:g} {cy:g})">',
        *(f"  {line}" for line in _corner(label, suit, ink)),
        "</g>",
    ]
    if rank in "JQK":
        body += [
            f'<rect x="60" y="60" width="130" height="230" rx="10" ry="10" fill="none" '
            f'stroke="{ink}" stroke-width="3" stroke-opacity="0.5"/>',
            f'<text x="{cx:g}" y="182" font-family="{FONT}" font-size="110" font-weight="bold" '
            f'text-anchor="middle" fill="{ink}">{label}</text>',
            _pip(suit, cx, 238, 56, ink),
        ]
    else:
        body.append(_pip(suit, cx, cy, 140 if rank == "A" else 112, ink))
    return _svg(CARD_WIDTH, CARD_HEIGHT, body)


def _lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> list[str]:
    """Both diagonals every `step`, cut to the rectangle (x0, y0)-(x1, y1)."""
    width, height = x1 - x0, y1 - y0
    lines: list[str] = []
    offset = -height
    while offset <= width:
        # Down-right line: x = x0 + offset + t, y = y0 + t; up-right is its mirror image.
        t_start, t_end = max(0.0, -offset), min(height, width - offset)
        if t_end > t_start:
            ax, bx = x0 + offset + t_start, x0 + offset + t_end
            ay, by = y0 + t_start, y0 + t_end
            lines.append(f"M{ax:g} {ay:g} L{bx:g} {by:g}")
            lines.append(f"M{x1 - (ax - x0):g} {ay:g} L{x1 - (bx - x0):g} {by:g}")
        offset += step
    return lines


def card_back_svg(colour: str = "#1d4e89") -> str:
    """The back of every card, 250 x 350: a white margin around a diagonal lattice."""
    ink = _check_colour(colour)
    light = _shade(ink, 1.45)
    dark = _shade(ink, 0.7)
    x0, y0, x1, y1 = 26, 26, CARD_WIDTH - 26, CARD_HEIGHT - 26
    cx, cy = CARD_WIDTH / 2, CARD_HEIGHT / 2
    body = [
        f'<rect x="2" y="2" width="{CARD_WIDTH - 4}" height="{CARD_HEIGHT - 4}" rx="16" ry="16" '
        'fill="#ffffff" stroke="#9a9a9a" stroke-width="2"/>',
        f'<rect x="16" y="16" width="{CARD_WIDTH - 32}" height="{CARD_HEIGHT - 32}" rx="10" '
        f'ry="10" fill="{ink}"/>',
        f'<path d="{" ".join(_lattice(x0, y0, x1, y1, 20))}" fill="none" stroke="{light}" '
        'stroke-width="2.5" stroke-linecap="butt"/>',
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" fill="none" '
        f'stroke="{light}" stroke-width="3"/>',
        f'<path d="M{cx:g} {cy - 52:g} L{cx + 38:g} {cy:g} L{cx:g} {cy + 52:g} '
        f'L{cx - 38:g} {cy:g} Z" fill="{dark}" stroke="#ffffff" stroke-width="4"/>',
        f'<path d="M{cx:g} {cy - 32:g} L{cx + 22:g} {cy:g} L{cx:g} {cy + 32:g} '
        f'L{cx - 22:g} {cy:g} Z" fill="#ffffff"/>',
    ]
    return _svg(CARD_WIDTH, CARD_HEIGHT, body)


def chip_label(value: int) -> str:
    """The value as a chip prints it: 1000 as "1K", 5000 as "5K", smaller values in full."""
    if value <= 0:
        raise ValueError(f"a chip's value is positive, not {value}")
    if value >= 1000 and value % 1000 == 0:
        return f"{value // 1000}K"
    return str(value)


def chip_svg(value: int, colour: str) -> str:
    """A chip from above, 200 x 200: disc, eight rim stripes, inner ring and the value."""
    fill = _check_colour(colour)
    light = _luminance(fill) > 0.6
    stripe = "#1d4e89" if light else "#ffffff"
    edge = _shade(fill, 0.65)
    # The value in the chip's colour, darkened where it would be faint on the white centre.
    text = fill if _luminance(fill) < 0.45 else edge if not light else BLACK
    label = chip_label(value)
    size = {1: 64, 2: 58, 3: 46}.get(len(label), 36)
    c = CHIP_SIZE / 2
    body = [
        f'<circle cx="{c:g}" cy="{c:g}" r="97" fill="{fill}" stroke="{edge}" stroke-width="3"/>',
        *(
            f'<rect x="{c - 11:g}" y="4" width="22" height="30" fill="{stripe}" '
            f'transform="rotate({angle} {c:g} {c:g})"/>'
            for angle in range(0, 360, 45)
        ),
        f'<circle cx="{c:g}" cy="{c:g}" r="66" fill="{fill}" stroke="{stripe}" '
        'stroke-width="4" stroke-dasharray="10 7"/>',
        f'<circle cx="{c:g}" cy="{c:g}" r="56" fill="#fbfbf8" stroke="{edge}" stroke-width="2"/>',
        f'<text x="{c:g}" y="{c + size * 0.36:g}" font-family="{FONT}" font-size="{size}" '
        f'font-weight="bold" text-anchor="middle" fill="{text}">{label}</text>',
    ]
    return _svg(CHIP_SIZE, CHIP_SIZE, body)
