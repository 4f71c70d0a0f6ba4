"""A real browser for the web pages' tests (tools/browser.py: Debian's headless Chromium under
Selenium), and their mark: `make check` leaves them out, and a machine without the browser
skips them (tests/conftest.py)."""

from __future__ import annotations

import os

import pytest

from tools.browser import CHROMEDRIVER, CHROMIUM, headless_chromium

__all__ = ["BROWSER_FIXTURES", "MISSING", "headless_chromium", "needs_browser"]

needs_browser = pytest.mark.browser
# The fixtures that start a browser: a test asking for one is marked as if it said so.
BROWSER_FIXTURES = frozenset({"browser", "german_browser"})
MISSING = None if os.access(CHROMIUM, os.X_OK) and os.access(CHROMEDRIVER, os.X_OK) else (
    "chromium or chromedriver is missing: `make system-deps` installs Debian's chromium and "
    "chromium-driver")


