"""The Hint's thinking time (not a test): seconds per Hint over positions of real games,
before (the Adept's one-move look and its reason, as the Hint asked until look59) and
after (the judge: ai/judge.py, the review's own Master at its budget), printed as median,
95th percentile and the longest. The worker answers a Hint in this time; once a Hint was
asked in a game, the next ones are worked out as the player's turn begins.

    python bench/hint.py [--positions 30] [--seed 1] [--iterations 8]

Positions: every few commands of seeded games between Adepts of two, three and four
players, each the position of the one to move. CPU time of this process, on one core
(sched_setaffinity where the OS has it), so a loaded machine does not inflate it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from luna.ai import make_bot  # noqa: E402
from luna.ai.adept import AdeptPlayer, gain_reason  # noqa: E402
from luna.ai.judge import ITERATIONS, advise  # noqa: E402
from luna.engine import new_game  # noqa: E402


def positions(count: int, seed: int) -> list:
    """`count` positions from seeded games between Adepts (2, 3 and 4 players in turn),
    spread over each game: where a person would ask for a Hint."""
    out, k = [], 0
    while len(out) < count:
        players = 2 + k % 3
        game = new_game(players=players, seed=seed + k, setup="random")
        bots = [make_bot("adept", (seed + k) * 10 + p) for p in range(players)]
        every = 7 + k % 5
        while not game.is_over and len(out) < count:
            if len(game.log) % every == 3:
                out.append(game.clone())
            game.apply(bots[game.to_move].choose(game))
        k += 1
    return out


def old_hint(game) -> None:
    """The Hint before look59: the Adept's choice and the Adept's reason for it."""
    cmd = AdeptPlayer(seed=len(game.log)).choose(game)
    gain_reason(game, cmd)


def timed(ask, games: list) -> list[float]:
    out = []
    for g in games:
        started = time.process_time()
        ask(g)
        out.append(time.process_time() - started)
    return out


def line(name: str, xs: list[float]) -> str:
    ordered = sorted(xs)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (f"  {name:<34} median {statistics.median(xs):6.3f} s   p95 {p95:6.3f} s   "
            f"longest {max(xs):6.3f} s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=ITERATIONS)
    ap.add_argument("--core", type=int, default=0)
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        cores = sorted(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cores[args.core % len(cores)]})
    games = positions(args.positions, args.seed)
    print(f"  {len(games)} positions of real games (2, 3 and 4 players), seconds per Hint, "
          "CPU time on one core:")
    print(line("before: the Adept's one-move look", timed(old_hint, games)))
    print(line(f"after: the judge ({args.iterations} iterations)",
               timed(lambda g: advise(g, args.iterations), games)))


if __name__ == "__main__":
    main()
