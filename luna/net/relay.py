"""The LAN relay: an asyncio TCP server that orders each room's commands.

`Relay` owns connections and rooms: it cuts bytes into frames, checks every message,
enforces the limits (connections, rate, silence, slow readers, repeated bad input), hands
requests to the room, and lets computer seats think in an executor so the loop never
waits. Every refusal is an error frame plus a log line; nothing a peer sends can stop
the loop. `RelayServer` starts and stops it from a thread (the pygame host, tests) or
in the foreground (`python main.py relay`).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import os
import secrets
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..ai import RandomPlayer
from ..saves import SaveError, read_save
from . import seatbots
from .botpool import BotPool
from .discovery import DiscoveryResponder
from .framing import MAX_FRAME, FrameError, FrameReader, decode, encode
from .lansave import save_lan
from .memory import GameMemory, digest_of, has_guest, memory_path
from .protocol import (
    DEFAULT_PORT,
    MAX_NAME,
    REQUESTS,
    ROOMS_PER_PAGE,
    address_key,
    error,
    msg,
    problem,
    proof_context,
    room_id_for,
)
from .room import PARTIAL, Refused, Room
from .secure import TAG, Channel, ChannelError, Identity, RelaySide

log = logging.getLogger("luna.net.relay")

# Bad input that counts towards closing a connection (races such as "stale" do not).
STRIKE_CODES = {"bad_frame", "bad_message", "unknown_type", "bad_token", "not_host",
                "not_your_seat", "rate_limited"}
# Requests that cost the relay real work (a replay, a whole log sent): what each costs
# from the sender's address's allowance of heavy work.
HEAVY_COST = {"create": 1, "restore": 5, "resync": 1, "watch": 1, "rooms": 1, "join": 1,
              "resend": 1, "unnamed": 3,    # unnamed: a join with proofs naming no room
              "undo": 1}                    # a replay of the game, and a view to everyone
# A snapshot hash that differs from ours costs what a resync costs (the whole log is sent
# again, and a log line written); one that agrees costs nothing.
MISMATCH_COST = HEAVY_COST["resync"]
# A Master's think time (seconds) while other tables' computers wait for a worker: a
# computer seat at anyone's table then waits about this long at most.
BUSY_THINK = 1.0


@dataclass
class Limits:
    """What one peer may cost the relay. Defaults suit a LAN party; tests shrink them."""
    max_connections: int = 256
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
    room_ttl: float = 3600.0         # a room nobody has been connected to for this long
    empty_room_ttl: float = 60.0     # a lobby nobody is in (squatting)
    rooms_per_address: int = 3       # open rooms created from one address
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
    remembered_days: float = 90.0    # a game left for this long is forgotten


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

    # -- asyncio callbacks -------------------------------------------------------------
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        peer = transport.get_extra_info("peername") or ("?", 0)
        self.relay.serial += 1
        self.label = f"{peer[0]}:{peer[1]}#{self.relay.serial}"
        self.peer = address_key(str(peer[0]))     # (an IPv6 /64 counts as one)
        lim = self.relay.limits
        if len(self.relay.conns) >= lim.max_connections:
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


class Relay:
    """Rooms and connections of one relay; everything runs on one asyncio loop."""

    def __init__(self, name: str = "Luna relay", limits: Limits | None = None,
                 bot_workers: str = "thread", bot_time_limit: float | None = None,
                 identity: Identity | None = None, bot_count: int = 2) -> None:
        self.name = name
        self.identity = identity or Identity.fresh()   # kept in a file: see RelayServer
        self.stop_reason = "relay"       # "host": the host's window stops its own relay
        self.limits = limits or Limits()
        self.rooms: dict[str, Room] = {}
        self.conns: set[RelayConn] = set()
        self.game_id = secrets.token_hex(8)     # proofs made for another relay fail here
        self.heavy = Allowance(self.limits.heavy_rate, self.limits.heavy_burst)
        self.handshakes = Allowance(self.limits.handshake_rate, self.limits.handshake_burst)
        self.serial = 0
        self.port = 0
        self.bot_time_limit = bot_time_limit
        self._bots_busy: dict[str, tuple[int, int]] = {}
        self._broke: tuple | None = None    # the last job whose worker died under it
        self.memory = self._memory(None)        # kept in a file: remember_in
        self.pool = BotPool(bot_count, processes=bot_workers == "process")
        self.handlers: dict[str, Callable[[RelayConn, dict], None]] = {
            "rooms": self._rooms, "create": self._create, "join": self._join,
            "watch": self._watch, "ping": self._ping, "leave": self._leave,
            "key": lambda c, m: c.open_channel(m), "close": self._close_table,
        }
        for name_ in ("configure", "ready", "set_info", "play", "undo", "undo_answer",
                      "hand_over", "remove"):
            self.handlers[name_] = self._in_room(name_)
        self.handlers["start"] = self._start
        self.handlers["resend"] = lambda c, m: self._room_of(c).resend(c, m["from"])
        self.handlers["resync"] = lambda c, m: self._room_of(c).resync(c)
        self.handlers["hash"] = self._hash

    # -- dispatch --------------------------------------------------------------------
    def handle(self, conn: RelayConn, message: dict) -> None:
        """Check one message and carry it out; every failure becomes an error frame."""
        kind = message.get("type")
        ref = kind if isinstance(kind, str) and len(kind) < 40 else None
        why = problem(message)
        if why:
            known = isinstance(kind, str) and kind in REQUESTS
            conn.bad("bad_message" if known else "unknown_type", why, ref)
            return
        cost = HEAVY_COST.get("restore" if kind == "create" and message.get("save") is not None
                              else kind, 0)
        if kind == "join" and message.get("proofs") and not message.get("room"):
            cost = HEAVY_COST["unnamed"]     # its proof is tried against every room
        if cost and not self.heavy.take(conn.peer, cost, time.monotonic()):
            lim = self.limits
            conn.bad("rate_limited", f"Too much heavy work asked from {conn.peer}: at most "
                                     f"{lim.heavy_rate:g} a second", ref)
            if message.get("proofs") or message.get("host_proof"):
                conn.hello()     # the client used up its nonce: one to try again with
            return
        room = conn.room
        try:
            self.handlers[kind](conn, message)
        except Refused as r:
            conn.bad(r.code, r.message, ref, **r.extra)
        except Exception:  # a bug of ours must not take the relay down
            log.exception("%s: %s failed", conn.label, kind)
            conn.send(error("bad_state", "The relay could not do that (internal error)", ref))
        for r in {room, conn.room}:
            if r is not None:
                self.guarded(r, "schedule a computer", self.schedule_bot, r)

    # -- a fault in one room stays in that room ---------------------------------------
    def guarded(self, room: Room, what: str, fn: Callable[..., Any], *args: Any) -> None:
        """Run one of a room's callbacks; an exception closes that room (a log line and
        an error to its members) and the relay and the other rooms carry on."""
        try:
            fn(*args)
        except Exception:
            log.exception("room %s: %s failed; the room is closed", room.id, what)
            self.close_room(room, "This table broke down (an error in the relay) and was "
                                  "closed; the others go on")

    def close_room(self, room: Room, reason: str | None) -> None:
        """Close a room; its members stay connected (told `reason` as a room_closed
        error, unless they were told otherwise already)."""
        if self.rooms.get(room.id) is room:
            self._gone(room)
        self._bots_busy.pop(room.id, None)
        self.pool.cancel(room.id)
        for member in list(room.members):
            try:
                if reason is not None:
                    member.send(error("room_closed", reason))
                member.seats.clear()
                member.host = False
                member.room = None
            except Exception:  # a member that cannot even be told: drop it
                log.exception("room %s: cannot tell %s", room.id, member.label)
        room.members.clear()

    def _room_of(self, conn: RelayConn) -> Room:
        if conn.room is None:
            raise Refused("no_room", "Join or create a room first")
        return conn.room

    def _in_room(self, method: str) -> Callable[[RelayConn, dict], None]:
        def run(conn: RelayConn, m: dict) -> None:
            getattr(self._room_of(conn), method)(conn, m)
        return run

    def _hash(self, conn: RelayConn, m: dict) -> None:
        room = self._room_of(conn)
        if not room.hash_differs(m["seq"], m["sha"]):
            return
        if not self.heavy.take(conn.peer, MISMATCH_COST, time.monotonic()):
            raise Refused("rate_limited", f"Too many differing snapshot hashes from "
                                          f"{conn.peer}: the log is not sent again yet")
        room.heal(conn, m["seq"])

    def _rooms(self, conn: RelayConn, m: dict) -> None:
        conn.send(self.room_list(m.get("page") or 0))

    def room_list(self, page: int = 0) -> dict:
        """One page of the room list: ROOMS_PER_PAGE bounded summaries, so it always fits
        a frame however many rooms there are and whatever their names."""
        rooms = list(self.rooms.values())
        pages = max(1, -(-len(rooms) // ROOMS_PER_PAGE))
        part = rooms[page * ROOMS_PER_PAGE:(page + 1) * ROOMS_PER_PAGE]
        return msg("room_list", name=self.name[:40], rooms=[r.summary() for r in part],
                   page=page, pages=pages)

    def _room_quota(self, conn: RelayConn) -> None:
        if len(self.rooms) >= self.limits.max_rooms:
            raise Refused("full", "The relay has no room for another game")
        mine = sum(r.creator == conn.peer for r in self.rooms.values())
        if mine >= self.limits.rooms_per_address:
            raise Refused("rate_limited", f"{mine} tables are open from {conn.peer} already")

    def _new_room(self, conn: RelayConn, room: Room) -> None:
        room.creator = conn.peer
        room.name = self._unique_name(room.name)
        room.on_log = self._logged
        room.undo_quota = (self.limits.undo_asks, self.limits.undo_window)
        self.rooms[room.id] = room

    def _unique_name(self, name: str) -> str:
        """`name`, or "name (2)", "name (3)"... if a table here has it: players choose
        their table by its name."""
        taken = {r.name for r in self.rooms.values()}
        base, k = name, 1
        while name in taken:
            k += 1
            suffix = f" ({k})"
            name = base[:MAX_NAME - len(suffix)].rstrip() + suffix
        return name

    def _create(self, conn: RelayConn, m: dict) -> None:
        if m.get("save") is not None:
            self._restore(conn, m)
            return
        self._room_quota(conn)
        players = m.get("players") or len(m.get("seats") or []) or 4
        room = Room("", m.get("room_name") or f"{m['name']}'s table", players=players,
                    seats=m.get("seats"), setup=m.get("setup"), seed=m.get("seed"),
                    options=m.get("options"), undo_timeout=self.limits.undo_timeout)
        token = room.new_host_token(m["name"])
        room.id = rid = room_id_for(room.host_hash or "")
        if rid in self.rooms:
            raise Refused("bad_state", "Try again")      # a collision of 96 bits
        self._new_room(conn, room)
        conn.send(msg("created", room=rid, host_token=token))
        room.bind_host(conn)
        log.info("%s: created room %s", conn.label, rid)
        room.broadcast_view()

    def _restore(self, conn: RelayConn, m: dict) -> None:
        lan = m["save"].get("lan")
        if isinstance(lan, dict) and lan.get("partial"):
            raise Refused("not_host", PARTIAL)
        try:
            room = Room.from_save(m["save"], "the save sent", self.limits.undo_timeout)
        except SaveError as exc:
            raise Refused("bad_message", exc.problem) from None
        # the host's save always holds the host digest (Room.from_save): only the one who
        # proves the host token restarts a game, and no seat of it is ever issued anew
        mac = m.get("host_proof")
        shown = room.proven(conn.context(room.id), [mac]) if mac else None
        conn.hello()                          # that nonce is spent
        if not shown or not shown[0]:
            raise Refused("not_host", "Only the game's host may restart it")
        if room.id != room_id_for(room.host_hash or ""):
            raise Refused("not_host", "This table's id is not bound to its host's key (a "
                                      "save of an older Luna): restart the relay with --load")
        if room.id in self.rooms:
            raise Refused("bad_state", f"Room {room.id} is already open here")
        was = self.memory.get(room.id)
        if was is not None and not room.continues(was):
            # else a host could close the table and reopen it at once with a guest's
            # seat keyed to itself, a guest's moves changed or another seed
            raise Refused("not_host", "This table was played here with other seats, "
                                      "moves or settings")
        self._room_quota(conn)
        if not room.game.is_over:
            self._memory_room(room, conn.peer)
        self._new_room(conn, room)
        self._logged(room, None)
        conn.send(msg("created", room=room.id, host_token=None))
        room.bind_host(conn)
        conn.send(msg("joined", room=room.id, seats=sorted(conn.seats), host=True, tokens=[]))
        room.send_game(conn)
        log.info("%s: restored room %s at command %d", conn.label, room.id,
                 len(room.game.log) if room.game else 0)
        room.broadcast_view()

    def _start(self, conn: RelayConn, m: dict) -> None:
        room = self._room_of(conn)
        room.need_host(conn)
        if room.phase == "lobby":
            self._memory_room(room, room.creator)
        room.start(conn)

    def _memory_room(self, room: Room, address: str) -> None:
        """Refuse a game the relay could not remember: it never forgets another's game
        to make room, and never starts one it could not check when it is reopened."""
        if not has_guest(tuple((s.kind, None) for s in room.seats)):
            return
        why = self.memory.refusal(address, room.id)
        if why is not None:
            log.warning("room %s not started: %s", room.id, why)
            raise Refused("memory_full", f"This relay cannot remember another unfinished "
                                         f"game now: {why}")

    def _logged(self, room: Room, keep: int | None) -> None:
        """Room.on_log: the memory follows the game (see GameMemory)."""
        assert room.game is not None
        if room.game.is_over:
            self.memory.forget(room.id)
        elif keep is None:
            self.memory.opened(room.id, room.played(), room.creator)
        else:
            self.memory.moved(room.id, keep,
                              b"".join(digest_of(c) for c in room.game.log[keep:]))

    def _find(self, conn: RelayConn, m: dict, open_seat: bool) -> Room:
        """The room named, or the one a token belongs to, or the only candidate here."""
        rid = m.get("room")
        if rid is not None:
            room = self.rooms.get(rid)
            if room is None:
                raise Refused("no_room", f"No room {rid} here")
            return room
        if m.get("proofs"):
            context = conn.context("")
            for room in self.rooms.values():
                if room.proven(context, m["proofs"][:1]) is not None:
                    return room
            raise Refused("bad_token", "That proof matches no game here")
        rooms = [r for r in self.rooms.values() if r.open_seats() or not open_seat]
        if len(rooms) != 1:
            raise Refused("no_room", "Name the room: there are several games here"
                          if rooms else "No game here has a free seat")
        return rooms[0]

    def _join(self, conn: RelayConn, m: dict) -> None:
        try:
            room = self._find(conn, m, open_seat=True)
            if not m.get("proofs"):
                self._seat_quota(conn)
            room.join(conn, m)
        finally:
            if m.get("proofs"):
                conn.hello()                  # a nonce proves one join, then it is spent

    def _seat_quota(self, conn: RelayConn) -> None:
        """One address may hold only so many seats in lobbies (a house of friends behind
        one router fits; one machine cannot take every free seat of every table)."""
        held = sum(1 for r in self.rooms.values() if r.phase == "lobby" for s in r.seats
                   if s.kind == "lan" and s.conn is not None
                   and getattr(s.conn, "peer", None) == conn.peer)
        if held >= self.limits.lobby_seats_per_address:
            raise Refused("full", f"{held} seats in lobbies are held from {conn.peer} "
                                  f"already")

    def _close_table(self, conn: RelayConn, m: dict) -> None:
        """The host closes the table: everyone is told at once (and their windows wait
        for it to be reopened from the host's save)."""
        room = self._room_of(conn)
        room.need_host(conn)
        log.info("%s: the host closed room %s", conn.label, room.id)
        room.broadcast(msg("closed", room=room.id, reason="host"))
        self.close_room(room, None)

    def _watch(self, conn: RelayConn, m: dict) -> None:
        self._find(conn, {"room": m.get("room")}, open_seat=False).watch(conn)

    def _ping(self, conn: RelayConn, m: dict) -> None:
        conn.send(msg("pong", t=m.get("t")))

    def _leave(self, conn: RelayConn, m: dict) -> None:
        if conn.room is not None:
            conn.room.leave(conn)
        conn.close("shutdown", "Goodbye")

    def drop(self, conn: RelayConn) -> None:
        self.conns.discard(conn)
        if conn.room is not None:
            room = conn.room
            room.leave(conn)
            log.info("%s: left room %s", conn.label, room.id)

    # -- computer seats ----------------------------------------------------------------
    def schedule_bot(self, room: Room) -> None:
        """Let a computer think if one is to move (once per position)."""
        job = room.bot_job()
        if job is None or self._bots_busy.get(room.id) == job[:2] or room.game is None:
            return
        if not any(c.seats or c is room.host_conn for c in room.members):
            return      # nobody plays here now: computers wait (a join wakes them)
        epoch, length, seat, level, seed = job
        self._bots_busy[room.id] = (epoch, length)
        loop = asyncio.get_running_loop()
        if self.pool.processes:
            fn, args = seatbots.decide_replayed, (room.game.header, list(room.game.log),
                                                  level, seed, self.bot_time_limit)
        else:
            fn, args = seatbots.decide, (room.game.clone(), level, seed, self.bot_time_limit)
        address = room.creator

        def done(fut: concurrent.futures.Future) -> None:
            if not loop.is_closed():        # (a job that ends after the relay stopped)
                loop.call_soon_threadsafe(self._job_done, room, job, address, fut)
        self.pool.submit(address, room.id, fn, args, done)

    def _job_done(self, room: Room, job: tuple, address: str,
                  fut: concurrent.futures.Future) -> None:
        self.pool.release(address, room.id)
        self.guarded(room, "a computer's move", self._bot_done, room, job, fut)

    def _bot_done(self, room: Room, job: tuple, fut: concurrent.futures.Future) -> None:
        epoch, length, seat, level, seed = job
        if self._bots_busy.get(room.id) == (epoch, length):
            del self._bots_busy[room.id]
        if self.rooms.get(room.id) is not room or fut.cancelled():
            return
        exc = fut.exception()
        if isinstance(exc, concurrent.futures.BrokenExecutor) and self._broke != (room.id, job):
            # its worker died under it (the pool is renewed): think again, once
            log.error("room %s: the %s computer's worker died; it thinks again", room.id, level)
            self._broke = (room.id, job)
            self.schedule_bot(room)
            return
        if exc is not None:
            log.error("room %s: the %s computer failed: %r", room.id, level, exc)
        else:
            try:
                move = fut.result()
                room.bot_play(epoch, length, seat, move.command, move.why)
                self.schedule_bot(room)
                return
            except Refused as r:
                log.error("room %s: the %s computer's move was refused: %s", room.id, level,
                          r.message)
        if room.bot_job() == job and room.game is not None:  # a bug: move at random
            try:
                room.bot_play(epoch, length, seat, RandomPlayer(seed).choose(room.game))
            except Refused as r:
                log.error("room %s: no computer move: %s", room.id, r.message)
                return  # the watchdog tries again
        self.schedule_bot(room)

    # -- the watchdog ------------------------------------------------------------------
    async def watchdog(self) -> None:
        """Close silent and never-joining connections, expire undo requests and old rooms.
        Nothing inside a round of checks can end the loop: a failing connection is
        closed, a failing room is closed, and the next round runs."""
        while True:
            await asyncio.sleep(self.limits.tick)
            try:
                self.watch_once(time.monotonic())
            except Exception:  # a bug of ours: log it and keep protecting the relay
                log.exception("watchdog round failed")

    def watch_once(self, now: float) -> None:
        for conn in list(self.conns):
            try:
                self._watch_conn(conn, now)
            except Exception:
                log.exception("%s: watchdog check failed; closed", conn.label)
                conn.closing = True
                if conn.transport is not None:
                    conn.transport.abort()
        for rid, room in list(self.rooms.items()):
            self.guarded(room, "the watchdog's check", self._watch_room, rid, room, now)
        self.memory.tick()

    def _watch_conn(self, conn: RelayConn, now: float) -> None:
        lim = self.limits
        if conn.room is None and now - conn.opened > lim.handshake_timeout:
            log.warning("%s: joined no room in %g s; closed", conn.label,
                        lim.handshake_timeout)
            conn.close("timeout", "No room joined in time")
        elif now - conn.last_seen > lim.idle_timeout:
            log.warning("%s: silent for %g s; closed", conn.label, lim.idle_timeout)
            conn.close("timeout", "Silent for too long")

    def _watch_room(self, rid: str, room: Room, now: float) -> None:
        room.expire(now)
        self.schedule_bot(room)
        if room.members:
            return
        idle = now - room.last_active
        if room.phase in ("lobby", "over") and idle > self.limits.empty_room_ttl:
            # an empty lobby, or a finished game nobody looks at (its players' saves hold
            # it): neither should keep a place of max_rooms for an hour
            log.info("room %s closed: %s", rid,
                     "an empty lobby" if room.phase == "lobby" else "a finished game, left")
            self._gone(room)
        elif idle > self.limits.room_ttl:
            log.info("room %s closed: nobody came back", rid)
            self._gone(room)

    def _gone(self, room: Room) -> None:
        """A room leaves this relay; its game stays remembered (if it needs to be), so that
        reopening it here (`create {save}`) keeps it (see `_restore`); its age counts."""
        del self.rooms[room.id]
        if room.game is not None:
            self.memory.left(room.id)

    def _memory(self, path: str | os.PathLike | None) -> GameMemory:
        lim = self.limits
        return GameMemory(path, lim.remembered_games, lim.remembered_per_address,
                          lim.remembered_days * 86400.0)

    def remember_in(self, path: str | os.PathLike) -> None:
        """Keep the started games in `path` from now on, and remember those it holds (a
        restarted relay checks a reopening as if it never stopped)."""
        self.memory = self._memory(path)
        self.memory.read()

    def add_room_from_save(self, path: str | os.PathLike) -> Room:
        room = Room.from_save(read_save(path), os.fspath(path), self.limits.undo_timeout)
        room.undo_quota = (self.limits.undo_asks, self.limits.undo_window)
        room.on_log = self._logged
        self.rooms[room.id] = room
        self._logged(room, None)          # (the operator's own choice: no quota)
        return room

    def close_all(self) -> None:
        """Stopping: each room's members are told their table closed (they wait for it
        to reopen), then every connection is closed."""
        for room in list(self.rooms.values()):
            room.broadcast(msg("closed", room=room.id, reason=self.stop_reason))
        for conn in list(self.conns):
            conn.close("shutdown", "The relay is stopping")
        self.pool.shutdown()
        self.memory.close()       # one snapshot of all (the journal had every change)


class RelayServer:
    """A relay on (host, port): `start_in_thread()` for the pygame host and tests, or
    `serve_forever()` for the command line. `load` continues the game of a LAN save;
    `identity` is the relay's key, or the file it is kept in (None: a new key each run,
    for tests)."""

    def __init__(self, host: str = "127.0.0.1", port: int = DEFAULT_PORT,
                 name: str = "Luna relay", load: str | os.PathLike | None = None,
                 limits: Limits | None = None, discovery_port: int | None = None,
                 bot_workers: str = "thread", bot_time_limit: float | None = None,
                 identity: Identity | str | os.PathLike | None = None,
                 bot_count: int = 2) -> None:
        self.host = host
        self.port = port
        self.discovery_port = discovery_port
        kept_in = None
        if identity is not None and not isinstance(identity, Identity):
            kept_in, identity = identity, Identity.kept_in(identity)  # the same key always
        self.relay = Relay(name, limits, bot_workers, bot_time_limit, identity, bot_count)
        if kept_in is not None:     # and the same memory of its games (luna/net/memory.py)
            self.relay.remember_in(memory_path(kept_in))
        if load is not None:
            self.relay.add_room_from_save(load)
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._server: asyncio.Server | None = None
        self._discovery: asyncio.DatagramTransport | None = None
        self._tasks: list[asyncio.Task] = []
        self._closing = False

    async def start(self) -> int:
        """Listen (on the running loop); returns the bound TCP port."""
        self.loop = asyncio.get_running_loop()
        self._server = await self.loop.create_server(lambda: RelayConn(self.relay),
                                                     self.host, self.port)
        self.port = self._server.sockets[0].getsockname()[1]
        self.relay.port = self.port
        if self.discovery_port is not None:
            try:
                self._discovery, proto = await self.loop.create_datagram_endpoint(
                    lambda: DiscoveryResponder(self.relay), local_addr=(self.host,
                                                                       self.discovery_port))
                self.discovery_port = self._discovery.get_extra_info("sockname")[1]
            except OSError as exc:   # another relay answers Search here: join by address
                log.warning("no discovery on UDP port %s (%s)", self.discovery_port, exc)
                self.discovery_port = None
        self._start_watchdog()
        for room in list(self.relay.rooms.values()):
            self.relay.guarded(room, "schedule a computer", self.relay.schedule_bot, room)
        log.info("relay %r listening on %s:%d", self.relay.name, self.host, self.port)
        return self.port

    def _start_watchdog(self) -> None:
        """The watchdog, started again should it ever end while the relay runs."""
        task = asyncio.create_task(self.relay.watchdog())
        self._tasks.append(task)

        def ended(t: asyncio.Task) -> None:
            if self._closing or t.cancelled():
                return
            log.error("the watchdog ended (%r); started again", t.exception())
            self._tasks.remove(t)
            self._start_watchdog()
        task.add_done_callback(ended)

    async def close(self) -> None:
        self._closing = True
        for t in self._tasks:
            t.cancel()
        if self._discovery is not None:
            self._discovery.close()
        if self._server is not None:
            self._server.close()
        self.relay.close_all()
        if self._server is not None:
            await self._server.wait_closed()
        await asyncio.sleep(0)

    def start_in_thread(self, timeout: float = 5.0) -> int:
        """Run the relay on its own loop in a daemon thread; returns the bound port."""
        ready = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            self.loop = loop
            try:
                loop.run_until_complete(self.start())
            except BaseException as exc:  # bind errors go back to the caller
                failure.append(exc)
                ready.set()
                loop.close()
                return
            ready.set()
            try:
                loop.run_forever()
            finally:
                loop.run_until_complete(self.close())
                loop.close()

        self._thread = threading.Thread(target=run, name="luna-relay", daemon=True)
        self._thread.start()
        if not ready.wait(timeout):
            raise TimeoutError("the relay did not start in time")
        if failure:
            raise failure[0]
        return self.port

    def stop(self, timeout: float = 5.0, reason: str = "relay") -> None:
        """Close every connection and the listening socket; idempotent. Players are told
        that their table closed (`reason`: "host" when the host's window closes it)."""
        self.relay.stop_reason = reason
        loop, thread = self.loop, self._thread
        if loop is None or thread is None or not thread.is_alive():
            return
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout)

    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def serve_forever(self) -> None:
        """Run in the foreground until Ctrl+C."""
        async def main() -> None:
            await self.start()
            try:
                await asyncio.Event().wait()
            finally:
                await self.close()
        try:
            asyncio.run(main())
        except KeyboardInterrupt:
            pass

    def call(self, fn: Callable[[], Any], timeout: float = 5.0) -> Any:
        """Run `fn` on the relay's loop (thread-safe) and return its result."""
        loop = self.loop
        if loop is None:
            return fn()

        async def run() -> Any:
            return fn()
        return asyncio.run_coroutine_threadsafe(run(), loop).result(timeout)

    def save_to(self, path: str | os.PathLike, room: str | None = None) -> Path:
        """Save a room's game (the only one if `room` is None) with its LAN seats."""
        def snapshot() -> tuple[Any, dict]:
            rooms = self.relay.rooms
            r = rooms.get(room) if room else next(
                (x for x in rooms.values() if x.game is not None), None)
            if r is None or r.game is None:
                raise SaveError(path, "no game to save on this relay")
            return r.game.clone(), r.lan_info()
        game, lan = self.call(snapshot)
        return save_lan(game, lan, path)
