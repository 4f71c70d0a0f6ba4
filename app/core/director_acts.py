"""A director's acts (S7-24), each one class: its words in a director's log, whether it may be
done now and, if not, why, and what it does to the game (issue 37).

The host checks an act here before it runs it, and sends every director which acts may be
done now and why the others may not (the snapshot's `acts`, docs/protocol.md): the desktop
console and the phone remote enable what the host allows and say its reason beside what it
does not, deciding nothing themselves. What an act needs beyond the moment (a table with a
hand in play, a late entry waiting) is still the host's and the game's to refuse when it is
asked, in words.

The game runs an act from its stored command (`Game.direct`, replayed alike on a resume) by
the act's `apply`: one dispatch. The acts that are the host's alone (a late entry's answer,
the spectators' chat, the night's next tournament) are not stored and not the game's: the host
runs them by the act's `at_host`, with what it holds (`HostSide`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from app.core.told import Told, to_all
from app.engine.clock import Clock, ClockState
from app.engine.errors import IllegalAction
from app.engine.schedule import Schedule
from app.engine.tournament.base import Tournament
from app.engine.variants import variant_of
from app.phrases import Phrase


class Directed(Protocol):
    """What an act sees of the game it is done to (app/core/game.py `Game`)."""

    @property
    def tournament(self) -> Tournament: ...
    @property
    def variant(self) -> str: ...
    @property
    def started(self) -> bool: ...
    @property
    def clock(self) -> Clock | None: ...

    def clock_state(self, now: float) -> ClockState | None: ...
    def table_numbers(self) -> list[int]: ...
    def begin(self, at: float) -> list[Told]: ...
    def level_clock(self) -> Clock: ...
    def reveal_spent(self) -> list[Told]: ...


@dataclass(frozen=True, slots=True)
class Moment:
    """What decides which acts may be done: the tournament as the host has it now."""

    started: bool
    over: bool
    clock: bool  # the tournament has a level clock (a 10-hand knockout has none, T10-2)
    paused: bool
    tables: int
    players_left: int
    sudden_death_rule: bool  # the rules have sudden death (S7-22)
    sudden_death: bool  # declared already
    nights: bool  # the host runs a night of several tournaments (issue 21)

    @classmethod
    def of(cls, game: Directed, now: float, *, nights: bool) -> Moment:
        tournament = game.tournament
        state = game.clock_state(now)
        return cls(started=game.started, over=tournament.over, clock=game.clock is not None,
                   paused=state is not None and state.started and not state.running,
                   tables=len(game.table_numbers()),
                   players_left=len(tournament.players_left()),
                   sudden_death_rule=variant_of(game.variant).sudden_death,
                   sudden_death=tournament.sudden_death, nights=nights)


class HostSide(Protocol):
    """What the host's own acts and a stored act's preparation use (app/net/host.py)."""

    def answer_entry(self, player: str, admit: bool) -> str:
        """Admit or refuse a waiting late entry (S7-3); why not, or ""."""
        ...

    def spectators_chat(self, open_: bool) -> None:
        """Open or close the spectators' chat (issue 20)."""
        ...

    async def next_tournament(self) -> str:
        """Open the night's next tournament (issue 21); why not, or ""."""
        ...

    def drop_decision(self, table: int) -> None:
        """Forget the open decision at `table` (its hand is being voided)."""
        ...


def _number(value: object) -> str | int:
    """An act's argument as a phrase holds it: a whole number as such, else its text."""
    return value if isinstance(value, int) and not isinstance(value, bool) else str(value)


