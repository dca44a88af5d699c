"""Frames on the wire: a 4-byte big-endian length, then one msgpack map.

The length is checked before the body is buffered, so a peer can never make us hold more
than MAX_FRAME bytes for it. Bodies decode to plain data only (no msgpack extension
types, no pickle), so nothing from the network can build an object we did not expect.
"""

from __future__ import annotations

import struct
from typing import Any

import msgpack

from ...saves import _Budget

MAX_FRAME = 64 * 1024
MAX_DEPTH = 16
# Maps and lists in one frame: a whole 4-player game (a save sent to restore it, or a log
# chunk of half a frame) holds under 1,500; a frame of nested empty lists would hold 60,000
# and cost the relay's only thread a tenth of a second to build and check.
MAX_OBJECTS = 4000
# Entries of all maps and lists in one frame: a whole 4-player game's log needs a few
# thousand; 64,000 one-byte numbers would fit the byte cap and cost the relay 30 ms.
MAX_VALUES = 16_000
_LEN = struct.Struct(">I")


class FrameError(Exception):
    """Bytes that are not a Luna frame. `fatal` means the byte stream cannot be trusted
    any more (bad length), so the connection must close; otherwise only this frame is bad."""

    def __init__(self, problem: str, fatal: bool = False, detail: str = "") -> None:
        super().__init__(problem)
        self.problem = problem   # our words: the peer may be told them
        self.detail = detail     # what msgpack said: for our log only, never the peer
        self.fatal = fatal
        self.cost = 0            # what reading it cost (decode_priced)


def _no_ext(code: int, data: bytes) -> Any:
    raise FrameError(f"msgpack extension type {code} is not allowed")


_PLAIN = frozenset((type(None), bool, int, float, str, bytes))


def _check_plain(value: Any, depth: int = 0) -> None:
    """Map keys are strings or integers, values plain (msgpack's timestamps are not), and
    nothing nests too deeply. Only containers cost a call: a frame of many numbers is one
    tight loop."""
    if depth > MAX_DEPTH:
        raise FrameError("nested too deeply")
    if isinstance(value, dict):
        for k in value:
            if not isinstance(k, (str, int)) or isinstance(k, bool):
                raise FrameError("map keys must be strings or integers")
        inner = value.values()
    else:
        inner = value
    for v in inner:
        if type(v) in _PLAIN:
            continue
        if isinstance(v, (dict, list)):
            _check_plain(v, depth + 1)
        else:
            raise FrameError(f"value of type {type(v).__name__} is not allowed")


def pack(msg: dict) -> bytes:
    """The body alone (a UDP datagram is one body); FrameError if not a map or too large."""
    if not isinstance(msg, dict):
        raise FrameError("a frame must hold a map")
    try:
        body = msgpack.packb(msg, use_bin_type=True)
    except (TypeError, ValueError, OverflowError) as exc:
        raise FrameError(f"cannot pack: {exc}") from None
    if len(body) > MAX_FRAME:
        raise FrameError(f"frame of {len(body)} bytes is over the {MAX_FRAME}-byte cap")
    return body


def encode(msg: dict) -> bytes:
    """The frame for `msg`: length prefix and body."""
    body = pack(msg)
    return _LEN.pack(len(body)) + body


def decode(body: bytes) -> dict:
    """The map in one frame body; raises FrameError (not fatal) for anything else."""
    obj, _ = decode_priced(body)
    return obj


# What decoding costs the relay, in units of about a quarter of a microsecond: each map or
# list built (a call and a check: the dear part), each entry (an eighth), each 64 bytes.
VALUES_A_UNIT = 8
BYTES_A_UNIT = 64


def decode_priced(body: bytes) -> tuple[dict, int]:
    """`decode`, and what it cost (see VALUES_A_UNIT): a FrameError carries its `cost` too,
    for a frame refused halfway has cost up to there."""
    budget = _Budget(MAX_OBJECTS, MAX_VALUES)

    def cost() -> int:
        values = MAX_VALUES - (budget.values_left or 0)
        return (MAX_OBJECTS - budget.left) + values // VALUES_A_UNIT \
            + len(body) // BYTES_A_UNIT + 1

    try:
        obj = msgpack.unpackb(body, raw=False, strict_map_key=False, object_hook=budget.spend,
                              list_hook=budget.spend, max_map_len=MAX_OBJECTS,
                              max_array_len=MAX_OBJECTS, max_str_len=len(body),
                              max_bin_len=len(body), max_ext_len=0, ext_hook=_no_ext,
                              timestamp=0)
        if not isinstance(obj, dict):
            raise FrameError("a frame must hold a map")
        _check_plain(obj)
    except FrameError as exc:
        exc.cost = cost()
        raise
    except msgpack.ExtraData:
        raise _priced(FrameError("extra bytes after the map"), cost()) from None
    except ValueError as exc:  # over a limit, or bytes msgpack cannot read
        ours = budget.left < 0 or (budget.values_left or 0) < 0     # (our words: told)
        raise _priced(FrameError(f"not msgpack within the limits: {exc}" if ours else
                                 "not msgpack within the limits", detail=str(exc)[:80]),
                      cost()) from None
    except Exception as exc:  # msgpack raises several types for bad bytes
        raise _priced(FrameError("not msgpack", detail=type(exc).__name__), cost()) from None
    return obj, cost()


def _priced(exc: FrameError, cost: int) -> FrameError:
    exc.cost = cost
    return exc


class FrameReader:
    """Cuts a byte stream into frame bodies, however the bytes arrive."""

    def __init__(self, max_frame: int = MAX_FRAME) -> None:
        self.max_frame = max_frame
        self._buf = bytearray()

    @property
    def buffered(self) -> int:
        return len(self._buf)

    def feed(self, data: bytes) -> list[bytes]:
        """The complete frame bodies now available; raises a fatal FrameError on a length
        of zero or over the cap (the rest of the stream is then meaningless)."""
        self._buf += data
        out = []
        while len(self._buf) >= 4:
            (n,) = _LEN.unpack_from(self._buf)
            if n == 0:
                raise FrameError("empty frame", fatal=True)
            if n > self.max_frame:
                raise FrameError(f"frame of {n} bytes is over the {self.max_frame}-byte cap",
                                 fatal=True)
            if len(self._buf) < 4 + n:
                break
            out.append(bytes(self._buf[4:4 + n]))
            del self._buf[:4 + n]
        return out
