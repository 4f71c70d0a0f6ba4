// The night's page `/` (issue 22; docs/protocol.md, "The web pages"): a player's own screen on
// their phone, and the seat itself played from it.
//
// - Watching (role "display", with the join code): the host's snapshots, clock and tournament
//   events, never a hand's. The player picks their name from the field and sees their table and
//   seat, chips, level and time left, next break and place, with an alert (and a vibration) when
//   they are moved, a late entry joins their table, they are out, or the next tournament opens.
// - Playing (role "player", name and join code): the same screen and the table's hands as this
//   seat may see them (the host redacts them, C-11), with the host's own requests as buttons:
//   exactly the request's `actions` and `ranges`, and its shot clock from its deadline. The
//   seat's token is kept in localStorage, so a phone that slept (or a reloaded page) takes the
//   seat back, as the desktop does.
//
// Everything shown comes from the host's messages through table.js; nothing here decides a rule.
// Its words are in the reader's language (/words.js, resources/web/words.js: context
// "web_night"); the host's own (an error, a refusal, a notice) through their phrase.
// Every message this page received is kept in `window.__frames` (tests read it; a phone keeps
// the last FRAMES_KEPT).

import { openSession } from "./client/session.js";
import {
  amountStart, cardFace, handLabel, ordinal, SeatTable, totalText,
} from "./client/table.js";

const STORE_KEY = "pitboss.night"; // { code, name, token, play }
const FRAMES_KEPT = 5000;
const TICK_MS = 250;
const ALERT_VIBRATION = [200, 100, 200];
const ALERTS_KEPT = 4;
// Translated where shown: qsTranslate("web_night", ACTION_WORDS[action]).
const ACTION_WORDS = {
  hit: QT_TRANSLATE_NOOP("web_night", "Hit"), stand: QT_TRANSLATE_NOOP("web_night", "Stand"),
  double: QT_TRANSLATE_NOOP("web_night", "Double"),
  split: QT_TRANSLATE_NOOP("web_night", "Split"),
  surrender: QT_TRANSLATE_NOOP("web_night", "Surrender"),
  insurance: QT_TRANSLATE_NOOP("web_night", "Insurance"),
  even_money: QT_TRANSLATE_NOOP("web_night", "Even money"),
  no_insurance: QT_TRANSLATE_NOOP("web_night", "No insurance"),
  raise: QT_TRANSLATE_NOOP("web_night", "Raise"), check: QT_TRANSLATE_NOOP("web_night", "Check"),
  fold: QT_TRANSLATE_NOOP("web_night", "Fold"),
  sit_out: QT_TRANSLATE_NOOP("web_night", "Sit out"),
  stay_in: QT_TRANSLATE_NOOP("web_night", "Stay in"),
  turn_up: QT_TRANSLATE_NOOP("web_night", "Show"),
  dealer_fold: QT_TRANSLATE_NOOP("web_night", "Fold the hand"),
  dealer_play: QT_TRANSLATE_NOOP("web_night", "Play the hand"),
  dealer_hit: QT_TRANSLATE_NOOP("web_night", "Hit"),
  dealer_stand: QT_TRANSLATE_NOOP("web_night", "Stand"),
};
const PROMPTS = {
  play: QT_TRANSLATE_NOOP("web_night", "Your hand"),
  bet_round: QT_TRANSLATE_NOOP("web_night", "Raise, check or fold?"),
  turn_up: QT_TRANSLATE_NOOP("web_night", "Which card do you show?"),
  dealer_fold: QT_TRANSLATE_NOOP("web_night", "Fold or play the hand?"),
  insurance: QT_TRANSLATE_NOOP("web_night", "Insurance?"),
  sit_out: QT_TRANSLATE_NOOP("web_night", "Sit out or stay in?"),
};

const $ = (id) => document.getElementById(id);
window.__frames = [];

