"""`pitboss league`: the league's members and seasons, and a backup and restore of the whole
database (issue 21). Standings are app/league's and come with it.

    pitboss league [--db FILE] members add NAME --adult-confirmed YYYY-MM-DD [--joined D]
    pitboss league members suspend|revoke|reinstate NAME --reason TEXT --by NAME
    pitboss league members show NAME [--json] | list [--json] | import F.csv | export F.csv
    pitboss league seasons create NAME --from D --to D [--formula JSON | --preset NAME]
    pitboss league seasons list [--json] | assign SEASON TOURNAMENT_ID
    pitboss league seasons formula SEASON (--formula JSON | --preset NAME)
    pitboss league backup FILE | restore FILE

A wrong option and a request the league refuses alike are one line in words on stderr, with
exit status 2, and change nothing: the parsers here say a usage error in one line (the usage is
a `--help` away), and every refusal is a StoreError (app/store/members.py `LeagueError`). The
store keeps a season's formula as any JSON object; here it is checked by app/league, which
computes the standings from it, and a season made without one gets the square-root preset.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any, NoReturn

from app.cli.options import database_file, existing_file, file_in_a_folder, whole_number
from app.store import EventStore, StoreError, default_database_path
from app.store.league import League
from app.store.members import LeagueError, Member, parse_day

EXIT_ERROR = 2
DEFAULT_PRESET = "square-root"  # the league's usual formula (app/league/points.py)


class OneLineParser(argparse.ArgumentParser):
    """A parser whose usage error is one line: "pitboss league members add: error: ..."."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_ERROR, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def _day(text: str) -> date:
    try:
        return parse_day(text, "a date")
    except StoreError as error:
        raise argparse.ArgumentTypeError(str(error)[0].lower() + str(error)[1:]) from None


def _commands(parser: argparse.ArgumentParser, dest: str) -> Any:
    return parser.add_subparsers(dest=dest, required=True, parser_class=OneLineParser)


def _name_choices(*commands: Any) -> None:
    """Name each command group by its choices, so that a missing command is told as
    "required: {add,suspend,...}" (argparse names it by its dest otherwise)."""
    for group in commands:
        group.metavar = "{" + ",".join(group.choices) + "}"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", type=database_file, default=None, metavar="FILE",
                        help=f"the league's database (default: {default_database_path()})")
    what = _commands(parser, "what")
    members = _commands(what.add_parser("members", help="the roster of members"), "action")
    add = members.add_parser("add", help="add a member")
    add.add_argument("name", help="the name they play under (unique within the league)")
    add.add_argument("--adult-confirmed", type=_day, required=True, metavar="YYYY-MM-DD",
                     help="the date you confirmed they are 21 or older (no birth date is kept)")
    add.add_argument("--joined", type=_day, default=None, metavar="YYYY-MM-DD",
                     help="the date they joined (default: today)")
    for action, says in (("suspend", "suspend a membership"), ("revoke", "revoke a membership:"
                         " they cannot register"), ("reinstate", "make a membership active")):
        change = members.add_parser(action, help=says)
        change.add_argument("name", help="the member")
        change.add_argument("--reason", required=True, help="why, as the member will be told")
        change.add_argument("--by", required=True, metavar="NAME", help="who decided")
    show = members.add_parser("show", help="one member, with their status")
    show.add_argument("name")
    show.add_argument("--json", action="store_true", help="as JSON")
    listing = members.add_parser("list", help="every member")
    listing.add_argument("--json", action="store_true", help="as JSON")
    members.add_parser("import", help="add the members of a CSV file (all or none)").add_argument(
        "file", type=existing_file, help="CSV with a header row: name,adult_confirmed_on,...")
    members.add_parser("export", help="write every member to a CSV file").add_argument(
        "file", type=file_in_a_folder)

    seasons = _commands(what.add_parser("seasons", help="seasons and their tournaments"),
                        "action")
    create = seasons.add_parser("create", help="make a season")
    create.add_argument("name")
    create.add_argument("--from", dest="starts_on", type=_day, required=True,
                        metavar="YYYY-MM-DD", help="its first day")
    create.add_argument("--to", dest="ends_on", type=_day, required=True,
                        metavar="YYYY-MM-DD", help="its last day")
    _formula_options(create, default=f"--preset {DEFAULT_PRESET}")
    seasons.add_parser("list", help="every season").add_argument(
        "--json", action="store_true", help="as JSON")
    formula = seasons.add_parser("formula", help="set a season's points formula")
    formula.add_argument("season")
    _formula_options(formula, default=None)
    assign = seasons.add_parser("assign", help="count a tournament in a season")
    assign.add_argument("season")
    assign.add_argument("tournament", type=whole_number(1), metavar="TOURNAMENT_ID",
                        help="its number (pitboss export lists them)")

    standings = what.add_parser("standings", help="a season's standings by its formula")
    standings.add_argument("season")
    shape = standings.add_mutually_exclusive_group()
    shape.add_argument("--json", action="store_true", help="as JSON")
    shape.add_argument("--csv", action="store_true", help="as CSV, for a spreadsheet")

    championship = what.add_parser(
        "championship", help="the members a season's championship seats: its top N (S7-1)")
    championship.add_argument("season")
    championship.add_argument("--seats", type=whole_number(2), default=64, metavar="N",
                              help="the championship's field (default 64; more is allowed)")
    championship.add_argument("--json", action="store_true", help="as JSON")

    what.add_parser("backup", help="copy the whole database to a file, while in use").add_argument(
        "file", type=file_in_a_folder)
    what.add_parser("restore", help="replace the database with a backup (checked first; the "
                    "database replaced is kept beside it)").add_argument(
        "file", type=existing_file)
    _name_choices(what, members, seasons)


