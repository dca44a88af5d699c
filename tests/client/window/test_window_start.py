"""A later start to its first frame: what it imports and when the cycle collector works
(issue 51 §5: a later start <= 0.5 s of CPU, bench/frames.py --start)."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from pathlib import Path

import pygame

from luna import collector
from luna.client.app import App

ROOT = Path(__file__).resolve().parents[3]

# main.py on a save, noting what is imported and whether the collector runs as its
# first frame is saved
CHILD = """
import gc, os, sys
sys.argv[0] = "main.py"
from luna.client.app import App
def noted(self, path=None):
    print("collecting", gc.isenabled())
    print("\\n".join(sorted(sys.modules)))
    sys.exit(0)
App.screenshot = noted
from luna.__main__ import main
sys.exit(main())
"""

# a later start's first frame never needs these: the computers' worker process, the
# LAN, the menus and screens a save opened at start does not show, the profiles
NOT_BEFORE_THE_FIRST_FRAME = ("multiprocessing", "socket", "luna.net", "luna.profiles",
                              "luna.client.screens.menu", "luna.client.screens.results",
                              "luna.client.screens.rules", "luna.client.learn.rules_pictures",
                              "luna.ai.match", "luna.ai.review")


def test_a_start_on_a_save_imports_nothing_its_first_frame_does_not_need(tmp_path):
    """A heavy module imported at the top of a module the board needs is paid at every
    start; what the first frame does not use is imported where it is used."""
    import random

    from luna.engine import new_game
    from luna.saves import save
    g = new_game(players=4, seed=3, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(3)
    for _ in range(30):
        g.apply(rng.choice(g.legal()))
    save(g, tmp_path / "mid.luna")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "LUNA_ART_CACHE": str(tmp_path / "art")}
    out = subprocess.run([sys.executable, "-c", CHILD, "--load", str(tmp_path / "mid.luna"),
                          "--screenshot", str(tmp_path / "shot.png")], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert "collecting False" in lines           # held until the first frame is shown
    modules = set(lines)
    assert "luna.client.screens.game" in modules
    heavy = [m for m in modules if m.split(".")[0] in NOT_BEFORE_THE_FIRST_FRAME
             or any(m == h or m.startswith(h + ".") for h in NOT_BEFORE_THE_FIRST_FRAME)]
    assert heavy == []


def test_the_collector_held_at_start_collects_again_once_the_first_frame_is_shown(
        tmp_path, monkeypatch):
    from luna.client.screens.menu import MainMenu
    app = App(save_dir=tmp_path, worker_process=False)
    app.push(MainMenu(app))
    seen: list[bool] = []
    real_frame = app.frame

    def frame(dt, **rest):                      # the real loop, stopped after 3 frames
        seen.append(gc.isenabled())
        real_frame(dt, **rest)
        if len(seen) == 3:
            app.running = False
    app.frame = frame
    monkeypatch.setattr(pygame, "quit", lambda: None)   # other tests' fonts stay valid
    collector.hold()
    try:
        app.run()
    finally:
        collector.release()
        gc.enable()
    assert seen == [False, True, True]


def test_a_click_that_gives_the_window_focus_is_a_click(tmp_path, monkeypatch):
    """SDL drops the press that comes within 10 ms of the window's focus on X11 (a
    click-to-focus window manager gives the focus at the press itself: the first click
    back from another window, on the tray's + or a tile, did nothing) and the click that
    brings the window forward on macOS: the window opens with SDL's click-through (the
    player's own setting of the variable stands). Under Xvfb, 6 clicks each just after
    the focus came: 2 seen without it, 6 with it."""
    monkeypatch.delenv("SDL_MOUSE_FOCUS_CLICKTHROUGH", raising=False)
    App(size=(1024, 700), save_dir=tmp_path, worker_process=False)
    assert os.environ.get("SDL_MOUSE_FOCUS_CLICKTHROUGH") == "1"
