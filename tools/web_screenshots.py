"""`python -m tools.web_screenshots DIR [--language es]`: PNGs of the web pages a hosted night
serves (`make screenshots`), read as a phone or a TV in a language Pitboss ships: the browser
asks for it (Accept-Language) and writes numbers as it does (its locale).

A real host on 127.0.0.1 with five bots over its WebSocket, and headless Chromium
(tools/browser.py, as the tests drive it): the clock before the start and in
play (1280x720), the season's page, the director's sign-in and a wrong code's refusal, the
night's page at its list of names, each request a seat is asked and after a few hands (a
phone's 375x812), the director's console (the phone's whole page and 1920x1080).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiohttp
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from app.core.game import Game
from app.engine.variants.series7.rules import Series7Rules
from app.net.host import Host
from app.net.web_clock import WebClock
from tools.browser import headless_chromium
from tools.web_socket_client import seat_bots

JOIN, DIRECTOR = "4321", "9999"
BOTS = ("Ann", "Bob", "Cid", "Dee", "Eve")
PHONE, TV, ROOM = (375, 812), (1920, 1080), (1280, 720)
WAIT_SECONDS = 30.0
PLAYING_STEPS = 200  # looks at the night's page, 0.1 s apart: a few hands
# The seat's answer: the host's default where it marks one, else the first choice.
ANSWER = """
const controls = document.getElementById("controls");
const choice = controls.hidden ? null : controls.querySelector("#choices button.primary")
  ?? controls.querySelector("#choices button");
if (choice) choice.click();
"""


class Camera:
    """The browser, and where its pictures go."""

    def __init__(self, page: webdriver.Chrome, folder: Path) -> None:
        self.page, self.folder = page, folder

    def shoot(self, name: str, size: tuple[int, int]) -> None:
        width, height = size
        self.page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
        self.page.save_screenshot(str(self.folder / f"web-{name}-{width}x{height}.png"))

    def until(self, script: str) -> Any:
        return WebDriverWait(self.page, WAIT_SECONDS, poll_frequency=0.05).until(
            lambda driver: driver.execute_script(script))

    def pause(self, seconds: float) -> None:
        self.page.execute_script(f"return new Promise((r) => setTimeout(r, {seconds * 1000}))")

    def type_into(self, field: str, text: str, button: str) -> None:
        self.page.find_element(By.CSS_SELECTOR, field).send_keys(text)
        self.page.find_element(By.CSS_SELECTOR, button).click()


def browse(camera: Camera, base: str) -> None:
    page = camera.page
    page.get(f"{base}/clock")
    camera.pause(0.5)
    camera.shoot("clock-before-the-start", ROOM)
    page.get(f"{base}/season")
    camera.pause(0.5)
    camera.shoot("season", ROOM)
    page.get(f"{base}/director")
    camera.shoot("director-sign-in", PHONE)
    camera.type_into("#code_input", "0000", "#sign_in_button")
    camera.until("return document.getElementById('sign_in_message').textContent")
    camera.shoot("director-refused", PHONE)
    page.get(f"{base}/")
    camera.type_into("#code_input", JOIN, "#join_button")
    camera.until("return !document.getElementById('pick').hidden")
    camera.shoot("night-names", PHONE)
    camera.type_into("#new_name", "Wes", "#new_player button")
    requests = 0
    for _ in range(PLAYING_STEPS):
        if requests < 4 and page.execute_script(
                "return !document.getElementById('controls').hidden"):
            requests += 1
            camera.shoot(f"night-request-{requests}", PHONE)
        page.execute_script(ANSWER)
        camera.pause(0.1)
    camera.shoot("night-after-a-few-hands", PHONE)
    page.get(f"{base}/clock")
    camera.pause(0.8)
    camera.shoot("clock-in-play", ROOM)
    page.get(f"{base}/director")
    camera.type_into("#code_input", DIRECTOR, "#sign_in_button")
    camera.until("return !document.getElementById('console').hidden")
    camera.shoot("director-console", PHONE)  # laid out at a phone's width, then measured
    camera.pause(1.5)
    height = page.execute_script("return document.documentElement.scrollHeight")
    camera.shoot("director-console", (PHONE[0], max(PHONE[1], height)))
    camera.shoot("director-console", TV)


async def shoot(folder: Path, language: str) -> None:
    host = Host(Game(Series7Rules(table_size=3), name="Pitboss"), join_code=JOIN,
                director_code=DIRECTOR, bet_seconds=20.0, decision_seconds=20.0,
                start_when=len(BOTS) + 1)
    web = WebClock(host.views.clock_page_state, attend=host.attend_sealed)
    await web.start("127.0.0.1", 0)
    tasks: list[asyncio.Task[Any]] = [asyncio.create_task(host.run())]
    try:
        async with aiohttp.ClientSession() as session:
            tasks += seat_bots(session, web.port, BOTS, JOIN)
            await asyncio.to_thread(_in_browser, folder, language, f"http://127.0.0.1:{web.port}",
                                    browse)
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await host.stop()
        await web.close()


def _in_browser(folder: Path, language: str, base: str,
                steps: Callable[[Camera, str], None]) -> None:
    with headless_chromium(language) as driver:
        steps(Camera(driver, folder), base)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.web_screenshots",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--language", default="en", help="as a browser asks: en, es, de")
    options = parser.parse_args(argv)
    options.folder.mkdir(parents=True, exist_ok=True)
    asyncio.run(shoot(options.folder, options.language))
    for path in sorted(options.folder.glob("web-*.png")):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
