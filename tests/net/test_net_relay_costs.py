"""What one peer can make the relay's one thread (and its log) do (issue 23, fourth review):
a join with proofs naming no room is tried against one room at most (F03); frames dear to
read are charged to their address, which is cut off when it asks more than its share
(F09); refusals are logged a line a second of each kind and a flood of them strikes (F11);
a frame the message rate drops is still opened, so the channel goes on (minor)."""

from __future__ import annotations

import logging
import time

import msgpack
from netkit import Sealed, client, host_and_guest, relay, until
from test_net_abuse import answers, codes, raw
from test_net_proofs import _hello

from luna.net.wire.framing import encode
from luna.net.wire.protocol import msg, prove


def test_a_join_with_proofs_naming_no_room_is_tried_against_no_room_of_many():
    server = relay()
    try:
        h, g = host_and_guest(server)
        other = client(server)
        other.create("Otto", players=2)
        until(lambda: other.room is not None, [other])
        s = raw(server)
        nonce = _hello(s)["nonce"]
        s.sendall(encode(msg("join", proofs=[prove(g.tokens[1], s.context("", nonce))])))
        frames, _ = answers(s, 0.5)
        assert codes(frames) == ["no_room"]          # name the room: there are two
        assert not any(f["type"] == "joined" for f in frames)
        for c in (s, h, g, other):
            c.close()
    finally:
        server.stop()


def _dear_frame() -> bytes:
    """A 4 KB `play` holding ~4,000 nested empty lists (within every cap: ~1 ms to read)."""
    def chain(depth: int) -> list:
        x: list = []
        for _ in range(depth):
            x = [x]
        return x
    body = msgpack.packb(msg("play", seq=1, command={"x": [chain(13) for _ in range(285)]}))
    return len(body).to_bytes(4, "big") + body


def _from(server, address: str) -> Sealed:
    import socket
    return Sealed(socket.create_connection(("127.0.0.1", server.port), timeout=5,
                                           source_address=(address, 0)))


def test_an_address_sending_frames_dear_to_read_is_cut_off_and_others_are_not():
    # a slow refill: what a loaded machine refills while reading stays under one frame
    server = relay(address_work_burst=20_000, address_work_rate=100)
    try:
        dear = _dear_frame()
        first = _from(server, "127.0.0.7")
        try:
            for _ in range(12):            # (well under the strikes that close it anyway)
                first.sendall(dear)
        except OSError:
            pass
        frames, closed = answers(first, 20)          # (returns once it is closed)
        assert closed and codes(frames)[-1] == "rate_limited"
        assert codes(frames).count("no_room") <= 6       # read 6 at most, not 12
        second = _from(server, "127.0.0.7")              # its next connection: one frame
        try:
            second.sendall(dear * 3)
        except OSError:
            pass
        frames, closed = answers(second, 20)
        assert closed and "rate_limited" in codes(frames)
        bystander = _from(server, "127.0.0.8")
        bystander.sendall(dear + encode(msg("ping", t=3)))
        frames, closed = answers(bystander, 20, until=lambda f: f == msg("pong", t=3))
        assert not closed and frames[-1] == msg("pong", t=3)
        for s in (first, second, bystander):
            s.close()
    finally:
        server.stop()


def test_refusals_are_logged_once_a_second_and_a_flood_of_them_strikes(caplog):
    caplog.set_level(logging.WARNING, logger="luna.net.relay")
    server = relay(max_strikes=5, refusal_burst=5.0, refusal_rate=1.0)
    try:
        h, g = host_and_guest(server)
        s = raw(server)
        s.sendall(encode(msg("watch", room=h.room)))
        answers(s, 0.3)
        stale = encode(msg("undo_answer", id=99, seat=0, accept=True))   # "stale": no strike
        s.sendall(stale * 4)
        frames, closed = answers(s, 0.5)
        assert codes(frames) == ["stale"] * 4 and not closed
        s.sendall(stale * 30)
        frames, closed = answers(s, 0.5)
        assert closed and len(codes(frames)) < 30        # a flood of refusals is bad input
        lines = [r for r in caplog.records if "That undo request" in r.getMessage()]
        assert len(lines) <= 2, [r.getMessage() for r in lines]
        nowhere = raw(server)                            # a move while in no room strikes
        nowhere.sendall(encode(msg("play", seq=1, command={"type": "meditate", "player": 0}))
                        * 10)
        frames, closed = answers(nowhere, 0.5)
        assert closed and codes(frames).count("no_room") <= 6
        for c in (s, nowhere, h, g):
            c.close()
    finally:
        server.stop()


def test_frames_the_message_rate_drops_do_not_break_the_channel():
    # a slow sustained rate: the allowance a loaded machine refills while the relay works
    # through the burst stays far below the 20 messages past it
    server = relay(rate=5.0)
    try:
        s = raw(server)
        answers(s, 0.2)
        s.sendall(encode(msg("ping", t=1)) * 420)       # a burst of 400, then 20 dropped
        # waited for, not timed: a loaded machine takes its while over the burst
        frames, closed = answers(s, 20, until=lambda f: f.get("code") == "rate_limited")
        # said, once a while (a slow machine may span two of the relay's notices), and
        # the channel stays open
        assert codes(frames) and set(codes(frames)) == {"rate_limited"} and not closed
        time.sleep(0.5)                                  # the allowance refills
        s.sendall(encode(msg("ping", t=2)))
        more, closed = answers(s, 20, until=lambda f: f == msg("pong", t=2))
        assert not closed and more[-1] == msg("pong", t=2)
        assert set(codes(more)) <= {"rate_limited"}     # (the burst's last notice, if late)
        s.close()
    finally:
        server.stop()
