"""Game events in words: one wording for every place that shows them, so a hand reads the same
in the replay's step label, a table's log and the director's log.

No Qt here (it imports only the engine), so it can be read and tested headless. Each line
starts as a sentence would ("New hand: Cleo deals", "Ann hits"), written so here: a view that
capitalized lines itself would recase a player who goes by "tess".
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping

from app.engine.actions import Action, DecisionKind
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
from app.engine.hand import HandValue
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
from app.net import protocol as p

SUITS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
MINUS = "\u2212"  # a real minus sign: "Ann \u221225" reads better than a hyphen
SUMMARY_NAMES = 3  # how many players a hand's one-line summary names before "…"


def signed(value: float, digits: int) -> str:
    """A value with its sign, to `digits` decimals, thousands grouped, a real minus sign:
    "+0.412", "\u22121,250.0"."""
    return f"{value:+,.{digits}f}".replace("-", MINUS)

#: What the director's log shows: the tournament's own events, not a hand's cards and bets.
#: An elimination is both: the table's log says it too.
TOURNAMENT_EVENTS: tuple[type[Event], ...] = (
    PlayerRegistered, LateEntered, PlayerMoved, DirectorActed, PlayerEliminated, TableBroken,
    FinalTableFormed, TournamentEnded, TableAdded, PlacesRevised, KnockoutRoundDrawn,
)

#: Each action as "you" say it; for anyone else the first word takes an s ("Ann hits", "You
#: hit"), and a prompt offers them as they are ("hit, stand or double down").
ACTION_WORDS = {
    Action.HIT: "hit", Action.STAND: "stand", Action.DOUBLE: "double down",
    Action.SPLIT: "split", Action.SURRENDER: "surrender",
    Action.INSURANCE: "take insurance", Action.EVEN_MONEY: "take even money",
    Action.NO_INSURANCE: "decline insurance", Action.RAISE: "raise", Action.CHECK: "check",
    Action.FOLD: "fold", Action.SIT_OUT: "sit out", Action.STAY_IN: "stay in",
    Action.DEALER_FOLD: "fold the hand", Action.DEALER_PLAY: "play the hand",
    Action.DEALER_HIT: "hit", Action.DEALER_STAND: "stand", Action.TURN_UP: "show a card",
}
BET_WORDS = {
    BetKind.BET: "bet", BetKind.BLIND: "post a blind of", BetKind.RAISE: "raise by",
    BetKind.DOUBLE: "double for", BetKind.SPLIT: "put on the split hand",
    BetKind.INSURANCE: "insure for",
}
#: The actions that draw a card: the log says the card and the new total with them.
DRAWING = frozenset({Action.HIT, Action.DOUBLE, Action.DEALER_HIT})
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


def describe(event: Event, players: Collection[str] = (), hand_number: int = 0, *,
             me: str = "", drawn: tuple[Card | None, HandValue | None] | None = None) -> str:
    """What one event did, in a few words: "Ann hits", "Cid wins 50 with a natural".

    `players` are the tournament's players, to tell a house dealer (never one of them) from a
    player who deals; `hand_number`, when known, names the hand that starts; `me`, the seat
    whose log it is, said "You"; `drawn`, for an action that draws a card, the card and the
    hand's total after it as the seat knows them ("Ann hits: 7\u2663, total 15")."""
    if isinstance(event, HandStarted):
        house = bool(players) and event.dealer not in players
        who = "the house deals" if house else \
            ("you deal" if event.dealer == me else f"{event.dealer} deals")
        return f"Hand {hand_number} starts: {who}" if hand_number else f"New hand: {who}"
    if isinstance(event, BetPlaced):
        return _says(event.seat, me, f"{BET_WORDS[event.kind]} {event.amount:,}", event.hand)
    if isinstance(event, CardDealt):
        down = "" if event.face_up else " face down"
        dealt = "are dealt" if event.seat == me else "is dealt"
        return f"{_who(event.seat, me)}{_which(event.hand)} {dealt} {card_text(event.card)}{down}"
    if isinstance(event, CardTurned):
        return _says(event.seat, me, f"turn up {card_text(event.card)}")
    if isinstance(event, ActionTaken):
        return _says(event.seat, me, _action(event), event.hand) + _drawn(drawn)
    if isinstance(event, HandSplit):
        # After the "Ann splits" of the action, what came of it (a re-split adds a third).
        whose = "Your" if event.seat == me else f"{event.seat}'s"
        which = f" {event.hand + 1}" if event.hand else ""
        return f"{whose} hand{which} splits into hands {event.hand + 1} and {event.new_hand + 1}"
    if isinstance(event, DealerSplitAces):
        return _says(event.dealer, me, f"split aces and keep {event.totals[event.kept]:,}")
    if isinstance(event, BetSettled):
        return _settled(event, me)
    if isinstance(event, HandEnded):
        return f"Hand over: {net_summary(event.net, limit=None)}"
    if isinstance(event, HandVoided):
        return "Hand voided: every bet goes back"
    if isinstance(event, DealPassed):
        return _says(event.dealer, me, "pass the deal")
    if isinstance(event, DealerRanOut):
        ran_out = "have" if event.dealer == me else "has"
        return f"{_who(event.dealer, me)} {ran_out} run out of chips to cover the bets"
    if isinstance(event, ShoeReplenished):
        return "The shoe is refilled"
    if isinstance(event, PlayerEliminated):
        out = "are" if event.seat == me else "is"
        return f"{_who(event.seat, me)} {out} out in place {event.place:,}"
    tournament = _tournament(event)
    if tournament:
        return tournament
    # Anything else (a room or level of another format...) by its type:
    # "LevelStarted" -> "Level started".
    return re.sub(r"(?<!^)(?=[A-Z])", " ", type(event).__name__).capitalize()


