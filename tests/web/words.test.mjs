// The web pages' words in the reader's language (resources/web/words.js) under Node: a small
// German catalogue, as the host serves it at /words.js (tools/translations.py web_catalogue,
// app/net/web_words.py), of the translations of resources/web/client/table.js ("web_table") and
// two of the host's phrases; the page's model words a hand in German with it, and in English
// without it. Plurals pick their form by count, %L1 groups a number as toLocaleString does,
// Words.arg fills its places in one pass, Words.phrase words the host's phrases (nested too)
// and falls back to the host's English. Run by `node --test tests/web/`.
import "../../resources/web/words.js";
import assert from "node:assert/strict";
import { test } from "node:test";

import { handLabel, ordinal, SeatTable, totalText } from "../../resources/web/client/table.js";

const key = (context, source, disambiguation = "") =>
  [context, source, disambiguation].filter(Boolean).join("\u0004");

const GERMAN = {
  language: "de",
  plurals: ["one", "other"],
  messages: {
    [key("wording", "soft %1")]: "weich %1",
    [key("web_table", "showing %1")]: "offen %1",
    [key("web_table", "blackjack")]: "Blackjack",
    [key("outcome_words", "bust")]: "überkauft",
    [key("wording", "won %L1")]: "%L1 gewonnen",
    [key("web_table", "lost")]: "verloren",
    [key("web_table", "push")]: "Push",
    [key("web_table", "%1 · %2")]: "%1 · %2",
    [key("results_words", "%1st", "the ordinal of 1")]: "%1.",
    [key("results_words", "%1rd", "an ordinal: 3rd, 23rd...")]: "%1.",
    [key("results_words", "%1st", "an ordinal: 21st, 31st, 101st...")]: "%1.",
    [key("web_table", "You are out: %1 place")]: "Du bist ausgeschieden: %1 Platz",
    [key("web_table", "Moved: Table %1, seat %2")]: "Umgesetzt: Tisch %1, Platz %2",
    // Plurals: the app's German forms (i18n/pitboss_de.ts), in a context of this test's own.
    [key("web_test", "%Ln chip(s)")]: ["%Ln Chip", "%Ln Chips"],
    [key("web_test", "%n hand(s)")]: ["%n Hand", "%n Hände"],
    [key("phrases", "%L1 to %L2")]: "%L1 bis %L2",
    [key("phrases", "Bet %1, not %L2")]: "Setze %1, nicht %L2",
  },
  // The host's English templates by code (app/phrases.py TEMPLATES), as /words.js carries them.
  phrases: { bet_range: "%L1 to %L2", bet_not_allowed: "Bet %1, not %L2" },
};

/** `body` run with the German catalogue loaded, as a page served /words.js in German. */
function inGerman(body) {
  globalThis.PITBOSS_WORDS = GERMAN;
  try {
    body();
  } finally {
    delete globalThis.PITBOSS_WORDS;
  }
}

const hand = (cards, outcome = null, won = 0) =>
  ({ cards, bet: 0, insurance: 0, fromSplit: false, raised: false, outcome, won });
const grouped = (n) => n.toLocaleString();

test("a hand's total and label in German, and in English without a catalogue", () => {
  const soft = hand(["AS", "6D"]);
  const natural = hand(["AH", "KC"], "natural", 75);
  const twenty = hand(["TS", "QD"], "win", 1500);
  inGerman(() => {
    assert.equal(Words.language(), "de");
    assert.equal(totalText(soft), "weich 17");
    assert.equal(totalText(hand(["AS", null])), "offen 11");
    assert.equal(totalText(hand(["AH", "KC"])), "Blackjack");
    assert.equal(handLabel(natural), "Blackjack · 75 gewonnen");
    assert.equal(handLabel(twenty), `20 · ${grouped(1500)} gewonnen`);
    assert.equal(handLabel(hand(["TS", "8D"], "lose")), "18 · verloren");
    assert.equal(handLabel(hand(["TS", "8D"], "push")), "18 · Push");
    // Bust says it all, in any language: never "überkauft · verloren".
    assert.equal(handLabel(hand(["TS", "8D", "5C"], "lose")), "überkauft");
    assert.equal(ordinal(1), "1.");
    assert.equal(ordinal(23), "23.");
    assert.equal(ordinal(12), "12th"); // not in this catalogue: its English
  });
  assert.equal(Words.language(), "en");
  assert.equal(totalText(soft), "soft 17");
  assert.equal(handLabel(natural), "blackjack · won 75");
  assert.equal(handLabel(twenty), `20 · won ${grouped(1500)}`);
  assert.equal(handLabel(hand(["TS", "8D", "5C"], "lose")), "bust");
  assert.deepEqual([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal),
                   ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd",
                    "101st", "111th"]);
});

