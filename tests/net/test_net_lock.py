"""The host may lock its lobby (issue 23, fourth review, F15): strangers read a lobby's room
id from the room list and took its open seat again after every Remove, each from a new
address. A locked lobby lists no free seat and takes a new player only with the code the
relay gave the host (a friend is told it); those seated, and their proofs, are untouched."""

from __future__ import annotations

from netkit import client, relay, until

from luna.net.wire.messages import reply_problem
from luna.net.wire.protocol import msg


def _locked_lobby(server):
    h = client(server)
    h.create("Anna", players=3, seats=[{"kind": "local"}, {"kind": "lan"}, {"kind": "lan"}])
    until(lambda: h.view is not None, [h])
    stranger = client(server)
    stranger.join(h.room, "Friend")
    until(lambda: stranger.seats == {1}, [stranger, h], what="the stranger's seat")
    h.send(msg("lock", locked=True))
    invite = h.wait_for("invite")
    assert reply_problem(invite) is None
    h.remove(1)
    until(lambda: h.view.get("locked") and not h.view["seats"][1]["claimed"], [h, stranger])
    return h, stranger, invite["code"]


def test_a_locked_lobby_takes_only_players_told_its_code():
    server = relay()
    try:
        h, stranger, code = _locked_lobby(server)
        listed = client(server)
        listed.rooms()
        (summary,) = listed.wait_for("room_list")["rooms"]
        assert summary["locked"] and summary["open_seats"] == 0
        sniper = client(server)                          # another address, as it were
        sniper.join(h.room, "Friend")
        until(lambda: sniper.errors, [sniper, h])
        assert sniper.errors[-1]["code"] == "locked" and not sniper.seats
        wrong = client(server)
        wrong.send(msg("join", room=h.room, name="Guess", invite="AAAAAAAA"))
        until(lambda: wrong.errors, [wrong, h])
        assert wrong.errors[-1]["code"] == "locked" and not wrong.seats
        ben = client(server)
        ben.send(msg("join", room=h.room, name="Ben", invite=code.lower()))
        until(lambda: ben.seats, [ben, h], what="the friend with the code seated")
        ben.drop()                                       # a seated friend comes back by proof
        until(lambda: ben.seats and h.view["seats"][ben.seats.copy().pop()]["connected"],
              [ben, h], timeout=10, what="the friend back")
        h.send(msg("lock", locked=False))
        until(lambda: not h.view.get("locked"), [h])
        cleo = client(server)
        cleo.join(h.room, "Cleo")
        until(lambda: cleo.seats or cleo.errors, [cleo, h])
        assert cleo.seats and not cleo.errors
        for c in (h, stranger, listed, sniper, wrong, ben, cleo):
            c.close()
    finally:
        server.stop()


def test_only_the_host_locks_and_only_in_the_lobby():
    server = relay()
    try:
        h = client(server)
        h.create("Anna", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: h.view is not None, [h])
        g = client(server)
        g.join(h.room, "Gus")
        until(lambda: g.seats == {1}, [g, h])
        g.send(msg("lock", locked=True))
        until(lambda: g.errors, [g, h])
        assert g.errors[-1]["code"] == "not_host" and not h.view.get("locked")
        g.ready(1)
        until(lambda: h.view["seats"][1]["ready"], [h, g])
        h.start()
        until(lambda: h.game is not None, [h, g])
        h.send(msg("lock", locked=True))
        until(lambda: h.errors, [h, g])
        assert h.errors[-1]["code"] == "bad_state"
        h.close(), g.close()
    finally:
        server.stop()
