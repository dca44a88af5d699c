"""Engine benchmark: prints figures against the targets of issue 2 (not a test).

    python bench/engine.py [--games N]
    python bench/engine.py --compare OTHER_CHECKOUT [--games N] [--rounds R]

Runs on one core (sched_setaffinity where the OS has it). `--compare` measures another
checkout of Luna (e.g. main) and this one in turns, R rounds each, in one run, and
prints both with their ratio: on a shared machine only figures taken side by side
compare. Times are CPU times of the process, which other programs disturb less.
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

ROOT = Path(__file__).resolve().parent.parent
if "--root" in sys.argv:
    ROOT = Path(sys.argv[sys.argv.index("--root") + 1]).resolve()
sys.path.insert(0, str(ROOT))

from luna import saves  # noqa: E402
from luna.engine import new_game, replay  # noqa: E402

clock = time.process_time


def random_game(seed: int):
    g = new_game(players=4, seed=seed, setup="random")
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rng.choice(g.legal()))
    return g


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def measure(n_games: int) -> dict:
    game_ms, games = [], []
    for seed in range(n_games):
        t = clock()
        games.append(random_game(seed))
        game_ms.append((clock() - t) * 1000)
    cmds = [len(g.log) for g in games]

    # apply alone (the checked path every person's and network command takes)
    fresh = [replay(g.header, []) for g in games]
    t = clock()
    for g, f in zip(games, fresh, strict=True):
        for cmd in g.log:
            f.apply(cmd)
    apply_rate = sum(cmds) / (clock() - t)

    undo_ms = []
    for g in games[:50]:
        t = clock()
        replay(g.header, g.log[:-1])
        undo_ms.append((clock() - t) * 1000)

    io_ms, sizes = [], []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.luna"
        for g in games[:50]:
            t = clock()
            saves.save(g, path)
            saves.load(path)
            io_ms.append((clock() - t) * 1000)
            sizes.append(path.stat().st_size)

    return {"game": statistics.median(game_ms), "game_p95": pct(game_ms, 0.95),
            "commands": statistics.median(cmds), "apply": apply_rate,
            "undo": statistics.median(undo_ms), "io": statistics.median(io_ms),
            "size": max(sizes) / 1024}


ROWS = [  # key, label, format, target, larger is better
    ("game", "random 4-player game, median", "{:.1f} ms", "<= 50 ms", False),
    ("game_p95", "random 4-player game, p95", "{:.1f} ms", "", False),
    ("commands", "commands per game, median", "{:.0f}", "", False),
    ("apply", "apply rate", "{:,.0f} commands/s", ">= 20,000/s", True),
    ("undo", "replay of a full log minus one (undo), median", "{:.1f} ms", "<= 30 ms", False),
    ("io", "save + load of a full game, median", "{:.1f} ms", "<= 5 ms", False),
    ("size", "save file size, max", "{:.1f} KB", "<= 16 KB", False),
]


def compare(other: Path, n_games: int, rounds: int) -> None:
    """Measure `other` and this checkout in turns; the best round of each counts."""
    runs: dict[str, list[dict]] = {"before": [], "after": []}
    for _ in range(rounds):
        for label, root in (("before", other), ("after", ROOT)):
            out = subprocess.run([sys.executable, __file__, "--games", str(n_games),
                                  "--root", str(root), "--json"], capture_output=True,
                                 text=True, check=True)
            runs[label].append(json.loads(out.stdout))
    print(f"Luna engine benchmark: {n_games} random 4-player games, one core, best of "
          f"{rounds} turns each, Python {sys.version.split()[0]}")
    print(f"  before = {other}\n  after  = {ROOT}")
    print(f"  {'':<48} {'before':>18} {'after':>18}  after/before")
    for key, name, fmt, _, larger in ROWS:
        pick = max if larger else min
        b = pick(r[key] for r in runs["before"])
        a = pick(r[key] for r in runs["after"])
        ratio = (b / a if larger else a / b) if a and b else 1.0
        verdict = f"{ratio:.2f}x slower" if ratio > 1 else f"{1 / ratio:.2f}x faster"
        print(f"  {name:<48} {fmt.format(b):>18} {fmt.format(a):>18}  {verdict}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--root", help="the checkout whose engine is measured (default: this)")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--compare", metavar="OTHER", help="measure OTHER and this in turns")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    if args.compare:
        compare(Path(args.compare).resolve(), args.games, args.rounds)
        return
    figures = measure(args.games)
    if args.json:
        print(json.dumps(figures))
        return
    print(f"Luna engine benchmark: {args.games} random 4-player games, one core, "
          f"Python {sys.version.split()[0]}")
    for key, name, fmt, target, _ in ROWS:
        print(f"  {name:<48} {fmt.format(figures[key]):>18}   {target}")


if __name__ == "__main__":
    main()
