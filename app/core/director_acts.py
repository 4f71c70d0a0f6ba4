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
from typing import Annotated, Any, ClassVar, Protocol

import msgspec

from app.core.bounded import AddedSeconds, LevelNumber, Payload, Schedule, TableNumber
from app.core.told import Told, to_all
from app.engine.clock import Clock, ClockState
from app.engine.errors import IllegalAction
from app.engine.schedule import Schedule as LevelSchedule
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

    def announce(self, words: Phrase) -> None:
        """Tell every screen (players, displays, spectators, directors) `words`."""
        ...


def _number(value: object) -> str | int:
    """An act's argument as a phrase holds it: a whole number as such, else its text."""
    return value if isinstance(value, int) and not isinstance(value, bool) else str(value)


class Act:
    """One act: its name on the wire (`Direct.act`), what it takes, its words, and why it may
    not be done now (None: it may)."""

    name: ClassVar[str]
    # Every director hears of it anyway: from its event (a move, a void, sudden death) or the
    # host's own notice (the spectators' chat), so no "Another director: ..." is sent.
    told_otherwise: ClassVar[bool] = False
    stored: ClassVar[bool] = True  # a command of the game, replayed on a resume; else the host's
    # It acts on the level clock alone: a record's clock is replayed from these acts
    # (app/core/record.py `stored_clock`), without the tournament's hands.
    on_clock: ClassVar[bool] = False
    # What it takes, typed and bounded as it arrives (each field one argument, named as a
    # console asks for it: app/net/protocol.py `OfferedAct`), and the phrase asking for it.
    Arguments: ClassVar[type[Payload]] = Payload
    asks: ClassVar[str] = "takes_nothing"
    # A button's words where a console draws the act from what it takes ("" for an act the
    # consoles have controls of their own for): an act added with a label needs no UI's change.
    label: ClassVar[str] = ""

    def checked(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        """`arguments` as this act takes them, in plain data as its command is stored; an
        act that lacks any, or is sent what it does not take, is refused in words."""
        try:
            typed = msgspec.convert(arguments, self.Arguments)
        except msgspec.ValidationError as error:
            raise IllegalAction(Phrase("act_not_taken", Phrase(self.asks), str(error))) from None
        taken: dict[str, Any] = msgspec.to_builtins(typed)
        return taken

    @classmethod
    def takes(cls) -> list[str]:
        return list(cls.Arguments.__struct_fields__)

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


def _in_play(now: Moment) -> Phrase | None:
    """Why an act on the tables may not be done: no tables yet (issue 38: "Void the hand"
    was offered before the start), or none any more."""
    return Phrase("not_started") if not now.started else _before_the_end(now)


class Start(Act):
    name = "start"
    on_clock = True

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        return game.begin(at)

    def refusal(self, now: Moment) -> Phrase | None:
        return Phrase("started_already") if now.started else None


class Pause(Act):
    name = "pause"
    on_clock = True

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        game.level_clock().pause(at)
        return []

    def refusal(self, now: Moment) -> Phrase | None:
        return _playing(now) or (Phrase("paused_already") if now.paused else None)


class Resume(Act):
    name = "resume"
    on_clock = True

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        game.level_clock().resume(at)
        return []

    def refusal(self, now: Moment) -> Phrase | None:
        return _playing(now) or (None if now.paused else Phrase("not_paused"))


class AddTime(Act):
    name = "add_time"
    on_clock = True
    asks = "say_seconds"

    class Arguments(Payload, frozen=True):
        seconds: AddedSeconds

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase("act_add_minute" if float(str(arguments["seconds"])) > 0
                      else "act_take_minute")

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        clock = game.level_clock()
        clock.add_time(float(self.given(payload, "seconds")), at)
        return []

    def refusal(self, now: Moment) -> Phrase | None:
        return _playing(now)  # the clock refuses it before its start


class Jump(Act):
    name = "jump"
    on_clock = True
    asks = "say_level"

    class Arguments(Payload, frozen=True):
        level: LevelNumber

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase("act_jump", _number(arguments["level"]))

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        clock = game.level_clock()
        clock.jump_to_level(int(self.given(payload, "level")), at)
        return []

    def refusal(self, now: Moment) -> Phrase | None:
        return _playing(now)  # the clock refuses it before its start


class ChangeSchedule(Act):
    """S7-24: the levels and breaks to come."""

    name = "schedule"
    on_clock = True
    asks = "say_schedule"

    class Arguments(Payload, frozen=True):
        schedule: Schedule

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        clock = game.level_clock()
        data = payload.get("schedule")
        if not isinstance(data, dict):
            raise IllegalAction("Send the schedule as levels and breaks")
        variant = str(clock.schedule.variant)
        clock.change_schedule(LevelSchedule.from_dict({"variant": variant, **data}), at)
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
    asks = "say_void_table"

    class Arguments(Payload, frozen=True):
        table: TableNumber

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
        return _in_play(now)


class Move(Act):
    name = "move"
    told_otherwise = True
    asks = "say_move"

    class Arguments(Payload, frozen=True):
        player: str
        table: TableNumber

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase("act_move", _number(arguments["player"]), _number(arguments["table"]))

    def apply(self, game: Directed, payload: Mapping[str, Any], at: float) -> list[Told]:
        """S7-24: the director moves a player."""
        player, target = payload.get("player"), payload.get("table")
        if not isinstance(player, str) or not isinstance(target, int):
            raise IllegalAction(Phrase(self.asks))
        return to_all(game.tournament.move_player(player, target, at))

    def refusal(self, now: Moment) -> Phrase | None:
        return _in_play(now) or (Phrase("one_table") if now.tables < 2 else None)


class _LateEntryAnswer(Act):
    """S7-3: the director's answer to a waiting late entry, at the terms the director saw
    (not stored: the late entry, once taken, is stored as the game's `late_entry`)."""

    stored = False
    admits: ClassVar[bool]

    class Arguments(Payload, frozen=True):
        player: str

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase(f"act_{self.name}", _number(arguments["player"]))

    async def at_host(self, host: HostSide, payload: Mapping[str, Any]) -> str:
        return host.answer_entry(str(payload.get("player", "")), self.admits)


class Admit(_LateEntryAnswer):
    name, admits, asks = "admit", True, "say_admit"


class Refuse(_LateEntryAnswer):
    name, admits, asks = "refuse", False, "say_refuse"


class _SpectatorChat(Act):
    """Issue 20: not stored, a resumed night starts with the chat closed again. Every
    director hears of it from the host's own notice."""

    told_otherwise = True
    stored = False
    opens: ClassVar[bool]

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase("act_open_chat" if self.opens else "act_close_chat")

    async def at_host(self, host: HostSide, payload: Mapping[str, Any]) -> str:
        host.spectators_chat(self.opens)
        return ""


class OpenSpectatorChat(_SpectatorChat):
    name, opens = "open_spectator_chat", True


class CloseSpectatorChat(_SpectatorChat):
    name, opens = "close_spectator_chat", False


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


class Announce(Act):
    """Words from the director to every screen: the players' windows and phones, the kiosks
    and clock pages, the spectators and the other directors (dinner is served, a lost phone,
    a prize for the last one standing)."""

    name = "announce"
    stored = False  # a word to the room, not a move of the game: a resume does not repeat it
    told_otherwise = True  # every director reads the announcement itself
    asks = "say_announcement"
    label = "announce_label"

    class Arguments(Payload, frozen=True):
        # A line on every screen: some words, at most as long as a chat line (S7-25).
        text: Annotated[str, msgspec.Meta(min_length=1, max_length=200, pattern=r"\S")]

    def words(self, arguments: Mapping[str, object]) -> Phrase:
        return Phrase("act_announce", str(arguments["text"]).strip())

    async def at_host(self, host: HostSide, payload: Mapping[str, Any]) -> str:
        host.announce(Phrase("announced", str(self.given(payload, "text")).strip()))
        return ""


ACTS: Mapping[str, Act] = {act.name: act for act in (
    Start(), Pause(), Resume(), AddTime(), Jump(), ChangeSchedule(), SuddenDeath(), Void(),
    Move(), Admit(), Refuse(), OpenSpectatorChat(), CloseSpectatorChat(), NextTournament(),
    Announce())}


def checked_act(name: str, arguments: Mapping[str, Any]) -> tuple[Act, dict[str, Any]]:
    """The act called `name` and its arguments as it takes them; an unknown act, or
    arguments it does not take, refused in words (IllegalAction), before anything changes."""
    act = ACTS.get(name)
    if act is None:
        raise IllegalAction(Phrase("unknown_act", name))
    return act, act.checked(arguments)


def offered() -> list[Act]:
    """The acts a console draws from what they take (those with a `label`)."""
    return [act for act in ACTS.values() if act.label]


def refusals(now: Moment) -> dict[str, Phrase]:
    """The acts that may not be done now, each with why."""
    return {name: why for name, act in ACTS.items() if (why := act.refusal(now)) is not None}


def told_to_other_directors(act: str, arguments: Mapping[str, object]) -> str:
    """The notice for the other directors once `act` is done, a phrase each director words in
    its own language; "" for an act they hear of otherwise."""
    found = ACTS[act]
    return "" if found.told_otherwise else Phrase("another_director", found.words(arguments))
