"""Bots: basic strategy per variant, tournament betting, the registry, and C-11 for bots.

Every multi-hand run below hands each bot a guarded round (`guarded`): the public surface
only, and the log as the host would send it to that seat, so a bot that reads a hidden card
anywhere fails the run.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable
from typing import Any

import pytest

from app.engine.actions import KIND_ACTIONS, Action, Decision, DecisionKind
from app.engine.bots import LEVELS, BasicBot, TournamentBot, make_bot
from app.engine.bots.tournament import ENDGAME
from app.engine.cards import DECK, Card
from app.engine.charts import BJX, SERIES7, TENHAND, Move, column
from app.engine.events import ActionTaken, Event
from app.engine.policy import Policy, RandomPolicy, SeatContext, play_hand
from app.engine.round_base import Round
from app.engine.rules import BetLevel
from app.engine.seat_view import observe
from app.engine.shoe import SecureShoe, StackedShoe
from app.engine.table import Table
from app.engine.variants.bjx.round import BjxRound
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.round import Series7Round
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules

# ---- the C-11 guard -----------------------------------------------------------------------

PUBLIC = frozenset({"decision", "legal_actions", "can", "bet_range", "amount_range", "stacks",
                    "variant"})


class PeekedAtHiddenCard(AssertionError):
    pass


class _Guard:
    """Mixed in before a round's class: every attribute but the public surface raises."""

    def __getattribute__(self, name: str) -> Any:
        round_, seat, log = object.__getattribute__(self, "_guarded")
        if name == "log":
            return log
        if name == "__class__":  # isinstance, which tells the variant
            return object.__getattribute__(self, "__class__")
        if name in PUBLIC:
            return getattr(round_, name)
        raise PeekedAtHiddenCard(f"a bot playing {seat} read round.{name}")


_GUARD_TYPES: dict[type[Round], type[Round]] = {}


def guarded(round_: Round, seat: str) -> Round:
    """`round_` as `seat` may see it (C-11): each event whole or redacted, as the host sends."""
    base = type(round_)
    kind = _GUARD_TYPES.get(base)
    if kind is None:
        kind = _GUARD_TYPES[base] = type(f"Guarded{base.__name__}", (_Guard, base), {})
    guard = object.__new__(kind)
    log = [e if e.visible_for(seat) else e.redacted() for e in round_.log]
    object.__setattr__(guard, "_guarded", (round_, seat, log))
    return guard


class GuardedPolicy:
    """A bot that is only ever shown the guarded round of its own seat."""

    def __init__(self, bot: Policy) -> None:
        self.bot = bot

    def bet(self, round_: Round, seat: str, context: SeatContext) -> int:
        return self.bot.bet(guarded(round_, seat), seat, context)

    def act(self, round_: Round, decision: Decision,
            context: SeatContext) -> tuple[Action, int | None]:
        return self.bot.act(guarded(round_, decision.seat), decision, context)


class Peeker(BasicBot):
    """A cheat: stands on anything when the dealer's hole card is a ten-value."""

    def play(self, view: Any, decision: Decision) -> Action:
        round_ = self.round_
        if round_.dealer_cards[1].is_ten_value and Action.STAND in decision.actions:
            return Action.STAND
        return super().play(view, decision)

    def act(self, round_: Round, decision: Decision,
            context: SeatContext) -> tuple[Action, int | None]:
        self.round_ = round_
        return super().act(round_, decision, context)


# ---- building rounds and running tables -----------------------------------------------------

def shoe(text: str) -> StackedShoe:
    return StackedShoe([Card.parse(word) for word in text.split()])


def series7(deck: str, level: BetLevel | None = None) -> Series7Round:
    return Series7Round(Series7Rules(), shoe(deck), level=level or BetLevel(25, 50),
                        dealer=("Ann", 4000), players=[("Bob", 4000)])


def tenhand(deck: str, stack: int = 1000) -> TenHandRound:
    return TenHandRound(TenHandRules(), shoe(deck), player=("P", stack))


def bjx(deck: str, players: list[tuple[str, int]] | None = None) -> BjxRound:
    return BjxRound(BjxRules(), shoe(deck), level=BetLevel(25), dealer=("Ann", 4000),
                    players=players or [("Bob", 4000), ("Cid", 4000)])


