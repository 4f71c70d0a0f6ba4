"""The advisor's values of one past decision, for the report after a tournament (issue 23):
each play's chip value, in chips, and where a tournament model exists (the 10-hand match,
T10-5; the Series 7 heads-up, S7-8; the BJX heads-up, BJX-15) each play's chance of winning.
A split hand is beyond those models: it has chip values only.

Everything here is worked out from what the seat could see when it decided (C-11): a
`SeatView` built by `observe`, never the round itself. The plays are named as the report
writes them ("hit", "raise to 100", "bet 50"), so that what was played can be looked up.
"""

from __future__ import annotations

from typing import NamedTuple

from app.engine.actions import Action, Decision, DecisionKind
from app.engine.cards import Card
from app.engine.errors import EngineError
from app.engine.policy import SeatContext
from app.engine.rules import BetLevel
from app.engine.seat_view import SeatView
from app.engine.variants import variant_of
from app.engine.variants.rule_sets import Rules


class Valued(NamedTuple):
    """Each play's chip value (the expected chips it nets) and chance of winning; either may
    be empty where the advisor has no answer."""

    chips: dict[str, float]
    chances: dict[str, float]


NOTHING = Valued({}, {})


def play_name(action: Action, amount: int | None) -> str:
    """A play as the report names it: the verb, and a raise's new total (BJX-5)."""
    if action is Action.RAISE and amount is not None:
        return f"raise to {amount:,}"
    return action.value.replace("_", " ")


def bet_name(amount: int) -> str:
    return f"bet {amount:,}"


def decision_values(rules: Rules, view: SeatView, decision: Decision, context: SeatContext,
                    level: BetLevel, chips_in_play: int) -> Valued:
    """The values of a play (hit, stand, double, split, surrender), an insurance decision
    (T10-8) or BJX's second betting round (BJX-5); NOTHING for the rest (a BJX dealer's
    choices, sitting out: the advisor does not weigh them). `chips_in_play`: every chip at
    the table as the hand started, a heads-up's whole (S7-22, BJX-15)."""
    try:
        if decision.kind is DecisionKind.PLAY:
            return _play(rules, view, decision, context, level, chips_in_play)
        if decision.kind is DecisionKind.INSURANCE:
            return _insurance(rules, view, decision)
        if decision.kind is DecisionKind.BET_ROUND:  # BJX-5, the one betting round
            return _betting(rules, view, decision, context, level, chips_in_play)
    except EngineError:  # a hand outside the advisor's model
        return NOTHING
    return NOTHING


def seen_elsewhere(view: SeatView, mine: list[Card], up: Card) -> list[Card]:
    """Every card the seat can see on the table but its own hand and the dealer's up card
    (at a shared table, S7-11 and BJX-1, they have left the one deck)."""
    seen = [card for hands in view.hands.values() for hand in hands for card in hand.visible()]
    seen += [card for card in view.dealer_cards if card is not None]
    for card in [*mine, up]:
        if card in seen:
            seen.remove(card)
    return seen


def _play(rules: Rules, view: SeatView, decision: Decision, context: SeatContext,
          level: BetLevel, chips_in_play: int) -> Valued:
    from app.engine.advisor import advise
    from app.engine.advisor.hand_model import model_rank
    from app.engine.variants import rules_for_variant

    shared = variant_of(rules.variant).shared_deck
    hand = view.hand(decision.hand)
    up = view.dealer_up
    if up is None or not hand.known or hand.value.total > 21 or hand.aces_low:
        return NOTHING  # (a BJX natural played as eleven is not in the advisor's model)
    cards = hand.visible()
    # A 10-hand player's own shoe holds only its hand and the dealer's (T10-2).
    seen = seen_elsewhere(view, cards, up) if shared else []
    values = advise([c.rank for c in cards], up.rank, rules_for_variant(rules),
                    [c.rank for c in seen])
    chips = {play_name(a, None): v * hand.bet for a, v in values.items()
             if a in decision.actions}
    if len(view.hands.get(view.me, [])) > 1:
        return Valued(chips, {})  # a split hand: beyond the tournament models
    stack = view.stack + hand.bet  # the chips before the hand, as the models take them
    odds = variant_of(rules.variant).odds(context, stack, level, chips_in_play)
    chances = {} if odds is None else odds.plays(
        [model_rank(card) for card in cards], model_rank(up), decision.actions, hand.bet)
    return Valued(chips, {play_name(a, None): c for a, c in chances.items()})


