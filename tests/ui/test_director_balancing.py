"""The director's console says when balancing overrides a director's move (issue 19
"Director acts"; S7-23 over S7-24, docs/decisions/director-moves-and-balancing.md): the
engine's own events of a stacked tournament, as the host sends them, make a line in the log."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from app.core.wire import event_to_dict
from app.net import protocol as p
from tests.support.balancing import broken_under_a_directors_move, moves, nobody_else_can_go
from tests.support.console import console, receive


def test_the_log_says_balancing_moved_a_directors_player_back(qtbot: QtBot) -> None:
    _, events = nobody_else_can_go()
    last = moves(events)[-1]
    view, session = console(qtbot)
    view.resize(1280, 800)
    view.show()
    receive(view, session, p.Events(table=None, events=[event_to_dict(e) for e in events]))
    log = view.ui.log_list
    lines = [log.item(row).text().split("  ", 1)[1] for row in range(log.count())]
    assert lines[-1] == (
        f"Balancing moves {last.name} back to table 2 seat {last.to_seat}, overriding the "
        f"director's move: tables may differ by at most one player, and nobody else at table "
        f"1 could go")
    view.grab().save("/tmp/director_balancing.png")


def test_the_log_says_a_broken_table_moved_a_directors_player(qtbot: QtBot) -> None:
    _, mover, _, small, events = broken_under_a_directors_move()
    moved = next(m for m in moves(events) if m.name == mover and m.reason == "break")
    view, session = console(qtbot)
    receive(view, session, p.Events(table=None, events=[event_to_dict(e) for e in events]))
    log = view.ui.log_list
    lines = [log.item(row).text().split("  ", 1)[1] for row in range(log.count())]
    back = "back " if moved.to_table == moved.director_moved_from else ""
    assert (f"Table {small} is broken up: {mover}, whom the director moved there, goes "
            f"{back}to table {moved.to_table} seat {moved.to_seat} (tables are broken up as "
            f"soon as the others can seat their players)") in lines
