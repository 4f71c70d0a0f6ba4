"""SQLite storage: the event log of every tournament and hand, snapshots, results. Imports no Qt.

The store itself is `EventStore` (database.py); what it gives back is in records.py, the file's
checks and creation in sqlite_file.py, values in and out in values.py, exports in export.py.
"""

from app.store.database import EventStore, default_database_path
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
from app.store.sqlite_file import APPLICATION_ID, SCHEMA_VERSION
from app.store.values import as_stored

__all__ = [
    "APPLICATION_ID",
    "SCHEMA_VERSION",
    "CommandRecord",
    "EventRecord",
    "EventStore",
    "HandRecord",
    "PreparedCommand",
    "Status",
    "StoreError",
    "StoreFull",
    "TournamentRecord",
    "as_stored",
    "default_database_path",
    "group_hands",
]
