"""A person's rating and profile (issue 24): Glicko-2 against Glickman's worked example,
a finished game moving the rating once, the profile's figures, and the file at the
boundary: every damaged profile set aside, never a crash, never a path from a name."""

import itertools
import json
import math
import multiprocessing
import os
import signal
import sqlite3
import time
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from luna import profiles
from luna.ai.levels import RATING_DEVIATION, RATINGS
from luna.client.after_game import after_game
from luna.engine import new_game
from luna.files import take_notes
from luna.profiles import (
    START,
    Played,
    Profile,
    database,
    finished,
    load,
    load_all,
    record_game,
    save,
)
from luna.profiles.glicko2 import DEVIATION, VALUE, VOLATILITY, Rating, Result, update
from luna.profiles.history import old_files
from luna.profiles.store import FOLDER, path_for, to_data
from luna.profiles.suggestion import FIRST, Suggestion, suggestion
from luna.text import t

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


def test_a_close_result_never_lowers_the_suggested_level_and_a_clear_win_raises_it():
    """Trials (F438, F459): after a one-point loss to the Initiate the suggested level
    fell to the Pilgrim; after an 81-55 win over him it was still the Initiate. The
    level suggested follows the rating, but a close result (a few points) never lowers
    it, nor does a win, and a clear win suggests at least the level above the one
    beaten; a clear loss lowers it as the rating says."""
    from luna.ai.levels import nearest
    game = _game(["human", "initiate"])
    close = Profile("Ada")                                  # a first game at the Initiate:
    assert nearest(START.value) == "initiate"               # the rating's level, taken as
    record_game(close, game.header, [], {"scores": [60, 61], "winner": 1}, 0, "2025-01-02")
    assert nearest(close.rating.value) == "pilgrim"         # the rating alone: lower
    assert suggestion(close).level == "initiate"            # the one suggested before it
    record_game(close, game.header, ["b"], {"scores": [58, 61], "winner": 1}, 0,
                "2025-01-03")                               # another close one: still
    assert suggestion(close).level == "initiate"
    record_game(close, game.header, ["c"], {"scores": [40, 70], "winner": 1}, 0,
                "2025-01-04")                               # a clear loss: lower
    assert suggestion(close).level == nearest(close.rating.value) != "initiate"
    settled = Profile("Ada", Rating(RATINGS["initiate"], 60.0))
    record_game(settled, game.header, [], {"scores": [81, 55], "winner": 0}, 0,
                "2025-01-02")
    assert nearest(settled.rating.value) == "initiate"     # the rating alone: the same
    assert suggestion(settled) == Suggestion("acolyte", "won", 26)   # the level above the
    #                                                    Initiate, said with the win's margin
    narrow = Profile("Ada", Rating(RATINGS["initiate"], 60.0))
    record_game(narrow, game.header, [], {"scores": [64, 60], "winner": 0}, 0,
                "2025-01-02")
    assert suggestion(narrow).level == "initiate"                # a narrow win: not raised


@pytest.mark.parametrize("scores, level", [([66, 63, 57], "acolyte"),
                                           ([80, 62, 58], "disciple")],
                         ids=["narrow", "clear"])
def test_a_narrow_win_suggests_the_next_level_only_a_clear_one_may_skip(scores, level):
    """F908: a newcomer's 66-63-57 win over two Initiates (level 3) suggested the
    Disciple (level 5): the new rating's wide step skipped a level. A win by less than
    CLEAR suggests the next level up at most; a clear one may follow the rating past it."""
    from luna.ai.levels import LEVELS, nearest
    from luna.profiles.profile import CLEAR
    game = _game(["human", "initiate", "initiate"])
    ada = Profile("Ada")
    record_game(ada, game.header, [], {"scores": scores, "winner": 0, "breakdown": []}, 0,
                "2025-01-02")
    assert nearest(ada.rating.value) == "disciple"          # the rating alone: two up
    margin = scores[0] - max(scores[1:])
    assert suggestion(ada) == Suggestion(level, "won", margin)
    assert LEVELS.index(level) - LEVELS.index("initiate") == (1 if margin < CLEAR else 2)
    again = _game(["human", level, level])               # then a close loss there: the
    record_game(ada, again.header, ["b"], {"scores": [60, 62, 50], "winner": 1,
                                           "breakdown": []}, 0, "2025-01-03")
    assert suggestion(ada).level == level                 # rating's level never raises it


