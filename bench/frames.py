"""Frame benchmark for the game window: prints figures against issue 3's targets.

    python bench/frames.py [--frames N]

Software rendering (SDL's dummy video driver), one core. Measures whole frames of the
game screen at 1280x800 while animations play, and the start-up of `main.py` to its
first rendered frame.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from luna.client.demo.driver import frames, make_app  # noqa: E402
from luna.client.opening import open_game  # noqa: E402
from luna.engine import new_game  # noqa: E402
from luna.saves import save  # noqa: E402


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def midgame():
    g = new_game(players=4, seed=3, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(3)
    for _ in range(70):
        g.apply(rng.choice(g.legal()))
    return g


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=600)
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    tmp = Path(tempfile.mkdtemp())
    app = make_app(tmp, speed="normal")
    open_game(app, midgame(), autosave=False)
    scene = app.scene
    frames(app, 30)
    rng = random.Random(1)
    times, animating = [], []
    for _ in range(args.frames):
        if not scene.anims:
            legal = scene.game.legal()
            moves = [c for c in legal if c["type"] not in ("meditate",)] or legal
            scene.play(rng.choice(moves))
        animating.append(bool(scene.anims))
        t = time.perf_counter()
        app.frame(1 / 60)
        times.append((time.perf_counter() - t) * 1000)
    anim_times = [x for x, a in zip(times, animating, strict=True) if a]

    shot = tmp / "first.png"
    save(midgame(), tmp / "mid.luna")
    starts = []
    for _ in range(3):
        t = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "main.py"), "--load", str(tmp / "mid.luna"),
                        "--screenshot", str(shot)], check=True, capture_output=True)
        starts.append(time.perf_counter() - t)

    print(f"Luna frame benchmark: game screen 1280x800, software rendering, one core, "
          f"{len(anim_times)} frames with animations playing")
    print(f"  frame time, median            {statistics.median(anim_times):6.2f} ms   <= 8 ms")
    print(f"  frame time, 95th percentile   {pct(anim_times, 0.95):6.2f} ms   <= 12 ms")
    print(f"  start-up to first frame saved {min(starts):6.2f} s    <= 2 s "
          f"(whole process: interpreter, imports, first frame, PNG, exit)")


if __name__ == "__main__":
    main()
