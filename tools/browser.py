"""Debian's headless Chromium driven by Selenium through Debian's chromedriver (nothing
downloaded): the web pages' tests and `make screenshots` load the pages a host serves in it."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
# What works headless on a bare machine (no GPU, no sandbox as root, nothing fetched).
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--hide-scrollbars"]
SCRIPT_SECONDS = 20.0  # an async script waits at most this long (it bounds a hang only)


@contextlib.contextmanager
def headless_chromium(languages: str | None = None) -> Iterator[webdriver.Chrome]:
    """Headless Chromium under Selenium, with the system's chromedriver: with the driver's path
    given, Selenium looks nothing up and fetches nothing. `languages` ("de-DE,de"): the
    reader's, as its Accept-Language says them (headless Chromium ignores --lang), the first
    also the locale its scripts write numbers in ("12.500")."""
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
        if languages is not None:
            driver.execute_cdp_cmd("Emulation.setLocaleOverride",
                                   {"locale": languages.split(",")[0].split(";")[0].strip()})
        yield driver
    finally:
        driver.quit()
