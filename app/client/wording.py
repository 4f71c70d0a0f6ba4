"""Game events in words: one wording for every place that shows them, so a hand reads the same
in the replay's step label, a table's log and the director's log.

Every line is a whole sentence of the translations (app/i18n.py, issue 24), one per case, its
places filled with `arg`: "%1 hits" said of a player, "%1 hit" said of you (%1 is "You", or
"You (hand 2)" for a split hand), so a translator words each one, in the word order of their
language; chips go in %L places, grouped as the locale groups.

No Qt here (it imports only the engine), so it can be read and tested headless. Each line
starts as a sentence would ("New hand: Cleo deals", "Ann hits"), written so here: a view that
capitalized lines itself would recase a player who goes by "tess".
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection, Iterable, Mapping

from app.client.card_words import card_text
from app.client.format_words import format_event
from app.core.tournament_words import tournament_phrase
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
    PlayerEliminated,
    PlayerMoved,
)
from app.i18n import Context, arg, number, translatable

wording = Context("wording")
# The outcomes' own names, apart from the actions': "fold" the outcome is not "fold" the verb.
outcome_words = Context("outcome_words")

MINUS = "\u2212"  # a real minus sign: "Ann \u221225" reads better than a hyphen
SUMMARY_NAMES = 3  # how many players a hand's one-line summary names before "…"


def signed(value: float, digits: int) -> str:
    """A value with its sign, to `digits` decimals, grouped as the locale groups, a real minus
    sign: "+0.412", "\u22121,250.0"."""
    return ("+" if math.copysign(1.0, value) > 0 else MINUS) + number(abs(value), digits)


def _signed_chips(chips: int) -> str:
    """A whole number of chips with its sign: "+50", "\u221225"."""
    return ("+" if chips > 0 else MINUS) + number(abs(chips))


def listed(items: Iterable[str]) -> str:
    """Items one after the other, as the language lists them: "a, b, c"."""
    joined = ""
    for index, item in enumerate(items):
        joined = item if index == 0 else arg(wording.tr("%1, %2", "a list"), joined, item)
    return joined

# Each action as a prompt offers it ("hit, stand or double down"), in the buttons' order;
# read with `wording.tr`. The log says each in a sentence of its own (`_ACTION_SAID`).
ACTION_WORDS = {
    Action.HIT: translatable("wording", "hit"),
    Action.STAND: translatable("wording", "stand"),
    Action.DOUBLE: translatable("wording", "double down"),
    Action.SPLIT: translatable("wording", "split"),
    Action.SURRENDER: translatable("wording", "surrender"),
    Action.INSURANCE: translatable("wording", "take insurance"),
    Action.EVEN_MONEY: translatable("wording", "take even money"),
    Action.NO_INSURANCE: translatable("wording", "decline insurance"),
    Action.RAISE: translatable("wording", "raise"),
    Action.CHECK: translatable("wording", "check"),
    Action.FOLD: translatable("wording", "fold"),
    Action.SIT_OUT: translatable("wording", "sit out"),
    Action.STAY_IN: translatable("wording", "stay in"),
    Action.DEALER_FOLD: translatable("wording", "fold the hand"),
    Action.DEALER_PLAY: translatable("wording", "play the hand"),
    Action.DEALER_HIT: translatable("wording", "hit"),
    Action.DEALER_STAND: translatable("wording", "stand"),
    Action.TURN_UP: translatable("wording", "show a card"),
}

# Each action said in a sentence, of you and of anyone else: (you, them); %1 is who acts.
_ACTION_SAID: dict[Action, tuple[Callable[[], str], Callable[[], str]]] = {
    Action.HIT: (lambda: wording.tr("%1 hit", "%1 is you"), lambda: wording.tr("%1 hits")),
    Action.STAND: (lambda: wording.tr("%1 stand", "%1 is you"),
                   lambda: wording.tr("%1 stands")),
    Action.DOUBLE: (lambda: wording.tr("%1 double down", "%1 is you"),
                    lambda: wording.tr("%1 doubles down")),
    Action.SPLIT: (lambda: wording.tr("%1 split", "%1 is you"),
                   lambda: wording.tr("%1 splits")),
    Action.SURRENDER: (lambda: wording.tr("%1 surrender", "%1 is you"),
                       lambda: wording.tr("%1 surrenders")),
    Action.INSURANCE: (lambda: wording.tr("%1 take insurance", "%1 is you"),
                       lambda: wording.tr("%1 takes insurance")),
    Action.EVEN_MONEY: (lambda: wording.tr("%1 take even money", "%1 is you"),
                        lambda: wording.tr("%1 takes even money")),
    Action.NO_INSURANCE: (lambda: wording.tr("%1 decline insurance", "%1 is you"),
                          lambda: wording.tr("%1 declines insurance")),
    Action.RAISE: (lambda: wording.tr("%1 raise", "%1 is you"),
                   lambda: wording.tr("%1 raises")),
    Action.CHECK: (lambda: wording.tr("%1 check", "%1 is you"),
                   lambda: wording.tr("%1 checks")),
    Action.FOLD: (lambda: wording.tr("%1 fold", "%1 is you"), lambda: wording.tr("%1 folds")),
    Action.SIT_OUT: (lambda: wording.tr("%1 sit out", "%1 is you"),
                     lambda: wording.tr("%1 sits out")),
    Action.STAY_IN: (lambda: wording.tr("%1 stay in", "%1 is you"),
                     lambda: wording.tr("%1 stays in")),
    Action.DEALER_FOLD: (lambda: wording.tr("%1 fold the hand", "%1 is you"),
                         lambda: wording.tr("%1 folds the hand")),
    Action.DEALER_PLAY: (lambda: wording.tr("%1 play the hand", "%1 is you"),
                         lambda: wording.tr("%1 plays the hand")),
    Action.DEALER_HIT: (lambda: wording.tr("%1 hit", "%1 is you"),
                        lambda: wording.tr("%1 hits")),
    Action.DEALER_STAND: (lambda: wording.tr("%1 stand", "%1 is you"),
                          lambda: wording.tr("%1 stands")),
    Action.TURN_UP: (lambda: wording.tr("%1 show a card", "%1 is you"),
                     lambda: wording.tr("%1 shows a card")),
}
# Each bet said in a sentence, of you and of anyone else: %1 is who bets, %L2 the amount.
_BET_SAID: dict[BetKind, tuple[Callable[[], str], Callable[[], str]]] = {
    BetKind.BET: (lambda: wording.tr("%1 bet %L2", "%1 is you"),
                  lambda: wording.tr("%1 bets %L2")),
    BetKind.BLIND: (lambda: wording.tr("%1 post a blind of %L2", "%1 is you"),
                    lambda: wording.tr("%1 posts a blind of %L2")),
    BetKind.RAISE: (lambda: wording.tr("%1 raise by %L2", "%1 is you"),
                    lambda: wording.tr("%1 raises by %L2")),
    BetKind.DOUBLE: (lambda: wording.tr("%1 double for %L2", "%1 is you"),
                     lambda: wording.tr("%1 doubles for %L2")),
    BetKind.SPLIT: (lambda: wording.tr("%1 put on the split hand %L2", "%1 is you"),
                    lambda: wording.tr("%1 puts on the split hand %L2")),
    BetKind.INSURANCE: (lambda: wording.tr("%1 insure for %L2", "%1 is you"),
                        lambda: wording.tr("%1 insures for %L2")),
}
# The outcomes' names as the felt and the log show them ("push", "dealer natural"); read with
# `outcome_words.tr`.
OUTCOME_WORDS = {
    Outcome.WIN: translatable("outcome_words", "win"),
    Outcome.LOSE: translatable("outcome_words", "lose"),
    Outcome.PUSH: translatable("outcome_words", "push"),
    Outcome.BUST: translatable("outcome_words", "bust"),
    Outcome.NATURAL: translatable("outcome_words", "natural"),
    Outcome.DEALER_NATURAL: translatable("outcome_words", "dealer natural"),
    Outcome.SURRENDER: translatable("outcome_words", "surrender"),
    Outcome.FOLD: translatable("outcome_words", "fold"),
    Outcome.DEALER_FOLD: translatable("outcome_words", "dealer fold"),
    Outcome.FORFEIT: translatable("outcome_words", "forfeit"),
    Outcome.EVEN_MONEY: translatable("outcome_words", "even money"),
    Outcome.INSURANCE_WON: translatable("outcome_words", "insurance won"),
    Outcome.INSURANCE_LOST: translatable("outcome_words", "insurance lost"),
    Outcome.RETURNED: translatable("outcome_words", "returned"),
    Outcome.SAT_OUT: translatable("outcome_words", "sat out"),
    Outcome.VOID: translatable("outcome_words", "void"),
}
# The actions that draw a card: the log says the card and the new total with them.
DRAWING = frozenset({Action.HIT, Action.DOUBLE, Action.DEALER_HIT})
# Settlements that hand (part of) the bet back rather than win or lose it.
BACK_OUTCOMES = frozenset({Outcome.PUSH, Outcome.RETURNED, Outcome.VOID, Outcome.SAT_OUT,
                           Outcome.SURRENDER, Outcome.FOLD, Outcome.DEALER_FOLD})
# Losses whose outcome would only repeat "loses": "Bob loses 25", not "Bob loses 25 (lose)".
PLAIN_LOSSES = frozenset({Outcome.LOSE, Outcome.INSURANCE_LOST})


def outcome_text(outcome: Outcome) -> str:
    """An outcome's name: "push", "dealer natural"."""
    known = OUTCOME_WORDS.get(outcome)
    return outcome_words.tr(known) if known else outcome.value.replace("_", " ")