def test_a_win_the_hint_led_suggests_the_level_above_and_the_line_says_why(tmp_path):
    """F713: New game said "Initiate is a good match for you"; mostly pressing H, the
    newcomer won 74-63-58 and the next suggestion was the same level. A win the Hint led
    (its moves on most turns: the rating stays) says more about the Hint than the
    person: it suggests the level above the one beaten, and the line says why; so does
    a win of one's own that raised it; the newcomer's line names the next level up as
    the one suggested for it. Read back from the database, the boundary that checks every
    field of a game. (A first win of one's own moves the wide rating a long way, but a
    win by 11 is no clear one: the next level, F908.)"""
    from luna.text.profile_text import suggestion_text
    assert suggestion_text(Profile("Ada"), "Ada") == (FIRST, t(
        "profile.match.first", who="Ada", level=t(f"level.{FIRST}")))
    game = _game(["human", "initiate", "initiate"])
    final = {"scores": [74, 63, 58], "winner": 0, "breakdown": []}
    seen = {}
    for name, led in (("Ada", True), ("Bo", False)):
        profiles.record(tmp_path, name, finished(game.header, [], final, 0, "2025-01-02",
                                                 hint_led=led))
        seen[name] = load(tmp_path, name).profile
    assert seen["Ada"].rating == START                   # the Hint's win: not the rating,
    assert suggestion(seen["Ada"]) == Suggestion("acolyte", "hint_won", 11)   # but a level
    assert suggestion_text(seen["Ada"], "Ada")[1] == \
        "Ada: won by 11 with the Hint: try Acolyte"
    assert suggestion(seen["Bo"]) == Suggestion("acolyte", "won", 11)  # their own win:
    assert suggestion_text(seen["Bo"], "Bo")[1] == "Bo: you won by 11: try Acolyte"  # rated


@pytest.mark.parametrize("scores, led, after", [
    (None, False, Suggestion("adept", "first")),
    ([60, 63, 50], False, Suggestion("adept")),
    ([60, 72, 50], False, Suggestion("disciple", "lost", -12, players=3)),
    ([50, 72, 60], False, Suggestion("initiate", "lost", -22, players=3)),
    ([50, 72, 60], True, Suggestion("initiate", "lost", -22, players=3)),
    ([80, 62, 58], False, Suggestion("sage", "won", 18)),
    ([80, 62, 58], True, Suggestion("priest", "hint_won", 18))],
    ids=["first", "close_loss", "clear_loss", "lost_to_both", "lost_to_both_hint", "clear_win",
         "hint_win"])
def test_a_first_game_is_suggested_where_the_hint_meets_a_contest(scores, led, after):
    """F1017: five newcomers of six beat two Initiates, the first level suggested, by 10
    to 28 points with the Hint. A first game is suggested at the Adept, where the Hint's
    moves won 18 games of 20 by 8 on average (bench/README.md), and it is the level
    suggested before that game: a close loss keeps it, a clear one steps down to the
    rating's level (the Initiate where both computers won, with the Hint or without), a
    clear win, the person's or the Hint's, steps up."""
    from luna.profiles.record import rated
    ada = Profile("Ada")
    assert FIRST == "adept"
    if scores is not None:
        game = _game(["human", FIRST, FIRST])
        final = {"scores": scores, "winner": scores.index(max(scores)), "breakdown": []}
        played = finished(game.header, [], final, 0, "2025-01-02", hint_led=led)
        ada.rating, entry = rated(ada.rating, played)
        ada.games.append(entry)
    assert suggestion(ada) == after


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


# -- a game at three or four moves the rating against the levels measured there ----------

FINAL_FOUR = {"scores": [80, 62, 70, 81], "winner": 3, "breakdown": []}
FINAL_THREE = {"scores": [80, 62, 70], "winner": 0, "breakdown": []}


def _rated_after(kinds, final):
    p = Profile("Ada")
    record_game(p, _game(kinds).header, [], final, 0, "2025-01-02")
    return p.rating


