"""A host cannot take a guest's seat by forcing the guest away (issue 23, third attack):
a computer stands in only after a grace period, a finished game stays remembered, and an
undo never takes back an absent person's own moves."""

from __future__ import annotations

import random
import time

from netkit import forged_saves, host_and_guest, play_random, played, relay, the_room, until


def _refused(h, ref: str) -> dict:
    errors = len(h.errors)
    until(lambda: len(h.errors) > errors and h.errors[-1].get("ref") == ref, [h],
          what=f"the answer to {ref}")
    return h.errors[-1]


def test_a_host_who_closes_and_reopens_cannot_hand_the_guests_seat_over_at_once(tmp_path):
    server = relay()                 # the grace period of the real relay: 30 s
    try:
        h, g = played(server, 6, 7)
        path = h.save(tmp_path / "host.luna")
        g.close()                    # the guest's window will be slow to come back
        h.close_table()
        until(lambda: not server.call(lambda: list(server.relay.rooms)), [h])
        h.restore("Hana", path)
        until(lambda: h.is_host and h.view and h.view.get("waiting_for") == 1, [h],
              what="the reopened table waiting for the guest")
        assert 25 <= h.view["hand_over_in"] <= 30
        errors = len(h.errors)
        h.hand_over(1, "random")
        until(lambda: len(h.errors) > errors, [h], what="the refusal")
        assert h.errors[-1]["code"] == "bad_state" and h.errors[-1]["ref"] == "hand_over"
        assert the_room(server, h.room).seats[1].stand_in is None
        h.close()
    finally:
        server.stop()


def test_after_the_grace_period_a_computer_may_stand_in(tmp_path):
    server = relay(hand_over_grace=0.6)
    try:
        h, g = host_and_guest(server)
        g.kill()
        until(lambda: h.view["waiting_for"] == 1 or not h.view["seats"][1]["connected"], [h])
        h.hand_over(1, "random")
        assert _refused(h, "hand_over")["code"] == "bad_state"
        time.sleep(0.7)
        h.hand_over(1, "random")
        until(lambda: h.view["seats"][1]["stand_in"] == "random", [h])
        h.close()
    finally:
        server.stop()


def test_a_game_played_to_its_end_is_never_reopened(tmp_path):
    server = relay(hand_over_grace=0.0)
    try:
        h, g = played(server, 8, 5)
        path, forged = forged_saves(h, tmp_path)
        g.kill()
        until(lambda: not h.view["seats"][1]["connected"], [h])
        h.hand_over(1, "random")
        rng = random.Random(3)
        end = time.monotonic() + 60
        while not h.game.is_over and time.monotonic() < end:
            play_random(h, rng) or h.poll(0.01)
        assert h.game.is_over
        assert server.call(lambda: server.relay.memory.finished(h.room))
        h.close_table()
        until(lambda: not server.call(lambda: list(server.relay.rooms)), [h])
        for save in [forged[0], path]:
            h.restore("Hana", save)
            assert _refused(h, "create")["code"] == "not_host", save.name
            assert not server.call(lambda: list(server.relay.rooms))
        h.close()
    finally:
        server.stop()


def test_an_undo_never_takes_back_an_absent_persons_moves():
    server = relay(hand_over_grace=0.0)
    try:
        h, g = played(server, 10, 7)
        mine = [i for i, c in enumerate(h.log) if c["player"] == 0
                and any(d["player"] == 1 for d in h.log[i:])]
        g.kill()
        until(lambda: not h.view["seats"][1]["connected"], [h])
        h.hand_over(1, "random")
        until(lambda: h.view["seats"][1]["stand_in"] == "random", [h])
        n = len(the_room(server, h.room).game.log)
        h.undo(0, mine[0])
        refusal = _refused(h, "undo")
        assert refusal["code"] == "bad_state" and "Gus" in refusal["message"]
        assert len(the_room(server, h.room).game.log) >= n
        h.close()
    finally:
        server.stop()
