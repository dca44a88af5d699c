"""The computer players' and the coach's results, dumped for a byte-for-byte comparison
between two checkouts (not a test): a speed-up of the search must change none of them.

    PYTHONHASHSEED=0 python bench/search_identity.py /tmp/new.json
    (cd OTHER_CHECKOUT && PYTHONHASHSEED=0 python bench/search_identity.py /tmp/old.json)
    cmp /tmp/old.json /tmp/new.json

Seeded games of every level (two and three players; four and solo too for the Beginner
and the Adept; the Master at 6 look-ahead games a move), the Adept's rankings with their
values (repr: every bit) under both weights, the estimate's terms and the Adept's reason
at every few positions of four of those games, the judge's Hints (advise, as_dict) and
verdicts at 50 of them (budget 8), and the review of one game at budget 4.
(PYTHONHASHSEED fixed: a set's repr follows the string hashes.)
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("LUNA_JUDGE_ITERATIONS", "8")

from luna.ai import adept, evaluation, judge  # noqa: E402
from luna.ai.evaluation import MASTER  # noqa: E402
from luna.ai.levels import LADDER  # noqa: E402
from luna.ai.master import MasterPlayer  # noqa: E402
from luna.ai.match import play  # noqa: E402
from luna.ai.review import review  # noqa: E402
from luna.engine import new_game  # noqa: E402
from luna.engine.game import replay  # noqa: E402


def _bots(name: str, seed: int, seats: int) -> list:
    if name == "master":
        return [MasterPlayer(seed * 10 + p, iterations=6, escape=True) for p in range(seats)]
    build = {lv.name: lv.build for lv in LADDER}[name]
    return [build(seed * 10 + p, None, 6) for p in range(seats)]


def main(path: str) -> None:
    out: dict = {"games": {}, "ranked": [], "terms": [], "advise": [], "review": None}
    for lv in LADDER:
        name = lv.name
        for g, players in enumerate((2, 3, 4, 1) if name in ("adept", "novice") else (2, 3)):
            seed = 100 + g
            if players == 1:
                game = new_game(players=1, seed=seed, setup="random", solo_level=2)
                bots = _bots(name, seed, 1) + [None]
            else:
                game = new_game(players=players, seed=seed, setup="random")
                bots = _bots(name, seed, players)
            play(game, bots)
            out["games"][f"{name}-{players}"] = [game.header, game.log, game.state.final]
    positions = []
    for key in ("adept-2", "adept-3", "adept-4", "adept-1"):
        header, log, _ = out["games"][key]
        positions += [(header, log[:k]) for k in range(0, len(log), max(1, len(log) // 15))]
    for header, log in positions:
        g = replay(header, log)
        if g.is_over:
            continue
        out["ranked"].append([[repr(v), c] for v, c in adept.ranked(g)])
        out["ranked"].append([[repr(v), c] for v, c in adept.ranked(g, MASTER)])
        out["terms"].append([{repr(k): repr(v) for k, v in t.items()}
                             for t in evaluation.terms(g.state)])
        out["terms"].append(repr(evaluation.estimates(g.state, MASTER)))
        d = adept.AdeptPlayer(3).decide(g)
        out["terms"].append([d.command, repr(d.reason)])
    for header, log in positions[::max(1, len(positions) // 50)][:50]:
        g = replay(header, log)
        if g.is_over:
            continue
        a = judge.advise(g)
        out["advise"].append([a.command, repr(a.reason), repr(a.gain), a.as_dict()])
        out["advise"].append(repr(judge.verdict(g)))
    header, log, _ = out["games"]["adept-2"]
    r = review(header, log, [0], iterations=4)
    out["review"] = r.as_dict() if r else None
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, sort_keys=True, default=repr, indent=0)


if __name__ == "__main__":
    main(sys.argv[1])
