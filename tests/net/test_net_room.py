"""The relay's room without sockets: lobby, secret tokens, turn order, undo consent, saves."""

import random
import time

import msgpack
import pytest

from luna.net.relay.room import Refused, Room
from luna.net.wire.framing import decode
from luna.net.wire.lansave import load_lan, save_lan
from luna.net.wire.messages import typed_request
from luna.net.wire.protocol import SCHEMA, proof_context, prove
from luna.saves import SaveError, pack_game, read_save


class FakeConn:
    def __init__(self, label):
        self.label = label
        self.room = None
        self.seats = set()
        self.host = False
        self.inbox = []
        self.closed = None

    def send(self, message):
        self.inbox.append(msgpack.unpackb(msgpack.packb(message)))

    def send_frame(self, frame):
        self.inbox.append(decode(frame[4:]))

    def close(self, code, reason):
        self.closed = code

    def of(self, kind):
        return [m for m in self.inbox if m["type"] == kind]

    def context(self, room):
        return proof_context("relay-id", "127.0.0.1:1", room, "nonce-of-" + self.label)


def typed(kind: str, fields: dict):
    """A request as the relay's handlers take it (typed_request of its map)."""
    return typed_request({"schema": SCHEMA, "type": kind, **fields})


def proven(conn, room, *tokens):
    """A join that proves `tokens` on `conn` (room "" when none is named)."""
    ctx = conn.context(room)
    return {**({"room": room} if room else {}),
            "proofs": [prove(t, ctx) for t in tokens]}


def _lobby(seats=None, players=None):
    """A room: host (local seat 0) plus LAN players joined and ready."""
    seats = seats or [{"kind": "local"}, {"kind": "lan"}, {"kind": "lan"}]
    room = Room("r1", "Test", players=players or len(seats), seats=seats, seed=5)
    host = FakeConn("host")
    token = room.new_host_token("Hana")
    room.bind_host(host)
    guests = []
    for k, s in enumerate(seats):
        if s["kind"] == "lan":
            g = FakeConn(f"guest{k}")
            room.lobby.join(g, typed("join", {"name": f"G{k}"}))
            room.lobby.ready(g, typed("ready", {"seat": k, "ready": True}))
            guests.append(g)
    return room, host, token, guests


def _token(conn):
    (joined,) = conn.of("joined")
    return joined["tokens"][0]["token"]


def _play(room, conns, rng, n):
    for _ in range(n):
        k = room.game.to_move
        owner = next(c for c in conns if k in c.seats)
        room.play(owner, typed("play", {"seq": len(room.game.log) + 1,
                                        "command": rng.choice(room.game.legal())}))


def test_tokens_reach_only_their_owner():
    room, host, host_token, guests = _lobby()
    room.lobby.start(host)
    _play(room, [host, *guests], random.Random(1), 20)
    secrets_ = {host_token, *(_token(g) for g in guests),
                *(t["token"] for m in host.of("tokens") for t in m["tokens"])}
    for conn in [host, *guests]:
        own = {_token(conn)} if conn in guests else {host_token} | {
            t["token"] for m in host.of("tokens") for t in m["tokens"]}
        text = repr(conn.inbox)
        for s in secrets_ - own:
            assert s not in text, f"{conn.label} was sent another seat's token"
    assert len(secrets_) == 4
    assert "Hana" == room.seats[0].name and room.seats[1].name == "G1"


def test_start_waits_for_every_lan_seat_and_only_the_host_starts():
    room = Room("r", "T", players=2, seats=[{"kind": "local"}, {"kind": "lan"}], seed=1)
    host = FakeConn("h")
    room.new_host_token("H")
    room.bind_host(host)
    with pytest.raises(Refused) as err:
        room.lobby.start(host)
    assert err.value.code == "bad_state"
    g = FakeConn("g")
    room.lobby.join(g, typed("join", {"name": "G"}))
    with pytest.raises(Refused) as err:
        room.lobby.start(g)
    assert err.value.code == "not_host"
    with pytest.raises(Refused):
        room.lobby.start(host)                      # joined but not ready
    room.lobby.ready(g, typed("ready", {"seat": 1, "ready": True}))
    room.lobby.start(host)
    assert room.phase == "playing" and g.of("game") and host.of("game")
    with pytest.raises(Refused) as err:
        room.lobby.join(FakeConn("late"), typed("join", {"name": "Late"}))
    assert err.value.code == "room_full"


