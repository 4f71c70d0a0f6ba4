// The director's remote's words: the same as the desktop console's (app/ui/director_view.py,
// app/client/status_words.py), so a night reads the same on the phone and on the console. The
// tournament's events come worded by the host (`said`, app/core/tournament_words.py); what is
// left here names the Python it follows. The remote's own words in "web_director" (qsTranslate
// and Words come from /words.js, loaded before this module: resources/web/words.js); places
// filled with Words.arg, chips and bets grouped as the reader's browser groups them.

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