def test_a_four_player_game_moves_the_rating_against_the_ratings_measured_at_four():
    """A 4-player game moved the rating against the levels' two-player ratings, which
    stand up to 200 points off their strength at four (levels.TABLE_RATINGS)."""
    from luna.ai.levels import TABLE_RATINGS
    got = _rated_after(["human", "acolyte", "disciple", "adept"], FINAL_FOUR)

    def against(ratings, deviation):
        return update(START, [Result(Rating(ratings[lv], deviation(lv)), s) for lv, s in
                              (("acolyte", 1), ("disciple", 1), ("adept", 0))])
    four = {lv: m.rating for lv, m in TABLE_RATINGS[4].items()}
    width = {lv: (m.high - m.low) / (2 * 1.96) for lv, m in TABLE_RATINGS[4].items()}
    assert got == pytest.approx(against(four, width.get))
    two_player = against(RATINGS, lambda lv: RATING_DEVIATION)
    # the levels are stronger at four than their two-player ratings: the wins are worth
    # more, the loss costs less
    assert got.value > two_player.value + 10
    # at two players nothing changed
    assert _rated_after(["human", "adept"], FINAL_WON) == update(
        START, [Result(Rating(RATINGS["adept"], RATING_DEVIATION), 1)])


def test_a_level_not_measured_at_the_tables_size_moves_nothing_and_widens_the_deviation():
    """The Master was never measured at three or four: a result against it moved the
    rating by its two-player rating. Alone at the table it is a period without a
    result (the rating stays, its deviation widens); beside a measured level only that
    level's result counts."""
    from luna.ai.levels import measured_at
    assert measured_at("master", 3) is None and measured_at("master", 4) is None
    alone = _rated_after(["human", "master", "master"], FINAL_THREE)
    assert alone.value == START.value and alone.deviation >= START.deviation
    assert alone == update(START, [])
    oracle = measured_at("oracle", 3)
    mixed = _rated_after(["human", "master", "oracle"], FINAL_THREE)
    assert mixed == update(START, [Result(Rating(oracle.rating, (oracle.high - oracle.low)
                                                 / (2 * 1.96)), 1)])
    p = Profile("Ada")
    record_game(p, _game(["human", "master", "master"]).header, [], FINAL_THREE, 0,
                "2025-01-02")
    assert p.games[0].levels == ("master",) and p.wins_per_level() == {"master": (1, 1)}


def test_a_kept_game_of_an_older_luna_is_weighed_by_its_tables_ratings(tmp_path):
    """A game kept beside the database (spool.py) names its levels and results; it is
    weighed when written, by the same rule as any game: a 4-player one against the
    ratings measured at four, and a file with more results than seats is set aside."""
    from luna.profiles import spool
    save(tmp_path, Profile("Ada"))
    doc = {"name": "Ada", "game": "d" * 32, "when": "2025-03-03", "players": 4,
           "score": 80, "best_other": 81, "won": False,
           "levels": ["acolyte", "disciple", "adept"],
           "results": [["acolyte", 1], ["disciple", 1], ["adept", 0]]}
    (tmp_path / (spool.PREFIX + "e" * 16 + spool.SUFFIX)).write_text(json.dumps(doc))
    got = load(tmp_path, "Ada").profile
    assert got.rating == _rated_after(["human", "acolyte", "disciple", "adept"], FINAL_FOUR)
    take_notes()
    bad = doc | {"game": "f" * 32, "players": 2}
    path = tmp_path / (spool.PREFIX + "f" * 16 + spool.SUFFIX)
    path.write_text(json.dumps(bad))
    assert load(tmp_path, "Ada").profile == got
    (note,) = take_notes()
    assert note.path == path and not os.path.lexists(path)


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



# -- the rating update is total, the stored values checked (issue 53) --------------------

EDGES = [0.0, -0.0, 5e-324, 1e-300, 1e-155, 1e-4, 0.06, 1.0, 30.0, 350.0, 999.9, 1000.0,
         1e3 + 1e-9, 4999.9, 5000.0, 5000.1, 1e308, -1.0, -1e308, math.inf, -math.inf,
         math.nan]


def _in_ranges(r: Rating) -> bool:
    return all(math.isfinite(x) and lo <= x <= hi for x, (lo, hi) in
               zip(r, (VALUE, DEVIATION, VOLATILITY), strict=True))


