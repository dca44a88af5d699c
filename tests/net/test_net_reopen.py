"""Reopening a table (issue 23, fourth review). F04: a host closing its table and reopening
it from an older copy of its save took back a guest's moves without asking; now the relay
puts back the moves a save lacks (it keeps a game's last commands, across a restart too),
so an honest save written a second ago loses nothing either, and a save older than those
is refused with words. F01: started games without a guest's seat no longer hold the
relay's rooms for an hour, and the last rooms are kept for games reopened."""

from __future__ import annotations

import random
import shutil
import socket

from netkit import (
    LOCAL,
    Sealed,
    client,
    host_and_guest,
    play_random,
    relay,
    until,
)
from test_net_abuse import answers, codes

from luna.net import Limits, NetClient, RelayServer
from luna.net.wire.framing import encode
from luna.net.wire.protocol import msg

FAST = {"ping_interval": 0.2}


def _play(h: NetClient, g: NetClient, rng: random.Random, n: int) -> None:
    end = len(h.log) + n
    while len(h.log) < end:
        play_random(h, rng) or play_random(g, rng) or (h.poll(0.005), g.poll(0.005))
        until(lambda: len(g.log) == len(h.log), [g, h])


def _reopen(server, path, others) -> NetClient:
    h2 = client(server, **FAST)
    h2.resume(path)
    h2.restore("Hana", path)
    until(lambda: h2.errors or (h2.seated and h2.game is not None), [h2, *others],
          what="the answer to the reopening")
    return h2


def _older_copy_reopened(server, tmp_path, moves_after: int):
    """A game of a host and a guest; the host keeps a copy of its save, both play
    `moves_after` more commands, the host closes the table and reopens it from the
    copy. Returns (reopening host, guest, commands at the copy, commands at the close)."""
    h, g = host_and_guest(server, **FAST)
    rng = random.Random(4)
    _play(h, g, rng, 4)
    old = shutil.copy(h.save(tmp_path / "host.luna"), tmp_path / "host-old.luna")
    at_copy = len(h.log)
    _play(h, g, rng, moves_after)
    assert any(c["player"] == 1 for c in h.log[at_copy:])     # the guest moved meanwhile
    at_close = len(h.log)
    h.close_table()
    until(lambda: g.table_closed, [g, h], what="the table closed")
    h.close()
    return _reopen(server, old, [g]), g, at_copy, at_close


def test_a_host_reopening_an_older_copy_of_its_save_takes_back_no_move(tmp_path):
    server = relay(tick=0.05)
    try:
        h2, g, at_copy, at_close = _older_copy_reopened(server, tmp_path, 8)
        until(lambda: h2.errors or len(h2.log) == at_close, [h2, g],
              what="the relay's log at the host")
        assert not h2.errors and len(h2.log) == at_close > at_copy
        until(lambda: g.seats == {1} and not g.table_closed and g.log == h2.log, [g, h2],
              what="the guest back, every move kept")
        h2.close(), g.close()
    finally:
        server.stop()


def test_a_save_older_than_the_commands_the_relay_keeps_is_refused_with_words(tmp_path):
    server = relay(tick=0.05, heavy_burst=40.0)
    try:
        h2, g, at_copy, at_close = _older_copy_reopened(server, tmp_path, 40)
        assert h2.errors and h2.errors[-1]["code"] == "old_save"
        assert not server.call(lambda: list(server.relay.rooms))
        h2.close(), g.close()
    finally:
        server.stop()


def test_a_restarted_relay_fills_in_what_the_hosts_save_lacks(tmp_path):
    key = tmp_path / "relay-key"
    server = RelayServer(LOCAL, 0, identity=key, limits=Limits(tick=0.05))
    server.start_in_thread()
    try:
        h, g = host_and_guest(server, **FAST)
        rng = random.Random(6)
        _play(h, g, rng, 4)
        path = h.save(tmp_path / "host.luna")            # written a moment before ...
        _play(h, g, rng, 3)                              # ... the last moves, then the stop
        at_stop = list(h.log)
        h.kill()
    finally:
        server.stop()
    again = RelayServer(LOCAL, server.port, identity=key, limits=Limits(tick=0.05))
    again.start_in_thread()
    try:
        h2 = _reopen(again, path, [g])
        until(lambda: h2.errors or h2.log == at_stop, [h2, g], what="the relay's log")
        assert not h2.errors and h2.log == at_stop
        until(lambda: g.seats == {1} and g.log == at_stop, [g, h2], timeout=15,
              what="the guest back, nothing lost")
        h2.close(), g.close()
    finally:
        again.stop()


def _from(server, address: str) -> Sealed:
    return Sealed(socket.create_connection((LOCAL, server.port), timeout=5,
                                           source_address=(address, 0)))


def _solo_game(server, address: str) -> Sealed:
    s = _from(server, address)
    s.sendall(encode(msg("create", name="Sq", players=2,
                         seats=[{"kind": "local"}, {"kind": "local"}])) + encode(msg("start")))
    frames, _ = answers(s, 0.3)
    assert any(f["type"] == "game" for f in frames), frames
    return s


def test_a_started_game_without_a_guest_closes_soon_after_everyone_left():
    server = relay(empty_room_ttl=0.3, tick=0.05)
    try:
        s = _solo_game(server, "127.0.0.3")
        assert server.call(lambda: len(server.relay.rooms)) == 1
        s.close()
        until(lambda: not server.call(lambda: len(server.relay.rooms)), timeout=3,
              what="the empty game to close")
    finally:
        server.stop()


def test_the_last_rooms_are_kept_for_games_reopened_and_empty_ones_make_way(tmp_path):
    server = relay(max_rooms=8, heavy_burst=40.0)
    socks = []
    try:
        h, g = host_and_guest(server, **FAST)
        _play(h, g, random.Random(2), 4)
        path = h.save(tmp_path / "host.luna")
        h.close_table()
        until(lambda: g.table_closed, [g, h])
        h.close()
        answers_ = []
        for k in range(8):                               # squatters, staying connected
            s = _from(server, f"127.0.0.{3 + k}")
            s.sendall(encode(msg("create", name="Sq", players=2)))
            answers_.append(codes(answers(s, 0.3)[0]))
            socks.append(s)
        assert answers_ == [[]] * 7 + [["full"]]         # the eighth room is kept ...
        h2 = _reopen(server, path, [g])                  # ... for a game reopened
        assert not h2.errors
        until(lambda: g.seats == {1} and g.log == h2.log, [g, h2], what="the guest back")
        for s in socks[:2]:                              # two squatters leave: their
            s.close()                                    # lobbies make way at once
        until(lambda: server.call(lambda: sum(not r.members for r in
                                              server.relay.rooms.values())) == 2)
        late = _from(server, "127.0.0.31")
        late.sendall(encode(msg("create", name="Lo", players=2)))
        assert codes(answers(late, 0.3)[0]) == []
        socks.append(late)
        h2.close(), g.close()
    finally:
        for s in socks:
            s.close()
        server.stop()
