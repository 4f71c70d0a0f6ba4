"""The table's chat (S7-25): a line within its limits, kept with the hand history through the
game, heard by the speaker's table (a line said away from any table, by everyone) and by the
directors and spectators; never by a kiosk."""

from __future__ import annotations

import time

from app.net import protocol as p
from app.net.game import Game
from app.net.outbox import Outbox
from app.net.sessions import Session, Sessions
from app.net.tournament_time import TournamentTime

CHAT_LENGTH = 200
CHAT_EVERY = 1.0  # seconds between two chat messages of one client


class TableChat:
    def __init__(self, game: Game, time_: TournamentTime, sessions: Sessions,
                 outbox: Outbox) -> None:
        self.game = game
        self.time = time_
        self.sessions = sessions
        self.outbox = outbox

    def say(self, session: Session, say: p.Say) -> None:
        text = " ".join(say.text.split())
        now = time.monotonic()
        if not text or len(text) > CHAT_LENGTH:
            self.outbox.send(session, p.Error(f"Chat messages are 1 to {CHAT_LENGTH} characters"))
            return
        if now - session.last_chat < CHAT_EVERY:
            self.outbox.send(session, p.Error("One chat message a second, please"))
            return
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