def _formula_options(parser: argparse.ArgumentParser, default: str | None) -> None:
    """--formula JSON or --preset NAME: one of them (or neither, where there is a default)."""
    from app.league.points import PRESETS

    chosen = parser.add_mutually_exclusive_group(required=default is None)
    chosen.add_argument("--formula", default=None, metavar="JSON",
                        help='the points formula, as app/league reads it: {"places": [100, 80, '
                             '65], "playing": 10} or {"formula": "10 * sqrt(n) / sqrt(p)"}')
    chosen.add_argument("--preset", choices=sorted(PRESETS), default=None,
                        help="a formula of the presets" + (f" (default: {default})"
                                                           if default else ""))


def _checked_formula(args: argparse.Namespace) -> dict[str, Any]:
    """The formula the options give, checked by app/league (which computes the standings
    from it), so a season never holds one its standings would refuse."""
    from app.league.points import PRESETS, FormulaError, parse_formula

    if args.formula is None:
        return PRESETS[args.preset or DEFAULT_PRESET].to_dict()
    try:
        parse_formula(args.formula)
    except FormulaError as error:
        raise LeagueError(str(error)) from None
    data: dict[str, Any] = json.loads(args.formula)
    return data


def main(argv: list[str]) -> int:
    parser = OneLineParser(prog="pitboss league",
                           description="The league: members, seasons, backup and restore.")
    add_arguments(parser)
    return run_league(parser.parse_args(argv))


def run_league(args: argparse.Namespace) -> int:
    database: Path = args.db or default_database_path()
    try:
        if args.what == "restore":
            return _restore(args.file, database)
        # A backup only reads. A list makes no file where there is none ("there is no Pitboss
        # database at ..."); a file of before the league is upgraded by it as by any command.
        reading = args.what == "backup" or (
            getattr(args, "action", "list") in ("list", "show") and not database.exists())
        with EventStore.open(database, readonly=reading) as store:
            if args.what == "backup":
                from app.store.backup import backup

                backup(store, args.file)
                print(f"Backed up {database} to {args.file}")
                return 0
            league = League(store)
            if args.what in ("standings", "championship"):
                (_standings if args.what == "standings" else _championship)(league, args)
                return 0
            run = _MEMBERS[args.action] if args.what == "members" else _SEASONS[args.action]
            run(league, args)
            return 0
    except (StoreError, OSError) as error:
        print(f"pitboss league: {error}", file=sys.stderr)
        return EXIT_ERROR


def _restore(source: Path, database: Path) -> int:
    from app.store.backup import restore

    done = restore(source, database)
    kept = f"; the database it replaced is kept as {done.saved_as}" if done.saved_as else ""
    print(f"Restored {database} from {source}: {_count(done.tournaments, 'tournament')}, "
          f"{_count(done.members, 'member')}{kept}")
    return 0


def _count(number: int, thing: str) -> str:
    return f"{number} {thing}{'' if number == 1 else 's'}"


# -- members ------------------------------------------------------------------------------


def _status(member: Member) -> str:
    if member.status_reason is None:
        return member.status.value
    return (f"{member.status.value} since {member.status_on}, by {member.status_by}: "
            f"{member.status_reason}")


def _add(league: League, args: argparse.Namespace) -> None:
    member = league.add_member(args.name, adult_confirmed_on=args.adult_confirmed,
                               joined_on=args.joined)
    print(f"Added member {member.number}: {member.name} (confirmed 21 or older on "
          f"{member.adult_confirmed_on}, joined {member.joined_on})")


def _change(verb: str) -> Callable[[League, argparse.Namespace], None]:
    def change(league: League, args: argparse.Namespace) -> None:
        member = getattr(league, verb)(args.name, reason=args.reason, by=args.by)
        print(f"Member {member.number} {member.name}: {_status(member)}")

    return change


