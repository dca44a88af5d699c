"""Fifth review of issue 23 (a second fresh attacker, findings F01-F12), against the real
relay on 127.0.0.1 and real NetClients: log lines a flood of connections writes (F10)."""

from __future__ import annotations

import logging
import socket
import struct
import time

import pytest
from netkit import (
    LOCAL,
    Sealed,
    client,
    host_and_guest,
    play_random,
    played,
    relay,
    relay_log,
    until,
)


def test_frames_that_do_not_open_and_connections_that_never_join_log_a_line_a_second():
    """F10: each connection whose sealed frame did not open, and each the watchdog closed
    for joining no room, wrote a WARNING line of its own: one address at its ten new
    connections a second filled 82 MB of log a day, --quiet or not."""
    server = relay(handshake_timeout=0.2, busy_handshake_timeout=0.2, tick=0.05)
    records: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            records.append(record)
    keep = Keep(logging.WARNING)
    logger = logging.getLogger("luna.net.relay")
    logger.addHandler(keep)
    try:
        socks = []
        for _ in range(12):                      # frames that do not open
            s = Sealed(socket.create_connection((LOCAL, server.port), timeout=5))
            s.sock.sendall(struct.pack(">I", 40) + b"\x11" * 40)
            socks.append(s)
        for _ in range(12):                      # connections that never join a room
            socks.append(Sealed(socket.create_connection((LOCAL, server.port), timeout=5)))
        until(lambda: not server.call(lambda: len(server.relay.conns)), timeout=5,
              what="the relay to close them all")
        time.sleep(0.1)
        unsealed = [r for r in records if "does not check out" in r.getMessage()]
        never = [r for r in records if "joined no room" in r.getMessage()]
        assert 1 <= len(unsealed) <= 2 and 1 <= len(never) <= 2, \
            [r.getMessage() for r in records]
        for s in socks:
            s.close()
    finally:
        logger.removeHandler(keep)
        server.stop()


def _guest_moved_last(h, g, rng) -> None:
    """Play until the guest has just moved and the host is to move."""
    while not (h.my_turn and len(h.log) >= 6 and h.log[-1]["player"] == 1):
        until(lambda: (h.my_turn or g.my_turn) and len(h.log) == len(g.log), [h, g])
        if h.my_turn and len(h.log) >= 6 and h.log[-1]["player"] == 1:
            break
        c = h if h.my_turn else g
        n = len(c.log)
        c.play(rng.choice(c.game.legal()))
        until(lambda n=n: len(h.log) > n and len(g.log) > n, [h, g])


def test_a_guests_own_undo_while_the_host_is_away_does_not_void_the_hosts_save(tmp_path):
    """F11: the host's save ended with the guest's move; the guest took it back (its own
    move: at once, nobody asked) and played another while the host's window was closed.
    After a restart of the relay the host's reopening was refused `not_host` for good
    (its save was no beginning of the moves remembered): the table was lost. The relay's
    log wins: the save is kept as far as it agrees and the relay's moves follow."""
    import random

    from luna.net import Limits, NetClient, RelayServer
    key = tmp_path / "relay-key"
    server = RelayServer(LOCAL, 0, identity=key, limits=Limits(tick=0.05))
    server.start_in_thread()
    try:
        h, g = host_and_guest(server, seed=5, ping_interval=0.2)
        rng = random.Random(2)
        _guest_moved_last(h, g, rng)
        path = h.save(tmp_path / "host.luna")
        at_save = len(h.log)
        h.kill()
        g.undo(1)                                  # the guest's own last move: at once
        until(lambda: len(g.log) == at_save - 1, [g], what="the guest's undo")
        until(lambda: g.my_turn, [g])
        others = [c for c in g.game.legal() if c != h.log[-1]]
        g.play((others or g.game.legal())[0])
        until(lambda: len(g.log) == at_save, [g])
        played_here = list(g.log)
        g.close()
    finally:
        server.stop()
    again = RelayServer(LOCAL, server.port, identity=key, limits=Limits(tick=0.05))
    again.start_in_thread()
    try:
        h2 = NetClient(ping_interval=0.2)
        h2.resume(path)
        h2.reach(LOCAL, again.port)              # what Continue does for a host
        until(lambda: h2.seated and h2.log == played_here or h2.restore_refused, [h2],
              timeout=15, what="the table back with the relay's moves")
        assert h2.restore_refused is None and h2.log == played_here
        assert again.call(lambda: list(again.relay.rooms[h2.room].game.log)) == played_here
        h2.close()
    finally:
        again.stop()


