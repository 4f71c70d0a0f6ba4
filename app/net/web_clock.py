"""The clock page: a read-only web page of the tournament clock, for a TV or a phone.

`pitboss host --http-port PORT` serves it at `http://HOST:PORT/clock`, so any browser on the
LAN shows the clock with nothing to install. The server is a tiny HTTP/1.1 one on asyncio
streams, knowing nothing of the host: it is given a callable that returns the state to show,
as plain JSON-able data (`Host.clock_page_state()`).

- `GET /clock`: one self-contained page (inline CSS and script, nothing fetched from elsewhere).
- `GET /clock.json`: the state the page polls every two seconds: `{"name", "clock" (the host's
  `ClockState.to_dict()`, or null before the start and for 10-hand), "players_left",
  "field_size", "now" (host time when built), "started", "over", "winner"}`.

The page works out the time left as every display does (app/engine/clock.py): it measures the
offset between the host's time and its own when a state arrives, and mirrors `time_left` and
`format_seconds` (rounded up: 0:00 only when the time is up), so it shows the kiosks' second.
Besides its polls it asks again just after the level or break ends, when the host's state
changes by itself.

Every request is read within `READ_SECONDS` and its head within `MAX_HEAD` bytes; only GET
(and HEAD) of the two paths is answered with content, anything else gets 404, 405 or 400 in
plain words, and no request changes anything. Each connection answers one request and closes.
"""

from __future__ import annotations

import asyncio
import contextlib
import email.utils
import json
import logging
from collections.abc import Callable, Mapping
from typing import Any

log = logging.getLogger("pitboss.host")

MAX_HEAD = 8 * 1024  # bytes: the request line and the headers
READ_SECONDS = 10.0  # to send the whole head
WRITE_SECONDS = 10.0  # to take the answer
LINGER_SECONDS = 1.0  # after a refusal, to read what the client still sends before closing
POLL_SECONDS = 2.0  # how often the page asks for the state

StateSource = Callable[[], Mapping[str, Any]]

_REASONS = {200: "OK", 302: "Found", 400: "Bad Request", 404: "Not Found",
            405: "Method Not Allowed", 408: "Request Timeout", 500: "Internal Server Error"}
_METHODS = ("GET", "HEAD")


