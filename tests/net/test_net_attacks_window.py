"""The first security review's attacks on the window (dummy video driver, 127.0.0.1): names
with a NUL, a terminal escape, a direction override or nothing visible, from Search, a
lobby, an error or a game header, never stop a frame and never reach the screen."""

import socket
import threading
import time

import pytest
from fakerelay import FakeRelay
from test_lan_ui import _frames_until, _join_from_menu, app  # noqa: F401 (fixture)
from test_net_client_hostile import _view

from luna.client.demo.driver import button_named, frames, press_button
from luna.client.screens import lan
from luna.client.window.fonts import text
from luna.engine import new_game
from luna.engine.names import name_problem
from luna.engine.snapshot_check import SnapshotError, check_snapshot
from luna.net.wire.framing import decode, pack
from luna.net.wire.messages import reply_problem
from luna.net.wire.protocol import msg
from luna.saves import SaveError, check_doc
from luna.text import t

EVIL = ["\x00\x1b[2J", "\u202eelbat s'annA", "\u3164", "\u2800\u2800", "Hana\u3164\u3164 ",
        "H\u0430na"]


@pytest.mark.parametrize("name", EVIL)
def test_one_name_check_refuses_what_does_not_show_as_itself(name):
    """Findings 2 and 12: the same check in a request, a view, a header and a snapshot."""
    assert name_problem(name, 24) is not None
    assert name_problem("Hana", 24) is None and name_problem("Zoë Ōtomo", 24) is None
    assert reply_problem(msg("room", room="r", phase="lobby", players=2, seats=[
        {"seat": 0, "kind": "lan", "name": name, "colour": "red", "ready": True,
         "claimed": True, "connected": True}])) is not None
    header = dict(new_game(players=2, seed=1).header, names=["A", name])
    assert reply_problem(msg("game", room="r", header=header, total=0)) is not None
    with pytest.raises(SaveError):
        check_doc({"schema": 1, "header": header, "log": []})
    snap = new_game(players=2, seed=1).snapshot()
    snap["names"] = ["A", name]
    with pytest.raises(SnapshotError):
        check_snapshot(snap)


def test_text_with_a_nul_is_drawn_not_raised():
    assert text("a\x00b", 20).get_width() > 0


def test_a_search_answer_with_a_nul_or_an_override_in_its_name_is_left_out(app, monkeypatch):  # noqa: F811
    """Finding 2: any machine on the LAN answered Search with "\\x00..." and every window
    that pressed Search crashed."""
    u = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    u.bind(("127.0.0.1", 0))
    u.settimeout(0.1)
    monkeypatch.setattr(lan, "DISCOVERY_PORT", u.getsockname()[1])
    stop = time.monotonic() + 6

    def fake() -> None:
        while time.monotonic() < stop:
            try:
                data, addr = u.recvfrom(2048)
            except TimeoutError:
                continue
            nonce = decode(data).get("nonce")
            for port, name in ((47470, EVIL[0]), (47472, EVIL[1]), (47474, "Honest")):
                u.sendto(pack(msg("relay", name=name, port=port, rooms=1, open=1,
                                  nonce=nonce)), addr)
    th = threading.Thread(target=fake, daemon=True)
    th.start()
    try:
        press_button(app, button_named(app, t("menu.lan")))
        press_button(app, app.scene.search_btn)
        _frames_until(app, lambda: app.scene.found and not app.scene.searching, 5)
        frames(app, 10)
        assert [f["name"] for f in app.scene.found] == ["Honest"]
        assert app.running
    finally:
        stop = 0
        th.join(2)
        u.close()


def _fake_game(header=None, view=None, extra=()):
    game = new_game(players=2, seed=1)

    def script(m):
        if m.get("type") == "rooms":
            return [msg("room_list", name="Fake", rooms=[{
                "room": "r1", "name": "Fake", "phase": "lobby", "players": 2,
                "open_seats": 1, "names": ["Host", ""]}])]
        if m.get("type") == "join":
            return [msg("joined", room="r1", seats=[1], host=False,
                        tokens=[{"seat": 1, "token": "t" * 24}]),
                    msg("game", room="r1", header=header or game.header, lan={"room": "r1"},
                        total=0, epoch=0),
                    msg("log", start=1, commands=[], total=0), view or _view("r1"), *extra]
        return []
    return script


BAD_HEADERS = {
    "options [1]": dict(new_game(players=2, seed=1).header, options=[1]),
    "a NUL in names": dict(new_game(players=2, seed=1).header, names=["\x1b[2J\x00", "B"]),
    "a NUL in the start names": dict(new_game(players=2, seed=1).header, start=dict(
        new_game(players=2, seed=1).snapshot(), names=["A\x00", "B"])),
}