def test_configure_checks_everything_first_and_issues_local_tokens():
    room, host, _, guests = _lobby()
    with pytest.raises(Refused):
        room.lobby.configure(host, typed("configure", {"seats": [{"kind": "local", "colour": "red"},
                                        {"kind": "lan", "colour": "red"},
                                        {"kind": "lan"}]}))
    assert 1 in guests[0].seats, "a refused change must change nothing"
    room.lobby.configure(host, typed("configure",
                                     {"seats": [{"kind": "local"}, {"kind": "local", "name": "Kid"},
                                    {"kind": "adept"}]}))
    assert guests[0].of("seat_lost") and guests[1].of("seat_lost")
    assert host.seats == {0, 1} and room.seats[2].name == "Adept 3"
    assert [t["seat"] for m in host.of("tokens") for t in m["tokens"]] == [0, 1]


def test_turn_order_sequence_numbers_and_legality_are_enforced():
    room, host, _, guests = _lobby()
    room.lobby.start(host)
    g = room.game
    k = g.to_move
    owner = next(c for c in [host, *guests] if k in c.seats)
    other = next(c for c in [host, *guests] if k not in c.seats)
    legal = g.legal()[0]
    cases = [
        (other, {"seq": 1, "command": {**legal, "player": min(other.seats)}}, "not_your_turn"),
        (other, {"seq": 1, "command": legal}, "not_your_seat"),
        (owner, {"seq": 2, "command": legal}, "stale"),
        (owner, {"seq": 1, "command": {"type": "place_shrine", "player": k, "island": 0}},
         "illegal"),
        (owner, {"seq": 1, "command": {"type": "meditate", "player": "me"}}, "bad_message"),
    ]
    for conn, m, code in cases:
        with pytest.raises(Refused) as err:
            room.play(conn, typed("play", m))
        assert err.value.code == code
    assert g.log == []
    room.play(owner, typed("play", {"seq": 1, "command": legal}))
    (cmd,) = guests[0].of("command")
    assert cmd["seq"] == 1 and cmd["command"] == g.log[0]


def test_undo_of_own_moves_and_computer_replies_is_immediate():
    room, host, _, guests = _lobby(seats=[{"kind": "local"}, {"kind": "random"},
                                          {"kind": "random"}])
    room.lobby.start(host)
    rng = random.Random(3)
    from luna.net.relay import seatbots
    while room.game.to_move != 0 or not any(c["player"] == 0 for c in room.game.log):
        job = room.bot_job()
        if job:
            e, n, k, level, seed = job
            room.bot_play(e, n, k, seatbots.choose(room.game, level, seed))
        else:
            _play(room, [host], rng, 1)
    n = len(room.game.log)
    mine = max(j for j, c in enumerate(room.game.log) if c["player"] == 0)
    room.undos.undo(host, typed("undo", {"seat": 0}))
    assert len(room.game.log) == mine < n and room.epoch == 1
    assert host.of("undone")[-1]["to"] == mine


def test_undo_across_another_persons_move_needs_their_consent():
    room, host, _, (guest,) = _lobby(seats=[{"kind": "local"}, {"kind": "lan"}])
    room.lobby.start(host)
    _play(room, [host, guest], random.Random(2), 6)
    k_guest = 1
    mine = max(j for j, c in enumerate(room.game.log) if c["player"] == 0)
    assert any(c["player"] == k_guest for c in room.game.log[mine:])
    room.undos.undo(host, typed("undo", {"seat": 0}))
    (req,) = guest.of("undo_request")
    assert req["affected"] == [1] and room.undo_req is not None
    n = len(room.game.log)
    with pytest.raises(Refused) as err:        # the game pauses while it is decided
        _play(room, [host, guest], random.Random(0), 1)
    assert err.value.code == "undo_pending"
    with pytest.raises(Refused):
        room.undos.undo_answer(host, typed("undo_answer",
                                           {"id": req["id"], "seat": 0, "accept": True}))
    room.undos.undo_answer(guest, typed("undo_answer",
                                        {"id": req["id"], "seat": 1, "accept": False}))
    assert len(room.game.log) == n and not room.undo_req
    assert guest.of("undo_result")[-1]["ok"] is False
    room.undos.undo(host, typed("undo", {"seat": 0}))
    req = guest.of("undo_request")[-1]
    room.undos.undo_answer(guest, typed("undo_answer",
                                        {"id": req["id"], "seat": 1, "accept": True}))
    assert len(room.game.log) == mine
    with pytest.raises(Refused):
        to = 0 if room.game.log[0]["player"] != 1 else 99
        room.undos.undo(guest, typed("undo", {"seat": 1, "to": to}))