def test_the_rating_update_never_raises_and_stays_in_range_for_any_stored_value():
    """A volatility of 0 (or below ~1e-154, which the loader took) raised 'math domain
    error' at the end of every game against a computer; the edges wrote values the next
    start refused."""
    games = list(itertools.product([Rating(RATINGS[lv], RATING_DEVIATION) for lv in
                                    ("novice", "master")], (0.0, 0.5, 1.0)))
    for k, stored in enumerate(itertools.product(EDGES, repeat=3)):
        opp, score = games[k % len(games)]
        r = update(Rating(*stored), [Result(opp, score)])
        assert _in_ranges(r), (stored, score, r)
        assert _in_ranges(update(Rating(*stored), []))


@settings(max_examples=300, deadline=None)
@given(st.floats(), st.floats(), st.floats(), st.sampled_from(sorted(RATINGS)),
       st.sampled_from([0.0, 0.5, 1.0]))
def test_the_rating_update_is_total_for_any_float(value, deviation, volatility, level, score):
    r = update(Rating(value, deviation, volatility),
               [Result(Rating(RATINGS[level], RATING_DEVIATION), score)])
    assert _in_ranges(r)


@pytest.mark.parametrize("rating", [Rating(5000, 1000, 1), Rating(0, 1, 0),
                                    Rating(5000, 1, 1e-300)], ids=str)
def test_a_rating_at_the_loaders_edges_is_written_so_that_it_reads_back(tmp_path, rating):
    p = Profile("Ada", rating)
    game = _game(["human", "novice"])
    record_game(p, game.header, [], FINAL_WON, 0, "2025-03-01")
    record_game(p, game.header, [1], FINAL_LOST, 0, "2025-03-02")
    assert save(tmp_path, p)
    again = load(tmp_path, "Ada")
    assert again.set_aside is None and len(again.profile.games) == 2
    assert again.profile.rating == p.rating and _in_ranges(p.rating)


def test_an_old_profile_with_volatility_0_takes_the_next_game(tmp_path, monkeypatch):
    """The results screen raised ValueError at the end of the game (a computer at the
    table): now the stored volatility is clamped and the game recorded."""
    p = Profile("Ada", Rating(1500, 200, 0.0))
    _old_file(tmp_path, p)
    assert after_game(_finished_game(monkeypatch), [0], tmp_path).recorded == ["Ada"]
    got = load(tmp_path, "Ada").profile
    assert len(got.games) == 1 and _in_ranges(got.rating) and got.rating.value > 1500


def _finished_game(monkeypatch, log=(), final=None):
    """A game over (Ada against the Adept) as the results screen has it, without playing
    it out (its lesson not drawn)."""
    game = _game(["human", "adept"])
    return SimpleNamespace(is_over=True, header=game.header, log=list(log),
                           snapshot=lambda: {"names": ["Ada", "Bo"]},
                           state=SimpleNamespace(final=final or FINAL_WON))


# -- the database: windows at once, kill -9, a full disk, old files (issue 53) -----------

def _write_games(folder, who, games, start, report=None):
    """A window finishing `games` games for `who` (each its own fingerprint)."""
    start.wait()
    header = _game(["human", "adept"]).header
    for k in games:
        done = profiles.record(folder, who, finished(header, [k], FINAL_WON, 0, "2025-04-01"))
        assert done.written
        if report is not None:
            report.send(k)


@pytest.mark.parametrize("round_", range(4))
def test_eight_windows_finishing_games_for_one_person_at_once_lose_none(tmp_path, round_):
    """Load-modify-save without a lock lost 29 of 40 games: each window's game is now
    written, the rating read and moved in the same transaction. The eight open a new
    database at once: SQLite's busy answers while one sets the WAL mode wait for no one,
    and one window in two runs kept its first game aside before they were tried again
    (`database._prepared`); four runs, each on a new folder."""
    mp = multiprocessing.get_context("fork")
    start = mp.Event()
    windows = [mp.Process(target=_write_games, args=(tmp_path, "Ann", range(w * 5, w * 5 + 5),
                                                     start)) for w in range(8)]
    for w in windows:
        w.start()
    start.set()
    for w in windows:
        w.join(60)
    assert [w.exitcode for w in windows] == [0] * 8
    ann = load(tmp_path, "Ann").profile
    assert len(ann.games) == 40 and len({g.game for g in ann.games}) == 40
    # the rating moved by each game in turn: each entry's rating the one after the last
    assert ann.rating.value == pytest.approx(ann.games[-1].rating, abs=0.05)
    assert len({g.rating for g in ann.games}) > 30


