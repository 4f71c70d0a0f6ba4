"""The lobby: play at home, host a game night, join a game; the kiosk, history, the league
and settings.

The lobby only gathers and checks what the person typed; the main window starts the games.
A mistake is told in words under the boxes and starts nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import QLineEdit, QListWidgetItem, QWidget

from app.engine.variants import variant_of, variants
from app.i18n import Context, arg, translatable
from app.net.codes import CODE_MAX, CODE_MIN, code_refusal, new_join_code
from app.net.names import name_refusal, normal_name
from app.phrases import in_words
from app.timebase import SYSTEM, Timebase
from app.ui.forms.ui_lobby_view import Ui_lobby_view
from app.ui.view_clock import ViewClock

if TYPE_CHECKING:
    from app.net.discovery import HostAnnouncement
    from app.ui.chart_dialog import ChartDialog

BOT_LEVELS = ("basic", "tournament", "random")
ROLES = ("player", "director", "spectator")
LOBBY_GROUP = "lobby"  # the last game chosen, in the settings file beside Settings' own group
lobby_words = Context("lobby_words")
SEARCHING = translatable("lobby_words", "Searching…")
# Past this long without a host found, the list says none was found, and that it still looks
# (issue 38: "Searching…" never changed).
SEARCH_SECONDS = 5.0
NONE_FOUND = translatable("lobby_words", "No game nights found on this network yet: still looking")


class LobbyView(QWidget):
    play_requested = Signal(object)  # LocalOptions
    host_requested = Signal(object)  # HostOptions
    console_requested = Signal()  # the console of the night hosted here
    join_requested = Signal(object)  # JoinOptions
    kiosk_requested = Signal()
    history_requested = Signal()
    league_requested = Signal()
    drills_requested = Signal()
    settings_requested = Signal()
    quit_requested = Signal()

    def __init__(self, parent: QWidget | None = None, *, timebase: Timebase = SYSTEM) -> None:
        super().__init__(parent)
        self.ui = Ui_lobby_view()
        self.ui.setupUi(self)
        # Since when no host has been found (None: hosts found, or not looking): "Searching…"
        # turns into "none found" after SEARCH_SECONDS.
        self._searching_since: float | None = None
        self.clock = ViewClock(self, 1000, self._look_again, timebase=timebase)
        self.set_name(self.tr("You", "the player's name until one is typed"))
        self.rule_options: dict[str, object] = {}  # the local game's, where not the default
        self.ui.rules_button.clicked.connect(self._edit_rules)
        self.ui.host_code_edit.setMaxLength(CODE_MAX)
        self.ui.director_code_edit.setMaxLength(CODE_MAX)
        self.ui.code_edit.setMaxLength(CODE_MAX)
        # A long code of the host's choosing by default: a short one is guessed sooner.
        self.ui.host_code_edit.setText(new_join_code())
        self.ui.host_code_edit.setPlaceholderText(self._code_rule())
        for combo in (self.ui.variant_combo, self.ui.host_variant_combo):
            combo.clear()
            for variant in variants():
                combo.addItem(variant.label, variant.name)
        self.ui.variant_combo.currentIndexChanged.connect(self._variant_changed)
        self.ui.play_button.clicked.connect(self._play)
        self.ui.host_button.clicked.connect(self._host)
        self.hosting = False  # a night hosted here is running (the Host button opens its console)
        self.ui.join_button.clicked.connect(self._join)
        self.ui.hosts_list.currentRowChanged.connect(self._pick_found)
        # A host is two short lines, wrapped to the list's width, never a sideways scroll.
        self.ui.hosts_list.setWordWrap(True)
        self.ui.hosts_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.ui.hosts_list.itemActivated.connect(lambda _item: self._join())
        self.ui.kiosk_button.clicked.connect(self.kiosk_requested.emit)
        self.ui.history_button.clicked.connect(self.history_requested.emit)
        self.ui.league_button.clicked.connect(self.league_requested.emit)
        self.ui.drills_button.clicked.connect(self.drills_requested.emit)
        self.ui.settings_button.clicked.connect(self.settings_requested.emit)
        self.ui.chart_button.clicked.connect(self.show_chart)
        self.chart_dialog: ChartDialog | None = None
        self.ui.quit_button.clicked.connect(self.quit_requested.emit)
        self.found: list[HostAnnouncement] = []
        self._variant_changed()
        self._searching_since = self.clock.monotonic()
        self._show_placeholder(lobby_words.tr(SEARCHING))

    # ---- what is remembered -----------------------------------------------------------------

    def set_name(self, name: str) -> None:
        """The player's name, in both places it is typed (at home and to join)."""
        self.ui.name_edit.setText(name)
        self.ui.join_name_edit.setText(name)

    def restore_choices(self, stored: QSettings) -> None:
        """The game, bots and their level chosen last time (a bad value is passed over)."""
        stored.beginGroup(LOBBY_GROUP)
        try:
            found = self.ui.variant_combo.findData(str(stored.value("variant", "")))
            if found >= 0:
                self.ui.variant_combo.setCurrentIndex(found)
            level = str(stored.value("bot_level", ""))
            if level in BOT_LEVELS:
                self.ui.bot_level_combo.setCurrentIndex(BOT_LEVELS.index(level))
            bots = str(stored.value("bots", ""))
            if bots.isdigit():
                self.ui.bots_spin.setValue(int(bots))  # the spin box keeps it in range
        finally:
            stored.endGroup()

    def save_choices(self, stored: QSettings) -> None:
        stored.beginGroup(LOBBY_GROUP)
        stored.setValue("variant", self.ui.variant_combo.currentData())
        stored.setValue("bots", self.ui.bots_spin.value())
        stored.setValue("bot_level", BOT_LEVELS[self.ui.bot_level_combo.currentIndex()])
        stored.endGroup()
        stored.sync()

    def say(self, text: str) -> None:
        self.ui.message_label.setText(text)

    def show_found(self, hosts: list[HostAnnouncement]) -> None:
        """The hosts found on the LAN, as they come and go (one that stops announcing is
        dropped by the browser, app/net/discovery.py); "Searching…" while there is none."""
        if hosts == self.found and (hosts or self.ui.hosts_list.count()):
            return
        chosen = self.ui.hosts_list.currentRow()
        self.found = list(hosts)
        self.ui.hosts_list.clear()
        for host in hosts:
            self.ui.hosts_list.addItem(found_host_words(host))
        if not hosts:
            if self._searching_since is None:
                self._searching_since = self.clock.monotonic()
            self._look_again()
        else:
            self._searching_since = None
            if 0 <= chosen < len(hosts):
                self.ui.hosts_list.setCurrentRow(chosen)

    def _look_again(self) -> None:
        """While no host is found: "Searching…", then that none was found yet."""
        since = self._searching_since
        if since is None or self.found:
            return
        waited = self.clock.monotonic() - since
        self._show_placeholder(lobby_words.tr(SEARCHING if waited < SEARCH_SECONDS
                                              else NONE_FOUND))

    def show_not_searching(self, why: str) -> None:
        """Hosts are not looked for (no network, the beacon's port taken): say why."""
        self.found = []
        self._searching_since = None
        self.ui.hosts_list.clear()
        self._show_placeholder(arg(self.tr("Not looking for hosts: %1"), why))

    def _show_placeholder(self, text: str) -> None:
        if self.found:
            return
        shown = self.ui.hosts_list.item(0)
        if self.ui.hosts_list.count() == 1 and shown is not None and shown.text() == text:
            return  # as it is (each tick looks again)
        self.ui.hosts_list.clear()
        item = QListWidgetItem(text)
        item.setFlags(Qt.ItemFlag.NoItemFlags)  # not a host: nothing to pick
        self.ui.hosts_list.addItem(item)

    def show_hosting(self, night: str, players: int) -> None:
        """A night hosted here runs on, whatever page is shown: its name, how many have
        joined, and the Host button opens its console again."""
        self.hosting = True
        self.ui.hosting_label.setText(
            arg(lobby_words.tr("hosting: %1, %Ln player(s)", None, players), night))
        self.ui.host_button.setText(self.tr("Open the c&onsole"))
        self.ui.host_button.setAccessibleName(
            arg(self.tr("Open the director's console of %1"), night))

    def show_not_hosting(self) -> None:
        self.hosting = False
        self.ui.hosting_label.setText("")
        self.ui.host_address_label.setText("—")
        self.ui.host_button.setText(self.tr("H&ost"))
        self.ui.host_button.setAccessibleName(self.tr("Host a game night"))

    def chosen_variant(self) -> str:
        """The game chosen under "Play at home" (Help shows its rules from the lobby)."""
        return str(self.ui.variant_combo.currentData())

    def _hosted_variant(self) -> str:
        return str(self.ui.host_variant_combo.currentData())

    def show_chart(self) -> None:
        """The advisor's chart for the game chosen in the lobby (one window, raised again;
        a new one once the game chosen changes)."""
        # Imported here: the chart brings the advisor and numpy, which the lobby's first frame
        # should not wait for (bench/ui.py, bench/dist.py).
        from app.ui.chart_dialog import ChartDialog

        variant = self.chosen_variant()
        if self.chart_dialog is None or self.chart_dialog.variant != variant:
            if self.chart_dialog is not None:
                self.chart_dialog.close()
            self.chart_dialog = ChartDialog(self, variant)
        self.chart_dialog.show()
        self.chart_dialog.raise_()

    def _variant_changed(self) -> None:
        variant = self.chosen_variant()
        self.ui.bots_spin.setMaximum(variant_of(variant).local_bots)
        self.ui.bots_spin.setValue(variant_of(variant).local_bots)
        self.ui.rules_value_label.setText(variant_of(variant).summary)
        self.rule_options = {}  # another variant's options do not carry over

    def _code_rule(self) -> str:
        """A code's length, as app/net/codes.py's CODE_RULE says it in English."""
        return arg(self.tr("%1 to %2 characters"), CODE_MIN, CODE_MAX)

    def _name(self, edit: QLineEdit | None = None) -> str | None:
        edit = edit or self.ui.name_edit
        name = normal_name(edit.text())
        refusal = name_refusal(name)  # the host's own rule (app/net/names.py)
        if refusal:
            self.say(in_words(refusal))
            edit.setFocus()
            return None
        return name

    def _play(self) -> None:
        name = self._name()
        if name is None:
            return
        self.say("")
        from app.client.options import LocalOptions  # (here: the lobby's first frame comes sooner)

        self.play_requested.emit(LocalOptions(
            variant=self.chosen_variant(), name=name,
            bots=self.ui.bots_spin.value(),
            bot_level=BOT_LEVELS[self.ui.bot_level_combo.currentIndex()],
            rule_options=dict(self.rule_options)))

    def _edit_rules(self) -> None:
        from app.ui.rules_dialog import RulesDialog, describe_changes

        variant = self.chosen_variant()
        dialog = RulesDialog(variant, self.rule_options, self)
        if dialog.exec() == RulesDialog.DialogCode.Accepted:
            self.rule_options = dialog.chosen
            changed = describe_changes(self.rule_options)
            rules = variant_of(variant).summary
            self.ui.rules_value_label.setText(
                arg(self.tr("%1\nChanged: %2."), rules, changed) if changed else rules)

    def _host(self) -> None:
        if self.hosting:
            self.console_requested.emit()
            return
        code = self.ui.host_code_edit.text().strip()
        if code_refusal(code):
            self.say(arg(self.tr("Choose a join code of %1 for the players to type"),
                         self._code_rule()))
            self.ui.host_code_edit.setFocus()
            return
        director = self.ui.director_code_edit.text().strip()
        if director and code_refusal(director):
            self.say(arg(self.tr("Choose a director's code of %1, or leave it empty for a new "
                                 "one"), self._code_rule()))
            self.ui.director_code_edit.setFocus()
            return
        if director == code:
            self.say(self.tr("The director's code must differ from the players' join code"))
            self.ui.director_code_edit.setFocus()
            return
        self.say("")
        from app.client.options import HostOptions

        self.host_requested.emit(HostOptions(
            variant=self._hosted_variant(),
            port=self.ui.host_port_spin.value(), code=code, director_code=director,
            clock_port=_port_or_off(self.ui.clock_port_spin.value())))

    def _join(self) -> None:
        address = self.ui.address_edit.text().strip()
        code = self.ui.code_edit.text().strip()
        if not address:
            self.say(self.tr("Pick a host found on the network, or type its address"))
            self.ui.address_edit.setFocus()
            return
        if not code:
            self.say(self.tr("Type the host's join code"))
            self.ui.code_edit.setFocus()
            return
        role = ROLES[self.ui.role_combo.currentIndex()]
        name = (self._name(self.ui.join_name_edit) if role == "player"
                else self.ui.join_name_edit.text().strip())
        if name is None:
            return
        self.say("")
        from app.client.options import JoinOptions

        self.join_requested.emit(JoinOptions(address=address, port=self.ui.port_spin.value(),
                                             code=code, role=role, name=name))

    def _pick_found(self, row: int) -> None:
        if 0 <= row < len(self.found):
            self.ui.address_edit.setText(self.found[row].address)
            self.ui.port_spin.setValue(self.found[row].port)
            self.ui.code_edit.setFocus()


def _port_or_off(value: int) -> int:
    """The clock page's port; the spin box's lowest value reads "off" (0: no page)."""
    return 0 if value < 1024 else value


def found_host_words(host: HostAnnouncement) -> str:
    """A host found on the LAN as a person reads it: its night, then the game, where and how
    many ("Friday night" / "Series 7 · 192.168.1.20:7777 · 10 players")."""
    try:
        game = variant_of(host.variant).label
    except ValueError:  # a newer host's game: its own word for it
        game = host.variant
    return arg(lobby_words.tr("%1\n%2 · %3:%4 · %Ln player(s)", None, host.players),
               host.name, game, host.address, host.port)