def test_an_unanswered_undo_request_expires():
    room, host, _, (guest,) = _lobby(seats=[{"kind": "local"}, {"kind": "lan"}])
    room.undo_timeout = 0.0
    room.lobby.start(host)
    _play(room, [host, guest], random.Random(2), 4)
    room.undos.undo(host, typed("undo", {"seat": 0}))
    room.undos.expire(now=float("inf"))
    assert room.undo_req is None and host.of("undo_result")[-1]["reason"] == "no answer in time"


def test_rejoin_with_a_token_takes_the_seat_back_and_a_bad_token_is_refused():
    room, host, host_token, (guest,) = _lobby(seats=[{"kind": "local"}, {"kind": "lan"}])
    room.lobby.start(host)
    token = _token(guest)
    room.leave(guest)
    assert room.waiting_for() in (None, 1)
    room.hand_over_grace = 0.0
    room.hand_over(host, typed("hand_over", {"seat": 1, "level": "novice"}))
    assert room.seats[1].level == "novice"
    back = FakeConn("back")
    with pytest.raises(Refused) as err:
        room.lobby.join(back, typed("join", proven(back, "r1", "A" * 24)))
    assert err.value.code == "bad_token"
    room.lobby.join(back, typed("join", proven(back, "r1", token)))
    assert back.seats == {1} and room.seats[1].stand_in is None
    assert back.of("game") and back.of("log")
    host2 = FakeConn("host again")
    room.lobby.join(host2, typed("join", proven(host2, "r1", host_token)))
    assert host2.host and host2.seats == {0} and not host.host and host.closed == "replaced"


def test_a_lan_save_restarts_the_room_with_the_same_tokens(tmp_path):
    room, host, host_token, (guest,) = _lobby(seats=[{"kind": "local"}, {"kind": "lan"}])
    room.lobby.start(host)
    _play(room, [host, guest], random.Random(4), 12)
    path = save_lan(room.game, room.lan_info(), tmp_path / "lan.luna",
                    mine={"host_token": host_token, "tokens": []})
    assert _token(guest).encode() not in path.read_bytes(), "saves hold digests only"
    game, doc, lan = load_lan(path)
    assert "mine" in lan and game.log == room.game.log
    again = Room.from_save(doc)
    assert again.id == "r1" and again.phase == "playing" and again.game.log == room.game.log
    g2 = FakeConn("g2")
    again.lobby.join(g2, typed("join", proven(g2, "r1", _token(guest))))
    assert g2.seats == {1}
    plain = tmp_path / "plain.luna"
    plain.write_bytes(pack_game(room.game))
    with pytest.raises(SaveError):
        Room.from_save(read_save(plain))


def test_leaving_the_lobby_frees_a_lan_seat_after_its_grace_but_not_the_hosts():
    room, host, host_token, (guest,) = _lobby(seats=[{"kind": "local"}, {"kind": "lan"}])
    token = _token(guest)
    room.leave(guest)
    # the seat waits for its holder a while (F12: else a watcher takes it in the blip)
    assert room.seats[1].token_hash is not None and room.open_seats() == 0
    room.free_away_seats(time.monotonic() + room.lobby_seat_grace + 1)
    assert room.seats[1].token_hash is None and room.open_seats() == 1
    with pytest.raises(Refused) as err:
        old = FakeConn("old token")
        room.lobby.join(old, typed("join", proven(old, "", token)))
    assert err.value.code == "bad_token"
    room.leave(host)
    back = FakeConn("host back")
    room.lobby.join(back, typed("join", proven(back, "", host_token)))
    assert back.host and back.seats == {0} and room.seats[0].token_hash is not None


def test_the_turn_passing_to_an_absent_person_tells_everyone_to_wait():
    """LAN Faults: while a person is away "the others see 'waiting for X'" — also when
    the person left during someone else's turn and the turn only reaches them later."""
    room, host, _, (guest,) = _lobby(seats=[{"kind": "local"}, {"kind": "lan"}])
    room.lobby.start(host)
    rng = random.Random(4)
    while room.game.to_move != 0:
        _play(room, [host, guest], rng, 1)
    room.leave(guest)
    assert host.of("room")[-1]["waiting_for"] is None      # the host is to move
    while room.game.to_move == 0:
        cmd = rng.choice(room.game.legal())
        room.play(host, typed("play", {"seq": len(room.game.log) + 1, "command": cmd}))
    assert room.game.to_move == 1
    assert host.of("room")[-1]["waiting_for"] == 1