def describe(event: Event, players: Collection[str] = (), hand_number: int = 0, *,
             me: str = "", drawn: tuple[Card | None, HandValue | None] | None = None) -> str:
    """What one event did, in a few words: "Ann hits", "Cid wins 50 with a natural".

    `players` are the tournament's players, to tell a house dealer (never one of them) from a
    player who deals; `hand_number`, when known, names the hand that starts; `me`, the seat
    whose log it is, said "You"; `drawn`, for an action that draws a card, the card and the
    hand's total after it as the seat knows them ("Ann hits: 7\u2663, total 15")."""
    if isinstance(event, HandStarted):
        return _started(event, players, hand_number, me)
    if isinstance(event, BetPlaced):
        return _said(_BET_SAID[event.kind], event.seat, me, event.hand, event.amount)
    if isinstance(event, CardDealt):
        card = card_text(event.card)
        who = _subject(event.seat, me, event.hand)
        if event.seat == me:
            dealt = wording.tr("%1 are dealt %2", "%1 is you") if event.face_up \
                else wording.tr("%1 are dealt %2 face down", "%1 is you")
        else:
            dealt = wording.tr("%1 is dealt %2") if event.face_up \
                else wording.tr("%1 is dealt %2 face down")
        return arg(dealt, who, card)
    if isinstance(event, CardTurned):
        turned = wording.tr("%1 turn up %2", "%1 is you") if event.seat == me \
            else wording.tr("%1 turns up %2")
        return arg(turned, _subject(event.seat, me), card_text(event.card))
    if isinstance(event, ActionTaken):
        if event.action is Action.TURN_UP and drawn is not None and drawn[0] is not None:
            shown = wording.tr("%1 show %2", "%1 is you: a card turned up") \
                if event.seat == me else wording.tr("%1 shows %2", "a card turned up")
            return arg(shown, _subject(event.seat, me), card_text(drawn[0]))
        return _drawn(_action(event, me), drawn)
    if isinstance(event, HandSplit):
        # After the "Ann splits" of the action, what came of it (a re-split adds a third).
        hand, new = event.hand + 1, event.new_hand + 1
        if event.seat == me:
            if event.hand:
                return arg(wording.tr("Your hand %1 splits into hands %2 and %3"), hand, hand, new)
            return arg(wording.tr("Your hand splits into hands %1 and %2"), hand, new)
        if event.hand:
            return arg(wording.tr("%1's hand %2 splits into hands %3 and %4"), event.seat, hand,
                       hand, new)
        return arg(wording.tr("%1's hand splits into hands %2 and %3"), event.seat, hand, new)
    if isinstance(event, DealerSplitAces):
        kept = wording.tr("%1 split aces and keep %L2", "%1 is you") if event.dealer == me \
            else wording.tr("%1 splits aces and keeps %L2")
        return arg(kept, _subject(event.dealer, me), event.totals[event.kept])
    if isinstance(event, BetSettled):
        return _settled(event, me)
    if isinstance(event, HandEnded):
        return arg(wording.tr("Hand over: %1"), net_summary(event.net, limit=None))
    if isinstance(event, HandVoided):
        return wording.tr("Hand voided: every bet goes back")
    if isinstance(event, DealPassed):
        passed = wording.tr("%1 pass the deal", "%1 is you") if event.dealer == me \
            else wording.tr("%1 passes the deal")
        return arg(passed, _subject(event.dealer, me))
    if isinstance(event, DealerRanOut):
        ran_out = wording.tr("%1 have run out of chips to cover the bets", "%1 is you") \
            if event.dealer == me else wording.tr("%1 has run out of chips to cover the bets")
        return arg(ran_out, _subject(event.dealer, me))
    if isinstance(event, ShoeReplenished):
        return wording.tr("The shoe is refilled")
    if isinstance(event, PlayerEliminated) and event.seat == me:
        return arg(wording.tr("%1 are out in place %L2", "%1 is you"), _subject(event.seat, me),
                   event.place)
    tournament = tournament_phrase(event)
    if tournament is not None:  # the director's log's words (app/core/tournament_words.py)
        return tournament.words()
    formatted = format_event(event)
    if formatted:
        return formatted
    # Anything else (a room or level of another format...) by its type, untranslated (a
    # name in the code): "LevelStarted" -> "Level started".
    return re.sub(r"(?<!^)(?=[A-Z])", " ", type(event).__name__).capitalize()


