// The page's model of a seat (resources/web/client/table.js) on what a real host sent a seat:
// tests/web/frames/*.json, recorded by tests/web/record_frames.py from a host with bots, each
// with what the desktop's model (app/client/table_state.py) showed after every frame. The
// page must show the same cards, chips and labels ("soft 17", "blackjack", "20 · won 50"),
// and never a card the seat may not see (C-11). Run by `node --test tests/web/`.
import "../../resources/web/words.js";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import {
  amountStart, cardFace, handLabel, handValue, ordinal, SeatTable, totalText,
} from "../../resources/web/client/table.js";

const recording = (name) =>
  JSON.parse(readFileSync(new URL(`./frames/${name}.json`, import.meta.url), "utf8"));

for (const name of ["bjx", "series7", "tenhand"]) {
  test(`${name}: every frame leaves the page's view where the desktop's is`, () => {
    const { seat, frames, desktop } = recording(name);
    const table = new SeatTable(seat);
    let compared = 0;
    frames.forEach((frame, index) => {
      table.apply(frame);
      const expected = desktop[index];
      if (expected === null) {
        return;
      }
      assert.equal(table.table, expected.table);
      const seats = table.seats.filter((s) => s.inHand).map((s) => ({
        name: s.name, chips: s.chips, cards: s.hands.map((h) => h.cards),
        labels: s.hands.map(handLabel),
      }));
      assert.deepEqual(seats, expected.seats, `after frame ${index} (${JSON.stringify(frame)})`);
      compared += 1;
    });
    assert.ok(compared >= 8, `only ${compared} frames compared`);
  });
}

test("bjx: another seat's face-down card is never shown, the seat's own always is (C-11)", () => {
  const { seat, frames } = recording("bjx");
  const table = new SeatTable(seat);
  let mineDown = 0;
  let othersDown = 0;
  for (const frame of frames) {
    table.apply(frame);
    if (frame.type !== "events") {
      continue;
    }
    for (const event of frame.events) {
      if (event.type === "CardDealt" && !event.face_up) {
        if (event.seat === seat) {
          assert.notEqual(event.card, null);
          mineDown += 1;
        } else {
          assert.equal(event.card, null);
          othersDown += 1;
        }
      }
    }
    for (const other of table.seats.filter((s) => s.name !== seat)) {
      for (const hand of other.hands) {
        if (hand.cards.includes(null)) {
          assert.match(totalText(hand), /^(showing \d+)?$/);
        }
      }
    }
  }
  assert.ok(mineDown > 0 && othersDown > 0, `${mineDown} own and ${othersDown} others' hole cards`);
});

test("a seat's requests are the host's own, and answered ones leave", () => {
  const { seat, frames } = recording("bjx");
  const table = new SeatTable(seat);
  let asked = 0;
  for (const frame of frames) {
    table.apply(frame);
    if (frame.type === "decision" && frame.seat === seat) {
      assert.deepEqual(table.request.actions, frame.actions);
      assert.equal(table.secondsLeft(frame.deadline - 3), 3);
      asked += 1;
    }
    if (frame.type === "bet_request" && frame.seat === seat) {
      assert.equal(table.request.low, frame.low);
      assert.equal(table.secondsLeft(frame.deadline + 5), 0);
      table.answered();
      assert.equal(table.request, null);
    }
  }
  assert.ok(asked > 0);
});

test("the seat's chips, table and place follow the snapshots and the hands' ends", () => {
  const { seat, frames } = recording("series7");
  const table = new SeatTable(seat);
  for (const frame of frames) {
    table.apply(frame);
  }
  const last = frames.findLast((f) => f.type === "events" && f.events.some((e) => e.type === "HandEnded"));
  const ended = last.events.findLast((e) => e.type === "HandEnded");
  assert.equal(table.chips, ended.stacks[seat]);
  assert.equal(table.standing.chips, ended.stacks[seat]);
  assert.notEqual(table.table, null);
  assert.ok(table.seat >= 1);
  const place = table.place;
  assert.equal(place.out, false);
  // One table holds the whole field here (a final table): its last hand's stacks rank it.
  const richer = Object.values(ended.stacks).filter((c) => c > ended.stacks[seat]).length;
  assert.equal(place.place, richer + 1);
  const start = new SeatTable(seat);
  start.apply(frames.find((f) => f.type === "snapshot" && f.started));
  assert.equal(start.place.place, 1, "equal stacks at the start share the first place");
});

