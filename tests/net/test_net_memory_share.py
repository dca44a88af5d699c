"""The relay's memory of games cannot be filled for 90 days by many addresses playing
themselves (issue 23, third attack): such games live a day, and a full memory forgets a
game of the address holding most, never one of an address at or below its share."""

from __future__ import annotations

import socket
import time

from netkit import Sealed, host_and_guest, relay, until

from luna.net.relay.memory import GameMemory, Played
from luna.net.wire.framing import FrameReader, decode, encode
from luna.net.wire.protocol import digest, msg

GAME = Played((("local", digest("h")), ("lan", digest("g"))), bytes(16), bytes(16))


def _left(memory: GameMemory, rid: str, address: str, guest_moves: int = 0) -> None:
    assert memory.refusal(address) is None, rid
    memory.opened(rid, GAME, address)
    memory.moved(rid, 1, bytes(16), guest_moves)
    memory.left(rid)


def test_a_full_memory_forgets_a_game_of_the_address_holding_most():
    memory = GameMemory(None, most=4, per_address=3, clock=lambda: 1000.0)
    _left(memory, "spam1", "10.0.0.9", guest_moves=1)
    _left(memory, "spam2", "10.0.0.9")
    _left(memory, "spam3", "10.0.0.9", guest_moves=2)
    _left(memory, "anna", "10.0.0.1", guest_moves=5)
    assert "10.0.0.9" in memory.refusal("10.0.0.9")           # its own quota
    assert memory.refusal("10.0.0.2") is None                 # full: spam2 makes way
    assert list(memory.games) == ["spam1", "spam3", "anna"]   # (the fewest guest moves)
    _left(memory, "bob", "10.0.0.2")
    assert memory.refusal("10.0.0.3") is None                 # 10.0.0.9 still holds two
    assert list(memory.games) == ["spam3", "anna", "bob"]
    memory.opened("carl", GAME, "10.0.0.3")
    # every address at its share (4 games / 4 or 5 addresses): nothing is forgotten
    assert "its most" in memory.refusal("10.0.0.4")
    assert sorted(memory.games) == ["anna", "bob", "carl", "spam3"]


def test_a_game_no_guest_of_another_address_moved_in_lives_a_day():
    clock = [1000.0]
    memory = GameMemory(None, per_address=8, idle_age=50.0, age=500.0,
                        clock=lambda: clock[0])
    _left(memory, "alone", "10.0.0.9")
    _left(memory, "friends", "10.0.0.9", guest_moves=3)
    clock[0] += 51.0
    assert memory.refusal("10.0.0.9") is None
    assert list(memory.games) == ["friends"]


def _frames(sock: Sealed, want: str, wait: float = 5.0) -> dict:
    """The first frame of type or error code `want` (others are passed by)."""
    reader, end = FrameReader(), time.monotonic() + wait
    while time.monotonic() < end:
        sock.settimeout(max(0.01, end - time.monotonic()))
        for body in reader.feed(sock.recv(65536)):
            m = decode(body)
            if want in (m.get("type"), m.get("code")):
                return m
    raise AssertionError(f"no {want}")


def test_games_a_relay_remembers_from_one_address_make_way_for_another(tmp_path):
    """One address (127.0.0.1) fills the memory with games it plays against itself;
    a host at another address still starts a game."""
    server = relay(remembered_games=2, remembered_per_address=2)
    try:
        for seed in (1, 2):
            h, g = host_and_guest(server, seed=seed)
            h.close_table()
            until(lambda: not server.call(lambda: list(server.relay.rooms)), [h, g])
            h.close(), g.close()
        assert server.call(lambda: len(server.relay.memory.games)) == 2

        def sealed():
            return Sealed(socket.create_connection(("127.0.0.1", server.port), timeout=5,
                                                   source_address=("127.0.0.2", 0)))
        host, guest = sealed(), sealed()
        host.sendall(encode(msg("create", name="Anna", players=2,
                                seats=[{"kind": "local"}, {"kind": "lan"}])))
        room = _frames(host, "created")["room"]
        guest.sendall(encode(msg("join", room=room, name="Ben")))
        _frames(guest, "joined")
        guest.sendall(encode(msg("ready", seat=1, ready=True)))
        until(lambda: server.call(lambda: server.relay.rooms[room].seats[1].ready))
        host.sendall(encode(msg("start")))
        assert _frames(host, "game")["room"] == room
        assert server.call(lambda: len(server.relay.memory.games)) == 2
        host.close(), guest.close()
    finally:
        server.stop()


def test_finished_games_do_not_count_against_an_address_and_go_first_when_full():
    memory = GameMemory(None, most=3, per_address=2, clock=lambda: 1000.0)
    for rid in ("done1", "done2"):
        _left(memory, rid, "10.0.0.1", guest_moves=9)
        memory.over(rid)
    assert memory.refusal("10.0.0.1") is None        # an honest host plays on
    _left(memory, "anna", "10.0.0.1", guest_moves=1)
    assert memory.refusal("10.0.0.2") is None        # full: a finished game goes first
    assert sorted(memory.games) == ["anna", "done2"]
    assert memory.finished("done2") and not memory.finished("anna")
