"""The attacks of the first security review, each against the real relay on 127.0.0.1:
every one is refused cheaply, and a bystander's connection goes on being answered."""

import logging
import struct
import threading
import time

import msgpack
import pytest
from netkit import relay
from test_net_abuse import answers, codes, raw

from luna.net.wire.framing import encode
from luna.net.wire.protocol import msg

LIMITS = dict(max_strikes=5, tick=0.05)


def _started(server, commands: int):
    """A host and a guest on `server` who have played `commands` commands."""
    import random

    from netkit import host_and_guest, play_random
    h, g = host_and_guest(server, seed=3, ping_interval=0.2)
    rng = random.Random(2)
    while len(h.log) < commands:
        play_random(h, rng) or play_random(g, rng) or (h.poll(0.005), g.poll(0.005))
    return h, g


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
        # (as soon as the refusal comes: a fixed second was too short on a loaded machine)
        frames, closed = answers(s, 10.0, until=lambda f: f.get("type") == "error")
        assert codes(frames) == ["bad_frame"], frames
        assert "maps and lists" in frames[-1]["message"]
        for _ in range(6):                       # strikes: the sender is shown the door
            try:
                s.sendall(fat)
            except OSError:                      # (or its bytes: a smaller burst in no room)
                break
        frames, closed = answers(s, 2.0)
        assert closed
        s.close()
    finally:
        server.stop()


def test_frames_of_plain_numbers_are_refused_before_they_cost_the_relay():
    """Second review, N1: the object budget counted only maps and lists, so a ping with
    64,000 one-byte numbers in 16 lists passed it and cost the relay ~33 ms to check. Every
    entry now counts, and the sender gets a bad_frame per frame (then strikes)."""
    server = relay(**LIMITS)
    try:
        flat = frame_of({"schema": 1, "type": "ping", "x": [[1] * 4000 for _ in range(16)]})
        s = raw(server)
        s.sendall(flat)
        frames, _ = answers(s, 10.0, until=lambda f: f.get("type") == "error")
        assert codes(frames) == ["bad_frame"], frames
        assert "values" in frames[-1]["message"]
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
        frames, _ = answers(s, 10.0, until=lambda f: f.get("type") == "error")
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
            try:
                s.sendall(big)
            except OSError:          # closed already (in no room: a smaller burst)
                break
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
            frames, closed = answers(s, 10.0, until=lambda f: f.get("type") == "pong")
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

    from netkit import client, until

    from luna.net.wire.lansave import load_lan
    server = relay()
    try:
        h, g = _started(server, 6)
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
            frames, _ = answers(s, 10.0, until=lambda f: f.get("type") == "error")
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


def test_the_hosts_client_cannot_prove_a_guests_seat_from_the_digests_it_keeps(tmp_path):
    """Finding 5: the proof key was the token's sha256, and the host's client (and its save)
    holds every seat's digest, so the host took a guest's seat. Now a digest is the public
    half of the seat's key pair: it checks proofs and makes none."""
    import hashlib
    import hmac

    from test_net_proofs import _hello

    from luna.net.wire.lansave import load_lan
    from luna.net.wire.protocol import prove
    server = relay()
    try:
        h, g = _started(server, 4)
        _, _, lan = load_lan(h.save(tmp_path / "host.luna"))
        seat_digest = lan["seats"][1]["token_sha256"]
        assert seat_digest and h.mirror.lan["seats"][1]["token_sha256"] == seat_digest
        for forge in (lambda d, ctx: hmac.new(bytes.fromhex(d), ctx, hashlib.sha256).hexdigest(),
                      prove):       # the old proof under the digest, a signature by it
            s = raw(server)
            hello = _hello(s)
            ctx = s.context(h.room, hello["nonce"])
            s.sendall(encode(msg("join", room=h.room, proofs=[forge(seat_digest, ctx)])))
            frames, _ = answers(s, 0.5)
            assert not [f for f in frames if f.get("type") == "joined"], frames
            assert {"bad_token", "bad_message"} & set(codes(frames))
            s.close()
        g.poll(0.2)
        assert g.seats == {1} and not [e for e in g.errors if e.get("code") == "replaced"]
        h.close(), g.close()
    finally:
        server.stop()


