// The director's remote (issue 22, S7-24): what the desktop console does for a running night
// (app/ui/director_view.py), from a phone. A client of the host like any other, in the
// director's role: every act is a `direct` message through the host's command path, stored
// and logged as the console's own; the page shows the host's answer, never its own guess.
// Names typed by others are only ever set as text (textContent), never as markup. Its words
// are the console's, in the reader's language (context "web_director": /words.js, loaded
// first, defines qsTranslate and Words; resources/web/words.js).

import { openSession } from "./client/session.js";
import {
  QUESTIONS, betsWords, fieldWords, levelChoiceWords, levelWords,
} from "./director-words.js";

// The clock's arithmetic is clock-time.js's (PitbossTime, loaded before this module), the
// one copy of app/engine/clock.py's that every page runs.
const { formatSeconds, timeLeft } = PitbossTime;

const LOG_LINES = 200; // as the console's log
const TICK_MS = 250; // the time left is redrawn this often (it is rounded up to the second)

// The sections' names for a screen reader: a section holds more than text, so the page's
// `data-tr` cannot mark it; named here, in the reader's language, at start-up.
const SECTION_NAMES = {
  clock_panel: QT_TRANSLATE_NOOP("web_director", "Clock"),
  clock_acts: QT_TRANSLATE_NOOP("web_director", "Clock"),
  entries_panel: QT_TRANSLATE_NOOP("web_director", "Late entries"),
  move_panel: QT_TRANSLATE_NOOP("web_director", "Move a player"),
  tables_panel: QT_TRANSLATE_NOOP("web_director", "Tables"),
  rulings_panel: QT_TRANSLATE_NOOP("web_director", "Rulings"),
  more_panel: QT_TRANSLATE_NOOP("web_director", "More"),
  log_panel: QT_TRANSLATE_NOOP("web_director", "The night's log"),
};

const $ = (id) => document.getElementById(id);
const number = (n) => Number(n).toLocaleString();

let session = null;
let snapshot = null; // the host's last snapshot
let snapshotAt = 0; // performance.now() when it came: the clock runs on from there
// Each director's act's controls, enabled as the host's snapshot allows the act.
const ACT_CONTROLS = {
  start: ["start_button"], pause: ["pause_button"], resume: ["resume_button"],
  add_time: ["plus_minute_button", "minus_minute_button"], jump: ["level_select", "jump_button"],
  move: ["move_player_select", "move_table_select", "move_button"],
  void: ["void_table_select", "void_button"], sudden_death: ["sudden_death_button"],
  next_tournament: ["next_tournament_button"],
};

// ---- signing in -------------------------------------------------------------------------

function signIn(event) {
  event.preventDefault();
  const code = $("code_input").value.trim();
  if (!code) {
    $("sign_in_message").textContent = qsTranslate("web_director", "Type the director's code.");
    return;
  }
  session?.close();
  $("sign_in_message").textContent = "";
  $("sign_in_button").disabled = true;
  session = openSession({ role: "director", code });
  session.onstatus = showStatus;
  session.onmessage = take;
}

function signOut() {
  session?.close();
  session = snapshot = null;
  $("code_input").value = "";
  showSignIn("");
}

function showSignIn(message) {
  $("sign_in_message").textContent = message;
  $("sign_in").hidden = false;
  $("console").hidden = true;
  $("sign_out_button").hidden = true;
  $("sign_in_button").disabled = false;
  $("title").textContent = qsTranslate("web_director", "Director");
  $("code_input").focus();
}

function showStatus({ state, reason }) {
  const words = {
    connecting: qsTranslate("web_director", "Connecting…"),
    reconnecting: Words.arg(qsTranslate("web_director", "Reconnecting… (%1)"), reason),
    open: "",
    refused: "",
    closed: "",
  };
  $("status").textContent = words[state] ?? "";
  document.body.classList.toggle("offline", state === "reconnecting");
  if (state === "refused") {
    showSignIn(reason); // the host's words: a wrong code, or its wait before the next try
  } else if (state === "open") {
    $("sign_in").hidden = true;
    $("console").hidden = false;
    $("sign_out_button").hidden = false;
    $("title").textContent = session.welcome.host || qsTranslate("web_director", "Director");
    render();
  }
}

// ---- what the host says -----------------------------------------------------------------

