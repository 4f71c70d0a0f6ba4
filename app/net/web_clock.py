"""The clock page: a read-only web page of the tournament clock, for a TV or a phone.

`pitboss host --http-port PORT` serves it at `http://HOST:PORT/clock`, so any browser on the
LAN shows the clock with nothing to install. The server is a tiny HTTP/1.1 one on asyncio
streams, knowing nothing of the host: it is given a callable that returns the state to show,
as plain JSON-able data (`host.views.clock_page_state()`).

- `GET /clock`: one self-contained page (inline CSS and script, nothing fetched from elsewhere),
  made of the files in resources/web/: clock.html, its stylesheet and its scripts put inline.
- `GET /clock.json`: the state the page polls every two seconds: `{"name", "clock" (the host's
  `ClockState.to_dict()`, or null before the start and for 10-hand), "players_left",
  "field_size", "now" (host time when built), "started", "over", "winner"}`.
- `GET /season`: the season's standings (issue 21), a page made as the clock's is, of
  season.html; `GET /season.json` is what it polls: `{"season", "tournaments", "members",
  "rows"}` (every row, `p.SeasonRow`'s fields), encoded once each time a tournament of the night
  ends (app/net/season_board.py) and served as it is, or a 404 of `{"season": null, "message"}`
  on a night that counts in no season.

The page works out the time left as every display does (app/engine/clock.py): it measures the
offset between the host's time and its own when a state arrives, and mirrors `time_left` and
`format_seconds` (rounded up: 0:00 only when the time is up; resources/web/clock-time.js), so it
shows the kiosks' second.
Besides its polls it asks again just after the level or break ends, when the host's state
changes by itself.

At most `MAX_CONNECTIONS` are open at once (more get 503 at once); every request is read
within `READ_SECONDS` and its head within `MAX_HEAD` bytes; only GET
(and HEAD) of the four paths is answered with content, anything else gets 404, 405 or 400 in
plain words, and no request changes anything. Each connection answers one request and closes.
"""

from __future__ import annotations

import asyncio
import contextlib
import email.utils
import functools
import json
import logging
import re
from collections.abc import Callable, Mapping
from typing import Any

from app.resources import resources_dir

log = logging.getLogger("pitboss.host")

MAX_HEAD = 8 * 1024  # bytes: the request line and the headers
MAX_CONNECTIONS = 64  # open at once; more are answered 503 and closed at once. With the
# idle timeout below, 1,100 idle connections can no longer take the files the game port
# needs (they made 3 of 5 game joins fail at a 1,024-file limit, issue 20); app/net/door.py
# keeps these files out of the game's own cap.
READ_SECONDS = 5.0  # to send the whole head: an idle connection is closed after it
WRITE_SECONDS = 10.0  # to take the answer
LINGER_SECONDS = 1.0  # after a refusal, to read what the client still sends before closing
WEB_FOLDER = "web"  # the page's files, under resources/
PAGE_FILE = "clock.html"
SEASON_FILE = "season.html"

StateSource = Callable[[], Mapping[str, Any]]
SeasonSource = Callable[[], bytes | None]  # /season.json's body, ready; None: no season

# /season.json on a night that counts in no season (with a 404).
NO_SEASON = json.dumps({"season": None, "message": "Tonight's tournaments count in no season."}
                       ).encode()
_PATHS = ("/", "/clock", "/clock.json", "/season", "/season.json")

_REASONS = {200: "OK", 302: "Found", 400: "Bad Request", 404: "Not Found",
            405: "Method Not Allowed", 408: "Request Timeout", 500: "Internal Server Error",
            503: "Service Unavailable"}
_METHODS = ("GET", "HEAD")


