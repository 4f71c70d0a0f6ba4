"""The pages served as their files (app/net/web_clock.py `FILE_PAGES`, docs/decisions/web-pages.md):
every file a page loads is found by following its tags and its modules' imports, so the
smoke test of a bundle (app/ui/smoke.py) names one that is missing instead of a phone
showing a blank page."""

from __future__ import annotations

import shutil
from pathlib import Path

import aiohttp
import pytest

from app.net import web_clock
from app.net.night import HostedNight
from app.net.web_clock import FILE_PAGES, page_files
from app.resources import resources_dir
from tests.support.loop import run
from tests.support.nights import loopback_plan


def test_the_directors_page_needs_its_modules_the_core_the_channel_and_the_words() -> None:
    """...and the clock's arithmetic, the one copy every page runs (clock-time.js)."""
    assert FILE_PAGES["/director"] == "director.html"
    files = page_files("director.html")
    assert files[0] == "director.html"
    assert set(files) == {"director.html", "director.css", "director.js", "director-words.js",
                          "client/session.js", "generated/channel.js", "words.js",
                          "clock-time.js"}


def test_the_night_page_needs_its_model_of_a_seat_the_clock_arithmetic_and_the_core() -> None:
    assert FILE_PAGES["/"] == "night.html"
    assert set(page_files("night.html")) == {
        "night.html", "words.js", "night.css", "night.js", "clock-time.js", "client/table.js",
        "client/session.js", "generated/channel.js"}


@pytest.fixture
def web_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of resources/ the path helper points at, to break."""
    copy = tmp_path / "resources"
    shutil.copytree(resources_dir() / "web", copy / "web")
    monkeypatch.setattr(web_clock, "resources_dir", lambda: copy)
    return copy / "web"


@pytest.mark.parametrize("missing", ["client/session.js", "generated/channel.js",
                                     "director.css"])
def test_a_missing_file_is_named(web_copy: Path, missing: str) -> None:
    (web_copy / missing).unlink()
    with pytest.raises(OSError, match=missing.split("/")[-1]):
        page_files("director.html")


def test_a_module_importing_from_outside_the_web_folder_is_refused(web_copy: Path) -> None:
    module = web_copy / "director-words.js"
    module.write_text('import { x } from "../../secrets.js";\n' + module.read_text())
    with pytest.raises(OSError, match="outside"):
        page_files("director.html")


def test_a_hosted_night_serves_the_remote_at_its_address(tmp_path: Path) -> None:
    """`pitboss host --http-port`'s night (HostedNight) serves the remote at the address it
    names (`web_url`), under its policy."""
    async def test() -> None:
        night = HostedNight(loopback_plan(tmp_path / "night.sqlite3", clock_port=0))
        await night.start()
        try:
            url = night.web_url("/director")
            assert url == night.clock_url().removesuffix("/clock") + "/director"
            async with aiohttp.ClientSession() as session, session.get(url) as answer:
                assert answer.status == 200
                assert "connect-src 'self'" in answer.headers["Content-Security-Policy"]
                assert '<script type="module" src="/web/director.js">' in await answer.text()
        finally:
            await night.stop()

    run(test)
