"""The app's language: Qt's translators and locale, installed once as the app starts.

The language is the system's (QLocale.system()) unless Settings names one; a language Pitboss
has no translation for reads in English. The translators are Qt's own (qtbase's, for Qt's
dialogs and their buttons) and Pitboss's (resources/i18n/pitboss_<language>.qm, built from
i18n/*.ts by `make`). The layers below the windows read the same translator and locale through
app/i18n.py. A new choice in Settings takes effect the next time Pitboss starts, as in Picard:
every view built since reads its words once (docs/decisions/translations.md).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import date

from PySide6.QtCore import QCoreApplication, QDate, QLibraryInfo, QLocale, QTranslator

from app import i18n
from app.resources import resources_dir
from app.ui.style import SYSTEM  # "system": the same word as the look's that follows the system

log = logging.getLogger(__name__)

ENGLISH = "en"  # the source language: it needs no translator
# The languages Pitboss ships, each named in itself (as a language list shows them). One is
# added here once its i18n/pitboss_<code>.ts is complete (tests/test_i18n.py holds it so).
LANGUAGES: dict[str, str] = {ENGLISH: "English", "de": "Deutsch", "es": "Español"}
LANGUAGE_CHOICES = (SYSTEM, *LANGUAGES)
# A day on a printout (`i18n.day`): the weekday, the day, the month and the year, named in
# the locale's language ("Saturday 05 December 2026" as the English source writes it).
DAY_FORMAT = "dddd dd MMMM yyyy"


def translations_dir() -> str:
    return str(resources_dir() / "i18n")


# Where the system names no locale (C or POSIX: a bare server, CI), the app reads in English
# as Pitboss writes it (British: "colour", "3 December 2026"), numbers grouped "12,345".
NO_LOCALE = QLocale("en_GB")


def locale_for(choice: str, system: QLocale | None = None) -> QLocale:
    """The locale the app reads in: the system's own (its region's numbers and dates kept)
    when following the system or when the language chosen is the system's; else the chosen
    language's own (English as Pitboss writes it)."""
    system = system if system is not None else QLocale.system()
    if system.language() == QLocale.Language.C:
        system = NO_LOCALE
    if choice not in LANGUAGES or choice == language_for(system):
        return system
    return NO_LOCALE if choice == ENGLISH else QLocale(choice)


def language_for(locale: QLocale) -> str:
    """The shipped language a locale reads in: its own where Pitboss has it, else English."""
    code = locale.name().split("_")[0]
    return code if code in LANGUAGES else ENGLISH


@dataclass(frozen=True)
class Installed:
    """What `install_language` installed (kept alive: a collected QTranslator is uninstalled)."""

    language: str
    locale: QLocale
    translators: tuple[QTranslator, ...]


def install_language(app: QCoreApplication, choice: str) -> Installed:
    """Qt's and Pitboss's translators for `choice` ("system" or a code of LANGUAGES) on `app`,
    its locale as every QLocale()'s default, and both for app/i18n.py."""
    locale = locale_for(choice)
    QLocale.setDefault(locale)
    language = language_for(locale)
    translators: list[QTranslator] = []
    ours: QTranslator | None = None  # Pitboss's, which app/i18n.py reads too
    if language != ENGLISH:
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for name, folder in (("qtbase", qt_folder), ("pitboss", translations_dir())):
            translator = QTranslator(app)
            if translator.load(QLocale(language), name, "_", folder):
                app.installTranslator(translator)
                translators.append(translator)
                ours = translator if name == "pitboss" else ours
            else:  # a checkout without `make`, or a bundle without Qt's translations
                log.warning("no %s translation for %s in %s", name, language, folder)

    def lookup(context: str, text: str, disambiguation: str | None, n: int) -> str:
        return (ours.translate(context, text, disambiguation, n) or "") if ours else ""

    def number_format(value: float, decimals: int | None) -> str:
        default = QLocale()  # the default set above
        if decimals is None:
            return default.toString(int(value))
        return default.toString(float(value), "f", decimals)

    def date_format(value: date) -> str:
        # The English printout's form, "Saturday 05 December 2026", with the locale's names.
        return QLocale().toString(QDate(value.year, value.month, value.day), DAY_FORMAT)

    i18n.install(lookup, number_format, date_format)
    return Installed(language, locale, tuple(translators))


def running_language() -> str:
    """The language the app reads in now (QLocale's default, set as it started): a choice in
    Settings takes effect at the next start."""
    return language_for(QLocale())


def uninstall_language(app: QCoreApplication, installed: Installed) -> None:
    """Back to English and the system's locale (a test that installed a language)."""
    for translator in installed.translators:
        app.removeTranslator(translator)
    QLocale.setDefault(QLocale.system())
    i18n.uninstall()
