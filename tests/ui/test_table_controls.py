"""The table's controls are the one request in front of the seat (issue 19): S7-8 bets as two
buttons, a box held to the legal range for BJX blinds and raises and 10-hand amounts, a prompt
built from the legal actions, and a refused request back with the host's reason."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.core.wire import event_to_dict
from app.engine.actions import Action
from app.engine.cards import Card
from app.engine.events import Event
from app.engine.rules import BetLevel, Variant
from app.engine.shoe import StackedShoe
from app.engine.variants.bjx.round import BjxRound
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.round import Series7Round
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.ui.main_window import MainWindow
from app.ui.table_view import TableView
from tests.support.table_play import fast, visible_actions
from tests.support.table_views import table_for, tell
from tests.support.waiting import until

SHOTS = Path(os.environ.get("PITBOSS_SHOTS", "/tmp"))


def events(*told: Event, me: str = "Bob") -> p.Events:
    return p.Events(table=1, events=[event_to_dict(event.redacted() if not event.visible_for(
        me) else event) for event in told])


def shown_groups(view: TableView) -> set[str]:
    """Which sets of controls show: the bet row's buttons, a player's plays, a dealer's."""
    groups = set()
    if view.ui.min_bet_button.isVisible() or view.ui.bet_button.isVisible():
        groups.add("bet")
    for action, button in view.buttons.items():
        if button.isVisible():
            groups.add("dealer" if action.value.startswith("dealer") else "play")
    if view.ui.show_first_button.isVisible():
        groups.add("dealer")
    return groups


def test_a_series7_bet_is_two_buttons_the_minimum_and_the_maximum(qtbot: QtBot) -> None:
    """S7-8: exactly the minimum or the maximum: two buttons that say the amounts, no box
    (a box let any amount be typed, which the host refused)."""
    view = table_for(qtbot, Variant.SERIES7)
    tell(view, p.BetRequest(table=1, hand=1, seat="Bob", low=1_000, high=2_000, step=1_000,
                            deadline=0.0))
    ui = view.ui
    assert ui.min_bet_button.isVisible() and ui.max_bet_button.isVisible()
    # Each with its key underlined, as the ranged row's are (issue 19: S7's had none).
    assert (ui.min_bet_button.text(), ui.max_bet_button.text()) == ("Bet mi&n 1,000",
                                                                    "Bet ma&x 2,000")
    assert not ui.amount_spin.isVisible() and not ui.bet_button.isVisible()
    assert ui.prompt_label.text() == "Your bet: 1,000 or 2,000"
    assert shown_groups(view) == {"bet"}
    view.grab().save(str(SHOTS / "controls_s7_bet.png"))
    # Fewer chips than the maximum: the minimum only (S7-8), one button.
    tell(view, p.BetRequest(table=1, hand=2, seat="Bob", low=1_000, high=1_000, step=1,
                            deadline=0.0))
    assert ui.min_bet_button.isVisible() and not ui.max_bet_button.isVisible()
    assert ui.prompt_label.text() == "Your bet: 1,000"


class Sent:
    """What the table sends, taken down in place of a seat session (the requests the view
    builds are called on this)."""

    def __init__(self, view: TableView) -> None:
        self.requests: list[tuple[str, object, object]] = []
        view._send = lambda request: (request(self), view.shown.answered())  # type: ignore[method-assign]

    def bet(self, amount: int) -> None:
        self.requests.append(("bet", amount, None))

    def act(self, action: Action, amount: int | None) -> None:
        self.requests.append(("act", action, amount))


def typed(qtbot: QtBot, spin: QWidget, text: str, key: Qt.Key = Qt.Key.Key_Return) -> None:
    spin.setFocus()
    spin.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClicks(spin, text)
    qtbot.keyClick(spin, key)


