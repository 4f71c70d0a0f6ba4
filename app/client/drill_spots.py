"""Drill spots (issue 23): situations to answer, each with the advisor's value of every answer,
and the grading of an answer against the advisor's best.

A spot is generated from a seed (a plain play decision of the 10-hand game, T10; the last
hand of a 10-hand match trailing by 40, T10-5; a Series 7 heads-up bet with the deal coming,
S7-8; a BJX blind against a short dealer, BJX-3 and BJX-15) or taken from a decision of the
player's own report (app/client/review.py). Its values are the advisor's, and so is its best
answer: an answer is right when it is worth as much as the advisor's best (equal values are the
same answer to the advisor; docs/decisions/drills.md). No Qt, no I/O.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass

from app.client.card_words import card_text
from app.client.review import LOST, Reviewed
from app.client.review_values import bet_name, play_name
from app.client.review_words import play_words, seen_words
from app.client.wording import choices_words, signed
from app.engine.actions import Action
from app.engine.cards import DECK, Card, Rank
from app.engine.variants.bjx import MINIMUMS as BJX_MINIMUMS
from app.engine.variants.series7 import LEVELS as SERIES7_LEVELS
from app.engine.variants.tenhand.rules import TenHandRules
from app.i18n import Context, arg, number, translatable

drill_texts = Context("drill_texts")

# What a spot's values are: chips a chip bet (a generated play), expected chips (a play of
# the player's own, its bet included) or a chance of winning (a tournament model decides).
PER_CHIP, CHIPS, CHANCE = "a chip bet", "chips", "chance"
SHOWN = 4  # the explanation names the best values, then the answer's if it is not among them
# How far below the best an answer is still right, by measure: a difference no player could
# act on, said in the grade (issue 38: 57.02% to win against the best's 57.03% was wrong,
# and came back first). A tenth of a percent of a chance, a thousandth of a chip bet, a tenth
# of a chip.
CLOSE_ENOUGH = {CHANCE: 0.001, PER_CHIP: 0.001, CHIPS: 0.1}

# The generated kinds, as the drills name them (and `pitboss drill --kind` takes them).
HARD, SOFT, PAIR = "play: hard total", "play: soft total", "play: pair"
TENHAND_LAST = "10-hand: last hand, 40 behind"
SERIES7_DEAL = "Series 7 heads-up: the deal coming"
BJX_BLIND = "BJX: blind against a short dealer"
HISTORY = "your hands"  # a spot from the player's own reports (its kind follows, "your bet")
# The kinds as a person reads them, read with `drill_texts.tr` (`kind_words`): the kinds
# themselves are keys, kept in the store and taken by `pitboss drill --kind`.
KIND_WORDS = {
    HARD: translatable("drill_texts", "play: hard total"),
    SOFT: translatable("drill_texts", "play: soft total"),
    PAIR: translatable("drill_texts", "play: pair"),
    TENHAND_LAST: translatable("drill_texts", "10-hand: last hand, 40 behind"),
    SERIES7_DEAL: translatable("drill_texts", "Series 7 heads-up: the deal coming"),
    BJX_BLIND: translatable("drill_texts", "BJX: blind against a short dealer"),
}

_PLAYS = (Action.HIT, Action.STAND, Action.DOUBLE, Action.SPLIT, Action.SURRENDER)
_BEHIND = 40  # TENHAND_LAST: the chips the player trails by
_SERIES7_TOTALS = (8000, 16000)  # the chips of a heads-up: two or four starting stacks (S7-4)
_BJX_TOTAL = 8000  # two starting stacks (BJX-1)
_BJX_MINIMUMS = BJX_MINIMUMS[:3]  # the early levels, where a blind's size is a real choice
_BJX_SHORT = 8  # a short dealer holds at most this many minimums
_NUMBER = re.compile(r"(?:bet |blind |raise to )?([0-9][0-9,]*)")


class AnswerError(ValueError):
    """An answer that is none of the spot's, in words that say what the answers are."""