let saved = loadSaved();
let session = null;
let table = null; // SeatTable for saved.name
let playing = false; // this page holds the seat (role player)
let lastSnapshot = null;
let snapshotAt = 0; // performance.now() when it came: the level clock runs on from there
// performance.now() when the host went (null while connected): the clocks stop there, as the
// desktop's do, and go on from the host's own time with its next snapshot.
let lostAt = null;

// ---- storage ---------------------------------------------------------------------------------

function loadSaved() {
  try {
    const value = JSON.parse(localStorage.getItem(STORE_KEY) ?? "{}");
    return Object.assign({ code: "", name: "", token: "", play: false }, value);
  } catch (error) {
    return { code: "", name: "", token: "", play: false };
  }
}

function save(changes) {
  saved = Object.assign({}, saved, changes);
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(saved));
  } catch (error) {
    // a private window may refuse storage: the seat is then only kept while the page is open
  }
}

// ---- the views -------------------------------------------------------------------------------

function show(view) {
  for (const id of ["join", "pick", "screen"]) {
    $(id).hidden = id !== view;
  }
}

function setStatus(text) {
  $("status").textContent = text;
}

/** An alert over the screen until dismissed (the newest on top), and a vibration where the
 * phone allows one. */
function alertPlayer(text) {
  const item = document.createElement("div");
  item.className = "alert";
  const words = document.createElement("span");
  words.textContent = text;
  const dismiss = button(qsTranslate("web_night", "OK"), () => item.remove());
  dismiss.setAttribute("aria-label", Words.arg(qsTranslate("web_night", "Dismiss: %1"), text));
  item.append(words, dismiss);
  $("alerts").prepend(item);
  while ($("alerts").children.length > ALERTS_KEPT) {
    $("alerts").lastElementChild.remove();
  }
  if (typeof navigator.vibrate === "function") {
    navigator.vibrate(ALERT_VIBRATION);
  }
}

// ---- sessions --------------------------------------------------------------------------------

/** Connect as `role` ("display" to watch, "player" to hold the seat); the old session ends. */
function connect(role) {
  session?.close();
  playing = role === "player";
  const name = playing ? saved.name : "";
  const token = playing ? saved.token : "";
  const current = openSession({ role, name, code: saved.code, token });
  session = current;
  current.onstatus = ({ state, reason }) => {
    if (current !== session) {
      return;
    }
    onStatus(state, reason);  // a refusal already in the reader's words (client/session.js)
  };
  current.onmessage = (message) => {
    if (current !== session) {
      return;
    }
    window.__frames.push(message);
    if (window.__frames.length > FRAMES_KEPT) {
      window.__frames.splice(0, window.__frames.length - FRAMES_KEPT);
    }
    onMessage(message);
  };
  render();
}

function onStatus(state, reason) {
  if (state === "open") {
    lostAt = null;
  } else if (lostAt === null) {
    lostAt = performance.now();
  }
  if (state === "open") {
    const welcome = session.welcome;
    $("host_name").textContent = welcome.host || "Pitboss";
    if (playing && welcome.token) {
      save({ token: welcome.token, play: true });
    }
    setStatus(playing ? qsTranslate("web_night", "Playing from this phone") : "");
  } else if (state === "connecting") {
    setStatus(qsTranslate("web_night", "Connecting\u2026"));
  } else if (state === "reconnecting") {
    setStatus(Words.arg(qsTranslate("web_night", "Reconnecting\u2026 (%1)"), reason));
  } else if (state === "refused") {
    refused(reason);
  }
  render();
}

function refused(reason) {
  if (playing) {
    // The seat was not given (taken from the desktop, a full field...): watch instead.
    save({ play: false });
    $("play_error").textContent = "";
    alertPlayer(reason);
    connect("display");
    return;
  }
  $("join_message").textContent = reason;
  save({ play: false });
  show("join");
  setStatus("");
}

