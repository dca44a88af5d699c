"""Issue 23 §1-§2 on the real relay: a table its host closes and reopens, rejoining through
any route (a port forward, a host name), a relay's key pinned, a man in the middle that
can neither sign the relay's share nor slip in a frame, and a relay restarted empty whose
rooms nobody can take over."""

import asyncio
import random
import socket
import time

from fakerelay import FakeRelay
from netkit import (
    LOCAL,
    Forwarder,
    client,
    host_and_guest,
    play_random,
    relay,
    relay_log,
    the_room,
    until,
)
from test_net_abuse import answers, codes, raw
from test_net_hostile import HOST_TOKEN, lan_doc
from test_net_proofs import _hello

from luna.net import NetClient, RelayServer
from luna.net.client.pins import Pins
from luna.net.wire.framing import encode
from luna.net.wire.protocol import digest, msg, prove, room_id_for
from luna.net.wire.secure import Identity, fingerprint
from luna.saves import read_save

FAST = {"ping_interval": 0.2}


def _play(h, g, n):
    rng, end = random.Random(n), time.monotonic() + 60     # (a loaded machine's pace)
    while len(h.log) < n:
        assert time.monotonic() < end, "the game did not go on"
        play_random(h, rng) or play_random(g, rng) or (h.poll(0.005), g.poll(0.005))


def _forwarded_table():
    """A relay, a port forward to it, and a host's 2-seat table (seat 1 free)."""
    server = relay()
    h = client(server, **FAST)
    h.create("Hana", players=2, seats=[{"kind": "local"}, {"kind": "lan"}], seed=3)
    until(lambda: h.view is not None, [h])
    return server, Forwarder(server.port), h


def test_the_host_closes_the_table_the_guest_is_told_and_comes_back_by_itself(tmp_path):
    """§1: the guest is told at once, waits (its attempts visible) and is back at the game
    by itself when the host reopens it, here on a relay that stayed up."""
    server = relay()
    try:
        h, g = host_and_guest(server, **FAST)
        _play(h, g, 4)
        path = h.save(tmp_path / "host.luna")
        t0 = time.monotonic()
        h.close_table()
        until(lambda: g.table_closed, [g], timeout=5, what="the guest to be told")
        assert time.monotonic() - t0 < 5
        assert server.call(lambda: not server.relay.rooms)
        until(lambda: g.retrying is not None, [g], timeout=5, what="the guest to retry")
        h.close()
        back = client(server, **FAST)
        assert back.restore("Hana", path)
        until(lambda: g.seats == {1} and not g.table_closed, [g, back], timeout=15,
              what="the guest to be back")
        assert g.retrying is None and g.log == back.log
        _play(back, g, 8)
        back.close(), g.close()
    finally:
        server.stop()


def test_a_host_window_that_stops_its_relay_and_starts_it_again_finds_its_guests(tmp_path):
    """§1: the host's own relay stops (the table is closed for its guests) and starts again
    from the host's save on the same port with the same key: the guest rejoins by itself;
    a guest that cancels stops trying."""
    key = tmp_path / "relay-key"
    server = RelayServer(LOCAL, 0, identity=key)
    port = server.start_in_thread()
    h, g = host_and_guest(server, **FAST)
    other = client(server, **FAST)            # a second guest's window, which gives up
    other.watch(h.room)
    _play(h, g, 4)
    path = h.save(tmp_path / "host.luna")
    h.close()
    server.stop(reason="host")
    until(lambda: g.table_closed and other.table_closed, [g, other], timeout=5)
    other.stop_retrying()
    again = RelayServer(LOCAL, port, identity=key, load=path)
    again.start_in_thread()
    try:
        host = NetClient(**FAST)
        host.connect(LOCAL, port)
        host.resume(path)
        host.rejoin()
        until(lambda: g.seats == {1} and g.connected, [g, host], timeout=15,
              what="the guest to be back")
        assert not other.connected and other.retrying is None
        _play(host, g, 8)
        host.close(), g.close(), other.close()
    finally:
        again.stop()


