"""Help > About Pitboss, in the main window's menu: the version (app/__init__.py, the one place
it is written), what Pitboss is, and the Qt and Python it runs on, which a bug report needs."""

from __future__ import annotations

import platform
import sys

from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from app import __version__
from app.i18n import Context, arg

about_words = Context("about_words")


def about_text() -> str:
    build = about_words.tr("installed build") if getattr(sys, "frozen", False) \
        else about_words.tr("from source")
    return (f"<h3>Pitboss {__version__}</h3>"
            + about_words.tr(
                "<p>Blackjack tournaments: Series 7, 10-hand and BlackJack eXtreme, at home "
                "against bots, on a LAN game night, or as the clock on a big screen.</p>"
                "<p>Chips have no cash value; nothing in Pitboss touches money.</p>")
            + arg(about_words.tr("<p><small>Qt %1, Python %2, %3</small></p>"), qVersion(),
                  platform.python_version(), build))


def show_about(parent: QWidget) -> None:
    QMessageBox.about(parent, about_words.tr("About Pitboss"), about_text())
