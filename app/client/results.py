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
from app.engine.variants import variant_of
from app.i18n import Context, arg, number, translatable
from app.net import protocol as p

results_words = Context("results_words")

# Read with `results_words.tr`:
YOU = translatable("results_words", "You")
# The place column of one still in, for a seat out before the end.
STILL_PLAYING = translatable("results_words", "still in")


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
    if number == 1:
        ordinal = results_words.tr("%1st", "the ordinal of 1")
    elif 10 <= number % 100 <= 20 or number % 10 not in (1, 2, 3):
        ordinal = results_words.tr("%1th", "an ordinal: 4th, 11th, 12th, 13th, 20th...")
    elif number % 10 == 1:
        ordinal = results_words.tr("%1st", "an ordinal: 21st, 31st, 101st...")
    elif number % 10 == 2:
        ordinal = results_words.tr("%1nd", "an ordinal: 2nd, 22nd...")
    else:
        ordinal = results_words.tr("%1rd", "an ordinal: 3rd, 23rd...")
    return arg(ordinal, number)


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
        headline = arg(results_words.tr("You are out in %1 place of %2"),
                       ordinal(mine or field), field)
        detail = results_words.tr("The tournament goes on: %n still play. You may watch to the "
                                  "end.", None, state.players_left or _still_in(state))
    elif not winners:
        headline = results_words.tr("The tournament was stopped before its end")
        detail = results_words.tr("Nobody won it; the chips are as they stood.")
    else:
        headline = _finished(mine, shared[mine] if mine else 0, field)
        detail = _won_by(winners, state.me)
    match = _last_match(state) if variant_of(state.variant).matches else ""
    if match and detail:
        detail = arg(results_words.tr("%1 %2", "two sentences, one after the other"), match,
                     detail)
    return Results(headline=headline, detail=detail or match,
                   rows=rows, over=state.over)


def _in_order(standings: list[p.StandingRow]) -> list[p.StandingRow]:
    """Those still in first, most chips first, then those placed, best first."""
    return sorted(standings, key=lambda row: (row.place is not None, row.place or 0,
                                              -row.chips, row.name))


def _row(row: p.StandingRow, me: str, shared: bool) -> ResultRow:
    place = results_words.tr(STILL_PLAYING) if row.place is None else \
        arg(results_words.tr("=%1", "a shared place"), ordinal(row.place)) if shared \
        else ordinal(row.place)
    you = row.name == me
    return ResultRow(place=place, name=results_words.tr(YOU) if you else row.name,
                     chips=number(row.chips),
                     you=you)


def _still_in(state: TableState) -> int:
    return sum(1 for row in state.standings if row.place is None)


def _finished(place: int | None, sharing: int, field: int) -> str:
    if place is None:  # watching: not in the field
        return results_words.tr("The tournament is over")
    if place == 1:
        return results_words.tr("You win!") if sharing == 1 \
            else results_words.tr("You share 1st place with %n more", None, sharing - 1)
    if sharing > 1:
        return arg(results_words.tr("You finished %1 of %2 (shared with %n more)", None,
                                    sharing - 1), ordinal(place), field)
    return arg(results_words.tr("You finished %1 of %2"), ordinal(place), field)


def _won_by(winners: list[str], me: str) -> str:
    others = [name for name in winners if name != me]
    if not others:
        return ""
    names = ""
    for index, name in enumerate(sorted(others)):
        names = name if index == 0 else arg(results_words.tr("%1 and %2", "names"), names, name)
    return arg(results_words.tr("%1 wins.") if len(winners) == 1
               else results_words.tr("%1 share 1st."), names)


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
        return arg(results_words.tr("You lost your match against %1, with %L2 chips."), rival,
                   mine)
    ended = results_words.tr("You won your match against %1, %L2 to %L3.") if mine > theirs \
        else results_words.tr("You lost your match against %1, %L2 to %L3.") if mine < theirs \
        else results_words.tr("You drew your match against %1, %L2 to %L3.")
    return arg(ended, rival, mine, theirs)
