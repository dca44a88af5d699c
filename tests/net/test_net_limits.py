"""Issue 9, point 4: rate and quota limits per connection and per address, with strikes —
restore floods, resync floods, undo requests that pause the game, room squatting,
spectators that trickle bytes, malformed fields. Real relay on 127.0.0.1, bounded waits."""

import logging
import random
import struct
import time

from netkit import client, host_and_guest, play_random, relay, until
from test_net_abuse import answers, codes, raw
from test_net_hostile import lan_doc

from luna.net.wire.framing import encode
from luna.net.wire.protocol import msg

FAST = {"ping_interval": 0.2}


def test_a_restore_flood_from_one_address_is_rate_limited_and_struck_off():
    server = relay(heavy_rate=2.0, heavy_burst=10.0, max_strikes=5)
    try:
        socks = [raw(server) for _ in range(4)]
        frame = encode(msg("create", name="Flood", save=lan_doc()))
        for _ in range(10):
            for s in socks:
                try:
                    s.sendall(frame)
                except OSError:
                    pass
        limited = closed = 0
        for s in socks:
            frames, gone = answers(s, 1.0)
            limited += codes(frames).count("rate_limited")
            closed += gone
        assert limited >= 20, limited      # 40 restores asked, ~2 worth of work allowed
        assert closed == 4                 # strikes close the flooding connections
    finally:
        server.stop()


def test_a_resync_flood_from_a_spectator_is_limited():
    server = relay(heavy_rate=2.0, heavy_burst=5.0, max_strikes=50)
    try:
        h = client(server, **FAST)
        h.create("Hana", players=2, seats=[{"kind": "local"}, {"kind": "random"}], seed=1)
        until(lambda: h.view is not None, [h])
        h.start()
        until(lambda: h.game is not None, [h])
        s = raw(server)
        s.sendall(encode(msg("watch", room=h.room)) + encode(msg("resync")) * 30)
        frames, _ = answers(s, 1.0)
        assert codes(frames).count("rate_limited") >= 20
        assert sum(f["type"] == "game" for f in frames) <= 6
        h.close()
    finally:
        server.stop()


def test_undo_requests_that_need_consent_are_limited_per_seat():
    server = relay(undo_asks=2, undo_window=60.0)
    try:
        h, g = host_and_guest(server, seed=5, **FAST)
        rng = random.Random(1)
        end = time.monotonic() + 20
        while not (any(c["player"] == 1 for c in h.log) and h.log and h.log[-1]["player"] == 0):
            assert time.monotonic() < end
            play_random(h, rng) or play_random(g, rng) or (h.poll(0.005), g.poll(0.005))
        until(lambda: len(g.log) == len(h.log), [h, g])
        for attempt in range(3):
            n = g.error_count
            g.undo(1)
            if attempt < 2:
                until(lambda: h.undo_request is not None, [h, g], what="the request")
                h.answer_undo(h.undo_request["id"], 0, False)
                until(lambda: h.undo_request is None and g.undo_request is None, [h, g])
            else:
                until(lambda n=n: g.error_count > n, [g], what="the refusal")
                assert g.errors[-1]["code"] == "rate_limited"
                assert h.undo_request is None      # the game is not paused again
        h.close(), g.close()
    finally:
        server.stop()


def test_rooms_per_address_are_capped_and_an_empty_lobby_expires(caplog):
    caplog.set_level(logging.INFO, logger="luna.net.relay")
    server = relay(rooms_per_address=3, lobbies_per_address=3, empty_room_ttl=0.4, tick=0.05)
    try:
        socks = []
        for k in range(4):
            s = raw(server)
            s.sendall(encode(msg("create", name=f"Squat{k}", players=2)))
            frames, _ = answers(s, 0.3)
            socks.append(s)
            assert ("rate_limited" in codes(frames)) == (k == 3), (k, frames)
        for s in socks:
            s.close()                     # the squatter leaves its lobbies empty
        until(lambda: server.call(lambda: len(server.relay.rooms)) == 0, timeout=5,
              what="the empty lobbies to expire")
        assert "an empty lobby" in caplog.text
        s = raw(server)                   # a new host finds room again
        s.sendall(encode(msg("create", name="Host", players=2)))
        assert any(f["type"] == "created" for f in answers(s, 0.5)[0])
    finally:
        server.stop()


def test_a_spectator_that_trickles_bytes_is_timed_out():
    server = relay(idle_timeout=1.0, handshake_timeout=30.0, tick=0.05)
    try:
        h = client(server, **FAST)
        h.create("Hana", players=2)
        until(lambda: h.view is not None, [h])
        s = raw(server)
        s.sendall(encode(msg("watch", room=h.room)))
        s.sendall(struct.pack(">I", 60_000))          # a frame that never ends ...
        closed, start = False, time.monotonic()
        while time.monotonic() - start < 4.0 and not closed:
            try:
                s.sendall(b"x")                        # ... a byte at a time
            except OSError:
                closed = True
                break
            frames, closed = answers(s, 0.1)
            if "timeout" in codes(frames):
                closed = True
        assert closed and time.monotonic() - start < 3.5
        h.close()
    finally:
        server.stop()


def test_malformed_fields_are_a_strike_and_a_clean_error_never_a_traceback(caplog):
    caplog.set_level(logging.WARNING, logger="luna.net.relay")
    server = relay(max_strikes=6)
    try:
        h = client(server, **FAST)
        h.create("Hana", players=2)
        until(lambda: h.view is not None, [h])
        s = raw(server)
        bad = [msg("watch", room=h.room, tokens={"a": 1}), msg("join", proofs={"x": 1}),
               msg("join", room=h.room, proofs=["zz"]), msg("rooms", page="two"),
               msg("watch", proofs=[1]), msg("create", name="x", host_proof={}),
               msg("hand_over", seat="x", level="adept")]
        for m in bad:
            s.sendall(encode(m))
        frames, closed = answers(s, 1.0)
        assert codes(frames)[:6] == ["bad_message"] * 6 and closed
        assert "Traceback" not in caplog.text and "failed" not in caplog.text
        h.close()
    finally:
        server.stop()


def test_the_command_line_relay_sizes_what_slow_readers_may_hold_to_its_tables():
    """The unread output of all connections together grows with the tables a sized
    relay takes (64 KB a table), never below the window relay's, and stays within an
    eighth of the free memory its tables were sized by."""
    from luna.net import Limits
    from luna.net.relay.capacity import capacity, limits_for
    small = limits_for(capacity(1 << 20, 64 << 20))
    large = limits_for(capacity(1 << 20, 16 << 30))
    assert small.max_backlog == Limits().max_backlog
    assert large.max_backlog == capacity(1 << 20, 16 << 30).tables * (64 << 10)
    assert large.max_backlog <= (16 << 30) // 8
