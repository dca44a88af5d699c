"""Frame benchmark for the game window: prints figures against the frame budget.

    python bench/frames.py [--frames N] [--size 1280x800] [--compare OTHER_CHECKOUT]

Software rendering (SDL's dummy video driver), one core. Measures whole frames of the
game screen while animations play and, from the second scenario on, while the player
drags a novice over the board (the drag's ghost, the lit islands, the hover under it);
then the start-up of `main.py` to its first rendered frame. With `--compare`, the same
scenarios run on another checkout (e.g. a copy of `main` before a change) in the same
run, each in its own process, so the figures stand side by side.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def measure(root: Path, frames: int, size: tuple[int, int]) -> dict:
    """Frame times (ms) of the checkout at `root`: animations alone, then with a drag."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(root))
    import pygame

    from luna.client.demo.driver import frames as run_frames
    from luna.client.demo.driver import make_app
    from luna.client.opening import open_game
    from luna.engine import new_game

    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    g = new_game(players=4, seed=3, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(3)
    for _ in range(70):
        g.apply(rng.choice(g.legal()))
    app = make_app(Path(tempfile.mkdtemp()), speed="normal", size=size)
    open_game(app, g, autosave=False)
    scene = app.scene
    run_frames(app, 30)
    rng = random.Random(1)
    out: dict[str, list[float]] = {"animations": [], "drag": []}
    w, h = scene.lay.board[2], scene.lay.board[3]
    for name in out:
        dragging = name == "drag"
        held = False
        for k in range(frames):
            if not scene.anims:
                legal = scene.game.legal()
                moves = [c for c in legal if c["type"] not in ("meditate",)] or legal
                scene.play(rng.choice(moves))
                held = False
            if dragging:
                pos = (int(w / 2 + w * 0.3 * math.cos(k / 20)),
                       int(h / 2 + h * 0.3 * math.sin(k / 20)))
                if not held and hasattr(scene, "drag"):
                    held = _hold_a_novice(scene, pos)
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                     buttons=(1, 0, 0)))
            t = time.perf_counter()
            app.frame(1 / 60)
            if scene.anims:
                out[name].append((time.perf_counter() - t) * 1000)
    return out


def _hold_a_novice(scene, pos) -> bool:
    """The player to move has one of their novices in hand (as if pressed and moved)."""
    from luna.client.play.drag import Drag
    me = scene.game.to_move
    source = next((tg for _, tg in scene.board.hits if tg.what == "group"
                   and tg.player == me and tg.active), None)
    if source is None:
        return False
    scene.drag = Drag(source, pos, pos, moving=True)
    return True


def startup(root: Path) -> float:
    """The fastest of three: `main.py` loading a mid-game save to its first frame saved."""
    sys.path.insert(0, str(root))
    from luna.engine import new_game
    from luna.saves import save
    tmp = Path(tempfile.mkdtemp())
    g = new_game(players=4, seed=3, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(3)
    for _ in range(70):
        g.apply(rng.choice(g.legal()))
    save(g, tmp / "mid.luna")
    starts = []
    for _ in range(3):
        t = time.perf_counter()
        subprocess.run([sys.executable, str(root / "main.py"), "--load", str(tmp / "mid.luna"),
                        "--screenshot", str(tmp / "first.png")], check=True,
                       capture_output=True)
        starts.append(time.perf_counter() - t)
    return min(starts)


def run(root: Path, frames: int, size: str) -> dict:
    """One checkout measured in a process of its own (its modules, not ours)."""
    done = subprocess.run([sys.executable, __file__, "--child", str(root), "--frames",
                           str(frames), "--size", size], check=True, capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(root)})
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--compare", help="another checkout, measured the same way")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    size = tuple(int(x) for x in args.size.lower().split("x"))
    if args.child:
        root = Path(args.child)
        figures = measure(root, args.frames, size)
        figures["startup"] = startup(root)
        print(json.dumps(figures))
        return
    roots = [ROOT] + ([Path(args.compare).resolve()] if args.compare else [])
    results = [run(r, args.frames, args.size) for r in roots]
    names = ["this checkout"] + [str(r) for r in roots[1:]]
    print(f"Luna frame benchmark: game screen {args.size}, software rendering, one core "
          f"({args.frames} frames a scenario, those with animations playing counted)")
    print(f"  {'':38s}" + "".join(f"{n[-24:]:>26s}" for n in names))
    for label, key, q, budget in (("animations: median", "animations", None, "<= 8 ms"),
                                  ("animations: 95th percentile", "animations", 0.95,
                                   "<= 12 ms"),
                                  ("a drag held, animations: median", "drag", None, "<= 8 ms"),
                                  ("a drag held, animations: 95th pct", "drag", 0.95,
                                   "<= 12 ms")):
        cells = []
        for r in results:
            v = r[key]
            x = statistics.median(v) if q is None else pct(v, q)
            cells.append(f"{x:8.2f} ms ({len(v)} frames)")
        print(f"  {label:38s}" + "".join(f"{c:>26s}" for c in cells) + f"   {budget}")
    print(f"  {'start-up to first frame saved':38s}" +
          "".join(f"{r['startup']:10.2f} s{'':14s}" for r in results) + "   <= 2 s "
          "(whole process: interpreter, imports, first frame, PNG, exit)")


if __name__ == "__main__":
    main()
