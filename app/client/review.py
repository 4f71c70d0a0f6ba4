"""After a tournament, a player's report (issue 23): every decision the player made, read from
the store with what the seat could see then (C-11), valued by the advisor, and what each cost
against the advisor's best play, summed per hand and per kind of decision.

What happened is read from what was stored (docs/decisions/history-from-events.md): the player's
view of each hand is the one seat model fed the stored events, the choices it had are worked out
from that view by the round's own rules (app/engine/past_choices.py), the field around it from the
tournament's events (app/engine/stored_field.py). Nothing is run again, so a night stored by any
version reads the same. The advisor's values come from app/client/review_values.py.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

from app.client.review_values import (
    NOTHING,
    Valued,
    bet_name,
    bet_values,
    decision_values,
    play_name,
)
from app.core.game import bets_in_force
from app.core.record import stored_clock
from app.core.wire import event_from_dict
from app.engine.actions import Action, Decision, DecisionKind
from app.engine.clock import Clock
from app.engine.errors import EngineError
from app.engine.events import ActionTaken, BetKind, BetPlaced, Event, HandStarted
from app.engine.past_choices import bet_choices, decision_kind, offered
from app.engine.policy import SeatContext
from app.engine.rules import BetLevel
from app.engine.seat_view import SeatView
from app.engine.stored_field import StoredField
from app.engine.variants import parse_variant, rules_from_options
from app.engine.variants.rule_sets import Rules
from app.i18n import Context, arg
from app.store import CommandRecord, EventRecord, EventStore, StoreError

# Why a report cannot be made, as the History page shows it (the report's data stays English).
review_errors = Context("review_errors")

COSTLIEST = 5
LOST = 1e-9  # less than this is the same value computed two ways, not a loss
# The least a decision among the costliest lost, as its words show it (review_words.py): a
# chip, or a tenth of a point of the chance to win; less reads as nothing lost (issue 38: a
# decision that cost "0.0 points" was listed among the costliest).
SHOWN_CHIPS, SHOWN_CHANCE = 0.5, 0.0005
# A play's kind, by the play that was made or would have been best (what the choice was about).
_PLAY_KINDS = {Action.SPLIT: "split", Action.DOUBLE: "double", Action.SURRENDER: "surrender"}
_KINDS = {DecisionKind.INSURANCE: "insurance", DecisionKind.BET_ROUND: "raise/fold",
          DecisionKind.SIT_OUT: "sit out", DecisionKind.TURN_UP: "dealer",
          DecisionKind.DEALER_FOLD: "dealer", DecisionKind.DEALER_PLAY: "dealer"}


@dataclass(frozen=True, slots=True)
class Reviewed:
    """One decision: where it was (what opens its replay: tournament, table, hand at that
    table), what the seat saw, what was played, the advisor's best and what was lost by it.
    `best` is the best chip value's play, `best_to_win` the best chance's (a tournament model);
    the losses are None where the advisor weighs no value of that kind."""

    tournament: int
    table: int
    hand: int
    kind: str
    seen: str
    played: str
    best: str | None
    best_to_win: str | None
    values: dict[str, float]
    chances: dict[str, float]
    chips_lost: float | None
    chance_lost: float | None
    timed_out: bool = False

    @property
    def cost(self) -> tuple[float, float]:
        """What orders the costliest: the chance of winning lost, then the chips."""
        return (self.chance_lost or 0.0, self.chips_lost or 0.0)


@dataclass(frozen=True, slots=True)
class Total:
    """Decisions summed: how many, how many lost anything, and what they lost."""

    decisions: int = 0
    mistakes: int = 0
    chips_lost: float = 0.0
    chance_lost: float = 0.0

    def add(self, decision: Reviewed) -> Total:
        lost = max(decision.cost) > LOST
        return Total(self.decisions + 1, self.mistakes + lost,
                     self.chips_lost + (decision.chips_lost or 0.0),
                     self.chance_lost + (decision.chance_lost or 0.0))


@dataclass(frozen=True, slots=True)
class Review:
    tournament: int
    name: str
    variant: str
    player: str
    decisions: list[Reviewed] = field(default_factory=list)
    skipped: int = 0  # stored events it could not read: damaged, or of a newer version

    def total(self) -> Total:
        return _sum(self.decisions)

    def by_kind(self) -> dict[str, Total]:
        kinds = sorted({d.kind for d in self.decisions})
        return {kind: _sum(d for d in self.decisions if d.kind == kind) for kind in kinds}

    def by_hand(self) -> dict[tuple[int, int], Total]:
        """(table, hand) -> its decisions summed, in the order the hands were played."""
        hands: dict[tuple[int, int], Total] = {}
        for decision in self.decisions:
            key = (decision.table, decision.hand)
            hands[key] = hands.get(key, Total()).add(decision)
        return hands

    def costliest(self, count: int = COSTLIEST) -> list[Reviewed]:
        shown = [d for d in self.decisions if (d.chance_lost or 0.0) >= SHOWN_CHANCE
                 or (d.chips_lost or 0.0) >= SHOWN_CHIPS]
        return sorted(shown, key=lambda d: d.cost, reverse=True)[:count]

    def to_json(self) -> dict[str, Any]:
        return {
            "tournament": self.tournament, "name": self.name, "variant": self.variant,
            "player": self.player, "total": asdict(self.total()), "skipped": self.skipped,
            "by_kind": {kind: asdict(total) for kind, total in self.by_kind().items()},
            "by_hand": [{"table": table, "hand": hand, **asdict(total)}
                        for (table, hand), total in self.by_hand().items()],
            "costliest": [_json(d) for d in self.costliest()],
            "decisions": [_json(d) for d in self.decisions],
        }


def _sum(decisions: Iterable[Reviewed]) -> Total:
    total = Total()
    for decision in decisions:
        total = total.add(decision)
    return total


def _json(decision: Reviewed) -> dict[str, Any]:
    return {name: value for name, value in asdict(decision).items()}


class ReviewStopped(Exception):
    """The report was no longer wanted (`review`'s `stopped`): a window closing meanwhile."""


def review(store: EventStore, tournament: int, player: str,
           stopped: Callable[[], bool] = lambda: False) -> Review:
    """`player`'s report of a stored tournament, read from its stored events. StoreError, in
    words, for an unknown tournament or player, or a variant this program does not know.
    `stopped` is asked between commands: True ends the work with ReviewStopped."""
    record = store.tournament(tournament)
    try:
        rules = rules_from_options(parse_variant(record.variant))
    except ValueError as error:
        raise StoreError(arg(review_errors.tr("Tournament %1's variant is damaged (%2)"),
                             tournament, error)) from None
    commands = list(store.commands(tournament))
    names = {c.payload.get("name") for c in commands if c.kind in ("register", "late_entry")}
    if player not in names:
        raise StoreError(arg(review_errors.tr("%1 did not play in %2 (tournament %3)"), player,
                             record.name, tournament))
    clock = stored_clock(record.variant, (c for c in commands if c.kind in ("start", "direct")))
    reader = _Reader(rules, clock, player, tournament)
    kinds = {command.seq: command for command in commands}
    produced: list[EventRecord] = []
    for event in store.events(tournament):
        if produced and event.command != produced[0].command:
            _read_command(reader, kinds, produced, stopped, player, tournament)
            produced = []
        produced.append(event)
    if produced:
        _read_command(reader, kinds, produced, stopped, player, tournament)
    return Review(tournament, record.name, record.variant, player, reader.decisions,
                  skipped=reader.skipped)


def _read_command(reader: _Reader, commands: dict[int, CommandRecord],
                  events: list[EventRecord], stopped: Callable[[], bool], player: str,
                  tournament: int) -> None:
    if stopped():
        raise ReviewStopped(f"{player}'s report of tournament {tournament} was stopped")
    command = commands.get(events[0].command)
    if command is not None:
        reader.read(command, events)


class _Reader:
    """A tournament read back from its stored events, command by command: the player's view
    of each hand it sat in (the one seat model, `SeatView`, as its window rebuilt it), the
    field around it as far as the advisor weighs it, and the player's decisions taken down."""

    def __init__(self, rules: Rules, clock: Clock | None, player: str,
                 tournament: int) -> None:
        self.rules, self.clock, self.player, self.tournament = rules, clock, player, tournament
        self.field = StoredField()
        self.decisions: list[Reviewed] = []
        self.skipped = 0  # stored events this program does not read (another version's)
        self.hands: Counter[int] = Counter()  # table -> hands started there (as History)
        self.views: dict[int, SeatView] = {}  # table -> the player's view of its hand in play
        self.started: dict[int, HandStarted] = {}  # table -> its hand in play's start
        # table -> the player's context as its hand in play started, before any bet (a hand
        # may end in the command that deals it, a 10-hand match's count moving with it)
        self.before_bets: dict[int, SeatContext] = {}

    def read(self, command: CommandRecord, stored: list[EventRecord]) -> None:
        events: list[tuple[int | None, Event]] = []
        for record in stored:
            try:
                events.append((record.table, event_from_dict(record.payload)))
            except ValueError:  # damaged, or of a kind this version does not know
                self.skipped += 1
        try:
            if command.kind in ("act", "timeout"):
                self._decision(command, events)
            for table, event in events:
                self._apply(table, event)
            if command.kind == "deal":
                self._bet(command, events)
        except (EngineError, IndexError, KeyError, TypeError, ValueError):
            # Events that do not fit together (a damaged record): read on from the next.
            self.skipped += len(events)

    def _apply(self, table: int | None, event: Event) -> None:
        self.field.apply(event)
        if table is None:
            return
        if isinstance(event, HandStarted):
            self.hands[table] += 1
            self.started[table] = event
            if self.player == event.dealer or self.player in event.players:
                self.views[table] = SeatView(me=self.player, variant=self.rules.variant)
                self.before_bets[table] = self.field.context(self.rules.variant, self.player,
                                                             event)
            else:
                self.views.pop(table, None)
        view = self.views.get(table)
        if view is not None:
            view.apply_stored(event)

    def _level(self, at: float) -> BetLevel:
        return bets_in_force(self.rules, self.clock, at)

    def _decision(self, command: CommandRecord, events: list[tuple[int | None, Event]]) -> None:
        taken = next(((table, event) for table, event in events
                      if isinstance(event, ActionTaken)), None)
        if taken is None or taken[0] is None or taken[1].seat != self.player:
            return
        table, acted = taken[0], taken[1]
        view, started = self.views.get(table), self.started.get(table)
        if view is None or started is None:
            return
        kind = decision_kind(acted.action)
        actions = offered(self.rules, view, kind, acted.hand,
                          sudden_death=self.field.sudden_death) \
            if self.player in view.hands else frozenset()
        decision = Decision(self.player, kind, actions | {acted.action}, acted.hand)
        context = self.field.context(self.rules.variant, self.player, started)
        valued = decision_values(self.rules, view, decision, context, self._level(command.at),
                                 sum(started.stacks.values()))
        played = play_name(acted.action, acted.amount)
        name = _KINDS.get(kind, "hit/stand")
        if kind is DecisionKind.PLAY:
            best = _best(valued.chips) or played
            name = next((words for play, words in _PLAY_KINDS.items()
                         if play_name(play, None) in (played, best)), "hit/stand")
        self._take(table, name, _seen(view, acted.hand, kind), played, valued,
                   command.kind == "timeout")

    def _bet(self, command: CommandRecord, events: list[tuple[int | None, Event]]) -> None:
        """After a deal: the player's bet and the bets it could have made."""
        found = next(((table, event) for table, event in events if isinstance(event, BetPlaced)
                      and event.seat == self.player
                      and event.kind in (BetKind.BET, BetKind.BLIND)), None)
        if found is None or found[0] is None or found[0] not in self.before_bets:
            return
        table, placed = found[0], found[1]
        started, context = self.started[table], self.before_bets[table]
        stack = started.stacks.get(self.player, 0)  # before the bets
        level = self._level(command.at)
        low, high, _ = bet_choices(self.rules, level, stack, sudden_death=self.field.sudden_death)
        in_play = stack + sum(context.rivals.values()) if context.heads_up else sum(
            started.stacks.values())
        rival = max(context.rivals.values(), default=None)
        seen = f"{stack:,} chips" + ("" if rival is None else f", the rival {rival:,}")
        valued = bet_values(self.rules, stack, in_play, (low, high, 0), context, level)
        self._take(table, "bet", seen, bet_name(placed.amount), valued, False)

    def _take(self, table: int, kind: str, seen: str, played: str, valued: Valued,
              timed_out: bool) -> None:
        self.decisions.append(weighed(self.tournament, table, self.hands[table], kind, seen,
                                      played, valued, timed_out))


def weighed(tournament: int, table: int, hand: int, kind: str, seen: str, played: str,
            valued: Valued, timed_out: bool) -> Reviewed:
    """A decision with the advisor's values: its best plays and what the one played lost."""
    best, best_to_win = _best(valued.chips), _best(valued.chances)
    return Reviewed(
        tournament=tournament, table=table, hand=hand, kind=kind, seen=seen, played=played,
        best=best or best_to_win, best_to_win=best_to_win, values=valued.chips,
        chances=valued.chances, chips_lost=_lost(valued.chips, played),
        chance_lost=_lost(valued.chances, played), timed_out=timed_out)


def _best(values: dict[str, float]) -> str | None:
    return max(values, key=values.__getitem__) if values else None


def _lost(values: dict[str, float], played: str) -> float | None:
    """The best value less the played one's; None if the played one was not weighed."""
    if played not in values:
        return None
    return max(0.0, max(values.values()) - values[played])


def _seen(view: SeatView, hand: int, kind: DecisionKind) -> str:
    """The seat's cards and the dealer's card shown, as the seat saw them ("T 6 vs 9")."""
    mine = " ".join(str(c) if c is not None else "??" for c in view.hand(hand).cards) \
        if view.me in view.hands else ""
    up = str(view.dealer_up) if view.dealer_up is not None else "?"
    if kind in (DecisionKind.TURN_UP, DecisionKind.DEALER_FOLD, DecisionKind.DEALER_PLAY):
        own = " ".join(str(c) if c is not None else "??" for c in view.dealer_cards)
        return f"dealing {own}"
    return f"{mine} vs {up}"


__all__ = ["NOTHING", "Review", "Reviewed", "Total", "review"]