def started(round_: Round) -> Round:
    round_.start({seat.name: round_.bet_range(seat.name)[0] for seat in round_.players})
    return round_


def choice(round_: Round, bot: Policy | None = None) -> tuple[Action, int | None]:
    decision = round_.decision()
    assert decision is not None
    return (bot or BasicBot(random.Random(0))).act(guarded(round_, decision.seat), decision,
                                                   SeatContext(decision.seat))


def first_move(round_: Round) -> Action:
    return choice(started(round_))[0]


RoundFor = Callable[[random.Random, tuple[str, int], list[tuple[str, int]]], Round]


def run_table(round_for: RoundFor, levels: list[str], seed: int, hands: int,
              start: list[int]) -> tuple[list[dict[str, int]], list[Event]]:
    """Hands at one table, the deal passing round; each seat played by its guarded bot."""
    rng = random.Random(seed)
    names = [f"{level[0].upper()}{i}" for i, level in enumerate(levels)]
    bots = {name: GuardedPolicy(make_bot(level, random.Random(seed * 100 + i)))
            for i, (name, level) in enumerate(zip(names, levels, strict=True))}
    table = Table(list(zip(names, start, strict=True)), names[0])
    total = sum(start)
    history: list[dict[str, int]] = []
    events: list[Event] = []
    for _ in range(hands):
        if len(table.in_play()) < 2:
            break
        dealer = table.seat(table.dealer)
        round_ = round_for(rng, (dealer.name, dealer.chips),
                           [(s.name, s.chips) for s in table.players_from_left()])
        stacks = round_.stacks()
        heads_up = len(stacks) == 2

        def context(name: str, stacks: dict[str, int] = stacks,
                    heads_up: bool = heads_up) -> SeatContext:
            rivals = {other: chips for other, chips in stacks.items() if other != name}
            return SeatContext(name, rivals=rivals, players_left=len(stacks), heads_up=heads_up)

        events += play_hand(round_, bots.__getitem__, context)
        assert round_.over and round_.decision() is None  # every hand is finished
        for name, chips in round_.stacks().items():
            table.seat(name).chips = chips
        assert sum(seat.chips for seat in table.seats) == total  # C-6
        history.append(round_.stacks())
        if len(table.in_play()) > 1:
            table.pass_deal()
    return history, events


def series7_round(rng: random.Random, dealer: tuple[str, int],
                  players: list[tuple[str, int]]) -> Round:
    level = BetLevel(50, 100) if rng.random() < 0.5 else BetLevel(25, 50)
    return Series7Round(Series7Rules(), SecureShoe(1, rng), level=level, dealer=dealer,
                        players=players, sudden_death=len(players) == 1 and rng.random() < 0.3)


def bjx_round(rng: random.Random, dealer: tuple[str, int],
              players: list[tuple[str, int]]) -> Round:
    return BjxRound(BjxRules(seats=10), SecureShoe(1, rng), level=BetLevel(25), dealer=dealer,
                    players=players)


def stacks_for(seed: int, count: int, choices: list[int]) -> list[int]:
    rng = random.Random(seed ^ 0x5EED)
    return [rng.choice(choices) for _ in range(count)]


def tenhand_match(seed: int, levels: tuple[str, str]) -> tuple[dict[str, int], list[Event]]:
    """One T10 match: two players, each against their own house dealer, hand by hand."""
    rules = TenHandRules()
    names = ("A", "B")
    bots = {name: GuardedPolicy(make_bot(level, random.Random(seed * 7 + i)))
            for i, (name, level) in enumerate(zip(names, levels, strict=True))}
    shoes = {name: SecureShoe(rules.decks, random.Random(seed * 2 + i))
             for i, name in enumerate(names)}
    chips = dict.fromkeys(names, rules.start_stack)
    events: list[Event] = []
    for hand in range(rules.hands):
        before = dict(chips)
        for name in names:
            if before[name] < rules.min_bet:
                continue
            round_ = TenHandRound(rules, shoes[name], player=(name, before[name]))
            rivals = {other: c for other, c in before.items() if other != name}
            context = SeatContext(name, rivals=rivals, hands_left=rules.hands - hand,
                                  players_left=2, heads_up=True)
            events += play_hand(round_, lambda _, n=name: bots[n], lambda _, c=context: c)
            assert round_.over
            chips[name] = round_.stacks()[name]
    return chips, events