function onMessage(message) {
  if (message.type === "snapshot") {
    const wasOver = lastSnapshot !== null && lastSnapshot.over;
    lastSnapshot = message;
    snapshotAt = performance.now();
    if (!saved.name || !message.players.includes(saved.name) && !playing) {
      if (wasOver && !message.over) {
        alertPlayer(qsTranslate("web_night",
                                "The night's next tournament is open: pick your name to join it"));
      }
      if (!playing) {
        showNames(message.players);
        return;
      }
    }
  }
  if (table !== null) {
    for (const alert of table.apply(message)) {
      alertPlayer(alert);
    }
    if (message.type === "error" && playing) {
      $("play_error").textContent = Words.phrase(message.words, message.message);
    }
  }
  if (message.type === "notice") {
    setStatus(Words.phrase(message.words, message.text));
  }
  if (saved.name && table !== null) {
    show("screen");
  }
  render();
}

// ---- join and pick ---------------------------------------------------------------------------

$("join").addEventListener("submit", (event) => {
  event.preventDefault();
  const code = $("code_input").value.trim();
  if (!code) {
    return;
  }
  $("join_message").textContent = "";
  save({ code });
  table = saved.name ? new SeatTable(saved.name) : null;
  connect("display");
});

function showNames(players) {
  const list = $("names");
  list.replaceChildren(...[...players].sort((a, b) => a.localeCompare(b)).map((name) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = name;
    button.addEventListener("click", () => pickName(name));
    return button;
  }));
  show("pick");
}

function pickName(name) {
  if (name !== saved.name) {
    save({ name, token: "", play: false });
  }
  table = new SeatTable(name);
  if (lastSnapshot !== null) {
    table.apply(lastSnapshot);
  }
  show("screen");
  render();
}

$("new_player").addEventListener("submit", (event) => {
  event.preventDefault();
  const name = $("new_name").value.trim();
  if (!name) {
    return;
  }
  save({ name, token: "", play: true });
  table = new SeatTable(name);
  show("screen");
  connect("player");
});

$("play_here").addEventListener("click", () => {
  save({ play: true });
  table = new SeatTable(saved.name);
  connect("player");
});

$("watch_only").addEventListener("click", () => {
  save({ play: false });
  table = new SeatTable(saved.name);
  connect("display");
});

$("switch_name").addEventListener("click", () => {
  save({ name: "", token: "", play: false });
  table = null;
  if (playing) {
    connect("display");
  } else if (lastSnapshot !== null) {
    showNames(lastSnapshot.players);
  }
});

// ---- drawing ---------------------------------------------------------------------------------

function render() {
  if (table === null || $("screen").hidden) {
    return;
  }
  document.body.classList.toggle("playing", playing);
  $("play_here").hidden = playing || table.over; // no seat to play once it is over
  $("watch_only").hidden = !playing;
  $("my_name").textContent = table.me;
  const seatWords = table.over ? qsTranslate("results_words", "The tournament is over")
    : table.table === null ? (table.started ? qsTranslate("web_night", "Not seated")
      : qsTranslate("web_night", "Waiting for the draw"))
      : Words.arg(qsTranslate("web_night", "Table %1, seat %2"), table.table, table.seat);
  $("my_seat").textContent = seatWords;
  $("my_chips").textContent = table.standing ? table.chips.toLocaleString() : "\u2013";
  const place = table.place;
  $("my_place").textContent = place === null ? "\u2013"
    : place.out ? Words.arg(qsTranslate("web_night", "Out, %1"), ordinal(place.place))
      : Words.arg(qsTranslate("web_night", "%1 of %2", "a place in the field"),
                  ordinal(place.place), place.of);
  renderFelt();
  renderControls();
  tick();
}

function cardElement(card) {
  const face = cardFace(card);
  const element = document.createElement("span");
  element.className = face.down ? "card down" : face.red ? "card red" : "card";
  element.textContent = face.down ? "" : face.text;
  element.setAttribute("aria-label", face.down ? qsTranslate("web_night", "face down") : face.text);
  return element;
}