class WebClock:
    """The clock page's server: `await start(address, port)`, then `await close()`."""

    def __init__(self, state: StateSource) -> None:
        self._state = state
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[Any]] = set()

    async def start(self, address: str, port: int) -> None:
        """Listen on `address`:`port` (0: any free port, see `port`); OSError if it cannot."""
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
        if path not in ("/", "/clock", "/clock.json"):
            return _plain(404, "Not found: the clock is at /clock (its state at /clock.json).")
        if method not in _METHODS:
            return _plain(405, "Method not allowed: this page is read-only; use GET.",
                          [("Allow", ", ".join(_METHODS))])
        head_only = method == "HEAD"
        if path == "/":
            return _plain(302, "The clock is at /clock.", [("Location", "/clock")], head_only)
        if path == "/clock":
            return _response(200, "text/html; charset=utf-8", PAGE.encode(), head_only,
                             [("Content-Security-Policy", _PAGE_POLICY)])
        try:
            body = json.dumps(dict(self._state()), allow_nan=False, separators=(",", ":"))
        except Exception:  # a bug must cost one answer, never the host
            log.exception("the clock page's state could not be built")
            return _plain(500, "The clock's state is unavailable right now; try again.")
        return _response(200, "application/json", body.encode(), head_only)

    async def _accepted(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
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

# The time arithmetic of app/engine/clock.py, line for line; a test runs it in Chromium
# against the Python functions. Plain ES5, for the oldest TV browsers.
TIME_JS = """
var PitbossTime = (function () {
  "use strict";
  // time_left(state, now): seconds left in the level (or break) at `now`, in the host's
  // time base, from a state computed at its own `now`. Paused or not started: it does not
  // move; running: it counts down to 0 and stays there until the next state.
  function timeLeft(state, now) {
    var remaining = Number(state.remaining), at = Number(state.now);
    if (!state.running) {
      return remaining;
    }
    return Math.max(0, remaining - (now - at));
  }
  // format_seconds(seconds): M:SS (or H:MM:SS), rounded up: 0:00 only when the time is up.
  function formatSeconds(seconds) {
    var whole = Math.max(0, Math.ceil(seconds));
    var hours = Math.floor(whole / 3600), rest = whole % 3600;
    var minutes = Math.floor(rest / 60), secs = rest % 60;
    if (hours) {
      return hours + ":" + two(minutes) + ":" + two(secs);
    }
    return minutes + ":" + two(secs);
  }
  function two(n) {
    return (n < 10 ? "0" : "") + n;
  }
  return {timeLeft: timeLeft, formatSeconds: formatSeconds};
}());
"""

_MAIN_JS = """
(function () {
  "use strict";
  var POLL_MS = @POLL_MS@, TIMEOUT_MS = 5000, MIN_POLL_MS = 500;
  var latest = null;  // the last state received
  var offset = 0;     // host time minus local time, measured when `latest` arrived
  var failing = false;
  var shown = {};

  function localTime() {  // seconds; monotonic where the browser has it
    if (window.performance && window.performance.now) {
      return window.performance.now() / 1000;
    }
    return new Date().getTime() / 1000;
  }
  function hostNow() {
    return localTime() + offset;
  }
  function $(id) {
    return document.getElementById(id);
  }
  function setText(id, text) {
    if (shown[id] !== text) {
      shown[id] = text;
      $(id).textContent = text;
    }
  }
  function grouped(n) {  // 12500 -> "12,500", as the kiosk writes chips
    var text = String(Math.round(Number(n))), out = "";
    while (text.length > 3) {
      out = "," + text.slice(-3) + out;
      text = text.slice(0, -3);
    }
    return text + out;
  }
  function bets(level) {  // Series 7: "25 / 50"; BJX has a minimum only
    if (!level) {
      return "";
    }
    if (level.max !== undefined && level.max !== null) {
      return grouped(level.min) + " / " + grouped(level.max);
    }
    return "Minimum " + grouped(level.min);
  }
  function setMode(mode) {
    var name = "mode-" + mode + (failing ? " reconnecting" : "");
    if (document.body.className !== name) {
      document.body.className = name;
    }
  }

  function render() {
    setText("status", failing ? "reconnecting\\u2026" : "");
    if (!latest) {
      setMode(failing ? "waiting" : "loading");
      return;
    }
    var data = latest, clock = data.clock;
    setText("name", data.name || "Pitboss");
    document.title = (data.name || "Pitboss") + " \\u00b7 clock";
    var players = "";
    if (data.field_size) {
      players = data.started && !data.over
        ? data.players_left + " of " + data.field_size + " players left"
        : data.field_size + (data.field_size === 1 ? " player" : " players");
    }
    setText("players", players);
    if (data.over) {
      setMode("over");
      setText("title", "Tournament over");
      setText("time", data.winner ? data.winner : "");
      setText("bets", data.winner ? "Winner" : "");
      setText("next", "");
      setText("break", "");
      setText("banner", "");
      return;
    }
    if (!clock) {
      setMode("waiting");
      setText("title", data.started ? "In play" : "Starting soon");
      setText("time", "");
      setText("bets", data.started ? "" : "Waiting for the start");
      setText("next", "");
      setText("break", "");
      setText("banner", "");
      return;
    }
    var now = hostNow();
    var left = PitbossTime.timeLeft(clock, now);
    var passed = Number(clock.remaining) - left;
    var time = PitbossTime.formatSeconds(left);
    setText("time", time);
    $("time").className = time.length > 5 ? "long" : "";
    var upcoming = clock.next_level;
    if (clock.on_break) {
      setText("title", "Break");
      setText("bets", "");
      setText("next", upcoming ? "Next: level " + upcoming.level + " \\u00b7 " + bets(upcoming)
                               : "");
      setText("break", "");
    } else {
      setText("title", "Level " + clock.level.level);
      setText("bets", bets(clock.level));
      setText("next", upcoming ? "Next: level " + upcoming.level + " \\u00b7 " + bets(upcoming)
                               : "");
      var toBreak = clock.seconds_to_next_break;
      // The time to the break runs with the clock, as the time left does.
      setText("break", toBreak === null || toBreak === undefined ? ""
              : "Break in " + PitbossTime.formatSeconds(Math.max(0, Number(toBreak) - passed)));
    }
    setText("banner", clock.paused ? "PAUSED" : "");
    setMode(clock.paused ? "paused" : clock.on_break ? "break" : "play");
  }

  function nextPoll() {
    var wait = POLL_MS;
    if (latest && latest.clock && latest.clock.running) {
      // Ask again just after the level or break ends: the host's state changes by itself.
      var left = PitbossTime.timeLeft(latest.clock, hostNow());
      wait = Math.max(MIN_POLL_MS, Math.min(POLL_MS, left * 1000 + 150));
    }
    window.setTimeout(poll, wait);
  }
  function received(data) {
    latest = data;
    offset = Number(data.now) - localTime();
    failing = false;
    render();
  }
  function failed() {
    failing = true;
    render();
  }
  function poll() {
    var request = new XMLHttpRequest(), done = false;
    function finish(ok) {
      if (done) {
        return;
      }
      done = true;
      if (ok) {
        try {
          received(JSON.parse(request.responseText));
        } catch (error) {
          failed();
        }
      } else {
        failed();
      }
      nextPoll();
    }
    request.onload = function () { finish(request.status === 200); };
    request.onerror = function () { finish(false); };
    request.ontimeout = function () { finish(false); };
    request.onabort = function () { finish(false); };
    try {
      request.open("GET", "clock.json", true);
      request.timeout = TIMEOUT_MS;
      request.send();
    } catch (error) {
      finish(false);
    }
  }

  poll();
  window.setInterval(render, 100);
}());
""".replace("@POLL_MS@", str(round(POLL_SECONDS * 1000)))

_CSS = """
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { height: 100%; }
body {
  background: #000; color: #fff; overflow: hidden;
  font-family: "Helvetica Neue", Helvetica, Arial, "DejaVu Sans", "Liberation Sans", sans-serif;
  font-weight: 700; line-height: 1.1;
  display: flex; flex-direction: column; min-height: 100%;
  border: 1.2vmin solid #000;
}
header {
  display: flex; justify-content: space-between; align-items: baseline;
  padding: 1.5vh 2.5vw 0; gap: 3vw; color: #d8d8d8;
  font-size: 4.2vw; font-size: min(4.2vw, 7vh);
}
#name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
#players { white-space: nowrap; color: #fff; }
#status {
  background: #ffd400; color: #000; padding: 0.3vh 1.2vw; border-radius: 1vh; white-space: nowrap;
  align-self: center; font-size: 2.8vw; font-size: min(2.8vw, 5vh);
}
#status:empty { display: none; }
main {
  flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center;
  text-align: center; padding: 0 2vw;
}
#title { font-size: 7.5vw; font-size: min(7.5vw, 12vh); color: #ffd400; }
#bets { font-size: 6vw; font-size: min(6vw, 10vh); color: #fff; margin-top: 0.5vh; }
#time {
  font-size: 26vw; font-size: min(28vw, 40vh); line-height: 1;
  font-variant-numeric: tabular-nums; letter-spacing: -0.02em; margin: 1vh 0;
}
#time.long { font-size: 16vw; font-size: min(17vw, 34vh); }
#bets:empty, #time:empty { display: none; }
footer {
  display: flex; flex-wrap: wrap; justify-content: space-between; align-items: flex-end;
  padding: 0 2.5vw 2vh; gap: 0 3vw; font-size: 3.6vw; font-size: min(3.6vw, 6.5vh); color: #d8d8d8;
}
#next, #break { white-space: nowrap; }
#break { margin-left: auto; }
#next:empty, #break:empty { display: none; }
#banner {
  align-self: stretch; background: #e00000; color: #fff; letter-spacing: 0.15em;
  font-size: 11vw; font-size: min(11vw, 15vh); line-height: 1.15; margin: 1vh -2vw 0;
}
#banner:empty { display: none; }
body.mode-paused { border-color: #e00000; }
body.mode-paused #time { color: #b0b0b0; font-size: 20vw; font-size: min(20vw, 28vh); }
body.mode-paused #time.long { font-size: 13vw; font-size: min(13vw, 24vh); }
body.mode-break { background: #002a4a; border-color: #002a4a; }
body.mode-break #title { color: #7fd4ff; }
body.mode-break footer { justify-content: center; }
body.mode-over #time { font-size: 8vw; font-size: min(8vw, 15vh); color: #ffd400; }
body.mode-over #title { color: #fff; }
body.mode-loading main, body.mode-loading header, body.mode-loading footer { visibility: hidden; }
body.reconnecting main, body.reconnecting footer { opacity: 0.45; }
body.reconnecting #players { display: none; }
@media (orientation: portrait) {
  header, footer { flex-direction: column; align-items: center; text-align: center; }
  header, footer { font-size: 6vw; }
  #title { font-size: 11vw; }
  #bets { font-size: 9vw; }
  #time { font-size: 30vw; }
  #time.long { font-size: 19vw; }
  body.mode-paused #time { font-size: 26vw; }
  body.mode-paused #time.long { font-size: 17vw; }
  #banner { font-size: 13vw; }
  #break { margin-left: 0; }
}
"""

PAGE = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>Pitboss clock</title>
<style>{_CSS}</style>
</head>
<body class="mode-loading">
<header><div id="name"></div><div id="players"></div><div id="status" role="status"></div></header>
<main>
<div id="title"></div>
<div id="bets"></div>
<div id="banner"></div>
<div id="time" aria-live="off"></div>
</main>
<footer><div id="next"></div><div id="break"></div></footer>
<script>{TIME_JS}</script>
<script>{_MAIN_JS}</script>
</body>
</html>
"""
