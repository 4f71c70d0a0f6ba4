"""Who sees what: each client's view of the events a command produced (a face-down card only to
its holder, C-11), encoded once per distinct view and queued for every client who may see it;
the snapshot of the tournament; the clock page's state."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

import msgspec

from app.core.director_acts import Moment, offered, refusals
from app.core.game import Game
from app.core.told import Told
from app.core.tournament_words import is_tournament_event, tournament_phrase
from app.core.wire import event_to_dict
from app.engine.clock import ClockState
from app.engine.events import Event, HandEnded, HandVoided
from app.engine.schedule import Schedule
from app.engine.shuffle_proof import ShuffleRevealed
from app.net import protocol as p
from app.net.outbox import Outbox
from app.net.sessions import Session, Sessions
from app.net.tournament_time import TournamentTime
from app.phrases import Phrase


class EntryTerms(Protocol):
    """A late entry waiting for the director's word, as the snapshot shows it (S7-3)."""

    table: int
    penalty: int


ANNOUNCED_SECONDS = 60.0  # a clock page shows words told to every screen this long


class Views:
    def __init__(self, game: Game, sessions: Sessions, outbox: Outbox, time: TournamentTime,
                 entries: Mapping[str, EntryTerms],
                 nights: Callable[[], bool] = lambda: False) -> None:
        self.game = game
        self.sessions = sessions
        self.outbox = outbox
        self.time = time
        self.entries = entries
        self.nights = nights  # the host runs a night of several tournaments (issue 21)
        # The last words told to every screen, and when (host time): the clock page shows
        # them for a while, as the kiosk does (`announce`).
        self.announced: tuple[Phrase, float] | None = None

    def announce(self, words: Phrase) -> None:
        """Words for every screen (a director's announcement): a notice to every connection,
        each worded in its reader's language, and the clock page's for ANNOUNCED_SECONDS."""
        self.announced = (words, self.time.now())
        self.outbox.send_all(list(self.sessions), p.notice(words))

    def tell(self, told: list[Told]) -> int:
        """Each client gets the events it may see, each as it may see it (C-11), once they
        are stored and after everything told before them; the mark they wait for."""
        # Who gets what is worked out now, from the state this command left; each client's
        # frames go after what was queued before, once the store has it.
        mark = self.outbox.mark()
        for session, frame in self.deliveries(told):
            self.outbox.queue(session, frame, mark)
        return mark

    def deliveries(self, told: list[Told]) -> list[tuple[Session, bytes]]:
        by_table: dict[int | None, list[Event]] = {}
        for item in told:
            by_table.setdefault(item.table, []).append(item.event)
        # Worked out once per batch, not once per client: who holds a face-down card in it,
        # whom it names, and where everyone sits.
        holders = {table: {name for e in events if e.visible_to for name in e.visible_to}
                   for table, events in by_table.items()}
        # Who a batch names, and everyone whose hand it ends: a player who busted early and is
        # moved (or whose table breaks) at the hand's end still sees its end, the dealer's
        # cards and the stacks, and so can check the shoe's proof (found by bench/host_load.py:
        # "22 cards were dealt, the proof says 24").
        named = {table: {getattr(e, "seat", None) for e in events} | {
                     name for e in events if isinstance(e, HandEnded | HandVoided)
                     for name in e.stacks}
                 for table, events in by_table.items()}
        table_of = self.game.tournament.table_of
        frames: dict[tuple[int | None, str | None], bytes] = {}
        # The tournament's own events in words (a phrase each: no card is in them), once; a
        # hand's own events (most of every batch) pass one type check.
        said = {table: [p.phrase_words(words) for e in events if is_tournament_event(e)
                        and (words := tournament_phrase(e)) is not None]
                for table, events in by_table.items()}
        # A kiosk hears the tournament's news (moves...) and, of the hands, only their ends:
        # the stacks its standings follow after every hand, never a card (unless it follows
        # "hands": then the face-up cards a spectator sees).
        ends = {table: p.encode(p.Events(table=table, events=[
                    event_to_dict(e) for e in events if isinstance(e, HandEnded | HandVoided)]))
                for table, events in by_table.items()
                if table is not None and any(isinstance(e, HandEnded | HandVoided)
                                             for e in events)}
        # A shoe's proof goes to every player whose shoe it was, one whose match it ended
        # included (a 10-hand loser no longer sits at a table, T10-14): they check it.
        revealed = {table: [e for e in events if isinstance(e, ShuffleRevealed)]
                    for table, events in by_table.items() if table is not None}
        proved_to = {table: {name for e in found for name in e.entropy}
                     for table, found in revealed.items() if found}
        proofs = {table: p.encode(p.Events(table=table, events=[
                      event_to_dict(e) for e in revealed[table]])) for table in proved_to}
        deliveries: list[tuple[Session, bytes]] = []
        for session in list(self.sessions):
            for table, events in by_table.items():
                # A display that follows "hands" (the TV page) sees them as a spectator does,
                # below: face up only (C-11).
                if session.role == "display" and table is not None and \
                        "hands" not in session.follows:
                    if table in ends:
                        deliveries.append((session, ends[table]))
                    continue
                if table is not None and session.role == "player" and \
                        table_of.get(session.name) != table and session.name not in named[table]:
                    if session.name in proved_to.get(table, ()):
                        deliveries.append((session, proofs[table]))
                    continue
                # One encoding per distinct view: everyone shares it unless a card in the
                # batch is face down, and then only its holder's differs.
                viewer = session.viewer
                key = (table, viewer if viewer in holders[table] else None)
                frame = frames.get(key)
                if frame is None:
                    shown = [event_to_dict(e if e.visible_for(key[1]) else e.redacted())
                             for e in events]
                    frame = frames[key] = p.encode(p.Events(table=table, events=shown,
                                                            said=said[table]))
                deliveries.append((session, frame))
        if None in by_table:
            snapshot = p.encode(self.snapshot())
            deliveries += [(session, snapshot) for session in list(self.sessions)]
        return deliveries

    def tell_table(self, table: int, message: p.Message) -> None:
        """`message` to those who follow the hand at `table`: its players and spectators (not
        a kiosk, which shows no hand, nor a director's console, which shows no felt)."""
        table_of = self.game.tournament.table_of
        followers = [session for session in self.sessions
                     if session.role == "spectator" or
                     (session.role == "player" and table_of.get(session.name) == table)]
        self.outbox.send_all(followers, message)

    def catch_up(self, session: Session) -> None:
        """A player who (re)joins mid-hand gets that hand's events as they may see them."""
        table = self.game.tournament.table_of.get(session.name)
        round_ = self.game.round_at(table) if table is not None else None
        if round_ is not None:
            shown = [event_to_dict(e if e.visible_for(session.name) else e.redacted())
                     for e in round_.log]
            self.outbox.send(session, p.Events(table=table, events=shown))

    def snapshot(self) -> p.Snapshot:
        game = self.game
        tournament = game.tournament
        now = self.time.now()
        clock = game.clock
        # Before the start too (`started` false): a kiosk shows the first level waiting.
        state = clock.state(now) if clock is not None else None
        away = game.away()
        return p.Snapshot(
            variant=game.variant, started=game.started,
            over=tournament.over,
            tables={n: [p.SeatRow(name=seat.name, chips=seat.chips, seat=seat.seat,
                                  away=away.get(seat.name))
                        for seat in game.seats(n)] for n in game.table_numbers()},
            dealers={n: game.dealer_of(n) for n in game.table_numbers()},
            standings=[p.StandingRow(name=row.name, chips=row.chips, place=row.place,
                                     table=row.table) for row in tournament.standings()],
            clock=clock_shown(state, self.time.speedup) if state is not None else None,
            players=list(tournament.field), now=now,
            entries=[p.LateEntry(name=name, table=entry.table, penalty=entry.penalty)
                     for name, entry in self.entries.items()],
            waitlist=list(tournament.waitlist),
            schedule=schedule_shown(clock.schedule) if clock is not None else None,
            match_played=game.match_played(),
            acts={name: p.phrase_words(why) for name, why
                  in refusals(Moment.of(game, now, nights=self.nights())).items()},
            offered=offered_acts(),
            pending=[p.phrase_words(Phrase("pending_move", player, table, waits_for))
                     for player, table, waits_for in tournament.pending_moves()])

    def tell_directors(self) -> None:
        """The snapshot to the directors' consoles alone: what changed shows nobody else
        anything (the hands dealt to a player away, issue 38)."""
        self.outbox.send_all(self.sessions.directors(), self.snapshot())

    def broadcast_snapshot(self) -> None:
        self.outbox.send_all(list(self.sessions), self.snapshot())

    def clock_page_state(self) -> dict[str, Any]:
        """What the clock page shows (app/net/web_clock.py), as plain data: the clock at this
        moment in the host's time base (null before the start and for 10-hand) and the field."""
        tournament = self.game.tournament
        now = self.time.now()
        state = self.game.clock_state(now)
        seated = tournament.started_at is not None
        left = sum(1 for row in tournament.standings() if row.place is None) if seated \
            else len(tournament.field)
        return {"name": self.game.name, "clock": state.to_dict() if state is not None else None,
                "players_left": left, "field_size": len(tournament.field), "now": now,
                "started": self.game.started, "over": tournament.over,
                "winner": tournament.winner, "announcement": self._announcement(now)}

    def _announcement(self, now: float) -> dict[str, Any] | None:
        if self.announced is None or now - self.announced[1] > ANNOUNCED_SECONDS:
            return None
        words = self.announced[0]
        return {"text": str(words), "words": msgspec.to_builtins(p.phrase_words(words))}


def clock_shown(state: ClockState, rate: float) -> p.ClockState:
    """The clock as the host sends it: the engine's own plain form (`to_dict`, which the clock
    page shows too) with `rate`, host seconds per real second (`--speedup`), for a display's
    countdown; checked against the protocol's type as it is built."""
    return msgspec.convert({**state.to_dict(), "rate": rate}, p.ClockState)


def offered_acts() -> list[p.OfferedAct]:
    """The acts a console draws from what they take (app/core/director_acts.py `label`)."""
    return [p.OfferedAct(act=act.name, label=p.phrase_words(Phrase(act.label)),
                         takes=act.takes()) for act in offered()]


def schedule_shown(schedule: Schedule) -> p.Schedule:
    """The levels in force as the host sends them: as a structure file writes them."""
    return msgspec.convert(schedule.to_dict(), p.Schedule)
