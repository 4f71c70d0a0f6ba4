"""What a display or a director follows beside the game (`p.Follow`, issue 21): the night's
season standings, sent when they follow and each time they change. Never a player's: a
season's table may be large, and a seat has no use for it. A display may follow "hands" too
(issue 23, the kiosk's TV page): every table's hands as a spectator sees them (app/net/views.py),
never a face-down card (C-11)."""

from __future__ import annotations

from app.net import protocol as p
from app.net.outbox import Outbox
from app.net.sessions import Session, Sessions
from app.phrases import Phrase

FOLLOWERS = ("display", "director")  # the roles that may follow the season


class Following:
    def __init__(self, sessions: Sessions, outbox: Outbox) -> None:
        self.sessions, self.outbox = sessions, outbox
        # The night's season standings (HostedNight's SeasonBoard); None on a night that
        # counts in no season, or before they are worked out.
        self.season: p.SeasonTable | None = None

    def follow(self, session: Session, follow: p.Follow) -> None:
        """A display or a director follows the season's standings: sent the last at once
        (nothing on a night with no season), then each new one (`publish_season`). A display
        follows the hands: sent from now on as a spectator sees them (app/net/views.py)."""
        if follow.topic == "hands" and session.role != "display":
            # A director's console hears every hand already; a player follows its own.
            self.outbox.send(session, p.error(Phrase("display_follows_hands")))
            return
        if session.role not in FOLLOWERS:
            self.outbox.send(session, p.error(Phrase("follows_season")))
            return
        session.follows.add(follow.topic)
        if follow.topic == "season" and self.season is not None:
            self.outbox.send(session, self.season)

    def publish_season(self, table: p.SeasonTable) -> None:
        """New season standings (a tournament of the night is stored finished), to those
        who follow them."""
        self.season = table
        self.outbox.send_all([session for session in self.sessions
                              if "season" in session.follows], table)
