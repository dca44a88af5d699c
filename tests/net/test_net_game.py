"""Whole LAN games through a relay on 127.0.0.1: agreement, rejoin, restart, healing, undo."""

import logging
import random

import pytest
from netkit import (
    LOCAL,
    client,
    host_and_guest,
    play_both,
    play_random,
    relay,
    relay_log,
    relay_snapshot,
    until,
)

from luna.engine import replay
from luna.net import RelayServer
from luna.net.client import link
from luna.net.client.bot_client import BotClient
from luna.net.wire.hashing import snapshot_hash

FAST = {"ping_interval": 0.2, "reconnect_for": 10.0}


@pytest.fixture
def server():
    s = relay()
    yield s
    s.stop()


def _table(server, seats=None, names=("Host", "Bea", "Cem", "Dora"), per_seat=None):
    """A host bot that creates the room and starts it, and a bot for each LAN seat."""
    create = {"players": len(seats) if seats else 4}
    if seats:
        create["seats"] = seats
    host = BotClient(LOCAL, server.port, names[0], seed=1, create=create, auto_start=True,
                     deadline=30, **FAST).start()
    until(lambda: host.client.room is not None, what="the room")
    lan = [k for k, s in enumerate(seats or [{"kind": "local"}] + [{"kind": "lan"}] * 3)
           if s["kind"] == "lan"]
    guests = [BotClient(LOCAL, server.port, names[k], seed=10 + k, room=host.client.room,
                        seat=k, deadline=30, **{**FAST, **(per_seat or {}).get(k, {})}).start()
              for k in lan]
    return host, guests


def _same_game(server, clients):
    room = clients[0].client.room
    final = relay_log(server, room)
    for b in clients:
        assert b.client.log == final, f"{b.name} holds another log"
        assert b.client.game.snapshot() == relay_snapshot(server, room)
    again = replay(clients[0].client.game.header, final)
    assert again.is_over and snapshot_hash(again) == snapshot_hash(clients[0].client.game)
    return final


def test_four_headless_clients_play_a_whole_game_and_agree(server):
    host, guests = _table(server)
    watcher = client(server)
    until(lambda: host.client.room is not None)
    watcher.watch(host.client.room)
    for b in [host, *guests]:
        assert b.join(30), f"{b.name} did not finish: {b.failure or b.client.errors}"
    final = _same_game(server, [host, *guests])
    until(lambda: len(watcher.log) == len(final), [watcher], what="the spectator")
    assert watcher.log == final and watcher.spectator
    for b in [host, *guests]:
        assert not b.client.errors, b.client.errors
        assert len(b.client.seats) == 1
    assert host.client.game.header["names"] == ["Host", "Bea", "Cem", "Dora"]
    watcher.close()


def test_local_seats_and_relay_computers_share_a_game(server):
    seats = [{"kind": "local"}, {"kind": "novice", "name": "Nina"}, {"kind": "local"},
             {"kind": "lan"}]
    host, guests = _table(server, seats)
    for b in [host, *guests]:
        assert b.join(30), b.client.errors
    final = _same_game(server, [host, *guests])
    assert host.client.seats == {0, 2}
    assert {c["player"] for c in final} == {0, 1, 2, 3}
    assert host.client.game.header["seats"][1]["kind"] == "novice"


def test_a_killed_client_rejoins_with_its_token_and_the_game_finishes(server):
    host, (b1, b2, b3) = _table(server, per_seat={2: {"crash_at": 30}})
    assert b2.join(30) is False and b2._stop.is_set()
    until(lambda: host.client.waiting_for == 2, what="'waiting for' the crashed seat")
    assert host.client.view["seats"][2]["connected"] is False
    tokens, room = dict(b2.client.tokens), b2.client.room
    stuck = len(host.client.log)
    back = BotClient(LOCAL, server.port, "Cem again", seed=99, deadline=30, **FAST)
    back.rejoin_as(tokens, room)
    for b in [host, b1, b3, back]:
        assert b.join(30), (b.name, b.client.errors)
    final = _same_game(server, [host, b1, b3, back])
    assert len(final) > stuck and back.client.seats == {2}


