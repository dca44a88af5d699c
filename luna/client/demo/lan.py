"""Two game windows on one machine play a LAN game over 127.0.0.1: the guest joins
through a port forward (as a friend beyond the LAN would), its connection drops, its
window closes and comes back, then the host leaves (asked first: "Close the table for
Guest?") and comes back with Continue while the guest waits and rejoins by itself. Then
two windows play at a table on a `luna relay` server, which is killed and started again
(same key, same memory) mid-game: both are back at the game by themselves. Screenshots
of the windows are saved.

    xvfb-run -a python -m luna.client.demo.lan OUTDIR

Each window is its own process with its own save folder (as on two computers). They are
driven by real pygame events, as a player's clicks would be.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pygame

LEAVE_AT = 50          # the host leaves the table at this many commands, and comes back
RESTART_AT = 10        # the server restarts at this many commands; play goes on for
PLAY_ON = 6            # this many more


class Forward:
    """A port forward on 127.0.0.1 (a home router's): a new `port`, every byte passed on
    to `target` as it is, in daemon threads. `inject(data)` writes bytes of its own
    towards the relay on the newest connection, as a man in the middle would (tests)."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(8)
        self.port = self.listener.getsockname()[1]
        self.upstreams: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                down, _ = self.listener.accept()
            except OSError:
                return                  # closed
            try:
                up = socket.create_connection(("127.0.0.1", self.target))
            except OSError:
                down.close()            # the host's relay is not up (it comes back)
                continue
            self.upstreams.append(up)
            for a, b in ((down, up), (up, down)):
                threading.Thread(target=_pipe, args=(a, b), daemon=True).start()

    def inject(self, data: bytes) -> None:
        self.upstreams[-1].sendall(data)

    def close(self) -> None:
        self.listener.close()
        for s in self.upstreams:
            try:
                s.close()
            except OSError:
                pass


def _pipe(a: socket.socket, b: socket.socket) -> None:
    try:
        while data := a.recv(65536):
            b.sendall(data)
    except OSError:
        pass
    finally:
        for s in (a, b):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


def _until_file(path: Path, seconds: float = 120.0) -> None:
    end = time.monotonic() + seconds
    while not path.exists() and time.monotonic() < end:
        time.sleep(0.1)


def _wait(app, cond, seconds: float = 60.0) -> None:
    from .driver import wait_frames
    wait_frames(app, cond, seconds)


def _play(app, scene, until, shots: Path | None = None, tag: str = "") -> None:
    from .driver import play_turns_by_clicks

    def snap(k: int) -> None:
        if shots and k == 3:
            app.screenshot(shots / f"{tag}-choosing.png")
    play_turns_by_clicks(app, scene, until, snap)


def host(out: Path, work: Path) -> None:
    from ...text import t
    from ..screens.game import GameScene
    from ..tables import lan_open
    from .driver import button_named, key, make_app, menu_button, press_button
    lan_open.BIND, lan_open.PORTS = "127.0.0.1", (0,)
    app = make_app(work / "host", speed="fast")
    pygame.display.set_caption("Luna — host")
    press_button(app, button_named(app, t("menu.lan")))
    app.scene.name.set_text("Hostess")
    app.scene.players.selected_option = ("2", "2")
    press_button(app, app.scene.host_btn)
    lobby = app.scene
    _wait(app, lambda: lobby.client.view is not None)
    (work / "port").write_text(str(lobby.port))
    _wait(app, lambda: lobby.client.view["seats"][1].get("ready"), 60)
    app.screenshot(out / "host-lobby.png")
    press_button(app, lobby.start)
    _wait(app, lambda: isinstance(app.scene, GameScene))
    scene = app.scene
    saw_waiting = False

    def done() -> bool:
        nonlocal saw_waiting
        if scene.table.waiting_for is not None and not saw_waiting:
            saw_waiting = True
            app.screenshot(out / "host-waiting.png")
            (work / "waited").touch()           # the guest may come back now
        return len(scene.game.log) >= LEAVE_AT
    _play(app, scene, done, out, "host")
    # the host leaves for the main menu: asked first, the table closes for the guest
    key(app, pygame.K_ESCAPE)
    press_button(app, button_named(app, t("menu.main")))
    app.screenshot(out / "host-asked-to-close.png")
    press_button(app, app.scene.yes)
    (work / "closed").touch()
    _until_file(work / "guest-waits", 60)
    time.sleep(2.0)                             # a few of the guest's tries fail
    press_button(app, menu_button(app, "continue"))   # ... and comes back
    _wait(app, lambda: isinstance(app.scene, GameScene), 60)
    scene = app.scene
    _wait(app, lambda: scene.table.client.view and
          scene.table.client.view["seats"][1].get("connected"), 60)
    app.screenshot(out / "host-back.png")
    _play(app, scene, lambda: scene.game.is_over, out, "host-back")
    _wait(app, lambda: not scene.anims, 30)
    app.screenshot(out / "host-end.png")
    (work / "host.json").write_text(json.dumps({"log": scene.game.log,
                                                "waited": saw_waiting}))
    time.sleep(1.0)


def guest(out: Path, work: Path, stage: str) -> None:
    from ...text import t
    from ..screens.game import GameScene
    from .driver import button_named, make_app, press_button
    port = int((work / "fport").read_text())         # through the port forward
    app = make_app(work / "guest", speed="fast")
    pygame.display.set_caption("Luna — guest")
    press_button(app, button_named(app, t("menu.lan")))
    app.scene.name.set_text("Guest")
    app.scene.address.set_text(f"127.0.0.1:{port}")
    menu = app.scene
    press_button(app, menu.join_btn)
    _wait(app, lambda: menu.joining is None)          # Join runs in a thread of its own
    if stage == "first":
        lobby = app.scene
        _wait(app, lambda: "ready" in lobby.rows.get(1, {}))
        press_button(app, lobby.rows[1]["ready"])
    _wait(app, lambda: isinstance(app.scene, GameScene))
    scene = app.scene
    if stage == "first":
        # the network drops for a moment: the client reconnects by itself with its token
        _play(app, scene, lambda: len(scene.game.log) >= 14)
        client = scene.table.client
        said, toast = [], app.toast     # (every note shown: a quick way back ends the
        app.toast = lambda words, *a, **k: said.append(words) or toast(words, *a, **k)
        client.drop()                   # "lost" note in the frame it came, on a busy machine)
        lost, back = t("net.disconnected"), t("net.reconnected")
        _wait(app, lambda: lost in said, 10)
        app.screenshot(out / "guest-disconnected.png")
        _wait(app, lambda: any(m == back for m, _ in app.toasts) and client.connected, 30)
        _play(app, scene, lambda: len(scene.game.log) >= 30, out, "guest")
        app.screenshot(out / "guest-before-closing.png")
        return                                  # the window closes mid-game
    client = scene.table.client
    _play(app, scene, lambda: client.table_closed or scene.game.is_over)
    _wait(app, lambda: client.retrying is not None and "stop_waiting" in
          scene.offer_bar.buttons, 20)
    app.screenshot(out / "guest-host-closed.png")     # told, waiting, a Cancel at hand
    (work / "guest-waits").touch()
    _wait(app, lambda: not client.table_closed and client.connected, 120)
    app.screenshot(out / "guest-back.png")
    _play(app, scene, lambda: scene.game.is_over)
    _wait(app, lambda: not scene.anims, 30)
    app.screenshot(out / "guest-end.png")
    (work / "guest.json").write_text(json.dumps({"log": scene.game.log}))


def server_host(out: Path, work: Path) -> None:
    """A table on the `luna relay` server, opened from this window (Join: no table there
    yet, "open a table there"); the server restarts mid-game."""
    from ...text import t
    from ..screens.game import GameScene
    from .driver import button_named, make_app, press_button
    port = int((work / "sport").read_text())
    app = make_app(work / "shost", speed="fast")
    pygame.display.set_caption("Luna — host on a server")
    press_button(app, button_named(app, t("menu.lan")))
    menu = app.scene
    menu.name.set_text("Hostess")
    menu.players.selected_option = ("2", "2")
    menu.address.set_text(f"127.0.0.1:{port}")
    press_button(app, menu.join_btn)
    _wait(app, lambda: menu.joining is None)
    press_button(app, app.scene.yes)                   # "open a table there"
    lobby = app.scene
    _wait(app, lambda: lobby.client.view is not None)
    (work / "s-open").touch()
    _wait(app, lambda: lobby.client.view["seats"][1].get("ready"), 60)
    _wait(app, lambda: lobby.start.is_enabled, 10)
    press_button(app, lobby.start)
    _wait(app, lambda: isinstance(app.scene, GameScene))
    scene = app.scene
    client = scene.table.client
    _play(app, scene, lambda: len(scene.game.log) >= RESTART_AT)
    n, seen = len(scene.game.log), client.view_at
    (work / "s-restart-me").touch()
    _wait(app, lambda: (work / "s-restarted").exists(), 60)
    t0 = time.monotonic()
    _wait(app, lambda: client.connected and client.is_host and client.view_at > seen
          and client.view["seats"][1].get("connected") and len(scene.game.log) >= n, 60)
    took = time.monotonic() - t0
    app.screenshot(out / "server-host-back.png")
    target = len(scene.game.log) + PLAY_ON
    (work / "s-target").write_text(str(target))
    _play(app, scene, lambda: len(scene.game.log) >= target)
    _wait(app, lambda: (work / "s-guest.json").exists(), 60)
    (work / "s-host.json").write_text(json.dumps({"log": scene.game.log, "back": took,
                                                  "before": n}))


def server_guest(out: Path, work: Path) -> None:
    from ...text import t
    from ..screens.game import GameScene
    from .driver import button_named, make_app, press_button
    port = int((work / "sport").read_text())
    app = make_app(work / "sguest", speed="fast")
    pygame.display.set_caption("Luna — guest on a server")
    press_button(app, button_named(app, t("menu.lan")))
    menu = app.scene
    menu.name.set_text("Guest")
    menu.address.set_text(f"127.0.0.1:{port}")
    press_button(app, menu.join_btn)
    _wait(app, lambda: menu.joining is None)
    lobby = app.scene
    _wait(app, lambda: "ready" in lobby.rows.get(1, {}))
    press_button(app, lobby.rows[1]["ready"])
    _wait(app, lambda: isinstance(app.scene, GameScene))
    scene = app.scene

    def target() -> int | None:
        f = work / "s-target"
        return int(f.read_text()) if f.exists() and f.read_text() else None
    _play(app, scene, lambda: target() is not None and len(scene.game.log) >= target(), out,
          "server-guest")
    app.screenshot(out / "server-guest-end.png")
    (work / "s-guest.json").write_text(json.dumps({"log": scene.game.log}))


def _luna_relay(port: int, key: Path) -> subprocess.Popen:
    """`luna relay` on 127.0.0.1:port, its key and memory beside `key`."""
    proc = subprocess.Popen([sys.executable, "-m", "luna", "relay", "--host", "127.0.0.1",
                             "--port", str(port), "--no-discovery", "--key", str(key)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    end = time.monotonic() + 30
    while time.monotonic() < end:
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            return proc
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("the relay did not start")


def server_restart(out: Path, work: Path) -> tuple[bool, str]:
    """The table on a `luna relay` server that restarts: (logs agree, what happened)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    key = work / "server" / "relay-key"
    key.parent.mkdir()
    relay = _luna_relay(port, key)
    (work / "sport").write_text(str(port))
    me = [sys.executable, "-m", "luna.client.demo.lan"]
    try:
        h = subprocess.Popen(me + ["--server-host", str(out), str(work)])
        _until_file(work / "s-open", 60)
        g = subprocess.Popen(me + ["--server-guest", str(out), str(work)])
        _until_file(work / "s-restart-me", 120)
        relay.kill()                              # a crash, a reboot, an update
        relay.wait()
        relay = _luna_relay(port, key)
        (work / "s-restarted").touch()
        codes = (h.wait(timeout=180), g.wait(timeout=180))
    finally:
        relay.kill()
        relay.wait()
    host_ = json.loads((work / "s-host.json").read_text())
    guest_ = json.loads((work / "s-guest.json").read_text())
    n = min(len(host_["log"]), len(guest_["log"]))
    same = host_["log"][:n] == guest_["log"][:n] and n > host_["before"] and codes == (0, 0)
    return same, (f"a `luna relay` restarted at {host_['before']} commands: both back at "
                  f"the game {host_['back']:.1f} s after it was up, logs identical: {same} "
                  f"({n} commands), exit codes {codes[0]}, {codes[1]}")


def main(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="luna-lan-demo-"))
    me = [sys.executable, "-m", "luna.client.demo.lan"]
    restart: list = []                   # the server's table plays meanwhile, alongside
    beside = threading.Thread(target=lambda: restart.append(server_restart(out, work)),
                              daemon=True)
    beside.start()
    a = subprocess.Popen(me + ["--host", str(out), str(work)])
    while not (work / "port").exists():
        time.sleep(0.1)
    time.sleep(0.2)
    (work / "fport").write_text(str(Forward(int((work / "port").read_text())).port))
    b = subprocess.run(me + ["--guest", str(out), str(work), "first"], timeout=300)
    end = time.monotonic() + 60                  # until the host sees "waiting for Guest"
    while not (work / "waited").exists() and time.monotonic() < end:
        time.sleep(0.1)
    c = subprocess.run(me + ["--guest", str(out), str(work), "again"], timeout=300)
    a.wait(timeout=300)
    h = json.loads((work / "host.json").read_text())
    g = json.loads((work / "guest.json").read_text())
    same = h["log"] == g["log"]
    print(f"host and guest logs identical: {same} ({len(h['log'])} commands); the host saw "
          f"'waiting for': {h['waited']}; the guest joined through a port forward; the host "
          f"left at {LEAVE_AT} commands and came back; exit codes {a.returncode}, "
          f"{b.returncode}, {c.returncode}")
    beside.join(300)
    agree, said = restart[0] if restart else (False, "the server's table did not finish")
    print(said)
    return 0 if same and agree and a.returncode == b.returncode == c.returncode == 0 else 1


if __name__ == "__main__":
    import faulthandler
    import signal
    faulthandler.register(signal.SIGUSR1)       # a stuck window tells where it is
    if sys.argv[1] == "--host":
        host(Path(sys.argv[2]), Path(sys.argv[3]))
    elif sys.argv[1] == "--guest":
        guest(Path(sys.argv[2]), Path(sys.argv[3]), sys.argv[4])
    elif sys.argv[1] == "--server-host":
        server_host(Path(sys.argv[2]), Path(sys.argv[3]))
    elif sys.argv[1] == "--server-guest":
        server_guest(Path(sys.argv[2]), Path(sys.argv[3]))
    else:
        sys.exit(main(Path(sys.argv[1])))
