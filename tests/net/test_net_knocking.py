"""A seat holder always gets back to its seat (issue 23, fourth review): past its
address's connection cap (behind a port forward that opens its own connections every
guest has one address, F14), and into a relay full of someone else's seat holders (F02):
a connection beyond the limits may knock, that is prove a seat, and then someone makes
way (a connection of its own address in no room or watching; else one of the address
holding most connections, if that is more than its share). A lobby whose LAN seats are
all held is never closed as lonely, and one address cannot keep a table's spectator
places from everyone else (F08)."""

from __future__ import annotations

import socket
import time

from netkit import (
    LOCAL,
    Forwarder,
    Sealed,
    client,
    client_from,
    relay,
    until,
)
from test_net_abuse import answers, codes

from luna.net import NetClient
from luna.net.wire.framing import encode
from luna.net.wire.protocol import msg


def _sealed_from(server, address: str) -> Sealed:
    return Sealed(socket.create_connection((LOCAL, server.port), timeout=5,
                                           source_address=(address, 0)))


def _watch(server, room: str, address: str = LOCAL) -> Sealed:
    s = _sealed_from(server, address)
    s.sendall(encode(msg("watch", room=room)))
    frames, _ = answers(s, 0.3)
    assert not codes(frames), frames
    return s


def _started(h: NetClient, g: NetClient) -> None:
    until(lambda: g.seats == {1}, [g, h], what="the guest's seat")
    g.ready(1)
    until(lambda: h.view["seats"][1]["ready"], [h, g])
    h.start()
    until(lambda: h.game is not None and g.game is not None, [h, g], what="the start")


def _connected(server) -> int:
    return server.call(lambda: sum(not c.closing for c in server.relay.conns))


def test_a_lobby_whose_seats_are_all_held_through_a_port_forward_stays():
    server = relay(tick=0.05)
    forward = Forwarder(server.port)
    try:
        h = client(server)
        h.create("Hana", players=3, seats=[{"kind": "local"}, {"kind": "lan"},
                                           {"kind": "lan"}])
        until(lambda: h.view is not None, [h])
        guests = []
        for name in ("Ben", "Cleo"):
            g = NetClient()
            g.connect(LOCAL, forward.port)               # the host's address, as the relay sees it
            g.join(h.room, name)
            until(lambda g=g: bool(g.seats), [g, h], what=f"{name}'s seat")
            guests.append(g)
        # a lonely lobby's time made short once the seats are held (however long the
        # joins took on a busy machine): a lobby counted lonely since it opened would go
        server.call(lambda: setattr(server.relay.limits, "lonely_lobby_ttl", 0.5))
        end = time.monotonic() + 1.5
        while time.monotonic() < end:
            for c in (h, *guests):
                c.poll(timeout=0.01)
        assert not any(e["code"] == "lobby_expired" for e in h.errors)
        assert server.call(lambda: list(server.relay.rooms)) == [h.room]
        for c in (h, *guests):
            c.close()
    finally:
        forward.close()
        server.stop()


def test_a_guest_behind_the_hosts_port_forward_gets_back_past_a_stranger_at_its_address():
    server = relay(connections_per_address=4)
    forward = Forwarder(server.port)
    try:
        h = client(server)
        h.create("Hana", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: h.view is not None, [h])
        g = NetClient()
        g.connect(LOCAL, forward.port)
        g.join(h.room, "Ben")
        _started(h, g)
        stranger = [_sealed_from(server, LOCAL) for _ in range(2)]    # 4 from 127.0.0.1
        g.drop()
        until(lambda: not h.view["seats"][1]["connected"], [h], what="the drop")
        stranger.append(_sealed_from(server, LOCAL))     # takes the place at once
        until(lambda: _connected(server) == 4, [h])
        until(lambda: h.view["seats"][1]["connected"] and g.seats == {1}, [g, h],
              timeout=15, what="the guest back at its seat")
        assert _connected(server) <= 4
        for s in stranger:
            s.close()
        h.close()
        g.close()
    finally:
        forward.close()
        server.stop()


