"""The night's web page: the tournament clock and the season for a TV or a phone, and a
WebSocket for a browser that speaks the host's own protocol.

`pitboss host --http-port PORT` serves it at `http://HOST:PORT/`, so any browser on the LAN
shows the night with nothing to install. The server is aiohttp's (docs/decisions/web-server.md),
with the limits of app/net/web_guard.py. It knows nothing of the host: it is given a callable
that returns the state to show, as plain JSON-able data (`host.views.clock_page_state()`), the
season's standings ready encoded, and a callable that attends a WebSocket as the host attends
a TCP connection (`Host.attend_sealed`).

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
- `GET /`: the night's page (issue 22), resources/web/night.html served as it is (a
  `FILE_PAGES` page): a player's own screen (table and seat, chips, the clock, their place,
  alerts) and, from the same page, their seat played over /ws.
- `GET /director`: the director's remote (issue 22), resources/web/director.html served as it
  is, loading its scripts and stylesheet from /web/ (`FILE_PAGES`: a page of that kind is one
  line there).
- `GET /web/NAME`: the files of resources/web/ as they are (for pages that load them).
- `GET /words.js`: the pages' words in the language the browser asks for (Accept-Language;
  app/net/web_words.py); the clock and season pages hold theirs inline.
- `GET /ws`: a WebSocket carrying the host's protocol, each binary message one frame
  (app/net/web_socket.py), keyed and sealed by the secure channel as a TCP connection is
  (docs/protocol.md). Served only when the host's `attend` is given.

The page works out the time left as every display does (app/engine/clock.py): it measures the
offset between the host's time and its own when a state arrives, and mirrors `time_left` and
`format_seconds` (rounded up: 0:00 only when the time is up; resources/web/clock-time.js), so it
shows the kiosks' second.
Besides its polls it asks again just after the level or break ends, when the host's state
changes by itself.

At most `MAX_CONNECTIONS` connections that are not WebSockets are open at once (more get 503 at
once); every request's head must come within `READ_SECONDS` (408 after it), its line and each
header within `MAX_HEAD` bytes, at most `MAX_HEADERS` headers, a body is never read (one over
`MAX_BODY` could not be); only GET (and HEAD) of the paths above is answered with content,
anything else gets 404, 405 or 400 in plain words, and no request changes anything. Each
connection answers one request and closes (a WebSocket's stays open for its messages).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import posixpath
import re
from collections.abc import Awaitable, Callable, Mapping
from pathlib import PurePosixPath
from typing import Any

from aiohttp import web

from app.net import protocol as p
from app.net.secure_channel import TAG
from app.net.transport import Connection
from app.net.web_guard import HARDENING, MAX_HEADERS, MAX_LINE, SERVER, GuardedRunner, plain
from app.net.web_socket import WebSocketConnection
from app.net.web_words import RUNTIME, languages, negotiate, words_script
from app.resources import resources_dir

log = logging.getLogger("pitboss.host")

MAX_HEAD = MAX_LINE  # bytes: the request line, and each header
MAX_BODY = 4 * 1024  # bytes a request's body may have, were one read (none is)
MAX_CONNECTIONS = 64  # open at once, WebSockets apart; more are answered 503 and closed at
# once. With the read time below, 1,100 idle connections can no longer take the files the
# game port needs (they made 3 of 5 game joins fail at a 1,024-file limit, issue 20);
# app/net/door.py keeps these files out of the game's own cap, and counts WebSockets in it.
READ_SECONDS = 5.0  # to send the whole head: an idle connection is answered 408 and closed
LINGER_SECONDS = 1.0  # to read (and drop) a body sent with a refused request before closing
CLOSE_SECONDS = 1.0  # for requests in progress to end when the server closes
SOCKET_CLOSE_SECONDS = 2.0  # for a WebSocket's closing handshake
# A WebSocket message this large is refused by aiohttp at its header, before it is buffered;
# one between a frame's limit and this one is refused in words by the host.
SOCKET_HARD_LIMIT = 4 * (p.MAX_CLIENT_FRAME + TAG)
WEB_FOLDER = "web"  # the page's files, under resources/
PAGE_FILE = "clock.html"
SEASON_FILE = "season.html"
# Pages served as their files of resources/web/, each loading its own scripts and stylesheets
# from /web/ (plain ES modules, docs/decisions/web-pages.md), under `_FILE_PAGE_POLICY`.
FILE_PAGES: Mapping[str, str] = {"/": "night.html", "/director": "director.html"}

StateSource = Callable[[], Mapping[str, Any]]
SeasonSource = Callable[[], bytes | None]  # /season.json's body, ready; None: no season
Attend = Callable[[Connection], Awaitable[None]]  # the host's, for a WebSocket's connection

# /season.json on a night that counts in no season (with a 404).
NO_SEASON = json.dumps({"season": None, "message": "Tonight's tournaments count in no season."}
                       ).encode()


class WebClock:
    """The web page's server: `await start(address, port)`, then `await close()`."""

    def __init__(self, state: StateSource, season: SeasonSource | None = None,
                 attend: Attend | None = None) -> None:
        self._state = state
        self._season = season
        self._attend = attend
        self._runner: GuardedRunner | None = None
        self._site: web.TCPSite | None = None
        self._sockets: set[asyncio.Task[Any]] = set()  # the WebSockets' handlers
        # The clock's and the season's pages in each language, read by `start`.
        self._pages: dict[str, bytes] = {}
        self._season_pages: dict[str, bytes] = {}

    async def start(self, address: str, port: int) -> None:
        """Listen on `address`:`port` (0: any free port, see `port`); OSError if it cannot,
        or if the page's files are missing."""
        self._pages = {language: clock_page(language) for language in languages()}
        self._season_pages = {language: season_page(language) for language in languages()}
        for language in languages():
            words_script(language)  # read now: a missing file is said before listening
        file_pages = {path: web_file(name).encode("utf-8") for path, name in FILE_PAGES.items()}
        app = web.Application(client_max_size=MAX_BODY, middlewares=[self._worded])
        for path, handler in (("/clock", self._clock),
                              ("/clock.json", self._clock_json), ("/season", self._season_html),
                              ("/season.json", self._season_json), ("/words.js", self._words)):
            app.router.add_get(path, handler)  # and HEAD
        for path, body in file_pages.items():
            app.router.add_get(path, _file_page(body))
        if self._attend is not None:
            app.router.add_get("/ws", self._socket, allow_head=False)
        app.router.add_static("/web/", resources_dir() / WEB_FOLDER)
        app.on_response_prepare.append(_hardened)
        runner = GuardedRunner(
            app, max_plain=MAX_CONNECTIONS, read_seconds=READ_SECONDS,
            shutdown_timeout=CLOSE_SECONDS, access_log=None, max_line_size=MAX_HEAD,
            max_field_size=MAX_HEAD, max_headers=MAX_HEADERS, lingering_time=LINGER_SECONDS,
            # Only a backstop: the guard answers an idle connection 408 after READ_SECONDS.
            keepalive_timeout=READ_SECONDS + LINGER_SECONDS)
        await runner.setup()
        site = web.TCPSite(runner, address, port)
        try:
            await site.start()
        except BaseException:
            await runner.cleanup()
            raise
        self._runner, self._site = runner, site

    @property
    def port(self) -> int:
        """The port listened on."""
        if self._site is None:
            raise RuntimeError("The clock page is not being served")
        return self._site.port

    def open_connections(self) -> int:
        """Connections open now, WebSockets included."""
        server = self._runner.server if self._runner is not None else None
        return len(server.connections) if server is not None else 0

    async def close(self) -> None:
        """Stop listening and end every connection still open (a WebSocket's session as when
        the host shuts down)."""
        for task in list(self._sockets):
            task.cancel()
        if self._sockets:
            await asyncio.gather(*self._sockets, return_exceptions=True)
        if self._runner is not None:
            runner, self._runner, self._site = self._runner, None, None
            await runner.cleanup()

    # ---- answers ---------------------------------------------------------------------------

    @web.middleware
    async def _worded(self, request: web.Request,
                      handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
                      ) -> web.StreamResponse:
        """Every refusal in plain words, and one answer per connection."""
        target = request.raw_path
        if not target.startswith("/") or not target.isascii() or request.version < (1, 0):
            return plain(400, "Bad request: expected a line like GET /clock HTTP/1.1.")
        try:
            response = await handler(request)
        except web.HTTPMethodNotAllowed as refused:
            methods = ", ".join(sorted(refused.allowed_methods))
            return plain(405, f"Method not allowed: this page is read-only; use {methods}.",
                         {"Allow": methods})
        except (web.HTTPNotFound, web.HTTPForbidden):
            return plain(404, "Not found: the night's page is at /, the clock at /clock (its "
                              "state at /clock.json), "
                              "the season's standings at /season, the director's remote at "
                              "/director.")
        response.force_close()
        return response

    async def _clock(self, request: web.Request) -> web.StreamResponse:
        return _page(self._pages[_language(request)])

    async def _season_html(self, request: web.Request) -> web.StreamResponse:
        return _page(self._season_pages[_language(request)])

    async def _words(self, request: web.Request) -> web.StreamResponse:
        return web.Response(body=words_script(_language(request)),
                            content_type="text/javascript", charset="utf-8",
                            headers={"Vary": "Accept-Language", "Cache-Control": "no-cache"})

    async def _season_json(self, request: web.Request) -> web.StreamResponse:
        return self.season_json()

    async def _clock_json(self, request: web.Request) -> web.StreamResponse:
        return self.clock_json()

    def season_json(self) -> web.Response:
        """/season.json's answer (bench/season_screens.py times it beside `clock_json`)."""
        # Encoded when the standings last changed: a request reads no database.
        standings = self._season() if self._season is not None else None
        if standings is None:
            return web.Response(status=404, body=NO_SEASON, content_type="application/json")
        return web.Response(body=standings, content_type="application/json")

    def clock_json(self) -> web.Response:
        """/clock.json's answer: the host's state, built for each request."""
        try:
            body = json.dumps(dict(self._state()), allow_nan=False, separators=(",", ":"))
        except Exception:  # a bug must cost one answer, never the host
            log.exception("the clock page's state could not be built")
            return plain(500, "The clock's state is unavailable right now; try again.")
        return web.Response(body=body.encode(), content_type="application/json")

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        """A WebSocket for the host's protocol: attended by the host as a TCP connection is,
        each binary message one frame (app/net/web_socket.py)."""
        socket = web.WebSocketResponse(max_msg_size=SOCKET_HARD_LIMIT, autoping=False,
                                       compress=False, timeout=SOCKET_CLOSE_SECONDS)
        if not socket.can_prepare(request).ok or self._attend is None:
            return plain(400, "Bad request: /ws takes a WebSocket (a GET with Upgrade: "
                              "websocket).")
        upgraded = getattr(request.protocol, "upgraded", None)
        if upgraded is not None:
            upgraded()  # counted by the host's door from now on
        await socket.prepare(request)
        conn = WebSocketConnection(socket, request.transport, p.MAX_CLIENT_FRAME + TAG)
        task = asyncio.current_task()
        if task is not None:
            self._sockets.add(task)
        try:
            await self._attend(conn)
        finally:
            self._sockets.discard(task)
            conn.close()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(SOCKET_CLOSE_SECONDS + LINGER_SECONDS):
                    await conn.closed()
        return socket


