"""A novice who plays every Hint against two Initiates (not a test): seeded three-player
games, seat 0 the Hint's move at each turn (judge.advise), seats 1-2 Initiates; its mean
score and margin over the better Initiate. `--checkout PATH` plays the same games with
the judge of another checkout (the old side).

    python bench/hint_follower.py [--games 10] [--seed 1] [--checkout PATH]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="initiate")
    ap.add_argument("--checkout", default=str(Path(__file__).resolve().parents[1]))
    args = ap.parse_args()
    sys.path.insert(0, args.checkout)
    from luna.ai import judge, make_bot
    from luna.engine import new_game
    scores, margins, changed = [], [], 0
    started = time.process_time()
    for k in range(args.games):
        seed = args.seed + k
        game = new_game(players=3, seed=seed, setup="random")
        bots = {p: make_bot(args.level, seed=seed * 10 + p) for p in (1, 2)}
        while not game.is_over:
            p = game.to_move
            if p == 0:
                cmd = judge.advise(game).command
                changed += not judge.same(cmd, judge.verdict(game).command)
            else:
                cmd = bots[p].choose(game)
            game.apply(cmd)
        final = game.state.final["scores"]
        scores.append(final[0])
        margins.append(final[0] - max(final[1:]))
        print(f"game {seed}: {final} margin {margins[-1]}", flush=True)
    print(f"{args.checkout}: mean score {statistics.mean(scores):.1f}, mean margin "
          f"{statistics.mean(margins):.1f}, wins {sum(m > 0 for m in margins)}/"
          f"{len(margins)}, Hints off the verdict {changed}, "
          f"CPU {time.process_time() - started:.0f} s")


if __name__ == "__main__":
    main()
