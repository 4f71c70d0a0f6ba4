"""The generated card and chip art (tools/art.py, written by tools/make_art.py): well-formed SVG
that QtSvg renders, and the theme folder."""

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from pytestqt.qtbot import QtBot

from tools import art, make_art, make_sounds
from tools.art import CHIP_COLOURS, RANKS, SUITS, card_back_svg, card_svg, chip_svg

SVG = "{http://www.w3.org/2000/svg}svg"
CARDS = [rank + suit for rank in RANKS for suit in SUITS]


def every_svg() -> list[tuple[str, str, str]]:
    """(name, SVG text, expected viewBox) for every card in both colourings, the back, each chip."""
    items = [(name, card_svg(name[0], name[1]), "0 0 250 350") for name in CARDS]
    items += [(f"4c-{name}", card_svg(name[0], name[1], True), "0 0 250 350") for name in CARDS]
    items.append(("back", card_back_svg(), "0 0 250 350"))
    items += [(f"chip-{v}", chip_svg(v, c), "0 0 200 200") for v, c in CHIP_COLOURS.items()]
    return items


def render(svg: str, width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    QSvgRenderer(QByteArray(svg.encode("utf-8"))).render(painter)
    painter.end()
    return image


ALL_SVG = every_svg()
IDS = [name for name, _, _ in ALL_SVG]


@pytest.mark.parametrize(("name", "svg", "view_box"), ALL_SVG, ids=IDS)
def test_svg_is_well_formed_with_its_view_box(name: str, svg: str, view_box: str) -> None:
    root = ET.fromstring(svg)
    assert root.tag == SVG
    assert root.get("viewBox") == view_box


@pytest.mark.parametrize(("name", "svg", "view_box"), ALL_SVG, ids=IDS)
def test_qt_renders_the_svg(qtbot: QtBot, name: str, svg: str, view_box: str) -> None:
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    assert renderer.isValid(), name
    width, height = (int(n) for n in view_box.split()[2:])
    assert renderer.defaultSize() == QSize(width, height)

    # Something is painted: the centre pixel is no longer the transparent background.
    image = render(svg, width, height)
    assert image.pixelColor(width // 2, height // 2).alpha() == 255


@pytest.mark.parametrize("four_colour", [False, True])
@pytest.mark.parametrize("card", [n for n in CARDS if n[0] not in "JQK"])
def test_centre_pip_is_drawn_in_the_suit_colour(qtbot: QtBot, card: str, four_colour: bool) -> None:
    image = render(card_svg(card[0], card[1], four_colour), 250, 350)
    ink = QColor(art.suit_colour(card[1], four_colour))
    assert image.pixelColor(125, 175).rgb() == ink.rgb()
    assert image.pixelColor(125, 20).rgb() == QColor("#ffffff").rgb()  # face, no pip up there


@pytest.mark.parametrize("suit", SUITS)
def test_suit_paths_are_plain_path_data(suit: str) -> None:
    token = r"[MLCAZmlcaz]|-?\d+(?:\.\d+)?"
    data = art.SUIT_PATHS[suit]
    assert re.fullmatch(rf"\s*(?:(?:{token})\s*)+", data), data
    assert data.startswith("M") and data.rstrip().endswith("Z")


def test_card_faces_show_rank_and_suit() -> None:
    ten = card_svg("T", "S")
    assert ten.count(">10</text>") == 2  # both corners, "10" rather than "T"
    assert ten.count(f'd="{art.SUIT_PATHS["S"]}"') == 3  # two corner pips and the centre pip
    assert card_svg("K", "H").count(">K</text>") == 3  # corners and the court letter


def test_red_suits_are_red_and_black_suits_black() -> None:
    for rank in RANKS:
        for suit in "HD":
            svg = card_svg(rank, suit)
            assert f'fill="{art.RED}"' in svg
            assert f'fill="{art.BLACK}"' not in svg
        for suit in "SC":
            svg = card_svg(rank, suit)
            assert f'fill="{art.BLACK}"' in svg
            assert f'fill="{art.RED}"' not in svg


def test_four_colour_deck_has_blue_diamonds_and_green_clubs() -> None:
    diamond = card_svg("7", "D", four_colour=True)
    assert f'fill="{art.BLUE}"' in diamond
    assert f'fill="{art.RED}"' not in diamond
    club = card_svg("7", "C", four_colour=True)
    assert f'fill="{art.GREEN}"' in club
    assert f'fill="{art.BLACK}"' not in club
    assert f'fill="{art.RED}"' in card_svg("7", "H", four_colour=True)
    assert f'fill="{art.BLACK}"' in card_svg("7", "S", four_colour=True)
    assert art.BLUE.lower() == "#1565c0"


def test_chip_shows_its_value_and_colour() -> None:
    svg = chip_svg(25, CHIP_COLOURS[25])
    assert ">25</text>" in svg
    assert f'fill="{CHIP_COLOURS[25]}"' in svg
    assert svg.count("<rect ") == 8  # the rim stripes
    assert ">5K</text>" in chip_svg(5000, CHIP_COLOURS[5000])
    assert sorted(CHIP_COLOURS) == [1, 5, 25, 100, 500, 1000, 5000]
    assert len(set(CHIP_COLOURS.values())) == len(CHIP_COLOURS)


def test_card_back_uses_its_colour() -> None:
    assert 'fill="#aa2233"' in card_back_svg("#aa2233")


@pytest.mark.parametrize(
    "call",
    [
        lambda: card_svg("1", "S"),
        lambda: card_svg("A", "X"),
        lambda: card_svg("", "S"),
        lambda: card_back_svg("red; onload"),
        lambda: chip_svg(0, "#ffffff"),
        lambda: chip_svg(5, "url(#x)"),
    ],
)
def test_bad_arguments_are_refused(call: Callable[[], str]) -> None:
    with pytest.raises(ValueError):
        call()


def test_make_art_writes_the_theme(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "classic"
    assert make_art.main([str(out)]) == 0

    cards = sorted(p.name for p in (out / "cards").iterdir())
    four = sorted(p.name for p in (out / "cards-four-colour").iterdir())
    assert len(cards) == 53 and "back.svg" in cards
    assert len(four) == 52
    assert sorted(f"{name}.svg" for name in CARDS) == four == [n for n in cards if n != "back.svg"]
    assert "AS.svg" in four and "TD.svg" in four

    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["name"] == "Classic"
    assert manifest["felt"] == "#0b5d3b"
    assert (out / manifest["cards"]).is_dir()
    assert (out / manifest["four_colour_cards"]).is_dir()
    assert (out / manifest["back"]).is_file()
    assert set(manifest["chips"]) == {str(v) for v in CHIP_COLOURS}
    assert manifest["chips"]["25"] == "chips/25.svg"
    for path in manifest["chips"].values():
        assert (out / path).is_file()
        assert ET.parse(out / path).getroot().get("viewBox") == "0 0 200 200"
    assert (out / "cards-four-colour" / "QD.svg").read_text(encoding="utf-8") == card_svg(
        "Q", "D", True
    )


def test_make_art_rewrites_only_changed_files(tmp_path: Path) -> None:
    sounds = len(make_sounds.SOUNDS)
    assert make_art.write_theme(tmp_path) == 52 + 52 + 1 + len(CHIP_COLOURS) + 1 + sounds
    assert make_art.write_theme(tmp_path) == 0

    stale = tmp_path / "cards" / "AS.svg"
    stale.write_text("old", encoding="utf-8")
    untouched = tmp_path / "cards" / "KH.svg"
    before = untouched.stat().st_mtime_ns
    assert make_art.write_theme(tmp_path) == 1
    assert stale.read_text(encoding="utf-8") == card_svg("A", "S")
    assert untouched.stat().st_mtime_ns == before
