"""The resource path helper finds the generated theme from a checkout and inside a bundle."""

import sys
from pathlib import Path

import pytest

from app.resources import resources_dir, theme_dir


def test_theme_is_found_in_the_checkout() -> None:
    assert (theme_dir() / "manifest.json").is_file()  # `make forms` generates it


def test_a_bundle_looks_in_its_own_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources_dir() == tmp_path / "resources"
    assert theme_dir("dark") == tmp_path / "resources" / "themes" / "dark"
