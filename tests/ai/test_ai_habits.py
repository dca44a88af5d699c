"""Habits seen when Masters were watched (issue 14, section 4), each with a position from
a real Master-against-Adepts game (tests/ai/ai_positions/, snapshots under rules 2): the
frozen baseline Master of bench/ shows the habit there, today's Master does not.

- opening round 1 (Guardian worth 6) with a meditation while all eight novices could act;
- putting off a consecration of a claimed, released tile late in the round (meditating,
  taking herbs, climbing the council instead), so the round may end first and the
  Guardian steps down."""

import json
import sys
from pathlib import Path

import pytest

from luna.ai import make_bot
from luna.engine import from_snapshot

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parents[1] / "bench"))
from baseline import baseline_master  # noqa: E402
from habits import count, released_held, usable_novices  # noqa: E402

ITERATIONS = 12


def _position(name):
    snap = json.loads((HERE / "ai_positions" / f"{name}.json").read_text())
    return from_snapshot(snap, rules=2)


def test_master_does_not_open_round_1_by_meditating():
    game = _position("opens_round_1_with_meditation")
    s, p = game.state, game.to_move
    assert s.round == 1 and s.time_turned == 0 and s.path[s.guardian]["guardian"] == 6
    assert usable_novices(game, p) == 8
    assert baseline_master(iterations=ITERATIONS).choose(game)["type"] == "meditate"
    cmd = make_bot("master", iterations=ITERATIONS).choose(game)
    assert cmd["type"] not in ("meditate", "end_actions"), cmd


@pytest.mark.parametrize("name", ["puts_off_consecration_meditating",
                                  "puts_off_consecration_for_herbs",
                                  "puts_off_consecration_for_council"])
def test_master_consecrates_a_released_tile_before_the_round_can_end(name):
    game = _position(name)
    s, p = game.state, game.to_move
    assert released_held(game, p) == 1 and s.time_turned >= 2
    old = baseline_master(iterations=ITERATIONS).choose(game)
    assert old["type"] != "consecrate", old
    cmd = make_bot("master", iterations=ITERATIONS).choose(game)
    assert cmd["type"] == "consecrate", cmd
    game.apply(cmd)
    assert released_held(game, p) == 0


def test_habit_counter_sees_the_habits_in_a_played_game():
    """bench/habits.py, which the benchmark's figures come from, counts what it says."""
    game = _position("opens_round_1_with_meditation")
    p = game.to_move
    seats = ["adept"] * game.state.players
    seats[p] = "master"
    game.apply({"type": "meditate", "player": p})
    got = count(game.header, game.log, seats)
    assert got["master"].early_meditations == 1 and got["master"].usable_at_early == [8]
    assert got["adept"].early_meditations == 0

    game = _position("puts_off_consecration_for_herbs")
    p = game.to_move
    gv = game.state.path[game.state.guardian]["guardian"]
    cmd = next(c for c in game.legal() if c["type"] == "consecrate")
    game.apply(cmd)
    got = count(game.header, game.log, ["master" if q == p else "adept"
                                        for q in range(game.state.players)])
    assert got["master"].guardian_at_consecration == [gv]
