"""The felt's words, headless: totals as the engine counts them (C-1 to C-3), results, the
banner (the director's pause, S7-24; you deal, S7-13 and BJX-1), chip stacks by each variant's
set (S7-4) and each seat as a screen reader reads it."""

from __future__ import annotations

import pytest

from app.client.felt_text import (
    PAUSED,
    YOU_DEAL,
    active_hand,
    banner,
    card_words,
    chip_stack,
    dealer_up_words,
    hand_label,
    result_text,
    seat_description,
    seat_name,
    total_text,
)
from app.client.table_state import TableSeat, TableState
from app.engine.cards import Card
from app.engine.events import Outcome
from app.engine.rules import Variant
from app.engine.seat_view import HandView
from app.net import protocol as p


def hand(*cards: str | None, **fields: object) -> HandView:
    return HandView(cards=[Card.parse(card) if card else None for card in cards],
                    **fields)  # type: ignore[arg-type]


def clock(*, paused: bool = False) -> p.ClockState:
    level = p.Level(number=1, minimum=25, maximum=50, minutes=15)
    return p.ClockState(now=0.0, started=True, paused=paused, running=not paused,
                        on_break=False, level=level, next_level=level,
                        remaining=600.0, break_remaining=None, seconds_to_next_break=None,
                        elapsed_play=0.0, changes_at=None, rate=1.0)


def table(me: str = "Ann", dealer: str = "Dan", variant: Variant = Variant.SERIES7,
          *seats: TableSeat) -> TableState:
    state = TableState(me=me, variant=variant, seats=list(seats), dealer=dealer)
    state.standings = [p.StandingRow(name=seat.name, chips=seat.chips, place=None, table=1)
                       for seat in seats]
    return state


@pytest.mark.parametrize(("cards", "words"), [
    (("AS", "6H"), "soft 17"),  # C-1: the ace as 11 while that is not over 21
    (("AS", "6H", "TD"), "17"),  # ... and as 1 once it would be
    (("AS", "4H", "6D"), "21"),  # 21 is 21: nothing is left to play it soft for
    # "bust" alone (issue 19): "bust 25" on the dealer, who has no bet, read as a sum lost.
    (("TS", "9D", "5C"), "bust"),
    (("AD", "KC"), "blackjack"),  # C-2
    (("9S", None), "showing 9"),  # the dealer's up-card total while the hole card is down
    (("AS", None), "showing 11"),
    ((), ""),
])
def test_a_hands_total_in_words(cards: tuple[str | None, ...], words: str) -> None:
    assert total_text(hand(*cards)) == words


def test_an_ace_and_a_ten_on_a_split_hand_is_21_not_blackjack() -> None:
    assert total_text(hand("AS", "KD", from_split=True)) == "21"  # C-2, S7-17, T10-13


@pytest.mark.parametrize(("fields", "words"), [
    ({"outcome": Outcome.WIN, "won": 1500, "returned": 1500}, "won 1,500"),
    ({"outcome": Outcome.NATURAL, "won": 75, "returned": 50}, "won 75"),
    ({"outcome": Outcome.PUSH, "returned": 25}, "push"),
    ({"outcome": Outcome.BUST}, "bust"),
    ({"outcome": Outcome.LOSE}, "lost"),
    ({}, ""),
])
def test_a_settled_hands_label(fields: dict[str, object], words: str) -> None:
    assert result_text(hand("TS", "9D", bet=25, **fields)) == words


def test_the_banner_says_you_deal_in_the_player_dealer_games_only() -> None:
    """S7-13, BJX-1: the dealer covers every bet; a 10-hand seat never deals (T10-2)."""
    for variant in (Variant.SERIES7, Variant.BJX):
        assert banner(table("Ann", "Ann", variant, TableSeat("Ann"))) == YOU_DEAL
    assert banner(table("Ann", "Dan", Variant.SERIES7, TableSeat("Ann"))) == ""
    assert banner(table("Ann", "Ann", Variant.TENHAND, TableSeat("Ann"))) == ""


def test_a_pause_is_said_before_anything_else() -> None:
    state = table("Ann", "Ann", Variant.SERIES7, TableSeat("Ann"))
    state.clock = clock(paused=True)
    assert banner(state) == PAUSED == "Paused by the director"
    state.clock = clock()
    assert banner(state) == YOU_DEAL