def test_a_bjx_blind_box_says_why_an_amount_is_not_sent_and_enter_bets(qtbot: QtBot) -> None:
    """BJX-3: a blind in chip units, its range said in words. What is typed is sent as it is,
    Enter bets, or it is refused in words with nothing sent and the box as typed (issue 38:
    27 became 25 and 5000 stopped at the maximum without a word, and Enter did not bet). The
    arrows keep to the steps. A new request, or the same asked again after the host's
    refusal, starts from the minimum, not from the value refused."""
    view = table_for(qtbot, Variant.BJX)
    spin = view.ui.amount_spin
    sent = Sent(view)
    blind = p.BetRequest(table=1, hand=1, seat="Bob", low=25, high=100, step=25,
                         deadline=0.0)
    tell(view, blind)
    assert spin.isVisible() and view.ui.bet_button.isVisible()
    assert view.ui.amount_range_label.text() == "25 to 100, in steps of 25 chips"
    assert view.ui.prompt_label.text() == "Your blind: 25 to 100, in steps of 25 chips"
    for text, shown in (("27", "27"), ("5000", "5,000"), ("10", "10")):
        typed(qtbot, spin, text)
        assert sent.requests == [] and spin.text().replace(",", "") == text
        assert view.ui.prompt_label.text() == (
            f"\u26a0 Bet 25 to 100, in steps of 25 chips, not {shown}\n"
            "Your blind: 25 to 100, in steps of 25 chips")
    qtbot.keyClick(spin, Qt.Key.Key_Up)  # from below the choices: the nearest
    assert spin.value() == 25
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert spin.value() == 75
    typed(qtbot, spin, "50")
    assert sent.requests == [("bet", 50, None)]
    tell(view, p.Error("Bet 25 to 50, in steps of 25 chips, not 75"), p.BetRequest(
        table=1, hand=1, seat="Bob", low=25, high=100, step=25, deadline=0.0))
    assert spin.value() == 25 and "not 75" in view.ui.prompt_label.text()
    spin.setValue(100)
    tell(view, p.BetRequest(table=1, hand=2, seat="Bob", low=25, high=100, step=25,
                            deadline=0.0))
    assert spin.value() == 25  # the next hand's box starts clean
    assert view.ui.prompt_label.text() == "Your blind: 25 to 100, in steps of 25 chips"


def test_a_tenhand_amount_goes_as_typed_when_bet_is_pressed_before_enter(
        qtbot: QtBot) -> None:
    """T10-3: any whole amount from the minimum to the stack; Bet pressed before Enter (its
    letter, Alt+B) bets what is typed (issue 38: the drills' box sent what was there
    before the typing)."""
    view = table_for(qtbot, Variant.TENHAND)
    spin = view.ui.amount_spin
    sent = Sent(view)
    tell(view, p.BetRequest(table=1, hand=1, seat="Bob", low=10, high=500, step=1,
                            deadline=0.0))
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "137")
    view.ui.bet_button.click()
    assert sent.requests == [("bet", 137, None)]


def test_a_bjx_raise_is_a_box_beside_raise_check_and_fold(qtbot: QtBot) -> None:
    """BJX-5: the second betting round offers what the request allows, the raise's amount in
    a box held to its range; no bet button beside the plays."""
    view = table_for(qtbot, Variant.BJX)
    tell(view, p.DecisionRequest(decision=3, table=1, seat="Bob", kind="bet_round",
                                 actions=["fold", "check", "raise"],
                                 ranges={"raise": [50, 1_200, 25]}, deadline=0.0))
    ui = view.ui
    assert {a for a, _ in visible_actions_of(view)} == {Action.RAISE, Action.CHECK,
                                                        Action.FOLD}
    assert ui.amount_spin.isVisible() and ui.amount_label.text() == "Raise &to"
    assert ui.amount_range_label.text() == "50 to 1,200, in steps of 25 chips"
    assert not ui.bet_button.isVisible() and not ui.min_bet_button.isVisible()
    assert ui.prompt_label.text() == "Second betting round: raise, check or fold"
    assert shown_groups(view) == {"play"}
    view.grab().save(str(SHOTS / "controls_bjx_raise.png"))


def test_insurance_starts_at_half_the_bet(qtbot: QtBot) -> None:
    """T10-8: insurance of up to half the original bet; the box offers that much at first
    (issue 19), not the least it may be."""
    view = table_for(qtbot, Variant.TENHAND)
    tell(view, p.DecisionRequest(decision=4, table=1, seat="Bob", kind="insurance",
                                 actions=["insurance", "no_insurance"],
                                 ranges={"insurance": [1, 50, 1]}, deadline=0.0))
    assert view.ui.amount_spin.value() == 50
    assert view.ui.amount_label.text() == "Insure &for"


def visible_actions_of(view: TableView) -> list[tuple[Action, object]]:
    return [(action, button) for action, button in view.buttons.items() if button.isVisible()]


