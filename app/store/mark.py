"""How far the host had told its clients: a mark outside SQLite's write-ahead log, and the hash
chain that says what it had told (docs/decisions/announced-mark.md).

A damaged or cut `-wal` file is not an error to SQLite: it reads the log up to the first frame
whose checksum fails and quietly forgets the rest, commands that clients had already been told
included. So after every commit the store writes, beside the database, the last command seq it
committed and a digest of every command and event up to it (a hash chain), in a small file of
its own (`<database>-announced`). A resume that finds fewer commands than the mark, or others
than the digest, is refused in words (app/net/resume.py), and the files are left as they are.

The file holds one fixed record of `RECORD_BYTES` per tournament, at `tournament * RECORD_BYTES`,
so each write is one `pwrite` that never straddles a disk sector, and tournaments hosted one
after the other in one database keep their own marks. It is made durable with the WAL's own
checkpoint (`EventStore.sync`), not at every commit: a commit does not wait for the disk either
(app/net/committer.py), and a kill -9 loses neither.
"""

from __future__ import annotations

import hashlib
import json
import os
import struct
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from app.store.records import StoreError

_MAGIC: Final = b"PTBSMARK"
_VERSION: Final = 1
_LAYOUT: Final = struct.Struct(">8sIQQ32s")  # magic, version, tournament, seq, digest
RECORD_BYTES: Final = 64  # the layout (60 bytes) and its CRC-32 (4)
_CHECKED: Final = _LAYOUT.size


def mark_path(database: Path) -> Path:
    """Where the mark of the database at `database` is kept: beside it."""
    return database.with_name(database.name + "-announced")


def chain_start(tournament: int) -> bytes:
    """The digest before a tournament's first command."""
    return hashlib.sha256(f"pitboss tournament {tournament}".encode()).digest()


def chain_step(previous: bytes, command: Sequence[object],
               events: Sequence[Sequence[object]]) -> bytes:
    """The digest after one command: its row as stored (seq, kind, payload, draws, at, table)
    and its events' rows (table, type, payload), chained to the digest before it. Text is
    hashed as the bytes stored, so a byte damaged on the disk changes the digest."""
    text = json.dumps([list(command), [list(event) for event in events]],
                      ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(previous + text.encode("utf-8", "surrogateescape")).digest()


@dataclass(frozen=True, slots=True)
class Announced:
    """What the host had told its clients of one tournament: commands 1 to `seq`, whose chain
    ends in `digest`."""

    tournament: int
    seq: int
    digest: bytes


class MarkFile:
    """The marks beside one database, for its one writer: `announce` after each commit,
    `sync` with each checkpoint. `read_mark` reads them without opening this."""

    def __init__(self, database: Path) -> None:
        self.path = mark_path(database)
        self._handle: int | None = None

    def announce(self, point: Announced) -> None:
        """Record `point` (the page cache keeps it through a kill -9; `sync` for power cuts)."""
        try:
            if self._handle is None:
                self._handle = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            os.pwrite(self._handle, _record(point), point.tournament * RECORD_BYTES)
        except OSError as error:
            raise StoreError(f"Cannot write {self.path}: {error.strerror or error}") from error

    def sync(self) -> None:
        if self._handle is not None:
            try:
                os.fsync(self._handle)
            except OSError as error:
                raise StoreError(f"Cannot write {self.path}: {error.strerror or error}") from error

    def close(self) -> None:
        if self._handle is not None:
            handle, self._handle = self._handle, None
            os.close(handle)


def read_mark(database: Path, tournament: int) -> Announced | None:
    """The mark of `tournament` beside `database`; None if it has none (a database from before
    the marks, or moved without its mark). A mark that cannot be read is a StoreError."""
    path = mark_path(database)
    try:
        with path.open("rb") as file:
            file.seek(tournament * RECORD_BYTES)
            record = file.read(RECORD_BYTES)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise StoreError(f"Cannot read {path}: {error.strerror or error}") from error
    if not record.strip(b"\0"):
        return None  # a hole: no mark for this tournament
    if len(record) != RECORD_BYTES:
        raise _damaged(path, tournament, "it is cut short")
    if zlib.crc32(record[:_CHECKED]).to_bytes(4, "big") != record[_CHECKED:]:
        raise _damaged(path, tournament, "its checksum does not match")
    magic, version, own, seq, digest = _LAYOUT.unpack(record[:_CHECKED])
    if magic != _MAGIC or own != tournament:
        raise _damaged(path, tournament, "it is not a Pitboss mark")
    if version != _VERSION:
        raise StoreError(f"{path} was written by a newer Pitboss (mark version {version}); "
                         "update Pitboss to resume this night")
    return Announced(tournament, seq, digest)


def _record(point: Announced) -> bytes:
    body = _LAYOUT.pack(_MAGIC, _VERSION, point.tournament, point.seq, point.digest)
    return body + zlib.crc32(body).to_bytes(4, "big")


def _damaged(path: Path, tournament: int, why: str) -> StoreError:
    return StoreError(
        f"The mark of how far tournament {tournament} was told to its players ({path}) is "
        f"damaged: {why}. Nothing has been changed; to resume from what the database holds, "
        f"without knowing what its players were told, move {path.name} away")
