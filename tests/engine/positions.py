"""Building test positions: a bare board in the action phase that each test fills in."""

from __future__ import annotations

import copy

from luna.engine import from_snapshot, new_game
from luna.engine.data import NOVICES_PER_PLAYER, SHRINES_PER_PLAYER


def blank(players: int = 4, seed: int = 1, solo_level: int | None = None) -> dict:
    """Intro ring (book, shrine, herbs, sailboat, bribery, novice, tides), action phase,
    player 0 to move, no novices or shrines on islands, no favours held, all tokens home."""
    g = new_game(players=1 if solo_level else players, seed=seed, setup="intro",
                 solo_level=solo_level)
    snap = copy.deepcopy(g.snapshot())
    n = snap["players"]
    for isl in snap["islands"]:
        isl["active"] = [0] * n
        isl["inactive"] = [0] * n
        isl["shrines"] = [False] * n
        isl["favours"] = 1 if solo_level else n
    snap["favours"] = [[] for _ in range(n)]
    snap["phase"] = "actions"
    snap["to_move"] = 0
    snap["start_player"] = 0
    snap["council"] = [list(range(n))] + [[] for _ in range(10)]
    snap["influence"] = [5] * n
    snap["jetty"] = [0] * n
    snap["priestess"], snap["architect"], snap["apostate"] = 0, 3, 5
    in_temple = [sum(1 for f in snap["temple"]["fields"] if f["player"] == p) for p in range(n)]
    snap["supply"] = {"novices": [NOVICES_PER_PLAYER - in_temple[p] for p in range(n)],
                      "shrines": [SHRINES_PER_PLAYER] * n}
    return snap


def isl(snap: dict, kind: str) -> int:
    """Ring index of the island of `kind`."""
    return [i["kind"] for i in snap["islands"]].index(kind)


def novices(snap: dict, island: int, player: int, active: int = 0, inactive: int = 0) -> dict:
    """Put novices from the supply on (active) / beside (inactive) an island."""
    i = snap["islands"][island]
    delta = active + inactive - i["active"][player] - i["inactive"][player]
    i["active"][player] = active
    i["inactive"][player] = inactive
    snap["supply"]["novices"][player] -= delta
    return snap


def only_on(kind: str, active: int, players: int = 2) -> tuple[dict, int]:
    """A blank position whose first player has `active` novices on the island of `kind`
    and nowhere else: the position and the island's index."""
    s = blank(players=players)
    island = isl(s, kind)
    novices(s, island, 0, active=active)
    return s, island


def shrine(snap: dict, island: int, player: int) -> dict:
    snap["islands"][island]["shrines"][player] = True
    snap["supply"]["shrines"][player] -= 1
    return snap


def give(snap: dict, player: int, *kinds: str) -> dict:
    """Hand favours to a player, taken from their islands."""
    for kind in kinds:
        snap["islands"][isl(snap, kind)]["favours"] -= 1
        snap["favours"][player] = sorted(set(snap["favours"][player]) | {kind})
    return snap


def field(snap: dict, number: int) -> dict:
    return next(f for f in snap["temple"]["fields"] if f["field"] == number)


def temple_novice(snap: dict, number: int, player: int | None, book: bool = False) -> dict:
    """Put a novice (or nobody) on a temple field; its tile leaves the path for the field."""
    for k, e in enumerate(snap["path"]):
        if e.get("tile") == number:
            del snap["path"][k]
            if k < snap["guardian"]:
                snap["guardian"] -= 1
            break
    f = field(snap, number)
    if f["player"] is not None:
        snap["supply"]["novices"][f["player"]] += 1
    f.update(player=player, book=book, tile=True)
    if player is not None:
        snap["supply"]["novices"][player] -= 1
    return snap


def empty_temple(snap: dict) -> dict:
    """No novices and no books in the temple (tiles already there stay)."""
    for f in snap["temple"]["fields"]:
        if f["player"] is not None:
            snap["supply"]["novices"][f["player"]] += 1
        f.update(player=None, book=False)
    return snap


def path_index(snap: dict, number: int) -> int:
    return next(k for k, e in enumerate(snap["path"]) if e.get("tile") == number)


def claim(snap: dict, number: int, player: int) -> dict:
    snap["path"][path_index(snap, number)]["claimed_by"] = player
    snap["supply"]["novices"][player] -= 1
    return snap


def play(snap: dict, rules: int | None = None):
    """The game at `snap`, under the newest rules unless `rules` names a version."""
    return from_snapshot(snap, rules=rules)


def count_novices(snap: dict, player: int) -> int:
    """All of a player's novices, wherever they are (the 13 must always add up)."""
    on = sum(i["active"][player] + i["inactive"][player] for i in snap["islands"])
    path = sum(1 for e in snap["path"] if e.get("claimed_by") == player)
    temple = sum(1 for f in snap["temple"]["fields"] if f["player"] == player)
    return snap["supply"]["novices"][player] + on + snap["jetty"][player] + path + temple


def illegal(game, cmd: dict, match: str) -> None:
    """`cmd` is refused with a reason containing `match`, and nothing changes."""
    import pytest

    from luna.engine import IllegalCommand

    before, log = copy.deepcopy(game.snapshot()), list(game.log)
    assert not game.is_legal(cmd)
    assert cmd not in game.legal()
    with pytest.raises(IllegalCommand, match=match):
        game.apply(cmd)
    assert game.snapshot() == before
    assert game.log == log


def legal_and_apply(game, cmd: dict) -> list[dict]:
    """`cmd` is legal (and listed by legal() if it is a single move) and applies."""
    assert game.is_legal(cmd), game.why_illegal(cmd)
    return game.apply(cmd)


def random_moves(players: int, seed: int, moves: int | None = None):
    """A hot-seat game of random legal moves from `seed`: `moves` of them, or to its end."""
    import random
    g = new_game(players=players, seed=seed, setup="intro", seats=[{"kind": "human"}] * players)
    rng = random.Random(seed)
    while not g.is_over and (moves is None or len(g.log) < moves):
        g.apply(rng.choice(g.legal()))
    return g


def to_consecrate(players: int = 3, seed: int = 1):
    """A seeded hot-seat game played on to the first player's turn where they may
    consecrate a released tile of theirs: they claim a tile whenever they can (with
    their own novices, no favour), the others play random moves (none a consecration)."""
    import random
    g = new_game(players=players, seed=seed, setup="intro", seats=[{"kind": "human"}] * players)
    rng = random.Random(seed)
    while not g.is_over:
        legal = g.legal()
        if g.to_move == 0 and any(c["type"] == "consecrate" and not c["bribe"] for c in legal):
            return g
        claims = [c for c in legal if c["type"] == "appoint" and not c["bribe"]
                  and not c.get("novice_token")]
        g.apply(rng.choice(claims if claims and g.to_move == 0 else
                           [c for c in legal if c["type"] != "consecrate"]))
    raise AssertionError("no consecration came")