function take(message) {
  switch (message.type) {
    case "snapshot":
      snapshot = message;
      snapshotAt = performance.now();
      render();
      break;
    case "events":
      // The tournament's events only (a hand's own are the table's to tell), wherever they
      // come from (a void is a DirectorActed of its table's), in the words the host sends
      // with them (protocol 5: app/core/tournament_words.py), from the catalogue.
      for (const words of message.said ?? []) log(Words.phrase(words, ""));
      break;
    case "error": // the host's phrase, in the reader's language (docs/protocol.md "Phrases")
      say(`⚠ ${Words.phrase(message.words, message.message)}`);
      break;
    case "notice":
      log(Words.phrase(message.words, message.text));
      break;
    default:
      break; // pongs, chat and the rest: nothing for the remote to show
  }
}

function say(line) {
  $("message").textContent = line;
  log(line);
}

function log(line) {
  const item = document.createElement("li");
  const stamp = new Date().toTimeString().slice(0, 8);
  item.textContent = `${stamp}  ${line}`;
  const list = $("log");
  list.prepend(item); // newest first: on a phone the latest is what is looked for
  while (list.children.length > LOG_LINES) list.lastElementChild.remove();
}

// ---- drawing --------------------------------------------------------------------------

function render() {
  if (!snapshot) return;
  const { started, over } = snapshot;
  const clock = snapshot.clock;
  const tables = Object.keys(snapshot.tables).map(Number).sort((a, b) => a - b);
  const seated = tables.flatMap((table) => snapshot.tables[table].map((seat) => ({
    name: seat.name, table })));

  // Start until started (then Pause and Resume come first on a phone); once over, the
  // night's next tournament in its place (issue 21), as the console. What the host allows
  // now is enabled; a refused act's controls say why (app/core/director_acts.py).
  $("start_button").hidden = started;
  $("next_tournament_button").hidden = !over;
  for (const [act, ids] of Object.entries(ACT_CONTROLS)) {
    const refused = (snapshot.acts ?? {})[act];
    const why = refused ? Words.phrase(refused, "") : "";
    for (const id of ids) {
      $(id).disabled = Boolean(refused);
      $(id).title = why;
    }
  }

  fillSelect("level_select", (snapshot.schedule?.levels ?? []).map((level) => ({
    // Short enough for a phone's select: "Level 3 · 100 to 200", "Level 3 · 50 minimum".
    value: level.level, text: levelChoiceWords(level) })),
  clock?.started ? clock.level.level : null);
  fillSelect("move_player_select", seated.map(({ name, table }) => ({
    value: name, text: Words.arg(qsTranslate("DirectorView", "%1 (table %2)"), name, table) })));
  const tableOptions = tables.map((table) => ({
    value: table, text: Words.arg(qsTranslate("DirectorView", "Table %1"), table) }));
  fillSelect("move_table_select", tableOptions);
  fillSelect("void_table_select", tableOptions);

  renderEntries(over);
  renderTables(tables);
  renderOffered(seated);
  // The director's moves waiting for the end of a hand, as the host's snapshot says.
  const pending = (snapshot.pending ?? []).map((words) => Words.phrase(words, ""));
  $("pending_moves").textContent = pending.length
    ? Words.arg(qsTranslate("DirectorView", "Pending: %1"), pending.join("; ")) : "";
  tick();
}

/** Whether `key` differs from what `element` was last drawn from (and remember it): lists
 * are redrawn only when they change, so a button is never replaced under a finger. */
function changed(element, value) {
  const key = JSON.stringify(value);
  if (element.dataset.drawn === key) return false;
  element.dataset.drawn = key;
  return true;
}

function renderEntries(over) {
  const entries = snapshot.entries ?? [];
  $("entries_panel").hidden = !entries.length;
  const list = $("entries_list");
  if (!changed(list, [entries, over])) return;
  list.replaceChildren(...entries.map((entry) => {
    // The penalty is shown before the entry is accepted, as the host quotes it now (S7-3).
    const item = document.createElement("li");
    const words = document.createElement("span");
    words.textContent = Words.arg(qsTranslate("director_words", "%1: table %2, penalty %Ln chip(s)",
                                              "", Number(entry.penalty)), entry.name, entry.table);
    const player = entry.name;
    item.append(
      words,
      actButton(qsTranslate("web_director", "Admit"),
                Words.arg(qsTranslate("web_director", "Admit %1"), player),
                "admit", { player }, over),
      actButton(qsTranslate("web_director", "Refuse"),
                Words.arg(qsTranslate("web_director", "Refuse %1"), player),
                "refuse", { player }, over));
    return item;
  }));
}

