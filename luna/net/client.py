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
import logging
import os
import queue
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine import Game
from ..saves import SaveError
from .framing import MAX_FRAME, FrameError, FrameReader, decode, encode
from .lansave import load_lan, save_lan
from .mirror import Mirror
from .pins import Pins
from .protocol import (
    SCHEMA,
    SEAT_TOKEN,
    TOKEN,
    drop_bad_reasons,
    msg,
    proof_context,
    prove,
    reply_problem,
    room_id_ok,
)
from .secure import TAG, Channel, ChannelError, accept, fingerprint

log = logging.getLogger("luna.net.client")


# A relay may send anything, as fast as it likes: the window folds at most POLL_LIMIT
# messages a frame, and a connection that has INBOX_LIMIT of them unread is dropped.
POLL_LIMIT = 100
INBOX_LIMIT = 5000
POLL_BUDGET = 0.02          # seconds of folding a poll (a frame of the window) may take
REPLAY_GAP = 0.05           # after a whole-game replay, nothing more is folded this long
UNUSABLE = (20, 10.0)       # this many unusable messages within so many seconds: dropped
# Seconds before each try to get back to a table (a dropped link, a relay restarting, a
# table its host closed and will reopen): quick at first, then every few seconds.
BACKOFF = (0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0)


def backoff(attempt: int) -> float:
    return BACKOFF[min(max(attempt, 0), len(BACKOFF) - 1)]

def unreadable(problem: str) -> dict:
    """What poll() yields for a relay message that failed its checks (never acted on)."""
    return {"schema": SCHEMA, "type": "unreadable", "problem": problem[:200]}


class _Wire(asyncio.Protocol):
    """One connection: clear until the relay's signed identity is checked and our `key`
    sent, sealed from then on (see secure.py)."""

    def __init__(self, client: NetClient) -> None:
        self.client = client
        self.reader = FrameReader(MAX_FRAME + TAG)
        self.transport: asyncio.Transport | None = None
        self.channel: Channel | None = None
        self.sealed = False          # a sealed frame came: a clear one is never taken again
        self.held: list[bytes] = []  # frames to send once the channel is up
        self.lost = False            # closed (maybe before `_open` even had it)
        self.refused = False         # by us: the relay's identity did not check out

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        self.client._nonce = None        # a nonce belongs to the connection that got it

    def abort(self) -> None:
        if self.transport is not None:
            self.transport.abort()

    def write(self, frame: bytes) -> None:
        t = self.transport
        if t is None or t.is_closing():
            return
        if self.channel is None:
            if len(self.held) < 64:
                self.held.append(frame)
            return
        body = self.channel.seal(frame[4:])
        t.write(len(body).to_bytes(4, "big") + body)

    def open_channel(self, share: str, channel: Channel) -> None:
        assert self.transport is not None
        self.transport.write(encode(msg("key", share=share)))
        self.channel = channel
        held, self.held = self.held, []
        for frame in held:
            self.write(frame)

    def _unseal(self, body: bytes) -> tuple[bytes, bool] | None:
        """(body, sealed?); None when the stream cannot be trusted any more."""
        if self.channel is None:
            return body, False
        try:
            body = self.channel.open(body)
        except ChannelError as exc:
            if self.sealed:
                log.warning("the relay sent a frame that is not sealed for us (%s); "
                            "reconnecting", exc)
                self.abort()
                return None
            return body, False   # sent before the relay had our key: an error, say
        self.sealed = True
        return body, True

    def data_received(self, data: bytes) -> None:
        c = self.client
        c.last_rx = time.monotonic()
        try:
            bodies = self.reader.feed(data)
        except FrameError as exc:
            log.warning("the relay sent a bad frame (%s); reconnecting", exc.problem)
            self.abort()
            return
        for body in bodies:
            opened = self._unseal(body)
            if opened is None:
                return
            body, sealed = opened
            try:
                m = decode(body)
            except FrameError as exc:
                log.warning("unreadable frame from the relay ignored: %s", exc.problem)
                c._inbox.put(unreadable(exc.problem))
                continue
            dropped = drop_bad_reasons(m)
            if dropped:
                log.warning("the relay sent a move with %s: the move is kept", dropped)
            why = reply_problem(m)
            kind = m.get("type")
            if not why and not sealed and kind not in ("identity", "error"):
                why = f"a {kind} message outside the sealed channel"
            elif not why and kind == "identity" and (sealed or self.channel is not None):
                why = "a second identity"
            if why:       # the same checks the relay applies to us, the other way round
                log.warning("the relay sent something we cannot read: %s", why)
                c._inbox.put(unreadable(why))
                continue
            if kind == "identity":
                c._identity(self, m)
                continue
            if kind == "hello":
                if self.transport is not None and not self.transport.is_closing():
                    c._hello(m)      # never a nonce of a connection we already dropped
                continue
            if kind == "error" and m.get("code") in ("replaced", "removed") and sealed:
                c.reconnect = False     # our seat is played from elsewhere now: no tug of war
            if c._inbox.qsize() >= INBOX_LIMIT:
                log.warning("the relay sent more than %d messages we have not read yet; "
                            "dropped the connection", INBOX_LIMIT)
                self.abort()
                return
            c._inbox.put(m)
        if c.on_message is not None:
            c.on_message()

    def connection_lost(self, exc: Exception | None) -> None:
        self.lost = True
        self.client._lost(self)


