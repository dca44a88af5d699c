"""A LAN table's computer moves carry their reasons: the relay's computer gives one with
its move, the room sends it with the command (and again with a resent log), every client
checks it at the boundary like any other field, and its log tells it."""

from __future__ import annotations

import math

import msgpack
import pytest
from test_net_room import FakeConn, _lobby, typed

from luna.ai.reasons import TERMS
from luna.net.client.mirror import Mirror
from luna.net.relay import seatbots
from luna.net.relay.room_parts import WHY_BYTES
from luna.net.wire.messages import reply_problem
from luna.net.wire.protocol import msg
from luna.text.reason_words import reason_text


def _against_adepts():
    room, host, _, _ = _lobby(seats=[{"kind": "local"}, {"kind": "adept"}])
    room.lobby.start(host)
    return room, host


def _computers_move(room):
    """The relay's computers move until the person's turn; their moves as the relay
    worked them out (seatbots.decide, as the relay's executor runs it)."""
    moves = []
    while (job := room.bot_job()) is not None:
        e, n, k, level, seed = job
        move = seatbots.decide(room.game, level, seed)
        assert room.bot_play(e, n, k, move.command, move.why)
        moves.append((n, move))
    return moves


def test_the_relays_computer_sends_its_reason_with_its_move():
    room, host = _against_adepts()
    if room.game.to_move == 0:
        room.play(host, typed("play", {"seq": 1, "command": room.game.legal()[0]}))
    moves = _computers_move(room)
    assert moves
    for n, move in moves:
        sent = next(m for m in host.of("command") if m["seq"] == n + 1)
        assert sent["command"] == move.command and sent["why"] == move.why
        assert move.why is not None and reply_problem(sent) is None
        assert move.command == seatbots.choose(_at(room, n), "adept", room.seats[1].seed)
    assert room.reasons == {n: move.why for n, move in moves}


def _at(room, n):
    from luna.engine import replay
    return replay(room.game.header, room.game.log[:n])


def test_a_rejoining_client_gets_the_reasons_with_the_log_and_an_undo_drops_them():
    room, host = _against_adepts()
    if room.game.to_move == 0:
        room.play(host, typed("play", {"seq": 1, "command": room.game.legal()[0]}))
    moves = _computers_move(room)
    late = FakeConn("late")
    room.send_game(late)
    mirror = Mirror()
    for m in late.inbox:
        assert reply_problem(m) is None, m
        mirror.handle(m)
    assert mirror.log == room.game.log and mirror.reasons == room.reasons
    assert mirror.reasons == {n: move.why for n, move in moves}
    # the person plays, the computer answers; the person takes it all back
    room.play(host, typed("play", {"seq": len(room.game.log) + 1, "command": room.game.legal()[0]}))
    mine = len(room.game.log) - 1
    _computers_move(room)
    assert max(room.reasons) > mine
    room.undos.undo(host, typed("undo", {"seat": 0}))
    assert all(i < mine for i in room.reasons)
    for m in host.inbox:
        mirror.handle(m)
    assert mirror.log == room.game.log
    assert mirror.reasons == room.reasons


def test_a_reason_never_outgrows_its_room_in_a_log_frame():
    worst = {"term": max(TERMS, key=len), "value": -999.0, "island": 6, "tile": 99}
    told = [1 << 30, worst]
    assert len(msgpack.packb(told)) + len(msgpack.packb("reasons")) <= WHY_BYTES


GOOD = {"term": "apostate", "value": 4.0, "island": 2}


@pytest.mark.parametrize("why", [
    {"term": "../../etc", "value": 1.0},                  # no such term
    {"term": "apostate", "value": math.nan},              # NaN
    {"term": "apostate", "value": math.inf},
    {"term": "apostate", "value": 1e12},
    {"term": "apostate", "value": True},
    {"term": "apostate"},                                 # no value
    {"term": "apostate", "value": 1.0, "island": 7},      # no such island
    {"term": "apostate", "value": 1.0, "island": -1},
    {"term": "tile", "value": 1.0, "tile": "x" * 10_000},
    {"term": "apostate", "value": 1.0, "extra": {"deep": [1] * 100}},
    "apostate",
    [GOOD],
])
def test_a_hostile_reason_from_a_relay_is_refused_at_the_boundary(why):
    command = msg("command", room="r", seq=1, command={"type": "meditate", "player": 1},
                  why=why)
    assert reply_problem(command) is not None
    log = msg("log", start=1, commands=[{"type": "meditate", "player": 1}], total=1,
              reasons=[[0, why]])
    assert reply_problem(log) is not None


def test_a_well_formed_reason_passes_and_is_told_in_words():
    assert reply_problem(msg("command", room="r", seq=1, command={"type": "meditate",
                                                                  "player": 1}, why=GOOD)) is None
    assert reply_problem(msg("log", start=1, commands=[], total=0, reasons=[])) is None
    room, host = _against_adepts()
    said = reason_text(GOOD, room.game.snapshot())
    assert said and "+4 " in said and "4.0" not in said          # whole points
