"""Record the golden corpus: seeded games saved as real save files, with the snapshot
digest after every round (the OpenSpiel / 18xx.games practice).

    python tests/golden/record.py            # records games that are not there yet

A recorded game is never re-recorded: its save and its digests are the fixed point
every later engine must reproduce. A change of rules behaviour comes with a new rules
version, and the games of the new version are recorded next to the old ones.

The players are seeded random players with a taste (`style`) for some command types,
so that the rare corners (a full council, the automaton's shrine) are reached.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from luna import saves  # noqa: E402
from luna.engine import new_game  # noqa: E402
from luna.net.wire.hashing import snapshot_hash  # noqa: E402

GAMES = HERE / "games"
DIGESTS = HERE / "digests.json"
STYLES = {"plain": {}, "council": {"council": 40, "end_actions": 0.3},
          "idle": {"end_actions": 3, "travel": 0.2, "council": 4}}


def _race(game, c: dict) -> float:
    """Solo: the automaton is sent up the council fast and the person follows it onto
    the top seat (where "seat 10 is never overtaken" matters)."""
    s = game.state
    if c["type"] == "solo_deactivate":
        return 1 + 10 * s.active[c["island"]][1] ** 2
    if c["type"] == "council":
        return 50 * c["count"] if s.council_seat(1)[0] == 10 else 0.5
    return 0.02 if c["type"] == "end_actions" else 1


def choose(game, rng: random.Random, style: str) -> dict:
    legal = game.legal()
    if style == "race":
        weights = [_race(game, c) for c in legal]
    else:
        weights = [STYLES[style].get(c["type"], 1) for c in legal]
    return rng.choices(legal, weights)[0]


def play(game, seed: int, style: str, stop: int | None = None):
    """Play `game` to its end (or `stop` commands) with a seeded, styled random player."""
    rng = random.Random(seed)
    while not game.is_over and (stop is None or len(game.log) < stop):
        game.apply(choose(game, rng, style))
    return game


def round_digests(header: dict, log: list[dict]) -> list[dict]:
    """The digest after every round: whenever the round number moves on, and at the end."""
    from luna.engine import replay
    game = replay(header, [])
    out = [{"after": 0, "round": game.state.round, "digest": snapshot_hash(game)}]
    for k, cmd in enumerate(log, 1):
        before = game.state.round
        game.apply(cmd)
        if game.state.round != before or game.is_over or k == len(log):
            out.append({"after": k, "round": game.state.round,
                        "digest": snapshot_hash(game)})
    return out


def corpus(rules: int) -> list[dict]:
    """The games of one rules version: 2-4 players intro and random, solo levels 1-3."""
    games = []
    for players in (2, 3, 4):
        for setup in ("intro", "random"):
            for k, style in enumerate(("plain", "council")):
                games.append({"name": f"r{rules}-{players}p-{setup}-{style}",
                              "players": players, "setup": setup, "solo": None,
                              "seed": 100 * rules + 10 * players + k, "style": style})
    for level in (1, 2, 3):
        for setup in ("intro", "random"):
            for k, style in enumerate(("race", "idle")):
                games.append({"name": f"r{rules}-solo{level}-{setup}-{style}",
                              "players": 1, "setup": setup, "solo": level,
                              "seed": 100 * rules + 50 + 10 * level + k, "style": style})
    return games


def record(rules: int, new_game_kwargs: dict | None = None) -> int:
    GAMES.mkdir(exist_ok=True)
    digests = json.loads(DIGESTS.read_text()) if DIGESTS.exists() else {}
    made = 0
    for spec in corpus(rules):
        path = GAMES / f"{spec['name']}.luna"
        if path.exists():
            continue
        game = new_game(players=spec["players"], seed=spec["seed"], setup=spec["setup"],
                        solo_level=spec["solo"], **(new_game_kwargs or {}))
        play(game, spec["seed"], spec["style"])
        saves.save(game, path)
        digests[spec["name"]] = {"rules": rules, "rounds": round_digests(game.header,
                                                                          game.log)}
        made += 1
    DIGESTS.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n")
    return made


UNFINISHED = HERE / "unfinished"


def record_unfinished() -> int:
    """Half-played saves of today's engine (written once, before rules 2 existed): each
    must still load, reach the same position and play on under its own rules."""
    UNFINISHED.mkdir(exist_ok=True)
    expected_path = UNFINISHED / "expected.json"
    expected = json.loads(expected_path.read_text()) if expected_path.exists() else {}
    made = 0
    configs = [(p, setup, None) for p in (2, 3, 4) for setup in ("intro", "random")]
    configs += [(1, setup, level) for level in (1, 2, 3) for setup in ("intro", "random")]
    for players, setup, level in configs:
        for stop in (3, 11, 40, 90, 160):
            name = (f"solo{level}" if level else f"{players}p") + f"-{setup}-{stop}"
            path = UNFINISHED / f"{name}.luna"
            if path.exists():
                continue
            seed = 7 * stop + players + 3 * (level or 0)
            game = new_game(players=players, seed=seed, setup=setup, solo_level=level)
            play(game, seed, "race" if level else "plain", stop=stop)
            if game.is_over:
                continue
            saves.save(game, path)
            expected[name] = {"commands": len(game.log), "phase": game.state.phase,
                              "digest": snapshot_hash(game), "legal": len(game.legal())}
            made += 1
    expected_path.write_text(json.dumps(expected, indent=1, sort_keys=True) + "\n")
    return made


if __name__ == "__main__":
    print(f"recorded {record(int(sys.argv[1]) if len(sys.argv) > 1 else 1)} games")
    if len(sys.argv) == 1:
        print(f"recorded {record_unfinished()} unfinished saves")


PERFT = HERE / "perft.json"
PERFT_POSITIONS = [  # (game of the corpus, commands played)
    ("r1-3p-random-plain", 5), ("r1-3p-random-council", 55), ("r1-4p-intro-plain", 90),
    ("r1-4p-random-council", 140), ("r1-solo1-random-race", 12),
    ("r1-solo3-random-race", 30), ("r2-2p-random-council", 35), ("r2-3p-intro-plain", 4),
    ("r2-solo3-intro-race", 25), ("r2-4p-random-plain", 110),
]


def perft_position(name: str, after: int):
    from luna.engine import replay
    doc = saves.read_save(GAMES / f"{name}.luna")
    return replay(doc["header"], doc["log"][:after])


def perft(game, depth: int) -> int:
    """The number of command sequences of `depth` legal commands (perft, as in chess)."""
    if depth == 0 or game.is_over:
        return 1
    if depth == 1:
        return len(game.legal())
    total = 0
    for cmd in game.legal():
        child = game.clone()
        child.play(cmd)
        total += perft(child, depth - 1)
    return total


def record_perft() -> None:
    out = []
    for name, after in PERFT_POSITIONS:
        game = perft_position(name, after)
        out.append({"game": name, "after": after, "phase": game.state.phase,
                    "depth1": perft(game, 1), "depth2": perft(game, 2)})
    PERFT.write_text(json.dumps(out, indent=1) + "\n")