class NetClient:
    """One connection to a relay, for one screen (which may hold several local seats)."""

    def __init__(self, ping_interval: float = 2.0, silence_timeout: float = 10.0,
                 reconnect: bool = True, reconnect_for: float = 1800.0,
                 pins: Pins | None = None) -> None:
        self.pins = pins              # known relays' keys (None: every key is new)
        self.relay_key: str | None = None      # the key the relay we talk to signed with
        self.ping_interval = ping_interval
        self.silence_timeout = silence_timeout
        self.reconnect = reconnect
        self.reconnect_for = reconnect_for
        self.mirror = Mirror()
        self.room: str | None = None
        self.seats: set[int] = set()
        self.tokens: dict[int, str] = {}           # seat -> its secret, as issued to us
        self.host_token: str | None = None
        self.other_tokens: list[str] = []          # given to connect(), seat not known
        self.lost_tokens: dict[int, str] = {}      # seats the relay said another took
        self._asked: set[str] = set()              # "created" / "joined": replies we await
        self.is_host = False
        self.spectator = False
        self.seated = False        # the relay has told us our seats (or that we watch)
        self.view: dict | None = None          # the last "room" message
        self.undo_request: dict | None = None  # an open request, as the relay sent it
        self.errors: list[dict] = []           # the latest error frames
        self.error_count = 0                   # all error frames so far
        self.on_message: Callable[[], None] | None = None  # called in the network thread
        self.address: tuple[str, int] | None = None
        self.name: str | None = None               # as we gave it to the relay
        self.last_rx = 0.0
        self._inbox: queue.Queue[dict] = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._wire: _Wire | None = None
        self._closed = False
        self._reconnecting = False
        self._retry_join_at: float | None = None
        self._give_up_at = 0.0
        self._bad: list[float] = []              # when unusable messages came (recent)
        self._replayed_at = -1.0                  # when a message last cost a whole replay
        self._back = False                        # reconnected: say so when the relay shows
        self._gen = 0                             # connect() calls so far (see _open)
        self.table_closed = False      # its host closed the table: we wait for it to reopen
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
            self._join_proven({"room": room} if room else {})
        elif spectator:
            self.spectator = True
            self.room = room or self.room
            self.send(msg("watch", **({"room": room} if room else {})))
        elif name:
            self.name = name
            self.send(msg("join", name=name, **({"room": room} if room else {})))

    def reach(self, host: str, port: int) -> None:
        """Rejoin the relay at (host, port) with what we hold (after `resume`): now if it
        is there, else by trying again with back-off (`retrying` shows it) until it is,
        as when a host is about to reopen the table."""
        try:
            self.connect(host, port)
        except (OSError, TimeoutError):
            self.table_closed = True
            self._give_up_at = time.monotonic() + self.reconnect_for
            if self._loop is not None:
                self._loop.call_soon_threadsafe(self._start_reconnect)
            return
        self.rejoin()

    def _open_wire(self, host: str, port: int, timeout: float) -> None:
        self.address = (host, port)
        self._closed = False
        if self._loop is None:
            ready = threading.Event()

            def run() -> None:
                self._loop = asyncio.new_event_loop()
                ready.set()
                self._loop.run_forever()
                self._loop.close()
            self._thread = threading.Thread(target=run, name="luna-net-client", daemon=True)
            self._thread.start()
            ready.wait(timeout)
            asyncio.run_coroutine_threadsafe(self._heartbeat(), self._loop)
        assert self._loop is not None
        asyncio.run_coroutine_threadsafe(self._open(), self._loop).result(timeout)

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
                try:
                    await self._open(gen)
                except ConnectionAbortedError:
                    return
                except (TimeoutError, OSError):
                    continue
                plan = self._rejoin_plan()
                if plan is not None:
                    self._give_up_at = give_up
                    if plan[0] == "join":
                        self._send_proofs(plan[1])
                    else:
                        self._write(encode(msg("watch", **plan[1])))
                self._back = True        # "reconnected" once the relay has shown itself
                return
            if not self._closed:
                self.retrying = None
                self._inbox.put({"schema": SCHEMA, "type": "gave_up"})
        finally:
            self._reconnecting = False
            if self.on_message is not None:
                self.on_message()

    def _all_tokens(self) -> list[str]:
        tokens = list(self.tokens.values()) + ([self.host_token] if self.host_token else [])
        return (tokens + [t for t in self.other_tokens if t not in tokens])[:5]

    def _rejoin_plan(self) -> tuple[str, dict] | None:
        """("join", where) with our tokens, ("watch", where), or None: nothing to rejoin."""
        where = {"room": self.room} if self.room else {}
        if self._all_tokens():
            return "join", where
        return ("watch", where) if self.spectator else None

    # -- proofs: our tokens never leave this machine ---------------------------------------
    def _hello(self, m: dict) -> None:
        """The relay's fresh nonce (network thread); a join that waited for one goes now."""
        self._nonce, self._relay_id = m["nonce"], m["relay"]
        act, self._after_hello = self._after_hello, None
        if act is not None:
            self._with_nonce(act)

    def _with_nonce(self, act: Callable[[str, str], None]) -> None:
        """act(relay id, nonce) with an unspent nonce: now, or when the next hello comes."""
        if self._nonce is not None and self._relay_id is not None:
            nonce, self._nonce = self._nonce, None
            act(self._relay_id, nonce)
        else:
            self._after_hello = act

    @property
    def fingerprint(self) -> str | None:
        """The short form of the relay's key, for players to compare (see secure.py)."""
        return fingerprint(self.relay_key) if self.relay_key else None

    def _identity(self, wire: _Wire, m: dict) -> None:
        """The relay's signed identity (network thread): check it and the pin of its key,
        then set up the sealed channel; a changed key ends the connection, and no
        reconnecting, until the player decides (`trust_new_key`)."""
        host, port = self.address or ("?", 0)
        where = f"{host}:{port}"
        try:
            share, channel = accept(m)
        except ChannelError as exc:
            log.warning("the relay at %s: %s", where, exc)
            self._inbox.put(unreadable(str(exc)))
            wire.refused = True
            wire.abort()
            return
        pinned = self.pins.check(where, m["key"]) if self.pins is not None else None
        if pinned is not None:
            log.warning("the relay at %s shows another key than before; refused", where)
            self.reconnect = False
            self._inbox.put({"schema": SCHEMA, "type": "key_changed", "address": where,
                             "pinned": fingerprint(pinned), "shown": fingerprint(m["key"])})
            wire.refused = True
            wire.abort()
            return
        self.relay_key = m["key"]
        wire.open_channel(share, channel)
        if self._back:                  # not on a mere TCP answer (a port forward's, say)
            self._back = False
            self._inbox.put({"schema": SCHEMA, "type": "reconnected"})

    def trust_new_key(self, address: str) -> None:
        """The player accepts that the relay at `address` has a new key."""
        if self.pins is not None:
            self.pins.forget(address)

    def _context(self, relay: str, room: str, nonce: str) -> bytes:
        w = self._wire
        if w is None or w.channel is None:
            raise ChannelError("no sealed channel")
        return proof_context(w.channel.relay_key, w.channel.session, room, nonce)

    def _send_proofs(self, where: dict) -> None:
        """join {room?, proofs}: each token's signature of the relay's nonce and context."""
        def act(relay: str, nonce: str) -> None:
            try:
                context = self._context(relay, where.get("room") or "", nonce)
            except ChannelError:        # the connection is gone already: the next one asks
                return
            proofs = [prove(t, context) for t in self._all_tokens()]
            self._write(encode(self._expected(msg("join", proofs=proofs, **where))))
        self._with_nonce(act)

    def _join_proven(self, where: dict) -> bool:
        if self._loop is None or not self.connected:
            return False
        self._loop.call_soon_threadsafe(self._send_proofs, where)
        return True

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(self.ping_interval)
            w = self._wire
            if w is None or w.transport is None:
                continue
            if time.monotonic() - self.last_rx > self.silence_timeout:
                log.warning("the relay has been silent for %.0f s; reconnecting",
                            self.silence_timeout)
                w.transport.abort()
                continue
            self._write(encode(msg("ping", t=time.monotonic())))

    def _write(self, frame: bytes) -> None:
        w = self._wire
        if w is not None:
            w.write(frame)

    def send(self, message: dict) -> bool:
        """Queue a message for the relay (thread-safe); False if not connected."""
        if self._loop is None or not self.connected:
            return False
        message.setdefault("schema", SCHEMA)
        self._expected(message)
        self._loop.call_soon_threadsafe(self._write, encode(message))
        return True

    def _expected(self, message: dict) -> dict:
        """`message`, noting the answer a create, join or watch asks for (`_unasked`)."""
        answer = {"create": "created", "join": "joined", "watch": "joined"}.get(
            message.get("type"))
        if answer:
            self._asked.add(answer)
        return message

    def close(self) -> None:
        """Leave for good: no reconnecting; the log stays readable and savable."""
        self._closed = True
        loop = self._loop
        if loop is None:
            return

        def shut() -> None:
            if self._wire is not None and self._wire.transport is not None:
                self._wire.transport.close()
            for task in asyncio.all_tasks(loop):
                task.cancel()
            loop.call_soon(loop.stop)
        loop.call_soon_threadsafe(shut)
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
        """Host: close the table for everyone (they wait for it to be reopened)."""
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

    # -- receiving -----------------------------------------------------------------------
    def poll(self, timeout: float = 0.0) -> list[dict]:
        """Messages that arrived since the last call (at most POLL_LIMIT; the rest wait for
        the next call), already folded into `game`; waits up
        to `timeout` seconds for the first. Call it from one thread (the game loop)."""
        out: list[dict] = []
        if self._retry_join_at is not None and time.monotonic() >= self._retry_join_at:
            self._retry_join_at = None
            if self.connected:
                self.rejoin()
        gap = REPLAY_GAP - (time.perf_counter() - self._replayed_at)
        if gap > 0:                     # a frame of the window has one replay at most
            if timeout < gap:
                time.sleep(max(0.0, timeout))
                return out
            time.sleep(gap)
            timeout -= gap
        try:
            first = self._inbox.get(timeout=timeout) if timeout > 0 else \
                self._inbox.get_nowait()
        except queue.Empty:
            return out
        m: dict | None = first
        start, replays = time.perf_counter(), self.mirror.replays
        while m is not None:
            out.append(self._process(m))
            # the rest waits for the next frame of the window: at most POLL_LIMIT messages,
            # one replay of the game and POLL_BUDGET of work a frame, whatever a relay sends
            if self.mirror.replays != replays:
                self._replayed_at = time.perf_counter()
                break
            if len(out) >= POLL_LIMIT or time.perf_counter() - start > POLL_BUDGET:
                break
            try:
                m = self._inbox.get_nowait()
            except queue.Empty:
                m = None
        return out

    def _unasked(self, m: dict) -> bool:
        """A seat or a token we did not ask for: a fake relay's way to make us forget ours
        (our save keeps what we hold). `created` and `joined` answer our own request."""
        kind = m.get("type")
        if kind in ("created", "joined"):
            if kind not in self._asked:
                return True
            self._asked.discard(kind)
        return kind == "tokens" and not self.is_host

    def _table_closed(self) -> None:
        """Its host closed the table: with a game to come back to, wait for it to reopen
        (the relay may stay up, or stop and start again from the host's save)."""
        self.table_closed = True
        if self.game is None or self._rejoin_plan() is None or not self.reconnect:
            return
        self._give_up_at = time.monotonic() + self.reconnect_for
        self._attempt = 0
        self._retry_join_at = time.monotonic() + backoff(3)
        self.retrying = {"attempt": 0, "at": self._retry_join_at}

    def _keep(self, seat: int, token: str) -> None:
        """Take a token the relay issued, never in place of one we hold."""
        if self.tokens.setdefault(seat, token) != token:
            log.warning("the relay offered a second token for seat %d: ours is kept", seat)

    def _unusable(self) -> dict | None:
        """One more message we could not use: a table that keeps sending them is dropped
        (no reconnecting to it); the window is told."""
        now = time.monotonic()
        most, within = UNUSABLE
        self._bad = [t for t in self._bad if now - t < within] + [now]
        if len(self._bad) < most or self._closed:
            return None
        log.warning("the relay sent %d unusable messages in %g s; dropped", most, within)
        self.reconnect = False
        self._bad = []
        self.drop()
        return {"schema": SCHEMA, "type": "dropped"}

    def _process(self, m: dict) -> dict:
        """Act on one relay message; what the window is told of it."""
        kind = m.get("type")
        if self._unasked(m):
            log.warning("a %s message we did not ask for is ignored", kind)
            m = unreadable(f"an unasked {kind} message")
            kind = "unreadable"
        resyncs = self.mirror.resyncs
        told = self._fold(m, kind)
        if kind == "unreadable" or self.mirror.resyncs != resyncs:
            return self._unusable() or told
        return told

    def _fold(self, m: dict, kind: str) -> dict:
        if kind == "unreadable":
            return m
        if kind in ("created", "joined"):
            self.seated = True
            self.table_closed, self.retrying, self._attempt = False, None, 0
        if kind == "created":
            self.room, self.is_host = m["room"], True
            if m.get("host_token") and not self.host_token:
                self.host_token = m["host_token"]
        elif kind == "tokens" or kind == "joined":
            for t in m.get("tokens") or []:
                self._keep(t["seat"], t["token"])
            if kind == "joined":
                self.room = m["room"]
                self.seats = set(m["seats"])
                self.is_host = bool(m.get("host"))
            else:
                self.seats |= {t["seat"] for t in m["tokens"]}
        elif kind == "seat_lost":
            self.seats.discard(m["seat"])
            token = self.tokens.pop(m["seat"], None)
            if token is not None:     # not proven again on reconnect, but kept in our save
                self.lost_tokens[m["seat"]] = token
        elif kind == "closed" and m["room"] == self.room:
            self._table_closed()
        elif kind == "room":
            self.view = m
            self.undo_request = m.get("undo")
        elif kind == "undo_request":
            self.undo_request = m
        elif kind == "undo_result":
            self.undo_request = None
        elif kind == "error":
            self.errors = self.errors[-99:] + [m]
            self.error_count += 1
            if m.get("ref") in ("join", "watch") and m.get("code") == "no_room" \
                    and time.monotonic() < self._give_up_at and self.reconnect:
                # a restarted relay may not have our game yet: the host reopens it soon
                self._attempt += 1
                self._retry_join_at = time.monotonic() + backoff(self._attempt)
                self.retrying = {"attempt": self._attempt, "at": self._retry_join_at}
            elif m.get("ref") == "join" and m.get("code") == "bad_token" \
                    and self.game is None and not self.host_token and self.room and self.name:
                # we dropped out of a lobby, which freed our seat: take a free one again
                self.tokens.clear()
                self.other_tokens.clear()
                self.join(self.room, self.name)
        for out in self.mirror.handle(m):
            self.send(out)
        return m

    def wait_for(self, match: str | Callable[[dict], bool], timeout: float = 5.0) -> dict:
        """Poll until a message of that type (or passing `match`) arrives; TimeoutError."""
        test = (lambda m: m.get("type") == match) if isinstance(match, str) else match
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {match if isinstance(match, str) else 'match'} "
                                   f"within {timeout} s")
            for m in self.poll(timeout=min(left, 0.1)):
                if test(m):
                    return m

    # -- requests ------------------------------------------------------------------------
    def rooms(self, page: int = 0) -> bool:
        """Ask for one page of the relay's room list (16 rooms a page)."""
        return self.send(msg("rooms", page=page) if page else msg("rooms"))

    def create(self, name: str, players: int = 4, seats: list[dict] | None = None,
               **fields: Any) -> bool:
        """Open a room as its host. seats: [{"kind": "local" | "lan" | level, "name"?,
        "colour"?}]; fields: room_name, setup, seed, options."""
        self.name = name
        body = {"name": name, "players": players, **fields}
        if seats is not None:
            body["seats"] = seats
        return self.send(msg("create", **body))

    def join(self, room: str, name: str, seat: int | None = None) -> bool:
        """Claim a free LAN seat (`seat`, or the first free one)."""
        self.name = name
        body: dict[str, Any] = {"room": room, "name": name}
        if seat is not None:
            body["seat"] = seat
        return self.send(msg("join", **body))

    def rejoin(self) -> bool:
        plan = self._rejoin_plan()
        if plan is None:
            return False
        if plan[0] == "join":
            return self._join_proven(plan[1])
        return self.send(msg("watch", **plan[1]))

    def watch(self, room: str) -> bool:
        self.spectator = True
        self.room = room
        return self.send(msg("watch", room=room))

    def configure(self, **fields: Any) -> bool:
        return self.send(msg("configure", **fields))

    def ready(self, seat: int, ready: bool = True) -> bool:
        return self.send(msg("ready", seat=seat, ready=ready))

    def set_info(self, seat: int, name: str | None = None, colour: str | None = None) -> bool:
        body: dict[str, Any] = {"seat": seat}
        if name:
            body["name"] = name
        if colour:
            body["colour"] = colour
        return self.send(msg("set_info", **body))

    def start(self) -> bool:
        return self.send(msg("start"))

    def play(self, cmd: dict) -> bool:
        """Send a command for one of our seats, numbered after the log we hold."""
        return self.send(msg("play", seq=len(self.log) + 1, command=cmd))

    def undo(self, seat: int, to: int | None = None) -> bool:
        body: dict[str, Any] = {"seat": seat}
        if to is not None:
            body["to"] = to
        return self.send(msg("undo", **body))

    def answer_undo(self, request_id: int, seat: int, accept: bool) -> bool:
        return self.send(msg("undo_answer", id=request_id, seat=seat, accept=accept))

    def hand_over(self, seat: int, level: str) -> bool:
        """Host: a computer of `level` plays `seat` ("lan" gives it back to its person)."""
        return self.send(msg("hand_over", seat=seat, level=level))

    def restore(self, name: str, path: str | os.PathLike) -> bool:
        """Host: reopen a LAN save's game on the relay we are connected to."""
        game, doc, lan = load_lan(path)
        self._adopt(lan)
        save_doc = {"schema": SCHEMA, "header": doc["header"], "log": doc["log"],
                    "lan": {k: v for k, v in lan.items() if k != "mine"}}
        if self._loop is None or not self.connected:
            return False
        host_token, room = self.host_token, str(lan.get("room"))

        def act(relay: str, nonce: str) -> None:
            try:
                proof = {"host_proof": prove(host_token, self._context(relay, room, nonce))
                         } if host_token else {}
            except ChannelError:
                return
            self._asked.add("joined")         # the seats of ours the relay holds for us
            self._write(encode(self._expected(msg("create", name=name, save=save_doc,
                                                  **proof))))
        self._loop.call_soon_threadsafe(self._with_nonce, act)
        return True

    # -- saves ---------------------------------------------------------------------------
    def save(self, path: str | os.PathLike) -> Path:
        """Write the log we hold (with the seats' token digests and our own tokens)."""
        game = self.game
        if game is None or self.mirror.lan is None:
            raise SaveError(path, "no LAN game to save yet")
        mine = {"host_token": self.host_token,
                "address": list(self.address) if self.address else None,
                "tokens": [{"seat": k, "token": t} for k, t in sorted(self.tokens.items())],
                "other_tokens": list(self.other_tokens) + [
                    t for t in self.lost_tokens.values() if t not in self.other_tokens]}
        return save_lan(game, self.mirror.lan, path, mine)

    def resume(self, path: str | os.PathLike) -> None:
        """Take the game and our tokens from our own LAN save, ready to `rejoin()`."""
        game, doc, lan = load_lan(path)
        self._adopt(lan)
        self.mirror.load(doc["header"], doc["log"], {k: v for k, v in lan.items()
                                                    if k != "mine"})

    def _adopt(self, lan: dict) -> None:
        mine = lan.get("mine") or {}
        mine = mine if isinstance(mine, dict) else {}
        self.room = lan.get("room") if room_id_ok(lan.get("room")) else None
        host_token = mine.get("host_token")
        if isinstance(host_token, str) and not TOKEN(host_token):
            self.host_token = host_token
        for t in mine.get("tokens") or []:
            if isinstance(t, dict) and not SEAT_TOKEN(t):
                self.tokens[t["seat"]] = t["token"]
        self.other_tokens += [t for t in mine.get("other_tokens") or []
                              if isinstance(t, str) and not TOKEN(t)
                              and t not in self.other_tokens][:5]
