"""Headless Chromium for the web pages' tests: a page loaded as a browser shows it."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

from tools.browser import CHROMIUM, CHROMIUM_FLAGS

CHROMIUM_SECONDS = 30.0  # one run takes a second or two; this only bounds a hang
needs_chromium = pytest.mark.skipif(
    not os.access(CHROMIUM, os.X_OK),
    reason="/usr/bin/chromium is missing: `make system-deps` installs Debian's chromium")


async def chromium(profiles: Path, url: str, *extra: str, budget_ms: int = 1000) -> str:
    """Load `url` in headless Chromium (a fresh profile under `profiles` each time); what it
    printed (with --dump-dom, the page as it stands after `budget_ms` of virtual time)."""
    profile = profiles / f"profile-{len(list(profiles.glob('profile-*')))}"
    process = await asyncio.create_subprocess_exec(
        str(CHROMIUM), *CHROMIUM_FLAGS, f"--user-data-dir={profile}",
        f"--virtual-time-budget={budget_ms}", *extra, url,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL)
    try:
        async with asyncio.timeout(CHROMIUM_SECONDS):
            out, _ = await process.communicate()
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    assert process.returncode == 0, f"chromium exited with {process.returncode}"
    return out.decode()