def test_rejoin_works_through_a_port_forward_and_a_host_name():
    """§2: a proof is bound to the relay's key and channel, not the address dialled."""
    server, fwd, h = _forwarded_table()
    try:
        g = NetClient(**FAST)
        g.connect(LOCAL, fwd.port, "Gus", room=h.room)          # through the forward
        until(lambda: g.seats == {1}, [g])
        g.ready(1)
        until(lambda: h.view["seats"][1]["ready"], [h, g])
        h.start()
        until(lambda: g.game is not None, [h, g])
        _play(h, g, 4)
        tokens = dict(g.tokens)
        g.kill()
        back = NetClient(**FAST)
        back.tokens = tokens
        back.room = h.room
        back.connect("localhost", server.port)                   # by name, another route
        back.rejoin()
        until(lambda: back.seats == {1}, [back, h], timeout=5)
        assert back.fingerprint == h.fingerprint
        _play(h, back, 8)
        h.close(), back.close()
    finally:
        fwd.close()
        server.stop()


def test_a_forwarder_in_the_middle_cannot_slip_in_a_frame_of_its_own():
    """§2: the man in the middle that passes the real relay's identity on is a mere pipe:
    a frame it writes does not open under the channel's key and the relay ends that
    connection; the seat is never played by it."""
    server, fwd, h = _forwarded_table()
    try:
        g = NetClient(**FAST, reconnect=False)
        g.connect(LOCAL, fwd.port, "Gus", room=h.room)
        until(lambda: g.seats == {1}, [g])
        fwd.inject(encode(msg("ready", seat=1, ready=True)))       # its own, in the clear
        until(lambda: not g.connected, [g, h], timeout=5, what="the relay to end it")
        h.poll(0.2)
        assert not h.view["seats"][1]["ready"]
        h.close(), g.close()
    finally:
        fwd.close()
        server.stop()


def test_a_relay_with_another_key_at_a_pinned_address_is_refused_until_trusted(tmp_path):
    """§2: pinned on first contact; a changed key is refused (no proof, no name sent) and
    reported with both fingerprints; the player may trust the new key."""
    pins = Pins(tmp_path / "known.json")
    fake = FakeRelay(lambda m: [])
    first = NetClient(pins=pins, reconnect=False)
    first.connect(LOCAL, fake.port)
    until(lambda: first.relay_key is not None, [first], timeout=5)
    first.close()
    assert Pins(tmp_path / "known.json").known == {f"{LOCAL}:{fake.port}": first.relay_key}
    fake.identity = Identity.fresh()                        # the address, another machine
    c = NetClient(pins=pins)
    c.connect(LOCAL, fake.port, "Gus", room="r")
    seen = []
    until(lambda: any(m["type"] == "key_changed" for m in seen) or seen.extend(c.poll()),
          timeout=5)
    (warn,) = [m for m in seen if m["type"] == "key_changed"]
    assert warn["pinned"] == fingerprint(first.relay_key) != warn["shown"]
    time.sleep(0.3)
    assert not fake.received and not c.connected and not c.reconnect
    c.trust_new_key(warn["address"])
    c.close()
    again = NetClient(pins=pins, reconnect=False)
    again.connect(LOCAL, fake.port)
    until(lambda: again.relay_key == fake.identity.public, [again], timeout=5)
    again.close()
    fake.close()


def test_an_identity_not_signed_by_its_key_gets_no_answer():
    """A fake that puts the real relay's key beside a share of its own cannot sign it."""
    real = Identity.fresh()

    fake = FakeRelay(lambda m: [], offer=lambda offer: dict(offer, key=real.public))
    c = NetClient(reconnect=False)
    c.connect(LOCAL, fake.port, "Gus", room="r")
    seen = []
    until(lambda: any(m["type"] == "unreadable" for m in seen) or seen.extend(c.poll()),
          timeout=5)
    time.sleep(0.2)
    assert not fake.received and c.relay_key is None
    c.close()
    fake.close()


