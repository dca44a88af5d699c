"""Property tests over thousands of random legal games (OpenSpiel-style random playouts).

Every game: ends after round 6 with a winner; each player's 13 novices are always
accounted for; favour tokens are conserved; influence events sum to the score;
replay(header, log) rebuilds the live game; save -> load gives the same game.
"""

import random

import pytest
from positions import count_novices

from luna.engine import IllegalCommand, new_game, replay
from luna.engine.commands import normalize
from luna.engine.data import KINDS
from luna.saves import game_from_save, pack_game, unpack_save

CONFIGS = [
    # (players, setup, solo_level, games)
    (2, "intro", None, 150), (2, "random", None, 150),
    (3, "intro", None, 150), (3, "random", None, 150),
    (4, "intro", None, 150), (4, "random", None, 150),
    (1, "random", 1, 200), (1, "random", 2, 200), (1, "random", 3, 200),
]


def _invariants(state):
    """Each player's 13 novices are somewhere (supply, jetty, path, temple, islands), no
    count below 0, favour tokens conserved. Counted in one pass over each part of the
    board (run after every command of ~1,500 random games: ~20 % of this file's time)."""
    n = state.players
    where = [state.supply_novices[p] + state.jetty[p] for p in range(n)]
    for e in state.path:
        q = e.get("claimed_by")
        if q is not None:
            where[q] += 1
    for f in state.fields.values():
        q = f["player"]
        if q is not None:
            where[q] += 1
    for act, ina in zip(state.active, state.inactive, strict=True):
        for p in range(n):
            where[p] += act[p] + ina[p]
    for p in range(n):
        assert where[p] == 13, f"player {p} has {where[p]} novices"
        assert min(state.supply_novices[p], state.jetty[p], state.supply_shrines[p]) >= 0
        assert state.influence[p] >= 0
    per_kind = 1 if state.solo else n
    held = {}
    for p in range(n):
        for kind in set(state.favours[p]):
            held[kind] = held.get(kind, 0) + 1
    for i, kind in enumerate(state.kinds):
        assert state.island_favours[i] + held.get(kind, 0) == per_kind, kind


def _play(players, setup, solo, seed):
    g = new_game(players=players, seed=seed, setup=setup, solo_level=solo)
    rng = random.Random(seed)
    influence = {p: 0 for p in range(g.snapshot()["players"])}
    for e in g.setup_events:
        if e["type"] == "influence":
            influence[e["player"]] += e["delta"]
    steps = 0
    while not g.is_over:
        legal = g.legal()
        assert legal, "a player to move always has a legal command"
        events = g.apply(rng.choice(legal))
        for e in events:
            if e["type"] == "influence":
                influence[e["player"]] += e["delta"]
        _invariants(g.state)
        steps += 1
        assert steps < 5000
    return g, influence


@pytest.mark.parametrize("players,setup,solo,games", CONFIGS)
def test_random_games_keep_every_invariant(players, setup, solo, games):
    for seed in range(games):
        g, influence = _play(players, setup, solo, seed)
        snap = g.snapshot()
        assert snap["round"] == 6 and snap["phase"] == "game_over"
        final = snap["final"]
        assert final["winner"] in range(snap["players"])
        assert [influence[p] for p in range(snap["players"])] == final["scores"]
        assert final["scores"] == snap["influence"]
        best = max(final["scores"])
        assert final["scores"][final["winner"]] == best
        for p in range(snap["players"]):
            assert count_novices(snap, p) == 13
        if seed % 10 == 0:
            assert replay(g.header, g.log).snapshot() == snap
            cut = len(g.log) // 2
            assert replay(g.header, g.log[:cut]).snapshot() == \
                replay(g.header, g.log[:cut]).snapshot()
            doc = unpack_save(pack_game(g))
            assert game_from_save(doc).snapshot() == snap


def test_undo_is_replay_minus_the_tail():
    g = new_game(players=4, seed=9, setup="random")
    rng = random.Random(9)
    history = [g.snapshot()]
    for _ in range(120):
        g.apply(rng.choice(g.legal()))
        history.append(g.snapshot())
    for k in (1, 5, 37, 120):
        assert replay(g.header, g.log[:-k]).snapshot() == history[-1 - k]


@pytest.mark.parametrize("players,solo", [(4, None), (1, 3)])
def test_a_claim_on_a_clone_leaves_the_original_as_it_was(players, solo):
    """Clones share the path's tile dicts (State.claim_tile replaces one, never changes
    it): every Appoint, and every end of the turn that lets the solo automaton claim a
    tile, played on a clone leaves the original's path as it was."""
    g = new_game(players=players, seed=3, setup="random", solo_level=solo)
    rng = random.Random(3)
    claims = 0
    while not g.is_over:
        legal = g.legal()
        before = g.snapshot()
        for c in legal:
            if c["type"] in ("appoint", "meditate", "end_actions"):
                after = g.clone()
                events = after.play_listed(c)
                claims += any(e["type"] == "tile_claimed" for e in events)
        assert g.snapshot() == before
        g.apply(rng.choice(legal))
    assert claims > 10


COMPLETENESS_GAMES = [(2 + seed % 3, None, seed) for seed in range(12)] + [
    (1, level, seed) for level in (1, 2, 3) for seed in range(4)]


