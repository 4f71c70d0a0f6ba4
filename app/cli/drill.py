"""`pitboss drill`: drills in the terminal (issue 23). Each spot is asked, answered on stdin,
graded against the advisor with its values in words, and recorded in the store; a summary
ends the session. An answer that is none of the spot's is said and asked again; the end of
input ends the session as it stands."""

from __future__ import annotations

import argparse
import shutil
import sys
import textwrap
from typing import TYPE_CHECKING, TextIO

from app.cli.options import database_file, whole_number
from app.store import EventStore, StoreError

if TYPE_CHECKING:
    from app.client.drills import DrillSession

EXIT_ERROR = 2
EXIT_INTERRUPTED = 130  # as a shell reports a program stopped by Ctrl-C


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from app.client.drill_spots import KINDS

    parser.add_argument("--db", type=database_file, required=True,
                        help="the database that keeps the drills (and your hands, if --player)")
    parser.add_argument("--player", default="",
                        help="whose drills: adds spots from that player's own costly decisions"
                             " in their latest tournaments, and keeps their progress apart")
    parser.add_argument("--count", type=whole_number(1, 1000), default=10,
                        help="how many spots (default 10)")
    parser.add_argument("--kind", action="append", choices=KINDS, metavar="KIND",
                        help="only spots of this kind (again for more); the kinds: "
                             + "; ".join(KINDS))
    parser.add_argument("--seed", type=whole_number(0), default=None,
                        help="the same generated spots for the same seed")


def run_drill(args: argparse.Namespace, answers: TextIO | None = None,
              out: TextIO | None = None) -> int:
    from app.client.drill_spots import KINDS
    from app.client.drills import DrillSession, history_spots, progress_by_kind
    from app.store.drills import DrillLog

    answers = sys.stdin if answers is None else answers
    out = sys.stdout if out is None else out
    try:
        with EventStore.open(args.db) as store:
            # Spots from the player's own hands only when every kind is asked for.
            history = history_spots(store, args.player) if args.player and not args.kind \
                else []
            with DrillSession(DrillLog(store), args.player, args.kind or KINDS, history,
                              args.seed) as session:
                _ask(session, args.count, answers, out)
            summary = session.summary()
            progress = DrillLog(store).progress(args.player)
    except (StoreError, OSError, ValueError) as error:
        print(f"pitboss drill: {error}", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:  # Ctrl-C before the first spot (the player's hands reviewed)
        print("pitboss drill: stopped", file=sys.stderr)
        return EXIT_INTERRUPTED
    print(f"\n{summary.right} of {summary.answered} right.", file=out)
    for kind, (answered, right) in summary.by_kind.items():
        print(f"  {kind}: {right} of {answered}", file=out)
    kinds = progress_by_kind(progress)
    if kinds:
        print("In all, by kind:", file=out)
        for each in kinds:
            print(f"  {each.words()}", file=out)
    return 0


def _ask(session: DrillSession, count: int, answers: TextIO, out: TextIO) -> None:
    try:
        for number in range(1, count + 1):
            if not _ask_one(session, f"{number}/{count}", answers, out):
                break
    except KeyboardInterrupt:  # Ctrl-C: as the end of input
        print(file=out)


def _ask_one(session: DrillSession, number: str, answers: TextIO, out: TextIO) -> bool:
    """Ask the next spot until it is answered (True) or the input ends (False)."""
    from app.client.drill_spots import AnswerError

    spot = session.next_spot()
    print(f"\n{_fitted(f'{number}. {spot.question}', out, '')}\n"
          f"{_fitted(f'({spot.choices})', out)}", file=out)
    while True:
        print("> ", end="", file=out, flush=True)
        line = answers.readline()
        if not line:  # the end of input: the session ends as it stands
            print(file=out)
            return False
        try:
            graded = session.answer(spot, line)
        except AnswerError as error:
            print(_fitted(str(error), out), file=out)
            continue
        print(_fitted(graded.explanation, out), file=out)
        return True


def _fitted(text: str, out: TextIO, indent: str = "   ") -> str:
    """`text` indented, and wrapped to the terminal's width in a terminal (into a pipe or a
    file, a line stays whole for what reads it)."""
    if not out.isatty():
        return indent + text
    width = shutil.get_terminal_size().columns
    return textwrap.fill(text, width=max(width - 1, 40), initial_indent=indent,
                         subsequent_indent="   ", break_on_hyphens=False)