class WebClock:
    """The clock page's server: `await start(address, port)`, then `await close()`."""

    def __init__(self, state: StateSource, season: SeasonSource | None = None) -> None:
        self._state = state
        self._season = season
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._page = self._season_page = b""  # read by `start`

    async def start(self, address: str, port: int) -> None:
        """Listen on `address`:`port` (0: any free port, see `port`); OSError if it cannot,
        or if the page's files are missing."""
        self._page, self._season_page = clock_page(), season_page()
        self._server = await asyncio.start_server(self._accepted, address, port, limit=MAX_HEAD)

    @property
    def port(self) -> int:
        """The port listened on (the first socket's)."""
        if self._server is None or not self._server.sockets:
            raise RuntimeError("The clock page is not being served")
        port: int = self._server.sockets[0].getsockname()[1]
        return port

    async def close(self) -> None:
        """Stop listening and end every connection still open."""
        if self._server is not None:
            self._server.close()
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._server is not None:
            await self._server.wait_closed()
            self._server = None

    # ---- answers ---------------------------------------------------------------------------

    def answer(self, head: bytes) -> tuple[int, bytes]:
        """The status and the whole response to a request's head (its line and headers)."""
        line = head.split(b"\r\n", 1)[0]
        try:
            text = line.decode("ascii")
        except UnicodeDecodeError:
            return _plain(400, "Bad request: the request line must be plain ASCII.")
        parts = text.split(" ")
        if len(parts) != 3 or not parts[2].startswith("HTTP/1.") or not parts[0].isalpha() \
                or not parts[1].startswith("/"):
            return _plain(400, "Bad request: expected a line like GET /clock HTTP/1.1.")
        method, target, _ = parts
        path = target.split("?", 1)[0].split("#", 1)[0]
        if path not in _PATHS:
            return _plain(404, "Not found: the clock is at /clock (its state at /clock.json), "
                               "the season's standings at /season.")
        if method not in _METHODS:
            return _plain(405, "Method not allowed: this page is read-only; use GET.",
                          [("Allow", ", ".join(_METHODS))])
        head_only = method == "HEAD"
        if path == "/":
            return _plain(302, "The clock is at /clock.", [("Location", "/clock")], head_only)
        if path in ("/clock", "/season"):
            page = self._page if path == "/clock" else self._season_page
            return _response(200, "text/html; charset=utf-8", page, head_only,
                             [("Content-Security-Policy", _PAGE_POLICY)])
        if path == "/season.json":
            # Encoded when the standings last changed: a request reads no database.
            standings = self._season() if self._season is not None else None
            if standings is None:
                return _response(404, "application/json", NO_SEASON, head_only)
            return _response(200, "application/json", standings, head_only)
        try:
            body = json.dumps(dict(self._state()), allow_nan=False, separators=(",", ":"))
        except Exception:  # a bug must cost one answer, never the host
            log.exception("the clock page's state could not be built")
            return _plain(500, "The clock's state is unavailable right now; try again.")
        return _response(200, "application/json", body.encode(), head_only)

    async def _accepted(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if len(self._tasks) >= MAX_CONNECTIONS:
            # Full: said in one write and closed, without reading or lingering.
            writer.write(_plain(503, "Too many connections to the clock page; try again.")[1])
            writer.close()
            return
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        try:
            await self._serve(reader, writer)
        except (asyncio.CancelledError, ConnectionError, OSError, TimeoutError):
            pass  # gone, too slow to take the answer, or the server is closing
        except Exception:  # a bug must cost one connection, never the host
            log.exception("the clock page failed on a request")
        finally:
            writer.close()
            with contextlib.suppress(Exception, asyncio.CancelledError):
                async with asyncio.timeout(LINGER_SECONDS):
                    await writer.wait_closed()
            if task is not None:
                self._tasks.discard(task)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            async with asyncio.timeout(READ_SECONDS):
                head = await reader.readuntil(b"\r\n\r\n")
        except asyncio.IncompleteReadError:
            return  # closed before a whole request: nobody to answer
        except asyncio.LimitOverrunError:
            status, response = _plain(400, f"Bad request: the request's line and headers "
                                           f"must fit in {MAX_HEAD // 1024} KiB.")
        except TimeoutError:
            status, response = _plain(408, f"Request timeout: send the request within "
                                           f"{READ_SECONDS:g} seconds.")
        else:
            status, response = self.answer(head)
        writer.write(response)
        async with asyncio.timeout(WRITE_SECONDS):
            await writer.drain()
        if status >= 400:
            # Read (and drop) what the client is still sending, for a moment: closing with
            # unread data would reset the connection, and the client could lose the answer.
            writer.write_eof()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(LINGER_SECONDS):
                    while await reader.read(MAX_HEAD):
                        pass


def _response(status: int, content_type: str, body: bytes, head_only: bool = False,
              extra: list[tuple[str, str]] | None = None) -> tuple[int, bytes]:
    headers = [
        ("Date", email.utils.formatdate(usegmt=True)),
        ("Content-Type", content_type),
        ("Content-Length", str(len(body))),
        ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Connection", "close"),
        *(extra or []),
    ]
    lines = [f"HTTP/1.1 {status} {_REASONS[status]}", *(f"{k}: {v}" for k, v in headers)]
    return status, ("\r\n".join(lines) + "\r\n\r\n").encode("ascii") + (b"" if head_only
                                                                        else body)


def _plain(status: int, text: str, extra: list[tuple[str, str]] | None = None,
           head_only: bool = False) -> tuple[int, bytes]:
    return _response(status, "text/plain; charset=utf-8", (text + "\n").encode(), head_only,
                     extra)


# Only what the page itself holds, and its polls of this server.
_PAGE_POLICY = ("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
                "connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'")

# A stylesheet or a script that a page links to, by a plain file name beside it.
_LINKED = re.compile(r'<link rel="stylesheet" href="(?P<css>[\w.-]+)">'
                     r'|<script src="(?P<js>[\w.-]+)"></script>')


def web_file(name: str) -> str:
    """A file of the clock page's, as text: resources/web/NAME (OSError if it is missing)."""
    return (resources_dir() / WEB_FOLDER / name).read_text(encoding="utf-8")


@functools.cache
def clock_page() -> bytes:
    """The clock page as served (`inlined`), read once."""
    return inlined(PAGE_FILE)


@functools.cache
def season_page() -> bytes:
    """The season's page as served (`inlined`), read once."""
    return inlined(SEASON_FILE)


def inlined(name: str) -> bytes:
    """The page NAME with the stylesheets and the scripts it links to put inline, so it is one
    self-contained answer (its policy lets nothing else load)."""

    def inline(link: re.Match[str]) -> str:
        if link["css"]:
            return f"<style>\n{web_file(link['css'])}</style>"
        return f"<script>\n{web_file(link['js'])}</script>"

    return _LINKED.sub(inline, web_file(name)).encode("utf-8")
