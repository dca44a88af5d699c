"""One connection to the relay, and what one peer may cost it (`Limits`).

`RelayConn` cuts the bytes of one peer into frames (sealed once the peer sent its key),
enforces the per-connection limits (byte and message rates, slow readers, repeated bad
input) and hands each message to its `Relay` (relay.py); `Allowance` is the token bucket
the per-address limits share.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import socket
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .framing import MAX_FRAME, FrameError, FrameReader, decode, encode
from .protocol import (
    address_key,
    error,
    msg,
    proof_context,
)
from .room import Refused, Room
from .secure import TAG, Channel, ChannelError, RelaySide

if TYPE_CHECKING:
    from .relay import Relay

log = logging.getLogger("luna.net.relay")

# Bad input that counts towards closing a connection (races such as "stale" do not).
STRIKE_CODES = {"bad_frame", "bad_message", "unknown_type", "bad_token", "not_host",
                "not_your_seat", "rate_limited"}


@dataclass
class Limits:
    """What one peer may cost the relay. Defaults suit a LAN party; tests shrink them."""
    max_connections: int = 256
    spare_connections: int = 16      # beyond those: only for seat holders coming back
    watchers_per_room: int = 8       # spectators of one table ...
    max_watchers: int = 64           # ... and of the whole relay
    busy_handshake_timeout: float = 10.0  # in no room, while 3/4 of the connections are used
    max_rooms: int = 64
    rate: float = 200.0              # messages per second, sustained, per connection
    burst: float = 400.0
    byte_rate: float = 128 * 1024    # bytes per second, sustained, per connection ...
    byte_burst: float = 512 * 1024   # ... beyond a burst (a restored save is under 64 KB)
    max_strikes: int = 20            # bad inputs before a connection is closed
    handshake_timeout: float = 60.0  # to create, join or watch a room
    idle_timeout: float = 20.0       # clients ping every few seconds
    max_write_buffer: int = 1 << 20  # bytes waiting for a reader too slow to take them
    socket_sndbuf: int = 64 * 1024   # the kernel's share of that (None: the OS decides)
    undo_timeout: float = 60.0
    hand_over_grace: float = 30.0    # a person away this long may get a computer stand-in
    room_ttl: float = 3600.0         # a room nobody has been connected to for this long
    empty_room_ttl: float = 60.0     # a lobby nobody is in (squatting)
    rooms_per_address: int = 3       # open rooms created from one address ...
    lobbies_per_address: int = 2     # ... of them lobbies (games not started yet)
    lonely_lobby_ttl: float = 300.0  # a lobby where no one but its creator took a seat
    connections_per_address: int = 8
    lobby_seats_per_address: int = 4  # LAN seats held in lobbies from one address
    handshake_rate: float = 10.0     # new connections (each a key exchange) a second ...
    handshake_burst: float = 40.0    # ... per address, beyond a burst
    heavy_rate: float = 2.0          # heavy requests (see HEAVY_COST) a second, per address
    heavy_burst: float = 12.0
    undo_asks: int = 3               # undo requests that need consent, per seat ...
    undo_window: float = 600.0       # ... in this many seconds
    tick: float = 0.25               # how often the watchdog looks
    remembered_games: int = 4096     # unfinished games with a guest remembered at most ...
    remembered_per_address: int = 64  # ... and opened from one address (memory.py)
    remembered_days: float = 90.0    # a game left for this long is forgotten ...
    remembered_idle_days: float = 1.0  # ... this long if no guest of another address moved


class Allowance:
    """Token buckets by key (an address): `take` spends, time refills at `rate`."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.level: dict[str, tuple[float, float]] = {}

    def take(self, key: str, cost: float, now: float) -> bool:
        have, then = self.level.get(key, (self.burst, now))
        have = min(self.burst, have + (now - then) * self.rate)
        ok = have >= cost
        self.level[key] = (have - cost if ok else have, now)
        if len(self.level) > 4096:            # forget the fullest (idle) addresses
            self.level = {k: v for k, v in self.level.items()
                          if v[0] < self.burst and k != key} | {key: self.level[key]}
        return ok


