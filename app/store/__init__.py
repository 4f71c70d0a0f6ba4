"""SQLite storage: the event log of every tournament and hand, snapshots, results. Imports no Qt.

The store itself is `EventStore` (database.py); what it gives back is in records.py, the file's
checks and creation in sqlite_file.py, the schema's later versions in migrations.py, values in
and out in values.py, exports in export.py. The league (issue 21) is `League` (league.py): its
members (members.py, CSV in members_csv.py) and seasons (seasons.py); backup.py backs up and
restores the whole file.
"""

from app.store.database import EventStore, default_database_path
from app.store.league import League
from app.store.members import LeagueError, Member, MemberStatus
from app.store.records import (
    CommandRecord,
    EventRecord,
    HandRecord,
    PreparedCommand,
    Status,
    StoreError,
    StoreFull,
    TournamentRecord,
    group_hands,
)
from app.store.seasons import Season
from app.store.sqlite_file import APPLICATION_ID, SCHEMA_VERSION
from app.store.values import as_stored

__all__ = [
    "APPLICATION_ID",
    "SCHEMA_VERSION",
    "CommandRecord",
    "EventRecord",
    "EventStore",
    "HandRecord",
    "League",
    "LeagueError",
    "Member",
    "MemberStatus",
    "PreparedCommand",
    "Season",
    "Status",
    "StoreError",
    "StoreFull",
    "TournamentRecord",
    "as_stored",
    "default_database_path",
    "group_hands",
]
