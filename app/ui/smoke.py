"""`pitboss run --smoke-test`: proves an installed or frozen Pitboss has everything it needs.

It starts the app as a person would (the QApplication, offscreen unless QT_QPA_PLATFORM says
otherwise, and the qasync loop), checks the parts a build can leave behind, then plays one whole
hand: a host on a loopback port (127.0.0.1, port 0), a bot over TCP, and the window at the table
over TCP as the other player, answering through the table's own buttons.

    the Qt plugins    platforms (the one in use; on Linux also xcb, wayland, offscreen),
                      imageformats/svg, iconengines/svg; checked before the QApplication exists,
                      since Qt aborts without a platform plugin
    the modules       every module of the app, Qt Multimedia (the sounds), python-zeroconf
                      (its compiled modules), the compiled forms
    the resources     the theme: its manifest, every card, back and chip SVG, every sound;
                      each shipped language's translations, Pitboss's and Qt's; the web
                      pages' files and words, and their server (aiohttp) on loopback
    the game          one hand over TCP to its end, drawn at the table

Exit 0 and a PASS line when all is there; otherwise exit 1 with a FAIL line saying what is missing
(never a traceback), within SMOKE_SECONDS at most. The user's settings and History are untouched.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import os
import pkgutil
import platform
import random
import sys
import tempfile
import threading
import time
import wave
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

import app

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from app.net.protocol import Events
    from app.ui.main_window import MainWindow

SMOKE_SECONDS = 60.0  # the whole test, start to end; a stuck hand fails with the reason
WATCHDOG_SECONDS = SMOKE_SECONDS + 15  # stuck outside the loop's reach: exit all the same
EXIT_FAILED = 1
LAN_SECONDS = 5.0  # to start and stop LAN discovery on loopback
# The plugins each system's build must carry (folder -> plugin names, without "lib" and the
# file's extension); the platform in use is added to them.
REQUIRED_PLUGINS: dict[str, dict[str, set[str]]] = {
    "linux": {"platforms": {"qxcb", "qwayland", "qoffscreen"}, "imageformats": {"qsvg"},
              "iconengines": {"qsvgicon"}},
    "darwin": {"platforms": {"qcocoa", "qoffscreen"}, "imageformats": {"qsvg"},
               "iconengines": {"qsvgicon"}},
    "win32": {"platforms": {"qwindows", "qoffscreen"}, "imageformats": {"qsvg"},
              "iconengines": {"qsvgicon"}},
}


class SmokeFailure(Exception):
    """A part the app needs is missing or broken; the message says which, for a person."""


_said = ["nothing yet"]  # the last line said: where a test that times out got to


def say(line: str) -> None:
    _said[0] = line
    print(f"smoke test: {line}", flush=True)


def run_smoke_test() -> int:
    """The whole test; the exit status."""
    started = time.monotonic()
    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    errors: list[str] = []
    previous_hook = sys.excepthook

    def record(kind: type[BaseException], error: BaseException,
               _traceback: TracebackType | None) -> None:
        errors.append(f"{kind.__name__}: {error}")

    # An exception in a Qt slot is printed by PySide through sys.excepthook: recorded here
    # and reported as a failure, in one line.
    sys.excepthook = record
    watchdog = threading.Timer(WATCHDOG_SECONDS, _give_up)
    watchdog.daemon = True
    watchdog.start()
    try:
        say(f"Pitboss {app.__version__}, Python {platform.python_version()}, "
            + ("frozen" if getattr(sys, "frozen", False) else "from source"))
        check_plugins_present()
        _run_in_qt(errors)
    except SmokeFailure as failure:
        return _failed(str(failure))
    except Exception as error:  # whatever else broke, in one line: this is what it is for
        return _failed(f"{type(error).__name__}: {error}")
    finally:
        watchdog.cancel()
        sys.excepthook = previous_hook
    say(f"PASS in {time.monotonic() - started:.1f} s")
    return 0


def _failed(reason: str) -> int:
    print(f"smoke test: FAIL: {reason}", file=sys.stderr, flush=True)
    return EXIT_FAILED


def _give_up() -> None:
    """The watchdog's end: a call that never returns (a hung library) is out of asyncio's
    reach, so the process is ended from this thread, still with a reason."""
    _failed(f"not done within {WATCHDOG_SECONDS:.0f} s: stuck after {_said[0]!r}")
    os._exit(EXIT_FAILED)


def _run_in_qt(errors: list[str]) -> None:
    from app.ui.application import start_qt

    qt_app, loop = start_qt()

    def on_error(_loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        error = context.get("exception")
        errors.append(f"{type(error).__name__}: {error}" if error is not None
                      else str(context.get("message")))

    loop.set_exception_handler(on_error)
    with tempfile.TemporaryDirectory(prefix="pitboss-smoke-") as folder, loop:
        try:
            loop.run_until_complete(asyncio.wait_for(
                _smoke(qt_app, Path(folder), errors), SMOKE_SECONDS))
        except TimeoutError:
            raise SmokeFailure(f"not done within {SMOKE_SECONDS:.0f} s; the last step done: "
                               f"{_said[0]!r}") from None


async def _smoke(qt_app: QApplication, folder: Path, errors: list[str]) -> None:
    say(f"Qt {_qt_version()} on the {qt_app.platformName()} platform")
    check_plugins_loaded()
    say(f"ok  {check_modules()}")
    say(f"ok  {check_advisor()}")
    say(f"ok  {check_names()}")
    say(f"ok  {check_theme()}")
    say(f"ok  {check_translations()}")
    say(f"ok  {await check_lan()}")
    say(f"ok  {await check_web_page()}")
    window = _window(folder)
    try:
        hand = await play_one_hand(window, folder, errors)
    finally:
        window.close()
        await window.shut_down()
    if errors:
        raise SmokeFailure(f"an error in the app: {errors[0]}")
    say(f"ok  {hand}")


# ---- Qt's plugins -------------------------------------------------------------------------------


def _qt_version() -> str:
    from PySide6.QtCore import qVersion

    return str(qVersion())


def _plugin_folders() -> list[Path]:
    """Where Qt looks for plugins: its library paths (the bundle's own, when frozen)."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo

    paths = [QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath),
             *QCoreApplication.libraryPaths(),
             *os.environ.get("QT_PLUGIN_PATH", "").split(os.pathsep)]
    seen: list[Path] = []
    for path in paths:
        if path and Path(path) not in seen and Path(path).is_dir():
            seen.append(Path(path))
    return seen


