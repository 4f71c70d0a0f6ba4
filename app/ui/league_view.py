"""The lobby's League page (issue 21): the roster of members, the seasons, a season's standings
and a member's history in it, and the season table printed to PDF.

It does what `pitboss league` does (app/cli/league.py), in the same words (app/client/
league_page.py), on the app's database. Every request goes to the store's `League`, which
checks it and refuses it in words (LeagueError; a formula's own words are app/league's
FormulaError): the refusal is shown in the page and nothing changes. A change that cannot be
taken back from here, or that changes what everyone has seen (a membership suspended, revoked
or reinstated; a tournament counted in a season; a season's new formula), is asked first, with
app/ui/confirm.py.

Opening the page creates no database: where there is none yet, the first member or season
added makes it, as the CLI's first command does.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Final

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFileDialog, QListWidgetItem, QMessageBox, QWidget

from app.client.league_page import (
    DEFAULT_PRESET,
    HISTORY_HEADINGS,
    MEMBER_HEADINGS,
    STANDING_HEADINGS,
    TYPED,
    assignable,
    chosen_formula,
    formula_json,
    headings,
    history_cells,
    member_cells,
    season_words,
    standing_cells,
    status_words,
    tournament_words,
)
from app.i18n import Context, arg, translatable
from app.league.points import PRESETS, FormulaError
from app.league.standings import SeasonStandings
from app.store import EventStore, League, Member, MemberStatus, Season, StoreError
from app.store.members import BY_MAX, CHANGES, REASON_MAX, check_change, one_line, parse_day
from app.ui.confirm import ask
from app.ui.file_places import suggested_path
from app.ui.forms.ui_league_view import Ui_league_view
from app.ui.text_tables import fill_rows, set_headings

# Asks for a file: (parent, caption, suggested name, file filter, saving) -> its path, or None
# if the person cancelled. Tests give a path.
ChooseFile = Callable[[QWidget, str, str, str, bool], Path | None]

league_words = Context("league_words")
CSV_FILTER: Final = translatable("league_words", "CSV files (*.csv);;All files (*)")
PDF_FILTER: Final = translatable("league_words", "PDF files (*.pdf)")
PRESET_WORDS: Final = {
    "square-root": translatable("league_words", "Square root: 10 \u00d7 √n ÷ √p"),
    "linear": translatable("league_words", "Linear: n \u2212 p + 1"),
    "logarithmic": translatable("league_words",
                                "Logarithmic: 10 \u00d7 (log(n + 1) \u2212 log(p))"),
    "fixed-top-nine": translatable("league_words",
                                   "Fixed, top nine: 25, 18, 13 … and 1 for playing"),
}
OWN_FORMULA: Final = translatable("league_words", "My own, typed as JSON below")
# The order members' rows show their cells: the status (the long one) last, where the
# table stretches.
MEMBER_ORDER: Final = (0, 1, 3, 4, 2)
VERBS: Final = {MemberStatus.SUSPENDED: "suspend", MemberStatus.REVOKED: "revoke",
                MemberStatus.ACTIVE: "reinstate"}


def ask_for_file(parent: QWidget, caption: str, suggested: str, filter_: str,
                 saving: bool) -> Path | None:
    if saving:
        chosen, _ = QFileDialog.getSaveFileName(parent, caption, suggested_path(suggested),
                                                filter_)
    else:
        chosen, _ = QFileDialog.getOpenFileName(parent, caption, suggested_path(""), filter_)
    return Path(chosen) if chosen else None


class LeagueView(QWidget):
    back_requested = Signal()
    hands_requested = Signal(int)  # a tournament's id: show it in past tournaments

    def __init__(self, parent: QWidget | None = None, choose_file: ChooseFile | None = None,
                 today: Callable[[], date] = date.today) -> None:
        """`choose_file` replaces the file dialogs; `today` the date of a change (tests)."""
        super().__init__(parent)
        self.ui = Ui_league_view()
        self.ui.setupUi(self)
        # The message's room is kept, said or not, for two lines: the page never moves as one
        # comes or goes (issue 38: it jumped 18 px after a member was added, and the next
        # click landed in the wrong field).
        message = self.ui.message_label
        message.setMinimumHeight(2 * message.fontMetrics().lineSpacing())
        self.choose_file: ChooseFile = choose_file or ask_for_file
        self.today = today
        self.path: Path | None = None
        self.store: EventStore | None = None
        self.league: League | None = None
        self.members: list[Member] = []  # as listed
        self.seasons: list[Season] = []  # as listed
        self.standings: SeasonStandings | None = None  # the chosen season's
        self.to_assign: list[int] = []  # the tournament box's ids
        self.history_ids: list[int] = []  # the history table's tournament ids
        self.question: QMessageBox | None = None  # the last question asked (tests answer it)

        ui = self.ui
        set_headings(ui.members_table, headings([MEMBER_HEADINGS[index] for index in MEMBER_ORDER]))
        set_headings(ui.standings_table, headings(STANDING_HEADINGS))
        ui.standings_table.horizontalHeaderItem(len(STANDING_HEADINGS) - 1).setToolTip(
            self.tr("Chips won dealing: a Series 7 dealer covers every bet (S7-13)"))
        set_headings(ui.history_table, headings(HISTORY_HEADINGS))
        for name, words in PRESET_WORDS.items():
            ui.preset_combo.addItem(league_words.tr(words), name)
        ui.preset_combo.addItem(league_words.tr(OWN_FORMULA), TYPED)
        ui.preset_combo.setCurrentIndex(ui.preset_combo.findData(DEFAULT_PRESET))
        self.say("")
        ui.back_to_lobby_button.clicked.connect(self.back_requested.emit)
        ui.members_table.itemSelectionChanged.connect(self._member_chosen)
        ui.add_member_button.clicked.connect(self.add_member)
        ui.member_name_edit.returnPressed.connect(ui.add_member_button.click)
        ui.adult_confirmed_edit.returnPressed.connect(ui.add_member_button.click)
        ui.suspend_button.clicked.connect(lambda: self.change_status(MemberStatus.SUSPENDED))
        ui.revoke_button.clicked.connect(lambda: self.change_status(MemberStatus.REVOKED))
        ui.reinstate_button.clicked.connect(lambda: self.change_status(MemberStatus.ACTIVE))
        ui.import_button.clicked.connect(self.import_csv)
        ui.export_button.clicked.connect(self.export_csv)
        ui.seasons_list.currentRowChanged.connect(lambda _row: self._season_chosen())
        ui.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        ui.create_season_button.clicked.connect(self.create_season)
        ui.set_formula_button.clicked.connect(self.set_formula)
        for edit in (ui.season_name_edit, ui.starts_on_edit, ui.ends_on_edit, ui.formula_edit):
            edit.returnPressed.connect(ui.create_season_button.click)
        ui.assign_button.clicked.connect(self.assign)
        # A tournament's line may be longer than the box: all of it on hover, as in the list.
        ui.tournament_combo.currentTextChanged.connect(ui.tournament_combo.setToolTip)
        ui.standings_table.itemSelectionChanged.connect(self._standing_chosen)
        ui.history_table.itemSelectionChanged.connect(self._update_controls)
        ui.history_table.itemActivated.connect(lambda _item: self.open_hands())
        ui.open_hands_button.clicked.connect(self.open_hands)
        ui.print_button.clicked.connect(self.print_table)
        self._preset_chosen()
        self._update_controls()

    # ---- the store ----------------------------------------------------------------------------

    def open_store(self, path: Path | str) -> bool:
        """Show the league kept in the Pitboss database at `path` (upgrading a database of
        before the league, as any `pitboss league` command does). Where there is no file yet,
        the page is empty and the first change makes it."""
        path = Path(path)
        if self.store is not None and path.resolve() == self.store.path.resolve():
            self.refresh()  # coming back to the same file keeps the choices
            return True
        self.close_store()
        self.path = path
        self.ui.store_label.setText(str(path))
        self.ui.store_label.setToolTip(str(path))
        if not path.exists():
            self.say(arg(self.tr("No league yet: the first member or season you add makes its "
                                 "database at %1"), path), refused=False)
            self.refresh()
            return True
        return self._open(path) is not None

    def _open(self, path: Path) -> League | None:
        try:
            store = EventStore.open(path)
        except StoreError as error:
            self.say(str(error))
            return None
        try:
            self.league = League(store, today=self.today)
        except StoreError as error:
            store.close()
            self.say(str(error))
            return None
        self.store = store
        self.say("")
        self.refresh()
        return self.league

    def _league(self) -> League | None:
        """The league to change: opened (and its file made) on the first change."""
        if self.league is None and self.path is not None:
            return self._open(self.path)
        return self.league

    def close_store(self) -> None:
        """Let go of the database file and empty the page."""
        if self.store is not None:
            self.store.close()
        self.store = self.league = None
        self.ui.store_label.clear()
        self.refresh()

    def say(self, text: str, refused: bool = True) -> None:
        """`text` under the title: a refusal (the warning's colour) or what was done."""
        label = self.ui.message_label
        label.setText(text)
        label.setProperty("refused", refused)
        label.style().unpolish(label)  # the style sheet reads the property again
        label.style().polish(label)

    def refresh(self) -> None:
        """Read the roster and seasons again (a host may have added to the file), keeping the
        member and the season chosen."""
        member = self._chosen_member()
        season = self._chosen_season()
        try:
            self.members = self.league.members() if self.league is not None else []
            self.seasons = self.league.seasons() if self.league is not None else []
            counted = {one.id: len(self.league.season_tournaments(one.name))
                       for one in self.seasons} if self.league is not None else {}
        except StoreError as error:
            self.members, self.seasons, counted = [], [], {}
            self.say(arg(self.tr("Cannot read the league: %1"), error))
        self._fill_members(member.number if member is not None else None)
        listing = self.ui.seasons_list
        listing.blockSignals(True)  # one _season_chosen below, not one per row
        listing.clear()
        for one in self.seasons:
            item = QListWidgetItem(season_words(one, counted.get(one.id, 0)))
            item.setToolTip(arg(self.tr("Formula %1"), formula_json(one.formula)))
            listing.addItem(item)
        names = [one.name for one in self.seasons]
        wanted = season.name if season is not None else None
        listing.setCurrentRow(names.index(wanted) if wanted in names
                              else len(names) - 1)  # the latest season by default
        listing.blockSignals(False)
        self._season_chosen()

    # ---- the roster ---------------------------------------------------------------------------

    def _fill_members(self, chosen: int | None) -> None:
        table = self.ui.members_table
        table.blockSignals(True)
        rows = [member_cells(member) for member in self.members]
        fill_rows(table, [tuple(cells[index] for index in MEMBER_ORDER) for cells in rows])
        for row, member in enumerate(self.members):
            status = table.item(row, len(MEMBER_ORDER) - 1)
            status.setToolTip(status_words(member))
        numbers = [member.number for member in self.members]
        table.clearSelection()
        if chosen in numbers:
            table.selectRow(numbers.index(chosen))
        table.blockSignals(False)
        self._member_chosen()

    def _chosen_member(self) -> Member | None:
        rows = self.ui.members_table.selectionModel().selectedRows()
        if not rows or not 0 <= rows[0].row() < len(self.members):
            return None
        return self.members[rows[0].row()]

    def _member_chosen(self) -> None:
        member = self._chosen_member()
        self.ui.chosen_member_label.setText(
            self.tr("Choose a member in the roster") if member is None
            else arg(self.tr("Member %1 %2: %3"), member.number, member.name,
                     status_words(member)))
        self._update_controls()

    def add_member(self) -> Member | None:
        """A new active member, from the name and the date confirmed 21 or older."""
        try:
            confirmed = parse_day(self.ui.adult_confirmed_edit.text(),
                                  self.tr("The date confirmed 21 or older"))
            league = self._league()
            if league is None:
                return None
            member = league.add_member(self.ui.member_name_edit.text(),
                                       adult_confirmed_on=confirmed)
        except StoreError as error:
            self.say(str(error))
            return None
        self.ui.member_name_edit.clear()
        self.ui.adult_confirmed_edit.clear()  # each member's own date: never the last one's
        self.refresh()
        self._choose_member(member.number)
        self.say(arg(self.tr("Added member %1: %2 (confirmed 21 or older on %3, joined %4)"),
                     member.number, member.name, member.adult_confirmed_on, member.joined_on),
                 refused=False)
        self.ui.member_name_edit.setFocus()
        return member

    def _choose_member(self, number: int) -> None:
        numbers = [member.number for member in self.members]
        if number in numbers:
            self.ui.members_table.selectRow(numbers.index(number))

    def change_status(self, to: MemberStatus) -> None:
        """Suspend, revoke or reinstate the chosen member with the reason given, once asked;
        a change the league refuses is said without asking."""
        member, league = self._chosen_member(), self.league
        if member is None or league is None:
            self.say(self.tr("Choose a member in the roster first"))
            return
        verb = VERBS[to]
        try:
            reason = one_line(self.ui.reason_edit.text(), self.tr("The reason"), REASON_MAX)
            by = one_line(self.ui.decided_by_edit.text(), self.tr("Who decided"), BY_MAX)
            check_change(member, to)
        except StoreError as error:
            self.say(str(error))
            return
        if to is MemberStatus.SUSPENDED:
            question = self.tr("Suspend the membership of %1 (member %2)?")
            answer = self.tr("Suspend")
            details = self.tr("They cannot register until reinstated. The reason: %1")
        elif to is MemberStatus.REVOKED:
            question = self.tr("Revoke the membership of %1 (member %2)?")
            answer = self.tr("Revoke")
            details = self.tr("They cannot register: the host refuses them with the reason. "
                              "The reason: %1")
        else:
            question = self.tr("Reinstate the membership of %1 (member %2)?")
            answer = self.tr("Reinstate")
            details = self.tr("They may register again. The reason: %1")

        def change() -> None:
            try:
                changed = getattr(league, verb)(member.name, reason=reason, by=by)
            except StoreError as error:
                self.say(str(error))
                return
            self.ui.reason_edit.clear()
            self.refresh()
            self.say(arg(self.tr("Member %1 %2: %3"), changed.number, changed.name,
                         status_words(changed)), refused=False)

        self.question = ask(self, arg(question, member.name, member.number), answer, change,
                            details=arg(details, reason))

    def import_csv(self) -> int:
        """Add the members of a CSV file, all or none; how many were added."""
        from app.store.members_csv import import_members

        path = self.choose_file(self, self.tr("Import members from"), "",
                                league_words.tr(CSV_FILTER), False)
        if path is None:
            return 0
        try:
            league = self._league()
            if league is None:
                return 0
            added = import_members(league, path, today=self.today)
        except StoreError as error:
            self.say(str(error))
            return 0
        self.refresh()
        self.say(arg(league_words.tr("Imported %n member(s) from %1", None, added), path),
                 refused=False)
        return added

    def export_csv(self) -> Path | None:
        """Every member to a CSV file (it round-trips through an import)."""
        from app.store.members_csv import export_members

        if self.league is None:
            self.say(self.tr("There are no members to export yet"))
            return None
        path = self.choose_file(self, self.tr("Export the members to"), "members.csv",
                                league_words.tr(CSV_FILTER), True)
        if path is None:
            return None
        try:
            written = export_members(self.league, path)
        except StoreError as error:
            self.say(str(error))
            return None
        self.say(arg(league_words.tr("Wrote %n member(s) to %1", None, written), path),
                 refused=False)
        return path

    # ---- seasons ------------------------------------------------------------------------------

    def _chosen_season(self) -> Season | None:
        row = self.ui.seasons_list.currentRow()
        return self.seasons[row] if 0 <= row < len(self.seasons) else None

    def _preset_chosen(self) -> None:
        """A preset shows its formula as JSON, to read; "my own" lets the JSON be typed."""
        preset = str(self.ui.preset_combo.currentData())
        edit = self.ui.formula_edit
        edit.setReadOnly(preset != TYPED)
        edit.setEnabled(preset == TYPED)
        if preset != TYPED:
            edit.setText(formula_json(PRESETS[preset].to_dict()))
            edit.setCursorPosition(0)  # its beginning in sight, not its end

    def create_season(self) -> Season | None:
        ui = self.ui
        try:
            starts_on = parse_day(ui.starts_on_edit.text(), self.tr("The first day"))
            ends_on = parse_day(ui.ends_on_edit.text(), self.tr("The last day"))
            formula = chosen_formula(str(ui.preset_combo.currentData()), ui.formula_edit.text())
            league = self._league()
            if league is None:
                return None
            season = league.create_season(ui.season_name_edit.text(), starts_on=starts_on,
                                          ends_on=ends_on, formula=formula)
        except (StoreError, FormulaError) as error:
            self.say(str(error))
            return None
        ui.season_name_edit.clear()
        self.refresh()
        ui.seasons_list.setCurrentRow([one.id for one in self.seasons].index(season.id))
        self.say(arg(self.tr("Created the season %1, %2 to %3, formula %4"), season.name,
                     season.starts_on, season.ends_on, formula_json(season.formula)),
                 refused=False)
        return season

    def set_formula(self) -> None:
        """Count the chosen season's points by the formula chosen, once asked: every member's
        points are worked out again (`pitboss league seasons formula`)."""
        season, league = self._chosen_season(), self.league
        if season is None or league is None:
            self.say(self.tr("Choose the season whose formula to change"))
            return
        try:
            formula = chosen_formula(str(self.ui.preset_combo.currentData()),
                                     self.ui.formula_edit.text())
        except FormulaError as error:
            self.say(str(error))
            return

        def change() -> None:
            try:
                changed = league.set_formula(season.name, formula)
            except StoreError as error:
                self.say(str(error))
                return
            self.refresh()
            self.say(arg(self.tr("The season %1 now counts points by %2"), changed.name,
                         formula_json(changed.formula)), refused=False)

        self.question = ask(self, arg(self.tr("Count the points of %1 by %2?"), season.name,
                                      formula_json(formula)), self.tr("Change the formula"),
                            change,
                            details=self.tr("Its standings are worked out again, for every "
                                            "member."))

    def _season_chosen(self) -> None:
        """The chosen season's standings and the tournaments that may yet count in it."""
        season, league = self._chosen_season(), self.league
        self.standings = None
        self.to_assign = []
        combo = self.ui.tournament_combo
        combo.clear()
        if season is not None and league is not None and self.store is not None:
            from app.store.season_table import season_table

            try:
                records = assignable(self.store, league, season.name)
                self.standings = season_table(league, season.name)
            except StoreError as error:
                records = []
                self.say(str(error))
            for record in records:
                combo.addItem(tournament_words(record))
                self.to_assign.append(record.id)
        if not self.to_assign:
            combo.addItem(self.tr("No finished tournament to count") if season is not None
                          else self.tr("Choose or create a season"))
        self.ui.standings_group.setTitle(
            self.tr("Standings") if season is None
            else arg(self.tr("Standings of %1"), season.name))
        table = self.ui.standings_table
        table.blockSignals(True)
        fill_rows(table, standing_cells(self.standings.rows) if self.standings is not None else [])
        table.blockSignals(False)
        self._standing_chosen()

    def assign(self) -> None:
        """Count the chosen finished tournament in the chosen season, once asked (a
        tournament counted cannot be taken out from here)."""
        season, league = self._chosen_season(), self.league
        index = self.ui.tournament_combo.currentIndex()
        if season is None or league is None or not 0 <= index < len(self.to_assign):
            self.say(self.tr("Choose a season and a finished tournament to count in it"))
            return
        tournament = self.to_assign[index]
        words = self.ui.tournament_combo.currentText()

        def count_it() -> None:
            try:
                league.assign(season.name, tournament)
            except StoreError as error:
                self.say(str(error))
                return
            self.refresh()
            self.say(arg(self.tr("Tournament %1 now counts in the season %2"), tournament,
                         season.name), refused=False)

        self.question = ask(self, arg(self.tr("Count tournament %1 in the season %2?"), words,
                                      season.name),
                            self.tr("Count it"), count_it,
                            details=self.tr("Once counted, it stays in the season's "
                                            "standings."))

    # ---- standings and history ----------------------------------------------------------------

    def _chosen_standing(self) -> str | None:
        rows = self.ui.standings_table.selectionModel().selectedRows()
        if self.standings is None or not rows or not 0 <= rows[0].row() < len(
                self.standings.rows):
            return None
        return self.standings.rows[rows[0].row()].member

    def _standing_chosen(self) -> None:
        """The chosen member's tournaments in the season, with place and points."""
        member = self._chosen_standing()
        entries = self.standings.history(member) if self.standings and member else ()
        names: dict[int, str] = {}
        if self.store is not None:
            try:
                names = {record.id: record.name for record in self.store.tournaments()}
            except StoreError as error:  # the history is still shown, by number
                self.say(arg(self.tr("Cannot read the tournaments' names: %1"), error))
        self.history_ids = [entry.tournament_id for entry in entries]
        self.ui.history_group.setTitle(
            self.tr("Member's history: choose a member in the standings") if member is None
            else arg(self.tr("%1's tournaments in the season"), member))
        table = self.ui.history_table
        table.blockSignals(True)
        fill_rows(table, history_cells(entries, names))
        table.blockSignals(False)
        if self.history_ids:
            table.selectRow(0)
        self._update_controls()

    def open_hands(self) -> None:
        """The chosen tournament of the member's history, in past tournaments."""
        rows = self.ui.history_table.selectionModel().selectedRows()
        if rows and 0 <= rows[0].row() < len(self.history_ids):
            self.hands_requested.emit(self.history_ids[rows[0].row()])

    def print_table(self) -> Path | None:
        """The chosen season's table as a PDF (app/ui/printing.py), where the person says."""
        from app.client.printouts import season_table
        from app.ui.printing import write_pdf

        season = self._chosen_season()
        if season is None or self.standings is None:
            self.say(self.tr("Choose a season to print its table"))
            return None
        suggested = f"{season.name} standings.pdf".replace("/", "-")
        path = self.choose_file(self, self.tr("Print the season table to"), suggested,
                                league_words.tr(PDF_FILTER), True)
        if path is None:
            return None
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        html = season_table(season.name, arg(self.tr("%1 to %2"), season.starts_on,
                                             season.ends_on), self.standings.rows)
        try:
            pages = write_pdf(html, path, arg(self.tr("%1: standings"), season.name))
        except OSError as error:
            self.say(arg(self.tr("Could not print the season table: %1"), error))
            return None
        self.say(arg(league_words.tr("Printed the season table of %1 to %2 (%n page(s))", None,
                                     pages), season.name, path), refused=False)
        return path

    # ---- controls -----------------------------------------------------------------------------

    def _update_controls(self) -> None:
        ui, member = self.ui, self._chosen_member()
        can = CHANGES[member.status] if member is not None else ()
        ui.suspend_button.setEnabled(MemberStatus.SUSPENDED in can)
        ui.revoke_button.setEnabled(MemberStatus.REVOKED in can)
        ui.reinstate_button.setEnabled(MemberStatus.ACTIVE in can)
        ui.export_button.setEnabled(bool(self.members))
        season = self._chosen_season()
        ui.assign_button.setEnabled(season is not None and bool(self.to_assign))
        ui.tournament_combo.setEnabled(bool(self.to_assign))
        ui.set_formula_button.setEnabled(season is not None)
        ui.print_button.setEnabled(season is not None and self.standings is not None)
        ui.open_hands_button.setEnabled(bool(
            ui.history_table.selectionModel().selectedRows()))
