"""Every kind of bad input, sent while a game runs: each gets an error frame or a closed
connection and a log line, and the game still finishes the same for everyone."""

import logging
import random
import socket
import struct
import time

import msgpack
import pytest
from netkit import LOCAL, Sealed, client, relay, relay_log, until

from luna.net.client.bot_client import BotClient
from luna.net.wire.framing import MAX_FRAME, FrameReader, decode, encode
from luna.net.wire.protocol import msg
from luna.net.wire.secure import TAG

LIMITS = dict(max_connections=10, spare_connections=2, knocking=2, connections_per_address=24,
              handshake_timeout=0.5, idle_timeout=1.0, max_strikes=5,
              rate=100.0, burst=100.0, max_write_buffer=8 * 1024, socket_sndbuf=4096,
              tick=0.05)
FAST = {"ping_interval": 0.2}


def raw(server, rcvbuf=None, clear=False):
    """A socket to the relay, its channel set up (`clear`: not, for the clear stage)."""
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    s.settimeout(2.0)
    s.connect((LOCAL, server.port))
    return s if clear else Sealed(s)


def answers(sock, wait=1.0, until=None):
    """The frames that arrive within `wait` seconds, and whether the relay closed; with
    `until`, as soon as a frame satisfies it (the rest of the wait is not needed)."""
    reader, out, end = FrameReader(), [], time.monotonic() + wait
    while time.monotonic() < end:
        if until is not None and any(until(f) for f in out):
            break
        sock.settimeout(max(0.01, end - time.monotonic()))
        try:
            data = sock.recv(65536)
        except TimeoutError:
            break
        except ConnectionError:
            return out, True
        if not data:
            return out, True
        out += [decode(b) for b in reader.feed(data)]
    return out, False


def codes(frames):
    return [f.get("code") for f in frames if f.get("type") == "error"]


@pytest.fixture
def game():
    server = relay(**LIMITS)
    rogue = client(server, **FAST)
    rogue.create("Rogue", players=4, seats=[{"kind": "local"}, {"kind": "local"},
                                            {"kind": "lan"}, {"kind": "random"}], seed=11)
    until(lambda: rogue.room is not None and rogue.view is not None, [rogue])
    bot = BotClient(LOCAL, server.port, "Bot", seed=4, room=rogue.room, deadline=40,
                    **FAST).start()
    until(lambda: rogue.view["seats"][2]["ready"], [rogue], what="the bot to be ready")
    rogue.start()
    until(lambda: rogue.game is not None, [rogue])
    yield server, rogue, bot
    bot.stop()
    rogue.close()
    server.stop()


