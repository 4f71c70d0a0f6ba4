"""The table scenes of `make screenshots` (issue 19's "Done when"), each reached by playing:
a real host in this process, its game seeded so the same cards come every run, the window
seated at it as "You" beside bots, every bet and decision of yours clicked on the window's own
buttons. Nothing is drawn into the widgets: when what a scene wants is on the felt, the window's
session stops taking messages (its listener awaits, app/client/seat_session.py), so the table
holds still at that moment, the host's timers running on, until the picture is taken.

A scene that does not come within its time raises SceneMissed: the tests
(tests/ui/test_screenshot_scenes.py) build them, so a change that loses one is seen.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

from app.client.felt_text import YOU_DEAL, banner, felt_words
from app.client.options import LocalOptions
from app.client.remote_bot import RemoteRound, decision_of, play_as_bot
from app.client.seat_session import SeatSession
from app.client.table_state import TableState
from app.core.game import Game
from app.engine.actions import Action
from app.engine.bots import make_bot
from app.engine.events import HandEnded
from app.engine.hand import hand_value
from app.engine.policy import SeatContext
from app.engine.rules import Variant
from app.engine.variants import rules_from_options, variant_of
from app.net import protocol as p
from app.net.host import Host
from app.net.transport import Connection
from app.store import EventStore
from app.ui.main_window import MainWindow
from app.ui.results_dialog import ResultsDialog

ME = "You"
CODE = "scene"
BOTS = ("Ada", "Bix", "Cleo", "Dex", "Eve", "Finn", "Gus")


class SceneMissed(RuntimeError):
    """The scene did not come up at the table in the time given."""


def _mine(state: TableState) -> bool:
    return state.decision is not None and state.decision.seat == state.me


def _my_hands(state: TableState) -> int:
    seat = state.seat(state.me)
    return 0 if seat is None else len([hand for hand in seat.hands if hand.cards])


def _mid_hand(state: TableState) -> bool:
    """Your decision on a soft hand ("soft 17" on the felt), the dealer's up card showing."""
    seat = state.seat(state.me)
    # By the cards, not by the felt's words: the scenes are shot in every language.
    return _mine(state) and seat is not None and None not in seat.hands[0].cards and \
        hand_value(card for card in seat.hands[0].cards if card is not None).soft


def _split(state: TableState) -> bool:
    """Your hand split in two, the first being played (the active one marked)."""
    return _mine(state) and _my_hands(state) == 2


def _you_dealt(state: TableState) -> bool:
    """A Series 7 hand you dealt, over: your dealer hand's total and the bets it covered."""
    return banner(state) == felt_words.tr(YOU_DEAL) and \
        any(isinstance(event, HandEnded) for event in state.hand_events)


def _card_choice(state: TableState) -> bool:
    """BJX-4: you deal and choose which of your two cards to show."""
    return _mine(state) and Action.TURN_UP in state.legal_actions()


def _third_hand(state: TableState) -> bool:
    """A 10-hand match at its third hand, your decision: "Hand 3 of 10 · Ada 1,000"."""
    total, left = state.match_hands, state.hands_left
    return _mine(state) and total is not None and left is not None and total - left + 1 == 3


def _over(state: TableState) -> bool:
    """The tournament is over: the results screen comes over the table (ResultsWatch)."""
    return state.over


@dataclass(frozen=True)
class Scene:
    name: str  # the picture's name: table-split-1280x800.png
    variant: Variant
    bots: int
    seed: int  # the game's randomness: which cards come, hand after hand
    wanted: Callable[[TableState], bool]
    prefer: tuple[Action, ...] = ()  # your choices where legal; else basic strategy's
    decision_seconds: float = 60.0
    seconds_left: float | None = None  # hold until the shot clock shows this or less
    advice: bool = False  # the picture shows the advice for your decision
    speedup: float = 1.0  # the tournament clock's pace: S7-7's levels come sooner
    results: bool = False  # seated as a local game is: its results screen, Play again


SCENES = (
    Scene("table", Variant.SERIES7, 5, 1, _mid_hand, advice=True),
    Scene("table-split", Variant.SERIES7, 3, 1, _split, prefer=(Action.SPLIT,)),
    Scene("table-shot-clock", Variant.SERIES7, 3, 2, _mine, decision_seconds=12.0,
          seconds_left=8.0),
    Scene("table-you-deal", Variant.SERIES7, 3, 3, _you_dealt),
    Scene("table-bjx-choice", Variant.BJX, 2, 4, _card_choice),
    Scene("table-tenhand", Variant.TENHAND, 1, 5, _third_hand),
)

#: The results screens (issue 19): a Series 7 tournament played until one player holds all the
#: chips (S7-5), its levels passing in seconds so that the bets grow and players go out; and
#: a 10-hand match of ten hands (T10-4). The seed deals the same cards, but the levels follow
#: the clock: which hand a level's bets start at, and so who wins, may differ from run to run.
RESULTS_SCENES = (
    Scene("results", Variant.SERIES7, 4, 6, _over, speedup=1500.0, results=True),
    Scene("results-tenhand", Variant.TENHAND, 1, 7, _over, results=True),
)


def scene(name: str) -> Scene:
    return next(each for each in SCENES + RESULTS_SCENES if each.name == name)


def results_dialog(window: MainWindow) -> ResultsDialog | None:
    """The results screen over the window once the tournament is over, if it shows."""
    watch = window._results
    dialog = watch.dialog if watch is not None else None
    return dialog if dialog is not None and dialog.isVisible() and dialog.results.over \
        else None


