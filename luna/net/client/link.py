"""The bytes of a NetClient's connection (client.py): the asyncio protocol that cuts
frames, opens the sealed channel and holds a table's requests until the relay seated us;
and the limits and back-off the client keeps.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import time
from collections import deque
from typing import Any

from ..wire.framing import MAX_FRAME, FrameError, FrameReader, decode, encode
from ..wire.messages import drop_bad_reasons, drop_nils, reply_problem
from ..wire.protocol import RELAY_NAME, SCHEMA, SUMMARY, msg
from ..wire.secure import TAG, Channel, ChannelError

log = logging.getLogger("luna.net.client")


# A relay may send anything, as fast as it likes: the window folds at most POLL_LIMIT
# messages a frame, and a table that leaves INBOX_LIMIT of them unread, or INBOX_BYTES of
# them (`weight`: never less than what they take in memory once decoded), is dropped. An
# honest table's whole game (a resync of 250 commands) weighs ~0.2 MB; a 40 KB frame of
# 4,000 tiny maps 1.5 MB: 8 MB keep the window's memory bounded, never a game.
POLL_LIMIT = 100
INBOX_LIMIT = 5000
INBOX_BYTES = 8 << 20
# The most commands a game may hold: the longest of the golden games and of 150 random
# four-player games held 218 and 244; eight times that is no game, only a table trying
# to fill the window (a `log` may otherwise hold 65,536 commands).
MAX_COMMANDS = 2000
POLL_BUDGET = 0.02          # seconds of folding a poll (a frame of the window) may take
REPLAY_GAP = 0.05           # after a whole-game replay, nothing more is folded this long
UNUSABLE = (20, 10.0)       # this many unusable messages within so many seconds: dropped
# Seconds before each try to get back to a table (a dropped link, a relay restarting, a
# table its host closed and will reopen): quick at first, then every few seconds.
BACKOFF = (0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0)
# A connection whose channel is up but that the relay has not seated this long (a join
# refused for a reason of the moment, a nonce that never came) asks again, then with
# back-off: a player is never left connected to a table that does not hear them.
UNSEATED = 3.0


# What a connection may ask before the relay has seated it (everything else is for a table).
OPEN_REQUESTS = ("rooms", "create", "join", "watch", "ping", "leave", "key")


def backoff(attempt: int) -> float:
    return BACKOFF[min(max(attempt, 0), len(BACKOFF) - 1)]


def _others(marks: set[int]) -> bytes:
    return bytes(b for b in range(256) if b not in marks)


# msgpack's first bytes of a map or list, of a text, bytes or float, of an int Python does
# not keep once (each of those a new object when decoded); `weight` counts the bytes of a
# frame that are one of them (a text's own bytes may be counted too: never fewer).
_NOT_CONTAINER = _others(set(range(0x80, 0xA0)) | set(range(0xDC, 0xE0)))
_NOT_LEAF = _others(set(range(0xA0, 0xC0)) | {0xC4, 0xC5, 0xC6, 0xCA, 0xCB, 0xD9, 0xDA, 0xDB})
_NOT_INT = _others(set(range(0xCC, 0xD4)) | set(range(0xE0, 0x100)))


def weight(body: bytes) -> int:
    """What a decoded frame takes in memory, never less (measured with tracemalloc: 1 to
    3.5 times it): its bytes, ~200 a map or list, ~56 a text, bytes or float, 32 an int,
    counted in C from the frame's bytes (a few µs for a 40 KB frame of 3,990 tiny maps:
    its 761 KB are weighed 1.5 MB)."""
    return len(body) + 200 * len(body.translate(None, _NOT_CONTAINER)) + \
        56 * len(body.translate(None, _NOT_LEAF)) + 32 * len(body.translate(None, _NOT_INT))


def too_long(m: dict) -> str | None:
    """What makes a message hold more of a game than any game holds (MAX_COMMANDS)."""
    kind = m.get("type")
    if kind == "log" and (len(m["commands"]) > MAX_COMMANDS
                          or m["start"] + len(m["commands"]) > MAX_COMMANDS + 1):
        return f"a log of commands {m['start']} to {m['start'] + len(m['commands']) - 1}"
    if kind in ("log", "game") and m.get("total", 0) > MAX_COMMANDS:
        return f"a game of {m['total']} commands"
    if kind == "command" and m["seq"] > MAX_COMMANDS:
        return f"command {m['seq']}"
    return None


def drop_bad_summaries(m: dict) -> list[str]:
    """A room list is many tables' words: one that does not check out (a name mixing
    alphabets, say) is left out of it, not the whole list (else nobody could join any
    table of that relay). A relay name that does not is left blank. What was left out (a
    list left with no table at all is then unreadable, as it was)."""
    if m.get("type") != "room_list":
        return []
    out = []
    rooms = m.get("rooms")
    if isinstance(rooms, list):           # (more than a page of them: refused after)
        kept = []
        for r in rooms:
            why = SUMMARY(r)
            if why:
                out.append(f"a table {why}"[:200])
            else:
                kept.append(r)
        m["rooms"] = kept
    if m.get("name") is not None and RELAY_NAME(m["name"]):
        out.append(f"the relay's name {RELAY_NAME(m['name'])}"[:200])
        m["name"] = ""
    return out


class Unread(queue.Queue):
    """The messages poll() has not folded yet, and their `weight` (bytes): put (message,
    weight) from the network thread, or a message of our own (weight 0)."""

    def _init(self, maxsize: int) -> None:
        self.queue: deque = deque()
        self.bytes = 0

    def _put(self, item) -> None:
        m, cost = item if isinstance(item, tuple) else (item, 0)
        self.queue.append((m, cost))
        self.bytes += cost

    def _get(self):
        m, cost = self.queue.popleft()
        self.bytes -= cost
        return m

    def drop_all(self) -> None:
        with self.mutex:
            self.queue.clear()
            self.bytes = 0

def unreadable(problem: str) -> dict:
    """What poll() yields for a relay message that failed its checks (never acted on)."""
    return {"schema": SCHEMA, "type": "unreadable", "problem": problem[:200]}


class _Wire(asyncio.Protocol):
    """One connection: clear until the relay's signed identity is checked and our `key`
    sent, sealed from then on (see secure.py)."""

    def __init__(self, client: Any) -> None:    # its NetClient (client.py)
        self.client = client
        self.reader = FrameReader(MAX_FRAME + TAG)
        self.transport: asyncio.Transport | None = None
        self.channel: Channel | None = None
        self.sealed = False          # a sealed frame came: a clear one is never taken again
        self.held: list[tuple[bytes, bool]] = []   # frames to send once the channel is up
        self.joined = False          # the relay seated us (or let us watch) on this one
        self.for_room: list[bytes] = []    # requests for our table, sent once it has
        self.lost = False            # closed (maybe before `_open` even had it)
        self.refused = False         # by us: the relay's identity did not check out
        self.ask_again_at: float | None = None   # unseated then: rejoin (see UNSEATED)
        self.asked_again = 0         # rejoins sent because this connection sat unseated

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        # a nonce, and a proof waiting for one, belong to the connection that asked: an
        # older one's proof would spend this connection's nonce and never be sent
        self.client._nonce = self.client._after_hello = None

    def abort(self) -> None:
        if self.transport is not None:
            self.transport.abort()

    def write(self, frame: bytes, for_room: bool = False) -> None:
        """Send a frame once the channel is up; one for our table (a move, a ready...)
        once the relay has seated us on this connection, so a move made while we come
        back reaches the relay after our join, not before it (`no_room`)."""
        t = self.transport
        if t is None or t.is_closing():
            return
        if self.channel is None or (for_room and not self.joined):
            waiting = self.for_room if self.channel is not None else self.held
            if len(waiting) < 64:
                waiting.append(frame if self.channel is not None else (frame, for_room))
            return
        body = self.channel.seal(frame[4:])
        t.write(len(body).to_bytes(4, "big") + body)

    def seated(self) -> None:
        """The relay answered our create, join or watch: our table's requests go now."""
        self.joined = True
        waiting, self.for_room = self.for_room, []
        for frame in waiting:
            self.write(frame)

    def open_channel(self, share: str, channel: Channel) -> None:
        assert self.transport is not None
        self.transport.write(encode(msg("key", share=share)))
        self.channel = channel
        self.ask_again_at = time.monotonic() + UNSEATED
        held, self.held = self.held, []
        for frame, for_room in held:
            self.write(frame, for_room)

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
            drop_nils(m)
            dropped = drop_bad_reasons(m)
            if dropped:
                log.warning("the relay sent a move with %s: the move is kept", dropped)
            why = reply_problem(m)
            if why and m.get("type") == "room_list":
                left = drop_bad_summaries(m)
                for what in left:
                    log.warning("the relay's room list named %s: left out", what)
                why = reply_problem(m) or (left and not m.get("rooms") and
                                           f"room_list: nothing readable ({left[0]})")
            kind = m.get("type")
            if not sealed and kind == "error":
                # the relay's door (full, rate_limited) speaks in the clear, and so may
                # anyone on the way: such an error names no request of ours, so it
                # changes nothing we hold (a restore refused, a move dropped)
                m.pop("ref", None)
            if not why and not sealed and kind not in ("identity", "error"):
                why = f"a {kind} message outside the sealed channel"
            elif not why and kind == "identity" and (sealed or self.channel is not None):
                why = "a second identity"
            if why:       # the same checks the relay applies to us, the other way round
                log.warning("the relay sent something we cannot read: %s", why)
                c._inbox.put(unreadable(why))
                continue
            if kind == "identity":
                c.proofs.identity(self, m)
                continue
            if kind == "hello":
                if self.transport is not None and not self.transport.is_closing():
                    c.proofs.hello(m)      # never a nonce of a connection we already dropped
                continue
            if kind in ("joined", "created"):
                self.seated()
            if kind == "error" and m.get("code") in ("replaced", "removed", "table_left") \
                    and sealed:
                # our seat is played from elsewhere now (no tug of war), or the table we
                # watched is gone: nothing to come back to
                c.reconnect = False
            cost = weight(body)
            over = too_long(m)
            if over is None and c._inbox.qsize() >= INBOX_LIMIT:
                over = f"more than {INBOX_LIMIT} messages we have not read yet"
            elif over is None and c._inbox.bytes + cost > INBOX_BYTES:
                over = f"more than {INBOX_BYTES >> 20} MB we have not read yet"
            if over is not None:
                self.drop_table(over)
                return
            c._inbox.put((m, cost))
        if c.on_message is not None:
            c.on_message()

    def drop_table(self, why: str) -> None:
        """A table that sends more than any game needs: what it sent is forgotten, the
        connection closed and never tried again; the window says so (`dropped`)."""
        c = self.client
        log.warning("the relay sent %s; dropped it", why)
        c.reconnect, c.dropped, c.retrying = False, True, None
        c._inbox.drop_all()
        c._inbox.put({"schema": SCHEMA, "type": "dropped"})
        self.abort()

    def asked_now(self, now: float) -> None:
        """A create, join or watch went on this connection: its answer gets UNSEATED."""
        self.ask_again_at = max(self.ask_again_at or 0.0, now + UNSEATED)

    def unseated_for_long(self, now: float) -> bool:
        """Up and sealed, and still not seated by the relay after UNSEATED seconds (then
        after back-off since the last time we asked again)."""
        t = self.transport
        if self.joined or self.channel is None or self.ask_again_at is None or \
                t is None or t.is_closing() or now < self.ask_again_at:
            return False
        self.asked_again += 1
        self.ask_again_at = now + UNSEATED + backoff(self.asked_again)
        return True

    def connection_lost(self, exc: Exception | None) -> None:
        self.lost = True
        self.client._lost(self)
