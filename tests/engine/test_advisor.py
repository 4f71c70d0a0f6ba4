"""The exact advisor (issue 7, step 1): known answers from published tables, and invariants.

Published figures are quoted with their source. The Wizard of Odds tables are Michael
Shackleford's, computed by exact combinatorial analysis and printed to six decimals, so the
tolerance is 1e-6 (their last digit is rounded; one or two printed values are half a unit
off in the sixth place).
"""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from app.cli import main
from app.engine.actions import Action
from app.engine.advisor import (
    AdvisorRules,
    advise,
    dealer_probabilities,
    shoe_without,
)
from app.engine.advisor.composition import full_shoe, to_composition
from app.engine.cards import Card, Rank
from app.engine.errors import CardError, IllegalAction, RulesError
from app.engine.variants.tenhand.advisor import rules_for_tenhand
from app.engine.variants.tenhand.rules import TenHandRules

R = {rank.value: rank for rank in Rank}
TENHAND = rules_for_tenhand(TenHandRules())  # the 10-hand game's rules of record
UP_ORDER = "A23456789T"
SIX_DP = 1e-6


def ranks(text: str) -> list[Rank]:
    return [R[letter] for letter in text]


def dealer(up: str, decks: int, h17: bool, peek: bool) -> tuple[float, ...]:
    shoe = shoe_without(decks, [R[up]])
    return dealer_probabilities(UP_ORDER.index(up), shoe, h17, peek)


# Wizard of Odds, "Blackjack Appendix 2A: Dealer Probabilities" (after the peek), table
# "1 Deck - Dealer Stands on Soft 17": final 17, 18, 19, 20, 21, bust by up card.
WIZARD_2A_1DECK_S17 = {
    "A": (0.183786, 0.19089, 0.18868, 0.191692, 0.075137, 0.169815),
    "2": (0.138976, 0.131762, 0.131815, 0.123948, 0.120526, 0.352973),
    "3": (0.130313, 0.130946, 0.123761, 0.123345, 0.116047, 0.375588),
    "4": (0.130973, 0.114163, 0.120679, 0.116286, 0.115096, 0.402803),
    "5": (0.119687, 0.123483, 0.116909, 0.104694, 0.106321, 0.428905),
    "6": (0.166948, 0.106454, 0.107192, 0.100705, 0.097879, 0.420823),
    "7": (0.372345, 0.138583, 0.077334, 0.078897, 0.072987, 0.259854),
    "8": (0.130857, 0.362989, 0.129445, 0.06829, 0.069791, 0.238627),
    "9": (0.121886, 0.103921, 0.357391, 0.12225, 0.061109, 0.233442),
    "T": (0.124156, 0.122486, 0.124421, 0.356869, 0.03957, 0.232499),
}
# The same appendix, table "2 Decks - Dealer Stands on Soft 17", the rows quoted.
WIZARD_2A_2DECK_S17 = {
    "A": (0.186367, 0.189883, 0.188851, 0.190272, 0.076531, 0.168096),
    "2": (0.139367, 0.133348, 0.130744, 0.123997, 0.119254, 0.353291),
    "7": (0.370478, 0.138195, 0.078013, 0.078781, 0.07339, 0.261143),
    "T": (0.122412, 0.1216, 0.122524, 0.36387, 0.038449, 0.231144),
}