def _another_window(folder, writes: int, hold: float, done) -> None:
    """Another window's writes back to back, each holding the lock `hold` seconds and
    committed (`writes` 1: one write that holds it all the while, as a program would)."""
    conn = sqlite3.connect(database.path_of(folder), isolation_level=None, timeout=5)
    try:
        for k in range(writes):
            conn.execute("BEGIN IMMEDIATE")
            done.set()
            conn.execute("UPDATE person SET last = ?", (f"2025-01-{k % 28 + 1:02d}",))
            time.sleep(hold)
            conn.execute("COMMIT")
    finally:
        conn.close()


@pytest.mark.parametrize("writes,hold,written", [(24, 0.05, True), (1, 1.2, False)])
def test_a_game_waits_its_turn_while_other_windows_write_not_a_fixed_time(
        tmp_path, monkeypatch, writes, hold, written):
    """One of eight windows finishing games at once had its game kept aside (under
    load, once in five runs): SQLite's own wait polls ever more slowly and gave up
    after BUSY_SECONDS though the others' writes went through all the while. A game
    waits while other windows write (here 1.2 s of writes past a 0.3 s wait), and is
    kept aside only when nothing was written for BUSY_SECONDS (a program holds the
    file)."""
    import threading

    monkeypatch.setattr(database, "BUSY_SECONDS", 0.3)
    header = _game(["human", "adept"]).header
    assert profiles.record(tmp_path, "Ann", finished(header, [0], FINAL_WON, 0, "")).written
    holding = threading.Event()
    other = threading.Thread(target=_another_window, args=(tmp_path, writes, hold, holding))
    other.start()
    try:
        assert holding.wait(5)
        done = profiles.record(tmp_path, "Ann", finished(header, [1], FINAL_WON, 0, ""))
    finally:
        other.join(10)
    assert (done.written, done.kept) == (written, not written)


def test_kill_9_during_writes_loses_no_game_written_and_the_database_opens(tmp_path):
    mp = multiprocessing.get_context("fork")
    written, killed = [], 0
    for round_ in range(6):
        start = mp.Event()
        here, there = mp.Pipe(duplex=False)
        w = mp.Process(target=_write_games, args=(tmp_path, "Ann", range(
            round_ * 1000, round_ * 1000 + 1000), start, there))
        w.start()
        start.set()
        here.poll(20)                           # at least one game written, then kill -9
        time.sleep(0.01 * round_)
        os.kill(w.pid, signal.SIGKILL)
        w.join(10)
        killed += w.exitcode == -signal.SIGKILL
        while here.poll():
            written.append(here.recv())
    assert killed == 6 and len(written) >= 6
    with sqlite3.connect(tmp_path / database.FILE) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    ann = load(tmp_path, "Ann")
    fingerprints = {g.game for g in ann.profile.games}
    header = _game(["human", "adept"]).header
    assert {finished(header, [k], FINAL_WON, 0, "").game for k in written} <= fingerprints
    assert ann.left_out == 0 and len(ann.profile.games) == len(fingerprints)


def test_left_over_temporary_files_are_no_profiles(tmp_path):
    """kill -9 during a write of earlier versions left `.tmp-*.json` files beside the
    profile: the Profiles screen listed eight "Ann"s."""
    ann = Profile("Ann")
    path = _old_file(tmp_path, ann)
    for k in range(7):
        path.with_name(f".tmp-{k}abc.json").write_bytes(path.read_bytes())
    assert [p.name for p in load_all(tmp_path)[0]] == ["Ann"]
    assert len(list(path.parent.glob(".tmp-*.json"))) == 7          # left as they were