async def _hardened(request: web.Request, response: web.StreamResponse) -> None:
    for name, value in HARDENING.items():
        response.headers.setdefault(name, value)
    response.headers.setdefault("Content-Security-Policy", _FILE_POLICY)
    response.headers["Server"] = SERVER


def _language(request: web.Request) -> str:
    return negotiate(request.headers.get("Accept-Language"))


def _page(body: bytes) -> web.Response:
    return web.Response(body=body, content_type="text/html", charset="utf-8",
                        headers={"Content-Security-Policy": _PAGE_POLICY,
                                 "Vary": "Accept-Language"})


# A file of resources/web/ as it is: what it loads comes from this server.
_FILE_POLICY = ("default-src 'self'; img-src 'self' data:; base-uri 'none'; "
                "form-action 'none'; frame-ancestors 'none'")
# Only what the page itself holds, and its polls of this server.
_PAGE_POLICY = ("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
                "connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'")

# A page served as its file: scripts and stylesheets from this server's files only (no inline
# code, so an injected tag could run nothing), and its WebSocket to this same server: 'self'
# covers ws:// (wss:// under https) to the page's own host and port in CSP 3, which Chromium
# follows (tests/net/test_web_session.py connects under it).
_FILE_PAGE_POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; "
                     "connect-src 'self'; img-src 'self' data:; base-uri 'none'; "
                     "form-action 'none'; frame-ancestors 'none'")


