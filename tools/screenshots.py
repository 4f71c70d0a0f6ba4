"""`python -m tools.screenshots DIR`: PNGs of every view at 1280x800 and 1920x1080 (`make
screenshots`), named after the view: lobby-1280x800.png, table-…, settings-…, director-…,
history-…, history-report-… (its costliest decision opened), league-roster-… and
league-standings-…, and the kiosk in play, paused and on a break at 1920x1080, 3840x2160 and
portrait 1080x1920 (kiosk-play-1920x1080.png, kiosk-paused-…, kiosk-break-…), and the kiosk's
TV page following a live 10-hand final at those sizes (kiosk-final-…, tools/tv_scene.py).

`--language` shoots them in a language Pitboss ships (es, de), as Settings would choose it.
`--look` picks the window's colours as Settings does (app/ui/style.py LOOKS): the felt, which a
system in light mode gets, by default; `dark`, which a system in dark mode gets; or
`high_contrast`. Qt's offscreen platform has no system scheme to follow (setColorScheme does
nothing there), so the look is chosen as a person would choose it. The kiosk keeps its own
black, a room's display (app/ui/kiosk.py), in every look.

The tables are issue 19's scenes (tools/table_scenes.py), each a real game against bots played
until it comes: table (mid-hand, totals and the advice showing), table-split, table-shot-clock,
table-you-deal (Series 7), table-bjx-choice (BJX-4) and table-tenhand ("Hand 3 of 10 · Ada
1,000"). The results screens are played to as well: results-… a Series 7 tournament to its
end (S7-5), results-tenhand-… a 10-hand match, the dialog over the table it ended at.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from pathlib import Path

from app.engine.rules import Variant
from app.ui.style import DEFAULT_LOOK, LOOKS
from app.ui.translation import ENGLISH, LANGUAGES, install_language

SIZES = ((1280, 800), (1920, 1080))


async def _shoot(folder: Path, look: str) -> list[Path]:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QColor, QPainter
    from PySide6.QtWidgets import QWidget

    from app.ui.main_window import MainWindow
    from app.ui.settings import Settings, save_settings
    from tools.table_scenes import RESULTS_SCENES, SCENES, play_scene, results_dialog

    written: list[Path] = []
    settings_file = Path(tempfile.mkdtemp(prefix="pitboss-shots-")) / "settings.ini"
    save_settings(QSettings(str(settings_file), QSettings.Format.IniFormat), Settings(look=look))

    def save(widget: QWidget, name: str, size: tuple[int, int],
             over: QWidget | None = None) -> None:
        """`widget` as drawn, with `over` (a dialog of it) centred on it as a window manager
        places a dialog over its window: a dialog is a window of its own, not in the grab."""
        path = folder / f"{name}-{size[0]}x{size[1]}.png"
        picture = widget.grab()
        if over is not None:
            on_top = over.grab()
            painter = QPainter(picture)
            left = (picture.width() - on_top.width()) // 2
            top = (picture.height() - on_top.height()) // 2
            painter.drawPixmap(left, top, on_top)
            painter.setPen(QColor(255, 255, 255, 110))  # the dialog window's edge
            painter.drawRect(left - 1, top - 1, on_top.width() + 1, on_top.height() + 1)
            painter.end()
        if not picture.save(str(path)):
            raise OSError(f"Could not write {path}")
        written.append(path)

    for size in SIZES:
        window = MainWindow(stored=QSettings(str(settings_file), QSettings.Format.IniFormat))
        window.database = settings_file.parent / f"games-{size[0]}.sqlite3"  # not the user's
        window.resize(*size)
        window.show()
        await asyncio.sleep(0.2)
        save(window, "lobby", size)
        window.show_settings()  # a dialog over the page in view
        await asyncio.sleep(0.2)
        save(window, "settings", size, over=window.settings_dialog)
        window.settings_dialog.reject()
        window.show_lobby()
        await _director(window, size, save, settings_file.parent)
        for scene in SCENES:
            table = await play_scene(window, scene, database=window.database)
            if scene.advice:
                window.table.ui.advice_button.click()
            await asyncio.sleep(0.3)  # laid out at this size, the advice worked out
            save(window, scene.name, size)
            await table.close()
            await window.close_games()
            window.show_lobby()
        for scene in RESULTS_SCENES:
            table = await play_scene(window, scene, database=window.database)
            await asyncio.sleep(0.3)  # the dialog laid out and drawn
            save(window, scene.name, size, over=results_dialog(window))
            await table.close()
            await window.close_games()
            window.show_lobby()
        window.show_history()  # the games just played, kept
        history = window.history
        history.ui.tournaments_list.setCurrentRow(history.ui.tournaments_list.count() - 1)
        history.ui.hands_list.setCurrentRow(0)
        for _ in range(8):
            history.ui.next_button.click()
        await asyncio.sleep(0.5)
        save(window, "history", size)
        await _report(history, size, save, window)
        await _league(window, size, save)
        window.close()
    return written


async def _report(history: object, size: tuple[int, int], save: object,
                  window: object) -> None:
    """History's "Your report" (issue 23) worked out, a costliest decision opened in the
    replay (history-report-…): the first player of the tournament shown who made a costly
    decision (a few tried), else the report as it stands."""
    from app.ui.history_view import HistoryView

    assert isinstance(history, HistoryView)
    panel = history.ui.review_panel
    players = [panel.ui.player_combo.itemText(row) for row in range(panel.ui.player_combo.count())]
    for player in players[:6]:
        panel.pick_player(player)
        for _ in range(300):  # computed on a thread of its own: up to 30 s on a slow machine
            if not panel.busy:
                break
            await asyncio.sleep(0.1)
        if panel.ui.costliest_list.count():
            break
    costliest = panel.ui.costliest_list
    if costliest.count():
        costliest.setCurrentRow(0)
        costliest.itemActivated.emit(costliest.item(0))
    await asyncio.sleep(0.5)
    save(window, "history-report", size)  # type: ignore[operator]


async def _league(window: object, size: tuple[int, int], save: object) -> None:
    """The League page on the games just played: their players made members (one revoked, to
    show a reason), a season counting every finished tournament; its roster, then its standings
    with the leader's history."""
    from datetime import date, timedelta

    from app.league.points import PRESETS
    from app.store import EventStore, League
    from app.ui.main_window import MainWindow

    assert isinstance(window, MainWindow) and callable(save)
    today = date.today()
    with EventStore.open(window.database) as store:
        league = League(store)
        finished = [record.id for record in store.tournaments() if record.status == "finished"]
        names = sorted({str(row["name"]) for tournament in finished
                        for row in store.results(tournament)})
        for name in names:
            if league.find(name) is None:
                league.add_member(name, adult_confirmed_on=today - timedelta(days=30))
        if len(names) > 1 and league.member(names[-1]).may_register:
            league.revoke(names[-1], reason="Played under two names at one night", by="Dana")
        if not league.seasons():
            league.create_season("This season", starts_on=today - timedelta(days=30),
                                 ends_on=today + timedelta(days=60),
                                 formula=PRESETS["square-root"].to_dict())
            for tournament in finished:
                league.assign("This season", tournament)
    window.show_league()
    page = window.league
    if page.ui.members_table.rowCount():
        page.ui.members_table.selectRow(page.ui.members_table.rowCount() - 1)
    await asyncio.sleep(0.3)
    save(window, "league-roster", size)
    page.ui.league_tabs.setCurrentWidget(page.ui.seasons_page)
    if page.ui.standings_table.rowCount():
        page.ui.standings_table.selectRow(0)
    await asyncio.sleep(0.3)
    save(window, "league-standings", size)