def test_the_host_hands_an_absent_seat_to_a_computer(server):
    server.relay.limits.hand_over_grace = 0.0      # (it is 30 s; test_net_stand_in)
    host, (b1, b2, b3) = _table(server, per_seat={1: {"crash_at": 12}})
    b1.join(30)
    until(lambda: host.client.waiting_for == 1, what="the game to wait")
    host.client.hand_over(1, "random")
    for b in [host, b2, b3]:
        assert b.join(30), b.client.errors
    _same_game(server, [host, b2, b3])
    assert host.client.view["seats"][1]["stand_in"] == "random"


def test_the_relay_restarts_from_a_clients_save_and_everyone_rejoins(tmp_path):
    first = relay()
    port = first.port
    host, (b1, b2, b3) = _table(first, per_seat={3: {"hold_at": 40}})
    everyone = [host, b1, b2, b3]
    assert b3.held.wait(20)
    n = len(b3.client.log)
    until(lambda: all(len(b.client.log) == n for b in everyone), what="everyone at the hold")
    first.stop()
    until(lambda: not any(b.client.connected for b in everyone), what="the relay to go")
    saved = host.client.save(tmp_path / "lan.luna")
    second = RelayServer(LOCAL, port, load=saved)
    try:
        second.start_in_thread()
        until(lambda: all(b.client.connected for b in everyone), timeout=15,
              what="everyone to reconnect")
        b3.release()
        for b in everyone:
            assert b.join(30), (b.name, b.client.errors)
        final = _same_game(second, everyone)
        assert final[:n] == relay_log(second, host.client.room)[:n] and len(final) > n
    finally:
        second.stop()


def test_a_diverged_client_is_found_by_its_hash_and_healed(server, caplog):
    caplog.set_level(logging.WARNING, logger="luna.net.relay")
    c = client(server, **FAST)
    c.create("Solo", players=2, seats=[{"kind": "local"}, {"kind": "random"}])
    until(lambda: c.view is not None, [c])
    c.start()
    rng = random.Random(5)
    corrupted = False
    resyncs = []
    until(lambda: c.game is not None, [c])
    for _ in range(2000):
        if c.game.is_over and len(c.log) == c.mirror.total:
            break
        if not corrupted and len(c.log) >= 10:
            c.game.state.influence[0] += 7
            corrupted = True
        play_random(c, rng)
        resyncs += [m for m in c.poll(timeout=0.005) if m["type"] == "resync"]
    until(lambda: c.game.is_over and snapshot_hash(c.game) == snapshot_hash(
        relay_snapshot(server, c.room)), [c], what="the healed game to end")
    assert resyncs or c.mirror.resyncs, "the relay never noticed the difference"
    assert "hash differs" in caplog.text
    assert c.log == relay_log(server, c.room)
    c.close()


def test_undo_is_immediate_over_computer_replies_and_needs_consent_over_a_person(server):
    a = client(server, **FAST)
    a.create("Ann", players=3, seats=[{"kind": "local"}, {"kind": "random"}, {"kind": "lan"}],
             seed=3)
    until(lambda: a.room is not None, [a])
    b = client(server, **FAST)
    b.join(a.room, "Ben")
    until(lambda: b.seats == {2}, [b])
    b.ready(2)
    until(lambda: a.view and a.view["seats"][2]["ready"], [a, b])
    a.start()
    until(lambda: a.game is not None and b.game is not None, [a, b])
    rng = random.Random(8)

    def step():
        """Play until it is Ann's turn again after Ben's move."""
        for _ in range(50):
            if a.my_turn and any(c["player"] == 2 for c in a.log[-2:]):
                return
            play_random(a, rng) or play_random(b, rng)
            a.poll(0.005), b.poll(0.005)
        raise AssertionError("no turn came round")

    step()
    # Ann plays; the computer answers; Ben has not moved: immediate
    until(lambda: a.my_turn, [a, b])
    play_random(a, rng)
    until(lambda: b.my_turn and len(b.log) == len(a.log) == a.mirror.total, [a, b])
    mine = len(a.log) - 2
    assert a.log[mine]["player"] == 0 and a.log[mine + 1]["player"] == 1
    a.undo(0)
    until(lambda: len(a.log) == mine and len(b.log) == mine, [a, b], what="immediate undo")
    assert a.my_turn
    step()
    # now Ben's move would be undone too: he is asked
    a.undo(0)
    until(lambda: b.undo_request is not None, [a, b], what="the request")
    n = len(a.log)
    refused = b.undo_request["id"]
    b.answer_undo(refused, 2, accept=False)
    until(lambda: a.undo_request is None and b.undo_request is None, [a, b],
          what="the refusal")
    assert len(a.log) == n
    a.undo(0)
    until(lambda: b.undo_request is not None and b.undo_request["id"] != refused, [a, b])
    target = b.undo_request["to"]
    b.answer_undo(b.undo_request["id"], 2, accept=True)
    until(lambda: len(a.log) == target and len(b.log) == target, [a, b], what="agreed undo")
    assert a.log == b.log == relay_log(server, a.room)
    a.close(), b.close()