def _plugin_files(folder: str) -> dict[str, Path]:
    """The plugins in a folder of Qt's plugins, by name (no "lib", no extension)."""
    files: dict[str, Path] = {}
    for base in reversed(_plugin_folders()):  # the first folder Qt searches wins
        for path in (base / folder).glob("*"):
            stem = path.name.split(".")[0]
            files[stem[3:] if stem.startswith("lib") and os.name != "nt" else stem] = path
    return files


def check_plugins_present() -> None:
    """The plugin files are there, and the platform plugin in use and the SVG ones load
    (before the QApplication: without its platform plugin Qt aborts, with a message of its
    own). The other platforms' are only looked for: this system need not have X11's or
    Wayland's libraries to be fit for the one it runs."""
    from PySide6.QtCore import QPluginLoader

    requested = os.environ["QT_QPA_PLATFORM"].split(":")[0].split(";")[0]
    platform_plugin = "qwayland" if requested.startswith("wayland") else f"q{requested}"
    required = {folder: set(names) for folder, names in
                REQUIRED_PLUGINS.get(sys.platform, REQUIRED_PLUGINS["linux"]).items()}
    required["platforms"].add(platform_plugin)
    missing = [f"{folder}/{name}" for folder, names in sorted(required.items())
               for name in sorted(names - set(_plugin_files(folder)))]
    if missing:
        where = ", ".join(str(path) for path in _plugin_folders()) or "nowhere"
        raise SmokeFailure(f"Qt plugins missing: {', '.join(missing)} (looked in {where})")
    # A library a plugin links against and the system lacks shows here, by name.
    for folder, name in (("platforms", platform_plugin), ("imageformats", "qsvg"),
                         ("iconengines", "qsvgicon")):
        loader = QPluginLoader(str(_plugin_files(folder)[name]))
        if not loader.load():
            what = (f"platform plugin {requested!r}" if folder == "platforms"
                    else f"plugin {folder}/{name}")
            raise SmokeFailure(f"the Qt {what} cannot be loaded: {loader.errorString()}")
    say("ok  Qt plugins present: " + ", ".join(f"{folder}/{name}" for folder, names
                                       in sorted(required.items()) for name in sorted(names)))


