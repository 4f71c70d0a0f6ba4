"""The results of a tournament as one seat sees them: everyone's place and chips, the seat's own
row as "You", and what it comes to in words. No Qt: the results screen (app/ui/results_dialog.py)
shows it.

The places are the host's (the engine's FinishingPlaces: C-12, S7-5, T10-14), so players out on
the same hand with equal chips share a place here as they do there. The results are there once
the tournament is over, and for a seat that is out while the others play on (its place is final:
C-12); a 10-hand seat also hears how its last match ended (T10-5).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from app.client.table_state import TableState
from app.engine.rules import Variant
from app.net import protocol as p

YOU = "You"
STILL_PLAYING = "still in"  # the place column of one still in, for a seat out before the end


@dataclass(frozen=True)
class ResultRow:
    place: str  # "1st", "=2nd" (shared), or STILL_PLAYING
    name: str  # YOU for the seat's own row
    chips: str  # with thousands separators: "1,600"
    you: bool


@dataclass(frozen=True)
class Results:
    headline: str  # "You finished 3rd of 8"
    detail: str  # the winner, the match, or that the others play on
    rows: tuple[ResultRow, ...]
    over: bool  # the tournament is over (else only this seat is out)


def ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd…"""
    if 10 <= number % 100 <= 20:
        return f"{number}th"
    return f"{number}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(number % 10, 'th')}"


def my_place(state: TableState) -> int | None:
    """The seat's place once given (out, or the tournament over); None while it plays on."""
    return next((row.place for row in state.standings if row.name == state.me), None)


def still_playing(state: TableState) -> bool:
    """The tournament is under way and the seat still in it: leaving it now gives it up."""
    return state.started and not state.over and state.me in state.player_names() \
        and my_place(state) is None


def results_for(state: TableState) -> Results | None:
    """The results as `state` knows them: None while the tournament is on and the seat in it
    (or before anyone is placed)."""
    mine = my_place(state)
    if not state.standings or not (state.over or mine is not None):
        return None
    shared = Counter(row.place for row in state.standings if row.place is not None)
    rows = tuple(_row(row, state.me, shared[row.place] > 1 if row.place else False)
                 for row in _in_order(state.standings))
    field = len(state.standings)
    winners = [row.name for row in state.standings if row.place == 1]
    if not state.over:
        headline = f"You are out in {ordinal(mine or field)} place of {field}"
        detail = f"The tournament goes on: {state.players_left or _still_in(state)} still " \
                 "play. You may watch to the end."
    elif not winners:
        headline = "The tournament was stopped before its end"
        detail = "Nobody won it; the chips are as they stood."
    else:
        headline = _finished(mine, shared[mine] if mine else 0, field)
        detail = _won_by(winners, state.me)
    match = _last_match(state) if state.variant is Variant.TENHAND else ""
    return Results(headline=headline, detail=" ".join(filter(None, (match, detail))),
                   rows=rows, over=state.over)


def _in_order(standings: list[p.StandingRow]) -> list[p.StandingRow]:
    """Those still in first, most chips first, then those placed, best first."""
    return sorted(standings, key=lambda row: (row.place is not None, row.place or 0,
                                              -row.chips, row.name))


def _row(row: p.StandingRow, me: str, shared: bool) -> ResultRow:
    place = STILL_PLAYING if row.place is None else \
        ("=" if shared else "") + ordinal(row.place)
    you = row.name == me
    return ResultRow(place=place, name=YOU if you else row.name, chips=f"{row.chips:,}",
                     you=you)


def _still_in(state: TableState) -> int:
    return sum(1 for row in state.standings if row.place is None)


def _finished(place: int | None, sharing: int, field: int) -> str:
    if place is None:  # watching: not in the field
        return "The tournament is over"
    if place == 1:
        return "You win!" if sharing == 1 else f"You share 1st place with {sharing - 1} more"
    share = f" (shared with {sharing - 1} more)" if sharing > 1 else ""
    return f"You finished {ordinal(place)} of {field}{share}"


def _won_by(winners: list[str], me: str) -> str:
    others = [name for name in winners if name != me]
    if not others:
        return ""
    return f"{' and '.join(sorted(others))} {'wins' if len(winners) == 1 else 'share 1st'}."


def _last_match(state: TableState) -> str:
    """T10-5: how the seat's last match ended. Its chips are its count at the match's end
    (T10-14); the rival's too once the tournament is over, but while it goes on a winner's
    count is already that of its next match, so only the seat's own is said then."""
    chips = {row.name: row.chips for row in state.standings}
    rival = next((name for name in sorted(state.match_rivals) if name in chips), None)
    if rival is None or state.me not in chips:
        return ""
    mine, theirs = chips[state.me], chips[rival]
    if not state.over:
        return f"You lost your match against {rival}, with {mine:,} chips."
    outcome = "You won" if mine > theirs else "You lost" if mine < theirs else "You drew"
    return f"{outcome} your match against {rival}, {mine:,} to {theirs:,}."