def flat_tenhand(policy: Policy, hands: int, bet: int = 10) -> list[float]:
    """Single tenhand hands at a flat bet, shoe i shuffled by Random(i): net in bets per hand."""
    rules = TenHandRules()
    results: list[float] = []
    for i in range(hands):
        round_ = TenHandRound(rules, SecureShoe(rules.decks, random.Random(i)),
                              player=("P", rules.start_stack))
        round_.start({"P": bet})
        while (decision := round_.decision()) is not None:
            round_.act(decision.seat, *policy.act(round_, decision, SeatContext("P")))
        results.append(round_.net()["P"] / bet)
    return results


# ---- the registry -------------------------------------------------------------------------

def test_make_bot_knows_three_levels_and_refuses_others() -> None:
    rng = random.Random(1)
    assert isinstance(make_bot("random", rng), RandomPolicy)
    assert type(make_bot("basic", rng)) is BasicBot
    assert isinstance(make_bot("tournament", rng), TournamentBot)
    assert LEVELS == ("random", "basic", "tournament")
    with pytest.raises(ValueError, match=r"Unknown bot level 'expert'.*random, basic, tournament"):
        make_bot("expert", rng)


# ---- C-11: bots see only what their seat may see --------------------------------------------

def test_guard_catches_a_bot_that_reads_the_hole_card() -> None:
    """C-11: the guard is a real check: a cheating bot fails under it, and plays unguarded."""
    round_ = started(series7("TS 7D 6H TC 9S"))  # 16 v 7, the hole card a ten
    decision = round_.decision()
    assert decision is not None
    cheat = Peeker(random.Random(0))
    assert cheat.act(round_, decision, SeatContext("Bob")) == (Action.STAND, None)
    assert choice(round_) == (Action.HIT, None)  # what basic strategy does without peeking
    with pytest.raises(PeekedAtHiddenCard, match=r"read round\.dealer_cards"):
        cheat.act(guarded(round_, "Bob"), decision, SeatContext("Bob"))


def test_guarded_log_hides_face_down_cards_from_other_seats() -> None:
    """C-11, BJX-4: a BJX player's view has its own hole card, not the dealer's or a rival's."""
    round_ = bjx("2C 3C KD 4C 5C 9H")
    round_.start({"Bob": 25, "Cid": 25})
    bob = observe(guarded(round_, "Bob"), "Bob")
    assert bob.hands["Bob"][0].cards == [Card.parse("2C"), Card.parse("4C")]
    assert bob.hands["Cid"][0].cards == [None, Card.parse("5C")]
    assert bob.dealer_cards == [None, None] and bob.dealer_up is None
    dealer = observe(guarded(round_, "Ann"), "Ann")
    assert dealer.dealer_cards == [Card.parse("KD"), Card.parse("9H")]
    assert dealer.hands["Bob"][0].cards == [None, Card.parse("4C")]
    round_.act("Ann", Action.TURN_UP, 1)
    bob = observe(guarded(round_, "Bob"), "Bob")
    assert bob.dealer_up == Card.parse("9H") and bob.dealer_cards == [None, Card.parse("9H")]


def test_decisions_do_not_change_when_only_the_hole_card_does() -> None:
    """C-11 by behaviour: the same deal with another dealer hole card (no dealer natural either
    way) gives the same player decisions, and the test does catch a peeking bot."""
    rng = random.Random(11)
    for variant in ("tenhand", "series7"):
        caught = 0
        for _ in range(150):
            cards = rng.sample(DECK, 40)
            other = rng.choice([card for card in DECK if card not in cards])
            hole = 3  # player, dealer up, player, dealer hole (C-9)
            swapped = [*cards[:hole], other, *cards[hole + 1:]]
            if any(deck[1].is_ace or deck[1].is_ten_value for deck in (cards, swapped)):
                continue  # the dealer would peek: the hole card may end the hand (S7-14, T10-9)
            played = []
            for bot in (BasicBot(random.Random(0)), TournamentBot(random.Random(0)),
                        Peeker(random.Random(0))):
                moves = []
                for deck in (cards, swapped):
                    text = " ".join(str(card) for card in deck)
                    round_ = tenhand(text) if variant == "tenhand" else series7(text)
                    play_hand(round_, lambda _, b=bot: b)
                    moves.append([(e.seat, e.hand, e.action) for e in round_.log
                                  if isinstance(e, ActionTaken)])
                played.append(moves[0] == moves[1])
            assert played[0] and played[1], f"{variant}: a bot's play followed the hole card"
            caught += not played[2]
        assert caught > 5, f"{variant}: the swap never exposed the peeking bot"