async def _director(window: object, size: tuple[int, int], save: object,
                    folder: Path) -> None:
    """The director's console of a night hosted on loopback, ten bots seated and playing."""
    import random
    import socket

    from app.client.options import HostOptions
    from app.client.remote_bot import play_as_bot
    from app.engine.bots import make_bot
    from app.net.client import tcp_connector
    from app.ui.main_window import MainWindow
    from tools.tv_scene import kiosk_final

    assert isinstance(window, MainWindow) and callable(save)
    def free_port() -> int:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            return int(probe.getsockname()[1])

    port, clock_port = free_port(), free_port()
    window.host_address, window.database = "127.0.0.1", folder / f"night-{size[0]}.sqlite3"
    await window.host_game(HostOptions(variant=Variant.SERIES7, port=port, code="4321",
                                       director_code="9999", clock_port=clock_port))
    connect = tcp_connector("127.0.0.1", port)
    bots = [asyncio.create_task(play_as_bot(connect, name=name, code="4321",
                                            policy=make_bot("basic", random.Random(i))))
            for i, name in enumerate(["Ada", "Bix", "Cleo", "Dex", "Eve", "Finn", "Gus",
                                      "Hana", "Ivo", "Juno", "Kai"])]
    await asyncio.sleep(1.0)
    window.director.ui.start_button.click()
    await asyncio.sleep(3.0)
    window.director.ui.pause_button.click()
    await asyncio.sleep(1.0)
    save(window, "director", size)
    if size == SIZES[0]:
        await _kiosk(window, port, save)
        # The TV page of a live 10-hand final (issue 23).
        await kiosk_final(save, KIOSK_SIZES, folder)
    for task in bots:
        task.cancel()
    await asyncio.gather(*bots, return_exceptions=True)
    await window.close_games()
    window.show_lobby()


