"""Habits seen when Masters were watched (issue 14, section 4), each with a position from
a real Master-against-Adepts game (tests/ai/ai_positions/, snapshots under rules 2): the
frozen baseline Master of bench/ shows the habit there, today's Master does not.

- opening round 1 (Guardian worth 6) with a meditation while all eight novices could act;
- putting off a consecration of a claimed, released tile late in the round (meditating,
  taking herbs, climbing the council instead), so the round may end first and the
  Guardian steps down;
- keeping novices on the Apostate's island to his scoring when the only ways off it
  ranked below the eight candidates the Master weighs (issue 54)."""

import json
import sys
from pathlib import Path

import pytest

from luna.ai import make_bot
from luna.ai.adept import ranked
from luna.ai.master import MasterPlayer
from luna.engine import from_snapshot
from luna.engine.scoring import apostate_losses

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


def test_master_weighs_a_way_off_the_apostates_island_its_cut_left_out():
    """Round 2, 2 players: the round's scoring would take 2 from the mover (a novice on
    the Apostate's island); every way off ranks 13th or lower in the first ranking. The
    Master weighs one (the budget of its 2-second thinking time, 16 iterations, fills
    the first stage with at most that many) and takes it; without the way out among its
    candidates it never could."""
    game = _position("leaves_novices_to_the_apostate")
    p = game.to_move
    now = apostate_losses(game.state)[p]

    def lowers(cmd):
        after = game.clone()
        after.play(cmd)
        return after.state.round == game.state.round and \
            apostate_losses(after.state).get(p, 0) < now

    assert now == 2 and game.state.phase == "actions"
    ranking = [cmd for _, cmd in ranked(game, MasterPlayer().weights)]
    assert not any(lowers(cmd) for cmd in ranking[:12]) and any(map(lowers, ranking))
    assert not lowers(MasterPlayer(7, iterations=16).choose(game))   # without the rule
    for budget in (4, 16):     # a first stage cut short, and the thinking time's
        found = make_bot("master", 7, iterations=budget).search(game)
        assert any(lowers(cmd) for cmd in found.pool[:budget]), budget
    assert lowers(found.pool[found.best]), found.pool[found.best]


def test_a_masters_first_stage_cut_short_weighs_a_way_off_the_apostates_island():
    """Four players, round 2: the round's scoring would take from the mover, and of the
    Master's eight candidates only some past the fourth lower that loss. At 4 iterations
    (its 1-second thinking at four players) the first stage weighs the first four, yet the
    way out was looked for in all eight, found there and never put in: the search
    weighed no way off (F352). The way out is now among the candidates it weighs."""
    from luna.ai.candidates import way_out
    from luna.engine import new_game
    game = new_game(players=4, seed=1, setup="random")
    bots = [make_bot("adept", 10 + p) for p in range(4)]
    while len(game.log) < 48:
        game.apply(bots[game.to_move].choose(game))
    p = game.to_move
    assert game.state.phase == "actions" and apostate_losses(game.state)[p]
    assert game.state.round == 2
    ranking = [cmd for _, cmd in ranked(game, MasterPlayer().weights)]
    assert way_out(game, ranking, ranking[:8]) is None      # one lowers it in the eight,
    assert way_out(game, ranking, ranking[:4]) is not None  # none in the first four
    found = MasterPlayer(7, iterations=4, escape=True).search(game)
    weighed = [found.pool[k] for k in found.weighed]
    assert len(weighed) == 4
    assert way_out(game, ranking, weighed) is None, "a way off, never weighed"
