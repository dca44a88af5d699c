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
from luna.net.lansave import lan_save_path, save_lan
from luna.net.protocol import digest, host_problem

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