# ---- every variant, many hands: only offered actions, every hand finished, repeatable -------

def test_series7_bots_play_many_guarded_hands_and_repeat_exactly() -> None:
    """S7-8 to S7-22, C-6, C-11: mixed bots at eight-seat tables and heads-up (sudden death
    sometimes), guarded, each seed run twice. Any action not offered would raise
    IllegalAction; every hand must end."""
    full = ["tournament", "basic", "random", "tournament", "basic", "basic", "tournament",
            "random"]
    hands = 0
    for seed in range(24):
        levels = full if seed % 2 else ["tournament", "basic"]
        start = stacks_for(seed, len(levels), [200, 600, 1000, 4000])
        history, events = run_table(series7_round, levels, seed, 40, start)
        again = run_table(series7_round, levels, seed, 40, start)
        assert (history, events) == again
        hands += len(history)
    assert hands > 450


def test_bjx_bots_deal_and_play_many_guarded_hands_and_repeat_exactly() -> None:
    """BJX-3 to BJX-15, C-6, C-11: bots as players and as dealers, short stacks included,
    heads-up to the end; every kind of decision is met and answered with an offered action."""
    levels = ["basic", "tournament", "random", "basic", "tournament", "basic"]
    kinds: set[DecisionKind] = set()
    hands = 0
    for seed in range(20):
        start = stacks_for(seed, len(levels), [30, 100, 400, 4000])
        history, events = run_table(bjx_round, levels, seed, 30, start)
        assert (history, events) == run_table(bjx_round, levels, seed, 30, start)
        hands += len(history)
        kinds |= {_kind(e.action) for e in events if isinstance(e, ActionTaken)}
    assert hands > 300
    assert kinds >= {DecisionKind.TURN_UP, DecisionKind.BET_ROUND, DecisionKind.DEALER_FOLD,
                     DecisionKind.PLAY, DecisionKind.DEALER_PLAY, DecisionKind.SIT_OUT}


def _kind(action: Action) -> DecisionKind:
    return next(kind for kind, actions in KIND_ACTIONS.items() if action in actions)


def test_tenhand_matches_are_played_out_and_repeat_exactly() -> None:
    """T10-3 to T10-13, C-11: whole 10-hand matches between every pair of levels, twice."""
    pairs = [("tournament", "basic"), ("basic", "random"), ("tournament", "random")]
    for seed in range(40):
        levels = pairs[seed % len(pairs)]
        first = tenhand_match(seed, levels)
        assert first == tenhand_match(seed, levels)
        assert all(chips >= 0 for chips in first[0].values())


# ---- chart spot checks with stacked decks ------------------------------------------------------

@pytest.mark.parametrize(("deck", "move"), [
    ("5S 6D 6H TC 9S", Action.DOUBLE),  # hard 11 v 6
    ("TS TD 6H 7C 9S", Action.HIT),  # hard 16 v T: one-deck S17 basic hits
    ("TS 6D 6H 9C 9S", Action.STAND),  # hard 16 v 6
    ("AS 3D 7H 9C 9S", Action.DOUBLE),  # A,7 v 3
    ("AS 9D 7H 9C 9S", Action.HIT),  # A,7 v 9
    ("8S TD 8H 7C 9S 2C 3C", Action.SPLIT),  # 8,8 v T
    ("KS 6D QH TC 9S", Action.STAND),  # two ten-values may split (S7-18); basic never does
    ("4S 5D 4H TC 9S", Action.SPLIT),  # 4,4 v 5 with double after split
    ("3S 8D 3H TC 9S", Action.HIT),  # 3,3 v 8
    ("7S TD 7H 7C 9S", Action.STAND),  # 7,7 v T, one deck
    ("2S 3D TH TC 9S", Action.HIT),  # 12 v 3
    ("2S 4D TH TC 9S", Action.STAND),  # 12 v 4
])
def test_series7_chart(deck: str, move: Action) -> None:
    """S7-16, S7-18, S7-19: one-deck S17 DAS basic strategy."""
    assert first_move(series7(deck)) is move


