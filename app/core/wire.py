"""Engine events to plain JSON-able dicts and back, by their fields.

A card travels as "AS", an enum as its value, a set as a sorted list; `visible_to` never travels:
the host sends each client the event already redacted for it (C-11).
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Mapping
from enum import Enum
from functools import cache
from typing import Any

import msgspec

from app.engine import events as engine_events
from app.engine import shuffle_proof
from app.engine.cards import Card
from app.engine.events import Event
from app.engine.tournament import events as tournament_events

_MODULES = (engine_events, tournament_events, shuffle_proof)


@cache
def event_types() -> dict[str, type[Event]]:
    found: dict[str, type[Event]] = {}
    for module in _MODULES:
        for value in vars(module).values():
            # The name is the type on the wire and in the store: two classes sharing one would
            # decode one as the other.
            if isinstance(value, type) and issubclass(value, Event) and value is not Event \
                    and found.setdefault(value.__name__, value) is not value:
                raise TypeError(f"Two event types are called {value.__name__}")
    return found


def event_to_dict(event: Event) -> dict[str, Any]:
    data: dict[str, Any] = {"type": type(event).__name__}
    for name in _sent_fields(type(event)):
        data[name] = _plain(getattr(event, name))
    return data


@cache
def _sent_fields(kind: type[Event]) -> tuple[str, ...]:
    # `msgspec.structs.fields` evaluates the class's annotations on every call: a third of
    # the host's time under load went there before this was cached.
    return tuple(name for name in kind.__struct_fields__ if name != "visible_to")


def _plain(value: object) -> Any:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Event):
        return event_to_dict(value)
    if isinstance(value, Mapping):
        return {str(key): _plain(item) for key, item in value.items()}
    if isinstance(value, frozenset | set):
        return sorted(_plain(item) for item in value)
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    return value


def event_from_dict(data: Mapping[str, Any]) -> Event:
    """The event a dict describes; ValueError for an unknown type or a field of the wrong shape."""
    kind = event_types().get(str(data.get("type")))
    if kind is None:
        raise ValueError(f"Unknown event type {data.get('type')!r}")
    values = {name: convert(data[name]) for name, convert in _fields(kind) if name in data}
    try:
        return kind(**values)
    except (TypeError, KeyError) as error:
        raise ValueError(f"{kind.__name__}: {error}") from None


Converter = Callable[[Any], Any]
_FIELDS: dict[str, list[tuple[str, Converter]]] = {}


def _fields(kind: type[Event]) -> list[tuple[str, Converter]]:
    """Each field's name and how to rebuild its value, worked out once per event type."""
    found = _FIELDS.get(kind.__name__)
    if found is None:
        hints = typing.get_type_hints(kind)
        found = _FIELDS[kind.__name__] = [
            (field.name, _converter(hints[field.name])) for field in msgspec.structs.fields(kind)
            if field.name != "visible_to"]
    return found


def _keep(value: Any) -> Any:
    return value


def _converter(hint: Any) -> Converter:
    origin = typing.get_origin(hint)
    arguments = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in arguments if a is not type(None)]
        if len(options) != 1:
            return _keep
        inner = _converter(options[0])
        return lambda value: None if value is None else inner(value)
    if hint is Card:
        return Card.parse
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint
    if isinstance(hint, type) and issubclass(hint, Event):
        return event_from_dict
    if origin is frozenset:
        item = _converter(arguments[0])
        return lambda value: frozenset(item(each) for each in value)
    if origin is tuple:
        item = _converter(arguments[0])
        return lambda value: tuple(item(each) for each in value)
    if origin in (Mapping, dict, typing.Mapping):
        item = _converter(arguments[1])
        return lambda value: {key: item(each) for key, each in value.items()}
    return _keep