def test_split_aces_offer_stand_or_double_and_name_the_hand(qtbot: QtBot) -> None:
    """S7-19: split aces may be doubled but not hit: the prompt says so from the request's
    legal actions ("Split aces: stand or double down"), names the hand (hand 1 of 2), and
    only those buttons show."""
    view = table_for(qtbot, Variant.SERIES7)
    deck = "AS 5D 7C AH 6D 9C 6H 8S 9H TC 2C 3C"
    round_ = Series7Round(Series7Rules(), StackedShoe([Card.parse(w) for w in deck.split()]),
                          level=BetLevel(25, 50), dealer=("Ann", 4000),
                          players=[("Bob", 4000), ("Cid", 4000)])
    tell(view, events(*round_.start({"Bob": 50, "Cid": 25})))
    tell(view, events(*round_.act("Bob", Action.SPLIT)))
    decision = round_.decision()
    assert decision is not None
    tell(view, p.DecisionRequest(decision=2, table=1, seat="Bob", kind=decision.kind.value,
                                 actions=sorted(a.value for a in decision.actions),
                                 ranges={}, deadline=0.0, hand=decision.hand))
    assert view.ui.prompt_label.text() == \
        "Split aces: stand or double down (hand 1 of 2, soft 17)"
    assert {a for a, _ in visible_actions_of(view)} == {Action.STAND, Action.DOUBLE}
    assert shown_groups(view) == {"play"}
    assert view.shown.log[-2:] == ["You split", "Your hand splits into hands 1 and 2"]
    view.grab().save(str(SHOTS / "controls_split_aces.png"))


def test_a_refused_bet_brings_its_buttons_back_with_the_hosts_reason(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop) -> None:
    """Issue 19, against a real host: a bet the rules do not allow (sent as a stale control
    would) is refused; the bet buttons come back with the host's reason, and the next click
    is taken."""

    async def test() -> None:
        window.play_locally(fast("series7", 3))
        table = window.table
        await until(lambda: table.shown.bet_request is not None
                    and table.ui.min_bet_button.isVisible(), "asked a bet", 30)
        request = table.shown.bet_request
        assert request is not None
        table._bet_at(request.low + 1)  # what no button offers
        await until(lambda: "\u26a0" in table.ui.prompt_label.text(), "the refusal shown", 10)
        assert f"not {request.low + 1}" in table.ui.prompt_label.text()
        assert table.ui.min_bet_button.isVisible() and shown_groups(table) == {"bet"}
        table.ui.min_bet_button.click()
        await until(lambda: table.shown.bet_request is None and "\u26a0" not in
                    table.ui.prompt_label.text(), "the next bet taken", 10)
        await window.close_games()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 60.0))


def test_a_refused_action_brings_its_buttons_back_with_the_hosts_reason(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop) -> None:
    """Issue 19, against a real host: an action the host refuses (a stale or illegal answer)
    leaves the decision open there; the table shows its buttons again with the reason
    instead of nothing until the deadline, and a legal click then plays the hand on."""

    async def test() -> None:
        window.play_locally(fast("series7", 3))
        table = window.table
        session = window.session
        assert session is not None

        def asked() -> bool:
            return (table.shown.bet_request is not None and table.ui.min_bet_button.isVisible()
                    ) or (table.shown.decision is not None and bool(visible_actions(window)))

        async def play_to_a_decision() -> None:
            loop = asyncio.get_running_loop()
            deadline = loop.time() + 60
            while True:
                await until(asked, "a decision of yours", deadline - loop.time())
                if table.shown.bet_request is not None and table.ui.min_bet_button.isVisible():
                    table.ui.min_bet_button.click()
                elif Action.STAND in table.shown.legal_actions() and \
                        table.ui.stand_button.isVisible():
                    return
                else:
                    visible_actions(window)[0][1].click()  # a dealer's choice: play on
                # Answered: the table hides what it asked at once (until the host asks again).
                await until(lambda: not asked(), "the click taken", 10.0)

        await play_to_a_decision()
        decision = table.shown.decision
        table._send(lambda s: s.act(Action.RAISE))  # BJX only: the host refuses it
        assert not table.ui.stand_button.isVisible()
        await until(lambda: table.ui.stand_button.isVisible(), "the play buttons back", 10)
        assert "\u26a0" in table.ui.prompt_label.text()
        assert table.shown.decision == decision
        table.ui.stand_button.click()
        await until(lambda: table.shown.decision != decision
                    or "You stand" in table.shown.log, "the stand taken", 10)
        assert "\u26a0" not in table.ui.prompt_label.text()
        await window.close_games()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 90.0))


