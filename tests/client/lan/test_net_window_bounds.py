"""The third review's floods against the window (dummy video driver, 127.0.0.1, frames at
the loop's 60 Hz): a fake table cannot grow the window's memory by sending what it folds
slowly (F19: the inbox counted messages, not bytes, and a `log` could hold 65,536
commands), nor pile up thousands of notes (F10)."""

import threading
import time

from fakerelay import FakeRelay
from test_lan_ui import _frames_until, _join_from_menu, app  # noqa: F401 (fixture)
from test_net_flood_window import RID, _played, _view

from luna.client.screens.game import GameScene
from luna.net import NetClient
from luna.net.client.link import INBOX_BYTES, MAX_COMMANDS
from luna.net.wire.framing import encode
from luna.net.wire.protocol import msg
from luna.text import t


class Flood:
    """A fake table (its game, our seat 1) that, once we joined, sends `bodies` again and
    again, as fast as the socket takes them or with a `pause` in between."""

    def __init__(self, game, bodies: list[bytes], pause: float = 0.0) -> None:
        self.conns: list = []
        self.stop = threading.Event()
        self.go = threading.Event()       # set once the window is at the fake's game

        def script(m):
            if m.get("type") == "rooms":
                return [msg("room_list", name="Fake", rooms=[{
                    "room": RID, "name": "Fake", "phase": "lobby", "players": 2,
                    "open_seats": 1, "names": ["Fake", ""]}])]
            if m.get("type") == "join" and m.get("name"):
                return [msg("joined", room=RID, seats=[1], host=False,
                            tokens=[{"seat": 1, "token": "seat-token-1"}]),
                        msg("game", room=RID, header=game.header, lan={"room": RID},
                            total=len(game.log), epoch=0),
                        msg("log", start=1, commands=game.log, total=len(game.log)),
                        _view()]
            return []
        self.fake = FakeRelay(script)
        real_send = self.fake.send

        def send(conn, replies, channel=None):
            real_send(conn, replies, channel)
            if channel is not None and any(isinstance(r, dict) and r.get("type") == "joined"
                                           for r in replies):
                self.conns.append((conn, channel))
        self.fake.send = send

        def flood() -> None:
            while not self.stop.is_set():
                if not self.conns or not self.go.is_set():
                    time.sleep(0.02)
                    continue
                conn, ch = self.conns[-1]
                out = []
                for body in bodies:
                    s = ch.seal(body)
                    out.append(len(s).to_bytes(4, "big") + s)
                try:
                    conn.sendall(b"".join(out))
                except OSError:
                    self.conns.remove((conn, ch))
                time.sleep(pause)
        threading.Thread(target=flood, daemon=True).start()

    def close(self) -> None:
        self.stop.set()
        self.fake.close()


def test_a_table_sending_faster_than_the_window_folds_is_dropped_within_a_byte_budget(
        app):  # noqa: F811
    """F19: `undone` costs a whole replay (nothing more is folded for 50 ms), so the window
    folds a few messages a frame while its network thread decodes hundreds of 40 KB logs
    of tiny maps (within the commands cap: they wait as early commands): the inbox grew to
    5,000 of them, gigabytes. Now about 8 MB of them at most: the table is dropped."""
    game = _played(40)
    n = len(game.log)
    early = encode(msg("log", start=1001, commands=[{"a": 1, "b": 2, "c": 3}] * 1000,
                       total=1))[4:]
    undone = encode(msg("undone", room=RID, to=n - 1, by=0, epoch=1))[4:]
    again = encode(msg("command", room=RID, seq=n, command=game.log[-1], epoch=1))[4:]
    flood = Flood(game, [undone, again, early, early, early, early])
    try:
        lobby = _join_from_menu(app, flood.fake.port, "Victim")
        client = lobby.client
        _frames_until(app, lambda: isinstance(app.scene, GameScene), 10)
        flood.go.set()
        most = most_bytes = 0
        end = time.monotonic() + 8
        while time.monotonic() < end and (client.connected or not client.seated):
            t0 = time.perf_counter()
            app.frame(1 / 60)
            most = max(most, client._inbox.qsize())
            most_bytes = max(most_bytes, getattr(client._inbox, "bytes", 0))
            time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t0)))
        print(f"\nunread at most: {most} messages, {most_bytes >> 10} KB")
        assert not client.connected and not client.reconnect      # dropped, for good
        _frames_until(app, lambda: t("net.dropped") in [m for m, _ in app.toasts], 5)
        assert most_bytes <= INBOX_BYTES and most < 200
        assert client._inbox.qsize() <= 1 and app.running
        assert t("net.disconnected") not in [m for m, _ in app.toasts]
    finally:
        flood.close()


