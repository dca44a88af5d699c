"""What a Hint gives up to the next best at the round scorings (judge.gives_up, F391,
F406; not a test): over every 6th position of five seeded games of Adepts (two to four
players) at the judge's own budget, how many Hints have a next best, how many end behind
it in a round scoring by 1 or more (trial.lost, the reason's own scoring left out), and
how often each part by each figure: where judge.PRICED draws the line.

    python bench/priced.py
"""

from __future__ import annotations

import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from luna.ai import judge, make_bot  # noqa: E402
from luna.engine import new_game, replay  # noqa: E402

GAMES = ((2, 61), (3, 62), (4, 63), (2, 64), (3, 65))     # (players, seed)


def main() -> None:
    figures: collections.Counter = collections.Counter()
    hints = behind = priced = 0
    for players, seed in GAMES:
        game = new_game(players=players, seed=seed, setup="random")
        bots = [make_bot("adept", seed=seed * 10 + p) for p in range(players)]
        while not game.is_over:
            game.apply(bots[game.to_move].choose(game))
        for k in range(2, len(game.log), 6):
            g = replay(game.header, game.log[:k])
            judged = judge.verdict(g)
            if judged.runner_up is None:
                continue
            hints += 1
            _, why, diff = judge.cost(g, judged, judged.runner_up)
            spoken = judge.SPOKEN.get(why.term) if why else None
            parts = {a: b for a, b in (diff.lost or {}).items() if a != spoken}
            behind += bool(parts)
            priced += judge.gives_up(judged, why, diff) is not None
            figures.update(parts.items())
    print(f"Hints with a next best: {hints}; behind it in a round scoring by 1 or more: "
          f"{behind}; named (judge.PRICED = {judge.PRICED} or more): {priced}")
    for (part, n), count in sorted(figures.items()):
        print(f"  {part} {n}: {count}")


if __name__ == "__main__":
    main()