@pytest.mark.parametrize("players,solo,seed", COMPLETENESS_GAMES)
def test_every_listed_command_is_legal_and_every_single_legal_command_is_listed(
        players, solo, seed):
    """legal() and is_legal() agree, both ways, on the whole single-move space (the solo
    game's round-start choice and end of actions included); a refused command changes
    nothing. Every listed command is canonical already (Game.play_listed trusts it) and
    played so leaves the game `play` leaves; a command played on a clone leaves the
    original as it was (clones share the temple's field dicts: State.set_field)."""
    rng = random.Random(5 + seed)
    seen = set()
    g = new_game(players=players, seed=seed, solo_level=solo,
                 setup="random" if seed % 2 else "intro")
    players = g.snapshot()["players"]
    while not g.is_over:
        legal = g.legal()
        canon = [normalize(c, players) for c in legal]
        assert len({repr(c) for c in canon}) == len(canon), "no duplicates"
        if rng.random() < 0.15 or g.state.phase == "solo_round_start":
            for c in legal:
                assert g.is_legal(c), (c, g.why_illegal(c))
            assert canon == legal
            before, cmd = g.snapshot(), legal[len(g.log) % len(legal)]
            listed, checked = g.clone(), g.clone()
            assert listed.play_listed(cmd) == checked.play(cmd)
            assert listed.snapshot() == checked.snapshot() and listed.log == checked.log
            assert g.snapshot() == before
            p = g.to_move
            # (the listed commands by type: a command equals one of its own type only, so
            # each of the ~2,000 single commands is looked for among those alone)
            canon_of: dict[str, list[dict]] = {}
            for c in canon:
                canon_of.setdefault(c["type"], []).append(c)
            # (`before` is the position's snapshot throughout: each refused command below
            # is asserted to leave the game equal to it, so the next starts from it too)
            for c in _single_space(before, p):
                try:
                    n = normalize(c, players)
                    listed = n in canon_of.get(n["type"], ())
                except IllegalCommand:
                    listed = False        # not even well-formed (travel from the jetty)
                assert g.is_legal(c) == listed, (c, g.why_illegal(c))
                seen.add((c["type"], listed))
                if not listed and rng.random() < 0.05:
                    with pytest.raises(IllegalCommand):
                        g.apply(c)
                    assert g.snapshot() == before
        g.apply(rng.choice(legal))
    if solo:
        assert {("solo_deactivate", True), ("end_actions", True)} <= seen


def _single_space(snap, p):
    """Every command with one island / tile / count (at the position of snapshot `snap`),
    for the legal() completeness check."""
    tiles = [e["tile"] for e in snap["path"] if "tile" in e]
    books = [f["field"] for f in snap["temple"]["fields"]]
    for i in range(7):
        for tok in (False, True):
            yield {"type": "favour", "player": p, "island": i, "novice_token": tok}
            yield {"type": "recruit", "player": p, "island": i, "novice_token": tok}
            for n in range(0, 4):
                yield {"type": "council", "player": p, "island": i, "count": n,
                       "novice_token": tok}
            for t in tiles:
                for bribe in (False, True):
                    yield {"type": "appoint", "player": p, "island": i, "tile": t,
                           "bribe": bribe, "novice_token": tok}
        for n in (1, 2):
            yield {"type": "herbs", "player": p, "island": i, "count": n}
        for j in list(range(7)) + ["jetty"]:
            yield {"type": "travel", "player": p, "moves": [{"from": j, "to": i, "count": 1}]}
            for act in (False, True):
                yield {"type": "tides", "player": p,
                       "moves": [{"from": j, "active": act, "to": i, "count": 1}]}
            for n in (1, 2):
                yield {"type": "sailboat", "player": p, "from": j, "to": i, "count": n}
        yield {"type": "place_shrine", "player": p, "island": i}
        yield {"type": "place_pair", "player": p, "island": i}
    for t in tiles:
        for bribe in (False, True):
            yield {"type": "consecrate", "player": p, "tile": t, "bribe": bribe}
    for a in books:
        for b in books:
            yield {"type": "book", "player": p, "from": a, "to": b}
    for tok in (False, True):
        yield {"type": "build_shrine", "player": p, "novice_token": tok}
        for n in range(0, 4):
            yield {"type": "banish", "player": p, "count": n, "novice_token": tok}
    yield {"type": "meditate", "player": p}
    yield {"type": "end_actions", "player": p}
    for i in range(7):
        yield {"type": "solo_deactivate", "player": p, "island": i}
    assert set(KINDS)


def test_legal_first_of_lists_only_the_first_of_those_kinds():
    """legal_commands(first_of=kinds) is the full list with only the first legal command
    of each of those kinds kept (the bots ask only whether a single Travel or Tides is
    legal), everything else in its order."""
    from luna.engine.legal import legal_commands
    kinds = ("travel", "tides")
    for seed, players in ((3, 2), (4, 4)):
        rng = random.Random(seed)
        g = new_game(players=players, seed=seed, setup="random")
        while not g.is_over:
            legal = g.legal()
            seen: set[str] = set()
            expected = []
            for c in legal:
                if c["type"] in kinds:
                    if c["type"] in seen:
                        continue
                    seen.add(c["type"])
                expected.append(c)
            assert legal_commands(g.state, first_of=kinds) == expected
            g.apply(rng.choice(legal))
