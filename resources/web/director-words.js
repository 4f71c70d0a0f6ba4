// The director's remote's words: the same as the desktop console's (app/client/wording.py,
// app/ui/director_view.py), so a night reads the same on the phone and on the console. The
// browser cannot import Python: each function names the one it follows. Each sentence is the
// console's, whole: the tournament's events in the windows' own context, "wording", so each is
// translated once; the remote's own in "web_director" (qsTranslate and Words come from /words.js,
// loaded before this module: resources/web/words.js); its places filled with Words.arg, chips
// and bets in %L places, grouped as the reader's browser groups them (1,600, 1.600).

/** Why a player moved (S7-23, S7-10), as the log says it: wording.py's MOVE_REASONS. */
const MOVE_REASONS = {
  balance: QT_TRANSLATE_NOOP("wording", "balance"),
  break: QT_TRANSLATE_NOOP("wording", "break"),
  director: QT_TRANSLATE_NOOP("wording", "director"),
};

/** bets_words (status_words.py): "bets 4,000 to 8,000" (Series 7), "bets 50 minimum" (BJX). */
export function betsWords(level) {
  if (level.max == null) {
    return Words.arg(qsTranslate("wording", "bets %L1 minimum"), Number(level.min));
  }
  return Words.arg(qsTranslate("wording", "bets %L1 to %L2"), Number(level.min),
                   Number(level.max));
}

/** A level as a phone's select offers it, short: "Level 3 · 100 to 200", "Level 3 · 50
 * minimum". */
export function levelChoiceWords(level) {
  if (level.max == null) {
    return Words.arg(qsTranslate("web_director", "Level %L1 · %L2 minimum"), Number(level.level),
                     Number(level.min));
  }
  return Words.arg(qsTranslate("web_director", "Level %L1 · %L2 to %L3"), Number(level.level),
                   Number(level.min), Number(level.max));
}

/** level_words (status_words.py): "Level 7 · bets 4,000 to 8,000", "Break · …",
 * "Level 1 (not started) · …". */
export function levelWords(clock) {
  const bets = betsWords(clock.level);
  if (clock.on_break) {
    return Words.arg(clock.started ? qsTranslate("wording", "Break · %1")
      : qsTranslate("wording", "Break (not started) · %1"), bets);
  }
  return Words.arg(clock.started ? qsTranslate("wording", "Level %L1 · %2")
    : qsTranslate("wording", "Level %L1 (not started) · %2"), Number(clock.level.level),
  bets);
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
    return winner ? Words.arg(qsTranslate("table_texts", "Over: %1 wins"), winner.name)
      : qsTranslate("results_words", "The tournament is over");
  }
  if (!snapshot.started) {
    const registered = (snapshot.players ?? []).length;
    return registered ? qsTranslate("table_texts", "%Ln registered", "", registered) : "";
  }
  if (!standings.length) return "";
  const left = standings.filter((row) => row.place == null).length;
  return Words.arg(qsTranslate("table_texts", "%L1 of %L2 players left"), left,
                   standings.length);
}

/** _director of wording.py: each act of the director as recorded (S7-24), its detail as the
 * engine recorded it. */
function directorWords({ act, detail }) {
  switch (act) {
    case "move": return Words.arg(qsTranslate("wording", "The director moves %1"), detail);
    case "move_queued":
      return Words.arg(qsTranslate("wording", "The director will move %1 (queued)"), detail);
    case "move_dropped":
      return Words.arg(qsTranslate("wording", "The director's queued move is dropped: %1"),
                       detail);
    case "sudden_death":
      return detail
        ? Words.arg(qsTranslate("wording", "The director declares sudden death (%1)"), detail)
        : qsTranslate("wording", "The director declares sudden death");
    case "refused_seat":
      return Words.arg(qsTranslate("wording",
                                   "The director rules %1 out for refusing the assigned seat"),
                       detail);
    case "void":
      return Words.arg(qsTranslate("wording", "The director voids the hand at %1"), detail);
    case "cancel":
      return detail
        ? Words.arg(qsTranslate("wording", "The director cancels the tournament: %1"), detail)
        : qsTranslate("wording", "The director cancels the tournament");
    default: // an act this version has no words for, as recorded
      return Words.arg(qsTranslate("wording", "The director: %1"),
                       `${act.replaceAll("_", " ")} ${detail}`.trim());
  }
}

/** _tournament of wording.py (and `describe`'s elimination): the tournament's own events as
 * the director's log says them (S7-24); "" for a hand's events, which are the table's to tell. */
