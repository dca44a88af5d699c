"""Frames, message checks and the snapshot hash: the parts of LAN play without sockets."""

import random
import struct

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from luna.engine import new_game
from luna.net.wire.framing import MAX_FRAME, FrameError, FrameReader, decode, encode
from luna.net.wire.hashing import snapshot_hash
from luna.net.wire.messages import REQUESTS, problem
from luna.net.wire.protocol import msg


def test_frames_round_trip_however_the_bytes_are_cut():
    msgs = [msg("ping", t=1.5), msg("play", seq=3, command={"type": "meditate", "player": 1}),
            msg("hash", seq=8, sha="0" * 64)]
    stream = b"".join(encode(m) for m in msgs)
    rng = random.Random(1)
    for _ in range(20):
        reader, got, k = FrameReader(), [], 0
        while k < len(stream):
            step = rng.randint(1, 7)
            got += [decode(b) for b in reader.feed(stream[k:k + step])]
            k += step
        assert got == msgs and reader.buffered == 0


def test_a_length_over_the_cap_is_fatal_before_the_body_arrives():
    reader = FrameReader()
    with pytest.raises(FrameError) as err:
        reader.feed(struct.pack(">I", MAX_FRAME + 1))
    assert err.value.fatal
    with pytest.raises(FrameError) as err:
        FrameReader().feed(b"\x00\x00\x00\x00")
    assert err.value.fatal
    with pytest.raises(FrameError):
        encode({"blob": b"x" * MAX_FRAME})


@pytest.mark.parametrize("body", [
    b"\xc1",                                   # never used in msgpack
    msgpack.packb([1, 2, 3]),                  # not a map
    msgpack.packb({"a": 1}) + b"\x00",         # extra bytes
    msgpack.packb({"t": msgpack.ExtType(5, b"x")}),
    msgpack.packb({"t": msgpack.Timestamp(1, 0)}),
    msgpack.packb({(1, 2): 3}),                # a list as a map key
    msgpack.packb(eval("{'a': " * 40 + "1" + "}" * 40)),   # nested too deeply
    b"\xdd\xff\xff\xff\xff",                   # claims 4 billion items
])
def test_bad_bodies_are_frame_errors_not_crashes(body):
    with pytest.raises(FrameError) as err:
        decode(body)
    assert not err.value.fatal


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=64))
def test_any_bytes_decode_or_raise_frame_error(data):
    try:
        assert isinstance(decode(data), dict)
    except FrameError:
        pass


values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=6)
                      | st.floats(), lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.text(max_size=6), inner, max_size=3), max_leaves=8)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(REQUESTS)), st.dictionaries(
    st.sampled_from(["seq", "command", "seat", "room", "name", "tokens", "seats", "players",
                     "ready", "id", "accept", "level", "sha", "from", "to", "save", "t"]),
    values, max_size=6))
def test_problem_never_raises_for_any_message(kind, fields):
    out = problem({"schema": 1, "type": kind, **fields})
    assert out is None or isinstance(out, str)


def test_problem_names_what_is_wrong():
    assert problem(msg("play", seq=1, command={"type": "meditate"})) is None
    assert "missing" in problem(msg("play", seq=1))
    assert "whole number" in problem(msg("play", seq=True, command={}))
    assert "unknown message type" in problem(msg("explode"))
    assert "schema 2" in problem({"schema": 2, "type": "ping"})
    assert problem(["not", "a", "map"]) == "a message must be a map"
    assert problem(msg("join", room="ab cd")) is not None
    assert problem(msg("join", room="abc", tokens=["x" * 65])) is not None
    assert problem(msg("create", name="Ann", seats=[{"kind": "wizard"}])) is not None
    assert problem(msg("create", name="Ann", seats=[{"kind": "lan"}, {"kind": "novice"}],
                       players=2)) is None


def test_snapshot_hash_is_stable_and_sees_any_difference():
    a, b = new_game(players=3, seed=4), new_game(players=3, seed=4)
    assert snapshot_hash(a) == snapshot_hash(b)
    snap = a.snapshot()
    shuffled = dict(reversed(list(snap.items())))
    assert snapshot_hash(shuffled) == snapshot_hash(a)
    b.state.influence[0] += 1
    assert snapshot_hash(a) != snapshot_hash(b)
    a.apply(a.legal()[0])
    assert snapshot_hash(a) != snapshot_hash(new_game(players=3, seed=4))
