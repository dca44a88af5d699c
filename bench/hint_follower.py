"""A novice who plays every Hint against two computers (not a test): seeded three-player
games, seat 0 the Hint's move at each turn (judge.advise), seats 1-2 computers of
`--level` (the Initiate unless told); its mean score and margin over the better computer.
`--person greedy` seats instead a newcomer who ignores the Hint and plays the move its
preview scores best for itself (the projection with the round's scoring, ties at random);
`--person LEVEL` a computer of that level. `--checkout PATH` plays the same games with the
judge of another checkout (the old side).

    python bench/hint_follower.py [--games 10] [--seed 1] [--level initiate]
        [--person hint|greedy|LEVEL] [--checkout PATH]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path


class PreviewGreedy:
    """The move whose preview gains most for the mover now (its projected score with the
    coming round's scoring), ties broken at random: play by the numbers shown, no plan."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, game):
        from luna.ai.candidates import candidates
        from luna.ai.seeding import position_rng
        from luna.engine.scoring import projected_with_round
        rng = position_rng(self.seed, game)
        options = candidates(game)
        if game.state.phase != "actions" or len(options) == 1:
            return rng.choice(options)
        me = game.state.to_move
        best, picks = None, []
        for cmd in options:
            after = game.clone()
            after.apply(cmd)
            gain = projected_with_round(after.state)[me]
            if best is None or gain > best:
                best, picks = gain, [cmd]
            elif gain == best:
                picks.append(cmd)
        idle = [c for c in picks if c["type"] not in ("meditate", "end_actions")]
        return rng.choice(idle or picks)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="initiate")
    ap.add_argument("--person", default="hint")
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
        if args.person == "greedy":
            bots[0] = PreviewGreedy(seed * 10)
        elif args.person != "hint":
            bots[0] = make_bot(args.person, seed=seed * 10)
        while not game.is_over:
            p = game.to_move
            if p == 0 and args.person == "hint":
                cmd = judge.advise(game).command
                changed += not judge.same(cmd, judge.verdict(game).command)
            else:
                cmd = bots[p].choose(game)
            game.apply(cmd)
        final = game.state.final["scores"]
        scores.append(final[0])
        margins.append(final[0] - max(final[1:]))
        print(f"game {seed}: {final} margin {margins[-1]}", flush=True)
    print(f"{args.person} vs 2 {args.level}: mean score {statistics.mean(scores):.1f}, "
          f"mean margin {statistics.mean(margins):.1f}, wins {sum(m > 0 for m in margins)}/"
          f"{len(margins)}, Hints off the verdict {changed}, "
          f"CPU {time.process_time() - started:.0f} s")


if __name__ == "__main__":
    main()
