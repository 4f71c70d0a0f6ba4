"""What a client may send, bounded as it arrives (issue 20: an `add_time` of 1e308 twice made
the clock infinite), and the schedule's wire form: the protocol's messages and a director's
acts (app/core/director_acts.py, each act's `Arguments`) are typed with these, one home for
both (docs/decisions/director-acts.md)."""

from __future__ import annotations

from typing import Annotated

import msgspec

from app.engine.schedule import MAX_EDIT_LEVEL

MAX_ADDED_SECONDS = 24 * 60 * 60  # a director adds or takes away at most a day at once
MAX_TABLE = 1000
MAX_CHIPS = 10**12  # far above any field's chips
MAX_COUNT = 2**53  # hand numbers, decision ids: what a JSON number holds exactly
Count = Annotated[int, msgspec.Meta(ge=0, le=MAX_COUNT)]
Chips = Annotated[int, msgspec.Meta(ge=0, le=MAX_CHIPS)]
TableNumber = Annotated[int, msgspec.Meta(ge=1, le=MAX_TABLE)]
LevelNumber = Annotated[int, msgspec.Meta(ge=1, le=MAX_EDIT_LEVEL)]
AddedSeconds = Annotated[float, msgspec.Meta(ge=-MAX_ADDED_SECONDS, le=MAX_ADDED_SECONDS)]
Minutes = Annotated[int, msgspec.Meta(ge=0, le=MAX_COUNT)]  # the schedule's rules judge more
# A variant's name (app/engine/variants): a built-in's, or one registered beside them.
VariantName = Annotated[str, msgspec.Meta(pattern=r"^[a-z0-9][a-z0-9_-]{0,31}$")]
# A director's act by its name (app/core/director_acts.py ACTS; an unknown one is refused).
ActName = Annotated[str, msgspec.Meta(pattern=r"^[a-z][a-z_]{0,39}$")]


class Payload(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A part of a message, typed and checked on arrival like the message itself. The wire
    forms of the engine's rows and states keep the engine's names (`p.StandingRow` is what a
    client is sent of an `app.engine.tournament.base.StandingRow`); app/net/views.py builds
    them, so the protocol depends on no engine type (docs/decisions/typed-protocol.md)."""


class Level(Payload, frozen=True, omit_defaults=True, kw_only=True):
    """A level as a structure file writes it (app/engine/schedule.py `Level.to_dict`): no
    "max" for a BJX level, which has only a minimum (BJX-2)."""

    number: Count = msgspec.field(name="level")
    minimum: Chips = msgspec.field(name="min")
    maximum: Chips | None = msgspec.field(default=None, name="max")
    minutes: Minutes


class Schedule(Payload, frozen=True, omit_defaults=True, kw_only=True):
    """The levels and breaks, as a structure file writes them (`Schedule.to_dict`). The host
    names the variant; a director's `direct` may leave it out (it is the clock's own). The
    host judges the rules (rising bets, the chip unit, a started level kept) with
    `Schedule.from_dict`, so its messages say what to fix."""

    variant: VariantName | None = None
    level_minutes: Minutes
    break_every: Minutes
    break_minutes: Minutes
    levels: Annotated[list[Level], msgspec.Meta(max_length=MAX_EDIT_LEVEL)]