def check_plugins_loaded() -> None:
    """Qt loads the SVG plugins: the cards, the chips and the icon are SVG."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon, QImageReader

    from app.resources import resources_dir

    formats = {bytes(name.data()).decode() for name in QImageReader.supportedImageFormats()}
    if "svg" not in formats:
        raise SmokeFailure("Qt cannot read SVG pictures: the imageformats/svg plugin did not "
                           f"load (it reads {', '.join(sorted(formats)) or 'nothing'})")
    icon_file = resources_dir() / "icons" / "pitboss.svg"
    if not icon_file.is_file():
        raise SmokeFailure(f"the app's icon is missing: {icon_file}")
    if QIcon(str(icon_file)).pixmap(QSize(64, 64)).isNull():
        raise SmokeFailure(f"Qt cannot draw the app's icon {icon_file}")
    say("ok  Qt draws SVG: the theme's pictures and the app's icon")


# ---- modules ------------------------------------------------------------------------------------


def _app_modules() -> Iterator[str]:
    for module in pkgutil.walk_packages(app.__path__, "app."):
        name = module.name
        if not name.endswith(".__main__"):
            yield name


def check_modules() -> str:
    """Every module of the app imports (and with it numpy, msgspec, segno...), and those it
    loads by name."""
    names = list(_app_modules())
    forms = [name for name in names if name.startswith("app.ui.forms.ui_")]
    if not forms:
        raise SmokeFailure("the compiled forms (app/ui/forms/ui_*.py) are missing: "
                           "`make forms` makes them")
    for name in [*names, "PySide6.QtMultimedia", "PySide6.QtSvg", "zeroconf.asyncio"]:
        try:
            importlib.import_module(name)
        except ImportError as error:  # what a frozen build left out, or a broken install
            raise SmokeFailure(f"cannot import {name}: {error}") from None
    if sys.platform == "linux":
        try:
            importlib.import_module("PySide6.QtDBus")  # the kiosk's keep-awake
        except ImportError as error:
            raise SmokeFailure(f"cannot import PySide6.QtDBus: {error}") from None
    from app.ui.sounds import QtSoundBackend, default_backend

    sound = ("Qt Multimedia" if isinstance(default_backend(), QtSoundBackend)
             else "silent here: no audio output")
    return f"{len(names)} modules ({len(forms)} forms), sound {sound}"


def check_advisor() -> str:
    """The advisor's numbers (numpy: the dealer's odds) for one hand."""
    import numpy

    from app.engine.actions import Action
    from app.engine.advisor import advise, parse_rank
    from app.engine.variants.series7.advisor import rules_for_series7
    from app.engine.variants.series7.rules import Series7Rules

    hand, up = [parse_rank("T"), parse_rank("6")], parse_rank("T")
    values = advise(hand, up, rules_for_series7(Series7Rules()))
    if not {Action.HIT, Action.STAND} <= set(values):
        raise SmokeFailure(f"the advisor gave no value for hit and stand: {values}")
    best = next(iter(values))
    return f"the advisor (numpy {numpy.__version__}): T,6 against T, best {best.value}"


def check_names() -> str:
    """Names are judged as the host judges every hello (app/names.py), with Unicode's scripts
    from confusable_homoglyphs' data file: a frozen build without it closed every connection."""
    from app.names import name_refusal

    try:
        refusal = name_refusal("\u0410lice")  # a Cyrillic A before Latin letters
    except OSError as error:
        raise SmokeFailure(f"names cannot be judged: {error}") from None
    if "mixes letters" not in refusal or name_refusal("Alice"):
        raise SmokeFailure(f"names are judged wrongly: {refusal!r}")
    return "names judged: a name mixing scripts is refused"


# ---- resources ----------------------------------------------------------------------------------


