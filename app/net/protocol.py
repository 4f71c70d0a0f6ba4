"""The Pitboss protocol: typed messages, validated on arrival, in length-prefixed frames.

A frame is a 4-byte big-endian length and that many bytes of JSON; the JSON is one message, a
msgspec struct tagged by its "type". A client's frames are small (MAX_CLIENT_FRAME); the host's
may carry a hand's events or the standings (MAX_HOST_FRAME). See docs/protocol.md.
"""

from __future__ import annotations

import struct
from typing import Annotated, Any, Literal

import msgspec

from app import __version__
from app.core.bounded import (
    ActName,
    Chips,
    Count,
    Payload,
    TableNumber,
    VariantName,
)
from app.core.bounded import Level as Level  # the wire's levels and schedule, typed once
from app.core.bounded import Schedule as Schedule
from app.phrases import TEMPLATES, Phrase

# Bumped whenever a message changes shape; docs/protocol.md lists what each version changed.
# A host admits only clients of its own version, and tells any other in words which version it
# runs, whatever shape that client's hello has (`other_version`).
PROTOCOL_VERSION = 6
MAX_CLIENT_FRAME = 4 * 1024
MAX_HOST_FRAME = 512 * 1024
HEADER = struct.Struct(">I")

Role = Literal["player", "director", "display", "spectator"]

class Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, frozen=True):
    pass


# ---- what the messages carry ------------------------------------------------------------------


class ClockState(Payload, frozen=True):
    """The clock as the host sends it: `app.engine.clock.ClockState.to_dict()` and `rate`, the
    host's seconds per real second (`--speedup`), for a display's countdown (`time_left`)."""

    now: float
    started: bool
    paused: bool
    running: bool
    on_break: bool
    level: Level
    next_level: Level
    remaining: float
    break_remaining: float | None
    seconds_to_next_break: float | None
    elapsed_play: float
    changes_at: float | None
    rate: float


class SeatRow(Payload, frozen=True, omit_defaults=True):
    """A seat at a table as everyone sees it: who, their chips, the physical seat."""

    name: str
    chips: int
    seat: int
    # Protocol 6: played as away (S7-9), with the hands dealt to the seat since it went, which
    # both consoles show beside it (issue 38); left out for a seat that is there.
    away: Count | None = None


class StandingRow(Payload, frozen=True):
    """One player's line of the standings."""

    name: str
    chips: int
    place: int | None  # None while still playing
    table: int | None  # where the player sits; None once out


class LateEntry(Payload, frozen=True):
    """A late entry waiting for the director's word, with its table and penalty now (S7-3)."""

    name: str
    table: int
    penalty: int


# ---- a shuffle anyone can check (app/engine/shuffle_proof.py, docs/protocol.md) ---------------

Hex = Annotated[str, msgspec.Meta(max_length=128, pattern="^([0-9a-f]{2})*$")]


class ShuffleCommit(Message, tag="shuffle_commit", frozen=True):
    """Host to everyone at a table, before a hand's bets: the hash of the seed its shoe will
    be derived from. A seated player may answer with `Entropy` until the cards are dealt."""

    table: int
    hand: int
    commitment: str
    version: int


class Entropy(Message, tag="entropy", frozen=True):
    """A seated player's contribution to the shuffle of hand `hand` at `table` (hex, at most
    64 bytes); one a hand, the first kept. Late or absent: the hand is dealt without it."""

    table: int
    hand: int
    value: Hex


# ---- client to host ---------------------------------------------------------------------------


MAX_RELEASE = 40  # characters of a release's name ("0.1.0"), as told in a hello
Release = Annotated[str, msgspec.Meta(max_length=MAX_RELEASE)]


class Hello(Message, tag="hello", frozen=True):
    protocol: Count
    role: Role
    name: str = ""
    code: str = ""
    token: str = ""  # a seat's token to take it back after a drop
    pitboss: Release = ""  # the client's Pitboss release (protocol 2), for the host's words
    # A person at a window or a page (not a program): while they are away, their table deals
    # at a person's pace (app/net/scheduler.py AWAY_PERSON_SECONDS), so they can come back.
    person: bool = False


class _AnyHello(msgspec.Struct, tag_field="type", tag="hello"):
    """Any version's hello, as far as the version goes: its other fields are not looked at."""

    protocol: int = 0
    pitboss: str = ""


class _AnyRefusal(msgspec.Struct, tag_field="type", tag="refused"):
    """Any version's refusal, as far as its words go."""

    reason: str = ""