def test_a_reopening_whose_header_holds_what_json_has_not_is_refused_and_leaves_no_room():
    """F09: a save's header with a start snapshot and a key holding bytes (or a map whose
    keys are text and numbers) passed every check of `create {save}`; digesting it for
    the memory then raised after the room was added: 'internal error', a traceback and a
    room nobody could enter for an hour."""
    from test_net_abuse import answers, codes

    from luna.engine import new_game
    from luna.engine.snapshot import to_snapshot
    from luna.net.wire.framing import encode
    from luna.net.wire.protocol import digest, msg, prove, room_id_for
    server = relay()
    try:
        s = Sealed(socket.create_connection((LOCAL, server.port), timeout=5))
        hello = next(f for f in answers(s, 0.3)[0] if f["type"] == "hello")
        got = []
        for k, odd in enumerate(({"x": b"\x00"}, {"x": {1: True, "a": False}})):
            token = f"odd-host-token-{k:04d}"
            game = new_game(players=2, seed=k)
            header = dict(game.header, start=to_snapshot(game.state), **odd)
            host = digest(token)
            rid = room_id_for(host)
            save = {"schema": 1, "header": header, "log": [], "lan": {
                "room": rid, "name": f"Odd {k}", "host_sha256": host, "seats": [
                    {"kind": "local", "token_sha256": digest(token + "a"), "seed": 0},
                    {"kind": "lan", "token_sha256": digest(token + "b"), "seed": 0}]}}
            s.sendall(encode(msg("create", name="Zed", save=save,
                                 host_proof=prove(token, s.context(rid, hello["nonce"])))))
            frames, _ = answers(s, 0.5)
            got.append(codes(frames))
            hello = next((f for f in frames if f["type"] == "hello"), hello)
        assert got == [["bad_message"], ["bad_message"]], got
        assert not server.call(lambda: list(server.relay.rooms))
        s.close()
    finally:
        server.stop()