def test_a_shot_clock_counts_down_your_request_and_colours_as_it_runs_out(
        qtbot: QtBot) -> None:
    """Issue 19: the seconds left to answer beside the prompt, orange from 10 s, red from
    5 s, gone once answered."""
    view = table_for(qtbot, Variant.SERIES7)
    clock = view.ui.shot_clock_label
    assert clock.text() == ""
    for hand, (seconds, colour) in enumerate(((20, ""), (8, "#e8a317"), (3, "#e03c31"))):
        tell(view, p.BetRequest(table=1, hand=hand + 1, seat="Bob", low=25, high=50,
                                step=25, deadline=time.time() + seconds - 0.1))
        assert clock.text() == f"{seconds} s left"
        assert (colour in clock.styleSheet()) if colour else clock.styleSheet() == ""
        if seconds == 3:
            view.grab().save(str(SHOTS / "controls_shot_clock.png"))
    view.shown.answered()
    view._update_controls()
    assert clock.text() == ""


def test_your_turn_asks_for_the_windows_attention_once_when_it_is_behind(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 19: a request for you while the window is not in front flashes it in the task
    bar (QApplication.alert), once per request; not while you are looking at it."""
    alerts: list[object] = []
    monkeypatch.setattr(QApplication, "alert", lambda widget, msecs=0: alerts.append(widget))
    view = table_for(qtbot, Variant.SERIES7)
    in_front = [False]
    monkeypatch.setattr(QWidget, "isActiveWindow", lambda self: in_front[0])
    bet = p.BetRequest(table=1, hand=1, seat="Bob", low=25, high=50, step=25, deadline=0.0)
    tell(view, bet)
    assert alerts == [view.window()]
    view.redraw()
    assert len(alerts) == 1  # the same request: once
    in_front[0] = True
    tell(view, p.BetRequest(table=1, hand=2, seat="Bob", low=25, high=50, step=25,
                            deadline=0.0))
    assert len(alerts) == 1


def test_a_bjx_dealer_chooses_the_card_to_show_by_its_name(qtbot: QtBot) -> None:
    """BJX-4: the dealer picks which of two face-down cards to show: the buttons name the
    cards, and only the dealer's choice shows."""
    view = table_for(qtbot, Variant.BJX, me="Ann")
    deck = "9S 5D 7C 9H 6D TC 8H 2C 3C 4C"
    round_ = BjxRound(BjxRules(), StackedShoe([Card.parse(w) for w in deck.split()]),
                      level=BetLevel(25), dealer=("Ann", 4000),
                      players=[("Bob", 4000), ("Cid", 4000)])
    tell(view, events(*round_.start({"Bob": 25, "Cid": 25}), me="Ann"))
    tell(view, p.DecisionRequest(decision=1, table=1, seat="Ann", kind="turn_up",
                                 actions=["turn_up"], ranges={}, deadline=0.0,
                                 default="turn_up"))
    assert view.ui.show_first_button.text() == "Show 7\u2663 (&1)"
    assert view.ui.show_second_button.text() == "Show 10\u2663 (&2)"
    assert view.ui.prompt_label.text() == "You deal: which card do you show?"
    assert shown_groups(view) == {"dealer"}


def test_the_bet_buttons_have_their_keys_as_help_says(qtbot: QtBot) -> None:
    """Issue 19: Series 7's maximum bet had no key (its two buttons no underlined letter). Both
    bet buttons of every variant's bet row carry the letters of BET_KEYS (Alt and the letter,
    underlined), F1 Help lists them, and each is in no other button's words (failed before:
    "Bet 2,000" had no mnemonic)."""
    from app.ui.rules_dialog import table_keys
    from app.ui.table_view import BET_KEYS

    for variant, low, high, step in ((Variant.SERIES7, 1_000, 2_000, 1_000),
                                     (Variant.BJX, 25, 100, 25)):
        view = table_for(qtbot, variant)
        tell(view, p.BetRequest(table=1, hand=1, seat="Bob", low=low, high=high, step=step,
                                deadline=0.0))
        ui = view.ui
        keys = [QKeySequence.mnemonic(button.text()).toString()
                for button in (ui.min_bet_button, ui.max_bet_button)]
        assert keys == ["Alt+N", "Alt+X"], (variant, keys)
        help_keys = dict(table_keys(variant))
        assert help_keys["N"] == BET_KEYS[Qt.Key.Key_N] == "bet the minimum"
        assert help_keys["X"] == BET_KEYS[Qt.Key.Key_X] == "bet the maximum"
        assert "N" not in help_keys["Space"] and len([k for k in help_keys if k == "X"]) == 1


def test_x_bets_the_series7_maximum_at_a_real_host(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop) -> None:
    """S7-8 through the keyboard (issue 19): X at the bet bets the level's maximum at a real
    host on loopback, which takes it and tells it (failed before: X did nothing)."""

    async def test() -> None:
        window.play_locally(fast("series7", 2))
        table = window.table
        await until(lambda: table.shown.bet_request is not None
                    and table.ui.max_bet_button.isVisible(), "asked a bet", 30)
        request = table.shown.bet_request
        assert request is not None and request.high > request.low
        session = window.session
        assert session is not None
        bets = BetsOf("Tess")
        session.add_listener(bets)
        table.setFocus()
        QTest.keyClick(table, Qt.Key.Key_X)

        # Her bet as the host took and told it, not the felt's seat looked at every 20 ms: a
        # natural settles the hand at once, and the felt moves on between two looks.
        await until(lambda: bets.placed, "the bet taken", 10)
        assert bets.placed[0] == request.high
        await window.close_games()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 60.0))