def _show(league: League, args: argparse.Namespace) -> None:
    member = league.member(args.name)
    if args.json:
        print(json.dumps(member.as_dict(), ensure_ascii=False))
    else:
        print(f"Member {member.number} {member.name}: {_status(member)}; confirmed 21 or older "
              f"on {member.adult_confirmed_on}, joined {member.joined_on}")


def _list(league: League, args: argparse.Namespace) -> None:
    members = league.members()
    if args.json:
        print(json.dumps([member.as_dict() for member in members], ensure_ascii=False,
                         indent=1))
        return
    for member in members:
        print(f"{member.number:>5}  {member.name:<24}  joined {member.joined_on}  "
              f"{_status(member)}")
    print(_count(len(members), "member"))


def _import(league: League, args: argparse.Namespace) -> None:
    from app.store.members_csv import import_members

    count = import_members(league, args.file)
    print(f"Imported {_count(count, 'member')} from {args.file}")


def _export(league: League, args: argparse.Namespace) -> None:
    from app.store.members_csv import export_members

    count = export_members(league, args.file)
    print(f"Wrote {_count(count, 'member')} to {args.file}")


_MEMBERS: dict[str, Callable[[League, argparse.Namespace], None]] = {
    "add": _add, "suspend": _change("suspend"), "revoke": _change("revoke"),
    "reinstate": _change("reinstate"), "show": _show, "list": _list, "import": _import,
    "export": _export,
}

# -- seasons ------------------------------------------------------------------------------


def _create(league: League, args: argparse.Namespace) -> None:
    season = league.create_season(args.name, starts_on=args.starts_on, ends_on=args.ends_on,
                                  formula=_checked_formula(args))
    print(f"Created the season {season.name}, {season.starts_on} to {season.ends_on}, "
          f"formula {json.dumps(season.formula, ensure_ascii=False)}")


def _seasons(league: League, args: argparse.Namespace) -> None:
    seasons = league.seasons()
    counted = {season.name: league.season_tournaments(season.name) for season in seasons}
    if args.json:
        print(json.dumps([{**season.as_dict(), "tournaments": counted[season.name]}
                          for season in seasons], ensure_ascii=False, indent=1))
        return
    for season in seasons:
        print(f"{season.name}: {season.starts_on} to {season.ends_on}, "
              f"{_count(len(counted[season.name]), 'tournament')}, formula "
              f"{json.dumps(season.formula, ensure_ascii=False)}")
    print(_count(len(seasons), "season"))


def _formula(league: League, args: argparse.Namespace) -> None:
    season = league.set_formula(args.season, _checked_formula(args))
    print(f"The season {season.name} now counts points by "
          f"{json.dumps(season.formula, ensure_ascii=False)}")


def _assign(league: League, args: argparse.Namespace) -> None:
    league.assign(args.season, args.tournament)
    print(f"Tournament {args.tournament} now counts in the season "
          f"{league.season(args.season).name}")


_SEASONS: dict[str, Callable[[League, argparse.Namespace], None]] = {
    "create": _create, "list": _seasons, "formula": _formula, "assign": _assign,
}


def _standings(league: League, args: argparse.Namespace) -> None:
    from app.league.points import format_points
    from app.store.season_table import season_table

    rows = season_table(league, args.season).rows
    columns = ("place", "member", "points", "events", "wins", "best_finish",
               "average_finish", "chips_won_dealing")
    table = [(place, row.member, format_points(row.points), row.events, row.wins,
              row.best_finish, round(row.average_finish, 2), row.chips_won_dealing)
             for place, row in enumerate(rows, 1)]
    if args.json:
        lines = [dict(zip(columns, line, strict=True)) for line in table]
        for line, row in zip(lines, rows, strict=True):
            line["points"] = row.points / 100  # exact hundredths, as a JSON number
        print(json.dumps(lines, ensure_ascii=False, indent=1))
    elif args.csv:
        writer = csv.writer(sys.stdout, lineterminator="\n")
        writer.writerow(columns)
        writer.writerows(table)
    else:
        for place, member, points, events, wins, best, average, dealing in table:
            print(f"{place:>4}  {member:<24} {points:>9} points  {events} played, {wins} won, "
                  f"best {best}, average {average:g}, {dealing:,} won dealing")
        print(_count(len(table), "member"))


def _championship(league: League, args: argparse.Namespace) -> None:
    from app.store.season_table import championship_of

    seeding = championship_of(league, args.season, args.seats)
    if args.json:
        print(json.dumps({"seeded": list(seeding.seeded),
                          "left_at_cut": list(seeding.left_at_cut)}, ensure_ascii=False,
                         indent=1))
        return
    for seed, member in enumerate(seeding.seeded, 1):
        print(f"{seed:>4}  {member}")
    print(f"{_count(len(seeding.seeded), 'member')} seated")
    if seeding.left_at_cut:
        print("Level with the last seat, left out only by name: "
              + ", ".join(seeding.left_at_cut))
