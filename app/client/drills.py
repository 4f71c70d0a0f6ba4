"""A drill session (issue 23): which spot comes next, and an answer graded and recorded.

Each kind of generated spot is one spaced-repetition card, and so is each spot taken from the
player's own hands; the cards are scheduled by FSRS (py-fsrs, Open Spaced Repetition), rated
Good when the answer was right and Again when it was wrong (docs/decisions/drills.md). The next
spot is the card that is due and answered wrong most often; a card never answered counts as
wrong half the time. Everything is kept in the store (app/store/drills.py), so the next session
goes on where this one stopped. A window and `pitboss drill` use the same two calls:
`next_spot` and `answer`. No Qt.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime

from fsrs import Card, Rating, Scheduler

from app.client.drill_spots import (
    KINDS,
    Graded,
    Spot,
    drill_texts,
    grade,
    history_spot,
    kind_words,
    spot,
)
from app.client.review import LOST
from app.i18n import arg
from app.store import EventStore, StoreError
from app.store.drills import DrillAnswer, DrillCard, DrillLog, KindDay

NEW_CARD_WRONG = 0.5  # a card never answered is asked as if answered wrong half the time
HISTORY_TOURNAMENTS = 5  # the player's latest tournaments whose decisions are drilled
HISTORY_SPOTS = 40  # at most this many of their costliest decisions


@dataclass(frozen=True, slots=True)
class Summary:
    """A session's answers, in all and per kind: (answered, right)."""

    answered: int
    right: int
    by_kind: dict[str, tuple[int, int]]


@dataclass(frozen=True, slots=True)
class KindProgress:
    """A kind's answers over every session: how many, how many right, on how many days, and
    the last day's."""

    kind: str
    answered: int
    right: int
    days: int
    last: KindDay

    def words(self) -> str:
        """"play: pair: 7 of 9 right over 2 days"."""
        return arg(drill_texts.tr("%1: %L2 of %L3 right over %Ln day(s)", None, self.days),
                   kind_words(self.kind), self.right, self.answered)


def progress_by_kind(progress: Sequence[KindDay]) -> list[KindProgress]:
    """`DrillLog.progress` summed per kind, by kind."""
    found = []
    for kind in sorted({day.kind for day in progress}):
        days = [day for day in progress if day.kind == kind]
        found.append(KindProgress(kind, sum(d.answers for d in days),
                                  sum(d.right for d in days), len(days), days[-1]))
    return found