@pytest.mark.parametrize("ask", ["resend", "hash"])
def test_whole_log_floods_cost_the_sender_and_are_cut_off(ask):
    """Finding 6: `resend {from: 1}` and a `hash` that differs were free, and each made the
    relay pack and send the whole log (and write a log line for every differing hash)."""

    from test_net_proofs import _hello
    server = relay(max_strikes=5, heavy_burst=4.0)    # (few whole logs packed before the
    try:                                              # limit: a busy machine's relay
        h, g = _started(server, 9)                    # answers within the wait)
        s = raw(server)
        _hello(s)
        s.sendall(encode(msg("watch", room=h.room)))
        answers(s, 0.5)
        request = msg("resend", **{"from": 1}) if ask == "resend" else \
            msg("hash", seq=8, sha="0" * 64)
        for _ in range(40):
            try:
                s.sendall(encode(request))
            except OSError:
                break
        frames, closed = answers(s, 10.0)       # (till the relay closes: a busy machine's
        sent_again = [f for f in frames if f.get("type") in ("log", "game")]   # relay took
        assert "rate_limited" in codes(frames)     # over 2 s to pack 40 answers once)
        assert len(sent_again) < 30 and closed       # 40 asked: 40 logs (80 for hash)
        s.close()
        h.close(), g.close()
    finally:
        server.stop()


def _finished_snapshot():
    from luna.ai import RandomPlayer
    from luna.engine import new_game
    g = new_game(players=2, seed=4)
    r = RandomPlayer(3)
    for _ in range(2000):
        if g.is_over:
            break
        g.apply(r.choose(g))
    assert g.is_over
    return g.snapshot()


def test_a_crafted_final_breakdown_and_a_header_at_odds_with_its_snapshot_are_refused(caplog):
    """Finding 9: a finished start snapshot whose breakdown lacks 'shrines' crashed
    --replay and the results screen; a header of 2 players with a 4-player snapshot
    put an IndexError traceback in the relay's log."""
    import copy

    from test_net_hostile import lan_doc

    from luna.engine import from_snapshot
    from luna.engine.snapshot_check import SnapshotError, check_snapshot
    from luna.saves import SaveError, check_doc
    snap = _finished_snapshot()
    bad = copy.deepcopy(snap)
    bad["final"]["breakdown"] = [{"x": 1}, {"x": 2}]
    with pytest.raises(SnapshotError, match="breakdown"):
        check_snapshot(bad)
    check_snapshot(snap)
    doc = lan_doc(players=4, start_damage=lambda s: None)
    doc["header"]["players"] = 2
    with pytest.raises(SaveError, match="start"):
        check_doc(doc)
    header = dict(from_snapshot(snap).header, names=["A", "Other"])
    with pytest.raises(SaveError, match="names"):
        check_doc({"schema": 1, "header": header, "log": []})
    server = relay()
    try:
        s = raw(server)
        with caplog.at_level(logging.WARNING):
            s.sendall(encode(msg("create", name="M", save=doc)))
            frames, _ = answers(s, 10.0, until=lambda f: f.get("type") == "error")
        assert "bad_message" in codes(frames)
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
        s.close()
    finally:
        server.stop()


def test_a_fake_relay_flooding_the_client_cannot_freeze_a_frame_or_fill_memory():
    """Finding 8: one poll() folded everything that had arrived (20,000 frames: 6.8 s), and
    the inbox grew without bound (300,000 frames: 26 -> 461 MB)."""
    from fakerelay import FakeRelay
    from netkit import LOCAL

    from luna.net import NetClient
    from luna.net.client.link import INBOX_LIMIT, POLL_LIMIT
    flood = [msg("pong", t=k) for k in range(INBOX_LIMIT + 2000)]
    fake = FakeRelay(lambda m: flood if m.get("type") == "rooms" else [])
    c = NetClient(reconnect=False)
    try:
        c.connect(LOCAL, fake.port)
        c.rooms()
        end = time.monotonic() + 5           # the window is busy: nothing is read meanwhile
        while time.monotonic() < end and c.connected:
            time.sleep(0.05)
        assert not c.connected               # dropped when the unread reached the limit
        assert c._inbox.qsize() <= INBOX_LIMIT + 2
        batch = c.poll()
        assert 0 < len(batch) <= POLL_LIMIT
    finally:
        c.close()
        fake.close()


