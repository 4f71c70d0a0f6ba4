"""The clock's and the season's pages in the reader's language (issue 24): the host picks the
language from the browser's Accept-Language (app/net/web_words.py `negotiate`) and inlines that
language's catalogue in the page (app/net/web_clock.py); a language whose catalogue cannot be
read is left out, and its readers get English. The catalogue here is written by the test, as
`make translations` builds resources/i18n/pitboss_de.web.json from i18n/pitboss_de.ts."""

from __future__ import annotations

import asyncio
import json
import logging
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from app.core.game import Game
from app.engine.variants.series7.rules import Series7Rules
from app.league.points import Hundredths
from app.league.standings import SeasonStandings, Standing
from app.net import web_clock, web_words
from app.net.host import Host
from app.net.season_board import season_page
from app.net.web_clock import WebClock
from app.net.web_words import negotiate
from app.resources import resources_dir
from tests.support.browser import headless_chromium, needs_browser
from tests.support.loop import run

SHOTS = Path("/tmp/shots")
TV = (1920, 1080)
WAIT_SECONDS = 10.0
GERMANY = "de-DE,de;q=0.9,en;q=0.8"  # a German browser's Accept-Language

# The pages' German, as i18n/pitboss_de.ts holds it once translated: (context, source) to the
# translation, or its plural forms (one, other).
GERMAN: dict[tuple[str, str], str | list[str]] = {
    ("web_clock", "Pitboss clock"): "Pitboss-Uhr",
    ("kiosk_words", "Minimum %L1"): "Minimum %L1",
    ("kiosk_words", "Next: level %1 · %2"): "Als Nächstes: Level %1 · %2",
    ("web_clock", "reconnecting…"): "neu verbinden…",
    ("web_clock", "%1 · clock"): "%1 · Uhr",
    ("web_clock", "%1 of %2 players left"): "%1 von %2 Spielern übrig",
    ("web_clock", "%n player(s)"): ["%n Spieler", "%n Spieler"],
    ("web_clock", "Tournament over"): "Turnier beendet",
    ("web_clock", "Winner"): "Sieger",
    ("web_clock", "In play"): "Läuft",
    ("kiosk_words", "Starting soon"): "Beginnt gleich",
    ("web_clock", "Waiting for the start"): "Warte auf den Start",
    ("kiosk_words", "Break"): "Pause",
    ("kiosk_words", "Level %1"): "Level %1",
    ("kiosk_words", "Break in %1"): "Pause in %1",
    ("web_clock", "PAUSED"): "PAUSIERT",
    ("web_season", "Pitboss season standings"): "Pitboss-Saisontabelle",
    ("web_season", "Member"): "Mitglied",
    ("web_season", "Points"): "Punkte",
    ("web_season", "Events"): "Turniere",
    ("web_season", "Wins"): "Siege",
    ("web_season", "Best"): "Bester Rang",
    ("web_season", "Average"): "Ø Rang",
    ("web_season", "Won dealing"): "Als Geber gewonnen",
    ("web_season", "reconnecting…"): "neu verbinden…",
    ("kiosk_words", "%1 · season standings"): "%1 · Saisontabelle",
    ("web_season", "after %n tournament(s) · %1"): ["nach %n Turnier · %1",
                                                     "nach %n Turnieren · %1"],
    ("kiosk_words", "%n member(s)"): ["%n Mitglied", "%n Mitglieder"],
    ("web_season", "No tournament of the season has been played yet"):
        "Noch wurde kein Turnier der Saison gespielt",
    ("kiosk_words", "Season standings"): "Saisontabelle",
    ("web_season", "There is no season tonight."): "Heute Abend gibt es keine Saison.",
    ("web_season", "Tonight's tournaments count in no season."):
        "Die Turniere von heute Abend zählen für keine Saison.",
    ("web_season", "The host does not answer yet."): "Der Host antwortet noch nicht.",
}


def german_catalogue() -> str:
    """pitboss_de.web.json as tools/translations.py `web_catalogue` writes it."""
    messages = {f"{context}\u0004{source}": text for (context, source), text in GERMAN.items()}
    return json.dumps({"language": "de", "plurals": ["one", "other"], "messages": messages},
                      ensure_ascii=False, sort_keys=True)


def spanish_catalogue() -> str:
    return json.dumps({"language": "es", "plurals": ["one", "other"], "messages": {
        "kiosk_words\u0004Break": "Descanso"}}, ensure_ascii=False)


def forget_the_pages() -> None:
    """The catalogues and the pages are read once: read them again from the copy."""
    for cached in (web_words.catalogues, web_words.words_script, web_clock.clock_page,
                   web_clock.season_page):
        cached.cache_clear()


