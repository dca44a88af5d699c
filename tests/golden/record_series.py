"""Record two fixed samples of whole computer games, so that the suite checks their
claims on the record and replays only a few of the games to know the record is this
code's:

- the ladder: neighbouring levels below the Master meet on fixed deals, seats rotated
  (`luna.ai.match.series`), 48 games a pair (6 where the Priest or the Sage plays);
  tests/test_ai_ladder.py checks that each level wins most against the one below and
  that the fitted ratings climb;
- the tuned weights: bench/tune.py's self-play, an Adept with the Master's weights
  against Adepts with the frozen baseline's, 2 players in both seats and 4 players one
  against three; tests/test_bench_players.py checks that the tuned weights outscore;
- one game of the Master against the Novice on fixed seeds: tests/test_ai.py plays it
  again and gets the same game in any process.

    python tests/golden/record_series.py     # writes tests/golden/series.json

Each game is kept as its winner (or margin) and a digest of its whole log. Re-record
after a change of a level's or an Adept's play (the replaying tests fail and say so),
read the figures it prints, and say in the commit what moved.
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import asdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from tune import trial_game  # noqa: E402

from luna.ai import LEVELS, make_bot  # noqa: E402
from luna.ai.evaluation import MASTER  # noqa: E402
from luna.ai.match import play, series  # noqa: E402
from luna.engine import new_game  # noqa: E402

OUT = HERE / "series.json"
LOWER = tuple(lv for lv in LEVELS if lv not in ("oracle", "master"))
PAIRS = tuple(zip(LOWER, LOWER[1:], strict=False))
FIRST_SEED = 1                      # the ladder's deals: seeds 1, 2, ...
TWO = range(90000, 90030)           # the tuned weights' deals: 2 players, both seats
FOUR = range(91000, 91040)          # ... and 4 players, the tried seat rotated


def ladder_games(high: str) -> int:
    """Games a pair plays: the Priest's and the Sage's take longer."""
    return 6 if high in ("priest", "sage") else 48


def digest(log: list[dict]) -> str:
    return hashlib.sha256(json.dumps(log, sort_keys=True).encode()).hexdigest()[:16]


def ladder_game(low: str, high: str, k: int) -> dict:
    """Game k of the pair's series (seats rotated by k, seed FIRST_SEED + k): played as
    `series` plays it, as one series of one game with the seats already rotated."""
    levels = [low, high] if k % 2 == 0 else [high, low]
    played = []
    series(levels, 1, FIRST_SEED + k, lambda lv, seed: make_bot(lv, seed),
           report=lambda _, game, seats: played.append((game, seats)))
    (game, seats), = played
    return {"low": low, "high": high, "k": k, "seats": seats,
            "winner": seats[game.state.final["winner"]], "digest": digest(game.log)}


def tuned_game(players: int, seed: int, seat: int) -> dict:
    """One game of the tuned weights' self-play, its margin as bench/tune.py counts it."""
    game = trial_game((asdict(MASTER), seed, players, seat))
    scores = game.state.final["scores"]
    others = [scores[q] for q in range(players) if q != seat]
    return {"players": players, "seed": seed, "seat": seat,
            "margin": round(scores[seat] - sum(others) / len(others), 6),
            "digest": digest(game.log)}


def fixed_seeds_game() -> dict:
    """A game of two, the Master (2 iterations a search) against the Novice, seed 21."""
    game = new_game(players=2, seed=21, setup="random")
    play(game, [make_bot(lv, 210 + p, iterations=2) for p, lv in enumerate(("master",
                                                                            "novice"))])
    return {"moves": len(game.log), "digest": digest(game.log)}


def tuned_jobs() -> list[tuple[int, int, int]]:
    return [(2, s, k) for s in TWO for k in (0, 1)] + [(4, s, s % 4) for s in FOUR]


def record() -> dict:
    ladder = [ladder_game(low, high, k) for low, high in PAIRS
              for k in range(ladder_games(high))]
    for low, high in PAIRS:
        won = sum(g["winner"] == high for g in ladder if (g["low"], g["high"]) == (low, high))
        print(f"{high} beat {low} in {won} of {ladder_games(high)}")
    tuned = [tuned_game(*job) for job in tuned_jobs()]
    for players in (2, 4):
        margins = [g["margin"] for g in tuned if g["players"] == players]
        print(f"tuned weights, {players} players: mean margin "
              f"{sum(margins) / len(margins):+.2f} over {len(margins)} games")
    return {"ladder": ladder, "tuned": tuned, "fixed_seeds": [fixed_seeds_game()]}


def written(kept: dict) -> str:
    """The record as JSON, a game a line (a re-recording's diff shows the games that
    changed)."""
    parts = (f'"{name}": [\n' + ",\n".join(json.dumps(g, sort_keys=True) for g in games)
             + "\n]" for name, games in sorted(kept.items()))
    return "{\n" + ",\n".join(parts) + "\n}\n"


if __name__ == "__main__":
    OUT.write_text(written(record()))
    print(f"wrote {OUT}")
