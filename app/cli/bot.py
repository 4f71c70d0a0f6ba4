"""`pitboss bot`: a bot that joins a host as a client and plays until the tournament ends."""

from __future__ import annotations

import argparse
import asyncio
import random
import sys

from app.cli.options import address, given_text, positive_number, seed_number
from app.client.remote_bot import play_as_bot
from app.engine.bots import make_bot
from app.net.client import Refused, tcp_connector

EXIT_ERROR = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--connect", type=address, required=True, metavar="HOST:PORT")
    parser.add_argument("--code", type=given_text, required=True, help="the host's join code")
    parser.add_argument("--name", type=given_text, required=True)
    parser.add_argument("--level", choices=("random", "basic", "tournament"), default="basic")
    parser.add_argument("--seed", type=seed_number, default=None,
                        help="repeat the bot's own choices (a whole number from 0)")
    parser.add_argument("--give-up-after", type=positive_number, default=600.0,
                        metavar="SECONDS",
                        help="stop trying to reach a host that has gone for this long")


def run_bot(args: argparse.Namespace) -> int:
    rng = random.Random(args.seed) if args.seed is not None else random.Random()
    policy = make_bot(args.level, rng)
    try:
        final = asyncio.run(play_as_bot(tcp_connector(*args.connect), name=args.name,
                                        code=args.code, policy=policy,
                                        give_up_after=args.give_up_after))
    except Refused as refused:
        print(f"pitboss bot: the host refused {args.name}: {refused.reason}", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:
        return 0
    if final is None:
        print(f"pitboss bot: {args.name} could not reach the host", file=sys.stderr)
        return EXIT_ERROR
    mine = next((row for row in final.standings if row.name == args.name), None)
    if mine is not None:
        print(f"{args.name}: place {mine.place}, {mine.chips} chips")
    return 0