# The same appendix, tables "6 Decks - Dealer Stands on Soft 17" and "6 Decks - Dealer Hits
# on Soft 17", every row.
WIZARD_2A_6DECK = {
    False: {
        "A": (0.188071, 0.189235, 0.188906, 0.189362, 0.077394, 0.167033),
        "2": (0.139656, 0.134389, 0.13002, 0.124019, 0.118413, 0.353504),
        "3": (0.134296, 0.130539, 0.125226, 0.120817, 0.114928, 0.374194),
        "4": (0.130556, 0.124062, 0.121272, 0.116441, 0.111866, 0.395805),
        "5": (0.121843, 0.122437, 0.117575, 0.111793, 0.107945, 0.418406),
        "6": (0.165707, 0.106194, 0.106431, 0.101551, 0.097276, 0.422842),
        "7": (0.369208, 0.137931, 0.078428, 0.078682, 0.073816, 0.261936),
        "8": (0.12894, 0.359955, 0.128723, 0.069219, 0.06947, 0.243693),
        "9": (0.12031, 0.117348, 0.351854, 0.120368, 0.060877, 0.229242),
        "T": (0.121273, 0.121007, 0.121306, 0.368447, 0.037729, 0.230239),
    },
    True: {
        "A": (0.082842, 0.206593, 0.206757, 0.207262, 0.095264, 0.201281),
        "2": (0.130071, 0.135978, 0.131607, 0.125662, 0.120022, 0.356661),
        "3": (0.1259, 0.13193, 0.126656, 0.122185, 0.116371, 0.376958),
        "4": (0.122458, 0.125405, 0.12262, 0.11783, 0.113217, 0.39847),
        "5": (0.118089, 0.123042, 0.118216, 0.112435, 0.108586, 0.419632),
        "6": (0.115064, 0.114574, 0.115043, 0.110177, 0.105882, 0.439259),
        "7": (0.369208, 0.137931, 0.078428, 0.078682, 0.073816, 0.261936),
        "8": (0.12894, 0.359955, 0.128723, 0.069219, 0.06947, 0.243693),
        "9": (0.12031, 0.117348, 0.351854, 0.120368, 0.060877, 0.229242),
        "T": (0.121273, 0.121007, 0.121306, 0.368447, 0.037729, 0.230239),
    },
}
# Wizard of Odds, "Blackjack Appendix 2B" (before the peek), the six-deck tables' ace and ten
# rows: 17 .. 21, bust, blackjack. The other rows are 2A's, a dealer without an ace or ten-value
# up having no natural to peek for.
WIZARD_2B_6DECK = {
    False: {"A": (0.130017, 0.130822, 0.130594, 0.13091, 0.0535035, 0.115473, 0.308682),
            "T": (0.111914, 0.111669, 0.111945, 0.340014, 0.0348174, 0.212471, 0.0771704)},
    True: {"A": (0.0572705, 0.142822, 0.142935, 0.143284, 0.0658578, 0.139149, 0.308682),
           "T": (0.111914, 0.111669, 0.111945, 0.340014, 0.0348174, 0.212471, 0.0771704)},
}


@pytest.mark.parametrize("up", list(WIZARD_2A_1DECK_S17))
def test_dealer_one_deck_s17_matches_wizard_appendix_2a(up: str) -> None:
    """T10-7 (the dealer's fixed draw), checked on the published one-deck S17 table."""
    assert dealer(up, 1, h17=False, peek=True)[:6] == pytest.approx(
        WIZARD_2A_1DECK_S17[up], abs=SIX_DP
    )


@pytest.mark.parametrize("up", list(WIZARD_2A_2DECK_S17))
def test_dealer_two_decks_s17_matches_wizard_appendix_2a(up: str) -> None:
    assert dealer(up, 2, h17=False, peek=True)[:6] == pytest.approx(
        WIZARD_2A_2DECK_S17[up], abs=SIX_DP
    )


@pytest.mark.parametrize("h17", [False, True])
@pytest.mark.parametrize("up", UP_ORDER)
def test_dealer_six_decks_matches_wizard_appendix_2a_and_2b(up: str, h17: bool) -> None:
    """T10-2's shoe, under T10-7's H17 and under S17, after the peek and (2B) before it."""
    assert dealer(up, 6, h17=h17, peek=True)[:6] == pytest.approx(
        WIZARD_2A_6DECK[h17][up], abs=SIX_DP
    )
    before = WIZARD_2B_6DECK[h17].get(up, (*WIZARD_2A_6DECK[h17][up], 0.0))
    # The printed figures with five decimals and a leading zero keep six significant digits.
    assert dealer(up, 6, h17=h17, peek=False) == pytest.approx(before, abs=SIX_DP)


