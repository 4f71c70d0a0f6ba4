// The director's remote's words (resources/web/director-words.js): the console's sentences
// (app/client/wording.py, app/ui/director_view.py), in English as the page has always said them
// and, with a catalogue loaded as /words.js loads one, in the reader's language; each sentence
// whole, its places filled once.
import "../../resources/web/words.js";

import assert from "node:assert/strict";
import { afterEach, test } from "node:test";

import {
  QUESTIONS, fieldWords, levelChoiceWords, levelWords,
} from "../../resources/web/director-words.js";

const KEY = (source) => `web_director\u0004${source}`;
// The tournament's events as every log says them: the windows' context (app/client/wording.py).
const WORDING = (source) => `wording\u0004${source}`;
// The host's phrases (app/phrases.py), as /words.js serves them in every language, English
// too (app/net/web_words.py): the acts' words, and the tournament's events' the host sends with
// them (`said`, app/core/tournament_words.py).
const PHRASES = { act_move: "move %1 to table %2", act_take_minute: "take a minute",
                  moved: "%1: table %2 seat %3 → table %4 seat %5 (%6)", move_balance: "balance" };
// A few of the German catalogue's messages, as tools/translations.py builds them.
const GERMAN = {
  language: "de",
  plurals: ["one", "other"],
  phrases: PHRASES,
  messages: {
    [WORDING("bets %L1 to %L2")]: "Einsätze %L1 bis %L2",
    [WORDING("Level %L1 · %2")]: "Level %L1 · %2",
    ["phrases\u0004%1: table %2 seat %3 → table %4 seat %5 (%6)"]:
      "%1: Tisch %2 Platz %3 → Tisch %4 Platz %5 (%6)",
    ["phrases\u0004balance"]: "Ausgleich",
    [`director_words\u0004The clock is at level %1: this skips %n level(s), and the bets rise at once: %2.`]: [
      "Die Uhr steht auf Level %1: damit wird %n Level übersprungen, und die Einsätze steigen "
        + "sofort: %2.",
      "Die Uhr steht auf Level %1: damit werden %n Level übersprungen, und die Einsätze steigen "
        + "sofort: %2."],
    [`DirectorView\u0004Go to level %1 now?`]: "Jetzt zu Level %1 wechseln?",
    "phrases\u0004move %1 to table %2": "%1 an Tisch %2 umsetzen",
  },
};
const CLOCK = { on_break: false, started: true, level: { level: 7, min: 4000, max: 8000 } };
// A balancing move as the host says it beside its event (`said`): a phrase holding a phrase.
const MOVED = ["moved", ["Bob", 3, 5, 1, 2, ["move_balance", []]]];

afterEach(() => { delete globalThis.PITBOSS_WORDS; });

test("English is the console's, as the page said it", () => {
  assert.equal(levelWords(CLOCK), `Level 7 · bets ${(4000).toLocaleString()} to `
    + `${(8000).toLocaleString()}`);
  assert.equal(levelWords({ ...CLOCK, started: false, level: { level: 1, min: 50 } }),
               "Level 1 (not started) · bets 50 minimum");
  assert.equal(levelWords({ ...CLOCK, on_break: true }),
               `Break · bets ${(4000).toLocaleString()} to ${(8000).toLocaleString()}`);
  assert.equal(levelChoiceWords({ level: 3, min: 100, max: 200 }), "Level 3 · 100 to 200");
  assert.equal(levelChoiceWords({ level: 3, min: 50 }), "Level 3 · 50 minimum");
  globalThis.PITBOSS_WORDS = { language: "en", plurals: ["one", "other"], phrases: PHRASES,
                               messages: {} };
  assert.equal(Words.phrase(MOVED, ""), "Bob: table 3 seat 5 → table 1 seat 2 (balance)");
  delete globalThis.PITBOSS_WORDS;
  assert.equal(fieldWords({ started: false, players: ["Ann", "Bob"] }), "2 registered");
  assert.equal(fieldWords({ started: true, standings: [{ place: null }, { place: 2 }] }),
               "1 of 2 players left");
  assert.equal(fieldWords({ over: true, standings: [{ place: 1, name: "Hal" }] }),
               "Over: Hal wins");
  assert.equal(QUESTIONS.jump(3, 1, "bets 100 to 200").details,
               "The clock is at level 1: this skips 1 level, and the bets rise at once: "
               + "bets 100 to 200.");
  assert.equal(QUESTIONS.jump(5, 1, "").details,
               "The clock is at level 1: this skips 3 levels, and the bets rise at once.");
});

test("with a catalogue, each sentence is the reader's language's, its places filled once", () => {
  globalThis.PITBOSS_WORDS = GERMAN;
  const bets = `Einsätze ${(4000).toLocaleString()} bis ${(8000).toLocaleString()}`;
  assert.equal(levelWords(CLOCK), `Level 7 · ${bets}`);
  assert.equal(Words.phrase(MOVED, ""), "Bob: Tisch 3 Platz 5 → Tisch 1 Platz 2 (Ausgleich)");
  assert.equal(Words.phrase(["moved", ["%2", ...MOVED[1].slice(1)]], ""),
               "%2: Tisch 3 Platz 5 → Tisch 1 Platz 2 (Ausgleich)");
  const jump = QUESTIONS.jump(3, 1, bets);
  assert.equal(jump.question, "Jetzt zu Level 3 wechseln?");
  assert.equal(jump.details, "Die Uhr steht auf Level 1: damit wird 1 Level übersprungen, und "
    + `die Einsätze steigen sofort: ${bets}.`);
  assert.equal(QUESTIONS.jump(4, 1, bets).details.slice(0, 45),
               "Die Uhr steht auf Level 1: damit werden 2 Lev");
  // A sentence the catalogue lacks stays English.
  assert.equal(QUESTIONS.void(2).question, "Void the hand at table 2?");
});

test("the host's message without a phrase (words null) is shown in its English", () => {
  globalThis.PITBOSS_WORDS = { ...GERMAN, phrases: { act_pause: "pause the clock" },
    messages: { ...GERMAN.messages, "phrases\u0004pause the clock": "Uhr anhalten" } };
  assert.equal(Words.phrase(null, "No hand in play at table 1"), "No hand in play at table 1");
  assert.equal(Words.phrase(undefined, "As sent"), "As sent");
  assert.equal(Words.phrase(["act_pause", []], "pause the clock"), "Uhr anhalten");
  assert.equal(Words.phrase(["act_unknown", []], "as the host says it"), "as the host says it");
});
