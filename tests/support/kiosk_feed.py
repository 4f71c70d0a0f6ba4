"""A kiosk's feed of a field of players, for the kiosk's tests (tests/ui/test_kiosk.py,
tests/ui/test_translation.py)."""

from __future__ import annotations

from app.client.kiosk_state import KioskFeed
from app.net import protocol as p

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fitzgerald", "Gwendolyn", "Hal", "Ivo", "Jo",
         "Konstantin", "Lee", "Maximilian-Ernst", "Ned", "Oda", "Pia", "Quentin", "Rosalind",
         "Sam", "Ty", "Ulrike", "Vic", "Wanda", "Xavier", "Yolanda", "Zed"]


def a_field(count: int) -> KioskFeed:
    """`count` players: the first three quarters still in (at three tables), the rest out."""
    names = NAMES[:count]
    still_in = names[:count * 3 // 4]
    standings = [p.StandingRow(name=name, chips=40_000 - 1_337 * index, place=None,
                               table=1 + index % 3) for index, name in enumerate(still_in)]
    standings += [p.StandingRow(name=name, chips=0, place=len(still_in) + index + 1, table=None)
                  for index, name in enumerate(names[len(still_in):])]
    tables = {number: [p.SeatRow(name=name, chips=1000, seat=seat + 1)
                       for seat, name in enumerate(still_in[number - 1::3])]
              for number in (1, 2, 3)}
    return KioskFeed(standings=standings, tables=tables, field_size=count)