def test_series7_split_aces_double_but_never_hit() -> None:
    """S7-19: split aces may double (A,7 v 6 does) but not hit: where the chart hits, stand."""
    round_ = started(series7("AS 6D AH TC 7S 2C 9D"))
    assert choice(round_) == (Action.SPLIT, None)  # A,A v 6
    round_.act("Bob", Action.SPLIT)
    assert choice(round_) == (Action.DOUBLE, None)  # A,7 v 6
    round_ = started(series7("AS 9D AH 7C 7S 2C 6D"))
    round_.act("Bob", Action.SPLIT)
    for _ in range(2):  # A,7 then A,2 v 9: the chart hits, which split aces may not
        decision = round_.decision()
        assert decision is not None and Action.HIT not in decision.actions
        assert choice(round_) == (Action.STAND, None)
        round_.act("Bob", Action.STAND)


def test_series7_basic_bets_the_minimum() -> None:
    """S7-8: simple betting is the level's minimum."""
    round_ = series7("AS", level=BetLevel(100, 200))
    assert BasicBot(random.Random(0)).bet(guarded(round_, "Bob"), "Bob",
                                          SeatContext("Bob")) == 100


def test_a_tournament_bot_plays_a_hand_it_was_not_asked_to_bet_all_in() -> None:
    """S7-8: a stack under the minimum bets it all. A bot that takes the seat over mid-hand
    (a resumed host's new bot) has no bet to weigh the hand at and plays by the chart; it
    crashed on the level of a bet no longer there (0 chips) before."""
    round_ = Series7Round(Series7Rules(), shoe("TS 2D 2H TC 9S"), level=BetLevel(100, 200),
                          dealer=("Ann", 4000), players=[("Bob", 60)])
    started(round_)
    assert round_.bet_range("Bob")[0] == 0  # every chip is bet
    assert choice(round_, TournamentBot(random.Random(0))) == (Action.HIT, None)  # 12 v 2


@pytest.mark.parametrize(("deck", "move"), [
    ("TS TD 6H 7C 9S", Action.SURRENDER),  # 16 v T, late surrender (T10-10)
    ("TS 9D 6H 7C 9S", Action.SURRENDER),  # 16 v 9
    ("TS TD 5H 7C 9S", Action.SURRENDER),  # 15 v T
    ("TS 6D 6H 7C 9S", Action.STAND),  # 16 v 6
    ("8S 7D 8H 7C 9S", Action.SPLIT),  # 8,8 v 7
    ("5S 6D 5H TC 9S", Action.DOUBLE),  # 10 v 6
    ("AS 2D 7H TC 9S", Action.DOUBLE),  # A,7 v 2: H17
    ("4S 5D 4H TC 9S", Action.HIT),  # 4,4 v 5: no double after split (T10-11)
    ("6S 2D 6H TC 9S", Action.HIT),  # 6,6 v 2 without DAS
])
def test_tenhand_chart(deck: str, move: Action) -> None:
    """T10-7, T10-10, T10-11, T10-12: six-deck H17 no-DAS late-surrender basic strategy."""
    assert first_move(tenhand(deck)) is move


@pytest.mark.parametrize("deck", ["TS AD 7H 7C 9S", "AS AD KH 7C 9S", "8S AD 8H 7C 9S"])
def test_tenhand_never_insures_and_surrenders_after_the_check(deck: str) -> None:
    """T10-8: no insurance, no even money, natural or not; then 17 and 8,8 v A surrender
    (T10-10, H17), after the dealer's check (T10-9)."""
    round_ = started(tenhand(deck))
    decision = round_.decision()
    assert decision is not None and decision.kind is DecisionKind.INSURANCE
    assert choice(round_) == (Action.NO_INSURANCE, None)
    round_.act("P", Action.NO_INSURANCE)
    if deck.startswith("AS"):
        assert round_.over  # a natural paid 3:2
    else:
        assert choice(round_) == (Action.SURRENDER, None)