class _Pilot:
    """Your hand on the window's buttons, as a listener of its session (after the table's own:
    what it was told is shown first); once the scene is on the felt it holds the session.
    You bet the least and play as the basic bot would, but for what the scene prefers."""

    def __init__(self, window: MainWindow, wanted: Scene) -> None:
        self.window, self.scene = window, wanted
        self.policy = make_bot("basic", random.Random(wanted.seed))
        self.reached = asyncio.Event()
        self.release = asyncio.Event()
        self._answered: object = None

    async def on_event_changed(self, message: p.HostMessage | None) -> None:
        table = self.window.table
        table.skip()  # everything told so far on the felt, no animation
        if self.reached.is_set() or self.scene.wanted(table.shown):
            self.reached.set()
            await self.release.wait()  # no more messages: the table holds still
            return
        self._answer(table.shown)

    def _answer(self, state: TableState) -> None:
        table = self.window.table
        request = state.bet_request or state.decision
        if request is None or request is self._answered:
            return
        if state.bet_request is not None:
            if table.ui.min_bet_button.isVisible():
                self._answered = request
                table.ui.min_bet_button.click()
            return
        decision = state.decision
        assert decision is not None
        legal = state.legal_actions()
        preferred = next((a for a in self.scene.prefer if a in legal), None)
        choice, amount = (preferred, None) if preferred is not None else self.policy.act(
            RemoteRound(state), decision_of(decision), SeatContext(state.me))
        self._answered = request
        if choice is Action.TURN_UP:  # BJX-4: the card the policy shows, by its button
            (table.ui.show_second_button if amount == 1 else table.ui.show_first_button).click()
        else:
            table.buttons[choice].click()


@dataclass
class SceneTable:
    """The host, the bots and your seat at a scene, until `close`."""

    host: Host
    session: SeatSession
    pilot: _Pilot
    store: EventStore | None
    tasks: list[asyncio.Task[object]] = field(default_factory=list)

    async def close(self) -> None:
        self.pilot.window._stop_results()  # a results screen shown, closed
        self.pilot.release.set()
        self.session.state.over = True  # no reconnecting
        self.session.close()
        for task in self.tasks:
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        await self.host.stop()
        if self.store is not None:
            game = self.host.game
            if game.tournament.over:  # as a hosted night stores its end: History says so
                self.store.finish(game.tournament_id, status="finished",
                                  standings=game.tournament.results(), at=self.host.now())
            self.store.close()


async def play_scene(window: MainWindow, wanted: Scene, *, seconds: float = 60.0,
                     database: Path | None = None) -> SceneTable:
    """Seat the window at a new local game and play until `wanted` is on its felt (raises
    SceneMissed after `seconds`); the game is kept in `database` for History, if given.
    A results scene is seated as the window seats a local game (`_sit`) and played until its
    results screen shows. The caller closes the returned table (`await table.close()`)."""
    rules = rules_from_options(wanted.variant, {})
    title = f"{variant_of(wanted.variant).label} at home"
    store = EventStore.open(database) if database is not None else None
    tournament = 0 if store is None else store.create_tournament(
        name=title, variant=wanted.variant.value, settings={"local": True}, at=time.time())
    game = Game(rules, name=title, store=store, tournament_id=tournament,
                randomness=random.Random(wanted.seed))
    host = Host(game, join_code=CODE, bet_seconds=60.0, decision_seconds=wanted.decision_seconds,
                start_when=wanted.bots + 1, speedup=wanted.speedup)

    async def connect() -> Connection:
        return host.connect_local()

    session = SeatSession(connect, name=ME, code=CODE)
    pilot = _Pilot(window, wanted)
    table = SceneTable(host, session, pilot, store)
    table.tasks.append(asyncio.create_task(host.run()))
    if wanted.results:  # the window's own seating: its results screen, Play again and all
        window._sit(session, title, again=LocalOptions(variant=wanted.variant, name=ME,
                                                       bots=wanted.bots))
        session.add_listener(pilot)
    else:
        window.session = session
        window.table.attach(session)
        session.add_listener(pilot)
        table.tasks.append(asyncio.create_task(session.run()))
        window.show_table(title)
    try:
        # One at a time, you first: the seat draw is the same every run (the seed does the rest).
        for index, name in enumerate(BOTS[:wanted.bots]):
            await _until(lambda: len(game.tournament.field) > index, 10.0)  # noqa: B023
            table.tasks.append(asyncio.create_task(play_as(connect, name, index)))
        await asyncio.wait_for(pilot.reached.wait(), seconds)
        if wanted.seconds_left is not None:
            limit = wanted.seconds_left
            await _until(lambda: (window.table.shown.seconds_to_answer(time.time())
                                  or 0.0) <= limit, wanted.decision_seconds)
        if wanted.results:  # shown once the table has shown the last hand
            await _until(lambda: results_dialog(window) is not None, 10.0)
    except TimeoutError:
        await table.close()
        raise SceneMissed(f"{wanted.name} did not come within {seconds:g} s") from None
    window.table.ui.felt_view.skip_animations()
    return table


async def play_as(connect: Callable[[], Awaitable[Connection]], name: str, index: int) -> None:
    """A bot at the scene's table, seeded by its place: it plays the same every run."""
    await play_as_bot(connect, name=name, code=CODE,
                      policy=make_bot("basic", random.Random(index)), retry_seconds=0.2)


async def _until(condition: Callable[[], bool], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError
        await asyncio.sleep(0.02)