# An independent table: Ken Smith, blackjackinfo.com, "Blackjack Dealer Outcome Probabilities"
# (combinatorial, a full deck less the up card, after the peek), in per cent to two places:
# "Single Deck: Dealer stands on all 17s" and "... hits soft 17". Rows bust, 17, 18, 19, 20,
# 21; columns dealer 2 .. 9, ten, ace.
BJINFO_1DECK = {
    False: ((35.30, 37.56, 40.28, 42.89, 42.08, 25.99, 23.86, 23.34, 23.25, 16.98),
            (13.90, 13.03, 13.10, 11.97, 16.69, 37.23, 13.09, 12.19, 12.42, 18.38),
            (13.18, 13.09, 11.42, 12.35, 10.65, 13.86, 36.30, 10.39, 12.25, 19.09),
            (13.18, 12.38, 12.07, 11.69, 10.72, 7.73, 12.94, 35.74, 12.44, 18.87),
            (12.39, 12.33, 11.63, 10.47, 10.07, 7.89, 6.83, 12.23, 35.69, 19.17),
            (12.05, 11.60, 11.51, 10.63, 9.79, 7.30, 6.98, 6.11, 3.96, 7.51)),
    True: ((35.63, 37.81, 40.58, 43.00, 43.78, 25.99, 23.86, 23.34, 23.25, 20.46),
           (12.98, 12.35, 12.28, 11.67, 11.61, 37.23, 13.09, 12.19, 12.42, 8.18),
           (13.31, 13.19, 11.54, 12.38, 11.38, 13.86, 36.30, 10.39, 12.25, 20.54),
           (13.32, 12.50, 12.19, 11.74, 11.61, 7.73, 12.94, 35.74, 12.44, 20.62),
           (12.56, 12.42, 11.78, 10.52, 10.96, 7.89, 6.83, 12.23, 35.69, 20.95),
           (12.20, 11.73, 11.63, 10.69, 10.67, 7.30, 6.98, 6.11, 3.96, 9.26)),
}
# Half a unit of the last place printed, and 1e-6 more: the H17 table's 12.50% (19 under a 3)
# is 0.1249494 here, 6e-7 short of rounding up.
HALF_A_HUNDREDTH_PER_CENT = 5e-5 + SIX_DP


@pytest.mark.parametrize("h17", [False, True])
def test_dealer_one_deck_matches_an_independent_table(h17: bool) -> None:
    """T10-7 and S7-16's dealer, S17 and H17, against blackjackinfo.com's table."""
    for column, up in enumerate("23456789TA"):
        o17, o18, o19, o20, o21, bust, _ = dealer(up, 1, h17=h17, peek=True)
        published = [row[column] / 100 for row in BJINFO_1DECK[h17]]
        assert [bust, o17, o18, o19, o20, o21] == pytest.approx(
            published, abs=HALF_A_HUNDREDTH_PER_CENT)
    # Its blackjack row, before the peek: 7.84% under a ten, 31.37% under an ace.
    assert dealer("T", 1, h17=h17, peek=False)[6] == pytest.approx(0.0784, abs=5e-5)
    assert dealer("A", 1, h17=h17, peek=False)[6] == pytest.approx(0.3137, abs=5e-5)


def test_dealer_ace_before_the_peek_matches_wizard_appendix_2b() -> None:
    # Wizard of Odds, "Blackjack Appendix 2B" (before the peek), "1 Deck - Dealer Stands on
    # Soft 17", Ace row: 17 .. 21, BJ, bust.
    published = (0.126128, 0.131003, 0.129486, 0.131553, 0.0515646, 0.313726, 0.11654)
    o17, o18, o19, o20, o21, bust, natural = dealer("A", 1, h17=False, peek=False)
    assert (o17, o18, o19, o20, o21, natural, bust) == pytest.approx(published, abs=SIX_DP)
    assert natural == pytest.approx(16 / 51, abs=1e-15)


# Wizard of Odds, "Blackjack Appendix 9" (expected returns by initial hand, exact for the
# hand's composition, no dealer blackjack), dealer ace up; columns stand, hit, double.
WIZARD_9_VS_ACE = {
    # "1 Deck, Dealer Stands on Soft 17 - Player Can't Split"
    (1, False): {"2A": (-0.661732, -0.067808, -0.593281), "32": (-0.659375, -0.291565, -1.318751),
                 "62": (-0.639160, -0.225772, -0.799095), "65": (-0.634013, 0.172946, 0.240259),
                 "7A": (-0.101015, -0.108386, -0.357778)},
    # "1 Deck, Dealer Hits on Soft 17 - Player Can't Split"
    (1, True): {"2A": (-0.589084, -0.107929, -0.552040), "65": (-0.575374, 0.143003, 0.234296),
                "7A": (-0.223909, -0.173175, -0.414678)},
    # "2 Decks, Dealer Hits on Soft 17 - Player Can't Split"
    (2, True): {"32": (-0.592126, -0.320313, -1.184253), "6A": (-0.511565, -0.224617, -0.541393),
                "65": (-0.587564, 0.121079, 0.166650)},
    # "5 Deck, Dealer Hits on Soft 17 - Player Can't Split"
    (5, True): {"2A": (-0.596923, -0.100728, -0.583036), "32": (-0.596108, -0.318051, -1.192217),
                "64": (-0.594238, 0.034973, -0.023611), "7A": (-0.225295, -0.160941, -0.417747)},
}


