"""The lobby's League page on a database in tmp_path (issue 21): members added, suspended,
revoked with the reason shown, the roster out and in as CSV; a season made with a preset or a
formula typed as JSON (a bad one refused in words, nothing made); a finished tournament counted;
standings equal to the formula applied by hand (ties sharing, C-12), a member's history, and
the season table printed to PDF. Every refusal is said in the page and changes nothing."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QTableWidget
from pytestqt.qtbot import QtBot

from app.store import EventStore, League, MemberStatus
from app.ui.league_view import LeagueView
from app.ui.main_window import MainWindow

TODAY = date(2026, 12, 5)


class Files:
    """What the file dialogs answer: the next path, or None for a dialog cancelled."""

    def __init__(self) -> None:
        self.next: Path | None = None
        self.asked: list[str] = []

    def __call__(self, _parent: object, caption: str, _suggested: str, _filter: str,
                 _saving: bool) -> Path | None:
        self.asked.append(caption)
        return self.next


@pytest.fixture
def files() -> Files:
    return Files()


@pytest.fixture
def view(qtbot: QtBot, files: Files) -> LeagueView:
    shown = LeagueView(choose_file=files, today=lambda: TODAY)
    qtbot.addWidget(shown)
    shown.resize(1280, 800)
    shown.show()
    return shown


def answer(view: LeagueView, button: str) -> None:
    question: QMessageBox | None = view.question
    assert question is not None and question.isVisible()
    pressed = question.findChild(QPushButton, button)
    assert pressed is not None, button
    pressed.click()


def cells(table: QTableWidget) -> list[list[str]]:
    return [[table.item(row, column).text() for column in range(table.columnCount())]
            for row in range(table.rowCount())]


def message(view: LeagueView) -> str:
    return view.ui.message_label.text() if view.ui.message_label.isVisibleTo(view) else ""


def add(view: LeagueView, qtbot: QtBot, name: str, confirmed: str = "2026-01-15") -> None:
    view.ui.member_name_edit.setText(name)
    view.ui.adult_confirmed_edit.setText(confirmed)
    qtbot.mouseClick(view.ui.add_member_button, Qt.MouseButton.LeftButton)


def league_in(path: Path) -> list[dict[str, object]]:
    with EventStore.open(path) as store:
        return [member.as_dict() for member in League(store).members()]


def test_opening_makes_no_file_and_the_first_member_makes_it(
        view: LeagueView, qtbot: QtBot, tmp_path: Path) -> None:
    db = tmp_path / "league.sqlite3"
    assert view.open_store(db)
    assert not db.exists() and "No league yet" in message(view)
    add(view, qtbot, "Ann")
    add(view, qtbot, "Bob", "2026-11-30")
    assert db.exists()
    assert cells(view.ui.members_table) == [
        ["1", "Ann", "2026-12-05", "2026-01-15", "active"],
        ["2", "Bob", "2026-12-05", "2026-11-30", "active"]]
    assert message(view) == ("Added member 2: Bob (confirmed 21 or older on 2026-11-30, "
                             "joined 2026-12-05)")
    assert view.ui.message_label.property("refused") is False
    assert [member["name"] for member in league_in(db)] == ["Ann", "Bob"]


@pytest.mark.parametrize(("name", "confirmed", "said"), [
    ("ann", "2026-01-15", "The name is taken: member 1 is 'Ann'"),
    ("Cal", "2026-12-06", "after today (2026-12-05)"),
    ("Cal", "15/01/2026", "is written YYYY-MM-DD"),
    ("Cal", "2026-02-30", "is not a date of the calendar"),
    ("", "2026-01-15", "(not '')"),
])
def test_a_member_refused_is_said_in_words_and_nothing_is_added(
        view: LeagueView, qtbot: QtBot, tmp_path: Path, name: str, confirmed: str,
        said: str) -> None:
    db = tmp_path / "league.sqlite3"
    view.open_store(db)
    add(view, qtbot, "Ann")
    before = league_in(db)
    add(view, qtbot, name, confirmed)
    assert said in message(view), message(view)
    assert view.ui.message_label.property("refused") is True
    assert league_in(db) == before and view.ui.members_table.rowCount() == 1


def test_a_revoked_member_shows_the_reason_once_asked(
        view: LeagueView, qtbot: QtBot, tmp_path: Path) -> None:
    db = tmp_path / "league.sqlite3"
    view.open_store(db)
    for name in ("Ann", "Bob"):
        add(view, qtbot, name)
    view.ui.members_table.selectRow(1)
    assert view.ui.chosen_member_label.text() == "Member 2 Bob: active"
    assert not view.ui.reinstate_button.isEnabled()
    # No reason: refused in words, nothing asked.
    view.ui.decided_by_edit.setText("Dana")
    view.ui.revoke_button.click()
    assert message(view) == "The reason must be given" and view.question is None
    view.ui.reason_edit.setText("Marked cards at the table")
    view.ui.revoke_button.click()
    answer(view, "cancel_button")  # asked first: Cancel changes nothing
    assert league_in(db)[1]["status"] == "active"
    view.ui.revoke_button.click()
    assert view.question is not None
    assert view.question.text() == "Revoke the membership of Bob (member 2)?"
    answer(view, "yes_button")
    status = "revoked since 2026-12-05, by Dana: Marked cards at the table"
    assert cells(view.ui.members_table)[1][4] == status
    assert message(view) == f"Member 2 Bob: {status}"
    assert league_in(db)[1]["status_reason"] == "Marked cards at the table"
    # A revoked member may only be reinstated: the others are not offered, nor done.
    assert view.ui.members_table.selectionModel().selectedRows()[0].row() == 1
    assert (view.ui.suspend_button.isEnabled(), view.ui.revoke_button.isEnabled(),
            view.ui.reinstate_button.isEnabled()) == (False, False, True)
    assert view.ui.reason_edit.text() == ""  # done with: cleared for the next change
    view.ui.reason_edit.setText("Again")
    view.change_status(MemberStatus.SUSPENDED)
    assert "Cannot suspend Bob (member 2): the membership is revoked" in message(view)
    assert league_in(db)[1]["status"] == "revoked"


def test_the_roster_goes_out_and_in_as_csv(
        view: LeagueView, qtbot: QtBot, files: Files, tmp_path: Path) -> None:
    view.open_store(tmp_path / "one.sqlite3")
    for name in ("Ann", "Bob", "Cal"):
        add(view, qtbot, name)
    view.ui.members_table.selectRow(2)
    view.ui.reason_edit.setText("=HYPERLINK(late twice)")  # a spreadsheet would run it
    view.ui.decided_by_edit.setText("Dana")
    view.ui.suspend_button.click()
    answer(view, "yes_button")
    files.next = tmp_path / "members.csv"
    view.ui.export_button.click()
    assert message(view) == f"Wrote 3 members to {files.next}"
    exported = cells(view.ui.members_table)
    other = tmp_path / "two.sqlite3"
    view.open_store(other)
    assert view.ui.members_table.rowCount() == 0
    view.ui.import_button.click()
    assert cells(view.ui.members_table) == exported
    assert message(view).startswith(f"Imported {len(exported)} members from")
    # A second import clashes with the roster: all refused, with the line, nothing added.
    assert view.import_csv() == 0
    assert "was not imported, nothing was added" in message(view)
    assert "line 2: the name 'Ann' is taken" in message(view)
    assert len(league_in(other)) == len(exported)
    files.next = None  # a dialog cancelled does nothing
    assert view.import_csv() == 0


def _played(db: Path) -> list[int]:
    """The standings test of tests/test_league_cli.py, made in the store: four members, the
    season Winter by a table of places (10, 6, 3) and 2 for playing; two finished tournaments
    counted in it (one with a guest, one with a tie for 2nd), a third finished but not yet
    counted and a cancelled one."""
    with EventStore.open(db) as store:
        league = League(store, today=lambda: TODAY)
        for name in ["Ann", "Bob", "Cal", "Dee"]:
            league.add_member(name, adult_confirmed_on=date(2026, 1, 15))
        league.create_season("Winter", starts_on=date(2026, 12, 1), ends_on=date(2027, 2, 28),
                             formula={"playing": 2, "places": [10, 6, 3]})
        finals = [
            [("Ann", 1), ("Bob", 2), ("Guest", 3), ("Cal", 4)],
            [("Bob", 1), ("Cal", 2), ("Dee", 2), ("Ann", 4)],  # Cal and Dee share 2nd (C-12)
            [("Dee", 1), ("Ann", 2)],  # finished, not counted yet
            [("Cal", 1), ("Dee", 2)],  # cancelled
        ]
        ids = []
        for number, final in enumerate(finals):
            tournament = store.create_tournament(name=f"Night {number + 1}", variant="bjx",
                                                 settings={}, at=1.8e9 + number)
            store.finish(tournament, status="cancelled" if number == 3 else "finished",
                         standings=[{"name": name, "place": place, "chips": 0,
                                     "eliminated_at_hand": None} for name, place in final],
                         at=1.8e9 + number)
            if number in (0, 1):
                league.assign("Winter", tournament)
            ids.append(tournament)
    return ids


def standings(view: LeagueView) -> dict[str, str]:
    return {row[1]: row[2] for row in cells(view.ui.standings_table)}


def test_standings_equal_the_formula_by_hand_and_a_members_history(
        view: LeagueView, qtbot: QtBot, tmp_path: Path) -> None:
    db = tmp_path / "league.sqlite3"
    ids = _played(db)
    view.open_store(db)
    view.ui.league_tabs.setCurrentWidget(view.ui.seasons_page)
    assert view.ui.seasons_list.item(0).text() == "Winter: 2026-12-01 to 2027-02-28, " \
                                                  "2 tournaments"
    # By hand: 2 for playing; places 10, 6, 3, then 0; Cal and Dee share (6 + 3) / 2.
    assert standings(view) == {"Bob": "20", "Ann": "14", "Cal": "8.5", "Dee": "6.5"}
    assert [row[:2] for row in cells(view.ui.standings_table)] == [
        ["1", "Bob"], ["2", "Ann"], ["3", "Cal"], ["4", "Dee"]]
    assert cells(view.ui.standings_table)[0][3:6] == ["2", "1", "1"]  # events, wins, best
    # Only the finished tournament not counted may be assigned; asked first.
    assert view.to_assign == [ids[2]]
    view.ui.assign_button.click()
    answer(view, "yes_button")
    assert message(view) == f"Tournament {ids[2]} now counts in the season Winter"
    # Night 3 by hand: Dee 2 + 10 for 1st, Ann 2 + 6 for 2nd.
    assert standings(view) == {"Ann": "22", "Bob": "20", "Dee": "18.5", "Cal": "8.5"}
    assert list(standings(view)) == ["Ann", "Bob", "Dee", "Cal"]
    assert view.to_assign == [] and not view.ui.assign_button.isEnabled()
    assert "3 tournaments" in view.ui.seasons_list.item(0).text()
    # Dee's history: their tournaments with place (tied, C-12) and points.
    row = [name for name in standings(view)].index("Dee")
    view.ui.standings_table.selectRow(row)
    assert view.ui.history_group.title() == "Dee's tournaments in the season"
    assert [[line[0], line[2], line[3], line[4], line[5]]
            for line in cells(view.ui.history_table)] == [
        [f"{ids[1]}. Night 2", "BlackJack eXtreme", "4", "2 (tied, 2 players)", "6.5"],
        [f"{ids[2]}. Night 3", "BlackJack eXtreme", "2", "1", "12"]]
    # Its hands are a click away, in past tournaments.
    view.ui.history_table.selectRow(1)
    with qtbot.waitSignal(view.hands_requested) as shown:
        view.ui.open_hands_button.click()
    assert shown.args == [ids[2]]


@pytest.mark.parametrize(("typed", "said"), [
    ('{"places": []}', "The table of points by place is empty"),
    ('{"formula": "n / (p - p)"}', "divides by zero"),
    ('{"formula": "__import__(\'os\')"}', "The formula"),
    ("{places: [1]}", "The points formula is not valid JSON (line 1, column 2)"),
    ('{"places": [10], "bonus": 5}', "'bonus', which it does not know"),
])
def test_a_bad_formula_is_refused_in_words_and_no_season_is_made(
        view: LeagueView, tmp_path: Path, typed: str, said: str) -> None:
    db = tmp_path / "league.sqlite3"
    view.open_store(db)
    ui = view.ui
    ui.season_name_edit.setText("Spring")
    ui.starts_on_edit.setText("2027-03-01")
    ui.ends_on_edit.setText("2027-05-31")
    assert not ui.formula_edit.isEnabled()  # a preset's formula is shown, not typed
    ui.preset_combo.setCurrentIndex(ui.preset_combo.count() - 1)  # my own
    assert ui.formula_edit.isEnabled()
    ui.formula_edit.setText(typed)
    ui.create_season_button.click()
    assert said in message(view), message(view)
    assert ui.seasons_list.count() == 0 and not db.exists()
    # Fixed, the same season is made with the formula typed.
    ui.formula_edit.setText('{"places": [100, 80, 65], "playing": 10}')
    ui.create_season_button.click()
    assert message(view).startswith("Created the season Spring, 2027-03-01 to 2027-05-31")
    with EventStore.open(db) as store:
        assert League(store).season("Spring").formula == {"places": [100, 80, 65],
                                                           "playing": 10}


def test_a_season_gets_a_preset_and_a_wrong_range_is_refused(
        view: LeagueView, tmp_path: Path) -> None:
    view.open_store(tmp_path / "league.sqlite3")
    ui = view.ui
    ui.season_name_edit.setText("Summer")
    ui.starts_on_edit.setText("2027-08-31")
    ui.ends_on_edit.setText("2027-06-01")
    ui.create_season_button.click()
    assert message(view) == ("A season ends on or after the day it starts: 2027-06-01 is before "
                             "2027-08-31")
    ui.starts_on_edit.setText("2027-06-01")
    ui.ends_on_edit.setText("2027-08-31")
    ui.preset_combo.setCurrentIndex(ui.preset_combo.findData("linear"))
    assert json.loads(ui.formula_edit.text()) == {"formula": "n - p + 1", "playing": 0}
    ui.create_season_button.click()
    assert view.seasons[0].formula == {"formula": "n - p + 1", "playing": 0}
    assert ui.seasons_list.currentRow() == 0


def test_the_season_table_is_printed_to_pdf(
        view: LeagueView, files: Files, tmp_path: Path) -> None:
    db = tmp_path / "league.sqlite3"
    _played(db)
    view.open_store(db)
    files.next = tmp_path / "winter"  # ".pdf" is added
    view.ui.print_button.click()
    printed = tmp_path / "winter.pdf"
    assert message(view) == f"Printed the season table of Winter to {printed} (1 page)"
    document = QPdfDocument()
    assert document.load(str(printed)) == QPdfDocument.Error.None_
    words = "".join(document.getAllText(0).text().split())
    assert "Winter:standings" in words and "2026-12-01to2027-02-28" in words
    assert words.index("Bob") < words.index("Ann") < words.index("Cal") < words.index("Dee")
    # The headings are whole words: with margins of 3.5 cm a side they broke, "Point / s".
    read = document.getAllText(0).text().split()
    assert {"Points", "Events", "Average"} <= set(read), read[:40]
    document.close()
    files.next = tmp_path / "no folder" / "winter.pdf"
    assert view.print_table() is None
    assert message(view).startswith("Could not print the season table")


def test_the_lobby_opens_the_league_and_a_members_tournament_in_past_tournaments(
        window: MainWindow, tmp_path: Path) -> None:
    db = tmp_path / "league.sqlite3"
    ids = _played(db)
    window.database = db
    window.lobby.ui.league_button.click()
    assert window.ui.page_stack.currentWidget() is window.league
    assert window.windowTitle() == "Pitboss · League"
    league = window.league
    league.ui.standings_table.selectRow(0)  # Bob: Night 1 then Night 2
    league.ui.history_table.selectRow(1)
    league.ui.open_hands_button.click()
    assert window.ui.page_stack.currentWidget() is window.history
    assert window.history.tournament is not None and window.history.tournament.id == ids[1]
    window.show_league()
    league.ui.back_to_lobby_button.click()
    assert window.ui.page_stack.currentWidget() is window.lobby


def test_a_file_that_is_not_a_pitboss_database_is_said_and_left_as_it_is(
        view: LeagueView, qtbot: QtBot, tmp_path: Path) -> None:
    other = tmp_path / "notes.sqlite3"
    other.write_bytes(b"shopping list, not a database" * 10)
    before = other.read_bytes()
    assert not view.open_store(other)
    assert message(view) and "Traceback" not in message(view)
    add(view, qtbot, "Ann")  # nothing is written to it either
    assert other.read_bytes() == before and view.ui.members_table.rowCount() == 0


def test_a_season_whose_formula_cannot_score_says_so(view: LeagueView, tmp_path: Path) -> None:
    """A season made elsewhere without a formula (the store keeps any JSON object): its
    standings are refused in words, and the rest of the page still works."""
    db = tmp_path / "league.sqlite3"
    with EventStore.open(db) as store:
        League(store).create_season("Bare", starts_on=TODAY, ends_on=TODAY)
    view.open_store(db)
    assert message(view).startswith("The season Bare's formula cannot be used: ")
    assert view.ui.standings_table.rowCount() == 0 and not view.ui.print_button.isEnabled()


def test_a_seasons_formula_is_changed_once_asked_and_the_standings_follow(
        view: LeagueView, tmp_path: Path) -> None:
    db = tmp_path / "league.sqlite3"
    _played(db)
    view.open_store(db)
    ui = view.ui
    ui.preset_combo.setCurrentIndex(ui.preset_combo.count() - 1)  # my own
    ui.formula_edit.setText('{"places": [10, 6, 3], "playing": -2}')
    ui.set_formula_button.click()
    assert message(view) == "Points for playing cannot be negative (-2); use 0 for no points"
    assert view.question is None
    ui.preset_combo.setCurrentIndex(ui.preset_combo.findData("linear"))  # n - p + 1
    ui.set_formula_button.click()
    answer(view, "cancel_button")
    assert standings(view) == {"Bob": "20", "Ann": "14", "Cal": "8.5", "Dee": "6.5"}
    ui.set_formula_button.click()
    answer(view, "yes_button")
    # By hand, fields of 4: 1st 4, 2nd 3, 3rd 2, 4th 1; Cal and Dee share (3 + 2) / 2.
    assert standings(view) == {"Bob": "7", "Ann": "5", "Cal": "3.5", "Dee": "2.5"}
    assert message(view) == ('The season Winter now counts points by '
                             '{"formula": "n - p + 1", "playing": 0}')


def test_the_page_stays_put_as_members_are_added_and_each_gives_a_date(
        view: LeagueView, qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 38: after a member was added the page jumped some 18 px (the message came in
    above the form), so the next click landed in the wrong field; and the date field kept the
    last member's date for the next. Failed before."""
    assert view.open_store(tmp_path / "league.sqlite3")
    view.say("")
    fields = (view.ui.member_name_edit, view.ui.adult_confirmed_edit, view.ui.add_member_button)

    def places() -> list[int]:
        QApplication.processEvents()
        return [field.mapTo(view, field.rect().topLeft()).y() for field in fields]

    before = places()
    add(view, qtbot, "Ann")
    assert message(view).startswith("Added member 1: Ann")
    assert places() == before
    assert view.ui.adult_confirmed_edit.text() == ""
    add(view, qtbot, "Bob", "")  # no date given: refused, said where the message was
    assert "YYYY-MM-DD" in message(view) and places() == before
