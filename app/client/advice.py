"""Advice on demand (S7-25: advice may be given at any time): what the basic-strategy bot
would do in your seat, from exactly what your seat can see, and then the advisor's (issue 7):
the exact value of each play from the cards seen (and of raise, check and fold in BJX's
betting round); in a 10-hand match or a Series 7 heads-up, the bet and play with the best
chance of winning it; in a BJX heads-up, the blind and the betting round's choice.

The advisor answers on the window's thread: its worst decision takes about a tenth of a second
(bench/advisor.py), less than a click's worth of waiting, and no thread is started.

Each sentence is a whole one of the translations (advice_words, app/i18n.py); the advice is
its sentences one after the other.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, NamedTuple

from app.client.remote_bot import RemoteRound, decision_of
from app.client.review_values import seen_elsewhere as _other_cards_seen
from app.client.table_state import TableState
from app.client.wording import signed
from app.engine.actions import Action, Decision, DecisionKind
from app.engine.bots import make_bot
from app.engine.policy import SeatContext
from app.engine.rules import BetLevel
from app.engine.seat_view import observe
from app.engine.variants import variant_of
from app.i18n import Context, arg, number, translatable

if TYPE_CHECKING:
    from app.engine.advisor.odds import Chances

advice_words = Context("advice_words")

# The plays as the advice names them, read with `advice_words.tr`.
PLAY_WORDS = {
    Action.HIT: translatable("advice_words", "hit"),
    Action.STAND: translatable("advice_words", "stand"),
    Action.DOUBLE: translatable("advice_words", "double"),
    Action.SPLIT: translatable("advice_words", "split"),
    Action.SURRENDER: translatable("advice_words", "surrender"),
    Action.INSURANCE: translatable("advice_words", "insurance"),
    Action.EVEN_MONEY: translatable("advice_words", "even money"),
    Action.NO_INSURANCE: translatable("advice_words", "no insurance"),
    Action.RAISE: translatable("advice_words", "raise"),
    Action.CHECK: translatable("advice_words", "check"),
    Action.FOLD: translatable("advice_words", "fold"),
    Action.SIT_OUT: translatable("advice_words", "sit out"),
    Action.STAY_IN: translatable("advice_words", "stay in"),
    Action.DEALER_FOLD: translatable("advice_words", "fold the hand"),
    Action.DEALER_PLAY: translatable("advice_words", "play the hand"),
    Action.DEALER_HIT: translatable("advice_words", "hit"),
    Action.DEALER_STAND: translatable("advice_words", "stand"),
}


def play_words(action: Action) -> str:
    """A play's name in the advice: "hit", "double", "no insurance"."""
    known = PLAY_WORDS.get(action)
    return advice_words.tr(known) if known else action.value.replace("_", " ")


def _basic_words(action: Action, amount: int | None) -> str:
    """What basic strategy plays, with its amount or card where it has one."""
    if action is Action.TURN_UP:
        return arg(advice_words.tr("show card %1"), (amount or 0) + 1)
    if action is Action.RAISE:
        return arg(advice_words.tr("raise to %L1"), amount or 0)
    if action is Action.INSURANCE:
        return arg(advice_words.tr("take insurance (%L1)"), amount or 0)
    return play_words(action)


def _percent(chance: float) -> str:
    """A chance in whole percents: "48"."""
    return number(chance * 100, 0)


def _listed(values: dict[Action, float]) -> str:
    """Each play and its value: "hit +0.120, stand \u22120.310"."""
    joined = ""
    for index, (action, value) in enumerate(values.items()):
        item = arg(advice_words.tr("%1 %2", "a play and its value"), play_words(action),
                   signed(value, 3))
        joined = item if index == 0 else arg(advice_words.tr("%1, %2", "a list"), joined, item)
    return joined


def advise(state: TableState) -> str:
    """A sentence for the decision or bet in front of you, or '' when there is none.

    Where the advisor has exact values the sentence opens with the play of the best value it
    lists, so the advice never recommends one play and shows another worth more; basic
    strategy is named beside it, and where it differs the sentence says why (the cards seen)."""
    request = state.decision
    if request is None:
        return bet_advice(state) if state.bet_request is not None else ""
    view = RemoteRound(state)
    decision = decision_of(request)
    rivals = {seat.name: seat.chips for seat in state.seats if seat.name != state.me}
    context = SeatContext(state.me, rivals=rivals, players_left=state.players_left,
                          heads_up=state.players_left == 2)
    # A fixed seed: the same question gets the same answer.
    basic, amount = make_bot("basic", random.Random(0)).act(view, decision, context)
    basic_words = _basic_words(basic, amount)
    if decision.kind is DecisionKind.PLAY:
        text, values, to_win = exact_advice(state, view, decision)
    elif decision.kind is DecisionKind.BET_ROUND:  # BJX-5, the one betting round
        text, values, to_win = betting_advice(state, view, decision)
    else:
        text, values, to_win = NO_VALUES
    if not values:
        return arg(advice_words.tr("Basic strategy: %1."), basic_words) + text
    if to_win:  # the tournament's best play differs from the chip value's: it leads
        return arg(advice_words.tr("Best play: %1."), to_win) + " " + \
            _best_first(values, basic, basic_words, by_chips=True) + text
    return _best_first(values, basic, basic_words) + text