def kind_words(kind: str) -> str:
    """A kind of spot in words: "play: pair", "your hands: hit/stand"."""
    known = KIND_WORDS.get(kind)
    if known is not None:
        return drill_texts.tr(known)
    own = kind.removeprefix(f"{HISTORY}: ")
    if own != kind:
        return arg(drill_texts.tr("your hands: %1"), play_words(own))
    return kind


def answer_words(answer: str) -> str:
    """An answer (a key of `Spot.values`: "hit", "bet 50", "raise to 100") in words."""
    return play_words(answer)


@dataclass(frozen=True, slots=True)
class Spot:
    """A situation to answer. `values`: each answer, as the drills name it ("hit", "bet 50",
    "raise to 100"), and its value (`measure`: PER_CHIP, CHIPS or CHANCE);
    `best` is the advisor's best; `card` is the key of its spaced-repetition card."""

    kind: str
    card: str
    question: str
    values: dict[str, float]
    measure: str
    best: str
    situation: Situation | None = None  # a generated spot's; None for one of the player's

    @property
    def answers(self) -> list[str]:
        """The answers in a fixed order (plays as the table's buttons show them, then bets by
        amount): the values' own order is the advisor's, best first, which would tell."""
        return sorted(self.values, key=_answer_order)

    @property
    def amounts(self) -> list[int] | None:
        """Where the answer is an amount of many (more than three bets, a 10-hand match's),
        the amounts, smallest first, evenly spaced; None where it is one of a few answers."""
        bets = _bets(self.values)
        return bets if bets is not None and len(bets) > 3 else None

    @property
    def choices(self) -> str:
        """The answers in words: "hit, stand or double", "a bet of 10 to 960, in steps of 10
        chips"."""
        amounts = self.amounts
        if amounts is not None:
            step = amounts[1] - amounts[0]
            return arg(drill_texts.tr("a bet of %L1 to %L2, in steps of %L3 chips"), amounts[0],
                       amounts[-1], step)
        return choices_words([answer_words(answer) for answer in self.answers])

    def parse(self, text: str) -> str:
        """The answer `text` means: one of the answers, as the spot keeps it ("Hit", "bet
        50") or as its words read in the app's language; an amount ("50"). AnswerError if
        none. A window passes the answer itself (a key of `values`), whatever its words."""
        words = " ".join(text.lower().replace("_", " ").split())
        if words in self.values:
            return words
        shown = [name for name in self.values
                 if " ".join(answer_words(name).lower().split()) == words]
        if len(shown) == 1:
            return shown[0]
        number = _NUMBER.fullmatch(words)
        if number is not None:
            amount = int(number[1].replace(",", ""))
            found = [name for name in self.values
                     if name.split(" ")[-1].replace(",", "") == str(amount)]
            if len(found) == 1:
                return found[0]
        raises = [name for name in self.values if name.startswith("raise")]
        if words == "raise" and len(raises) == 1:
            return raises[0]
        if not words:
            raise AnswerError(arg(drill_texts.tr("Type an answer: %1"), self.choices))
        raise AnswerError(arg(drill_texts.tr("%1 is not an answer here: %2"),
                              repr(text.strip()), self.choices))


@dataclass(frozen=True, slots=True)
class Graded:
    """An answer graded: right or not, the advisor's best, and the values in words."""

    spot: Spot
    answer: str
    correct: bool
    explanation: str


def grade(spot: Spot, text: str) -> Graded:
    """Grade the answer `text` (AnswerError, in words, if it is none of the spot's)."""
    answer = spot.parse(text)
    short = spot.values[spot.best] - spot.values[answer]  # how far below the best
    correct = short <= CLOSE_ENOUGH[spot.measure] + LOST
    values = values_words(spot, answer)
    if not correct:
        return Graded(spot, answer, False, arg(drill_texts.tr("The advisor's best is %1. %2"),
                                               answer_words(spot.best), values))
    if short > LOST:  # right, though the best is a hair better: said so
        return Graded(spot, answer, True, arg(
            drill_texts.tr("Right: within %1 of the best. %2"),
            _close_words(spot.measure), values))
    return Graded(spot, answer, True, arg(drill_texts.tr("Right. %1"), values))


