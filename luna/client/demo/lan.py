"""Two game windows on one machine play a LAN game over 127.0.0.1, with a dropped
connection and a closed window along the way; screenshots of both windows are saved.

    xvfb-run -a python -m luna.client.demo.lan OUTDIR

Each window is its own process with its own save folder (as on two computers). They are
driven by real pygame events, as a player's clicks would be.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pygame


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
    from ..screens import lan
    from ..screens.game import GameScene
    from .driver import button_named, make_app, press_button
    lan.BIND, lan.PORTS = "127.0.0.1", (0,)
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
        return scene.game.is_over
    _play(app, scene, done, out, "host")
    _wait(app, lambda: not scene.anims, 30)
    app.screenshot(out / "host-end.png")
    (work / "host.json").write_text(json.dumps({"log": scene.game.log,
                                                "waited": saw_waiting}))
    time.sleep(1.0)


def guest(out: Path, work: Path, stage: str) -> None:
    from ...text import t
    from ..screens.game import GameScene
    from .driver import button_named, make_app, press_button
    port = int((work / "port").read_text())
    app = make_app(work / "guest", speed="fast")
    pygame.display.set_caption("Luna — guest")
    press_button(app, button_named(app, t("menu.lan")))
    app.scene.name.set_text("Guest")
    app.scene.address.set_text(f"127.0.0.1:{port}")
    press_button(app, app.scene.join_btn)
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
        client.drop()
        lost, back = t("net.disconnected"), t("net.reconnected")
        _wait(app, lambda: any(m == lost for m, _ in app.toasts), 10)
        app.screenshot(out / "guest-disconnected.png")
        _wait(app, lambda: any(m == back for m, _ in app.toasts) and client.connected, 30)
        _play(app, scene, lambda: len(scene.game.log) >= 30, out, "guest")
        app.screenshot(out / "guest-before-closing.png")
        return                                  # the window closes mid-game
    _play(app, scene, lambda: scene.game.is_over)
    _wait(app, lambda: not scene.anims, 30)
    app.screenshot(out / "guest-end.png")
    (work / "guest.json").write_text(json.dumps({"log": scene.game.log}))


def main(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="luna-lan-demo-"))
    me = [sys.executable, "-m", "luna.client.demo.lan"]
    a = subprocess.Popen(me + ["--host", str(out), str(work)])
    while not (work / "port").exists():
        time.sleep(0.1)
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
          f"'waiting for': {h['waited']}; exit codes {a.returncode}, {b.returncode}, "
          f"{c.returncode}")
    return 0 if same and a.returncode == b.returncode == c.returncode == 0 else 1


if __name__ == "__main__":
    if sys.argv[1] == "--host":
        host(Path(sys.argv[2]), Path(sys.argv[3]))
    elif sys.argv[1] == "--guest":
        guest(Path(sys.argv[2]), Path(sys.argv[3]), sys.argv[4])
    else:
        sys.exit(main(Path(sys.argv[1])))
