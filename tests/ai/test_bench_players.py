"""The bench's own players (bench/baseline.py, bench/opponents.py): legal, and each
plays to its taste, so a series against them measures what it says."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from baseline import FROZEN_HABITS, FROZEN_WEIGHTS, baseline_master  # noqa: E402
from opponents import OPPONENTS  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "golden"))
from record_series import FOUR, OUT, TWO, tuned_game, tuned_jobs  # noqa: E402

from luna.ai import make_bot  # noqa: E402
from luna.ai.evaluation import MASTER  # noqa: E402
from luna.ai.master import MasterPlayer  # noqa: E402
from luna.engine import new_game  # noqa: E402

TUNED = json.loads(OUT.read_text())["tuned"]


def test_opponents_play_legally_and_to_their_taste():
    game = new_game(players=4, seed=21)
    bots = [OPPONENTS["greedy"](1), OPPONENTS["builder"](2), make_bot("adept", 3),
            make_bot("adept", 4)]
    tastes = {0: "consecrate", 1: "build_shrine"}
    used = {0: 0, 1: 0}
    while not game.is_over:
        p = game.to_move
        cmd = bots[p].choose(game)
        assert game.is_legal(cmd), cmd
        if p in tastes and any(c["type"] == tastes[p] for c in game.legal()):
            assert cmd["type"] == tastes[p], (p, cmd)
            used[p] += 1
        game.apply(cmd)
    assert used[0] >= 2 and used[1] >= 1


def test_baseline_is_a_frozen_copy_not_the_live_defaults():
    bot = baseline_master(seed=2, iterations=3)
    assert isinstance(bot, MasterPlayer) and bot.level == "baseline"
    assert bot.weights is FROZEN_WEIGHTS and bot.width == 8
    assert not bot.consecrate_first and not bot.open_with_action
    assert FROZEN_HABITS == {"consecrate_first": False, "open_with_action": False}
    assert not bot.reuse_stages
    game = new_game(players=2, seed=3)
    assert game.is_legal(bot.choose(game))


def test_playout_searcher_is_legal_repeatable_and_not_an_adept():
    game = new_game(players=3, seed=8)
    searcher = OPPONENTS["playout"](4)
    adept = make_bot("adept", 4)
    differs = 0
    for ply in range(16):
        cmd = searcher.choose(game)
        assert game.is_legal(cmd), cmd
        if ply < 3:
            assert OPPONENTS["playout"](4).choose(game) == cmd   # same seed, same choice
        differs += cmd != adept.choose(game)
        game.apply(cmd)
    assert differs >= 3     # its playouts, not the Adept's ranking, decide


def test_tempered_searcher_plays_its_playouts_with_acolytes_and_repeats():
    """The outside player of bench/ai.py --part outside: legal, the same choice for the
    same seed, its playouts played by Acolytes (not the plain searcher's Novices)."""
    from luna.ai.tempered import TemperedAdept
    searcher = OPPONENTS["searcher"](5)
    assert (searcher.width, searcher.playouts) == (4, 3)
    assert isinstance(searcher.rollout(1), TemperedAdept)
    game = new_game(players=2, seed=9)
    for _ in range(6):
        cmd = searcher.choose(game)
        assert game.is_legal(cmd) and OPPONENTS["searcher"](5).choose(game) == cmd
        game.apply(cmd)


def test_a_table_counts_as_wins_between_every_two_seats_by_score():
    """bench/ai.py --part tables: runs of neighbouring levels, and a game of three as
    three pairwise results (a tie half each), as a person's rating counts it."""
    from ladder import TableGame, table_results, windows
    assert windows(["a", "b", "c", "d"], 3) == [["a", "b", "c"], ["b", "c", "d"]]
    res = table_results(["a", "b", "c"], [TableGame(0, ["b", "a", "c"], [70, 60, 70])])
    assert res.wins == {("b", "a"): 1, ("c", "a"): 1, ("b", "c"): 0.5, ("c", "b"): 0.5}


def test_tuned_weights_beat_the_frozen_ones_in_adept_self_play():
    """bench/tune.py's weights are the Master's: on deals the tuning never saw, an
    Adept with them outscores Adepts with the baseline's weights, 2 players in both
    seats and 4 players one against three (the tuning's own measure, bench/tune.py),
    in the recorded games (tests/golden/series.json)."""
    assert MasterPlayer().weights == MASTER != FROZEN_WEIGHTS
    assert [(g["players"], g["seed"], g["seat"]) for g in TUNED] == tuned_jobs()
    for players in (2, 4):
        margins = [g["margin"] for g in TUNED if g["players"] == players]
        mean = sum(margins) / len(margins)
        assert mean > 0, (players, mean)


@pytest.mark.parametrize("players,seed,seat", [(2, TWO[0], 0), (2, TWO[0], 1),
                                               (4, FOUR[0], FOUR[0] % 4)])
def test_the_recorded_self_play_is_what_the_adepts_play_now(players, seed, seat):
    """A game of the record played again gives its log and margin: the record is this
    code's (after a change of the Adept's play or the weights: record again,
    python tests/golden/record_series.py)."""
    kept = next(g for g in TUNED if (g["players"], g["seed"], g["seat"]) == (players, seed,
                                                                            seat))
    assert tuned_game(players, seed, seat) == kept, \
        "the Adept plays otherwise: python tests/golden/record_series.py"