@pytest.mark.parametrize(
    ("decks", "h17", "hand"),
    [(decks, h17, hand) for (decks, h17), rows in WIZARD_9_VS_ACE.items() for hand in rows],
)
def test_values_against_an_ace_match_wizard_appendix_9(decks: int, h17: bool, hand: str) -> None:
    """T10-9: given the peek found no natural, as the tables are."""
    values = advise(ranks(hand), Rank.ACE, AdvisorRules(decks=decks, h17=h17))
    got = (values[Action.STAND], values[Action.HIT], values[Action.DOUBLE])
    assert got == pytest.approx(WIZARD_9_VS_ACE[(decks, h17)][hand], abs=SIX_DP)


# Wizard of Odds, "Blackjack Appendix 9 - Six deck, dealer hits on soft 17, no hole card"
# (a dealer natural takes doubles too): dealer ace, columns stand, hit, double.
WIZARD_9_ENHC_6DECK = {
    "2A": (-0.722356, -0.379910, -1.024099), "32": (-0.721887, -0.529734, -1.443774),
    "54": (-0.721243, -0.396287, -0.932671), "6A": (-0.665166, -0.463296, -0.999484),
    "65": (-0.720879, -0.235772, -0.535879), "7A": (-0.466029, -0.421285, -0.909374),
}


# The same appendix, "Eight decks, dealer hits on soft 17, no hole card".
WIZARD_9_ENHC_8DECK = {
    "2A": (-0.722307, -0.378980, -1.024082), "32": (-0.721955, -0.528987, -1.443909),
    "43": (-0.721595, -0.553054, -1.369253), "54": (-0.721465, -0.395636, -0.932679),
    "6A": (-0.665036, -0.462428, -0.998987), "65": (-0.721201, -0.235977, -0.537869),
    "7A": (-0.465508, -0.420237, -0.908247),
}


@pytest.mark.parametrize(("decks", "hand"), [(6, hand) for hand in WIZARD_9_ENHC_6DECK]
                         + [(8, hand) for hand in WIZARD_9_ENHC_8DECK])
def test_no_peek_values_match_wizard_appendix_9_no_hole_card(decks: int, hand: str) -> None:
    rules = AdvisorRules(decks=decks, h17=True, peek=False)
    values = advise(ranks(hand), Rank.ACE, rules)
    got = (values[Action.STAND], values[Action.HIT], values[Action.DOUBLE])
    published = (WIZARD_9_ENHC_6DECK if decks == 6 else WIZARD_9_ENHC_8DECK)[hand]
    assert got == pytest.approx(published, abs=SIX_DP)


# Wizard of Odds, "Blackjack Appendix 1: Expected Values for Infinite Deck": an infinite deck,
# the dealer stands on soft 17 and peeks, double after split, split to four hands but aces
# once, one card to split aces. Columns: dealer 2 .. 9, ten, ace.
APPENDIX_1_UP = "23456789TA"
APPENDIX_1 = AdvisorRules(decks=0, h17=False, das=True, resplit_hands=4, surrender="none",
                          insurance=False)
