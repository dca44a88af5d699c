"""LAN messages: plain maps with "schema": 1 and a "type", checked before anything acts.

`problem(msg)` returns None for a well-formed request to the relay, else the reason in
words; the relay turns that into an error frame, so a malformed message never raises
inside a connection's task. Unknown extra keys holding plain values are ignored (newer
clients may add some); an unknown key holding a list or map is refused, so nothing the
relay does not read can be made to cost it work.
Every message is listed in docs/NET_PROTOCOL.md.
"""

from __future__ import annotations

import base64
import hashlib
import ipaddress
import re
from collections.abc import Callable
from typing import Any

from ...ai.reasons import TERMS as REASON_TERMS
from ...engine.names import name_problem, printable_problem
from ...saves import header_problem
from ...seats import COMPUTER_KINDS, RELAY_KINDS

SCHEMA = 1
DEFAULT_PORT = 47470            # TCP, the relay
DISCOVERY_PORT = 47471          # UDP, "is there a relay?"
SEAT_KINDS = RELAY_KINDS
SETUPS = ("intro", "random")
HASH_EVERY = 8                  # clients report a snapshot hash after every 8th command
MAX_NAME = 24
MAX_TOKEN = 64
ROOM_ID = r"[A-Za-z0-9_\-]{1,32}"     # never a path: no dots, no slashes
ROOMS_PER_PAGE = 16                   # a room_list page always fits a frame

PROOF = "luna-seat-proof/3"

# Error codes the relay sends in {"type": "error", "code": ...}.
ERRORS = ("bad_frame", "too_large", "bad_message", "unknown_type", "bad_token", "no_room",
          "room_full", "not_host", "not_your_seat", "not_your_turn", "stale", "illegal",
          "bad_state", "undo_pending", "rate_limited", "full", "timeout", "too_slow",
          "replaced", "shutdown", "room_closed", "removed", "memory_full", "lobby_expired",
          "old_save", "locked", "table_left", "name_taken")

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


def _never(v: Any) -> str | None:
    return "must never be sent: tokens are proven (see the relay's hello), not shown"


def _seat_config(v: Any) -> str | None:
    if not isinstance(v, dict):
        return "must list maps"
    return seat_problem(0, v.get("kind"), v.get("name"), v.get("colour"), new=True)


def NAME(v: Any) -> str | None:  # noqa: N802 - a check, named like the others
    return name_problem(v, MAX_NAME)


def NEW_NAME(v: Any) -> str | None:  # noqa: N802
    """A name chosen now (a request), not one read from a save: see name_problem."""
    return name_problem(v, MAX_NAME, new=True)

def _wish(v: Any) -> str | None:
    """A table's name as asked for: printable; the relay lists it only if it passes the
    name check (relay.table_name), else it names the table after its host."""
    return printable_problem(v, 64)


TOKEN = _text(MAX_TOKEN, r"[A-Za-z0-9_\-]+")
INVITE = _text(16, r"[A-Za-z0-9]+")    # a locked lobby's code (room_parts.new_invite)
ROOM = _text(32, ROOM_ID)
COLOUR = _choice(("yellow", "red", "blue", "white"))
SEAT = _int(0, 3)
SEQ = _int(0, 1 << 30)
SHA = _text(64, r"[0-9a-f]{64}")       # a token's digest (its public key), a key, a share
SIG = _text(128, r"[0-9a-f]{128}")     # a proof (a signature)

