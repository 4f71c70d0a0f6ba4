"""How many may come in, and how often: registration is bounded per address and in total, and a
seat's reconnects are paced, so a flood of names cannot grow the snapshot past the frame limit
(app/net/protocol.py MAX_HOST_FRAME) and a reconnect storm cannot fill the disk or stall the
tables (issue 20, "Registration floods", "Reconnect storms").

Registration (docs/protocol.md, "Limits"):
- At most FIELD_MOST players in any field (BJX and 10-hand have no field limit of their own;
  Series 7's `field_max` is at most that, S7-1) and WAITLIST_MOST on the waiting list (S7-2).
  The largest field of names of the most bytes, with its waiting list full, keeps the snapshot
  under a quarter of the frame limit (tests/net/test_hostile_registrations.py measures it).
- From one address at most ADDRESS_NAMES_MOST names in the field and ADDRESS_WAITING_MOST on
  the waiting list: the host's own bots, all from its own address, still fill a whole Series 7
  field of the default 64 (S7-1), and more wait in line (S7-2). The host's in-memory clients
  (the window's own seat, a kiosk) are nobody on the network and count only in the totals.
- The director is told (a notice, one log line) at the first refusal from each address (up to
  ADDRESSES_TOLD of them) and once when the field or the waiting list is full for everyone.

Reconnects: a seat taken back with its token RECONNECTS_FREE times within RECONNECT_MEMORY
seconds is taken back at once; each reconnect past those waits `reconnect_delay(n)` seconds
(0.5, 1, 2 ... up to RECONNECT_DELAY_MAX) in its own connection's task, the seat's present
connection keeping the seat meanwhile; another reconnect of the same seat while one waits is
refused when the waiting one has its turn, so refusals come no faster than reconnects. A
person whose Wi-Fi drops now and then never waits; a storm is slowed to one reconnect a seat
every RECONNECT_DELAY_MAX seconds. A player is marked away (S7-9, a stored command) only once
gone AWAY_GRACE seconds, so a reconnect in between stores nothing.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from app.phrases import Phrase

log = logging.getLogger("pitboss.host")

FIELD_MOST = 256  # players in any field (S7-1's field_max is at most this)
WAITLIST_MOST = 64  # names on the waiting list (S7-2)
ADDRESS_NAMES_MOST = 64  # names registered into the field from one address...
ADDRESS_WAITING_MOST = 8  # ...and put on the waiting list
ADDRESSES_TOLD = 16  # addresses the director is told of by name

RECONNECTS_FREE = 6  # reconnects of a seat within RECONNECT_MEMORY that never wait
RECONNECT_MEMORY = 600.0  # seconds a reconnect counts against its seat
RECONNECT_DELAY_FIRST = 0.5  # seconds the first reconnect past the free ones waits; doubling...
RECONNECT_DELAY_MAX = 30.0  # ...up to this
# A player gone is played as absent (S7-9) once gone this long: a reconnect within it stores no
# command (a storm of them stored two a reconnect, "away" and back, 1.4 GiB an hour).
AWAY_GRACE = 1.0


class Registrations:
    """The names registered from each address, against the bounds above."""

    def __init__(self, notify: Callable[[str], None]) -> None:
        """`notify`: the director is told (the host's notices)."""
        self._notify = notify
        self._names: dict[str, int] = {}  # address -> names registered from it, in the field
        self._waiting: dict[str, int] = {}  # address -> names put on the waiting list
        self._told: set[str] = set()  # addresses the director was told of
        self._told_full: set[str] = set()  # "field", "waitlist": told once each

    def claim(self, address: str, *, waits: bool, field_size: int, waiting_size: int) -> str:
        """Count a newcomer from `address` (one for the waiting list if `waits`) against the
        bounds, given the field and the waiting list now; why not, or "" (then counted: give
        it back with `release` if the registration does not happen)."""
        if waits and waiting_size >= WAITLIST_MOST:
            return self._full("waitlist", Phrase("names_full", WAITLIST_MOST))
        if not waits and field_size >= FIELD_MOST:
            return self._full("field", Phrase("field_full", FIELD_MOST))
        if not address:  # an in-memory client is the host's own process
            return ""
        counts, most = (self._waiting, ADDRESS_WAITING_MOST) if waits else \
            (self._names, ADDRESS_NAMES_MOST)
        if counts.get(address, 0) >= most:
            code = "address_names_waiting" if waits else "address_names_field"
            return self._refused(address, Phrase(code, most))
        counts[address] = counts.get(address, 0) + 1
        return ""

    def release(self, address: str, *, waits: bool) -> None:
        """A claimed registration that did not happen."""
        if address:
            (self._waiting if waits else self._names)[address] -= 1

    def _refused(self, address: str, reason: str) -> str:
        log.info("refused a registration from %s: %s", address, reason)
        if address not in self._told and len(self._told) < ADDRESSES_TOLD:
            self._told.add(address)
            self._say(f"A flood of registrations from {address}: {reason}; its further names "
                      "are refused")
        return reason

    def _full(self, which: str, reason: str) -> str:
        log.info("refused a registration: %s", reason)
        if which not in self._told_full:
            self._told_full.add(which)
            self._say(reason)
        return reason

    def _say(self, text: str) -> None:
        log.warning("%s", text)
        self._notify(text)


def reconnect_delay(recent: int) -> float:
    """Seconds a seat's next reconnect waits after `recent` reconnects in RECONNECT_MEMORY."""
    if recent < RECONNECTS_FREE:
        return 0.0
    return min(RECONNECT_DELAY_MAX, RECONNECT_DELAY_FIRST * 2.0 ** min(recent - RECONNECTS_FREE,
                                                                        16))


def reconnects_within(seconds: float) -> int:
    """The most reconnects of one seat taken in `seconds` (the free ones included): past
    RECONNECT_MEMORY a storm still waits RECONNECT_DELAY_MAX, its window never emptying."""
    count, at = 0, 0.0
    while at <= seconds:
        count += 1
        at += reconnect_delay(count)
    return count


@dataclass
class _Seat:
    recent: deque[float] = field(default_factory=deque)  # (monotonic) its reconnects
    waiting_until: float | None = None  # (monotonic) a reconnect of this seat waits its turn


class ReconnectPacing:
    """When each seat may next be taken back with its token."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._seats: dict[str, _Seat] = {}

    def wait(self, name: str) -> tuple[float, bool]:
        """(seconds, waits its turn) for a reconnect of seat `name` asked now: one that waits
        its turn (0 s: none) must `begin` waiting, then `end` it; one that does not is refused
        once those seconds are over, when the seat's waiting reconnect has its turn (a storm
        of refusals is no faster than the reconnects)."""
        seat = self._seats.setdefault(name, _Seat())
        now = self._clock()
        while seat.recent and seat.recent[0] <= now - RECONNECT_MEMORY:
            seat.recent.popleft()
        if seat.waiting_until is not None:
            return max(0.0, seat.waiting_until - now), False
        if not seat.recent:
            return 0.0, True
        return max(0.0, seat.recent[-1] + reconnect_delay(len(seat.recent)) - now), True

    def begin(self, name: str, seconds: float) -> None:
        self._seats[name].waiting_until = self._clock() + seconds

    def end(self, name: str, *, reconnected: bool) -> None:
        """The wait is over; `reconnected`: the seat was taken back (it counts)."""
        seat = self._seats[name]
        seat.waiting_until = None
        if reconnected:
            seat.recent.append(self._clock())


REFUSED_WAITING = Phrase("reconnect_waiting")
