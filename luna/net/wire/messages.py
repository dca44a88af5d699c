"""Every LAN message as a type: a frozen dataclass whose fields carry their types and
limits, registered from its `type` string in one of two registries (REQUESTS: what a
client sends the relay; REPLIES: what a relay sends a client).

The registries do the one check at each boundary (`problem` at the relay, `reply_problem`
at the client) and give each side the class its dispatch table is keyed by. A message
goes on the wire as a plain map (`to_wire`: {"schema", "type", then its fields in the
order declared, those not given left out}), so the bytes are those of `protocol.msg`.

A new message is one class here, with `@request` or `@reply` (see docs/NET_PROTOCOL.md,
"Adding a message"), plus its handler in the table of the side that receives it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ...seats import COMPUTER_KINDS
from .protocol import (
    COLOUR,
    INVITE,
    LAN_KEY,
    NEW_NAME,
    REASON,
    REFUSAL,
    RELAY_NAME,
    ROOM,
    ROOMS_PER_PAGE,
    SCHEMA,
    SEAT,
    SEAT_NAME,
    SEAT_TOKEN,
    SEAT_VIEW,
    SEQ,
    SETUPS,
    SHA,
    SIG,
    SUMMARY,
    TOKEN,
    UNDO_VIEW,
    Check,
    bool_,
    choice,
    fields_problem,
    header_check,
    int_,
    list_of,
    map_,
    never,
    number,
    opt,
    options,
    seat_config,
    told_reason,
    wish,
    words,
)


class _Unsent:
    """A field left out of the map on the wire (None is sent as nil)."""

    def __repr__(self) -> str:
        return "UNSENT"

    def __bool__(self) -> bool:
        return False


UNSENT: Any = _Unsent()


def spec(check: Check, *, required: bool = False, wire: str | None = None) -> Any:
    """A message field: `check` is its limit (None or what is wrong), `required` that it
    must be there and not nil, `wire` its key when that is no Python name ("from")."""
    meta = {"check": check, "required": required, "wire": wire}
    return field(metadata=meta) if required else field(default=UNSENT, metadata=meta)


@dataclass(frozen=True, kw_only=True)
class Message:
    """One message; subclasses are registered by `request` or `reply`."""
    TYPE: ClassVar[str] = ""
    SPEC: ClassVar[dict[str, tuple[Check, bool]]] = {}
    NAMES: ClassVar[dict[str, str]] = {}        # wire key -> attribute

    def to_wire(self) -> dict:
        """The plain map sent on the wire."""
        out: dict[str, Any] = {"schema": SCHEMA, "type": self.TYPE}
        for key, attr in self.NAMES.items():
            value = getattr(self, attr)
            if value is not UNSENT:
                out[key] = value
        return out

    @classmethod
    def from_wire(cls, message: dict) -> Message:
        """The typed form of a map `problem` passed (keys it does not know are left)."""
        return cls(**{attr: message[key] for key, attr in cls.NAMES.items() if key in message})


REQUESTS: dict[str, type[Message]] = {}
REPLIES: dict[str, type[Message]] = {}


def _register(table: dict[str, type[Message]], kind: str):
    def add(cls: type[Message]) -> type[Message]:
        if kind in table:
            raise ValueError(f"message type {kind!r} registered twice")
        cls.TYPE = kind
        fields = dataclasses.fields(cls)
        cls.NAMES = {f.metadata["wire"] or f.name: f.name for f in fields}
        cls.SPEC = {f.metadata["wire"] or f.name: (f.metadata["check"], f.metadata["required"])
                    for f in fields}
        table[kind] = cls
        return cls
    return add


def request(kind: str):
    """Register a message a client sends the relay."""
    return _register(REQUESTS, kind)


def reply(kind: str):
    """Register a message a relay sends its clients."""
    return _register(REPLIES, kind)


def frozen(cls):
    return dataclass(frozen=True, kw_only=True)(cls)


PAGE = int_(0, 1 << 16)
PLAYERS = int_(2, 4)
SEED = int_(0, (1 << 31) - 1)
PHASE = choice(("lobby", "playing", "over"))
NUMBER = int_(1, 1 << 30)       # a command's number in the log: the first is 1


# -- what a client sends the relay --------------------------------------------------------
@request("rooms")
@frozen
class Rooms(Message):
    page: int = spec(PAGE)


@request("create")
@frozen
class Create(Message):
    name: str = spec(NEW_NAME, required=True)
    room_name: str = spec(wish)
    players: int = spec(PLAYERS)
    seats: list[dict] = spec(list_of(seat_config, 4))
    setup: str = spec(choice(SETUPS))
    seed: int = spec(SEED)
    options: dict = spec(options)
    save: dict = spec(map_)
    host_proof: str = spec(SIG)
    host_token: Any = spec(never)


@request("configure")
@frozen
class Configure(Message):
    players: int = spec(PLAYERS)
    seats: list[dict] = spec(list_of(seat_config, 4))
    setup: str = spec(choice(SETUPS))
    seed: int = spec(SEED)
    options: dict = spec(options)


@request("join")
@frozen
class Join(Message):
    room: str = spec(ROOM)
    name: str = spec(NEW_NAME)
    seat: int = spec(SEAT)
    proofs: list[str] = spec(list_of(SIG, 5))
    tokens: Any = spec(never)
    invite: str = spec(INVITE)


@request("watch")
@frozen
class Watch(Message):
    room: str = spec(ROOM)
    tokens: Any = spec(never)
    proofs: Any = spec(never)


@request("ready")
@frozen
class Ready(Message):
    seat: int = spec(SEAT, required=True)
    ready: bool = spec(bool_, required=True)


@request("set_info")
@frozen
class SetInfo(Message):
    seat: int = spec(SEAT, required=True)
    name: str = spec(NEW_NAME)
    colour: str = spec(COLOUR)


@request("start")
@frozen
class Start(Message):
    pass


@request("play")
@frozen
class Play(Message):
    seq: int = spec(SEQ, required=True)
    command: dict = spec(map_, required=True)


@request("resend")
@frozen
class Resend(Message):
    from_: int = spec(SEQ, required=True, wire="from")


@request("resync")
@frozen
class Resync(Message):
    pass


@request("hash")
@frozen
class Hash(Message):
    seq: int = spec(SEQ, required=True)
    sha: str = spec(SHA, required=True)


@request("undo")
@frozen
class Undo(Message):
    seat: int = spec(SEAT, required=True)
    to: int = spec(SEQ)


@request("undo_answer")
@frozen
class UndoAnswer(Message):
    id: int = spec(SEQ, required=True)
    seat: int = spec(SEAT, required=True)
    accept: bool = spec(bool_, required=True)


@request("hand_over")
@frozen
class HandOver(Message):
    seat: int = spec(SEAT, required=True)
    level: str = spec(choice(COMPUTER_KINDS + ("lan",)), required=True)


@request("ping")
@frozen
class Ping(Message):
    t: float = spec(number)


@request("leave")
@frozen
class Leave(Message):
    pass


@request("key")
@frozen
class Key(Message):
    """The client's half of the sealed channel (sent in the clear)."""
    share: str = spec(SHA, required=True)