class RelayConn(asyncio.Protocol):
    """One TCP connection to the relay."""

    def __init__(self, relay: Relay) -> None:
        self.relay = relay
        self.reader = FrameReader(MAX_FRAME + TAG)
        self.transport: asyncio.Transport | None = None
        self.label = "?"
        self.room: Room | None = None
        self.seats: set[int] = set()
        self.host = False
        self.closing = False
        self.strikes = 0
        self.opened = self.last_seen = self._tick = self._byte_tick = time.monotonic()
        self.allowance = relay.limits.burst
        self.bytes_left = relay.limits.byte_burst
        self.limited = False
        self.nonce = ""
        self.handshake: RelaySide | None = None
        self.channel: Channel | None = None     # sealed once the peer sent its `key`
        self.peer = "?"
        self.spare = False

    # -- asyncio callbacks -------------------------------------------------------------
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        peer = transport.get_extra_info("peername") or ("?", 0)
        self.relay.serial += 1
        self.label = f"{peer[0]}:{peer[1]}#{self.relay.serial}"
        self.peer = address_key(str(peer[0]))     # (an IPv6 /64 counts as one)
        lim = self.relay.limits
        if len(self.relay.conns) >= lim.max_connections + lim.spare_connections:
            log.warning("%s: refused, %d connections already", self.label,
                        len(self.relay.conns))
            self.close("full", "The relay has no room for more connections")
            return
        if sum(c.peer == self.peer for c in self.relay.conns) >= lim.connections_per_address:
            log.warning("%s: refused, %d connections from %s already", self.label,
                        lim.connections_per_address, self.peer)
            self.close("full", "Too many connections from your address")
            return
        if not self.relay.handshakes.take(self.peer, 1, time.monotonic()):
            # each connection costs a key exchange and a signature: a flood of them from
            # one address is refused before any of that work
            log.warning("%s: refused, too many new connections from %s", self.label,
                        self.peer)
            self.close("rate_limited", "Too many new connections from your address")
            return
        # a connection beyond the usual ones may only prove a seat (Relay.make_room_for)
        self.spare = len(self.relay.conns) >= lim.max_connections
        self.relay.conns.add(self)
        sock = transport.get_extra_info("socket")
        if sock is not None and self.relay.limits.socket_sndbuf:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF,
                            self.relay.limits.socket_sndbuf)
        self.handshake = RelaySide(self.relay.identity, self.relay.game_id)
        self.send(msg("identity", **self.handshake.offer()))

    # -- the sealed channel and proofs of tokens ---------------------------------------
    def open_channel(self, m: dict) -> None:
        """The peer's `key`: from now on every frame is sealed; then the first nonce."""
        if self.channel is not None or self.handshake is None:
            raise Refused("bad_state", "The channel is set up already")
        try:
            channel = self.handshake.complete(m["share"])
        except ChannelError as exc:
            self.close("bad_message", str(exc))
            return
        self.handshake, self.channel = None, channel
        self.hello()

    def hello(self) -> None:
        """A fresh nonce for the next proof (each is good for one join only)."""
        self.nonce = secrets.token_urlsafe(18)
        self.send(msg("hello", relay=self.relay.game_id, nonce=self.nonce))

    def context(self, room: str) -> bytes:
        """What a proof on this connection signs: the relay's key, this channel, the room
        and the nonce (see protocol.proof_context)."""
        if self.channel is None:
            raise Refused("bad_state", "Set up the channel first")
        return proof_context(self.relay.identity.public, self.channel.session, room,
                             self.nonce)

    def data_received(self, data: bytes) -> None:
        if self.closing:
            return
        if not self._bytes_allowed(len(data)):
            return
        try:
            bodies = self.reader.feed(data)
        except FrameError as exc:
            self.bad("too_large" if "cap" in exc.problem else "bad_frame", exc.problem)
            self.close("bad_frame", "The byte stream is not Luna frames")
            return
        for body in bodies:
            if self.closing:
                return
            self.last_seen = time.monotonic()     # whole frames only: trickling is silence
            if not self._allowed():
                continue
            if self.channel is not None:
                try:
                    body = self.channel.open(body)
                except ChannelError as exc:      # nothing after this can be trusted
                    log.warning("%s: %s; closed", self.label, exc)
                    self.closing = True
                    if self.transport is not None:
                        self.transport.abort()
                    return
            try:
                message = decode(body)
            except FrameError as exc:
                self.bad("bad_frame", exc.problem)
                continue
            if self.channel is None and message.get("type") != "key":
                self.bad("bad_message", "Answer the relay's identity with key first",
                         str(message.get("type"))[:40])
                continue
            self.relay.handle(self, message)

    def connection_lost(self, exc: Exception | None) -> None:
        self.closing = True
        self.relay.drop(self)

    # -- limits ----------------------------------------------------------------------
    def _bytes_allowed(self, n: int) -> bool:
        """Bytes cost the relay's one thread to cut and unpack, whatever they say: a peer
        sending more than the byte rate for longer than the burst is closed."""
        lim = self.relay.limits
        now = time.monotonic()
        self.bytes_left = min(lim.byte_burst,
                              self.bytes_left + (now - self._byte_tick) * lim.byte_rate)
        self._byte_tick = now
        self.bytes_left -= n
        if self.bytes_left >= 0:
            return True
        log.warning("%s: sent more than %d bytes a second; closed", self.label,
                    int(lim.byte_rate))
        self.close("rate_limited", f"More than {int(lim.byte_rate)} bytes a second")
        return False

    def _allowed(self) -> bool:
        lim = self.relay.limits
        now = time.monotonic()
        self.allowance = min(lim.burst, self.allowance + (now - self._tick) * lim.rate)
        self._tick = now
        if self.allowance >= 1:
            self.allowance -= 1
            self.limited = False
            return True
        if not self.limited:
            self.limited = True
            self.bad("rate_limited", f"More than {lim.rate:g} messages a second")
        else:
            self.strike()
        return False

    def bad(self, code: str, problem_: str, ref: str | None = None, **extra: Any) -> None:
        """Refuse one input: a log line, an error frame, and maybe a strike."""
        problem_ = problem_[:500]
        log.warning("%s: %s (%s)", self.label, problem_, code)
        self.send(error(code, problem_, ref, **extra))
        if code in STRIKE_CODES:
            self.strike()

    def strike(self) -> None:
        self.strikes += 1
        if self.strikes > self.relay.limits.max_strikes:
            log.warning("%s: closed after %d bad inputs", self.label, self.strikes)
            self.close("bad_message", "Too many bad messages")

    # -- sending ---------------------------------------------------------------------
    def send(self, message: dict) -> None:
        try:
            self.send_frame(encode(message))
        except FrameError as exc:  # a bug of ours; never a peer's doing: say so, go on
            log.error("%s: cannot send %s: %s", self.label, message.get("type"), exc)
            if message.get("type") != "error":
                self.send(error("bad_state", "The relay's answer did not fit a frame",
                                str(message.get("type"))[:40]))

    def send_frame(self, frame: bytes) -> None:
        """Write one frame (length and body), sealed once the channel is up."""
        t = self.transport
        if self.closing or t is None or t.is_closing():
            return
        if self.channel is not None:
            body = self.channel.seal(frame[4:])
            frame = len(body).to_bytes(4, "big") + body
        t.write(frame)
        if t.get_write_buffer_size() > self.relay.limits.max_write_buffer:
            log.warning("%s: too slow to read what it is sent; closed", self.label)
            self.closing = True
            t.abort()

    def close(self, code: str, reason: str) -> None:
        """Say why, then close (after what is already queued)."""
        if self.closing:
            return
        self.send(error(code, reason))
        self.closing = True
        if self.transport is not None:
            self.transport.close()
