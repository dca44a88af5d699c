"""How the evaluation's weights were tuned (issue 14, section 3; not a test).

Coordinate search by self-play: each weight in turn is multiplied by 0.6 and by 1.5,
and an Adept with the changed weights plays Adepts with the frozen baseline's weights
(bench/baseline.py), 2 players with both seatings and 4 players one against three with
the seats rotated, on the same deals for every candidate. A change is kept when the
mean margin (the Adept's score less its opponents' mean, 2-player plus 4-player) grows
by more than 0.5 points. Adept games take a tenth of a second, so a pass over every
weight (about 50 trials of 700 games) takes some 40 minutes on two cores. The Master
then uses the weights for its own moves, its model of the others and its look-ahead's
ends.

    python bench/tune.py [--deals2 200] [--deals4 300] [--passes 1] [--workers 2]

Prints each trial and the weights it ends with (a Weights(...) to paste into
luna/ai/evaluation.py after the Master has been measured against the baseline with
bench/ai.py --part baseline).
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from baseline import FROZEN_WEIGHTS  # noqa: E402

from luna.ai.adept import AdeptPlayer  # noqa: E402
from luna.ai.evaluation import Weights  # noqa: E402
from luna.ai.match import play  # noqa: E402
from luna.engine import new_game  # noqa: E402

SHARES = ("pending_base", "vs_best")     # shares of a whole: never above 1
KEEP_ABOVE = 0.5


def trial_game(job: tuple[dict, int, int, int]):
    """One game of a trial, played out: the Adept with the tried weights in `seat`,
    Adepts with the frozen baseline's in the others."""
    wd, seed, players, seat = job
    tried = Weights(**wd)
    game = new_game(players=players, seed=seed, setup="random")
    return play(game, [AdeptPlayer(seed * 10 + p, tried if p == seat else FROZEN_WEIGHTS)
                       for p in range(players)])


def margin(job: tuple[dict, int, int, int]) -> tuple[float, bool]:
    """One game: the tried Adept's score less its opponents' mean, and whether it won."""
    _, _, players, seat = job
    game = trial_game(job)
    scores = game.state.final["scores"]
    others = [scores[q] for q in range(players) if q != seat]
    return scores[seat] - sum(others) / len(others), game.state.final["winner"] == seat


def measure(pool, w: Weights, deals2: range, deals4: range) -> tuple[float, str]:
    wd = dataclasses.asdict(w)
    jobs = [(wd, s, 2, k) for s in deals2 for k in (0, 1)]
    jobs += [(wd, s, 4, s % 4) for s in deals4]
    results = pool.map(margin, jobs, chunksize=4)
    two, four = results[:2 * len(deals2)], results[2 * len(deals2):]
    m2 = sum(r[0] for r in two) / len(two)
    m4 = sum(r[0] for r in four) / len(four)
    won2 = 100 * sum(r[1] for r in two) / len(two)
    won4 = 100 * sum(r[1] for r in four) / len(four)
    return m2 + m4, f"2p {m2:+.2f} ({won2:.0f}% won)  4p {m4:+.2f} ({won4:.0f}% won)"


def changed(w: Weights, name: str, factor: float) -> Weights:
    d = dataclasses.asdict(w)
    if name.startswith("use."):
        use = dict(d["use"])
        use[name[4:]] = round(use[name[4:]] * factor, 3)
        d["use"] = use
    elif isinstance(d[name], int):
        d[name] = max(1, round(d[name] * factor))
    else:
        d[name] = round(min(1.0, d[name] * factor) if name in SHARES else d[name] * factor, 3)
    return Weights(**d)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals2", type=int, default=200)
    ap.add_argument("--deals4", type=int, default=300)
    ap.add_argument("--passes", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    deals2 = range(10000, 10000 + args.deals2)
    deals4 = range(20000, 20000 + args.deals4)
    names = [f.name for f in dataclasses.fields(Weights) if f.name != "use"]
    names += [f"use.{k}" for k in FROZEN_WEIGHTS.use]
    started = time.perf_counter()
    with Pool(args.workers) as pool:
        best = FROZEN_WEIGHTS
        score, how = measure(pool, best, deals2, deals4)
        print(f"frozen weights: {score:+.2f}  {how}", flush=True)
        for n in range(args.passes):
            for name in names:
                for factor in (0.6, 1.5):
                    tried = changed(best, name, factor)
                    if tried == best:
                        continue
                    s, how = measure(pool, tried, deals2, deals4)
                    keep = s > score + KEEP_ABOVE
                    print(f"pass {n + 1} {name} x{factor}: {s:+.2f}  {how}"
                          f"{'  kept' if keep else ''}  ({time.perf_counter() - started:.0f} s)",
                          flush=True)
                    if keep:
                        best, score = tried, s
                        break
    print(f"\n{best}")


if __name__ == "__main__":
    main()
