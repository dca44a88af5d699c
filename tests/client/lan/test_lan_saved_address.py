"""Second review of issue 23: a guest's LAN save remembers the address it joined, and
Continue dials it. A remembered host name with a NUL or a label of 100 letters made the
connection raise (ValueError, UnicodeError) out of Continue: the window fell over.
Every host, typed or remembered, passes one check before it is dialled."""

import pytest
from test_lan_ui import app  # noqa: F401 (fixture)

from luna.client.demo.driver import frames
from luna.client.opening import continue_last
from luna.engine import new_game
from luna.net import NetClient
from luna.net.wire.lansave import lan_save_path, save_lan
from luna.net.wire.protocol import digest, host_problem

BAD_HOSTS = ["a" * 100, "a\x00b", "x" * 70 + ".example", "..", "\udcff", "a b\u202e"]


@pytest.mark.parametrize("host", BAD_HOSTS)
def test_a_host_no_socket_can_be_asked_for_is_refused_before_dialling(host):
    assert host_problem(host) is not None
    with pytest.raises(OSError):
        NetClient().connect(host, 47470, timeout=1.0)


def test_good_hosts_pass():
    for host in ("127.0.0.1", "anna-laptop.local", "relay.example.org", "::1", "fe80::1%eth0"):
        assert host_problem(host) is None, host


@pytest.mark.parametrize("host", ["a" * 100, "a\x00b"])
def test_continue_with_a_save_remembering_a_bad_host_says_so_and_goes_on(app, host):  # noqa: F811
    rid = "savedaddr"
    game = new_game(players=2, seed=3)
    lan = {"room": rid, "name": "Table", "partial": True, "host_sha256": None,
           "seats": [{"kind": "local", "name": "A", "colour": "yellow", "token_sha256": None},
                     {"kind": "lan", "name": "B", "colour": "red",
                      "token_sha256": digest("guest-token-0001")}]}
    save_lan(game, lan, lan_save_path(app.save_dir, rid),
             {"host_token": None, "tokens": [{"seat": 1, "token": "guest-token-0001"}],
              "other_tokens": [], "address": [host, 47470]})
    assert continue_last(app) is False          # said in the player's words, not raised
    frames(app, 5)
    assert app.running


def test_a_relay_answering_each_page_just_in_time_cannot_hold_the_window(app, monkeypatch):  # noqa: F811
    """Join waited 3 s for each of 4 pages of the room list: a fake relay answering each
    just before that held the window (no frame drawn) for 11 s a press. One wait now
    covers the whole list."""
    import time

    from fakerelay import FakeRelay
    from test_lan_ui import _join_from_menu

    from luna.client.screens import lan
    from luna.net.wire.protocol import msg
    monkeypatch.setattr(lan, "LIST_WAIT", 1.0, raising=False)

    def script(m):
        if m.get("type") == "rooms":
            time.sleep(0.7)
            return [msg("room_list", name="Fake", rooms=[], page=m.get("page") or 0,
                        pages=4)]
        return []
    fake = FakeRelay(script)
    try:
        t0 = time.monotonic()
        _join_from_menu(app, fake.port, "Victim")
        assert time.monotonic() - t0 < 2.0
        assert app.running
    finally:
        fake.close()
