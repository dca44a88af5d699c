"""A person's rating and profile (issue 24): Glicko-2 against Glickman's worked example,
a finished game moving the rating once, the profile's figures, and the file at the
boundary: every damaged profile set aside, never a crash, never a path from a name."""

import json
import os

import pytest

from luna.engine import new_game
from luna.profiles import START, Profile, load, load_all, record_game, save
from luna.profiles.glicko2 import Rating, Result, update
from luna.profiles.store import FOLDER, path_for, to_data

FINAL_WON = {"scores": [80, 62], "winner": 0, "breakdown": []}
FINAL_LOST = {"scores": [55, 70], "winner": 1, "breakdown": []}


def test_glicko2_matches_glickmans_worked_example():
    """Glickman, "Example of the Glicko-2 system" (2013): a 1500 / 200 / 0.06 player who
    beats a 1400 / 30 player and loses to 1550 / 100 and 1700 / 300 (tau 0.5) ends at
    1464.06 / 151.52 / 0.05999 (the paper rounds along the way: 1464.05 unrounded)."""
    r = update(Rating(1500, 200, 0.06), [Result(Rating(1400, 30), 1),
                                          Result(Rating(1550, 100), 0),
                                          Result(Rating(1700, 300), 0)])
    assert r.value == pytest.approx(1464.06, abs=0.02)
    assert r.deviation == pytest.approx(151.52, abs=0.01)
    assert r.volatility == pytest.approx(0.05999, abs=1e-5)


def _game(kinds, seed=4):
    seats = [{"kind": k} if k == "human" else {"kind": k, "seed": 3} for k in kinds]
    names = ["Ada", "Bo", "Cy", "Di"][:len(kinds)]
    return new_game(players=len(kinds), seed=seed, seats=seats, names=names)


def test_a_win_against_a_level_raises_the_rating_a_loss_lowers_it_and_a_game_counts_once():
    game = _game(["human", "adept"])
    won = Profile("Ada")
    assert record_game(won, game.header, [], FINAL_WON, 0, "2025-01-02")
    assert won.rating.value > START.value and won.rating.deviation < START.deviation
    assert not record_game(won, game.header, [], FINAL_WON, 0, "2025-01-03")
    assert len(won.games) == 1
    lost = Profile("Ada")
    record_game(lost, game.header, [], FINAL_LOST, 0, "2025-01-02")
    assert lost.rating.value < START.value
    g = won.games[0]
    assert (g.won, g.score, g.best_other, g.levels, g.players) == (True, 80, 62, ("adept",), 2)
    assert g.rating == round(won.rating.value, 1)


def test_beating_a_stronger_level_is_worth_more_and_persons_are_not_rated_against():
    gains = {}
    for level in ("acolyte", "master"):
        p = Profile("Ada")
        record_game(p, _game(["human", level]).header, [], FINAL_WON, 0, "2025-01-02")
        gains[level] = p.rating.value - START.value
    assert gains["master"] > gains["acolyte"] > 0
    hot_seat = Profile("Bo")
    record_game(hot_seat, _game(["human", "human"]).header, [], FINAL_LOST, 1, "2025-01-02")
    assert hot_seat.rating == START and hot_seat.games[0].levels == ()
    assert hot_seat.history() == []


def test_the_profile_figures_wins_per_level_mean_score_chart_and_best_game():
    p = Profile("Ada")
    games = [(["human", "adept", "novice"], FINAL_WON | {"scores": [70, 50, 40]}),
             (["human", "adept"], FINAL_LOST),
             (["human", "master"], FINAL_WON | {"scores": [66, 65]}),
             (["human", "novice"], FINAL_WON)]
    for k, (kinds, final) in enumerate(games):
        record_game(p, _game(kinds, seed=k).header, [], final, 0, f"2025-02-0{k + 1}")
    assert p.wins_per_level() == {"novice": (2, 2), "adept": (1, 2), "master": (1, 1)}
    assert p.mean_score() == pytest.approx((70 + 55 + 66 + 80) / 4)
    assert p.history()[0] == START.value and len(p.history()) == 5
    assert p.history()[1:] == [g.rating for g in p.games]
    assert p.best_game().when == "2025-02-03"          # the win against the Master