def _started(event: HandStarted, players: Collection[str], hand_number: int, me: str) -> str:
    if players and event.dealer not in players:  # T10: the house deals
        return arg(wording.tr("Hand %1 starts: the house deals"), hand_number) if hand_number \
            else wording.tr("New hand: the house deals")
    if event.dealer == me:
        return arg(wording.tr("Hand %1 starts: you deal"), hand_number) if hand_number \
            else wording.tr("New hand: you deal")
    if hand_number:
        return arg(wording.tr("Hand %1 starts: %2 deals"), hand_number, event.dealer)
    return arg(wording.tr("New hand: %1 deals"), event.dealer)


def host_gone(retry_seconds: float, *, given_up: bool = False) -> str:
    """A host that cannot be reached, in words a person understands (never an errno: that is
    for the log): "The host has gone; trying again every 5 seconds"."""
    if given_up:
        return wording.tr("The host has gone; no longer trying")
    seconds = max(1, round(retry_seconds))
    if seconds == 1:
        return wording.tr("The host has gone; trying again every second")
    return wording.tr("The host has gone; trying again every %Ln second(s)", None, seconds)


def total_words(value: HandValue) -> str:
    """A hand's total as people say it: "total 15", "soft 17", "bust with 25"."""
    if value.bust:
        return arg(wording.tr("bust with %1"), value.total)
    return arg(wording.tr("soft %1"), value.total) if value.soft \
        else arg(wording.tr("total %1"), value.total)