# "Stand", by total: every total of 16 or less is the first row.
WIZARD_1_STAND = {
    "T6": (-0.292784, -0.25225, -0.211063, -0.167193, -0.153699, -0.475375, -0.510518,
           -0.54315, -0.54043, -0.666951),
    "T7": (-0.152975, -0.117216, -0.080573, -0.044941, 0.011739, -0.106809, -0.381951,
           -0.423154, -0.419721, -0.478033),
    "T8": (0.121742, 0.1483, 0.175854, 0.199561, 0.283444, 0.399554, 0.105951, -0.183163,
           -0.178301, -0.100199),
    "T9": (0.386305, 0.404363, 0.423179, 0.439512, 0.495977, 0.615976, 0.593854, 0.287597,
           0.063118, 0.277636),
    "TT": (0.639987, 0.650272, 0.66105, 0.67036, 0.703959, 0.773227, 0.791815, 0.758357,
           0.554538, 0.65547),
}
# "Hit" and "Double", the rows of the hands issue 7 names: 11 (v A), 16 (v 10), A,7 (v 9).
WIZARD_1_HIT = {
    "65": (0.238351, 0.260325, 0.28302, 0.30735, 0.33369, 0.292147, 0.229982, 0.158257,
           0.119482, 0.143001),
    "T6": (-0.470995, -0.463768, -0.456286, -0.44952, -0.430927, -0.414779, -0.45844,
           -0.509322, -0.539826, -0.517149),
    "A7": (0.062905, 0.090248, 0.118502, 0.147613, 0.190753, 0.170676, 0.039677, -0.100744,
           -0.143808, -0.092935),
}
WIZARD_1_DOUBLE = {
    "65": (0.470641, 0.517795, 0.566041, 0.614699, 0.66738, 0.462889, 0.350693, 0.227783,
           0.179689, 0.109061),
    "T6": (-0.94199, -0.927536, -0.912573, -0.899039, -0.861853, -0.829558, -0.916881,
           -1.018644, -1.079653, -1.034297),
    "A7": (0.11975, 0.177641, 0.237004, 0.295225, 0.381506, 0.219948, -0.029917, -0.290219,
           -0.346892, -0.362813),
}
# "Split": every hand the split makes, a redrawn pair split again whenever it may be.
WIZARD_1_SPLIT = {
    "2": (-0.084336, -0.01565, 0.059088, 0.151665, 0.22689, 0.006743, -0.176693, -0.386883,
          -0.507175, -0.43357),
    "3": (-0.13771, -0.056273, 0.029932, 0.126284, 0.201318, -0.053043, -0.231843, -0.436607,
          -0.553507, -0.482405),
    "4": (-0.192325, -0.108712, -0.020395, 0.081913, 0.151377, -0.166452, -0.326068,
          -0.511152, -0.625044, -0.560206),
    "5": (-0.290154, -0.208718, -0.119335, -0.019231, 0.045404, -0.293928, -0.454237,
          -0.634113, -0.729969, -0.668811),
    "6": (-0.21256, -0.119715, -0.02132, 0.080912, 0.153668, -0.264427, -0.425122, -0.610576,
          -0.716103, -0.653362),
    "7": (-0.131478, -0.043733, 0.049255, 0.146678, 0.247385, -0.050148, -0.391981,
          -0.577584, -0.657268, -0.651641),
    "8": (0.073852, 0.146187, 0.220849, 0.297475, 0.409329, 0.321042, -0.022736, -0.387228,
          -0.480686, -0.372535),
    "9": (0.195625, 0.258548, 0.323474, 0.391987, 0.471339, 0.364837, 0.234447, -0.07801,
          -0.317336, -0.13681),
    "T": (0.134774, 0.212836, 0.293403, 0.380367, 0.468117, 0.296633, 0.064443, -0.206733,
          -0.371278, -0.249494),
    "A": (0.470641, 0.517795, 0.566041, 0.614699, 0.66738, 0.462889, 0.350693, 0.227783,
          0.179689, 0.109061),
}


@pytest.mark.parametrize("up", APPENDIX_1_UP)
def test_infinite_deck_values_match_wizard_appendix_1(up: str) -> None:
    """Stand, hit and double, the named hands among them: 16 v 10, A,7 v 9 and 11 v A."""
    column = APPENDIX_1_UP.index(up)
    for hand, row in WIZARD_1_STAND.items():
        assert advise(ranks(hand), R[up], APPENDIX_1)[Action.STAND] == pytest.approx(
            row[column], abs=SIX_DP)
    for hand in WIZARD_1_HIT:
        values = advise(ranks(hand), R[up], APPENDIX_1)
        assert (values[Action.HIT], values[Action.DOUBLE]) == pytest.approx(
            (WIZARD_1_HIT[hand][column], WIZARD_1_DOUBLE[hand][column]), abs=SIX_DP)


@pytest.mark.parametrize("up", APPENDIX_1_UP)
def test_infinite_deck_splits_match_wizard_appendix_1(up: str) -> None:
    """8,8 v 10 among them: split, re-split to four hands (not aces), DAS (T10-12, S7-18)."""
    from app.engine.advisor.expected import Evaluator, no_natural_chance

    column = APPENDIX_1_UP.index(up)
    evaluator = Evaluator(UP_ORDER.index(up), h17=False, peek=True)
    for pair, row in WIZARD_1_SPLIT.items():
        shoe = shoe_without(0, ranks(pair + pair + up))
        index = UP_ORDER.index(pair)
        every_pair = evaluator.split(index, shoe, APPENDIX_1, every_pair=True)
        natural = no_natural_chance(evaluator.up, shoe, True)
        assert every_pair / natural == pytest.approx(row[column], abs=SIX_DP)
        # Played to the advisor's own choice, a redrawn pair is split again only where that
        # is worth more than keeping it: never less, and more exactly where it declines.
        chosen = advise(ranks(pair + pair), R[up], APPENDIX_1)[Action.SPLIT]
        assert chosen >= row[column] - SIX_DP


