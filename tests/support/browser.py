"""A real browser for the web pages' tests (tools/browser.py: Debian's headless Chromium under
Selenium), and their mark for a machine without it."""

from __future__ import annotations

import os

import pytest

from tools.browser import CHROMEDRIVER, CHROMIUM, headless_chromium

__all__ = ["headless_chromium", "needs_browser"]

needs_browser = pytest.mark.skipif(
    not (os.access(CHROMIUM, os.X_OK) and os.access(CHROMEDRIVER, os.X_OK)),
    reason="chromium or chromedriver is missing: `make system-deps` installs Debian's "
           "chromium and chromium-driver")


