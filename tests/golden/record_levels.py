"""Record what the Novice, the Adept and the Master choose on fixed positions (the golden
games' positions), so that a later change of the ladder cannot quietly change how an
old save's computer plays on.

    python tests/golden/record_levels.py     # writes tests/golden/levels.json

Recorded once, from the code as it stood before the ladder's new levels (issue 24):
tests/test_ai_levels_kept.py checks the choices and reasons byte for byte. Only
re-record for a deliberate change of a level's play, and say so in the commit.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from luna import saves  # noqa: E402
from luna.ai import make_bot  # noqa: E402
from luna.engine import replay  # noqa: E402

OUT = HERE / "levels.json"
GAMES = ("r2-2p-random-plain", "r2-3p-intro-plain", "r2-4p-random-council",
         "r2-solo2-random-idle")
CUTS = 8                      # positions per game, evenly along its log
MASTER_ITERATIONS = (3, 12)   # the Master's budgets (a first stage cut short, and more)


def positions() -> list[tuple[str, int]]:
    """(game name, log length) of every recorded position."""
    out = []
    for name in GAMES:
        log = saves.read_save(HERE / "games" / f"{name}.luna")["log"]
        out += [(name, len(log) * (k + 1) // (CUTS + 1)) for k in range(CUTS)]
    return out


def choice(name: str, length: int, level: str, seed: int, iterations: int | None) -> dict:
    """The level's command and reason (plain data) in that position."""
    data = saves.read_save(HERE / "games" / f"{name}.luna")
    game = replay(data["header"], data["log"][:length])
    bot = make_bot(level, seed, iterations=iterations)
    if not hasattr(bot, "decide"):
        return {"command": bot.choose(game), "reason": None}
    decision = bot.decide(game)
    return {"command": decision.command,
            "reason": decision.reason.as_dict() if decision.reason else None}


def record() -> list[dict]:
    rows = []
    for k, (name, length) in enumerate(positions()):
        runs = [("novice", None), ("adept", None)]
        if k % 2:                 # the Master on every other position (it is slow)
            runs.append(("master", MASTER_ITERATIONS[k // 2 % 2]))
        for level, iterations in runs:
            rows.append({"game": name, "length": length, "level": level, "seed": 7 + k,
                         "iterations": iterations,
                         **choice(name, length, level, 7 + k, iterations)})
    return rows


if __name__ == "__main__":
    OUT.write_text(json.dumps(record(), indent=0, sort_keys=True) + "\n")
    print(f"wrote {OUT}")