def other_version(protocol: int, pitboss: str = "") -> Phrase:
    """Words for a client whose protocol is not the host's: what the host runs, what to do."""
    if pitboss:
        return Phrase("other_version", __version__, PROTOCOL_VERSION, pitboss[:MAX_RELEASE],
                      protocol)
    return Phrase("other_version_unnamed", __version__, PROTOCOL_VERSION, protocol)


class Words(msgspec.Struct, frozen=True, array_like=True):
    """A phrase on the wire (protocol 3): its code in app/phrases.py and its values, a value
    a number, a text or a phrase of its own. Sent beside the English, which a client shows
    for a code it does not know."""

    code: Annotated[str, msgspec.Meta(max_length=64)]
    values: Annotated[list[str | int | Words], msgspec.Meta(max_length=8)] = []


def words_of(text: str) -> Words | None:
    """The wire's form of `text` where it is a phrase (else None: English only)."""
    return _words(text) if isinstance(text, Phrase) else None


def phrase_words(phrase: Phrase) -> Words:
    """A phrase's wire form."""
    return _words(phrase)


def _words(phrase: Phrase) -> Words:
    return Words(phrase.code, [_words(value) if isinstance(value, Phrase) else value
                               for value in phrase.values])


def phrase_of(words: Words) -> Phrase | None:
    """The phrase a host sent, or None where this client does not know its code."""
    if words.code not in TEMPLATES:
        return None
    values: list[str | int | Phrase] = []
    for value in words.values:
        if isinstance(value, Words):
            inner = phrase_of(value)
            if inner is None:
                return None
            values.append(inner)
        else:
            values.append(value)
    return Phrase(words.code, *values)


def error(text: str) -> Error:
    """An error for a client: `text`'s English, and its phrase where it is one."""
    return Error(message=str(text), words=words_of(text))


def refused(text: str) -> Refused:
    """A refusal for a client: `text`'s English, and its phrase where it is one."""
    return Refused(reason=str(text), words=words_of(text))


def notice(text: str) -> Notice:
    """A notice for a person: `text`'s English, and its phrase where it is one."""
    return Notice(text=str(text), words=words_of(text))


def said(english: str, words: Words | None) -> str:
    """What a host said, in this client's language where its phrase is known here."""
    phrase = phrase_of(words) if words is not None else None
    return phrase.words() if phrase is not None else english


class Bet(Message, tag="bet", frozen=True):
    table: TableNumber
    hand: Count  # the host's hand number at that table, so a stale request is refused
    amount: Chips


class Act(Message, tag="act", frozen=True):
    decision: Count  # the id of the decision the host asked for
    action: str
    amount: Chips | None = None


class Say(Message, tag="say", frozen=True):
    text: str


# What a display or a director may follow (`Follow`): the season's standings; "hands", a
# display's TV page (issue 23): every table's hands as a spectator sees them, face up only.
Topic = Literal["season", "hands"]


class Follow(Message, tag="follow", frozen=True):
    """A display or a director asks to be sent `topic` from now on, on this connection: the
    season's standings (`SeasonTable`), at once if the night has a season and again each time
    a tournament of the night ends. Asked for, not sent unasked, so a client older than the
    message never meets it (PROTOCOL_VERSION stayed 1 then; docs/decisions/season-screens.md); a
    host older than it answers `error`, and the client shows no season."""

    topic: Topic


class Ping(Message, tag="ping", frozen=True):
    sent: float = 0.0


class Direct(Message, tag="direct", frozen=True):
    """A director's act (S7-24) by its name, with what it takes. Each act is one class
    (app/core/director_acts.py) that types its `arguments` and says what it lacks: an unknown
    act, or arguments it does not take, are refused on arrival and change nothing."""

    act: ActName
    # Bounded by the client's frame; judged by the act's own `Arguments` at the host, which
    # refuses in words an act it does not know and what an act does not take.
    arguments: dict[str, Any] = {}


ClientMessage = Hello | Bet | Act | Say | Ping | Direct | Entropy | Follow


# ---- host to client ---------------------------------------------------------------------------


class Welcome(Message, tag="welcome", frozen=True):
    protocol: int
    role: Role
    name: str
    token: str
    host: str
    variant: VariantName


class Refused(Message, tag="refused", frozen=True):
    """The connection is refused and will be closed."""

    reason: str
    protocol: int = PROTOCOL_VERSION
    words: Words | None = None  # the reason as a phrase (protocol 3)

    def said(self) -> str:
        return said(self.reason, self.words)


