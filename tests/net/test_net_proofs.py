"""Issue 9, point 5: seat tokens never travel in the clear. A client proves it holds a token
with an HMAC of the relay's nonce, bound to the relay's game id and address; a fake table
learns nothing it can use, and a replayed or relayed proof fails."""

import random

from fakerelay import FakeRelay
from netkit import LOCAL, client, host_and_guest, play_random, relay, until
from test_net_abuse import answers, codes, raw

from luna.net import NetClient
from luna.net.wire.framing import FrameReader, decode, encode
from luna.net.wire.protocol import digest, msg, proof_context, prove

FAST = {"ping_interval": 0.2}


def _two_seat_game(server):
    h, g = host_and_guest(server, seed=3, **FAST)
    rng = random.Random(2)
    while len(h.log) < 6:
        play_random(h, rng) or play_random(g, rng) or (h.poll(0.005), g.poll(0.005))
    return h, g


def _hello(sock):
    reader, end = FrameReader(), 50
    while end:
        end -= 1
        for body in reader.feed(sock.recv(65536)):
            m = decode(body)
            if m["type"] == "hello":
                return m
    raise AssertionError("no hello")


def test_a_fake_table_with_our_room_id_learns_no_token_and_cannot_use_what_it_gets(tmp_path):
    server = relay()
    try:
        h, g = _two_seat_game(server)
        path = g.save(tmp_path / "mine.luna")
        token = g.tokens[1]
        g.kill()
        real = {}

        def greeting():       # a live man in the middle: the real relay's own nonce
            real["sock"] = raw(server)
            return [encode(_hello(real["sock"]))]

        def script(m):
            if m.get("type") == "join":
                real["sock"].sendall(encode(m))          # and our proof, passed on at once
                real["answer"] = answers(real["sock"], 1.0)[0]
            return []
        fake = FakeRelay(script, greeting)
        victim = NetClient(reconnect=False)
        try:
            victim.resume(path)
            victim.connect(LOCAL, fake.port)
            assert victim.rejoin()
            until(lambda: "answer" in real, [victim], timeout=5)
            sent = repr(fake.received)
            assert fake.received and fake.received[0]["type"] == "join"
            assert token not in sent and digest(token) not in sent
            assert "tokens" not in fake.received[0]
            assert codes(real["answer"]) == ["bad_token"], real["answer"]
            # the seat is still the victim's: its proof on the real relay works
            back = NetClient(**FAST)
            back.resume(path)
            back.connect(LOCAL, server.port)
            back.rejoin()
            until(lambda: back.seats == {1}, [back], timeout=5)
            back.close()
        finally:
            victim.close()
            fake.close()
        h.close()
    finally:
        server.stop()


def test_a_replayed_proof_fails_and_tokens_in_the_clear_are_refused():
    server = relay()
    try:
        h, g = _two_seat_game(server)
        token, rid = g.tokens[1], h.room
        s1 = raw(server)
        hello = _hello(s1)
        mac = prove(token, s1.context(rid, hello["nonce"]))
        join = encode(msg("join", room=rid, proofs=[mac]))
        s1.sendall(join)
        frames, _ = answers(s1, 0.5)
        assert any(f["type"] == "joined" and f["seats"] == [1] for f in frames)
        s1.sendall(join)                                  # the same proof again: spent
        assert "bad_token" in codes(answers(s1, 0.5)[0])
        s2 = raw(server)                                  # on another connection
        s2.sendall(join)
        assert "bad_token" in codes(answers(s2, 0.5)[0])
        for clear in (msg("join", room=rid, tokens=[token]),
                      msg("create", name="E", save={}, host_token=token)):
            s3 = raw(server)
            s3.sendall(encode(clear))
            frames, _ = answers(s3, 0.5)
            assert "bad_message" in codes(frames)
            assert not any(f.get("type") == "joined" for f in frames)
            s3.close()
        s4 = raw(server)    # a proof for another relay's key or channel fails; the honest one works
        frames = [_hello(s4)]
        key, session = s4.channel.relay_key, s4.channel.session
        for relay_key, channel in (("e" * 64, session), (key, s1.channel.session),
                                   (key, session)):
            nonce = [f for f in frames if f["type"] == "hello"][-1]["nonce"]   # unspent
            mac = prove(token, proof_context(relay_key, channel, rid, nonce))
            s4.sendall(encode(msg("join", room=rid, proofs=[mac])))
            frames = answers(s4, 0.5)[0]
            ok = any(f["type"] == "joined" for f in frames)
            assert ok == (relay_key == key and channel == session), frames
        h.close(), g.close()
    finally:
        server.stop()


def test_only_the_host_is_sent_the_digests_that_key_the_proofs():
    server = relay()
    try:
        h, g = _two_seat_game(server)
        spy = client(server)
        spy.watch(h.room)
        until(lambda: spy.mirror.lan is not None, [spy])
        full = h.mirror.lan
        assert full["host_sha256"] and all(s["token_sha256"] for s in full["seats"])
        assert spy.mirror.lan["host_sha256"] is None
        assert [s["token_sha256"] for s in spy.mirror.lan["seats"]] == [None, None]
        assert g.mirror.lan["host_sha256"] is None
        assert g.mirror.lan["seats"][0]["token_sha256"] is None
        assert g.mirror.lan["seats"][1]["token_sha256"] == digest(g.tokens[1])
        h.close(), g.close(), spy.close()
    finally:
        server.stop()


def test_a_small_order_key_planted_in_a_save_proves_nothing():
    """Second review, N3: the verifier accepts, for a public key of small order (the
    identity point, say), the signature R = identity, S = 0 on many messages, so a crafted
    save planting such a 'digest' would open that seat to anyone. proof_ok refuses them."""
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    from luna.net.wire.protocol import _WEAK_KEYS, proof_ok, weak_key

    forged = "01" + "00" * 63
    for key in _WEAK_KEYS:
        raw_accepts = 0
        for i in range(64):
            context = b"relay|nonce-%d|room" % i
            try:
                Ed25519PublicKey.from_public_bytes(key).verify(bytes.fromhex(forged), context)
                raw_accepts += 1
            except InvalidSignature:
                pass
            assert not proof_ok(key.hex(), context, forged)
        assert raw_accepts, f"{key.hex()} is not of small order"   # the danger is real
    non_canonical = (2**255 - 19 + 1).to_bytes(32, "little")       # y = p + 1 spells 1
    assert weak_key(non_canonical)