def check_theme() -> str:
    """The default theme's manifest, its felt (a colour), each SVG it names (drawable by Qt),
    each sound (a WAV)."""
    from PySide6.QtGui import QColor
    from PySide6.QtSvg import QSvgRenderer

    from app.engine.cards import DECK
    from app.resources import DEFAULT_THEME, theme_dir
    from app.ui.sounds import CHIPS, DEAL, ERROR, LEVEL, TURN, WIN

    folder = theme_dir(DEFAULT_THEME)
    manifest_file = folder / "manifest.json"
    try:
        manifest = json.loads(manifest_file.read_text(encoding="utf-8"))
        pictures = [manifest["back"],
                    *(f"{manifest[deck]}/{card}.svg" for deck in ("cards", "four_colour_cards")
                      for card in DECK),
                    *manifest["chips"].values()]
    except FileNotFoundError:
        raise SmokeFailure(f"the theme is missing: {manifest_file} not found "
                           "(`make art` makes it)") from None
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
        raise SmokeFailure(f"the theme's manifest {manifest_file} is unreadable: "
                           f"{type(error).__name__}: {error}") from None
    felt = manifest.get("felt")  # the table's colour: the app reads it from here
    if not QColor(str(felt)).isValid():
        raise SmokeFailure(f"the theme's manifest {manifest_file} names no felt colour "
                           f"(its felt is {felt!r})")
    for relative in pictures:
        path = folder / relative
        if not path.is_file():
            raise SmokeFailure(f"a picture of the theme is missing: {path}")
        if not QSvgRenderer(str(path)).isValid():
            raise SmokeFailure(f"a picture of the theme is not an SVG Qt can draw: {path}")
    sounds = (DEAL, CHIPS, WIN, LEVEL, TURN, ERROR)
    for name in sounds:
        path = folder / "sounds" / f"{name}.wav"
        try:
            with wave.open(str(path), "rb") as sound:
                if sound.getnframes() == 0:
                    raise SmokeFailure(f"a sound of the theme is empty: {path}")
        except FileNotFoundError:
            raise SmokeFailure(f"a sound of the theme is missing: {path}") from None
        except (OSError, EOFError, wave.Error) as error:
            raise SmokeFailure(f"a sound of the theme is not a WAV file: {path} ({error})"
                               ) from None
    return f"theme {DEFAULT_THEME!r}: {len(pictures)} pictures, {len(sounds)} sounds"