def _attacks(server, room):
    """Each attack from its own socket: (name, run) where run returns nothing or fails."""
    def garbage():
        s = raw(server)
        s.sendall(b"GET / HTTP/1.1\r\nHost: luna\r\n\r\n")
        frames, closed = answers(s)
        assert codes(frames) == ["too_large", "bad_frame"] and closed

    def oversize():
        s = raw(server)
        s.sendall(struct.pack(">I", MAX_FRAME + TAG + 1) + b"x" * 1000)   # sealed: + TAG
        frames, closed = answers(s)
        assert "too_large" in codes(frames) and closed

    def bad_bodies_then_strikes():
        s = raw(server)
        s.sendall(struct.pack(">I", 1) + b"\xc1")
        s.sendall(encode(msg("ping", t=1)))
        frames, closed = answers(s, 0.3)
        assert codes(frames) == ["bad_frame"] and frames[-1]["type"] == "pong" and not closed
        for bad in (msg("play", seq="x", command={}), msg("explode"),
                    {"schema": 2, "type": "ping"}, msg("join", room="no room!"),
                    msg("start"), msg("configure", players=9)):
            s.sendall(encode(bad))
        frames, closed = answers(s)
        assert {"bad_message", "unknown_type"} <= set(codes(frames)) and closed

    def wrong_token():
        s = raw(server)
        s.sendall(encode(msg("join", room=room, proofs=["a" * 128])))
        frames, closed = answers(s, 0.3)
        assert codes(frames) == ["bad_token"] and not closed

    def silent():
        s = raw(server)
        frames, closed = answers(s, 2.0)
        assert codes(frames) == ["timeout"] and closed

    def silent_spectator():
        s = raw(server)
        s.sendall(encode(msg("watch", room=room)))
        frames, closed = answers(s, 3.0)
        assert any(f["type"] == "game" for f in frames)
        assert codes(frames)[-1:] == ["timeout"] and closed

    def message_flood():
        s = raw(server)
        s.sendall(encode(msg("watch", room=room)) + encode(msg("ping")) * 400)
        frames, closed = answers(s)
        assert "rate_limited" in codes(frames) and closed

    def connection_flood():
        socks = [raw(server) for _ in range(14)]
        full = 0
        for s in socks:
            frames, closed = answers(s, 0.05)
            full += codes(frames) == ["full"] and closed
        for s in socks:
            s.close()
        assert full >= 4

    def slow_reader():
        s = raw(server, rcvbuf=1024)
        s.sendall(encode(msg("watch", room=room)))
        for _ in range(90):
            try:
                s.sendall(encode(msg("resync")))
            except OSError:
                break
            time.sleep(0.002)
        s.close()

    return [garbage, oversize, bad_bodies_then_strikes, wrong_token, silent,
            silent_spectator, message_flood, connection_flood, slow_reader]


def test_bad_input_while_a_game_runs(game, caplog):
    caplog.set_level(logging.INFO, logger="luna.net.relay")
    server, rogue, bot = game
    rng = random.Random(7)
    attacks = _attacks(server, rogue.room)
    cheats = ["out_of_turn", "stale", "illegal", "not_my_seat"]
    seen = set()
    deadline = time.monotonic() + 40
    while not (rogue.game.is_over and len(rogue.log) == rogue.mirror.total):
        assert time.monotonic() < deadline, "the game did not finish"
        rogue.poll(timeout=0.01)
        if not rogue.my_turn or rogue.mirror.total > len(rogue.log) or rogue.undo_request:
            continue
        g = rogue.game
        me, n = g.to_move, len(g.log)
        if attacks:
            attacks.pop(0)()
        elif cheats:
            cheat = cheats.pop(0)
            other = 1 - me
            cmd = rng.choice(g.legal())
            bad = {"out_of_turn": msg("play", seq=n + 1, command={**cmd, "player": other}),
                   "stale": msg("play", seq=n, command=cmd),
                   "illegal": msg("play", seq=n + 1, command={"type": "place_shrine",
                                                             "player": me, "island": 0}),
                   "not_my_seat": msg("play", seq=n + 1, command={**cmd, "player": 2})}[cheat]
            errors = rogue.error_count
            rogue.send(bad)
            until(lambda errors=errors: rogue.error_count > errors, [rogue], what=cheat)
            seen.add(rogue.errors[-1]["code"])
            assert len(rogue.log) == n
        n, errors = len(rogue.log), rogue.error_count
        rogue.play(rng.choice(g.legal()))
        until(lambda n=n, errors=errors: len(rogue.log) > n or rogue.error_count > errors,
              [rogue], what="our move")
    assert not attacks and not cheats
    assert seen == {"not_your_turn", "stale", "illegal", "not_your_seat"}
    assert bot.join(10), bot.client.errors
    final = relay_log(server, rogue.room)
    assert rogue.log == bot.client.log == final and rogue.game.is_over
    assert rogue.game.snapshot() == bot.client.game.snapshot()
    text = caplog.text
    for line in ("over the 65552-byte cap", "not msgpack", "unknown message type",
                 "proof matches no", "joined no room", "silent for",
                 "More than 100 messages", "connections already", "too slow",
                 "Expected command number", "closed after"):
        assert line in text, f"no log line for {line!r}"


