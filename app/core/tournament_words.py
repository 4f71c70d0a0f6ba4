"""The tournament's own events as the director's log says them (S7-24: every act of the
director, and the registrations, moves, eliminations and tables that make up the tournament),
each a phrase of the one catalogue (app/phrases.py): the desktop's log words it in its reader's
language, and the host sends it beside the events (`Events.said`), so the phone remote and any
other page words it from the same catalogue instead of a copy of these rules in JavaScript."""

from __future__ import annotations

from collections.abc import Iterable

from app.engine.events import Event
from app.engine.tournament.events import (
    DirectorActed,
    FinalTableFormed,
    KnockoutRoundDrawn,
    LateEntered,
    PlacesRevised,
    PlayerEliminated,
    PlayerMoved,
    PlayerRegistered,
    TableAdded,
    TableBroken,
    TournamentEnded,
)
from app.phrases import Phrase

# What the director's log shows: the tournament's own events, not a hand's cards and bets.
# An elimination is both: the table's log says it too.
TOURNAMENT_EVENTS: tuple[type[Event], ...] = (
    PlayerRegistered, LateEntered, PlayerMoved, DirectorActed, PlayerEliminated, TableBroken,
    FinalTableFormed, TournamentEnded, TableAdded, PlacesRevised, KnockoutRoundDrawn,
)
# Why a player moved (S7-23, S7-10).
MOVE_REASONS = {"balance": "move_balance", "break": "move_break", "director": "move_director"}
# The director's acts as recorded (S7-24), those whose detail the sentence holds.
ACTED = {"move": "director_moves", "move_queued": "director_will_move",
         "move_dropped": "director_move_dropped", "refused_seat": "director_refused_seat",
         "void": "director_voids"}


def is_tournament_event(event: Event) -> bool:
    """Whether the director's log shows the event."""
    return isinstance(event, TOURNAMENT_EVENTS)


def listed(items: Iterable[str | Phrase]) -> str | Phrase:
    """Items one after the other, as the language lists them: "a, b, c"."""
    joined: str | Phrase = ""
    for index, item in enumerate(items):
        joined = item if index == 0 else Phrase("a_list", joined, item)
    return joined


def tournament_phrase(event: Event) -> Phrase | None:
    """The event as the director's log says it; None for an event that is not the
    tournament's own."""
    if isinstance(event, PlayerRegistered):  # S7-2: a full field turns a player away
        return Phrase("waitlisted_number", event.name, event.position) if event.waitlisted \
            else Phrase("registered", event.name)
    if isinstance(event, LateEntered):  # S7-3: the penalty comes off the starting stack
        return Phrase("entered_late", event.name, event.table, event.seat, event.chips,
                      event.penalty)
    if isinstance(event, PlayerMoved):  # S7-23, S7-10: "balance", "break" or "director"
        if event.director_moved_from is not None:
            return _overrides_director(event)
        reason = MOVE_REASONS.get(event.reason)
        return Phrase("moved", event.name, event.from_table, event.from_seat, event.to_table,
                      event.to_seat, Phrase(reason) if reason else event.reason)
    if isinstance(event, PlayerEliminated):
        return Phrase("eliminated", event.seat, event.place)
    if isinstance(event, DirectorActed):
        return _director(event)
    if isinstance(event, TableBroken):
        return Phrase("table_broken", event.table)
    if isinstance(event, TableAdded):  # S7-3: every table was full
        return Phrase("table_added", event.table, event.late_entry)
    if isinstance(event, PlacesRevised):  # C-12: the field grew by one
        places = listed(Phrase("player_place", name, place) for name, place
                        in sorted(event.places.items(), key=lambda item: (item[1], item[0])))
        return Phrase("places_revised", event.late_entry, places)
    if isinstance(event, KnockoutRoundDrawn):  # T10-14: rooms of two, the odd one waits
        rooms = listed(Phrase("drawn_pair", *event.players[index:index + 2])
                       for index in range(0, len(event.players) - 1, 2))
        return Phrase("round_drawn_bye", event.round, rooms, event.bye) if event.bye \
            else Phrase("round_drawn", event.round, rooms)
    if isinstance(event, FinalTableFormed):
        return Phrase("final_table", event.table)
    if isinstance(event, TournamentEnded):  # S7-5, or the director cancelled (no winner)
        return Phrase("tournament_won", event.winner, event.reason) if event.winner \
            else Phrase("tournament_no_winner", event.reason)
    return None


def _overrides_director(event: PlayerMoved) -> Phrase:
    """S7-23 over S7-24: balancing or a broken table moves a player the director had placed
    (docs/decisions/director-moves-and-balancing.md), and the log says so."""
    back = event.to_table == event.director_moved_from
    if event.reason == "break":
        return Phrase("broken_back" if back else "broken_moved", event.from_table, event.name,
                      event.to_table, event.to_seat)
    return Phrase("balanced_back" if back else "balanced_moved", event.name, event.to_table,
                  event.to_seat, event.from_table)


def _director(event: DirectorActed) -> Phrase:
    """S7-24: each act of the director as recorded, its detail as the engine recorded it."""
    act, detail = event.act, event.detail
    if act in ACTED:
        return Phrase(ACTED[act], detail)
    if act == "sudden_death":
        return Phrase("director_sudden_death_detail", detail) if detail \
            else Phrase("director_sudden_death")
    if act == "cancel":
        return Phrase("director_cancels_detail", detail) if detail \
            else Phrase("director_cancels")
    # An act this version has no words for is still shown, as recorded.
    return Phrase("director_other", f"{act.replace('_', ' ')} {detail}".strip())