def check_translations() -> str:
    """Each language Pitboss ships reads in the bundle: its own translation (a host's phrase
    worded) and Qt's for its dialogs ("Cancel"), loaded beside the app's own, not installed."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    from app.phrases import TEMPLATES
    from app.ui.translation import ENGLISH, LANGUAGES, translations_dir

    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    read: list[str] = []
    for language in (code for code in LANGUAGES if code != ENGLISH):
        for name, folder, context, text in (
                ("pitboss", translations_dir(), "phrases", TEMPLATES["wrong_join_code"]),
                ("qtbase", qt_folder, "QPlatformTheme", "Cancel")):
            translator = QTranslator()
            if not translator.load(QLocale(language), name, "_", folder):
                raise SmokeFailure(f"{name}'s {LANGUAGES[language]} translation is missing "
                                   f"from {folder}")
            if translator.translate(context, text) in {"", text}:
                raise SmokeFailure(f"{name}'s {LANGUAGES[language]} translation does not "
                                   f"translate {text!r}")
        read.append(LANGUAGES[language])
    return f"translations: {', '.join(read)} (Pitboss's and Qt's)"


async def check_web_page() -> str:
    """The web pages' files (resources/web/), which `pitboss host --http-port` serves, and their
    server: aiohttp with its compiled HTTP parser and WebSocket reader, serving the clock's
    state and a WebSocket on 127.0.0.1, fetched with aiohttp's own client."""
    import aiohttp
    from aiohttp import http_parser
    from aiohttp._websocket import reader

    from app.net import protocol as p
    from app.net.transport import Connection
    from app.net.web_clock import FILE_PAGES, WebClock, clock_page, page_files, season_page
    from app.net.web_words import languages as web_languages
    from app.ui.translation import LANGUAGES

    try:
        page, season = clock_page(), season_page()
    except OSError as error:
        raise SmokeFailure(f"the clock page's files are missing: {error}") from None
    try:  # the director's remote and its modules, the channel's bundle among them
        page_modules = {file for name in FILE_PAGES.values() for file in page_files(name)}
    except OSError as error:
        raise SmokeFailure(f"a web page's files are missing: {error}") from None
    # The pages' words in each language the app ships (resources/i18n/*.web.json).
    unworded = sorted(set(LANGUAGES) - set(web_languages()))
    if unworded:
        raise SmokeFailure(f"the web pages' words are missing in {', '.join(unworded)}: "
                           "run `make translations`")
    compiled = {"HTTP parser": http_parser.HttpRequestParser is not
                http_parser.HttpRequestParserPy,
                "WebSocket reader": reader.WebSocketReader.__module__.endswith("reader_c")}
    missing = [name for name, there in compiled.items() if not there]
    if missing:
        raise SmokeFailure(f"aiohttp's compiled {' and '.join(missing)} cannot be loaded")

    async def echo(conn: Connection) -> None:  # as the host attends a browser's socket
        body = await conn.receive()
        if body is not None:
            await conn.send(p.HEADER.pack(len(body)) + body)

    web = WebClock(lambda: {"name": "Smoke test"}, attend=echo)
    try:
        await web.start("127.0.0.1", 0)
        async with aiohttp.ClientSession() as session:
            url = f"http://127.0.0.1:{web.port}"
            async with session.get(f"{url}/clock.json") as answer:
                state = await answer.json()
            for path in FILE_PAGES:
                async with session.get(f"{url}{path}") as answer:
                    if answer.status != 200:
                        raise SmokeFailure(f"the web page {path} answered {answer.status}")
            async with session.ws_connect(f"{url}/ws") as socket:
                await socket.send_bytes(b"smoke")
                echoed = await socket.receive_bytes(timeout=LAN_SECONDS)
    except (OSError, aiohttp.ClientError, TimeoutError) as error:
        raise SmokeFailure(f"the web page cannot be served: {type(error).__name__}: {error}"
                           ) from None
    finally:
        await web.close()
    if state != {"name": "Smoke test"} or echoed != b"smoke":
        raise SmokeFailure(f"the web page answered {state!r} and its WebSocket {echoed!r}")
    return (f"the clock page ({len(page) // 1024} KiB) and the season's "
            f"({len(season) // 1024} KiB), {', '.join(FILE_PAGES)} ({len(page_modules)} files) "
            f"in {', '.join(web_languages())}, served by aiohttp {aiohttp.__version__}, a "
            "WebSocket echoed")


# ---- the network --------------------------------------------------------------------------------


async def check_lan() -> str:
    """LAN discovery starts (python-zeroconf and the beacon) and stops, on loopback only."""
    from app.net.discovery import Browser

    browser = Browser(interfaces=["127.0.0.1"], beacon_port=0, beacon_address="127.0.0.1")
    try:
        await asyncio.wait_for(browser.start(), LAN_SECONDS)
    except (OSError, TimeoutError) as error:
        # The machine's network, not the installation: the lobby says the same and goes on.
        return f"LAN discovery not started here ({type(error).__name__}: {error})"
    finally:
        await asyncio.wait_for(browser.stop(), LAN_SECONDS)
    return "LAN discovery started and stopped"


def _window(folder: Path) -> MainWindow:
    """The app's main window, with settings and History of the test's own."""
    from PySide6.QtCore import QSettings

    from app.ui.main_window import MainWindow

    stored = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(stored=stored)
    window.database = folder / "games.sqlite3"
    window.host_address = "127.0.0.1"
    window.resize(1280, 800)
    window.show()
    return window


