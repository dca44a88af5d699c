"""Second security review of issue 23, against the real relay on 127.0.0.1: an undo
costs a replay of the game and a view to everyone, so it is heavy work (a flood of
play/undo pairs from a table with a computer slowed every other table); a host lets a
computer play only for a person who is away (it took a present guest's seat away)."""

import random
import threading
import time

import pytest
from netkit import (
    client,
    forged_saves,
    host_and_guest,
    only_the_honest_save_reopens,
    play_random,
    played,
    relay,
    until,
)

from luna.net.wire.framing import encode
from luna.net.wire.protocol import msg


def _solo_table(server):
    """A host with local seat 0 against a computer that moves at random; its turn."""
    h = client(server)
    h.create("Hana", players=2, seats=[{"kind": "local"}, {"kind": "random"}], seed=4)
    until(lambda: h.view is not None, [h])
    h.start()
    until(lambda: h.my_turn and h.mirror.total <= len(h.log), [h], what="our turn")
    return h


def test_a_flood_of_play_and_undo_pairs_is_held_to_the_heavy_work_allowance():
    server = relay()
    try:
        h = _solo_table(server)
        n, cmd = len(h.log), h.game.legal()[0]
        for _ in range(30):      # each pair: a command, then a replay of the game
            h._loop.call_soon_threadsafe(h._write, encode(msg("play", seq=n + 1, command=cmd)))
            h._loop.call_soon_threadsafe(h._write, encode(msg("undo", seat=0)))
        until(lambda: any(e.get("code") == "rate_limited" and e.get("ref") == "undo"
                          for e in h.errors), [h], what="the undos to be held back")
        epoch = server.call(lambda: server.relay.rooms[h.room].epoch)
        assert epoch <= 14          # the burst of heavy work, not thirty replays
    finally:
        server.stop()


def test_the_host_cannot_hand_a_present_guests_seat_to_a_computer():
    server = relay(hand_over_grace=0.0)
    try:
        h, g = host_and_guest(server)
        h.hand_over(1, "random")
        until(lambda: any(e.get("ref") == "hand_over" for e in h.errors), [h, g])
        assert h.errors[-1]["code"] == "bad_state"
        assert server.call(lambda: server.relay.rooms[h.room].seats[1].stand_in) is None
        g.kill()                                    # away now: a computer may stand in
        until(lambda: not h.view["seats"][1]["connected"], [h])
        h.hand_over(1, "random")
        until(lambda: h.view["seats"][1]["stand_in"] == "random", [h])
        h.close()
    finally:
        server.stop()


def test_a_seat_holder_the_host_removed_cannot_take_the_freed_seat_again():
    """The removed machine opened a new connection and claimed the freed seat before
    anyone else could: the host's Remove did nothing. Its address is barred from that
    lobby now; another machine takes the seat."""
    import socket

    from netkit import Sealed
    server = relay()
    try:
        h = client(server)
        h.create("Hana", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: h.view is not None, [h])

        def claim(address):
            s = Sealed(socket.create_connection(("127.0.0.1", server.port), timeout=5,
                                                source_address=(address, 0)))
            s.sendall(encode(msg("join", room=h.room, name="Grief")))
            return s
        first = claim("127.0.0.2")
        until(lambda: h.view["seats"][1]["claimed"], [h], what="the first claim")
        h.remove(1)
        until(lambda: not h.view["seats"][1]["claimed"], [h], what="the removal")
        again = claim("127.0.0.2")
        friend = client(server)                 # another machine (127.0.0.1)
        friend.join(h.room, "Friend")
        until(lambda: friend.seats or friend.errors, [friend, h], what="the friend's claim")
        assert friend.seats == {1} and h.view is not None
        first.close()
        again.close()
    finally:
        server.stop()


def test_a_pool_whose_worker_died_takes_jobs_again():
    """A worker process killed (out of memory, say) broke the pool for good: every later
    job of every table raised, each room with a computer was closed, and the relay's
    computers never moved again. The pool is renewed; the relay's computer thinks again."""
    import concurrent.futures
    import os
    import queue

    from luna.net.relay.botpool import BotPool
    pool = BotPool(1, processes=True)
    got: queue.Queue = queue.Queue()
    try:
        pool.submit("10.0.0.1", "r1", os._exit, (3,), got.put)     # the worker dies
        assert isinstance(got.get(timeout=60).exception(), concurrent.futures.BrokenExecutor)
        pool.release("10.0.0.1", "r1")
        pool.submit("10.0.0.2", "r2", pow, (2, 5), got.put)
        assert got.get(timeout=60).result() == 32
    finally:
        pool.shutdown()


