"""Game events in words: one wording for every place that shows them, so a hand reads the same
in the replay's step label, a table's log and the director's log.

No Qt here (it imports only the engine), so it can be read and tested headless. Each line
starts as a sentence would ("New hand: Cleo deals", "Ann hits"), written so here: a view that
capitalized lines itself would recase a player who goes by "tess".
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping

from app.engine.actions import Action
from app.engine.cards import Card
from app.engine.events import (
    ActionTaken,
    BetKind,
    BetPlaced,
    BetSettled,
    CardDealt,
    CardTurned,
    DealerRanOut,
    DealerSplitAces,
    DealPassed,
    Event,
    HandEnded,
    HandSplit,
    HandStarted,
    HandVoided,
    Outcome,
    ShoeReplenished,
)
from app.engine.seat_view import HandView
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

SUITS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
MINUS = "\u2212"  # a real minus sign: "Ann \u221225" reads better than a hyphen
SUMMARY_NAMES = 3  # how many players a hand's one-line summary names before "…"

#: What the director's log shows: the tournament's own events, not a hand's cards and bets.
#: An elimination is both: the table's log says it too.
TOURNAMENT_EVENTS: tuple[type[Event], ...] = (
    PlayerRegistered, LateEntered, PlayerMoved, DirectorActed, PlayerEliminated, TableBroken,
    FinalTableFormed, TournamentEnded, TableAdded, PlacesRevised, KnockoutRoundDrawn,
)

ACTION_WORDS = {
    Action.HIT: "hits", Action.STAND: "stands", Action.DOUBLE: "doubles down",
    Action.SPLIT: "splits", Action.SURRENDER: "surrenders",
    Action.INSURANCE: "takes insurance", Action.EVEN_MONEY: "takes even money",
    Action.NO_INSURANCE: "declines insurance", Action.RAISE: "raises", Action.CHECK: "checks",
    Action.FOLD: "folds", Action.SIT_OUT: "sits out", Action.STAY_IN: "stays in",
    Action.DEALER_FOLD: "folds the hand", Action.DEALER_PLAY: "plays the hand",
    Action.DEALER_HIT: "hits", Action.DEALER_STAND: "stands",
}
BET_WORDS = {
    BetKind.BET: "bets", BetKind.BLIND: "posts a blind of", BetKind.RAISE: "raises by",
    BetKind.DOUBLE: "doubles for", BetKind.SPLIT: "puts on the split hand",
    BetKind.INSURANCE: "insures for",
}
#: Settlements that hand (part of) the bet back rather than win or lose it.
BACK_OUTCOMES = frozenset({Outcome.PUSH, Outcome.RETURNED, Outcome.VOID, Outcome.SAT_OUT,
                           Outcome.SURRENDER, Outcome.FOLD, Outcome.DEALER_FOLD})
#: Losses whose outcome would only repeat "loses": "Bob loses 25", not "Bob loses 25 (lose)".
PLAIN_LOSSES = frozenset({Outcome.LOSE, Outcome.INSURANCE_LOST})


def card_text(card: Card | None) -> str:
    """A card as people write it: 10♣, A♠."""
    if card is None:
        return "a card"
    text = str(card)
    return ("10" if text[0] == "T" else text[0]) + SUITS.get(text[1], text[1])


def is_tournament_event(event: Event) -> bool:
    """Whether the director's log shows the event (S7-24: every act of the director, and the
    registrations, moves, eliminations and tables that make up the tournament)."""
    return isinstance(event, TOURNAMENT_EVENTS)


def describe(event: Event, players: Collection[str] = (), hand_number: int = 0) -> str:
    """What one event did, in a few words: "Ann hits", "Cid wins 50 with a natural".

    `players` are the tournament's players, to tell a house dealer (never one of them) from a
    player who deals; `hand_number`, when known, names the hand that starts."""
    if isinstance(event, HandStarted):
        house = bool(players) and event.dealer not in players
        who = "the house deals" if house else f"{event.dealer} deals"
        return f"Hand {hand_number} starts: {who}" if hand_number else f"New hand: {who}"
    if isinstance(event, BetPlaced):
        return f"{event.seat}{_which(event.hand)} {BET_WORDS[event.kind]} {event.amount:,}"
    if isinstance(event, CardDealt):
        down = "" if event.face_up else " face down"
        return f"{event.seat}{_which(event.hand)} is dealt {card_text(event.card)}{down}"
    if isinstance(event, CardTurned):
        return f"{event.seat} turns up {card_text(event.card)}"
    if isinstance(event, ActionTaken):
        return f"{event.seat}{_which(event.hand)} {_action(event)}"
    if isinstance(event, HandSplit):
        # After the "Ann splits" of the action, what came of it (a re-split adds a third).
        return (f"{event.seat}'s hand {event.hand + 1} becomes hands {event.hand + 1} and "
                f"{event.new_hand + 1}")
    if isinstance(event, DealerSplitAces):
        return f"{event.dealer} splits aces and keeps {event.totals[event.kept]}"
    if isinstance(event, BetSettled):
        return _settled(event)
    if isinstance(event, HandEnded):
        return f"Hand over: {net_summary(event.net, limit=None)}"
    if isinstance(event, HandVoided):
        return "Hand voided: every bet goes back"
    if isinstance(event, DealPassed):
        return f"{event.dealer} passes the deal"
    if isinstance(event, DealerRanOut):
        return f"{event.dealer} has run out of chips to cover the bets"
    if isinstance(event, ShoeReplenished):
        return "The shoe is refilled"
    if isinstance(event, PlayerEliminated):
        return f"{event.seat} is out in place {event.place}"
    tournament = _tournament(event)
    if tournament:
        return tournament
    # Anything else (a room or level of another format...) by its type:
    # "LevelStarted" -> "Level started".
    return re.sub(r"(?<!^)(?=[A-Z])", " ", type(event).__name__).capitalize()


def hand_result(hand: HandView) -> str:
    """The felt's short label under a settled hand ("won 50", "push", "bust"); '' before it
    is settled. The log says it in full (`describe`)."""
    if hand.outcome is None:
        return ""
    if hand.won:
        return f"won {hand.won}"
    return hand.outcome.value.replace("_", " ")


def net_summary(net: Mapping[str, int], limit: int | None = SUMMARY_NAMES) -> str:
    """Who won and lost what, biggest winner first: "Cid +50, Ann -25, Bob -25" (with real
    minus signs); past `limit` names, "…"."""
    moved = sorted(((name, chips) for name, chips in net.items() if chips),
                   key=lambda item: -item[1])
    if not moved:
        return "no chips changed hands"
    words = [f"{name} {'+' if chips > 0 else MINUS}{abs(chips):,}" for name, chips in moved]
    if limit is not None and len(words) > limit:
        words = [*words[:limit], "\u2026"]
    return ", ".join(words)


def _which(hand: int) -> str:
    return f" (hand {hand + 1})" if hand else ""  # only split hands are numbered


def _action(event: ActionTaken) -> str:
    if event.action is Action.TURN_UP:
        return f"shows card {(event.amount or 0) + 1}"
    if event.action is Action.RAISE and event.amount:
        return f"raises to {event.amount:,}"  # BJX-5: the amount is the new total
    if event.action is Action.INSURANCE and event.amount:
        return f"takes insurance for {event.amount:,}"  # 10-hand: any amount to half the bet
    return ACTION_WORDS.get(event.action) or event.action.value.replace("_", " ")


def _settled(event: BetSettled) -> str:
    words = event.outcome.value.replace("_", " ")
    insurance = " on insurance" if event.insurance else ""
    if event.won:
        why = {Outcome.NATURAL: " with a natural",
               Outcome.EVEN_MONEY: " (even money)"}.get(event.outcome, "")
        return f"{event.seat} wins {event.won:,}{why}{insurance}"
    # Nothing taken is no loss: a natural pushing against the dealer's goes back whole.
    if event.outcome in BACK_OUTCOMES or not event.collected:
        back = f", {event.returned:,} back" if event.returned else ""
        return f"{event.seat}: {words}{back}"
    why = "" if event.outcome in PLAIN_LOSSES else f" ({words})"
    return f"{event.seat} loses {event.collected:,}{insurance}{why}"


def _tournament(event: Event) -> str:
    """The tournament's own events, as the director's log says them; '' for any other."""
    if isinstance(event, PlayerRegistered):  # S7-2: a full field turns a player away
        if event.waitlisted:
            return f"{event.name} is on the waiting list, number {event.position}"
        return f"{event.name} is registered"
    if isinstance(event, LateEntered):  # S7-3: the penalty comes off the starting stack
        return (f"{event.name} enters late at table {event.table} seat {event.seat} with "
                f"{event.chips:,} chips (penalty {event.penalty:,})")
    if isinstance(event, PlayerMoved):  # S7-23, S7-10: "balance", "break" or "director"
        return f"{event.announcement()} ({event.reason})"
    if isinstance(event, DirectorActed):
        return _director(event)
    if isinstance(event, TableBroken):
        return f"Table {event.table} is broken up"
    if isinstance(event, TableAdded):  # S7-3: every table was full
        return f"Table {event.table} opens for {event.late_entry}'s late entry"
    if isinstance(event, PlacesRevised):  # C-12: the field grew by one
        moved = ", ".join(f"{name} {place}" for name, place in
                          sorted(event.places.items(), key=lambda item: (item[1], item[0])))
        return f"With {event.late_entry}'s late entry, the places of those out are now: {moved}"
    if isinstance(event, KnockoutRoundDrawn):  # T10-14: rooms of two, the odd one waits
        rooms = ", ".join(" v ".join(event.players[index:index + 2])
                          for index in range(0, len(event.players) - 1, 2))
        bye = f"; {event.bye} waits for the next round (a bye)" if event.bye else ""
        return f"Round {event.round} is drawn: {rooms}{bye}"
    if isinstance(event, FinalTableFormed):
        return f"The final table is table {event.table}"
    if isinstance(event, TournamentEnded):  # S7-5, or the director cancelled (no winner)
        if event.winner:
            return f"The tournament is over: {event.winner} wins ({event.reason})"
        return f"The tournament is over with no winner ({event.reason})"
    return ""


def _director(event: DirectorActed) -> str:
    """S7-24: each act of the director as recorded, its detail worded by the act."""
    act, detail = event.act, event.detail
    if act == "move":  # the detail is the move's own announcement
        return f"The director moves {detail}"
    if act == "move_queued":  # "Bob to table 2 once the hand in play at table 1 is over"
        return f"The director will move {detail} (queued)"
    if act == "move_dropped":  # "Bob to table 2: table 2 was broken up"
        return f"The director's queued move is dropped: {detail}"
    if act == "sudden_death":
        return f"The director declares sudden death ({detail})" if detail \
            else "The director declares sudden death"
    if act == "refused_seat":  # S7-10: the detail is the player, who is out
        return f"The director rules {detail} out for refusing the assigned seat"
    if act == "void":  # the detail is "table N"
        return f"The director voids the hand at {detail}"
    if act == "cancel":
        return f"The director cancels the tournament: {detail}" if detail \
            else "The director cancels the tournament"
    # An act this version has no words for is still shown, as recorded.
    return f"The director: {act.replace('_', ' ')} {detail}".strip()
