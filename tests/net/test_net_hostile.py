"""Issue 9: a relay that never stops protecting itself, against crafted saves, broken rooms,
huge names and floods. Everything on 127.0.0.1, every wait bounded."""

import copy
import logging
import socket

import msgpack
import pytest
from netkit import LOCAL, client, relay, until
from test_net_abuse import answers, codes, raw

from luna.ai import RandomPlayer
from luna.engine import from_snapshot, new_game
from luna.net.relay.relay import NEWER_SAVE, SAVE_REFUSED
from luna.net.relay.room import Room
from luna.net.wire.framing import MAX_FRAME, encode, pack
from luna.net.wire.protocol import digest, msg, room_id_for

QUICK = dict(handshake_timeout=0.6, idle_timeout=5.0, tick=0.05)


HOST_TOKEN = "the-host-token-of-lan-doc"


def lan_doc(players=3, names=None, room=None, start_damage=None, lan_name="Table"):
    """A LAN save map (header, log, lan key), optionally starting from a damaged snapshot."""
    g = new_game(players=players, seed=3, names=names)
    header = dict(g.header)
    if start_damage is not None:
        r = RandomPlayer(1)
        for _ in range(12):
            g.apply(r.choose(g))
        snap = copy.deepcopy(g.snapshot())
        header = dict(from_snapshot(g.snapshot()).header)
        start_damage(snap)
        header["start"] = snap
    seats = [{"kind": "lan", "name": n, "colour": c, "seed": 0,
              "token_sha256": digest(f"seat-token-{k}")}
             for k, (n, c) in enumerate(zip(header["names"], header["colours"], strict=True))]
    room = room or room_id_for(digest(HOST_TOKEN))     # a table's id is its host's
    return {"schema": 1, "header": header, "log": [],
            "lan": {"room": room, "name": lan_name, "host_sha256": digest(HOST_TOKEN),
                    "seats": seats}}


def _handshake_timeout_works(server):
    s = raw(server)
    frames, closed = answers(s, 3.0)
    s.close()
    return "timeout" in codes(frames) and closed


# -- 1. the watchdog and every room callback survive -------------------------------------
def test_a_crafted_start_snapshot_is_refused_and_the_watchdog_lives_on(caplog):
    server = relay(**QUICK)
    try:
        s = raw(server)
        doc = lan_doc(start_damage=lambda snap: snap.__setitem__("to_move", 1.5))
        s.sendall(encode(msg("create", name="Mallory", save=doc)))
        frames, _ = answers(s, 1.0)
        errs = [f for f in frames if f.get("type") == "error"]
        assert errs and errs[0]["code"] == "bad_message", errs
        assert errs[0]["message"] == SAVE_REFUSED and "to_move" in caplog.text
        assert server.call(lambda: list(server.relay.rooms)) == []
        s.close()
        assert _handshake_timeout_works(server), "the watchdog died"
    finally:
        server.stop()


def test_an_exception_in_one_room_closes_only_that_room(caplog):
    caplog.set_level(logging.INFO, logger="luna.net.relay")
    server = relay(**QUICK)
    try:
        a, b = client(server), client(server)
        a.create("Ann", players=2)
        b.create("Ben", players=2)
        until(lambda: a.room and b.room and a.view and b.view, [a, b])
        broken = a.room

        def boom(now):
            raise RuntimeError("a bug in the room")
        server.call(lambda: setattr(server.relay.rooms[broken].undos, "expire", boom))
        until(lambda: any(e.get("code") == "room_closed" for e in a.errors), [a],
              what="the broken room's members to be told")
        assert server.call(lambda: sorted(server.relay.rooms)) == [b.room]
        assert "the room is closed" in caplog.text and broken in caplog.text
        n = len(b.errors)
        b.configure(players=3)                          # the other room carries on
        until(lambda: b.view["players"] == 3, [b])
        assert len(b.errors) == n
        assert _handshake_timeout_works(server), "the watchdog died"
        a.close(), b.close()
    finally:
        server.stop()


