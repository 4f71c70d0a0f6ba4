// The time arithmetic of app/engine/clock.py, line for line; tests/net/test_web_clock.py runs
// it in Chromium against the Python functions. Plain ES5, for the oldest TV browsers.
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
