"""The director's remote (/director, issue 22, S7-24) in headless Chromium against a real host
with bots playing: from the phone page the director starts the night, pauses the clock and
moves a player, while a Python director client (standing for the desktop console) watches the
acts arrive through the host's command path, worded by the console's own `describe`; a wrong
code gets the host's plain refusal and its growing delay. Screenshots at 375x812 and
1920x1080 are saved under /tmp/shots/ to be looked at."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from selenium import webdriver
from selenium.common.exceptions import (
    ElementNotInteractableException,
    StaleElementReferenceException,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from app.client.wording import describe
from app.core.game import Game
from app.core.tournament_words import is_tournament_event
from app.core.wire import event_from_dict
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client, Refused
from app.net.host import Host
from app.net.secure_channel import SecureConnection
from tests.support.browser import needs_browser
from tests.support.loop import run
from tests.support.waiting import until
from tests.support.web_sockets import closed, open_socket, web_page
from tools.web_socket_client import seat_bots

pytestmark = needs_browser

JOIN, DIRECTOR = "4321", "9999"
BOTS = ("Ann", "Bob", "Cid", "Dee")  # two tables of two with seats of three (dealer included)
WAIT_SECONDS = 15.0
SHOTS = Path("/tmp/shots")
PHONE, TV = (375, 812), (1920, 1080)


class Night:
    """A host with four bots seated over /ws, a Python director watching, and the page."""

    def __init__(self, host: Host, base: str, watcher: Client,
                 session: aiohttp.ClientSession, port: int,
                 bots: dict[str, asyncio.Task[Any]]) -> None:
        self.host = host
        self.bots = bots
        self.session = session
        self.port = port
        self.base = base
        self.watcher = watcher
        self.seen: list[p.HostMessage] = []  # what the watching director was sent

    async def watch(self) -> None:
        while (message := await self.watcher.receive()) is not None:
            self.seen.append(message)

    async def drop(self, name: str) -> None:
        """The bot playing `name` stops, its socket closed (a phone that drops)."""
        self.bots[name].cancel()
        await asyncio.gather(self.bots[name], return_exceptions=True)

    def acted(self) -> list[dict[str, Any]]:
        """The DirectorActed events the watcher has been sent."""
        return [event for message in self.seen if isinstance(message, p.Events)
                for event in message.events if event["type"] == "DirectorActed"]

    def last_snapshot(self) -> p.Snapshot | None:
        return next((m for m in reversed(self.seen) if isinstance(m, p.Snapshot)), None)

    async def late_entry(self, name: str) -> p.Welcome:
        """`name` asks to enter late (S7-3): welcomed once the director admits them (raises
        Refused if refused)."""
        client = Client(SecureConnection(await open_socket(self.session, self.port)))
        try:
            return await client.hello("player", name=name, code=JOIN)
        finally:
            await closed(client.conn)

    async def until(self, check: Any, what: str) -> None:
        await until(check, what, WAIT_SECONDS)

    def looks_at_a_code_now(self) -> bool:
        """Whether the host's guard looks at the next director code from 127.0.0.1 now: the
        delay its last wrong one earned has passed (white box: app/net/code_guard.py)."""
        guard = self.host.admission.guard
        tries = guard._tries[("director", "127.0.0.1")]
        return not tries.waiting and guard._clock() >= tries.ready


@asynccontextmanager
async def night(**options: Any) -> AsyncIterator[Night]:
    host = Host(Game(Series7Rules(table_size=3)), join_code=JOIN, director_code=DIRECTOR,
                bet_seconds=20.0, decision_seconds=20.0, **options)
    async with web_page(host) as web:
        tasks: list[asyncio.Task[Any]] = []
        try:
            async with aiohttp.ClientSession() as session:
                bots = dict(zip(BOTS, seat_bots(session, web.port, BOTS, JOIN), strict=True))
                tasks += bots.values()
                tasks.append(asyncio.create_task(host.run()))
                watcher = Client(SecureConnection(await open_socket(session, web.port)))
                await watcher.hello("director", code=DIRECTOR)
                hosted = Night(host, f"http://127.0.0.1:{web.port}", watcher, session,
                               web.port, bots)
                watching = asyncio.create_task(hosted.watch())
                await hosted.until(lambda: host.views.clock_page_state()["field_size"]
                                   == len(BOTS), "the bots")
                try:
                    yield hosted
                finally:
                    watching.cancel()
                    await asyncio.gather(watching, return_exceptions=True)
                    await closed(watcher.conn)
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)


def viewport(page: webdriver.Chrome, size: tuple[int, int]) -> None:
    width, height = size
    page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})


def sign_in(page: webdriver.Chrome, base: str, code: str) -> None:
    page.get(f"{base}/director")
    field = page.find_element(By.ID, "code_input")
    field.clear()
    field.send_keys(code)
    page.find_element(By.ID, "sign_in_button").click()


def submit_code(page: webdriver.Chrome, code: str) -> None:
    """Type `code` on the page as it is (after a refusal) and sign in."""
    field = page.find_element(By.ID, "code_input")
    field.clear()
    field.send_keys(code)
    page.find_element(By.ID, "sign_in_button").click()


def refusal(page: webdriver.Chrome) -> str:
    """The words of the sign-in's refusal, once the page shows them (it clears them at each
    try, and the button is enabled again with them)."""
    text: str = WebDriverWait(page, WAIT_SECONDS, poll_frequency=0.05).until(
        lambda driver: driver.find_element(By.ID, "sign_in_button").is_enabled()
        and driver.find_element(By.ID, "sign_in_message").text)
    return text


def shown(page: webdriver.Chrome, element: str) -> str:
    """The text of `element` once it shows some."""
    text: str = WebDriverWait(page, WAIT_SECONDS, poll_frequency=0.05).until(
        lambda driver: driver.find_element(By.ID, element).text)
    return text


def click_when_enabled(page: webdriver.Chrome, element: str) -> None:
    """Click the button with the id `element` once it is shown and enabled."""
    click_when_ready(page, f"#{element}")


def click_labelled(page: webdriver.Chrome, label: str) -> None:
    """Click the button labelled `label` ("Admit Eve": the late entries' list)."""
    click_when_ready(page, f"button[aria-label='{label}']")


def click_when_ready(page: webdriver.Chrome, selector: str) -> None:
    """Click what `selector` finds once it is shown and enabled. The page draws its panels
    again with each snapshot, so an element replaced between finding and clicking it, or not
    yet laid out (a panel shown a moment after sign-in), is found again, within the wait."""
    def clicked(driver: webdriver.Chrome) -> bool:
        found = driver.find_element(By.CSS_SELECTOR, selector)
        if not (found.is_displayed() and found.is_enabled()):
            return False
        found.click()
        return True

    WebDriverWait(page, WAIT_SECONDS, poll_frequency=0.05,
                  ignored_exceptions=(StaleElementReferenceException,
                                      ElementNotInteractableException)).until(clicked)


def announce(page: webdriver.Chrome, text: str) -> None:
    """Type `text` in the More panel's announcement and send it, as a director would."""
    row = WebDriverWait(page, WAIT_SECONDS).until(
        lambda driver: driver.find_element(By.CSS_SELECTOR, "#more_acts form[data-act=announce]"))
    field = row.find_element(By.CSS_SELECTOR, "input[name=text]")
    assert field.get_attribute("aria-label") == "Tell every screen"
    field.send_keys(text)
    button = row.find_element(By.TAG_NAME, "button")
    assert button.text == "Tell every screen"
    button.click()


def log_lines(page: webdriver.Chrome) -> list[str]:
    return [item.text for item in page.find_elements(By.CSS_SELECTOR, "#log li")]


def screenshot(page: webdriver.Chrome, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / name
    assert page.save_screenshot(str(path))
    return path


def test_the_director_starts_pauses_and_moves_a_player_from_the_phone_page(
        browser: webdriver.Chrome) -> None:
    async def test() -> None:
        async with night() as hosted:
            await asyncio.to_thread(viewport, browser, PHONE)
            await asyncio.to_thread(sign_in, browser, hosted.base, DIRECTOR)
            assert await asyncio.to_thread(shown, browser, "level_line")
            # Every WebDriver call waits on Chromium: in a thread, never on the host's loop.
            assert await asyncio.to_thread(
                lambda: browser.find_element(By.ID, "sign_in").is_displayed()) is False

            # Every level's choice is shown whole in its list at a phone's width (issue 38:
            # "Level 4 · 200 to 40(" was cut beside the button).
            cut = await asyncio.to_thread(browser.execute_script, """
                const select = document.getElementById("level_select");
                const context = document.createElement("canvas").getContext("2d");
                context.font = getComputedStyle(select).font;
                const room = select.clientWidth - 32;  // the arrow and the padding
                return [...select.options].map((option) => option.text)
                  .filter((text) => context.measureText(text).width > room);""")
            assert cut == [], cut
            await asyncio.to_thread(click_when_enabled, browser, "start_button")
            await hosted.until(lambda: (s := hosted.last_snapshot()) is not None and s.started,
                               "the start")
            await asyncio.to_thread(click_when_enabled, browser, "pause_button")
            # The console sees the clock paused (a clock act is stored, not an event)...
            await hosted.until(lambda: (s := hosted.last_snapshot()) is not None
                               and s.clock is not None and not s.clock.running, "the pause")
            # ...and its log says so, as the console's log shows every notice (director_view.py
            # `on_event_notice`).
            await hosted.until(lambda: any(
                isinstance(m, p.Notice) and m.text == "Another director: pause the clock"
                for m in hosted.seen), "the console told")
            assert await asyncio.to_thread(shown, browser, "clock_state") == "PAUSED"
            assert await asyncio.to_thread(
                lambda: browser.find_element(By.ID, "resume_button").is_enabled())

            # Move the first player of table 1 to table 2: made at once, or queued to the end
            # of the hand in play, as the DirectorActed event says (S7-24).
            snapshot = hosted.last_snapshot()
            assert snapshot is not None and len(snapshot.tables) == 2
            player = snapshot.tables[1][0].name
            def choose_move() -> None:
                Select(browser.find_element(By.ID, "move_player_select")).select_by_value(player)
                Select(browser.find_element(By.ID, "move_table_select")).select_by_value("2")

            await asyncio.to_thread(choose_move)
            await asyncio.to_thread(click_when_enabled, browser, "move_button")
            await hosted.until(lambda: any(event["act"] in ("move", "move_queued")
                                           for event in hosted.acted()), "the move")
            (event,) = [event for event in hosted.acted() if event["act"] in
                        ("move", "move_queued")][:1]
            assert event["detail"].startswith(f"{player}: table 1") or \
                event["detail"].startswith(f"{player} to table 2")
            # The console's log words the remote's act as its own (director_view.py).
            words = describe(event_from_dict(event))
            assert is_tournament_event(event_from_dict(event))
            assert words.startswith(("The director moves", "The director will move"))
            page_log = await asyncio.to_thread(
                lambda: WebDriverWait(browser, WAIT_SECONDS, poll_frequency=0.05).until(
                    lambda driver: [line for line in log_lines(driver) if words in line]))
            # What was done, as the host tells the director who did it.
            assert page_log and await asyncio.to_thread(
                lambda: WebDriverWait(browser, WAIT_SECONDS, poll_frequency=0.05).until(
                    lambda driver: any(f"You: move {player} to table 2" in line
                                       for line in log_lines(driver))))
            if event["act"] == "move_queued":  # the page shows it pending until made
                assert (await asyncio.to_thread(shown, browser, "pending_moves")).startswith(
                    f"Pending: {player} to table 2")
            # Resumed, the hand is played (a paused host deals none) and a queued move made.
            await asyncio.to_thread(click_when_enabled, browser, "resume_button")
            await hosted.until(lambda: any(event["act"] == "move" for event in hosted.acted()),
                               "the move made")
            await asyncio.to_thread(
                lambda: WebDriverWait(browser, WAIT_SECONDS, poll_frequency=0.05).until(
                    lambda driver: not driver.find_element(By.ID, "pending_moves").text))

            # Voiding a hand asks first, in the console's words; Cancel sends nothing.
            await asyncio.to_thread(click_when_enabled, browser, "void_button")
            assert await asyncio.to_thread(shown, browser, "confirm_question") == \
                "Void the hand at table 1?"
            assert await asyncio.to_thread(
                lambda: browser.find_element(By.ID, "confirm_yes").text) == "Void the hand"
            await asyncio.to_thread(screenshot, browser, "director_confirm_375x812.png")
            await asyncio.to_thread(lambda: browser.find_element(By.ID, "confirm_no").click())
            assert not any("void" in line for line in await asyncio.to_thread(log_lines, browser))
            await asyncio.to_thread(click_when_enabled, browser, "void_button")
            await asyncio.to_thread(click_when_enabled, browser, "confirm_yes")
            # Done (the hand in play goes back) or refused in the host's words (none in play).
            # (The host's side read from the browser's thread: its list of messages only grows.)
            await asyncio.to_thread(
                lambda: WebDriverWait(browser, WAIT_SECONDS, poll_frequency=0.05).until(
                    lambda driver: any(event["act"] == "void" for event in hosted.acted())
                    or driver.find_element(By.ID, "message").text))
            if any(event["act"] == "void" for event in hosted.acted()):  # as the console says
                await asyncio.to_thread(
                    lambda: WebDriverWait(browser, WAIT_SECONDS, poll_frequency=0.05).until(
                        lambda driver: any(line.endswith("You: void the hand at table 1")
                                           for line in log_lines(driver))))
                await asyncio.to_thread(
                    lambda: WebDriverWait(browser, WAIT_SECONDS, poll_frequency=0.05).until(
                        lambda driver: any(line.endswith("The director voids the hand at "
                                                         "table 1")
                                           for line in log_lines(driver))))

            # A player whose phone dropped is played as away (S7-9), shown at their seat with
            # the hands dealt them since, and the log says so (issue 38), in the console's
            # words (tests/ui/test_director.py).
            away = hosted.host.game.seats(2)[0].name
            await hosted.drop(away)
            await asyncio.to_thread(
                lambda: WebDriverWait(browser, WAIT_SECONDS, poll_frequency=0.05).until(
                    lambda driver: any(f"{away} is away: the rules bet and play for them" in line
                                       for line in log_lines(driver))))
            seat_line = await asyncio.to_thread(
                lambda: WebDriverWait(browser, WAIT_SECONDS, poll_frequency=0.05).until(
                    lambda driver: next((row for row in driver.execute_script(
                        "return [...document.querySelectorAll('#tables li')]"
                        ".map((row) => row.innerText)") if "(away: " in row), None)))
            assert seat_line.startswith(away) and " hand" in seat_line, seat_line

            await asyncio.to_thread(screenshot, browser, "director_375x812.png")
            height = await asyncio.to_thread(
                browser.execute_script, "return document.documentElement.scrollHeight")
            await asyncio.to_thread(viewport, browser, (PHONE[0], height))
            await asyncio.to_thread(screenshot, browser, "director_375_whole_page.png")
            await asyncio.to_thread(viewport, browser, TV)
            await asyncio.to_thread(screenshot, browser, "director_1920x1080.png")

    run(test, timeout=90)


def test_a_wrong_code_gets_the_hosts_refusal_and_its_growing_delay(
        browser: webdriver.Chrome) -> None:
    """docs/protocol.md "Joining": each wrong code makes the next wait longer (0.5 s, doubling);
    the page shows the host's words and tries nothing by itself."""
    async def test() -> None:
        async with night() as hosted:
            await asyncio.to_thread(viewport, browser, PHONE)
            await asyncio.to_thread(sign_in, browser, hosted.base, "0000")
            assert await asyncio.to_thread(refusal, browser) == "Wrong director code"
            await asyncio.to_thread(screenshot, browser, "director_refused_375x812.png")
            for _ in range(2):  # past each delay (0.5 s, 1 s): two more wrong codes, counted
                await hosted.until(hosted.looks_at_a_code_now, "the guard's delay passed")
                await asyncio.to_thread(submit_code, browser, "0000")
                assert await asyncio.to_thread(refusal, browser) == "Wrong director code"
            # At once the right code: the guard's 2 s wait refuses it unlooked at, and says so.
            await asyncio.to_thread(submit_code, browser, DIRECTOR)
            assert "try again in" in await asyncio.to_thread(refusal, browser)
            assert await asyncio.to_thread(
                lambda: browser.find_element(By.ID, "console").is_displayed()) is False
            directors = [s for s in hosted.host.sessions if s.role == "director"]
            assert len(directors) == 1  # the watcher alone

    run(test, timeout=60)


def test_late_entries_are_admitted_or_refused_from_the_page_with_their_penalty_shown(
        browser: webdriver.Chrome) -> None:
    """S7-3, S7-24: a late entry waits for the director's word, its table and penalty shown
    first; Admit lets the player in, Refuse turns them away with the host's reason."""
    async def test() -> None:
        async with night(entries_by_director=True) as hosted:
            await asyncio.to_thread(viewport, browser, PHONE)
            await asyncio.to_thread(sign_in, browser, hosted.base, DIRECTOR)
            await asyncio.to_thread(click_when_enabled, browser, "start_button")
            await hosted.until(lambda: (s := hosted.last_snapshot()) is not None and s.started,
                               "the start")
            eve = asyncio.create_task(hosted.late_entry("Eve"))
            fay = asyncio.create_task(hosted.late_entry("Fay"))
            lines = await asyncio.to_thread(
                lambda: WebDriverWait(browser, WAIT_SECONDS, poll_frequency=0.05).until(
                    lambda driver: len(items := driver.find_elements(
                        By.CSS_SELECTOR, "#entries_list li span")) == 2
                    and [item.text for item in items]))
            snapshot = hosted.last_snapshot()
            assert snapshot is not None
            assert sorted(lines) == sorted(
                f"{entry.name}: table {entry.table}, penalty {entry.penalty:,} chips"
                for entry in snapshot.entries)
            await asyncio.to_thread(screenshot, browser, "director_entries_375x812.png")
            # S7-3: terms that changed since they were shown (a hand played at that table
            # meanwhile: the bots play hands in a blink) are refused by the host with the new
            # ones, shown in its words: admitted again, as often as the terms move.
            async with asyncio.timeout(WAIT_SECONDS):
                while not eve.done():
                    await asyncio.to_thread(click_labelled, browser, "Admit Eve")
                    # (Eve's task read from the browser's thread: done is done.)
                    await asyncio.to_thread(
                        lambda: WebDriverWait(browser, WAIT_SECONDS, poll_frequency=0.05).until(
                            lambda driver: eve.done() or "new terms" in driver.find_element(
                                By.ID, "message").text))
            welcome = await eve
            assert welcome.name == "Eve"
            await asyncio.to_thread(click_labelled, browser, "Refuse Fay")
            with pytest.raises(Refused, match="The director refused your late entry"):
                await asyncio.wait_for(fay, WAIT_SECONDS)
            assert "You: admit Eve" in " ".join(await asyncio.to_thread(log_lines, browser))
            # An act the page has no control of its own for is drawn from what it takes (issue
            # 37, protocol 5): the announcement, a line of text and its button, in More.
            await asyncio.to_thread(announce, browser, "Dinner is served at the bar")
            await asyncio.to_thread(
                lambda: WebDriverWait(browser, WAIT_SECONDS, poll_frequency=0.05).until(
                    lambda driver: any(line.endswith(
                        "From the director: Dinner is served at the bar")
                        for line in log_lines(driver))))
            await asyncio.to_thread(screenshot, browser, "director_more_375x812.png")
            assert hosted.host.views.clock_page_state()["field_size"] == len(BOTS) + 1
            await asyncio.to_thread(
                lambda: WebDriverWait(browser, WAIT_SECONDS).until(
                    lambda driver: not driver.find_element(By.ID, "entries_panel")
                    .is_displayed()))

    run(test, timeout=60)



def test_a_jump_past_the_next_level_asks_first_and_a_lost_socket_comes_back(
        browser: webdriver.Chrome) -> None:
    """director_view.py `_go_to_level`: more than one level ahead of a running tournament asks
    first, in the console's words (Cancel sends nothing). A socket the host drops is taken
    back by the page by itself, saying so meanwhile."""
    async def test() -> None:
        async with night() as hosted:
            await asyncio.to_thread(viewport, browser, PHONE)
            watching = {s for s in hosted.host.sessions if s.role == "director"}
            await asyncio.to_thread(sign_in, browser, hosted.base, DIRECTOR)
            await asyncio.to_thread(click_when_enabled, browser, "start_button")
            await hosted.until(lambda: (s := hosted.last_snapshot()) is not None and s.started,
                               "the start")
            await asyncio.to_thread(
                lambda: Select(browser.find_element(By.ID, "level_select")).select_by_value("3"))
            await asyncio.to_thread(click_when_enabled, browser, "jump_button")
            assert await asyncio.to_thread(shown, browser, "confirm_question") == \
                "Go to level 3 now?"
            assert await asyncio.to_thread(
                lambda: browser.find_element(By.ID, "confirm_details").text) == (
                "The clock is at level 1: this skips 1 level, and the bets rise at once: "
                "bets 100 to 200.")
            await asyncio.to_thread(lambda: browser.find_element(By.ID, "confirm_no").click())
            await asyncio.to_thread(
                lambda: Select(browser.find_element(By.ID, "level_select")).select_by_value("2"))
            await asyncio.to_thread(click_when_enabled, browser, "jump_button")  # no question
            await hosted.until(lambda: (s := hosted.last_snapshot()) is not None and s.clock
                               is not None and s.clock.level.number == 2, "level 2")
            assert not any("level 3" in line
                           for line in await asyncio.to_thread(log_lines, browser))

            (page,) = [s for s in hosted.host.sessions if s.role == "director"
                       and s not in watching]
            page.drop()  # as a lost Wi-Fi would
            assert (await asyncio.to_thread(shown, browser, "status")).startswith(
                "Reconnecting…")
            await asyncio.to_thread(
                lambda: WebDriverWait(browser, WAIT_SECONDS, poll_frequency=0.05).until(
                    lambda driver: not driver.find_element(By.ID, "status").text))
            assert await asyncio.to_thread(
                lambda: browser.find_element(By.ID, "console").is_displayed())
            await asyncio.to_thread(click_when_enabled, browser, "pause_button")
            await hosted.until(lambda: (s := hosted.last_snapshot()) is not None and s.clock
                               is not None and not s.clock.running, "the pause")

    run(test, timeout=60)
