"""The advisor's rules for a BlackJack eXtreme hand (RULES.md BJX): the variant's advisor hook."""

from __future__ import annotations

from app.engine.advisor.rules import AdvisorRules
from app.engine.variants.bjx.rules import BjxRules


def rules_for_bjx(rules: BjxRules) -> AdvisorRules:
    """A BlackJack eXtreme hand once the betting is over (BJX-8 to BJX-12), as far as the
    values of its plays go. The dealer's choice on soft hands (BJX-11) is taken as hitting
    soft 17 or less and standing on soft 18 or more, as the basic bot's dealer does; a dealer
    natural has been shown by then (BJX-7), so values are given none, as with a peek."""
    return AdvisorRules(
        decks=1,  # BJX-1: one deck, as S7-11
        h17=True,  # BJX-11, as above
        das=False,
        resplit_hands=rules.max_hands_per_seat,  # BJX-10
        resplit_aces=True,  # BJX-10: any pair, aces too
        surrender="none",  # the fold belongs to the betting round (BJX-5)
        peek=True,  # BJX-7
        insurance=False,
        double_down=False,  # the double up is the raise of the betting round (BJX-5)
        split_aces_one_card=False,  # BJX-10
        split_natural_wins=True,  # BJX-10
    )
