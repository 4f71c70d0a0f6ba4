"""Words for where a table, a match and the clock stand: the level and its bets, a match's
lead and a hand's chance, a shuffle proof that failed. Kept apart from app/client/wording.py
(a hand's and a tournament's events) for its size; the same translations' context, "wording",
so a translator meets them beside the events they go with. No Qt here.
"""

from __future__ import annotations

from collections.abc import Collection

from app.i18n import Context, arg, number
from app.net import protocol as p

wording = Context("wording")


def level_words(clock: p.ClockState) -> str:
    """The level in play and its bets, every number as people read them (1,600):
    "Level 7 · bets 4,000 to 8,000", "Break · …", "Level 1 (not started) · …"."""
    bets = bets_words(clock.level)
    if clock.on_break:
        return arg(wording.tr("Break \u00b7 %1") if clock.started
                   else wording.tr("Break (not started) \u00b7 %1"), bets)
    return arg(wording.tr("Level %L1 \u00b7 %2") if clock.started
               else wording.tr("Level %L1 (not started) \u00b7 %2"), clock.level.number, bets)


def bets_words(level: p.Level) -> str:
    """"bets 4,000 to 8,000" (Series 7), "bets 50 minimum" (BJX)."""
    if level.maximum is None:
        return arg(wording.tr("bets %L1 minimum"), level.minimum)
    return arg(wording.tr("bets %L1 to %L2"), level.minimum, level.maximum)


def shuffle_failed(hand: int, problems: Collection[str], hands: int = 1) -> str:
    """A shoe whose shuffle proof failed, as every seat's log says it (app/engine/
    shuffle_proof.py): "Hand 12's shuffle proof FAILED: 2 card(s) dealt are not the shoe's";
    a shoe of several hands (a 10-hand match, T10-2): "The shuffle proof of hands 1 to 10
    FAILED: ..."."""
    said = ""
    for index, problem in enumerate(problems):
        said = problem if index == 0 else arg(wording.tr("%1; %2", "a list of problems"),
                                              said, problem)
    if hands > 1:
        return arg(wording.tr("The shuffle proof of hands %L1 to %L2 FAILED: %3"), hand,
                   hand + hands - 1, said)
    return arg(wording.tr("Hand %L1's shuffle proof FAILED: %2"), hand, said)


# ---- the TV page (issue 23): the fight at a final, in words a room reads ----------------------

def match_words(leader: str, leader_chips: int, trailer: str, trailer_chips: int,
                leader_left: int, trailer_left: int) -> str:
    """A 10-hand final (T10-5): what it takes to pass the leader, each player at their own
    table (a bet won moves only the winner's chips). "Ann leads by 40 with 1 hand left: Bob
    must win a bet of 41 to pass"."""
    lead = leader_chips - trailer_chips
    if lead == 0:
        return arg(wording.tr("%1 and %2 are level on %L3"), leader, trailer, leader_chips)
    if trailer_left == 0:
        if leader_left == 0:
            return arg(wording.tr("%1 wins by %L2"), leader, lead)
        return arg(wording.tr("%1 has played every hand on %L2: %3 must keep more than %L2 "
                              "with %n hand(s) left", None, leader_left),
                   trailer, trailer_chips, leader)
    needed = lead + 1  # equal counts draw (T10-5): passing takes one chip more
    half = -(-needed // 2)
    if leader_left == 0:
        if needed <= trailer_chips:
            finished = wording.tr("%1 has finished on %L2: %3 must win a bet of %L4 to pass, "
                                  "%n hand(s) left", None, trailer_left)
        elif half <= trailer_chips:
            finished = wording.tr("%1 has finished on %L2: %3 must double a bet of %L4 and win "
                                  "it to pass, %n hand(s) left", None, trailer_left)
        else:
            finished = wording.tr("%1 has finished on %L2: %3 cannot pass in one hand, "
                                  "%n hand(s) left", None, trailer_left)
        return arg(finished, leader, leader_chips, trailer,
                   needed if needed <= trailer_chips else half)
    if needed <= trailer_chips:
        leads = wording.tr("%1 leads by %L2 with %n hand(s) left: %3 must win a bet of %L4 to "
                           "pass", None, trailer_left)
    elif half <= trailer_chips:
        leads = wording.tr("%1 leads by %L2 with %n hand(s) left: %3 must double a bet of %L4 "
                           "and win it to pass", None, trailer_left)
    else:
        leads = wording.tr("%1 leads by %L2 with %n hand(s) left: %3 cannot pass in one hand",
                           None, trailer_left)
    return arg(leads, leader, lead, trailer, needed if needed <= trailer_chips else half)


def heads_up_words(leader: str, leader_chips: int, trailer: str, trailer_chips: int,
                   bets: tuple[int, ...], unit: int) -> str:
    """A Series 7 or BJX heads-up (S7-5, BJX-17): a bet won from the other moves it twice
    over between the two stacks. `bets`: the bets the trailer may make, smallest first (S7-8:
    the minimum and the maximum; BJX-3 and BJX-5: any, in chip units); "Ann leads by 1,000:
    Bob must win 3 bets of 200 to pass"."""
    lead = leader_chips - trailer_chips
    if lead == 0:
        return arg(wording.tr("%1 and %2 are level on %L3"), leader, trailer, leader_chips)
    # Passing takes more than half the lead, in chips of the unit.
    needed = (lead // 2 // unit + 1) * unit
    fitting = [bet for bet in bets if bet >= needed and bet <= trailer_chips]
    if fitting:
        return arg(wording.tr("%1 leads by %L2: %3 must win a bet of %L4 to pass"), leader,
                   lead, trailer, fitting[0])
    largest = max((bet for bet in bets if bet <= trailer_chips), default=0)
    if largest <= 0:
        return arg(wording.tr("%1 leads by %L2"), leader, lead)
    times = -(-needed // largest)
    return arg(wording.tr("%1 leads by %L2: %3 must win %n bet(s) of %L4 to pass", None, times),
               leader, lead, trailer, largest)


def table_words(chips: list[tuple[str, int]]) -> str:
    """A final table of more than two, where no model weighs the chances: who leads whom."""
    if len(chips) < 2:
        return arg(wording.tr("%1 holds every chip"), chips[0][0]) if chips else ""
    (first, most), (second, next_most) = chips[0], chips[1]
    if most == next_most:
        return arg(wording.tr("%1 and %2 share the lead on %L3"), first, second, most)
    return arg(wording.tr("%1 leads %2 by %L3"), first, second, most - next_most)


def chance_words(chance: float | None) -> str:
    """A chance of winning as the TV page shows it: whole percents, never 0% or 100% while
    the other can still win (the model's grid is not that sure)."""
    if chance is None:
        return ""
    if 0.0 < chance < 0.005:
        return wording.tr("<1%")
    if 0.995 <= chance < 1.0:
        return wording.tr(">99%")
    return arg(wording.tr("%1%", "a percentage"), number(chance * 100, 0))
