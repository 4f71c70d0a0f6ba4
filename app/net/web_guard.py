"""The web server's limits, added to aiohttp's own server (app/net/web_clock.py serves the
pages; docs/decisions/web-server.md says why aiohttp).

aiohttp makes one `RequestHandler` per connection through its `Server`; the subclasses here add
what aiohttp leaves to its user:
- At most `max_plain` connections at once that are not WebSockets: more are answered 503 and
  closed at once, without being read. A WebSocket, once upgraded, is a game connection: the
  host's door counts and caps those as it does TCP ones (app/net/door.py), so the files the
  game port needs stay free whatever a browser does.
- A request's head must come within `read_seconds` of connecting: after that, 408 and closed
  (aiohttp's own timer for an idle connection closes it without a word).
- A request aiohttp's parser refuses (not HTTP, a line or a header too long, too many headers)
  is answered 400 in plain words, with one debug line in the log: never a traceback, which
  aiohttp logs for most. A bug in a page's handler costs that answer (500, its traceback in
  the log), never the host.
"""

from __future__ import annotations

import asyncio
import email.utils
import logging
import weakref
from http import HTTPStatus
from typing import Any, cast

from aiohttp import web
from aiohttp.http_exceptions import BadHttpMessage, LineTooLong

log = logging.getLogger("pitboss.host")

MAX_LINE = 8 * 1024  # bytes: the request line, and each header
MAX_HEADERS = 32  # a browser sends about a dozen
# Said in every answer: nothing is cached or sniffed, no address is passed on.
HARDENING = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff",
             "Referrer-Policy": "no-referrer"}
SERVER = "Pitboss"  # not aiohttp's name and version


def plain(status: int, text: str, headers: dict[str, str] | None = None) -> web.Response:
    """An answer in words (text/plain), that closes its connection."""
    response = web.Response(status=status, text=text + "\n", content_type="text/plain",
                            charset="utf-8",
                            headers={**HARDENING, "Server": SERVER, **(headers or {})})
    response.force_close()
    return response


def raw_answer(status: int, text: str) -> bytes:
    """A whole HTTP/1.1 answer in words, as bytes: for a connection refused outside a request
    (too many of them, or too slow to send one)."""
    body = (text + "\n").encode()
    headers = {"Date": email.utils.formatdate(usegmt=True),
               "Content-Type": "text/plain; charset=utf-8", "Content-Length": str(len(body)),
               **HARDENING, "Server": SERVER, "Connection": "close"}
    lines = [f"HTTP/1.1 {status} {HTTPStatus(status).phrase}",
             *(f"{name}: {value}" for name, value in headers.items())]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("ascii") + body


def bad_request(error: BaseException | None) -> str:
    """What a request aiohttp's parser refused is told."""
    if isinstance(error, LineTooLong):
        return (f"Bad request: the request's line and each header must fit in "
                f"{MAX_LINE // 1024} KiB.")
    if isinstance(error, BadHttpMessage) and "'host'" in str(error).lower():
        return "Bad request: an HTTP/1.1 request must say its Host."
    if isinstance(error, BadHttpMessage) and "headers" in str(error).lower():
        return f"Bad request: at most {MAX_HEADERS} headers, each within {MAX_LINE // 1024} KiB."
    return "Bad request: expected a line like GET /clock HTTP/1.1."


class GuardedHandler(web.RequestHandler):
    """aiohttp's handler of one connection, with a time to send the request's head and the
    refusals in words."""

    def __init__(self, manager: GuardedServer, **kwargs: Any) -> None:
        super().__init__(manager, **kwargs)
        self._guard = manager  # aiohttp forgets its manager once the connection is lost
        self._read_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        self._read_timer = self._loop.call_later(self._guard.read_seconds, self._too_slow)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self._read_timer is not None and self._request_count:  # a whole head (or garbage)
            self._read_timer.cancel()
            self._read_timer = None

    def connection_lost(self, exc: BaseException | None) -> None:
        if self._read_timer is not None:
            self._read_timer.cancel()
            self._read_timer = None
        self._guard.plain.discard(self)
        super().connection_lost(exc)

    def upgraded(self) -> None:
        """The connection is a WebSocket now: the host's door counts it (app/net/door.py)."""
        self._guard.plain.discard(self)

    def _too_slow(self) -> None:
        self._read_timer = None
        transport = self.transport
        if transport is not None and not self._request_count:
            transport.write(raw_answer(408, f"Request timeout: send the request within "
                                            f"{self._guard.read_seconds:g} seconds."))
            self.force_close()  # the answer is still sent: the transport flushes first

    def handle_error(self, request: web.BaseRequest, status: int = 500,
                     exc: BaseException | None = None,
                     message: str | None = None) -> web.StreamResponse:
        if request.writer.output_size > 0:  # as aiohttp's: too late for another answer
            raise ConnectionError("An answer was already on its way")
        if status >= 500:
            log.error("the web page failed on a request from %s", request.remote, exc_info=exc)
            return plain(status, "The page failed on this request; try again.")
        log.debug("refused a bad request from %s: %s", request.remote, message or exc)
        return plain(status, bad_request(exc))


class _Full(asyncio.Protocol):
    """A connection over the cap: told so in one write, and closed without being read."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        stream = cast(asyncio.Transport, transport)
        stream.write(raw_answer(503, "Too many connections to the web page; try again."))
        stream.close()


class GuardedServer(web.Server):
    """aiohttp's server, making `GuardedHandler`s while fewer than `max_plain` are open."""

    def __init__(self, handler: Any, *, max_plain: int, read_seconds: float,
                 loop: asyncio.AbstractEventLoop, **kwargs: Any) -> None:
        super().__init__(handler, loop=loop, **kwargs)
        self.max_plain = max_plain
        self.read_seconds = read_seconds
        # Open (or about to be: asyncio makes a batch of connections before it tells their
        # handlers), and not WebSockets. Weak: a handler whose connection failed before it
        # was made is forgotten.
        self.plain: weakref.WeakSet[GuardedHandler] = weakref.WeakSet()
        self._handler_args = dict(kwargs, loop=loop)
        for made_here in ("request_factory", "handler_cancellation"):
            self._handler_args.pop(made_here, None)

    def __call__(self) -> asyncio.Protocol:  # type: ignore[override]
        if len(self.plain) >= self.max_plain:
            return _Full()
        handler = GuardedHandler(self, **self._handler_args)
        self.plain.add(handler)
        return handler


class GuardedRunner(web.AppRunner):
    """aiohttp's runner of an Application, serving it with a `GuardedServer`."""

    def __init__(self, app: web.Application, *, max_plain: int, read_seconds: float,
                 shutdown_timeout: float, **handler_args: Any) -> None:
        super().__init__(app, shutdown_timeout=shutdown_timeout, **handler_args)
        self._limits = (max_plain, read_seconds)
        self._handler_args = handler_args

    async def _make_server(self) -> web.Server:
        made = await super()._make_server()  # the application started and frozen
        max_plain, read_seconds = self._limits
        return GuardedServer(made.request_handler, request_factory=made.request_factory,
                             handler_cancellation=made.handler_cancellation,
                             loop=asyncio.get_running_loop(), max_plain=max_plain,
                             read_seconds=read_seconds, **self._handler_args)


__all__ = ["HARDENING", "MAX_HEADERS", "MAX_LINE", "SERVER", "GuardedRunner", "GuardedServer",
           "plain", "raw_answer"]