def _file_page(body: bytes) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
    """The handler answering one page served as its file (`FILE_PAGES`), read at the start."""

    async def page(request: web.Request) -> web.StreamResponse:
        return web.Response(body=body, content_type="text/html", charset="utf-8",
                            headers={"Content-Security-Policy": _FILE_PAGE_POLICY})

    return page


# A stylesheet or a script that a page links to, by a plain file name beside it.
_LINKED = re.compile(r'<link rel="stylesheet" href="(?P<css>[\w.-]+)">'
                     r'|<script src="(?P<js>[\w.-]+)"></script>')


# What a page served as its file loads from this server: its tags' /web/ addresses, and each
# module's relative imports (`from "./x.js"`, `from "../generated/x.js"`).
_PAGE_LOADS = re.compile(r'(?:src|href)="/web/(?P<tag>[\w./-]+)"')
_LOADS_WORDS = '<script src="/words.js"></script>'  # served from resources/web/words.js
_MODULE_IMPORTS = re.compile(r'(?:\bfrom|\bimport)\s*\(?\s*"(?P<module>\.{1,2}/[\w./-]+)"')


def page_files(name: str) -> list[str]:
    """The files of resources/web/ that the page NAME (one of `FILE_PAGES`) needs, itself
    first, each as a path under resources/web/, following the modules' imports; OSError
    naming the first one missing (the smoke test says which, app/ui/smoke.py)."""
    folder = resources_dir() / WEB_FOLDER
    found = [name]
    page = web_file(name)
    waiting = [match["tag"] for match in _PAGE_LOADS.finditer(page)]
    if _LOADS_WORDS in page:
        waiting.append(RUNTIME)
    while waiting:
        path = waiting.pop(0)
        if path in found:
            continue
        found.append(path)
        if path.endswith(".js"):
            here = PurePosixPath(path).parent
            for match in _MODULE_IMPORTS.finditer(web_file(path)):
                target = posixpath.normpath(str(here / match["module"]))
                if target.startswith(".."):
                    raise OSError(f"{path} imports {match['module']}, outside {folder}")
                waiting.append(target)
        elif not (folder / path).is_file():
            raise FileNotFoundError(f"No such file: {folder / path}")
    return found


def web_file(name: str) -> str:
    """A file of the clock page's, as text: resources/web/NAME (OSError if it is missing)."""
    return (resources_dir() / WEB_FOLDER / name).read_text(encoding="utf-8")


@functools.cache
def clock_page(language: str = "en") -> bytes:
    """The clock page as served (`inlined`) in `language`, read once."""
    return inlined(PAGE_FILE, language)


@functools.cache
def season_page(language: str = "en") -> bytes:
    """The season's page as served (`inlined`) in `language`, read once."""
    return inlined(SEASON_FILE, language)


def inlined(name: str, language: str = "en") -> bytes:
    """The page NAME with the stylesheets and the scripts it links to put inline, so it is one
    self-contained answer (its policy lets nothing else load); its words.js is the words in
    `language` (app/net/web_words.py)."""

    def inline(link: re.Match[str]) -> str:
        if link["css"]:
            return f"<style>\n{web_file(link['css'])}</style>"
        if link["js"] == RUNTIME:
            return f"<script>\n{words_script(language).decode()}</script>"
        return f"<script>\n{web_file(link['js'])}</script>"

    return _LINKED.sub(inline, web_file(name)).encode("utf-8")