def test_a_field_sent_as_nil_is_not_given_and_breaks_no_client(caplog):
    """A fake relay's `log` with "total": nil passed the checks (nil is "not given") and
    then `too_long` compared nil with a number: the client's connection died in its
    network thread. A nil field is left out at the boundary, as if never sent."""
    from fakerelay import FakeRelay
    from netkit import LOCAL, until

    from luna.net import NetClient
    told = [msg("log", start=1, commands=[], total=None, reasons=None),
            msg("pong", t=None), msg("pong", t=7)]      # (a pong's nil: "no time")
    fake = FakeRelay(lambda m: told if m.get("type") == "rooms" else [])
    c = NetClient(reconnect=False)
    seen: list[dict] = []
    try:
        with caplog.at_level(logging.ERROR):
            c.connect(LOCAL, fake.port)
            c.rooms()
            until(lambda: seen.extend(c.poll(0.01)) or
                  any(m.get("t") == 7 for m in seen), timeout=5, what="the last pong")
        assert c.connected
        assert [m["type"] for m in seen] == ["log", "pong", "pong"], seen
        assert "total" not in seen[0] and "reasons" not in seen[0]
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    finally:
        c.close()
        fake.close()


def test_a_command_or_log_numbered_0_is_unreadable_and_takes_back_no_move(tmp_path):
    """Commands are numbered from 1, but the checks let a relay's `command` say seq 0
    (and a `log` start at 0): the client read command 0 as its last one, cut that move
    off and played the relay's instead, in a replay no bound counted. Both are
    unreadable now, and the game stays as it was."""
    import random

    from fakerelay import FakeRelay
    from netkit import LOCAL, until

    from luna.engine import new_game, replay
    from luna.net import NetClient
    from luna.net.wire.lansave import save_lan
    from luna.net.wire.protocol import digest
    game, rng = new_game(2, seed=3), random.Random(1)
    while len(game.log) < 5 or len(replay(game.header, game.log[:-1]).legal()) < 2:
        game.apply(rng.choice(game.legal()))
    other = next(c for c in replay(game.header, game.log[:-1]).legal() if c != game.log[-1])
    path = save_lan(game, {"room": "r1", "host_sha256": digest("h")}, tmp_path / "lan.luna",
                    {"host_token": "h"})
    told = [msg("command", seq=0, command=other),
            msg("log", start=0, commands=[other], total=len(game.log)), msg("pong", t=7)]
    fake = FakeRelay(lambda m: [], greeting=told)
    c = NetClient(reconnect=False)
    seen: list[dict] = []
    try:
        c.resume(path)
        c.connect(LOCAL, fake.port)
        until(lambda: seen.extend(c.poll(0.01)) or
              any(m.get("t") == 7 for m in seen), timeout=5, what="the pong")
        assert [m["type"] for m in seen] == ["unreadable", "unreadable", "pong"], seen
        assert c.log == game.log
    finally:
        c.close()
        fake.close()


def test_an_error_in_the_clear_names_no_request_of_ours(tmp_path):
    """An error frame in the clear (the relay's door: full, rate_limited) is taken
    until the first sealed frame, and anyone on the way may write one: `not_host` for
    our `create {save}` made the host's window never reopen its table by itself again,
    and one for our `play` dropped our move. It now names no request of ours."""
    from fakerelay import FakeRelay
    from netkit import LOCAL, until

    from luna.engine import new_game
    from luna.net import NetClient
    from luna.net.wire.lansave import save_lan
    from luna.net.wire.protocol import digest

    class Injected(FakeRelay):
        def send(self, conn, replies, channel=None):
            if channel is not None and not getattr(self, "injected", False):
                self.injected = True          # before the first sealed frame
                conn.sendall(encode(msg("error", code="not_host", message="No",
                                        ref="create")))
            super().send(conn, replies, channel)
    path = save_lan(new_game(2, seed=3), {"room": "r1", "host_sha256": digest("h")},
                    tmp_path / "lan.luna", {"host_token": "h"})
    fake = Injected(lambda m: [], greeting=[msg("pong", t=7)])
    c = NetClient(reconnect=False)
    seen: list[dict] = []
    try:
        c.connect(LOCAL, fake.port)
        assert c.restore("Hana", path)
        until(lambda: seen.extend(c.poll(0.01)) or
              any(m.get("t") == 7 for m in seen), timeout=5, what="the pong")
        errors = [m for m in seen if m["type"] == "error"]
        assert errors and errors[0]["code"] == "not_host" and "ref" not in errors[0]
        assert c.restore_refused is None
    finally:
        c.close()
        fake.close()


