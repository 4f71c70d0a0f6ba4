"""The browser's client core (resources/web/client/session.js, docs/decisions/web-pages.md) in
headless Chromium against a real host and its web server: the page at /director, under its
Content-Security-Policy, loads the core as a module, keys the WebSocket at /ws with the secure
channel, says hello and is welcomed; a wrong code is refused in the host's words and never
tried again; a socket the host drops is reconnected and the seat taken back with the
welcome's token (docs/protocol.md, "Joining" and "Reconnecting")."""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.webdriver.support.ui import WebDriverWait

from app.core.game import Game
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.host import Host
from app.resources import resources_dir
from tests.support.browser import needs_browser
from tests.support.loop import run
from tests.support.web_sockets import web_page

pytestmark = needs_browser

JOIN, DIRECTOR = "4321", "9999"
WAIT_SECONDS = 15.0

# Loads the core into the page and records what it reports (statuses, messages) on `window.t`.
OPEN_SESSION = """
const [options, done] = arguments;
import("/web/client/session.js").then((core) => {
  window.t = { statuses: [], messages: [], violations: [], core };
  // Anything the page's Content-Security-Policy blocks from now on (the socket, above all).
  document.addEventListener("securitypolicyviolation",
                            (event) => t.violations.push(event.violatedDirective));
  const session = core.openSession(options);
  session.onstatus = (status) => t.statuses.push(status);
  session.onmessage = (message) => t.messages.push(message);
  t.session = session;
  done(core.defaultSocketUrl());
}, (error) => done(`import failed: ${error}`));
"""


@asynccontextmanager
async def hosted() -> AsyncIterator[tuple[Host, str]]:
    """A real host serving its web page (WebSocket included) on 127.0.0.1; the page's base
    address."""
    host = Host(Game(Series7Rules()), join_code=JOIN, director_code=DIRECTOR)
    async with web_page(host) as web:
        yield host, f"http://127.0.0.1:{web.port}"


# Every WebSocket the page opens from now on, kept on `window.sockets`.
RECORD_SOCKETS = """
window.sockets = [];
window.WebSocket = class extends WebSocket {
  constructor(...args) { super(...args); window.sockets.push(this); }
};
"""


def open_session(page: webdriver.Chrome, base: str, before: str = "", **options: str) -> str:
    """The director's page loaded afresh, and a session opened from it (after the script
    `before`); the socket address the core chose by default."""
    page.get(f"{base}/director")
    if before:
        page.execute_script(before)
    url: str = page.execute_async_script(OPEN_SESSION, options)
    return url


def states(page: webdriver.Chrome) -> list[str]:
    return [status["state"] for status in page.execute_script("return t.statuses")]


def until(page: webdriver.Chrome, script: str) -> Any:
    """What `script` returns once it is truthy (it fails the test after WAIT_SECONDS)."""
    return WebDriverWait(page, WAIT_SECONDS, poll_frequency=0.05).until(
        lambda driver: driver.execute_script(script))


def test_a_player_and_a_director_are_welcomed_under_the_pages_policy(
        browser: webdriver.Chrome) -> None:
    async def test() -> None:
        async with hosted() as (host, base):
            url = await asyncio.to_thread(open_session, browser, base, role="player",
                                          name="Wes", code=JOIN)
            assert url == base.replace("http:", "ws:") + "/ws"
            welcome = await asyncio.to_thread(
                until, browser, "return t.statuses.some((s) => s.state === 'open') "
                                "&& t.session.welcome")
            assert welcome["name"] == "Wes" and welcome["token"]
            assert welcome["variant"] == "series7" and host.sessions.connected("Wes")
            assert await asyncio.to_thread(states, browser) == ["connecting", "open"]
            # The snapshot, then the pong of the ping sent on welcome; the host's clock from it.
            pong = await asyncio.to_thread(
                until, browser, "return t.messages.find((m) => m.type === 'pong')")
            assert pong["now"] > 0 and await asyncio.to_thread(
                browser.execute_script, "return t.messages[0].type") == "snapshot"
            # (The time read in the browser's thread too, as the page answers.)
            host_now, now = await asyncio.to_thread(
                lambda: (browser.execute_script("return t.session.hostNow()"), time.time()))
            assert abs(host_now - now) < 1.0
            # A message from the page reaches the host through its command path: a bad one
            # comes back as an `error` in words, and the session stays open.
            await asyncio.to_thread(
                browser.execute_script, "t.session.send({type: 'direct', act: 'pause'})")
            error = await asyncio.to_thread(
                until, browser, "return t.messages.find((m) => m.type === 'error')")
            assert "director" in error["message"].lower()
            assert await asyncio.to_thread(states, browser) == ["connecting", "open"]
            assert await asyncio.to_thread(browser.execute_script,
                                           "return t.violations") == []
            await asyncio.to_thread(browser.execute_script, "t.session.close()")
            assert (await asyncio.to_thread(states, browser))[-1] == "closed"
            thrown = await asyncio.to_thread(
                browser.execute_script,
                "try { t.session.send({type: 'ping', sent: 0}); } catch (e) { return e.message; }")
            assert thrown == "not connected"

            await asyncio.to_thread(open_session, browser, base, role="director",
                                    code=DIRECTOR)
            welcome = await asyncio.to_thread(until, browser, "return t.session.welcome")
            assert welcome["role"] == "director"
            await asyncio.to_thread(browser.execute_script, "t.session.close()")

    run(test)


