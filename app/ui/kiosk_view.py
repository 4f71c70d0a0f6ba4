"""The kiosk: a tournament clock for a TV or projector across a room (ui/kiosk_view.ui).

It shows a KioskFeed (app/client/kiosk_state.py), worked out again ten times a second so the
seconds turn when they should; labels are set only when their text changes. Text is sized from
the window's own size, not from the system font: the digits take about a third of the screen
at any resolution, landscape or portrait. A new level, the last minute and a break each flash
the screen and play a sound (mutable); a paused clock turns the digits amber under a PAUSED
sign no one can miss.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from app.client.kiosk_state import (
    DRAW_COLUMNS,
    LEFT_COLUMNS,
    PAGES,
    SEASON_COLUMNS,
    STANDINGS_COLUMNS,
    KioskFeed,
    KioskLook,
    alerts,
    draw_rows,
    kiosk_words,
    look,
    season_look,
    standings_rows,
)
from app.client.tv import TV_LEFT_COLUMNS, tv_look
from app.i18n import arg, number
from app.timebase import SYSTEM, Timebase
from app.ui.forms.ui_kiosk_view import Ui_kiosk_view
from app.ui.qr import qr_pixmap
from app.ui.sounds import Sounds
from app.ui.view_clock import ViewClock

TICK_MS = 100
FLASHES = 6  # half-periods of a flash: three blinks
FLASH_MS = 250
SOUND_OF_ALERT = {"level": "level", "break": "level", "minute": "turn"}

BACKGROUND = {"play": "#0b1f17", "break": "#0d2240", "flash": "#e9c46a"}
STYLE = """
QWidget#kiosk_view {{ background-color: {background}; border: {frame}; }}
QLabel {{ color: #f5f0e1; }}
QLabel#title_label, QLabel#leaders_title_label, QLabel#moves_title_label,
QLabel#standings_title_label, QLabel#draw_title_label,
QLabel#season_title_label, QLabel#final_title_label {{ color: #e9c46a; font-weight: bold; }}
QLabel#final_words_label {{ color: #ffffff; font-weight: bold; }}
QLabel#time_label {{ color: {digits}; font-weight: bold; }}
QLabel#status_label {{ color: #ffffff; background-color: {status}; font-weight: bold;
    border-radius: 12px; padding: 4px 24px; }}