function renderFelt() {
  const felt = $("felt");
  // Watching, the table's seats and chips (a display is sent no hand's cards); playing, the
  // hands as this seat may see them too.
  felt.hidden = table.table === null;
  if (felt.hidden) {
    return;
  }
  $("felt_title").textContent = Words.arg(qsTranslate("DirectorView", "Table %1"), table.table);
  const clock = lastSnapshot?.clock;
  $("banner").textContent = clock?.paused ? qsTranslate("felt_words", "Paused by the director")
    : clock?.on_break ? qsTranslate("felt_words", "On a break") : "";
  $("seats").replaceChildren(...table.seats.map((seat) => {
    const item = document.createElement("li");
    item.className = [seat.name === table.me ? "mine" : "", seat.dealer ? "dealer" : "",
                      seat.folded ? "folded" : ""].filter(Boolean).join(" ");
    const head = document.createElement("div");
    head.className = "seat_head";
    const name = document.createElement("span");
    name.className = "seat_name";
    name.textContent = seat.dealer ? Words.arg(qsTranslate("web_night", "%1 (deals)"), seat.name)
      : seat.name;
    const chips = document.createElement("span");
    chips.className = "seat_chips";
    chips.textContent = seat.chips.toLocaleString();
    const clock = document.createElement("span");
    clock.className = "seat_clock";
    clock.dataset.name = seat.name;
    head.append(name, chips, clock);
    item.append(head);
    for (const hand of seat.hands) {
      const row = document.createElement("div");
      row.className = "hand";
      const cards = document.createElement("span");
      cards.className = "cards";
      cards.append(...hand.cards.map(cardElement));
      const label = document.createElement("span");
      label.className = "label";
      label.textContent = [hand.bet ? Words.arg(qsTranslate("felt_words", "bet %L1"), hand.bet) : "",
                           handLabel(hand)].filter(Boolean).join(" \u00b7 ");
      row.append(cards, label);
      item.append(row);
    }
    return item;
  }));
}

function button(text, onClick, kind = "") {
  const element = document.createElement("button");
  element.type = "button";
  element.textContent = text;
  element.className = kind;
  element.addEventListener("click", onClick);
  return element;
}

/** A number input for an amount from `low` to `high` in steps of `step`, starting at `start`,
 * and its button. */
function amountChooser(low, high, step, verb, send, start = low) {
  const box = document.createElement("div");
  box.className = "amount";
  const input = document.createElement("input");
  Object.assign(input, { type: "number", min: low, max: high, step, value: start,
                         inputMode: "numeric" });
  input.setAttribute("aria-label",
                     Words.arg(qsTranslate("web_night", "%1: %2 to %3"), verb, low, high));
  const range = document.createElement("span");
  range.className = "range";
  range.textContent = `${low.toLocaleString()}\u2013${high.toLocaleString()}`;
  const go = button(verb, () => {
    const amount = Number(input.value);
    if (!Number.isInteger(amount) || amount < low || amount > high || (amount - low) % step) {
      $("play_error").textContent = Words.arg(
        qsTranslate("web_night", "%1: a whole amount from %2 to %3 in steps of %4"),
        verb, low, high, step);
      return;
    }
    send(amount);
  }, "primary");
  box.append(button(qsTranslate("web_night", "Min"), () => { input.value = low; }), input,
             button(qsTranslate("web_night", "Max"), () => { input.value = high; }), go, range);
  return box;
}

function send(message) {
  try {
    session.send(message);
    table.answered();
    $("play_error").textContent = "";
  } catch (error) {
    $("play_error").textContent = Words.arg(
      qsTranslate("web_night", "Not sent (%1): try again when connected"), error.message);
  }
  render();
}

let shownRequest = null; // the request the controls were built for