# type -> {field: (check, required)}
REQUESTS: dict[str, dict[str, tuple[Check, bool]]] = {
    "rooms": {"page": (_int(0, 1 << 16), False)},
    "create": {"name": (NEW_NAME, True), "room_name": (_wish, False),
               "players": (_int(2, 4), False), "seats": (_list_of(_seat_config, 4), False),
               "setup": (_choice(SETUPS), False), "seed": (_int(0, (1 << 31) - 1), False),
               "options": (_map, False), "save": (_map, False), "host_proof": (SIG, False),
               "host_token": (_never, False)},
    "configure": {"players": (_int(2, 4), False), "seats": (_list_of(_seat_config, 4), False),
                  "setup": (_choice(SETUPS), False),
                  "seed": (_int(0, (1 << 31) - 1), False), "options": (_map, False)},
    "join": {"room": (ROOM, False), "name": (NEW_NAME, False), "seat": (SEAT, False),
             "proofs": (_list_of(SIG, 5), False), "tokens": (_never, False),
             "invite": (INVITE, False)},
    "watch": {"room": (ROOM, False), "tokens": (_never, False), "proofs": (_never, False)},
    "ready": {"seat": (SEAT, True), "ready": (_bool, True)},
    "set_info": {"seat": (SEAT, True), "name": (NEW_NAME, False), "colour": (COLOUR, False)},
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
    "key": {"share": (SHA, True)},            # the client's half of the channel (clear)
    "close": {},                              # host: the table closes for everyone
    "remove": {"seat": (SEAT, True)},         # host, lobby: free a seat from its holder
    "lock": {"locked": (_bool, True)},        # host, lobby: only those told the code join
}


# -- proving a token without sending it ---------------------------------------------------
# Each token is the seed of an Ed25519 key pair. The relay and every save keep only the
# public key (the "digest" of the token, 64 hex digits): it checks a proof and cannot make
# one, so neither the host's client (which saves every seat's digest, to reopen the game)
# nor anyone reading a save can take a seat. Only the token's holder signs.
# `cryptography` is imported where a key is made or a signature checked, never at start:
# a computer's worker process or a window that never plays over the LAN stays small.
SEAT_KEY = "luna-seat-proof/2|key"      # (kept: every saved digest is derived with it)


def _seat_key(token: str):
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    seed = hashlib.sha256(f"{SEAT_KEY}|{token}".encode()).digest()
    return Ed25519PrivateKey.from_private_bytes(seed)


def digest(token: str) -> str:
    """What the relay (and every save) keeps of a token: its public key, in hex."""
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
    return _seat_key(token).public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()


def proof_context(relay_key: str, session: str, room: str, nonce: str) -> bytes:
    """What a proof is bound to: the relay's key (not the route to it: a host name, a
    port forward and NAT all prove the same), the sealed channel it is sent on
    (`secure.Channel.session`), the room named (or ""), and the relay's fresh nonce."""
    return f"{PROOF}|{relay_key}|{session}|{room}|{nonce}".encode()


def prove(token: str, context: bytes) -> str:
    """The token's signature of `context`: shows the token is held without sending it;
    useless for any other nonce, channel, relay or room."""
    return _seat_key(token).sign(context).hex()


# Public keys of small order (and the non-canonical spellings of the two with x = 0): a
# key like the identity point accepts one fixed signature for every message, so a crafted
# save planting it would open that seat to anyone. The verifier refuses them itself.
_FIELD = 2**255 - 19
_WEAK_KEYS = frozenset(bytes.fromhex(h) for h in (
    "01" + "00" * 31, "01" + "00" * 30 + "80",                      # identity
    "ec" + "ff" * 30 + "7f", "ec" + "ff" * 31,                      # order 2
    "00" * 32, "00" * 31 + "80",                                    # order 4
    "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",   # order 8
    "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85",
    "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
    "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa"))


def weak_key(key: bytes) -> bool:
    """A public key no honest seat has: of small order, or not in canonical form."""
    y = int.from_bytes(key, "little") & (2**255 - 1)
    return key in _WEAK_KEYS or y >= _FIELD


def proof_ok(token_digest: str | None, context: bytes, mac: str) -> bool:
    """Does `mac` sign `context` under the key `token_digest` names? Never raises; a weak
    key (see `weak_key`) proves nothing."""
    if token_digest is None:
        return False
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
    try:
        if weak_key(bytes.fromhex(token_digest)):
            return False
        Ed25519PublicKey.from_public_bytes(bytes.fromhex(token_digest)).verify(
            bytes.fromhex(mac), context)
    except (InvalidSignature, ValueError):
        return False
    return True


def room_id_for(host_digest: str) -> str:
    """A room's id, derived from its host's key: a relay restarted empty reopens a room
    only for the one who proves that key (nobody can make a save with another's id)."""
    raw = hashlib.sha256(f"luna-room/1|{host_digest}".encode()).digest()
    return base64.urlsafe_b64encode(raw).decode()[:16]