@request("close")
@frozen
class Close(Message):
    """Host: the table closes for everyone."""


@request("remove")
@frozen
class Remove(Message):
    """Host, lobby: free a seat from its holder."""
    seat: int = spec(SEAT, required=True)


@request("lock")
@frozen
class Lock(Message):
    """Host, lobby: only those told the code join."""
    locked: bool = spec(bool_, required=True)


# -- what a relay sends its clients -------------------------------------------------------
@reply("identity")
@frozen
class RelayIdentity(Message):
    relay: str = spec(TOKEN, required=True)
    key: str = spec(SHA, required=True)
    share: str = spec(SHA, required=True)
    sig: str = spec(SIG, required=True)


@reply("hello")
@frozen
class Hello(Message):
    relay: str = spec(TOKEN, required=True)
    nonce: str = spec(TOKEN, required=True)


@reply("closed")
@frozen
class Closed(Message):
    room: str = spec(ROOM, required=True)
    reason: str = spec(choice(("host", "relay")), required=True)


@reply("error")
@frozen
class Error(Message):
    code: str = spec(words(40), required=True)
    message: str = spec(words(1000), required=True)
    ref: str | None = spec(opt(words(40)))
    total: int = spec(SEQ)
    refusal: dict = spec(REFUSAL)


@reply("created")
@frozen
class Created(Message):
    room: str = spec(ROOM, required=True)
    host_token: str | None = spec(opt(TOKEN))


