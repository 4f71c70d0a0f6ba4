"""BlackJack eXtreme's second betting round (BJX-5): the exact values of raise, check and fold.

A player decides seeing its own two cards, every card turned up at the table, and the one of
the dealer's two cards the dealer chose to show (BJX-4). The values rest on a stated model:

- The dealer shows the weaker of its two cards (the ace counts strongest), as the bots do.
  So the shown card says the hidden one is at least as strong: a hidden card of a stronger
  rank is twice as likely as its count alone says (either of the two could have come first),
  one of the same strength as likely, a weaker one impossible.
- The dealer then plays (BJX-6's fold is left out: it can only pay the player) and takes
  soft totals as `rules_for_bjx` says.
- A dealer natural is shown before anyone plays (BJX-7): a natural that was not raised pushes,
  every other hand loses its whole bet. Otherwise the hand is played as well as it can be for
  the cards left (`advise`), a raised hand taking at least one more card (BJX-5), a raised
  natural played as eleven (BJX-8).

Values are in units of the blind; a raise is to double the blind, the least BJX-5 allows (its
value per unit staked is the same for a larger raise).
"""

from __future__ import annotations

from collections.abc import Sequence

from app.engine.actions import Action
from app.engine.advisor.composition import ACE, Composition, rank_index, shoe_without, total_of
from app.engine.advisor.dealer import natural_rank
from app.engine.advisor.expected import Evaluator, hole_weight, no_natural_chance
from app.engine.advisor.rules import AdvisorRules
from app.engine.cards import Card, Rank
from app.engine.errors import IllegalAction
from app.engine.variants.bjx.advisor import rules_for_bjx
from app.engine.variants.bjx.rules import BjxRules

ACTIONS = (Action.RAISE, Action.CHECK, Action.FOLD)


def strength(index: int) -> int:
    """How strong a card is for the dealer holding it (BJX-4): the ace most."""
    return 11 if index == ACE else index + 1


def shown_weights(shown: int) -> tuple[int, ...]:
    """By rank, how much likelier than its count the hidden card is, given the dealer showed
    the weaker of two cards and it was `shown`."""
    return tuple(2 if strength(rank) > strength(shown) else 1 if rank == shown else 0
                 for rank in range(10))


def betting_values(hand: Sequence[Card | Rank], shown: Card | Rank,
                   removed: Sequence[Card | Rank] = (),
                   rules: AdvisorRules | None = None) -> dict[Action, float]:
    """Raise, check and fold for a two-card hand against the dealer's shown card, best first;
    `removed` are the other cards seen (other players' up cards)."""
    rules = rules if rules is not None else rules_for_bjx(BjxRules())
    if len(hand) != 2:
        raise IllegalAction("The second betting round comes with two cards in the hand")
    up = rank_index(shown)
    shoe = shoe_without(rules.decks, [*hand, shown, *removed])
    weights = shown_weights(up)
    # The evaluator's values are in the hidden card's weighted measure (dealer.HoleWeights):
    # divided here, once, by this shoe's mean weight, they are values given the shown card.
    weight = hole_weight(shoe, weights)
    if not weight:
        raise IllegalAction("No card left could be the dealer's hidden one")
    evaluator = Evaluator(up, rules.h17, True, rules.dealer_splits_aces, weights)
    first, second = (rank_index(card) for card in hand)
    hard = first + second + 2
    has_ace = ACE in (first, second)
    natural = total_of(hard, has_ace) == 21
    no_natural = no_natural_chance(up, shoe, True, weights) / weight
    dealer_natural = 1.0 - no_natural
    # Joint values ("this and no dealer natural"), as the evaluator gives them.
    splits = not natural and first == second and rules.resplit_hands >= 2  # BJX-10
    evaluator.prepare(11 if natural else hard, has_ace and not natural, shoe,
                      first if splits else None, rules)
    if natural:
        checked = 1.5 * no_natural  # BJX-8: paid 3:2; BJX-7: pushes a dealer natural
        # BJX-8: as eleven, at least one card. (The engine then counts every ace of the hand
        # as one; here an ace drawn later may count eleven, so this is a shade high.)
        raised_play = evaluator.hit(11, False, shoe) / weight
    else:
        plays = [evaluator.stand(total_of(hard, has_ace), shoe),
                 evaluator.hit(hard, has_ace, shoe)]
        if splits:
            plays.append(evaluator.split(first, shoe, rules))
        checked = max(plays) / weight - dealer_natural
        raised_play = evaluator.hit(hard, has_ace, shoe)  # BJX-5: at least one more card
        if splits:  # a split hand's card is the one the raise demands (BJX-10)
            raised_play = max(raised_play, evaluator.split(first, shoe, rules))
        raised_play /= weight
    raised = 2.0 * (raised_play - dealer_natural)  # BJX-7: a raised hand loses it all
    # BJX-5: a fold gets half the blind back.
    values = {Action.RAISE: raised, Action.CHECK: checked, Action.FOLD: -0.5}
    return dict(sorted(values.items(), key=lambda item: -item[1]))


def hidden_natural_chance(shown: Card | Rank, shoe: Composition) -> float:
    """The chance the dealer's hidden card makes a natural with the shown one (BJX-7)."""
    up = rank_index(shown)
    if natural_rank(up) is None:
        return 0.0
    weights = shown_weights(up)
    weight = hole_weight(shoe, weights)
    if not weight:
        raise IllegalAction("No card left could be the dealer's hidden one")
    return 1.0 - no_natural_chance(up, shoe, True, weights) / weight
