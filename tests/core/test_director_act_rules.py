"""A director's acts, each one class (issue 37, app/core/director_acts.py): whether it may be
done now and why not, worked out once for the host's check and for what every director's
console and remote enable (S7-22, S7-24, T10-2, issue 21)."""

from __future__ import annotations

from dataclasses import replace

import msgspec
import pytest

from app.core.bounded import ActName
from app.core.director_acts import (
    ACTS,
    Moment,
    checked_act,
    refusals,
    told_to_other_directors,
)
from app.phrases import Phrase

# A Series 7 night in play at two tables, its clock running, three players left.
PLAYING = Moment(started=True, over=False, clock=True, paused=False, tables=2, players_left=3,
                 sudden_death_rule=True, sudden_death=False, nights=True)


def why(moment: Moment) -> dict[str, str]:
    """Each refused act's reason, by its phrase's code."""
    return {act: phrase.code for act, phrase in refusals(moment).items()}


def test_every_act_is_one_class_under_the_name_the_wire_gives_it() -> None:
    for name, act in ACTS.items():
        assert act.name == name and msgspec.convert(name, ActName) == name
        # What it takes is typed: a console draws it, the host checks it.
        assert set(act.takes()) == set(act.Arguments.__struct_fields__)


def test_before_the_start_only_start_the_clock_s_setting_and_the_entries() -> None:
    """S7-24: before the start the director starts the tournament, and may set its levels;
    pausing, resuming, a minute more or less, a jump and sudden death wait for it (the clock
    refuses them before its start), and so do a void and a move: no table has a hand or a
    seat yet (issue 38: "Void the hand" was offered before the start)."""
    before = replace(PLAYING, started=False, players_left=6, tables=0)
    assert why(before) == {"pause": "not_started", "resume": "not_started",
                           "add_time": "not_started", "jump": "not_started",
                           "sudden_death": "not_started", "void": "not_started",
                           "move": "not_started", "next_tournament": "not_over"}


def test_in_play_the_clock_pauses_or_resumes_and_start_is_done() -> None:
    assert why(PLAYING) == {"start": "started_already", "resume": "not_paused",
                            "sudden_death": "not_heads_up", "next_tournament": "not_over"}
    paused = why(replace(PLAYING, paused=True))
    assert paused["pause"] == "paused_already" and "resume" not in paused


def test_sudden_death_only_heads_up_once_where_the_rules_have_it() -> None:
    """S7-22: sudden death is declared heads-up, once; other rule sets have none."""
    heads_up = replace(PLAYING, players_left=2, tables=1)
    assert "sudden_death" not in why(heads_up)
    assert why(replace(heads_up, sudden_death=True))["sudden_death"] == "sudden_death_already"
    assert why(replace(heads_up, sudden_death_rule=False))["sudden_death"] == "no_sudden_death"


def test_moves_need_a_second_table() -> None:
    """S7-24: a move is to another table."""
    assert why(replace(PLAYING, tables=1))["move"] == "one_table"


def test_a_ten_hand_knockout_has_no_clock_to_direct() -> None:
    """T10-2: its minimum bet is fixed; no clock act, no schedule."""
    knockout = replace(PLAYING, clock=False, sudden_death_rule=False)
    refused = why(knockout)
    assert {act for act, code in refused.items() if code == "no_clock"} == {
        "pause", "resume", "add_time", "jump", "schedule"}


def test_once_over_only_the_next_tournament_of_a_night() -> None:
    """Issue 21: once over, the night's next tournament; a host of one tournament has
    none."""
    over = replace(PLAYING, over=True)
    refused = why(over)
    assert "next_tournament" not in refused
    assert {act for act, code in refused.items() if code == "tournament_over"} == {
        "pause", "resume", "add_time", "jump", "schedule", "sudden_death", "void", "move"}
    assert why(replace(over, nights=False))["next_tournament"] == "one_tournament"


