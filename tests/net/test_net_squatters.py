"""Rooms and connections that squatters cannot hold for ever (issue 23, third attack):
a lobby nobody joins expires, lobbies per address are few, a returning seat holder gets in
when the relay is full, and watchers are capped."""

from __future__ import annotations

import socket
import time

from netkit import Sealed, client, played, relay, until

from luna.net.wire.framing import encode
from luna.net.wire.protocol import msg


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
        lonely = client(server)
        lonely.create("Hana", players=3, seats=[{"kind": "local"}, {"kind": "lan"},
                                                {"kind": "lan"}])
        until(lambda: lonely.view is not None, [lonely], what="the lobby")
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


def _watcher(server, address: str, room: str) -> Sealed:
    s = _sealed_from(server, address)
    s.sendall(encode(msg("watch", room=room)))
    return s


def test_a_guest_coming_back_to_a_full_relay_takes_the_place_of_a_watcher():
    server = relay(max_connections=6, spare_connections=2, tick=0.05)
    try:
        h, g = played(server, 4, 3)
        watchers = [_watcher(server, f"127.0.0.{2 + k % 2}", h.room) for k in range(4)]
        until(lambda: server.call(lambda: len(server.relay.conns)) == 6, [h, g],
              what="the relay to be full")
        late = _sealed_from(server, "127.0.0.4")        # a stranger gets no place
        late.sendall(encode(msg("watch", room=h.room)))
        until(lambda: server.call(lambda: len(server.relay.conns)) == 6, [h, g])
        g.drop()                                        # the guest's link drops ...
        until(lambda: not h.view["seats"][1]["connected"], [h], what="the drop")
        filler = _watcher(server, "127.0.0.5", h.room)  # ... and its place is taken
        until(lambda: server.call(lambda: len(server.relay.conns)) == 6, [h])
        until(lambda: g.seats == {1} and g.view and g.view["seats"][1]["connected"]
              and h.view["seats"][1]["connected"], [g, h], timeout=15,
              what="the guest back at its seat")
        assert server.call(lambda: len(server.relay.conns)) <= 6
        for s in [*watchers, late, filler]:
            s.close()
        h.close()
        g.close()
    finally:
        server.stop()


def test_watchers_are_capped_per_table():
    server = relay(watchers_per_room=2)
    try:
        h = _host(server)
        watchers = [client(server) for _ in range(3)]
        for w in watchers:
            w.watch(h.room)
            until(lambda w=w: w.seated or w.errors, [w, h])
        assert [bool(w.errors) for w in watchers] == [False, False, True]
        assert watchers[2].errors[-1]["code"] == "full"
        for c in [h, *watchers]:
            c.close()
    finally:
        server.stop()
