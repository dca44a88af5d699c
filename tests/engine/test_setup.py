"""Setup (rules 1-2): temple, path, council, figures, the introductory setup."""

import pytest
from positions import count_novices

from luna.engine import new_game
from luna.engine.data import TEMPLE_BOARDS
from luna.engine.temple import build_path


def _path_words(path):
    return [f"G{e['guardian']}" if "guardian" in e else e["tile"] for e in path]


def test_two_player_path_example_blue_and_yellow():
    """Rulebook: with blue and yellow the path reads guardian 2, 28, 25, guardian 2, 23, 21,
    guardian 3, ... from the entrance."""
    tiles = [t for c in ("blue", "yellow") for t in TEMPLE_BOARDS[c] if t[0] not in (1, 3)]
    words = _path_words(build_path(tiles, 2))
    assert words[:7] == ["G2", 28, 25, "G2", 23, 21, "G3"]
    assert words == ["G2", 28, 25, "G2", 23, 21, "G3", 20, 19, "G4", 16, 15, "G5", 10, 9,
                     "G6", 8, 6]


def test_two_player_path_in_a_dealt_game():
    for seed in range(100):
        g = new_game(players=2, seed=seed, setup="random")
        if set(g.snapshot()["temple"]["rows"]) == {"blue", "yellow"}:
            break
    else:  # pragma: no cover
        pytest.fail("no seed dealt blue and yellow")
    snap = g.snapshot()
    assert _path_words(snap["path"])[:7] == ["G2", 28, 25, "G2", 23, 21, "G3"]
    assert snap["path"][snap["guardian"]] == {"guardian": 6}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_counts(players):
    g = new_game(players=players, seed=5, setup="random")
    snap = g.snapshot()
    assert len(snap["temple"]["rows"]) == players
    tiles = [e for e in snap["path"] if "tile" in e]
    assert len(tiles) == 6 * players
    assert [e["guardian"] for e in snap["path"] if "guardian" in e] == [2, 2, 3, 4, 5, 6]
    assert snap["time_markers"] == {"total": 3 if players == 2 else 4, "turned": 0}
    assert all(isl["favours"] == players for isl in snap["islands"])
    assert snap["influence"] == [5] * players
    in_temple = [f for f in snap["temple"]["fields"] if f["player"] is not None]
    assert sorted(f["player"] for f in in_temple) == list(range(players))
    assert all(f["book"] and f["field"] <= 4 for f in in_temple)
    for p in range(players):
        assert count_novices(snap, p) == 13
    start = snap["start_player"]
    assert snap["council"][0] == [(start + k) % players for k in range(players)]
    assert snap["phase"] == "preliminary_shrine" and snap["to_move"] == start


def test_released_tiles_are_the_lowest_group_next_to_the_jetty():
    snap = new_game(players=3, seed=2, setup="random").snapshot()
    released = [e["tile"] for e in snap["path"][snap["guardian"] + 1:]]
    on_path = sorted(e["tile"] for e in snap["path"] if "tile" in e)
    assert sorted(released) == on_path[:3]


def test_introductory_setup_places_the_printed_pieces():
    snap = new_game(players=4, seed=1, setup="intro").snapshot()
    kinds = [i["kind"] for i in snap["islands"]]
    assert kinds == ["book", "shrine", "herbs", "sailboat", "bribery", "novice", "tides"]
    assert (snap["priestess"], snap["architect"], snap["apostate"]) == (0, 3, 5)
    assert snap["islands"][0]["active"] == [2, 2, 2, 2]   # island 1: a pair of everyone
    assert snap["islands"][1]["shrines"] == [True, False, False, False]
    assert snap["favours"][0] == ["herbs", "novice"]
    assert snap["favours"][2] == ["sailboat", "tides"]
    assert snap["phase"] == "actions"
    for p in range(4):
        assert count_novices(snap, p) == 13


def test_same_seed_same_deal_different_seed_different_deal():
    a = new_game(players=4, seed=11, setup="random").snapshot()
    b = new_game(players=4, seed=11, setup="random").snapshot()
    c = new_game(players=4, seed=12, setup="random").snapshot()
    assert a == b
    assert a != c


def test_ruling_figures_may_share_an_island_or_one_per_island_as_option():
    shared = any(len({s["priestess"], s["architect"], s["apostate"]}) < 3 for s in (
        new_game(players=3, seed=k, setup="random").snapshot() for k in range(40)))
    assert shared
    for k in range(40):
        s = new_game(players=3, seed=k, setup="random",
                     options={"one_figure_per_island": True}).snapshot()
        assert len({s["priestess"], s["architect"], s["apostate"]}) == 3


@pytest.mark.parametrize("kwargs", [
    {"players": 5}, {"players": 0}, {"players": 3, "solo_level": 2}, {"players": 1,
                                                                       "solo_level": 4},
    {"setup": "odd"}, {"colours": ["red", "red", "blue", "white"]}, {"seed": "x"},
    {"options": {"nope": True}}, {"names": ["a"]}])
def test_new_game_refuses_impossible_games(kwargs):
    with pytest.raises(ValueError):
        new_game(**kwargs)


def test_full_path_is_the_path_as_laid():
    from luna.engine.temple import full_path
    snap = new_game(players=3, seed=8, setup="random").snapshot()
    assert full_path(snap["temple"]["rows"]) == snap["path"]