@pytest.mark.parametrize(("act", "arguments", "said"), [
    ("pause", {}, "Another director: pause the clock"),
    ("add_time", {"seconds": -60}, "Another director: take a minute"),
    ("jump", {"level": 4}, "Another director: go to level 4"),
    ("move", {"player": "Ann", "table": 2}, ""),  # its event tells every director
    ("open_spectator_chat", {}, ""),  # the host's own notice does
])
def test_the_other_directors_hear_of_an_act_once(act: str, arguments: dict[str, object],
                                                  said: str) -> None:
    told = told_to_other_directors(act, arguments)
    assert told == said and (not said or isinstance(told, Phrase))


def test_the_game_runs_each_stored_act_by_its_class_and_refuses_the_host_s_own() -> None:
    """One dispatch (issue 37): `Game.direct` runs an act through its class's `apply`, as a
    resume runs the stored command again; the acts the host answers itself (a late entry, the
    spectators' chat, the night's next tournament) are not the game's, and an unknown act is
    refused in words, changing nothing."""
    import random

    from app.core.game import Game
    from app.engine.errors import IllegalAction
    from app.engine.variants.series7.rules import Series7Rules

    game = Game(Series7Rules(), name="Night", randomness=random.Random(1))
    for name in ("Ann", "Bob", "Cid"):
        game.register(name, 0.0)
    game.direct("start", 1.0)
    game.direct("pause", 2.0)
    clock = game.clock
    assert clock is not None and clock.state(3.0).paused
    game.direct("jump", 3.0, level=4)
    assert clock.state(3.0).level.number == 4
    acts = clock.acts
    for act in ("admit", "open_spectator_chat", "next_tournament", "explode"):
        with pytest.raises(IllegalAction):
            game.direct(act, 4.0, player="Dee")
    with pytest.raises(IllegalAction, match="Say which level to go to") as refused:
        game.direct("jump", 4.0)
    # A phrase, which the host sends as one: each director words it (app/net/commands.py).
    assert isinstance(refused.value.args[0], Phrase) and refused.value.args[0].code == "say_level"
    # What an act takes is typed by its class, and checked as it arrives at the host.
    with pytest.raises(IllegalAction, match="Say which player to move and to which table"):
        ACTS["move"].checked({"player": "Ann"})
    assert ACTS["move"].checked({"player": "Ann", "table": 2}) == {"player": "Ann", "table": 2}
    with pytest.raises(IllegalAction, match="There is no act 'explode'"):
        checked_act("explode", {})
    assert clock.acts == acts


def test_the_host_s_own_acts_are_done_by_their_classes_at_the_host() -> None:
    """Issue 37: a late entry's answer (S7-3), the spectators' chat (issue 20) and the night's
    next tournament (issue 21) are not stored; each act's class does it with what the host
    holds, and a void first drops its table's open decision."""
    import asyncio

    done: list[object] = []

    class Desk:
        def answer_entry(self, player: str, admit: bool) -> str:
            done.append(("entry", player, admit))
            return ""

        def spectators_chat(self, open_: bool) -> None:
            done.append(("chat", open_))

        async def next_tournament(self) -> str:
            done.append("next")
            return ""

        def drop_decision(self, table: int) -> None:
            done.append(("void", table))

        def announce(self, words: Phrase) -> None:
            done.append(("told", words.code))

    desk = Desk()
    own = {name for name, act in ACTS.items() if not act.stored}
    assert own == {"admit", "refuse", "open_spectator_chat", "close_spectator_chat",
                   "next_tournament", "announce"}
    for name, payload in (("admit", {"player": "Dee"}), ("refuse", {"player": "Eve"}),
                          ("open_spectator_chat", {}), ("next_tournament", {}),
                          ("announce", {"text": "Dinner"})):
        assert asyncio.run(ACTS[name].at_host(desk, payload)) == ""
    ACTS["void"].prepare(desk, {"table": 2})
    assert done == [("entry", "Dee", True), ("entry", "Eve", False), ("chat", True), "next",
                    ("told", "announced"), ("void", 2)]