def test_a_computer_whose_worker_died_under_it_thinks_again(monkeypatch):
    """Its move is its own level's, not a random one made up for a failed job."""
    import concurrent.futures

    from luna.net.relay import seatbots
    calls = []
    real = seatbots.decide

    def dies_once(*args):
        calls.append(len(args[0].log))
        if len(calls) == 1:
            raise concurrent.futures.BrokenExecutor("the worker died")
        return real(*args)
    monkeypatch.setattr(seatbots, "decide", dies_once)
    server = relay()
    try:
        h = client(server)
        h.create("Hana", players=2, seats=[{"kind": "novice"}, {"kind": "local"}], seed=4)
        until(lambda: h.view is not None, [h])
        h.start()
        until(lambda: h.game is not None and len(h.log) >= 1, [h], what="the computer's move")
        assert calls[:2] == [0, 0]          # the same position, thought about again
    finally:
        server.stop()


def _guest_to_move(server):
    """A host and a guest at `server`, played on till the guest is to move: both, the
    log's length and the guest's first legal command."""
    h, g = host_and_guest(server)
    rng = random.Random(2)
    while not g.my_turn:
        play_random(h, rng)
        until(lambda: len(g.log) == len(h.log), [g, h])
    return h, g, len(g.log), g.game.legal()[0]


def _reaches_the_relay(server, h, g, n: int, cmd: dict) -> None:
    """The guest's move `cmd` is the relay's and the guest's move `n + 1`, unrefused."""
    # (30 s: the new link's back-off on a loaded machine ran past 10 s once)
    until(lambda: len(g.log) > n or g.errors, [g, h], timeout=30,
          what="the move or a refusal")
    assert not g.errors and g.log[n] == cmd
    assert server.call(lambda: len(server.relay.rooms[h.room].game.log)) == n + 1


@pytest.mark.parametrize("when", ["as the link drops", "as the new link comes up"])
def test_a_move_made_as_the_link_drops_or_comes_back_reaches_the_relay(when):
    """A move sent on a connection being cut was lost without a word (the relay never had
    it); one sent as the new connection came up reached the relay before our join and was
    refused (`no_room`). The move goes after the join, or again once we are back."""
    server = relay()
    try:
        h, g, n, cmd = _guest_to_move(server)
        if when == "as the link drops":
            gate = threading.Event()
            g._loop.call_soon_threadsafe(gate.wait)     # the network thread waits ...
            g.drop()                                    # ... then cuts the link ...
            assert g.play(cmd)                          # ... then sends the move on it
            gate.set()
        else:
            g.drop()
            until(lambda: not g.connected, [g], what="the link to drop")
            until(lambda: g.connected, [g], what="the new link")
            assert g.play(cmd)
        _reaches_the_relay(server, h, g, n, cmd)
    finally:
        server.stop()


def test_a_move_lost_with_its_link_goes_again_whatever_comes_first_after_the_rejoin():
    """The move above, sent on a link being cut, went again only when the rejoin's catch-up
    "log" found the client ready to say it (its turn, the relay's total known); where that
    message came first (a loaded CI run: the move never reached the relay, 30 s), the
    move was never sent again. Staged here: the catch-up's "log" is taken before the
    client can act on it; the next message (a ping's answer) sends the move again."""
    server = relay()
    try:
        h, g, n, cmd = _guest_to_move(server)
        settle, staged = g.requests.settle_move, []

        def catch_up_first(kind, m):
            move = g._move
            if kind == "log" and not staged and move is not None \
                    and move["wire"] is not g._wire:
                staged.append(m)              # (the catch-up: the client not ready yet)
                return
            settle(kind, m)
        g.requests.settle_move = catch_up_first
        gate = threading.Event()
        g._loop.call_soon_threadsafe(gate.wait)
        g.drop()
        assert g.play(cmd)
        gate.set()
        _reaches_the_relay(server, h, g, n, cmd)
    finally:
        server.stop()