def room_id_ok(rid: Any) -> bool:
    """A room id as both sides accept it: 1-32 letters, digits, '_' or '-' (so a file name
    derived from it can never leave its folder)."""
    return isinstance(rid, str) and re.fullmatch(ROOM_ID, rid) is not None


def address_key(host: str) -> str:
    """Whom a per-address limit counts: an IPv4 address, or an IPv6 /64 (a machine or a
    home is given a whole /64, so counting single IPv6 addresses limits nobody)."""
    try:
        ip = ipaddress.ip_address(host.split("%")[0])
    except ValueError:
        return host
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


def host_problem(host: Any) -> str | None:
    """What is wrong with a relay's host as typed or remembered (a save, the settings),
    or None: a name a socket can be asked for, or an IPv6 address (a name with a NUL or
    a label over 63 letters made the connection raise instead of fail)."""
    if not isinstance(host, str) or not 0 < len(host) <= 253 or not host.isprintable():
        return "must be a host name or address of 1-253 printable characters"
    if ":" in host:
        return None if re.fullmatch(r"[0-9A-Za-z:.%_-]+", host) else "is no IPv6 address"
    try:
        host.encode("idna")
    except UnicodeError:
        return "is no host name"
    return None


def seat_problem(k: int, kind: Any, name: Any, colour: Any, new: bool = False) -> str | None:
    """One check for a seat's kind, name and colour wherever they come from (create,
    configure, join, set_info, a restored save); None for name or colour: not given;
    `new`: a name chosen now (see name_problem)."""
    for what, check, value in (("kind", _choice(SEAT_KINDS), kind),
                               ("name", NEW_NAME if new else NAME, name),
                               ("colour", COLOUR, colour)):
        if value is None and what != "kind":
            continue
        why = check(value)
        if why:
            return f"seat {k}: {what} {why}"
    return None


def _opt(check: Check) -> Check:
    """The value may also be null."""
    return lambda v: None if v is None else check(v)


def _words(limit: int) -> Check:
    """Free text (an error's words, a reason): printable, at most `limit` characters."""
    return lambda v: printable_problem(v, limit)


def _shown_name(limit: int) -> Check:
    """A name in a view (a seat, a table, a relay): "" or a name that shows as itself."""
    return lambda v: name_problem(v, limit, blank_ok=True)


def _shape_of(spec: dict[str, tuple[Check, bool]]) -> Check:
    """A map whose keys pass `spec` (the same form as a message's fields)."""
    def check(v: Any) -> str | None:
        if not isinstance(v, dict):
            return "must be a map"
        return _fields(v, spec, "")
    return check


SEAT_NAME = _shown_name(MAX_NAME)     # a seat's name in a view: "" while unclaimed
RELAY_NAME = _shown_name(40)
SEAT_VIEW = _shape_of({
    "seat": (SEAT, True), "kind": (_choice(SEAT_KINDS), True), "name": (SEAT_NAME, True),
    "colour": (COLOUR, True), "ready": (_bool, True), "claimed": (_bool, True),
    "connected": (_bool, True), "stand_in": (_opt(_choice(COMPUTER_KINDS)), False)})
UNDO_VIEW = _shape_of({
    "id": (SEQ, True), "seat": (SEAT, True), "to": (SEQ, True),
    "affected": (_list_of(SEAT, 4), True), "accepted": (_list_of(SEAT, 4), True)})
SUMMARY = _shape_of({
    "room": (ROOM, True), "name": (SEAT_NAME, True),
    "phase": (_choice(("lobby", "playing", "over")), True), "players": (_int(2, 4), True),
    "open_seats": (_int(0, 4), True), "names": (_list_of(SEAT_NAME, 4), True),
    "locked": (_bool, False)})
def _finite(lo: float, hi: float) -> Check:
    def check(v: Any) -> str | None:
        ok = isinstance(v, (int, float)) and not isinstance(v, bool) and lo <= v <= hi
        return None if ok else f"must be a number {lo:g} to {hi:g}"   # NaN fails too
    return check


