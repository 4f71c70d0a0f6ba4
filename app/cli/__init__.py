"""The `pitboss` command: the app by default, and headless subcommands."""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys

from app import __version__

# Each subcommand: its help line and the module whose `add_arguments` gives its options. Only
# the one asked for is imported (each imports what it runs: `pitboss review` waited 1.3 s for
# the host's modules, aiohttp and zeroconf, before this), every one for the top-level --help.
COMMANDS: dict[str, tuple[str, str | None]] = {
    "run": ("start the desktop app (the default)", None),
    "replay": ("play a scripted scenario through the engine and print the chips as JSON", None),
    "simulate": ("run a whole tournament of bots and print the standings", "simulate"),
    "host": ("run a host without a window", "host"),
    "bot": ("join a host as a bot", "bot"),
    "direct": ("send a director's act to a running host (next_tournament, pause, resume ...)",
               "direct"),
    "hosts": ("list the game nights on the LAN", "hosts"),
    "kiosk": ("the tournament clock, full screen, for a TV or projector", "kiosk"),
    "export": ("write a stored tournament's results, events and hands as JSON or CSV",
               "export"),
    "advise": ("expected value of each action for a hand against an up card", "advise"),
    "chart": ("the basic-strategy chart the advisor works out, as text, JSON or PNG", "chart"),
    "verify": ("check every hand's shuffle proof in a stored history", "verify"),
    "league": ("the league's members and seasons; a backup and restore of the database",
               "league"),
    "review": ("a player's decisions in a stored tournament, valued by the advisor", "review"),
    "drill": ("drills in the terminal: spots answered, graded by the advisor, kept", "drill"),
}


def _parser() -> argparse.ArgumentParser:
    """The `pitboss` command's parser."""
    return _parsers()[0]


def _parsers(only: str | None = None
             ) -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    """The `pitboss` parser and each subcommand's own (whose `error` says a usage error in
    its name: "pitboss host: error: argument --port: ...", exit status 2); `only`: that
    subcommand's alone (every one's is listed, but only its options are read)."""
    parser = argparse.ArgumentParser(
        prog="pitboss", description="Pitboss: blackjack tournaments (chips have no cash value)."
    )
    parser.add_argument("--version", action="version", version=f"pitboss {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    subparsers: dict[str, argparse.ArgumentParser] = {}
    for name, (help_line, module) in COMMANDS.items():
        subparsers[name] = commands.add_parser(name, help=help_line)
        if name == "replay":
            subparsers[name].add_argument(
                "file", help="the scenario, a JSON file (SCENARIOS.md), or - for stdin")
        elif module is not None and only in (None, name):
            importlib.import_module(f"app.cli.{module}").add_arguments(subparsers[name])
    return parser, subparsers


def main(argv: list[str] | None = None) -> int:
    try:
        return _run(argv)
    except BrokenPipeError:  # the reader went away (`pitboss simulate | head`): not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


# Options the top-level parser answers itself rather than the app.
ANSWERED_HERE = ("-h", "--help", "--version")


def opens_the_app(argv: list[str]) -> bool:
    """Whether `pitboss ARGV` runs the window: `run` and whatever follows it (its own parser
    reads that), or no subcommand and options only, none of them answered here."""
    return argv[:1] == ["run"] or all(
        arg.startswith("-") and arg not in ANSWERED_HERE for arg in argv)


def _run(argv: list[str] | None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if opens_the_app(argv):
        # Straight to the window: building the parser imports every subcommand's modules
        # (the host, zeroconf, the simulator), which the lobby's first frame would wait for.
        # The cyclic garbage collector waits too (app/ui/main.py starts it again).
        gc.disable()
        rest = argv[1:] if argv[:1] == ["run"] else argv
        if rest == ["--first-frame"]:  # hidden: the benches time the start with it
            from app.ui.first_frame import main as time_first_frame

            return time_first_frame()
        from app.ui.main import main as run_app

        return run_app(rest)
    if argv[:1] == ["league"]:
        # Its own parser, whose usage errors are one line (app/cli/league.py), and without
        # building every other subcommand's parser first.
        from app.cli.league import main as run_league

        return run_league(argv[1:])
    from app.cli.options import UsageError

    asked = argv[0] if argv and argv[0] in COMMANDS else None
    parser, subparsers = _parsers(asked)
    args, rest = parser.parse_known_args(argv)
    if rest and args.command not in (None, "run"):
        subparsers[args.command].error(f"unrecognized arguments: {' '.join(rest)}")
    try:
        return _command(args, rest)
    except UsageError as error:  # options that do not go together, named in the message
        subparsers[args.command].error(str(error))


def _command(args: argparse.Namespace, rest: list[str]) -> int:
    if args.command == "replay":
        from app.cli.replay import replay

        return replay(args.file)
    if args.command == "hosts":
        from app.cli.hosts import run_hosts

        return run_hosts(args)
    if args.command == "export":
        from app.cli.export import run_export

        return run_export(args)
    if args.command == "kiosk":
        from app.cli.kiosk import run_kiosk

        return run_kiosk(args)
    if args.command == "direct":
        from app.cli.direct import run_direct

        return run_direct(args)
    if args.command in ("host", "bot"):
        from app.cli import bot, host

        return host.run_host(args) if args.command == "host" else bot.run_bot(args)
    if args.command == "advise":
        from app.cli.advise import run_advise

        return run_advise(args)
    if args.command == "chart":
        from app.cli.chart import run_chart

        return run_chart(args)
    if args.command == "review":
        from app.cli.review import run_review

        return run_review(args)
    if args.command == "drill":
        from app.cli.drill import run_drill

        return run_drill(args)
    if args.command == "verify":
        from app.cli.verify import run_verify

        return run_verify(args)
    if args.command == "simulate":
        from app.cli.simulate import simulate

        return simulate(args)
    from app.ui.main import main as run_app

    return run_app(rest)
