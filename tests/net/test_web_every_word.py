"""Every word the web pages show is looked up (issue 24): the night's page, the director's
remote, the clock and the season's page, served by a real host with bots playing, read in
headless Chromium in a pseudo-language whose every text is its English in ⟦brackets⟧ (made
from the .ts files' "web_*" and "phrases" contexts). A text shown outside brackets that is not
data (a name, a number, a card) was never looked up: a reader of Spanish or German would see
it in English. The pages are read at each step a person meets: the night page's join form,
its list of names, a seat through a whole hand (every 100 ms); the director's sign-in, a wrong
code's refusal and the console through its acts; the clock; the season's page."""

from __future__ import annotations

import asyncio
import functools
import json
import re
import shutil
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By

from app.core.game import Game
from app.engine.variants.series7.rules import Series7Rules
from app.i18n import english_plural
from app.net import web_clock, web_words
from app.net.host import Host
from app.resources import resources_dir
from tests.support.browser import headless_chromium, needs_browser
from tests.support.loop import run
from tests.support.night_page import HANDS_PLAYED, PLAY_STEP, fresh_page, until
from tests.support.web_sockets import web_page
from tools.translations import I18N, read_on_the_web
from tools.web_socket_client import seat_bots

pytestmark = needs_browser

PSEUDO = "xx"
JOIN, DIRECTOR = "4321", "9999"
BOTS = ("Ann", "Bob", "Cid", "Dee", "Eve")
# Data, not words: the players' names, the night's name, a card's rank.
NAMES = {*BOTS, "Wes", "Pitboss", "A", "K", "Q", "J"}
LOOKED_UP = re.compile(r"⟦[^⟦⟧]*⟧")
WORD = re.compile(r"[^\W\d_]+")

# Every text a person sees or hears on the page: the text of each shown element, the names
# read aloud (aria-label), the tips (title), the hints in empty fields (placeholder), the
# window's title.
SHOWN_TEXTS = """
const texts = [document.title];
const shown = (element) => element.getClientRects().length > 0
  && getComputedStyle(element).visibility !== "hidden";
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const node = walker.currentNode;
  if (node.textContent.trim() && node.parentElement && shown(node.parentElement)
      && !["SCRIPT", "STYLE"].includes(node.parentElement.tagName)) {
    texts.push(node.textContent.trim());
  }
}
for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder]")) {
  if (!shown(element)) continue;
  for (const name of ["aria-label", "title", "placeholder"]) {
    const value = element.getAttribute(name);
    if (value) texts.push(value);
  }
}
for (const option of document.querySelectorAll("option")) {
  if (option.parentElement && shown(option.parentElement)) texts.push(option.textContent);
}
return texts;
"""


def pseudo_catalogue() -> dict[str, Any]:
    """Every web text of the .ts files, translated as itself in ⟦brackets⟧ (a plural's two
    English forms each so)."""
    messages: dict[str, str | list[str]] = {}
    ts = I18N / "pitboss_de.ts"  # any .ts: each lists every text of the code
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        if not read_on_the_web(name):
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            key = "\u0004".join(filter(None, [name, source, message.findtext("comment")]))
            messages[key] = ([f"⟦{english_plural(source, n)}⟧" for n in (1, 2)]
                             if message.get("numerus") == "yes" else f"⟦{source}⟧")
    return {"language": PSEUDO, "plurals": ["one", "other"], "messages": messages}


