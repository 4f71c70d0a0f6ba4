"""The host's game: a tournament of any variant driven by commands, each stored before it is told.

Everything that changes the tournament is a command (a registration, the start, a hand dealt
with its bets, an action, a timeout, a director's act). A command runs on the engine, its
events and the random draws it consumed are written to the store in one transaction (shared
with the other commands of the same turn of the host's loop, see `committer`), and only then
does the host broadcast the events. On resume the stored commands run again with their
draws fed back, which rebuilds every chip, seat, card and clock exactly (DESIGN.md).
"""

from __future__ import annotations

import base64
import random
import secrets
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Protocol

from app.core.director_acts import ACTS
from app.core.told import Told, to_all
from app.core.wire import event_to_dict
from app.engine.actions import Action, Decision, DecisionKind
from app.engine.bets import BetRange
from app.engine.clock import Clock, ClockState
from app.engine.errors import EngineError, IllegalAction
from app.engine.events import Event
from app.engine.randomness import LoggedRandom
from app.engine.round_base import Round
from app.engine.rules import BetLevel
from app.engine.schedule import Schedule
from app.engine.shuffle_proof import (
    SEED_BYTES,
    ProvableShoe,
    ShuffleCommitted,
    ShuffleSeed,
    revealed,
)
from app.engine.tournament.base import EntryTerms, SeatRow, Tournament
from app.engine.tournament.formats import tournament_for
from app.engine.variants import variant_of
from app.engine.variants.rule_sets import Rules
from app.engine.variants.tenhand.knockout import TenHandKnockout
from app.engine.variants.tenhand.rules import TenHandRules


def bets_in_force(rules: Rules, clock: Clock | None, at: float) -> BetLevel:
    """The bets at `at`: the clock's level's, or a fixed minimum where the rules have no
    levels (10-hand, T10-2). The game's and a review's, one rule."""
    if isinstance(rules, TenHandRules):
        return BetLevel(rules.min_bet)
    assert clock is not None  # every other variant has levels
    return clock.state(at).level.bets


class StoredLog(Protocol):
    """What a resume reads of `app.store.EventStore`."""

    def commands(self, tournament: int) -> Iterator[Any]: ...

    def events(self, tournament: int, since: int = 0) -> Iterator[Any]: ...


@dataclass(frozen=True, slots=True)
class _Stored:
    """A stored command with the events stored with it, as `replay` compares them."""

    record: Any
    events: list[dict[str, Any]]

    def __getattr__(self, name: str) -> Any:
        return getattr(self.record, name)


class Store(Protocol):
    """What the game needs of `app.store.EventStore`."""

    def append(self, tournament: int, *, kind: str, payload: dict[str, Any], at: float,
               draws: list[int] | None = None, events: list[dict[str, Any]] = ...,
               table: int | None = None) -> int: ...


class ReplayMismatch(EngineError):
    """The stored events differ from what the commands produce again: the file was altered."""


