"""Snapshots from files and the network are checked field by field (issue 8, point 6), and a
snapshot handed out shares nothing mutable with the game it describes."""

import copy

import msgpack
import pytest

from luna.ai import RandomPlayer
from luna.engine import from_snapshot, new_game
from luna.engine.snapshot_check import SnapshotError, check_snapshot
from luna.saves import SaveError, game_from_save, unpack_save


def _played(players=3, moves=40, seed=2, solo_level=None):
    g = new_game(players=players, seed=seed, solo_level=solo_level)
    r = RandomPlayer(seed)
    for _ in range(moves):
        if g.is_over:
            break
        g.apply(r.choose(g))
    return g


def _finished():
    return _played(players=2, moves=10_000)


def _set(path):
    def run(snap):
        *head, last = path
        target = snap
        for key in head:
            target = target[key]
        if callable(last):
            last(target)
        return snap
    return run


def _put(*path_and_value):
    *path, value = path_and_value

    def run(snap):
        target = snap
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return run


def _first_tile(snap):
    return next(k for k, e in enumerate(snap["path"]) if "tile" in e)


# (what is damaged, how, the field the error must name)
DAMAGE = [
    ("to_move half a seat", _put("to_move", 1.5), "to_move"),
    ("to_move beyond the players", _put("to_move", 7), "to_move"),
    ("to_move as text", _put("to_move", "0"), "to_move"),
    ("priestess off the ring", _put("priestess", 99), "priestess"),
    ("architect negative", _put("architect", -1), "architect"),
    ("negative time markers", _put("time_markers", "total", -1), "time_markers.total"),
    ("more turned than there are", _put("time_markers", "turned", 9), "time_markers.turned"),
    ("five players", _put("players", 5), "players"),
    ("players as text", _put("players", "3"), "players"),
    ("players true", _put("players", True), "players"),
    ("a novice too many", lambda s: s["supply"]["novices"].__setitem__(
        0, s["supply"]["novices"][0] + 1), "novices"),
    ("a shrine too few", lambda s: s["supply"]["shrines"].__setitem__(
        1, s["supply"]["shrines"][1] - 1), "shrines"),
    ("a negative novice count", _put("islands", 0, "active", 0, -2), "islands[0].active[0]"),
    ("a field that does not exist", _put("temple", "fields", 0, "field", 99),
     "temple.fields[0].field"),
    ("a temple board that does not exist", _put("temple", "rows", 0, "green"), "temple.rows"),
    ("a tile that does not exist", lambda s: s["path"][_first_tile(s)].__setitem__(
        "tile", 40), "path[1].tile"),
    ("a tile with another symbol", lambda s: s["path"][_first_tile(s)].__setitem__(
        "symbol", "gold"), "path[1].symbol"),
    ("a claim by nobody here", lambda s: s["path"][_first_tile(s)].__setitem__(
        "claimed_by", 3), "path[1].claimed_by"),
    ("the guardian on a tile", _put("guardian", 1), "guardian"),
    ("the same colour twice", lambda s: s["colours"].__setitem__(1, s["colours"][0]),
     "colours"),
    ("a name that is not text", _put("names", 0, 42), "names[0]"),
    ("round 0", _put("round", 0), "round"),
    ("an unknown phase", _put("phase", "lunch"), "phase"),
    ("a disc missing from the council", _put("council", [[] for _ in range(11)]), "council"),
    ("a disc on seat 11", lambda s: s["council"].append([]), "council"),
    ("an unknown favour", _put("favours", 0, ["gold"]), "favours[0]"),
    ("a favour map", _put("favours", 0, {"herbs": 1}), "favours[0]"),
    ("an island that is a list", _put("islands", 2, []), "islands[2]"),
    ("a shrine flag that is a number", _put("islands", 0, "shrines", 0, 1),
     "islands[0].shrines[0]"),
    ("an unknown option", _put("options", {"cheat": True}), "options"),
    ("an option of the wrong type", _put("options", {"one_figure_per_island": 1}),
     "options.one_figure_per_island"),
    ("a final with text scores", _put("final", {"scores": "x"}), "final.scores"),
    ("a book bonus flag as text", _put("book_bonus_taken", "yes"), "book_bonus_taken"),
    ("rules 0", _put("rules", 0), "rules"),
    ("no schema", lambda s: s.pop("schema"), "schema"),
    ("influence as text", _put("influence", "lots"), "influence"),
    ("a jetty of floats", _put("jetty", [0.5, 0, 0]), "jetty[0]"),
]


@pytest.mark.parametrize("what,damage,field", DAMAGE, ids=[d[0] for d in DAMAGE])
def test_a_damaged_snapshot_is_refused_naming_the_field(what, damage, field):
    snap = copy.deepcopy(_played().snapshot())
    check_snapshot(snap)                        # the undamaged one is fine
    damage(snap)
    with pytest.raises(SnapshotError) as err:
        from_snapshot(snap)
    assert err.value.field == field, str(err.value)
    assert field in str(err.value)


def test_a_save_whose_start_snapshot_is_damaged_is_a_save_error():
    snap = copy.deepcopy(_played().snapshot())
    snap["to_move"] = 1.5
    header = {"schema": 1, "players": 3, "seed": None, "setup": "snapshot",
              "solo_level": None, "colours": snap["colours"], "names": snap["names"],
              "options": {}, "start": snap}
    doc = unpack_save(msgpack.packb({"schema": 1, "header": header, "log": []}))
    with pytest.raises(SaveError, match="to_move"):
        game_from_save(doc, "crafted.luna")


def test_a_positive_rules_version_is_accepted():
    snap = copy.deepcopy(_played().snapshot())
    snap["rules"] = 2
    check_snapshot(snap)


@pytest.mark.parametrize("make", [_played, _finished, lambda: _played(2, 30, 4, 2)],
                         ids=["midgame", "finished", "solo"])
def test_every_valid_position_of_a_game_passes(make):
    g = new_game(players=3, seed=9)
    r = RandomPlayer(9)
    while not g.is_over:
        check_snapshot(g.snapshot())
        g.apply(r.choose(g))
    check_snapshot(g.snapshot())
    check_snapshot(make().snapshot())


def _scribble(value):
    """Change every mutable container inside `value`, as a careless caller might."""
    if isinstance(value, dict):
        for v in list(value.values()):
            _scribble(v)
        value["scribbled"] = True
    elif isinstance(value, list):
        for v in value:
            _scribble(v)
        value.append("scribbled")


@pytest.mark.parametrize("make", [_played, _finished], ids=["midgame", "finished"])
def test_a_snapshot_shares_nothing_mutable_with_the_game(make):
    g = make()
    before = copy.deepcopy(g.snapshot())
    for key in before:
        snap = g.snapshot()
        _scribble(snap[key])
        assert g.snapshot() == before, f"changing snapshot[{key!r}] changed the game"


def test_a_game_built_from_a_snapshot_shares_nothing_with_it():
    snap = copy.deepcopy(_finished().snapshot())
    g = from_snapshot(snap)
    before = copy.deepcopy(g.snapshot())
    for key in list(snap):
        _scribble(snap[key])
    assert g.snapshot() == before