def _exactly(spec: dict[str, tuple[Check, bool]]) -> Check:
    """A map of `spec`'s keys and no others (it is kept as sent, so nothing rides along)."""
    shape = _shape_of(spec)

    def check(v: Any) -> str | None:
        extra = isinstance(v, dict) and sorted(map(str, set(v) - set(spec)))
        return f"has unknown keys {extra[:3]}" if extra else shape(v)
    return check


# A computer's reason for its move, as the log line tells it (Reason.told()).
REASON = _exactly({"term": (_choice(REASON_TERMS), True), "value": (_finite(-999, 999), True),
                   "island": (_opt(_int(0, 6)), False), "tile": (_opt(_int(0, 99)), False)})


def _told_reason(v: Any) -> str | None:
    """[log index, reason]: a reason sent along with a log."""
    if not isinstance(v, list) or len(v) != 2:
        return "must be [log index, reason]"
    return SEQ(v[0]) or REASON(v[1])


def _header(v: Any) -> str | None:
    """A game's header as every save's header is checked (names, options, seats...)."""
    return "must be a map" if not isinstance(v, dict) else header_problem(v)


SEAT_TOKEN = _shape_of({"seat": (SEAT, True), "token": (TOKEN, True)})


def _address(v: Any) -> str | None:
    if not isinstance(v, list) or len(v) != 2:
        return "must be [host, port]"
    return _words(255)(v[0]) or _int(0, 65535)(v[1])


_LAN_SEAT = _shape_of({
    "kind": (_choice(SEAT_KINDS), True), "name": (_words(64), False),
    "colour": (COLOUR, False), "seed": (_int(0, 1 << 62), False),
    "token_sha256": (SHA, False)})


def _lan_seats(v: Any) -> str | None:
    if not isinstance(v, list) or len(v) > 4:
        return "must be a list of at most 4"
    return next((f"seat {k}: {why}" for k, why in enumerate(map(_LAN_SEAT, v)) if why),
                None)


# A game's `lan` key, as a relay sends it (`game`) and a LAN save keeps it (with "mine",
# the client's own tokens): checked by this one check wherever it is read (lansave.
# load_lan, Room.from_save, the `game` message), before anything uses a field of it.
LAN_KEY = _shape_of({
    "room": (ROOM, True), "name": (_words(64), False), "partial": (_bool, False),
    "host_sha256": (SHA, False),
    "seats": (_lan_seats, False),
    "mine": (_shape_of({
        "host_token": (TOKEN, False), "own_relay": (_bool, False),
        "address": (_address, False), "tokens": (_list_of(SEAT_TOKEN, 4), False),
        "other_tokens": (_list_of(TOKEN, 64), False)}), False)})


def _refusal_params(v: Any) -> str | None:
    """An engine refusal's parameters: a few short names and numbers, nothing nested."""
    if not isinstance(v, dict) or len(v) > 8:
        return "must be a map of at most 8 entries"
    for key, value in v.items():
        if _text(40, r"[a-z_]+")(key):
            return "names must be short lowercase words"
        if isinstance(value, bool) or (isinstance(value, int) and -999 <= value <= 999):
            continue
        if _text(40)(value):
            return f"{key} must be a short printable text or a small number"
    return None


# Why the engine refused a command: its stable code and parameters, so each client says
# it in its own player's language (the error's message stays English for logs).
REFUSAL = _shape_of({"code": (_text(40, r"[a-z_]+"), True), "params": (_refusal_params, True)})

