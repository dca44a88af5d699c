"""A relay whose key is kept in a file remembers its started games' seats and moves across
a restart (luna/net/relay/memory.py): a relay restarted with its data folder took the host's save
as it was, so a host who waited for the restart of a relay it does not run could take a
guest's seat, or change a guest's move."""

import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import msgpack
import pytest
from netkit import LOCAL, client, forged_saves, only_the_honest_save_reopens, played, until

from luna.net import Limits, RelayServer
from luna.net.relay.memory import FORMAT, MAX_BYTES, GameMemory, Played, memory_path
from luna.net.wire.protocol import digest

FAST = {"ping_interval": 0.2}
ROOT = Path(__file__).resolve().parents[2]


def _relay(key, port=0, **limits):
    server = RelayServer(LOCAL, port, identity=key,
                         limits=Limits(heavy_burst=40.0, tick=0.02, **limits))
    server.start_in_thread()
    return server


RUN_RELAY = """
import sys, time
from luna.net import Limits, RelayServer
server = RelayServer("127.0.0.1", 0, identity=sys.argv[1], limits=Limits(heavy_burst=40.0))
print(server.start_in_thread(), flush=True)
time.sleep(600)
"""


def _killable(key):
    """A relay in a process of its own (its port read from its first line), to be killed
    with SIGKILL: nothing written at a stop, only what it wrote as it went."""
    proc = subprocess.Popen([sys.executable, "-c", RUN_RELAY, str(key)], cwd=ROOT,
                            stdout=subprocess.PIPE, text=True)
    return proc, int(proc.stdout.readline())


def _restarted(tmp_path, killed, moves=10):
    """A host-and-guest game on a relay with a key file; the relay stopped (or killed at
    once after the host's last move) and started again. The guest waits to come back;
    returns the new relay, the guest, the host's save and forgeries."""
    key = tmp_path / "relay-key"
    if killed:
        proc, port = _killable(key)
        server = SimpleNamespace(port=port, stop=lambda: (proc.kill(), proc.wait()))
    else:
        server = _relay(key)
    try:
        h, g = played(server, moves, 5, **FAST)
        path, forged = forged_saves(h, tmp_path)
        h.kill()
    finally:
        server.stop()
    return _relay(key, server.port), g, path, forged


@pytest.mark.parametrize("killed, moves", [(False, 10), (True, 10), (True, 2)],
                         ids=["stopped", "killed", "killed at once after the start"])
def test_a_restarted_relay_refuses_a_save_with_a_guests_seat_or_move_changed(tmp_path, killed,
                                                                           moves):
    again, g, path, forged = _restarted(tmp_path, killed, moves)
    try:
        h = client(again, **FAST)
        only_the_honest_save_reopens(again, h, path, forged, [g])
        seat = again.call(lambda: again.relay.rooms[h.room].seats[1])
        until(lambda: g.seats == {1} and seat.conn is not None and g.log == h.log, [g, h],
              what="the guest back at its seat")
        h.close(), g.close()
    finally:
        again.stop()


def _good(rid="goodroom"):
    return [rid, [["local", digest("host")], ["lan", digest("guest")]], bytes(32)]


def _fifo(path):
    os.mkfifo(path)


@pytest.mark.parametrize("damage", [
    lambda p: p.write_bytes(b"\x00garbage\xff" * 100),
    lambda p: p.write_bytes(b"\x00") or os.truncate(p, MAX_BYTES + 1),
    lambda p: p.write_bytes(msgpack.packb({"format": FORMAT, "games": {"a": 1}})),
    lambda p: p.write_bytes(msgpack.packb([FORMAT, []])),
    lambda p: p.mkdir(),
    pytest.param(_fifo, marks=pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFO")),
], ids=["garbage", "huge", "games not a list", "not a map", "a folder", "a FIFO"])
def test_a_damaged_memory_is_set_aside_and_the_relay_starts(tmp_path, damage):
    key = tmp_path / "relay-key"
    damage(memory_path(key))
    server = _relay(key)
    try:
        assert not server.relay.memory.games
        assert (tmp_path / "relay-key.games.damaged").exists()
        assert memory_path(key).is_file()                # a fresh memory, written at start
    finally:
        server.stop()


def test_a_memory_with_some_damaged_games_keeps_the_others(tmp_path):
    key = tmp_path / "relay-key"
    bad = [["../up", *_good()[1:]], [*_good()[:2], bytes(15)], ["r2", [["admin", None]] * 2,
           b""], ["r3", [["lan", "zz"], ["lan", None]], b""], ["r4", "seats", b""], 7,
           ["r5", [["lan", None]], b""], ["r6", [["lan", None, 1]] * 2, b""]]
    memory_path(key).write_bytes(msgpack.packb({"format": FORMAT, "games": [*bad, _good()]},
                                               use_bin_type=True))
    server = _relay(key)
    try:
        assert list(server.relay.memory.games) == ["goodroom"]
        seats, moves, header = server.relay.memory.games["goodroom"].played
        assert seats == (("local", digest("host")), ("lan", digest("guest"))) and moves == bytes(32)
        assert (tmp_path / "relay-key.games.damaged").exists()
    finally:
        server.stop()
    memory = GameMemory(memory_path(key))
    memory.read()
    assert list(memory.games) == ["goodroom"]


def test_a_crafted_or_torn_journal_applies_only_its_good_records(tmp_path):
    key = tmp_path / "relay-key"
    memory = GameMemory(memory_path(key))
    memory.read()                                  # a snapshot naming a fresh journal
    memory.opened("goodroom", Played(*_good()[1:2], bytes(32), bytes(16)), "10.0.0.1")
    memory.moved("goodroom", 2, bytes(16))         # a third move
    memory.close()
    journal = memory_path(key).with_name("relay-key.games.journal")
    junk = [["moves", ["x"], 0, b""], ["gone", {"a": 1}], ["moves", "goodroom", -1, b""],
            ["moves", "goodroom", True, b""], ["moves", "goodroom", 1, bytes(15)],
            ["left", "goodroom", None], ["gone", "goodroom", 1], ["game", "../up", *_good()[1:]],
            ["moves", "nowhere", 0, b""], "text", 7, ["gone"]]
    head = GameMemory(memory_path(key))
    head.read()                                    # the memory as written, folded again
    head.close()
    data = journal.read_bytes() + b"".join(msgpack.packb(r, use_bin_type=True) for r in junk)
    good = msgpack.packb(["moves", "goodroom", 3, b"\x01" * 16], use_bin_type=True)
    torn = msgpack.packb(["moves", "goodroom", 4, bytes(16)], use_bin_type=True)[:-5]
    journal.write_bytes(data + good + torn)      # the last record torn by a kill
    again = GameMemory(memory_path(key))
    assert again.read() == 1
    assert again.games["goodroom"].played.moves == bytes(48) + b"\x01" * 16
    assert again.games["goodroom"].played.header == bytes(16)