def test_a_full_disk_keeps_the_game_says_it_once_and_writes_it_at_the_next_chance(
        tmp_path, monkeypatch):
    """A full disk dropped a game's record without a word."""
    real = database.add_game

    def full(*_):
        raise sqlite3.OperationalError("database or disk is full")
    monkeypatch.setattr(database, "add_game", full)
    first = after_game(_finished_game(monkeypatch, [1]), [0], tmp_path)
    second = after_game(_finished_game(monkeypatch, [2], FINAL_LOST), [0], tmp_path)
    assert first.recorded == second.recorded == []
    assert first.notes == [t("profile.kept", who="Ada")] and second.notes == []
    monkeypatch.setattr(database, "add_game", real)
    ada = load(tmp_path, "Ada").profile                  # the next chance: both written
    assert [g.won for g in ada.games] == [True, False]
    third = after_game(_finished_game(monkeypatch, [3]), [0], tmp_path)
    assert third.recorded == ["Ada"] and third.notes == []
    monkeypatch.setattr(database, "add_game", full)     # full again: said again, once
    assert after_game(_finished_game(monkeypatch, [4]), [0], tmp_path).notes == [
        t("profile.kept", who="Ada")]


def test_old_files_are_imported_once_and_kept_renamed_even_after_a_failed_import(
        tmp_path, monkeypatch):
    people = []
    for k, name in enumerate(["Ada", "Bo", "Cy"]):
        p = Profile(name)
        for n in range(2):
            record_game(p, _game(["human", "sage"], seed=k).header, [n], FINAL_WON, 0,
                        "2025-01-0" + str(n + 1))
        people.append((p, _old_file(tmp_path, p)))
    data = {path: path.read_bytes() for _, path in people}
    real = database.put_profile
    calls = []

    def fails_second(conn, profile, replace):
        calls.append(profile.name)
        if len(calls) == 2:
            raise sqlite3.OperationalError("disk I/O error")
        real(conn, profile, replace)
    monkeypatch.setattr(database, "put_profile", fails_second)
    assert profiles.listing(tmp_path).entries == []        # failed half way: said nothing
    monkeypatch.setattr(database, "put_profile", real)
    monkeypatch.setattr(os, "replace", lambda *_: (_ for _ in ()).throw(OSError(28, "full")))
    profiles.listing(tmp_path)                  # imported, but no file could be renamed
    monkeypatch.undo()
    listed = profiles.listing(tmp_path)        # imported again: each game still once
    assert [(e.name, e.games) for e in listed.entries] == [("Ada", 2), ("Bo", 2), ("Cy", 2)]
    for p, path in people:
        assert load(tmp_path, p.name).profile == p
        assert not path.exists()
        assert path.with_name(path.name + ".imported").read_bytes() == data[path]
    assert old_files(tmp_path) == []


def _rows(folder, *sql):
    with sqlite3.connect(database.path_of(folder)) as conn:
        for s in sql:
            conn.execute(s)
    conn.close()


def test_stored_values_out_of_range_are_clamped_or_set_aside_never_raised(tmp_path):
    p = Profile("Ada")
    record_game(p, _game(["human", "adept"]).header, [], FINAL_WON, 0, "2025-03-01")
    record_game(p, _game(["human", "adept"]).header, [1], FINAL_WON, 0, "2025-03-02")
    save(tmp_path, p)
    _rows(tmp_path, "UPDATE person SET value = 1e308, deviation = 0, volatility = 'x'",
          "UPDATE game SET levels = 'grandmaster' WHERE fingerprint = "
          f"'{p.games[0].game}'")
    got = load(tmp_path, "Ada")
    assert got.left_out == 1 and [g.game for g in got.profile.games] == [p.games[1].game]
    assert got.profile.rating == Rating(VALUE[1], DEVIATION[0], 0.06)
    assert load(tmp_path, "Ada").left_out == 0               # set aside once, kept
    with sqlite3.connect(database.path_of(tmp_path)) as conn:
        assert conn.execute("SELECT COUNT(*) FROM aside").fetchone()[0] == 1
    conn.close()
    done = profiles.record(tmp_path, "Ada", finished(_game(["human", "master"]).header, [],
                                                     FINAL_WON, 0, "2025-03-03"))
    assert done.written and _in_ranges(load(tmp_path, "Ada").profile.rating)
    for value in ("0", "5e-324", "9e999", "-9e999", "-1", "'a'", "x'00'"):
        _rows(tmp_path, f"UPDATE person SET volatility = {value}")
        assert _in_ranges(load(tmp_path, "Ada").profile.rating)
    _rows(tmp_path, "INSERT INTO person (name, folded, value, deviation, volatility, games, "
          "last) VALUES ('B\u202eo', 'b\u202eo', 1, 1, 1, -5, 'x'), ('Cy', 'cy', 1, 1, 1, 1e9, 7),"
          f" ('{'D' * 5000}', '{'d' * 5000}', 1, 1, 1, 0, '')")
    listed = profiles.listing(tmp_path)
    assert listed.entries == [database.Entry("Ada", "2025-03-03", 2),
                              database.Entry("Cy", "", 0)] and listed.left_out == 2


