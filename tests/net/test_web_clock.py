"""The clock page (`pitboss host --http-port`): the server's answers on a real loopback socket,
and the page itself in headless Chromium, which shows the host's level and counts down."""

from __future__ import annotations

import asyncio
import html
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from app.core.game import Game
from app.engine.clock import format_seconds, time_left
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.rules import Series7Rules
from app.net import web_clock
from app.net.announce import web_page_url
from app.net.host import Host
from app.net.web_clock import MAX_HEAD, WebClock, web_file
from app.phrases import Phrase
from app.timebase import SYSTEM, LoopTime, ManualTime, Timebase
from tests.support.loop import run
from tests.support.ports import free_port
from tests.support.virtual_time import run_in_virtual_time
from tests.support.waiting import until, until_done

CHROMIUM = Path("/usr/bin/chromium")
# What works headless on a bare machine (no GPU, no sandbox as root, nothing fetched).
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--hide-scrollbars"]
CHROMIUM_SECONDS = 30.0  # one run takes a second or two; this only bounds a hang
needs_chromium = pytest.mark.skipif(
    not os.access(CHROMIUM, os.X_OK),
    reason="/usr/bin/chromium is missing: `make system-deps` installs Debian's chromium")


def new_host(rules: Series7Rules | BjxRules | None = None, players: int = 2,
             start: bool = True, timebase: Timebase = SYSTEM) -> Host:
    host = Host(Game(rules or Series7Rules(), name="Friday Night"), join_code="4321",
                speedup=1.0, timebase=timebase)
    for index in range(players):
        host.game.register(f"P{index}", host.now())
    if start:
        host.game.start(host.now())
    return host


async def serve(state: Callable[[], Mapping[str, Any]]) -> WebClock:
    web = WebClock(state)
    await web.start("127.0.0.1", 0)
    return web