test("the seat's alerts and the host's refusal in German", () => {
  const events = (...list) => ({ type: "events", table: null, events: list });
  const error = {
    type: "error", message: "Bet 1,000 to 2,500, not 30",
    words: ["bet_not_allowed", [["bet_range", [1000, 2500]], 30]],
  };
  inGerman(() => {
    const table = new SeatTable("Ann");
    assert.deepEqual(table.apply(events({ type: "PlayerEliminated", seat: "Ann", place: 3 })),
                     ["Du bist ausgeschieden: 3. Platz"]);
    assert.deepEqual(table.apply(events({ type: "PlayerMoved", name: "Ann", to_table: 2,
                                          to_seat: 5 })),
                     ["Umgesetzt: Tisch 2, Platz 5"]);
    table.apply(error);
    assert.equal(table.error, `Setze ${grouped(1000)} bis ${grouped(2500)}, nicht 30`);
    table.apply({ type: "notice", text: "The director paused the clock", words: null });
    assert.equal(table.notice, "The director paused the clock");
  });
  const table = new SeatTable("Ann");
  assert.deepEqual(table.apply(events({ type: "PlayerEliminated", seat: "Ann", place: 3 })),
                   ["You are out: 3rd place"]);
  table.apply(error);
  assert.equal(table.error, "Bet 1,000 to 2,500, not 30"); // no catalogue: the host's English
});

test("a plural picks its form by count, %Ln grouped and %n not", () => {
  inGerman(() => {
    assert.equal(qsTranslate("web_test", "%Ln chip(s)", "", 1), "1 Chip");
    assert.equal(qsTranslate("web_test", "%Ln chip(s)", "", 2), "2 Chips");
    assert.equal(qsTranslate("web_test", "%Ln chip(s)", "", 12500), `${grouped(12500)} Chips`);
    assert.equal(qsTranslate("web_test", "%n hand(s)", "", 1), "1 Hand");
    assert.equal(qsTranslate("web_test", "%n hand(s)", "", 2), "2 Hände");
    assert.equal(qsTranslate("web_test", "%n hand(s)", "", 12500), "12500 Hände");
    // Not in the catalogue: the English forms of the source.
    assert.equal(qsTranslate("web_test", "%n seat(s)", "", 1), "1 seat");
  });
  assert.equal(qsTranslate("web_test", "%n hand(s)", "", 1), "1 hand");
  assert.equal(qsTranslate("web_test", "%n hand(s)", "", 2), "2 hands");
  assert.equal(qsTranslate("web_test", "%Ln chip(s)", "", 12500), `${grouped(12500)} chips`);
});

test("Words.arg fills %1..%9 in one pass; %L1 groups a number as toLocaleString does", () => {
  assert.equal(Words.arg("%1 and %2", "%2", "x"), "%2 and x"); // a value is not read again
  assert.equal(Words.arg("%2 before %1", "a", "b"), "b before a");
  assert.equal(Words.arg("%1 of %3", "a"), "a of %3"); // a place without a value stays
  assert.equal(Words.arg("%L1", 12500), grouped(12500));
  assert.equal(Words.arg("%L1", 1234567), grouped(1234567));
  assert.equal(Words.arg("%1", 12500), "12500");
});

test("Words.phrase words a nested phrase; the host's English for what it does not know", () => {
  const nested = ["bet_not_allowed", [["bet_range", [1000, 2500]], 30]];
  inGerman(() => {
    assert.equal(Words.phrase(["bet_range", [25, 100]], "25 to 100"), "25 bis 100");
    assert.equal(Words.phrase(nested, "English"),
                 `Setze ${grouped(1000)} bis ${grouped(2500)}, nicht 30`);
    assert.equal(Words.phrase(["newer_hosts_code", [1]], "The host's words"), "The host's words");
    // An unknown phrase inside a known one: the whole in the host's English, not "code,1".
    assert.equal(Words.phrase(["bet_not_allowed", [["newer_hosts_code", [1]], 30]], "English"),
                 "English");
    assert.equal(Words.phrase(["toString", []], "English"), "English");
    assert.equal(Words.phrase(null, "English"), "English"); // the host sent no phrase
    assert.equal(Words.phrase(undefined, "English"), "English");
  });
  // No catalogue (a page without /words.js's data): the English as the host sent it.
  assert.equal(Words.phrase(nested, "Bet 1,000 to 2,500, not 30"), "Bet 1,000 to 2,500, not 30");
});