@pytest.mark.parametrize("case", [*BAD_HEADERS, "error NUL", "lobby NUL"])
def test_a_fake_relay_cannot_crash_the_window_with_what_it_names(app, case, caplog):  # noqa: F811
    """Finding 2: a header of options [1], names or an error with a NUL escaped App.frame."""
    lobby = msg("room", room="r1", name="Fake\x00", phase="lobby", players=2, seats=[
        {"seat": k, "kind": "lan", "name": n, "colour": c, "ready": False, "claimed": True,
         "connected": True} for k, n, c in ((0, "\x00\x1b[2J", "yellow"), (1, "V", "red"))])
    script = _fake_game(
        header=BAD_HEADERS.get(case),
        view=lobby if case == "lobby NUL" else None,
        extra=[msg("error", code="bad_state", message="boom\x00\x1b[2J")]
        if case == "error NUL" else [])
    fake = FakeRelay(script)
    try:
        _join_from_menu(app, fake.port, "Victim")
        _frames_until(app, lambda: "cannot read" in caplog.text
                      or "unusable" in caplog.text, 5)
        frames(app, 60)
        assert app.running
    finally:
        fake.close()


@pytest.mark.parametrize("same_header", [False, True], ids=["another game", "our game"])
def test_a_fake_table_with_our_room_id_cannot_wipe_our_lan_save_or_tokens(app, same_header):  # noqa: F811
    """Finding 3: a fake table listing the room id of our LAN save sent an unasked `created`
    with its own host token, `seat_lost` for our seat and another game: our save lost its
    30 commands and our tokens. Now the unasked messages are refused, our tokens stay in
    the save, and another game never overwrites it."""
    from luna.ai import RandomPlayer
    from luna.net.wire.lansave import lan_save_path, load_lan, previous_path, save_lan
    from luna.net.wire.protocol import digest
    rid, seat_token, host_token = "c0ffee", "REALseatTOKEN_victim_0001", "REALhostTOKEN_v_01"
    real = new_game(players=2, seed=5)
    for _ in range(30):
        real.apply(RandomPlayer(1).choose(real))
    info = {"room": rid, "name": "Real table", "host_sha256": digest(host_token),
            "seats": [{"kind": "local", "name": "A", "colour": "yellow",
                       "token_sha256": digest("x")},
                      {"kind": "lan", "name": "B", "colour": "red",
                       "token_sha256": digest(seat_token)}]}
    path = lan_save_path(app.save_dir, rid)
    mine = {"host_token": host_token, "tokens": [{"seat": 1, "token": seat_token}],
            "other_tokens": []}
    save_lan(real, info, path, mine)
    other = new_game(players=2, seed=5 if same_header else 999)

    def script(m):
        if m.get("type") == "rooms":
            return [msg("room_list", name="Fake", rooms=[{
                "room": rid, "name": "Real table", "phase": "playing", "players": 2,
                "open_seats": 0, "names": ["A", "B"]}])]
        if m.get("type") == "join":
            return [msg("created", room=rid, host_token="FAKEhost"),
                    msg("joined", room=rid, seats=[1], host=False,
                        tokens=[{"seat": 1, "token": "FAKEseat"}]),
                    msg("seat_lost", room=rid, seat=1),
                    msg("game", room=rid, header=other.header, lan={"room": rid},
                        total=0, epoch=0),
                    msg("log", start=1, commands=[], total=0), _view(rid)]
        return []
    fake = FakeRelay(script, greeting=[msg("hello", relay="fakeid", nonce="n" * 24)])
    try:
        _join_from_menu(app, fake.port, "Victim")
        _frames_until(app, lambda: any(m.get("type") == "join" for m in fake.received), 5)
        if same_header:         # the relay's word is the game: wait until it is saved
            _frames_until(app, lambda: load_lan(path)[1]["log"] == [], 10)
        else:                   # nothing may change: give the fake's replies time to land
            end = time.monotonic() + 1.5
            while time.monotonic() < end:
                frames(app, 1)
                time.sleep(0.01)
        assert app.running
    finally:
        fake.close()
    _, doc, lan_key = load_lan(path)
    if same_header:             # the relay's word is the game, but ours is kept aside
        assert doc["log"] == []
        _, doc, _ = load_lan(previous_path(path))
    assert doc["header"] == real.header and doc["log"] == real.log
    held = lan_key["mine"]
    assert held["host_token"] == host_token
    assert seat_token in [t["token"] for t in held["tokens"]] + held["other_tokens"]
    assert "FAKEseat" not in str(held) and "FAKEhost" not in str(held)
