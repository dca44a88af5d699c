"""Rooms and connections that squatters cannot hold for ever (issue 23, third attack):
a lobby nobody joins expires, lobbies per address are few, a returning seat holder gets in
when the relay is full, and watchers are capped."""

from __future__ import annotations

import socket
import time

from netkit import Sealed, client, relay, until

from luna.net.framing import encode
from luna.net.protocol import msg


def _sealed_from(server, address: str) -> Sealed:
    """A raw sealed connection from `address` (another machine, as the relay sees it)."""
    return Sealed(socket.create_connection(("127.0.0.1", server.port), timeout=5,
                                           source_address=(address, 0)))


def _host(server, name: str = "Hana"):
    h = client(server)
    h.create(name, players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
    until(lambda: h.view is not None or h.errors, [h], what="the lobby")
    return h


def test_one_address_opens_only_two_lobbies():
    server = relay()
    try:
        hosts = [_host(server, f"Host {k}") for k in range(2)]
        third = _host(server, "Host 3")
        assert third.view is None and third.errors[-1]["code"] == "rate_limited"
        assert server.call(lambda: len(server.relay.rooms)) == 2
        for h in [*hosts, third]:
            h.close()
    finally:
        server.stop()


def test_a_lobby_nobody_else_joins_expires_and_its_creator_is_told():
    server = relay(lonely_lobby_ttl=0.6, tick=0.05)
    try:
        lonely = _host(server)
        mine = client(server)                    # a seat taken from the creator's address
        mine.join(lonely.room, "Me again")
        until(lambda: mine.seats == {1}, [mine, lonely])
        busy = _host(server, "Busy")
        guest = _sealed_from(server, "127.0.0.2")
        guest.sendall(encode(msg("join", room=busy.room, name="Friend")))
        until(lambda: busy.view["seats"][1]["claimed"], [busy], what="the friend's seat")
        time.sleep(1.0)
        until(lambda: any(e["code"] == "lobby_expired" for e in lonely.errors),
              [lonely, mine, busy], what="the creator to be told")
        rooms = server.call(lambda: list(server.relay.rooms))
        assert rooms == [busy.room]              # a lobby with a friend in it stays
        for c in [lonely, mine, busy]:
            c.close()
        guest.close()
    finally:
        server.stop()