class Game:
    """A tournament of any format (app/engine/tournament: Series 7, S7; BJX multilevel, BJX-17;
    the 10-hand knockout, T10-14), run by commands through the one tournament interface."""

    def __init__(self, rules: Rules, *,
                 name: str = "Game night",
                 store: Store | None = None, tournament_id: int = 0,
                 schedule: Schedule | None = None, live: bool = False,
                 randomness: random.Random | None = None,
                 checkable_shuffle: bool | None = None) -> None:
        """`live`: a clock alone, for a tournament played with real cards at real tables
        (`pitboss kiosk --standalone`): `start` starts the clock, and no hand is dealt.
        `randomness`: a seeded source for tests and rehearsals; a night draws from the
        operating system's CSPRNG (C-8). `checkable_shuffle`: each hand's shoe is committed,
        mixed with the players' entropy and revealed (app/engine/shuffle_proof.py); by default
        on, except with a seeded `randomness` (a rehearsal repeats its cards, which the
        players' entropy would change)."""
        self.rules = rules
        self.live = live
        self.name = name
        self.store = store
        self.tournament_id = tournament_id
        self.rng = LoggedRandom(randomness)
        self._seeds = randomness  # the host's shuffle seeds: None, the CSPRNG (C-8)
        # A rehearsal's seat tokens: a stream of their own, seeded from the shuffle's state
        # without drawing from it (its cards stay those of the same seed anywhere else).
        self._tokens = None if randomness is None else random.Random(
            f"pitboss tokens {randomness.getstate()!r}")
        self.checkable_shuffle = (randomness is None if checkable_shuffle is None
                                  else checkable_shuffle)
        self.tournament: Tournament = tournament_for(rules, name=name, rng=self.rng)
        self.tournament.seeded_shoes = self.proves_shuffles
        # table -> the first hand and the shoe of its proof not yet revealed
        self._open_proofs: dict[int, tuple[int, ProvableShoe]] = {}
        self.variant: str = rules.variant  # a variant registered beside the built-ins has its own
        # A variant without levels has no clock (10-hand: its minimum is the table's, T10-2).
        self.clock = None if variant_of(rules.variant).levels is None else Clock(
            schedule or Schedule.from_rules(rules))
        self.hand_numbers: dict[int, int] = {}  # table -> hands dealt there, for stale requests
        # The players played as away (S7-9), each with the hands dealt to them since they went:
        # what the director's console shows (issue 38), worked out again on a resume.
        self.hands_away: dict[str, int] = {}
        self.commands_applied = 0
        self._replaying = False

    # ---- what clients may read -------------------------------------------------------------

    @property
    def started(self) -> bool:
        """The tournament has started (a live one: its clock has)."""
        if self.live:
            return self.clock is not None and self.clock.started
        return self.tournament.started_at is not None

    def clock_state(self, now: float) -> ClockState | None:
        return self.clock.state(now) if self.clock is not None and self.clock.started else None

    def level(self, at: float) -> BetLevel:
        """The bets in force at `at` (10-hand: its fixed minimum, T10-2)."""
        return bets_in_force(self.rules, self.clock, at)

    def dealing_waits(self, at: float) -> float | None:
        """None when hands may be dealt at `at`; else tournament seconds to look again
        (the clock paused, or a break running)."""
        if self.clock is None:
            return None
        state = self.clock.state(at)
        if state.paused:
            return 60.0
        return state.remaining if state.on_break else None

    # ---- the tables, as everyone sees them (the tournament's interface) ------------------------

    def table_numbers(self) -> list[int]:
        return self.tournament.table_numbers()

    def seats(self, number: int) -> list[SeatRow]:
        return self.tournament.seats(number)

    def dealer_of(self, number: int) -> str:
        return self.tournament.dealer_of(number)

    def bettors(self, number: int) -> list[str]:
        """Who bets before the next hand at this table (everyone but its dealer)."""
        return self.tournament.bettors(number)

    def rivals(self, number: int, player: str) -> tuple[dict[str, int], int | None]:
        """The chips of those `player` competes against now, and the hands left in their
        10-hand match (None elsewhere)."""
        context = self.tournament.context(player)
        return dict(context.rivals), context.hands_left

    def match_played(self) -> dict[str, int]:
        """Each player's hands played in the 10-hand match they are playing now (T10-4);
        empty where play is not in matches."""
        if not isinstance(self.tournament, TenHandKnockout):
            return {}
        return {name: match.hands_played(name)
                for name, match in sorted(self.tournament.matches.items())}

    @property
    def match_hands(self) -> int | None:
        """The hands of a 10-hand match (T10-4), so a seat can say "hand 3 of 10"; None
        where play is not in matches."""
        return self.rules.hands if isinstance(self.rules, TenHandRules) else None

    def round_at(self, table: int) -> Round | None:
        return self.tournament.rounds.get(table)

    def bet_options(self, table: int, player: str, level: BetLevel) -> BetRange:
        """The bets `player` may choose at `table` before its next hand (S7-8, BJX-3, T10-3)."""
        return self.tournament.bet_range(table, player, level)

    def bet_allowed(self, table: int, player: str, level: BetLevel, amount: int) -> bool:
        return self.bet_options(table, player, level).allows(amount)

    def decision_at(self, table: int) -> Decision | None:
        round_ = self.round_at(table)
        return round_.decision() if round_ is not None else None

    # ---- commands ------------------------------------------------------------------------

    def register(self, player: str, at: float, token: str = "") -> list[Told]:
        """`token` is stored with the command (the file never leaves the host), so a resumed
        host still knows each seat's token."""
        return self._command("register", {"name": player, "token": token}, at)

    def claim(self, player: str, at: float, token: str) -> list[Told]:
        """A seat held for `player` (registered without a token: first in line from the
        night's last tournament, S7-2) taken by the player's first hello: the token it was
        given, stored so a resumed host knows it (`tokens`). Nothing else changes; the host
        judges whether the seat was held (app/net/admission.py)."""
        return self._command("claim", {"name": player, "token": token}, at)

    def start(self, at: float) -> list[Told]:
        return self._command("start", {}, at)

    def late_entry(self, player: str, at: float, token: str = "") -> list[Told]:
        return self._command("late_entry", {"name": player, "token": token}, at)

    def late_entry_terms(self, player: str, at: float) -> EntryTerms | None:
        """The table and penalty of a late entry now, where the tournament has such terms
        (Series 7, S7-3); IllegalAction if the player may not enter."""
        return self.tournament.late_entry_terms(player, at, self.level(at))

    def final_results(self) -> list[dict[str, Any]]:
        """The standings to store at the end, or when the tournament is stopped before its end
        (S7-24: it may be cancelled): those still playing are placed by their chips."""
        return self.tournament.final_results()

    def set_away(self, player: str, away: bool, at: float) -> list[Told]:
        if self.tournament.over:  # nobody plays another hand: there is nothing to record
            return []
        return self._command("away", {"name": player, "away": away}, at)

    @property
    def proves_shuffles(self) -> bool:
        """Shoes are dealt from committed, revealed seeds: where the host deals them (not a
        live clock). A shoe's proof covers its lifetime: a hand (S7-11, BJX-1) or a 10-hand
        match (T10-2)."""
        return self.checkable_shuffle and not self.live

    def opens_shoe(self, table: int) -> bool:
        """The next hand at `table` is the first of a proved shoe: it is committed before its
        bets and dealt with a seed (every hand in Series 7 and BJX; a match's first in
        10-hand)."""
        return self.proves_shuffles and self.tournament.opens_shoe(table)

    def shoe_partners(self, table: int) -> list[int]:
        """Other tables dealt the same shoe order, so the same seed (a duplicate deal, T10-2)."""
        return self.tournament.shoe_partners(table)

    def new_shuffle_seed(self) -> bytes:
        """A secret seed for the next hand's shoe, from the CSPRNG (C-8)."""
        if self._seeds is None:
            return secrets.token_bytes(SEED_BYTES)
        return self._seeds.getrandbits(8 * SEED_BYTES).to_bytes(SEED_BYTES, "big")

    def new_token(self) -> str:
        """A seat's secret token (its way back after a drop), from the CSPRNG; a rehearsal's
        from its seeded source, so the same seed stores the same record."""
        if self._tokens is None:
            return secrets.token_urlsafe(16)
        return base64.urlsafe_b64encode(self._tokens.getrandbits(128).to_bytes(16, "big")
                                        ).rstrip(b"=").decode()

    def deal(self, table: int, bets: dict[str, int], at: float,
             shuffle: ShuffleSeed | None = None) -> list[Told]:
        """`shuffle`: the seed (and the players' entropy) the hand's shoe is derived from,
        stored with the command so a resume deals the same cards."""
        payload: dict[str, Any] = {"table": table, "bets": bets}
        if shuffle is not None:
            payload["shuffle"] = shuffle.to_payload()
        return self._command("deal", payload, at, table)

    def act(self, table: int, seat: str, action: str, amount: int | None,
            at: float) -> list[Told]:
        return self._command("act", {"table": table, "seat": seat, "action": action,
                                     "amount": amount}, at, table)

    def timeout(self, table: int, at: float) -> list[Told]:
        """The seat to act ran out of time: it gets the rules' default (S7-8 ruling: stand)."""
        return self._command("timeout", {"table": table}, at, table)

    def direct(self, act: str, at: float, **arguments: Any) -> list[Told]:
        return self._command("direct", {"act": act, **arguments}, at, arguments.get("table"))

    def _command(self, kind: str, payload: dict[str, Any], at: float,
                 table: int | None = None) -> list[Told]:
        """Run a command; store it with its events and draws; hand the events back. Once the
        tournament is over it takes none: its record is closed ("finished" in the store)."""
        if self.tournament.over:
            raise IllegalAction(f"{self.name} is over: nothing more can be done in it")
        try:
            told = self._execute(kind, payload, at)
        except Exception:
            self.rng.take()  # a refused command consumed nothing worth keeping
            raise
        draws = self.rng.take()
        if self.store is not None:
            self.store.append(self.tournament_id, kind=kind, payload=payload, at=at, draws=draws,
                              events=[{"table": t.table, **event_to_dict(t.event)} for t in told],
                              table=table)
        self.commands_applied += 1
        return told

    @staticmethod
    def tokens(commands: Iterator[Any]) -> dict[str, str]:
        """Each seat's token, from the stored registrations."""
        return {record.payload["name"]: record.payload.get("token", "") for record in commands
                if record.kind in ("register", "late_entry", "claim")}

    def replay_stored(self, store: StoredLog, tournament: int) -> list[Any]:
        """Run again every command stored for `tournament`, checking its events; the commands
        (chat included, which changes nothing and is not run)."""
        produced: dict[int, list[dict[str, Any]]] = {}
        for event in store.events(tournament):
            produced.setdefault(event.command, []).append(dict(event.payload))
        commands = list(store.commands(tournament))
        self.replay(_Stored(record, produced.get(record.seq, [])) for record in commands
                    if record.kind != "chat")
        return commands

    def replay(self, commands: Iterator[Any]) -> int:
        """Run stored commands again (records with kind, payload, at, draws, and the events
        they produced); refuse a log whose events do not come out the same."""
        count = 0
        for record in commands:
            self.rng.feed(record.draws or [])
            told = self._execute(record.kind, record.payload, record.at)
            if self.rng.replaying:
                raise ReplayMismatch(f"Command {record.seq} used fewer random draws than stored")
            self.rng.take()
            produced = [{"table": t.table, **event_to_dict(t.event)} for t in told]
            stored = getattr(record, "events", None)
            if stored is not None and produced != stored:
                raise ReplayMismatch(f"Command {record.seq} ({record.kind}) no longer produces "
                                     "the events stored with it")
            count += 1
        self.commands_applied += count
        return count

    # ---- the commands' effects --------------------------------------------------------------

    def _execute(self, kind: str, payload: dict[str, Any], at: float) -> list[Told]:
        handler = self._handlers().get(kind)
        if handler is None:
            raise IllegalAction(f"Unknown command {kind!r}")
        return handler(payload, at)

    def _handlers(self) -> dict[str, Callable[[dict[str, Any], float], list[Told]]]:
        return {
            "register": lambda p, at: [Told(None, self.tournament.register(p["name"]))],
            "claim": lambda p, at: [],  # a token only (`claim`); the host judges it
            "start": self._start,
            "late_entry": lambda p, at: to_all(self.tournament.late_entry(
                p["name"], at, self.level(at))),
            "away": self._away,
            "deal": self._deal,
            "act": self._act,
            "timeout": self._timeout,
            "direct": self._direct,
        }

    def _start(self, payload: dict[str, Any], at: float) -> list[Told]:
        return self.begin(at)

    def begin(self, at: float) -> list[Told]:
        """The tournament starts (S7-24: the director's word) and its clock with it; a live
        game's tournament started already: its clock only."""
        if self.live:
            if self.clock is None:
                raise IllegalAction("A 10-hand knockout has no clock to run (T10-2)")
            self.clock.start(at)
            return []
        events = self.tournament.start(at)
        if self.clock is not None:
            self.clock.start(at)
        return to_all(events)

    def _away(self, payload: dict[str, Any], at: float) -> list[Told]:
        name, away = payload["name"], bool(payload["away"])
        self.tournament.set_away(name, away)
        if away:
            self.hands_away.setdefault(name, 0)
        else:
            self.hands_away.pop(name, None)
        return []

    def away(self) -> dict[str, int]:
        """Who is played as away now, by name, with the hands dealt to each since."""
        return {name: self.hands_away.get(name, 0) for name in sorted(self.tournament.away)}

    def _deal(self, payload: dict[str, Any], at: float) -> list[Told]:
        table = int(payload["table"])
        if self.dealing_waits(at) is not None:
            raise IllegalAction("The clock is stopped: no hand is dealt now")
        level = self.level(at)
        seated = {seat.name for seat in self.seats(table)}
        # A bet chosen for the level before this one is no bet (S7-8, C-14: the minimum). The
        # schedule asks the bets again when a level begins (app/net/scheduler.py); this is for
        # a level that begins between its look and the deal.
        bets = {name: amount for name, amount in dict(payload["bets"]).items()
                if name in seated and self.bet_allowed(table, name, level, amount)}
        try:
            seed = ShuffleSeed.from_payload(payload.get("shuffle"))
        except (ValueError, KeyError, TypeError) as error:
            raise IllegalAction(f"The hand's shuffle seed is unreadable: {error}") from None
        round_ = self.tournament.next_round(table, level, seed=seed)
        try:
            events = round_.start(bets)
        except EngineError:
            self.tournament.withdraw_round(table, round_)  # nothing was dealt
            raise
        hand = self.hand_numbers[table] = self.hand_numbers.get(table, 0) + 1
        for name in seated & self.tournament.away:
            self.hands_away[name] = self.hands_away.get(name, 0) + 1
        if seed is None:
            told = []
        else:
            assert isinstance(round_.shoe, ProvableShoe)  # next_round derived it from `seed`
            self._open_proofs[table] = (hand, round_.shoe)
            told = [Told(table, ShuffleCommitted(hand=hand, commitment=seed.commitment))]
        return told + self._after_round_events(table, round_, list(events))

    def _act(self, payload: dict[str, Any], at: float) -> list[Told]:
        table = int(payload["table"])
        round_ = self._round(table)
        try:
            action = Action.parse(payload["action"])
        except ValueError as error:
            raise IllegalAction(str(error)) from None
        events = round_.act(str(payload["seat"]), action, payload.get("amount"))
        return self._after_round_events(table, round_, list(events))

    def _timeout(self, payload: dict[str, Any], at: float) -> list[Told]:
        table = int(payload["table"])
        round_ = self._round(table)
        decision = round_.decision()
        if decision is None:
            raise IllegalAction("Nobody is to act at that table")
        action = default_action(decision)
        span = round_.amount_range(decision.seat, action)
        events = round_.act(decision.seat, action, None if span is None else span[0])
        return self._after_round_events(table, round_, list(events))

    def _after_round_events(self, table: int, round_: Round,
                            events: list[Event]) -> list[Told]:
        told = [Told(table, event) for event in events]
        if round_.over:
            after = to_all(self.tournament.finish_round(table, round_))
            told += self.reveal_spent() + after
        return told

    def reveal_spent(self) -> list[Told]:
        """The seed of every shoe that will deal no more (its hand over; its match over, the
        other player's last hand included), for anyone to check; never sooner, since the
        seed shows the cards the shoe has yet to deal."""
        told = []
        for table in sorted(self._open_proofs):
            first_hand, shoe = self._open_proofs[table]
            if self.tournament.shoe_done(table, shoe):
                del self._open_proofs[table]
                told.append(Told(table, revealed(first_hand, shoe)))
        return told

    def _round(self, table: int) -> Round:
        round_ = self.tournament.rounds.get(table)
        if round_ is None:
            raise IllegalAction(f"No hand is in play at table {table}")
        return round_

    def _direct(self, payload: dict[str, Any], at: float) -> list[Told]:
        """A director's act, stored and replayed: its class does it (app/core/director_acts.py)."""
        act = ACTS.get(str(payload.get("act")))
        if act is None:
            raise IllegalAction(f"Unknown director act {payload.get('act')!r}")
        return act.apply(self, payload, at)

    def level_clock(self) -> Clock:
        """The tournament's level clock; IllegalAction for a 10-hand knockout, which has none."""
        if self.clock is None:
            raise IllegalAction("A 10-hand knockout has no clock (T10-2)")
        return self.clock

    def chat(self, table: int | None, name: str, text: str, at: float) -> None:
        """A chat line (S7-25), kept with the hand history. It changes nothing in the game, so
        a resume does not run it again (see `replay_stored`). Said after the end, it is told
        but not kept: the tournament's record is closed."""
        if self.store is not None and not self.tournament.over:
            self.store.append(self.tournament_id, kind="chat", payload={}, at=at, table=table,
                              events=[{"type": "Chat", "table": table, "name": name,
                                       "text": text}])


def default_action(decision: Decision) -> Action:
    """What a seat that did not act in time does: the decision's own default, else stand
    (S7-8 ruling), else the first legal action in a fixed order (a raised hand must hit)."""
    if decision.default is not None:
        return decision.default
    for action in (Action.STAND, Action.CHECK, Action.HIT):
        if action in decision.actions:
            return action
    if decision.kind is DecisionKind.PLAY and decision.actions:
        return sorted(decision.actions, key=lambda a: a.value)[0]
    raise IllegalAction("There is no default for this decision")