@pytest.fixture
def i18n(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of resources/ (its pages, and a folder for the catalogues the test writes) that
    the path helper points at; resources/i18n/, where the catalogues go, is returned."""
    copy = tmp_path / "resources"
    shutil.copytree(resources_dir() / "web", copy / "web")
    (copy / "i18n").mkdir()
    monkeypatch.setattr(web_clock, "resources_dir", lambda: copy)
    monkeypatch.setattr(web_words, "resources_dir", lambda: copy)
    forget_the_pages()
    yield copy / "i18n"
    forget_the_pages()


def new_host() -> Host:
    host = Host(Game(Series7Rules(), name="Friday Night"), join_code="4321", speedup=1.0)
    for index in range(2):
        host.game.register(f"P{index}", host.now())
    host.game.start(host.now())
    return host


async def fetch(port: int, path: str, language: str | None) -> tuple[dict[str, str], str]:
    """GET `path` with `language` as Accept-Language (none if None): headers and text."""
    headers = {} if language is None else {"Accept-Language": language}
    async with aiohttp.ClientSession(skip_auto_headers=["Accept-Language"]) as session, \
            session.get(f"http://127.0.0.1:{port}{path}", headers=headers) as answer:
        assert answer.status == 200, path
        return dict(answer.headers), await answer.text()


def served_language(page: str) -> str:
    """The language of the catalogue a page (or /words.js) holds inline."""
    start = page.index("var PITBOSS_WORDS = ") + len("var PITBOSS_WORDS = ")
    catalogue, _ = json.JSONDecoder().raw_decode(page, start)
    return str(catalogue["language"])


# ---- the host's choice ------------------------------------------------------------------------


def test_the_pages_are_served_in_the_language_the_browser_asks_for(i18n: Path) -> None:
    (i18n / "pitboss_de.web.json").write_text(german_catalogue(), encoding="utf-8")

    async def test() -> None:
        web = WebClock(new_host().views.clock_page_state)
        await web.start("127.0.0.1", 0)
        try:
            headers, german = await fetch(web.port, "/clock", GERMANY)
            assert served_language(german) == "de" and headers["Vary"] == "Accept-Language"
            for words in ("Als Nächstes: Level %1 · %2", "PAUSIERT", "Pitboss-Uhr"):
                assert words in german
            _, season = await fetch(web.port, "/season", GERMANY)
            assert served_language(season) == "de"
            assert "Die Turniere von heute Abend zählen für keine Saison." in season
            for language in ("fr", None):  # a language not shipped, and no header: English
                _, english = await fetch(web.port, "/clock", language)
                assert served_language(english) == "en", language
                assert "PAUSIERT" not in english and "Pitboss-Uhr" not in english
            # /words.js (the pages served as files load it) is the same choice, and says that
            # it depends on the header, so no cache hands a German page to a Spanish reader.
            headers, words = await fetch(web.port, "/words.js", GERMANY)
            assert headers["Vary"] == "Accept-Language"
            assert headers["Content-Type"] == "text/javascript; charset=utf-8"
            assert served_language(words) == "de" and "PAUSIERT" in words
            _, words = await fetch(web.port, "/words.js", None)
            assert served_language(words) == "en" and "PAUSIERT" not in words
        finally:
            await web.close()

    run(test)


def test_negotiate_picks_by_weight_and_skips_zero_and_malformed_entries(i18n: Path) -> None:
    (i18n / "pitboss_de.web.json").write_text(german_catalogue(), encoding="utf-8")
    (i18n / "pitboss_es.web.json").write_text(spanish_catalogue(), encoding="utf-8")
    assert web_words.languages() == ["en", "de", "es"]
    assert negotiate(GERMANY) == "de"
    assert negotiate("en;q=0.5, de") == "de"  # by weight, not by order
    assert negotiate("es, de") == "es" and negotiate("de, es") == "de"  # equal: by order
    assert negotiate("ES-mx;q=0.7, fr") == "es"  # by primary subtag, in any case
    assert negotiate("de;q=0, es;q=0.1") == "es"  # q=0: not acceptable
    assert negotiate("de;q=0.0") == "en"
    assert negotiate("de;q=abc, *, d e, de;q=1.2.3, es;q=0.2") == "es"  # malformed: skipped
    assert negotiate("fr-CH, fr;q=0.9") == "en"
    assert negotiate("") == "en" and negotiate(None) == "en"
    assert negotiate(";;;,,,=") == "en"


def test_a_corrupt_catalogue_leaves_its_language_out_and_english_is_served(
        i18n: Path, caplog: pytest.LogCaptureFixture) -> None:
    (i18n / "pitboss_de.web.json").write_text(german_catalogue()[:-20], encoding="utf-8")
    (i18n / "pitboss_es.web.json").write_bytes(b"\xff\xfe not UTF-8")
    (i18n / "pitboss_fr.web.json").write_text("[]", encoding="utf-8")  # JSON, no catalogue
    with caplog.at_level(logging.WARNING, logger="pitboss.host"):
        assert web_words.languages() == ["en"]
    said = " ".join(record.getMessage() for record in caplog.records)
    assert "de words could not be read" in said and "es words could not be read" in said
    assert "fr words are not a catalogue" in said
    assert negotiate(GERMANY) == "en"

    async def test() -> None:
        web = WebClock(new_host().views.clock_page_state)
        await web.start("127.0.0.1", 0)
        try:
            for path in ("/clock", "/season", "/words.js"):
                _, page = await fetch(web.port, path, GERMANY)
                assert served_language(page) == "en" and "PAUSIERT" not in page, path
        finally:
            await web.close()

    run(test)


# ---- the pages in Chromium --------------------------------------------------------------------


@pytest.fixture
def german_browser() -> Iterator[webdriver.Chrome]:
    with headless_chromium(GERMANY) as driver:
        driver.set_window_size(*TV)
        yield driver


def shown(page: webdriver.Chrome, element: str) -> str:
    return page.find_element(By.ID, element).text


def wait_for(page: webdriver.Chrome, element: str, text: str) -> None:
    WebDriverWait(page, WAIT_SECONDS, poll_frequency=0.05).until(
        lambda _: shown(page, element) == text)


def screenshot(page: webdriver.Chrome, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / name
    assert page.save_screenshot(str(path))
    data = path.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 20_000
    return path


@needs_browser
def test_a_german_browser_shows_the_clock_in_german(i18n: Path,
                                                     german_browser: webdriver.Chrome) -> None:
    """The clock at TV size as a German reader's browser shows it, saved to
    /tmp/shots/clock-de.png (and clock-de-paused.png) to be looked at."""
    (i18n / "pitboss_de.web.json").write_text(german_catalogue(), encoding="utf-8")
    page = german_browser

    async def test() -> None:
        host = new_host()
        web = WebClock(host.views.clock_page_state)
        await web.start("127.0.0.1", 0)
        try:
            await asyncio.to_thread(page.get, f"http://127.0.0.1:{web.port}/clock")
            await asyncio.to_thread(wait_for, page, "next", "Als Nächstes: Level 2 · 50 / 100")
            assert await asyncio.to_thread(
                lambda: page.find_element(By.TAG_NAME, "html").get_attribute("lang")) == "de"
            assert await asyncio.to_thread(lambda: page.title) == "Friday Night · Uhr"
            assert await asyncio.to_thread(shown, page, "title") == "Level 1" and \
                await asyncio.to_thread(shown, page, "bets") == "25 / 50"
            assert await asyncio.to_thread(shown, page, "players") == "2 von 2 Spielern übrig"
            assert re.fullmatch(r"Pause in 4[45]:\d\d",
                                await asyncio.to_thread(shown, page, "break"))
            await asyncio.to_thread(screenshot, page, "clock-de.png")

            host.game.direct("pause", host.now())
            await asyncio.to_thread(wait_for, page, "banner", "PAUSIERT")
            await asyncio.to_thread(screenshot, page, "clock-de-paused.png")
        finally:
            await web.close()

    run(test)


@needs_browser
def test_a_german_browser_shows_the_season_in_german_and_a_night_in_none_in_its_words(
        i18n: Path, german_browser: webdriver.Chrome) -> None:
    """The season's table in German (/tmp/shots/season-de.png), and a night in no season said
    in the page's own German, not in the host's English message."""
    (i18n / "pitboss_de.web.json").write_text(german_catalogue(), encoding="utf-8")
    page = german_browser
    rows = tuple(Standing(name, Hundredths(9_000 - 650 * index), 3, int(index == 0), 1 + index,
                          1.5 + index, 1_250 - 400 * index)
                 for index, name in enumerate(["Ann", "Bob", "Maximilian-Ernst"]))
    body = season_page("Winter", 3, SeasonStandings(rows, {}))

    async def test() -> None:
        season = WebClock(dict, season=lambda: body)
        none = WebClock(dict)
        await season.start("127.0.0.1", 0)
        await none.start("127.0.0.1", 0)
        try:
            await asyncio.to_thread(page.get, f"http://127.0.0.1:{season.port}/season")
            await asyncio.to_thread(wait_for, page, "season", "Winter · Saisontabelle")
            assert await asyncio.to_thread(shown, page, "summary") == \
                "nach 3 Turnieren · 3 Mitglieder"
            headings = await asyncio.to_thread(
                lambda: [cell.text for cell in page.find_elements(By.CSS_SELECTOR, "thead th")])
            assert headings == ["#", "Mitglied", "Punkte", "Turniere", "Siege", "Bester Rang",
                                "Ø Rang", "Als Geber gewonnen"]
            assert await asyncio.to_thread(lambda: page.title) == "Winter · Saisontabelle"
            await asyncio.to_thread(screenshot, page, "season-de.png")

            await asyncio.to_thread(page.get, f"http://127.0.0.1:{none.port}/season")
            await asyncio.to_thread(wait_for, page, "season", "Saisontabelle")
            assert await asyncio.to_thread(shown, page, "message") == \
                "Die Turniere von heute Abend zählen für keine Saison."
            assert await asyncio.to_thread(
                lambda: page.find_element(By.TAG_NAME, "body").get_attribute("class")
            ) == "mode-none"
            await asyncio.to_thread(screenshot, page, "season-none-de.png")
        finally:
            await season.close()
            await none.close()

    run(test)
