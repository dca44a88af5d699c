"""Engine benchmark: prints figures against the targets of issue 2 (not a test).

    python bench/engine.py [--games N]

Runs on one core (sched_setaffinity where the OS has it).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from luna import saves  # noqa: E402
from luna.engine import new_game, replay  # noqa: E402


def random_game(seed: int):
    g = new_game(players=4, seed=seed, setup="random")
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rng.choice(g.legal()))
    return g


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})

    game_ms, games = [], []
    for seed in range(args.games):
        t = time.perf_counter()
        games.append(random_game(seed))
        game_ms.append((time.perf_counter() - t) * 1000)
    cmds = [len(g.log) for g in games]

    # apply alone (the checked path every person's and network command takes)
    fresh = [replay(g.header, []) for g in games]
    t = time.perf_counter()
    for g, f in zip(games, fresh, strict=True):
        for cmd in g.log:
            f.apply(cmd)
    apply_rate = sum(cmds) / (time.perf_counter() - t)

    undo_ms = []
    for g in games[:50]:
        t = time.perf_counter()
        replay(g.header, g.log[:-1])
        undo_ms.append((time.perf_counter() - t) * 1000)

    io_ms, sizes = [], []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.luna"
        for g in games[:50]:
            t = time.perf_counter()
            saves.save(g, path)
            saves.load(path)
            io_ms.append((time.perf_counter() - t) * 1000)
            sizes.append(path.stat().st_size)

    rows = [
        ("random 4-player game, median", f"{statistics.median(game_ms):.1f} ms", "<= 50 ms"),
        ("random 4-player game, p95", f"{pct(game_ms, 0.95):.1f} ms", ""),
        ("commands per game, median", f"{statistics.median(cmds):.0f}", ""),
        ("apply rate", f"{apply_rate:,.0f} commands/s", ">= 20,000/s"),
        ("replay of a full log minus one (undo), median",
         f"{statistics.median(undo_ms):.1f} ms", "<= 30 ms"),
        ("save + load of a full game, median", f"{statistics.median(io_ms):.1f} ms", "<= 5 ms"),
        ("save file size, max", f"{max(sizes) / 1024:.1f} KB", "<= 16 KB"),
    ]
    print(f"Luna engine benchmark: {args.games} random 4-player games, one core, "
          f"Python {sys.version.split()[0]}")
    for name, value, target in rows:
        print(f"  {name:<48} {value:>18}   {target}")


if __name__ == "__main__":
    main()