def test_bjx_dealer_turns_up_the_weaker_card() -> None:
    """BJX-4: the dealer shows the lower card and keeps the stronger (an ace is strongest)."""
    for deck, shown in [("2C 3C KD 4C 5C 5H", 1), ("2C 3C 4D 4C 5C KH", 0),
                        ("2C 3C AD 4C 5C 9H", 1), ("2C 3C 9D 4C 5C AH", 0),
                        ("2C 3C 7D 4C 5C 7H", 0)]:
        round_ = started(bjx(deck))
        assert choice(round_) == (Action.TURN_UP, shown)


def _bet_round(deck: str, turn: int = 0) -> BjxRound:
    round_ = bjx(deck)
    round_.start({"Bob": 25, "Cid": 25})
    round_.act("Ann", Action.TURN_UP, turn)
    return round_


@pytest.mark.parametrize(("deck", "expected"), [
    ("5C 2C 7D 6C 3C KH", (Action.RAISE, 50)),  # 11 v 7: double up to twice the blind
    ("4C 2C 7D 6C 3C KH", (Action.RAISE, 50)),  # 10 v 7
    ("AC 2C 3D 7C 3C KH", (Action.RAISE, 50)),  # A,7 v 3: the chart doubles
    ("AC 2C 7D KC 3C KH", (Action.CHECK, None)),  # a natural is never raised (BJX-8)
    ("TC 2C TD 6C 3C KH", (Action.FOLD, None)),  # 16 v T: worth less than half the blind
    ("TC 2C AD 7C 3C KH", (Action.FOLD, None)),  # 17 v A
    ("8C 2C AD 8H 3C KH", (Action.CHECK, None)),  # 8,8 v A splits later
    ("TC 2C 7D 9C 3C KH", (Action.CHECK, None)),  # 19 v 7
])
def test_bjx_second_betting_round(deck: str, expected: tuple[Action, int | None]) -> None:
    """BJX-5: raise 10, 11 and the chart's doubles; fold hopeless hands; check the rest."""
    round_ = _bet_round(deck)
    assert choice(round_) == expected


def test_bjx_raised_hand_draws_then_plays_the_chart() -> None:
    """BJX-5, BJX-9: a raised 11 must take a card; a raised natural plays as eleven (BJX-8)."""
    round_ = _bet_round("AC 5C 7D KC 6C TH 9S 2D 2H 2S")
    bot = BasicBot(random.Random(0))
    round_.act("Bob", Action.RAISE, 50)  # A,K raised: eleven
    assert choice(round_, bot) == (Action.RAISE, 50)  # Cid: 5,6 v 7
    round_.act("Cid", Action.RAISE, 50)
    round_.act("Ann", Action.DEALER_PLAY)
    assert choice(round_, bot) == (Action.HIT, None)  # Bob: hard 11, must draw
    round_.act("Bob", Action.HIT)  # 9S: hard 20
    assert choice(round_, bot) == (Action.STAND, None)


def test_bjx_dealer_folds_a_stiff_against_raises_only() -> None:
    """BJX-6: 16 against two raised hands folds; 19 against the same raises plays."""
    for deck, expected in [("5C 4C 6D 6C 6H TH", Action.DEALER_FOLD),
                           ("5C 4C 9D 6C 6H TH", Action.DEALER_PLAY)]:
        round_ = _bet_round(deck)
        round_.act("Bob", Action.RAISE, 50)
        round_.act("Cid", Action.RAISE, 50)
        assert choice(round_) == (expected, None)
    round_ = _bet_round("5C TC 6D 6C 8H TH")  # 16, only one of two raised: plays
    round_.act("Bob", Action.RAISE, 50)
    round_.act("Cid", Action.CHECK)
    assert choice(round_) == (Action.DEALER_PLAY, None)


