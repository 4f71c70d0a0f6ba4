"""A real browser for the web pages' tests: Debian's headless Chromium driven by Selenium through
Debian's chromedriver (nothing downloaded), and a folder served on 127.0.0.1 for it to load."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from tests.support.chromium import CHROMIUM, CHROMIUM_FLAGS

CHROMEDRIVER = Path("/usr/bin/chromedriver")
SCRIPT_SECONDS = 20.0  # an async script waits at most this long (it bounds a hang only)
needs_browser = pytest.mark.skipif(
    not (os.access(CHROMIUM, os.X_OK) and os.access(CHROMEDRIVER, os.X_OK)),
    reason="chromium or chromedriver is missing: `make system-deps` installs Debian's "
           "chromium and chromium-driver")


@contextlib.contextmanager
def headless_chromium(languages: str | None = None) -> Iterator[webdriver.Chrome]:
    """Headless Chromium under Selenium, with the system's chromedriver: with the driver's path
    given, Selenium looks nothing up and fetches nothing. `languages` ("de-DE,de"): the
    reader's, as its Accept-Language says them (headless Chromium ignores --lang)."""
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    if languages is not None:
        options.add_experimental_option("prefs", {"intl.accept_languages": languages})
    driver = webdriver.Chrome(options=options,
                              service=Service(executable_path=str(CHROMEDRIVER)))
    try:
        driver.set_script_timeout(SCRIPT_SECONDS)
        yield driver
    finally:
        driver.quit()