async def play_one_hand(window: MainWindow, folder: Path, errors: list[str]) -> str:
    """A host on 127.0.0.1 (a free port), stored in SQLite as `pitboss host` does; a bot and
    the window join it over TCP; done when a hand has ended and the table has shown it."""
    from app.client.options import JoinOptions
    from app.client.remote_bot import play_as_bot
    from app.engine.bots import make_bot
    from app.engine.variants.series7.rules import Series7Rules
    from app.net.client import tcp_connector
    from app.net.night import HostedNight, NightPlan

    code = "smoke"
    # Timers long enough that every answer of the window's seat comes from its buttons.
    night = HostedNight(NightPlan(
        name="Smoke test", rules=Series7Rules(), join_code=code,
        database=folder / "host.sqlite3", settings={"code": code}, address="127.0.0.1",
        bet_seconds=30, decision_seconds=30, start_when=2))
    host = await night.start()
    port = night.port
    night.run_beside(play_as_bot(tcp_connector("127.0.0.1", port), name="Bot", code=code,
                                 policy=make_bot("basic", random.Random(7)), retry_seconds=0.2))
    started = time.monotonic()
    try:
        window.join(JoinOptions(address="127.0.0.1", port=port, code=code, role="player",
                                name="You"))
        table = window.table
        table.speed = 0.1  # the cards still slide, quickly
        if table.sounds is not None:
            table.sounds.muted = True
        watch = HandWatch(window)
        advice = ""
        while not watch.done:
            if host.failure is not None:
                raise SmokeFailure(f"the host stopped: {host.failure}")
            if window.session is not None and window.session.refused:
                raise SmokeFailure(f"the host refused the window: {window.session.refused}")
            if errors:
                raise SmokeFailure(f"an error in the app: {errors[0]}")
            if not advice and table.shown.decision is not None and not table.queue:
                advice = _ask_advice(window)
            watch.answers += _answer(window)
            await asyncio.sleep(0.05)
        while table.queue:  # the end shown on the felt, not only received
            await asyncio.sleep(0.05)
        if window.grab().isNull():
            raise SmokeFailure("the window could not be drawn")
        seconds = time.monotonic() - started
    finally:
        await window.close_games()
        await night.stop()
    asked = f", advice: {advice!r}" if advice else ""
    return (f"Series 7 over TCP on 127.0.0.1:{port}, you and a bot: {watch.hands} hand(s) "
            f"played to the end, {watch.answers} answers from the table's buttons{asked}, "
            f"{seconds:.1f} s")


class HandWatch:
    """Listens to the window's seat beside the table: `done` once a hand has ended in which
    the window answered the host (a hand can also end without asking it anything, when the
    bot busts or has a natural: then the next one is played)."""

    def __init__(self, window: MainWindow) -> None:
        session = window.session
        if session is None:
            raise SmokeFailure("the window did not join the host")
        self.answers = 0  # clicks on the table's buttons, in all
        self.hands = 0
        self.done = False
        self._answered_before = 0
        session.add_listener(self)

    def on_event_events(self, message: Events) -> None:
        for event in message.events:
            if event.get("type") == "HandEnded":
                self.hands += 1
                self.done = self.done or self.answers > self._answered_before
                self._answered_before = self.answers


def _ask_advice(window: MainWindow) -> str:
    """The table's advice button, as a person asks for it before acting."""
    table = window.table
    if not table.ui.advice_button.isVisibleTo(table) or not table.ui.advice_button.isEnabled():
        return ""
    table.ui.advice_button.click()
    text = table.ui.advice_label.text().strip()
    if not text:
        raise SmokeFailure("the table's advice button gave no advice")
    return text.splitlines()[0]


def _answer(window: MainWindow) -> int:
    """Answer what the table asks of its seat through its buttons, as a person would: the
    minimum bet; stand (or its like); else the first action offered. 1 if it clicked."""
    from app.engine.actions import Action

    table = window.table
    shown = table.shown
    if shown.bet_request is not None and table.ui.min_bet_button.isVisibleTo(table):
        table.ui.min_bet_button.click()
        return 1
    if shown.decision is None or table.queue:
        return 0
    preferred = (Action.STAND, Action.DEALER_STAND, Action.NO_INSURANCE, Action.CHECK,
                 Action.STAY_IN)
    buttons = [table.buttons[action] for action in preferred]
    buttons += [*table.buttons.values(), table.ui.show_first_button]
    button = next((b for b in buttons if b.isVisibleTo(table) and b.isEnabled()), None)
    if button is None:
        return 0
    button.click()
    return 1

