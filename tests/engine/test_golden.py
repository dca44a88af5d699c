"""The golden corpus (tests/golden): recorded games must replay to the very same position
after every round, and half-played saves of earlier engines must load, match and play on.

A change of engine behaviour that alters any of them fails here, unless it comes with a
new rules version (the old games keep their version, the new one gets new recordings).
"""

import json
import random
from pathlib import Path

import pytest

from luna import saves
from luna.engine import replay
from luna.engine.versions import VERSIONS
from luna.net.wire.hashing import snapshot_hash

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
DIGESTS = json.loads((GOLDEN / "digests.json").read_text())
UNFINISHED = json.loads((GOLDEN / "unfinished" / "expected.json").read_text())


def test_the_corpus_covers_every_table_and_level():
    per_version = {}
    for entry in DIGESTS.values():
        per_version[entry["rules"]] = per_version.get(entry["rules"], 0) + 1
    assert per_version == {v: 24 for v in VERSIONS}
    assert len(DIGESTS) >= 30
    headers = [saves.read_save(GOLDEN / "games" / f"{name}.luna")["header"]
               for name in DIGESTS]
    tables = {(h["players"], h["setup"]) for h in headers if h["solo_level"] is None}
    assert tables == {(p, s) for p in (2, 3, 4) for s in ("intro", "random")}
    assert {h["solo_level"] for h in headers} == {None, 1, 2, 3}
    for entry in DIGESTS.values():
        assert entry["rounds"][-1]["round"] == 6


@pytest.mark.parametrize("name", sorted(DIGESTS))
def test_a_recorded_game_replays_to_the_same_position_after_every_round(name):
    doc = saves.read_save(GOLDEN / "games" / f"{name}.luna")
    expected = DIGESTS[name]["rounds"]
    game = replay(doc["header"], [])
    assert game.state.rules.version == DIGESTS[name]["rules"] == doc["header"].get("rules", 1)
    marks = {e["after"]: e for e in expected}
    assert snapshot_hash(game) == marks[0]["digest"]
    for k, cmd in enumerate(doc["log"], 1):
        game.play(cmd)
        if k in marks:
            assert (game.state.round, snapshot_hash(game)) == (
                marks[k]["round"], marks[k]["digest"]), f"{name}: after command {k}"
    assert game.is_over and max(marks) == len(doc["log"])


@pytest.mark.parametrize("name", sorted(UNFINISHED))
def test_an_older_half_played_save_loads_matches_and_plays_on(name, tmp_path):
    want = UNFINISHED[name]
    path = GOLDEN / "unfinished" / f"{name}.luna"
    assert "rules" not in saves.read_save(path)["header"]     # before versions existed
    game = saves.load(path)
    assert game.header["rules"] == game.state.rules.version == 1
    assert len(game.log) == want["commands"]
    assert game.state.phase == want["phase"]
    assert snapshot_hash(game) == want["digest"]
    assert len(game.legal()) == want["legal"]
    rng = random.Random(name)
    for _ in range(400):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal()))
    assert game.is_over
    again = saves.load(saves.save(game, tmp_path / "again.luna"))   # keeps its rules
    assert again.state.rules.version == 1
    assert snapshot_hash(again) == snapshot_hash(game)


def test_rules_1_games_in_the_corpus_would_change_under_rules_2():
    """The corpus reaches the corners where the versions differ, so it guards them."""
    changed = []
    for name, entry in DIGESTS.items():
        if entry["rules"] != 1 or "solo" not in name:
            continue
        doc = saves.read_save(GOLDEN / "games" / f"{name}.luna")
        assert "rules" not in doc["header"]            # written before versions existed
        try:
            game = replay({**doc["header"], "rules": 2}, doc["log"])
        except Exception:
            changed.append(name)
            continue
        if snapshot_hash(game) != entry["rounds"][-1]["digest"]:
            changed.append(name)
    assert len(changed) >= 3, changed


PERFT = json.loads((GOLDEN / "perft.json").read_text())


@pytest.mark.parametrize("entry", PERFT, ids=[f"{e['game']}@{e['after']}" for e in PERFT])
def test_perft_counts_of_ten_fixed_positions(entry):
    """The number of legal commands (depth 1) and of two-command sequences (depth 2),
    as chess engines check move generation; the counts agree with the engine that
    listed commands by hand before legal() was built from the handlers' checks."""
    import sys
    sys.path.insert(0, str(GOLDEN))
    from record import perft, perft_position
    game = perft_position(entry["game"], entry["after"])
    assert game.state.phase == entry["phase"]
    assert perft(game, 1) == entry["depth1"]
    assert perft(game, 2) == entry["depth2"]


def test_perft_covers_ten_positions_of_every_kind():
    assert len(PERFT) == 10
    assert {e["phase"] for e in PERFT} >= {"preliminary_pairs", "actions", "solo_round_start"}
    assert {e["game"][:2] for e in PERFT} == {"r1", "r2"}
