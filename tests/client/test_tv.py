"""The TV page's board and words (issue 23), Qt-free: engine hands on stacked shoes, told to
the board as a display is told them (every face-down card redacted, C-11)."""

from __future__ import annotations

from app.client.status_words import chance_words, heads_up_words, match_words, table_words
from app.client.tv import TvBoard, tv_look
from app.engine.actions import Action
from app.engine.advisor.heads_up import heads_up_advice
from app.engine.advisor.match import match_advice
from app.engine.rules import BetLevel
from app.engine.variants.series7.round import Series7Round
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules
from tests.support.tv_feed import clock, level, match_begun, shoe, snapshot, told


def symmetric(me: int, rival: int, hands: int) -> float:
    """The match model's chance for `me`, from both sides (app/client/tv.py)."""
    model = match_advice()
    return (model.win_chance(me, rival, hands) + 1.0 - model.win_chance(rival, me, hands)) / 2


def test_a_10_hand_final_moves_with_every_card_and_adds_up_to_one() -> None:
    """T10-5: level at the start; Ann's 20 against a 6 shown lifts her; her win of 100 is the
    model's chance from 1,100 against 1,000 with Bob's ten hands to come; the dealer's hole card
    is never seen, and a different one changes nothing before it is turned up (C-11)."""
    board = match_begun(TvBoard())
    start = tv_look(board)
    assert start.chances == {"Ann": 0.5, "Bob": 0.5}
    assert start.caption == "Chances of winning from the 10-hand match model"
    assert start.words == "Ann and Bob are level on 1,000"

    looks = []
    for hole in ("TD", "5C"):  # two hole cards, both unseen until the dealer plays
        seen = match_begun(TvBoard())
        round_ = TenHandRound(TenHandRules(), shoe(f"TH 6S QC {hole} 9H 8D"),
                              player=("Ann", 1000))
        seen.apply(told(round_.start({"Ann": 100}), 1))
        looks.append(tv_look(seen))
    assert looks[0] == looks[1]  # the hole card, TD or 5C, is nowhere in what was told
    dealt = looks[0]
    assert dealt.chances["Ann"] > 0.5 > dealt.chances["Bob"]
    assert abs(sum(dealt.chances.values()) - 1.0) < 1e-12
    assert dealt.rows[0][1:3] == ("Ann", "1,000")  # her bet still rides
    assert dealt.rows[0][3] == "10\u2665 Q\u2663 v 6\u2660 \u25a0"  # the hole card's back

    board = match_begun(TvBoard())
    round_ = TenHandRound(TenHandRules(), shoe("TH 6S QC TD 9H 8D"), player=("Ann", 1000))
    board.apply(told(round_.start({"Ann": 100}), 1))
    board.apply(told(round_.act("Ann", Action.STAND), 1))  # the dealer's 16 draws 9: bust
    won = tv_look(board)
    assert won.rows[0][1:3] == ("Ann", "1,100")
    # Bob has ten hands to play, Ann nine: the model weighs the rounds still to come for
    # the one with more of them (docs/decisions/tv-view.md).
    assert won.chances["Ann"] == symmetric(1100, 1000, 10)
    assert won.words == "Ann leads by 100 with 10 hands left: Bob must win a bet of 101 to pass"


def test_a_series7_heads_up_weighs_the_bettor_hand_then_passes_the_deal() -> None:
    """S7-5, S7-8, S7-12: Ann deals, Bob bets the maximum; his face-up 20 against a 5 lifts
    him; once he wins, the chances are the heads-up model's with Bob to deal."""
    at = level(100, 200)
    board = TvBoard()
    board.apply(snapshot("series7", {1: {"Ann": 5000, "Bob": 3000}}, clock(at)))
    before = tv_look(board)
    assert before.caption == "Chances of winning from the Series 7 heads-up model"
    assert before.chances["Ann"] > 0.5 and before.words == \
        "Ann leads by 2,000: Bob must win 6 bets of 200 to pass"
    round_ = Series7Round(Series7Rules(), shoe("TH 5S KC 7D 9H 8D 4C 3S"),
                          level=BetLevel(100, 200), dealer=("Ann", 5000),
                          players=[("Bob", 3000)])
    board.apply(told(round_.start({"Bob": 200}), 1))
    dealt = tv_look(board)
    assert dealt.chances["Bob"] > before.chances["Bob"]
    cards = {row[1]: row[3] for row in dealt.rows}
    assert cards == {"Ann": "deals 5\u2660 \u25a0", "Bob": "10\u2665 K\u2663"}
    board.apply(told(round_.act("Bob", Action.STAND), 1))
    settled = tv_look(board)
    model = heads_up_advice(100, 200, 8000)
    bob = dict((row[1], row[2]) for row in settled.rows)["Bob"]
    assert bob in ("3,200", "2,800")  # won or lost, the dealer played on
    chips = int(bob.replace(",", ""))
    expected = (model.win_chance(chips, True) + 1.0 - model.win_chance(8000 - chips, False)) / 2
    assert abs(settled.chances["Bob"] - expected) < 1e-12