def _squat_room(server, host_at: str, guest_at: str) -> tuple[Sealed, Sealed, str, str]:
    """A started 2-seat game of an attacker: its host and guest connections, the room
    and the guest's token."""
    host = _sealed_from(server, host_at)
    host.sendall(encode(msg("create", name="A", players=2,
                            seats=[{"kind": "local"}, {"kind": "lan"}])))
    frames, _ = answers(host, 0.3)
    room = next(f for f in frames if f["type"] == "created")["room"]
    guest = _sealed_from(server, guest_at)
    guest.sendall(encode(msg("join", room=room, name="B")))
    frames, _ = answers(guest, 0.3)
    token = next(f for f in frames if f["type"] == "joined")["tokens"][0]["token"]
    guest.sendall(encode(msg("ready", seat=1, ready=True)))
    host.sendall(encode(msg("start")))
    frames, _ = answers(host, 0.3)
    assert any(f["type"] == "game" for f in frames), frames
    return host, guest, room, token


def test_a_guest_gets_back_into_a_relay_full_of_an_attackers_seat_holders():
    server = relay(max_connections=8, spare_connections=0)
    g_forward = None
    socks = []
    try:
        h = client(server)
        h.create("Hana", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: h.view is not None, [h])
        g, g_forward = client_from(server, "127.0.0.2")
        g.join(h.room, "Ben")
        _started(h, g)
        attackers = ["127.0.0.3", "127.0.0.4", "127.0.0.5"]
        # its reserve: a started game whose players left (their seats wait for them)
        host, guest, reserve, token = _squat_room(server, attackers[0], attackers[1])
        host.close()
        guest.close()
        until(lambda: _connected(server) == 2, [h, g])
        for k in range(3):
            host, guest, _, _ = _squat_room(server, attackers[k], attackers[(k + 1) % 3])
            socks += [host, guest]
        assert _connected(server) == 8                   # full: all seat holders
        g.drop()
        until(lambda: not h.view["seats"][1]["connected"], [h], what="the drop")
        grab = _sealed_from(server, attackers[2])        # the reserve takes the place
        from test_net_proofs import _hello

        from luna.net.wire.protocol import prove
        nonce = _hello(grab)["nonce"]
        grab.sendall(encode(msg("join", room=reserve,
                                proofs=[prove(token, grab.context(reserve, nonce))])))
        frames, _ = answers(grab, 0.3)
        assert any(f["type"] == "joined" for f in frames)
        socks.append(grab)
        until(lambda: h.view["seats"][1]["connected"] and g.seats == {1}, [g, h],
              timeout=15, what="the guest back at its seat")
        assert _connected(server) <= 8
        for s in socks:
            s.close()
        h.close()
        g.close()
    finally:
        if g_forward is not None:
            g_forward.close()
        server.stop()


def test_one_address_holds_only_so_many_seats_in_others_started_games():
    server = relay(started_seats_per_address=1)
    socks = []
    try:
        for k in range(2):
            host, guest, room, token = _squat_room(server, f"127.0.0.{3 + k}", "127.0.0.9")
            socks.append(host)
            guest.close()
            back = _sealed_from(server, "127.0.0.9")
            from test_net_proofs import _hello

            from luna.net.wire.protocol import prove
            nonce = _hello(back)["nonce"]
            back.sendall(encode(msg("join", room=room,
                                    proofs=[prove(token, back.context(room, nonce))])))
            frames, _ = answers(back, 0.3)
            socks.append(back)
            joined = any(f["type"] == "joined" for f in frames)
            assert joined == (k == 0) and (k == 0 or codes(frames) == ["full"]), frames
        for s in socks:
            s.close()
    finally:
        server.stop()


def test_the_spectator_places_one_address_took_go_to_a_newcomer_of_another():
    server = relay(watchers_per_room=3)
    try:
        h = client(server)
        h.create("Hana", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: h.view is not None, [h])
        mine = [_watch(server, h.room, "127.0.0.30") for _ in range(3)]
        honest = client(server)
        honest.watch(h.room)
        until(lambda: honest.seated or honest.errors, [honest])
        assert not honest.errors
        frames, closed = answers(mine[0], 0.3)
        assert codes(frames) == ["full"] and closed      # the oldest of that address
        other = _sealed_from(server, "127.0.0.31")       # places of one address each now
        other.sendall(encode(msg("watch", room=h.room)))
        assert codes(answers(other, 0.3)[0]) == []
        late = _sealed_from(server, "127.0.0.32")
        late.sendall(encode(msg("watch", room=h.room)))
        assert codes(answers(late, 0.3)[0]) == ["full"]
        for s in (*mine, other, late):
            s.close()
        honest.close()
        h.close()
    finally:
        server.stop()