def test_a_log_longer_than_any_game_drops_the_table():
    """F19: a `log` may hold 65,536 commands (each a map: 13 MB of objects a frame); more
    than MAX_COMMANDS (eight times the longest game) is no game."""
    game = _played(10)

    def script(m):
        if m.get("type") == "join":
            return [msg("joined", room=RID, seats=[1], host=False,
                        tokens=[{"seat": 1, "token": "seat-token-1"}]),
                    msg("game", room=RID, header=game.header, lan={"room": RID},
                        total=len(game.log), epoch=0),
                    msg("log", start=1, commands=game.log, total=len(game.log))]
        if m.get("type") == "ping":             # (after the game above was folded)
            return [msg("log", start=len(game.log) + 2, total=len(game.log) + 1 + MAX_COMMANDS,
                        commands=[{"p": 1}] * MAX_COMMANDS)]
        return []
    fake = FakeRelay(script)
    c = NetClient()
    try:
        c.connect("127.0.0.1", fake.port, "Victim", room=RID)
        seen: list[str] = []
        end = time.monotonic() + 8
        while "dropped" not in seen and time.monotonic() < end:
            seen += [m["type"] for m in c.poll(0.05)]
        assert "dropped" in seen and c.log == game.log
        assert not c.connected and not c.reconnect and "disconnected" not in seen
    finally:
        c.close()
        fake.close()


def test_a_flood_of_the_same_refusal_stands_as_one_counted_note(app):  # noqa: F811
    """F10: 2,000 errors a second stood as ~9,600 notes (each frame drew three of them);
    now the same words stand once with their count, and a few notes at most."""
    game = _played(60)
    bodies = [encode(msg("error", code="bad_state", message=f"no {k}", ref="play"))[4:]
              for k in range(40)]
    flood = Flood(game, bodies, pause=0.02)           # ~2,000 a second
    try:
        _join_from_menu(app, flood.fake.port, "Victim")
        _frames_until(app, lambda: isinstance(app.scene, GameScene), 10)
        flood.go.set()
        most = 0
        end = time.monotonic() + 3
        while time.monotonic() < end:
            t0 = time.perf_counter()
            app.frame(1 / 60)
            most = max(most, len(app.toasts))
            time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t0)))
        said = app.toast_words()
        print(f"\nnotes standing at most: {most}; now {said}")
        assert most <= 3 and len(said) == 1
        assert said[0].startswith(t("net.error.bad_state") + "  ×")
        assert int(said[0].rsplit("×", 1)[1]) > 100
    finally:
        flood.close()


def test_a_note_that_ends_goes_and_a_repeated_one_is_counted(app):  # noqa: F811
    """The notes' rules: `ends` takes down notes that are no longer true; the same words
    stand once; a few stand at most, the newest."""
    lost, back = t("net.disconnected"), t("net.reconnected")
    app.toasts.clear()
    app.toast(lost)
    app.toast(lost)
    assert app.toast_words() == [f"{lost}  ×2"]
    app.toast(back, ends=(lost,))
    assert app.toast_words() == [back]
    app.toast(lost)
    assert app.toast_words() == [back, lost]           # counted afresh
    for k in range(5):
        app.toast(f"note {k}")
    assert app.toast_words() == ["note 2", "note 3", "note 4"]