def test_the_relay_refuses_rooms_beyond_its_cap_and_clients_of_another_schema():
    server = relay(max_rooms=1)
    try:
        a, b = client(server), client(server)
        a.create("A", players=2)
        until(lambda: a.room is not None, [a])
        b.create("B", players=2)
        until(lambda: b.errors, [b])
        assert b.errors[-1]["code"] == "full"
        b.send({"schema": 99, "type": "ping"})
        until(lambda: len(b.errors) == 2, [b])
        assert "schema 99" in b.errors[-1]["message"]
        b.send({"type": "ping", "schema": 1, "t": msgpack.packb(1)})   # bytes for a number
        until(lambda: len(b.errors) == 3, [b])
        a.close(), b.close()
    finally:
        server.stop()


def test_the_relay_never_tells_a_peer_the_text_of_an_exception():
    """Issue 52: what failed inside the relay (msgpack's own words about bytes it could
    not read, a share that makes no channel) is logged; the peer gets fixed words for the
    error's code, the same whatever it sent."""
    server = relay()
    try:
        said = []
        for body in (b"\xc1", b"\x81\xa1a\xc1", b"\xdf\xff\xff\xff\xff"):
            s = raw(server, clear=True)
            answers(s, 0.3)                                  # (the relay's identity)
            s.sendall(struct.pack(">I", len(body)) + body)
            frames, _ = answers(s, 0.5, until=lambda f: f.get("type") == "error")
            said += [(f["code"], f["message"]) for f in frames if f.get("type") == "error"]
            s.close()
        s = raw(server, clear=True)
        answers(s, 0.3)
        s.sendall(encode(msg("key", share="00" * 32)))      # a share of small order
        frames, _ = answers(s, 0.5, until=lambda f: f.get("type") == "error")
        said += [(f["code"], f["message"]) for f in frames if f.get("type") == "error"]
        s.close()
        assert {code for code, _ in said} == {"bad_frame", "bad_message"}, said
        words = {code: {m for c, m in said if c == code} for code, _ in said}
        assert all(len(w) == 1 for w in words.values()), words      # one text a code
        assert not any(w in m for w in ("exceeds", "max_map_len", "Unpack", "secret")
                       for _, m in said), said
    finally:
        server.stop()


def test_slow_readers_together_hold_no_more_than_the_relays_backlog():
    """Each connection could hold 1 MiB of output it did not read, and nothing bounded
    them together: connections that watch a table and ask for its whole game again, and
    never read, made the relay hold 1 MiB for each (a relay of thousands of connections:
    gigabytes). Beyond `max_backlog` in all, the largest backlogs are closed; the
    players, who read, play on."""
    from netkit import play_random, played
    budget = 96 * 1024
    server = relay(max_write_buffer=1 << 20, max_backlog=budget, socket_sndbuf=4096,
                   heavy_rate=500.0, heavy_burst=500.0, tick=0.05)
    slow = []
    try:
        h, g = played(server, 30, seed=4, ping_interval=0.2)
        for _ in range(3):
            s = raw(server, rcvbuf=1024)
            s.sendall(encode(msg("watch", room=h.room)))
            slow.append(s)
        for _ in range(40):
            for s in slow:
                s.sendall(encode(msg("resync")))
        held = lambda: server.call(lambda: sum(                      # noqa: E731
            c.transport.get_write_buffer_size() for c in server.relay.conns
            if c.transport is not None and not c.closing))
        until(lambda: server.call(lambda: len(server.relay.conns)) <= 3, [h, g],
              what="the largest backlogs closed")
        assert held() <= budget
        n = len(h.log)
        until(lambda: play_random(h, random.Random(1)) or play_random(g, random.Random(1)),
              [h, g], what="a move")
        until(lambda: len(h.log) == len(g.log) > n, [h, g], what="the move everywhere")
        h.close(), g.close()
    finally:
        for s in slow:
            s.close()
        server.stop()