def test_a_flood_of_knocking_connections_knocks_out_its_own_not_a_seat_holder():
    # (the fillers hold the relay full however long a busy machine takes: no busy
    # handshake time closes them meanwhile)
    server = relay(max_connections=4, spare_connections=0, knocking=3,
                   busy_handshake_timeout=120.0)
    g_forward = None
    flood = []
    try:
        h = client(server)
        h.create("Hana", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: h.view is not None, [h])
        g, g_forward = client_from(server, "127.0.0.2")
        g.join(h.room, "Ben")
        _started(h, g)
        fillers = [_sealed_from(server, "127.0.0.9") for _ in range(2)]   # the relay is full
        g.drop()
        until(lambda: not h.view["seats"][1]["connected"], [h], what="the drop")
        fillers.append(_sealed_from(server, "127.0.0.9"))   # the place goes at once
        until(lambda: _connected(server) == 4, [h])
        for _ in range(6):                                  # and the door is flooded
            flood.append(_sealed_from(server, "127.0.0.9"))
        until(lambda: h.view["seats"][1]["connected"] and g.seats == {1}, [g, h],
              timeout=15, what="the guest back at its seat")
        for s in fillers + flood:
            s.close()
        h.close()
        g.close()
    finally:
        if g_forward is not None:
            g_forward.close()
        server.stop()


def _open_from(server, address: str, key: bool = True) -> socket.socket | Sealed:
    """A connection from `address` that joins nothing (`key`: it sets up the channel)."""
    s = socket.create_connection((LOCAL, server.port), timeout=5, source_address=(address, 0))
    return Sealed(s) if key else s


def _closed(s, wait: float = 0.2) -> bool:
    """Has the relay closed this connection within `wait` s (what it sent before is read
    and dropped)?"""
    sock = getattr(s, "sock", s)
    sock.settimeout(wait)
    try:
        while sock.recv(65536):
            pass
    except TimeoutError:
        return False
    except ConnectionError:
        return True
    return True


def test_many_addresses_of_unseated_connections_leave_room_for_a_new_table():
    """Issue 52: the per-address cap holds, but 9 addresses of 2 connections that join
    nothing filled a relay of 16 connections: the next person could not open a table.
    Connections in no room get a share of the relay (a quarter); beyond it the oldest of
    the address holding most of them makes way, and a seated player is never touched."""
    server = relay(max_connections=16, connections_per_address=2, spare_connections=0,
                   knocking=4)
    idle = []
    try:
        h = client(server)
        h.create("Hana", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: h.view is not None, [h])
        g, g_forward = client_from(server, "127.0.0.2")
        g.join(h.room, "Ben")
        _started(h, g)
        for k in range(9):
            idle += [_open_from(server, f"127.0.1.{k + 1}") for _ in range(2)]
        assert server.call(lambda: sum(c.room is None and not c.closing
                                       for c in server.relay.conns)) <= 16 // 4
        late, late_forward = client_from(server, "127.0.2.1")
        late.create("Lena", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: late.view is not None or late.errors or not late.connected, [late],
              what="the newcomer's table")
        assert late.view is not None and not late.errors
        assert h.at_table and g.at_table
        for c in (h, g, late):
            c.close()
        g_forward.close(), late_forward.close()
    finally:
        for s in idle:
            getattr(s, "sock", s).close()
        server.stop()


def test_connections_that_never_send_their_key_are_few_and_short_lived():
    """Issue 52: a connection that never answers the relay's identity with its key costs
    a key exchange and a place: at most an eighth of the relay's connections wait for
    their key (a newcomer closes the oldest of the address holding most), and none for
    longer than `key_timeout`."""
    server = relay()                          # the shipped limits: 256 connections
    half_open = []
    try:
        for k in range(5):
            half_open += [_open_from(server, f"127.0.3.{k + 1}", key=False)
                          for _ in range(7)]
        until(lambda: server.call(lambda: sum(c.channel is None and not c.closing
                                              for c in server.relay.conns)) <= 256 // 8,
              what="the half-open connections bounded")
        assert _closed(half_open[0], 5.0) and not _closed(half_open[-1])
    finally:
        for s in half_open:
            s.close()
        server.stop()
    server = relay(key_timeout=0.3, tick=0.05)
    try:
        s = _open_from(server, "127.0.3.9", key=False)
        keyed = _open_from(server, "127.0.3.9")
        assert _closed(s, 5.0) and not _closed(keyed.sock)
        s.close(), keyed.sock.close()
    finally:
        server.stop()