function renderControls() {
  const controls = $("controls");
  const request = playing ? table.request : null;
  controls.hidden = request === null;
  // Built once per request: a message about another seat must not reset an amount being typed.
  if (request === null || request === shownRequest) {
    shownRequest = request;
    return;
  }
  shownRequest = request;
  const choices = [];
  if (request.type === "bet_request") {
    // S7-9: played as away, this bet is the way back (issue 38).
    $("prompt").textContent = request.away
      ? qsTranslate("web_night", "You are away: the rules bet and play for you. Bet to come back.")
      : qsTranslate("web_night", "Your bet");
    if (table.variant === "series7") {
      // S7-8: the minimum or the maximum, nothing between.
      choices.push(button(Words.arg(qsTranslate("web_night", "Bet %L1 (minimum)"), request.low),
                          () => bet(request, request.low), "primary"));
      if (request.high !== request.low) {
        choices.push(button(Words.arg(qsTranslate("web_night", "Bet %L1 (maximum)"),
                                      request.high),
                            () => bet(request, request.high), "primary"));
      }
    } else {
      choices.push(amountChooser(request.low, request.high, request.step,
                                 qsTranslate("web_night", "Bet"),
                                 (amount) => bet(request, amount)));
    }
  } else {
    $("prompt").textContent = promptFor(request);
    for (const action of request.actions) {
      const range = request.ranges[action];
      let offered;
      if (action === "turn_up" && range) {
        offered = turnUpChoices(request, range);
      } else if (range) {
        offered = [amountChooser(range[0], range[1], range[2], actionWords(action),
                                 (amount) => act(request, action, amount),
                                 amountStart(action, range))];
      } else {
        offered = [button(actionWords(action), () => act(request, action),
                          action === request.default ? "primary" : "")];
      }
      for (const element of offered) {
        element.dataset.action = action; // which of the request's actions it answers
      }
      choices.push(...offered);
    }
  }
  $("choices").replaceChildren(...choices);
}

/** An action's button, in the reader's words (the host's name for one this page does not
 * know). */
function actionWords(action) {
  return action in ACTION_WORDS ? qsTranslate("web_night", ACTION_WORDS[action]) : action;
}

/** What the seat is asked, with the hand it is about: "Hand 2 of 2 (soft 13)". */
function promptFor(request) {
  const prompt = request.kind in PROMPTS ? qsTranslate("web_night", PROMPTS[request.kind])
    : qsTranslate("web_night", "Your turn");
  if (request.kind !== "play") {
    return prompt;
  }
  const hands = table.seats.find((seat) => seat.name === table.me)?.hands ?? [];
  const hand = hands[request.hand];
  const total = hand ? totalText(hand) : "";
  const which = hands.length > 1
    ? Words.arg(qsTranslate("table_texts", "Hand %1 of %2"), request.hand + 1, hands.length)
    : prompt;
  return total ? Words.arg(qsTranslate("web_night", "%1 (%2)", "a hand and its total"), which,
                           total) : which;
}

/** BJX-4: the dealer shows one of its two cards: a button for each, with its face. */
function turnUpChoices(request, [low, high, step]) {
  const mine = table.seats.find((seat) => seat.name === table.me)?.hands[0]?.cards ?? [];
  const buttons = [];
  for (let index = low; index <= high; index += step) {
    const face = cardFace(mine[index] ?? null);
    buttons.push(button(face.down ? Words.arg(qsTranslate("web_night", "Show card %1"), index + 1)
      : Words.arg(qsTranslate("web_night", "Show %1"), face.text),
                        () => act(request, "turn_up", index), face.red ? "red" : ""));
  }
  return buttons;
}

function bet(request, amount) {
  send({ type: "bet", table: request.table, hand: request.hand, amount });
}

function act(request, action, amount = null) {
  send({ type: "act", decision: request.decision, action, amount });
}

// ---- the clocks ------------------------------------------------------------------------------

