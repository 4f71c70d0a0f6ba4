// A player's screen while watching (the page as a display, resources/web/night.js) on what a
// real host sent a display through a Series 7 night (tests/web/frames/watched.json, recorded
// by tests/web/record_frames.py): the director's move of a player, a late entry (S7-3), an
// elimination. Each player's model alerts exactly its own: "Moved: Table 2, seat 3" to the one
// moved, the late entry to those at the table it joins, "You are out" with the place to the
// one out, and nothing else; its standings follow every table's hands as the desktop's do.
import "../../resources/web/words.js";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { ordinal, SeatTable } from "../../resources/web/client/table.js";

const { frames, standings } = JSON.parse(
  readFileSync(new URL("./frames/watched.json", import.meta.url), "utf8"));
const field = [...new Set(frames.filter((f) => f.type === "snapshot").flatMap((f) => f.players))];

test("each player is alerted of their own move, a late entry at their table, and their end", () => {
  const tables = Object.fromEntries(field.map((name) => [name, new SeatTable(name)]));
  const got = Object.fromEntries(field.map((name) => [name, []]));
  const expected = Object.fromEntries(field.map((name) => [name, []]));
  let seated = {}; // the last snapshot's tables: who sits where
  for (const frame of frames) {
    if (frame.type === "events" && frame.table === null) {
      for (const event of frame.events) {
        if (event.type === "PlayerMoved") {
          expected[event.name].push(`Moved: Table ${event.to_table}, seat ${event.to_seat}`);
        } else if (event.type === "LateEntered") {
          for (const { name } of seated[String(event.table)] ?? []) {
            expected[name].push(`Late entry: ${event.name} joins your table (seat ${event.seat})`);
          }
        } else if (event.type === "PlayerEliminated") {
          expected[event.seat].push(`You are out: ${ordinal(event.place)} place`);
        }
      }
    }
    if (frame.type === "snapshot") {
      seated = frame.tables;
    }
    for (const name of field) {
      got[name].push(...tables[name].apply(frame));
    }
  }
  assert.deepEqual(got, expected);
  const kinds = Object.values(got).flat().map((alert) => alert.split(/[: ]/)[0]);
  assert.ok(["Moved", "Late", "You"].every((kind) => kinds.includes(kind)), kinds.join(", "));
});

test("a watching player's standings follow every table's hands, as the desktop's do", () => {
  const table = new SeatTable(field[0]);
  let compared = 0;
  frames.forEach((frame, index) => {
    table.apply(frame);
    const desktop = standings[String(index)];
    if (desktop !== undefined) {
      assert.deepEqual(table.standings.map((r) => [r.name, r.chips, r.place]), desktop,
                       `after frame ${index}`);
      compared += 1;
    }
  });
  assert.ok(compared > 10);
});

test("the night's next tournament opening is told once, when its first snapshot comes", () => {
  const recording = JSON.parse(
    readFileSync(new URL("./frames/next_tournament.json", import.meta.url), "utf8"));
  const snapshots = recording.frames;
  const opened = snapshots.findIndex((s, i) => i > 0 && snapshots[i - 1].over && !s.over);
  assert.ok(opened > 0, "the recording holds no next tournament");
  const table = new SeatTable("Ann");
  const alerts = snapshots.map((snapshot) => table.apply(snapshot));
  assert.deepEqual(alerts.flatMap((said, index) => said.map((words) => [index, words])),
                   [[opened, "The night's next tournament is open: join it with your name"]]);
});