test("totals: soft, hard, bust and blackjack (C-1 to C-3)", () => {
  assert.deepEqual(handValue(["AS", "6H"]), { total: 17, soft: true });
  assert.deepEqual(handValue(["AS", "6H", "TC"]), { total: 17, soft: false });
  assert.deepEqual(handValue(["AS", "AH"]), { total: 12, soft: true });
  assert.deepEqual(handValue(["AS", "TH"], true), { total: 11, soft: false });
  const hand = (cards, more = {}) => ({ cards, fromSplit: false, raised: false, outcome: null,
                                        won: 0, ...more });
  assert.equal(totalText(hand(["AS", "6H"])), "soft 17");
  assert.equal(totalText(hand(["AS", "KH"])), "blackjack");
  assert.equal(totalText(hand(["AS", "KH"], { fromSplit: true })), "21");
  assert.equal(totalText(hand(["TS", "6H", "9D"])), "bust");
  assert.equal(totalText(hand(["9S", null])), "showing 9");
  assert.equal(handLabel(hand(["TS", "TH"], { outcome: "win", won: 1500 })), "20 \u00b7 won 1,500");
  assert.equal(handLabel(hand(["TS", "6H", "9D"], { outcome: "bust" })), "bust");
});

test("card faces and places in words", () => {
  assert.deepEqual(cardFace("AS"), { text: "A\u2660", red: false, down: false });
  assert.deepEqual(cardFace("TH"), { text: "10\u2665", red: true, down: false });
  assert.deepEqual(cardFace(null), { text: "", red: false, down: true });
  assert.deepEqual([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal),
                   ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]);
});

test("an action the host refuses brings its decision back, with the host's words", () => {
  const { seat, frames } = recording("bjx");
  const table = new SeatTable(seat);
  const asked = frames.findIndex((f) => f.type === "decision" && f.seat === seat);
  frames.slice(0, asked + 1).forEach((frame) => table.apply(frame));
  const decision = table.request;
  table.answered();
  assert.equal(table.request, null);
  // docs/protocol.md: an illegal action is answered with `error` and changes nothing.
  table.apply({ type: "error", message: "Illegal action" });
  assert.equal(table.request, decision);
  assert.equal(table.error, "Illegal action");
  // Answered again and taken: the seat's ActionTaken closes it for good.
  table.answered();
  const taken = frames.slice(asked + 1).find((f) => f.type === "events" &&
    f.events.some((e) => e.type === "ActionTaken" && e.seat === seat));
  table.apply(taken);
  table.apply({ type: "error", message: "Too late" });
  assert.equal(table.request, null);
});

test("an amount's chooser starts where the desktop's does: insurance at half the bet", () => {
  // T10-8 (issue 19): the host's range for insurance is 1 to half the bet (or the stack).
  assert.equal(amountStart("insurance", [1, 50, 1]), 50);
  assert.equal(amountStart("insurance", [1, 7, 1]), 7);
  // A raise (BJX-5) and every bet start at their least.
  assert.equal(amountStart("raise", [40, 400, 10]), 40);
  assert.equal(amountStart("bet", [10, 1000, 1]), 10);
});

test("the director's pause holds a seat's shot clock, however long it lasts (issue 38)", () => {
  const table = new SeatTable("Bob");
  table.table = 1;
  table.apply({ type: "decision", decision: 7, table: 1, seat: "Bob", kind: "play",
                actions: ["hit", "stand"], ranges: {}, deadline: 1000, hand: 0 });
  table.apply({ type: "waiting", table: 1, seats: ["Bob"], deadline: 1000, held: 12 });
  for (const now of [990, 1000, 5000]) {
    assert.equal(table.secondsLeft(now), 12);
    assert.equal(table.waitedFor("Bob", now), 12);
  }
  table.apply({ type: "waiting", table: 1, seats: ["Bob"], deadline: 2012 });
  assert.equal(table.heldFor("Bob"), null);
  assert.equal(table.waitedFor("Bob", 2000), 12);
});
