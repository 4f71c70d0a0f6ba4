"""Values in and out of the database: payloads, draws, events and standings are stored as
JSON text (draws may exceed SQLite's 64-bit integers, and JSON keeps the log readable with the
`sqlite3` shell), each checked before a transaction begins so that nothing is half stored. What
comes back is the JSON form of what was given (tuples become lists, integer keys become strings);
`as_stored` gives that form, so the host compares regenerated events with stored ones like with
like. Whatever cannot be stored or read back is a StoreError, in words."""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from typing import Any

from app.store.records import StoreError


def as_stored(value: Any) -> Any:
    """`value` as the store gives it back: its JSON form (tuples as lists, keys as strings)."""
    return json.loads(dump(value, "The value"))


def dump(value: Any, what: str) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        text.encode("utf-8")  # lone surrogates would fail later, inside the transaction
    except (TypeError, ValueError) as error:
        raise StoreError(f"{what} cannot be stored as JSON: {error}") from error
    return text


def dump_object(value: Mapping[str, Any], what: str) -> str:
    if not isinstance(value, Mapping):
        raise StoreError(f"{what} must be a dict, not {type(value).__name__}")
    return dump(dict(value), what)


def dump_draws(draws: Sequence[int]) -> str:
    for draw in draws:
        if isinstance(draw, bool) or not isinstance(draw, int):
            raise StoreError(f"The draws must be integers, not {draw!r}")
    return dump(list(draws), "The draws")


def event_row(
    event: Mapping[str, Any], table: int | None, index: int
) -> tuple[int | None, str | None, str]:
    text = dump_object(event, f"Event {index + 1}")
    own = event.get("table")
    if isinstance(own, int) and not isinstance(own, bool):
        table = own
    kind = event.get("type")
    return table, kind if isinstance(kind, str) else None, text


def result_row(position: int, row: Mapping[str, Any]) -> tuple[Any, ...]:
    what = f"Standings row {position + 1}"
    if not isinstance(row, Mapping):
        raise StoreError(f"{what} must be a dict, not {type(row).__name__}")
    missing = {"name", "place", "chips", "eliminated_at_hand"} - row.keys()
    if missing:
        raise StoreError(f"{what} lacks {', '.join(sorted(missing))}")
    name, place, chips, out = row["name"], row["place"], row["chips"], row["eliminated_at_hand"]
    if not isinstance(name, str):
        raise StoreError(f"{what}: the name must be text, not {name!r}")
    for key, value in (("place", place), ("chips", chips), ("eliminated_at_hand", out)):
        if (value is None and key == "eliminated_at_hand") or (
            isinstance(value, int) and not isinstance(value, bool)
        ):
            continue
        raise StoreError(f"{what}: {key} must be a whole number, not {value!r}")
    return position, place, name, chips, out, dump_object(row, what)


def require_text(value: object, what: str) -> None:
    if not isinstance(value, str) or not value.strip():
        raise StoreError(f"{what} must be some text, not {value!r}")


def finite_time(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise StoreError(f"A time must be a finite number of seconds, not {value!r}")
    return float(value)


def table_number(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise StoreError(f"A table must be a whole number, not {value!r}")
    return value


def whole(value: object) -> int:
    if not isinstance(value, int):
        raise StoreError(f"The database holds {value!r} where a whole number belongs")
    return value


def optional_whole(value: object) -> int | None:
    return None if value is None else whole(value)


def _json(text: object) -> Any:
    try:
        return json.loads(str(text))
    except ValueError:  # a damaged row: said as the store says everything it cannot read
        raise StoreError(f"The database holds {text!r}, which is not JSON") from None


def load_object(text: object) -> dict[str, Any]:
    value = _json(text)
    if not isinstance(value, dict):
        raise StoreError(f"The database holds {text!r} where a JSON object belongs")
    return value


def load_draws(text: object) -> list[int]:
    value = _json(text)
    if not isinstance(value, list) or not all(isinstance(draw, int) for draw in value):
        raise StoreError(f"The database holds {text!r} where a list of draws belongs")
    return value
