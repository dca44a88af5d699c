"""Frames with the Hint's card standing: what its planning costs the window.

    python bench/hint_frames.py [--frames N] [--compare OTHER_CHECKOUT]

Software rendering (SDL's dummy video driver), one core, 1280x800, English, a four-player
mid-game. A Hint about a move on an island (a look-ahead's reason, as tests/client/hint's
`hint_of`) stands; measured in CPU time: a whole frame with its card standing, on the
board alone and with its island's tray open; the first frame of an equal Hint asked
again at the same position (its card planned anew: the offered moves, the projections);
and `Hints.plan_card` alone. `--compare` measures another checkout first, then this one,
in one run (bench/frames.py does the same for frames without a Hint).
"""

from __future__ import annotations

import argparse
import json
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


def _cpu_ms(work, n: int) -> float:
    """CPU ms of `work()`, the median of `n`."""
    out = []
    for _ in range(n):
        c = time.process_time()
        work()
        out.append((time.process_time() - c) * 1000)
    return statistics.median(out)


def measure(n: int) -> dict[str, float]:
    from luna.ai.adept import gain_reason
    from luna.client.board.marks import Hint
    from luna.client.board.targets import Island
    from luna.client.demo.driver import frames, make_app
    from luna.client.game import tray_open
    from luna.client.opening import open_game
    from luna.engine import new_game
    game = new_game(players=4, seed=4, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(4)
    while len(game.log) < 44:
        game.apply(rng.choice(game.legal()))
    app = make_app(Path(tempfile.mkdtemp()), speed="normal", menu=False)
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 120)
    cmd = next(c for c in scene.legal if isinstance(c.get("island"), int))
    why = gain_reason(scene.game, cmd)

    def ask() -> None:          # an equal Hint asked again: its card planned anew
        scene.hints.hint = Hint(cmd, len(scene.game.log),
                                {**why.as_dict(), "ahead": 1} if why else None, 4.0)
        app.frame(1 / 60)
    ask()
    frames(app, 30)
    out = {"frame": _cpu_ms(lambda: app.frame(1 / 60), n),
           "plan_card": _cpu_ms(lambda: scene.hints.plan_card(scene.view()), n),
           "asked": _cpu_ms(ask, max(3, n // 30))}
    tray_open.open_ring(scene, Island(cmd["island"]))
    tray_open.hint_into_tray(scene)
    frames(app, 30)
    out["frame_tray"] = _cpu_ms(lambda: app.frame(1 / 60), n)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=300)
    ap.add_argument("--compare", metavar="OTHER", help="measure OTHER, then this")
    ap.add_argument("--root", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    if args.root:
        sys.path.insert(0, str(Path(args.root).resolve()))
        os.chdir(args.root)
        print(json.dumps(measure(args.frames)))
        return
    roots = ([("other", Path(args.compare).resolve())] if args.compare else []) + \
        [("this", ROOT)]
    print("CPU ms (median), 1280x800, a Hint's card standing")
    for name, root in roots:
        done = subprocess.run([sys.executable, __file__, "--root", str(root), "--frames",
                               str(args.frames)], capture_output=True, text=True, check=True)
        f = json.loads(done.stdout.strip().splitlines()[-1])
        print(f"  {name:<6} frame {f['frame']:6.2f}   with its tray {f['frame_tray']:6.2f}"
              f"   plan_card {f['plan_card']:6.3f}   an equal Hint's first frame "
              f"{f['asked']:7.2f}")


if __name__ == "__main__":
    main()
