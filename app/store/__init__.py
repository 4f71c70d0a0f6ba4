"""SQLite storage: the event log of every tournament and hand, snapshots, results. Imports no Qt."""

from app.store.database import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    CommandRecord,
    EventRecord,
    EventStore,
    HandRecord,
    PreparedCommand,
    Status,
    StoreError,
    TournamentRecord,
    as_stored,
    default_database_path,
    group_hands,
)

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
    "TournamentRecord",
    "as_stored",
    "default_database_path",
    "group_hands",
]
