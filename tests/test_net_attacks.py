"""The attacks of the first security review, each against the real relay on 127.0.0.1:
every one is refused cheaply, and a bystander's connection goes on being answered."""

import logging
import struct

import msgpack
from netkit import relay
from test_net_abuse import answers, codes, raw

from luna.net.framing import encode
from luna.net.protocol import msg

LIMITS = dict(max_strikes=5, tick=0.05)


def frame_of(body: dict) -> bytes:
    data = msgpack.packb(body, use_bin_type=True)
    return struct.pack(">I", len(data)) + data


def test_frames_of_nested_lists_are_refused_before_they_cost_the_relay():
    """Finding 1: a valid ping carrying 4,600 lists nested 14 deep took ~90 ms each to build
    and check; now unpacking stops at the object budget, and the sender gets strikes."""
    server = relay(**LIMITS)
    try:
        deep: list = [1]
        for _ in range(12):
            deep = [deep]
        fat = frame_of({"schema": 1, "type": "ping", "x": [deep] * 3000})
        s = raw(server)
        s.sendall(fat)
        frames, closed = answers(s, 1.0)
        assert codes(frames) == ["bad_frame"], frames
        assert "maps and lists" in frames[-1]["message"]
        for _ in range(6):                       # strikes: the sender is shown the door
            s.sendall(fat)
        frames, closed = answers(s, 2.0)
        assert closed
        s.close()
    finally:
        server.stop()


def test_an_unknown_key_holding_a_list_is_refused():
    """Finding 1: unknown keys are ignored only when they hold a plain value."""
    server = relay(**LIMITS)
    try:
        s = raw(server)
        s.sendall(encode(msg("ping", t=1, extra="newer client")))
        s.sendall(encode(msg("ping", t=2, x=[[1], [2]])))
        frames, _ = answers(s, 1.0)
        assert [f.get("type") for f in frames[1:]] == ["pong", "error"], frames
        assert frames[-1]["code"] == "bad_message" and "unknown key" in frames[-1]["message"]
        s.close()
    finally:
        server.stop()


def test_a_connection_sending_more_than_the_byte_rate_is_closed():
    """Finding 1: 64 KB frames the relay reads in full cost it even when they are valid;
    one connection sending megabytes a second is closed, a bystander is still answered."""
    server = relay(**LIMITS)
    try:
        bystander = raw(server)
        s = raw(server)
        big = encode(msg("ping", t=0, pad="x" * 60_000))
        for _ in range(10):
            s.sendall(big)
        frames, closed = answers(s, 2.0)
        assert "rate_limited" in codes(frames)
        assert closed
        bystander.sendall(encode(msg("ping", t=7)))
        frames, closed = answers(bystander, 1.0)
        assert not closed and frames[-1] == msg("pong", t=7)
        s.close()
        bystander.close()
    finally:
        server.stop()


def test_a_message_type_that_is_a_list_is_an_error_frame_not_a_traceback(caplog):
    """Finding 10: {"type": []} made `kind not in REQUESTS` raise inside data_received."""
    server = relay(**LIMITS)
    try:
        s = raw(server)
        with caplog.at_level(logging.WARNING):
            s.sendall(frame_of({"schema": 1, "type": []}))
            s.sendall(frame_of({"schema": 1, "type": {"a": 1}}))
            s.sendall(encode(msg("ping", t=3)))
            frames, closed = answers(s, 1.0)
        assert codes(frames) == ["unknown_type", "unknown_type"], frames
        assert not closed and frames[-1] == msg("pong", t=3)
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
        s.close()
    finally:
        server.stop()


def test_a_guest_cannot_reopen_a_started_game_as_its_host(tmp_path):
    """Finding 4: a guest took its own save, dropped `partial`, nulled the host digest and
    sent create {save} before the host: it became host with fresh tokens for the host's
    seat, and the real host's restore was refused. Now a save without the host digest, or
    without the host's proof, reopens nothing, and the real host still can."""
    import random

    from netkit import client, host_and_guest, play_random, until

    from luna.net.lansave import load_lan
    server = relay()
    try:
        h, g = host_and_guest(server, seed=3, ping_interval=0.2)
        rng = random.Random(2)
        while len(h.log) < 6:
            play_random(h, rng) or play_random(g, rng) or (h.poll(0.005), g.poll(0.005))
        until(lambda: len(g.log) == len(h.log), [h, g])
        host_path, guest_path = h.save(tmp_path / "host.luna"), g.save(tmp_path / "g.luna")
        h.kill()
        g.kill()
    finally:
        server.stop()
    server = relay(heavy_burst=100.0)        # four restores from one address here
    try:
        _, doc, lan = load_lan(guest_path)
        _, host_doc, _ = load_lan(host_path)
        crafted = {"schema": 1, "header": doc["header"], "log": doc["log"],
                   "lan": {k: v for k, v in lan.items() if k not in ("partial", "mine")}}
        forged_seats = [dict(s, token_sha256=s["token_sha256"] or "0" * 64)
                        for s in crafted["lan"]["seats"]]
        attempts = [dict(crafted, lan=dict(crafted["lan"], host_sha256=None)),
                    dict(crafted, lan=dict(crafted["lan"], host_sha256=None,
                                           seats=forged_seats)),
                    dict(crafted, lan=host_doc["lan"])]        # the host digest, no proof
        for save in attempts:
            s = raw(server)
            s.sendall(encode(msg("create", name="Gus", save=save)))
            frames, _ = answers(s, 1.0)
            assert "created" not in [f["type"] for f in frames], frames
            assert not [f for f in frames if f.get("type") == "tokens"]
            assert {"not_host", "bad_message"} & set(codes(frames)), frames
            s.close()
        assert server.call(lambda: list(server.relay.rooms)) == []
        host = client(server, ping_interval=0.2)
        assert host.restore("Hana", host_path)
        until(lambda: host.game is not None and host.is_host and len(host.log) == 6, [host],
              timeout=5)
        assert host.log == h.log
        host.close()
    finally:
        server.stop()