# What a relay may send, checked by every client before anything acts on it.
REPLIES: dict[str, dict[str, tuple[Check, bool]]] = {
    "identity": {"relay": (TOKEN, True), "key": (SHA, True), "share": (SHA, True),
                 "sig": (SIG, True)},
    "hello": {"relay": (TOKEN, True), "nonce": (TOKEN, True)},
    "closed": {"room": (ROOM, True), "reason": (_choice(("host", "relay")), True)},
    "error": {"code": (_words(40), True), "message": (_words(1000), True),
              "ref": (_opt(_words(40)), False), "total": (SEQ, False),
              "refusal": (REFUSAL, False)},
    "created": {"room": (ROOM, True), "host_token": (_opt(TOKEN), False)},
    "tokens": {"room": (ROOM, True), "tokens": (_list_of(SEAT_TOKEN, 4), True)},
    "joined": {"room": (ROOM, True), "seats": (_list_of(SEAT, 4), True),
               "host": (_bool, True), "tokens": (_list_of(SEAT_TOKEN, 4), False),
               "refused": (_list_of(_int(0, 4), 5), False)},   # proofs matching nothing
    "invite": {"room": (ROOM, True), "code": (INVITE, True)},
    "seat_lost": {"room": (ROOM, True), "seat": (SEAT, True)},
    "room": {"room": (ROOM, True), "name": (SEAT_NAME, False),
             "phase": (_choice(("lobby", "playing", "over")), True),
             "players": (_int(2, 4), True),
             "setup": (_choice(SETUPS + ("snapshot",)), False),
             "seats": (_list_of(SEAT_VIEW, 4), True), "host_connected": (_bool, False),
             "to_move": (_opt(SEAT), False), "seq": (SEQ, False),
             "waiting_for": (_opt(SEAT), False), "hand_over_in": (_int(0, 86400), False),
             "idle": (_opt(SEAT), False),
             "undo": (_opt(UNDO_VIEW), False), "locked": (_bool, False)},
    "game": {"room": (ROOM, True), "header": (_header, True), "lan": (_opt(LAN_KEY), False),
             "total": (SEQ, True), "epoch": (SEQ, False)},
    "log": {"start": (SEQ, True), "commands": (_list_of(_map, 1 << 16), True),
            "total": (SEQ, False), "reasons": (_list_of(_told_reason, 1 << 16), False)},
    "command": {"room": (ROOM, False), "seq": (SEQ, True), "command": (_map, True),
                "epoch": (SEQ, False), "why": (_opt(REASON), False)},
    "resync": {"room": (ROOM, False), "seq": (SEQ, False), "reason": (_words(200), False)},
    "undo_request": {"room": (ROOM, False), "id": (SEQ, True), "seat": (SEAT, True),
                     "to": (SEQ, True), "affected": (_list_of(SEAT, 4), True),
                     "accepted": (_list_of(SEAT, 4), True)},
    "undo_result": {"room": (ROOM, False), "id": (SEQ, True), "ok": (_bool, True),
                    "reason": (_words(200), False), "seat": (_opt(SEAT), False)},
    "undone": {"room": (ROOM, False), "to": (SEQ, True), "by": (SEAT, False),
               "epoch": (SEQ, False)},
    "room_list": {"name": (RELAY_NAME, True), "rooms": (_list_of(SUMMARY, ROOMS_PER_PAGE), True),
                  "page": (SEQ, False), "pages": (SEQ, False)},
    "pong": {"t": (_opt(_number), False)},
}


def _fields(message: dict, spec: dict[str, tuple[Check, bool]], kind: str) -> str | None:
    for key, (check, required) in spec.items():
        value = message.get(key)
        if value is None:
            if required:
                return f"{kind}'{key}' is missing"
            continue
        why = check(value)
        if why:
            return f"{kind}'{key}' {why}"
    return None


def drop_bad_reasons(message: Any) -> str | None:
    """A computer's reason is an extra beside its move: one that does not check out is
    left out of a `command` (or a `log`) and the move kept. What was dropped, or None."""
    if not isinstance(message, dict):
        return None
    kind = message.get("type")
    if kind == "command" and message.get("why") is not None and REASON(message["why"]):
        return f"reason {REASON(message.pop('why'))}"
    told = message.get("reasons")
    if kind == "log" and told is not None and _list_of(_told_reason, 1 << 16)(told):
        kept = [r for r in told if not _told_reason(r)] if isinstance(told, list) else []
        message["reasons"] = kept[:1 << 16]
        return "reasons that do not check out"
    return None


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


def problem(message: Any, table: dict | None = None) -> str | None:
    """None if `message` is a well-formed request to the relay, else what is wrong."""
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
    spec = table[kind]
    if table is REQUESTS:
        for key, value in message.items():
            if key not in spec and key not in ("schema", "type") and \
                    isinstance(value, (list, dict)):
                return f"{kind}: unknown key {str(key)[:40]!r} holds a list or map"
    return _fields(message, spec, f"{kind}: ")
