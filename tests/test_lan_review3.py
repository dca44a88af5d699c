"""Fifth review of issue 23 (a second fresh attacker), the window's side: the real
LanTable, NetClient and relay on 127.0.0.1 (the window itself where a finding is in it)."""

from __future__ import annotations

import random

from netkit import host_and_guest, play_random, relay, until

from luna.client.tables import lan
from luna.client.tables.lan import LanTable
from luna.net.lansave import load_lan


def test_an_undo_is_written_to_the_lan_save_at_once(tmp_path, monkeypatch):
    """F11: the host's LAN save was written at most once a second, so a window closed by
    a crash just after an undo kept the moves taken back, which the relay (its memory)
    no longer has. An undo is written at once."""
    server = relay()
    try:
        h, g = host_and_guest(server, seed=5, ping_interval=0.2)
        rng = random.Random(3)
        until(lambda: h.my_turn or g.my_turn, [h, g])
        while not h.my_turn:
            play_random(g, rng)
            until(lambda: len(h.log) == len(g.log), [h, g])
        path = tmp_path / "host-lan.luna"
        table = LanTable(h, path)
        monkeypatch.setattr(lan, "SAVE_EVERY", 0.0)
        play_random(h, rng)
        table.poll()
        mine = len(h.log)
        assert len(load_lan(path)[0].log) == mine           # our move, written
        monkeypatch.setattr(lan, "SAVE_EVERY", 3600.0)       # (no write by the clock)
        table.undo()
        until(lambda: (table.poll() or True) and len(h.log) < mine, [], what="the undo")
        assert len(load_lan(path)[0].log) == len(h.log) < mine
        h.close(), g.close()
    finally:
        server.stop()
