"""Frame benchmark for the game window: prints figures against issue 3's targets.

    python bench/frames.py [--frames N] [--size 1280x800 --size 1920x1080]
    python bench/frames.py --compare OTHER_CHECKOUT [--rounds R]

Software rendering (SDL's dummy video driver), one core. Measures whole frames of the
game screen while animations play (at 1280x800 and 1920x1080 unless sizes are given),
and the start-up of `main.py` to its first rendered frame. `--compare` measures another
checkout of Luna (e.g. main) and this one in turns, R rounds each, in one run, and
prints both: on a shared machine only figures taken side by side compare.
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
SIZES = ("1280x800", "1920x1080")


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def midgame():
    from luna.engine import new_game
    g = new_game(players=4, seed=3, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(3)
    for _ in range(70):
        g.apply(rng.choice(g.legal()))
    return g


def frame_times(size: tuple[int, int], n: int) -> tuple[list[float], list[float]]:
    """Milliseconds of each of `n` whole frames with animations playing: wall-clock time,
    and the process's CPU time (which other programs on a shared machine disturb less)."""
    from luna.client.demo.driver import frames, make_app
    from luna.client.opening import open_game
    app = make_app(Path(tempfile.mkdtemp()), speed="normal", size=size)
    open_game(app, midgame(), autosave=False)
    scene = app.scene
    frames(app, 30)
    rng = random.Random(1)
    wall, cpu = [], []
    for _ in range(n):
        if not scene.anims:
            legal = scene.game.legal()
            moves = [c for c in legal if c["type"] not in ("meditate",)] or legal
            scene.play(rng.choice(moves))
        animating = bool(scene.anims)
        t, c = time.perf_counter(), time.process_time()
        app.frame(1 / 60)
        if animating:
            wall.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)
    return wall, cpu


def start_up(root: Path) -> float:
    """Seconds from starting `main.py` on a saved game to its first frame saved (best of 3)."""
    from luna.saves import save
    tmp = Path(tempfile.mkdtemp())
    save(midgame(), tmp / "mid.luna")
    starts = []
    for _ in range(3):
        t = time.perf_counter()
        subprocess.run([sys.executable, str(root / "main.py"), "--load", str(tmp / "mid.luna"),
                        "--screenshot", str(tmp / "first.png")], check=True, capture_output=True)
        starts.append(time.perf_counter() - t)
    return min(starts)


def measure(sizes: list[str], n: int) -> dict:
    out = {}
    for size in sizes:
        w, h = (int(v) for v in size.split("x"))
        wall, cpu = frame_times((w, h), n)
        out[size] = {"median": statistics.median(wall), "p95": pct(wall, 0.95),
                     "cpu_median": statistics.median(cpu), "cpu_p95": pct(cpu, 0.95),
                     "frames": len(wall)}
    out["start"] = start_up(ROOT)
    return out


def compare(other: Path, sizes: list[str], n: int, rounds: int) -> None:
    """Measure `other` and this checkout in turns; each figure is the best round's."""
    runs: dict[str, list[dict]] = {"before": [], "after": []}
    for _ in range(rounds):
        for label, root in (("before", other), ("after", ROOT)):
            args = [sys.executable, str(Path(__file__).resolve()), "--root", str(root),
                    "--frames", str(n), "--json"] + [a for s in sizes for a in ("--size", s)]
            out = subprocess.run(args, capture_output=True, text=True, check=True)
            runs[label].append(json.loads(out.stdout.strip().splitlines()[-1]))
    print(f"Luna frame benchmark: game screen, software rendering, one core, {n} frames a "
          f"size, best of {rounds} turns each")
    print(f"  before = {other}\n  after  = {ROOT}")
    print(f"  {'':<44} {'before':>10} {'after':>10}   target")
    for size in sizes:
        for key, name, target in (("median", "frame time, median", "<= 8 ms"),
                                  ("p95", "frame time, 95th percentile", "<= 12 ms"),
                                  ("cpu_median", "CPU time a frame, median", "<= 8 ms"),
                                  ("cpu_p95", "CPU time a frame, 95th pct.", "<= 12 ms")):
            b = min(r[size][key] for r in runs["before"])
            a = min(r[size][key] for r in runs["after"])
            print(f"  {size} {name:<34} {b:8.2f} ms {a:8.2f} ms   {target}")
    b, a = (min(r["start"] for r in runs[k]) for k in ("before", "after"))
    print(f"  {'start-up to first frame saved':<44} {b:8.2f} s  {a:8.2f} s    <= 2 s")


def main() -> None:
    global ROOT
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--size", action="append", help="WxH (repeat for several)")
    ap.add_argument("--compare", metavar="OTHER", help="measure OTHER and this in turns")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--root", help=argparse.SUPPRESS)
    ap.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    sizes = args.size or list(SIZES)
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    if args.compare:
        compare(Path(args.compare).resolve(), sizes, args.frames, args.rounds)
        return
    if args.root:
        ROOT = Path(args.root).resolve()
    sys.path.insert(0, str(ROOT))
    figures = measure(sizes, args.frames)
    if args.json:
        print(json.dumps(figures))
        return
    print("Luna frame benchmark: game screen, software rendering, one core, frames with "
          "animations playing")
    for size in sizes:
        f = figures[size]
        print(f"  {size} frame time, median            {f['median']:6.2f} ms   <= 8 ms")
        print(f"  {size} frame time, 95th percentile   {f['p95']:6.2f} ms   <= 12 ms")
        print(f"  {size} CPU time a frame, median      {f['cpu_median']:6.2f} ms")
        print(f"  {size} CPU time a frame, 95th pct.   {f['cpu_p95']:6.2f} ms")
    print(f"  start-up to first frame saved          {figures['start']:6.2f} s    <= 2 s "
          f"(whole process: interpreter, imports, first frame, PNG, exit)")


if __name__ == "__main__":
    main()
