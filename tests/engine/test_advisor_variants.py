"""The advisor under the player-dealer games' rules (issue 7): Series 7, a player's hand
against a dealer who stands on soft 17, peeks, and splits a pair of aces to play the better hand
(S7-14 to S7-20); BlackJack eXtreme once the betting is over (BJX-8 to BJX-12)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from fractions import Fraction
from functools import cache

import pytest

from app.cli import main
from app.engine.actions import Action
from app.engine.advisor import advise, dealer_probabilities, full_shoe
from app.engine.advisor.strategy import strategy_chart
from app.engine.cards import Rank
from app.engine.charts import SERIES7, UP_CARDS
from app.engine.variants import rules_for_variant
from app.engine.variants.bjx.advisor import rules_for_bjx
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.advisor import rules_for_series7
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.advisor import rules_for_tenhand
from app.engine.variants.tenhand.rules import TenHandRules

ACE = 0
SERIES7_RULES = rules_for_series7(Series7Rules())
BJX_RULES = rules_for_bjx(BjxRules())


def test_the_advisor_rules_are_read_off_each_variants_rules_object() -> None:
    """S7-18, BJX-10, T10-12: hands a pair splits to; T10-2, T10-12: the 10-hand options."""
    tenhand = TenHandRules(decks=2, split_tens_by_value=True)
    assert rules_for_variant(tenhand) == rules_for_tenhand(tenhand)
    assert (rules_for_tenhand(tenhand).decks, rules_for_tenhand(tenhand).split_tens_by_value) == (
        2, True)
    assert rules_for_variant(Series7Rules()) == SERIES7_RULES
    assert rules_for_variant(BjxRules()) == BJX_RULES
    assert SERIES7_RULES.resplit_hands == Series7Rules.max_hands_per_seat == 4
    assert BJX_RULES.resplit_hands == BjxRules.max_hands_per_seat == 4


def total(hard: int, ace: bool) -> int:
    return hard + 10 if ace and hard <= 11 else hard


@cache
def draw_on(shoe: tuple[int, ...], hard: int, ace: bool,
            hits_soft_17: bool = False) -> tuple[Fraction, ...]:
    """S7-16 by brute force: a dealer hand drawing to 17 (soft 17 stands unless
    `hits_soft_17`), exact chances of 17, 18, 19, 20, 21 and bust."""
    if hard > 21:
        return (Fraction(0),) * 5 + (Fraction(1),)
    soft_17 = ace and hard == 7
    if total(hard, ace) >= 17 and not (soft_17 and hits_soft_17):
        final = total(hard, ace) - 17
        return tuple(Fraction(int(final == slot)) for slot in range(6))  # slot 5, bust: none
    left = sum(shoe)
    chances = [Fraction(0)] * 6
    for rank, count in enumerate(shoe):
        if count:
            rest = (*shoe[:rank], count - 1, *shoe[rank + 1:])
            drawn = draw_on(rest, hard + rank + 1, ace or rank == ACE, hits_soft_17)
            for slot, value in enumerate(drawn):
                chances[slot] += Fraction(count, left) * value
    return tuple(chances)


def brute_force_ace_up(shoe: tuple[int, ...]) -> tuple[Fraction, ...]:
    """An ace up, peeked (no ten under it); an ace under it splits (S7-17): the up ace takes
    its card, then the other, and the higher two-card total is played out."""
    chances = [Fraction(0)] * 6
    left = sum(shoe)
    for hole, count in enumerate(shoe):
        if not count or hole == 9:
            continue  # a ten under the ace is the natural the peek rules out
        rest = (*shoe[:hole], count - 1, *shoe[hole + 1:])
        p_hole = Fraction(count, left)
        if hole != ACE:
            parts = draw_on(rest, 1 + hole + 1, True)
            for slot in range(6):
                chances[slot] += p_hole * parts[slot]
            continue
        for first, n1 in enumerate(rest):
            if not n1:
                continue
            after_first = (*rest[:first], n1 - 1, *rest[first + 1:])
            for second, n2 in enumerate(after_first):
                if not n2:
                    continue
                after = (*after_first[:second], n2 - 1, *after_first[second + 1:])
                p = p_hole * Fraction(n1, sum(rest)) * Fraction(n2, sum(after_first))
                kept = first if total(2 + first, True) >= total(2 + second, True) else second
                parts = draw_on(after, 2 + kept, True)
                for slot in range(6):
                    chances[slot] += p * parts[slot]
    return tuple(chances)


def test_the_dealer_splitting_aces_matches_a_brute_force_count() -> None:
    """S7-17 with S7-16 from one deck less the up ace: the table of the dealer's draws gives
    the exact chances, to the last bits of a float."""
    shoe = list(full_shoe(1))
    shoe[ACE] -= 1
    exact = brute_force_ace_up(tuple(shoe))
    no_natural = sum(exact)
    got = dealer_probabilities(ACE, tuple(shoe), False, True, True)
    for slot in range(6):
        assert got[slot] == pytest.approx(float(exact[slot] / no_natural), abs=1e-12)
    assert got[6] == 0.0
    plain = dealer_probabilities(ACE, tuple(shoe), False, True, False)
    assert got[4] > plain[4] and got[5] < plain[5]  # two chances at a good hand: more 21s


def test_split_aces_that_may_double_are_worth_more() -> None:
    """S7-19: split aces may double after their card."""
    rules = SERIES7_RULES
    from dataclasses import replace

    plain = advise([Rank.ACE, Rank.ACE], Rank.SIX, replace(rules, double_split_aces=False))
    assert advise([Rank.ACE, Rank.ACE], Rank.SIX, rules)[Action.SPLIT] > plain[Action.SPLIT]


def test_no_insurance_in_series7() -> None:
    """S7-20."""
    assert Action.INSURANCE not in advise([Rank.SIX, Rank.FIVE], Rank.ACE, SERIES7_RULES)


def test_any_two_tens_split_in_series7() -> None:
    """S7-18: any two ten-values are a pair."""
    assert Action.SPLIT in advise([Rank.KING, Rank.TEN], Rank.SIX, SERIES7_RULES)


def test_the_series7_chart_differs_from_the_printed_one_where_the_dealer_splits_aces() -> None:
    """The printed one-deck S17 DAS chart assumes a dealer who does not split aces; S7-17's
    dealer is stronger with an ace up, so 11 and soft 18 hit against it. The other cells: the
    unsplit A,A row and the marginal 3,3 v 8 (see test_strategy_chart.py)."""
    chart = strategy_chart(SERIES7_RULES)
    found = set()
    for kind in ("hard", "soft", "pairs"):
        ours, theirs = getattr(chart, kind), getattr(SERIES7, kind)
        for key, row in ours.items():
            for up, move, printed in zip(UP_CARDS, row, theirs[key], strict=True):
                if move is not printed:
                    found.add(f"{kind} {key} v {up}: {move.value} not {printed.value}")
    assert found == {"hard 11 v A: H not D", "soft 18 v A: H not S", "soft 12 v 5: D not H",
                     "soft 12 v 6: D not H", "pairs 3 v 8: P not H"}


def test_the_commands_take_the_series7_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["advise", "--variant", "series7", "--hand", "6,5", "--up", "A"]) == 0
    out = capsys.readouterr().out
    assert "insurance" not in out and "surrender" not in out
    assert main(["chart", "--variant", "series7"]) == 0
    assert capsys.readouterr().out.startswith("1 deck, S17, DAS, no surrender")
    assert main(["advise", "--variant", "series7", "--hand", "T,6", "--up", "T",
                 "--match", "1000,1000,3"]) == 2
    assert "under its own rules" in capsys.readouterr().out


# ---- BlackJack eXtreme, once the betting is over (BJX-8 to BJX-12) ---------------------------

def test_a_bjx_hand_only_hits_stands_or_splits() -> None:
    """BJX-5: the double up was the raise; the fold belonged to the betting round; no
    insurance (BJX-7 shows the dealer's natural outright)."""
    values = advise([Rank.FIVE, Rank.SIX], Rank.ACE, BJX_RULES)
    assert set(values) == {Action.HIT, Action.STAND}
    assert set(advise([Rank.EIGHT, Rank.EIGHT], Rank.TEN, BJX_RULES)) == {
        Action.HIT, Action.STAND, Action.SPLIT}


def test_bjx_split_aces_may_hit_and_their_naturals_win() -> None:
    """BJX-10: split aces play on like any hand, and an ace and a ten on a split hand wins
    1:1 whatever the dealer's total: each is worth more than the house-dealer rule."""
    from dataclasses import replace

    rules = BJX_RULES
    split = advise([Rank.ACE, Rank.ACE], Rank.TEN, rules)[Action.SPLIT]
    one_card = advise([Rank.ACE, Rank.ACE], Rank.TEN,
                      replace(rules, split_aces_one_card=True))[Action.SPLIT]
    plain_21 = advise([Rank.ACE, Rank.ACE], Rank.TEN,
                      replace(rules, split_natural_wins=False))[Action.SPLIT]
    assert split > one_card and split > plain_21


def test_the_bjx_chart_never_doubles(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["chart", "--variant", "bjx", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert "no doubling" in shown["name"]
    cells = {move for table in ("hard", "soft", "pairs") for row in shown[table].values()
             for move in row}
    assert cells <= {"H", "S", "P"}



# ---- BlackJack eXtreme's second betting round (BJX-4, BJX-5, BJX-7) ----------------------------

def test_the_shown_card_tells_of_the_hidden_one() -> None:
    """BJX-4, the dealer showing the weaker card: nothing weaker is hidden, a stronger rank is
    twice as likely as its count, the same rank as likely; under a ten, a natural."""
    from app.engine.advisor.bjx_betting import hidden_natural_chance, shown_weights

    assert shown_weights(5) == (2, 0, 0, 0, 0, 1, 2, 2, 2, 2)  # a six shown
    shoe = list(full_shoe(1))
    shoe[9] -= 1  # the ten shown
    # Hidden: one of 15 tens (weight 1) or 4 aces (weight 2): a natural 8 times in 23.
    assert hidden_natural_chance(Rank.TEN, tuple(shoe)) == pytest.approx(8 / 23, abs=1e-15)


def hidden_cards(removed: tuple[int, ...], shown: int
                 ) -> Iterator[tuple[int, Fraction, tuple[int, ...]]]:
    """BJX-4 by brute force: each rank the hidden card can be under `shown` (one deck, the
    `removed` ranks and the shown one out), its chance as the shown card weighs it, and the
    shoe it leaves."""
    from app.engine.advisor.bjx_betting import shown_weights

    shoe = list(full_shoe(1))
    for index in (*removed, shown):
        shoe[index] -= 1
    weights = shown_weights(shown)
    total_weight = sum(w * c for w, c in zip(weights, shoe, strict=True))
    for hidden, count in enumerate(shoe):
        if count and weights[hidden]:
            rest = (*shoe[:hidden], count - 1, *shoe[hidden + 1:])
            yield hidden, Fraction(weights[hidden] * count, total_weight), rest


def test_checking_a_standing_hand_is_worth_its_stand_against_the_weighted_hidden_card() -> None:
    """T,9 against a shown 7 from one deck, checked and stood: a brute-force count over the
    hidden card (weighted as the shown card says) and the dealer's draws, hitting soft 17
    (rules_for_bjx), agrees with the advisor's check value to the last bits."""
    from app.engine.advisor.bjx_betting import betting_values

    value = Fraction(0)
    for hidden, chance, rest in hidden_cards((9, 8), 6):  # T, 9 in the hand, the shown 7
        finals = draw_on(rest, 7 + hidden + 1, hidden == ACE, True)
        won = finals[5] + sum(finals[:2])  # bust, 17, 18
        lost = sum(finals[3:5])  # 20, 21
        value += chance * (won - lost)
    values = betting_values([Rank.TEN, Rank.NINE], Rank.SEVEN)
    assert values[Action.CHECK] == pytest.approx(float(value), abs=1e-12)
    assert values[Action.FOLD] == -0.5


def test_a_raised_hand_draws_from_the_cards_the_hidden_one_left() -> None:
    """BJX-4, BJX-5: T,9 raised against a shown 9 must take a card: an ace makes 20, a two 21
    (stood on), the rest bust. The hidden card was dealt before it: a brute-force count over
    the hidden card (weighted as the shown card says), then the player's card from what it
    left, then the dealer's draws, agrees with the advisor's raise value to the last bits."""
    from app.engine.advisor.bjx_betting import betting_values

    value = Fraction(0)
    for hidden, chance, rest in hidden_cards((9, 8), 8):  # T, 9 in the hand, the shown 9
        left = sum(rest)
        drawn = -Fraction(sum(rest[2:]), left)  # three or more: bust
        for card, player_total in ((ACE, 20), (1, 21)):  # an ace (as one), a two
            after = (*rest[:card], rest[card] - 1, *rest[card + 1:])
            finals = draw_on(after, 9 + hidden + 1, hidden == ACE, True)  # 17 ... 21, bust
            won = finals[5] + sum(finals[:player_total - 17])
            lost = sum(finals[player_total - 16:5])
            drawn += Fraction(rest[card], left) * (won - lost)
        value += chance * drawn
    values = betting_values([Rank.TEN, Rank.NINE], Rank.NINE)
    assert values[Action.RAISE] == pytest.approx(2 * float(value), abs=1e-12)


def test_a_hand_that_could_draw_every_card_the_hidden_one_can_be_is_valued() -> None:
    """BJX-4: under a shown ace the hidden card is an ace; A,2 from one deck leaves two more
    aces, which a hand hitting on could draw (in the count's order, though not in the deal's).
    The values are finite and a raise (at least one card) is worth more than a fold."""
    from app.engine.advisor.bjx_betting import betting_values

    values = betting_values([Rank.ACE, Rank.TWO], Rank.ACE)
    assert all(abs(value) < 2.5 for value in values.values())
    assert values[Action.RAISE] > values[Action.FOLD] == -0.5


def test_raising_doubles_a_hand_that_would_hit_anyway_and_a_natural_checks() -> None:
    """BJX-5: 5,6 against a 6 hits in any case, so the raise is worth twice the check;
    BJX-8: a natural checked is paid 3:2 (no natural can hide under a 5 shown), raised it is
    played as eleven and worth less."""
    from app.engine.advisor.bjx_betting import betting_values

    hitting = betting_values([Rank.FIVE, Rank.SIX], Rank.SIX)
    assert hitting[Action.RAISE] == pytest.approx(2 * hitting[Action.CHECK], abs=1e-12)
    natural = betting_values([Rank.ACE, Rank.KING], Rank.FIVE)
    assert natural[Action.CHECK] == 1.5 and natural[Action.RAISE] < natural[Action.CHECK]
    assert next(iter(betting_values([Rank.TEN, Rank.SIX], Rank.TEN))) == Action.FOLD


def test_advise_betting_needs_bjx(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["advise", "--variant", "bjx", "--hand", "T,6", "--up", "T", "--betting",
                 "--json"]) == 0
    assert set(json.loads(capsys.readouterr().out)) == {"raise", "check", "fold"}
    assert main(["advise", "--hand", "T,6", "--up", "T", "--betting"]) == 2
    assert "--variant bjx" in capsys.readouterr().out