def test_failing_watchdog_rounds_never_end_the_watchdog():
    server = relay(**QUICK)
    try:
        calls = []

        def failing_round(now):
            calls.append(now)
            raise RuntimeError("round failed")
        real = server.relay.watch_once
        server.call(lambda: setattr(server.relay, "watch_once", failing_round))
        until(lambda: len(calls) > 3, what="rounds after failures")
        server.call(lambda: setattr(server.relay, "watch_once", real))
        assert _handshake_timeout_works(server)
    finally:
        server.stop()


# -- 2. one validation for names, room ids, colours and seats on every path ---------------
def _refused(frame: dict) -> bool:
    return frame.get("type") == "error"


@pytest.mark.parametrize("bad", ["\x1b[2J", "a\x00b", "\u202egnp.exe", "zero\u200bwidth",
                                 "x" * 25, "   "])
def test_names_restored_from_a_save_are_checked_like_joining_names(bad):
    server = relay(**QUICK)
    try:
        s = raw(server)
        doc = lan_doc(names=["Ann", bad, "Cy"])
        s.sendall(encode(msg("create", name="Host", save=doc)))
        frames, _ = answers(s, 1.0, until=_refused)
        assert "bad_message" in codes(frames), frames
        assert server.call(lambda: list(server.relay.rooms)) == []
        # the same name is refused on the other paths too
        for m in (msg("create", name=bad), msg("join", name=bad),
                  msg("create", name="H", seats=[{"kind": "local", "name": bad},
                                                 {"kind": "lan"}])):
            s2 = raw(server)
            s2.sendall(encode(m))
            assert "bad_message" in codes(answers(s2, 0.5, until=_refused)[0]), m
            s2.close()
        s.close()
    finally:
        server.stop()


@pytest.mark.parametrize("field,value", [("room", "../../x"), ("room", "a/b"), ("room", ""),
                                         ("room", "r" * 40), ("name", "\x07bell")])
def test_room_ids_and_table_names_from_a_save_are_checked(field, value):
    server = relay(**QUICK)
    try:
        doc = lan_doc()
        doc["lan"][field] = value
        s = raw(server)
        s.sendall(encode(msg("create", name="Host", save=doc)))
        assert "bad_message" in codes(answers(s, 1.0, until=_refused)[0])
        s.close()
        with pytest.raises(Exception, match="lan"):
            Room.from_save(doc)
    finally:
        server.stop()


def test_a_colour_or_seat_kind_from_a_save_is_checked():
    doc = lan_doc()
    doc["lan"]["seats"][1]["kind"] = "god"
    with pytest.raises(Exception, match="seat 1"):
        Room.from_save(doc)


# -- 3. replies never outgrow a frame --------------------------------------------------------
def _squat_rooms(server, count, name_len):
    def add():
        for k in range(count):
            room = Room(f"big{k}", "N" * name_len, players=2)
            room.seats[0].name = "M" * name_len
            server.relay.rooms[room.id] = room
    server.call(add)


def test_room_lists_and_discovery_fit_a_frame_whatever_the_names():
    from luna.net import RelayServer, discover
    server = RelayServer(LOCAL, 0, discovery_port=0)
    server.start_in_thread()
    try:
        _squat_rooms(server, 40, 15_000)
        c = client(server)
        c.rooms()
        first = c.wait_for("room_list")
        assert len(pack(first)) < MAX_FRAME and first["pages"] == 3
        assert len(first["rooms"]) == 16 and len(first["rooms"][0]["name"]) <= 24
        c.send(msg("rooms", page=2))
        last = c.wait_for(lambda m: m.get("type") == "room_list" and m["page"] == 2)
        assert len(last["rooms"]) == 8
        found = discover(target=LOCAL, port=server.discovery_port, timeout=0.5)
        assert len(found) == 1 and found[0]["rooms"] == 40
        c.close()
    finally:
        server.stop()


