"""Local play: a night in this process, in memory only, with bots as its other clients; the
window joins it as one more (DESIGN.md: one path for local and LAN play)."""

from __future__ import annotations

import random
import secrets
from pathlib import Path

from app.client.options import LocalOptions
from app.client.remote_bot import play_as_bot
from app.engine.bots import make_bot
from app.engine.variants import variant_of
from app.i18n import Context, arg
from app.net.night import HostedNight, NightPlan

local_words = Context("local_words")


def open_local_night(options: LocalOptions, database: Path | None = None) -> HostedNight:
    """Open the night (kept in `database` for History, if given), run its tables and seat the
    bots (call on the running loop); the player joins with `night.plan.join_code`. ValueError
    for bad options and StoreError for a database it cannot use, having opened nothing."""
    if not options.name.strip():
        raise ValueError(local_words.tr("Give yourself a name"))
    code = secrets.token_hex(3)
    night = HostedNight(NightPlan(
        # A night of one person, named in their language (History shows it).
        name=arg(local_words.tr("%1 at home", "a night's name: %1 is the rule set"),
                 variant_of(options.variant).label),
        rules=options.rules(), join_code=code, database=database, settings={"local": True},
        bet_seconds=options.bet_seconds, decision_seconds=options.decision_seconds,
        speedup=options.speedup, start_when=options.bots + 1))
    night.open()
    night.run()
    for name in options.bot_names():
        night.run_beside(play_as_bot(night.connect, name=name, code=code,
                                     policy=make_bot(options.bot_level, random.Random()),
                                     retry_seconds=0.2))
    return night