export function tournamentWords(event) {
  switch (event.type) {
    case "DirectorActed": return directorWords(event);
    case "PlayerRegistered":
      return event.waitlisted
        ? Words.arg(qsTranslate("wording", "%1 is on the waiting list, number %2"),
                    event.name, event.position)
        : Words.arg(qsTranslate("wording", "%1 is registered"), event.name);
    case "LateEntered":
      return Words.arg(qsTranslate("wording", "%1 enters late at table %2 seat %3 with %L4 chips (penalty %L5)"), event.name, event.table, event.seat, Number(event.chips),
                       Number(event.penalty));
    case "PlayerMoved": {
      if (event.director_moved_from != null) return overridesDirector(event);
      const reason = MOVE_REASONS[event.reason];
      return Words.arg(qsTranslate("wording",
                                   "%1: table %2 seat %3 → table %4 seat %5 (%6)"),
                       event.name, event.from_table, event.from_seat, event.to_table,
                       event.to_seat, reason ? qsTranslate("wording", reason) : event.reason);
    }
    case "PlayerEliminated":
      return Words.arg(qsTranslate("wording", "%1 is out in place %L2"), event.seat,
                       Number(event.place));
    case "TableBroken":
      return Words.arg(qsTranslate("wording", "Table %1 is broken up"), event.table);
    case "TableAdded":
      return Words.arg(qsTranslate("wording", "Table %1 opens for %2's late entry"),
                       event.table, event.late_entry);
    case "FinalTableFormed":
      return Words.arg(qsTranslate("wording", "The final table is table %1"), event.table);
    case "TournamentEnded":
      return event.winner
        ? Words.arg(qsTranslate("wording", "The tournament is over: %1 wins (%2)"),
                    event.winner, event.reason)
        : Words.arg(qsTranslate("wording", "The tournament is over with no winner (%1)"),
                    event.reason);
    default: return "";
  }
}

/** _overrides_director of wording.py: S7-23 over S7-24, balancing or a broken table moves a
 * player the director had placed. */
function overridesDirector(event) {
  const back = event.to_table === event.director_moved_from;
  if (event.reason === "break") {
    const broken = back
      ? qsTranslate("wording", "Table %1 is broken up: %2, whom the director moved there, goes back to table %3 seat %4 (tables are broken up as soon as the others can seat their players)")
      : qsTranslate("wording", "Table %1 is broken up: %2, whom the director moved there, goes to table %3 seat %4 (tables are broken up as soon as the others can seat their players)");
    return Words.arg(broken, event.from_table, event.name, event.to_table, event.to_seat);
  }
  const balanced = back
    ? qsTranslate("wording", "Balancing moves %1 back to table %2 seat %3, overriding the director's move: tables may differ by at most one player, and nobody else at table %4 could go")
    : qsTranslate("wording", "Balancing moves %1 to table %2 seat %3, overriding the director's move: tables may differ by at most one player, and nobody else at table %4 could go");
  return Words.arg(balanced, event.name, event.to_table, event.to_seat, event.from_table);
}

/** The console's questions (director_view.py `_go_to_level`, `_ask_void`,
 * `_ask_sudden_death`): { question, yes, details }. */
export const QUESTIONS = {
  jump: (level, current, bets) => {
    const skipped = level - current - 1;
    return {
      question: Words.arg(qsTranslate("DirectorView", "Go to level %1 now?"), level),
      yes: Words.arg(qsTranslate("DirectorView", "Go to level %1"), level),
      details: bets
        ? Words.arg(qsTranslate("director_words", "The clock is at level %1: this skips %n level(s), and the bets rise at once: %2.", "", skipped), current, bets)
        : Words.arg(qsTranslate("director_words", "The clock is at level %1: this skips %n level(s), and the bets rise at once.", "", skipped), current),
    };
  },
  void: (table) => ({
    question: Words.arg(qsTranslate("DirectorView", "Void the hand at table %1?"), table),
    yes: qsTranslate("DirectorView", "Void the hand"),
    details: qsTranslate("DirectorView",
                         "Every bet of that hand goes back; the same dealer deals it again."),
  }),
  sudden_death: () => ({
    question: qsTranslate("DirectorView", "Declare sudden death?"),
    yes: qsTranslate("DirectorView", "Declare sudden death"),
    details: qsTranslate("DirectorView", "S7-22: from the next hand the two players left play on until one of them has all the chips; it cannot be taken back."),
  }),
};