def _total_short(value: HandValue) -> str:
    """A total in a prompt: "15", "soft 17", "bust with 25"."""
    return total_words(value) if value.bust or value.soft else str(value.total)


def choices_words(words: list[str]) -> str:
    """ "hit", "hit or stand", "hit, stand or double down"."""
    if len(words) <= 1:
        return "".join(words)
    return arg(wording.tr("%1 or %2", "the last of a list of choices"), listed(words[:-1]),
               words[-1])


def hand_result(hand: HandView) -> str:
    """The felt's short label under a settled hand ("won 50", "push", "bust"); '' before it
    is settled. The log says it in full (`describe`)."""
    if hand.outcome is None:
        return ""
    if hand.won:
        return arg(wording.tr("won %L1"), hand.won)
    return outcome_text(hand.outcome)


def decision_prompt(kind: DecisionKind, actions: list[Action], hands: list[HandView],
                    hand: int = 0, dealer: HandView | None = None) -> str:
    """What the seat is asked, from the actions it may take now, never a fixed list: "Split
    aces: stand or double down (hand 1 of 2, soft 13)". `hands` are the seat's hands, `hand`
    the one asked about (named when there are several); `dealer`, the hand a dealing seat
    plays (BJX-11)."""
    choices = choices_words([wording.tr(words) for action, words in ACTION_WORDS.items()
                             if action in actions])  # in the buttons' order
    if kind is DecisionKind.PLAY:
        played = hands[hand] if 0 <= hand < len(hands) else None
        aces = played is not None and played.from_split and bool(played.cards) \
            and played.cards[0] is not None and played.cards[0].is_ace
        about = [arg(wording.tr("hand %1 of %2"), hand + 1, len(hands))] if len(hands) > 1 \
            else []
        if played is not None and played.cards and played.known:
            about.append(_total_short(played.value))
        if about:
            asked = wording.tr("Split aces: %1 (%2)") if aces else wording.tr("Your hand: %1 (%2)")
            return arg(asked, choices, listed(about))
        return arg(wording.tr("Split aces: %1") if aces else wording.tr("Your hand: %1"), choices)
    if kind is DecisionKind.INSURANCE:
        return arg(wording.tr("The dealer shows an ace: %1"), choices)
    if kind is DecisionKind.BET_ROUND:
        return arg(wording.tr("Second betting round: %1"), choices)
    if kind is DecisionKind.SIT_OUT:
        return arg(wording.tr("The dealer cannot cover you: %1"), choices)
    if kind is DecisionKind.TURN_UP:
        return wording.tr("You deal: which card do you show?")
    if kind is DecisionKind.DEALER_FOLD:
        return arg(wording.tr("You deal: %1"), choices)
    if dealer is not None and dealer.cards and dealer.known:
        return arg(wording.tr("You deal (%1): %2"), _total_short(dealer.value), choices)
    return arg(wording.tr("You deal: %1"), choices)


