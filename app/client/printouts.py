"""The night's printouts as pages (issue 21): a sign-in sheet, seat cards after the draw, the
night's results and a season's table. Plain HTML that Qt's rich text understands
(app/ui/printing.py writes it with Qt's own PDF writer); no Qt here, so each page's words are
tested without a window.

Qt's rich text reads a subset of HTML 4 and CSS: tables with `border`/`cellpadding`, font
sizes in points, and `page-break-after: always` between seat cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from html import escape

from app.i18n import Context, arg, day, number
from app.league.points import points_words
from app.league.standings import Standing

printout_pages = Context("printout_pages")

BODY_PT = 11
CARD_NAME_PT = 48  # a seat card is read from across a room
CARD_PLACE_PT = 96


@dataclass(frozen=True, slots=True)
class SignInRow:
    name: str
    number: int | None = None  # the member number, for a league night
    note: str = ""  # "suspended", "first in line (S7-2)" ...


@dataclass(frozen=True, slots=True)
class SeatCard:
    name: str
    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class ResultRow:
    place: int
    name: str
    chips: int


def sign_in_sheet(night: str, on: date, rows: Iterable[SignInRow]) -> str:
    """One line per player to sign, in name order, with room for a signature."""
    lines = sorted(rows, key=lambda row: (row.name.casefold(), row.name))
    numbered = any(row.number is not None for row in lines)
    head = (_th(printout_pages.tr("Member")) if numbered else "") + \
        _th(printout_pages.tr("Name")) + _th(printout_pages.tr("Note")) + \
        _th(printout_pages.tr("Signature"), "40%")
    body = "".join(
        "<tr>" + (f"<td>{row.number or ''}</td>" if numbered else "")
        + f"<td>{escape(row.name)}</td><td>{escape(row.note)}</td><td>&nbsp;</td></tr>"
        for row in lines)
    return _page(arg(printout_pages.tr("%1: sign-in"), night),
                 arg(printout_pages.tr("%1 · %Ln name(s)", None, len(lines)), day(on)),
                 _table(head, body, tall=True))


def seat_cards(night: str, cards: Sequence[SeatCard]) -> str:
    """A page per player after the draw (S7-6): the name, the table and the seat in large
    type, by table then seat, as a director hands them out."""
    ordered = sorted(cards, key=lambda card: (card.table, card.seat))
    pages = []
    for index, card in enumerate(ordered):
        # Qt's rich text breaks pages before a paragraph, not around a block of them.
        breaks = " page-break-before: always;" if index else ""
        pages.append(
            f"<p align='center' style='font-size: {BODY_PT}pt;{breaks}'>{escape(night)}</p>"
            f"<p align='center' style='font-size: {CARD_NAME_PT}pt'><b>{escape(card.name)}"
            f"</b></p><p align='center' style='font-size: {CARD_PLACE_PT}pt'>"
            + escape(arg(printout_pages.tr("Table %1"), card.table)) + "<br>"
            + escape(arg(printout_pages.tr("Seat %1"), card.seat)) + "</p>")
    return _document("".join(pages) or
                     f"<p>{escape(printout_pages.tr('No seats have been drawn yet.'))}</p>")


def results_sheet(tournament: str, on: date, rows: Iterable[ResultRow]) -> str:
    """The places and chips (C-12: tied players share a place)."""
    ordered = sorted(rows, key=lambda row: (row.place, row.name.casefold()))
    body = "".join(f"<tr><td align='right'>{number(row.place)}</td><td>{escape(row.name)}</td>"
                   f"<td align='right'>{number(row.chips)}</td></tr>" for row in ordered)
    head = _th(printout_pages.tr("Place")) + _th(printout_pages.tr("Name"), "60%") + \
        _th(printout_pages.tr("Chips"))
    return _page(arg(printout_pages.tr("%1: results"), tournament),
                 arg(printout_pages.tr("%1 · %Ln player(s)", None, len(ordered)),
                     day(on)),
                 _table(head, body))


def season_table(season: str, dates: str, rows: Sequence[Standing]) -> str:
    """A season's standings as the league ranks them (app/league/standings.py)."""
    body = "".join(
        f"<tr><td align='right'>{number(rank)}</td><td>{escape(row.member)}</td>"
        f"<td align='right'>{points_words(row.points)}</td>"
        f"<td align='right'>{number(row.events)}</td><td align='right'>{number(row.wins)}</td>"
        f"<td align='right'>{number(row.best_finish)}</td>"
        f"<td align='right'>{number(row.average_finish, 1)}</td>"
        f"<td align='right'>{number(row.chips_won_dealing)}</td></tr>"
        for rank, row in enumerate(rows, 1))
    head = (_th(printout_pages.tr("#", "a place in the standings"))
            + _th(printout_pages.tr("Member"), "25%") + _th(printout_pages.tr("Points"))
            + _th(printout_pages.tr("Events")) + _th(printout_pages.tr("Wins"))
            + _th(printout_pages.tr("Best")) + _th(printout_pages.tr("Average"))
            + _th(printout_pages.tr("Chips won dealing")))
    return _page(arg(printout_pages.tr("%1: standings"), season), dates, _table(head, body))


def _th(text: str, width: str = "") -> str:
    """A column's header cell, its words escaped (a translation may hold an "&")."""
    return (f"<th width='{width}'>" if width else "<th>") + f"{escape(text)}</th>"


def _page(title: str, subtitle: str, content: str) -> str:
    return _document(f"<h1>{escape(title)}</h1><p>{escape(subtitle)}</p>{content}")


def _table(head: str, body: str, *, tall: bool = False) -> str:
    padding = 16 if tall else 4  # room to sign on a sign-in sheet
    return (f"<table border='1' cellspacing='0' cellpadding='{padding}' width='100%'>"
            f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")


def _document(content: str) -> str:
    return (f"<html><body style='font-family: sans-serif; font-size: {BODY_PT}pt'>"
            f"{content}</body></html>")
