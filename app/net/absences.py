"""The absent-player rule's trigger (S7-9): who is played as away, and their way back.

A player is away once their time to bet or act runs out (one silent client never stalls a
table, issue 20) or once their last connection has been gone AWAY_GRACE seconds; back when
they bet, act or join again. Each change is a stored command (`Game.set_away`). The directors
hear of it in their log, and their consoles show who is away with the hands dealt to each
since (issue 38: the log said only "Walker is out in place 5").
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from app.core.game import Game
from app.net import protocol as p
from app.net.commands import CommandRunner
from app.net.floods import AWAY_GRACE
from app.net.outbox import Outbox
from app.net.sessions import Session, Sessions
from app.net.views import Views
from app.phrases import Phrase

log = logging.getLogger("pitboss.host")


class Absences:
    def __init__(self, game: Game, sessions: Sessions, outbox: Outbox, views: Views,
                 runner: CommandRunner, wake: Callable[[], None]) -> None:
        self.game = game
        self.sessions = sessions
        self.outbox = outbox
        self.views = views
        self.runner = runner
        self._wake = wake  # the tables' schedule looks again
        # Away players who bet or acted, back on the next tick, in the order they came: each
        # is a stored command, and a set of names popped in the order of the process's string
        # hashes (PYTHONHASHSEED), so the same seed stored another record in another process.
        self._returning: dict[str, None] = {}

    async def time_ran_out(self, names: list[str]) -> None:
        """Players who let their time run out are away from now on, so one silent client
        never stalls a table (issue 20): S7-9 plays them absent in Series 7 (dealt in, the
        minimum forfeited); BJX and 10-hand seats get their rules' defaults (C-14: the lowest
        bet; the decision's default, `default_action`), all without waiting, until they bet
        or act again."""
        tournament = self.game.tournament
        for name in names:
            if tournament.over or name in tournament.away or name not in tournament.table_of:
                continue
            await self._set(name, True)
            log.info("%s let their time run out: played as away until they bet or act", name)
            for session in self.sessions.players(name):
                self.outbox.send(session, p.notice(Phrase("time_ran_out")))

    def coming_back(self, session: Session) -> bool:
        """A player played as away who bets or acts is back (True): the table waits for
        them again from the next tick on (`bring_back`)."""
        name = session.name
        if session.role != "player" or name not in self.game.tournament.away:
            return False
        if name not in self._returning:
            self._returning[name] = None
            self._wake()
            self.outbox.send(session, p.notice(Phrase("welcome_back")))
        return True

    async def bring_back(self) -> None:
        tournament = self.game.tournament
        while self._returning:
            name = next(iter(self._returning))  # the first to come back
            del self._returning[name]
            if name in tournament.away and name in tournament.table_of and \
                    self.sessions.connected(name) and not tournament.over:
                await self._set(name, False)

    async def left(self, session: Session) -> None:
        """A player whose last connection has gone is away: played as absent (S7-9). Away
        once gone AWAY_GRACE seconds: one back by then (a reconnect) costs no stored command
        (app/net/floods.py, a reconnect storm)."""
        name = session.name
        if session.role == "player" and name and not self.sessions.connected(name):
            await asyncio.sleep(AWAY_GRACE)
        if session.role == "player" and name and not self.sessions.connected(name) and \
                not self.sessions.stopping:
            tournament = self.game.tournament
            if tournament.started_at is not None and name in tournament.table_of and \
                    name not in tournament.away:
                await self._set(name, True)
                log.info("%s left: played as away until they join again", name)

    async def returned(self, session: Session) -> None:
        """A player who joins again is back."""
        if session.name in self.game.tournament.away:
            await self._set(session.name, False)

    def dealt(self, table: int) -> None:
        """A hand was dealt at `table`: the consoles count it for those there who are away."""
        if self.game.tournament.away & {seat.name for seat in self.game.seats(table)}:
            self.views.tell_directors()

    async def _set(self, name: str, away: bool) -> None:
        if self.game.tournament.over:
            return  # nobody plays another hand: nothing to record or tell
        hands = self.game.hands_away.get(name, 0)
        await self.runner.run(lambda at: self.game.set_away(name, away, at))
        if away:
            words = Phrase("player_away", name)
        else:
            words = Phrase("player_back", name, hands)
            log.info("%s is back after %d hands away", name, hands)
        self.outbox.send_all(self.sessions.directors(), p.notice(words))
        self.views.tell_directors()
