"""A stored history altered as a hostile host or a damaged file would alter it, for the tests
that `pitboss verify` fails it (issue 20)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any


def tamper(path: Path, kind: str, change: Callable[[dict[str, Any]], None], *,
           table: int | None = None, nth: int = 0) -> None:
    """Rewrite the `nth` stored event of `kind` (at `table`, if given) with `change(payload)`."""
    db = sqlite3.connect(path)
    where = "" if table is None else f" AND table_no = {int(table)}"
    rows = db.execute(f"SELECT seq, tournament, payload FROM events WHERE payload LIKE ?{where} "
                      "ORDER BY seq", (f'%"type":"{kind}"%',)).fetchall()
    seq, tournament, payload = rows[nth]
    data = json.loads(payload)
    change(data)
    db.execute("UPDATE events SET payload = ? WHERE seq = ? AND tournament = ?",
               (json.dumps(data, separators=(",", ":")), seq, tournament))
    db.commit()
    db.close()


def other_card(data: dict[str, Any]) -> None:
    """A `CardDealt` dealing another card."""
    data["card"] = "2C" if data["card"] != "2C" else "3C"


def other_seed(data: dict[str, Any]) -> None:
    """A `ShuffleRevealed` revealing another seed."""
    data["seed"] = ("0" if data["seed"][0] != "0" else "1") + data["seed"][1:]