def test_a_discovery_flood_from_one_machine_starves_no_search_and_no_log(caplog):
    """Finding 11: the 50 answers a second were shared by all, so a 150 queries/s flood
    left a real search 3 chances in 8; every junk datagram wrote a log line. The flood
    comes from 127.0.0.2 (another machine, as far as the relay can tell)."""
    import socket

    from luna.net import RelayServer, discover
    from luna.net.wire.discovery import padded_query
    server = RelayServer("127.0.0.1", 0, discovery_port=0)
    server.start_in_thread()
    flood = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        try:
            flood.bind(("127.0.0.2", 0))
        except OSError:
            pytest.skip("this system has no 127.0.0.2")
        target = ("127.0.0.1", server.discovery_port)
        stop = time.monotonic() + 4

        def flooding() -> None:             # 150 queries and 150 junk datagrams a second
            k = 0
            while time.monotonic() < stop and k < 1000:
                for _ in range(15):
                    flood.sendto(padded_query(f"f{k:015d}"), target)
                    flood.sendto(b"\xc1 junk", target)
                    k += 1
                time.sleep(0.1)
        found = 0
        with caplog.at_level(logging.WARNING, logger="luna.net.discovery"):
            th = threading.Thread(target=flooding, daemon=True)
            th.start()
            time.sleep(0.3)
            for _ in range(6):
                found += len(discover(target="127.0.0.1", port=server.discovery_port,
                                      timeout=0.4))
            th.join(5)
        assert found == 6
        assert len([r for r in caplog.records if "discovery" in r.getMessage()]) < 20
    finally:
        flood.close()
        server.stop()


def test_computers_do_not_think_at_a_table_nobody_plays_at():
    """Finding 7: tables of computers, started and left, burned the relay's workers for an
    hour. Now computers wait while no person is connected, and go on when one is back."""
    from netkit import client, relay_log, until
    server = relay()
    try:
        h = client(server, ping_interval=0.2)
        h.create("Hana", players=2, seats=[{"kind": "random"}, {"kind": "random"}], seed=5)
        until(lambda: h.room is not None and h.view is not None, [h])
        h.start()
        until(lambda: h.game is not None and len(h.log) >= 2, [h])
        rid = h.room
        h.kill()
        until(lambda: server.call(lambda: not server.relay.rooms[rid].members), timeout=5)
        left_at = len(relay_log(server, rid))
        assert left_at < 60                     # the game was far from over
        time.sleep(1.0)
        assert len(relay_log(server, rid)) <= left_at + 1      # a move already thought
        w = client(server, ping_interval=0.2)                   # a spectator: still idle
        w.watch(rid)
        until(lambda: w.game is not None, [w])
        time.sleep(0.5)
        assert len(relay_log(server, rid)) <= left_at + 1
        w.close()
    finally:
        server.stop()


def test_a_finished_game_nobody_looks_at_gives_its_place_back_soon():
    """Finding 7: finished rooms with nobody connected counted against max_rooms for an
    hour, so a few addresses could lock new hosts out. Now they close like empty lobbies."""
    from netkit import client, until
    server = relay(empty_room_ttl=60.0, room_ttl=3600.0)
    try:
        h = client(server, ping_interval=0.2)
        h.create("Hana", players=2, seats=[{"kind": "random"}, {"kind": "random"}], seed=5)
        until(lambda: h.room is not None and h.view is not None, [h])
        h.start()
        until(lambda: h.game is not None and h.game.is_over, [h], timeout=20)
        rid = h.room
        h.close()
        until(lambda: server.call(lambda: not server.relay.rooms[rid].members), timeout=5)
        later = time.monotonic() + 61
        assert server.call(lambda: (server.relay.watch_once(later), rid in server.relay.rooms)[1]) \
            is False
    finally:
        server.stop()
