// The clock page: polls clock.json and shows the level, the time left and what comes next.
// Its words are the reader's (resources/web/words.js, inline before it: context "web_clock").
// Plain ES5, for the oldest TV browsers.
(function () {
  "use strict";
  var POLL_MS = 2000, TIMEOUT_MS = 5000, MIN_POLL_MS = 500;
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
  function grouped(n) {  // 12500 -> "12,500" (or "12.500": as the browser's locale groups)
    return Math.round(Number(n)).toLocaleString();
  }
  function bets(level) {  // Series 7: "25 / 50"; BJX has a minimum only
    if (!level) {
      return "";
    }
    if (level.max !== undefined && level.max !== null) {
      return grouped(level.min) + " / " + grouped(level.max);
    }
    return Words.arg(qsTranslate("kiosk_words", "Minimum %L1"), Math.round(Number(level.min)));
  }
  function next(upcoming) {  // "Next: level 2 · 50 / 100"
    if (!upcoming) {
      return "";
    }
    return Words.arg(qsTranslate("kiosk_words", "Next: level %1 · %2"), upcoming.level,
                     bets(upcoming));
  }
  function setMode(mode) {
    var name = "mode-" + mode + (failing ? " reconnecting" : "");
    if (document.body.className !== name) {
      document.body.className = name;
    }
  }

  function render() {
    setText("status", failing ? qsTranslate("web_clock", "reconnecting…") : "");
    if (!latest) {
      setMode(failing ? "waiting" : "loading");
      return;
    }
    var data = latest, clock = data.clock;
    setText("name", data.name || "Pitboss");
    document.title = Words.arg(qsTranslate("web_clock", "%1 · clock"), data.name || "Pitboss");
    var players = "";
    if (data.field_size) {
      players = data.started && !data.over
        ? Words.arg(qsTranslate("web_clock", "%1 of %2 players left"), data.players_left,
                    data.field_size)
        : qsTranslate("web_clock", "%n player(s)", "", Number(data.field_size));
    }
    setText("players", players);
    // Words the director told every screen, for a minute (the host's phrase, or its English).
    var told = data.announcement;
    setText("announcement", told ? Words.phrase(told.words, told.text) : "");
    if (data.over) {
      setMode("over");
      setText("title", qsTranslate("web_clock", "Tournament over"));
      setText("time", data.winner ? data.winner : "");
      setText("bets", data.winner ? qsTranslate("web_clock", "Winner") : "");
      setText("next", "");
      setText("break", "");
      setText("banner", "");
      return;
    }
    if (!clock) {
      setMode("waiting");
      setText("title", data.started ? qsTranslate("web_clock", "In play")
                                    : qsTranslate("kiosk_words", "Starting soon"));
      setText("time", "");
      setText("bets", data.started ? "" : qsTranslate("web_clock", "Waiting for the start"));
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
      setText("title", qsTranslate("kiosk_words", "Break"));
      setText("bets", "");
      setText("next", next(upcoming));
      setText("break", "");
    } else {
      setText("title", Words.arg(qsTranslate("kiosk_words", "Level %1"), clock.level.level));
      setText("bets", bets(clock.level));
      setText("next", next(upcoming));
      var toBreak = clock.seconds_to_next_break;
      // The time to the break runs with the clock, as the time left does.
      setText("break", toBreak === null || toBreak === undefined ? ""
              : Words.arg(qsTranslate("kiosk_words", "Break in %1"),
                          PitbossTime.formatSeconds(Math.max(0, Number(toBreak) - passed))));
    }
    setText("banner", clock.paused ? qsTranslate("web_clock", "PAUSED") : "");
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

  Words.translatePage(document);
  poll();
  window.setInterval(render, 100);
}());