def test_a_wrong_code_is_refused_in_the_hosts_words_and_not_tried_again(
        browser: webdriver.Chrome) -> None:
    async def test() -> None:
        async with hosted() as (host, base):
            await asyncio.to_thread(open_session, browser, base, RECORD_SOCKETS,
                                    role="director", code="0000")
            refused = await asyncio.to_thread(
                until, browser, "return t.statuses.find((s) => s.state === 'refused')")
            assert refused["reason"] == "Wrong director code"
            # Its socket closed (and the page told of it: a socket is CLOSED as its close
            # event is fired), and no retry waiting to try the code again.
            await asyncio.to_thread(
                until, browser, "return window.sockets.every((s) => s.readyState === 3)")
            assert await asyncio.to_thread(
                browser.execute_script,
                "return [window.sockets.length, t.session._retryTimer]") == [1, None]
            assert await asyncio.to_thread(states, browser) == ["connecting", "refused"]
            assert not host.sessions

    run(test)


def test_a_dropped_socket_is_reconnected_and_takes_the_seat_back_with_its_token(
        browser: webdriver.Chrome) -> None:
    async def test() -> None:
        async with hosted() as (host, base):
            await asyncio.to_thread(open_session, browser, base, role="player", name="Wes",
                                    code=JOIN)
            first = await asyncio.to_thread(until, browser, "return t.session.welcome")
            (session,) = list(host.sessions)
            session.drop()  # the host cuts the socket, as a lost Wi-Fi would
            again = await asyncio.to_thread(
                until, browser,
                "return t.statuses.filter((s) => s.state === 'open').length === 2 "
                "&& t.session.welcome")
            # A seated name is welcomed back only with its token (docs/protocol.md).
            assert again["token"] == first["token"] and again["name"] == "Wes"
            assert await asyncio.to_thread(states, browser) == [
                "connecting", "open", "reconnecting", "open"]
            assert host.sessions.connected("Wes")
            assert host.views.clock_page_state()["field_size"] == 1  # one seat, taken back
            await asyncio.to_thread(browser.execute_script, "t.session.close()")

    run(test)


def test_a_page_handler_that_throws_is_reported_once_and_the_session_goes_on(
        browser: webdriver.Chrome) -> None:
    """A bug in a page's handler must not print an error per message (a console scrolling
    forever on a phone) nor break the session."""
    async def test() -> None:
        async with hosted() as (_host, base):
            await asyncio.to_thread(open_session, browser, base, role="player", name="Wes",
                                    code=JOIN)
            await asyncio.to_thread(browser.execute_script, """
                t.errors = [];
                console.error = (...parts) => t.errors.push(parts.map(String).join(' '));
                t.session.onmessage = (message) => {
                  t.messages.push(message);
                  throw new Error('a bug in the page');
                };""")
            # The snapshot, then the pong of the ping sent on welcome, then one for each ping
            # asked of the host: every one throws.
            await asyncio.to_thread(
                until, browser, "return t.messages.some((m) => m.type === 'pong')")
            for sent in (1, 2):
                await asyncio.to_thread(
                    browser.execute_script, "t.session.send({type: 'ping', sent: arguments[0]})",
                    sent)
            await asyncio.to_thread(
                until, browser, "return t.messages.filter((m) => m.type === 'pong').length >= 3")
            errors = await asyncio.to_thread(browser.execute_script, "return t.errors")
            assert len(errors) == 1 and "Session.onmessage threw" in errors[0]
            assert "a bug in the page" in errors[0]
            assert await asyncio.to_thread(states, browser) == ["connecting", "open"]
            await asyncio.to_thread(browser.execute_script, "t.session.close()")

    run(test)


def test_the_page_speaks_the_hosts_protocol_version() -> None:
    """A protocol bump (docs/protocol.md) reaches the browser's client too: the page's hello
    says the host's version, or every phone is refused. Found when protocol 3 came in."""
    source = (Path(resources_dir()) / "web" / "client" / "session.js").read_text(encoding="utf-8")
    said = re.search(r"^const PROTOCOL = (\d+);", source, re.MULTILINE)
    assert said is not None and int(said.group(1)) == p.PROTOCOL_VERSION
