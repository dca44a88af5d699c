"""The typed messages (luna/net/wire/messages.py): one class per `type`, registered once;
the registry checks every field at the boundary with the limits it always had, and a
typed message goes on the wire as the same bytes as before.

tests/golden/net_messages.json holds one frame body of each message type and each shape
the relay and the clients sent in the network tests before the messages were typed
(msgpack bytes, hex), so a change of any field's name, order or presence shows here.
"""

import json
from pathlib import Path

import msgpack
import pytest

from luna.net.wire import messages
from luna.net.wire.messages import (
    REPLIES,
    REQUESTS,
    UNSENT,
    Created,
    Error,
    Join,
    Resend,
    RoomView,
    problem,
    reply_problem,
    request,
)
from luna.net.wire.protocol import msg

GOLDEN = json.loads((Path(__file__).resolve().parents[1] / "golden" / "net_messages.json")
                    .read_text())
TABLES = {"request": REQUESTS, "reply": REPLIES}
CHECKS = {"request": problem, "reply": reply_problem}


def _body(entry: dict) -> bytes:
    return bytes.fromhex(entry["hex"])


def test_every_message_type_has_golden_bytes():
    for side, table in TABLES.items():
        assert set(table) == {e["type"] for e in GOLDEN if e["side"] == side}, side
    assert len(REQUESTS) == 21 and len(REPLIES) == 19


@pytest.mark.parametrize("entry", GOLDEN, ids=lambda e: f"{e['side']}-{e['type']}")
def test_each_golden_message_passes_its_check_and_is_the_same_map_through_its_class(entry):
    sent = msgpack.unpackb(_body(entry), raw=False)
    assert CHECKS[entry["side"]](sent) is None
    typed = TABLES[entry["side"]][entry["type"]].from_wire(sent)
    assert typed.to_wire() == sent
    if entry["side"] == "reply":
        # the relay sends every field in the order its class declares: the same bytes
        assert msgpack.packb(typed.to_wire(), use_bin_type=True) == _body(entry)


@pytest.mark.parametrize("typed, before", [
    (Created(room="r1", host_token=None), msg("created", room="r1", host_token=None)),
    (Created(room="r1"), msg("created", room="r1")),
    (Resend(from_=4), msg("resend", **{"from": 4})),
    (Join(room="abc", name="Ann", seat=2), msg("join", room="abc", name="Ann", seat=2)),
    (Error(code="full", message="No room", ref=None),
     msg("error", code="full", message="No room", ref=None)),
    (RoomView(room="r", phase="lobby", players=2, seats=[], waiting_for=None, idle=1,
              hand_over_in=30),
     msg("room", room="r", phase="lobby", players=2, seats=[], waiting_for=None, idle=1,
         hand_over_in=30)),
])
def test_a_typed_message_is_the_bytes_msg_made(typed, before):
    assert msgpack.packb(typed.to_wire()) == msgpack.packb(before)


def test_none_is_sent_and_unsent_is_left_out():
    assert Created(room="r").host_token is UNSENT
    assert "host_token" in Created(room="r", host_token=None).to_wire()
    assert Resend.from_wire({"schema": 1, "type": "resend", "from": 7}).from_ == 7


def _too_far(check) -> object:
    """A value out of `check`'s limits (each field refuses one of these)."""
    for value in ([], {}, -1, 1 << 40, True, "x" * 2000, "a\x00b", 0.5, "zz"):
        if check(value):
            return value
    raise AssertionError("a check that takes anything")


@pytest.mark.parametrize("side, kind", [(s, k) for s, t in TABLES.items() for k in t])
def test_the_registry_refuses_each_field_out_of_its_limits(side, kind):
    cls = TABLES[side][kind]
    good = next(msgpack.unpackb(_body(e), raw=False) for e in GOLDEN
                if e["side"] == side and e["type"] == kind)
    for key, (check, required) in cls.SPEC.items():
        bad = {**good, key: _too_far(check)}
        assert f"'{key}'" in CHECKS[side](bad), (kind, key)
        if required:
            gone = {k: v for k, v in good.items() if k != key}
            assert CHECKS[side](gone) == f"{kind}: '{key}' is missing"


@pytest.mark.parametrize("message, words", [
    (msg("play", seq=1), "missing"),
    (msg("play", seq=True, command={}), "whole number"),
    (msg("explode"), "unknown message type"),
    ({"schema": 2, "type": "ping"}, "schema 2"),
    (msg("join", room="ab cd"), "'room'"),
    (msg("join", room="abc", tokens=["x" * 65]), "'tokens'"),
    (msg("create", name="Ann", seats=[{"kind": "wizard"}]), "'seats'"),
    (msg("ready", seat=4, ready=True), "0-3"),
    (msg("rooms", extra=[1, 2]), "unknown key"),
    (msg("create", name="Ann", options={"zzz": True}), "unknown option"),
    (msg("create", name="Ann", options={"__class__": 1}), "unknown option"),
    (msg("create", name="Ann", options={"one_figure_per_island": "yes"}), "true or false"),
    (msg("configure", options={"one_figure_per_island": 2**64 - 1}), "true or false"),
])
def test_the_protocol_tests_cases_are_refused_by_the_registry(message, words):
    assert words in problem(message)


def test_a_type_is_registered_once():
    with pytest.raises(ValueError):
        request("join")(type("Again", (messages.Message,), {}))


def test_each_side_dispatches_by_class_one_handler_per_request():
    from luna.net.client.inbox import Inbox
    from luna.net.relay.relay import Relay
    relay = Relay()
    try:
        assert set(relay.handlers) == set(REQUESTS.values())
    finally:
        relay.pool.shutdown()
    assert set(Inbox.TAKES) <= set(REPLIES.values())


def test_a_new_message_is_one_class_and_the_registry_checks_it():
    """docs/NET_PROTOCOL.md, "Adding a message": the class is the whole of it."""
    from luna.net.wire.messages import frozen, spec
    from luna.net.wire.protocol import int_

    @request("pause")
    @frozen
    class Pause(messages.Message):
        seconds: int = spec(int_(1, 600), required=True)
    try:
        assert REQUESTS["pause"] is Pause and Pause.TYPE == "pause"
        assert problem(Pause(seconds=30).to_wire()) is None
        assert Pause(seconds=30).to_wire() == msg("pause", seconds=30)
        assert problem(msg("pause", seconds=0)) == "pause: 'seconds' must be a whole number 1-600"
        assert problem(msg("pause")) == "pause: 'seconds' is missing"
    finally:
        del REQUESTS["pause"]
    assert "unknown message type" in problem(msg("pause", seconds=30))


def test_the_protocol_document_lists_every_field_with_its_limit():
    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import net_messages_table
    doc = net_messages_table.DOC.read_text(encoding="utf-8")
    assert net_messages_table.in_doc(doc) == net_messages_table.table()
    for kind in list(REQUESTS) + list(REPLIES):
        assert f"`{kind}`" in net_messages_table.table()