class Act:
    """One act: its name on the wire (`DirectorAct`), its words, and why it may not be done
    now (None: it may)."""

    name: ClassVar[str]
    # Every director hears of it anyway: from its event (a move, a void, sudden death) or the
    # host's own notice (the spectators' chat), so no "Another director: ..." is sent.
    told_otherwise: ClassVar[bool] = False
    stored: ClassVar[bool] = True  # a command of the game, replayed on a resume; else the host's
    # What it takes (the arguments it cannot go without), and the phrase asking for them.
    needs: ClassVar[tuple[str, ...]] = ()
    asks: ClassVar[str] = ""

    def missing(self, payload: Mapping[str, Any]) -> Phrase | None:
        """What it lacks of what it takes, in words; None when it has it all (the host
        refuses an act on arrival so, and the game before it runs)."""
        lacks = any(payload.get(name) is None for name in self.needs)
        return Phrase(self.asks) if lacks else None

    def given(self, payload: Mapping[str, Any], name: str) -> Any:
        """An argument it takes; without it the act is refused, saying what it needs (a
        refusal changes nothing, where a missing key would stop the host)."""
        value = payload.get(name)
        if value is None:
            raise IllegalAction(Phrase(self.asks))
        return value

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase(f"act_{self.name}")

    def refusal(self, now: Moment) -> Phrase | None:
        return None

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        """Do it to the game, the events it made handed back for the host to tell."""
        raise IllegalAction(f"The host answers {self.name!r} itself: it is not stored")

    def prepare(self, host: HostSide, payload: Mapping[str, Any]) -> None:
        """What the host does first, before the stored command runs."""

    async def at_host(self, host: HostSide, payload: Mapping[str, Any]) -> str:
        """A host's own act (not `stored`): done; why not, or ""."""
        raise IllegalAction(f"{self.name!r} is a command of the game")


def _playing(now: Moment) -> Phrase | None:
    """Why a clock act may not be done: no clock, not started, or over."""
    if not now.clock:
        return Phrase("no_clock")
    if not now.started:
        return Phrase("not_started")
    return Phrase("tournament_over") if now.over else None


def _before_the_end(now: Moment) -> Phrase | None:
    return Phrase("tournament_over") if now.over else None


class Start(Act):
    name = "start"

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        return game.begin(at)

    def refusal(self, now: Moment) -> Phrase | None:
        return Phrase("started_already") if now.started else None


class Pause(Act):
    name = "pause"

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        game.level_clock().pause(at)
        return []

    def refusal(self, now: Moment) -> Phrase | None:
        return _playing(now) or (Phrase("paused_already") if now.paused else None)


class Resume(Act):
    name = "resume"

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        game.level_clock().resume(at)
        return []

    def refusal(self, now: Moment) -> Phrase | None:
        return _playing(now) or (None if now.paused else Phrase("not_paused"))


class AddTime(Act):
    name = "add_time"
    needs, asks = ("seconds",), "say_seconds"

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase("act_add_minute" if float(str(arguments["seconds"])) > 0
                      else "act_take_minute")

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        clock = game.level_clock()
        clock.add_time(float(self.given(payload, "seconds")), at)
        return []

    def refusal(self, now: Moment) -> Phrase | None:
        return Phrase("no_clock") if not now.clock else _before_the_end(now)


class Jump(Act):
    name = "jump"
    needs, asks = ("level",), "say_level"

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase("act_jump", _number(arguments["level"]))

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        clock = game.level_clock()
        clock.jump_to_level(int(self.given(payload, "level")), at)
        return []

    def refusal(self, now: Moment) -> Phrase | None:
        return Phrase("no_clock") if not now.clock else _before_the_end(now)


class ChangeSchedule(Act):
    """S7-24: the levels and breaks to come."""

    name = "schedule"
    needs, asks = ("schedule",), "say_schedule"

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        clock = game.level_clock()
        data = payload.get("schedule")
        if not isinstance(data, dict):
            raise IllegalAction("Send the schedule as levels and breaks")
        variant = str(clock.schedule.variant)
        clock.change_schedule(Schedule.from_dict({"variant": variant, **data}), at)
        return []

    def refusal(self, now: Moment) -> Phrase | None:
        return Phrase("no_clock") if not now.clock else _before_the_end(now)


class SuddenDeath(Act):
    name = "sudden_death"
    told_otherwise = True

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        return to_all(game.tournament.declare_sudden_death(at))

    def refusal(self, now: Moment) -> Phrase | None:
        if not now.sudden_death_rule:
            return Phrase("no_sudden_death")
        if not now.started or now.over:
            return Phrase("not_started") if not now.started else Phrase("tournament_over")
        if now.sudden_death:
            return Phrase("sudden_death_already")
        return None if now.players_left == 2 else Phrase("not_heads_up")