def _close_words(measure: str) -> str:
    """CLOSE_ENOUGH in words: "0.1 percentage point", "0.001 a chip bet", "0.1 chips"."""
    close = CLOSE_ENOUGH[measure]
    if measure == CHANCE:
        return arg(drill_texts.tr("%1 percentage point"), number(100 * close, 1))
    if measure == CHIPS:
        return arg(drill_texts.tr("%1 chips", "a value in chips"), number(close, 1))
    return arg(drill_texts.tr("%1 a chip bet"), number(close, 3))


def values_words(spot: Spot, answer: str) -> str:
    """The advisor's values, best first: "Stand: +0.12 a chip bet; hit -0.05". Answers worth
    the same are one entry ("bet 70 to 1,010: 41.80% to win"); the best SHOWN entries, and the
    answer's if it is not among them."""
    groups: list[list[str]] = []
    for name in sorted(spot.values, key=lambda name: (-spot.values[name], _answer_order(name))):
        if groups and spot.values[groups[-1][0]] - spot.values[name] <= LOST:
            groups[-1].append(name)
        else:
            groups.append([name])
    shown = groups[:SHOWN] + [group for group in groups[SHOWN:] if answer in group]
    # Enough digits to tell a wrong answer from the best, however close the two are.
    digits = 2
    while digits < 6 and answer not in shown[0] and _value(spot, spot.values[answer], digits) \
            == _value(spot, spot.values[spot.best], digits):
        digits += 1
    text = ""
    for group in shown:
        entry = arg(drill_texts.tr("%1: %2", "an answer and its value"), _names(group),
                    _value(spot, spot.values[group[0]], digits))
        text = arg(drill_texts.tr("%1; %2", "the values of the answers, one after the other"),
                   text, entry) if text else entry
    return text[:1].upper() + text[1:]


def _names(group: list[str]) -> str:
    """Equal answers: "bet 70 to 1,010" for more than two bets, else "hit or stand"."""
    bets = _bets({name: 0.0 for name in group})
    if bets is not None and len(bets) > 2:
        return arg(drill_texts.tr("bet %L1 to %L2"), bets[0], bets[-1])
    return choices_words([answer_words(name) for name in sorted(group, key=_answer_order)])


def _value(spot: Spot, value: float, digits: int = 2) -> str:
    if spot.measure == CHANCE:
        return arg(drill_texts.tr("%1% to win"), number(100 * value, digits))
    if spot.measure == CHIPS:
        return arg(drill_texts.tr("%1 chips", "a value in chips"), signed(value, digits - 1))
    return arg(drill_texts.tr("%1 a chip bet"), signed(value, digits))


def _answer_order(name: str) -> tuple[int, int, str]:
    """Plays in the order the table's buttons show them, then bets and raises by amount."""
    plays = [play_name(action, None) for action in _PLAYS]
    if name in plays:
        return (0, plays.index(name), name)
    amount = name.split(" ")[-1].replace(",", "")
    return (1, int(amount) if amount.isdigit() else 0, name)


def _bets(values: dict[str, float]) -> list[int] | None:
    """The amounts, if every answer is a bet."""
    if not values or not all(name.startswith("bet ") for name in values):
        return None
    return sorted(int(name[4:].replace(",", "")) for name in values)


