"""Cards, totals, chip rounding, shoes, rules objects and table-level rules, without a round."""

from __future__ import annotations

import random
import secrets

import pytest

from app.engine import shoe as shoe_module
from app.engine.cards import DECK, Card, Rank, parse_cards
from app.engine.chips import half_refund, payout, round_down
from app.engine.errors import CardError, IllegalAction, RulesError, ShoeExhausted
from app.engine.hand import hand_value, is_natural_pair
from app.engine.rules import BetLevel, Variant
from app.engine.shoe import SecureShoe, StackedShoe
from app.engine.table import FinishingPlaces, Table, draw_for_dealer
from app.engine.variants import parse_variant, rules_from_options, variant_of
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.rules import TenHandRules


def cards(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


class TestCards:
    def test_values(self) -> None:
        """C-1: ace 1 or 11, 2-9 face value, ten-values 10."""
        assert [card.points for card in cards("AS 2H 9D TC JS QH KD")] == [1, 2, 9, 10, 10, 10, 10]
        assert all(card.is_ten_value for card in cards("TC JS QH KD"))
        assert not Card.parse("9S").is_ten_value

    def test_notation_round_trips_and_accepts_10(self) -> None:
        assert [str(card) for card in DECK][:3] == ["AS", "2S", "3S"]
        assert Card.parse("10h") == Card.parse("TH")
        assert len(set(DECK)) == 52

    @pytest.mark.parametrize("bad", ["1X", "", "ASS", "ZZ", "A"])
    def test_bad_cards_are_clear_errors(self, bad: str) -> None:
        with pytest.raises(CardError, match="not a card"):
            Card.parse(bad)

    def test_more_copies_than_the_decks_hold(self) -> None:
        with pytest.raises(CardError, match="appears 2 times"):
            parse_cards(["AS", "AS"], decks=1)
        assert len(parse_cards(["AS"] * 6, decks=6)) == 6


class TestTotals:
    @pytest.mark.parametrize(
        ("hand", "total", "soft"),
        [("AS 6H", 17, True), ("AS 6H TD", 17, False), ("AS AD", 12, True),
         ("AS AD 9C", 21, True), ("TD 6C", 16, False), ("AS AD AH AC", 14, True),
         ("KS QH 5D", 25, False)],
    )
    def test_hard_and_soft(self, hand: str, total: int, soft: bool) -> None:
        """C-1: a hand is soft while an ace counts 11."""
        value = hand_value(cards(hand))
        assert (value.total, value.soft) == (total, soft)

    def test_bust(self) -> None:
        """C-3: over 21 busts."""
        assert hand_value(cards("KS QH 5D")).bust
        assert not hand_value(cards("KS QH AD")).bust

    def test_natural_is_ace_and_ten_value_only(self) -> None:
        """C-2: an ace and a ten-value as the first two cards."""
        assert is_natural_pair(cards("AS KD")) and is_natural_pair(cards("TC AH"))
        assert not is_natural_pair(cards("AS 5D 5C")) and not is_natural_pair(cards("KS QD"))

    def test_aces_low_plays_a_natural_as_eleven(self) -> None:
        """BJX-8: a doubled-up natural counts the ace as 1."""
        assert hand_value(cards("AS KD"), aces_low=True).total == 11


class TestChips:
    def test_payouts_round_up_to_the_chip_unit(self) -> None:
        """C-7, S7-15: 3:2 on 25 is 37.5, paid 50 with 25 chips; on 50 it is 75."""
        assert payout(25, (3, 2), 25) == 50
        assert payout(50, (3, 2), 25) == 75
        assert payout(75, (3, 2), 25) == 125
        assert payout(15, (3, 2), 1) == 23
        assert payout(25, (3, 2), 5) == 40

    def test_refunds_round_up_and_stakes_round_down(self) -> None:
        """C-7: a half refunded rounds up for the player; a chosen stake rounds down."""
        assert half_refund(25, 5) == 15 and half_refund(15, 1) == 8 and half_refund(50, 25) == 25
        assert round_down(15, 2, 1) == 7 and round_down(4000, 2, 25) == 2000
        assert round_down(1010, 2, 25) == 500


class TestShoes:
    def test_secure_shoe_uses_the_system_csprng(self, monkeypatch: pytest.MonkeyPatch) -> None:
        """C-8: shuffled with `secrets`, never `random`'s default generator."""
        assert isinstance(shoe_module._SECURE, secrets.SystemRandom)
        monkeypatch.setattr(random, "shuffle", lambda *_: pytest.fail("module random used"))
        shoe = SecureShoe(decks=6)
        drawn = [shoe.draw() for _ in range(312)]
        assert all(drawn.count(card) == 6 for card in DECK)
        with pytest.raises(ShoeExhausted):
            shoe.draw()

    def test_secure_shoe_replenishes_with_the_cards_off_the_table(self) -> None:
        """S7-11 ruling: the cards not on the table are shuffled and dealing goes on."""
        shoe = SecureShoe(1)
        on_table = [shoe.draw() for _ in range(52)][:10]
        shoe.replenish(on_table)
        assert shoe.remaining == 42
        rest = {shoe.draw() for _ in range(42)}
        assert rest.isdisjoint(on_table)

    def test_stacked_shoe_deals_in_order_and_never_reshuffles(self) -> None:
        shoe = StackedShoe(cards("AS KD"))
        assert [str(shoe.draw()), str(shoe.draw())] == ["AS", "KD"]
        with pytest.raises(ShoeExhausted, match="ran out"):
            shoe.replenish([])


class TestRules:
    def test_defaults_are_those_of_the_rules(self) -> None:
        """S7-1, S7-3, S7-4, S7-7, T10-1, T10-2, BJX-1, BJX-2 defaults."""
        s7 = Series7Rules()
        assert (s7.field_max, s7.late_entry_minutes, s7.level_minutes) == (64, 30, 15)
        assert (s7.break_every, s7.break_minutes, s7.start_stack, s7.chip_unit) == (3, 15, 4000, 25)
        t10 = TenHandRules()
        assert (t10.room_size, t10.start_stack, t10.min_bet, t10.decks) == (2, 1000, 10, 6)
        assert (t10.duplicate_deal, t10.split_tens_by_value, t10.chip_unit) == (False, False, 1)
        bjx = BjxRules()
        assert (bjx.seats, bjx.level_minutes, bjx.start_stack, bjx.chip_unit) == (9, 20, 4000, 5)

    def test_rules_are_frozen(self) -> None:
        with pytest.raises(AttributeError):
            Series7Rules().level_minutes = 12  # type: ignore[misc]

    @pytest.mark.parametrize(
        ("variant", "options", "message"),
        [(Variant.SERIES7, {"colour": "red"}, "Unknown option 'colour'"),
         (Variant.SERIES7, {"level_minutes": 0}, "between 1 and"),
         (Variant.BJX, {"seats": 11}, "between 2 and 10"),
         (Variant.TENHAND, {"min_bet": 2000}, "cannot exceed the starting stack"),
         (Variant.TENHAND, {"duplicate_deal": "yes"}, "true or false"),
         (Variant.TENHAND, {"decks": 2.5}, "whole number")],
    )
    def test_bad_options_are_clear_errors(self, variant: Variant, options: dict[str, object],
                                          message: str) -> None:
        with pytest.raises(RulesError, match=message):
            rules_from_options(variant, options)

    def test_variant_names(self) -> None:
        assert parse_variant("bjx") is Variant.BJX
        with pytest.raises(RulesError, match="the variants are: series7, bjx, tenhand"):
            parse_variant("poker")

    def test_levels(self) -> None:
        with pytest.raises(RulesError, match="below its minimum"):
            BetLevel(50, 25)
        with pytest.raises(RulesError, match="multiples of the 25 chip"):
            BetLevel(30, 60).check_unit(25)


class TestTable:
    def test_high_card_draw_is_ace_high_and_ties_draw_again(self) -> None:
        """S7-6: ace high, suits do not count, ties draw again."""
        shoe = StackedShoe(cards("KS KD 5C AS 2H"))
        winner, draws = draw_for_dealer(["Ann", "Bob", "Cid"], shoe)
        assert winner == "Ann"
        assert [(d.seat, str(d.card)) for d in draws] == [
            ("Ann", "KS"), ("Bob", "KD"), ("Cid", "5C"), ("Ann", "AS"), ("Bob", "2H")]
        assert Rank.ACE.high_card_order > Rank.KING.high_card_order > Rank.TWO.high_card_order

    def test_ties_redraw_until_one_is_highest(self) -> None:
        winner, draws = draw_for_dealer(["Ann", "Bob"], StackedShoe(cards("QS QD 3C 3H 4S 2D")))
        assert winner == "Ann" and len(draws) == 6

    def test_the_deal_passes_clockwise_and_skips_the_broke(self) -> None:
        """S7-6: clockwise after every hand; every player deals once a rotation."""
        table = Table([("Ann", 100), ("Bob", 0), ("Cid", 100), ("Dee", 100)], "Ann")
        dealers = [table.pass_deal() for _ in range(6)]
        assert dealers == ["Cid", "Dee", "Ann", "Cid", "Dee", "Ann"]

    def test_a_newcomer_does_not_deal_the_next_hand(self) -> None:
        """S7-10: a player new to a table may not deal its next hand. Seated between hands,
        that hand already has its dealer, so the newcomer deals in turn after it (issue 18:
        they were passed over once more, and the next seat dealt in their place); seated while
        a hand is in play, the deal passes over them when it ends."""
        table = Table([("Ann", 100), ("Bob", 100), ("Cid", 100)], "Cid", size=8)
        table.add("New", 100, slot=4, hand_in_play=False)  # Cid deals the next hand anyway
        assert table.newcomers(hand_in_play=False) == ["New"]
        assert table.end_hand() == "New"  # the hand after Cid's: New's turn, clockwise
        assert [table.end_hand() for _ in range(4)] == ["Ann", "Bob", "Cid", "New"]
        late = Table([("Ann", 100), ("Bob", 100), ("Cid", 100)], "Cid", size=8)
        late.add("Late", 100, slot=4, hand_in_play=True)  # while Cid's hand is played
        assert late.newcomers(hand_in_play=True) == ["Late"]
        assert [late.end_hand() for _ in range(5)] == ["Ann", "Bob", "Cid", "Late", "Ann"]
        # Between hands the next dealer may have to be chosen again (one who refuses the
        # assigned seat, S7-10): a newcomer is passed over then too.
        again = Table([("Ann", 100), ("Bob", 100), ("Cid", 100)], "Cid", size=8)
        again.add("Eve", 100, slot=4, hand_in_play=False)
        assert again.pass_deal() == "Ann"
        with pytest.raises(IllegalAction, match="already seated"):
            table.add("Bob", 100, hand_in_play=False)
        with pytest.raises(IllegalAction, match="not an empty seat"):
            table.add("Zed", 100, slot=1, hand_in_play=False)

    def test_the_seat_that_deals_last(self) -> None:
        """S7-23 ruling: a moved player takes the empty seat that will deal last: the one
        farthest clockwise from the next hand's dealer (S7-10 passes over the newcomer only for
        the table's next hand)."""
        table = Table([("Ann", 100), ("Bob", 100), ("Cid", 100)], "Bob", size=6)
        # Between hands Bob deals next: then Cid, seats 4-6, Ann.
        assert table.slot_dealing_last(hand_in_play=False) == 6
        # Bob's hand in play: Cid deals the next, then seats 4-6, Ann, Bob.
        assert table.slot_dealing_last(hand_in_play=True) == 6
        table.dealer = "Cid"
        # Cid's hand in play: the deal passes to Ann (a newcomer in 4-6 is passed over), then
        # Bob, Cid, and seats 4, 5, 6 in turn: 6 deals last.
        assert table.slot_dealing_last(hand_in_play=True) == 6
        gap = Table([("Ann", 1), ("Bob", 1), ("Cid", 1)], "Ann", size=8)
        gap.remove("Bob")
        gap.add("Dee", 1, slot=6, hand_in_play=False)
        assert gap.slot_dealing_last(hand_in_play=False) == 8  # Ann deals next: 8 is her right
        # Ann's hand in play: Cid deals next (Dee was dealt in), so seat 2 comes after Ann.
        assert gap.slot_dealing_last(hand_in_play=True) == 2
        full = Table([(name, 1) for name in "ABCDEF"], "A", size=6)
        with pytest.raises(IllegalAction, match="no empty seat"):
            full.slot_dealing_last(hand_in_play=False)

    def test_players_from_left_start_left_of_the_dealer(self) -> None:
        """C-9: clockwise from the seat left of the dealer."""
        table = Table([("Ann", 1), ("Bob", 1), ("Cid", 1), ("Dee", 1)], "Cid")
        assert [seat.name for seat in table.players_from_left()] == ["Dee", "Ann", "Bob"]

    def test_places_for_players_out_on_one_hand(self) -> None:
        """C-12: more chips at the start of the hand finish better; equal counts share."""
        standings = FinishingPlaces(6)
        def places(busted: list[tuple[str, int]]) -> list[tuple[str, int]]:
            return [(out.seat, out.place) for out in standings.eliminate(busted)]

        assert places([("Low", 100), ("High", 300)]) == [("High", 5), ("Low", 6)]
        assert places([("A", 50), ("B", 200), ("C", 50)]) == [("B", 2), ("A", 3), ("C", 3)]
        assert standings.remaining == 1


def test_a_rule_sets_name_reads_in_the_apps_language() -> None:
    """Issue 24: "10-hand" is words a language says its way; "Series 7" and "BlackJack
    eXtreme" are names."""
    from app import i18n

    def lookup(context: str, text: str, disambiguation: str | None, n: int) -> str:
        return "10 Hände" if (context, text) == ("variant_words", "10-hand") else ""

    assert [variant_of(variant).label for variant in Variant] == \
        ["Series 7", "10-hand", "BlackJack eXtreme"]
    i18n.install(lookup, lambda value, decimals: str(value))
    try:
        assert [variant_of(variant).label for variant in Variant] == \
            ["Series 7", "10 Hände", "BlackJack eXtreme"]
    finally:
        i18n.uninstall()
