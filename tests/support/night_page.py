"""Driving the night's page (resources/web/night.html, issue 22) in a real browser, as a
person would: join with the code, take a seat, answer what the page asks until a hand is
played; screenshots at a phone's and a TV's size to $PITBOSS_SHOTS. Used by the page's tests
(tests/net/test_night_page.py) and the phone seat's capture on a simulated LAN."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

WAIT_SECONDS = 30.0
PHONE, SCREEN = (375, 812), (1920, 1080)
PLAYING = "return document.getElementById('status').textContent.startsWith('Playing')"


def until(page: webdriver.Chrome, script: str, seconds: float = WAIT_SECONDS,
          *arguments: Any) -> Any:
    """What `script` (given `arguments`) returns once it is truthy (the test fails after
    `seconds`)."""
    return WebDriverWait(page, seconds, poll_frequency=0.05).until(
        lambda driver: driver.execute_script(script, *arguments))


def shot(page: webdriver.Chrome, name: str, size: tuple[int, int]) -> None:
    """A screenshot at `size` into $PITBOSS_SHOTS (none when it is not set)."""
    folder = os.environ.get("PITBOSS_SHOTS")
    if not folder:
        return
    # The viewport itself at that size (a window's size would include the browser's frame).
    page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": size == PHONE})
    Path(folder).mkdir(parents=True, exist_ok=True)
    page.save_screenshot(str(Path(folder) / f"{name}-{size[0]}x{size[1]}.png"))
    # And as a phone in dark mode shows it (docs/decisions/system-look.md).
    prefer(page, scheme="dark")
    page.save_screenshot(str(Path(folder) / f"{name}-dark-{size[0]}x{size[1]}.png"))
    prefer(page)


def pick_name(page: webdriver.Chrome, name: str) -> None:
    """On the page's list of the night's names, the one to play as."""
    page.find_element(By.XPATH, f"//div[@id='names']/button[text()='{name}']").click()


def prefer(page: webdriver.Chrome, scheme: str = "", contrast: str = "") -> None:
    """The page as a device that prefers `scheme` ("light", "dark") and `contrast` ("more")
    shows it; empty: the browser's own."""
    page.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": scheme},
        {"name": "prefers-contrast", "value": contrast}]})


def fresh_page(page: webdriver.Chrome, base: str, code: str, shots: bool = False) -> None:
    """The night's page with nothing kept from an earlier test, the code typed in (and the
    join and pick views shot, with `shots`)."""
    page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": PHONE[0], "height": PHONE[1], "deviceScaleFactor": 1, "mobile": True})
    page.get(f"{base}/")
    page.execute_script("localStorage.clear()")
    page.get(f"{base}/")
    page.find_element(By.ID, "code_input").send_keys(code)
    if shots:
        shot(page, "night-join", PHONE)
    page.find_element(By.ID, "join_button").click()
    until(page, "return !document.getElementById('pick').hidden")
    if shots:
        shot(page, "night-pick", SCREEN)
        shot(page, "night-pick", PHONE)  # last: the test goes on at a phone's size


# One look at the page's controls: answer what is asked (the host's default where it says
# one, else the first choice), and say what is shown.
PLAY_STEP = """
const controls = document.getElementById("controls");
if (controls.hidden) return null;
const choice = controls.querySelector("#choices button.primary")
  ?? controls.querySelector("#choices button");
if (!choice) return null;
const text = choice.textContent;
choice.click();
return text;
"""

# What the page offers against what the host asked: the actions of the last decision asked of
# `me` in the frames the page received, and those its buttons answer (null: no decision shown).
OFFERED = """
const me = arguments[0];
const controls = document.getElementById("controls");
const asked = window.__frames.findLast((f) => f.type === "decision" && f.seat === me);
if (controls.hidden || !asked || !controls.querySelector("[data-action]")) return null;
const offered = [...controls.querySelectorAll("#choices [data-action]")]
  .map((e) => e.dataset.action);
return [asked.actions, [...new Set(offered)], document.getElementById("prompt").textContent,
        asked.kind];
"""

# The house's cards on the page's felt (their names as read aloud) and its total's label.
HOUSE_SHOWN = """
const house = document.querySelector("#seats li.dealer");
return house && [[...house.querySelectorAll(".card")].map((c) => c.getAttribute("aria-label")),
                 house.querySelector(".label").textContent];
"""

# An amount typed into the request's chooser (the first), to see it survive other messages.
TYPE_AMOUNT = """
const input = document.querySelector("#choices .amount input");
if (!input) return null;
input.value = arguments[0];
return window.__frames.length;
"""

# The hands the page's seat played to their end: the number of HandEnded after a HandStarted
# dealing `me` in, in the frames the page received.
HANDS_PLAYED = """
const me = arguments[0];
let dealtIn = false, played = 0;
for (const frame of window.__frames) {
  if (frame.type !== "events") continue;
  for (const event of frame.events) {
    if (event.type === "HandStarted") dealtIn = event.players.includes(me);
    if (event.type === "HandEnded" && dealtIn) played += 1;
  }
}
return played;
"""


def play_a_hand(page: webdriver.Chrome, me: str, shots: str) -> list[str]:
    """Answer every request on the page until a hand that dealt `me` in has ended; the
    buttons pressed. Every decision shown offers exactly the host's actions. Screenshots of
    the first request at both sizes, named `shots`."""
    pressed: list[str] = []
    shown = False
    for _ in range(int(WAIT_SECONDS / 0.1)):
        if page.execute_script(HANDS_PLAYED, me) and pressed:
            return pressed
        offered = page.execute_script(OFFERED, me)
        if offered:
            asked, answered, prompt, _ = offered
            assert answered == asked, f"{prompt}: offered {answered}, asked {asked}"
        if not shown and page.execute_script(
                "return !document.getElementById('controls').hidden"):
            shown = True
            shot(page, f"{shots}-request", SCREEN)
            shot(page, f"{shots}-request", PHONE)
        text = page.execute_script(PLAY_STEP)
        if text:
            pressed.append(text)
        page.execute_script("return new Promise((r) => setTimeout(r, 100))")
    raise AssertionError(f"no hand played to its end; pressed {pressed}")


def offered_at(page: webdriver.Chrome, me: str, kind: str) -> list[Any]:
    """OFFERED once the page shows a decision of `kind` to `me`."""
    return WebDriverWait(page, WAIT_SECONDS, poll_frequency=0.05).until(
        lambda driver: (offered := driver.execute_script(OFFERED, me)) and offered[3] == kind
        and offered)