def test_re_splitting_only_adds_and_one_hand_means_no_split() -> None:
    for pair, up in (("8", "T"), ("2", "7"), ("9", "6"), ("A", "5")):
        values = [advise(ranks(pair + pair), R[up], replace(TENHAND, resplit_hands=hands))
                  for hands in (1, 2, 3, 4)]
        assert Action.SPLIT not in values[0]
        splits = [value[Action.SPLIT] for value in values[1:]]
        assert splits[0] <= splits[1] + 1e-12 <= splits[2] + 2e-12
        if pair == "A":  # T10-12: aces split once, however many hands are allowed
            assert splits[0] == splits[2]


# Wizard of Odds, "Blackjack Appendix 9", each table's "Expected return of game" (re-splits to
# four hands but aces, one card to split aces, no surrender), with and without double after
# split: "Six deck, dealer hits on soft 17, no hole card" -0.0072705 and -0.0086975; "Eight
# decks, ... no hole card" -0.007562 and -0.0089865; "two decks and dealer hits on soft 17"
# (the dealer peeks) -0.003797 and -0.005252; "1 deck, dealer stands on soft 17" 0.001839 and
# 0.000423; "one deck and dealer hits on soft 17" -0.000072 and -0.001513; "five decks and
# dealer hits on soft 17" -0.005918 and -0.007366.
WIZARD_9_GAME = {
    (6, True, False, True): -0.0072705, (6, True, False, False): -0.0086975,
    (8, True, False, True): -0.007562, (8, True, False, False): -0.0089865,
    (2, True, True, True): -0.003797, (2, True, True, False): -0.005252,
    (1, False, True, True): 0.001839, (1, False, True, False): 0.000423,
    (1, True, True, True): -0.000072, (1, True, True, False): -0.001513,
    (5, True, True, True): -0.005918, (5, True, True, False): -0.007366,
}
# The appendix values a split as the advisor does (expected.py: "only considered how many
# hands the player had already split"), which is exact but for re-splits from a finite shoe.
# How each program fills that gap differs in detail; over these twelve games the advisor is
# within 3.7e-6 of the published figure (1.3e-6 with two decks or more and the peek).
RESPLIT_GAP = 4e-6


def game_value(rules: AdvisorRules) -> float:
    """The expected value of a round played by the advisor's best action on every initial
    hand against every up card, each weighed by its chance from a full shoe; where the dealer
    peeks, a dealer natural takes the bet (a player's natural pushes it) before any play."""
    ranks_ = [Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN,
              Rank.EIGHT, Rank.NINE, Rank.TEN]
    shoe = list(full_shoe(rules.decks))
    cards = sum(shoe)
    total = 0.0
    for up in ranks_:
        up_chance = shoe[up.points - 1] / cards
        left = list(shoe)
        left[up.points - 1] -= 1
        for index, first in enumerate(ranks_):
            for second in ranks_[index:]:
                chance = left[first.points - 1] / (cards - 1)
                chance *= (left[second.points - 1] - (first is second)) / (cards - 2)
                chance *= 1 if first is second else 2  # either order
                value = max(advise([first, second], up, rules).values())
                hole = {Rank.ACE: Rank.TEN, Rank.TEN: Rank.ACE}.get(up)
                if rules.peek and hole is not None:
                    rest = list(left)
                    rest[first.points - 1] -= 1
                    rest[second.points - 1] -= 1
                    natural = rest[hole.points - 1] / sum(rest)
                    mine = {first, second} == {Rank.ACE, Rank.TEN}
                    value = natural * (0.0 if mine else -1.0) + (1.0 - natural) * value
                total += up_chance * chance * value
    return total


@pytest.mark.parametrize(("decks", "h17", "peek", "das"), list(WIZARD_9_GAME))
def test_the_game_value_matches_wizard_appendix_9(decks: int, h17: bool, peek: bool,
                                                  das: bool) -> None:
    rules = AdvisorRules(decks=decks, h17=h17, peek=peek, das=das, surrender="none",
                         insurance=False)
    assert game_value(rules) == pytest.approx(WIZARD_9_GAME[(decks, h17, peek, das)],
                                              abs=RESPLIT_GAP)