class Valued(NamedTuple):
    """The advisor's answer to a decision: its words, the chip values it lists (best first
    is not assumed), and the tournament's best play in words where it differs from the best
    chip value ("double, to win the match"), else ''."""

    text: str
    values: dict[Action, float]
    to_win: str


NO_VALUES = Valued("", {}, "")


def _best_first(values: dict[Action, float], basic: Action, basic_words: str, *,
                by_chips: bool = False) -> str:
    """'Best play: …' of the best value listed ('By chip value: …' after the tournament's best
    play), and what basic strategy says beside it."""
    best = max(values, key=values.__getitem__)
    if best is basic:
        said = advice_words.tr("By chip value: %1 (basic strategy agrees).") if by_chips \
            else advice_words.tr("Best play: %1 (basic strategy agrees).")
        return arg(said, play_words(best))
    if basic in values:
        gain = values[best] - values[basic]
        said = advice_words.tr("By chip value: %1. Basic strategy says %2, but with the cards "
                               "seen %1 is worth %3 of a bet more.") if by_chips else \
            advice_words.tr("Best play: %1. Basic strategy says %2, but with the cards seen %1 "
                            "is worth %3 of a bet more.")
        return arg(said, play_words(best), basic_words, number(gain, 3))
    said = advice_words.tr("By chip value: %1. Basic strategy says %2, a play the exact values "
                           "below do not weigh.") if by_chips else \
        advice_words.tr("Best play: %1. Basic strategy says %2, a play the exact values below "
                        "do not weigh.")
    return arg(said, play_words(best), basic_words)


def bet_advice(state: TableState) -> str:
    """Before the deal: the basic bot's minimum and, where the variant's tournament model
    weighs the spot (a 10-hand match, T10-3 and T10-5; a Series 7 heads-up, S7-8; a BJX
    heads-up's blind, BJX-3 and BJX-15), the bet with the best chance of winning it."""
    request = state.bet_request
    if request is None:
        return ""
    sentence = arg(advice_words.tr("Basic strategy: bet the minimum (%L1)."), request.low)
    chances = seat_odds(state, BetLevel(request.low, request.high))
    if chances is None:
        return sentence
    best, weighed = chances.bets()
    return sentence + " " + arg(advice_words.tr(chances.bet_words),
                                min(max(best, request.low), request.high),
                                _percent(weighed[best]))


def seat_odds(state: TableState, level: BetLevel) -> Chances | None:
    """My seat's spot in the variant's tournament model (app/engine/advisor/odds.py), with
    the stacks as this hand's bet was asked for; None where the model does not reach, or
    where only one bet is allowed (nothing to weigh)."""
    variant = variant_of(state.variant)
    stacks = state.bet_stacks
    stack = stacks.get(state.me)
    if stack is None or state.bet_low is None:
        return None
    rivals = dict(state.match_rivals) if variant.matches else \
        {name: chips for name, chips in stacks.items() if name != state.me}
    context = SeatContext(state.me, rivals=rivals, hands_left=state.hands_left,
                          players_left=state.players_left,
                          heads_up=variant.is_heads_up(state.players_left == 2,
                                                       len(stacks)))
    return variant.odds(context, stack, level, sum(stacks.values()))


