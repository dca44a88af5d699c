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
from typing import Any

from ..wire.framing import MAX_FRAME, FrameError, FrameReader, decode_priced, encode
from ..wire.messages import Key
from ..wire.protocol import (
    address_key,
    error,
    msg,
    proof_context,
)
from ..wire.secure import TAG, Channel, ChannelError, RelaySide
from .room import Refused, Room

log = logging.getLogger("luna.net.relay")

# Bad input that counts towards closing a connection (races such as "stale" do not, but a
# flood of them does: see Limits.refusal_rate).
STRIKE_CODES = {"bad_frame", "bad_message", "unknown_type", "bad_token", "not_host",
                "not_your_seat", "rate_limited"}
# What a peer is told of a failure the relay caught as another library's exception (a
# share that makes no channel): fixed words by code, never the exception's text, which
# the relay's log keeps (msgpack's words ride in FrameError.detail, logged only).
CAUGHT = {"bad_message": "The relay cannot use what you sent"}
# A frame in the clear may only be the peer's `key` (about 90 bytes).
CLEAR_FRAME = 512
# A frame an address in debt of work (Limits.address_work_rate) may still send: a move, a
# ping, a join with five proofs (~700 bytes); a larger one closes its connection unread.
SMALL_FRAME = 1024


@dataclass
class Limits:
    """What one peer may cost the relay. Defaults suit a LAN party; tests shrink them."""
    max_connections: int = 256
    spare_connections: int = 16      # beyond those: seat holders nobody could make way for
    knocking: int = 64               # unproven connections beyond the limits, at once
    watchers_per_room: int = 8       # spectators of one table, and of the whole relay
    max_watchers: int = 64           # (taken: a newcomer replaces one of the address
                                     # that holds most of them)
    busy_handshake_timeout: float = 10.0  # in no room, while 3/4 of the connections are used
    max_rooms: int = 64
    reserved_rooms: int = 8          # of those (at most an eighth), kept for games reopened
    rate: float = 200.0              # messages per second, sustained, per connection
    burst: float = 400.0
    byte_rate: float = 128 * 1024    # bytes per second, sustained, per connection ...
    byte_burst: float = 512 * 1024   # ... beyond a burst (a restored save is under 64 KB)
    roomless_byte_burst: float = 80 * 1024   # ... a connection in no room: one save
    address_work_rate: float = 20_000.0   # units of reading work (framing.decode_priced) a
    address_work_burst: float = 60_000.0  # second per address, beyond a burst (~15 ms)
    cheap_frame: int = 32            # units a frame may cost from an address in debt
    max_strikes: int = 20            # bad inputs before a connection is closed
    refusal_rate: float = 1.0        # refusals that are no strike (stale, no_room ...) a
    refusal_burst: float = 20.0      # second per connection, beyond a burst: then strikes
    handshake_timeout: float = 60.0  # to create, join or watch a room
    key_timeout: float = 30.0        # to answer the relay's identity with the key (a
    #                                  client seating hundreds of tables at once took 10 s)
    idle_timeout: float = 20.0       # clients ping every few seconds
    max_write_buffer: int = 1 << 20  # bytes waiting for a reader too slow to take them
    max_backlog: int = 32 << 20      # ... for all connections together (the largest go)
    socket_sndbuf: int = 64 * 1024   # the kernel's share of that (None: the OS decides)
    undo_timeout: float = 60.0
    hand_over_grace: float = 30.0    # a person away this long may get a computer stand-in
    idle_turn: float = 180.0         # so may one at the table silent this long on a turn
    lobby_seat_grace: float = 30.0   # a lobby seat (and name) waits this long for its holder
    finished_grace: float = 30.0     # a finished game's results time: then it counts
    #                                  against its address and may make way for a new table
    room_ttl: float = 3600.0         # a room nobody has been connected to for this long
    empty_room_ttl: float = 60.0     # a lobby nobody is in (squatting), a game with no guest
    rooms_per_address: int = 3       # open rooms created from one address ...
    lobbies_per_address: int = 2     # ... of them lobbies (games not started yet)
    lonely_lobby_ttl: float = 300.0  # a lobby where no one but its creator took a seat
    connections_per_address: int = 8  # (a seat holder coming back gets in beyond them)
    lobby_seats_per_address: int = 4  # LAN seats held in lobbies from one address
    started_seats_per_address: int = 8  # seats held in started games of other addresses
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

    def left(self, key: str, now: float) -> float:
        have, then = self.level.get(key, (self.burst, now))
        return min(self.burst, have + (now - then) * self.rate)

    def take(self, key: str, cost: float, now: float) -> bool:
        have = self.left(key, now)
        ok = have >= cost
        self._set(key, have - cost if ok else have, now)
        return ok

    def spend(self, key: str, cost: float, now: float) -> float:
        """Spend `cost` whatever is left (work already done); what is left after, which
        may be below zero (a debt that time pays back)."""
        have = self.left(key, now) - cost
        self._set(key, have, now)
        return have

    def _set(self, key: str, have: float, now: float) -> None:
        self.level[key] = (have, now)
        if len(self.level) > 4096:            # forget the addresses refilled since (idle)
            self.level = {k: v for k, v in self.level.items()
                          if self.left(k, now) < self.burst and k != key} | {key: (have, now)}
            if len(self.level) > 2048:        # (a flood of addresses: the latest stay)
                self.level = dict(sorted(self.level.items(), key=lambda kv: kv[1][1])[-2048:])


