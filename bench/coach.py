"""The coach's one judge (issue 54; not a test): for the same seeded games, how far the
Hint, the review and the lesson agree, how many review entries were dropped as not
measured with confidence, the CPU per review and the lesson's time as the results screen
opens.

    python bench/coach.py [--games 6] [--seed 1] [--iterations 8] [--compare PATH]

Two series of two-player games, whole games, seat 1 an Adept:
- a Hint follower (seat 0 plays the judge's verdict, the Hint's move, at every turn):
  the moves the lesson and the review blame (one judge: none);
- a person (seat 0 an Initiate: the Adept's move on half of its turns, the Beginner's on
  the others) with a Hint asked at each of its decisions: agreement between Hint and
  review (a decision that followed the Hint is not named; a named decision's better move
  is the Hint), entries named and dropped, the CPU per review and per lesson.
The lesson is timed in a process whose judge has seen none of the game (the results
screen of a game whose Hints were worked out in another process). CPU time of this
process, on one core (sched_setaffinity where the OS has it). `--compare PATH` runs the
same in a checkout at PATH (the old side) first, in a process of its own.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def _fresh_judge(judge) -> None:
    """Forget the verdicts this process has seen (the old judge kept none)."""
    kept = getattr(judge, "_verdicts", None)
    if kept is not None:
        kept.clear()


def measure(games: int, seed: int, iterations: int) -> None:
    from luna.ai import judge, make_bot
    from luna.ai.lessons import lessons
    from luna.ai.review import review
    from luna.engine import new_game

    follower_blamed = [0, 0]          # lesson's named moves, review's entries
    agree = total = named = dropped = 0
    review_cpu, lesson_cpu, hint_cpu = [], [], []
    for k in range(games):
        s = seed + k
        # the Hint follower
        game = new_game(players=2, seed=s, setup="random")
        adept = make_bot("adept", seed=s)
        while not game.is_over:
            game.apply(judge.verdict(game, iterations).command if game.to_move == 0
                       else adept.choose(game))
        lesson = lessons(game.header, game.log, [0])[0]
        follower_blamed[0] += len(lesson.moves) if lesson else 0
        follower_blamed[1] += len(review(game.header, game.log, [0], iterations).mistakes[0])
        # a person asking for a Hint at each decision
        _fresh_judge(judge)
        game = new_game(players=2, seed=s, setup="random")
        person, hints = make_bot("initiate", seed=s), {}
        while not game.is_over:
            if game.to_move == 0:
                started = time.process_time()
                hints[len(game.log)] = judge.advise(game, iterations).command
                hint_cpu.append(time.process_time() - started)
                game.apply(person.choose(game))
            else:
                game.apply(adept.choose(game))
        _fresh_judge(judge)
        started = time.process_time()
        lessons(game.header, game.log, [0])
        lesson_cpu.append(time.process_time() - started)
        _fresh_judge(judge)
        started = time.process_time()
        result = review(game.header, game.log, [0], iterations)
        review_cpu.append(time.process_time() - started)
        found = {m.index: m for m in result.mistakes[0]}
        named += len(found)
        dropped += getattr(result, "dropped", 0)
        for index, hint in hints.items():
            total += 1
            m = found.get(index)
            followed = judge.same(hint, game.log[index])
            agree += (m is None) if followed else (m is None or judge.same(m.preferred, hint))
    print(f"    Hint follower, {games} games: moves the lesson blames {follower_blamed[0]}, "
          f"review entries {follower_blamed[1]}")
    print(f"    Initiate with a Hint at each decision: Hint and review agree at "
          f"{agree}/{total} decisions; entries named {named}, dropped as not significant "
          f"{dropped}")
    print(f"    CPU per review {statistics.mean(review_cpu):.2f} s (longest "
          f"{max(review_cpu):.2f} s); per lesson median {statistics.median(lesson_cpu):.3f} s"
          f", longest {max(lesson_cpu):.3f} s; per Hint median "
          f"{statistics.median(hint_cpu):.3f} s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=8)
    ap.add_argument("--core", type=int, default=0)
    ap.add_argument("--compare", default=None, help="a checkout to measure first (old)")
    ap.add_argument("--side", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        cores = sorted(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cores[args.core % len(cores)]})
    if args.side is not None:
        sys.path.insert(0, args.side)
        measure(args.games, args.seed, args.iterations)
        return
    for name, root in ((("old", args.compare),) if args.compare else ()) + (("new", HERE),):
        print(f"  {name}: {root} (judge at {args.iterations} iterations)", flush=True)
        subprocess.run([sys.executable, __file__, "--side", str(root), "--games",
                        str(args.games), "--seed", str(args.seed), "--iterations",
                        str(args.iterations), "--core", str(args.core)], check=True,
                       env={**os.environ, "PYTHONPATH": str(root)}, cwd=str(root))


if __name__ == "__main__":
    main()