def test_the_infinite_deck_game_value_matches_griffin() -> None:
    """Peter A. Griffin, "The Theory of Blackjack", on the infinite deck: "for our rules (no
    resplitting) the 'full' infinite deck expectation is E(1/13, 1/13, ..., 4/13) = -.690223%"
    (his rules: the dealer stands on soft 17 and peeks, double on any first two cards but not
    after a split, no re-split, one card to split aces). Without re-splits the advisor's split
    is exact (expected.py), so the whole game is, and it matches to 1e-6."""
    rules = AdvisorRules(decks=0, h17=False, das=False, resplit_hands=2, surrender="none",
                         insurance=False)
    assert game_value(rules) == pytest.approx(-0.00690223, abs=SIX_DP)


# --- invariants -----------------------------------------------------------------------------


@pytest.mark.parametrize("h17", [False, True])
@pytest.mark.parametrize("peek", [False, True])
def test_dealer_probabilities_sum_to_one(h17: bool, peek: bool) -> None:
    rng = random.Random(7)
    for up in UP_ORDER:
        gone = [R[up], *rng.sample(list(R.values()), 6)]
        chances = dealer_probabilities(UP_ORDER.index(up), shoe_without(2, gone), h17, peek)
        assert sum(chances) == pytest.approx(1.0, abs=1e-12)
        assert all(chance >= 0 for chance in chances)
        if peek or up not in "AT":
            assert chances[6] == 0.0


def test_a_shoe_of_ten_values_busts_a_six_every_time() -> None:
    """6 up, every card a ten-value: 16, then a ten, 26. No other path exists."""
    shoe = to_composition([0] * 9 + [20])
    chances = dealer_probabilities(UP_ORDER.index("6"), shoe, h17=True, peek=True)
    assert chances[5] == 1.0


def test_h17_and_s17_differ_only_where_soft_17_can_happen() -> None:
    """T10-7: a ten up can never make soft 17 (ten and ace is a natural)."""
    assert dealer("T", 6, True, True) == dealer("T", 6, False, True)
    assert dealer("6", 6, True, True)[0] < dealer("6", 6, False, True)[0]


def test_invariants_over_every_hand_on_a_small_shoe() -> None:
    """Stand within [-1, 1]; hit at least a one-card double's half (that is hit-then-stand);
    hit at least stand below 17 where a card cannot bust the hand (standing there wins only on
    a dealer bust, whose chance an unseen card leaves the same on average)."""
    rules = AdvisorRules(decks=1, h17=True, das=True)
    for up in "2679TA":
        for first in "A2579T":
            for second in "A3689T":
                hand = ranks(first + second)
                values = advise(hand, R[up], rules)
                if set(values) <= {Action.STAND, Action.INSURANCE, Action.EVEN_MONEY}:
                    continue  # a natural
                assert -1.0 <= values[Action.STAND] <= 1.0
                assert values[Action.HIT] >= values[Action.DOUBLE] / 2 - 1e-12
                hard = sum(rank.points for rank in hand)
                total = hard + 10 if Rank.ACE in hand and hard <= 11 else hard
                if total <= 16 and hard <= 11:  # below 17, and no card can bust it
                    assert values[Action.HIT] >= values[Action.STAND] - 1e-12
                assert all(-2.0 <= value <= 2.0 for value in values.values())


def test_legal_actions_and_order() -> None:
    rules = TENHAND
    values = advise(ranks("88"), Rank.TEN, rules)
    assert set(values) == {Action.STAND, Action.HIT, Action.DOUBLE, Action.SPLIT,
                           Action.SURRENDER}
    assert list(values.values()) == sorted(values.values(), reverse=True)
    three_cards = advise(ranks("T24"), Rank.SIX, rules)
    assert set(three_cards) == {Action.STAND, Action.HIT}
    no_surrender = advise(ranks("T6"), Rank.NINE, AdvisorRules(surrender="none"))
    assert Action.SURRENDER not in no_surrender and Action.SPLIT not in no_surrender


def test_natural_insurance_and_even_money() -> None:
    """T10-6, T10-8: a natural is paid 3:2 given no dealer natural; even money is 1 at once."""
    rules = TENHAND
    assert advise(ranks("AT"), Rank.SIX, rules) == {Action.STAND: 1.5}
    values = advise(ranks("AT"), Rank.ACE, rules)
    assert values[Action.EVEN_MONEY] == 1.0
    # Six decks less A, T and the up ace: 95 ten-values in 309 cards; the half-bet side bet
    # wins 2:1 on a ten-value.
    assert values[Action.INSURANCE] == pytest.approx(0.5 * (2 * 95 / 309 - 214 / 309),
                                                     abs=1e-15)
    assert advise(ranks("T6"), Rank.ACE, rules)[Action.INSURANCE] == pytest.approx(
        0.5 * (3 * 95 / 309 - 1), abs=1e-15
    )


