"""NetClient: the game window's (or a headless bot's) connection to a relay.

A background thread runs an asyncio loop that only moves bytes: it reads frames into an
inbox, writes what `send` queues, pings, and reconnects with the seat tokens when the
connection drops. Everything else happens in the thread that calls `poll()` (the game
loop): messages are folded into `self.game` there, so the window never sees the game
change under its feet. The log is kept whatever happens to the relay, and `save()`
writes it (with the LAN seats) at any time.
"""

from __future__ import annotations

import asyncio
import errno
import logging
import math
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ...engine import Game
from ..wire.framing import encode
from ..wire.protocol import (
    SCHEMA,
    host_problem,
    msg,
)
from .inbox import Inbox
from .link import (
    OPEN_REQUESTS,
    Unread,
    _Wire,
    backoff,
)
from .mirror import Mirror
from .pins import Pins
from .proofs import Proofs
from .requests import Requests

log = logging.getLogger("luna.net.client")


class NetClient:
    """One connection to a relay, for one screen (which may hold several local seats). It
    has its requests (`requests`, requests.py), its inbox (`inbox`, inbox.py: what the
    relay's messages change) and its proofs of tokens (`proofs`, proofs.py)."""

    def __init__(self, ping_interval: float = 2.0, silence_timeout: float = 10.0,
                 reconnect: bool = True, reconnect_for: float = 1800.0,
                 pins: Pins | None = None) -> None:
        self.pins = pins              # known relays' keys (None: every key is new)
        self.relay_key: str | None = None      # the key the relay we talk to signed with
        self.first_contact = False             # that key was pinned by this connection
        self.stranger: dict | None = None      # the key_changed of the last answer at our
                                               # address (we wait for the pinned key)
        self.ping_interval = ping_interval
        self.silence_timeout = silence_timeout
        self.reconnect = reconnect
        self.reconnect_for = reconnect_for
        self.mirror = Mirror()
        self.requests = Requests(self)
        self.inbox = Inbox(self)
        self.proofs = Proofs(self)
        self.room: str | None = None
        self.seats: set[int] = set()
        self.tokens: dict[int, str] = {}           # seat -> its secret, as issued to us
        self.host_token: str | None = None
        self.other_tokens: list[str] = []          # given to connect(), seat not known
        self.refused: set[str] = set()             # tokens the relay's table does not know
        self.lost_tokens: dict[int, str] = {}      # lobby seats the host changed: worth
                                                   # nothing, never saved nor proven again
        self._proving: list[str] | None = None     # the tokens our last join proved
        self._one_by_one: list[str] = []           # tokens to prove alone (see _refused)
        self._digests: set[str] = set()            # the seats' keys our table's lan named
        self._asked: set[str] = set()              # "created" / "joined": replies we await
        self.is_host = False
        self.own_relay = False     # the relay runs in this window (the host's): in our save
        self._restoring = False    # our create {save} is on its way
        self.closed_table = False  # we closed it (host): not reopened by itself
        self.restore_refused: dict | None = None   # the relay's no to it: not asked again
        self.spectator = False
        self.seated = False        # the relay has told us our seats (or that we watch)
        self.view: dict | None = None          # the last "room" message
        self.view_at = 0.0                     # when it came (time.monotonic)
        self.undo_request: dict | None = None  # an open request, as the relay sent it
        self._undo_answer: dict | None = None  # ours to it, and the link that carried it
        self.errors: list[dict] = []           # the latest error frames
        self.error_count = 0                   # all error frames so far
        self.on_message: Callable[[], None] | None = None  # called in the network thread
        self.address: tuple[str, int] | None = None
        self.name: str | None = None               # as we gave it to the relay
        self.last_rx = 0.0
        self._inbox = Unread()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._wire: _Wire | None = None
        self._closed = False
        self._close_lock = threading.Lock()    # two threads closing at once (a Join's)
        self._reconnecting = False
        self._retry_join_at: float | None = None
        self._give_up_at = 0.0
        self._bad: list[float] = []              # when unusable messages came (recent)
        self.dropped = False          # we dropped this table for what it sent: no way back
        self._move: dict | None = None     # our last move not yet in the log, and its wire
        self._caught_up = None             # the link the relay last told its game on
        self._replayed_at = -1.0                  # when a message last cost a whole replay
        self._back = False                        # reconnected: say so when the relay shows
        self._gen = 0                             # connect() calls so far (see _open)
        self.invite: str | None = None  # host: the code of our locked lobby (the relay's)
        self.join_invite: str | None = None  # guest: the code we joined a locked lobby with
        self.table_closed = False      # its host closed the table: we wait for it to reopen
        self.closed_by = "host"        # who closed it: "host", or "relay" (a relay stopping)
        self.retrying: dict | None = None   # {"attempt", "at"}: trying to get back, shown
        self._attempt = 0
        self._nonce: str | None = None            # the relay's, for our next proof
        self._relay_id: str | None = None
        self._after_hello: Callable[[str, str], None] | None = None

    # -- what the window reads -----------------------------------------------------------
    @property
    def game(self) -> Game | None:
        return self.mirror.game

    @property
    def log(self) -> list[dict]:
        return self.mirror.log

    @property
    def connected(self) -> bool:
        w = self._wire
        return w is not None and w.transport is not None and not w.transport.is_closing()

    @property
    def at_table(self) -> bool:
        """Connected, and seated (or watching) by the relay on this connection: seats and
        tokens outlive a lost link, this does not."""
        w = self._wire
        return self.connected and w is not None and w.joined

    @property
    def my_turn(self) -> bool:
        """One of our seats is to move and no computer stands in for it."""
        g = self.game
        if g is None or g.is_over or g.to_move not in self.seats or self.table_closed:
            return False
        if self.view and self.view.get("seats"):
            seat = self.view["seats"][g.to_move]
            return not seat.get("stand_in")
        return True

    @property
    def waiting_for(self) -> int | None:
        """The seat whose absent person the game waits for, if any."""
        return self.view.get("waiting_for") if self.view else None

    @property
    def idle(self) -> int | None:
        """The seat whose person is at the table but has not moved for a long while."""
        return self.view.get("idle") if self.view else None

    @property
    def stood_in(self) -> int | None:
        """Our seat a computer plays for us now (we were quiet on our turn), if any."""
        for k in sorted(self.seats):
            seats = (self.view or {}).get("seats") or []
            if k < len(seats) and seats[k].get("stand_in"):
                return k
        return None

    @property
    def hand_over_in(self) -> int:
        """Seconds before the host may let a computer play for the absent person (0: now;
        the relay counts them, we count down from its last view)."""
        left = (self.view or {}).get("hand_over_in") or 0
        return max(0, math.ceil(left - (time.monotonic() - self.view_at)))

    # -- connection ----------------------------------------------------------------------
    def connect(self, host: str, port: int, name: str | None = None, token: str | None = None,
                spectator: bool = False, room: str | None = None,
                timeout: float = 5.0) -> None:
        """Open the connection (OSError / TimeoutError if the relay is not there). With
        `token`: rejoin that seat (or as host); with `spectator`: watch; with only `name`:
        take a free LAN seat. `room` may be left out when the relay holds one game (or the
        token says which)."""
        self._open_wire(host, port, timeout)
        if token:
            self.room = room or self.room
            self.other_tokens.append(token)
            self.proofs.join_proven({"room": room} if room else {})
        elif spectator:
            self.spectator = True
            self.room = room or self.room
            self.send(msg("watch", **({"room": room} if room else {})))
        elif name:
            self.name = name
            self.send(msg("join", name=name, **({"room": room} if room else {})))

    def reach(self, host: str, port: int) -> None:
        """Rejoin the relay at (host, port) with what we hold (after `resume`), without
        waiting for it (the window keeps drawing): at once if it is there, else by trying
        again with back-off (`retrying` shows it) until it is, as when a host is about to
        reopen the table. A host whose table the relay does not hold reopens it from the
        game it holds (`restore_held`). OSError for an address that is none."""
        self._give_up_at = time.monotonic() + self.reconnect_for   # (also on `no_room`)
        self._start_loop(host, port)
        assert self._loop is not None
        asyncio.run_coroutine_threadsafe(self._reach(), self._loop)

    async def _reach(self) -> None:
        try:
            await self._open()
        except ConnectionAbortedError:
            return
        except (OSError, TimeoutError):
            self.table_closed = True
            self._start_reconnect()
            return
        self.rejoin()

    def _open_wire(self, host: str, port: int, timeout: float) -> None:
        self._start_loop(host, port, timeout)
        assert self._loop is not None
        asyncio.run_coroutine_threadsafe(self._open(), self._loop).result(timeout)

    def _start_loop(self, host: str, port: int, timeout: float = 5.0) -> None:
        """Check the address and take it; the network thread, started if need be."""
        wrong = host_problem(host)
        if wrong or isinstance(port, bool) or not isinstance(port, int) or not 0 < port < 65536:
            raise OSError(errno.EINVAL, f"{host!r}:{port!r} {wrong or 'has no port'}")
        self.address = (host, port)
        self._closed = self.dropped = False
        if self._loop is None:
            ready = threading.Event()

            def run() -> None:
                loop = self._loop = asyncio.new_event_loop()
                loop.create_task(self.proofs.heartbeat())
                ready.set()
                try:
                    loop.run_forever()
                finally:
                    # the loop's tasks end with it, however it stopped: a task left
                    # pending (or never started) is a coroutine never awaited
                    left = asyncio.all_tasks(loop)
                    for task in left:
                        task.cancel()
                    if left:
                        loop.run_until_complete(
                            asyncio.gather(*left, return_exceptions=True))
                    loop.close()
            self._thread = threading.Thread(target=run, name="luna-net-client", daemon=True)
            self._thread.start()
            ready.wait(timeout)

    async def _open(self, gen: int | None = None) -> None:
        """Open the connection (one at a time). `gen`: the reconnect loop's generation; a
        `connect()` since then wins, and the loop's late connection is dropped."""
        assert self.address is not None
        if gen is None:
            self._gen += 1
        old, self._wire = self._wire, None
        if old is not None and old.transport is not None:
            old.transport.abort()
        loop = asyncio.get_running_loop()
        _, wire = await asyncio.wait_for(
            loop.create_connection(lambda: _Wire(self), *self.address), 5.0)
        if gen is not None and gen != self._gen:
            wire.lost = True                    # (so its connection_lost changes nothing)
            wire.abort()
            raise ConnectionAbortedError("a newer connect() took over")
        if wire.lost and not wire.refused:   # closed at once (a port forward, nothing behind)
            raise ConnectionResetError("the connection closed as it opened")
        self._wire = None if wire.lost else wire
        self.last_rx = time.monotonic()

    def reconnect_to(self, host: str, port: int) -> None:
        """Use another address from now on (a relay restarted elsewhere) and rejoin there."""
        self.address = (host, port)
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._drop_now)

    def _drop_now(self) -> None:
        if self._wire is not None and self._wire.transport is not None:
            self._wire.transport.abort()
        elif not self._reconnecting:
            self._start_reconnect()

    def _lost(self, wire: _Wire) -> None:
        if wire is not self._wire:
            return
        self._wire = None
        if self.dropped:
            return                        # the window says that, not "connection lost"
        if not wire.refused:              # (a refused key: the window was told that)
            self._inbox.put({"schema": SCHEMA, "type": "disconnected"})
        if self.on_message is not None:
            self.on_message()
        if self.table_closed and self.game is None and not self._closed:
            self._inbox.put({"schema": SCHEMA, "type": "gave_up"})   # a lobby: nothing to
            return                                                   # come back to
        if not self._closed and self.reconnect and self._rejoin_plan() is not None:
            self._start_reconnect()

    def _start_reconnect(self) -> None:
        if not self._reconnecting and self._loop is not None:
            self._reconnecting = True
            self._loop.create_task(self._reconnect())

    async def _reconnect(self) -> None:
        give_up = time.monotonic() + self.reconnect_for
        gen = self._gen
        try:
            while not self._closed and self.reconnect and time.monotonic() < give_up:
                delay = backoff(self._attempt)       # never a tight loop of tries
                self.retrying = {"attempt": self._attempt, "at": time.monotonic() + delay}
                await asyncio.sleep(delay)
                if self._wire is not None or not self.reconnect or self._closed or \
                        gen != self._gen:
                    return                    # connect() got there first, or we stopped
                self._attempt += 1
                self.retrying = {"attempt": self._attempt, "at": time.monotonic()}
                # "reconnected" once the relay has shown itself: its identity may come
                # before _open() returns (loopback, a port forward), so say it first
                self._back = True
                try:
                    await self._open(gen)
                except ConnectionAbortedError:
                    self._back = False
                    return
                except (TimeoutError, OSError):
                    self._back = False
                    continue
                if self._wire is None:          # refused already: another key answered
                    continue
                plan = self._rejoin_plan()
                if plan is not None:
                    self._give_up_at = give_up
                    if plan[0] == "join":
                        self.proofs.send_proofs(plan[1])
                    else:
                        self._write(encode(msg("watch", **plan[1])))
                return
            if not self._closed:
                self.retrying = None
                self._inbox.put({"schema": SCHEMA, "type": "gave_up"})
        finally:
            self._reconnecting = False
            if self.on_message is not None:
                self.on_message()

    def ask_again_if_unseated(self) -> None:
        """(network thread, each heartbeat) A connection the relay has not seated for a
        while (see link.UNSEATED) rejoins with what we hold, with back-off, unless a
        request of ours is on its way or a retry is already planned."""
        w = self._wire
        if w is None or self._closed or not self.reconnect or self._restoring or \
                self._retry_join_at is not None or self._reconnecting:
            return
        plan = self._rejoin_plan()
        if plan is None or not w.unseated_for_long(time.monotonic()):
            return
        if plan[0] == "join" and self._nonce is None:
            # the relay sends a nonce with each answer to a proof join: none at hand is a
            # connection we cannot prove our seats on; a new one brings a nonce
            log.info("no nonce to prove our seats with on this connection; reconnecting")
            w.abort()
            return
        log.info("the relay has not seated us on this connection; asking again")
        if plan[0] == "join":
            self.proofs.send_proofs(plan[1])
        else:
            self._write(encode(self._expected(msg("watch", **plan[1]))))

    def _all_tokens(self) -> list[str]:
        """The tokens a rejoin proves: ours, but none the relay refused and none of
        another game (a token whose key our table's `lan` does not name)."""
        tokens = list(self.tokens.values()) + ([self.host_token] if self.host_token else [])
        tokens += [t for t in self.other_tokens if t not in tokens]
        return [t for t in tokens if t not in self.refused and self.proofs.of_our_game(t)][:5]

    def _rejoin_plan(self) -> tuple[str, dict] | None:
        """("join", where) with our tokens, ("watch", where), or None: nothing to rejoin."""
        where = {"room": self.room} if self.room else {}
        if self._all_tokens():
            return "join", where
        return ("watch", where) if self.spectator else None

    def _write(self, frame: bytes, for_room: bool = False) -> None:
        w = self._wire
        if w is not None:
            w.write(frame, for_room)

    def send(self, message: dict) -> bool:
        """Queue a message for the relay (thread-safe); False if not connected."""
        if self._loop is None or not self.connected:
            return False
        message.setdefault("schema", SCHEMA)
        self._expected(message)
        self._loop.call_soon_threadsafe(self._write, encode(message),
                                        message.get("type") not in OPEN_REQUESTS)
        return True

    def _expected(self, message: dict) -> dict:
        """`message`, noting the answer a create, join or watch asks for (`_unasked`)."""
        answer = {"create": "created", "join": "joined", "watch": "joined"}.get(
            message.get("type"))
        if answer:
            self._asked.add(answer)
            w = self._wire
            if w is not None:           # (its answer may be slow: not asked again at once)
                w.asked_now(time.monotonic())
        return message

    def close(self) -> None:
        """Leave for good: no reconnecting; the log stays readable and savable."""
        self._closed = True
        with self._close_lock:
            loop = self._loop
            if loop is None:
                return

            def shut() -> None:
                if self._wire is not None and self._wire.transport is not None:
                    self._wire.transport.close()
                for task in asyncio.all_tasks(loop):
                    task.cancel()
                loop.call_soon(loop.stop)
            if not loop.is_closed():
                try:
                    loop.call_soon_threadsafe(shut)
                except RuntimeError:        # its thread closed it between the two lines
                    pass
            if self._thread is not None and self._thread is not threading.current_thread():
                self._thread.join(2.0)
            self._loop = None

    def stop_retrying(self) -> None:
        """The player stops waiting to get back to the table (the window's Cancel)."""
        self.reconnect = False
        self._retry_join_at = None
        self.retrying = None
        if self._loop is not None and not self.connected:
            self._inbox.put({"schema": SCHEMA, "type": "gave_up"})

    def close_table(self) -> bool:
        """Host: close the table for everyone (they wait for it to be reopened); we do not
        reopen it by ourselves (`restore_held`) until asked to (`restore`)."""
        self.closed_table = True
        return self.send(msg("close"))

    def remove(self, seat: int) -> bool:
        """Host, lobby: free a LAN seat from whoever holds it."""
        return self.send(msg("remove", seat=seat))

    def drop(self) -> None:
        """Cut the connection as a failing network would; the client reconnects with its
        tokens by itself (tests and the two-window demo use this)."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._drop_now)

    def kill(self) -> None:
        """Drop the connection abruptly without saying goodbye (tests: a crashed client)."""
        self.reconnect = False
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._drop_now)
        self.close()

    # -- receiving, proofs and requests: the parts' own, called by name -----------------
    def poll(self, timeout: float = 0.0) -> list[dict]:
        return self.inbox.poll(timeout)

    def wait_for(self, match: str | Callable[[dict], bool], timeout: float = 5.0) -> dict:
        return self.inbox.wait_for(match, timeout)

    @property
    def fingerprint(self) -> str | None:
        return self.proofs.fingerprint

    def trust_new_key(self, address: str) -> None:
        return self.proofs.trust_new_key(address)

    def rooms(self, page: int = 0) -> bool:
        return self.requests.rooms(page)

    def create(self, name: str, players: int = 4, seats: list[dict] | None = None,
               **fields: Any) -> bool:
        return self.requests.create(name, players, seats, **fields)

    def join(self, room: str, name: str, seat: int | None = None,
             invite: str | None = None) -> bool:
        return self.requests.join(room, name, seat, invite)

    def lock(self, locked: bool = True) -> bool:
        return self.requests.lock(locked)

    def rejoin(self) -> bool:
        return self.requests.rejoin()

    def watch(self, room: str) -> bool:
        return self.requests.watch(room)

    def configure(self, **fields: Any) -> bool:
        return self.requests.configure(**fields)

    def ready(self, seat: int, ready: bool = True) -> bool:
        return self.requests.ready(seat, ready)

    def set_info(self, seat: int, name: str | None = None, colour: str | None = None) -> bool:
        return self.requests.set_info(seat, name, colour)

    def start(self) -> bool:
        return self.requests.start()

    def play(self, cmd: dict) -> bool:
        return self.requests.play(cmd)

    def undo(self, seat: int, to: int | None = None) -> bool:
        return self.requests.undo(seat, to)

    def answer_undo(self, request_id: int, seat: int, accept: bool) -> bool:
        return self.requests.answer_undo(request_id, seat, accept)

    def hand_over(self, seat: int, level: str) -> bool:
        return self.requests.hand_over(seat, level)

    def take_back(self, seat: int) -> bool:
        return self.requests.take_back(seat)

    def restore(self, name: str, path: str | os.PathLike) -> bool:
        return self.requests.restore(name, path)

    def can_restore(self) -> bool:
        return self.requests.can_restore()

    def restore_held(self) -> bool:
        return self.requests.restore_held()

    def save(self, path: str | os.PathLike) -> Path:
        return self.requests.save(path)

    def resume(self, path: str | os.PathLike) -> None:
        return self.requests.resume(path)