# -- 8. discovery cannot amplify ---------------------------------------------------------------
def test_a_discovery_answer_is_never_larger_than_the_query():
    from luna.net import RelayServer
    from luna.net.wire.discovery import padded_query
    server = RelayServer(LOCAL, 0, name="A table with a rather long name indeed",
                         discovery_port=0)
    server.start_in_thread()
    try:
        _squat_rooms(server, 16, 30)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.settimeout(0.5)
            for query in (pack(msg("discover", nonce="n")), padded_query("a" * 16),
                          pack(msg("discover", nonce="abc", pad="x" * 300))):
                s.sendto(query, (LOCAL, server.discovery_port))
                try:
                    reply, _ = s.recvfrom(65536)
                except TimeoutError:
                    continue            # too short to be answered at all: fine
                assert len(reply) <= len(query), (len(query), len(reply))
            s.sendto(padded_query("b" * 16), (LOCAL, server.discovery_port))
            reply, _ = s.recvfrom(65536)      # an honest query is answered
            assert len(reply) <= 128
    finally:
        server.stop()


@pytest.mark.parametrize("key,value", [("options", [1]), ("names", [1, 2, 3]),
                                       ("players", "3"), ("start", [1])])
def test_a_save_sent_to_the_relay_gets_the_same_checks_as_a_file(key, value, caplog):
    server = relay(**QUICK)
    try:
        doc = lan_doc()
        doc["header"][key] = value
        s = raw(server)
        with caplog.at_level(logging.WARNING, "luna.net.relay"):
            s.sendall(encode(msg("create", name="Host", save=doc)))
            frames, _ = answers(s, 1.0, until=_refused)
        (err,) = [f for f in frames if f.get("type") == "error"][:1]
        assert err["code"] == "bad_message" and err["message"] == SAVE_REFUSED, err
        assert f"'{key}' must be" in caplog.text        # (the details: the log's only)
        s.close()
    finally:
        server.stop()


def test_a_refused_save_is_told_in_fixed_words_never_its_problems_text(caplog):
    """The relay told the sender of a refused save the save module's words about it,
    which may hold an exception's text or the save's own words (a command's type, say)
    echoed back: the peer gets fixed words, the relay's log the details; a save of a
    newer Luna is told as such."""
    server = relay(**QUICK)
    try:
        planted = "Traceback (most recent call last): KeyError"
        doc = lan_doc()
        doc["log"] = [{"type": planted, "player": 0}]
        newer = lan_doc()
        newer["header"]["rules"] = 99
        told = []
        with caplog.at_level(logging.WARNING, "luna.net.relay"):
            for save in (doc, newer):
                s = raw(server)
                s.sendall(encode(msg("create", name="Host", save=save)))
                frames, _ = answers(s, 1.0, until=_refused)
                told += [(f["code"], f["message"]) for f in frames if f["type"] == "error"]
                s.close()
        assert told == [("bad_message", SAVE_REFUSED), ("bad_message", NEWER_SAVE)], told
        assert planted in caplog.text      # (the next is one more such line: counted)
        assert server.call(lambda: list(server.relay.rooms)) == []
    finally:
        server.stop()


def test_a_long_host_name_still_gives_a_room_view_every_client_can_read():
    server = relay(**QUICK)
    try:
        c = client(server)
        c.create("W" * 24, players=2)                 # "<24 letters>'s table" is 32
        until(lambda: c.view is not None or any(
            m for m in c.errors), [c], timeout=5)
        assert c.view is not None and len(c.view["name"]) <= 24
        c.close()
    finally:
        server.stop()


def test_a_game_restored_from_a_snapshot_start_is_readable_by_its_clients(tmp_path):
    server = relay(**QUICK)
    try:
        doc = lan_doc(start_damage=lambda snap: None)
        doc["lan"]["mine"] = {"host_token": HOST_TOKEN}
        path = tmp_path / "host.luna"
        path.write_bytes(msgpack.packb(doc, use_bin_type=True))
        c = client(server)
        assert c.restore("Host", path)
        got = []
        until(lambda: c.view is not None or any(m["type"] == "unreadable" for m in got)
              or got.extend(c.poll()), timeout=5)
        assert c.view is not None and c.view["setup"] == "snapshot"
        assert not any(m["type"] == "unreadable" for m in got)
        c.close()
    finally:
        server.stop()
