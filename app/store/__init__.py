"""SQLite storage: the event log of every tournament and hand, snapshots, results. Imports no Qt."""
