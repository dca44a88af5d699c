"""Finding relays on the LAN: a UDP query, answered by each relay with its name, port and
how many rooms (and open seats) it has; the rooms themselves are asked over TCP. The
target address is a parameter, so tests ask 127.0.0.1 and nothing leaves the machine; the
game asks the broadcast address.

A datagram is one msgpack map (no length prefix). The responder answers only the
sender, never a broadcast, at most PER_SOURCE answers a second to one address and RATE in
all, and never with more bytes than the query had (queries are padded to QUERY_BYTES), so
a forged sender address gains an attacker nothing: answers never amplify, and RATE is
there for the relay's loop only (a few senders cannot use it up). A search asks three
times within its time, and lists one relay per answering machine (only one relay of a
machine can answer on the discovery port). An answer is only a candidate: the search asks
its sender again, unicast, with a nonce of that sender's own, and lists the machine only
from the answer to that. Anyone on the LAN reads the broadcast query's nonce, and may
answer it from as many forged addresses as it likes, but never reads a unicast question
to another address (nor to one nobody has): forged answers, however many and however
early, are never listed and hide no relay.

The bounds (see `Search`): every candidate read is asked at once, once a round (no queue
a flood could fill ahead of a relay); a sender's nonce is derived from the address and a
secret of the search, so a question's answer is recognised whenever it comes, with no
table of who was asked to fill; every confirmed answer is listed, up to MOST_FOUND
machines (a memory bound no LAN reaches: each needs a machine that receives at its
address), and a listed relay is never replaced. What remains is how fast the search
reads: a burst of answers before a relay's waits in a socket buffer of RECEIVE_BYTES.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import secrets
import socket
import time
from typing import Any

from .framing import FrameError, decode, pack
from .protocol import DISCOVERY_PORT, RELAY_NAME, SCHEMA, address_key, msg

log = logging.getLogger("luna.net.discovery")
MAX_QUERY = 512
QUERY_BYTES = 128               # a query is padded to this; the answer is never longer
RATE = 1000                     # answers a second in all (128 KB/s at most) ...
PER_SOURCE = 10                 # ... and to one address
COUNT_EVERY = 1.0               # seconds an answer's counts of rooms and seats are kept
ASKS = 3                        # queries of one search, spread over its time
MOST_FOUND = 16384              # machines one search lists at most (~8 MB of entries)
MOST_ASKED = 4096               # senders one round remembers having asked (the oldest
#                                 forgotten first: asked again if they answer again)
RECEIVE_BYTES = 4 << 20         # the search's socket buffer (as far as the system allows):
#                                 the default's ~200 KB drop a relay's answer behind
#                                 1,400 forged ones; 4 MB hold ~4,000


class DiscoveryResponder(asyncio.DatagramProtocol):
    """Answers "discover" queries for a relay (anything with name, port and rooms)."""

    def __init__(self, relay: Any) -> None:
        self.relay = relay
        self.transport: Any = None
        self._window = 0.0
        self._count = 0
        self._by_source: dict[str, int] = {}     # queries this second, per address
        self._quiet_until: dict[str, float] = {}  # log lines: one a second of each kind
        self._unlogged: dict[str, int] = {}
        self._counts = (0, 0)            # (rooms, open seats) as last counted ...
        self._counted_at = -COUNT_EVERY  # ... and when

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport

    def _warn(self, text: str, *args: Any) -> None:
        """A log line, at most one a second of each kind (a flood must not fill the log)."""
        now = time.monotonic()
        if now < self._quiet_until.get(text, 0.0):
            self._unlogged[text] = self._unlogged.get(text, 0) + 1
            return
        skipped = self._unlogged.pop(text, 0)
        self._quiet_until[text] = now + 1.0
        log.warning(text + (f" (and {skipped} more like it)" if skipped else ""), *args)

    def _allowed(self, source: str) -> bool:
        """RATE answers a second in all, and PER_SOURCE to one address: a flood from one
        machine cannot starve the others' searches."""
        now = time.monotonic()
        if now - self._window >= 1.0:
            self._window, self._count = now, 0
            self._by_source.clear()
        mine = self._by_source.get(source, 0)
        if mine >= PER_SOURCE or self._count >= RATE:
            return False
        self._by_source[source] = mine + 1
        self._count += 1
        return True

    def _tables(self) -> tuple[int, int]:
        """The relay's rooms and open seats, counted once every COUNT_EVERY seconds at
        most: a count walks every table (milliseconds with thousands), and anyone may
        ask RATE times a second (from forged addresses too)."""
        now = time.monotonic()
        if now - self._counted_at >= COUNT_EVERY:
            rooms = list(self.relay.rooms.values())
            self._counts = (len(rooms), sum(r.open_seats() for r in rooms))
            self._counted_at = now
        return self._counts

    def datagram_received(self, data: bytes, addr: tuple) -> None:
        if len(data) > MAX_QUERY:
            self._warn("discovery: %d-byte datagram from %s ignored", len(data), addr[0])
            return
        try:
            query = decode(data)
        except FrameError as exc:
            self._warn("discovery: unreadable datagram from %s: %s", addr[0], exc.problem)
            return
        if query.get("type") != "discover" or query.get("schema") != SCHEMA:
            self._warn("discovery: not a query from %s", addr[0])
            return
        if not self._allowed(address_key(str(addr[0]))):
            return
        nonce = query.get("nonce")
        rooms, free = self._tables()
        reply = msg("relay", name=self.relay.name[:24], port=self.relay.port,
                    rooms=rooms, open=free,
                    nonce=nonce if isinstance(nonce, str) and len(nonce) <= 32 else None)
        body = pack(reply)
        if len(body) > len(data):        # never amplify: a shorter name, or no answer
            reply["name"] = ""
            body = pack(reply)
        if len(body) > len(data):
            self._warn("discovery: %d-byte query from %s too short to answer", len(data),
                       addr[0])
            return
        if self.transport is not None:
            self.transport.sendto(body, addr)


