"""Saves (luna/saves.py): msgpack header + log, atomic writes, clear errors, files untouched."""

import os
import random

import msgpack
import pytest

from luna import saves
from luna.engine import from_snapshot, new_game
from luna.saves import SaveError


def _game(steps=80, seed=2):
    g = new_game(players=3, seed=seed, setup="random")
    rng = random.Random(seed)
    for _ in range(steps):
        g.apply(rng.choice(g.legal()))
    return g


def test_save_and_load_give_the_same_game(tmp_path):
    g = _game()
    path = saves.save(g, tmp_path / "a.luna")
    doc = msgpack.unpackb(path.read_bytes(), raw=False)
    assert doc["schema"] == 1 and doc["header"] == g.header and doc["log"] == g.log
    assert isinstance(doc["app"], str)
    h = saves.load(path)
    assert h.snapshot() == g.snapshot()
    assert h.log == g.log


def test_a_game_from_a_snapshot_saves_and_loads(tmp_path):
    g = from_snapshot(_game().snapshot())
    g.apply(g.legal()[0])
    h = saves.load(saves.save(g, tmp_path / "s.luna"))
    assert h.snapshot() == g.snapshot()


@pytest.mark.parametrize("content,problem", [
    (b"", "empty"),
    (None, "no such file"),
    (b"\x93\x01\x02\x03", "not a Luna save"),
    (msgpack.packb({"hello": 1}), "not a Luna save"),
    (msgpack.packb({"schema": 2, "header": {}, "log": []}), "newer Luna"),
    (msgpack.packb({"schema": 1, "header": {}, "log": "x"}), "damaged"),
    (b"PNG\x89garbage\x00\xff", "damaged"),
])
def test_bad_saves_raise_a_clear_error_and_stay_untouched(tmp_path, content, problem):
    path = tmp_path / "bad.luna"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(SaveError, match=problem) as info:
        saves.load(path)
    assert str(path) in str(info.value)
    if content is not None:
        assert path.read_bytes() == content