def _insurance(rules: Rules, view: SeatView, decision: Decision) -> Valued:
    """T10-8: insurance (half the bet, paid 2:1) and even money against declining, worked out
    before the peek from the cards seen."""
    from app.engine.advisor.composition import TEN, shoe_without
    from app.engine.advisor.expected import insurance_value
    from app.engine.variants import rules_for_variant

    hand = view.hand(decision.hand)
    up = view.dealer_up
    if up is None or not hand.known:
        return NOTHING
    cards = hand.visible()
    seen = seen_elsewhere(view, cards, up) if variant_of(rules.variant).shared_deck else []
    shoe = shoe_without(rules_for_variant(rules).decks, [*cards, up, *seen])
    insurance = insurance_value(shoe)
    # Only the difference between the choices matters: the hand's own value is the same
    # whatever is chosen, but for a natural, which even money settles at once at 1:1.
    declined = 0.0
    if hand.natural:
        declined = 1.5 * (1.0 - shoe[TEN] / sum(shoe))  # a natural pushes a dealer natural
    values = {Action.NO_INSURANCE: declined, Action.INSURANCE: declined + insurance,
              Action.EVEN_MONEY: 1.0}
    return Valued({play_name(a, None): v * hand.bet for a, v in values.items()
                   if a in decision.actions}, {})


def _betting(rules: Rules, view: SeatView, decision: Decision, context: SeatContext,
             level: BetLevel, chips_in_play: int) -> Valued:
    """BJX-5: raise (to double the blind), check and fold, in chips; in a heads-up (BJX-15)
    each choice's chance, a raise with its new total."""
    from app.engine.advisor.bjx_betting import betting_values
    from app.engine.advisor.hand_model import model_rank

    hand = view.hand(decision.hand)
    up = view.dealer_up
    if up is None or not hand.known or len(hand.cards) != 2:
        return NOTHING
    cards = hand.visible()
    seen = seen_elsewhere(view, cards, up)
    values = betting_values([c.rank for c in cards], up.rank, [c.rank for c in seen])
    chips = {play_name(a, 2 * hand.bet if a is Action.RAISE else None): v * hand.bet
             for a, v in values.items() if a in decision.actions}
    odds = variant_of(rules.variant).odds(context, view.stack + hand.bet, level, chips_in_play)
    if odds is None:
        return Valued(chips, {})
    chances = odds.betting([model_rank(c) for c in cards], model_rank(up), hand.bet)
    return Valued(chips, {play_name(a, amount): chance for (a, amount), chance
                          in chances.items() if a in decision.actions})


def bet_values(rules: Rules, stack: int, chips_in_play: int, offered: tuple[int, int, int],
               context: SeatContext, level: BetLevel) -> Valued:
    """Before the deal: each bet's chance of winning where a tournament model weighs bets (a
    10-hand match, T10-5; a Series 7 heads-up, S7-8; a BJX heads-up's blind, BJX-3 and
    BJX-15); NOTHING elsewhere. A bet has no chip value of its own to weigh here: every hand's
    value is per chip bet, and the report values the plays."""
    low, high, _ = offered
    odds = variant_of(rules.variant).odds(context, stack, level, chips_in_play)
    chances = {} if odds is None else odds.bets()[1]
    return Valued({}, {bet_name(bet): chance for bet, chance in chances.items()
                       if low <= bet <= high})
