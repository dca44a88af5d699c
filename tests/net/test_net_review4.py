"""The final attacker's review (issue 23): nobody stops a table by holding the relay's
places with games their computers played to the end (f01), and a knocking connection
gets past a full relay only with a proof of a seat or of a saved game's host (f03)."""

from __future__ import annotations

import time

from netkit import client, client_from, relay, until
from test_net_abuse import answers, codes
from test_net_knocking import _sealed_from

from luna.net.wire.framing import encode
from luna.net.wire.protocol import msg


def _finished_table(server, source: str, seed: int):
    """A table of two computers, played to its end, its host still connected."""
    h, fwd = client_from(server, source, ping_interval=0.2)
    h.create("Sq", players=2, seats=[{"kind": "random"}, {"kind": "random"}], seed=seed)
    until(lambda: h.view is not None or h.errors, [h], what="the table")
    assert not h.errors, h.errors
    h.start()
    until(lambda: h.game is not None and h.game.is_over, [h], timeout=30, what="its end")
    return h, fwd


def test_finished_games_held_open_make_way_for_a_new_table_and_count_for_their_address():
    """Two addresses opened tables of computers, let them finish and stayed connected:
    every place of the relay was theirs for good (`full` for an honest host), and a
    finished game did not count against its address's tables."""
    server = relay(max_rooms=5, reserved_rooms=0, rooms_per_address=2,
                   finished_grace=0.5, lobbies_per_address=2)
    held = []
    try:
        for k in range(4):
            held.append(_finished_table(server, f"127.0.9.{1 + k // 2}", seed=k))
        time.sleep(0.6)                           # their results' time is over
        again, fwd = client_from(server, "127.0.9.1")   # its finished games count now
        again.create("Sq", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: again.errors or again.view is not None, [again])
        assert [e["code"] for e in again.errors] == ["rate_limited"]
        held.append((again, fwd))
        hosts = []
        for name in ("Anna", "Ben"):            # honest hosts: the last place, then the
            h = client(server)                    # oldest finished table makes way
            h.create(name, players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
            until(lambda h=h: h.view is not None or h.errors, [h], what=f"{name}'s table")
            assert not h.errors and h.view is not None, h.errors
            hosts.append(h)
        first = held[0][0]
        until(lambda: any(e["code"] == "table_left" for e in first.errors), [first],
              what="the oldest finished table's host told")
        assert not [e for c, _ in held[1:4] for e in c.errors if e["code"] == "table_left"]
        for h in hosts:
            h.close()
    finally:
        for c, fwd in held:
            c.close()
            fwd.close()
        server.stop()


def test_a_knocking_create_of_a_new_table_proves_nothing_and_is_not_let_in():
    """128 junk digits of `host_proof` on a new table's `create` (no save) let a
    knocking connection in past a full relay, and a spectator made way for it."""
    server = relay(max_connections=2, spare_connections=0, knocking=2)
    try:
        a = client(server)
        a.create("Anna", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: a.view is not None, [a])
        w = _sealed_from(server, "127.0.9.7")          # a spectator: the relay is full
        w.sendall(encode(msg("watch", room=a.room)))
        frames, _ = answers(w, 0.3)
        assert not codes(frames), frames
        eve = _sealed_from(server, "127.0.9.8")        # knocks
        eve.sendall(encode(msg("create", name="Eve", players=2,
                               seats=[{"kind": "local"}, {"kind": "lan"}],
                               host_proof="ab" * 64)))
        frames, closed = answers(eve, 0.5)
        assert "created" not in [f.get("type") for f in frames] and closed, frames
        assert server.call(lambda: list(server.relay.rooms)) == [a.room]
        w.sendall(encode(msg("ping", t=1)))
        frames, closed = answers(w, 0.3)
        assert not closed and "full" not in codes(frames), frames    # no way made for Eve
        a.close()
    finally:
        server.stop()


def test_a_guest_at_the_table_who_never_moves_stops_it_no_longer():
    """A guest who stays connected and never moves stalled the table for good ("Seat 1's
    player is here"). Now the host is shown, after a third of the quiet time, when a
    computer may play for them; then it may; the guest's window offers to play again
    and the seat is theirs again."""
    from test_net_knocking import _started

    from luna.client.tables.lan import LanTable
    from luna.net import NetClient
    server = relay(idle_turn=0.9, tick=0.05)
    try:
        h = client(server, ping_interval=0.2)
        h.create("Hana", players=2, seats=[{"kind": "local"}, {"kind": "lan"}], seed=3)
        until(lambda: h.view is not None, [h])
        g = NetClient(ping_interval=0.2)
        g.connect("127.0.0.1", server.port)
        g.join(h.room, "Gus")
        _started(h, g)
        if h.game.to_move == 0:                       # the guest's turn
            h.play(h.game.legal()[0])
            until(lambda: g.game is not None and g.game.to_move == 1, [h, g])
        h.hand_over(1, "adept")                       # at once: the guest is here
        until(lambda: h.errors, [h, g])
        assert h.errors[-1]["code"] == "bad_state"
        until(lambda: h.idle == 1, [h, g], what="the quiet guest shown to the host")
        host_table = LanTable(h)
        assert [o.key for o in host_table.offers()] == ["hand_over_wait"]
        until(lambda: [o.key for o in host_table.offers()] == ["hand_over"], [h, g],
              timeout=5, what="the host's button")
        moved = len(g.log)
        host_table.answer("hand_over")
        until(lambda: len(g.log) > moved, [h, g], timeout=20, what="the computer's move")
        assert g.log[moved]["player"] == 1                # it moved for the guest
        until(lambda: g.stood_in == 1, [h, g], what="the guest told")
        guest_table = LanTable(g)
        assert "take_back" in [o.key for o in guest_table.offers()]
        guest_table.answer("take_back")
        until(lambda: g.stood_in is None, [h, g], what="the seat the guest's again")
        for c in (h, g):
            c.close()
    finally:
        server.stop()