def test_a_profile_is_saved_and_read_back_per_name(tmp_path):
    p = Profile("Ada")
    record_game(p, _game(["human", "sage"]).header, [], FINAL_WON, 0, "2025-03-01")
    assert save(tmp_path, p)
    again = load(tmp_path, "  ada ")
    assert again.set_aside is None
    assert again.profile == p
    assert load(tmp_path, "Bo").profile == Profile("Bo")
    assert [q.name for q in load_all(tmp_path)[0]] == ["Ada"]


@pytest.mark.parametrize("name", ["../../etc/passwd", "/abs", "C:\\x", "a" * 300, "日本語",
                                  "con", ".."])
def test_a_profile_file_is_never_named_by_the_persons_name(tmp_path, name):
    path = path_for(tmp_path, name)
    assert path.parent == tmp_path / FOLDER
    assert path.name.endswith(".json") and path.stem.isalnum() and len(path.stem) == 20


def _damaged_files(good: dict) -> dict[str, bytes]:
    bad_game = dict(good["games"][0])
    return {
        "not json": b"{\"format\": 1, \"na",
        "not utf-8": b"\xff\xfe\x00",
        "a list": b"[]",
        "NaN rating": json.dumps(good).replace('"value": ' + json.dumps(
            good["rating"]["value"]), '"value": NaN').encode(),
        "rating too big": json.dumps({**good, "rating": {**good["rating"],
                                                        "value": 1e308}}).encode(),
        "unknown level": json.dumps({**good, "games": [{**bad_game,
                                                         "levels": ["grandmaster"]}]}).encode(),
        "bool for a score": json.dumps({**good, "games": [{**bad_game,
                                                            "score": True}]}).encode(),
        "extra field": json.dumps({**good, "secret": 1}).encode(),
        "another name": json.dumps({**good, "name": "Mallory"}).encode(),
        "bad name": json.dumps({**good, "name": "A\u202eda"}).encode(),
        "deep": b"[" * 100_000,
        "huge": b" " * (1024 * 1024 + 10),
        "fingerprint with a path": json.dumps({**good, "games": [{**bad_game,
                                                                  "game": "../x"}]}).encode(),
    }


def test_every_damaged_profile_is_set_aside_and_the_person_starts_afresh(tmp_path):
    p = Profile("Ada")
    record_game(p, _game(["human", "adept"]).header, [], FINAL_WON, 0, "2025-03-01")
    good = to_data(p)
    path = path_for(tmp_path, "Ada")
    path.parent.mkdir(parents=True)
    for why, data in _damaged_files(good).items():
        path.write_bytes(data)
        got = load(tmp_path, "Ada")
        assert got.profile == Profile("Ada"), why
        assert got.set_aside is not None and got.set_aside.read_bytes() == data, why
        assert not path.exists(), why
    kept = sorted(q.name for q in path.parent.iterdir())
    assert len(kept) == len(_damaged_files(good)) and all(".damaged" in k for k in kept)


def test_a_folder_or_a_pipe_in_a_profiles_place_is_no_crash(tmp_path):
    path = path_for(tmp_path, "Ada")
    path.mkdir(parents=True)
    got = load(tmp_path, "Ada")
    assert got.profile == Profile("Ada") and got.set_aside is not None
    if hasattr(os, "mkfifo"):
        os.mkfifo(path)
        got = load(tmp_path, "Ada")          # opened without blocking, refused
        assert got.set_aside is not None and got.profile == Profile("Ada")


def _old_file(folder, profile):
    """A profile as earlier versions kept it: its own JSON file."""
    path = path_for(folder, profile.name)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(to_data(profile)))
    return path


def test_load_all_sets_damaged_files_aside_and_keeps_the_good(tmp_path):
    _old_file(tmp_path, Profile("Ada"))
    _old_file(tmp_path, Profile("Bo")).write_text("{broken")
    profiles, aside = load_all(tmp_path)
    assert [q.name for q in profiles] == ["Ada"]
    assert [a.name for a in aside] == [path_for(tmp_path, "Bo").name + ".damaged"]