def host_gone(retry_seconds: float, *, given_up: bool = False) -> str:
    """A host that cannot be reached, in words a person understands (never an errno: that is
    for the log): "The host has gone; trying again every 5 seconds"."""
    if given_up:
        return "The host has gone; no longer trying"
    seconds = max(1, round(retry_seconds))
    every = "every second" if seconds == 1 else f"every {seconds:,} seconds"
    return f"The host has gone; trying again {every}"


def total_words(value: HandValue) -> str:
    """A hand's total as people say it: "total 15", "soft 17", "bust with 25"."""
    if value.bust:
        return f"bust with {value.total}"
    return f"soft {value.total}" if value.soft else f"total {value.total}"


def choices_words(words: list[str]) -> str:
    """ "hit", "hit or stand", "hit, stand or double down"."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} or {words[-1]}"


def hand_result(hand: HandView) -> str:
    """The felt's short label under a settled hand ("won 50", "push", "bust"); '' before it
    is settled. The log says it in full (`describe`)."""
    if hand.outcome is None:
        return ""
    if hand.won:
        return f"won {hand.won:,}"
    return hand.outcome.value.replace("_", " ")


def decision_prompt(kind: DecisionKind, actions: list[Action], hands: list[HandView],
                    hand: int = 0, dealer: HandView | None = None) -> str:
    """What the seat is asked, from the actions it may take now, never a fixed list: "Split
    aces: stand or double down (hand 1 of 2, soft 13)". `hands` are the seat's hands, `hand`
    the one asked about (named when there are several); `dealer`, the hand a dealing seat
    plays (BJX-11)."""
    choices = choices_words([words for action, words in ACTION_WORDS.items()
                             if action in actions])  # in the buttons' order
    if kind is DecisionKind.PLAY:
        played = hands[hand] if 0 <= hand < len(hands) else None
        aces = played is not None and played.from_split and bool(played.cards) \
            and played.cards[0] is not None and played.cards[0].is_ace
        about = [f"hand {hand + 1} of {len(hands)}"] if len(hands) > 1 else []
        if played is not None and played.cards and played.known:
            about.append(total_words(played.value).removeprefix("total "))
        detail = f" ({', '.join(about)})" if about else ""
        return f"{'Split aces' if aces else 'Your hand'}: {choices}{detail}"
    if kind is DecisionKind.INSURANCE:
        return f"The dealer shows an ace: {choices}"
    if kind is DecisionKind.BET_ROUND:
        return f"Second betting round: {choices}"
    if kind is DecisionKind.SIT_OUT:
        return f"The dealer cannot cover you: {choices}"
    if kind is DecisionKind.TURN_UP:
        return "You deal: which card do you show?"
    if kind is DecisionKind.DEALER_FOLD:
        return f"You deal: {choices}"
    total = ""
    if dealer is not None and dealer.cards and dealer.known:
        total = f" ({total_words(dealer.value).removeprefix('total ')})"
    return f"You deal{total}: {choices}"


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


def _who(seat: str, me: str) -> str:
    return "You" if seat == me else seat


def _says(seat: str, me: str, phrase: str, hand: int = 0) -> str:
    """`phrase` as said of `seat`: "You hit", "Ann hits" (the first word takes the s)."""
    if seat != me:
        verb, _, rest = phrase.partition(" ")
        phrase = f"{verb}s {rest}".rstrip()
    return f"{_who(seat, me)}{_which(hand)} {phrase}"


def _drawn(drawn: tuple[Card | None, HandValue | None] | None) -> str:
    """": 7\u2663, total 15" after a hit or double the seat saw; '' for a card it did not."""
    if drawn is None or drawn[0] is None:
        return ""
    card, value = drawn
    return f": {card_text(card)}" + (f", {total_words(value)}" if value is not None else "")


def _action(event: ActionTaken) -> str:
    if event.action is Action.TURN_UP:
        return f"show card {(event.amount or 0) + 1}"
    if event.action is Action.RAISE and event.amount:
        return f"raise to {event.amount:,}"  # BJX-5: the amount is the new total
    if event.action is Action.INSURANCE and event.amount:
        return f"take insurance for {event.amount:,}"  # 10-hand: any amount to half the bet
    return ACTION_WORDS.get(event.action) or event.action.value.replace("_", " ")


def _settled(event: BetSettled, me: str = "") -> str:
    words = event.outcome.value.replace("_", " ")
    insurance = " on insurance" if event.insurance else ""
    if event.won:
        why = {Outcome.NATURAL: " with a natural",
               Outcome.EVEN_MONEY: " (even money)"}.get(event.outcome, "")
        return _says(event.seat, me, f"win {event.won:,}{why}{insurance}")
    # Nothing taken is no loss: a natural pushing against the dealer's goes back whole.
    if event.outcome in BACK_OUTCOMES or not event.collected:
        back = f", {event.returned:,} back" if event.returned else ""
        return f"{_who(event.seat, me)}: {words}{back}"
    why = "" if event.outcome in PLAIN_LOSSES else f" ({words})"
    return _says(event.seat, me, f"lose {event.collected:,}{insurance}{why}")


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
        if event.director_moved_from is not None:
            return _overrides_director(event)
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


def _overrides_director(event: PlayerMoved) -> str:
    """S7-23 over S7-24: balancing or a broken table moves a player the director had placed
    (docs/decisions/director-moves-and-balancing.md), and the log says so."""
    back = "back " if event.to_table == event.director_moved_from else ""
    where = f"{back}to table {event.to_table} seat {event.to_seat}"
    if event.reason == "break":
        return (f"Table {event.from_table} is broken up: {event.name}, whom the director moved "
                f"there, goes {where} (tables are broken up as soon as the others can seat "
                f"their players)")
    return (f"Balancing moves {event.name} {where}, overriding the director's move: tables may "
            f"differ by at most one player, and nobody else at table {event.from_table} could "
            f"go")


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


def level_words(clock: p.ClockState) -> str:
    """The level in play and its bets, every number as people read them (1,600):
    "Level 7 · bets 4,000 to 8,000", "Break · …", "Level 1 (not started) · …"."""
    title = "Break" if clock.on_break else f"Level {clock.level.number:,}"
    started = "" if clock.started else " (not started)"
    return f"{title}{started} · {bets_words(clock.level)}"


def bets_words(level: p.Level) -> str:
    """"bets 4,000 to 8,000" (Series 7), "bets 50 minimum" (BJX)."""
    if level.maximum is None:
        return f"bets {level.minimum:,} minimum"
    return f"bets {level.minimum:,} to {level.maximum:,}"


def shuffle_failed(hand: int, problems: Collection[str], hands: int = 1) -> str:
    """A shoe whose shuffle proof failed, as every seat's log says it (app/engine/
    shuffle_proof.py): "Hand 12's shuffle proof FAILED: 2 card(s) dealt are not the shoe's";
    a shoe of several hands (a 10-hand match, T10-2): "The shuffle proof of hands 1 to 10
    FAILED: ..."."""
    said = "; ".join(problems)
    if hands > 1:
        return f"The shuffle proof of hands {hand:,} to {hand + hands - 1:,} FAILED: {said}"
    return f"Hand {hand:,}'s shuffle proof FAILED: {said}"