def test_bjx_dealer_hits_soft_17_and_heads_up_chases_a_losing_hand() -> None:
    """BJX-11: hits soft 17, stands soft 18 when ahead; BJX-15 heads-up hits a losing 18."""
    round_ = _bet_round("TC TD AD 9C 8H 6H", turn=1)  # Ann A,6; Bob 19, Cid 18
    round_.act("Bob", Action.CHECK)
    round_.act("Cid", Action.CHECK)
    round_.act("Ann", Action.DEALER_PLAY)
    round_.act("Bob", Action.STAND)
    round_.act("Cid", Action.STAND)
    assert choice(round_) == (Action.DEALER_HIT, None)  # soft 17
    heads_up = bjx("TC TD QC 8D 3S", players=[("Bob", 4000)])  # Bob T,Q; Ann T,8
    events = play_hand(heads_up, lambda _: GuardedPolicy(BasicBot(random.Random(0))))
    moves = [(e.seat, e.action, e.amount) for e in events if isinstance(e, ActionTaken)]
    assert moves == [("Ann", Action.TURN_UP, 1), ("Bob", Action.CHECK, None),
                     ("Ann", Action.DEALER_PLAY, None), ("Bob", Action.STAND, None),
                     ("Ann", Action.DEALER_HIT, None)]  # 18 losing to 20: hit, 21 wins
    assert heads_up.net() == {"Bob": -25, "Ann": 25}


# ---- basic strategy against random play -------------------------------------------------------

def test_basic_strategy_loses_far_less_than_random_play() -> None:
    """T10-6 to T10-13: 3,000 tenhand hands at a flat bet, the same shuffles for both bots.

    Per hand, in bets, over these hands: basic strategy +0.009 (standard deviation 1.12),
    random play -0.42 (1.17); the paired difference has a standard deviation of 1.29, so its
    mean has a standard error of 1.29 / sqrt(3000) = 0.024. The bound 0.2 lies 9.8 standard
    errors below the measured gap of 0.43, and -0.1 lies 4.5 standard errors (0.0205) below
    basic strategy's expectation of about -0.005: other seeds pass as surely as these.
    """
    hands = 3000
    basic = flat_tenhand(GuardedPolicy(BasicBot(random.Random(1))), hands)
    chaos = flat_tenhand(RandomPolicy(random.Random(1)), hands)
    assert statistics.mean(basic) - statistics.mean(chaos) > 0.2
    assert statistics.mean(basic) > -0.1


# ---- tournament sense -----------------------------------------------------------------------

def _tenhand_bet(stack: int, rival: int, hands_left: int) -> int:
    round_ = TenHandRound(TenHandRules(), shoe("AS"), player=("P", stack))
    context = SeatContext("P", rivals={"R": rival}, hands_left=hands_left, heads_up=True)
    return TournamentBot(random.Random(0)).bet(guarded(round_, "P"), "P", context)


def test_tenhand_last_hand_behind_bets_enough_to_pass() -> None:
    """T10-3, T10-5: behind by 300 with 400 chips on the last hand: a win must pass the leader."""
    assert _tenhand_bet(400, 700, 1) >= 301
    assert _tenhand_bet(250, 700, 1) == 250  # not enough to pass on a plain win: all in
    assert _tenhand_bet(500, 500, 1) >= 11  # level is a draw (T10-5): play to pass
    assert 301 <= _tenhand_bet(400, 700, ENDGAME) <= 400


def test_tenhand_ahead_or_early_bets_the_minimum() -> None:
    """T10-3: ahead the minimum protects the lead; before the last hands, the minimum too."""
    assert _tenhand_bet(700, 400, 1) == 10
    assert _tenhand_bet(1001, 1000, 1) == 10
    assert _tenhand_bet(400, 700, ENDGAME + 1) == 10
    round_ = TenHandRound(TenHandRules(), shoe("AS"), player=("P", 400))
    assert BasicBot(random.Random(0)).bet(round_, "P", SeatContext("P", rivals={"R": 700},
                                                                   hands_left=1)) == 10


