"""The scenes of `make screenshots` (tools/table_scenes.py) still come at a real table, and the
table shows what each picture is named after: a scene that no longer comes, or comes looking
otherwise, fails here rather than leaving a wrong or missing PNG (issue 19's "Done when"),
the results screens included."""

from __future__ import annotations

import asyncio
import re
import time

from app.client.card_words import card_text
from app.client.felt_text import SHOT_CLOCK_COLOURS, YOU_DEAL, banner
from app.client.results import ordinal
from app.engine.actions import Action
from app.ui.main_window import MainWindow
from tests.support.table_play import visible_actions
from tools.table_scenes import ME, play_scene, results_dialog, scene


def test_the_split_scene_plays_your_first_of_two_hands(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop) -> None:
    """S7-17: your pair split into two hands, each with its own bet, and you asked to play the
    first: the felt draws two hands, the first active, and the prompt names it."""
    async def test() -> None:
        table = await play_scene(window, scene("table-split"))
        try:
            state = window.table.shown
            seat = state.seat(ME)
            assert seat is not None and len(seat.hands) == 2
            assert len(seat.hands[0].cards) == 2 and seat.hands[1].cards  # its card to come
            assert all(hand.bet for hand in seat.hands)
            assert state.decision is not None and state.decision.hand == 0
            assert "hand 1 of 2" in window.table.ui.prompt_label.text()
            assert Action.SPLIT not in {action for action, _ in visible_actions(window)}
            assert "Your hand splits into hands 1 and 2" in state.log
        finally:
            await table.close()

    qt_loop.run_until_complete(test())


def test_the_bjx_choice_scene_asks_you_which_card_to_show(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop) -> None:
    """BJX-4: you deal, and the two buttons that show a card name your two cards; no bet and no
    play is offered beside them, and the felt says you deal (BJX-1)."""
    async def test() -> None:
        table = await play_scene(window, scene("table-bjx-choice"))
        try:
            state, ui = window.table.shown, window.table.ui
            assert state.dealer == ME and banner(state) == YOU_DEAL
            assert ui.show_first_button.isVisible() and ui.show_second_button.isVisible()
            cards = state.hand.dealer_hands[0].cards
            assert len(cards) == 2
            first, second = cards
            assert first is not None and second is not None
            assert ui.show_first_button.text().startswith(f"Show {card_text(first)}")
            assert ui.show_second_button.text().startswith(f"Show {card_text(second)}")
            assert visible_actions(window) == [] and not ui.min_bet_button.isVisible()
        finally:
            await table.close()

    qt_loop.run_until_complete(test())


def test_the_other_table_scenes_come_as_named(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop) -> None:
    """Mid-hand with a soft total, the shot clock run down into its colours, a Series 7 hand
    you dealt (S7-13), and a 10-hand match's third hand with the rival's chips (T10-4)."""
    async def test() -> None:
        ui = window.table.ui
        for name in ("table", "table-shot-clock", "table-you-deal", "table-tenhand"):
            table = await play_scene(window, scene(name))
            try:
                state = window.table.shown
                assert scene(name).wanted(state), name
                if name == "table":
                    assert "soft" in ui.prompt_label.text()
                elif name == "table-shot-clock":
                    left = state.seconds_to_answer(time.time())
                    assert left is not None and left <= 8.0
                    assert any(colour in ui.shot_clock_label.styleSheet()
                               for _, colour in SHOT_CLOCK_COLOURS)
                    assert ui.shot_clock_label.text().endswith(" s left")
                elif name == "table-you-deal":
                    seat = state.seat(ME)
                    assert seat is not None and seat.dealer and len(seat.hands[0].cards) >= 2
                else:
                    assert ui.level_label.text().startswith("Hand 3 of 10 · ")
            finally:
                await table.close()
            await window.close_games()

    qt_loop.run_until_complete(test())


def test_the_results_scenes_end_on_the_results_screen(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop) -> None:
    """Issue 19: a Series 7 tournament played until one player holds all the chips (S7-5) and
    a 10-hand match (T10-4), each by clicking, end on the results screen over the table: every
    player placed once (C-12), your own row as "You", chips as 20,000, and Play again for a
    game played here. Failed before: there was no results scene (`_results` drew nothing)."""
    async def test() -> None:
        for name, players in (("results", 5), ("results-tenhand", 2)):
            table = await play_scene(window, scene(name), seconds=90.0)
            try:
                dialog = results_dialog(window)
                assert dialog is not None and dialog.results.over
                rows = dialog.rows()
                # C-12: those out in the same hand share a place ("=2nd"), the next after them.
                numbers = [int(re.sub(r"\D", "", place)) for place, _, _ in rows]
                assert len(rows) == players and numbers == sorted(numbers), rows
                for (place, _, _), number in zip(rows, numbers, strict=True):
                    shared = numbers.count(number) > 1
                    assert number == 1 + sum(n < number for n in numbers), rows
                    assert place == ("=" if shared else "") + ordinal(number), rows
                assert [player for _, player, _ in rows].count(ME) == 1
                mine = next(row for row in window.table.shown.standings if row.name == ME)
                assert (ME, f"{mine.chips:,}") in [(player, chips) for _, player, chips in rows]
                if name == "results":  # S7-5: the winner holds all the chips, 5 x 4,000
                    assert rows[0][2] == "20,000"
                assert dialog.ui.play_again_button.isVisible()
                assert dialog.ui.lobby_button.isVisible()
                assert window.ui.page_stack.currentWidget() is window.table  # the table behind
            finally:
                await table.close()
            assert results_dialog(window) is None
            await window.close_games()

    qt_loop.run_until_complete(test())