class Error(Message, tag="error", frozen=True):
    """A request was refused; nothing changed."""

    message: str
    words: Words | None = None  # the message as a phrase (protocol 3)

    def said(self) -> str:
        return said(self.message, self.words)


class Events(Message, tag="events", frozen=True, omit_defaults=True):
    table: int | None
    events: list[dict[str, Any]]
    # Protocol 5: the words of the batch's tournament events, in order, as the director's log
    # says them (app/core/tournament_words.py): a page words them from the catalogue. Left
    # out of a batch that has none (a hand's events).
    said: list[Words] = []


class BetRequest(Message, tag="bet_request", frozen=True):
    table: int
    hand: int
    seat: str
    low: int
    high: int
    step: int
    deadline: float  # host time
    # What a player betting to win the tournament weighs: the chips of those it competes
    # against now, and (10-hand) the hands left in its round, this one included.
    rivals: dict[str, int] = {}
    hands_left: int | None = None
    match_hands: int | None = None  # 10-hand: the hands of a match (T10-4), for "hand 3 of 10"
    # Who deals the hand the bet is for: the dealer's button and "You deal" move to them as the
    # bets are asked, not once the hand is dealt (issue 38).
    dealer: str | None = None
    # The seat is played as away (S7-9: its time ran out): this bet brings it back.
    away: bool = False


class DecisionRequest(Message, tag="decision", frozen=True):
    decision: int
    table: int
    seat: str
    kind: str
    actions: list[str]
    ranges: dict[str, list[int]]  # action -> [low, high, step] for those taking an amount
    deadline: float
    hand: int = 0  # which of the seat's hands, after splits
    default: str | None = None  # what happens at the deadline


class Waiting(Message, tag="waiting", frozen=True):
    """Whom the host waits for at a table, and until when (host time): the seats asked to bet
    in the bet window, or the one seat asked to act. Everyone at the table is told, so the felt
    shows the acting seat's shot clock; empty `seats`: nobody is waited for."""

    table: int
    seats: list[str]
    deadline: float
    # Seconds left to those waited for, standing still: the director's pause (or a break,
    # for bets) holds the table; the deadline moves on by the time it stood.
    held: float | None = None


class OfferedAct(Payload, frozen=True):
    """An act as a console draws it: its button's words and the arguments it takes, each by
    its name ("text", "table", "player", "level", "seconds"), which says how it is asked."""

    act: ActName
    label: Words
    takes: list[str]


class Snapshot(Message, tag="snapshot", frozen=True):
    """Where the tournament stands: sent on joining and after every change of the field."""

    variant: VariantName
    started: bool
    over: bool
    # Tables by number (a JSON object's keys are strings: "1"), each its seats in seat order.
    tables: dict[int, list[SeatRow]]
    dealers: dict[int, str]
    standings: list[StandingRow]
    clock: ClockState | None  # before the start too; None for 10-hand (T10-2)
    players: list[str]
    now: float
    entries: list[LateEntry] = []  # late entries waiting for the director (S7-3)
    waitlist: list[str] = []  # turned away from a full tournament, in order (S7-2)
    schedule: Schedule | None = None  # the levels in force; None for 10-hand
    # 10-hand (protocol 2): each player's hands played in their match so far, so a display
    # that comes in mid-match knows the hands left (issue 23's TV page); empty otherwise.
    match_played: dict[str, Count] = {}
    # Protocol 4: the director's acts that may not be done now, each with why (a phrase):
    # the console and the phone remote enable the others (app/core/director_acts.py).
    acts: dict[ActName, Words] = {}
    # Protocol 5: the acts a console draws from what they take (a button and a field for each
    # argument) rather than from controls of its own: an act added needs no console's change.
    offered: list[OfferedAct] = []
    # Protocol 5: the director's moves waiting for the end of a hand (S7-24), each a phrase,
    # which both consoles show as pending until the host says otherwise.
    pending: list[Words] = []


class Chat(Message, tag="chat", frozen=True):
    table: int | None
    name: str
    text: str
    at: float


class Notice(Message, tag="notice", frozen=True):
    """Something the host tells a person: a resumed or voided hand, a shutdown."""

    text: str
    words: Words | None = None  # the text as a phrase (protocol 3)

    def said(self) -> str:
        return said(self.text, self.words)


# A season table sent on the protocol holds at most this many rows, the leaders', with the
# count of all: 100 rows of the longest names are about 20 KB, far under MAX_HOST_FRAME, and
# more than any screen shows at once (the host's web page serves the whole table).
SEASON_ROWS = 100