def _series7_bet(stack: int, others: list[int], heads_up: bool) -> int:
    round_ = Series7Round(Series7Rules(), shoe("AS"), level=BetLevel(100, 200),
                          dealer=("D", others[0]),
                          players=[("P", stack)] + [(f"O{i}", c) for i, c in
                                                     enumerate(others[1:])])
    context = SeatContext("P", heads_up=heads_up)
    return TournamentBot(random.Random(0)).bet(guarded(round_, "P"), "P", context)


def test_series7_heads_up_bets_by_the_heads_up_advisor() -> None:
    """S7-8 heads-up (advisor.heads_up): deep stacks bet the minimum, since the bettor is
    behind on each hand; one maximum bet from the end, the short stack bets it (its best
    chance) and so does the stack whose maximum win would end the match (S7-21)."""
    assert _series7_bet(3000, [9000], heads_up=True) == 100
    assert _series7_bet(9000, [3000], heads_up=True) == 100
    assert _series7_bet(150, [11850], heads_up=True) == 100  # below the maximum: only the min
    assert _series7_bet(200, [11800], heads_up=True) == 200
    assert _series7_bet(11800, [200], heads_up=True) == 200


def test_series7_heads_up_rule_of_thumb() -> None:
    """Where the advisor cannot answer, S7-8: the shorter stack bets the maximum."""
    from app.engine.bots.tournament import series7_bet

    assert series7_bet(3000, 100, 200, {"R": 9000}, heads_up=True) == 200
    assert series7_bet(9000, 100, 200, {"R": 3000}, heads_up=True) == 100


def test_series7_many_players_bet_the_maximum_only_when_short() -> None:
    """S7-8: fewer than five maximum bets left is short."""
    assert _series7_bet(4000, [4000, 4000, 4000], heads_up=False) == 100
    assert _series7_bet(900, [4000, 4000, 4000], heads_up=False) == 200


def test_bjx_short_stacks_post_bigger_blinds() -> None:
    """BJX-3: the blind (25 to 75) grows as the stack falls below the table's average."""
    def blind(stack: int) -> int:
        round_ = BjxRound(BjxRules(), shoe("AS"), level=BetLevel(25), dealer=("D", 4000),
                          players=[("P", stack), ("Q", 4000)])
        return TournamentBot(random.Random(0)).bet(guarded(round_, "P"), "P", SeatContext("P"))

    assert blind(6000) == 25
    assert blind(3000) == 50
    assert blind(1500) == 75
    assert blind(60) == 60  # the cap is what is left


def test_tournament_bot_beats_basic_head_to_head() -> None:
    """T10-5: over 300 seeded 10-hand matches the tournament bot, betting and playing by the
    match advisor, wins at least 85% against the minimum-betting basic bot.

    Measured over 1,000 matches: 90.4% won, 9.1% lost (the advisor's own figure for the
    first hand: 89.7%); bench/tournament_advice.py plays 10,000. At a true rate of 90% the
    300-match count has a standard deviation of 5.2 matches: the bound is 2.9 of them away.
    The bot's earlier rule of thumb won 77%."""
    wins = 0
    for seed in range(300):
        chips, _ = tenhand_match(seed, ("tournament", "basic"))
        wins += chips["A"] > chips["B"]
    assert wins >= 0.85 * 300


# ---- the charts themselves ---------------------------------------------------------------------

def test_charts_agree_with_published_cells() -> None:
    """A few cells of each chart read straight from the tables (S7-16, T10-7, BJX-11)."""
    ten, ace, six = Card.parse("TS"), Card.parse("AS"), Card.parse("6S")
    from app.engine.hand import HandValue
    assert SERIES7.total_move(HandValue(16, False), ten) is Move.HIT
    assert SERIES7.total_move(HandValue(11, False), ace) is Move.DOUBLE
    assert SERIES7.total_move(HandValue(18, True), ace) is Move.STAND
    assert TENHAND.total_move(HandValue(18, True), ace) is Move.HIT
    assert TENHAND.total_move(HandValue(17, False), ace) is Move.SURRENDER_STAND
    assert TENHAND.total_move(HandValue(19, True), six) is Move.DOUBLE_STAND
    assert BJX.pairs[4][column(six)] is Move.DOUBLE  # 4,4 v 6 as hard 8, no DAS
    assert column(ten) == 8 and column(ace) == 9
