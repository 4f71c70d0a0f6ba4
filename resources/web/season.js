// The season's standings page: polls season.json and shows the table (issue 21).
// The host encodes the table once per finished tournament, so polling costs it nothing much.
// Its words are the reader's (resources/web/words.js, inline before it: context "web_season").
// Plain ES5, for the oldest TV browsers.
(function () {
  "use strict";
  var POLL_MS = 10000, TIMEOUT_MS = 5000;
  var shown = "";  // the body of the last table shown, to redraw only what changed
  var failing = false, mode = "loading";

  function $(id) {
    return document.getElementById(id);
  }
  // "72.5" -> "72.5" or "72,5", to at most `places` decimals, as the browser's locale writes
  // it (the host writes a season's points with a point, app/league/points.py); else as sent.
  function decimal(text, places) {
    var value = Number(text);
    if (text === null || text === "" || !isFinite(value)) return String(text);
    return value.toLocaleString(undefined, { minimumFractionDigits: 0,
                                             maximumFractionDigits: places });
  }
  function grouped(n) {  // -12500 -> "-12,500" (or "-12.500": as the browser's locale groups)
    return Math.round(Number(n)).toLocaleString();
  }
  function setMode(next) {
    mode = next;
    var name = "mode-" + mode + (failing ? " reconnecting" : "");
    if (document.body.className !== name) {
      document.body.className = name;
    }
    $("status").textContent = failing ? qsTranslate("web_season", "reconnecting…") : "";
  }
  function cell(row, text, kind) {
    var td = document.createElement("td");
    td.className = kind;
    td.textContent = text;  // names are text, never markup
    row.appendChild(td);
  }
  function showTable(data) {
    var tournaments = Number(data.tournaments), members = Number(data.members);
    var title = Words.arg(qsTranslate("kiosk_words", "%1 · season standings"), data.season);
    $("season").textContent = title;
    document.title = title;
    // "after 3 tournaments · 12 members": the members' count is a phrase of its own.
    $("summary").textContent = Words.arg(
      qsTranslate("web_season", "after %n tournament(s) · %1", "", tournaments),
      qsTranslate("kiosk_words", "%n member(s)", "", members));
    $("message").textContent = data.rows.length ? ""
      : qsTranslate("web_season", "No tournament of the season has been played yet");
    var body = document.createElement("tbody"), i;
    body.id = "rows";
    for (i = 0; i < data.rows.length; i += 1) {
      var row = data.rows[i], tr = document.createElement("tr");
      if (row.position === 1) {
        tr.className = "leader";
      }
      cell(tr, row.position + ".", "number");
      cell(tr, row.member, "name");
      cell(tr, decimal(row.points, 2), "number");
      cell(tr, String(row.events), "number");
      cell(tr, String(row.wins), "number");
      cell(tr, String(row.best_finish), "number");
      cell(tr, decimal(row.average_finish, 1), "number");
      cell(tr, grouped(row.chips_won_dealing), "number");
      body.appendChild(tr);
    }
    $("table").replaceChild(body, $("rows"));
    setMode("table");
  }
  function showNone(message) {
    shown = "";
    $("season").textContent = qsTranslate("kiosk_words", "Season standings");
    $("message").textContent = message || qsTranslate("web_season", "There is no season tonight.");
    setMode("none");
  }
  function poll() {
    var request = new XMLHttpRequest(), done = false;
    function finish(ok) {
      if (done) {
        return;
      }
      done = true;
      failing = !ok;
      if (ok) {
        try {
          var text = request.responseText, data = JSON.parse(text);
          if (request.status === 404 && data.season === null) {
            // The host's 404 of a night in no season (app/net/web_clock.py NO_SEASON): said in
            // the reader's words rather than the host's English message.
            showNone(qsTranslate("web_season", "Tonight's tournaments count in no season."));
          } else if (request.status === 404 || !data.season) {
            showNone(data && data.message);
          } else if (text !== shown) {
            showTable(data);
            shown = text;
          }
        } catch (error) {
          failing = true;
        }
      }
      if (mode === "loading" && failing) {
        showNone(qsTranslate("web_season", "The host does not answer yet."));
      }
      setMode(mode);
      window.setTimeout(poll, POLL_MS);
    }
    request.onload = function () {
      finish(request.status === 200 || request.status === 404);
    };
    request.onerror = function () { finish(false); };
    request.ontimeout = function () { finish(false); };
    request.onabort = function () { finish(false); };
    try {
      request.open("GET", "season.json", true);
      request.timeout = TIMEOUT_MS;
      request.send();
    } catch (error) {
      finish(false);
    }
  }

  Words.translatePage(document);
  poll();
}());