def betting_advice(state: TableState, view: RemoteRound,
                   decision: Decision) -> Valued:
    """' Exact values …' of raise, check and fold in BJX's second betting round (BJX-5) and,
    in a heads-up, the choice that wins it; NO_VALUES where the advisor has no answer."""
    from app.engine.advisor.bjx_betting import betting_values
    from app.engine.errors import EngineError

    seat = observe(view, state.me)
    hand = seat.hand(0)
    up = seat.dealer_up
    if up is None or not hand.known or len(hand.cards) != 2:
        return NO_VALUES
    cards = hand.visible()
    seen = _other_cards_seen(seat, cards, up)
    try:
        values = betting_values([c.rank for c in cards], up.rank, [c.rank for c in seen])
    except EngineError:
        return NO_VALUES
    offered = {action: value for action, value in values.items() if action in decision.actions}
    text = " " + arg(advice_words.tr("Exact values, in blinds (1 deck, %n other card(s) seen; "
                                     "the dealer taken to show the weaker card): %1.", None,
                                     len(seen)), _listed(offered))
    odds = None if state.bet_low is None else seat_odds(state, BetLevel(state.bet_low))
    if odds is None:
        return Valued(text, offered, "")
    from app.engine.advisor.hand_model import model_rank

    chances = odds.betting([model_rank(card) for card in cards], model_rank(up), hand.bet)
    if not chances:
        return Valued(text, offered, "")
    best = next((choice for choice in chances  # best first, among what may be done now
                 if choice[0] in decision.actions), None)
    if best is None:
        return Valued(text, offered, "")
    action, total = best
    words = play_words(action) if total is None \
        else arg(advice_words.tr("raise to %L1"), total)
    if action is max(offered, key=offered.__getitem__, default=action):
        return Valued(text + " " + arg(advice_words.tr("To win the heads-up: %1 (%2% to win "
                                                       "it)."), words, _percent(chances[best])),
                      offered, "")
    return Valued(text + " " + arg(advice_words.tr(
        "To win the heads-up: %1 (%2% to win it): the heads-up is won on the chips both of you "
        "hold, not on the blinds won on average."), words, _percent(chances[best])),
        offered, arg(advice_words.tr("%1, to win the heads-up"), words))


def exact_advice(state: TableState, view: RemoteRound,
                 decision: Decision) -> Valued:
    """' Exact values …' for a play, from the cards this seat has seen leave the shoe, and at
    a 10-hand table ' To win the match …'; NO_VALUES where the advisor has no answer."""
    from app.engine.advisor import advise as exact
    from app.engine.advisor.composition import INFINITE
    from app.engine.advisor.hand_model import model_rank
    from app.engine.advisor.match import advice_for_match
    from app.engine.errors import EngineError
    from app.engine.variants import rules_for_variant, rules_from_options
    from app.engine.variants.tenhand.rules import TenHandRules

    seat = observe(view, state.me)
    hand = seat.hand(decision.hand)
    up = seat.dealer_up
    if up is None or not hand.known or hand.value.total > 21 or hand.aces_low:
        return NO_VALUES  # (a BJX natural played as eleven is not in the advisor's model)
    cards = hand.visible()
    rules = rules_for_variant(rules_from_options(state.variant))
    # At a shared table every card seen has left the one deck (S7-11, BJX-1); a 10-hand
    # player's own shoe holds only the hand and the dealer's (T10-2).
    seen = _other_cards_seen(seat, cards, up) if variant_of(state.variant).shared_deck else []
    try:
        values = exact([card.rank for card in cards], up.rank, rules, [c.rank for c in seen])
    except EngineError:
        return NO_VALUES
    plays = {action: value for action, value in values.items() if action in decision.actions}
    if not plays:
        return NO_VALUES
    decks = advice_words.tr("an infinite deck") if rules.decks == INFINITE \
        else advice_words.tr("%n deck(s)", None, rules.decks)
    text = " " + (arg(advice_words.tr("Exact values, in bets (%1, %n other card(s) seen): %2.",
                                      None, len(seen)), decks, _listed(plays)) if seen
                  else arg(advice_words.tr("Exact values, in bets (%1): %2."), decks,
                           _listed(plays)))
    if not variant_of(state.variant).matches:  # a match's play is weighed to win it (T10-5)
        return Valued(text, plays, "")
    rival = max(state.match_rivals.values(), default=None)
    advice = (advice_for_match(TenHandRules().min_bet, rival, state.hands_left)
              if rival is not None else None)
    if (advice is None or rival is None or state.hands_left is None
            or len(seat.hands.get(state.me, [])) > 1):
        return Valued(text, plays, "")  # no match to weigh, a split hand, or beyond the match model
    chances = advice.play([model_rank(card) for card in cards], model_rank(up),
                          decision.actions, hand.bet, seat.stack + hand.bet, rival,
                          state.hands_left)
    best = max(chances, key=chances.__getitem__)
    chip_best = max(plays, key=plays.__getitem__)
    if best is chip_best or chances[best] <= chances.get(chip_best, 0) + 1e-9:
        return Valued(text + " " + arg(advice_words.tr("To win the match: the same (%1% to win "
                                                       "it)."), _percent(chances[best])),
                      plays, "")
    left = advice_words.tr("To win the match: %1 (%2% to win it, against %3% with %4): the "
                           "match is won on chips against your rival's with one hand left, not "
                           "on the chips won on average.") if state.hands_left == 1 else \
        advice_words.tr("To win the match: %1 (%2% to win it, against %3% with %4): the match "
                        "is won on chips against your rival's with %n hand(s) left, not on the "
                        "chips won on average.", None, state.hands_left)
    return Valued(text + " " + arg(left, play_words(best), _percent(chances[best]),
                                   _percent(chances[chip_best]), play_words(chip_best)),
                  plays, arg(advice_words.tr("%1, to win the match"), play_words(best)))