@pytest.fixture
def pseudo_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The host serves the pseudo-language to a browser that asks for it."""
    copy = tmp_path / "resources"
    shutil.copytree(resources_dir() / "web", copy / "web")
    (copy / "i18n").mkdir()
    (copy / "i18n" / f"pitboss_{PSEUDO}.web.json").write_text(
        json.dumps(pseudo_catalogue(), ensure_ascii=False), encoding="utf-8")
    for module in (web_clock, web_words):
        monkeypatch.setattr(module, "resources_dir", lambda: copy)
    cached: list[functools._lru_cache_wrapper[Any]] = [
        web_words.catalogues, web_words.words_script, web_clock.clock_page,
        web_clock.season_page]
    for cache in cached:
        cache.cache_clear()
    yield
    for cache in cached:
        cache.cache_clear()


@pytest.fixture
def browser(pseudo_language: None) -> Iterator[webdriver.Chrome]:
    with headless_chromium() as driver:
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setUserAgentOverride", {
            "userAgent": driver.execute_script("return navigator.userAgent"),
            "acceptLanguage": PSEUDO})
        yield driver


class Reader:
    """What a person was shown that was never looked up, page by page."""

    def __init__(self, page: webdriver.Chrome) -> None:
        self.page = page
        self.unworded: dict[str, set[str]] = {}
        self.looks = 0

    def look(self, where: str) -> None:
        self.looks += 1
        for text in self.page.execute_script(SHOWN_TEXTS):
            left = text
            while LOOKED_UP.search(left):  # a text looked up inside another, innermost first
                left = LOOKED_UP.sub(" ", left)
            if any(word not in NAMES for word in WORD.findall(left)):
                self.unworded.setdefault(where, set()).add(text)

    def look_while(self, where: str, seconds: float, step: str | None = None,
                   done: str | None = None) -> None:
        """Look every 100 ms for `seconds`, or until the script `done` returns true (then
        once more: what the page shows after it)."""
        for _ in range(int(seconds / 0.1)):
            self.look(where)
            if done and self.page.execute_script(done, "Wes"):
                self.look(where)
                return
            if step:
                self.page.execute_script(step)
            self.page.execute_script("return new Promise((r) => setTimeout(r, 100))")
        if done:
            raise AssertionError(f"{where}: not done in {seconds} s")


def test_the_pages_show_no_word_that_was_not_looked_up(browser: webdriver.Chrome) -> None:
    reader = Reader(browser)

    async def test() -> None:
        # The night is named as its director named it (a name, not words to translate).
        host = Host(Game(Series7Rules(table_size=3), name="Pitboss"), join_code=JOIN,
                    director_code=DIRECTOR, bet_seconds=20.0, decision_seconds=20.0,
                    start_when=len(BOTS) + 1)
        async with web_page(host) as web, aiohttp.ClientSession() as session:
            base = f"http://127.0.0.1:{web.port}"
            runner = asyncio.create_task(host.run())
            bots = seat_bots(session, web.port, BOTS, JOIN)
            try:
                await asyncio.to_thread(browse, reader, base)
            finally:
                for task in [*bots, runner]:
                    task.cancel()
                await asyncio.gather(*bots, runner, return_exceptions=True)

    run(test, timeout=180)
    assert reader.looks > 50
    assert reader.unworded == {}, "\n".join(
        f"{where}: {sorted(texts)}" for where, texts in reader.unworded.items())


def browse(reader: Reader, base: str) -> None:
    page = reader.page
    page.get(f"{base}/clock")
    reader.look("clock before the start")
    page.get(f"{base}/season")
    until(page, "return document.body.textContent.includes('⟦')")
    reader.look("season page")
    # The director: a wrong code, then the console.
    page.get(f"{base}/director")
    reader.look("director's sign-in")
    page.find_element(By.ID, "code_input").send_keys("0000")
    page.find_element(By.ID, "sign_in_button").click()
    until(page, "return document.getElementById('sign_in_message').textContent")
    reader.look("director's refusal")
    # The night's page: join, pick a name, play.
    fresh_page(page, base, JOIN)
    reader.look("night page's names")
    page.find_element(By.ID, "new_name").send_keys("Wes")
    page.find_element(By.CSS_SELECTOR, "#new_player button").click()
    until(page, "return document.getElementById('status').textContent.length > 0")
    # Through a whole hand that dealt Wes in, and the page after it.
    reader.look_while("night page, a seat", 60.0, PLAY_STEP, HANDS_PLAYED)
    page.get(f"{base}/clock")
    until(page, "return !document.body.classList.contains('mode-loading')")
    reader.look("clock while playing")
    page.get(f"{base}/director")
    page.find_element(By.ID, "code_input").send_keys(DIRECTOR)
    page.find_element(By.ID, "sign_in_button").click()
    until(page, "return !document.getElementById('console').hidden")
    reader.look_while("director's console", 3.0)
    for button in ("pause_button", "resume_button", "plus_minute_button"):
        until(page, f"return !document.getElementById('{button}').disabled")
        page.find_element(By.ID, button).click()
        reader.look_while(f"director's console after {button}", 1.0)