@reply("tokens")
@frozen
class Tokens(Message):
    room: str = spec(ROOM, required=True)
    tokens: list[dict] = spec(list_of(SEAT_TOKEN, 4), required=True)


@reply("joined")
@frozen
class Joined(Message):
    room: str = spec(ROOM, required=True)
    seats: list[int] = spec(list_of(SEAT, 4), required=True)
    host: bool = spec(bool_, required=True)
    tokens: list[dict] = spec(list_of(SEAT_TOKEN, 4))
    refused: list[int] = spec(list_of(int_(0, 4), 5))      # proofs matching nothing


@reply("invite")
@frozen
class Invite(Message):
    room: str = spec(ROOM, required=True)
    code: str = spec(INVITE, required=True)


@reply("seat_lost")
@frozen
class SeatLost(Message):
    room: str = spec(ROOM, required=True)
    seat: int = spec(SEAT, required=True)


@reply("room")
@frozen
class RoomView(Message):
    room: str = spec(ROOM, required=True)
    name: str = spec(SEAT_NAME)
    phase: str = spec(PHASE, required=True)
    players: int = spec(PLAYERS, required=True)
    setup: str = spec(choice(SETUPS + ("snapshot",)))
    seats: list[dict] = spec(list_of(SEAT_VIEW, 4), required=True)
    host_connected: bool = spec(bool_)
    to_move: int | None = spec(opt(SEAT))
    seq: int = spec(SEQ)
    waiting_for: int | None = spec(opt(SEAT))
    idle: int | None = spec(opt(SEAT))
    hand_over_in: int = spec(int_(0, 86400))
    undo: dict | None = spec(opt(UNDO_VIEW))
    locked: bool = spec(bool_)


@reply("game")
@frozen
class GameStart(Message):
    room: str = spec(ROOM, required=True)
    header: dict = spec(header_check, required=True)
    lan: dict | None = spec(opt(LAN_KEY))
    total: int = spec(SEQ, required=True)
    epoch: int = spec(SEQ)


@reply("log")
@frozen
class Log(Message):
    start: int = spec(NUMBER, required=True)
    commands: list[dict] = spec(list_of(map_, 1 << 16), required=True)
    total: int = spec(SEQ)
    reasons: list[list] = spec(list_of(told_reason, 1 << 16))


@reply("command")
@frozen
class Command(Message):
    room: str = spec(ROOM)
    seq: int = spec(NUMBER, required=True)
    command: dict = spec(map_, required=True)
    epoch: int = spec(SEQ)
    why: dict | None = spec(opt(REASON))


@reply("resync")
@frozen
class Resynced(Message):
    room: str = spec(ROOM)
    seq: int = spec(SEQ)
    reason: str = spec(words(200))


@reply("undo_request")
@frozen
class UndoRequest(Message):
    room: str = spec(ROOM)
    id: int = spec(SEQ, required=True)
    seat: int = spec(SEAT, required=True)
    to: int = spec(SEQ, required=True)
    affected: list[int] = spec(list_of(SEAT, 4), required=True)
    accepted: list[int] = spec(list_of(SEAT, 4), required=True)


@reply("undo_result")
@frozen
class UndoResult(Message):
    room: str = spec(ROOM)
    id: int = spec(SEQ, required=True)
    ok: bool = spec(bool_, required=True)
    reason: str = spec(words(200))
    seat: int | None = spec(opt(SEAT))


@reply("undone")
@frozen
class Undone(Message):
    room: str = spec(ROOM)
    to: int = spec(SEQ, required=True)
    by: int = spec(SEAT)
    epoch: int = spec(SEQ)


@reply("room_list")
@frozen
class RoomList(Message):
    name: str = spec(RELAY_NAME, required=True)
    rooms: list[dict] = spec(list_of(SUMMARY, ROOMS_PER_PAGE), required=True)
    page: int = spec(SEQ)
    pages: int = spec(SEQ)


@reply("pong")
@frozen
class Pong(Message):
    t: float | None = spec(opt(number))


