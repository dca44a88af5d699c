"""A token the host took back in the lobby (a seat it changed) never keeps its holder out
of the seats it still holds (issue 23, fourth review, F05/F05b): the relay counts the
proofs that match and says which did not, instead of refusing the whole join; a join
whose proofs match nothing is still `bad_token`."""

from __future__ import annotations

from netkit import client, relay, until
from test_net_abuse import answers, codes, raw
from test_net_proofs import _hello

from luna.net.wire.framing import encode
from luna.net.wire.protocol import msg, prove


def _lobby_with_a_lost_token(server):
    """A host whose local seat 1 became a computer (its token is lost) and a guest who
    lost seat 1 the same way before taking seat 2; the game started."""
    h = client(server)
    h.create("Hana", players=3, seats=[{"kind": "local"}, {"kind": "local"}, {"kind": "lan"}],
             seed=4)
    until(lambda: h.seats == {0, 1}, [h], what="the host's two local seats")
    lost_local = h.tokens[1]
    h.configure(seats=[{"kind": "local"}, {"kind": "lan"}, {"kind": "lan"}])
    until(lambda: h.seats == {0}, [h])
    g = client(server)
    g.join(h.room, "Gus", seat=1)
    until(lambda: g.seats == {1}, [g, h], what="the guest's first seat")
    lost_guest = g.tokens[1]
    h.configure(seats=[{"kind": "local"}, {"kind": "adept"}, {"kind": "lan"}])
    until(lambda: not g.seats, [g, h], what="the guest's seat lost")
    g.join(h.room, "Gus")
    until(lambda: g.seats == {2}, [g, h], what="the guest's second seat")
    g.ready(2)
    until(lambda: h.view["seats"][2]["ready"], [h, g])
    h.start()
    until(lambda: h.game is not None and g.game is not None, [h, g])
    return h, g, lost_local, lost_guest


def _join(server, room, tokens):
    s = raw(server)
    nonce = _hello(s)["nonce"]
    context = s.context(room, nonce)
    s.sendall(encode(msg("join", room=room, proofs=[prove(t, context) for t in tokens])))
    frames, _ = answers(s, 1.0)
    return s, frames


def test_a_lost_token_among_the_proofs_costs_nothing_of_what_the_others_prove():
    server = relay()
    try:
        h, g, lost_local, lost_guest = _lobby_with_a_lost_token(server)
        room = h.room
        guest, frames = _join(server, room, [lost_guest, g.tokens[2]])
        joined = next(f for f in frames if f["type"] == "joined")
        assert joined["seats"] == [2] and joined["refused"] == [0]
        assert "bad_token" not in codes(frames)
        host, frames = _join(server, room, [h.host_token, lost_local, h.tokens[0]])
        joined = next(f for f in frames if f["type"] == "joined")
        assert joined["host"] and joined["seats"] == [0] and joined["refused"] == [1]
        nobody, frames = _join(server, room, [lost_local, lost_guest])
        assert codes(frames) == ["bad_token"]
        assert not any(f["type"] == "joined" for f in frames)
        for s in (guest, host, nobody):
            s.close()
        h.close()
        g.close()
    finally:
        server.stop()
