"""The league's members as the store keeps them (issue 21, "Members"): what a member is, the
checks a member's values pass before anything is written, and the rows in and out.

A member has a number, a name (the name used at the table, unique within the league as the
host compares names: app/names.py), the date the director confirmed the member is 21 or older
(no date of birth is kept: the league needs only to know it was checked, and when), the date
they joined, and a status (active, suspended, revoked) with the reason, who decided and when.
Only an active member may register for a tournament; the host refuses the others with the
words of `Member.refusal`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from enum import StrEnum
from typing import Any, Final

from app.i18n import Context, arg
from app.names import name_key, name_refusal, normal_name
from app.store.records import StoreError

# The league's refusals, in the reader's language (issue 38: a German window said them in
# English); a terminal command, with no translation installed, says them in English.
league_errors = Context("league_errors")

# A reason or a director's name: one line of text, as a CSV cell and the CLI print it.
REASON_MAX: Final = 200
BY_MAX: Final = 60
_ISO_DAY: Final = re.compile(r"\d{4}-\d{2}-\d{2}")
_CONTROL: Final = re.compile(r"[\x00-\x1f\x7f]")


class LeagueError(StoreError):
    """A request about the league that was refused; the message says why, in words, and
    nothing was changed."""


class MemberStatus(StrEnum):
    ACTIVE = "active"
    SUSPENDED = "suspended"
    REVOKED = "revoked"


@dataclass(frozen=True, slots=True)
class Member:
    number: int
    name: str
    adult_confirmed_on: date
    joined_on: date
    status: MemberStatus
    # Of the last change of status (a reinstatement has them too); None for a member never
    # suspended nor revoked.
    status_reason: str | None
    status_by: str | None
    status_on: date | None

    @property
    def may_register(self) -> bool:
        return self.status is MemberStatus.ACTIVE

    def refusal(self) -> str:
        """Why this member may not register, in words for the person at the door; "" if
        they may."""
        if self.may_register:
            return ""
        verb = "suspended" if self.status is MemberStatus.SUSPENDED else "revoked"
        return (f"The membership of {self.name} (member {self.number}) was {verb} on "
                f"{self.status_on} by {self.status_by}: {self.status_reason}")

    def as_dict(self) -> dict[str, Any]:
        """The member as JSON-ready values (dates as YYYY-MM-DD)."""
        return {
            "number": self.number, "name": self.name,
            "adult_confirmed_on": self.adult_confirmed_on.isoformat(),
            "joined_on": self.joined_on.isoformat(), "status": self.status.value,
            "status_reason": self.status_reason, "status_by": self.status_by,
            "status_on": None if self.status_on is None else self.status_on.isoformat(),
        }


def parse_day(text: str, what: str) -> date:
    """A date written YYYY-MM-DD (the one form a CSV cell, an option and the file share)."""
    text = text.strip()
    if _ISO_DAY.fullmatch(text) is None:
        raise LeagueError(arg(league_errors.tr("%1 is written YYYY-MM-DD, like 2026-12-05, not "
                                               "'%2'"), what, text))
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise LeagueError(arg(league_errors.tr("%1 '%2' is not a date of the calendar"),
                              what, text)) from None


def member_name(name: str) -> tuple[str, str]:
    """The name as kept and its key (app/names.py); LeagueError if it cannot be a player's
    name, since a member plays under it."""
    if not isinstance(name, str):
        raise LeagueError(f"A member's name is text, not {type(name).__name__}")
    refusal = name_refusal(name)
    if refusal:
        raise LeagueError(f"{refusal} (not {normal_name(name)!r})")
    return normal_name(name), name_key(name)


def one_line(text: str, what: str, longest: int) -> str:
    """A reason or a name of who decided: one line of 1 to `longest` characters."""
    if not isinstance(text, str) or not text.strip():
        raise LeagueError(arg(league_errors.tr("%1 must be given"), what))
    text = text.strip()
    if _CONTROL.search(text):
        raise LeagueError(arg(league_errors.tr(
            "%1 must be one line of text, without control characters"), what))
    if len(text) > longest:
        raise LeagueError(arg(league_errors.tr("%1 is %L2 characters long; at most %L3"),
                              what, len(text), longest))
    return text


def adult_confirmation(day: date, today: date) -> date:
    """The date the director confirmed the member is 21 or older: not a date to come."""
    if day > today:
        raise LeagueError(arg(league_errors.tr(
            "The date you confirmed the member is 21 or older (%1) is after today (%2): give "
            "the date it was confirmed"), day.isoformat(), today.isoformat()))
    return day


def joining(day: date, today: date) -> date:
    if day > today:
        raise LeagueError(arg(league_errors.tr("The date of joining (%1) is after today (%2)"),
                              day.isoformat(), today.isoformat()))
    return day


# What each change of status may follow: the current status -> the statuses it may go to.
CHANGES: Final = {
    MemberStatus.ACTIVE: (MemberStatus.SUSPENDED, MemberStatus.REVOKED),
    MemberStatus.SUSPENDED: (MemberStatus.REVOKED, MemberStatus.ACTIVE),
    MemberStatus.REVOKED: (MemberStatus.ACTIVE,),
}
_WORD: Final = {MemberStatus.SUSPENDED: "suspend", MemberStatus.REVOKED: "revoke",
                MemberStatus.ACTIVE: "reinstate"}


def check_change(member: Member, to: MemberStatus) -> None:
    if to not in CHANGES[member.status]:
        already = "is active" if member.status is MemberStatus.ACTIVE else \
            f"is {member.status.value} already" if member.status is to else \
            f"is {member.status.value}: reinstate them first"
        raise LeagueError(f"Cannot {_WORD[to]} {member.name} (member {member.number}): "
                          f"the membership {already}")


MEMBER_COLUMNS: Final = ("number, name, adult_confirmed_on, joined_on, status, status_reason,"
                         " status_by, status_on")


def member_from_row(row: Any) -> Member:
    try:
        return Member(
            number=int(row[0]), name=str(row[1]),
            adult_confirmed_on=date.fromisoformat(row[2]), joined_on=date.fromisoformat(row[3]),
            status=MemberStatus(row[4]),
            status_reason=None if row[5] is None else str(row[5]),
            status_by=None if row[6] is None else str(row[6]),
            status_on=None if row[7] is None else date.fromisoformat(row[7]),
        )
    except (TypeError, ValueError) as error:
        raise StoreError(f"The record of member {row[0]} is damaged: {error}") from None
