from collections.abc import Iterator

import pytest
from selenium import webdriver

from tests.support.browser import headless_chromium


@pytest.fixture(scope="module")
def browser() -> Iterator[webdriver.Chrome]:
    """One headless Chromium for a module's browser tests (starting one takes a second)."""
    with headless_chromium() as driver:
        yield driver