/** "Ann wins" from a snapshot of a night over; "" before its winner is known. */
function winnerWords(snapshot) {
  const winner = snapshot.standings.find((row) => row.place === 1);
  return winner ? Words.arg(qsTranslate("kiosk_words", "%1 wins"), winner.name) : "";
}

function tick() {
  if (table === null || $("screen").hidden) {
    return;
  }
  const now = session?.hostNow?.() ?? null;
  const clock = lastSnapshot?.clock ?? null;
  if (lastSnapshot?.over) { // no level left to play: the clock stops (issue 38: it ran on)
    $("level").textContent = "";
    $("time_left").textContent = winnerWords(lastSnapshot); // the seat's line says "over"
    $("next_break").textContent = "";
  } else if (clock === null) {
    $("level").textContent = lastSnapshot && !lastSnapshot.clock
      ? qsTranslate("web_night", "10-hand knockout") : "";
    $("time_left").textContent = "";
    $("next_break").textContent = "";
  } else {
    const level = clock.level;
    const bets = level.max ? `${level.min}\u2013${level.max}`
      : Words.arg(qsTranslate("web_night", "minimum %1"), level.min);
    $("level").textContent = clock.on_break ? qsTranslate("kiosk_words", "Break")
      : Words.arg(qsTranslate("web_night", "Level %1 \u00b7 %2"), level.level, bets);
    // The host's time for the clock, run on from the state's own `now` at the host's `rate`
    // (host seconds per real second: a night sped up for a test or a demo), as the desktop's
    // clock runs on from when its state came. `remaining` is the level's, or the break's.
    const local = lostAt === null ? performance.now() : Math.min(performance.now(), lostAt);
    const clockNow = clock.now + Math.max(0, local - snapshotAt) / 1000 * (clock.rate || 1);
    const left = PitbossTime.timeLeft(clock, clockNow);
    $("time_left").textContent = !clock.started ? qsTranslate("DirectorView", "Not started")
      : Words.arg(clock.paused ? qsTranslate("web_night", "%1 (paused)")
        : qsTranslate("web_night", "%1 left"), PitbossTime.formatSeconds(left));
    const toBreak = clock.seconds_to_next_break;
    $("next_break").textContent = clock.on_break || toBreak === null ? ""
      : Words.arg(qsTranslate("web_night", "Next break in %1"), PitbossTime.formatSeconds(
        clock.running ? Math.max(0, toBreak - (clockNow - clock.now)) : toBreak));
  }
  if (playing && now !== null && lostAt === null) {
    const left = table.secondsLeft(now);
    const held = table.heldFor(table.me) !== null; // the director's pause holds the table
    $("shot_clock").textContent = left === null ? ""
      : Words.arg(held ? qsTranslate("web_night", "%1 s left, standing still")
        : qsTranslate("web_night", "%1 s left"), Math.ceil(left));
    $("shot_clock").className = left !== null && left <= 5 && !held ? "urgent" : "";
    for (const element of document.querySelectorAll(".seat_clock")) {
      const waited = table.waitedFor(element.dataset.name, now);
      element.textContent = waited === null ? ""
        : Words.arg(qsTranslate("web_night", "%1 s"), Math.ceil(waited));
    }
  }
}

setInterval(tick, TICK_MS);

// ---- start -----------------------------------------------------------------------------------

Words.translatePage(document);
// The sections' names: a section holds other elements, so it is not marked data-tr.
$("me").setAttribute("aria-label", qsTranslate("wording", "You"));
$("clock").setAttribute("aria-label", qsTranslate("web_night", "Clock"));
$("felt").setAttribute("aria-label", qsTranslate("web_night", "Your table"));
$("controls").setAttribute("aria-label", qsTranslate("web_night", "Your turn"));
$("code_input").value = saved.code;
if (saved.code && saved.name) {
  // Back after a reload or a sleep: the same screen, the seat taken back with its token.
  table = new SeatTable(saved.name);
  show("screen");
  connect(saved.play ? "player" : "display");
} else {
  show("join");
}