class SeasonRow(Payload, frozen=True):
    """A member's line of the season table (app/league/standings.py `Standing`): `position`
    in the table (1 leads), the points as the league writes them ("72.5": exact hundredths,
    `format_points`), and the average place to the hundredth."""

    position: int
    member: str
    points: str
    events: int
    wins: int
    best_finish: int
    average_finish: float
    chips_won_dealing: int


class SeasonTable(Message, tag="season", frozen=True):
    """Host to a display or director that follows "season" (`Follow`): the standings of the
    season the night's tournaments count in (issue 21), after `tournaments` finished ones;
    `rows` are the top of the table, at most SEASON_ROWS, of `members` rows in all."""

    season: str
    tournaments: int
    members: int
    rows: Annotated[list[SeasonRow], msgspec.Meta(max_length=SEASON_ROWS)]


class Pong(Message, tag="pong", frozen=True):
    sent: float
    now: float


HostMessage = (Welcome | Refused | Error | Events | BetRequest | DecisionRequest | Waiting |
               Snapshot | Chat | Notice | Pong | ShuffleCommit | SeasonTable)

_client_decoder = msgspec.json.Decoder(ClientMessage)
_host_decoder = msgspec.json.Decoder(HostMessage)


def _as_text(value: object) -> str:
    """A phrase in a message's text field is its English (its words travel in `words`)."""
    if isinstance(value, Phrase):
        return str(value)
    raise TypeError(f"Encoding objects of type {type(value).__name__} is unsupported")


_encoder = msgspec.json.Encoder(enc_hook=_as_text)


class ProtocolError(ValueError):
    """A frame that is not a valid message: refused with this text, nothing changes."""


class OtherVersion(ProtocolError):
    """A hello of another protocol version, whatever its shape: `refused` with these words."""


def encode(message: Message) -> bytes:
    """The message as one frame, length prefix included."""
    body = _encoder.encode(message)
    return HEADER.pack(len(body)) + body


def decode_client(body: bytes) -> ClientMessage:
    """A client's message, checked whole on arrival: its size, its shape, its fields' types
    and bounds, ProtocolError says what is wrong."""
    if len(body) > MAX_CLIENT_FRAME:
        raise ProtocolError(f"Frame too large ({len(body)} bytes; the limit is {MAX_CLIENT_FRAME})")
    try:
        message: ClientMessage = _client_decoder.decode(body)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        # Another version's hello may have another shape: it is told about versions, not
        # about the field it has and this one lacks.
        said = _lenient(_any_hello, body)
        if isinstance(said, _AnyHello) and said.protocol != PROTOCOL_VERSION:
            raise OtherVersion(other_version(said.protocol, said.pitboss)) from None
        raise ProtocolError(f"Malformed message: {error}") from None
    except RecursionError:
        # Every message is typed to the end (no free-form field to nest in), but the decoder
        # skips a value it will refuse (an unknown field, one before the "type" tag) by
        # recursing into it: 2 KiB of brackets there made a traceback per frame (issue 20).
        raise ProtocolError("Malformed message: nested too deeply") from None
    return message


def decode_host(body: bytes) -> HostMessage:
    try:
        message: HostMessage = _host_decoder.decode(body)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        # A host of another version refuses in words whose message may have another shape.
        refused = _lenient(_any_refusal, body)
        if isinstance(refused, _AnyRefusal) and refused.reason:
            return Refused(reason=refused.reason[:MAX_REASON], protocol=0)
        raise ProtocolError(f"Malformed message from the host: {error}") from None
    return message


MAX_REASON = 1000  # a refusal's words shown from another version's host, at most
_any_hello = msgspec.json.Decoder(_AnyHello)
_any_refusal = msgspec.json.Decoder(_AnyRefusal)


def _lenient(decoder: msgspec.json.Decoder[Any], body: bytes) -> object:
    """`body` decoded by a lenient decoder, or None; only ever tried on a frame refused."""
    try:
        return decoder.decode(body)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return None


class FrameReader:
    """Splits a byte stream into frame bodies, refusing any frame over `limit` at its header."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._buffer = bytearray()

    def feed(self, data: bytes) -> list[bytes]:
        self._buffer += data
        bodies: list[bytes] = []
        while len(self._buffer) >= HEADER.size:
            (length,) = HEADER.unpack_from(self._buffer)
            if length > self.limit:
                raise ProtocolError(f"Frame too large ({length} bytes; the limit is {self.limit})")
            if len(self._buffer) < HEADER.size + length:
                break
            bodies.append(bytes(self._buffer[HEADER.size:HEADER.size + length]))
            del self._buffer[:HEADER.size + length]
        return bodies