function actButton(label, name, act, args, disabled) {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = label;
  button.disabled = disabled;
  button.setAttribute("aria-label", name);
  button.addEventListener("click", () => direct(act, args));
  return button;
}

/** The acts drawn from what they take (protocol 5, `offered`): a field for each argument
 * and a button with the host's words; an act added at the host needs no change here. */
function renderOffered(seated) {
  const offered = snapshot.offered ?? [];
  $("more_panel").hidden = !offered.length;
  const list = $("more_acts");
  if (changed(list, offered)) {
    list.replaceChildren(...offered.map(({ act, label, takes }) => {
      const row = document.createElement("form");
      row.className = "row";
      row.dataset.act = act;
      const words = Words.phrase(label, act);
      const fields = takes.map((name) => {
        const field = document.createElement(name === "player" ? "select" : "input");
        field.name = name;
        if (name !== "player") {
          field.type = ["table", "level", "seconds"].includes(name) ? "number" : "text";
          field.maxLength = 200;
        }
        field.setAttribute("aria-label", words);
        return field;
      });
      const button = document.createElement("button");
      button.textContent = words;
      row.append(...fields, button);
      row.addEventListener("submit", (event) => {
        event.preventDefault();
        const args = Object.fromEntries(fields.map((field) => [field.name,
          field.type === "number" ? Number(field.value) : field.value.trim()]));
        direct(act, args);
        for (const field of fields) if (field.type === "text") field.value = "";
      });
      return row;
    }));
  }
  for (const row of list.children) {
    const refused = (snapshot.acts ?? {})[row.dataset.act];
    row.querySelector("button").disabled = Boolean(refused);
    row.querySelector("button").title = refused ? Words.phrase(refused, "") : "";
    const players = row.querySelector("select[name=player]");
    if (players) fillSelect(players, seated.map(({ name }) => ({ value: name, text: name })));
  }
}

function renderTables(tables) {
  const dealers = snapshot.dealers ?? {};
  if (!changed($("tables"), [snapshot.tables, dealers])) return;
  $("tables").replaceChildren(...tables.map((table) => {
    const box = document.createElement("div");
    box.className = "table";
    const title = document.createElement("h3");
    title.textContent = Words.arg(qsTranslate("DirectorView", "Table %1"), table);
    const seats = document.createElement("ol");
    for (const seat of snapshot.tables[table]) {
      const row = document.createElement("li");
      const name = document.createElement("span");
      name.textContent = dealers[table] === seat.name
        ? Words.arg(qsTranslate("DirectorView", "%1  (deals)"), seat.name) : seat.name;
      if (seat.away != null) { // played by the rules (S7-9), and for how long, as the console
        name.textContent = Words.arg(qsTranslate("director_words", "%1  (away: %Ln hand(s))", "",
                                                 Number(seat.away)), name.textContent);
      }
      const chips = document.createElement("span");
      chips.className = "chips";
      chips.textContent = number(seat.chips);
      row.append(name, chips);
      seats.append(row);
    }
    box.append(title, seats);
    return box;
  }));
  if (!tables.length) $("tables").textContent = qsTranslate("web_director", "No table yet.");
}

/** The clock's lines, redrawn every TICK_MS: the time runs on from the snapshot's state at the
 * host's rate, as every display works it out (kiosk_state.seconds_left). */
function tick() {
  if (!snapshot || $("console").hidden) return;
  const clock = snapshot.clock;
  const field = fieldWords(snapshot);
  if (snapshot.over) {
    setLines(qsTranslate("DirectorView", "Finished"), field, "", "");
    return;
  }
  if (!clock) {
    const state = snapshot.variant === "tenhand" ? qsTranslate("DirectorView", "No clock (10-hand)")
      : qsTranslate("DirectorView", "Not started");
    setLines("", [state, field].filter(Boolean).join(" · "), "", "");
    return;
  }
  const elapsed = (performance.now() - snapshotAt) / 1000;
  const hostNow = clock.now + elapsed * (clock.rate ?? 1);
  const paused = clock.started && !clock.running;
  let nextBreak = "";
  if (!clock.on_break && clock.seconds_to_next_break != null) {
    const toBreak = clock.running ? clock.seconds_to_next_break - (hostNow - clock.now)
      : clock.seconds_to_next_break;
    nextBreak = Words.arg(qsTranslate("web_director", "Next break in %1"), formatSeconds(toBreak));
  }
  setLines(formatSeconds(timeLeft(clock, hostNow)), [levelWords(clock), field].join(" · "),
           paused ? qsTranslate("web_director", "PAUSED") : "", nextBreak);
}