def test_a_final_table_of_more_than_two_shows_chips_and_places_and_says_so() -> None:
    """No model weighs three or more players: no chance, and the caption says so plainly."""
    board = TvBoard()
    board.apply(snapshot("series7", {1: {"Ann": 9000, "Bob": 6000, "Cid": 1000}},
                         clock(level(100, 200)), placed={"Dee": 4}))
    look = tv_look(board)
    assert look.chances == {} and all(row[3] == "" for row in look.rows)
    assert look.caption == ("3 players: no model weighs the chances of more than two, "
                            "so chips and places only")
    assert [row[:3] for row in look.rows] == [("1.", "Ann", "9,000"), ("2.", "Bob", "6,000"),
                                              ("3.", "Cid", "1,000"), ("4.", "Dee", "0")]
    assert look.title == "Final table"
    assert look.words == "Ann leads Bob by 3,000"
    board.apply(snapshot("series7", {1: {"Ann": 9000}, 2: {"Bob": 6000, "Cid": 1000}},
                         clock(level(100, 200))))
    assert tv_look(board).caption == \
        "The final is still to come: 3 players at 2 tables; the 3 chip leaders"
    field = {f"P{index:02}": 4000 + 25 * index for index in range(20)}
    board.apply(snapshot("series7", {1: dict(list(field.items())[:10]),
                                     2: dict(list(field.items())[10:])}, clock(level(25, 50))))
    early = tv_look(board)
    assert [row[1] for row in early.rows] == [f"P{index:02}" for index in range(19, 11, -1)]
    assert early.caption.endswith("20 players at 2 tables; the 8 chip leaders")


def test_the_words_of_a_final() -> None:
    """The trailer's task in a 10-hand final (a bet won moves only the winner's chips) and in
    a heads-up (it moves between the two: half the lead, and a chip unit)."""
    assert match_words("Ann", 1040, "Bob", 1000, 3, 1) == \
        "Ann leads by 40 with 1 hand left: Bob must win a bet of 41 to pass"
    assert match_words("Ann", 1500, "Bob", 600, 2, 2) == \
        "Ann leads by 900 with 2 hands left: Bob must double a bet of 451 and win it to pass"
    assert match_words("Ann", 2000, "Bob", 500, 2, 2).endswith("Bob cannot pass in one hand")
    assert match_words("Ann", 1040, "Bob", 1000, 2, 0) == \
        "Bob has played every hand on 1,000: Ann must keep more than 1,000 with 2 hands left"
    assert match_words("Ann", 1040, "Bob", 1000, 0, 0) == "Ann wins by 40"
    assert heads_up_words("Ann", 5000, "Bob", 3000, (100, 200), 25) == \
        "Ann leads by 2,000: Bob must win 6 bets of 200 to pass"
    assert heads_up_words("Ann", 4300, "Bob", 3700, (100, 200), 25) == \
        "Ann leads by 600: Bob must win 2 bets of 200 to pass"
    assert heads_up_words("Ann", 4100, "Bob", 3900, (100, 200), 25) == \
        "Ann leads by 200: Bob must win a bet of 200 to pass"
    assert table_words([("Ann", 10), ("Bob", 10), ("Cid", 5)]) == "Ann and Bob share the lead on 10"
    assert [chance_words(c) for c in (None, 0.0, 0.001, 0.5, 0.999, 1.0)] == \
        ["", "0%", "<1%", "50%", ">99%", "100%"]


def test_a_bjx_heads_up_moves_its_chances_as_each_hand_ends() -> None:
    """BJX-15, BJX-17: Ann deals first; the chances are the BJX heads-up model's, from both
    sides; a hand in play (its hole cards face down, BJX-4) leaves them as they were; its end
    moves them, and Ann bets the next hand."""
    from app.engine.advisor.bjx_heads_up import bjx_heads_up_advice
    from app.engine.events import HandEnded, HandStarted

    board = TvBoard()
    board.apply(snapshot("bjx", {1: {"Ann": 5000, "Bob": 3000}}, clock(level(100, None))))
    model = bjx_heads_up_advice(100, 8000)
    before = tv_look(board)
    assert before.caption == "Chances of winning from the BJX heads-up model"
    bob = (model.win_chance(3000, False) + 1.0 - model.win_chance(5000, True)) / 2
    assert before.chances == {"Bob": bob, "Ann": 1.0 - bob}
    assert before.words == "Ann leads by 2,000: Bob must win a bet of 1,005 to pass"
    board.apply(told([HandStarted(dealer="Ann", players=("Bob",),
                                  stacks={"Ann": 5000, "Bob": 3000})], 1))
    assert tv_look(board).chances == before.chances
    board.apply(told([HandEnded(net={"Ann": -300, "Bob": 300},
                                stacks={"Ann": 4700, "Bob": 3300})], 1))
    after = tv_look(board)
    ann = (model.win_chance(4700, False) + 1.0 - model.win_chance(3300, True)) / 2
    assert after.chances == {"Ann": ann, "Bob": 1.0 - ann}
    assert [row[:3] for row in after.rows] == [("1.", "Ann", "4,700"), ("2.", "Bob", "3,300")]
