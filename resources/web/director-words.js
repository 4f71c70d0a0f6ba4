// The director's remote's words: the same as the desktop console's (app/client/wording.py,
// app/ui/director_view.py), so a night reads the same on the phone and on the console. The
// browser cannot import Python: each function names the one it follows.

const number = (n) => Number(n).toLocaleString(); // as the reader's locale writes it: 1,600, 1.600

/** bets_words: "bets 4,000 to 8,000" (Series 7), "bets 50 minimum" (BJX). */
export function betsWords(level) {
  if (level.max == null) return `bets ${number(level.min)} minimum`;
  return `bets ${number(level.min)} to ${number(level.max)}`;
}

/** level_words: "Level 7 · bets 4,000 to 8,000", "Break · …",
 * "Level 1 (not started) · …". */
export function levelWords(clock) {
  const title = clock.on_break ? "Break" : `Level ${number(clock.level.level)}`;
  const started = clock.started ? "" : " (not started)";
  return `${title}${started} · ${betsWords(clock.level)}`;
}

/** format_seconds (app/engine/clock.py): M:SS or H:MM:SS, rounded up (0:00 only at the end). */
export function formatSeconds(seconds) {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, "0");
  if (hours) return `${hours}:${String(minutes).padStart(2, "0")}:${secs}`;
  return `${minutes}:${secs}`;
}

/** time_left (app/engine/clock.py): the seconds left at host time `now` of a clock state. */
export function timeLeft(clock, now) {
  if (!clock.running) return clock.remaining;
  return Math.max(0, clock.remaining - (now - clock.now));
}

/** TableState.field_words: "4 of 10 players left", "10 registered", "Over: Hal wins". */
export function fieldWords(snapshot) {
  const standings = snapshot.standings ?? [];
  if (snapshot.over) {
    const winner = standings.find((row) => row.place === 1);
    return winner ? `Over: ${winner.name} wins` : "The tournament is over";
  }
  if (!snapshot.started) {
    const registered = (snapshot.players ?? []).length;
    return registered ? `${number(registered)} registered` : "";
  }
  if (!standings.length) return "";
  const left = standings.filter((row) => row.place == null).length;
  return `${number(left)} of ${number(standings.length)} players left`;
}

/** ACT_WORDS of director_view.py: the log's "You: …" line for each act sent. */
export function actWords(message) {
  switch (message.act) {
    case "start": return "start the tournament";
    case "pause": return "pause the clock";
    case "resume": return "resume the clock";
    case "add_time": return message.seconds > 0 ? "add a minute" : "take a minute";
    case "jump": return `go to level ${message.level}`;
    case "sudden_death": return "declare sudden death";
    case "void": return `void the hand at table ${message.table}`;
    case "move": return `move ${message.player} to table ${message.table}`;
    case "admit": return `admit ${message.player}`;
    case "refuse": return `refuse ${message.player}`;
    case "next_tournament": return "open the night's next tournament";
    default: return message.act.replaceAll("_", " ");
  }
}

/** _director of wording.py: each act of the director as recorded (S7-24). */
function directorWords({ act, detail }) {
  switch (act) {
    case "move": return `The director moves ${detail}`;
    case "move_queued": return `The director will move ${detail} (queued)`;
    case "move_dropped": return `The director's queued move is dropped: ${detail}`;
    case "sudden_death":
      return detail ? `The director declares sudden death (${detail})`
        : "The director declares sudden death";
    case "refused_seat": return `The director rules ${detail} out for refusing the assigned seat`;
    case "void": return `The director voids the hand at ${detail}`;
    case "cancel":
      return detail ? `The director cancels the tournament: ${detail}`
        : "The director cancels the tournament";
    default: return `The director: ${act.replaceAll("_", " ")} ${detail}`.trim();
  }
}

/** _tournament of wording.py: the tournament's own events as the director's log says them
 * (S7-24); "" for a hand's events, which are the table's to tell. */
export function tournamentWords(event) {
  switch (event.type) {
    case "DirectorActed": return directorWords(event);
    case "PlayerRegistered":
      return event.waitlisted ? `${event.name} is on the waiting list, number ${event.position}`
        : `${event.name} is registered`;
    case "LateEntered":
      return `${event.name} enters late at table ${event.table} seat ${event.seat} with `
        + `${number(event.chips)} chips (penalty ${number(event.penalty)})`;
    case "PlayerMoved": {
      const move = `${event.name}: table ${event.from_table} seat ${event.from_seat} → `
        + `table ${event.to_table} seat ${event.to_seat}`;
      if (event.director_moved_from == null) return `${move} (${event.reason})`;
      return overridesDirector(event);
    }
    case "PlayerEliminated": return `${event.seat} is out in place ${number(event.place)}`;
    case "TableBroken": return `Table ${event.table} is broken up`;
    case "TableAdded": return `Table ${event.table} opens for ${event.late_entry}'s late entry`;
    case "FinalTableFormed": return `The final table is table ${event.table}`;
    case "TournamentEnded":
      return event.winner ? `The tournament is over: ${event.winner} wins (${event.reason})`
        : `The tournament is over with no winner (${event.reason})`;
    default: return "";
  }
}

/** _overrides_director of wording.py: S7-23 over S7-24, balancing or a broken table moves a
 * player the director had placed. */
function overridesDirector(event) {
  const back = event.to_table === event.director_moved_from ? "back " : "";
  const where = `${back}to table ${event.to_table} seat ${event.to_seat}`;
  if (event.reason === "break") {
    return `Table ${event.from_table} is broken up: ${event.name}, whom the director moved `
      + `there, goes ${where} (tables are broken up as soon as the others can seat their `
      + "players)";
  }
  return `Balancing moves ${event.name} ${where}, overriding the director's move: tables may `
    + `differ by at most one player, and nobody else at table ${event.from_table} could go`;
}

/** The console's questions (director_view.py `_go_to_level`, `_ask_void`,
 * `_ask_sudden_death`): { question, yes, details }. */
export const QUESTIONS = {
  jump: (level, current, bets) => {
    const skipped = level - current - 1;
    return {
      question: `Go to level ${number(level)} now?`,
      yes: `Go to level ${number(level)}`,
      details: `The clock is at level ${number(current)}: this skips ${number(skipped)} `
        + `level${skipped > 1 ? "s" : ""}, and the bets rise at once${bets ? `: ${bets}` : ""}.`,
    };
  },
  void: (table) => ({
    question: `Void the hand at table ${table}?`,
    yes: "Void the hand",
    details: "Every bet of that hand goes back; the same dealer deals it again.",
  }),
  sudden_death: () => ({
    question: "Declare sudden death?",
    yes: "Declare sudden death",
    details: "S7-22: from the next hand the two players left play on until one of them has "
      + "all the chips; it cannot be taken back.",
  }),
};