KIOSK_SIZES = ((1920, 1080), (3840, 2160), (1080, 1920))


async def _kiosk(window: object, port: int, save: object) -> None:
    """The kiosk following the night the director runs: in play (a table move announced),
    paused, and on a break, at 1920x1080, 3840x2160 and portrait 1080x1920."""
    from app.client.seat_session import SeatSession
    from app.net.client import tcp_connector
    from app.ui.kiosk import KioskWindow
    from app.ui.main_window import MainWindow

    assert isinstance(window, MainWindow) and callable(save)
    director = window.director.session
    assert director is not None
    kiosk = KioskWindow(full_screen=False, muted=True)
    session = SeatSession(tcp_connector("127.0.0.1", port), name="", code="4321",
                          role="display")
    kiosk.follow(session)
    following = asyncio.create_task(session.run())
    kiosk.show_kiosk()
    kiosk.view.show_hint("")  # a kiosk that follows a host is driven from the console
    state = window.director.session.state if window.director.session else None
    await director.direct("resume")
    for _ in range(100):  # a move, announced on the kiosk for a minute (S7-23)
        await asyncio.sleep(0.1)
        tables = state.tables if state is not None else {}
        if len(tables) > 1 and tables.get(1):
            await director.direct("move", player=tables[1][-1].name, table=2)
        if kiosk.view.feed.moves:
            break
    await asyncio.sleep(0.5)

    async def shoot(name: str) -> None:
        for size in KIOSK_SIZES:
            kiosk.resize(*size)
            await asyncio.sleep(0.3)
            kiosk.view.refresh()
            save(kiosk, f"kiosk-{name}", size)

    await shoot("play")
    await director.direct("pause")
    await asyncio.sleep(0.5)
    await shoot("paused")
    await director.direct("jump", level=3)
    await director.direct("add_time", seconds=-3600.0)  # level 3 ends: a break
    await director.direct("resume")
    await asyncio.sleep(1.5)
    await shoot("break")
    following.cancel()
    session.stop()
    kiosk.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.screenshots")
    parser.add_argument("folder", type=Path)
    parser.add_argument("--look", choices=sorted(LOOKS), default=DEFAULT_LOOK,
                        help=f"the window's colours (default {DEFAULT_LOOK}, a light system's)")
    parser.add_argument("--language", default=ENGLISH,
                        help="a language Pitboss ships (app/ui/translation.py LANGUAGES): "
                             "es, de...; default English")
    options = parser.parse_args(argv)
    if options.language not in LANGUAGES:
        parser.error(f"--language must be one of {', '.join(LANGUAGES)}, not "
                     f"{options.language!r}")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication
    from qasync import QEventLoop

    options.folder.mkdir(parents=True, exist_ok=True)
    app = QApplication([sys.argv[0]])
    app.setOrganizationName("Pitboss")
    app.setApplicationName("Pitboss screenshots")
    install_language(app, options.language)  # as the app does, before any view is built
    loop = QEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        written = loop.run_until_complete(_shoot(options.folder, options.look))
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