# ---- the TV page (issue 23): the fight at a final, in words a room reads ----------------------

def _hands_left_words(count: int) -> str:
    return "1 hand left" if count == 1 else f"{count} hands left"


def match_words(leader: str, leader_chips: int, trailer: str, trailer_chips: int,
                leader_left: int, trailer_left: int) -> str:
    """A 10-hand final (T10-5): what it takes to pass the leader, each player at their own
    table (a bet won moves only the winner's chips). "Ann leads by 40 with 1 hand left: Bob
    must win a bet of 41 to pass"."""
    lead = leader_chips - trailer_chips
    if lead == 0:
        return f"{leader} and {trailer} are level on {leader_chips:,}"
    if trailer_left == 0:
        if leader_left == 0:
            return f"{leader} wins by {lead:,}"
        return (f"{trailer} has played every hand on {trailer_chips:,}: {leader} must keep "
                f"more than {trailer_chips:,} with {_hands_left_words(leader_left)}")
    needed = lead + 1  # equal counts draw (T10-5): passing takes one chip more
    if needed <= trailer_chips:
        task = f"must win a bet of {needed:,} to pass"
    elif -(-needed // 2) <= trailer_chips:
        task = f"must double a bet of {-(-needed // 2):,} and win it to pass"
    else:
        task = "cannot pass in one hand"
    if leader_left == 0:
        return (f"{leader} has finished on {leader_chips:,}: {trailer} {task}, "
                f"{_hands_left_words(trailer_left)}")
    return f"{leader} leads by {lead:,} with {_hands_left_words(trailer_left)}: {trailer} {task}"


def heads_up_words(leader: str, leader_chips: int, trailer: str, trailer_chips: int,
                   bets: tuple[int, ...], unit: int) -> str:
    """A Series 7 or BJX heads-up (S7-5, BJX-17): a bet won from the other moves it twice
    over between the two stacks. `bets`: the bets the trailer may make, smallest first (S7-8:
    the minimum and the maximum; BJX-3 and BJX-5: any, in chip units); "Ann leads by 1,000:
    Bob must win 3 bets of 200 to pass"."""
    lead = leader_chips - trailer_chips
    if lead == 0:
        return f"{leader} and {trailer} are level on {leader_chips:,}"
    # Passing takes more than half the lead, in chips of the unit.
    needed = (lead // 2 // unit + 1) * unit
    fitting = [bet for bet in bets if bet >= needed and bet <= trailer_chips]
    if fitting:
        return f"{leader} leads by {lead:,}: {trailer} must win a bet of {fitting[0]:,} to pass"
    largest = max((bet for bet in bets if bet <= trailer_chips), default=0)
    if largest <= 0:
        return f"{leader} leads by {lead:,}"
    times = -(-needed // largest)
    return (f"{leader} leads by {lead:,}: {trailer} must win {times} bets of {largest:,} "
            "to pass")


def table_words(chips: list[tuple[str, int]]) -> str:
    """A final table of more than two, where no model weighs the chances: who leads whom."""
    if len(chips) < 2:
        return f"{chips[0][0]} holds every chip" if chips else ""
    (first, most), (second, next_most) = chips[0], chips[1]
    if most == next_most:
        return f"{first} and {second} share the lead on {most:,}"
    return f"{first} leads {second} by {most - next_most:,}"


def chance_words(chance: float | None) -> str:
    """A chance of winning as the TV page shows it: whole percents, never 0% or 100% while
    the other can still win (the model's grid is not that sure)."""
    if chance is None:
        return ""
    if 0.0 < chance < 0.005:
        return "<1%"
    if 0.995 <= chance < 1.0:
        return ">99%"
    return f"{chance:.0%}"