def test_split_aces_take_one_card_and_twenty_one_is_not_a_natural() -> None:
    """T10-12, T10-13: the split value of A,A is twice one ace's one-card stand."""
    from app.engine.advisor.expected import Evaluator, no_natural_chance, without

    rules = TENHAND
    up = UP_ORDER.index("6")
    shoe = shoe_without(6, ranks("AA6"))
    evaluator = Evaluator(up, rules.h17, rules.peek)
    left = sum(shoe)
    by_hand = sum(
        count * evaluator.stand(min(11 + index + 1, 21) if index else 12, without(shoe, index))
        for index, count in enumerate(shoe)
    ) / left
    expected = 2 * by_hand / no_natural_chance(up, shoe, True)
    assert advise(ranks("AA"), Rank.SIX, rules)[Action.SPLIT] == pytest.approx(expected,
                                                                                abs=1e-12)


def test_double_after_split_can_only_help_a_split() -> None:
    """DAS adds an option to each split hand, so the split is worth at least as much."""
    for pair, up in (("88", "T"), ("22", "7"), ("99", "6")):
        without_das = advise(ranks(pair), R[up], AdvisorRules(decks=2, das=False))
        with_das = advise(ranks(pair), R[up], AdvisorRules(decks=2, das=True))
        assert with_das[Action.SPLIT] >= without_das[Action.SPLIT] - 1e-12


def test_tenhand_rules_of_record() -> None:
    """T10-2 6 decks, T10-7 H17, T10-9 peek, T10-10 late surrender, T10-11 no DAS."""
    rules = TENHAND
    assert (rules.decks, rules.h17, rules.das, rules.surrender, rules.peek) == (
        6, True, False, "late", True
    )
    assert rules.resplit_hands == 4
    assert rules_for_tenhand(TenHandRules(decks=2)).decks == 2


def test_bad_input_is_refused() -> None:
    with pytest.raises(CardError):
        shoe_without(1, ranks("55555"))
    with pytest.raises(IllegalAction):
        advise(ranks("T"), Rank.TEN, TENHAND)
    with pytest.raises(IllegalAction):
        advise(ranks("T9K"), Rank.TEN, TENHAND)
    with pytest.raises(RulesError):
        AdvisorRules(decks=-1)
    assert full_shoe(6)[9] == 96
    assert advise([Card.parse("TS"), Card.parse("6H")], Card.parse("KD"), TENHAND)


def test_cli_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["advise", "--hand", "T,6", "--up", "T", "--json"]) == 0
    values = json.loads(capsys.readouterr().out)
    assert values["surrender"] == -0.5 and set(values) == {"stand", "hit", "double", "surrender"}
    assert main(["advise", "--hand", "T,6", "--up", "T", "--removed", "5,5,9", "--s17"]) == 0
    assert capsys.readouterr().out.splitlines()[0].startswith("surrender")


@pytest.mark.parametrize(
    "argv",
    [
        ["--hand", "X,6", "--up", "T"],
        ["--hand", "5,5", "--up", "5", "--removed", "5,5", "--decks", "1"],
        ["--hand", "T,6", "--up", "T", "--decks", "9"],
        ["--hand", "T,6", "--up", "T,9"],
        ["--hand", "T,6", "--up", "T", "--resplit", "0"],
    ],
)
def test_cli_bad_input_exits_2_with_one_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["advise", *argv]) == 2
    out = capsys.readouterr().out
    assert out.startswith("pitboss advise: ") and out.count("\n") == 1


def test_cli_bad_option_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["advise", "--hand", "T,6", "--up", "T", "--surrender", "early"])
    assert exit_info.value.code == 2


def test_cli_compares_with_infinite_deck_tables(capsys: pytest.CaptureFixture[str]) -> None:
    """Anyone can check a published infinite-deck figure: 8,8 v 10 from appendix 1."""
    assert main(["advise", "--decks", "infinite", "--s17", "--das", "--surrender", "none",
                 "--hand", "8,8", "--up", "T", "--json"]) == 0
    values = json.loads(capsys.readouterr().out)
    assert values["split"] == pytest.approx(WIZARD_1_SPLIT["8"][8], abs=SIX_DP)
    with pytest.raises(SystemExit) as exit_:  # argparse's own usage error
        main(["advise", "--decks", "many", "--hand", "8,8", "--up", "T"])
    assert exit_.value.code == 2
    assert "write 1 to 8 or infinite" in capsys.readouterr().err
