"""Wrong codes cost time: a join or director code is guessed online one try at a time, and each
wrong try makes the next one wait longer, per address and in total.

- Per address (an IPv4 address, an IPv6 /64): after its n-th wrong code of a kind, an address's
  next code of that kind is not even looked at for `address_delay(n)` seconds (0.5, 1, 2, ... up
  to a minute): a try meanwhile is refused at once with the time to wait, and is no guess. One
  typo costs a person half a second. A right code starts the address afresh.
- In total: once the host has seen TOTAL_GRACE wrong codes of a kind, the tries of every
  address that has got one wrong take turns, `total_delay(failures)` seconds apart (up to
  TOTAL_DELAY_MAX), so many addresses guess no faster than one. A try whose turn is more than
  TURN_WAIT_MAX away is refused at once; one waits its turn in its own connection's task,
  never in the host's loop for everyone. An address with no wrong code is checked at once: a
  player with the right code joins while a guesser waits. Past ADDRESSES_MAX guessing
  addresses, new ones wait their turn too (and the table stops growing).
- The director is told (a notice, one log line) when an address, or the host in total, reaches
  NOTICE_AT wrong codes of a kind and at every fourfold after.

`night_guesses` gives what this allows in a night; tests/net/test_hostile_codes.py measures it.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass

from app.phrases import Phrase

log = logging.getLogger("pitboss.host")

ADDRESS_DELAY_FIRST = 0.5  # seconds an address waits after its first wrong code; doubling...
ADDRESS_DELAY_MAX = 60.0  # ...up to this
TOTAL_GRACE = 16  # wrong codes of a kind the host takes from everyone before they take turns
TOTAL_DELAY_FIRST = 0.25  # seconds between the turns then; doubling every TOTAL_STEP wrong codes
TOTAL_STEP = 8
TOTAL_DELAY_MAX = 30.0
TURN_WAIT_MAX = 60.0  # a try whose turn is further away is refused at once
ADDRESSES_MAX = 256  # guessing addresses remembered; past them every new address waits its turn
NOTICE_AT = 3  # the director is told at this many wrong codes, and at every fourfold after
ADDRESSES_TOLD = 16  # addresses the director is told of by name, of each kind


def address_delay(failures: int) -> float:
    """Seconds before an address's next code is looked at, after `failures` wrong ones."""
    if failures <= 0:
        return 0.0
    return min(ADDRESS_DELAY_MAX, ADDRESS_DELAY_FIRST * 2.0 ** min(failures - 1, 16))


def total_delay(failures: int) -> float:
    """Seconds between the turns of guessing addresses, after `failures` wrong codes in all."""
    if failures < TOTAL_GRACE:
        return 0.0
    steps = min((failures - TOTAL_GRACE) // TOTAL_STEP, 16)
    return min(TOTAL_DELAY_MAX, TOTAL_DELAY_FIRST * 2.0 ** steps)


def night_guesses(seconds: float) -> tuple[int, int]:
    """The most codes of a kind looked at in `seconds`: (from one address, from all addresses
    together, each new address's first try included)."""
    one, at = 0, 0.0
    while at <= seconds:
        one += 1
        at += address_delay(one)
    every, at = 0, 0.0
    while at <= seconds:
        every += 1
        at += total_delay(every)
    return one, every + ADDRESSES_MAX


def address_of(peer: str) -> str:
    """Whose tries count together: a peer's IP address (an IPv6 address's /64), without port;
    "" for an in-memory peer."""
    host = peer.rsplit(":", 1)[0].strip("[]") if peer.count(":") else peer
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return ""  # an in-memory peer ("memory"): the host's own process, never guessing
    if ip.version == 6:
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


@dataclass
class _Tries:
    failures: int = 0
    ready: float = 0.0  # (monotonic) its next code is not looked at before
    waiting: bool = False  # a try of its waits its turn: another is refused at once


class CodeGuard:
    """The wrong codes of each kind ("join", "director"), by address and in total."""

    def __init__(self, notify: Callable[[str], None],
                 clock: Callable[[], float] = time.monotonic) -> None:
        """`notify`: the director is told (the host's notices)."""
        self._notify = notify
        self._clock = clock
        self._tries: dict[tuple[str, str], _Tries] = {}
        self._failures: dict[str, int] = {}  # kind -> wrong codes in all
        self._next_turn: dict[str, float] = {}  # kind -> when the next guessing try goes
        self._told: dict[str, int] = {}  # kind -> addresses the director was told of

    async def check(self, kind: str, peer: str, given: str, expected: str) -> str:
        """'' when `given` is the code; else why not, in words: wrong, or not looked at yet."""
        address = address_of(peer)
        if not address:  # the window's own player, in memory: nobody on the network
            return "" if secrets.compare_digest(given.encode(), expected.encode()) else \
                _wrong(kind)
        tries = self._tries.get((kind, address))
        suspect = tries is not None and tries.failures > 0
        if tries is None:
            if len(self._tries) < ADDRESSES_MAX:
                tries = self._tries[(kind, address)] = _Tries()
            else:  # too many guessing addresses: a new one is a suspect, and not remembered
                tries, suspect = _Tries(), True
        now = self._clock()
        if tries.waiting or now < tries.ready:
            return _wait_words(max(tries.ready - now, 1.0))
        if suspect:
            turn = max(now, self._next_turn.get(kind, 0.0))
            if turn - now > TURN_WAIT_MAX:
                return _wait_words(turn - now)
            self._next_turn[kind] = turn + total_delay(self._failures.get(kind, 0))
            if turn > now:  # waits its turn in its own connection's task
                tries.waiting = True
                try:
                    await asyncio.sleep(turn - now)
                finally:
                    tries.waiting = False
        if secrets.compare_digest(given.encode(), expected.encode()):
            if tries.failures:
                tries.failures, tries.ready = 0, 0.0
            return ""
        self._failed(kind, address, tries)
        return _wrong(kind)

    def _failed(self, kind: str, address: str, tries: _Tries) -> None:
        tries.failures += 1
        tries.ready = self._clock() + address_delay(tries.failures)
        total = self._failures[kind] = self._failures.get(kind, 0) + 1
        what = "director" if kind == "director" else "join"
        if _worth_telling(tries.failures) and self._told.get(kind, 0) < ADDRESSES_TOLD:
            if tries.failures == NOTICE_AT:
                self._told[kind] = self._told.get(kind, 0) + 1
            self._say(f"{tries.failures} wrong {what} codes from {address}: its next try "
                      f"waits {address_delay(tries.failures):g} s")
        if _worth_telling(total) and total >= TOTAL_GRACE:
            self._say(f"{total} wrong {what} codes in all: every guessing address now takes "
                      f"turns, {total_delay(total):g} s apart")

    def _say(self, text: str) -> None:
        log.warning("%s", text)
        self._notify(text)


def _worth_telling(failures: int) -> bool:
    """NOTICE_AT, then every fourfold: 3, 12, 48, 192..."""
    count = NOTICE_AT
    while count < failures:
        count *= 4
    return count == failures


def _wrong(kind: str) -> str:
    return Phrase("wrong_director_code" if kind == "director" else "wrong_join_code")


def _wait_words(seconds: float) -> str:
    return Phrase("code_wait", f"{seconds:.0f}")