async def fetch(port: int, raw: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send `raw` and read the whole answer: its status, headers and body."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(raw)
        await writer.drain()
        async with asyncio.timeout(10):
            answer = await reader.read()  # to the end: the server closes after one answer
    finally:
        writer.close()
        await writer.wait_closed()
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("ascii").split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers = {name.lower(): value for name, _, value in
               (line.partition(": ") for line in lines[1:])}
    assert int(headers["content-length"]) == len(body) or raw.startswith(b"HEAD ")
    return status, headers, body


def get(path: str, method: str = "GET") -> bytes:
    return f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode()


# ---- the server -------------------------------------------------------------------------------


def test_the_page_and_its_state_show_the_hosts_clock() -> None:
    async def test() -> None:
        host = new_host()
        web = await serve(host.views.clock_page_state)
        try:
            status, headers, body = await fetch(web.port, get("/clock"))
            assert status == 200 and headers["content-type"] == "text/html; charset=utf-8"
            page = body.decode()
            assert page.startswith("<!DOCTYPE html>")
            # Made of resources/web/: the page with its stylesheet and scripts inline.
            for name in ("clock.css", "clock-time.js", "clock.js"):
                assert web_file(name) in page
            # Self-contained: nothing is fetched from anywhere but this server's state.
            assert not re.search(r"(src|href)=|https?://|@import", page)
            assert "default-src 'none'" in headers["content-security-policy"]

            before = host.now()
            status, headers, body = await fetch(web.port, get("/clock.json?t=1"))
            assert status == 200 and headers["content-type"] == "application/json"
            assert headers["cache-control"] == "no-store"
            data = json.loads(body)
            assert data["name"] == "Friday Night" and data["started"] and not data["over"]
            assert (data["players_left"], data["field_size"]) == (2, 2)
            clock = data["clock"]
            assert clock["level"] == {"level": 1, "min": 25, "max": 50, "minutes": 15}
            assert clock["running"] and before <= data["now"] <= host.now()
            shown = SimpleNamespace(**clock)  # as a display reads it: the same fields
            assert 15 * 60 - 5 < time_left(shown, host.now()) <= 15 * 60
            assert format_seconds(time_left(shown, data["now"])) in ("15:00", "14:59")

            status, _, body = await fetch(web.port, get("/clock", "HEAD"))
            assert status == 200 and body == b""
            # `/` is the night's page (issue 22): its file, loading its module from /web/.
            status, headers, body = await fetch(web.port, get("/"))
            assert status == 200 and b'src="/web/night.js"' in body
            assert "script-src 'self'" in headers["content-security-policy"]
        finally:
            await web.close()

    run(test)


def test_the_state_before_the_start_and_for_bjx() -> None:
    waiting = new_host(players=3, start=False).views.clock_page_state()
    assert waiting["clock"] is None and not waiting["started"]
    assert (waiting["players_left"], waiting["field_size"]) == (3, 3)
    bjx = new_host(BjxRules()).views.clock_page_state()
    assert bjx["clock"]["level"] == {"level": 1, "min": 25, "minutes": 20}  # a minimum only
    json.dumps(bjx, allow_nan=False)  # plain JSON


def test_anything_else_is_refused_in_words_and_changes_nothing() -> None:
    async def test() -> None:
        host = new_host()
        host.game.direct("pause", host.now())

        def standing() -> tuple[int, dict[str, Any]]:
            clock = dict(host.views.clock_page_state()["clock"])
            del clock["now"]  # the rest stands still while paused
            return host.game.commands_applied, clock

        before = standing()
        web = await serve(host.views.clock_page_state)
        try:
            status, _, body = await fetch(web.port, get("/admin"))
            assert status == 404 and b"/clock" in body
            for method in ("POST", "PUT", "DELETE", "OPTIONS"):
                status, headers, body = await fetch(web.port, get("/clock.json", method))
                assert status == 405 and headers["allow"] == "GET, HEAD", method
                assert b"read-only" in body
            status, _, _ = await fetch(
                web.port,
                b"POST /clock.json HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\npause")
            assert status == 405
            garbage = [b"hello\r\n\r\n", b"GET /clock\r\n\r\n", b"GET clock HTTP/1.1\r\n\r\n",
                       b"GET /clock SPDY/3\r\n\r\n", b"GET /cl\xc3\xb6ck HTTP/1.1\r\n\r\n",
                       b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n",  # TLS hello
                       b"G@T /clock HTTP/1.1\r\n\r\n"]
            for raw in garbage:
                status, headers, body = await fetch(web.port, raw)
                assert status == 400, raw
                assert headers["content-type"].startswith("text/plain")
                assert b"Bad request" in body and b"Traceback" not in body
            long_line = b"GET /" + b"x" * (4 * MAX_HEAD) + b" HTTP/1.1\r\n\r\n"
            status, _, body = await fetch(web.port, long_line)
            assert status == 400 and b"KiB" in body
            many_headers = get("/clock")[:-2] + b"X-Pad: 0123456789abcdef\r\n" * 1000 + b"\r\n"
            status, _, _ = await fetch(web.port, many_headers)
            assert status == 400
            # The host is untouched: no command, no session, the clock as it was.
            assert standing() == before
            assert not host.sessions
            status, _, _ = await fetch(web.port, get("/clock.json"))
            assert status == 200  # and the server still answers
        finally:
            await web.close()

    run(test)


def test_a_slow_client_times_out_and_a_failing_state_costs_one_answer(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """In virtual time: the read time is the loop's."""
    monkeypatch.setattr(web_clock, "READ_SECONDS", 0.2)

    def broken() -> Mapping[str, Any]:
        raise RuntimeError("the host is gone")

    async def test(timebase: LoopTime) -> None:
        web = await serve(broken)
        try:
            status, _, body = await fetch(web.port, b"GET /clock.json HTTP/1.1\r\n")  # no end
            assert status == 408 and b"Request timeout" in body
            status, _, body = await fetch(web.port, get("/clock.json"))
            assert status == 500 and b"unavailable" in body and b"RuntimeError" not in body
            status, _, _ = await fetch(web.port, get("/clock"))
            assert status == 200  # the page itself needs no state
            # A client that connects and goes away costs nothing.
            _, writer = await asyncio.open_connection("127.0.0.1", web.port)
            writer.close()
            await writer.wait_closed()
        finally:
            await web.close()

    run_in_virtual_time(test, end=600.0)


def test_the_page_comes_from_resources_and_missing_files_stop_the_start(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The page is read through the one path helper (app/resources.py, a bundle's folder
    too); without its files the server does not start (OSError, as for a port in use)."""
    monkeypatch.setattr(web_clock, "resources_dir", lambda: tmp_path)
    web_clock.clock_page.cache_clear()
    web_clock.season_page.cache_clear()

    async def test() -> None:
        web = WebClock(dict)
        with pytest.raises(FileNotFoundError, match=r"clock\.html"):
            await web.start("127.0.0.1", 0)
        with pytest.raises(RuntimeError):
            _ = web.port  # nothing listens

    try:
        run(test)
    finally:
        web_clock.clock_page.cache_clear()
        web_clock.season_page.cache_clear()

def test_closing_ends_the_connections_still_open() -> None:
    async def test() -> None:
        web = await serve(dict)
        port = web.port
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"GET /clock HTTP/1.1\r\n")  # and never the end of it
        await writer.drain()
        await until(lambda: web.open_connections() == 1, "the connection taken", 5.0)
        async with asyncio.timeout(5):
            await web.close()
            assert await reader.read() == b""  # closed by the server
        writer.close()
        with pytest.raises(OSError):
            await asyncio.open_connection("127.0.0.1", port)

    run(test)


def test_the_page_url_names_an_address_others_can_type() -> None:
    assert web_page_url("127.0.0.1", 8080, "/clock") == "http://127.0.0.1:8080/clock"
    assert web_page_url("192.168.1.20", 80) == "http://192.168.1.20:80/"
    assert web_page_url("::1", 8080, "/clock") == "http://[::1]:8080/clock"
    assert "0.0.0.0" not in web_page_url("0.0.0.0", 8080)


# ---- `pitboss host --http-port` ---------------------------------------------------------------


def host_process(tmp_path: Path, port: int, http_port: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "app", "host", "--address", "127.0.0.1", "--port", str(port),
         "--code", "4321", "--db", str(tmp_path / "night.sqlite3"), "--name", "Friday Night",
         "--http-port", str(http_port)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_pitboss_host_serves_the_page_and_refuses_a_port_in_use(tmp_path: Path) -> None:
    port, http_port = free_port(), free_port()
    process = host_process(tmp_path, port, http_port)
    try:
        answers: list[dict[str, Any]] = []

        def answered() -> bool:
            assert process.poll() is None, "the host exited"
            try:
                with socket.create_connection(("127.0.0.1", http_port), timeout=2) as conn:
                    conn.sendall(get("/clock.json"))
                    answer = b""
                    while chunk := conn.recv(65536):
                        answer += chunk
            except OSError:
                return False  # not listening yet
            answers.append(json.loads(answer.partition(b"\r\n\r\n")[2]))
            return True

        until_done(answered, "the clock page served", 20)
        (data,) = answers
        assert data["name"] == "Friday Night" and data["clock"] is None
        # A second host on the same page port: told in words, exit code 2, nothing left open.
        (tmp_path / "second").mkdir()
        second = host_process(tmp_path / "second", free_port(), http_port)
        _, err = second.communicate(timeout=20)
        assert second.returncode == 2
        assert f"port {http_port} is in use" in err and "--http-port" in err
        assert "Traceback" not in err
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=20)
    assert process.returncode == 0, err[-2000:]
    assert "web page (phones" in err and f"is at http://127.0.0.1:{http_port}/;" in err
    assert f"the clock at http://127.0.0.1:{http_port}/clock" in err


# ---- the page in Chromium ---------------------------------------------------------------------


async def chromium(tmp_path: Path, url: str, *extra: str, budget_ms: int = 1000) -> str:
    """Load `url` in headless Chromium (a fresh profile each time); what it printed."""
    profile = tmp_path / f"profile-{len(list(tmp_path.glob('profile-*')))}"
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


async def page(tmp_path: Path, port: int, budget_ms: int = 1000) -> dict[str, str]:
    """The page's text by element id, and its mode (the body's class), as Chromium shows it."""
    dom = await chromium(tmp_path, f"http://127.0.0.1:{port}/clock", "--dump-dom",
                         budget_ms=budget_ms)
    shown = {name: html.unescape(text) for name, text in
             re.findall(r'<div id="(\w+)"[^>]*>([^<]*)</div>', dom)}
    mode = re.search(r'<body class="([^"]*)"', dom)
    assert mode is not None, dom[-2000:]
    shown["mode"] = mode.group(1)
    return shown


def seconds(text: str) -> int:
    """ "14:52" or "1:02:03" as whole seconds."""
    total = 0
    for part in text.split(":"):
        total = total * 60 + int(part)
    return total


@needs_chromium
def test_the_page_in_chromium_shows_the_level_and_counts_down(tmp_path: Path) -> None:
    async def test() -> None:
        host_time = ManualTime()  # the host's clock: moved by the test, not waited for
        host = new_host(timebase=host_time)
        host_time.advance(3.0)  # a few seconds into the level when the kiosk looks
        web = await serve(host.views.clock_page_state)
        try:
            # One screenshot at TV size: a real picture, not a blank page.
            shot = tmp_path / "clock.png"
            await chromium(tmp_path, f"http://127.0.0.1:{web.port}/clock",
                           f"--screenshot={shot}", "--window-size=1920,1080")
            data = shot.read_bytes()
            assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 20_000
            assert (int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")) \
                == (1920, 1080)

            state = host.game.clock_state(host.now())
            assert state is not None
            most = time_left(state, host.now())
            first = await page(tmp_path, web.port)
            least = time_left(state, host.now())
            assert first["mode"] == "mode-play"
            assert first["name"] == "Friday Night" and first["title"] == "Level 1"
            assert first["bets"] == "25 / 50" and first["players"] == "2 of 2 players left"
            assert first["next"] == "Next: level 2 · 50 / 100"
            assert first["break"].startswith("Break in 44:")
            assert first["banner"] == "" and first["status"] == ""
            # The second the kiosks show, give or take Chromium's start and its virtual time.
            assert first["time"].startswith("14:")
            assert least - 2 <= seconds(first["time"]) <= most + 1, (first["time"], most)

            host_time.advance(2.5)
            second = await page(tmp_path, web.port)
            assert second["title"] == "Level 1"
            assert seconds(second["time"]) < seconds(first["time"])  # it counts down
            assert not host.sessions and host.game.commands_applied == 3  # 2 joined, 1 start
        finally:
            await web.close()

    run(test)


@needs_chromium
def test_a_paused_clock_shows_paused_and_stands_still_and_a_break_counts_down(
        tmp_path: Path) -> None:
    async def test() -> None:
        host_time = ManualTime()  # the host's clock: moved by the test, not waited for
        host = new_host(timebase=host_time)
        host.game.direct("add_time", host.now(), seconds=-100)
        host.game.direct("pause", host.now())
        web = await serve(host.views.clock_page_state)
        try:
            first = await page(tmp_path, web.port)
            host_time.advance(1.5)
            second = await page(tmp_path, web.port, budget_ms=2500)
            for shown in (first, second):
                assert shown["mode"] == "mode-paused" and shown["banner"] == "PAUSED"
                assert shown["title"] == "Level 1" and shown["time"] == "13:20"
                assert shown["break"] == "Break in 43:20"

            host.game.direct("resume", host.now())
            host.game.direct("jump", host.now(), level=3)
            host.game.direct("add_time", host.now(), seconds=-10_000)  # level 3 ends: a break
            on_break = await page(tmp_path, web.port)
            assert on_break["mode"] == "mode-break" and on_break["title"] == "Break"
            assert on_break["bets"] == "" and on_break["banner"] == ""
            assert on_break["next"] == "Next: level 4 · 200 / 400"
            assert 15 * 60 - 5 <= seconds(on_break["time"]) <= 15 * 60
            assert on_break["announcement"] == ""

            # A director's announcement to every screen (issue 37): under the banner for a
            # minute of host time, then gone.
            host.views.announce(Phrase("announced", "Dinner is served at the bar"))
            told = await page(tmp_path, web.port)
            assert told["announcement"] == "From the director: Dinner is served at the bar"
            shot = tmp_path / "clock_announcement.png"
            await chromium(tmp_path, f"http://127.0.0.1:{web.port}/clock",
                           f"--screenshot={shot}", "--window-size=1920,1080")
            shutil.copyfile(shot, "/tmp/clock_announcement.png")  # looked at
            host_time.advance(61.0)
            assert (await page(tmp_path, web.port))["announcement"] == ""
        finally:
            await web.close()

    run(test)


@needs_chromium
def test_the_page_says_reconnecting_when_the_host_stops_answering(tmp_path: Path) -> None:
    async def test() -> None:
        host = new_host()
        answers = [0]

        def flaky() -> Mapping[str, Any]:
            answers[0] += 1
            if answers[0] > 1:
                raise RuntimeError("the host is gone")
            return host.views.clock_page_state()

        web = await serve(flaky)
        try:
            shown = await page(tmp_path, web.port, budget_ms=4000)
            assert shown["status"] == "reconnecting…" and "reconnecting" in shown["mode"]
            assert shown["title"] == "Level 1"  # the last state known is still shown
        finally:
            await web.close()

    run(test)


@needs_chromium
def test_the_pages_time_arithmetic_is_the_engines(tmp_path: Path) -> None:
    """The page's `timeLeft` and `formatSeconds` (resources/web/clock-time.js) against
    app/engine/clock.py."""
    values = [0, -5, 1e-9, 0.001, 0.5, 1, 1.0001, 9.99, 59, 59.01, 59.999, 60, 61, 599.5,
              899.2, 900, 3599.01, 3600, 3601, 7322.4, 36000, 86399.5]
    states = [{"remaining": 900.0, "now": 1000.0, "running": True},
              {"remaining": 900.0, "now": 1000.0, "running": False},
              {"remaining": 12.25, "now": 5.5, "running": True},
              {"remaining": 0.4, "now": 1e9, "running": True}]
    nows = [1000.0, 1000.4, 1899.9, 2000.0, 5.5, 17.0, 1e9 + 0.3, 1e9 + 1]
    cases = [(state, now) for state in states for now in nows]
    harness = f"""<!DOCTYPE html><html><body><pre id="out"></pre>
<script>{web_file("clock-time.js")}</script>
<script>
var values = {json.dumps(values)}, cases = {json.dumps(cases)};
var out = {{formatted: [], left: []}};
for (var i = 0; i < values.length; i++) {{
  out.formatted.push(PitbossTime.formatSeconds(values[i]));
}}
for (var j = 0; j < cases.length; j++) {{
  out.left.push(PitbossTime.timeLeft(cases[j][0], cases[j][1]));
}}
document.getElementById("out").textContent = JSON.stringify(out);
</script></body></html>"""
    path = tmp_path / "harness.html"
    path.write_text(harness)

    async def test() -> None:
        dom = await chromium(tmp_path, path.as_uri(), "--dump-dom", budget_ms=100)
        found = re.search(r'<pre id="out">([^<]*)</pre>', dom)
        assert found is not None, dom[-2000:]
        out = json.loads(html.unescape(found.group(1)))
        assert out["formatted"] == [format_seconds(value) for value in values]
        assert out["left"] == [time_left(SimpleNamespace(**state), now) for state, now in cases]

    run(test)
