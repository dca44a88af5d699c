"""Memory benchmark: what the window holds.

    python bench/memory.py [--compare OTHER_CHECKOUT] [--runs 3]

Two figures, each from a process of its own:
- after a whole four-player game: the real App under SDL's dummy video driver at
  1280x800, every move played through the game screen with its animations at normal
  speed (a few frames each), its last scoring standing; the process's resident memory
  (VmRSS). Then the same once its results screen is open (the last card passed).
- a mid-game board at 1920x1080 under Xvfb (when installed; else skipped): the real
  window's loop (App.run) for 8 s, then its private memory (smaps_rollup: what it alone
  holds, the X server's shared pictures not counted). The median of `--runs` windows
  (3), each a process of its own, their lowest and highest beside it; each checkout's
  windows keep their pictures in a folder of their own (LUNA_ART_CACHE), filled by one
  window first and not counted: every counted one is a later start, as a player's, and
  no other program's pictures (the tests', another checkout's) come and go in it.
`--compare` measures another checkout (e.g. main) and this one side by side.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from idle import display

ROOT = Path(__file__).resolve().parent.parent
FRAMES_A_MOVE = 40             # frames drawn after each move (2/3 s at 60 Hz)


def whole_game(root: Path) -> None:
    """Play a whole four-player game in the window; print its resident memory (MB)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    sys.path.insert(0, str(root))
    import gc

    from luna.client.demo.driver import frames, make_app
    from luna.client.opening import open_game
    from luna.engine import new_game
    app = make_app(Path(tempfile.mkdtemp()), speed="normal", size=(1280, 800))
    g = new_game(players=4, seed=11, setup="intro", seats=[{"kind": "human"}] * 4)
    open_game(app, g, autosave=False)
    scene = app.scene
    rng = random.Random(11)
    while not scene.game.is_over:
        frames(app, FRAMES_A_MOVE)
        if scene.game.is_over:
            break
        scene.play(rng.choice(scene.game.legal()))
    frames(app, 300)                         # the last scoring, its card standing
    gc.collect()
    card = resident_mb(os.getpid())
    if not scene.results_shown:              # the card passed: the results
        try:
            from luna.client.game.asked import show_results
        except ImportError:                  # (a checkout before the scene's parts)
            show_results = type(scene).show_results
        show_results(scene)
    frames(app, 60)
    gc.collect()
    print(f"{card:.1f} {resident_mb(os.getpid()):.1f}", flush=True)


def resident_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def private_mb(pid: int) -> float:
    total = 0
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        if line.startswith(("Private_Clean:", "Private_Dirty:")):
            total += int(line.split()[1])
    return total / 1024


def game_figures(root: Path) -> tuple[float, float]:
    """RSS (MB) after a whole game with its last card standing, and its results open."""
    out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--game", str(root)],
                         capture_output=True, text=True, check=True,
                         env={**os.environ, "SDL_AUDIODRIVER": "dummy"})
    card, results = out.stdout.strip().splitlines()[-1].split()
    return float(card), float(results)


def board_figures(root: Path, env: dict, runs: int) -> list[float]:
    """Private memory (MB) of `runs` windows on the board at 1920x1080, their pictures
    kept in a folder of their own, filled by a window first (not counted)."""
    kept = Path(tempfile.mkdtemp(prefix="luna-memory-art-"))
    env = {**env, "LUNA_ART_CACHE": str(kept)}
    try:
        board_figure(root, env)
        return [board_figure(root, env) for _ in range(runs)]
    finally:
        shutil.rmtree(kept, ignore_errors=True)


def board_figure(root: Path, env: dict, seconds: float = 8.0) -> float:
    """Private memory (MB) of the real window on a mid-game board at 1920x1080."""
    idle = Path(__file__).resolve().parent / "idle.py"
    proc = subprocess.Popen([sys.executable, str(idle), "--child", "board", "--root",
                             str(root), "--size", "1920x1080"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env=env, text=True)
    try:
        for line in proc.stdout:
            if line.strip() == "ready":
                break
        time.sleep(seconds)
        return private_mb(proc.pid)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--compare", metavar="OTHER", help="measure OTHER and this in turns")
    ap.add_argument("--runs", type=int, default=3, help="windows on the board a checkout")
    ap.add_argument("--game", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.game:
        whole_game(Path(args.game))
        return
    roots = [("before", Path(args.compare).resolve())] if args.compare else []
    roots.append(("after" if args.compare else "this", ROOT))
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy"}
    xvfb = display(env)
    try:
        print("Luna memory benchmark")
        for label, root in roots:
            print(f"  {label:<6} = {root}")
        head = "".join(f"{label:>10}" for label, _ in roots)
        print(f"  {'':<52}{head}   target")
        games = [game_figures(root) for _, root in roots]
        cells = "".join(f"{card:7.1f} MB" for card, _ in games)
        print(f"  {'after a whole 4-player game (dummy driver, RSS)':<52}{cells}   <= 120 MB",
              flush=True)
        cells = "".join(f"{results:7.1f} MB" for _, results in games)
        print(f"  {'... and its results open':<52}{cells}   <= 120 MB", flush=True)
        if xvfb is not None:
            boards = [board_figures(root, env, args.runs) for _, root in roots]
            cells = "".join(f"{statistics.median(b):7.1f} MB" for b in boards)
            print(f"  {'mid-game board 1920x1080 (Xvfb, private, median)':<52}{cells}"
                  "   <= 110 MB")
            cells = "".join(f"{f'{math.floor(min(b))}-{math.ceil(max(b))}':>7} MB"
                            for b in boards)
            print(f"  {f'... lowest-highest of {args.runs} windows':<52}{cells}")
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()


if __name__ == "__main__":
    main()