class BetsOf:
    """A session's listener: the bets `name` placed, as the host told them."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.placed: list[int] = []

    def on_event_events(self, message: p.Events) -> None:
        self.placed += [int(data["amount"]) for data in message.events
                        if data.get("type") == "BetPlaced" and data.get("seat") == self.name]


def test_the_directors_pause_holds_your_shot_clock_and_the_prompt_says_so(
        qtbot: QtBot) -> None:
    """Issue 38: with the director's pause on, the shot clock ran to "0 s left" in red and the
    prompt said nothing of the pause. The host holds the table (its Waiting says the seconds
    left, standing still): the clock shows them, standing, however long the pause lasts; the
    prompt says the game is paused; the other seats' clocks on the felt stand too. Failed
    before: the clock counted down from the request's deadline."""
    view = table_for(qtbot, Variant.SERIES7)
    level = p.Level(number=1, minimum=25, maximum=50, minutes=15)
    clock = p.ClockState(now=0.0, started=True, paused=True, running=False, on_break=False,
                         level=level, next_level=level, remaining=880.0, break_remaining=None,
                         seconds_to_next_break=None, elapsed_play=20.0, changes_at=None,
                         rate=1.0)
    soon = time.time() + 3.0  # the request's deadline: three seconds away when asked
    tell(view, p.Snapshot(variant=Variant.SERIES7, started=True, over=False,
                          tables=view.shown.tables, dealers={1: "Ann"},
                          standings=view.shown.standings, clock=clock,
                          players=["Ann", "Bob", "Cid"], now=time.time()),
         p.BetRequest(table=1, hand=1, seat="Bob", low=25, high=50, step=25, deadline=soon),
         p.Waiting(table=1, seats=["Bob", "Cid"], deadline=soon, held=12.0))
    for later in (0.0, 60.0, 3600.0):
        now = time.time() + later
        assert view.shown.seconds_to_answer(now) == 12.0
        assert view.shown.seconds_waited("Cid", now) == 12.0
    view._tick_shot_clock()
    assert "standing still" in view.ui.shot_clock_label.text()
    assert view.ui.prompt_label.text().startswith("Paused by the director")
    # Resumed: the host asks again with the deadline moved on by the time the pause stood.
    again = time.time() + 12.0
    tell(view, p.BetRequest(table=1, hand=1, seat="Bob", low=25, high=50, step=25,
                            deadline=again),
         p.Waiting(table=1, seats=["Bob", "Cid"], deadline=again))
    left = view.shown.seconds_to_answer(time.time())
    assert left is not None and 11.0 < left <= 12.0


def test_a_seat_played_as_away_is_told_so_with_its_way_back(qtbot: QtBot) -> None:
    """S7-9, issue 38: a seat whose time ran out is played as away; each hand it is asked to
    bet, and the prompt says plainly that it is away and that a bet brings it back (Space bets
    the lowest). Failed before: it read "Your bet" like any other, or "Waiting for the other
    players" as the table raced on."""
    view = table_for(qtbot, Variant.SERIES7)
    sent = Sent(view)
    tell(view, p.BetRequest(table=1, hand=7, seat="Bob", low=25, high=50, step=25,
                            deadline=time.time() + 15.0, away=True))
    assert view.ui.prompt_label.text().startswith("You are away: the rules bet and play for "
                                                  "you. Bet to come back")
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert sent.requests == [("bet", 25, None)]