# ---- generated spots ---------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Situation:
    """What a generated spot shows, as the advisor takes it: two cards against an up card (a
    play), or the stacks and the bets (a bet or a blind). A window draws it from this."""

    cards: tuple[Card, ...] = ()
    up: Card | None = None
    stack: int = 0
    rival: int = 0  # the rival's stack; a BJX dealer's
    minimum: int = 0
    maximum: int = 0
    total: int = 0  # the chips of a heads-up, both stacks


def draw(kind: str, rng: random.Random) -> Situation:
    """A situation of a generated `kind`, drawn with `rng`."""
    if kind in (HARD, SOFT, PAIR):
        while True:
            first, second, up = (rng.choice(DECK) for _ in range(3))
            if _play_kind(first, second) == kind:
                return Situation(cards=(first, second), up=up)
    if kind == TENHAND_LAST:
        rules = TenHandRules()
        rival = rules.start_stack + rules.min_bet * rng.randrange(-15, 16)
        return Situation(stack=rival - _BEHIND, rival=rival, minimum=rules.min_bet)
    if kind == SERIES7_DEAL:
        minimum, maximum = rng.choice(SERIES7_LEVELS[:4])
        total = rng.choice(_SERIES7_TOTALS)
        stack = 25 * rng.randrange(maximum // 25, (total - minimum) // 25 + 1)
        return Situation(stack=stack, rival=total - stack, minimum=minimum, maximum=maximum,
                         total=total)
    if kind == BJX_BLIND:
        minimum = rng.choice(_BJX_MINIMUMS)
        rival = 5 * rng.randrange(minimum // 5, _BJX_SHORT * minimum // 5 + 1)
        return Situation(stack=_BJX_TOTAL - rival, rival=rival, minimum=minimum,
                         total=_BJX_TOTAL)
    raise ValueError(f"There is no drill of the kind {kind!r}; the kinds are: "
                     f"{', '.join(KINDS)}")


def _play_kind(first: Card, second: Card) -> str | None:
    if first.rank is second.rank:
        return PAIR
    if Rank.ACE in (first.rank, second.rank):
        # A natural has nothing to decide (T10-6): no kind.
        return None if {first.rank.points, second.rank.points} == {1, 10} else SOFT
    return HARD


def play_spot(kind: str, situation: Situation) -> Spot:
    """A 10-hand play decision (T10-6 to T10-12): two cards against an up card from a full
    shoe, valued by the advisor in chips a chip bet."""
    from app.engine.advisor import advise
    from app.engine.variants.tenhand.advisor import rules_for_tenhand

    first, second = situation.cards
    assert situation.up is not None, "a play is against an up card"
    up = situation.up
    values = advise([first, second], up, rules_for_tenhand(TenHandRules()))
    plays = {play_name(action, None): value for action, value in values.items()
             if action in _PLAYS}
    best = next(iter(plays))  # the advisor gives its values best first
    question = arg(drill_texts.tr("10-hand rules (6 decks, the dealer hits soft 17, late "
                                  "surrender): %1 %2 against %3. Your play?"),
                   card_text(first), card_text(second), card_text(up))
    return Spot(kind, kind, question, plays, PER_CHIP, best, situation)


def tenhand_spot(situation: Situation) -> Spot:
    """The last hand of a 10-hand match, 40 chips behind the rival (T10-2, T10-5): the bet."""
    from app.engine.advisor.match import advice_for_match

    stack, rival = situation.stack, situation.rival
    match = advice_for_match(situation.minimum, rival, 1)
    if match is None:
        raise ValueError(arg(drill_texts.tr("the 10-hand match model does not cover a rival "
                                            "with %L1"), rival))
    question = arg(drill_texts.tr("The last hand of a 10-hand match (minimum %1): you have "
                                  "%L2 chips, your rival %L3, who bets the minimum. Your "
                                  "bet?"), situation.minimum, stack, rival)
    return _bet_spot(TENHAND_LAST, situation, question, match.bet(stack, rival, 1)[0],
                     match.bet_chances(stack, rival, 1))


def series7_spot(situation: Situation) -> Spot:
    """A Series 7 heads-up (S7-8): the player bets this hand, the minimum or the maximum, and
    deals the next."""
    from app.engine.advisor.heads_up import advice_for_heads_up

    minimum, maximum, total = situation.minimum, situation.maximum, situation.total
    heads_up = advice_for_heads_up(minimum, maximum, total)
    if heads_up is None:
        raise ValueError(arg(drill_texts.tr("the heads-up model does not cover %1/%2"),
                             minimum, maximum))
    question = arg(drill_texts.tr("Series 7 heads-up, the level %L1/%L2: you have %L3 of the "
                                  "%L4 chips; you bet this hand, and the deal comes to you "
                                  "next. Your bet?"),
                   minimum, maximum, situation.stack, total)
    return _bet_spot(SERIES7_DEAL, situation, question, *heads_up.bet(situation.stack))


def bjx_spot(situation: Situation) -> Spot:
    """A BJX heads-up blind (BJX-3, BJX-15) against a dealer short of chips."""
    from app.engine.advisor.bjx_heads_up import advice_for_bjx_heads_up

    heads_up = advice_for_bjx_heads_up(situation.minimum, situation.total)
    if heads_up is None:
        raise ValueError(arg(drill_texts.tr("the BJX heads-up model does not cover a minimum "
                                            "of %1"), situation.minimum))
    question = arg(drill_texts.tr("BJX heads-up, the minimum %L1: you have %L2 chips, the "
                                  "dealer %L3; you post the blind (one to three minimums). "
                                  "Your blind?"),
                   situation.minimum, situation.stack, situation.rival)
    return _bet_spot(BJX_BLIND, situation, question, *heads_up.blind(situation.stack))


def _bet_spot(kind: str, situation: Situation, question: str, best: int,
              chances: dict[int, float]) -> Spot:
    """A bet's spot: each bet's chance of winning, the advisor's best bet."""
    return Spot(kind, kind, question, {bet_name(bet): chance for bet, chance in chances.items()},
                CHANCE, bet_name(best), situation)


_SPOTS: dict[str, Callable[[Situation], Spot]] = {
    HARD: lambda situation: play_spot(HARD, situation),
    SOFT: lambda situation: play_spot(SOFT, situation),
    PAIR: lambda situation: play_spot(PAIR, situation),
    TENHAND_LAST: tenhand_spot,
    SERIES7_DEAL: series7_spot,
    BJX_BLIND: bjx_spot,
}
KINDS = tuple(_SPOTS)


def spot(kind: str, rng: random.Random) -> Spot:
    """A spot of a generated `kind`, drawn with `rng`."""
    return _SPOTS[kind](draw(kind, rng))


def generate(kind: str, seed: int) -> Spot:
    """The spot of `kind` this seed gives (the same spot for the same seed)."""
    return spot(kind, random.Random(seed))


# ---- spots from the player's own hands ----------------------------------------------------

def history_spot(decision: Reviewed, number: int) -> Spot | None:
    """A decision of the player's report as a spot (the `number`th of its report), or None if
    the advisor weighed fewer than two of its answers. A tournament model decides where there
    is one (the chance of winning), as in the report."""
    to_win = len(decision.chances) >= 2
    values = decision.chances if to_win else decision.values
    best = decision.best_to_win if to_win else decision.best
    if len(values) < 2 or best is None:
        return None
    card = f"tournament {decision.tournament}, decision {number}"
    template = drill_texts.tr("From tournament %1, table %2, hand %L3 (%4): %5. Your bet?") \
        if decision.kind == "bet" else drill_texts.tr(
            "From tournament %1, table %2, hand %L3 (%4): %5. Your play?")
    question = arg(template, decision.tournament, decision.table, decision.hand,
                   play_words(decision.kind), seen_words(decision))
    return Spot(f"{HISTORY}: {decision.kind}", card, question, dict(values),
                CHANCE if to_win else CHIPS, best)
