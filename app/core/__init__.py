"""The game's core, below the network: the game run by stored commands (game.py), the events'
encoding (wire.py), a tournament's record and its exports (record.py, hands_csv.py) and the
check of stored shuffles (shuffle_audit.py). The host, the coach, History and the commands all
read it; it uses the engine and the store only, and imports no Qt (docs/decisions/core.md)."""