def test_per_address_limits_count_an_ipv6_64_as_one_address():
    """A relay listening on IPv6 (`luna relay --host ::`) counted single addresses: one
    machine holds a whole /64, so every per-address limit (connections, lobby seats,
    rooms, heavy work, a removed machine) limited nobody."""
    import socket

    from luna.net import Limits, RelayServer
    from luna.net.wire.protocol import address_key
    assert address_key("2001:db8:1:2:aaaa::1") == address_key("2001:db8:1:2:ffff::9") \
        == "2001:db8:1:2::/64"
    assert address_key("2001:db8:1:3::1") != address_key("2001:db8:1:2::1")
    assert address_key("::ffff:192.0.2.7") == address_key("192.0.2.7") == "192.0.2.7"
    server = RelayServer("::1", 0, limits=Limits(connections_per_address=1))
    port = server.start_in_thread()
    try:
        first = socket.create_connection(("::1", port), timeout=5)
        first.recv(4096)                                       # its identity
        until(lambda: server.call(lambda: [c.peer for c in server.relay.conns])
              == ["::/64"], what="the IPv6 connection")
        first.close()
    finally:
        server.stop()


def test_a_host_cannot_close_the_table_and_reopen_it_with_a_guests_seat_or_moves(tmp_path):
    """On a relay the host does not run, the host closed the table and reopened it at
    once from a save whose guest seat was keyed to the host's own token, or made one of
    the host's local seats, or whose guest move was another: it then held the guest's
    seat, or had changed the guest's move.
    The relay remembers the seats and moves of a game that left it."""
    server = relay(heavy_burst=40.0)             # four reopenings from one address
    try:
        h, g = played(server, 10, 5)
        path, forged = forged_saves(h, tmp_path)
        h.close_table()
        until(lambda: h.table_closed, [h, g], what="the table to close")
        only_the_honest_save_reopens(server, h, path, forged, [g])
    finally:
        server.stop()


def test_a_guest_window_started_while_the_table_is_closed_waits_for_it(tmp_path):
    """The relay stayed up and the host had closed the table: a guest's Continue got
    `no_room` and stopped trying for good, so it never came back when the host reopened
    the table (on that running relay)."""
    from luna.net import NetClient
    server = relay()
    try:
        h, g = played(server, 6, 3)
        host_save, guest_save = h.save(tmp_path / "h.luna"), g.save(tmp_path / "g.luna")
        g.kill()
        h.close_table()
        until(lambda: h.table_closed, [h], what="the table to close")
        back = NetClient()
        back.resume(guest_save)
        back.reach("127.0.0.1", server.port)              # Continue: the table is closed
        until(lambda: back.errors and back.retrying, [back], what="no_room, and waiting")
        h.restore("Hana", host_save)
        until(lambda: back.seats == {1} and back.retrying is None, [back, h], timeout=10,
              what="the guest back at its seat")
        back.close()
    finally:
        server.stop()


def test_a_rejoin_refused_for_heavy_work_gets_a_new_nonce_and_is_tried_again():
    """A `join {proofs}` refused as `rate_limited` (a house of friends behind one address
    coming back at once) spent the client's nonce, and no new one came: the client could
    never prove its seat again on that connection, and did not try again anyway."""
    import socket

    from netkit import Sealed

    from luna.net import NetClient
    from luna.net.wire.framing import FrameReader, decode
    server = relay()
    try:
        s = Sealed(socket.create_connection(("127.0.0.1", server.port), timeout=5))
        for _ in range(13):                     # the address's heavy work, used up
            s.sendall(encode(msg("rooms")))
        s.sendall(encode(msg("join", room="someroom", proofs=["ab" * 64])))
        reader, seen = FrameReader(1 << 17), []
        while not any(m.get("ref") == "join" for m in seen):
            seen += [decode(b) for b in reader.feed(s.recv(65536))]
        later = [m["type"] for m in seen[[m.get("ref") for m in seen].index("join"):]]
        while "hello" not in later[1:]:
            later += [decode(b)["type"] for b in reader.feed(s.recv(65536))]
        assert seen[[m.get("ref") for m in seen].index("join")]["code"] == "rate_limited"
        s.close()
        c = NetClient()
        c._give_up_at = time.monotonic() + 60
        c.inbox._fold(msg("error", code="rate_limited", message="busy", ref="join"), "error")
        assert c.retrying is not None and c._retry_join_at is not None
    finally:
        server.stop()
