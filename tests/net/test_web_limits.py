"""The web page's server on aiohttp (app/net/web_guard.py, docs/decisions/web-server.md): bad
requests are told in words and log no traceback, the connections are capped, the files of
resources/web/ are served as they are and nothing beside them."""

from __future__ import annotations

import asyncio
import logging

import pytest

from app.net import web_clock
from app.net.web_clock import MAX_CONNECTIONS, WebClock, web_file
from app.timebase import LoopTime
from tests.support.loop import run
from tests.support.virtual_time import run_in_virtual_time
from tests.support.waiting import until


async def exchange(port: int, raw: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send `raw`, read to the end: the status, the headers, the body."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(raw)
        await writer.drain()
        async with asyncio.timeout(10):
            answer = await reader.read()
    finally:
        writer.close()
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("ascii").split("\r\n")
    headers = {name.lower(): value for name, _, value in
               (line.partition(": ") for line in lines[1:])}
    return int(lines[0].split(" ")[1]), headers, body


def request(path: str, method: str = "GET", extra: str = "") -> bytes:
    return f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{extra}\r\n".encode()


BAD = [
    b"hello\r\n\r\n",
    b"GET /clock\r\n\r\n",  # HTTP/0.9
    b"GET /clock HTTP/1.1\r\n\r\n",  # no Host
    b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n",  # a TLS hello
    b"GET /clock HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
    b"GET /clock HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n",
    b"GET /clock HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    b"GET /" + b"x" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
    b"GET /clock HTTP/1.1\r\nHost: x\r\nX-Long: " + b"y" * 9000 + b"\r\n\r\n",
    b"GET /clock HTTP/1.1\r\nHost: x\r\n" + b"X-Pad: 1\r\n" * 40 + b"\r\n",
]


def test_bad_requests_are_told_in_words_and_log_no_traceback(
        caplog: pytest.LogCaptureFixture) -> None:
    """Each gets 400 in plain words (aiohttp's own answers quoted the request back), and the
    log holds no traceback (aiohttp logs one for most); the server answers on."""
    caplog.set_level(logging.DEBUG)

    async def test() -> None:
        web = WebClock(dict)
        await web.start("127.0.0.1", 0)
        try:
            for raw in BAD:
                status, headers, body = await exchange(web.port, raw)
                assert status == 400, raw
                assert headers["content-type"] == "text/plain; charset=utf-8"
                assert body.startswith(b"Bad request: ") and raw[5:25] not in body, body
                assert headers["server"] == "Pitboss"
            status, _, body = await exchange(web.port, b"GET /clock HTTP/1.1\r\n\r\n")
            assert b"must say its Host" in body
            status, _, _ = await exchange(web.port, request("/clock.json"))
            assert status == 200
        finally:
            await web.close()

    run(test)
    assert not [record for record in caplog.records if record.exc_info], \
        [record.getMessage() for record in caplog.records if record.exc_info]


def test_a_body_is_never_read_and_a_large_one_costs_a_second() -> None:
    """A POST of 50 MB to a page: 405 at once; the server drops what follows for a second
    (so the answer is not lost to a reset), then closes."""
    async def test() -> None:
        web = WebClock(dict)
        await web.start("127.0.0.1", 0)
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", web.port)
            writer.write(request("/clock.json", "POST", "Content-Length: 50000000\r\n"))
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
            assert head.startswith(b"HTTP/1.1 405")
            started = asyncio.get_running_loop().time()
            with pytest.raises(ConnectionError):
                async with asyncio.timeout(5):
                    while True:  # the server stops taking it
                        writer.write(b"x" * 65536)
                        await writer.drain()
            assert asyncio.get_running_loop().time() - started < 4
            writer.close()
        finally:
            await web.close()

    run(test)


def test_the_files_of_resources_web_and_nothing_beside_them() -> None:
    async def test() -> None:
        web = WebClock(dict)
        await web.start("127.0.0.1", 0)
        try:
            status, headers, body = await exchange(web.port, request("/web/clock.css"))
            assert status == 200 and headers["content-type"].startswith("text/css")
            assert body.decode() == web_file("clock.css")
            assert headers["x-content-type-options"] == "nosniff"
            assert "default-src 'self'" in headers["content-security-policy"]
            for path in ("/web/../../pyproject.toml", "/web/%2e%2e/%2e%2e/pyproject.toml",
                         "/web/", "/web/nothing.js", "/web/..%2f..%2fpyproject.toml"):
                status, _, body = await exchange(web.port, request(path))
                assert status in (400, 404), path
                assert b"tool.ruff" not in body
            status, headers, _ = await exchange(web.port, request("/web/clock.css", "PUT"))
            assert status == 405 and headers["allow"] == "GET, HEAD"
            # No host given: no WebSocket either.
            status, _, _ = await exchange(web.port, request("/ws"))
            assert status == 404
        finally:
            await web.close()

    run(test)


def test_connections_over_the_cap_get_503_at_once_and_idle_ones_408(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """In virtual time: the read time is the loop's."""
    monkeypatch.setattr(web_clock, "READ_SECONDS", 0.5)

    async def test(timebase: LoopTime) -> None:
        web = WebClock(dict)
        await web.start("127.0.0.1", 0)
        held: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []
        try:
            # All at once: the server accepts them in batches, and counts each as it comes.
            held = await asyncio.gather(*(asyncio.open_connection("127.0.0.1", web.port)
                                          for _ in range(MAX_CONNECTIONS + 36)))
            await until(lambda: web.open_connections() >= MAX_CONNECTIONS,
                        "the server holding its most connections", 5.0)
            assert web.open_connections() == MAX_CONNECTIONS
            status, _, body = await exchange(web.port, request("/clock.json"))
            assert status == 503 and b"Too many connections" in body
            answers = await asyncio.gather(*(asyncio.wait_for(reader.read(), 5)
                                             for reader, _ in held))
            full = [answer for answer in answers if answer.startswith(b"HTTP/1.1 503")]
            assert len(full) == 36
            for answer in answers:  # the others told in words after the read time
                assert answer in full or (answer.startswith(b"HTTP/1.1 408")
                                          and b"within 0.5 seconds" in answer)
            status, _, _ = await exchange(web.port, request("/clock.json"))
            assert status == 200
        finally:
            for _, writer in held:
                writer.close()
            await web.close()

    run_in_virtual_time(test, end=600.0)