def test_the_host_reopens_the_game_on_another_relay_and_the_guest_follows(tmp_path):
    first, second = relay(), relay()
    try:
        h = client(first, **FAST)
        h.create("Hana", players=3, seats=[{"kind": "local"}, {"kind": "lan"},
                                           {"kind": "random"}], seed=2)
        until(lambda: h.room is not None, [h])
        g = client(first, **FAST)
        g.join(h.room, "Gus")
        until(lambda: g.seats == {1}, [g])
        g.ready(1)
        until(lambda: h.view and h.view["seats"][1]["ready"], [h, g])
        h.start()
        rng = random.Random(3)
        until(lambda: g.game is not None and h.game is not None, [h, g])
        play_both(h, g, rng, lambda: len(h.log) >= 25, what="25 commands")
        until(lambda: len(g.log) == len(h.log) == h.mirror.total, [h, g])
        first.stop()
        until(lambda: not h.connected and not g.connected, [h, g], what="the relay to go")
        path = h.save(tmp_path / "h.luna")
        guest_save = g.save(tmp_path / "g.luna")
        g.reconnect_to(LOCAL, second.port)        # may arrive before the game: it retries
        intruder = client(second)
        intruder.restore("Eve", guest_save)       # a save without the host's token
        until(lambda: intruder.errors, [intruder])
        assert intruder.errors[-1]["code"] == "not_host"
        h.connect(LOCAL, second.port)
        h.restore("Hana", path)
        until(lambda: g.connected and g.view is not None and g.view["seats"][1]["connected"]
              and h.is_host, [h, g], timeout=15, what="both back in the game")
        play_both(h, g, rng, lambda: h.game.is_over, what="the game's end on the second relay")
        until(lambda: g.game.is_over, [g])
        assert h.log == g.log == relay_log(second, h.room)
        h.close(), g.close(), intruder.close()
    finally:
        first.stop()
        second.stop()


def test_an_undo_consent_given_while_the_link_is_down_reaches_the_relay_once_back(
        server, monkeypatch):
    """Issue 52 §3: Accept pressed while the guest's link is down is sent again once the
    guest is back, and the undo happens then (not refused after the relay's 60 s)."""
    h, g = host_and_guest(server, seed=5, **FAST)
    rng = random.Random(5)
    for _ in range(200):                   # Hana's turn after one of Gus's moves
        if h.my_turn and any(c["player"] == 1 for c in h.log[-1:]):
            break
        play_random(h, rng) or play_random(g, rng)
        h.poll(0.005), g.poll(0.005)
    until(lambda: h.my_turn and len(g.log) == len(h.log), [h, g])
    h.undo(0)
    until(lambda: g.undo_request is not None, [h, g], what="the request")
    target = g.undo_request["to"]
    monkeypatch.setattr(link, "BACKOFF", (1.0,))       # the way back takes a second
    g.drop()
    until(lambda: not g.connected, [g], timeout=2)
    asked = g.undo_request["id"]
    assert not g.answer_undo(asked, 1, accept=True)     # nothing to send it on now
    until(lambda: len(h.log) == target and len(g.log) == target, [h, g], timeout=8,
          what="the undo agreed while away")
    assert h.log == g.log == relay_log(server, h.room)
    g.poll(0.3)
    assert g.errors == [] and g._undo_answer is None      # sent once: no stale answer
    h.close(), g.close()
