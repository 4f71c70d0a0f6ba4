"""After a tournament, a player's report (issue 23): every decision the player made, rebuilt
from the store with what the seat could see then (C-11), valued by the advisor, and what each
cost against the advisor's best play, summed per hand and per kind of decision.

A decision is rebuilt by running the stored commands again through the host's own `Game`, as
a resumed host does (docs/decisions/coach-review.md): before each command that answers the
player's decision, the round offers exactly the choices the player had, and `observe` gives
exactly what the seat knew. The advisor's values come from app/client/review_values.py.
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
from app.engine.actions import Action, DecisionKind
from app.engine.errors import EngineError
from app.engine.events import HandStarted
from app.engine.rules import parse_variant, rules_from_options
from app.engine.seat_view import SeatView, observe
from app.i18n import Context, arg
from app.net.game import Game, default_action
from app.store import CommandRecord, EventStore, StoreError

# Why a report cannot be made, as the History page shows it (the report's data stays English).
review_errors = Context("review_errors")

COSTLIEST = 5
LOST = 1e-9  # less than this is the same value computed two ways, not a loss
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
        lost = [d for d in self.decisions if max(d.cost) > LOST]
        return sorted(lost, key=lambda d: d.cost, reverse=True)[:count]

    def to_json(self) -> dict[str, Any]:
        return {
            "tournament": self.tournament, "name": self.name, "variant": self.variant,
            "player": self.player, "total": asdict(self.total()),
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
    """`player`'s report of a stored tournament. StoreError, in words, for an unknown
    tournament or player, or a record the engine cannot run again (a damaged file).
    `stopped` is asked between commands: True ends the work with ReviewStopped."""
    record = store.tournament(tournament)
    try:
        rules = rules_from_options(parse_variant(record.variant))
    except ValueError as error:
        raise StoreError(arg(review_errors.tr("Tournament %1's variant is damaged (%2)"),
                             tournament, error)) from None
    produced: dict[int, list[dict[str, Any]]] = {}
    for event in store.events(tournament):
        produced.setdefault(event.command, []).append(dict(event.payload))
    commands = list(store.commands(tournament))
    names = {c.payload.get("name") for c in commands if c.kind in ("register", "late_entry")}
    if player not in names:
        raise StoreError(arg(review_errors.tr("%1 did not play in %2 (tournament %3)"), player,
                             record.name, tournament))
    rebuilt = _Rebuild(Game(rules, name=record.name, tournament_id=tournament), player,
                       tournament)
    for command in commands:
        if stopped():
            raise ReviewStopped(f"{player}'s report of tournament {tournament} was stopped")
        if command.kind == "chat":
            continue  # it changes nothing, and a resume does not run it either
        try:
            rebuilt.run(command, produced.get(command.seq, []))
        except (EngineError, KeyError, TypeError, ValueError) as error:
            raise StoreError(arg(review_errors.tr("Command %1 of %2 (tournament %3) cannot be "
                                                  "run again: %4"),
                                 command.seq, record.name, tournament, error)) from None
    return Review(tournament, record.name, record.variant, player, rebuilt.decisions)


class _Replayed:
    """A stored command as `Game.replay` reads it, with the events it must produce again
    (a file altered since is refused, as a resume refuses it)."""

    def __init__(self, command: CommandRecord, events: list[dict[str, Any]]) -> None:
        self.command, self.events = command, events

    def __getattr__(self, name: str) -> Any:
        return getattr(self.command, name)


class _Rebuild:
    """The tournament run again command by command, the player's decisions taken down."""

    def __init__(self, game: Game, player: str, tournament: int) -> None:
        self.game, self.player, self.tournament = game, player, tournament
        self.decisions: list[Reviewed] = []
        self.hands: Counter[int] = Counter()  # table -> hands started there (as History)

    def run(self, command: CommandRecord, events: list[dict[str, Any]]) -> None:
        table = command.payload.get("table")
        if command.kind in ("act", "timeout") and isinstance(table, int):
            self._decision(command, table)
        bet = self._before_bet(command, table) if command.kind == "deal" else None
        self.game.replay(iter([_Replayed(command, events)]))
        for event in events:
            if event.get("type") == "HandStarted":
                self.hands[int(event["table"])] += 1
        if bet is not None:
            self._bet(bet, events)

    def _decision(self, command: CommandRecord, table: int) -> None:
        decision = self.game.decision_at(table)
        round_ = self.game.round_at(table)
        if decision is None or round_ is None or decision.seat != self.player:
            return
        view = observe(round_, self.player)
        timed_out = command.kind == "timeout"
        if timed_out:
            action, amount = default_action(decision), None
            span = round_.amount_range(decision.seat, action)
            amount = None if span is None else span[0]
        else:
            action = Action.parse(command.payload["action"])
            amount = command.payload.get("amount")
        context = self.game.tournament.context(self.player)
        level = self.game.level(command.at)
        valued = decision_values(self.game.rules, view, decision, context, level,
                                 _chips_in_play(round_.log))
        played = play_name(action, amount)
        kind = _KINDS.get(decision.kind, "hit/stand")
        if decision.kind is DecisionKind.PLAY:
            best = _best(valued.chips) or played
            kind = next((name for play, name in _PLAY_KINDS.items()
                         if play_name(play, None) in (played, best)), "hit/stand")
        self._take(table, kind, _seen(view, decision.hand, decision.kind), played, valued,
                   timed_out)

    def _before_bet(self, command: CommandRecord, table: Any
                    ) -> tuple[int, str, Valued] | None:
        """Before a deal: the player's bet's choices, if the player bets this hand."""
        if not isinstance(table, int) or self.player not in self.game.bettors(table):
            return None
        seats = {seat.name: seat.chips for seat in self.game.seats(table)}
        level = self.game.level(command.at)
        offered = self.game.bet_options(table, self.player, level)
        context = self.game.tournament.context(self.player)
        stack = seats.get(self.player, 0)
        in_play = stack + sum(context.rivals.values()) if context.heads_up else sum(
            seats.values())
        rival = max(context.rivals.values(), default=None)
        seen = f"{stack:,} chips" + ("" if rival is None else f", the rival {rival:,}")
        return table, seen, bet_values(self.game.rules, stack, in_play, offered, context,
                                       level)

    def _bet(self, bet: tuple[int, str, Valued], events: list[dict[str, Any]]) -> None:
        table, seen, valued = bet
        amount = next((e["amount"] for e in events if e.get("type") == "BetPlaced"
                       and e.get("seat") == self.player and e.get("kind") in ("bet", "blind")),
                      None)
        if amount is not None:
            self._take(table, "bet", seen, bet_name(int(amount)), valued, False)

    def _take(self, table: int, kind: str, seen: str, played: str, valued: Valued,
              timed_out: bool) -> None:
        best, best_to_win = _best(valued.chips), _best(valued.chances)
        self.decisions.append(Reviewed(
            tournament=self.tournament, table=table, hand=self.hands[table], kind=kind,
            seen=seen, played=played, best=best or best_to_win, best_to_win=best_to_win,
            values=valued.chips, chances=valued.chances,
            chips_lost=_lost(valued.chips, played), chance_lost=_lost(valued.chances, played),
            timed_out=timed_out))


def _best(values: dict[str, float]) -> str | None:
    return max(values, key=values.__getitem__) if values else None


def _lost(values: dict[str, float], played: str) -> float | None:
    """The best value less the played one's; None if the played one was not weighed."""
    if played not in values:
        return None
    return max(0.0, max(values.values()) - values[played])


def _chips_in_play(log: list[Any]) -> int:
    started = next((event for event in log if isinstance(event, HandStarted)), None)
    return sum(started.stacks.values()) if started is not None else 0


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
