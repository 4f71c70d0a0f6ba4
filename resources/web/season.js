// The season's standings page: polls season.json and shows the table (issue 21).
// The host encodes the table once per finished tournament, so polling costs it nothing much.
// Plain ES5, for the oldest TV browsers.
(function () {
  "use strict";
  var POLL_MS = 10000, TIMEOUT_MS = 5000;
  var shown = "";  // the body of the last table shown, to redraw only what changed
  var failing = false, mode = "loading";

  function $(id) {
    return document.getElementById(id);
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
    $("status").textContent = failing ? "reconnecting\u2026" : "";
  }
  function cell(row, text, kind) {
    var td = document.createElement("td");
    td.className = kind;
    td.textContent = text;  // names are text, never markup
    row.appendChild(td);
  }
  function showTable(data) {
    var tournaments = Number(data.tournaments), members = Number(data.members);
    $("season").textContent = data.season + " \u00b7 season standings";
    document.title = data.season + " \u00b7 season standings";
    $("summary").textContent = "after " + tournaments +
      (tournaments === 1 ? " tournament" : " tournaments") + " \u00b7 " + members +
      (members === 1 ? " member" : " members");
    $("message").textContent = data.rows.length ? "" : "No tournament of the season has been played yet";
    var body = document.createElement("tbody"), i;
    body.id = "rows";
    for (i = 0; i < data.rows.length; i += 1) {
      var row = data.rows[i], tr = document.createElement("tr");
      if (row.position === 1) {
        tr.className = "leader";
      }
      cell(tr, row.position + ".", "number");
      cell(tr, row.member, "name");
      cell(tr, row.points, "number");
      cell(tr, String(row.events), "number");
      cell(tr, String(row.wins), "number");
      cell(tr, String(row.best_finish), "number");
      cell(tr, Number(row.average_finish).toFixed(1), "number");
      cell(tr, grouped(row.chips_won_dealing), "number");
      body.appendChild(tr);
    }
    $("table").replaceChild(body, $("rows"));
    setMode("table");
  }
  function showNone(data) {
    shown = "";
    $("season").textContent = "Season standings";
    $("message").textContent = (data && data.message) || "There is no season tonight.";
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
          if (request.status === 404 || !data.season) {
            showNone(data);
          } else if (text !== shown) {
            showTable(data);
            shown = text;
          }
        } catch (error) {
          failing = true;
        }
      }
      if (mode === "loading" && failing) {
        showNone({message: "The host does not answer yet."});
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

  poll();
}());