def test_a_relay_restarted_empty_cannot_be_taken_over_by_whoever_is_first(tmp_path):
    """§2: the room id is derived from its host's key. A forged save naming the room (its
    own keys, its own proof) sent the moment the relay is back is refused, and the real
    host reopens the room afterwards."""
    server = relay()
    try:
        h, g = host_and_guest(server, **FAST)
        _play(h, g, 4)
        rid = h.room
        assert rid == room_id_for(h.mirror.lan["host_sha256"])
        path = h.save(tmp_path / "host.luna")
        h.close(), g.close()
    finally:
        server.stop()
    empty = relay()
    try:
        forged = lan_doc(players=2, room=rid)          # the attacker's keys, our room's id
        s = raw(empty)
        hello = _hello(s)
        proof = prove(HOST_TOKEN, s.context(rid, hello["nonce"]))
        s.sendall(encode(msg("create", name="Mallory", save=forged, host_proof=proof)))
        frames, _ = answers(s, 0.5)
        assert codes(frames) == ["not_host"] and not empty.relay.rooms
        assert forged["lan"]["host_sha256"] == digest(HOST_TOKEN)
        real = client(empty, **FAST)
        assert real.restore("Hana", path)
        until(lambda: real.room == rid and real.is_host, [real], timeout=5)
        real.close()
        s.close()
    finally:
        empty.stop()


def test_a_guest_window_started_again_waits_for_the_table_and_is_back(tmp_path):
    """§1, Continue of a guest: from its own LAN save, at the address it joined; the host
    has not reopened the table yet, so it waits (visibly) and is back once it has."""
    key = tmp_path / "relay-key"
    server = RelayServer(LOCAL, 0, identity=key)
    port = server.start_in_thread()
    h, g = host_and_guest(server, **FAST)
    _play(h, g, 4)
    host_save, guest_save = h.save(tmp_path / "host.luna"), g.save(tmp_path / "guest.luna")
    h.close(), g.kill()
    server.stop(reason="host")
    back = NetClient(**FAST)
    back.resume(guest_save)
    back.reach(LOCAL, port)                       # nothing there yet
    until(lambda: back.retrying is not None and back.retrying["attempt"] >= 2, [back])
    again = RelayServer(LOCAL, port, identity=key, load=host_save)
    again.start_in_thread()
    try:
        until(lambda: back.seats == {1} and back.connected, [back], timeout=15)
        saved = read_save(host_save)["log"]         # (the log follows `joined`)
        until(lambda: back.log == saved, [back], what="the log of the host's save")
        assert back.retrying is None
        back.close()
    finally:
        again.stop()


def test_a_stranger_holding_the_port_while_the_relay_restarts_is_waited_out(tmp_path,
                                                                            monkeypatch):
    """§2 and issue 52 §3: another relay (its own key) takes the port while ours restarts.
    Both pinned windows refuse it (it receives not one byte), say so once in words, keep
    trying with back-off, and are back at the table by themselves once the pinned key
    answers again."""
    from luna.client.tables.lan import waiting_words
    from luna.net.relay.conn import RelayConn
    from luna.text import t

    key = tmp_path / "relay-key"
    server = RelayServer(LOCAL, 0, identity=key)
    port = server.start_in_thread()
    h, g = host_and_guest(server, pins=Pins(), **FAST)
    pinned = h.relay_key
    _play(h, g, 4)
    rid = h.room
    until(lambda: h.log == g.log and len(h.log) == len(relay_log(server, rid)), [h, g],
          what="the host's save to hold every command played")
    path = h.save(tmp_path / "host.luna")
    server.stop()
    got: list[bytes] = []
    received = RelayConn.data_received
    monkeypatch.setattr(RelayConn, "data_received",
                        lambda conn, data: (got.append(data), received(conn, data)))
    stranger = RelayServer(LOCAL, port)
    stranger.start_in_thread()
    seen = {h: [], g: []}
    try:
        until(lambda: all(any(m["type"] == "key_changed" for m in seen[c])
                          or seen[c].extend(c.poll()) for c in (h, g)),
              timeout=10, what="both windows to meet the stranger")
        until(lambda: min(c.retrying["attempt"] if c.retrying else 0 for c in (h, g)) >= 5,
              timeout=10, what="a few refused tries")
        for c in (h, g):
            seen[c].extend(c.poll())
            (warn,) = [m for m in seen[c] if m["type"] == "key_changed"]   # said once
            assert warn["waiting"] and warn["pinned"] == fingerprint(pinned)
            assert waiting_words(c).startswith(t("net.key_changed_waiting", **{
                k: warn[k] for k in ("address", "pinned", "shown")}))
            assert c.reconnect and c.relay_key == pinned
            assert c._wire is None or c._wire.channel is None     # never sealed for it
        assert got == [] and not stranger.call(lambda: stranger.relay.rooms)
    finally:
        stranger.stop()
    monkeypatch.undo()
    again = RelayServer(LOCAL, port, identity=key, load=path)
    again.start_in_thread()
    try:
        until(lambda: h.at_table and g.at_table, [h, g], timeout=20,
              what="both windows seated again on their new connections")
        assert h.seats == {0} and g.seats == {1}
        assert h.stranger is None and g.stranger is None
        _play(h, g, 8)
        h.close(), g.close()
    finally:
        again.stop()


