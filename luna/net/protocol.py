"""LAN messages: plain maps with "schema": 1 and a "type", checked before anything acts.

`problem(msg)` returns None for a well-formed request to the relay, else the reason in
words; the relay turns that into an error frame, so a malformed message never raises
inside a connection's task. Unknown extra keys are ignored (newer clients may add some).
Every message is listed in docs/NET_PROTOCOL.md.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..seats import COMPUTER_KINDS, RELAY_KINDS

SCHEMA = 1
DEFAULT_PORT = 47470            # TCP, the relay
DISCOVERY_PORT = 47471          # UDP, "is there a relay?"
SEAT_KINDS = RELAY_KINDS
SETUPS = ("intro", "random")
HASH_EVERY = 8                  # clients report a snapshot hash after every 8th command
MAX_NAME = 24
MAX_TOKEN = 64

# Error codes the relay sends in {"type": "error", "code": ...}.
ERRORS = ("bad_frame", "too_large", "bad_message", "unknown_type", "bad_token", "no_room",
          "room_full", "not_host", "not_your_seat", "not_your_turn", "stale", "illegal",
          "bad_state", "undo_pending", "rate_limited", "full", "timeout", "too_slow",
          "replaced", "shutdown")

Check = Callable[[Any], str | None]


def msg(type_: str, **fields: Any) -> dict:
    """A message map with the schema stamp."""
    return {"schema": SCHEMA, "type": type_, **fields}


def error(code: str, message: str, ref: str | None = None, **extra: Any) -> dict:
    return msg("error", code=code, message=message, ref=ref, **extra)


# -- field checks: each returns None or what is wrong -----------------------------------
def _int(lo: int, hi: int) -> Check:
    def check(v: Any) -> str | None:
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            return f"must be a whole number {lo}-{hi}"
        return None
    return check


def _bool(v: Any) -> str | None:
    return None if isinstance(v, bool) else "must be true or false"


def _text(limit: int, pattern: str | None = None) -> Check:
    rx = re.compile(pattern) if pattern else None

    def check(v: Any) -> str | None:
        if not isinstance(v, str) or not v.strip() or len(v) > limit:
            return f"must be text of 1-{limit} characters"
        if not v.isprintable() or (rx is not None and not rx.fullmatch(v)):
            return "has characters that are not allowed"
        return None
    return check


def _choice(options: tuple[str, ...]) -> Check:
    def check(v: Any) -> str | None:
        return None if v in options else f"must be one of {', '.join(options)}"
    return check


def _map(v: Any) -> str | None:
    return None if isinstance(v, dict) else "must be a map"


def _number(v: Any) -> str | None:
    ok = isinstance(v, (int, float)) and not isinstance(v, bool)
    return None if ok else "must be a number"


def _list_of(check: Check, most: int) -> Check:
    def run(v: Any) -> str | None:
        if not isinstance(v, list) or len(v) > most:
            return f"must be a list of at most {most}"
        for item in v:
            p = check(item)
            if p:
                return f"item {p}"
        return None
    return run


def _seat_config(v: Any) -> str | None:
    if not isinstance(v, dict):
        return "must list maps"
    p = _choice(SEAT_KINDS)(v.get("kind"))
    if p:
        return f"kind {p}"
    for key, check in (("name", NAME), ("colour", COLOUR)):
        if v.get(key) is not None and (p := check(v[key])):
            return f"{key} {p}"
    return None


NAME = _text(MAX_NAME)
TOKEN = _text(MAX_TOKEN, r"[A-Za-z0-9_\-]+")
ROOM = _text(32, r"[A-Za-z0-9_\-]+")
COLOUR = _choice(("yellow", "red", "blue", "white"))
SEAT = _int(0, 3)
SEQ = _int(0, 1 << 30)
SHA = _text(64, r"[0-9a-f]{64}")

# type -> {field: (check, required)}
REQUESTS: dict[str, dict[str, tuple[Check, bool]]] = {
    "rooms": {},
    "create": {"name": (NAME, True), "room_name": (NAME, False),
               "players": (_int(2, 4), False), "seats": (_list_of(_seat_config, 4), False),
               "setup": (_choice(SETUPS), False), "seed": (_int(0, (1 << 31) - 1), False),
               "options": (_map, False), "save": (_map, False), "host_token": (TOKEN, False)},
    "configure": {"players": (_int(2, 4), False), "seats": (_list_of(_seat_config, 4), False),
                  "setup": (_choice(SETUPS), False),
                  "seed": (_int(0, (1 << 31) - 1), False), "options": (_map, False)},
    "join": {"room": (ROOM, False), "name": (NAME, False), "seat": (SEAT, False),
             "tokens": (_list_of(TOKEN, 5), False)},
    "watch": {"room": (ROOM, False)},
    "ready": {"seat": (SEAT, True), "ready": (_bool, True)},
    "set_info": {"seat": (SEAT, True), "name": (NAME, False), "colour": (COLOUR, False)},
    "start": {},
    "play": {"seq": (SEQ, True), "command": (_map, True)},
    "resend": {"from": (SEQ, True)},
    "resync": {},
    "hash": {"seq": (SEQ, True), "sha": (SHA, True)},
    "undo": {"seat": (SEAT, True), "to": (SEQ, False)},
    "undo_answer": {"id": (SEQ, True), "seat": (SEAT, True), "accept": (_bool, True)},
    "hand_over": {"seat": (SEAT, True), "level": (_choice(COMPUTER_KINDS + ("lan",)), True)},
    "ping": {"t": (_number, False)},
    "leave": {},
}


def problem(message: Any) -> str | None:
    """None if `message` is a well-formed request to the relay, else what is wrong."""
    if not isinstance(message, dict):
        return "a message must be a map"
    schema = message.get("schema")
    if isinstance(schema, bool) or not isinstance(schema, int):
        return "'schema' is missing"
    if schema != SCHEMA:
        return f"schema {schema} is not spoken here (this relay speaks {SCHEMA})"
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in REQUESTS:
        return f"unknown message type {kind!r}"[:120]
    for key, (check, required) in REQUESTS[kind].items():
        value = message.get(key)
        if value is None:
            if required:
                return f"{kind}: '{key}' is missing"
            continue
        why = check(value)
        if why:
            return f"{kind}: '{key}' {why}"
    return None
