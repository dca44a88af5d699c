"""The relay's memory of started games cannot be pushed out, checks the game's header, and
says when it cannot be written (issue 23, the second attacker): a host that opened and
closed more throwaway games than the memory held made it forget its real game and took a
guest's seat; a host reopened a game with another seed under the same moves; a failed
write was only logged."""

import logging

import pytest
from netkit import LOCAL, client, forged_saves, only_the_honest_save_reopens, played, until

from luna.engine import replay
from luna.net import Limits, RelayServer
from luna.net.relay.memory import GameMemory, Played, memory_path
from luna.net.wire.lansave import load_lan, save_lan
from luna.net.wire.protocol import digest

FAST = {"ping_interval": 0.2}


def _relay(key, **limits):
    server = RelayServer(LOCAL, 0, identity=key,
                         limits=Limits(heavy_burst=60.0, tick=0.02, **limits))
    server.start_in_thread()
    return server


def _rooms(server):
    return server.call(lambda: list(server.relay.rooms))


def _closed(server, h, others=()):
    """The host closes its table; wait until the relay let the room go."""
    rid = h.room
    h.close_table()
    until(lambda: rid not in _rooms(server), [h, *others], what="the table closed")


def _ready_table(server, seed):
    """A host and a guest at a new table, the guest ready: the table may start."""
    a, b = client(server, **FAST), client(server, **FAST)
    a.create("Eve", players=2, seats=[{"kind": "local"}, {"kind": "lan"}], seed=seed)
    until(lambda: a.view is not None, [a])
    b.join(a.room, "Fred")
    until(lambda: b.seats, [a, b])
    b.ready(1)
    until(lambda: a.view["seats"][1]["ready"], [a, b])
    return a, b


def _throwaway(server, seed):
    """A new table's host asks to start: the refusal, or None after the table started
    (and was closed again)."""
    a, b = _ready_table(server, seed)
    a.start()
    until(lambda: a.game is not None or a.error_count, [a, b], what="the start or a refusal")
    refused = a.errors[-1] if a.game is None else None
    if refused is None:
        _closed(server, a, [b])
    a.close(), b.close()
    return refused


def test_a_host_cannot_push_its_game_out_of_the_memory_with_throwaway_tables(tmp_path):
    server = _relay(tmp_path / "relay-key", remembered_per_address=3)
    try:
        h, g = played(server, 8, 5, **FAST)
        path, forged = forged_saves(h, tmp_path)
        _closed(server, h, [g])
        answers = [_throwaway(server, seed) for seed in range(3)]
        assert answers[:2] == [None, None]              # its quota: then it is refused
        assert answers[2]["code"] == "memory_full"      # ... rather than anyone forgotten
        assert server.call(lambda: len(server.relay.memory.games)) == 3
        # a game without a guest needs no memory: it still starts
        solo = client(server, **FAST)
        solo.create("Sol", players=2, seats=[{"kind": "local"}, {"kind": "local"}], seed=1)
        until(lambda: solo.view is not None, [solo])
        solo.start()
        until(lambda: solo.game is not None, [solo], what="a game of local seats")
        solo.close()
        server.call(lambda: [server.relay.close_room(r, None)       # (the lobby refused,
                             for r in list(server.relay.rooms.values())])   # the local game)
        h2 = client(server, **FAST)
        only_the_honest_save_reopens(server, h2, path, forged)
        h2.close(), g.close()
    finally:
        server.stop()


def test_no_address_pushes_out_another_s_game_and_a_left_game_ages_out():
    clock = [1000.0]
    memory = GameMemory(None, most=4, per_address=2, age=100.0, clock=lambda: clock[0])
    game = Played((("local", digest("h")), ("lan", digest("g"))), bytes(16), bytes(16))
    for rid, address in (("anna", "10.0.0.1"), ("bob1", "10.0.0.2"), ("bob2", "10.0.0.2")):
        assert memory.refusal(address) is None
        memory.opened(rid, game, address)
    assert "10.0.0.2" in memory.refusal("10.0.0.2")              # its own quota
    memory.opened("carl", game, "10.0.0.3")
    assert "its most" in memory.refusal("10.0.0.4")              # every address: the cap
    assert memory.refusal("10.0.0.4", "anna") is None            # reopening takes no place
    assert list(memory.games) == ["anna", "bob1", "bob2", "carl"]   # nothing forgotten
    memory.opened("solo", game._replace(seats=(("local", None), ("local", None))), "10.0.0.3")
    assert "solo" not in memory.games                            # nobody else's seat
    memory.left("bob1")
    clock[0] += 101.0
    assert memory.refusal("10.0.0.4") is None                    # bob1 left 101 s ago
    assert list(memory.games) == ["anna", "bob2", "carl"]        # open games never age


def _other_headers(path, folder):
    """The host's save with the same moves under another seed, names or option."""
    game, _, lan = load_lan(path)
    out = []
    for field, value in (("seed", game.header["seed"] + 12345),
                         ("names", list(reversed(game.header["names"]))),
                         ("options", {"one_figure_per_island": True})):
        try:
            other = replay(dict(game.header, **{field: value}), game.log)
        except Exception:       # noqa: BLE001 - these moves are not legal under it
            continue
        out.append(save_lan(other, lan, folder / f"{field}.luna", lan["mine"]))
    return out


@pytest.mark.parametrize("restart", [False, True], ids=["closed", "restarted"])
def test_a_game_reopened_with_another_header_is_refused(tmp_path, restart):
    key = tmp_path / "relay-key"
    server = _relay(key)
    h, g = played(server, 8, 5, **FAST)
    path = h.save(tmp_path / "host.luna")
    forged = _other_headers(path, tmp_path)
    assert len(forged) >= 2
    if restart:
        h.kill()
        server.stop()
        server = _relay(key)
    else:
        _closed(server, h, [g])
    try:
        h2 = client(server, **FAST)
        only_the_honest_save_reopens(server, h2, path, forged)
        h2.close()
    finally:
        server.stop()
        g.close()


def test_a_memory_that_cannot_be_written_is_said_and_refuses_new_games(tmp_path, caplog):
    server = _relay(tmp_path / "relay-key")
    memory = server.relay.memory
    try:
        h, g = played(server, 4, 5, **FAST)
        where = memory.path
        with caplog.at_level(logging.ERROR, "luna.net.memory"):
            (tmp_path / "a-file").write_text("not a folder")

            def break_it():
                memory.path = tmp_path / "a-file" / where.name     # cannot be a folder
                memory.fold()
            server.call(break_it)
        assert any(r.levelno == logging.ERROR and "cannot be written" in r.getMessage()
                   for r in caplog.records)
        a, b = _ready_table(server, 2)
        a.start()
        until(lambda: a.error_count, [a, b], what="the refusal")
        assert a.errors[-1]["code"] == "memory_full" and a.game is None
        server.call(lambda: setattr(memory, "path", where))        # the disk is back
        until(lambda: server.call(lambda: memory.broken) is None, what="a new snapshot")
        a.start()
        until(lambda: a.game is not None, [a, b], what="the start, now remembered")
        assert a.room in server.call(lambda: list(memory.games))
        for c in (h, g, a, b):
            c.close()
    finally:
        server.stop()
    fresh = GameMemory(memory_path(tmp_path / "relay-key"))
    fresh.read()
    assert h.room in fresh.games and a.room in fresh.games