@pytest.mark.parametrize("what", ["garbage", "folder", "fifo", "symlink", "not ours",
                                  "torn pages"])
def test_a_database_that_is_none_of_ours_is_set_aside_and_a_new_one_begun(tmp_path, what):
    path = database.path_of(tmp_path)
    if what == "torn pages":
        save(tmp_path, Profile("Ada", games=[
            Played(f"g{k}", "2025-01-01", 2, 60, 70, False, ("adept",), 1500.0, 80.0)
            for k in range(500)]))
        _rows(tmp_path, "PRAGMA wal_checkpoint(TRUNCATE)")
        data = bytearray(path.read_bytes())
        for at in range(8192, len(data) - 4096, 4096):
            data[at + 100:at + 400] = bytes(range(300 % 256)) + bytes(300 - 300 % 256)
        path.write_bytes(data)
    elif what == "garbage":
        path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 5000)
    elif what == "folder":
        path.mkdir()
    elif what == "fifo":
        os.mkfifo(path)
    elif what == "symlink":
        path.symlink_to("/dev/zero")
    else:
        _rows(tmp_path, "CREATE TABLE person (x)", "CREATE TRIGGER t AFTER INSERT ON person "
              "BEGIN SELECT 1; END", "PRAGMA user_version = 1")
    take_notes()
    assert load(tmp_path, "Ada").profile == Profile("Ada")
    save(tmp_path, Profile("Ada", Rating(1600)))
    assert load(tmp_path, "Ada").profile.rating == Rating(1600)
    (note,) = take_notes()
    assert note.kind == "profiles" and note.kept == path.with_name(path.name + ".damaged")
    assert note.kept.exists() or note.kept.is_symlink()


@pytest.mark.parametrize("side", ["-wal", "-shm"])
@pytest.mark.parametrize("what", ["fifo", "symlink"])
def test_a_side_file_that_is_no_file_goes_alone_the_games_stay(tmp_path, side, what):
    """A pipe or a link in the place of the database's -wal or -shm set the whole,
    sound database aside: the player's history was gone from the Profiles screen. The
    side file (which holds no game that is not a file) goes alone and is said."""
    save(tmp_path, Profile("Ada", Rating(1600)))
    _rows(tmp_path, "PRAGMA wal_checkpoint(TRUNCATE)")
    path = database.path_of(tmp_path)
    bad = path.with_name(path.name + side)
    bad.unlink(missing_ok=True)
    if what == "fifo":
        os.mkfifo(bad)
    else:
        bad.symlink_to("/dev/zero")
    take_notes()
    assert load(tmp_path, "Ada").profile.rating == Rating(1600)
    (note,) = take_notes()
    assert note.path == bad and note.kept == bad.with_name(bad.name + ".damaged")
    assert path.is_file() and not path.with_name(path.name + ".damaged").exists()


def test_a_database_of_a_newer_luna_is_never_touched(tmp_path):
    _rows(tmp_path, "PRAGMA user_version = 99")
    before = database.path_of(tmp_path).read_bytes()
    assert load(tmp_path, "Ada").profile == Profile("Ada")
    done = profiles.record(tmp_path, "Ada", finished(_game(["human", "adept"]).header, [],
                                                     FINAL_WON, 0, "2025-03-03"))
    assert done.kept and not done.written
    assert database.path_of(tmp_path).read_bytes() == before


