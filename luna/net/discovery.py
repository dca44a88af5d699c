"""Finding relays on the LAN: a UDP query, answered by each relay with its name, port and
rooms. The target address is a parameter, so tests ask 127.0.0.1 and nothing leaves the
machine; the game asks the broadcast address.

A datagram is one msgpack map (no length prefix). The responder answers only the
sender, never a broadcast, and at most RATE answers a second, so it cannot be used to
flood a third party.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import socket
import time
from typing import Any

from .framing import FrameError, decode, pack
from .protocol import DISCOVERY_PORT, SCHEMA, msg

log = logging.getLogger("luna.net.discovery")
MAX_QUERY = 512
RATE = 50


class DiscoveryResponder(asyncio.DatagramProtocol):
    """Answers "discover" queries for a relay (anything with name, port and rooms)."""

    def __init__(self, relay: Any) -> None:
        self.relay = relay
        self.transport: Any = None
        self._window = 0.0
        self._count = 0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport

    def datagram_received(self, data: bytes, addr: tuple) -> None:
        if len(data) > MAX_QUERY:
            log.warning("discovery: %d-byte datagram from %s ignored", len(data), addr[0])
            return
        try:
            query = decode(data)
        except FrameError as exc:
            log.warning("discovery: unreadable datagram from %s: %s", addr[0], exc.problem)
            return
        if query.get("type") != "discover" or query.get("schema") != SCHEMA:
            log.warning("discovery: not a query from %s", addr[0])
            return
        now = time.monotonic()
        if now - self._window >= 1.0:
            self._window, self._count = now, 0
        self._count += 1
        if self._count > RATE:
            return
        nonce = query.get("nonce")
        rooms = [r.summary() for r in list(self.relay.rooms.values())[:16]]
        reply = msg("relay", name=self.relay.name, port=self.relay.port, rooms=rooms,
                    nonce=nonce if isinstance(nonce, str) and len(nonce) <= 32 else None)
        if self.transport is not None:
            self.transport.sendto(pack(reply), addr)


def _is_broadcast(target: str) -> bool:
    return target == "255.255.255.255" or target.endswith(".255") or target == "<broadcast>"


def discover(target: str = "255.255.255.255", port: int = DISCOVERY_PORT,
             timeout: float = 1.0, max_replies: int = 32) -> list[dict]:
    """Relays that answer within `timeout` seconds: [{host, port, name, rooms}]."""
    nonce = secrets.token_hex(8)
    found: dict[tuple[str, int], dict] = {}
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        if _is_broadcast(target):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        sock.sendto(pack(msg("discover", nonce=nonce)), (target, port))
        deadline = time.monotonic() + timeout
        while len(found) < max_replies:
            left = deadline - time.monotonic()
            if left <= 0:
                break
            sock.settimeout(left)
            try:
                data, addr = sock.recvfrom(65536)
            except TimeoutError:
                break
            except OSError:
                continue
            try:
                reply = decode(data)
            except FrameError:
                continue
            tcp_port, name, rooms = reply.get("port"), reply.get("name"), reply.get("rooms")
            if (reply.get("type") != "relay" or reply.get("nonce") != nonce
                    or not isinstance(tcp_port, int) or not isinstance(name, str)
                    or not isinstance(rooms, list)):
                continue
            found[(addr[0], tcp_port)] = {"host": addr[0], "port": tcp_port, "name": name[:40],
                                          "rooms": [r for r in rooms if isinstance(r, dict)]}
    return list(found.values())