def test_truncated_save_says_so(tmp_path):
    good = saves.save(_game(), tmp_path / "g.luna").read_bytes()
    path = tmp_path / "t.luna"
    path.write_bytes(good[: len(good) // 2])
    with pytest.raises(SaveError, match="truncated|damaged"):
        saves.load(path)
    assert path.read_bytes() == good[: len(good) // 2]


def test_log_with_an_illegal_command_names_it(tmp_path):
    g = _game(steps=10)
    log = list(g.log)
    log[4] = {"type": "meditate", "player": 9}
    path = tmp_path / "x.luna"
    path.write_bytes(msgpack.packb({"schema": 1, "header": g.header, "log": log}))
    with pytest.raises(SaveError, match="command 5 of the log"):
        saves.load(path)


def test_failed_save_leaves_the_old_file(tmp_path, monkeypatch):
    path = saves.save(_game(steps=5), tmp_path / "k.luna")
    before = path.read_bytes()

    def broken_replace(a, b):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(SaveError, match="cannot write"):
        saves.save(_game(steps=50), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["k.luna"]   # no temp file left


def test_autosave_and_list_saves(tmp_path):
    g = _game(steps=30)
    saves.autosave(g, saves.autosave_path(tmp_path))
    (tmp_path / "broken.luna").write_bytes(b"\x00\x01")
    listed = {e["name"]: e for e in saves.list_saves(tmp_path)}
    assert listed["autosave"]["error"] is None
    assert listed["autosave"]["players"] == 3
    assert listed["autosave"]["round"] == g.snapshot()["round"]
    assert listed["broken"]["error"]
    assert saves.load(saves.autosave_path(tmp_path)).snapshot() == g.snapshot()


def test_a_save_with_a_damaged_info_map_is_listed_and_loads(tmp_path):
    """"info" is only for the load list: a wrong type there never hides the other saves
    or the game itself."""
    import msgpack

    from luna.engine import new_game
    from luna.saves import list_saves, load, save
    game = new_game(3, seed=2)
    path = save(game, tmp_path / "odd.luna")
    doc = msgpack.unpackb(path.read_bytes())
    doc["info"] = ["not", "a", "map"]
    path.write_bytes(msgpack.packb(doc))
    (entry,) = list_saves(tmp_path)
    assert entry["error"] is None and entry["players"] == 3 and entry["round"] is None
    assert load(path).snapshot() == game.snapshot()


def _with_header(tmp_path, **changes):
    g = _game(steps=10)
    doc = msgpack.unpackb(saves.pack_game(g), raw=False)
    doc["header"].update(changes)
    path = tmp_path / "r.luna"
    path.write_bytes(msgpack.packb(doc, use_bin_type=True))
    return path


def test_a_new_game_saves_its_rules_version_and_loads_under_it(tmp_path):
    from luna.engine.versions import NEWEST
    g = _game()
    assert g.header["rules"] == NEWEST == 2
    h = saves.load(saves.save(g, tmp_path / "n.luna"))
    assert h.header["rules"] == h.state.rules.version == NEWEST


def test_a_header_without_rules_is_played_by_rules_1(tmp_path):
    path = _with_header(tmp_path)
    doc = msgpack.unpackb(path.read_bytes(), raw=False)
    del doc["header"]["rules"]
    path.write_bytes(msgpack.packb(doc, use_bin_type=True))
    assert saves.load(path).state.rules.version == 1
    assert saves.list_saves(tmp_path)[0]["rules"] == 1


def test_a_save_of_newer_rules_is_refused_and_untouched(tmp_path):
    path = _with_header(tmp_path, rules=3)
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        saves.load(path)
    assert err.value.problem == "made by a newer Luna (rules 3); this program knows rules 1–2"
    assert path.read_bytes() == before
    assert saves.list_saves(tmp_path)[0]["error"] == err.value.problem


@pytest.mark.parametrize("bad", ["2", True, 0, -1, 2.0, None])
def test_a_damaged_rules_version_is_refused(tmp_path, bad):
    path = _with_header(tmp_path, rules=bad)
    with pytest.raises(SaveError, match="rules version"):
        saves.load(path)


def test_a_saves_reasons_are_kept_and_a_wrong_one_is_left_out_the_game_kept(tmp_path):
    """The computers' reasons beside the log (the game log's why lines) are read back;
    one that is not what Luna writes goes, the others and the game stay."""
    g = _game(steps=5)
    good = {"term": "influence", "value": 3.5, "ahead": 1}
    path = saves.save(g, tmp_path / "w.luna", extra={
        "reasons": saves.reasons_kept({1: good, 3: {"term": "tile", "value": 2.0,
                                                    "tile": 7, "versus": {"x": 1}},
                                       99: good}, len(g.log))})
    doc = saves.read_save(path)
    assert saves.reasons_read(doc) == {1: good, 3: {"term": "tile", "value": 2.0, "tile": 7}}
    raw = msgpack.unpackb(path.read_bytes(), raw=False)
    raw["reasons"] = [[0, {"term": "x" * 500, "value": 1.0}], [1, good], "junk",
                      [2, {"term": "shrine", "value": float("nan")}], [-1, good],
                      [4, {"term": "council", "value": 1, "island": True}]]
    path.write_bytes(msgpack.packb(raw, use_bin_type=True))
    repairs = []
    doc = saves.read_save(path, repairs)
    assert repairs == ["reasons"]
    assert saves.reasons_read(doc) == {1: good, 4: {"term": "council", "value": 1}}
    assert saves.game_from_save(doc).log == g.log
    raw["reasons"] = {"not": "a list"}
    path.write_bytes(msgpack.packb(raw, use_bin_type=True))
    assert saves.reasons_read(saves.read_save(path)) == {}


def test_a_saves_hints_shown_are_kept_and_a_wrong_one_is_left_out(tmp_path):
    """The Hints shown beside the log (the lessons weigh them wherever the game is opened
    again) are read back; one that is not a [log index, command] of the log goes."""
    g = _game(steps=5)
    shown = {1: g.log[1], 3: g.log[3], 9: g.log[0]}
    path = saves.save(g, tmp_path / "h.luna", extra={"hints": saves.hints_kept(shown, 5)})
    assert saves.hints_read(saves.read_save(path)) == {1: g.log[1], 3: g.log[3]}
    raw = msgpack.unpackb(path.read_bytes(), raw=False)
    raw["hints"] = [[1, g.log[1]], [7, g.log[0]], [2, "junk"], [True, g.log[0]], "x",
                    [3, {1: "not a text key"}]]
    path.write_bytes(msgpack.packb(raw, use_bin_type=True))
    repairs = []
    doc = saves.read_save(path, repairs)
    assert repairs == ["hints"] and saves.hints_read(doc) == {1: g.log[1]}
    assert saves.game_from_save(doc).log == g.log
