"""The table's chat (S7-25): a line within its limits, kept with the hand history through the
game, heard by the speaker's table (a line said away from any table, by everyone) and by the
directors and spectators; never by a kiosk.

Chat is stored, so its limits bound the store's growth (issue 20: 300 spectators once stored
17,625 lines a minute and a small disk filled until the night stopped): one line a second per
client (`CHAT_EVERY`), `CHAT_RATE` a second from everyone together, no chat from spectators
unless the director opens it, and none while the disk is down to the room kept for the game's
own commands (app/net/committer.py)."""

from __future__ import annotations

import logging
from collections.abc import Callable

from app.core.game import Game
from app.net import protocol as p
from app.net.outbox import Outbox
from app.net.sessions import Session, Sessions
from app.net.tournament_time import TournamentTime
from app.phrases import Phrase

log = logging.getLogger("pitboss.host")

CHAT_LENGTH = 200
CHAT_EVERY = 1.0  # seconds between two chat messages of one client
CHAT_RATE = 5.0  # chat lines a second from every client together, on average...
CHAT_BURST = 20.0  # ...and at once
LOG_EVERY = 60.0  # seconds between two log lines of the same kind of refusal

SPECTATORS_CLOSED = Phrase("spectators_closed")
CHAT_BUSY = Phrase("chat_busy")


class TableChat:
    def __init__(self, game: Game, time_: TournamentTime, sessions: Sessions,
                 outbox: Outbox) -> None:
        self.game = game
        self.time = time_
        self.sessions = sessions
        self.outbox = outbox
        self.spectators_may_chat = False  # the director opens it (`direct`)
        # Why the store has no room for a line now, or "" (the committer's `chat_refusal`).
        self.room: Callable[[], str] = lambda: ""
        self._allowance = CHAT_BURST  # lines everyone together may say now
        self._filled = time_.monotonic()
        self._refusals: dict[str, tuple[float, int]] = {}  # why -> last logged, since

    def say(self, session: Session, say: p.Say) -> None:
        text = " ".join(say.text.split())
        now = self.time.monotonic()
        if not text or len(text) > CHAT_LENGTH:
            self.outbox.send(session, p.error(Phrase("chat_length", CHAT_LENGTH)))
            return
        if session.role == "spectator" and not self.spectators_may_chat:
            self._refuse(session, SPECTATORS_CLOSED)
            return
        if now - session.last_chat < CHAT_EVERY:
            self.outbox.send(session, p.error(Phrase("chat_every")))
            return
        self._allowance = min(CHAT_BURST, self._allowance + (now - self._filled) * CHAT_RATE)
        self._filled = now
        if self._allowance < 1:
            self._refuse(session, CHAT_BUSY)
            return
        no_room = self.room()
        if no_room:
            self._refuse(session, no_room)
            return
        self._allowance -= 1
        session.last_chat = now
        table_of = self.game.tournament.table_of
        table = table_of.get(session.name)
        at = self.time.now()
        speaker = session.name or session.role
        self.game.chat(table, speaker, text, at)
        hearers = [other for other in self.sessions
                   if other.role != "display" and (table is None or other.role != "player" or
                                                   table_of.get(other.name) == table)]
        self.outbox.send_all(hearers, p.Chat(table=table, name=speaker, text=text, at=at))

    def spectators(self, may_chat: bool) -> None:
        """The director opens or closes the spectators' chat. Not a command of the game: a
        resumed night starts with it closed again."""
        self.spectators_may_chat = may_chat
        text = "Spectators may chat" if self.spectators_may_chat else SPECTATORS_CLOSED
        log.info("%s", text)
        self.outbox.send_all([s for s in self.sessions if s.role in ("director", "spectator")],
                             p.Notice(text=text))

    def _refuse(self, session: Session, why: str) -> None:
        """An error for the client; a log line for the first such refusal, then one a minute
        at most with how many there were (a flood does not flood the log)."""
        if self.outbox.gate.held:  # at once, not behind what the full disk holds back
            session.write(p.encode(p.error(why)))
        else:
            self.outbox.send(session, p.error(why))
        now = self.time.monotonic()
        logged, since = self._refusals.get(why, (-LOG_EVERY, 0))
        if now - logged < LOG_EVERY:
            self._refusals[why] = (logged, since + 1)
            return
        self._refusals[why] = (now, 0)
        more = f" ({since:,} more since the last line)" if since else ""
        log.warning("chat refused from %s: %s%s", session.conn.peer, why, more)
