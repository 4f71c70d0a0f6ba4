"""`pitboss direct`: a director's act sent to a running host from a terminal (S7-24), as the
console sends it: keyed and sealed by the director's code, judged by the host like any other.
For a headless night (`pitboss host`): `pitboss direct --connect HOST:PORT --code CODE
next_tournament` opens the night's next tournament (issue 21)."""

from __future__ import annotations

import argparse
import asyncio
import sys
import time

import msgspec

from app.cli.options import address, given_text, positive_number
from app.core import director_acts
from app.engine.errors import IllegalAction
from app.net import protocol as p
from app.net.client import Client, Refused, tcp_connector

EXIT_ERROR = 2
ANSWER_SECONDS = 30.0  # a host that says nothing for this long is taken for gone
# Acts that take a file or a list are the console's (`schedule`); the rest are here, each
# argument an option named as the act names it (app/core/director_acts.py `Arguments`).
CONSOLE_ONLY = frozenset({"schedule"})
ACTS = {name: act for name, act in director_acts.ACTS.items()
        if not CONSOLE_ONLY.intersection(act.takes())}


def _arguments() -> dict[str, list[str]]:
    """Each argument an act here takes, and the acts that take it."""
    taken: dict[str, list[str]] = {}
    for name, act in ACTS.items():
        for argument in act.takes():
            taken.setdefault(argument, []).append(name)
    return taken


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--connect", type=address, required=True, metavar="HOST:PORT")
    parser.add_argument("--code", type=given_text, required=True,
                        help="the director's code")
    parser.add_argument("act", choices=list(ACTS), help="what to do")
    for argument, acts in _arguments().items():
        parser.add_argument(f"--{argument}", type=given_text, default=None,
                            help=f"{', '.join(acts)}: the {argument}")
    parser.add_argument("--timeout", type=positive_number, default=ANSWER_SECONDS,
                        metavar="SECONDS", help="how long to wait for the host's answer")


def run_direct(args: argparse.Namespace) -> int:
    act = ACTS[args.act]
    given = {name: value for name in act.takes() if (value := getattr(args, name)) is not None}
    try:
        # Checked as the host will check it, so a wrong value is told here in its words
        # (read from text: "60" is the number an act takes).
        typed = msgspec.convert(given, act.Arguments, strict=False)
        direct = p.Direct(act=act.name, arguments=msgspec.to_builtins(typed))
        act.checked(direct.arguments)
        said = asyncio.run(asyncio.wait_for(_direct(args.connect, args.code, direct),
                                            args.timeout))
    except msgspec.ValidationError as error:
        return _fail(str(error))
    except IllegalAction as error:
        return _fail(str(error))
    except Refused as refused:
        return _fail(f"the host refused the director: {refused.reason}")
    except TimeoutError:
        return _fail(f"the host did not answer within {args.timeout:g} seconds")
    except (ConnectionError, OSError, p.ProtocolError) as error:
        return _fail(f"cannot reach the host at {args.connect[0]}:{args.connect[1]}: {error}")
    for line in said.notices:
        print(line)
    if said.error:
        return _fail(said.error)
    return 0


class _Said:
    def __init__(self) -> None:
        self.error = ""
        self.notices: list[str] = []


async def _direct(where: tuple[str, int], code: str, act: p.Direct) -> _Said:
    """Send `act`, then a ping: the host takes a connection's messages in order, so whatever
    it says of the act (an error, notices) comes before the pong."""
    client = Client(await tcp_connector(*where)())
    said = _Said()
    try:
        await client.hello("director", code=code)
        await client.send(act)
        await client.send(p.Ping(sent=time.time()))
        while not isinstance(message := await client.receive(), p.Pong):
            if message is None:
                raise ConnectionError("the host closed the connection")
            if isinstance(message, p.Error):
                said.error = message.message
            elif isinstance(message, p.Notice):
                said.notices.append(message.text)
    finally:
        client.close()
    return said


def _fail(text: str) -> int:
    print(f"pitboss direct: {text}", file=sys.stderr)
    return EXIT_ERROR