def test_a_spectator_keeps_no_finished_table_open_nor_its_hosts_place():
    """F01: a stranger watching a table kept it on the relay after its game ended for as
    long as it pinged: the finished rooms counted against their host's 3 open rooms (the
    host could open no table there) and filled the relay's rooms. A finished game counts
    against nobody; only its players keep it; the watcher is told and does not come back."""
    import random

    server = relay(empty_room_ttl=0.5, tick=0.05, handshake_timeout=0.5,
                   lobbies_per_address=3)
    try:
        h, g = host_and_guest(server, seed=4, ping_interval=0.2)
        w = client(server, ping_interval=0.2)
        w.watch(h.room)
        until(lambda: w.game is not None, [w, h, g], what="the spectator in")
        rng = random.Random(1)
        while not h.game.is_over:
            play_random(h, rng) or play_random(g, rng) or (h.poll(0.005), g.poll(0.005))
        until(lambda: g.game.is_over and w.game is not None and w.game.is_over, [g, w, h])
        over = h.room
        # the players still look at their results; the host opens the next tables
        others = [client(server) for _ in range(3)]
        for k, c in enumerate(others):
            c.create(f"Next {k}", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
            until(lambda c=c: c.room is not None or c.errors, [c], what="a new table")
            assert c.room is not None, c.errors
        h.close(), g.close()
        until(lambda: over not in server.call(lambda: list(server.relay.rooms)), [w],
              timeout=5, what="the finished table closed, its watcher still there")
        until(lambda: any(e["code"] == "table_left" for e in w.errors), [w])
        assert not w.reconnect
        time.sleep(1.0)                            # the watchdog drops it: it stays away
        w.poll(0.05)
        assert not w.connected and w.retrying is None
        for c in [w, *others]:
            c.close()
    finally:
        server.stop()


def _lobby_with_friend(server, players: int = 2):
    h = client(server, ping_interval=0.2)
    h.create("Hana", players=players, seats=[{"kind": "local"}] + [{"kind": "lan"}] * (
        players - 1))
    until(lambda: h.room is not None and h.view is not None, [h])
    f = client(server, ping_interval=0.2)
    f.join(h.room, "Friend")
    until(lambda: f.seats == {1}, [f, h])
    return h, f


def _drop(c, away: float = 0.0) -> None:
    """Cut `c`'s connection (its client comes back by itself, `away` seconds later)."""
    def cut() -> None:
        c._wire.transport.abort()                # (the socket closes in the next round)
        c._loop.call_soon(time.sleep, away)
    c._loop.call_soon_threadsafe(cut)


def test_a_dropped_connection_keeps_its_lobby_seat_and_name_for_a_while():
    """F12: a stranger watching an open lobby saw a friend's connection drop (the lobby
    freed the seat at once) and joined by the friend's name before the friend's client
    came back by itself: the seat, and the name, were the stranger's. A lobby seat waits
    for its holder; a name is one person's at a table."""
    server = relay(tick=0.05)
    try:
        h, f = _lobby_with_friend(server, players=3)
        s = client(server)
        s.watch(h.room)
        until(lambda: s.view is not None, [s])
        _drop(f)
        until(lambda: not s.view["seats"][1]["connected"], [s, h], what="the friend away")
        s.join(h.room, "Friend", seat=1)                # the friend's seat
        until(lambda: s.errors, [s])
        s.join(h.room, "friend")                        # a free seat, the friend's name
        until(lambda: len(s.errors) == 2, [s])
        assert [e["code"] for e in s.errors] == ["room_full", "name_taken"], s.errors
        until(lambda: f.seats == {1} and h.view["seats"][1]["connected"], [f, h, s],
              what="the friend back in its seat")
        assert h.view["seats"][1]["name"] == "Friend" and not s.seats
        for c in (h, f, s):
            c.close()
    finally:
        server.stop()


def test_a_lobby_seat_away_past_its_grace_is_free_and_its_client_says_so():
    """F12: after the grace the seat is free for the next to join; the friend's client,
    back later, is refused its proof and its join by name (the seat and name taken): it
    then holds no seat (it showed itself seated)."""
    server = relay(tick=0.05, lobby_seat_grace=0.3)
    try:
        h, f = _lobby_with_friend(server)
        _drop(f, away=1.5)
        until(lambda: not h.view["seats"][1]["claimed"], [h], what="the seat free again")
        s = client(server)
        s.join(h.room, "Friend")
        until(lambda: s.seats == {1}, [s, h])
        until(lambda: any(e["code"] == "room_full" for e in f.errors), [f, h, s],
              timeout=15, what="the friend's join refused")
        assert f.seats == set() and not f.tokens
        for c in (h, f, s):
            c.close()
    finally:
        server.stop()


def test_a_friend_away_from_a_locked_lobby_past_its_grace_gets_back_in_with_its_code():
    """F03: a friend seated in a locked lobby whose seat was freed while it was away came
    back by name without the code it had joined with: refused `locked`, its seat lost for
    good (its client still showed it seated). The client keeps the code for that join."""
    server = relay(tick=0.05, lobby_seat_grace=0.3)
    try:
        h = client(server, ping_interval=0.2)
        h.create("Hana", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: h.view is not None, [h])
        h.lock(True)
        until(lambda: h.invite is not None, [h])
        f = client(server, ping_interval=0.2)
        f.join(h.room, "Friend", invite=h.invite.lower())
        until(lambda: f.seats == {1}, [f, h])
        old = f.tokens[1]
        _drop(f, away=1.0)
        until(lambda: not h.view["seats"][1]["claimed"], [h], what="the seat free again")
        until(lambda: f.seats == {1} and f.tokens[1] != old or f.errors[-1:] and f.errors[
            -1]["code"] == "locked", [f, h], timeout=15, what="the friend's join by name")
        assert f.seats == {1} and h.view["seats"][1]["name"] == "Friend", f.errors
        for c in (h, f):
            c.close()
    finally:
        server.stop()


@pytest.mark.long
def test_a_reopening_after_a_restart_that_meets_full_rooms_is_tried_again(tmp_path):
    """F04: after a relay restart the host's automatic reopening met a relay whose rooms
    were all taken at that moment (`full`) and was never tried again: once the rooms
    were free the table still never came back (host and guest waited 30 minutes)."""
    from luna.net import Limits, RelayServer
    key = tmp_path / "relay-key"

    def limits():
        return Limits(tick=0.05, max_rooms=2, reserved_rooms=0, empty_room_ttl=0.3)
    first = RelayServer(LOCAL, 0, identity=key, limits=limits())
    first.start_in_thread()
    try:
        h, g = played(first, 4, seed=2, ping_interval=0.2)
    finally:
        first.stop()
    again = RelayServer(LOCAL, first.port, identity=key, limits=limits())
    again.start_in_thread()
    try:
        # (the host's client reopens its table once it reads the relay's no_room: the
        # lobbies come first)
        lobbies = [client(again) for _ in range(2)]
        for c in lobbies:
            c.create("Zed", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
            until(lambda c=c: c.room is not None, [c])
        until(lambda: any(e["code"] == "full" and e.get("ref") == "create"
                          for e in h.errors), [h, g], timeout=15, what="the refusal")
        for c in lobbies:
            c.close()
        until(lambda: h.seated and g.seated and h.room in again.call(
            lambda: list(again.relay.rooms)), [h, g], timeout=20, what="the table back")
        assert h.restore_refused is None and h.log == relay_log(again, h.room)
        h.close(), g.close()
    finally:
        again.stop()
