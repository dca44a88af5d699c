"""The LAN protocol's constants and the limits of its fields: each check returns None or
what is wrong. The messages built from them, and the checks of whole messages, are in
messages.py; proving a token without sending it is here too.
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
from ...engine.setup import OPTION_DEFAULTS
from ...saves import header_problem
from ...seats import COMPUTER_KINDS, RELAY_KINDS
from .scripts import mixed_scripts

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
def int_(lo: int, hi: int) -> Check:
    def check(v: Any) -> str | None:
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            return f"must be a whole number {lo}-{hi}"
        return None
    return check


def bool_(v: Any) -> str | None:
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


def choice(options: tuple[str, ...]) -> Check:
    def check(v: Any) -> str | None:
        return None if v in options else f"must be one of {', '.join(options)}"
    return check


def map_(v: Any) -> str | None:
    return None if isinstance(v, dict) else "must be a map"


def options(v: Any) -> str | None:
    """A game's options: a map of the options the engine knows to true or false."""
    if not isinstance(v, dict):
        return "must be a map"
    for key, on in v.items():
        if key not in OPTION_DEFAULTS:
            return f"has an unknown option {str(key)[:40]!r}"
        if not isinstance(on, bool):
            return f"'{key}' must be true or false"
    return None


def number(v: Any) -> str | None:
    ok = isinstance(v, (int, float)) and not isinstance(v, bool)
    return None if ok else "must be a number"


def list_of(check: Check, most: int) -> Check:
    def run(v: Any) -> str | None:
        if not isinstance(v, list) or len(v) > most:
            return f"must be a list of at most {most}"
        for item in v:
            p = check(item)
            if p:
                return f"item {p}"
        return None
    return run


def never(v: Any) -> str | None:
    return "must never be sent: tokens are proven (see the relay's hello), not shown"


def seat_config(v: Any) -> str | None:
    if not isinstance(v, dict):
        return "must list maps"
    return seat_problem(0, v.get("kind"), v.get("name"), v.get("colour"), new=True)


def NAME(v: Any) -> str | None:  # noqa: N802 - a check, named like the others
    return name_problem(v, MAX_NAME)


def NEW_NAME(v: Any) -> str | None:  # noqa: N802
    """A name chosen now (a request), not one read from a save: see name_problem; and
    of one script at TR39's highly restrictive level (scripts.py)."""
    return name_problem(v, MAX_NAME, new=True) or (
        "mixes letters of different scripts" if not v.isascii() and mixed_scripts(v)
        else None)

def wish(v: Any) -> str | None:
    """A table's name as asked for: printable; the relay lists it only if it passes the
    name check (relay.table_name), else it names the table after its host."""
    return printable_problem(v, 64)


TOKEN = _text(MAX_TOKEN, r"[A-Za-z0-9_\-]+")
INVITE = _text(16, r"[A-Za-z0-9]+")    # a locked lobby's code (room_parts.new_invite)
ROOM = _text(32, ROOM_ID)
COLOUR = choice(("yellow", "red", "blue", "white"))
SEAT = int_(0, 3)
SEQ = int_(0, 1 << 30)
SHA = _text(64, r"[0-9a-f]{64}")       # a token's digest (its public key), a key, a share
SIG = _text(128, r"[0-9a-f]{128}")     # a proof (a signature)

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
    for what, check, value in (("kind", choice(SEAT_KINDS), kind),
                               ("name", NEW_NAME if new else NAME, name),
                               ("colour", COLOUR, colour)):
        if value is None and what != "kind":
            continue
        why = check(value)
        if why:
            return f"seat {k}: {what} {why}"
    return None


def opt(check: Check) -> Check:
    """The value may also be null."""
    return lambda v: None if v is None else check(v)


def words(limit: int) -> Check:
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
        return fields_problem(v, spec, "")
    return check


SEAT_NAME = _shown_name(MAX_NAME)     # a seat's name in a view: "" while unclaimed
RELAY_NAME = _shown_name(40)
SEAT_VIEW = _shape_of({
    "seat": (SEAT, True), "kind": (choice(SEAT_KINDS), True), "name": (SEAT_NAME, True),
    "colour": (COLOUR, True), "ready": (bool_, True), "claimed": (bool_, True),
    "connected": (bool_, True), "stand_in": (opt(choice(COMPUTER_KINDS)), False)})
UNDO_VIEW = _shape_of({
    "id": (SEQ, True), "seat": (SEAT, True), "to": (SEQ, True),
    "affected": (list_of(SEAT, 4), True), "accepted": (list_of(SEAT, 4), True)})
SUMMARY = _shape_of({
    "room": (ROOM, True), "name": (SEAT_NAME, True),
    "phase": (choice(("lobby", "playing", "over")), True), "players": (int_(2, 4), True),
    "open_seats": (int_(0, 4), True), "names": (list_of(SEAT_NAME, 4), True),
    "locked": (bool_, False)})
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
REASON = _exactly({"term": (choice(REASON_TERMS), True), "value": (_finite(-999, 999), True),
                   "island": (opt(int_(0, 6)), False), "tile": (opt(int_(0, 99)), False)})


def told_reason(v: Any) -> str | None:
    """[log index, reason]: a reason sent along with a log."""
    if not isinstance(v, list) or len(v) != 2:
        return "must be [log index, reason]"
    return SEQ(v[0]) or REASON(v[1])


def header_check(v: Any) -> str | None:
    """A game's header as every save's header is checked (names, options, seats...), and
    with its number of players, which every game has and a window reads first."""
    if not isinstance(v, dict):
        return "must be a map"
    return "must say its 'players'" if "players" not in v else header_problem(v)


SEAT_TOKEN = _shape_of({"seat": (SEAT, True), "token": (TOKEN, True)})


def _address(v: Any) -> str | None:
    if not isinstance(v, list) or len(v) != 2:
        return "must be [host, port]"
    return words(255)(v[0]) or int_(0, 65535)(v[1])


_LAN_SEAT = _shape_of({
    "kind": (choice(SEAT_KINDS), True), "name": (words(64), False),
    "colour": (COLOUR, False), "seed": (int_(0, 1 << 62), False),
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
    "room": (ROOM, True), "name": (words(64), False), "partial": (bool_, False),
    "host_sha256": (SHA, False),
    "seats": (_lan_seats, False),
    "mine": (_shape_of({
        "host_token": (TOKEN, False), "own_relay": (bool_, False),
        "address": (_address, False), "tokens": (list_of(SEAT_TOKEN, 4), False),
        "other_tokens": (list_of(TOKEN, 64), False)}), False)})


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


def fields_problem(message: dict, spec: dict[str, tuple[Check, bool]], kind: str) -> str | None:
    """The first field of `message` that breaks `spec` (missing, or out of its limits)."""
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