QLabel#bets_label {{ color: #e9c46a; font-weight: bold; }}
QLabel#hint_label, QLabel#next_break_label, QLabel#next_level_label,
QLabel#season_caption_label {{ color: #cad2c5; }}
QTableWidget {{ background-color: transparent; color: #f5f0e1; border: none; }}
QHeaderView {{ background-color: transparent; border: none; }}
QHeaderView::section {{ background-color: transparent; color: #e9c46a; border: none;
    border-bottom: 2px solid #52796f; padding: 0px; }}
QScrollBar:vertical {{ background: transparent; width: 10px; }}
QScrollBar::handle:vertical {{ background: #52796f; border-radius: 5px; min-height: 40px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0px; }}
"""
# Between two columns of a list page, in the page's text units: words never run together.
COLUMN_GAP_UNITS = 4.0
# The list pages' text: this many units high, less when that many rows would not fit (but
# never under the smallest size a room can read).
LIST_TEXT_UNITS, LIST_TEXT_MIN_UNITS = 2.4, 1.7
FINAL_TEXT_UNITS = 5.0  # the final page's few rows: read from the back of the room
ROW_HEIGHT = 1.35  # a row's height, in text heights
MAX_GROUPS = 3  # groups of columns side by side on a list page


class KioskView(QWidget):
    def __init__(self, parent: QWidget | None = None, *, page: str = "clock",
                 timebase: Timebase = SYSTEM) -> None:
        """`timebase`: the clock it shows the feed at, every tick (app/ui/view_clock.py: on
        the system's a timer ticks it; a test's moves, and ticks, only when the test says)."""
        super().__init__(parent)
        self.ui = Ui_kiosk_view()
        self.ui.setupUi(self)
        self.feed = KioskFeed()
        self.sounds: Sounds | None = None
        self.muted = False
        self.shown: KioskLook | None = None
        # Called with `now` before each look, by a feed that works its state out on the spot
        # (the standalone clock); a host's feed is pushed instead.
        self.update_feed: Callable[[float], None] | None = None
        self._flashes_left = 0
        self._style_key: tuple[str, ...] | None = None
        # A plain QWidget paints no style-sheet background without this.
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        # The text is sized to the window (below), never the window to the text.
        for label in self.ui.page_stack.findChildren(QLabel):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        for label in (self.ui.title_label, self.ui.status_label, self.ui.hint_label):
            label.setMinimumWidth(1)  # as wide as they like, but never wider than the screen
        # Nor does text sized for the last screen hold the window at that size: the new size
        # comes first, the text follows it.
        self.ui.kiosk_layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        # Each list page's rows as last shown, and the screen size they were laid out for.
        self._lists: dict[str, tuple[list[tuple[str, ...]], tuple[int, int]]] = {}
        for table in (self.ui.standings_table, self.ui.draw_table, self.ui.season_table,
                      self.ui.final_table):
            header = table.horizontalHeader()
            header.setVisible(True)
            header.setStretchLastSection(False)  # the columns are sized to fit (_show_list)
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.set_page(page)
        self.phone_url = ""
        self.show_phone_page("")
        self.clock = ViewClock(self, TICK_MS, self.refresh, timebase=timebase)
        # The flash is a blink, not shown time: it counts its own half-periods and reads no
        # clock, so a plain timer is all it needs (a test waits for it to end).
        self._flash = QTimer(self)
        self._flash.timeout.connect(self._flash_step)
        self.refresh()

    def set_page(self, page: str) -> None:
        if page not in PAGES:
            raise ValueError(f"No kiosk page {page!r}; the pages are: {', '.join(PAGES)}")
        self.page = page
        self.ui.page_stack.setCurrentIndex(PAGES.index(page))

    def show_phone_page(self, url: str) -> None:
        """The night's web page (`url`; "" for none) as a QR code a phone's camera opens from
        across the room, with its address, on the clock page (issue 22)."""
        self.phone_url = url
        for label in (self.ui.phone_title_label, self.ui.phone_qr_label,
                      self.ui.phone_url_label):
            label.setVisible(bool(url))
        self.ui.phone_url_label.setText(url)
        self._size_qr()

    def _size_qr(self) -> None:
        # A module of about half the text unit: some 250 pixels across on a 1080p screen.
        if self.phone_url:
            modules = max(2, round(self._unit() * 0.45))
            self.ui.phone_qr_label.setPixmap(qr_pixmap(self.phone_url, modules))

    def show_hint(self, text: str) -> None:
        self.ui.hint_label.setText(text)
        self.ui.hint_label.setVisible(bool(text))

    # ---- drawing --------------------------------------------------------------------------------

    def refresh(self, now: float | None = None) -> None:
        """Show the feed as it stands at `now` (by default the clock's monotonic time)."""
        now = self.clock.monotonic() if now is None else now
        if self.update_feed is not None:
            self.update_feed(now)
        seen = look(self.feed, now)
        for alert in alerts(self.shown, seen):
            self._alert(alert)
        self.shown = seen
        ui = self.ui
        if ui.title_label.text() != seen.title:
            ui.title_label.setText(seen.title)
            self._fit_title()
        status = self.tr("PAUSED") if seen.paused else ""
        if seen.over:
            status = self.tr("Tournament over")
        if seen.reconnecting:
            status = arg(self.tr("%1 · reconnecting…"), status) if status \
                else self.tr("reconnecting…")
        _set(ui.status_label, status)
        ui.status_label.setVisible(bool(status))
        _set(ui.level_label, seen.level)
        _set(ui.bets_label, seen.bets)
        _set(ui.time_label, seen.time_left)
        _set(ui.next_level_label, seen.next_level)
        _set(ui.next_break_label, seen.next_break)
        _set(ui.players_label, seen.players)
        _set(ui.average_label, seen.average)
        _set(ui.leaders_label, "\n".join(f"{name}  {number(chips)}"
                                         for name, chips in seen.leaders))
        _set(ui.moves_label, "\n".join(seen.moves))
        ui.moves_title_label.setVisible(bool(seen.moves))
        ui.leaders_title_label.setVisible(bool(seen.leaders))
        _set(ui.leaders_title_label, self.tr("Final standings") if seen.over
             else self.tr("Chip leaders"))
        if self.page == "standings":
            self._show_list(ui.standings_table, STANDINGS_COLUMNS, standings_rows(self.feed))
        elif self.page == "draw":
            self._show_list(ui.draw_table, DRAW_COLUMNS, draw_rows(self.feed.tables))
        elif self.page == "season":
            # One list, never columns side by side: a row of the season is five figures wide.
            season = season_look(self.feed.season, now)
            _set(ui.season_title_label, season.title)
            _set(ui.season_caption_label, season.caption)
            self._show_list(ui.season_table, SEASON_COLUMNS, season.rows, most_groups=1)
        elif self.page == "final":
            # A final has few rows: as large as the screen lets them be, in one list.
            final = tv_look(self.feed.tv)
            _set(ui.final_title_label, final.title)
            _set(ui.final_caption_label, final.caption)
            _set(ui.final_words_label, final.words)
            self._show_list(ui.final_table, final.columns, final.shown_rows, most_groups=1,
                            most_units=FINAL_TEXT_UNITS)
        self._restyle()

    def _restyle(self) -> None:
        seen = self.shown
        flashing = self._flashes_left % 2 == 1
        background = BACKGROUND["flash"] if flashing else BACKGROUND[
            "break" if seen is not None and seen.on_break else "play"]
        paused = seen is not None and (seen.paused or seen.reconnecting)
        digits = "#ffb703" if paused else "#ffffff"
        status = "#9b2226" if seen is not None and seen.paused else "#52796f"
        # A paused clock is framed in red as well: seen from anywhere in the room.
        frame = f"{max(6, self.height() // 90)}px solid #d00000" if seen is not None and \
            seen.paused else "none"
        key = (background, digits, status, frame)
        if key != self._style_key:
            self._style_key = key
            self.setStyleSheet(STYLE.format(background=background, digits=digits,
                                            status=status, frame=frame))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._size_text()

    def _size_text(self) -> None:
        """Sizes from the window's own size: readable across a room at any resolution."""
        width, height = max(self.width(), 1), max(self.height(), 1)
        portrait = height > width
        self.ui.body_layout.setDirection(QBoxLayout.Direction.TopToBottom if portrait
                                         else QBoxLayout.Direction.LeftToRight)
        self.ui.body_layout.setStretch(0, 3)
        self.ui.body_layout.setStretch(1, 1 if not portrait else 2)
        unit = self._unit()
        ui = self.ui
        # The digits fill their column's width (three quarters of a landscape screen, all of
        # a portrait one) and at most a third of its height.
        column = width * (0.92 if portrait else 0.70)
        probe = _font(100, True)
        per_pixel = QFontMetricsF(probe).horizontalAdvance("00:00") / 100
        line = QFontMetricsF(probe).height() / 100
        digits = min(column / per_pixel, height * (0.24 if portrait else 0.42) / line)
        sizes: list[tuple[QLabel, float, bool]] = [
            (ui.time_label, digits, True),
            (ui.level_label, unit * 5.5, True), (ui.bets_label, unit * 5.0, True),
            (ui.next_level_label, unit * 2.6, False), (ui.next_break_label, unit * 2.6, False),
            (ui.title_label, unit * 3.0, True), (ui.status_label, unit * 3.0, True),
            (ui.players_label, unit * 2.4, True), (ui.average_label, unit * 2.1, False),
            (ui.leaders_title_label, unit * 2.0, True), (ui.leaders_label, unit * 2.0, False),
            (ui.moves_title_label, unit * 2.0, True), (ui.moves_label, unit * 1.8, False),
            (ui.standings_title_label, unit * 3.0, True), (ui.draw_title_label, unit * 3.0, True),
            (ui.season_title_label, unit * 3.0, True), (ui.season_caption_label, unit * 2.0, False),
            (ui.final_title_label, unit * 3.0, True), (ui.final_caption_label, unit * 2.0, False),
            (ui.final_words_label, unit * 3.2, True),
            (ui.phone_title_label, unit * 1.6, True), (ui.phone_url_label, unit * 1.6, False),
            (ui.hint_label, unit * 1.4, False),
        ]
        for label, pixels, bold in sizes:
            label.setFont(_font(pixels, bold))
        self._fit_title()
        self._size_qr()
        self._lists.clear()  # laid out again for the new size at the next refresh

    def _fit_title(self) -> None:
        """The night's name at its size, or smaller until it fits beside the clock's status:
        a long name was cut off (issue 38)."""
        label = self.ui.title_label
        pixels = self._unit() * 3.0
        room = self.width() * TITLE_SHARE
        wide = QFontMetricsF(_font(pixels, True)).horizontalAdvance(label.text())
        label.setFont(_font(pixels * min(1.0, room / wide) if wide else pixels, True))

    def _unit(self) -> float:
        """A hundredth of a 16:9 screen's width; a portrait screen's text spans its width."""
        width, height = max(self.width(), 1), max(self.height(), 1)
        return width / 62 if height > width else min(width, height * 16 / 9) / 100

    def _show_list(self, table: QTableWidget, headers: Sequence[str],
                   rows: Sequence[tuple[str, ...]], most_groups: int = MAX_GROUPS,
                   most_units: float = LIST_TEXT_UNITS) -> None:
        """A list page: its text as large as lets every row show, in up to MAX_GROUPS groups of
        columns side by side when one would not hold them all (a room reads a TV, it does not
        scroll it; past that it scrolls); each column as wide as its widest text with a gap on
        either side, names to the left and numbers to the right under their header: aligned
        columns that never touch."""
        # Laid out again when the rows change or the layout gives the list a new height.
        size = (self.width(), table.height())
        if self._lists.get(table.objectName()) == (list(rows), size):
            return
        self._lists[table.objectName()] = (list(rows), size)
        unit = self._unit()
        line = 1.2 * ROW_HEIGHT  # a row's height for each pixel of text
        room = max(1.0, table.height() - 6.0)  # the header is about one row more
        smallest = unit * LIST_TEXT_MIN_UNITS
        fit_at_smallest = max(1, int(room // (smallest * line)) - 1)
        groups = min(most_groups, max(1, -(-len(rows) // fit_at_smallest)))
        per_group = max(1, -(-len(rows) // groups))
        pixels = max(smallest, min(unit * most_units, room / (per_group + 1.3) / line))
        # Never wider than the screen: a final's few rows are large, and a long line of
        # cards would run off its edge; smaller text until the list fits across.
        across = self.width() * 0.96
        for _ in range(4):
            # The gap between columns as on the other pages at their full size; a final's
            # larger text, or text shrunk to fit across, keeps it in proportion.
            gap = round(unit * COLUMN_GAP_UNITS / 2) if most_units == LIST_TEXT_UNITS else \
                round(pixels * COLUMN_GAP_UNITS / 2 / LIST_TEXT_UNITS)
            wide = self._lay_out(table, headers, rows, groups, per_group, pixels, gap)
            if wide <= across or pixels <= smallest:
                break
            pixels = max(smallest, pixels * across / wide * 0.98)

    def _lay_out(self, table: QTableWidget, headers: Sequence[str],
                 rows: Sequence[tuple[str, ...]], groups: int, per_group: int, pixels: float,
                 gap: int) -> int:
        """The list's rows at `pixels`, `gap` on either side of a cell; its width."""
        # Padding on both sides of every cell: the gap between two columns is always there,
        # whichever way each is aligned.
        table.setStyleSheet(
            f"QTableWidget::item {{ padding: 0px {gap}px; }}"
            f"QHeaderView::section {{ padding: 0px {gap}px; font-size: {round(pixels)}px;"
            f" font-weight: bold; }}")
        font = _font(pixels, False)
        table.setFont(font)
        table.verticalHeader().setDefaultSectionSize(
            round(QFontMetricsF(font).height() * ROW_HEIGHT))
        table.setColumnCount(len(headers) * groups)
        table.setHorizontalHeaderLabels([kiosk_words.tr(name) for name in headers] * groups)
        table.setRowCount(per_group)
        table.clearContents()
        for index, values in enumerate(rows):
            row, first = index % per_group, (index // per_group) * len(headers)
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setTextAlignment(_alignment(headers[column]))
                table.setItem(row, first + column, item)
        for column, name in enumerate(list(headers) * groups):
            heading = table.horizontalHeaderItem(column)
            if heading is not None:
                heading.setTextAlignment(_alignment(name))
        bold = QFontMetricsF(_font(pixels, True))
        total = 0
        for column in range(table.columnCount()):
            title = bold.horizontalAdvance(_text(table.horizontalHeaderItem(column)))
            # The style's own measure of the cells (their padding included), and a little
            # more: a name is never cut short ("Gwendol…").
            widest = max(round(title) + 2 * gap, table.sizeHintForColumn(column)) + 8
            # Between two groups, a wider gap: they read as separate lists.
            after = gap * 2 if column % len(headers) == len(headers) - 1 and \
                column < table.columnCount() - 1 else 0
            table.setColumnWidth(column, widest + after)
            total += widest + after
        # The list stands in the middle of the page, as wide as its columns.
        wide = total + table.verticalScrollBar().sizeHint().width() + 4
        table.setFixedWidth(wide)
        return wide


    # ---- alerts ---------------------------------------------------------------------------------

    def _alert(self, kind: str) -> None:
        if self.muted:
            return
        if self.sounds is not None:
            self.sounds.play(SOUND_OF_ALERT[kind])
        self._flashes_left = FLASHES
        self._flash.start(FLASH_MS)
        self._restyle()

    def _flash_step(self) -> None:
        self._flashes_left -= 1
        if self._flashes_left <= 0:
            self._flash.stop()
        self._restyle()

    @property
    def flashing(self) -> bool:
        return self._flashes_left > 0


TITLE_SHARE = 0.6  # of the window's width, the most the night's name takes (the status the rest)


def _set(label: QLabel, text: str) -> None:
    if label.text() != text:
        label.setText(text)


def _font(pixels: float, bold: bool) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(pixels)))
    font.setBold(bold)
    return font


def _alignment(column: str) -> Qt.AlignmentFlag:
    """Names (and a final's cards) to the left; numbers (every other column) to the right, so
    that their digits line up under each other. `column` is as the code names it (LEFT_COLUMNS,
    TV_LEFT_COLUMNS), whatever the header's words in the app's language."""
    side = Qt.AlignmentFlag.AlignLeft if column in LEFT_COLUMNS or column in TV_LEFT_COLUMNS \
        else Qt.AlignmentFlag.AlignRight
    return Qt.AlignmentFlag.AlignVCenter | side


def _text(item: QTableWidgetItem | None) -> str:
    return item.text() if item is not None else ""