@pytest.mark.parametrize(("amount", "variant", "stack"), [
    (150, Variant.SERIES7, [(100, 1), (25, 2)]),  # S7-4: no 5s or 50s in a Series 7 stack
    (2575, Variant.SERIES7, [(1000, 2), (500, 1), (25, 3)]),
    (4000, Variant.SERIES7, [(1000, 4)]),
    (135, Variant.BJX, [(100, 1), (25, 1), (5, 2)]),  # BJX-1: chip unit 5
    (37, Variant.TENHAND, [(25, 1), (5, 2), (1, 2)]),  # T10-2: chip unit 1
])
def test_a_bet_is_stacked_in_its_variants_chips(amount: int, variant: Variant,
                                               stack: list[tuple[int, int]]) -> None:
    assert chip_stack(amount, variant) == stack
    assert sum(chip * count for chip, count in stack) == amount


def test_cards_in_words() -> None:
    assert card_words(Card.parse("AS")) == "ace of spades"
    assert card_words(Card.parse("TD")) == "ten of diamonds"
    assert card_words(Card.parse("QH")) == "queen of hearts"
    assert card_words(None) == "a card face down"


def test_a_seat_as_a_screen_reader_reads_it() -> None:
    ann = TableSeat("Ann", chips=3975, hands=[hand("AS", "6H", bet=25)])
    dan = TableSeat("Dan", chips=12500, hands=[hand("9S", None)], dealer=True)
    state = table("Ann", "Dan", Variant.SERIES7, ann, dan)
    assert seat_name(state, ann) == "Ann (you)"
    assert seat_description(state, ann) == (
        "3,975 chips; bet 25, cards ace of spades, six of hearts, total soft 17; in the hand")
    assert seat_description(state, dan) == (
        "12,500 chips; dealer; cards nine of spades, a card face down, total showing 9; dealing")
    assert dealer_up_words(state) == "dealer shows nine of spades, total 9"
    dan.hands = [hand("9S", "8C")]
    assert dealer_up_words(state) == "dealer has nine of spades, eight of clubs, total 17"


def test_the_split_hand_being_played_is_named() -> None:
    ann = TableSeat("Ann", chips=3900, hands=[hand("8S", "3H", bet=25), hand("8D", bet=25)])
    state = table("Ann", "Dan", Variant.SERIES7, ann, TableSeat("Dan", dealer=True))
    state.decision = p.DecisionRequest(decision=3, table=1, seat="Ann", kind="play",
                                       actions=["hit", "stand"], ranges={}, deadline=0.0,
                                       hand=1)
    assert active_hand(state, ann) == 1
    assert seat_description(state, ann).endswith("your turn to play (hand 2 of 2)")
    assert "hand 1: bet 25, cards eight of spades, three of hearts, total 11" \
        in seat_description(state, ann)


@pytest.mark.parametrize(("cards", "fields", "words"), [
    (("TS", "9D"), {}, "19"),
    (("TS", "9D", "5C"), {}, "bust"),  # the dealer's too: no "bust 25"
    (("TS", "9D", "5C"), {"outcome": Outcome.BUST}, "bust"),  # once: not "bust" and "bust 24"
    (("TS", "9D", "5C"), {"outcome": Outcome.LOSE}, "bust"),
    (("TS", "9D"), {"outcome": Outcome.WIN, "won": 1500, "returned": 1500}, "19 \u00b7 won 1,500"),
    (("AD", "KC"), {"outcome": Outcome.NATURAL, "won": 75, "returned": 50},
     "blackjack \u00b7 won 75"),
    (("TS", "6D"), {"outcome": Outcome.PUSH, "returned": 25}, "16 \u00b7 push"),
    (("TS", "7D"), {"outcome": Outcome.LOSE}, "17 \u00b7 lost"),
    (("TS", "6D"), {"outcome": Outcome.SURRENDER}, "surrender"),
    (("9S", None), {}, "showing 9"),
])
def test_a_hand_has_one_label(cards: tuple[str | None, ...], fields: dict[str, object],
                              words: str) -> None:
    """Issue 19: one label per hand, its total while it plays and with its result once
    settled (a busted hand showed "bust" over "bust 24")."""
    assert hand_label(hand(*cards, bet=25, **fields)) == words  # type: ignore[arg-type]