def _is_broadcast(target: str) -> bool:
    return target == "255.255.255.255" or target.endswith(".255") or target == "<broadcast>"


class Search:
    """One search's answers: the machines confirmed (`found`, never replaced) and the
    candidates asked this round (at most MOST_ASKED remembered)."""

    def __init__(self, nonce: str, max_replies: int) -> None:
        self.nonce = nonce
        self.max_replies = max_replies
        self.secret = secrets.token_bytes(16)
        self.found: dict[str, dict] = {}
        self.asked: dict[tuple, None] = {}      # (address, port) this round, oldest first

    def question_nonce(self, host: str) -> str:
        """The nonce of our unicast question to `host`: only a reader of what is sent to
        that address learns it."""
        return hmac.new(self.secret, host.encode("utf-8", "replace"),
                        hashlib.sha256).hexdigest()[:16]

    def new_round(self) -> None:
        """A broadcast query went out: each candidate may be asked once more."""
        self.asked.clear()

    def read(self, data: bytes, addr: tuple) -> bytes | None:
        """Take one datagram; the question to send back to its sender, if any."""
        host = addr[0]
        if host in self.found:
            return None
        mine = self.question_nonce(host)
        entry = _answer(data, addr, (mine, self.nonce))
        if entry is None:
            return None
        if entry.pop("nonce") == mine:      # its answer to our own question: a relay there
            if len(self.found) < self.max_replies:
                self.found[host] = entry
            return None
        # a candidate: ask it, and it only, once a round (again if its answer was lost);
        # a candidate is an address and a port, for the question goes back to that port:
        # a forger using a relay's address with another port never reads its question,
        # and must not make the relay's own answer look asked already
        if addr[:2] in self.asked:
            return None
        self.asked[addr[:2]] = None
        if len(self.asked) > MOST_ASKED:
            del self.asked[next(iter(self.asked))]
        return padded_query(mine)


def discover(target: str = "255.255.255.255", port: int = DISCOVERY_PORT,
             timeout: float = 1.0, max_replies: int = MOST_FOUND) -> list[dict]:
    """Relays that answer within `timeout` seconds: [{host, port, name, rooms, open}], one
    a machine (its answer to our unicast question), at most `max_replies` machines. The
    query goes out ASKS times (a relay busy answering others this second answers the
    next), and answers are read until the time is up, however many come."""
    search = Search(secrets.token_hex(8), max_replies)
    query = padded_query(search.nonce)
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        if _is_broadcast(target):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, RECEIVE_BYTES)
        except OSError:
            pass
        start = time.monotonic()
        deadline = start + timeout
        asks = [start + timeout * k / ASKS for k in range(ASKS)]
        while True:
            now = time.monotonic()
            while asks and asks[0] <= now:
                asks.pop(0)
                search.new_round()
                try:
                    sock.sendto(query, (target, port))
                except OSError:
                    pass
            left = min(deadline, asks[0] if asks else deadline) - now
            if now >= deadline:
                break
            sock.settimeout(max(left, 0.001))
            try:
                data, addr = sock.recvfrom(65536)
            except TimeoutError:
                continue
            except OSError:
                continue
            question = search.read(data, addr)
            if question is not None:
                try:
                    sock.sendto(question, addr)
                except OSError:
                    pass
    return list(search.found.values())


def _answer(data: bytes, addr: tuple, nonces: tuple[str, ...]) -> dict | None:
    """A relay's answer to one of our queries (its nonce one of `nonces`), checked; None
    if it is not one."""
    try:
        reply = decode(data)
    except FrameError:
        return None
    tcp_port, name, rooms = reply.get("port"), reply.get("name"), reply.get("rooms")
    free = reply.get("open")
    if (reply.get("type") != "relay" or reply.get("nonce") not in nonces
            or not _count(tcp_port) or not 0 < tcp_port < 65536
            or RELAY_NAME(name) is not None or not _count(rooms)
            or not _count(free)):
        return None
    return {"host": addr[0], "port": tcp_port, "name": name[:24], "rooms": rooms,
            "open": free, "nonce": reply["nonce"]}


def _count(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def padded_query(nonce: str) -> bytes:
    """A discovery query of exactly QUERY_BYTES bytes (the most a relay will answer with)."""
    pad = QUERY_BYTES - len(pack(msg("discover", nonce=nonce, pad="")))
    body = pack(msg("discover", nonce=nonce, pad="x" * pad))
    return pack(msg("discover", nonce=nonce, pad="x" * (pad - (len(body) - QUERY_BYTES))))