class Void(Act):
    name = "void"
    told_otherwise = True
    needs, asks = ("table",), "say_void_table"

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase("act_void", _number(arguments["table"]))

    def prepare(self, host: HostSide, payload: Mapping[str, Any]) -> None:
        table = payload.get("table")
        if isinstance(table, int):
            host.drop_decision(table)  # the hand's open decision goes with it

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        table = int(self.given(payload, "table"))
        told = [Told(table, event) for event in game.tournament.void_hand(table, at)]
        return told + game.reveal_spent()

    def refusal(self, now: Moment) -> Phrase | None:
        return _before_the_end(now)


class Move(Act):
    name = "move"
    told_otherwise = True
    needs, asks = ("player", "table"), "say_move"

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase("act_move", _number(arguments["player"]), _number(arguments["table"]))

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        """S7-24: the director moves a player."""
        player, target = payload.get("player"), payload.get("table")
        if not isinstance(player, str) or not isinstance(target, int):
            raise IllegalAction(Phrase(self.asks))
        return to_all(game.tournament.move_player(player, target, at))

    def refusal(self, now: Moment) -> Phrase | None:
        return _before_the_end(now) or (Phrase("one_table") if now.tables < 2 else None)


class Admit(Act):
    """S7-3: a waiting late entry let in, at the terms the director saw."""

    name = "admit"
    stored = False  # the late entry, once taken, is stored as the game's `late_entry`
    needs, asks = ("player",), "say_admit"

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase("act_admit", _number(arguments["player"]))

    async def at_host(self, host: HostSide, payload: Mapping[str, Any]) -> str:
        return host.answer_entry(str(payload.get("player", "")), True)


class Refuse(Act):
    name = "refuse"
    stored = False
    needs, asks = ("player",), "say_refuse"

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase("act_refuse", _number(arguments["player"]))

    async def at_host(self, host: HostSide, payload: Mapping[str, Any]) -> str:
        return host.answer_entry(str(payload.get("player", "")), False)


class OpenSpectatorChat(Act):
    """Issue 20: not stored, a resumed night starts with the chat closed again."""

    name = "open_spectator_chat"
    told_otherwise = True
    stored = False

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase("act_open_chat")

    async def at_host(self, host: HostSide, payload: Mapping[str, Any]) -> str:
        host.spectators_chat(True)
        return ""


class CloseSpectatorChat(Act):
    name = "close_spectator_chat"
    told_otherwise = True
    stored = False

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase("act_close_chat")

    async def at_host(self, host: HostSide, payload: Mapping[str, Any]) -> str:
        host.spectators_chat(False)
        return ""


class NextTournament(Act):
    """Issue 21: the night's next tournament, once this one is over and stored."""

    name = "next_tournament"
    stored = False

    async def at_host(self, host: HostSide, payload: Mapping[str, Any]) -> str:
        return await host.next_tournament()

    def refusal(self, now: Moment) -> Phrase | None:
        if not now.nights:
            return Phrase("one_tournament")
        return None if now.over else Phrase("not_over")


ACTS: Mapping[str, Act] = {act.name: act for act in (
    Start(), Pause(), Resume(), AddTime(), Jump(), ChangeSchedule(), SuddenDeath(), Void(),
    Move(), Admit(), Refuse(), OpenSpectatorChat(), CloseSpectatorChat(), NextTournament())}


def refusals(now: Moment) -> dict[str, Phrase]:
    """The acts that may not be done now, each with why."""
    return {name: why for name, act in ACTS.items() if (why := act.refusal(now)) is not None}


def told_to_other_directors(act: str, arguments: Mapping[str, object]) -> str:
    """The notice for the other directors once `act` is done, a phrase each director words in
    its own language; "" for an act they hear of otherwise."""
    found = ACTS[act]
    return "" if found.told_otherwise else Phrase("another_director", found.words(arguments))
