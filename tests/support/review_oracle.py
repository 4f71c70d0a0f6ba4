"""The coach's report as it was made before issue 35: by running the stored commands again
through today's `Game`, as a resumed host does, and asking the round itself at each decision
what the seat had and saw. Kept as the tests' oracle for nights today's engine wrote (which
it replays exactly): the report read from the stored events must find the same decisions with
the same values (tests/client/test_review_from_events.py)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from app.client.review import _KINDS, _PLAY_KINDS, Reviewed, _best, _seen, weighed
from app.client.review_values import Valued, bet_name, bet_values, decision_values, play_name
from app.core.game import Game, default_action
from app.engine.actions import Action, DecisionKind
from app.engine.events import HandStarted
from app.engine.seat_view import observe
from app.engine.variants import parse_variant, rules_from_options
from app.store import CommandRecord, EventStore


def replayed_review(store: EventStore, tournament: int, player: str) -> list[Reviewed]:
    record = store.tournament(tournament)
    rules = rules_from_options(parse_variant(record.variant))
    produced: dict[int, list[dict[str, Any]]] = {}
    for event in store.events(tournament):
        produced.setdefault(event.command, []).append(dict(event.payload))
    rebuilt = _Rebuild(Game(rules, name=record.name, tournament_id=tournament), player,
                       tournament)
    for command in store.commands(tournament):
        if command.kind != "chat":
            rebuilt.run(command, produced.get(command.seq, []))
    return rebuilt.decisions


class _Replayed:
    def __init__(self, command: CommandRecord, events: list[dict[str, Any]]) -> None:
        self.command, self.events = command, events

    def __getattr__(self, name: str) -> Any:
        return getattr(self.command, name)


class _Rebuild:
    def __init__(self, game: Game, player: str, tournament: int) -> None:
        self.game, self.player, self.tournament = game, player, tournament
        self.decisions: list[Reviewed] = []
        self.hands: Counter[int] = Counter()

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
            action = default_action(decision)
            span = round_.amount_range(decision.seat, action)
            amount = None if span is None else span[0]
        else:
            action = Action.parse(command.payload["action"])
            amount = command.payload.get("amount")
        context = self.game.tournament.context(self.player)
        level = self.game.level(command.at)
        started = next(e for e in round_.log if isinstance(e, HandStarted))
        valued = decision_values(self.game.rules, view, decision, context, level,
                                 sum(started.stacks.values()))
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
        self.decisions.append(weighed(self.tournament, table, self.hands[table], kind, seen,
                                      played, valued, timed_out))
