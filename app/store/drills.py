"""The drills in the store (issue 23, schema version 3): each player's spaced-repetition cards
and every answer graded, in the same SQLite file as the tournaments.

A card is one kind of drill situation, or one spot from the player's own hands
(docs/decisions/drills.md). Its schedule is kept as the scheduling library's own JSON, which
app/client/drills.py reads and writes; the store keeps it, with how often the card was answered
and answered wrong, and takes down each answer with its time, so a kind's progress reads over
time. `DrillLog` works through an open `EventStore`: its connection, lock and transactions.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from app.names import name_key
from app.store.database import EventStore
from app.store.records import StoreError

ANSWER_MAX = 200  # an answer is a few words ("raise to 1,600"); more is not an answer
_TIME = "%Y-%m-%d %H:%M:%S"  # as SQLite's datetime() writes it (the table's CHECK)


@dataclass(frozen=True, slots=True)
class DrillCard:
    """A card as stored: its kind, its schedule (the library's JSON) and its answers."""

    card: str
    kind: str
    schedule: str
    answers: int
    wrong: int


@dataclass(frozen=True, slots=True)
class DrillAnswer:
    """One graded answer, to be recorded."""

    card: str
    kind: str
    answer: str
    best: str
    correct: bool
    at: datetime
    schedule: str  # the card's schedule after this answer


@dataclass(frozen=True, slots=True)
class KindDay:
    """A kind's answers on one day (UTC): how many, and how many right."""

    kind: str
    day: str
    answers: int
    right: int


class DrillLog:
    """The drill cards and answers kept in `store`'s file."""

    def __init__(self, store: EventStore) -> None:
        self.store = store
        if not store._read("SELECT 1 FROM sqlite_master WHERE name = 'drill_cards'", ()):
            raise StoreError(f"{store.path} is a database of before the drills: open it for "
                             "writing once to upgrade it")

    def cards(self, player: str) -> dict[str, DrillCard]:
        """The player's cards, by their key."""
        rows = self.store._read(
            "SELECT card, kind, schedule, answers, wrong FROM drill_cards WHERE player_key = ?",
            (name_key(player),))
        return {str(row[0]): DrillCard(str(row[0]), str(row[1]), str(row[2]), int(row[3]),
                                       int(row[4])) for row in rows}

    def record(self, player: str, answer: DrillAnswer) -> None:
        """Take down an answer and the card's new schedule, in one transaction."""
        if not answer.answer.strip() or len(answer.answer) > ANSWER_MAX:
            raise StoreError(f"A drill answer is 1 to {ANSWER_MAX} characters, not "
                             f"{len(answer.answer)}")
        key = name_key(player)
        wrong = 0 if answer.correct else 1
        at = answer.at.astimezone(UTC).strftime(_TIME)
        with self.store._transaction() as db:
            db.execute(
                "INSERT INTO drill_cards (player_key, card, kind, schedule, answers, wrong)"
                " VALUES (?, ?, ?, ?, 1, ?) ON CONFLICT (player_key, card) DO UPDATE SET"
                " schedule = excluded.schedule, kind = excluded.kind,"
                " answers = answers + 1, wrong = wrong + excluded.wrong",
                (key, answer.card, answer.kind, answer.schedule, wrong))
            db.execute(
                "INSERT INTO drill_answers (player, player_key, card, kind, answered_at, answer,"
                " best, correct) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (player, key, answer.card, answer.kind, at, answer.answer, answer.best,
                 int(answer.correct)))

    def progress(self, player: str) -> list[KindDay]:
        """The player's answers per kind and day, by kind then day."""
        rows = self.store._read(
            "SELECT kind, date(answered_at), COUNT(*), SUM(correct) FROM drill_answers"
            " WHERE player_key = ? GROUP BY kind, date(answered_at) ORDER BY kind, 2",
            (name_key(player),))
        return [KindDay(str(row[0]), str(row[1]), int(row[2]), int(row[3])) for row in rows]