class DrillSession:
    """A player's drills: generated spots of `kinds`, and `history` (spots from the player's
    own hands, `history_spots`). `seed` makes the generated spots the same from run to run;
    `now` is the clock (a test fixes it). The next spot of each kind is built in the
    background (one worker thread) while the player answers; `close` (or leaving a `with`)
    stops it."""

    def __init__(self, log: DrillLog, player: str, kinds: Sequence[str] = KINDS,
                 history: Sequence[Spot] = (), seed: int | None = None,
                 now: Callable[[], datetime] = lambda: datetime.now(UTC)) -> None:
        unknown = [kind for kind in kinds if kind not in KINDS]
        if unknown:
            raise ValueError(f"There is no drill of the kind {unknown[0]!r}; the kinds are: "
                             f"{', '.join(KINDS)}")
        if not kinds and not history:
            raise ValueError("There is nothing to drill: no kind of spot and no hand of yours")
        self.log, self.player, self.now = log, player, now
        self.kinds = tuple(kinds)
        self.history = {spot.card: spot for spot in history}
        # Each kind draws from its own generator: its spots are the same for the same seed
        # whatever order the kinds are asked in.
        self._randoms = {kind: random.Random(None if seed is None else f"{seed}:{kind}")
                         for kind in self.kinds}
        # Building a spot is the advisor's work: a tournament model solved the first time
        # takes up to a second (a BJX minimum's), a pair's split values cold up to 0.2 s. The
        # next spot of each kind is built ahead, while the player reads and answers. One
        # worker: the advisor's caches are filled by one thread, and the spots of a kind are
        # drawn in order.
        self._builder = ThreadPoolExecutor(max_workers=1, thread_name_prefix="drill-spots")
        self._ahead: dict[str, Future[Spot]] = {kind: self._build(kind) for kind in self.kinds}
        # No fuzz on the intervals: the same answers give the same schedule (a test sees it).
        self.scheduler = Scheduler(enable_fuzzing=False)
        self.cards = log.cards(player)
        self.answers: list[Graded] = []
        self._last: str | None = None

    def next_spot(self) -> Spot:
        """The next spot: of the card due that is answered wrong most often (another than the
        one just asked, if there is another)."""
        now = self.now()
        candidates = [*self.kinds, *self.history]
        if len(candidates) > 1 and self._last in candidates:
            candidates.remove(self._last)
        card = min(candidates, key=lambda key: self._urgency(key, now))
        self._last = card
        if card in self.history:
            return self.history[card]
        ahead = self._ahead[card]
        self._ahead[card] = self._build(card)
        return ahead.result()

    def _build(self, kind: str) -> Future[Spot]:
        return self._builder.submit(spot, kind, self._randoms[kind])

    def close(self, wait: bool = False) -> None:
        """Stop building spots ahead (a spot being built is finished, the rest dropped);
        `wait` for that one (the app closing: no thread left working)."""
        self._builder.shutdown(wait=wait, cancel_futures=True)

    def __enter__(self) -> DrillSession:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _urgency(self, key: str, now: datetime) -> tuple[bool, float, datetime]:
        """What orders the cards, most urgent first: due, wrong most often, due earliest."""
        stored = self.cards.get(key)
        if stored is None:
            return (False, -NEW_CARD_WRONG, now)
        due = Card.from_json(stored.schedule).due
        return (due > now, -stored.wrong / max(stored.answers, 1), due)

    def answer(self, spot: Spot, text: str) -> Graded:
        """Grade the answer `text` against the advisor and record it: the answer, and the
        card's schedule (Good if right, Again if wrong). AnswerError, in words, for text that
        is no answer here (nothing is recorded)."""
        graded = grade(spot, text)
        now = self.now()
        stored = self.cards.get(spot.card)
        # The store keys a card by player and kind (or spot); the library's own id is unused.
        card = Card.from_json(stored.schedule) if stored is not None else Card(card_id=1,
                                                                               due=now)
        card, _ = self.scheduler.review_card(
            card, Rating.Good if graded.correct else Rating.Again, now)
        self.log.record(self.player, DrillAnswer(
            spot.card, spot.kind, graded.answer, spot.best, graded.correct, now,
            card.to_json()))
        answers, wrong = (stored.answers, stored.wrong) if stored is not None else (0, 0)
        self.cards[spot.card] = DrillCard(spot.card, spot.kind, card.to_json(), answers + 1,
                                          wrong + (not graded.correct))
        self.answers.append(graded)
        return graded

    def summary(self) -> Summary:
        by_kind: dict[str, tuple[int, int]] = {}
        for graded in self.answers:
            answered, right = by_kind.get(graded.spot.kind, (0, 0))
            by_kind[graded.spot.kind] = (answered + 1, right + graded.correct)
        return Summary(len(self.answers), sum(g.correct for g in self.answers), by_kind)


def history_spots(store: EventStore, player: str) -> list[Spot]:
    """Spots from `player`'s own decisions that cost something, the costliest first, in the
    player's latest HISTORY_TOURNAMENTS finished tournaments (each report reads what was
    stored, app/client/review.py); none if the player played none."""
    from app.client.review import review  # (the advisor's models: only when needed)

    played = [record for record in reversed(store.tournaments())
              if record.status == "finished" and _played(store, record.id, player)]
    costly = []
    for record in played[:HISTORY_TOURNAMENTS]:
        try:
            report = review(store, record.id, player)
        except StoreError:
            continue  # a night whose variant this program does not know: nothing to drill
        costly += [(decision.cost, spot) for number, decision in enumerate(report.decisions, 1)
                   if max(decision.cost) > LOST
                   and (spot := history_spot(decision, number)) is not None]
    costly.sort(key=lambda item: item[0], reverse=True)
    return [spot for _, spot in costly[:HISTORY_SPOTS]]


def _played(store: EventStore, tournament: int, player: str) -> bool:
    return any(result.get("name") == player for result in _results(store, tournament))


def _results(store: EventStore, tournament: int) -> Iterable[dict[str, object]]:
    try:
        return store.results(tournament)
    except StoreError:
        return ()