def _hello_before_taken(c: NetClient) -> None:
    """Each new connection of `c` is handed to it only once the relay's hello has come on
    it: the order a loaded machine may give them."""
    loop, heard = c._loop, []
    opened, hello = loop.create_connection, c.proofs.hello
    c.proofs.hello = lambda m: (heard.append(m), hello(m))

    async def create_connection(*args, **kwargs):
        n, made = len(heard), await opened(*args, **kwargs)
        end = time.monotonic() + 2
        while len(heard) == n and time.monotonic() < end:
            await asyncio.sleep(0.005)
        return made
    loop.create_connection = create_connection


def test_a_proof_left_by_a_dead_connection_never_spends_the_next_ones_nonce(tmp_path,
                                                                          monkeypatch):
    """A rejoin's proof waits for the relay's nonce on its own connection: one left by a
    connection that died before its hello (the port answered by something mute while the
    relay restarts) must not take the nonce of the next, whose hello may come before the
    client has taken that connection; else nothing is proven and the player sits
    connected at a table that does not hear them."""
    from luna.net.client import link
    monkeypatch.setattr(link, "UNSEATED", 60.0)      # (the proof itself, not the retry)
    key = tmp_path / "relay-key"
    server = RelayServer(LOCAL, 0, identity=key)
    port = server.start_in_thread()
    h, g = host_and_guest(server, **FAST)
    path = h.save(tmp_path / "host.luna")
    server.stop()
    mute, taken = socket.create_server((LOCAL, port)), 0
    mute.settimeout(0.2)
    try:
        end = time.monotonic() + 10
        while taken < 4 and time.monotonic() < end:      # each leaves a proof waiting
            try:
                s = mute.accept()[0]
            except TimeoutError:
                continue
            time.sleep(0.2)         # taken by the client, which sends its proof later
            s.close()
            taken += 1
        assert taken >= 4
    finally:
        mute.close()
    _hello_before_taken(h), _hello_before_taken(g)
    again = RelayServer(LOCAL, port, identity=key, load=path)
    again.start_in_thread()
    try:
        until(lambda: h.at_table and g.at_table, [h, g], timeout=10,
              what="both windows seated on their new connections")
        assert h.seats == {0} and g.seats == {1}
        h.close(), g.close()
    finally:
        again.stop()


def test_a_rejoin_refused_for_a_reason_of_the_moment_is_asked_again(monkeypatch):
    """A connection the relay has not seated (its rejoin refused `full` a moment, a code
    no retry was planned for) asks again with back-off: the player is back at the table
    long before the relay would close the unseated connection (60 s)."""
    server = relay()
    try:
        h, g = host_and_guest(server, **FAST)
        room = the_room(server, h.room)
        refusals: list[int] = []
        held = room.may_hold

        def once(conn, r, seats):
            if not refusals:
                refusals.append(len(seats))
                return "Too many seats are held from your address a moment"
            return held(conn, r, seats)
        server.call(lambda: setattr(room, "may_hold", once))
        g.drop()
        until(lambda: refusals and any(e.get("code") == "full" for e in g.errors), [g],
              what="the rejoin to be refused")
        assert g.connected and not g.at_table
        until(lambda: g.at_table, [g, h], timeout=10, what="the guest seated again")
        assert g.seats == {1}
        _play(h, g, 3)
        h.close(), g.close()
    finally:
        server.stop()
