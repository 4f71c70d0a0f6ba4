"""The kinds of value the `pitboss` subcommands take, checked as argparse reads them.

Each function here is an argparse `type=`: it turns the text into the value or raises
`ArgumentTypeError` with what is wrong, and argparse then says so in its usage-error style
("pitboss host: error: argument --port: ...") with exit status 2, before anything starts. A
check that needs two options at once (a field that the variant's rules cap) raises
`UsageError` from the subcommand instead, which `app.cli` reports the same way.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from app.engine.variants.rule_sets import Rules

HIGHEST_PORT = 65535  # TCP and UDP port numbers are 16 bits


class UsageError(Exception):
    """A subcommand's options do not go together; the message names the option, as
    argparse's own messages do ("argument --players: ...")."""


class Address(NamedTuple):
    """A host to connect to: `--connect HOST:PORT`."""

    host: str
    port: int

    def __str__(self) -> str:
        return f"{self.host}:{self.port}"


def whole_number(low: int, high: int | None = None) -> Callable[[str], int]:
    """A whole number from `low` (to `high`, if given)."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < low or (high is not None and value > high):
            span = f"from {low} to {high}" if high is not None else f"from {low}"
            raise argparse.ArgumentTypeError(f"give a whole number {span}, not {value}")
        return value

    return parse


def port(*, zero_means: str | None = None) -> Callable[[str], int]:
    """A TCP or UDP port, 1 to 65535; 0 too where it means something (`zero_means`: a free
    port chosen by the system, or none)."""
    low = 0 if zero_means else 1
    whole = whole_number(low, HIGHEST_PORT)

    def parse(text: str) -> int:
        try:
            return whole(text)
        except argparse.ArgumentTypeError:
            also = f" (0: {zero_means})" if zero_means else ""
            raise argparse.ArgumentTypeError(
                f"a port is a whole number from {low} to {HIGHEST_PORT}{also}, not "
                f"{text!r}") from None

    return parse


def players(text: str) -> int:
    """A number of players: a tournament needs at least two (the most is the variant's: see
    `check_field`)."""
    try:
        return whole_number(2)(text)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(
            f"a tournament needs at least two players: give a whole number from 2, not "
            f"{text!r}") from None


def positive_number(text: str) -> float:
    """A finite number above 0 (seconds, a speed-up)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"give a number above 0, not {text!r}")
    return value


def seed_number(text: str) -> int:
    """A seed to repeat a run: 0 or more. Python's generator seeds with the absolute value,
    so a negative seed would replay its positive twin while looking like another run."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"a seed is a whole number from 0, not {value}")
    return value


def given_text(text: str) -> str:
    """Text that is not empty nor only spaces (a join code)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("must not be empty")
    return text


def join_code(text: str) -> str:
    """A join or director code a director chooses: 4 to 12 characters, as the window asks."""
    from app.net.codes import code_refusal

    refusal = code_refusal(text)
    if refusal:
        raise argparse.ArgumentTypeError(refusal[0].lower() + refusal[1:])
    return text.strip()


def database_file(text: str) -> Path:
    """A database file in a folder that exists: a mistyped folder is said, not created."""
    path = Path(text).expanduser()
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{path} is a folder; give a file in it, such as "
                                         f"{path / 'pitboss.sqlite3'}")
    if not path.parent.is_dir():
        raise argparse.ArgumentTypeError(f"there is no folder {path.parent}: create it first, "
                                         "or give a file in a folder that exists")
    return path


def file_in_a_folder(text: str) -> Path:
    """A file to write, in a folder that exists."""
    path = Path(text).expanduser()
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{path} is a folder; give the file's name")
    if not path.parent.is_dir():
        raise argparse.ArgumentTypeError(f"there is no folder {path.parent}: create it first")
    return path


def existing_file(text: str) -> Path:
    """A file to read, which exists."""
    path = Path(text).expanduser()
    if not path.is_file():
        raise argparse.ArgumentTypeError(f"there is no file {path}")
    return path


def folder_to_fill(text: str) -> Path:
    """A folder to write files into: made if missing, inside a folder that exists."""
    path = Path(text).expanduser()
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{path} is a file, not a folder")
    if not path.parent.is_dir():
        raise argparse.ArgumentTypeError(f"there is no folder {path.parent}: create it first")
    return path


def address(text: str) -> Address:
    """HOST:PORT, like 192.168.1.20:7777 (the port 1 to 65535)."""
    host, _, port_text = text.rpartition(":")
    number = int(port_text) if port_text.isascii() and port_text.isdigit() else 0
    if not host or not 0 < number <= HIGHEST_PORT:
        raise argparse.ArgumentTypeError(
            f"give HOST:PORT, like 192.168.1.20:7777 (a port from 1 to {HIGHEST_PORT}), not "
            f"{text!r}")
    return Address(host, number)


def check_field(rules: Rules, players: int, option: str) -> None:
    """UsageError if the tournament the rules play takes fewer than `players` (S7-1: 64 for
    Series 7 by default; BJX and the 10-hand knockout set no limit)."""
    from app.engine.tournament.formats import tournament_for

    tournament = tournament_for(rules, name="")
    capacity = tournament.capacity
    if capacity is not None and players > capacity:
        raise UsageError(f"argument {option}: {tournament.format_name.lower()} seats at most "
                         f"{capacity} players, not {players}")
