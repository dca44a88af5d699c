"""What a room (room.py) is made of: its seats, a pending undo, the `log` frames that
carry a game, a connection as the room sees it, and the refusal a request may meet.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

import msgpack

from ...seats import PERSON_KINDS
from ..wire.framing import MAX_FRAME
from ..wire.protocol import (
    digest,
    msg,
)

log = logging.getLogger("luna.net.relay")

LOG_CHUNK_BYTES = MAX_FRAME // 2
WHY_BYTES = 96                  # at most what one reason adds to a log frame (checked)
UNDO_TIMEOUT = 60.0
HAND_OVER_GRACE = 30.0          # a person away this long may be stood in for (Limits)
IDLE_TURN = 180.0               # a person at the table this long on one turn, too (Limits)
PARTIAL = "a guest's copy of the game: only the host's save can reopen it on a relay"


class Refused(Exception):
    """A request the room will not carry out; becomes an error frame (`strike`: and counts
    as bad input, whatever its code)."""

    def __init__(self, code: str, message: str, strike: bool = False, **extra: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.strike = strike
        self.extra = extra


class Conn(Protocol):
    """What a room needs of a connection (the relay's, or a test double)."""
    label: str
    room: Any                       # the Room it is in, or None (room.py)
    seats: set[int]
    host: bool

    def send(self, message: dict) -> None: ...
    def send_frame(self, frame: bytes) -> None: ...
    def close(self, code: str, reason: str) -> None: ...
    def context(self, room: str) -> bytes: ...      # what this connection's proofs sign


# A locked lobby's code: 8 letters and digits a player reads out (no 0/O, 1/I), 40 bits:
# at a join a second per address, far beyond anyone's patience to guess.
INVITE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def new_invite() -> str:
    return "".join(secrets.choice(INVITE_LETTERS) for _ in range(8))


def new_token() -> tuple[str, str]:
    """A fresh secret and its digest."""
    token = secrets.token_urlsafe(18)
    return token, digest(token)


@dataclass
class Seat:
    kind: str                       # "lan", "local" or a computer level
    name: str
    colour: str
    seed: int = 0
    token_hash: str | None = None   # persons' seats, once claimed
    ready: bool = False
    conn: Conn | None = None
    stand_in: str | None = None     # a computer level playing for an absent person
    stand_in_from: int = 0          # the log's length when the stand-in took over
    idle_stand_in: bool = False     # it stands in for a person at the table who did not move
    away_since: float | None = None  # when its person's connection was lost
    peer: str = ""                   # the address that holds it (lobby seat quotas)

    @property
    def person(self) -> bool:
        return self.kind in PERSON_KINDS

    @property
    def level(self) -> str | None:
        """The computer level that moves for this seat now, if any."""
        return self.stand_in if self.person else self.kind

    def view(self, k: int) -> dict:
        return {"seat": k, "kind": self.kind, "name": self.name, "colour": self.colour,
                "ready": self.ready or not self.kind == "lan",
                "claimed": self.token_hash is not None or not self.person,
                "connected": self.conn is not None or not self.person,
                "stand_in": self.stand_in}


@dataclass
class UndoRequest:
    id: int
    seat: int
    to: int
    waiting: set[int]
    deadline: float
    accepted: set[int] = field(default_factory=set)

    def view(self) -> dict:
        return {"id": self.id, "seat": self.seat, "to": self.to,
                "affected": sorted(self.waiting | self.accepted),
                "accepted": sorted(self.accepted)}


def log_messages(commands: list[dict], start: int, total: int,
                 reasons: dict[int, dict] | None = None) -> Iterator[dict]:
    """The `log` frames carrying `commands` (the first is number `start`), each well under
    the frame cap, with the computers' reasons for those commands (log index, reason)."""
    reasons = reasons or {}

    def frame(first: int, chunk: list[dict]) -> dict:
        told = [[i, reasons[i]] for i in range(first - 1, first - 1 + len(chunk))
                if i in reasons]
        return msg("log", start=first, commands=chunk, total=total,
                   **({"reasons": told} if told else {}))

    chunk: list[dict] = []
    size = 0
    first = start
    for k, cmd in enumerate(commands):
        n = len(msgpack.packb(cmd, use_bin_type=True)) + WHY_BYTES * ((start + k - 1) in reasons)
        if chunk and size + n > LOG_CHUNK_BYTES:
            yield frame(first, chunk)
            chunk, size, first = [], 0, start + k
        chunk.append(cmd)
        size += n
    if chunk or not commands:
        yield frame(first, chunk)
