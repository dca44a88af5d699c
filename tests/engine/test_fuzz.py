"""Fuzz: random and mutated commands and save bytes never raise anything but the
engine's IllegalCommand / the save's SaveError, and never change the game."""

import random

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from luna.engine import IllegalCommand, new_game
from luna.engine.commands import SPECS
from luna.saves import SaveError, game_from_save, pack_game, unpack_save

values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**40, 2**40) | st.floats(allow_nan=True)
    | st.text(max_size=8) | st.binary(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                  max_size=4),
    max_leaves=12)
keys = st.sampled_from(["type", "player", "island", "count", "novice_token", "tile", "bribe",
                        "moves", "from", "to", "active", "zzz"])
commands = st.dictionaries(keys, values | st.sampled_from(list(SPECS)) | st.integers(-2, 30),
                           max_size=7)


def _midgame(seed=3, steps=60):
    g = new_game(players=3, seed=seed, setup="random")
    rng = random.Random(seed)
    for _ in range(steps):
        g.apply(rng.choice(g.legal()))
    return g


GAME = _midgame()


def _try(game, cmd):
    before = game.snapshot()
    n = len(game.log)
    try:
        game.apply(cmd)
    except IllegalCommand as exc:
        assert not exc.reason.startswith("Internal error"), exc.reason
        assert game.snapshot() == before and len(game.log) == n
        return False
    return True


@pytest.mark.long
@settings(max_examples=1500, deadline=None, suppress_health_check=list(HealthCheck))
@given(cmd=values | commands)
def test_random_commands_only_raise_illegal_command(cmd):
    game = GAME.clone()
    _try(game, cmd)


def _mutate(cmd, rng):
    cmd = dict(cmd)
    key = rng.choice(list(cmd) + ["moves", "count", "tile", "island", "from"])
    choice = rng.randrange(7)
    if choice == 0:
        cmd.pop(key, None)
    elif choice == 1:
        cmd[key] = rng.randint(-3, 30)
    elif choice == 2:
        cmd[key] = rng.choice([None, True, "jetty", [], {}, 1.5, "x"])
    elif choice == 3:
        cmd["moves"] = [{"from": rng.choice([0, 1, "jetty", 9]), "to": rng.randint(-1, 7),
                         "count": rng.randint(-1, 5), "active": rng.choice([True, 0, "y"])}
                        for _ in range(rng.randint(0, 3))]
    elif choice == 4:
        cmd["player"] = rng.randint(-1, 4)
    elif choice == 5:
        cmd["type"] = rng.choice(list(SPECS))
    else:
        cmd[key] = rng.randint(0, 3)
    return cmd


def test_mutated_legal_commands_apply_or_are_refused_cleanly():
    rng = random.Random(1)
    for seed in range(30):
        g = new_game(players=2 + seed % 3, seed=seed, setup="random")
        while not g.is_over:
            legal = g.legal()
            for _ in range(5):
                _try(g.clone(), _mutate(rng.choice(legal), rng))
            g.apply(rng.choice(legal))


def _finished(seed=4):
    g = new_game(players=4, seed=seed, setup="random")
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rng.choice(g.legal()))
    return g


def test_mutated_save_bytes_only_raise_save_error():
    data = pack_game(_finished())
    rng = random.Random(2)
    outcomes = {"ok": 0, "error": 0}
    for _ in range(600):
        b = bytearray(data)
        kind = rng.randrange(4)
        if kind == 0:
            b = b[:rng.randrange(len(b))]
        elif kind == 1:
            for _ in range(rng.randint(1, 8)):
                b[rng.randrange(len(b))] = rng.randrange(256)
        elif kind == 2:
            b.insert(rng.randrange(len(b)), rng.randrange(256))
        else:
            b = bytearray(rng.randbytes(rng.randint(0, 64)))
        try:
            game_from_save(unpack_save(bytes(b)))
            outcomes["ok"] += 1
        except SaveError as exc:
            assert exc.problem
            outcomes["error"] += 1
    assert outcomes["error"] > 300


@settings(max_examples=300, deadline=None)
@given(doc=st.dictionaries(st.sampled_from(["schema", "header", "log", "app", "x"]),
                           values | st.just(1), max_size=5))
def test_foreign_save_maps_only_raise_save_error(doc):
    try:
        game_from_save(unpack_save(msgpack.packb(doc, use_bin_type=True)))
    except SaveError:
        pass