def test_a_database_held_by_another_program_keeps_the_game_for_later(tmp_path, monkeypatch):
    save(tmp_path, Profile("Ada"))
    monkeypatch.setattr(database, "BUSY_SECONDS", 0.05)
    other = sqlite3.connect(database.path_of(tmp_path), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")                  # holds the write lock
    done = profiles.record(tmp_path, "Ada", finished(_game(["human", "adept"]).header, [],
                                                     FINAL_WON, 0, "2025-03-03"))
    assert done.kept and done.tell and not done.written
    other.execute("ROLLBACK")
    other.close()
    assert len(load(tmp_path, "Ada").profile.games) == 1


def test_a_game_kept_while_the_database_is_held_is_written_by_the_next_window(
        tmp_path, monkeypatch):
    """A game finished while another program held the database was kept in memory only:
    the window closed before the lock went, and the game was lost. It is kept in a file
    beside the database too, and the next window (a new process: nothing in memory)
    writes it and removes the file; written twice, it counts once."""
    from luna.profiles import history, spool
    save(tmp_path, Profile("Ada"))
    monkeypatch.setattr(database, "BUSY_SECONDS", 0.05)
    other = sqlite3.connect(database.path_of(tmp_path), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")                  # holds the write lock
    game = finished(_game(["human", "adept"]).header, [], FINAL_WON, 0, "2025-03-03")
    assert profiles.record(tmp_path, "Ada", game).kept
    (kept,) = tmp_path.glob(spool.PREFIX + "*")
    copy = kept.read_bytes()
    other.execute("ROLLBACK")
    other.close()
    for memory in (history._pending, history._spooled, history._told):
        memory.clear()                                # the window closed
    (tmp_path / (spool.PREFIX + "a" * 16 + spool.SUFFIX)).write_bytes(copy)   # and twice
    games = load(tmp_path, "Ada").profile.games
    assert [g.game for g in games] == [game.game] and games[0].won
    assert not list(tmp_path.glob(spool.PREFIX + "*"))


@pytest.mark.parametrize("what", ["garbage", "fifo", "symlink", "a score of 7"])
def test_a_kept_game_file_that_is_none_is_set_aside_and_said(tmp_path, what):
    from luna.profiles import spool
    save(tmp_path, Profile("Ada", Rating(1600)))
    path = tmp_path / (spool.PREFIX + "b" * 16 + spool.SUFFIX)
    if what == "fifo":
        os.mkfifo(path)
    elif what == "symlink":
        path.symlink_to("/dev/zero")
    elif what == "garbage":
        path.write_bytes(b"\xff" * 100)
    else:
        path.write_text(json.dumps({
            "name": "Ada", "game": "c" * 32, "when": "2025-03-03", "players": 2,
            "score": 80, "best_other": 62, "won": True, "levels": ["adept"],
            "results": [["adept", 7]]}))
    take_notes()
    assert load(tmp_path, "Ada").profile == Profile("Ada", Rating(1600))
    (note,) = take_notes()
    assert note.path == path and not os.path.lexists(path)


def test_a_default_named_seat_is_one_person_in_every_language(tmp_path):
    """A seat's default name is its colour in the player's language ("Gelb", "Yellow"):
    the same person, and the same game counted once, whichever language it ends in."""
    from luna.client.opening import speak_names
    from luna.text import person_said, set_language
    game = new_game(players=2, seed=4, seats=[{"kind": "human"}, {"kind": "adept", "seed": 3}])
    over = SimpleNamespace(is_over=True, header=game.header, log=[], state=game.state,
                           snapshot=lambda: {"names": list(game.header["names"])})
    over.state = SimpleNamespace(final=FINAL_WON, names=[])
    try:
        set_language("de")
        speak_names(over)
        assert over.header["names"][0] == "Gelb"
        assert after_game(over, [0], tmp_path).recorded == ["Yellow"]
        assert person_said("Yellow") == "Gelb"
        set_language("en")
        speak_names(over)
        assert over.header["names"][0] == "Yellow"
        assert after_game(over, [0], tmp_path).recorded == []
    finally:
        set_language("en")
    listed = profiles.listing(tmp_path)
    assert [e.name for e in listed.entries] == ["Yellow"]
    assert len(load(tmp_path, "Yellow").profile.games) == 1


def test_the_profiles_list_says_a_colours_id_in_the_language_and_keeps_an_older_one():
    """A colour's profile is listed in the player's language; a profile an older Luna
    kept under the translated default stays listed beside it."""
    from luna.client.screens.profile import listed_as
    from luna.text import set_language
    try:
        set_language("de")
        assert listed_as(["Ada", "Gelb", "Yellow"]) == {
            "Gelb": "Yellow", "Ada": "Ada", "Gelb (2)": "Gelb"}
    finally:
        set_language("en")
    assert listed_as(["Ada", "Yellow"]) == {"Yellow": "Yellow", "Ada": "Ada"}
