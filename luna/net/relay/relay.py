"""The LAN relay: the rooms and connections of one asyncio loop, each room's commands in
order.

`Relay` checks every message (each connection, a `RelayConn` of conn.py, cuts its
bytes into frames and keeps its own limits), enforces the per-address and per-relay
limits, hands requests to the room, keeps its memory of started games (memory.py) and
lets computer seats think in a pool of workers so the loop never waits. Every refusal is
an error frame plus a log line; nothing a peer sends can stop the loop. `RelayServer`
(server.py) runs it.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import time
from collections.abc import Callable
from typing import Any

from ...engine.names import name_keys
from ...saves import SaveError, read_save
from ..wire.messages import (
    REQUESTS,
    Close,
    Configure,
    Create,
    HandOver,
    Hash,
    Join,
    Key,
    Leave,
    Lock,
    Message,
    Ping,
    Play,
    Ready,
    Remove,
    Resend,
    Resync,
    Rooms,
    SetInfo,
    Start,
    Undo,
    UndoAnswer,
    Watch,
    problem,
    typed_request,
)
from ..wire.protocol import (
    MAX_NAME,
    NAME,
    NEW_NAME,
    RELAY_NAME,
    ROOMS_PER_PAGE,
    error,
    msg,
    room_id_for,
)
from ..wire.secure import Identity
from .botpool import BotPool
from .computer_seats import BotSeats
from .conn import Allowance, Limits, QuietLog, RelayConn
from .memory import KEEP_TAIL, GameMemory, Played, digest_of, has_guest, pack
from .quotas import Quotas, held, nothing_kept, proves
from .room import PARTIAL, Refused, Room

log = logging.getLogger("luna.net.relay")

# Requests that cost the relay real work (a replay, a whole log sent): what each costs
# from the sender's address's allowance of heavy work.
HEAVY_COST = {"create": 1, "restore": 5, "resync": 1, "watch": 1, "rooms": 1, "join": 1,
              "resend": 1, "lock": 1,
              "undo": 1}                    # a replay of the game, and a view to everyone
# What the sender of a save the relay will not reopen is told: fixed words, whatever
# the save module said of it (that goes to the relay's log only).
SAVE_REFUSED = "This save cannot reopen a table: it is damaged, or no host's save of a LAN game"
NEWER_SAVE = "This save was made by a newer Luna than the relay's: update the relay"
# A snapshot hash that differs from ours costs what a resync costs (the whole log is sent
# again, and a log line written); one that agrees costs nothing.
MISMATCH_COST = HEAVY_COST["resync"]


class Relay:
    """Rooms and connections of one relay; everything runs on one asyncio loop. The relay
    has its quotas (`quotas`) and its rooms' computer seats (`computers`)."""

    def __init__(self, name: str = "Luna relay", limits: Limits | None = None,
                 bot_workers: str = "thread", bot_time_limit: float | None = None,
                 identity: Identity | None = None, bot_count: int = 2) -> None:
        # shown in every room list and Search answer, so it must pass the clients' name
        # check ("Иван's table" mixes two alphabets: every client would refuse the list)
        self.name = name if RELAY_NAME(name[:40]) is None else "Luna relay"
        self.identity = identity or Identity.fresh()   # kept in a file: see RelayServer
        self.stop_reason = "relay"       # "host": the host's window stops its own relay
        self.limits = limits or Limits()
        self.quiet = QuietLog(log)       # refusals: a line a second of each kind at most
        self.work = Allowance(self.limits.address_work_rate, self.limits.address_work_burst)
        self.rooms: dict[str, Room] = {}
        # how the rooms' names look (name_keys) -> how many rooms, and the last suffix
        # given to each look: a new table's name is unique in O(1), not a walk of every
        # room's name (32 ms a table with a thousand tables open)
        self._looks: dict[str, int] = {}
        self._look_of: dict[str, frozenset[str]] = {}   # room id -> its name's looks
        self._suffix: dict[str, int] = {}
        self.conns: set[RelayConn] = set()
        self.game_id = secrets.token_hex(8)     # proofs made for another relay fail here
        self.heavy = Allowance(self.limits.heavy_rate, self.limits.heavy_burst)
        self.handshakes = Allowance(self.limits.handshake_rate, self.limits.handshake_burst)
        self.serial = 0
        self.port = 0
        self.bot_time_limit = bot_time_limit
        self.memory = self._memory(None)        # kept in a file: remember_in
        self.pool = BotPool(bot_count, processes=bot_workers == "process")
        self.quotas = Quotas(self)
        self.computers = BotSeats(self)
        # one handler per request, found by its class (messages.REQUESTS)
        self.handlers: dict[type[Message], Callable[[RelayConn, Any], None]] = {
            Rooms: self._rooms, Create: self._create, Join: self._join,
            Watch: self._watch, Ping: self._ping, Leave: self._leave,
            Key: lambda c, m: c.open_channel(m), Close: self._close_table,
            Start: self._start, Hash: self._hash,
            Resend: lambda c, m: self._room_of(c).resend(c, m.from_),
            Resync: lambda c, m: self._room_of(c).resync(c),
            Configure: lambda c, m: self._room_of(c).lobby.configure(c, m),
            Ready: lambda c, m: self._room_of(c).lobby.ready(c, m),
            SetInfo: lambda c, m: self._room_of(c).lobby.set_info(c, m),
            Play: lambda c, m: self._room_of(c).play(c, m),
            Undo: lambda c, m: self._room_of(c).undos.undo(c, m),
            UndoAnswer: lambda c, m: self._room_of(c).undos.undo_answer(c, m),
            HandOver: lambda c, m: self._room_of(c).hand_over(c, m),
            Remove: lambda c, m: self._room_of(c).lobby.remove(c, m),
            Lock: lambda c, m: self._room_of(c).lobby.lock(c, m),
        }

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
        m = typed_request(message)
        cost = HEAVY_COST.get("restore" if isinstance(m, Create) and m.save is not None
                              else kind, 0)
        if cost and not self.heavy.take(conn.peer, cost, time.monotonic()):
            lim = self.limits
            conn.bad("rate_limited", f"Too much heavy work asked from {conn.peer}: at most "
                                     f"{lim.heavy_rate:g} a second", ref)
            if getattr(m, "proofs", None) or getattr(m, "host_proof", None):
                conn.hello()     # the client used up its nonce: one to try again with
            return
        if conn.knock and not proves(m):
            conn.close("full", "The relay has no room for more connections")
            return
        room = conn.room
        try:
            self.handlers[type(m)](conn, m)
        except Refused as r:
            conn.bad(r.code, r.message, ref, r.strike, **r.extra)
        except Exception:  # a bug of ours must not take the relay down
            log.exception("%s: %s failed", conn.label, kind)
            conn.send(error("bad_state", "The relay could not do that (internal error)", ref))
        if conn.knock and kind in ("join", "create"):
            self.quotas.admit(conn)
        for r in {room, conn.room}:
            if r is not None:
                self.guarded(r, "schedule a computer", self.computers.schedule_bot, r)

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

    def close_room(self, room: Room, reason: str | None, code: str = "room_closed") -> None:
        """Close a room; its members stay connected (told `reason` as a `code` error,
        unless they were told otherwise already)."""
        if self.rooms.get(room.id) is room:
            self._gone(room)
        self.computers.busy.pop(room.id, None)
        self.pool.cancel(room.id)
        for member in list(room.members):
            try:
                if reason is not None:
                    member.send(error(code, reason))
                member.seats.clear()
                member.host = False
                member.room = None
            except Exception:  # a member that cannot even be told: drop it
                log.exception("room %s: cannot tell %s", room.id, member.label)
        room.members.clear()

    def _room_of(self, conn: RelayConn) -> Room:
        if conn.room is None:      # (a flood of these cost the relay its log: a strike)
            raise Refused("no_room", "Join or create a room first", strike=True)
        return conn.room

    def _hash(self, conn: RelayConn, m: Hash) -> None:
        room = self._room_of(conn)
        if not room.hash_differs(m.seq, m.sha):
            return
        if not self.heavy.take(conn.peer, MISMATCH_COST, time.monotonic()):
            raise Refused("rate_limited", f"Too many differing snapshot hashes from "
                                          f"{conn.peer}: the log is not sent again yet")
        room.heal(conn, m.seq)

    def _rooms(self, conn: RelayConn, m: Rooms) -> None:
        conn.send(self.room_list(m.page or 0))

    def room_list(self, page: int = 0) -> dict:
        """One page of the room list: ROOMS_PER_PAGE bounded summaries, so it always fits
        a frame however many rooms there are and whatever their names."""
        rooms = list(self.rooms.values())
        pages = max(1, -(-len(rooms) // ROOMS_PER_PAGE))
        part = rooms[page * ROOMS_PER_PAGE:(page + 1) * ROOMS_PER_PAGE]
        return msg("room_list", name=self.name[:40], rooms=[r.summary() for r in part],
                   page=page, pages=pages)

    def _new_room(self, conn: RelayConn, room: Room) -> None:
        room.creator = conn.peer
        room.name = self._unique_name(room.name)  # (passes the clients' name check)
        room.on_log = self._logged
        room.may_hold = self.quotas.may_hold
        room.undo_quota = (self.limits.undo_asks, self.limits.undo_window)
        room.hand_over_grace = self.limits.hand_over_grace
        room.idle_turn = self.limits.idle_turn
        room.lobby_seat_grace = self.limits.lobby_seat_grace
        self._add(room)

    def _add(self, room: Room) -> None:
        self.rooms[room.id] = room
        looks = self._look_of[room.id] = name_keys(room.name)
        for look in looks:
            self._looks[look] = self._looks.get(look, 0) + 1

    def _unique_name(self, name: str) -> str:
        """`name`, or "name (2)", "name (3)"... if a table here has it: players choose
        their table by its name. Always a name every client's check passes (a room list
        naming one that does not is refused whole)."""
        if NAME(name) is not None:        # (never: every path checked it already)
            name = "Luna table"
        looks = name_keys(name)                  # (as it looks)
        if looks.isdisjoint(self._looks):
            return name
        look = min(looks)
        if len(self._suffix) > 4 * len(self.rooms) + 64:
            self._suffix.clear()
        base, k = name, self._suffix.get(look, 1)
        while True:
            k += 1
            suffix = f" ({k})"
            name = (base[:MAX_NAME - len(suffix)].rstrip() or "Luna table") + suffix
            if name_keys(name).isdisjoint(self._looks):
                self._suffix[look] = k
                return name

    def _create(self, conn: RelayConn, m: Create) -> None:
        if m.save is not None:
            self._restore(conn, m)
            return
        self.quotas.room_quota(conn, lobby=True)
        players = m.players or len(m.seats or []) or 4
        room = Room("", table_name(m.room_name, m.name), players=players,
                    seats=m.seats, setup=m.setup, seed=m.seed,
                    options=m.options, undo_timeout=self.limits.undo_timeout)
        token = room.new_host_token(m.name)
        room.id = rid = room_id_for(room.host_hash or "")
        if rid in self.rooms:
            raise Refused("bad_state", "Try again")      # a collision of 96 bits
        self._new_room(conn, room)
        conn.send(msg("created", room=rid, host_token=token))
        room.bind_host(conn)
        log.info("%s: created room %s", conn.label, rid)
        room.broadcast_view()

    def _restore(self, conn: RelayConn, m: Create) -> None:
        lan = m.save.get("lan")
        if isinstance(lan, dict) and lan.get("partial"):
            raise Refused("not_host", PARTIAL)
        try:
            room = Room.from_save(m.save, "the save sent", self.limits.undo_timeout)
        except SaveError as exc:       # (its words may hold an exception's or the save's)
            raise Refused("bad_message", SAVE_REFUSED if exc.damaged else NEWER_SAVE,
                          detail=exc.problem) from None
        # the host's save always holds the host digest (Room.from_save): only the one who
        # proves the host token restarts a game, and no seat of it is ever issued anew
        mac = m.host_proof
        host = bool(mac) and room.lobby.proven(conn.context(room.id), [mac])[0]
        conn.hello()                          # that nonce is spent
        if not host:
            raise Refused("not_host", "Only the game's host may restart it")
        if room.id != room_id_for(room.host_hash or ""):
            raise Refused("not_host", "This table's id is not bound to its host's key (a "
                                      "save of an older Luna): restart the relay with --load")
        if room.id in self.rooms:
            raise Refused("bad_state", f"Room {room.id} is already open here")
        if self.memory.finished(room.id):
            # else a host plays it to its end, then reopens an older save changed
            raise Refused("not_host", "This game was played to its end here")
        was = self.memory.get(room.id)
        if was is not None and not room.continues(was):
            # else a host could close the table and reopen it at once with a guest's
            # seat keyed to itself, or another seed or option under the same moves
            raise Refused("not_host", "This table was played here with other seats "
                                      "or settings")
        if was is not None:
            # the relay's log wins: the save is kept as far as it agrees with the moves
            # played here, and the moves after (a save written a second ago; an older copy
            # kept to take back a guest's moves without asking; a guest's own undo, and
            # maybe other moves, while the host was away) are played again from the
            # commands the relay kept, so the table is where it was left
            agreed = room.agreed(was)
            missing = self.memory.after(room.id, agreed)
            if missing is None or not room.extend(missing, agreed):
                raise Refused("old_save", "This save is older than the game played here: "
                                          "reopen the table from its newest save")
        self.quotas.room_quota(conn, reopen=was is not None)
        if not room.game.is_over:
            self._memory_room(room, conn.peer)
        kept = self._kept(room)       # (all that can fail, before the room is added)
        self._new_room(conn, room)
        self._remember(room, kept)
        conn.send(msg("created", room=room.id, host_token=None))
        room.bind_host(conn)
        conn.send(msg("joined", room=room.id, seats=sorted(conn.seats), host=True, tokens=[]))
        room.send_game(conn)
        log.info("%s: restored room %s at command %d", conn.label, room.id,
                 len(room.game.log) if room.game else 0)
        room.broadcast_view()

    def _start(self, conn: RelayConn, m: Start) -> None:
        room = self._room_of(conn)
        room.need_host(conn)
        if room.phase == "lobby":
            self._memory_room(room, room.creator)
        room.lobby.start(conn)

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

    @staticmethod
    def _kept(room: Room) -> tuple[Played, list[bytes]]:
        """What the memory keeps of a game opened (its seats, moves and header digested,
        its last commands packed); Refused if the game cannot be kept (a header of values
        JSON has not: never, the save's boundary refuses those)."""
        assert room.game is not None
        try:
            return room.played(), [pack(c) for c in room.game.log[-KEEP_TAIL:]]
        except (TypeError, ValueError, OverflowError) as exc:
            log.warning("room %s: its game cannot be kept: %s", room.id, exc)
            raise Refused("bad_message", "This game cannot be kept") from None

    def _remember(self, room: Room, kept: tuple[Played, list[bytes]]) -> None:
        assert room.game is not None
        if room.game.is_over:
            self.memory.over(room.id)
        else:
            self.memory.opened(room.id, kept[0], room.creator, kept[1])

    def _logged(self, room: Room, keep: int | None) -> None:
        """Room.on_log: the memory follows the game (see GameMemory)."""
        assert room.game is not None
        if keep is None:
            self._remember(room, self._kept(room))
        elif room.game.is_over:
            self.memory.over(room.id)
        elif room.id in self.memory.games:
            tail = room.game.log[keep:]
            self.memory.moved(room.id, keep, b"".join(digest_of(c) for c in tail),
                              sum(_from_a_guest(room, c["player"]) for c in tail),
                              [pack(c) for c in tail])

    def _find(self, conn: RelayConn, rid: str | None, proofs: list[str] | None,
              open_seat: bool) -> Room:
        """The room named, or the one a token belongs to, or the only candidate here."""
        if rid is not None:
            room = self.rooms.get(rid)
            if room is None:
                raise Refused("no_room", f"No room {rid} here")
            return room
        if proofs:
            # never tried against every room (a proof naming no room cost ~0.1 ms a
            # digest, 320 digests in a full relay): the only room here, or name it
            rooms = list(self.rooms.values())
            if len(rooms) != 1:
                raise Refused("no_room", "Name the room of your proofs: there are several "
                                         "games here" if rooms else "No game here")
            return rooms[0]
        rooms = [r for r in self.rooms.values() if r.open_seats() or not open_seat]
        if len(rooms) != 1:
            raise Refused("no_room", "Name the room: there are several games here"
                          if rooms else "No game here has a free seat")
        return rooms[0]

    def _join(self, conn: RelayConn, m: Join) -> None:
        try:
            room = self._find(conn, m.room, m.proofs, open_seat=True)
            if not m.proofs:
                self.quotas.seat_quota(conn)
            room.lobby.join(conn, m)
        finally:
            if m.proofs:
                conn.hello()                  # a nonce proves one join, then it is spent

    def _close_table(self, conn: RelayConn, m: Close) -> None:
        """The host closes the table: everyone is told at once (and their windows wait
        for it to be reopened from the host's save)."""
        room = self._room_of(conn)
        room.need_host(conn)
        log.info("%s: the host closed room %s", conn.label, room.id)
        room.broadcast(msg("closed", room=room.id, reason="host"))
        self.close_room(room, None)

    def _watch(self, conn: RelayConn, m: Watch) -> None:
        room = self._find(conn, m.room, None, open_seat=False)
        self.quotas.watch_quota(room, conn)
        room.lobby.watch(conn)

    def _ping(self, conn: RelayConn, m: Ping) -> None:
        conn.send(msg("pong", t=m.t))

    def _leave(self, conn: RelayConn, m: Leave) -> None:
        if conn.room is not None:
            conn.room.leave(conn)
        conn.close("shutdown", "Goodbye")

    def drop(self, conn: RelayConn) -> None:
        self.conns.discard(conn)
        if conn.room is not None:
            room = conn.room
            room.leave(conn)
            log.info("%s: left room %s", conn.label, room.id)

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
        backlog: list[tuple[int, RelayConn]] = []
        for conn in list(self.conns):
            try:
                self._watch_conn(conn, now)
                unread = conn.transport.get_write_buffer_size() \
                    if conn.transport is not None and not conn.closing else 0
                if unread:
                    backlog.append((unread, conn))
            except Exception:
                log.exception("%s: watchdog check failed; closed", conn.label)
                conn.closing = True
                if conn.transport is not None:
                    conn.transport.abort()
        self._trim_backlog(backlog)
        for rid, room in list(self.rooms.items()):
            self.guarded(room, "the watchdog's check", self._watch_room, rid, room, now)
        self.memory.tick()

    def _trim_backlog(self, backlog: list[tuple[int, RelayConn]]) -> None:
        """Output unread by slow readers is held for all of them together up to
        `max_backlog` bytes (each holds `max_write_buffer` at most): beyond, the largest
        backlogs are closed first, so connections that ask for much and never read
        cannot make the relay hold a megabyte each."""
        total = sum(n for n, _ in backlog)
        if total <= self.limits.max_backlog:
            return
        for n, conn in sorted(backlog, key=lambda b: b[0], reverse=True):
            self.quiet.warning("backlog", "%s: %d bytes unread while the relay holds %d "
                               "for slow readers; closed", conn.label, n, total)
            conn.closing = True
            assert conn.transport is not None
            conn.transport.abort()
            total -= n
            if total <= self.limits.max_backlog:
                return

    def _watch_conn(self, conn: RelayConn, now: float) -> None:
        lim = self.limits
        busy = len(self.conns) >= lim.max_connections * 3 // 4
        wait = lim.busy_handshake_timeout if busy or conn.knock else lim.handshake_timeout
        # (each a line a second at most: a flood of connections that never join is a
        # flood of these)
        if conn.channel is None and now - conn.opened > lim.key_timeout:
            self.quiet.warning("no-key", "%s: sent no key in %g s; closed", conn.label,
                               lim.key_timeout)
            conn.close("timeout", "No key sent in time")
        elif conn.room is None and now - conn.opened > wait:
            self.quiet.warning("no-room", "%s: joined no room in %g s; closed", conn.label,
                               wait)
            conn.close("timeout", "No room joined in time")
        elif now - conn.last_seen > lim.idle_timeout:
            self.quiet.warning("silent", "%s: silent for %g s; closed", conn.label,
                               lim.idle_timeout)
            conn.close("timeout", "Silent for too long")

    def _watch_room(self, rid: str, room: Room, now: float) -> None:
        room.undos.expire(now)
        room.free_away_seats(now)
        room.tell_idle()
        self.computers.schedule_bot(room)
        if room.phase == "lobby" and self.quotas.lonely(room, now):
            log.info("room %s closed: nobody joined its lobby", rid)
            self.close_room(room, f"Nobody joined this table in "
                            f"{self.limits.lonely_lobby_ttl / 60:g} minutes: it was closed",
                            "lobby_expired")
            return
        if held(room):
            room.last_active = now       # (only seat holders and the host keep it open)
            return
        idle = now - room.last_active
        if nothing_kept(room) and idle > self.limits.empty_room_ttl:
            # an empty lobby, a finished game nobody plays at, a game without a guest's
            # seat (the host's save holds it all): none should keep a place of max_rooms
            # for an hour, spectators or not
            log.info("room %s closed: %s", rid, {
                "lobby": "an empty lobby", "over": "a finished game, left"}.get(
                room.phase, "a game without a guest, left"))
            self.left(room)
        elif idle > self.limits.room_ttl:
            log.info("room %s closed: nobody came back", rid)
            self.left(room)

    def left(self, room: Room) -> None:
        """Close a room its players left; those who only watched it are told."""
        self.close_room(room, "Everyone left this table, so the relay closed it",
                        "table_left")

    def _gone(self, room: Room) -> None:
        """A room leaves this relay; its game stays remembered (if it needs to be), so that
        reopening it here (`create {save}`) keeps it (see `_restore`); its age counts."""
        del self.rooms[room.id]
        for look in self._look_of.pop(room.id, ()):
            self._looks[look] -= 1
            if not self._looks[look]:
                del self._looks[look]
        if room.game is not None:
            self.memory.left(room.id)

    def _memory(self, path: str | os.PathLike | None) -> GameMemory:
        lim = self.limits
        return GameMemory(path, lim.remembered_games, lim.remembered_per_address,
                          lim.remembered_days * 86400.0,
                          idle_age=lim.remembered_idle_days * 86400.0)

    def remember_in(self, path: str | os.PathLike) -> None:
        """Keep the started games in `path` from now on, and remember those it holds (a
        restarted relay checks a reopening as if it never stopped)."""
        self.memory = self._memory(path)
        self.memory.read()

    def add_room_from_save(self, path: str | os.PathLike) -> Room:
        room = Room.from_save(read_save(path), os.fspath(path), self.limits.undo_timeout)
        room.undo_quota = (self.limits.undo_asks, self.limits.undo_window)
        room.hand_over_grace = self.limits.hand_over_grace
        room.idle_turn = self.limits.idle_turn
        room.lobby_seat_grace = self.limits.lobby_seat_grace
        room.on_log = self._logged
        room.may_hold = self.quotas.may_hold
        self._add(room)
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


def table_name(wanted: str | None, host: str) -> str:
    """The name a new table is listed under, passing the name check every client applies
    to a room list (one alphabet, see luna/engine/names.py): the name asked for, else
    "<host>'s table", else the host's own name (checked already): "Иван's table" mixes
    two alphabets, and one such name made every window refuse the relay's room list."""
    for name in (wanted, f"{host}'s table", host):
        name = (name or "")[:MAX_NAME].rstrip()
        if name and NEW_NAME(name) is None:
            return name
    return host


def _from_a_guest(room: Room, k: int) -> bool:
    """Was seat `k`'s move made by a guest at another address than the host's? (A game
    nobody else moved in is remembered for a day, and forgotten first when full.)"""
    seat = room.seats[k]
    return (seat.kind == "lan" and seat.conn is not None
            and getattr(seat.conn, "peer", room.creator) != room.creator)