function setLines(time, level, state, nextBreak) {
  $("time_left").textContent = time;
  $("level_line").textContent = level;
  $("clock_state").textContent = state;
  $("next_break").textContent = nextBreak;
}

/** A select's options, keeping the one chosen (or `preferred`, when none was). */
function fillSelect(id, options, preferred = null) {
  const select = typeof id === "string" ? $(id) : id;
  const chosen = select.value || (preferred == null ? "" : String(preferred));
  const same = select.options.length === options.length
    && options.every((option, index) => select.options[index].text === option.text);
  if (!same) {
    select.replaceChildren(...options.map(({ value, text }) => new Option(text, value)));
  }
  if (options.some((option) => String(option.value) === chosen)) select.value = chosen;
}

// ---- acts ---------------------------------------------------------------------------------

/** An act to the host, with what it takes: the host says what was done (its notice, its
 * events) or why not (an error); nothing is guessed here. */
function direct(act, args = {}) {
  $("message").textContent = "";
  try {
    session.send({ type: "direct", act, arguments: args });
  } catch (error) {
    const why = error.message === "not connected"
      ? qsTranslate("web_director", "the host is not connected") : error.message;
    say(Words.arg(qsTranslate("web_director", "⚠ Not sent: %1"), why));
  }
}

/** The console's question before an act that cannot be taken back (ui/confirm.py `ask`). */
function ask({ question, yes, details }) {
  const dialog = $("confirm_dialog");
  $("confirm_question").textContent = question;
  $("confirm_details").textContent = details;
  $("confirm_yes").textContent = yes;
  dialog.returnValue = "";
  dialog.showModal();
  $("confirm_no").focus(); // as the console: the safe answer is the default one
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => resolve(dialog.returnValue === "yes"), { once: true });
  });
}

function goToLevel() {
  const level = Number($("level_select").value);
  if (!level) return;
  const clock = snapshot?.clock;
  // More than one level ahead of a running tournament asks first (director_view.py): a
  // mistyped level raises the bets at once and can end a night in seconds.
  if (clock?.started && !snapshot.over && level > clock.level.level + 1) {
    const row = (snapshot.schedule?.levels ?? []).find((each) => each.level === level);
    ask(QUESTIONS.jump(level, clock.level.level, row ? betsWords(row) : "")).then((yes) => {
      if (yes) direct("jump", { level });
    });
    return;
  }
  direct("jump", { level });
}

function voidHand() {
  const table = Number($("void_table_select").value);
  if (!table) return;
  ask(QUESTIONS.void(table)).then((yes) => {
    if (yes) direct("void", { table });
  });
}

function declareSuddenDeath() {
  ask(QUESTIONS.sudden_death()).then((yes) => {
    if (yes) direct("sudden_death");
  });
}

function movePlayer() {
  const player = $("move_player_select").value;
  const table = Number($("move_table_select").value);
  if (player && table) direct("move", { player, table });
}

Words.translatePage(document); // the page's own words first, before any the script sets
for (const [id, name] of Object.entries(SECTION_NAMES)) {
  $(id).setAttribute("aria-label", qsTranslate("web_director", name));
}
$("sign_in").addEventListener("submit", signIn);
$("sign_out_button").addEventListener("click", signOut);
for (const [id, act, args] of [["start_button", "start"], ["pause_button", "pause"],
  ["resume_button", "resume"], ["next_tournament_button", "next_tournament"],
  ["plus_minute_button", "add_time", { seconds: 60 }],
  ["minus_minute_button", "add_time", { seconds: -60 }]]) {
  $(id).addEventListener("click", () => direct(act, args));
}
$("jump_button").addEventListener("click", goToLevel);
$("void_button").addEventListener("click", voidHand);
$("sudden_death_button").addEventListener("click", declareSuddenDeath);
$("move_button").addEventListener("click", movePlayer);
// A clock state this page cannot read must not print an error four times a second.
let tickFailed = false;
setInterval(() => {
  try {
    tick();
  } catch (error) {
    if (!tickFailed) console.error("The clock could not be drawn (reported once):", error);
    tickFailed = true;
  }
}, TICK_MS);
