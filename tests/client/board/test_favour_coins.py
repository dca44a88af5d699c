"""Favour tokens are not player pieces (round 6: a fresh player took the tokens, in
colours near the players' red, blue, yellow and green, for player pieces): each is a
parchment coin in a bronze rim, a look no player's colour shares, with its island's
symbol and a ring in the island's own colour, so the islands' tokens stay apart. Drawn
by the real loop at normal speed at 1024x700."""

from __future__ import annotations

import colorsys
import itertools
import math
import statistics

import pytest
from test_temple_look import lab

from luna.client.board import art
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game


@pytest.fixture(scope="module")
def start(tmp_path_factory):
    app = make_app(tmp_path_factory.mktemp("coins"), speed="normal", size=(1024, 700))
    open_game(app, new_game(players=4, seed=1, setup="intro"), autosave=False)
    frames(app, 6)
    return app.scene, app.screen.copy()


def _coin(shot, top) -> list:
    """The screen's pixels on the top token's disc (its shadow left out)."""
    cx, cy, r = top.x + 0.45 * top.w, top.y + 0.45 * top.w, 0.40 * top.w
    return [shot.get_at((x, y))[:3] for x in range(top.x, top.right)
            for y in range(top.y, top.bottom) if math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= r]


def _hue(rgb) -> tuple[float, float]:
    h, s, _ = colorsys.rgb_to_hsv(*(v / 255 for v in rgb))
    return h * 360, s


def test_favour_tokens_are_coins_no_player_colour_shares_with_their_islands_colour(start):
    scene, shot = start
    kinds = {i: isl["kind"] for i, isl in enumerate(scene.snap["islands"])}
    assert len(scene.board.favour_counts) == 7
    own = {}
    for target, (top, _, _) in scene.board.favour_counts.items():
        kind = kinds[target.island]
        disc = _coin(shot, top)
        assert len(disc) >= 80, f"the {kind} token is {top.w} px: too small to read"
        coin = tuple(statistics.median_low(p[i] for p in disc) for i in range(3))
        for name, colour in art.PLAYER_RGB.items():
            d = math.dist(lab(coin), lab(colour))
            assert d >= 30, f"the {kind} token {coin} is {d:.0f} Delta-E from {name}'s colour"
        # the island's own colour on it (its symbol and ring): a fifth of the disc at least
        kh, _ = _hue(art.KIND_RGB[kind])
        mine = [p for p in disc if _hue(p)[1] >= 0.35
                and min(abs(_hue(p)[0] - kh), 360 - abs(_hue(p)[0] - kh)) <= 14]
        assert len(mine) >= 0.12 * len(disc), f"the {kind} token shows little of its colour"
        own[kind] = tuple(statistics.median_low(p[i] for p in mine) for i in range(3))
    for (a, ca), (b, cb) in itertools.combinations(own.items(), 2):
        assert math.dist(lab(ca), lab(cb)) >= 15, f"the {a} and {b} tokens look alike"