def net_summary(net: Mapping[str, int], limit: int | None = SUMMARY_NAMES) -> str:
    """Who won and lost what, biggest winner first: "Cid +50, Ann -25, Bob -25" (with real
    minus signs); past `limit` names, "…"."""
    moved = sorted(((name, chips) for name, chips in net.items() if chips),
                   key=lambda item: -item[1])
    if not moved:
        return wording.tr("no chips changed hands")
    words = [arg(wording.tr("%1 %2", "a player and the chips they won (+) or lost"), name,
                 _signed_chips(chips)) for name, chips in moved]
    if limit is not None and len(words) > limit:
        words = [*words[:limit], "\u2026"]
    return listed(words)


def _subject(seat: str, me: str, hand: int = 0) -> str:
    """Who does something: "You", "Ann"; a split hand's number with it, "Ann (hand 2)" (only
    split hands are numbered)."""
    if seat == me:
        return arg(wording.tr("You (hand %1)"), hand + 1) if hand else wording.tr("You")
    return arg(wording.tr("%1 (hand %2)"), seat, hand + 1) if hand else seat


def _said(sentences: tuple[Callable[[], str], Callable[[], str]], seat: str, me: str,
          hand: int = 0, *values: object) -> str:
    """One of a case's two sentences: said of you ("You hit") or of `seat` ("Ann hits")."""
    sentence = sentences[0]() if seat == me else sentences[1]()
    return arg(sentence, _subject(seat, me, hand), *values)