# -- the checks at each boundary ----------------------------------------------------------
def problem(message: Any, table: dict[str, type[Message]] | None = None) -> str | None:
    """None if `message` is a well-formed request to the relay, else what is wrong.
    Unknown extra keys holding plain values are ignored (newer clients may add some); an
    unknown key holding a list or map is refused, so nothing the relay does not read can
    be made to cost it work."""
    table = REQUESTS if table is None else table
    if not isinstance(message, dict):
        return "a message must be a map"
    schema = message.get("schema")
    if isinstance(schema, bool) or not isinstance(schema, int):
        return "'schema' is missing"
    if schema != SCHEMA:
        return f"schema {schema} is not spoken here (this relay speaks {SCHEMA})"
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in table:
        return f"unknown message type {kind!r}"[:120]
    spec_ = table[kind].SPEC
    if table is REQUESTS:
        for key, value in message.items():
            if key not in spec_ and key not in ("schema", "type") and \
                    isinstance(value, (list, dict)):
                return f"{kind}: unknown key {str(key)[:40]!r} holds a list or map"
    return fields_problem(message, spec_, f"{kind}: ")


def request_class(message: dict) -> type[Message]:
    """The class of a request `problem` passed."""
    return REQUESTS[message["type"]]


def typed_request(message: dict) -> Message:
    """The typed form of a request `problem` passed, as the relay's handlers take it: a
    field left out is None (nil in a request means the same: not given)."""
    cls = REQUESTS[message["type"]]
    return cls(**{attr: message.get(key) for key, attr in cls.NAMES.items()})


def reply_class(message: dict) -> type[Message] | None:
    """The class of a relay's message (None for the client's own notices)."""
    return REPLIES.get(message.get("type"))


def reply_problem(message: Any) -> str | None:
    """None if `message` is something a relay may send us, else what is wrong (the
    client's side of `problem`: the same checks, the other direction)."""
    return problem(message, REPLIES) or (
        _view_problem(message) if message.get("type") == "room" else None)


def _view_problem(view: dict) -> str | None:
    """A table's view agrees with itself: each of its seats listed once, in order, and
    every seat it names one of them (a window indexes its seats by those numbers)."""
    n, seats, undo = view["players"], view["seats"], view.get("undo") or {}
    if len(seats) != n or any(s["seat"] != k for k, s in enumerate(seats)):
        return "room: 'seats' must list each of its players' seats once, in order"
    named = [view.get("to_move"), view.get("waiting_for"), view.get("idle"), undo.get("seat"),
             *undo.get("affected", ()), *undo.get("accepted", ())]
    return "room: names a seat it does not have" if any(
        k is not None and k >= n for k in named) else None


def drop_nils(message: Any, table: dict[str, type[Message]] | None = None) -> None:
    """Leave out each field of a known message sent as nil where nil is no value of it
    (the checks take such a nil as "not given"), so whoever reads the map finds the field
    given with a value it checked, or not given at all."""
    table = REPLIES if table is None else table
    cls = table.get(message.get("type")) if isinstance(message, dict) else None
    if cls is None:
        return
    for key, (check, _) in cls.SPEC.items():
        if key in message and message[key] is None and check(None) is not None:
            del message[key]


def drop_bad_reasons(message: Any) -> str | None:
    """A computer's reason is an extra beside its move: one that does not check out is
    left out of a `command` (or a `log`) and the move kept. What was dropped, or None."""
    if not isinstance(message, dict):
        return None
    kind = message.get("type")
    if kind == "command" and message.get("why") is not None and REASON(message["why"]):
        return f"reason {REASON(message.pop('why'))}"
    told = message.get("reasons")
    if kind == "log" and told is not None and list_of(told_reason, 1 << 16)(told):
        kept = [r for r in told if not told_reason(r)] if isinstance(told, list) else []
        message["reasons"] = kept[:1 << 16]
        return "reasons that do not check out"
    return None


def seats_named(message: dict) -> list[int]:
    """The seat numbers a relay's message names (a client checks them against its game)."""
    kind, undo = message.get("type"), message.get("undo") or {}
    if kind == "room":
        return [k for k in (message.get("to_move"), message.get("waiting_for"),
                            message.get("idle"), undo.get("seat"), *undo.get("affected", ()),
                            *undo.get("accepted", ()))
                if k is not None]
    one = [message.get(f) for f in ("seat", "by") if message.get(f) is not None]
    return one + list(message.get("affected") or ()) + list(message.get("accepted") or ()) \
        + list(message.get("seats") or ()) + [t["seat"] for t in message.get("tokens") or ()]