class QuietLog:
    """Warnings of one kind (a code, never a peer's words) at most once a second, the lines
    left out counted in the next: a flood of refusals must not fill the relay's disk."""

    def __init__(self, logger: logging.Logger, every: float = 1.0) -> None:
        self.logger, self.every = logger, every
        self._quiet_until: dict[str, float] = {}
        self._unlogged: dict[str, int] = {}

    def warning(self, kind: str, text: str, *args: Any) -> None:
        now = time.monotonic()
        if now < self._quiet_until.get(kind, 0.0):
            self._unlogged[kind] = self._unlogged.get(kind, 0) + 1
            return
        skipped = self._unlogged.pop(kind, 0)
        self._quiet_until[kind] = now + self.every
        self.logger.warning(text + (f" (and {skipped} more like it)" if skipped else ""), *args)


class RelayConn(asyncio.Protocol):
    """One TCP connection to the relay."""

    def __init__(self, relay: Any) -> None:     # its Relay (relay.py imports this module)
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
        self.bytes_left = relay.limits.roomless_byte_burst
        self.refusals_left = relay.limits.refusal_burst
        self._refusal_tick = self.opened
        self.limited = False
        self.dropped = 0              # frames dropped since the rate limit struck
        self.nonce = ""
        self.handshake: RelaySide | None = None
        self.channel: Channel | None = None     # sealed once the peer sent its `key`
        self.peer = "?"
        # a connection beyond the relay's or its address's connections: it may only prove
        # a seat or the host's key (Quotas.admit), then it stays and another makes way
        self.knock = False

    # -- asyncio callbacks -------------------------------------------------------------
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        peer = transport.get_extra_info("peername") or ("?", 0)
        relay = self.relay
        relay.serial += 1
        self.label = f"{peer[0]}:{peer[1]}#{relay.serial}"
        self.peer = address_key(str(peer[0]))     # (an IPv6 /64 counts as one)
        if not relay.handshakes.take(self.peer, 1, time.monotonic()):
            # each connection costs a key exchange and a signature: a flood of them from
            # one address is refused before any of that work
            relay.quiet.warning("door-rate", "%s: refused, too many new connections from %s",
                                self.label, self.peer)
            self.close("rate_limited", "Too many new connections from your address")
            return
        if not relay.quotas.let_in(self):  # (Quotas: beyond the limits only to knock)
            return
        relay.conns.add(self)
        sock = transport.get_extra_info("socket")
        if sock is not None and relay.limits.socket_sndbuf:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, relay.limits.socket_sndbuf)
        self.handshake = RelaySide(relay.identity, relay.game_id)
        self.send(msg("identity", **self.handshake.offer()))

    # -- the sealed channel and proofs of tokens ---------------------------------------
    def open_channel(self, m: Key) -> None:
        """The peer's `key`: from now on every frame is sealed; then the first nonce."""
        if self.channel is not None or self.handshake is None:
            raise Refused("bad_state", "The channel is set up already")
        try:
            channel = self.handshake.complete(m.share)
        except ChannelError as exc:
            self.relay.quiet.warning("bad-share", "%s: %s; closed", self.label, exc)
            self.close("bad_message", CAUGHT["bad_message"])
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
            if self.channel is not None:
                # opened before anything else, also a frame the rate limit drops: the
                # channel's counter counts every frame the peer sealed
                try:
                    body = self.channel.open(body)
                except ChannelError as exc:      # nothing after this can be trusted
                    # (a line a second at most: one address may open ten connections a
                    # second that each send one such frame)
                    self.relay.quiet.warning("unsealed", "%s: %s; closed", self.label, exc)
                    self.closing = True
                    if self.transport is not None:
                        self.transport.abort()
                    return
            elif len(body) > CLEAR_FRAME:
                self.bad("bad_frame", "Only the key may be sent in the clear")
                self.close("bad_frame", "A large frame before the sealed channel")
                return
            if not self._allowed():
                continue
            message = self._read(body)
            if message is None:
                continue
            if self.channel is None and message.get("type") != "key":
                self.bad("bad_message", "Answer the relay's identity with key first",
                         str(message.get("type"))[:40])
                continue
            self.relay.handle(self, message)

    def _read(self, body: bytes) -> dict | None:
        """The message in one frame, its reading charged to the peer's address: an
        address in debt (Limits.address_work_rate) may send only small, cheap frames; a
        dear one closes its connection (so one address gets a frame per new connection,
        and those are rate-limited, however dear its frames are to read)."""
        relay, lim, now = self.relay, self.relay.limits, time.monotonic()
        if len(body) > SMALL_FRAME and relay.work.left(self.peer, now) < 0:
            self._too_dear()
            return None
        try:
            message, cost = decode_priced(body)
        except FrameError as exc:
            message, cost = None, exc.cost
            self.bad("bad_frame", exc.problem, detail=exc.detail)
        if relay.work.spend(self.peer, cost, now) < 0 and cost > lim.cheap_frame:
            self._too_dear()
            return None
        return message

    def _too_dear(self) -> None:
        lim = self.relay.limits
        self.relay.quiet.warning("work", "%s: %s sent more than %d units of reading work a "
                                 "second; closed", self.label, self.peer,
                                 int(lim.address_work_rate))
        self.close("rate_limited", "Your address sends more than the relay reads from one "
                                   "address")

    def connection_lost(self, exc: Exception | None) -> None:
        self.closing = True
        self.relay.drop(self)

    # -- limits ----------------------------------------------------------------------
    def _bytes_allowed(self, n: int) -> bool:
        """Bytes cost the relay's one thread to cut and unpack, whatever they say: a peer
        sending more than the byte rate for longer than the burst is closed (a smaller
        burst before it is in a room: the largest thing it may send then is a save)."""
        lim = self.relay.limits
        now = time.monotonic()
        burst = lim.byte_burst if self.room is not None else lim.roomless_byte_burst
        self.bytes_left = min(burst, self.bytes_left + (now - self._byte_tick) * lim.byte_rate)
        self._byte_tick = now
        self.bytes_left -= n
        if self.bytes_left >= 0:
            return True
        self.relay.quiet.warning("bytes", "%s: sent more than %d bytes a second; closed",
                                 self.label, int(lim.byte_rate))
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
        if not self.limited:          # said once (a strike), then dropped in silence ...
            self.limited, self.dropped = True, 0
            self.bad("rate_limited", f"More than {lim.rate:g} messages a second")
        self.dropped += 1
        if self.dropped > lim.burst:  # ... until a burst's worth: then closed, with a word
            self.close("rate_limited", f"More than {lim.rate:g} messages a second, "
                                       f"for too long")
        return False

    def bad(self, code: str, problem_: str, ref: str | None = None, strike: bool = False,
            detail: str = "", **extra: Any) -> None:
        """Refuse one input: a log line (at most one a second of each code), an error
        frame, and maybe a strike: bad input always, and any refusal beyond
        Limits.refusal_rate (a flood of "stale" or "no_room" is bad input too).
        `detail`: an exception's words about it, logged and never sent."""
        problem_ = problem_[:500]
        self.relay.quiet.warning(code, "%s: %s%s (%s)", self.label, problem_,
                                 f" ({detail})" if detail else "", code)
        self.send(error(code, problem_, ref, **extra))
        if strike or code in STRIKE_CODES or not self._refusal_allowed():
            self.strike()

    def _refusal_allowed(self) -> bool:
        lim = self.relay.limits
        now = time.monotonic()
        self.refusals_left = min(lim.refusal_burst, self.refusals_left
                                 + (now - self._refusal_tick) * lim.refusal_rate)
        self._refusal_tick = now
        if self.refusals_left >= 1:
            self.refusals_left -= 1
            return True
        return False

    def strike(self) -> None:
        self.strikes += 1
        if self.strikes > self.relay.limits.max_strikes:
            self.relay.quiet.warning("strikes", "%s: closed after %d bad inputs", self.label,
                                     self.strikes)
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
            self.relay.quiet.warning("slow", "%s: too slow to read what it is sent; closed",
                                     self.label)
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