def _drawn(said: str, drawn: tuple[Card | None, HandValue | None] | None) -> str:
    """`said` with the card drawn: "Ann hits: 7\u2663, total 15" after a hit or double the
    seat saw; as it is for a card it did not."""
    if drawn is None or drawn[0] is None:
        return said
    card, value = drawn
    if value is None:
        return arg(wording.tr("%1: %2", "an action: the card it drew"), said, card_text(card))
    return arg(wording.tr("%1: %2, %3", "an action: the card it drew, the hand's total"), said,
               card_text(card), total_words(value))


def _action(event: ActionTaken, me: str) -> str:
    you = event.seat == me
    if event.action is Action.TURN_UP:
        shown = wording.tr("%1 show card %2", "%1 is you") if you \
            else wording.tr("%1 shows card %2")
        return arg(shown, _subject(event.seat, me, event.hand), (event.amount or 0) + 1)
    if event.action is Action.RAISE and event.amount:  # BJX-5: the amount is the new total
        raised = wording.tr("%1 raise to %L2", "%1 is you") if you \
            else wording.tr("%1 raises to %L2")
        return arg(raised, _subject(event.seat, me, event.hand), event.amount)
    if event.action is Action.INSURANCE and event.amount:  # 10-hand: any amount to half the bet
        insured = wording.tr("%1 take insurance for %L2", "%1 is you") if you \
            else wording.tr("%1 takes insurance for %L2")
        return arg(insured, _subject(event.seat, me, event.hand), event.amount)
    sentences = _ACTION_SAID.get(event.action)
    if sentences is None:  # an action this version has no words for: as recorded
        return arg(wording.tr("%1: %2", "a player: an action"),
                   _subject(event.seat, me, event.hand), event.action.value.replace("_", " "))
    return _said(sentences, event.seat, me, event.hand)


def _settled(event: BetSettled, me: str = "") -> str:
    you = event.seat == me
    who = _subject(event.seat, me)
    if event.won:
        if event.insurance:
            won = wording.tr("%1 win %L2 on insurance", "%1 is you") if you \
                else wording.tr("%1 wins %L2 on insurance")
        elif event.outcome is Outcome.NATURAL:
            won = wording.tr("%1 win %L2 with a natural", "%1 is you") if you \
                else wording.tr("%1 wins %L2 with a natural")
        elif event.outcome is Outcome.EVEN_MONEY:
            won = wording.tr("%1 win %L2 (even money)", "%1 is you") if you \
                else wording.tr("%1 wins %L2 (even money)")
        else:
            won = wording.tr("%1 win %L2", "%1 is you") if you else wording.tr("%1 wins %L2")
        return arg(won, who, event.won)
    words = outcome_text(event.outcome)
    # Nothing taken is no loss: a natural pushing against the dealer's goes back whole.
    if event.outcome in BACK_OUTCOMES or not event.collected:
        if event.returned:
            return arg(wording.tr("%1: %2, %L3 back", "a player: an outcome, chips returned"),
                       who, words, event.returned)
        return arg(wording.tr("%1: %2", "a player: an outcome"), who, words)
    plain = event.outcome in PLAIN_LOSSES
    if event.insurance:
        if plain:
            lost = wording.tr("%1 lose %L2 on insurance", "%1 is you") if you \
                else wording.tr("%1 loses %L2 on insurance")
        else:
            lost = wording.tr("%1 lose %L2 on insurance (%3)", "%1 is you") if you \
                else wording.tr("%1 loses %L2 on insurance (%3)")
    elif plain:
        lost = wording.tr("%1 lose %L2", "%1 is you") if you else wording.tr("%1 loses %L2")
    else:
        lost = wording.tr("%1 lose %L2 (%3)", "%1 is you") if you \
            else wording.tr("%1 loses %L2 (%3)")
    return arg(lost, who, event.collected, words)


def move_line(event: PlayerMoved) -> str:
    """A move as the kiosk announces it (S7-23): "Bob: table 3 seat 5 \u2192 table 1 seat 2";
    the engine's `announcement`, which the command line and the store keep, in words."""
    return arg(wording.tr("%1: table %2 seat %3 \u2192 table %4 seat %5"), event.name,
               event.from_table, event.from_seat, event.to_table, event.to_seat)
